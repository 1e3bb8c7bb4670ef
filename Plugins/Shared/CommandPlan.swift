import Foundation

/// What the `generate-connectors` and `check-connectors` commands do, for a package and for an
/// Xcode project alike: each path describes its targets as `CommandTarget`s and calls
/// `CommandPlan.perform`. This file imports only Foundation, so the tests compile and run it.
struct CommandTarget {
    var name: String
    /// Whether the target holds tests: it gets test suites from the examples of the specs of
    /// the targets it tests, instead of connectors.
    var isTest: Bool
    /// The target's own specs.
    var specs: [URL]
    var config: URL?
    /// The folder whose `Generated` subfolder receives the target's files.
    var directory: URL?
    /// The module name other targets import it by.
    var moduleName: String
    /// The default isolation its build declares, if it does.
    var isolation: String?
    /// For a test target, the targets it tests (those with specs).
    var tested: [CommandTarget] = []
    /// Whether the target applies the build plugin, which generates its files at each build:
    /// it has no committed `Generated` folder to write or check.
    var usesBuildPlugin = false
}

/// The arguments of the command plugins: `--target <name>` (repeatable), `--check` and `--help`.
struct CommandArguments: Equatable {
    var targetNames: [String] = []
    var check = false
    /// Whether `--help` (or `-h`) asks for the usage instead of a run.
    var showsHelp = false

    /// - Parameter strict: Whether an unknown argument is an error (in a package); Xcode's
    ///   invocation is left room to pass arguments of its own.
    init(_ arguments: [String], check: Bool = false, strict: Bool = true) throws(CommandError) {
        self.check = check
        let checksOnly = check
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": showsHelp = true
            case "--check": self.check = true
            case "--target":
                guard let name = remaining.popFirst() else { throw CommandError("--target needs a target name") }
                targetNames.append(name)
            case let option where option.hasPrefix("--target="):
                targetNames.append(String(option.dropFirst("--target=".count)))
            default:
                guard strict else { continue }
                throw CommandError("unknown argument '\(argument)'; the options are --target <name>\(checksOnly ? "" : " and --check") (see --help)")
            }
        }
    }

    /// What `--help` prints for the command that writes (`generate-connectors`) or the one that
    /// only checks (`check-connectors`).
    static func usage(checksOnly: Bool) -> String {
        let verb = checksOnly ? "check-connectors" : "--allow-writing-to-package-directory generate-connectors"
        let does = checksOnly
            ? "Checks that each target's Generated folder holds what connector-gen generates from its specs, writing nothing."
            : "Writes what connector-gen generates from each target's specs into the target's Generated folder (--check: checks instead)."
        return """
            USAGE: swift package \(verb) [--target <name>]...\(checksOnly ? "" : " [--check]")

            \(does)
            Without --target: every target with specs, and every target whose Generated folder holds files
            connector-gen wrote, but targets that apply the build plugin ConnectorGenPlugin.

            OPTIONS:
              --target <name>   A target to handle (repeatable); a test target gets the test suites of the
                                specs of the targets it tests.
            \(checksOnly ? "" : "  --check           Check, writing nothing (as check-connectors).\n")  -h, --help        Show this help.

            """
    }
}

/// One run of `connector-gen` that a command plans.
struct CommandRun: Equatable {
    var target: String
    /// The tool's arguments; empty for a `Generated` folder whose target has no specs left to
    /// generate from, which is only searched for leftover files.
    var arguments: [String]
    /// The folder it writes into, relative to the root.
    var output: String = ""
    /// The specs it reads, relative to the root.
    var specs: [String] = []
    /// For a test target's run, the target whose specs it reads: when that target's own run
    /// fails, this one would only report its errors again, and is not run.
    var testedTarget: String? = nil
}

enum CommandPlan {
    /// The runs for `targets`: the selected ones (by default every source target with specs,
    /// and every target whose `Generated` folder holds files connector-gen wrote, such as a
    /// test target's suites or the files of specs since deleted), each writing into its
    /// `Generated` folder, or checking it with `check`.
    ///
    /// - Parameter root: The package or project folder; paths are written relative to it, so
    ///   `#sourceLocation` paths in committed files do not depend on the machine.
    static func runs(for targets: [CommandTarget], arguments: CommandArguments, root: URL) throws(CommandError) -> [CommandRun] {
        let unknown = Set(arguments.targetNames).subtracting(targets.map(\.name))
        guard unknown.isEmpty else {
            throw CommandError("no target named \(unknown.sorted().joined(separator: ", ")); the targets are \(targets.map(\.name).sorted().joined(separator: ", "))")
        }
        let selected = arguments.targetNames.isEmpty
            ? targets.filter { !$0.usesBuildPlugin && ((!$0.isTest && !$0.specs.isEmpty) || holdsGeneratedFiles($0.directory)) }
            : targets.filter { arguments.targetNames.contains($0.name) }
        var runs: [CommandRun] = []
        // Test targets last, after the targets whose specs they read.
        for target in selected.sorted(by: { ($0.isTest ? 1 : 0, $0.name) < ($1.isTest ? 1 : 0, $1.name) }) {
            // Its files would declare every type a second time, beside the build's.
            if target.usesBuildPlugin { throw CommandError(buildPluginNote(target.name) + "; remove the plugin from it to commit its files instead") }
            var planned = try self.runs(for: target, check: arguments.check, root: root)
            if planned.isEmpty, let directory = target.directory, holdsGeneratedFiles(directory) {
                // No spec is left to generate from: what the folder holds is left over.
                planned = [CommandRun(target: target.name, arguments: [], output: relative(directory.appendingPathComponent("Generated"), to: root))]
            }
            if planned.isEmpty && !arguments.targetNames.isEmpty {
                throw CommandError(target.isTest
                    ? "\(target.name) tests no target with specs; add the target it tests to its dependencies"
                    : "\(target.name) has no *.connector.yml specs")
            }
            runs += planned
        }
        return runs
    }

