import Foundation

/// What both plugins need to know about the generator's files, in one place: this file is
/// shared by the build-tool and command plugins (plugins cannot depend on library targets).
/// File names come from `OutputKind`, which the generator itself uses.
enum ConnectorFiles {
    /// Whether `url` names a spec.
    static func isSpec(_ url: URL) -> Bool { OutputNaming.isSpec(url.lastPathComponent) }

    /// The YAML files among `files` that read like specs but are not named as one, each with
    /// the name it should have and the warning to show (``MisnamedSpec``).
    static func misnamedSpecs(among files: [URL]) -> [(file: URL, warning: String)] {
        files.compactMap { file in
            let name = file.lastPathComponent
            guard !OutputNaming.isSpec(name), !OutputNaming.configFileNames.contains(name), MisnamedSpec.mayBeSpec(named: name),
                let text = try? String(contentsOf: file, encoding: .utf8),
                let suggested = MisnamedSpec.suggestedName(forFile: name, text: text)
            else { return nil }
            let what = suggested == OutputNaming.configFileName ? "is named like \(suggested) but not as it" : "reads like a spec but is not named as one"
            return (file, "'\(name)' \(what), so connector-gen does not read it; rename it '\(suggested)' [#MisnamedSpec]")
        }
    }

    /// What the build plugin says of a spec in a test target's own folder, which it does not
    /// read: a test target gets the suites of the specs of the targets it tests.
    static func specInTestTargetWarning(spec: String, target: String) -> String {
        "\(spec) is in the test target \(target), and connector-gen reads no spec there: a test target gets the test suites of the specs of the targets it tests; move \(spec) into one of them"
    }

