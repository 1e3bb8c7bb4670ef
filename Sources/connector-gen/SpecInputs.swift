import ConnectorGen
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns `<spec-or-folder>...` arguments into the specs to read and the target
/// configuration that applies to each.
struct SpecInputs {
    /// Specs of one target: they share a configuration, and are checked against each other.
    struct Group {
        /// The `connector-gen.yml` that applies, or `nil` for the defaults.
        var configFile: String?
        /// `configFile`, compared byte for byte.
        var configKey: FileSystem.PathKey? { configFile.map(FileSystem.PathKey.init) }
        /// The target's folder (`Sources/App`) when the specs' paths show it, the package
        /// layout's `Sources/<target>` or `Tests/<target>`.
        var target: String?
        var config = TargetConfig.default
        var inputs: [Generator.Input] = []

        /// What `lint` reports for the group's specs, read under the isolation `generate` would
        /// use: `stated` on the command line, else the build files' (``buildIsolation``).
        func lintDiagnostics(statedIsolation stated: TargetConfig.DefaultIsolation?) -> [Diagnostic] {
            Generator.lint(inputs, config: config, detectedIsolation: stated ?? buildIsolation)
        }

        /// The default isolation the build files give the target of the group's specs, found
        /// as the plugins find it (``BuildIsolation``); `nil` when none says.
        var buildIsolation: TargetConfig.DefaultIsolation? {
            guard let path = inputs.first?.path else { return nil }
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            return BuildIsolation.find(forFolder: folder.isEmpty ? "." : folder, includingDefault: true)
                .flatMap { TargetConfig.DefaultIsolation(rawValue: $0.isolation) }
        }
    }

    var groups: [Group] = []
    var diagnostics: [Diagnostic] = []
    var failures: [FileSystem.Failure] = []

    /// Every spec read, in the order of the arguments.
    var inputs: [Generator.Input] { groups.flatMap(\.inputs) }

    /// The groups whose configuration was read and is valid (or that have none): their specs
    /// can be checked even when another path could not be read.
    private(set) var usableGroups: [Group] = []

    /// Whether everything was read and every configuration is valid.
    var isValid: Bool { failures.isEmpty && !diagnostics.containsErrors }

    /// Reads the specs `arguments` name, under `--config` if given, and prints what could not
    /// be read and the configurations' diagnostics to `console`.
    static func reading(_ arguments: Arguments, reportingTo console: Console) -> SpecInputs {
        let specs = SpecInputs(paths: arguments.positionals, configPath: arguments.value(of: .config))
        specs.failures.forEach(console.print)
        console.print(specs.diagnostics)
        return specs
    }