    /// Whether the `Generated` folder of `directory` holds a Swift file connector-gen wrote.
    static func holdsGeneratedFiles(_ directory: URL?) -> Bool {
        guard let folder = directory?.appendingPathComponent("Generated"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return false }
        return names.contains { name in
            guard name.hasSuffix(".swift"), let handle = try? FileHandle(forReadingFrom: folder.appendingPathComponent(name)) else { return false }
            defer { try? handle.close() }
            let head = String(decoding: (try? handle.read(upToCount: 512)) ?? Data(), as: UTF8.self)
            return OutputNaming.specName(inHeader: head) != nil || OutputNaming.isGenerated(header: head)
        }
    }

    private static func runs(for target: CommandTarget, check: Bool, root: URL) throws(CommandError) -> [CommandRun] {
        guard let directory = target.directory else {
            throw CommandError("cannot tell where \(target.name)'s files are; add a Swift file or its connector-gen.yml to it")
        }
        let output = relative(directory.appendingPathComponent("Generated"), to: root)
        func run(_ specs: [URL], config: URL?, isolation: String?, extra: [String], testedTarget: String? = nil) -> CommandRun {
            let specPaths = specs.map { relative($0, to: root) }.sorted()
            // Committed files are reviewed: laid out as `swift format` lays them out.
            var arguments = ["generate"] + specPaths + extra + ["--output", output, "--layout", "formatted"]
            if let config { arguments += ["--config", relative(config, to: root)] }
            if let isolation { arguments += ["--default-isolation", isolation] }
            if check { arguments += ["--check", "--quiet"] }
            return CommandRun(target: target.name, arguments: arguments, output: output, specs: specPaths, testedTarget: testedTarget)
        }
        if target.isTest {
            return target.tested.filter { !$0.specs.isEmpty }.sorted { $0.name < $1.name }.map { tested in
                run(tested.specs, config: tested.config, isolation: tested.isolation,
                    extra: ["--kind", OutputKind.tests.rawValue, "--module", tested.moduleName], testedTarget: tested.name)
            }
        }
        guard !target.specs.isEmpty else { return [] }
        return [run(target.specs, config: target.config, isolation: target.isolation, extra: [])]
    }

    /// The targets a run without `--target` leaves out because they apply the build plugin.
    static func buildPluginTargets(_ targets: [CommandTarget], arguments: CommandArguments) -> [String] {
        guard arguments.targetNames.isEmpty else { return [] }
        return targets.filter { !$0.isTest && !$0.specs.isEmpty && $0.usesBuildPlugin }.map(\.name).sorted()
    }

    /// Why a target that applies the build plugin has nothing to write or check.
    static func buildPluginNote(_ target: String) -> String {
        "\(target) uses the build plugin ConnectorGenPlugin, which generates its connectors at each build: it has no committed Generated folder to write or check"
    }

    /// Runs `runs` with `tool` in `root`, passing on what the tool prints; throws one error
    /// naming the targets that failed and, when the only failures are stale or missing files of
    /// a check, the one `remedy` that updates them.
    static func perform(_ runs: [CommandRun], tool: URL, root: URL, check: Bool, remedy: (_ targets: [String]) -> String) throws {
        var stale: [String] = []
        var failed: [String] = []
        for run in runs where !run.arguments.isEmpty && !failed.contains(run.testedTarget ?? "") {
            let process = Process()
            process.executableURL = tool
            process.arguments = run.arguments
            process.currentDirectoryURL = root
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let output = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            FileHandle.standardError.write(output)
            guard process.terminationStatus != 0 else { continue }
            if check && onlyStaleFiles(String(decoding: output, as: UTF8.self)) {
                if !stale.contains(run.target) { stale.append(run.target) }
            } else if !failed.contains(run.target) {
                failed.append(run.target)
            }
        }
        // Files of specs that were deleted or renamed: removed once everything else succeeded.
        for (target, leftover) in LeftoverFiles.find(for: runs, root: root) where !failed.contains(target) {
            let path = relative(leftover.file, to: root)
            if check {
                FileHandle.standardError.write(Data("\(path): error: is left over: \(leftover.reason)\n".utf8))
                if !stale.contains(target) { stale.append(target) }
            } else if failed.isEmpty {
                try FileManager.default.removeItem(at: leftover.file)
                FileHandle.standardError.write(Data("removed \(path): \(leftover.reason)\n".utf8))
            }
        }
        if !failed.isEmpty {
            throw CommandError("connector-gen failed for \(failed.joined(separator: ", ")); see its messages")
        }
        if !stale.isEmpty {
            throw CommandError("the generated files of \(stale.joined(separator: ", ")) are missing or out of date; to update them, \(remedy(stale))")
        }
        var targets: [String] = []
        for run in runs where !targets.contains(run.target) { targets.append(run.target) }
        if targets.isEmpty {
            FileHandle.standardError.write(Data("nothing to \(check ? "check" : "generate"): no target without the build plugin has specs or generated files\n".utf8))
        } else if check {
            FileHandle.standardError.write(Data("the generated files of \(targets.joined(separator: ", ")) are up to date\n".utf8))
        }
    }