    /// The specs under `folder`, a target's, that are not among its `sources`: those its
    /// `exclude:` in Package.swift leaves out, sorted. A folder among `otherTargetFolders` (a
    /// target nested in this one's folder, which `exclude:` carves out) holds that target's.
    static func excludedSpecs(inFolder folder: URL, sources: [URL], otherTargetFolders: [URL] = []) -> [URL] {
        let known = Set(sources.map(\.standardizedFileURL.path))
        let others = Set(otherTargetFolders.map(\.standardizedFileURL.path))
        var found: [URL] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        while let file = files?.nextObject() as? URL {
            if others.contains(file.standardizedFileURL.path) {
                files?.skipDescendants()
            } else if isSpec(file), !known.contains(file.standardizedFileURL.path) {
                found.append(file)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// What the build plugin says of a spec that `exclude:` leaves out of a target it builds:
    /// it cannot see it, and the build would fail only later, where the app names what the
    /// spec generates.
    static func excludedSpecWarning(spec: String, target: String) -> String {
        "\(spec) is left out of \(target) by 'exclude:' in Package.swift, so ConnectorGenPlugin does not see it and generates nothing from it: "
            + "remove it from 'exclude:' (a target lists its specs there only when it commits the generated files, without the plugin)"
    }

    /// The target's configuration file, if it has one.
    static func config(in directory: URL) -> URL? {
        OutputNaming.configFileNames.map(directory.appendingPathComponent)
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The files among `files` that the command plugin wrote into a `Generated` folder and that
    /// the build plugin would generate again from `specs` (as `kinds`): a target that has both
    /// would declare everything twice.
    static func committedOutputs(among files: [URL], specs: [URL], kinds: [OutputKind]) -> [URL] {
        let names = Set(kinds.flatMap { kind in
            kind.isPerSpec
                ? specs.filter { kind.applies(toSpec: $0.lastPathComponent) }.map { kind.fileName(forSpec: $0.lastPathComponent) }
                : [kind.fileName(forSpec: "")]
        })
        return files.filter { file in
            names.contains(file.lastPathComponent) && file.deletingLastPathComponent().lastPathComponent == "Generated"
        }.sorted { $0.path < $1.path }
    }

    /// What the build plugin says when a target has both its output and the committed files;
    /// `inXcode` for an Xcode project's target, which has no `exclude:` and no manifest.
    static func committedOutputsMessage(target: String, files: [URL], inXcode: Bool = false) -> String {
        let folder = files.first.map { $0.deletingLastPathComponent().path } ?? "Generated"
        let generate = inXcode
            ? "delete that folder"
            : "delete that folder, and remove the specs from \(target)'s 'exclude:' in Package.swift if it lists them"
        let commit = inXcode
            ? "remove ConnectorGenPlugin from \(target)'s Build Phases > Run Build Tool Plug-ins"
            : "remove ConnectorGenPlugin from \(target)'s plugins"
        return """
            \(target) uses ConnectorGenPlugin and also holds the files generate-connectors wrote into \(folder) \
            (\(files.map(\.lastPathComponent).joined(separator: ", "))); each would declare the same types twice. \
            Use one: to generate while building, \(generate); to keep committed files, \(commit).
            """
    }
}

/// One invocation of `connector-gen` that a plugin asks the build system to run.
struct GeneratorInvocation {
    var displayName: String
    var arguments: [String]
    var inputs: [URL]
    var outputs: [URL]

    /// The invocations that generate a target's connectors and stores: one per spec or batch
    /// of specs (see ``SpecBatches``), so that editing a spec regenerates little, and one for
    /// the namespace file, which reads every spec to report the problems between them.
    ///
    /// - Parameter isolation: The target's default isolation as its build declares it, if it does.
    static func connectors(specs: [URL], config: URL?, output: URL, targetName: String, isolation: String? = nil) -> [GeneratorInvocation] {
        let sortedSpecs = specs.sorted { $0.path < $1.path }.filter { OutputKind.connector.applies(toSpec: $0.lastPathComponent) }
        // The namespace command reads every spec, and reports two that would write one file.
        let generated = withDistinctOutputs(sortedSpecs, kind: .connector)
        let stores = specs.sorted { $0.path < $1.path }.filter { OutputKind.store.applies(toSpec: $0.lastPathComponent) }
        var invocations = SpecBatches.batches(generated).map { batch in
            invocation(
                .connector, specs: batch, config: config, output: output, isolation: isolation,
                displayName: "Generating \(describing(batch, as: "connector"))")
        }
        invocations += stores.map { spec in
            invocation(
                .store, specs: [spec], config: config, output: output, isolation: isolation,
                displayName: "Generating store from \(spec.lastPathComponent)")
        }
        if !sortedSpecs.isEmpty {
            invocations.append(invocation(
                .namespace, specs: sortedSpecs + stores, config: config, output: output, isolation: isolation,
                displayName: "Generating connector namespace for \(targetName)"))
        }
        return invocations
    }

    /// The invocations that generate test suites from the examples of a tested module's specs.
    ///
    /// - Parameter isolation: The tested module's default isolation as its build declares it.
    static func tests(specs: [URL], config: URL?, output: URL, testedModule: String, isolation: String? = nil) -> [GeneratorInvocation] {
        let specs = specs.sorted { $0.path < $1.path }.filter { OutputKind.tests.applies(toSpec: $0.lastPathComponent) }
        return SpecBatches.batches(withDistinctOutputs(specs, kind: .tests)).map { batch in
            invocation(
                .tests, specs: batch, config: config, output: output, module: testedModule, isolation: isolation,
                displayName: "Generating \(describing(batch, as: "connector test"))")
        }
    }

    /// `specs` without each one whose file (as `kind` names it) an earlier one writes already,
    /// compared as a file system that ignores case compares names: the build system refuses
    /// two commands that write one file before running either, with a message that names
    /// neither spec. The target's namespace command, which reads every spec, reports the two
    /// at the spec instead (`DuplicateOutputFile`).
    static func withDistinctOutputs(_ specs: [URL], kind: OutputKind) -> [URL] {
        var seen: Set<String> = []
        return specs.filter { seen.insert(kind.fileName(forSpec: $0.lastPathComponent).lowercased()).inserted }
    }

    /// What a command generates, for its display name: `connector from List.connector.yml`, or
    /// for a batch `connectors from 12 specs (About.connector.yml … Wishlist.connector.yml)`.
    private static func describing(_ batch: [URL], as what: String) -> String {
        guard let first = batch.first, let last = batch.last, batch.count > 1 else {
            return "\(what) from \(batch.first?.lastPathComponent ?? "")"
        }
        return "\(what)s from \(batch.count) specs (\(first.lastPathComponent) … \(last.lastPathComponent))"
    }

    /// One `connector-gen generate --kind <kind>` run over `specs`, declaring the files it writes.
    private static func invocation(
        _ kind: OutputKind, specs: [URL], config: URL?, output: URL, module: String? = nil, isolation: String? = nil,
        displayName: String
    ) -> GeneratorInvocation {
        var arguments = ["generate"] + specs.map(\.path) + ["--kind", kind.rawValue, "--output", output.path, "--quiet"]
        // The target's namespace command reports the names that clash between specs, once.
        if kind != .namespace { arguments.append("--namespace-run-checks-names") }
        if let module { arguments += ["--module", module] }
        if let isolation { arguments += ["--default-isolation", isolation] }
        if let config { arguments += ["--config", config.path] }
        let files = kind.isPerSpec ? specs.map { kind.fileName(forSpec: $0.lastPathComponent) } : [kind.fileName(forSpec: "")]
        return GeneratorInvocation(
            displayName: displayName, arguments: arguments, inputs: specs + (config.map { [$0] } ?? []),
            outputs: files.map { output.appendingPathComponent($0) })
    }
}