    /// Why the file `--config` names cannot be a target configuration: a spec, a file that is
    /// not YAML, or a YAML file named otherwise that holds none of `connector-gen.yml`'s keys
    /// (another tool's configuration, which `--fix` must not edit). `nil` when it can be one.
    static func problem(ofConfigPath path: String) -> String? {
        let name = OutputNaming.fileName(of: path)
        if OutputNaming.isSpec(path) {
            return "is a spec, not a target configuration; \(CommandOption.config) takes a \(OutputNaming.configFileName)"
        }
        guard !OutputNaming.configFileNames.contains(name) else { return nil }
        guard FileSystem.isYAML(name) else {
            return "is not a YAML file; \(CommandOption.config) takes a \(OutputNaming.configFileName)"
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let (document, found) = Generator.readDocument(Generator.Input(path: path, bytes: Array(data)))
        if found.containsErrors {
            return "does not read as a \(OutputNaming.configFileName), so it is left as it is; \(CommandOption.config) takes the target's \(OutputNaming.configFileName)"
        }
        // A file with one of the configuration's keys is one; so is a file whose keys are all
        // one edit from one (`acces:`), whose typos are reported with their fix-its when it is
        // read. Another tool's keys may be two edits from one (`flags:`, `tasks:`).
        guard let entries = document?.mappingEntries, !entries.isEmpty,
            !entries.contains(where: { TargetConfigDecoder.keys.contains($0.name) }),
            !entries.allSatisfy({ entry in TargetConfigDecoder.keys.contains { DidYouMean.editDistance(entry.name, $0) == 1 } })
        else { return nil }
        return "holds none of the keys of a \(OutputNaming.configFileName) (\(TargetConfigDecoder.keys.joined(separator: ", "))), "
            + "so it is left as it is; \(CommandOption.config) takes the target's \(OutputNaming.configFileName)"
    }

    /// Reads every spec named by `paths` (files, or folders searched for specs), and the
    /// configuration of each: `configPath` for all of them if given, else the nearest
    /// `connector-gen.yml` in the spec's folder or above it, up to the project's root (the folder
    /// holding `Package.swift`, an Xcode project or `.git`).
    init(paths: [String], configPath: String?) {
        // Read as written without `./`, as the specs' paths are: it is named in the generated
        // files' `#sourceLocation` lines.
        let configPath = configPath.map(FileSystem.normalized)
        if let configPath, let problem = Self.problem(ofConfigPath: configPath) {
            failures.append(FileSystem.Failure(path: configPath, message: problem))
            return
        }
        var specPaths: [String] = []
        for path in paths.map(FileSystem.normalized) {
            if FileSystem.isDirectory(path) {
                let (found, others, unreadable, notUTF8) = FileSystem.specsAndOtherYAML(under: path)
                diagnostics += Self.misnamedSpecs(others)
                for folder in unreadable {
                    failures.append(FileSystem.Failure(path: folder, message: "cannot be read, so its specs cannot be checked; make it readable, or pass only the folders to check"))
                }
                for name in notUTF8 {
                    failures.append(FileSystem.Failure(path: name, message: "its name is not valid UTF-8, so no spec in it or by it can be read; rename it"))
                }
                if found.isEmpty && !unreadable.contains(path.hasSuffix("/") ? String(path.dropLast()) : path) {
                    // `generate Sources/App/Generated`: the files connector-gen wrote, not the specs.
                    let generated = FileSystem.swiftFiles(in: path).contains {
                        FileSystem.readIfPresent($0).map { OutputNaming.isGenerated(header: String(decoding: $0.prefix(512), as: UTF8.self)) } ?? false
                    }
                    failures.append(FileSystem.Failure(
                        path: path,
                        message: generated
                            ? "holds no specs, but files connector-gen generated: it is an output folder; pass the folder of the specs"
                            : "holds no specs (*.connector.yml or *.store.yml, or .yaml)"))
                }
                specPaths += found
            } else if OutputNaming.configFileNames.contains(OutputNaming.fileName(of: path)) {
                failures.append(FileSystem.Failure(
                    path: path,
                    message: "is a target configuration, not a spec; pass the folder of its specs, or pass it with \(CommandOption.config)"))
            } else if !OutputNaming.isSpec(path) && FileManager.default.fileExists(atPath: path) && !FileSystem.isYAML(path) {
                failures.append(FileSystem.Failure(
                    path: path,
                    message: "is not a spec: connector-gen reads connector specs (*.connector.yml) and store specs (*.store.yml); pass one, or the folder that holds them"))
            } else if !OutputNaming.isSpec(path) && FileManager.default.fileExists(atPath: path) {
                failures.append(FileSystem.Failure(
                    path: path,
                    message: "is not named as a spec: a connector spec's name ends in '.connector.yml' and a store spec's in '.store.yml'; rename it, since the build plugin reads only files so named"))
            } else {
                specPaths.append(path)
            }
        }

        // Compared byte for byte: Swift's `==` takes two spellings of one accented letter for
        // one name, where Linux keeps two files.
        var seen: Set<FileSystem.PathKey> = []
        var configOfFolder: [FileSystem.PathKey: String?] = [:]
        // One spec named two ways (`Specs/A.connector.yml`, an absolute path, a path through a
        // symbolic link) is read once, under the first spelling.
        for path in specPaths where seen.insert(FileSystem.PathKey(FileSystem.identity(of: path))).inserted {
            let input: Generator.Input
            do {
                input = Generator.Input(path: path, bytes: try FileSystem.read(path))
            } catch {
                failures.append(error)
                continue
            }
            let configFile: String?
            if let configPath {
                configFile = configPath
            } else {
                let folder = Self.folder(of: path)
                if let known = configOfFolder[FileSystem.PathKey(folder)] {
                    configFile = known
                } else {
                    configFile = Self.configAbove(folder)
                    configOfFolder[FileSystem.PathKey(folder)] = configFile
                }
            }
            let target = Self.targetFolder(of: path)
            let configKey = configFile.map(FileSystem.PathKey.init)
            let targetKey = target.map(FileSystem.PathKey.init)
            if let index = groups.firstIndex(where: { $0.configKey == configKey && $0.target.map(FileSystem.PathKey.init) == targetKey }) {
                groups[index].inputs.append(input)
            } else {
                groups.append(Group(configFile: configFile, target: target, inputs: [input]))
            }
        }
        var configs: [FileSystem.PathKey: TargetConfig] = [:]
        var configFiles: [String] = []
        var listed: Set<FileSystem.PathKey> = []
        for configFile in groups.compactMap(\.configFile).sorted() where listed.insert(FileSystem.PathKey(configFile)).inserted {
            configFiles.append(configFile)
        }
        for configFile in configFiles {
            if let unread = Self.unreadConfigBeside(configFile) {
                failures.append(FileSystem.Failure(
                    path: unread,
                    message: "is passed over: connector-gen reads the \(OutputNaming.fileName(of: configFile)) beside it, and a target has one configuration; "
                        + "move its settings into \(OutputNaming.fileName(of: configFile)) and remove it"))
                continue
            }
            do {
                let (config, found) = Generator.readConfig(Generator.Input(path: configFile, bytes: try FileSystem.read(configFile)))
                diagnostics += found
                if !found.containsErrors { configs[FileSystem.PathKey(configFile)] = config }
            } catch {
                failures.append(error)
            }
        }
        for index in groups.indices {
            if let key = groups[index].configKey, let config = configs[key] { groups[index].config = config }
        }
        usableGroups = groups.filter { $0.configKey.map { configs[$0] != nil } ?? true }
    }

    /// The other spelling of `configFile` (`connector-gen.yaml` beside `connector-gen.yml`, or
    /// the reverse) when it is in the same folder: only one of them is read, so the settings of
    /// the other would be passed over in silence.
    static func unreadConfigBeside(_ configFile: String) -> String? {
        let name = OutputNaming.fileName(of: configFile)
        guard OutputNaming.configFileNames.contains(name) else { return nil }
        let folder = configFile.dropLast(name.count)
        return OutputNaming.configFileNames.lazy.filter { $0 != name }.map { folder + $0 }.first(where: FileSystem.exists)
    }

    /// A warning for each of `paths` (YAML files that are neither specs nor configurations)
    /// whose top level reads like a spec: named otherwise, it would be passed over in silence.
    static func misnamedSpecs(_ paths: [String]) -> [Diagnostic] {
        paths.compactMap { path in
            let name = OutputNaming.fileName(of: path)
            guard let bytes = FileSystem.readIfPresent(path),
                let suggested = MisnamedSpec.suggestedName(forFile: name, text: String(decoding: bytes, as: UTF8.self))
            else { return nil }
            return Diagnostic(
                .misnamedSpec(name, suggested: suggested, isConfiguration: suggested == OutputNaming.configFileName), file: path,
                at: SourceLocation(line: 1, column: 1))
        }
    }

    /// `Sources/App` for `Sources/App/Screens/List.connector.yml`: the folder below the last
    /// `Sources` or `Tests` of the path that is not the spec's own name.
    static func targetFolder(of path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.dropLast(2).lastIndex(where: { $0 == "Sources" || $0 == "Tests" }) else { return nil }
        return components[...(index + 1)].joined(separator: "/")
    }

    /// The one configuration of every spec, for commands that write one target's files; a
    /// failure naming two specs whose configurations differ, when they do.
    func sharedConfig() -> Result<TargetConfig, FileSystem.Failure> {
        guard let first = groups.first else { return .success(.default) }
        guard let second = groups.first(where: { $0.configKey != first.configKey }) else { return .success(first.config) }
        func describe(_ group: Group) -> String { group.configFile ?? "no connector-gen.yml" }
        func folder(_ path: String) -> String { path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "." }
        /// The folder both `a` and `b` are in.
        func commonFolder(_ a: String, _ b: String) -> String {
            let shared = zip(a.split(separator: "/", omittingEmptySubsequences: false), b.split(separator: "/", omittingEmptySubsequences: false))
                .prefix { $0 == $1 }.map { String($0.0) }
            return shared.isEmpty ? "." : shared.joined(separator: "/")
        }
        // A configuration in a folder below another spec's, or beside it (`State/` and
        // `Settings/`): most likely one target's, put beside the specs it was meant for rather
        // than in the target's folder, which holds both.
        let nested = [(first, second), (second, first)].lazy.compactMap { (above, below) -> (config: String, folder: String, other: String?)? in
            guard let config = below.configFile, above.configFile == nil || folder(above.configFile!) != folder(config),
                  // Two targets of a package, each its own folder under `Sources`, are not one.
                  Self.targetFolder(of: above.inputs[0].path) == Self.targetFolder(of: below.inputs[0].path)
            else { return nil }
            let aboveFolder = commonFolder(folder(above.inputs[0].path), folder(config))
            return folder(config).hasPrefix(aboveFolder == "." ? "" : aboveFolder + "/") ? (config, aboveFolder, above.configFile) : nil
        }.first
        // The target's folder may hold one already, which a move would replace.
        let remedy = nested.map { nested in
            let fix = nested.other.map { "put the keys of \(nested.config) into \($0) and delete it" }
                ?? "move \(nested.config) to the target's folder (\(nested.folder), or one above it)"
            return "if they are specs of one target, \(fix): a target has one configuration; otherwise "
        } ?? ""
        return .failure(FileSystem.Failure(
            path: second.inputs[0].path,
            message: "uses \(describe(second)), but \(first.inputs[0].path) uses \(describe(first)); "
                + remedy + "generate each target on its own, or pass \(CommandOption.config) to use one configuration for all"))
    }

    /// The one default isolation the build files give the targets of every spec (``BuildIsolation``;
    /// `nil` where none says), for commands that write one target's files; a failure naming two
    /// specs whose targets the build isolates differently, when they are.
    func sharedBuildIsolation() -> Result<TargetConfig.DefaultIsolation?, FileSystem.Failure> {
        var found: [String: BuildIsolation?] = [:]
        var first: (path: String, build: BuildIsolation?)?
        for input in inputs {
            let folder = input.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            let key = Self.targetFolder(of: input.path) ?? folder
            let build = found[key] ?? BuildIsolation.find(forFolder: folder.isEmpty ? "." : folder, includingDefault: true)
            found[key] = build
            guard let earlier = first else {
                first = (input.path, build)
                continue
            }
            // `.defaultIsolation(nil)` is no default isolation.
            guard (earlier.build?.isolation ?? "nonisolated") != (build?.isolation ?? "nonisolated") else { continue }
            func describe(_ build: BuildIsolation?) -> String {
                build.flatMap { $0.isSwiftDefault ? nil : "the default isolation \($0.isolation), as \($0.file) sets it for \($0.target)" }
                    ?? "no default isolation set by its build"
            }
            return .failure(FileSystem.Failure(
                path: input.path,
                message: "is built with \(describe(build)), but \(earlier.path) with \(describe(earlier.build)); "
                    + "generate each target on its own, or pass \(CommandOption.defaultIsolation) to use one for all"))
        }
        return .success(first?.build.flatMap { TargetConfig.DefaultIsolation(rawValue: $0.isolation) })
    }

    /// The nearest `connector-gen.yml` in `folder` or the folders above it, up to the package
    /// root (the folder with `Package.swift`) — where a target's configuration sits.
    static func configAbove(_ start: String) -> String? {
        var folder = start  // as the user would write it, for diagnostics
        // To know when to stop: how many folders are above it, counted by the names of its
        // absolute path, not by Foundation's URL, whose parent of a path below a current folder
        // longer than 1,024 bytes never reached the root on Linux.
        var foldersAbove = FileSystem.foldersAbove(folder).count - 1
        while true {
            for name in OutputNaming.configFileNames {
                let candidate = join(folder, name)
                if FileSystem.exists(candidate) { return candidate }
            }
            // A project's root: the package, the Xcode project or the repository the spec is in.
            if FileSystem.exists(join(folder, "Package.swift")) || FileSystem.exists(join(folder, ".git")) { return nil }
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder), names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                return nil
            }
            if foldersAbove == 0 { return nil }
            foldersAbove -= 1
            folder = folder == "." || folder.hasSuffix("..") ? join(folder, "..") : self.folder(of: folder)
        }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