    /// Whether a failed `generate --check` reported stale or missing files and nothing else.
    static func onlyStaleFiles(_ messages: String) -> Bool {
        let errors = messages.split(separator: "\n").filter { $0.contains("error:") }
        return !errors.isEmpty && errors.allSatisfy { $0.hasSuffix(": error: is missing") || $0.hasSuffix(": error: is out of date") }
    }

    /// The one remedy a stale check prints in a package: a command that runs as printed.
    static func packageRemedy(_ targets: [String]) -> String {
        "run: swift package --allow-writing-to-package-directory generate-connectors " + targets.map { "--target \($0)" }.joined(separator: " ")
    }

    /// The one remedy a stale check prints in an Xcode project.
    static func xcodeRemedy(_ targets: [String]) -> String {
        "right-click the project in Xcode's Project navigator, choose GenerateConnectorsCommand, and select " + targets.joined(separator: ", ")
    }

    /// `url` relative to `root` when it is inside it.
    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let rootPath = root.standardizedFileURL.path
        let base = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

/// The facts about an Xcode target that the plugins use, taken from `XcodeTarget` (which the
/// tests cannot build) so that the choices below are tested on every platform.
struct XcodeTargetFacts {
    var name: String
    /// The product's name; Xcode derives the module name from it.
    var productName: String?
    /// `com.apple.product-type.…` for a product kind Xcode reports as `.other`.
    var otherProductType: String?
    var files: [URL]
    /// What the target's project file says of its default isolation, when it was read.
    var isolationFinding: XcodeProjectIsolation.Finding? = nil
    /// The target's default isolation as its project file sets it, when that is known.
    var isolation: String? { isolationFinding?.argument }

    /// Unit and UI test bundles.
    var isTest: Bool { otherProductType.map { $0.contains("test") } ?? false }
    var specs: [URL] { files.filter(ConnectorFiles.isSpec).sorted { $0.path < $1.path } }
    var config: URL? {
        OutputNaming.configFileNames.lazy.compactMap { name in self.files.first { $0.lastPathComponent == name } }.first
    }

    /// The module name Xcode gives the product: its name with every character that cannot be
    /// in an identifier replaced by `_` (Xcode's `PRODUCT_MODULE_NAME` default).
    var moduleName: String {
        let name = productName ?? self.name
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    /// Where committed files go: the folder of its `connector-gen.yml`, or else the deepest
    /// folder holding all its specs (for a test target, all its files, above the `Generated`
    /// folder that holds them when it is that one). A target without specs has none: its
    /// files may be another target's.
    var directory: URL? {
        if let config { return config.deletingLastPathComponent() }
        let folders = (isTest ? files : specs).map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        if common.last == "Generated" { common.removeLast() }
        return common.count > 1 ? URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/")) : nil
    }

    /// The targets an Xcode test target tests. Xcode's plugin API does not list a target's
    /// dependencies, so this follows Xcode's naming: the targets with specs whose name begins
    /// the test target's name (`App` for `AppTests` and `AppUITests`, the longest such name);
    /// if none does, every non-test target with specs.
    static func tested(by test: XcodeTargetFacts, among targets: [XcodeTargetFacts]) -> [XcodeTargetFacts] {
        let candidates = targets.filter { !$0.isTest && !$0.specs.isEmpty && $0.name != test.name }
        let named = candidates.filter { test.name.hasPrefix($0.name) }
        if let longest = named.map(\.name.count).max() {
            return named.filter { $0.name.count == longest }
        }
        return candidates.sorted { $0.name < $1.name }
    }

    /// The target as the command plugins see it.
    static func commandTargets(_ targets: [XcodeTargetFacts]) -> [CommandTarget] {
        func plain(_ target: XcodeTargetFacts) -> CommandTarget {
            CommandTarget(
                name: target.name, isTest: target.isTest, specs: target.specs, config: target.config,
                directory: target.directory, moduleName: target.moduleName, isolation: target.isolation)
        }
        return targets.map { target in
            var command = plain(target)
            if target.isTest { command.tested = tested(by: target, among: targets).map(plain) }
            return command
        }
    }
}

struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
