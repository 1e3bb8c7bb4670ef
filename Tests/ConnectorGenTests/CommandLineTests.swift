import ConnectorGen
import Foundation
import Testing

/// The command line's contract: exit statuses, all-or-nothing output, only changed files
/// rewritten, hand-written files never replaced.
@Suite("Command line")
struct CommandLineTests {
    @Test("generate writes one file per spec plus the namespace file, and says so")
    func generateWrites() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        let run = try workspace.run("generate", "Specs", "--output", "Out")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(workspace.files(in: "Out") == ["ConnectorNamespace.swift", "Counter.connector.swift"])
        #expect(workspace.read("Out/Counter.connector.swift")?.contains("#sourceLocation(file: \"Specs/Counter.connector.yml\", line: 6)") == true)
        #expect(run.standardOutput.contains("2 written, 0 unchanged"))
    }

    @Test("generate finds store specs in a folder and writes Name.store.swift; errors in them are located")
    func generateWritesStores() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        try workspace.write("Specs/App.store.yml", validStoreSpec)
        let run = try workspace.run("generate", "Specs", "--output", "Out")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(workspace.files(in: "Out") == ["App.store.swift", "ConnectorNamespace.swift", "Counter.connector.swift"])
        #expect(workspace.read("Out/App.store.swift")?.contains("case .counter(let action):") == true)

        try workspace.write("Specs/App.store.yml", "state: AppState\naction: AppAction\nreducer: appReducer\nfeatures:\n  counter: { state: CounterState }\n")
        let lint = try workspace.run("lint", "Specs")
        #expect(lint.status == 1)
        #expect(lint.standardError.contains("Specs/App.store.yml:5:3: error: missing required key 'action'"), "\(lint.standardError)")
    }

    @Test("a second run on unchanged input rewrites nothing")
    func unchangedInputRewritesNothing() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        #expect(try workspace.run("generate", "Counter.connector.yml", "--output", "Out").status == 0)
        let before = try workspace.modificationDate("Out/Counter.connector.swift")
        Thread.sleep(forTimeInterval: 1.1)
        let second = try workspace.run("generate", "Counter.connector.yml", "--output", "Out")
        #expect(second.status == 0)
        #expect(second.standardOutput.contains("0 written, 2 unchanged"))
        #expect(try workspace.modificationDate("Out/Counter.connector.swift") == before)
    }

    @Test("an error in any spec writes nothing and leaves earlier output byte-identical")
    func errorWritesNothing() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        #expect(try workspace.run("generate", "Specs", "--output", "Out").status == 0)
        let earlier = workspace.read("Out/Counter.connector.swift")
        try workspace.write("Specs/Counter.connector.yml", validSpec.replacingOccurrences(of: "state.count", with: "state.count + 1"))
        try workspace.write("Specs/Broken.connector.yml", "connector: Broken\nstate: [AppState\n")
        let run = try workspace.run("generate", "Specs", "--output", "Out")
        #expect(run.status == 1)
        #expect(run.standardError.contains("Specs/Broken.connector.yml:2:8: error: this list is never closed"))
        #expect(run.standardOutput.hasSuffix(" error; nothing written\n") || run.standardOutput.hasSuffix(" errors; nothing written\n"), "\(run.standardOutput)")
        #expect(workspace.read("Out/Counter.connector.swift") == earlier)
        #expect(workspace.files(in: "Out") == ["ConnectorNamespace.swift", "Counter.connector.swift"])
    }

    /// Runs `chattr` (Linux, as root) on `path`; whether it succeeded.
    static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Whether a file can be made immutable here (Linux, as root, on a file system that has it).
    static let canMakeFilesImmutable: Bool = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("connector-gen-chattr-\(getpid())").path
        guard FileManager.default.createFile(atPath: path, contents: Data()) else { return false }
        defer { _ = chattr("-i", path); try? FileManager.default.removeItem(atPath: path) }
        return chattr("+i", path)
    }()

    @Test(
        "a file that cannot be replaced leaves every output file as it was, the others too",
        .enabled(if: canMakeFilesImmutable, "needs chattr +i (Linux, as root) to make a file that cannot be replaced"))
    func failedWriteWritesNothing() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        #expect(try workspace.run("generate", "Specs", "--output", "Out").status == 0)
        try workspace.write("Specs/Counter.connector.yml", validSpec.replacingOccurrences(of: "state.count", with: "state.count + 1"))
        try workspace.write("connector-gen.yml", "access: public\n")
        let before = workspace.files(in: "Out").map { workspace.read("Out/" + $0) }
        // Each file in turn cannot be replaced: whichever is renamed into place first is put
        // back when the other fails.
        for name in ["ConnectorNamespace.swift", "Counter.connector.swift"] {
            let locked = workspace.url.appendingPathComponent("Out/" + name).path
            try #require(Self.chattr("+i", locked))
            defer { _ = Self.chattr("-i", locked) }
            let run = try workspace.run("generate", "Specs", "--output", "Out")
            #expect(run.status == 1)
            #expect(run.standardError.contains("Out/\(name): error: cannot be written"), "\(run.standardError)")
            #expect(run.standardOutput.contains("nothing written"))
            #expect(workspace.files(in: "Out") == ["ConnectorNamespace.swift", "Counter.connector.swift"], "no temporary or kept file is left")
            #expect(workspace.files(in: "Out").map { workspace.read("Out/" + $0) } == before, "locked: \(name)")
        }
    }

    @Test("a generated file whose line endings a checkout turned into CRLF is still replaced")
    func crlfGeneratedFileIsReplaced() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        #expect(try workspace.run("generate", "Counter.connector.yml", "--output", "Out").status == 0)
        let generated = try #require(workspace.read("Out/Counter.connector.swift"))
        try workspace.write("Out/Counter.connector.swift", generated.replacingOccurrences(of: "\n", with: "\r\n"))
        let run = try workspace.run("generate", "Counter.connector.yml", "--output", "Out")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(workspace.read("Out/Counter.connector.swift") == generated)
    }

    @Test("a hand-written file in the output folder is never replaced")
    func handWrittenFileIsKept() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        try workspace.write("Out/Counter.connector.swift", "// my own code\n")
        let run = try workspace.run("generate", "Counter.connector.yml", "--output", "Out")
        #expect(run.status == 1)
        #expect(run.standardError.contains("Out/Counter.connector.swift: error: was not generated by connector-gen"))
        #expect(workspace.read("Out/Counter.connector.swift") == "// my own code\n")
        #expect(workspace.read("Out/ConnectorNamespace.swift") == nil)
    }

    @Test("--check fails on missing or stale output and passes on current output; --dry-run writes nothing")
    func checkAndDryRun() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        let missing = try workspace.run("generate", "Counter.connector.yml", "--output", "Out", "--check")
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("Out/Counter.connector.swift: error: is missing"))
        let dryRun = try workspace.run("generate", "Counter.connector.yml", "--output", "Out", "--dry-run")
        #expect(dryRun.status == 0)
        #expect(dryRun.standardOutput.contains("would create Out/Counter.connector.swift"))
        #expect(workspace.files(in: "Out").isEmpty)
        #expect(try workspace.run("generate", "Counter.connector.yml", "--output", "Out").status == 0)
        let current = try workspace.run("generate", "Counter.connector.yml", "--output", "Out", "--check")
        #expect(current.status == 0)
        #expect(current.standardOutput == "connector-gen: 2 files in Out: all up to date\n", "\(current.standardOutput)")
        try workspace.write("Counter.connector.yml", validSpec.replacingOccurrences(of: ".add(1)\n", with: ".add(2)\n"))
        let stale = try workspace.run("generate", "Counter.connector.yml", "--output", "Out", "--check")
        #expect(stale.status == 1)
        #expect(stale.standardError.contains("Out/Counter.connector.swift: error: is out of date; run the same command without --check to update it"), "\(stale.standardError)")
    }

    @Test("--check of files generated in the other layout says so, instead of a remedy that would rewrite them in this one")
    func checkInTheOtherLayout() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        #expect(try workspace.run("generate", "Counter.connector.yml", "--output", "Out", "--layout", "formatted").status == 0)
        let exact = try workspace.run("generate", "Counter.connector.yml", "--output", "Out", "--check")
        #expect(exact.status == 1)
        #expect(exact.standardError.contains(
            "Out/Counter.connector.swift: error: is up to date in the formatted layout, not in the exact one this command checks; add '--layout formatted' to check it as it was generated"),
            "\(exact.standardError)")
        #expect(!exact.standardError.contains("without --check"), "\(exact.standardError)")
        #expect(try workspace.run("generate", "Counter.connector.yml", "--output", "Out", "--check", "--layout", "formatted").status == 0)
    }

    @Test("--check of files generated with the spec named another way says that is the only difference", arguments: ["formatted", "exact"])
    func checkWithTheSpecNamedAnotherWay(_ layout: String) throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        #expect(try workspace.run("generate", "Specs/Counter.connector.yml", "--output", "Out", "--layout", layout).status == 0)
        let absolute = workspace.url.standardizedFileURL.path + "/Specs/Counter.connector.yml"
        let other = try ToolRun(["generate", absolute, "--output", "Out", "--check", "--layout", layout], in: workspace.url)
        #expect(other.status == 1)
        #expect(other.standardError.contains(
            "Out/Counter.connector.swift: error: is up to date but for the path its '#sourceLocation' lines name: it was generated from 'Specs/Counter.connector.yml', and this command names it '\(absolute)'"),
            "\(other.standardError)")
        // A real change is still out of date.
        try workspace.write("Specs/Counter.connector.yml", validSpec.replacingOccurrences(of: ".add(1)\n", with: ".add(2)\n"))
        let stale = try ToolRun(["generate", absolute, "--output", "Out", "--check", "--layout", layout], in: workspace.url)
        #expect(stale.standardError.contains("Out/Counter.connector.swift: error: is out of date"), "\(stale.standardError)")
    }

    @Test("a configuration named with './' generates the same files as named without it")
    func configNamedWithDotSlash() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec + "container:\n  name: CounterContainer\n")
        try workspace.write("Specs/connector-gen.yml", "container:\n  store: AppStore\n")
        #expect(try workspace.run("generate", "Specs", "--output", "Out", "--config", "Specs/connector-gen.yml").status == 0)
        #expect(workspace.read("Out/Counter.connector.swift")?.contains("#sourceLocation(file: \"Specs/connector-gen.yml\"") == true)
        let dotted = try workspace.run("generate", "./Specs", "--output", "Out", "--config", "./Specs/connector-gen.yml", "--check")
        #expect(dotted.status == 0, "\(dotted.standardError)")
    }

    @Test("--check of generated tests with the spec named another way says that is the only difference", arguments: ["swift-testing", "xctest"])
    func checkTestsWithTheSpecNamedAnotherWay(_ framework: String) throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        try workspace.write("Specs/connector-gen.yml", "tests: \(framework)\n")
        let arguments = ["--output", "Tests", "--kind", "tests", "--module", "App"]
        #expect(try ToolRun(["generate", "Specs/Counter.connector.yml"] + arguments, in: workspace.url).status == 0)
        let absolute = workspace.url.standardizedFileURL.path + "/Specs/Counter.connector.yml"
        let other = try ToolRun(["generate", absolute, "--check"] + arguments, in: workspace.url)
        #expect(other.status == 1)
        #expect(other.standardError.contains(
            "Tests/CounterConnectorExampleTests.swift: error: is up to date but for the path its '#sourceLocation' lines name: it was generated from 'Specs/Counter.connector.yml', and this command names it '\(absolute)'"),
            "\(other.standardError)")
    }

    @Test("usage errors exit 2 and point at --help", arguments: [
        ["generate", "x.connector.yml", "--output", "Out", "--module", "App"],
        ["generate", "x.connector.yml"],
        ["generate", "--output", "Out"],
        ["generate", "x.connector.yml", "--output", "Out", "--frobnicate"],
        ["generate", "x.connector.yml", "--output"],
        ["frobnicate"],
        ["parse"],
        ["lint"],
        [],
    ])
    func usageErrors(_ arguments: [String]) throws {
        let workspace = try Workspace()
        let run = try ToolRun(arguments, in: workspace.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("--help"))
    }

    @Test("--help and --version exit 0", arguments: [["--help"], ["--version"], ["generate", "--help"], ["lint", "--help"], ["parse", "--help"], ["init", "--help"], ["scaffold", "--help"], ["help", "generate"]])
    func help(_ arguments: [String]) throws {
        let workspace = try Workspace()
        let run = try ToolRun(arguments, in: workspace.url)
        #expect(run.status == 0)
        #expect(!run.standardOutput.isEmpty)
    }

    @Test("a command's help lists every option it accepts", arguments: ["generate", "lint", "parse", "init", "scaffold", "adopt"])
    func helpListsEveryOption(_ command: String) throws {
        let workspace = try Workspace()
        let unknown = try workspace.run(command, "--no-such-option")
        #expect(unknown.status == 2)
        // "unknown option '--no-such-option' (options: --a, --b, -c)", or no list when there are none.
        let accepted = unknown.standardError.components(separatedBy: "(options: ").dropFirst().first?
            .components(separatedBy: ")").first?.components(separatedBy: ", ") ?? []
        let help = try workspace.run(command, "--help").standardOutput
        let listed = help.components(separatedBy: "\nOPTIONS\n").dropFirst().first?.components(separatedBy: "\n\nEXAMPLES").first
        #expect((listed != nil) == !accepted.isEmpty, "\(help)")
        for option in accepted {
            // "  -o, --output <folder>   …": an entry starts with the option, or names it after a comma.
            #expect(listed?.contains("  \(option)") == true || listed?.contains(", \(option)") == true,
                    "\(command) accepts \(option), but its help does not list it")
        }
        // The USAGE line names each option too, unless it says "[options]".
        let usage = help.split(separator: "\n").first { $0.hasPrefix("USAGE: ") } ?? ""
        if !usage.hasSuffix("[options]") {
            for option in accepted where option.hasPrefix("--") {
                #expect(usage.contains(option), "\(command)'s usage line leaves out \(option): \(usage)")
            }
        }
    }

    @Test("an unknown option and an option without its value are usage errors that name them", arguments: [
        (["lint", "--frobnicate"], "unknown option '--frobnicate' (options: --config, --default-isolation, --diagnostics-format, --fix, --quiet)"),
        (["lint", "x.connector.yml", "--quiet=yes"], "--quiet takes no value; write it alone, not '--quiet=yes'"),
        (["parse", "--frobnicate"], "unknown option '--frobnicate'"),
        (["init", "Name", "-o"], "-o needs a value"),
    ])
    func optionMistakes(_ arguments: [String], message: String) throws {
        let workspace = try Workspace()
        let run = try ToolRun(arguments, in: workspace.url)
        #expect(run.status == 2)
        #expect(run.standardError == "error: \(message)\nRun 'connector-gen \(arguments[0]) --help' for usage.\n")
    }

    @Test("a missing input file is a located error with exit status 1")
    func missingInput() throws {
        let workspace = try Workspace()
        let run = try workspace.run("lint", "Nope.connector.yml")
        #expect(run.status == 1)
        #expect(run.standardError == "Nope.connector.yml: error: no such file\n")
    }

    @Test("lint prints warnings with exit 0 and errors with exit 1, paths as given")
    func lint() throws {
        let workspace = try Workspace()
        try workspace.write("a/Counter.connector.yml", validSpec.replacingOccurrences(of: "examples:", with: "unused:"))
        let run = try workspace.run("lint", "a/Counter.connector.yml")
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("a/Counter.connector.yml:9:1: error: unknown key 'unused' in a spec"))
        try workspace.write("b/Counter.connector.yml", validSpec.components(separatedBy: "examples:")[0])
        let warned = try workspace.run("lint", "b")
        #expect(warned.status == 0)
        #expect(warned.standardError.contains("b/Counter.connector.yml:8:3: warning: the action 'increment' has no example"))
    }

    @Test("parse prints the document as JSON with keys in order, or a located error")
    func parse() throws {
        let workspace = try Workspace()
        try workspace.write("doc.yml", "b: 1\na: [x, 'y z']\nc:\n  d: |\n    text\n")
        let run = try workspace.run("parse", "doc.yml")
        #expect(run.status == 0)
        #expect(run.standardOutput == "{\n  \"b\": \"1\",\n  \"a\": [\n    \"x\",\n    \"y z\"\n  ],\n  \"c\": {\n    \"d\": \"text\\n\"\n  }\n}\n")
        try workspace.write("bad.yml", "a: 1\na: 2\n")
        let bad = try workspace.run("parse", "bad.yml")
        #expect(bad.status == 1)
        #expect(bad.standardError.hasPrefix("bad.yml:2:1: error: duplicate key 'a'"))
    }

    @Test("init writes a starter spec that lints clean, and never replaces a file")
    func initCommand() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("init", "History").status == 0)
        let lint = try workspace.run("lint", "History.connector.yml")
        #expect(lint.status == 0)
        #expect(lint.standardError.isEmpty, "\(lint.standardError)")
        try workspace.write("History.connector.yml", "mine\n")
        let again = try workspace.run("init", "History")
        #expect(again.status == 1)
        #expect(workspace.read("History.connector.yml") == "mine\n")
    }

    @Test("lint --fix applies every edit fix-it in place, says what it did and what is left, and a second run changes nothing")
    func lintFix() throws {
        let workspace = try Workspace()
        // A configuration with CRLF line endings, and a spec with a byte-order mark.
        try workspace.write("connector-gen.yml", "tests: swift-test\r\n")
        try workspace.write("List.connector.yml", "\u{FEFF}" + validSpec.replacingOccurrences(
            of: "view: CounterView\n", with: "view: CounterView\naccess: publc\nsendable: yes\ncolour: red  # no such key\nmemoize: yes\n"))
        let first = try workspace.run("lint", ".", "--fix")
        #expect(first.status == 1, "a memoized field that reads state has no edit, so an error is left")
        #expect(first.standardOutput.split(separator: "\n").map(String.init) == [
            "connector-gen.yml:1:8: fixed: replace it with 'swift-testing' [#InvalidTestFramework]",
            "List.connector.yml:5:9: fixed: replace 'publc' with 'public' [#InvalidAccessLevel]",
            "List.connector.yml:6:11: fixed: replace it with 'true' [#InvalidBoolean]",
            "List.connector.yml:8:10: fixed: replace it with 'true' [#InvalidBoolean]",
            "connector-gen: 1 spec checked, 4 fixes applied, 2 errors, 0 warnings",
        ], "\(first.standardOutput)")
        // An unknown key nothing could have meant is the user's to remove: its value is theirs.
        #expect(first.standardError.hasPrefix("List.connector.yml:7:1: error: unknown key 'colour' in a spec"), "\(first.standardError)")
        #expect(first.standardError.contains("List.connector.yml:10:29: error: the field 'count' reads 'state'"), "\(first.standardError)")
        #expect(workspace.read("connector-gen.yml") == "tests: swift-testing\r\n")
        let spec = try #require(workspace.read("List.connector.yml"))
        #expect(spec.hasPrefix("\u{FEFF}") && spec.contains("access: public\nsendable: true\ncolour: red  # no such key\nmemoize: true\n"), "\(spec)")

        let second = try workspace.run("lint", ".", "--fix")
        #expect(second.standardOutput.hasSuffix("connector-gen: 1 spec checked, 0 fixes applied, 2 errors, 0 warnings\n"), "\(second.standardOutput)")
        #expect(workspace.read("List.connector.yml") == spec)
        #expect(try workspace.run("generate", ".", "--output", "Out", "--fix", "--check").status == 2)

        // generate --fix fixes first, then generates what the fixed specs describe.
        let other = try Workspace()
        try other.write("List.connector.yml", validSpec.replacingOccurrences(of: "view: CounterView\n", with: "view: CounterView\naccess: publc\n"))
        let generate = try other.run("generate", "List.connector.yml", "--output", "Out", "--fix")
        #expect(generate.status == 0, "\(generate.standardError)")
        #expect(generate.standardOutput.hasPrefix("List.connector.yml:5:9: fixed: replace 'publc' with 'public' [#InvalidAccessLevel]\n"))
        #expect(other.read("Out/List.connector.swift")?.contains("public struct CounterConnector") == true)
    }

    @Test("lint of a folder warns about a YAML file that reads like a spec but is not named as one")
    func misnamedSpecIsNeverSilent() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/App/Counter.connector.yml", validSpec)
        try workspace.write("Sources/App/Settings.yml", validSpec.replacingOccurrences(of: "CounterConnector", with: "SettingsConnector"))
        try workspace.write("Sources/App/Screens/App.stor.yaml", validStoreSpec)
        try workspace.write("Sources/App/colors.yml", "primary: blue\nconnector: none\n")
        try workspace.write("Sources/App/connector-gen.yml", "access: internal\n")
        // The configuration's name written another way, which no run would read.
        try workspace.write("Sources/App/Screens/connector_gen.yml", "access: public\n")
        // A text editor's extension after the spec's, or the spec's left out.
        try workspace.write("Sources/App/Todo.connector.yml.txt", validSpec.replacingOccurrences(of: "CounterConnector", with: "TodoConnector"))
        try workspace.write("Sources/App/Cart.connector", validSpec.replacingOccurrences(of: "CounterConnector", with: "CartConnector"))
        try workspace.write("Sources/App/Notes.connector.swift", "// connector: NotesConnector\n")
        // An editor's backup and a merge's leftovers are copies, not specs.
        try workspace.write("Sources/App/Counter.connector.yml~", validSpec)
        try workspace.write("Sources/App/Counter.connector.yml.orig", validSpec)
        let lint = try workspace.run("lint", "Sources/App")
        #expect(lint.status == 0, "\(lint.standardError)")
        let lines = lint.standardError.split(separator: "\n").map(String.init)
        #expect(lines == [
            "Sources/App/Cart.connector:1:1: warning: 'Cart.connector' reads like a spec but is not named as one, so connector-gen does not read it [#MisnamedSpec]",
            "Sources/App/Cart.connector:1:1: note: fix-it: rename it 'Cart.connector.yml'",
            "Sources/App/Screens/App.stor.yaml:1:1: warning: 'App.stor.yaml' reads like a spec but is not named as one, so connector-gen does not read it [#MisnamedSpec]",
            "Sources/App/Screens/App.stor.yaml:1:1: note: fix-it: rename it 'App.store.yml'",
            "Sources/App/Screens/connector_gen.yml:1:1: warning: 'connector_gen.yml' is named like connector-gen.yml but not as it, so connector-gen does not read it [#MisnamedSpec]",
            "Sources/App/Screens/connector_gen.yml:1:1: note: fix-it: rename it 'connector-gen.yml'",
            "Sources/App/Settings.yml:1:1: warning: 'Settings.yml' reads like a spec but is not named as one, so connector-gen does not read it [#MisnamedSpec]",
            "Sources/App/Settings.yml:1:1: note: fix-it: rename it 'Settings.connector.yml'",
            "Sources/App/Todo.connector.yml.txt:1:1: warning: 'Todo.connector.yml.txt' reads like a spec but is not named as one, so connector-gen does not read it [#MisnamedSpec]",
            "Sources/App/Todo.connector.yml.txt:1:1: note: fix-it: rename it 'Todo.connector.yml'",
        ], "\(lint.standardError)")
    }

    @Test("init writes the target's connector-gen.yml with the isolation its build sets, and leaves one that exists")
    func initWritesBuildIsolation() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            let shared: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
            let package = Package(name: "Podcasts", targets: [.target(name: "App", swiftSettings: shared), .target(name: "Model")])

            """)
        let run = try workspace.run("init", "History", "--output", "Sources/App/Screens")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Created Sources/App/connector-gen.yml: isolation MainActor, as Package.swift sets it for App."), "\(run.standardOutput)")
        #expect(workspace.read("Sources/App/connector-gen.yml")?.contains("\nisolation: MainActor\n") == true)
        let lint = try workspace.run("lint", "Sources/App")
        #expect(lint.status == 0 && lint.standardError.isEmpty, "\(lint.standardError)")

        // A configuration that exists is left alone; a target whose build sets nothing gets none.
        try workspace.write("Sources/App/connector-gen.yml", "access: public\n")
        #expect(try workspace.run("init", "Settings", "--output", "Sources/App").status == 0)
        #expect(workspace.read("Sources/App/connector-gen.yml") == "access: public\n")
        #expect(try workspace.run("init", "Item", "--output", "Sources/Model").status == 0)
        #expect(workspace.read("Sources/Model/connector-gen.yml") == nil)
    }

    @Test("init points the starter spec at the JSON Schema, at any depth, for a URL or a path dependency")
    func initWritesSchemaLine() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Todo", dependencies: [.package(url: "https://example.com/connector-gen.git", from: "1.0.0")])

            """)
        #expect(try workspace.run("init", "List", "--output", "Sources/App/Screens/List").status == 0)
        #expect(workspace.read("Sources/App/Screens/List/List.connector.yml")?.hasPrefix(
            "# yaml-language-server: $schema=../../../../.build/checkouts/connector-gen/Schemas/connector.schema.json\n") == true)
        let lint = try workspace.run("lint", "Sources/App/Screens/List/List.connector.yml")
        #expect(lint.status == 0 && lint.standardError.isEmpty, "\(lint.standardError)")

        try workspace.write("Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Todo", dependencies: [.package(path: "Vendor/connector-gen")])

            """)
        try workspace.write("Vendor/connector-gen/Schemas/connector.schema.json", "{}")
        #expect(try workspace.run("init", "Detail", "--output", "Sources/App").status == 0)
        #expect(workspace.read("Sources/App/Detail.connector.yml")?.hasPrefix(
            "# yaml-language-server: $schema=../../Vendor/connector-gen/Schemas/connector.schema.json\n") == true)
    }

    @Test("init names the app state and app action the target's store spec names, else the ones its specs agree on")
    func initNamesTheTargetsAppTypes() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/App/State/App.store.yml", """
            state: RootState
            action: RootAction
            reducer: rootReducer
            features:
              calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }

            """)
        #expect(try workspace.run("init", "Settings", "--output", "Sources/App/Screens").status == 0)
        let settings = workspace.read("Sources/App/Screens/Settings.connector.yml") ?? ""
        #expect(settings.contains("\nstate: RootState "), "\(settings)")
        #expect(settings.contains("\naction: RootAction "), "\(settings)")
        #expect(settings.contains("given: RootState()"), "\(settings)")
        let lint = try workspace.run("lint", "Sources/App")
        #expect(lint.status == 0 && lint.standardError.isEmpty, "\(lint.standardError)")

        // Without a store spec, the connector specs' types when they agree; AppState when not.
        func writeSpec(_ name: String, state: String) throws {
            try workspace.write(
                "Sources/Feed/\(name).connector.yml",
                "connector: \(name)Connector\nstate: \(state)\naction: FeedAction\nviewState:\n  count: { type: Int, from: state.items.count }\n")
        }
        try writeSpec("List", state: "FeedState")
        #expect(try workspace.run("init", "Detail", "--output", "Sources/Feed").status == 0)
        #expect(workspace.read("Sources/Feed/Detail.connector.yml")?.contains("\nstate: FeedState ") == true)
        try writeSpec("Other", state: "ArchiveState")
        #expect(try workspace.run("init", "Third", "--output", "Sources/Feed").status == 0)
        let third = workspace.read("Sources/Feed/Third.connector.yml") ?? ""
        #expect(third.contains("\nstate: AppState ") && third.contains("\naction: FeedAction "), "\(third)")
    }

    @Test("init reads an Xcode project's setting for a folder named like its target")
    func initReadsXcodeProject() throws {
        let workspace = try Workspace()
        try workspace.write(
            "Podcasts.xcodeproj/project.pbxproj",
            XcodeProjectIsolationTests.projectFile(debug: "MainActor", release: "MainActor", project: nil))
        let run = try workspace.run("init", "History", "--output", "Podcasts/Screens")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Created Podcasts/connector-gen.yml: isolation MainActor, as Podcasts.xcodeproj sets it for Podcasts."), "\(run.standardOutput)")
    }

    @Test("scaffold writes one test per field and action, and never replaces a file")
    func scaffold() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        #expect(try workspace.run("scaffold", "Counter.connector.yml", "--output", "Tests", "--module", "App").status == 0)
        let text = try #require(workspace.read("Tests/CounterConnectorBehaviorTests.swift"))
        #expect(text.contains("@Test(\"the view state's count\")"))
        #expect(text.contains("let sent: CounterView.Action = .increment"))
        try workspace.write("Tests/CounterConnectorBehaviorTests.swift", "edited\n")
        #expect(try workspace.run("scaffold", "Counter.connector.yml", "--output", "Tests", "--module", "App").status == 1)
        #expect(workspace.read("Tests/CounterConnectorBehaviorTests.swift") == "edited\n")
    }

    @Test("an example named like a member of the preview provider gets another function name")
    func previewFunctionNames() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec + """
              - name: previews
                given: AppState()
                expect: .init(count: 0)
            previews: true

            """)
        let run = try workspace.run("generate", "Counter.connector.yml", "--output", "Out", "--kind", "connector")
        #expect(run.status == 0, "\(run.standardError)")
        let text = try #require(workspace.read("Out/Counter.connector.swift"))
        #expect(text.contains("static var previews: some View"))
        #expect(text.contains("render(previews2())") && text.contains("private static func previews2() -> CounterView.State"), "\(text)")
        #expect(!text.contains("func previews()"))
    }

    @Test("kinds that make no file from the specs read say so, rather than '0 files'")
    func kindsThatMakeNothing() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        let run = try workspace.run("generate", ".", "--output", "Out", "--kind", "store")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "connector-gen: nothing to generate in Out: '--kind store' makes no file from the 1 spec read\n", "\(run.standardOutput)")
        let dryRun = try workspace.run("generate", ".", "--output", "Out", "--kind", "store", "--dry-run")
        #expect(dryRun.standardOutput == run.standardOutput, "\(dryRun.standardOutput)")
        let check = try workspace.run("generate", ".", "--output", "Out", "--kind", "store", "--check")
        #expect(check.status == 0 && check.standardOutput == run.standardOutput, "\(check.standardOutput)")
        let both = try workspace.run("generate", ".", "--output", "Out", "--kind", "store,namespace")
        #expect(both.standardOutput.hasPrefix("connector-gen: 1 file in Out: 1 written"), "\(both.standardOutput)")
        let misspelt = try workspace.run("generate", ".", "--output", "Out", "--kind", "test")
        #expect(misspelt.status == 2)
        #expect(misspelt.standardError.contains("unknown kind 'test'; did you mean 'tests'? --kind takes "), "\(misspelt.standardError)")
    }

    @Test("explain says what an ID means, as printed after a message or in any case; an unknown one is a usage error with a did-you-mean")
    func explain() throws {
        let workspace = try Workspace()
        for written in ["DuplicateKey", "[#DuplicateKey]", "duplicatekey"] {
            let run = try workspace.run("explain", written)
            #expect(run.status == 0)
            #expect(run.standardOutput.hasPrefix("DuplicateKey (error): \(DiagnosticID.duplicateKey.summary)\n"), "\(run.standardOutput)")
        }
        // From this package's Docs/diagnostics.md, the section that shows it: its spec, the
        // message and the fix.
        let shown = try workspace.run("explain", "TypeHidesName")
        #expect(shown.standardOutput.contains("### Spec: type hides name\n"), "\(shown.standardOutput)")
        #expect(shown.standardOutput.contains("List.connector.yml:15:3: error: the type 'AppAction' in 'types' has the name of the app action type"), "\(shown.standardOutput)")
        #expect(shown.standardOutput.contains("/Docs/diagnostics.md"), "\(shown.standardOutput)")
        #expect(!shown.standardOutput.contains("```"), "\(shown.standardOutput)")
        // A section that lists its IDs (`- `KeyNeedsKey` (error): …`) shows each of them, without the list.
        let listed = try workspace.run("explain", "KeyNeedsKey")
        #expect(listed.standardOutput.contains("### Spec: store keys\n"), "\(listed.standardOutput)")
        #expect(!listed.standardOutput.contains("IDs:") && !listed.standardOutput.contains("- `KeyNeedsKey` ("), "\(listed.standardOutput)")
        // Such a section shows only the specs, diagnostics and fixes of the ID asked about.
        let shared = try workspace.run("explain", "ContainerWithRequire")
        #expect(shared.standardOutput.contains("`Required.connector.yml`:") && !shared.standardOutput.contains("`Clash.connector.yml`:"), "\(shared.standardOutput)")
        #expect(shared.standardOutput.contains("[#ContainerWithRequire]") && !shared.standardOutput.contains("[#ContainerArgumentClash]"), "\(shared.standardOutput)")
        #expect(!shared.standardOutput.contains("- `the field 'rate' and the action 'rate'"), "\(shared.standardOutput)")
        let warning = try workspace.run("explain", "UnusedSlice")
        #expect(warning.standardOutput.hasPrefix("UnusedSlice (warning): "), "\(warning.standardOutput)")
        let typo = try workspace.run("explain", "DuplicatKey")
        #expect(typo.status == 2)
        #expect(typo.standardError.hasPrefix("error: 'DuplicatKey' is not a diagnostic ID of connector-gen; did you mean 'DuplicateKey'?"), "\(typo.standardError)")
        #expect(try workspace.run("explain").status == 2)
    }

    @Test("scaffold says why it cannot take a store spec or a folder of several specs")
    func scaffoldRefusals() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        try workspace.write("Specs/Twin.connector.yml", validTwinSpec)
        try workspace.write("App.store.yml", validStoreSpec)
        let folder = try workspace.run("scaffold", "Specs", "--output", "Tests", "--module", "App")
        #expect(folder.status == 1)
        #expect(folder.standardError.contains("Specs: error: holds 2 specs; scaffold takes one *.connector.yml spec, such as Specs/Counter.connector.yml"), "\(folder.standardError)")
        // The spec it names is one scaffold takes, though a store spec sorts first.
        try workspace.write("Specs/App.store.yml", validStoreSpec)
        let withStore = try workspace.run("scaffold", "Specs", "--output", "Tests", "--module", "App")
        #expect(withStore.standardError.contains("such as Specs/Counter.connector.yml"), "\(withStore.standardError)")
        let store = try workspace.run("scaffold", "App.store.yml", "--output", "Tests", "--module", "App")
        #expect(store.status == 1)
        #expect(store.standardError.contains("App.store.yml: error: is a store spec; scaffold writes the behaviour tests of a *.connector.yml spec"), "\(store.standardError)")
        #expect(workspace.files(in: "Tests").isEmpty)
    }

    @Test("--namespace-only leaves a spec's own problems to its connector run, but reports clashes between specs, which the build's other runs leave to it")
    func namespaceOnly() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        try workspace.write("Broken.connector.yml", "connector: [\n")
        let run = try workspace.run("generate", "Counter.connector.yml", "Broken.connector.yml", "--output", "Out", "--namespace-only")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
        #expect(workspace.files(in: "Out") == ["ConnectorNamespace.swift"])
        try workspace.write("Twin.connector.yml", validSpec)
        let clash = try workspace.run("generate", "Counter.connector.yml", "Twin.connector.yml", "--output", "Out", "--namespace-only")
        #expect(clash.status == 1)
        #expect(clash.standardError.contains("Twin.connector.yml:1:12: error: another spec already declares the connector 'CounterConnector'"))
        // A batch of connectors, as a build runs for a large target, leaves the clash to the
        // namespace run, so that the build reports it once.
        let batch = try workspace.run(
            "generate", "Counter.connector.yml", "Twin.connector.yml", "--output", "Batch", "--kind", "connector", "--namespace-run-checks-names")
        #expect(!batch.standardError.contains("DuplicateConnector"), "\(batch.standardError)")
        // Without that flag, a run of any kinds reports the clash, and writes nothing.
        for kinds in [["--kind", "connector"], ["--no-namespace"], ["--kind", "tests,connector", "--module", "App"]] {
            let run = try ToolRun(["generate", "Counter.connector.yml", "Twin.connector.yml", "--output", "Kinds"] + kinds, in: workspace.url)
            #expect(run.status == 1 && run.standardError.contains("[#DuplicateConnector]"), "\(kinds): \(run.standardError)")
            #expect(workspace.files(in: "Kinds").isEmpty)
        }
        let everything = try workspace.run("generate", "Counter.connector.yml", "Twin.connector.yml", "--output", "All")
        #expect(everything.status == 1 && everything.standardError.contains("[#DuplicateConnector]"))
    }

    @Test("a spec argument uses the nearest connector-gen.yml above it, up to the package root")
    func configAboveSpec() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "")
        try workspace.write("Sources/App/connector-gen.yml", "access: public\n")
        try workspace.write("Sources/App/Screens/Counter.connector.yml", validSpec)
        #expect(try workspace.run("generate", "Sources/App/Screens/Counter.connector.yml", "--output", "Out").status == 0)
        #expect(workspace.read("Out/Counter.connector.swift")?.contains("public struct CounterConnector") == true)
        try workspace.write("connector-gen.yml", "access: package\n")
        try workspace.write("Other/Counter.connector.yml", validSpec)
        #expect(try workspace.run("generate", "Other/Counter.connector.yml", "--output", "Out2").status == 0)
        #expect(workspace.read("Out2/Counter.connector.swift")?.contains("package struct CounterConnector") == true)
    }

    @Test("the search for connector-gen.yml stops at an Xcode project's folder, or a repository's, as at a package's", arguments: ["App.xcodeproj/project.pbxproj", ".git/HEAD"])
    func configSearchStopsAtProjectRoot(_ marker: String) throws {
        let workspace = try Workspace()
        // A configuration above the project, which is not the project's.
        try workspace.write("connector-gen.yml", "access: public\n")
        try workspace.write("Project/\(marker)", "")
        try workspace.write("Project/App/Counter.connector.yml", validSpec)
        let run = try workspace.run("generate", "Project/App/Counter.connector.yml", "--output", "Out")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(workspace.read("Out/Counter.connector.swift")?.contains("public struct") == false)
    }

    @Test("init takes the screen's name: a name ending in Connector is answered with the name to give")
    func initWithConnectorName() throws {
        let workspace = try Workspace()
        let run = try workspace.run("init", "HistoryConnector")
        #expect(run.status == 2)
        #expect(run.standardError.contains("'init History' writes HistoryConnector"), "\(run.standardError)")
        #expect(workspace.read("HistoryConnector.connector.yml") == nil)
    }

    @Test("init of a store spec's name, or of a file's, says what init writes, and writes nothing")
    func initWithFileName() throws {
        let workspace = try Workspace()
        let store = try workspace.run("init", "App.store")
        #expect(store.status == 2)
        #expect(
            store.standardError.contains("init writes a screen's connector spec, not a store spec; write 'App.store.yml' by hand: Docs/store-spec.md starts with one"),
            "\(store.standardError)")
        let file = try workspace.run("init", "settings.yml")
        #expect(file.status == 2)
        #expect(file.standardError.contains("init takes the screen's name, not a file's: 'init Settings' writes Settings.connector.yml"), "\(file.standardError)")
        // The spec's own file name is the screen's.
        #expect(try workspace.run("init", "History.connector.yml").status == 0)
        #expect(workspace.read("History.connector.yml") != nil && workspace.read("App.connector.yml") == nil && workspace.read("AppStore.connector.yml") == nil)
    }

    @Test("a folder argument uses the connector-gen.yml of its target, found above it, as a spec argument does")
    func configAboveFolder() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "")
        try workspace.write("Sources/App/connector-gen.yml", "access: public\n")
        try workspace.write("Sources/App/Screens/Counter.connector.yml", validSpec)
        for folder in ["Sources/App/Screens", "."] {
            let run = try workspace.run("generate", folder, "--output", "Out")
            #expect(run.status == 0, "\(run.standardError)")
            #expect(workspace.read("Out/Counter.connector.swift")?.contains("public struct CounterConnector") == true, "\(folder)")
        }
        try workspace.write("Sources/App/connector-gen.yml", "access: publc\n")
        let lint = try workspace.run("lint", ".")
        #expect(lint.status == 1)
        #expect(lint.standardError.contains("Sources/App/connector-gen.yml:1:9: error: 'access' must be"), "\(lint.standardError)")
    }

    @Test("specs of two targets: lint checks each under its own connector-gen.yml, generate refuses to mix them")
    func specsOfTwoTargets() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "")
        try workspace.write("Sources/A/connector-gen.yml", "access: public\n")
        try workspace.write("Sources/A/Counter.connector.yml", validSpec)
        try workspace.write("Sources/B/connector-gen.yml", "access: publc\n")
        try workspace.write("Sources/B/Twin.connector.yml", validTwinSpec)
        let lint = try workspace.run("lint", "Sources/A", "Sources/B")
        #expect(lint.status == 1)
        #expect(lint.standardError.contains("Sources/B/connector-gen.yml:1:9: error: 'access' must be"), "\(lint.standardError)")

        try workspace.write("Sources/B/connector-gen.yml", "access: package\n")
        #expect(try workspace.run("lint", "Sources").status == 0)
        let generate = try workspace.run("generate", "Sources/A", "Sources/B", "--output", "Out")
        #expect(generate.status == 1)
        #expect(generate.standardError.contains(
            "Sources/B/Twin.connector.yml: error: uses Sources/B/connector-gen.yml, but Sources/A/Counter.connector.yml uses Sources/A/connector-gen.yml; generate each target on its own, or pass --config"),
            "\(generate.standardError)")
        #expect(workspace.read("Out/Counter.connector.swift") == nil)

        let shared = try workspace.run("generate", "Sources/A", "Sources/B", "--output", "Out", "--config", "Sources/B/connector-gen.yml")
        #expect(shared.status == 0, "\(shared.standardError)")
        #expect(workspace.read("Out/Counter.connector.swift")?.contains("package struct CounterConnector") == true)
    }

    @Test("'require' in a spec whose flavor is the target's says connector-gen.yml sets it, and the fix-it says where to change it")
    func requireUnderTheTargetsFlavor() throws {
        let workspace = try Workspace()
        try workspace.write("connector-gen.yml", "flavor: swiftuiflux\n")
        try workspace.write("Row.connector.yml", """
            connector: RowConnector
            state: AppState
            action: any Action
            view: RowView
            slices:
              item: items[0]
            require: [item]
            viewState:
              title: { type: String, from: item.title }

            """)
        let lint = try workspace.run("lint", ".")
        #expect(lint.standardError.contains("this spec's flavor is 'swiftuiflux', the target's, which connector-gen.yml sets [#KeyNeedsSwiftDux]"), "\(lint.standardError)")
        #expect(lint.standardError.contains("fix-it: remove 'require', or set 'flavor: swiftdux' in connector-gen.yml if the target's views are SwiftDux's, or in this spec"), "\(lint.standardError)")
    }

    @Test("a connector-gen.yml in a folder below another spec's: generate says to move it to the target's folder")
    func configurationBelowTheTargetsFolder() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "")
        try workspace.write("Sources/App/Counter.connector.yml", validSpec)
        try workspace.write("Sources/App/Settings/connector-gen.yml", "access: public\n")
        try workspace.write("Sources/App/Settings/Twin.connector.yml", validTwinSpec)
        let generate = try workspace.run("generate", "Sources/App", "--output", "Out")
        #expect(generate.status == 1)
        #expect(generate.standardError.contains(
            "uses Sources/App/Settings/connector-gen.yml, but Sources/App/Counter.connector.yml uses no connector-gen.yml; if they are specs of one target, move Sources/App/Settings/connector-gen.yml to the target's folder (Sources/App, or one above it): a target has one configuration; otherwise generate each target on its own"),
            "\(generate.standardError)")
        // With one in the target's folder too, a move would replace it.
        try workspace.write("Sources/App/connector-gen.yml", "imports: [Foundation]\n")
        let both = try workspace.run("generate", "Sources/App", "--output", "Out")
        #expect(both.standardError.contains(
            "if they are specs of one target, put the keys of Sources/App/Settings/connector-gen.yml into Sources/App/connector-gen.yml and delete it: a target has one configuration"),
            "\(both.standardError)")
    }

    @Test("a connector-gen.yml beside the folder of another spec: generate says to move it to the folder that holds both")
    func configurationInASiblingFolder() throws {
        let workspace = try Workspace()
        try workspace.write("App/State/connector-gen.yml", "access: public\n")
        try workspace.write("App/State/Counter.connector.yml", validSpec)
        try workspace.write("App/Settings/Twin.connector.yml", validTwinSpec)
        let generate = try workspace.run("generate", "App", "--output", "Out")
        #expect(generate.status == 1)
        #expect(
            generate.standardError.contains("if they are specs of one target, move App/State/connector-gen.yml to the target's folder (App, or one above it)"),
            "\(generate.standardError)")
        // Two targets of a package are told apart by their folders under Sources: no move is offered.
        try workspace.write("Package.swift", "")
        try workspace.write("Sources/Widgets/connector-gen.yml", "access: public\n")
        try workspace.write("Sources/Widgets/Counter.connector.yml", validSpec)
        try workspace.write("Sources/App/Twin.connector.yml", validTwinSpec)
        let targets = try workspace.run("generate", "Sources", "--output", "Out")
        #expect(targets.status == 1)
        #expect(!targets.standardError.contains("if they are specs of one target"), "\(targets.standardError)")
    }

    @Test("specs of two targets the build isolates differently: generate refuses to mix them, unless --default-isolation says one")
    func specsOfTwoIsolations() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "A", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .target(name: "B"),
            ])
            """)
        try workspace.write("Sources/A/Counter.connector.yml", validSpec)
        try workspace.write("Sources/B/Twin.connector.yml", validTwinSpec)
        let generate = try workspace.run("generate", "Sources", "--output", "Out")
        #expect(generate.status == 1)
        #expect(generate.standardError.contains(
            "Sources/B/Twin.connector.yml: error: is built with no default isolation set by its build, but Sources/A/Counter.connector.yml with the default isolation MainActor, as Package.swift sets it for A; generate each target on its own, or pass --default-isolation to use one for all"),
            "\(generate.standardError)")
        #expect(workspace.read("Out/Counter.connector.swift") == nil)
        // One target, or one isolation for all, is generated.
        let own = try workspace.run("generate", "Sources/A", "--output", "Out")
        #expect(own.status == 0, "\(own.standardError)")
        #expect(workspace.read("Out/Counter.connector.swift")?.contains("@MainActor Connector") == true)
        let stated = try workspace.run("generate", "Sources", "--output", "Both", "--default-isolation", "nonisolated")
        #expect(stated.status == 0, "\(stated.standardError)")
        // A configuration's `isolation` says it for all.
        try workspace.write("shared.yml", "isolation: MainActor\n")
        let configured = try workspace.run("generate", "Sources", "--output", "Configured", "--config", "shared.yml")
        #expect(configured.status == 0, "\(configured.standardError)")
        // `.defaultIsolation(nil)` is the same as no setting.
        try workspace.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "A", swiftSettings: [.defaultIsolation(nil)]),
                .target(name: "B"),
            ])
            """)
        let same = try workspace.run("generate", "Sources", "--output", "Same")
        #expect(same.status == 0, "\(same.standardError)")
        // One target whose configuration states another isolation than its build: generated, with the warning.
        try workspace.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: [.defaultIsolation(MainActor.self)]), .target(name: "B")])
            """)
        try workspace.write("Sources/A/connector-gen.yml", "isolation: nonisolated\n")
        let differs = try workspace.run("generate", "Sources/A", "--output", "Differs")
        #expect(differs.status == 0 && differs.standardError.contains("[#IsolationDiffersFromBuild]"), "\(differs.standardError)")
        // Both targets under one configuration: compared with the first spec's build, as lint does.
        try workspace.write("shared.yml", "isolation: nonisolated\n")
        let both = try workspace.run("generate", "Sources", "--output", "Both2", "--config", "shared.yml")
        #expect(both.status == 0 && both.standardError.contains("[#IsolationDiffersFromBuild]"), "\(both.standardError)")
        // A target the manifest gives no Swift settings builds nonisolated, Swift's default: a
        // configuration that says MainActor gets the warning, from lint and generate alike.
        try workspace.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
            """)
        try workspace.write("Sources/A/connector-gen.yml", "isolation: MainActor\n")
        let unset = try workspace.run("lint", "Sources/A")
        #expect(unset.status == 0 && unset.standardError.contains("connector-gen.yml:1:12: warning:"), "\(unset.standardError)")
        #expect(unset.standardError.contains("[#IsolationDiffersFromBuild]"), "\(unset.standardError)")
        let unsetGenerate = try workspace.run("generate", "Sources/A", "--output", "Unset")
        #expect(unsetGenerate.status == 0 && unsetGenerate.standardError.contains("[#IsolationDiffersFromBuild]"), "\(unsetGenerate.standardError)")
        // Settings a helper makes may set it: nothing is said.
        try workspace.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            func settings() -> [SwiftSetting] { [.defaultIsolation(MainActor.self)] }
            let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: settings()), .target(name: "B")])
            """)
        let helper = try workspace.run("lint", "Sources/A")
        #expect(helper.status == 0 && !helper.standardError.contains("IsolationDiffersFromBuild"), "\(helper.standardError)")
    }

    @Test("connector-gen.yaml is read like connector-gen.yml, as specs may end in .yaml")
    func configWithYAMLExtension() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "")
        try workspace.write("Sources/App/connector-gen.yaml", "access: public\n")
        try workspace.write("Sources/App/Counter.connector.yaml", validSpec)
        let run = try workspace.run("generate", "Sources/App", "--output", "Out")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(workspace.read("Out/Counter.connector.swift")?.contains("public struct CounterConnector") == true)
    }

    @Test("one spec named two ways is read once; two specs whose files differ only in case are an error")
    func specNamedTwoWays() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        let twice = try workspace.run("lint", "Specs", "./Specs/", workspace.url.appendingPathComponent("Specs/Counter.connector.yml").path)
        #expect(twice.status == 0, "\(twice.standardError)")
        #expect(twice.standardOutput.hasPrefix("connector-gen: 1 spec checked"), "\(twice.standardOutput)")

        try workspace.write("Other/counter.connector.yml", validSpec.replacingOccurrences(of: "CounterConnector", with: "OtherConnector"))
        let cases = try workspace.run("generate", "Specs", "Other", "--output", "Out")
        #expect(cases.status == 1)
        #expect(cases.standardError.contains(
            "Specs/Counter.connector.yml: error: this spec would generate Counter.connector.swift, and Other/counter.connector.yml would generate counter.connector.swift: one file on a file system that ignores case"),
            "\(cases.standardError)")
    }

    @Test("a Swift keyword cannot name the namespace", arguments: ["default", "Self", "Type"])
    func keywordNamespace(_ name: String) throws {
        let workspace = try Workspace()
        try workspace.write("connector-gen.yml", "namespace: \(name)\n")
        try workspace.write("Counter.connector.yml", validSpec)
        let run = try workspace.run("lint", "Counter.connector.yml")
        #expect(run.status == 1)
        #expect(run.standardError.contains("connector-gen.yml:1:12: error: '\(name)' is a Swift keyword, so it cannot name the namespace [#InvalidNamespace]"), "\(run.standardError)")
    }

    @Test("lint checks the specs of each target against each other, not against another target's")
    func lintKeepsTargetsApart() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "")
        try workspace.write("Sources/A/Counter.connector.yml", validSpec)
        try workspace.write("Sources/B/Counter.connector.yml", validSpec)
        let apart = try workspace.run("lint", ".")
        #expect(apart.status == 0, "\(apart.standardError)")
        #expect(apart.standardOutput.hasPrefix("connector-gen: 2 specs checked"), "\(apart.standardOutput)")
        try workspace.write("Sources/A/Screens/Counter.connector.yml", validSpec)
        let clash = try workspace.run("lint", ".")
        #expect(clash.status == 1)
        #expect(clash.standardError.contains("[#DuplicateConnector]"), "\(clash.standardError)")
    }

    @Test("a connector-gen.yml passed as a spec is named for what it is")
    func configPassedAsSpec() throws {
        let workspace = try Workspace()
        try workspace.write("connector-gen.yml", "access: public\n")
        let run = try workspace.run("lint", "connector-gen.yml")
        #expect(run.status == 1)
        #expect(run.standardError.contains("connector-gen.yml: error: is a target configuration, not a spec; pass the folder of its specs, or pass it with --config"), "\(run.standardError)")
    }

    @Test("a connector-gen.yaml beside a connector-gen.yml is an error, not a file passed over in silence")
    func bothConfigurationSpellings() throws {
        let workspace = try Workspace()
        try workspace.write("connector-gen.yml", "access: public\n")
        try workspace.write("connector-gen.yaml", "access: internal\n")
        try workspace.write("Counter.connector.yml", validSpec)
        let expected = "connector-gen.yaml: error: is passed over: connector-gen reads the connector-gen.yml beside it, and a target has one configuration; move its settings into connector-gen.yml and remove it"
        for arguments in [["lint", "Counter.connector.yml"], ["generate", ".", "--output", "Out"], ["lint", ".", "--config", "connector-gen.yml"]] {
            let run = try ToolRun(arguments, in: workspace.url)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.standardError.contains(expected), "\(arguments): \(run.standardError)")
        }
        #expect(workspace.read("Out/Counter.connector.swift") == nil)
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("connector-gen.yaml"))
        #expect(try workspace.run("lint", "Counter.connector.yml").status == 0)
    }

    @Test("the default isolation comes from connector-gen.yml, else --default-isolation, else the environment")
    func defaultIsolation() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        func conformance(_ arguments: String..., environment: [String: String] = [:]) throws -> Bool? {
            try? FileManager.default.removeItem(at: workspace.url.appendingPathComponent("Out"))
            let run = try ToolRun(["generate", "Counter.connector.yml", "--output", "Out"] + arguments, in: workspace.url, environment: environment)
            #expect(run.status == 0, "\(run.standardError)")
            return workspace.read("Out/Counter.connector.swift")?.contains("struct CounterConnector: @MainActor Connector")
        }
        #expect(try conformance() == false)
        #expect(try conformance("--default-isolation", "MainActor") == true)
        #expect(try conformance(environment: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor"]) == true)
        #expect(try conformance("--default-isolation", "nonisolated", environment: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor"]) == false)
        try workspace.write("connector-gen.yml", "isolation: nonisolated\n")
        #expect(try conformance("--default-isolation", "MainActor") == false)
        let bad = try workspace.run("generate", "Counter.connector.yml", "--output", "Out", "--default-isolation", "main")
        #expect(bad.status == 2 && bad.standardError.contains("--default-isolation takes 'nonisolated' or 'MainActor', not 'main'"))
    }

    @Test("a folder is searched for specs below it, except hidden folders and folders behind a link")
    func folderSearch() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/A/Counter.connector.yml", validSpec)
        try workspace.write("Specs/.hidden/Hidden.connector.yml", validSpec.replacingOccurrences(of: "CounterConnector", with: "HiddenConnector"))
        // A link back up would make a cycle; it is not entered.
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.appendingPathComponent("Specs/A/Loop").path, withDestinationPath: "..")
        let run = try workspace.run("lint", "Specs")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("1 spec checked"), "\(run.standardOutput)")
    }

    @Test("an output folder that cannot be created is an error at its path, and nothing is written")
    func outputFolderInTheWay() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        try workspace.write("Out", "a file where the output folder goes\n")
        let run = try workspace.run("generate", "Counter.connector.yml", "--output", "Out/Generated")
        #expect(run.status == 1)
        #expect(run.standardError.contains("Out/Generated: error: cannot be created: a file is in the way at Out"), "\(run.standardError)")
        let created = try workspace.run("generate", "Counter.connector.yml", "--output", "New/Deep/Generated")
        #expect(created.status == 0, "\(created.standardError)")
        #expect(workspace.files(in: "New/Deep/Generated") == ["ConnectorNamespace.swift", "Counter.connector.swift"])
    }
}
