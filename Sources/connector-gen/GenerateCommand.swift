import ConnectorGen

extension Subcommand {
    static let generate = Subcommand(
        name: "generate", synopsis: "<spec-or-folder>... --output <folder>",
        explanation: """
            Generates one Swift file per spec (Name.connector.yml gives Name.connector.swift, and a
            store spec, App.store.yml, gives App.store.swift), plus ConnectorNamespace.swift, which
            declares the namespace once. A folder means every *.connector.yml, *.connector.yaml,
            *.store.yml and *.store.yaml under it. If any spec has an error, nothing is
            written. Only files whose contents change are rewritten, each atomically. A file in the
            output folder that connector-gen did not generate is never replaced.
            """,
        command: GenerateCommand.init,
        options: [
            .output, .config, .fix, .check, .dryRun, .kind, .layout, .module, .defaultIsolation,
            .tests, .noNamespace, .namespaceOnly, .namespaceRunChecksNames, .quiet, .diagnosticsFormat,
        ],
        examples: """
            connector-gen generate Sources/App --output Sources/App/Generated
            connector-gen generate Sources/App --output Sources/App/Generated --check
            connector-gen generate Sources/App --kind tests --module App --output Tests/AppTests/Generated
            """)
}

/// `connector-gen generate <spec-or-folder>... --output <folder>`: one Swift file per spec,
/// plus the namespace file; all or nothing; only changed files are rewritten.
struct GenerateCommand: Command {
    let arguments: Arguments
    let console: Console

    /// The kinds to generate: `--kind a,b`, or the older spellings `--tests`, `--no-namespace`
    /// and `--namespace-only`; by default the connectors, the namespace and the stores.
    private func outputKinds() throws(Arguments.UsageError) -> Set<OutputKind> {
        let legacy = [CommandOption.tests, .noNamespace, .namespaceOnly].filter(arguments.has)
        if let list = arguments.value(of: .kind) {
            if let flag = legacy.first { throw Arguments.UsageError(message: "\(CommandOption.kind) and \(flag) cannot be combined") }
            var kinds: Set<OutputKind> = []
            for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let kind = OutputKind(rawValue: name), kind != .scaffold else {
                    let names = OutputKind.allCases.filter { $0 != .scaffold }.map(\.rawValue)
                    let suggestion = DidYouMean.suggestion(for: name, among: names).map { "did you mean '\($0)'? " } ?? ""
                    throw Arguments.UsageError(
                        message: "unknown kind '\(name)'; \(suggestion)\(CommandOption.kind) takes \(names.joined(separator: ", ")), separated by commas")
                }
                kinds.insert(kind)
            }
            return kinds
        }
        if legacy.count > 1 {
            throw Arguments.UsageError(message: "\(legacy[0]) and \(legacy[1]) cannot be combined")
        }
        if arguments.has(.tests) { return [.tests] }
        if arguments.has(.namespaceOnly) { return [.namespace] }
        if arguments.has(.noNamespace) { return [.connector, .store] }
        return [.connector, .namespace, .store]
    }

    func run() throws(Arguments.UsageError) -> Int32 {
        var fixed = 0
        let status = try generate(fixed: &fixed)
        if status != ExitStatus.success && !arguments.has(.quiet) {
            // With --fix, the specs may have been written before generation failed.
            let written = fixed == 0 ? "nothing written" : "\(fixed) \(fixed == 1 ? "fix" : "fixes") written to the specs, no generated file"
            console.out("connector-gen: \(Console.count(console.errorCount, "error")); \(written)")
        }
        return status
    }

    /// - Parameter fixed: Set to how many fix-its `--fix` wrote to the specs.
    private func generate(fixed: inout Int) throws(Arguments.UsageError) -> Int32 {
        guard let output = try arguments.outputFolder() else {
            throw Arguments.UsageError(message: "generate needs \(CommandOption.output) <folder>")
        }
        try arguments.requirePositionals(orFail: "generate needs at least one spec or folder")
        let kinds = try outputKinds()
        let module = arguments.value(of: .module)
        if let module, !IdentifierRules.isValidModuleName(module) {
            throw Arguments.UsageError(message: "'\(module)' is not a valid module name")
        }
        if let kind = kinds.first(where: \.needsTestedModule), module == nil {
            throw Arguments.UsageError(message: "\(CommandOption.kind) \(kind.rawValue) needs \(CommandOption.module) <the module under test>")
        }
        if module != nil, !kinds.contains(where: \.needsTestedModule) {
            throw Arguments.UsageError(message: "\(CommandOption.module) names the module that generated tests test; it needs \(CommandOption.kind) tests")
        }

        let statedIsolation = try arguments.statedIsolation(warning: console.warning)
        var layout = SourceLayout.exactColumns
        if let value = arguments.value(of: .layout) {
            guard let chosen = SourceLayout(rawValue: value) else {
                throw Arguments.UsageError(message: "\(CommandOption.layout) takes exact or formatted, not '\(value)'")
            }
            layout = chosen
        }

        if arguments.has(.check) && arguments.has(.dryRun) {
            throw Arguments.UsageError(message: "\(CommandOption.check) and \(CommandOption.dryRun) cannot be combined")
        }
        defer { console.finish() }
        if arguments.has(.fix) {
            if arguments.has(.check) || arguments.has(.dryRun) {
                throw Arguments.UsageError(message: "\(CommandOption.fix) writes the specs, so it cannot be combined with \(arguments.has(.check) ? CommandOption.check : CommandOption.dryRun)")
            }
            guard let count = SpecFixer.fixReporting(arguments, isolation: statedIsolation, to: console) else { return ExitStatus.failure }
            fixed = count
        }
        let specs = SpecInputs.reading(arguments, reportingTo: console)
        guard specs.isValid else {
            // Nothing is written, but what is wrong in the specs that could be read is said now.
            console.print(specs.usableGroups.flatMap { $0.lintDiagnostics(statedIsolation: statedIsolation) })
            return ExitStatus.failure
        }
        let config: TargetConfig
        switch specs.sharedConfig() {
        case .success(let shared): config = shared
        case .failure(let failure):
            console.print(failure)
            return ExitStatus.failure
        }

        // The configuration's `isolation` overrides the build's, as the command line's does:
        // then targets built apart need not agree, and the build's is passed on only to be
        // compared with it (IsolationDiffersFromBuild).
        var isolation = statedIsolation
        if isolation == nil {
            switch specs.sharedBuildIsolation() {
            case .success(let build): isolation = build
            // As lint does, the first spec's build is compared with the configuration's.
            case .failure where config.isolation != nil: isolation = specs.groups.first?.buildIsolation
            case .failure(let failure):
                console.print(failure)
                return ExitStatus.failure
            }
        }
        var options = Generator.Options(kinds: kinds, testedModule: module, detectedIsolation: isolation, layout: layout)
        options.leavesNameClashesToNamespaceRun = arguments.has(.namespaceRunChecksNames)
        let result = Generator.generate(specs.inputs, config: config, options: options)
        console.print(result.diagnostics)
        guard result.succeeded else { return ExitStatus.failure }
        // When the run reads whole folders, the output folder's generated files should all
        // come from their specs; one that does not would go on compiling.
        // `--check` holds the folder to what the specs generate: a left-over file fails it, as
        // the check-connectors command plugin's does.
        let readsFolders = arguments.positionals.allSatisfy(FileSystem.isDirectory)
        let leftovers = readsFolders ? Self.leftovers(in: output, specs: specs.inputs.map(\.path)) : []
        // The namespace file declares the namespace for every connector spec of the target. A
        // run of some of them, beside the output of others, would write it for those alone (an
        // internal namespace around a public connector): one that is there is left as it is.
        var files = result.files
        let namespaceFile = OutputKind.namespace.fileName(forSpec: "")
        // Only the output of specs that stand beside the ones read counts: a deleted spec's
        // file (which the command plugin removes after the run) leaves the namespace to this run.
        let folders = Set(specs.inputs.map { String($0.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")) })
        let othersThere = readsFolders ? [] : Self.leftovers(in: output, specs: specs.inputs.map(\.path)).compactMap(\.specName).filter { name in
            folders.contains { FileSystem.readIfPresent($0.isEmpty ? name : $0 + "/" + name) != nil }
        }
        let keepsNamespace = !othersThere.isEmpty && FileSystem.readIfPresent(output + "/" + namespaceFile) != nil
        if keepsNamespace { files.removeAll { OutputNaming.fileName(of: $0.name) == namespaceFile } }
        if !arguments.has(.check) {
            console.print(leftovers.map {
                Diagnostic(.leftoverGeneratedFile(OutputNaming.fileName(of: $0.path), specName: $0.specName, specStillAt: $0.specStillAt), file: $0.path, at: nil)
            })
        }

        // Said before --check or --dry-run says what it would write there.
        if let failure = FileSystem.fileInTheWay(ofFolder: output) {
            console.print(failure)
            return ExitStatus.failure
        }
        do {
            let plan = try OutputPlan(files: files, folder: output)
            // `--kind store` over connector specs only, say: the run does what it was asked.
            let nothingToGenerate = "connector-gen: nothing to generate in \(output): '\(CommandOption.kind) "
                + kinds.map(\.rawValue).sorted().joined(separator: ",") + "' makes no file from the \(Console.count(specs.inputs.count, "spec")) read"
            if arguments.has(.check) {
                // With --quiet the caller (the command plugins) prints the one remedy that fits it.
                let remedy = arguments.has(.quiet) ? "" : "; run the same command without \(CommandOption.check) to update it"
                // A file written in the other layout is up to date in that one: the remedy above
                // would rewrite it in this layout.
                let otherLayout: SourceLayout = layout == .exactColumns ? .formatted : .exactColumns
                var inOtherLayout: Set<String> = []
                if plan.pending.contains(where: { $0.kind == .update }) {
                    var otherOptions = options
                    otherOptions.layout = otherLayout
                    let other = try OutputPlan(files: Generator.generate(specs.inputs, config: config, options: otherOptions).files, folder: output)
                    inOtherLayout = Set(other.changes.filter { $0.kind == .unchanged }.map(\.path))
                }
                for change in plan.pending {
                    if inOtherLayout.contains(change.path) {
                        console.print(FileSystem.Failure(
                            path: change.path,
                            message: "is up to date in the \(otherLayout.rawValue) layout, not in the \(layout.rawValue) one this command checks; add '\(CommandOption.layout) \(otherLayout.rawValue)' to check it as it was generated"))
                        continue
                    }
                    if change.kind == .update, let existing = FileSystem.readIfPresent(change.path),
                       let (written, now) = SourceLocationPaths.onlyDifference(existing: String(decoding: existing, as: UTF8.self), generated: change.contents)
                    {
                        console.print(FileSystem.Failure(
                            path: change.path,
                            message: "is up to date but for the path its '#sourceLocation' lines name: it was generated from '\(written)', and this command names it '\(now)'; "
                                + "check with the spec path it was generated with, or run the same command without \(CommandOption.check) to name it so"))
                        continue
                    }
                    let state = change.kind == .create ? "missing" : "out of date"
                    console.print(FileSystem.Failure(path: change.path, message: "is \(state)\(remedy)"))
                }
                for leftover in leftovers {
                    let source = leftover.specName.map { "spec \($0)" } ?? "connector spec"
                    let remedy = leftover.specStillAt.map { "; its spec is \($0): pass that folder too, or delete the file if the spec is no longer this target's" } ?? "; delete it"
                    console.print(FileSystem.Failure(path: leftover.path, message: "is left over: no \(source) in the folders read generates it\(remedy)"))
                }
                let stranded = FileSystem.strandedTemporaries(in: output)
                for file in stranded {
                    console.print(FileSystem.Failure(path: file, message: "is a temporary file of a run stopped while it wrote; delete it (the same command without \(CommandOption.check) does)"))
                }
                let upToDate = plan.pending.isEmpty && leftovers.isEmpty && stranded.isEmpty
                if upToDate && !arguments.has(.quiet) && plan.changes.isEmpty {
                    console.out(nothingToGenerate)
                } else if upToDate && !arguments.has(.quiet) {
                    let warnings = console.warningCount == 0 ? "" : ", \(Console.count(console.warningCount, "warning"))"
                    console.out("connector-gen: \(Console.count(plan.changes.count, "file")) in \(output): all up to date\(warnings)")
                }
                return upToDate ? ExitStatus.success : ExitStatus.failure
            }
            if arguments.has(.dryRun) {
                if plan.changes.isEmpty { console.out(nothingToGenerate) }
                for file in FileSystem.strandedTemporaries(in: output) { console.out("would remove \(file)") }
                for change in plan.changes {
                    let verb = switch change.kind {
                    case .create: "would create"
                    case .update: "would update"
                    case .unchanged: "unchanged   "
                    }
                    console.out("\(verb) \(change.path)")
                }
                return ExitStatus.success
            }
            var written = 0
            var removed: [String] = []
            if !plan.pending.isEmpty || !FileSystem.strandedTemporaries(in: output).isEmpty {
                try FileSystem.createFolder(output)
                written = try FileSystem.holdingLock(output) { () throws(FileSystem.Failure) -> Int in
                    // What a run stopped mid-write left; another run may also have written the
                    // folder while this one waited for it, so the plan is made again.
                    removed = FileSystem.strandedTemporaries(in: output)
                    removed.forEach(FileSystem.remove)
                    let current = try OutputPlan(files: files, folder: output)
                    try current.apply()
                    return current.pending.count
                }
            }
            if !arguments.has(.quiet) {
                for file in removed { console.out("removed \(file): a temporary file of a run stopped while it wrote") }
                if keepsNamespace {
                    console.out("connector-gen: \(namespaceFile) left as it is: it declares the namespace for all the target's connector specs, "
                        + "and this run reads some of them (\(othersThere.sorted().joined(separator: ", ")) generated the other files there); generate their folder to update it")
                }
                if plan.changes.isEmpty {
                    console.out(nothingToGenerate)
                } else {
                    // The warnings printed above (a left-over file), which a build log may show apart.
                    let warnings = console.warningCount == 0 ? "" : ", \(Console.count(console.warningCount, "warning"))"
                    console.out("connector-gen: \(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s") in \(output): \(written) written, \(plan.changes.count - written) unchanged\(warnings)")
                }
            }
            return ExitStatus.success
        } catch {
            console.print(error)
            return ExitStatus.failure
        }
    }

    /// Each generated file directly in `folder` whose header names a spec not among `specs`,
    /// with the spec it names; and the namespace file, which names no spec, when none of
    /// `specs` is a connector spec (it is generated for them).
    /// - Returns: Each left-over file, the spec its header names, and that spec's path where
    ///   the file's `#sourceLocation` lines name one that is still there: a spec of a folder
    ///   this run did not read, not one deleted.
    private static func leftovers(in folder: String, specs: [String]) -> [(path: String, specName: String?, specStillAt: String?)] {
        let read = Set(specs.map(OutputNaming.headerName(ofSpec:)))
        let namespaceFile = OutputKind.namespace.fileName(forSpec: "")
        let generatesNamespace = specs.contains(where: OutputNaming.isConnectorSpec)
        return FileSystem.swiftFiles(in: folder).compactMap { path in
            guard let bytes = FileSystem.readIfPresent(path) else { return nil }
            let header = String(decoding: bytes.prefix(512), as: UTF8.self)
            if let specName = OutputNaming.specName(inHeader: header) {
                guard !read.contains(specName) else { return nil }
                let named = SourceLocationPaths.paths(in: String(decoding: bytes, as: UTF8.self))
                let stillAt = named.first { OutputNaming.fileName(of: $0) == specName && FileSystem.readIfPresent($0) != nil }
                return (path, specName, stillAt)
            }
            let isNamespace = OutputNaming.fileName(of: path) == namespaceFile && OutputNaming.isGenerated(header: header)
            return isNamespace && !generatesNamespace ? (path, nil, nil) : nil
        }
    }
}
