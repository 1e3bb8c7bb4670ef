import Foundation
import Testing

/// The command plugins (`generate-connectors`, `check-connectors`) share one implementation,
/// `Plugins/Shared/CommandPlan.swift`, for packages and Xcode projects. These tests compile it
/// with a driver that describes a package the way either path does, and run what it plans with
/// the real tool. The plugins' Xcode code itself is type-checked by
/// `Scripts/check-xcode-plugins.sh` (see `XcodePluginCheckTests`).
@Suite("Command plugins: one plan for packages and Xcode projects")
struct CommandPluginTests {
    static let driver = """
        import Foundation
        let root = URL(fileURLWithPath: CommandLine.arguments[1])
        let tool = URL(fileURLWithPath: CommandLine.arguments[2])
        let mode = CommandLine.arguments[3]
        let rest = Array(CommandLine.arguments.dropFirst(4))
        func url(_ path: String) -> URL { root.appendingPathComponent(path) }
        if mode == "nothing" {
            do { try CommandPlan.perform([], tool: tool, root: root, check: rest.first == "--check", remedy: CommandPlan.packageRemedy) } catch { exit(1) }
            exit(0)
        }
        if mode == "leftovers" {
            for leftover in LeftoverFiles.find(in: url(rest[0]), keeping: Set(rest.dropFirst())) {
                print("\\(leftover.file.lastPathComponent): \\(leftover.reason)")
            }
            exit(0)
        }
        if mode == "xcode" {
            func target(_ name: String, _ type: String?, _ files: [String], product: String? = nil) -> XcodeTargetFacts {
                XcodeTargetFacts(name: name, productName: product ?? name, otherProductType: type, files: files.map(url))
            }
            let targets = [
                target("App", nil, ["App/List.connector.yml", "App/Screens/Detail.connector.yml", "App/AppMain.swift"], product: "My App"),
                target("Widget", nil, ["Widget/connector-gen.yml", "Widget/Parts/Widget.connector.yml"]),
                target("Plain", nil, ["Plain/Plain.swift"]),
                target("AppTests", "com.apple.product-type.bundle.unit-test", ["AppTests/AppTests.swift"]),
                target("WidgetUITests", "com.apple.product-type.bundle.ui-testing", ["WidgetUITests/UITests.swift"]),
                target("SmokeTests", "com.apple.product-type.bundle.unit-test", ["SmokeTests/Smoke.swift"]),
                // Only committed files: a test target's folder is the one above `Generated`; another
                // target's files may be a second target's (an app clip's), so it has none.
                target("Stale", nil, ["Stale/Generated/Old.connector.swift"]),
                target("StaleTests", "com.apple.product-type.bundle.unit-test", ["StaleTests/Generated/OldConnectorExampleTests.swift"]),
            ]
            for command in XcodeTargetFacts.commandTargets(targets) {
                let directory = command.directory.map { CommandPlan.relative($0, to: root) } ?? "none"
                print("\\(command.name) test=\\(command.isTest) module=\\(command.moduleName) dir=\\(directory) tests=\\(command.tested.map(\\.name))")
            }
            let committed = ConnectorFiles.committedOutputs(
                among: ["App/Generated/List.connector.swift", "App/Generated/ConnectorNamespace.swift", "App/List.connector.swift", "App/Generated/Other.swift"].map(url),
                specs: targets[0].specs, kinds: [.connector, .namespace])
            print("committed=\\(committed.map { CommandPlan.relative($0, to: root) })")
            print(ConnectorFiles.committedOutputsMessage(target: "App", files: committed, inXcode: true))
            exit(0)
        }
        let app = CommandTarget(
            name: "App", isTest: false, specs: [url("Sources/App/List.connector.yml"), url("Sources/App/Screens/Detail.connector.yml")],
            config: url("Sources/App/connector-gen.yml"), directory: url("Sources/App"), moduleName: "App", isolation: "MainActor")
        let model = CommandTarget(name: "Model", isTest: false, specs: [], config: nil, directory: url("Sources/Model"), moduleName: "Model", isolation: nil)
        var tests = CommandTarget(name: "AppTests", isTest: true, specs: [], config: nil, directory: url("Tests/AppTests"), moduleName: "AppTests", isolation: nil)
        tests.tested = [app]
        let widget = CommandTarget(
            name: "Widget", isTest: false, specs: [url("Sources/Widget/Widget.connector.yml")], config: nil,
            directory: url("Sources/Widget"), moduleName: "Widget", isolation: nil, usesBuildPlugin: true)
        do {
            let arguments = try CommandArguments(rest, check: mode == "check-verb")
            if arguments.showsHelp {
                print(CommandArguments.usage(checksOnly: mode == "check-verb"), terminator: "")
                exit(0)
            }
            let targets = [app, model, tests, widget]
            let runs = try CommandPlan.runs(for: targets, arguments: arguments, root: root)
            let notes = CommandPlan.buildPluginTargets(targets, arguments: arguments).map { "note: " + CommandPlan.buildPluginNote($0) }
            if mode == "plan" {
                for run in runs { print(run.target + ": " + (run.arguments.isEmpty ? "leftovers in " + run.output : run.arguments.joined(separator: " "))) }
                for note in notes { print(note) }
                exit(0)
            }
            for note in notes { FileHandle.standardError.write(Data((note + "\\n").utf8)) }
            try CommandPlan.perform(runs, tool: tool, root: root, check: arguments.check, remedy: CommandPlan.packageRemedy)
        } catch {
            FileHandle.standardError.write(Data("error: \\(error)\\n".utf8))
            exit(1)
        }
        """

    struct Driver {
        let workspace: Workspace
        let executable: URL

        init() throws {
            workspace = try Workspace("command-plugin")
            try workspace.write("Sources/App/List.connector.yml", validSpec)
            try workspace.write("Sources/App/Screens/Detail.connector.yml", validSpec
                .replacingOccurrences(of: "CounterConnector", with: "DetailConnector").replacingOccurrences(of: "CounterView", with: "DetailView"))
            try workspace.write("Sources/App/connector-gen.yml", "access: public\n")
            try workspace.write("driver/main.swift", CommandPluginTests.driver)
            executable = workspace.url.appendingPathComponent("driver/command")
            let build = try SwiftCompiler.run(
                ["-swift-version", "6", "-warnings-as-errors", "-o", executable.path, workspace.url.appendingPathComponent("driver/main.swift").path]
                    + PluginAgreementTests.sharedSources.map(\.path),
                in: workspace.url)
            try #require(build.succeeded, "the command plugins' shared sources do not compile on their own:\n\(build.output)")
        }

        func callAsFunction(_ mode: String, _ arguments: String...) throws -> SwiftCompiler.Outcome {
            try SwiftCompiler.run(executable: executable.path, [workspace.url.path, Paths.tool.path, mode] + arguments, in: workspace.url)
        }
    }

    @Test("the namespace file is left over in a folder whose specs hold no connector spec; a file another spec names, when that spec is gone")
    func leftoverFiles() throws {
        let run = try Driver()
        let namespace = "// swift-format-ignore-file\n// Generated by connector-gen. Do not edit.\n\nenum Connectors {}\n"
        try run.workspace.write("Out/ConnectorNamespace.swift", namespace)
        try run.workspace.write("Out/List.connector.swift", "// Generated by connector-gen from List.connector.yml. Do not edit.\n")
        try run.workspace.write("Out/App.store.swift", "// Generated by connector-gen from App.store.yml. Do not edit.\n")
        try run.workspace.write("Out/Notes.swift", "// written by hand\n")
        let withConnector = try run("leftovers", "Out", "List.connector.yml", "App.store.yml")
        #expect(withConnector.output.isEmpty, "\(withConnector.output)")
        let storeOnly = try run("leftovers", "Out", "App.store.yml")
        #expect(storeOnly.output.split(separator: "\n") == [
            "ConnectorNamespace.swift: no connector spec generates it", "List.connector.swift: no spec List.connector.yml generates it",
        ], "\(storeOnly.output)")
    }

    @Test("a package: the plan, --target with a test target, --check and its one remedy, failures reported")
    func packagePath() throws {
        let run = try Driver()

        let plan = try run("plan")
        #expect(plan.output.split(separator: "\n") == [
            "App: generate Sources/App/List.connector.yml Sources/App/Screens/Detail.connector.yml --output Sources/App/Generated --layout formatted --config Sources/App/connector-gen.yml --default-isolation MainActor",
            "note: Widget uses the build plugin ConnectorGenPlugin, which generates its connectors at each build: it has no committed Generated folder to write or check",
        ], "by default, every source target with specs but those the build plugin generates")
        let buildPlugin = try run("plan", "--target", "Widget")
        #expect(!buildPlugin.succeeded && buildPlugin.output.contains(
            "Widget uses the build plugin ConnectorGenPlugin, which generates its connectors at each build: it has no committed Generated folder to write or check; remove the plugin from it to commit its files instead"),
            "\(buildPlugin.output)")
        let testPlan = try run("plan", "--target", "AppTests", "--check")
        #expect(testPlan.output.split(separator: "\n") == [
            "AppTests: generate Sources/App/List.connector.yml Sources/App/Screens/Detail.connector.yml --kind tests --module App --output Tests/AppTests/Generated --layout formatted --config Sources/App/connector-gen.yml --default-isolation MainActor --check --quiet",
        ], "a test target gets the example tests of the targets it tests")
        let unknown = try run("plan", "--target", "Nope")
        #expect(!unknown.succeeded && unknown.output.contains("no target named Nope; the targets are App, AppTests, Model, Widget"))
        let empty = try run("plan", "--target=Model")
        #expect(!empty.succeeded && empty.output.contains("Model has no *.connector.yml specs"))
        let wrongOption = try run("plan", "--chek")
        #expect(!wrongOption.succeeded && wrongOption.output.contains("unknown argument '--chek'"))

        let missing = try run("check-verb", "--target", "App", "--target", "AppTests")
        #expect(!missing.succeeded)
        #expect(missing.output.contains("List.connector.swift: error: is missing"))

        let generate = try run("generate", "--target", "App", "--target", "AppTests")
        #expect(generate.succeeded, "\(generate.output)")
        #expect(run.workspace.files(in: "Sources/App/Generated") == ["ConnectorNamespace.swift", "Detail.connector.swift", "List.connector.swift"])
        #expect(run.workspace.files(in: "Tests/AppTests/Generated") == ["DetailConnectorExampleTests.swift", "ListConnectorExampleTests.swift"])
        let fresh = try run("check-verb", "--target", "App", "--target", "AppTests")
        #expect(fresh.succeeded, "\(fresh.output)")

        // A spec that was deleted or renamed (Old.connector.yml) left its files behind: check
        // reports them, generate removes them and nothing else (a hand-written file stays).
        func leaveBehind(_ path: String, copying original: String) throws {
            let text = try #require(run.workspace.read(original))
            try run.workspace.write(path, text.replacingOccurrences(of: "from List.connector.yml.", with: "from Old.connector.yml."))
        }
        try leaveBehind("Sources/App/Generated/Old.connector.swift", copying: "Sources/App/Generated/List.connector.swift")
        try leaveBehind("Tests/AppTests/Generated/OldConnectorExampleTests.swift", copying: "Tests/AppTests/Generated/ListConnectorExampleTests.swift")
        try run.workspace.write("Sources/App/Generated/Notes.swift", "// written by hand\n")
        let leftover = try run("check-verb", "--target", "App", "--target", "AppTests")
        #expect(!leftover.succeeded)
        #expect(leftover.output.contains("Sources/App/Generated/Old.connector.swift: error: is left over: no spec Old.connector.yml generates it"), "\(leftover.output)")
        #expect(leftover.output.contains("Tests/AppTests/Generated/OldConnectorExampleTests.swift: error: is left over"), "\(leftover.output)")
        #expect(leftover.output.contains("to update them, run: swift package --allow-writing-to-package-directory generate-connectors --target App --target AppTests"), "\(leftover.output)")
        let removed = try run("generate", "--target", "App", "--target", "AppTests")
        #expect(removed.succeeded, "\(removed.output)")
        #expect(removed.output.contains("removed Sources/App/Generated/Old.connector.swift: no spec Old.connector.yml generates it"), "\(removed.output)")
        #expect(run.workspace.files(in: "Sources/App/Generated") == ["ConnectorNamespace.swift", "Detail.connector.swift", "List.connector.swift", "Notes.swift"])
        #expect(run.workspace.files(in: "Tests/AppTests/Generated") == ["DetailConnectorExampleTests.swift", "ListConnectorExampleTests.swift"])
        #expect(try run("check-verb", "--target", "App", "--target", "AppTests").succeeded)

        try run.workspace.write("Sources/App/connector-gen.yml", "access: package\n")
        let stale = try run("generate", "--check")
        #expect(!stale.succeeded)
        #expect(stale.output.contains("List.connector.swift: error: is out of date\n"), "\(stale.output)")
        let remedies = stale.output.components(separatedBy: "\n").filter { $0.contains("run") && ($0.contains("generate") || $0.contains("update")) }
        #expect(remedies == [
            "error: the generated files of App are missing or out of date; to update them, run: swift package --allow-writing-to-package-directory generate-connectors --target App",
        ], "one remedy, which runs as printed:\n\(stale.output)")

        try run.workspace.write("Sources/App/connector-gen.yml", "access: package\naccess: public\n")
        let broken = try run("check-verb")
        #expect(!broken.succeeded)
        #expect(broken.output.contains("duplicate key 'access'"))
        #expect(broken.output.components(separatedBy: "duplicate key 'access'").count == 2, "once, not again for the test target's run:\n\(broken.output)")
        #expect(broken.output.contains("error: connector-gen failed for App; see its messages"), "an error in a spec is not a stale file")
        #expect(!broken.output.contains("to update them"), "\(broken.output)")
        try run.workspace.write("Sources/App/connector-gen.yml", "access: public\n")

        try run.workspace.write("Sources/App/List.connector.yml", "connector: [\n")
        let failed = try run("generate")
        #expect(!failed.succeeded)
        #expect(failed.output.contains("List.connector.yml:1:"), "the tool's own diagnostics are shown")
        #expect(failed.output.contains("error: connector-gen failed for App; see its messages"))
    }

    @Test("without --target, a test target's committed suites are checked too, and a target whose last spec is gone has its files reported and removed")
    func committedFoldersWithoutTarget() throws {
        let run = try Driver()
        #expect(try run("generate", "--target", "App", "--target", "AppTests").succeeded)
        // A test target with committed suites is in the default plan, and in the remedy.
        let plan = try run("plan")
        #expect(plan.output.split(separator: "\n").map { $0.split(separator: ":").first ?? "" } == ["App", "AppTests", "note"], "\(plan.output)")
        // An example's change changes the suite only.
        let spec = try #require(run.workspace.read("Sources/App/List.connector.yml"))
        try run.workspace.write("Sources/App/List.connector.yml", spec.replacingOccurrences(of: "incrementing adds one", with: "a tap adds one"))
        let stale = try run("check-verb")
        #expect(!stale.succeeded)
        #expect(stale.output.contains("Tests/AppTests/Generated/ListConnectorExampleTests.swift: error: is out of date"), "\(stale.output)")
        #expect(stale.output.contains("to update them, run: swift package --allow-writing-to-package-directory generate-connectors --target AppTests"), "\(stale.output)")
        #expect(try run("generate").succeeded)
        #expect(try run("check-verb").succeeded)

        // Model's last spec was deleted: its files would go on compiling.
        let namespace = try #require(run.workspace.read("Sources/App/Generated/ConnectorNamespace.swift"))
        try run.workspace.write("Sources/Model/Generated/ConnectorNamespace.swift", namespace)
        let list = try #require(run.workspace.read("Sources/App/Generated/List.connector.swift"))
        try run.workspace.write("Sources/Model/Generated/Count.connector.swift", list.replacingOccurrences(of: "from List.connector.yml.", with: "from Count.connector.yml."))
        try run.workspace.write("Sources/Model/Generated/Notes.swift", "// written by hand\n")
        #expect(try run("plan").output.contains("Model: leftovers in Sources/Model/Generated"))
        let leftover = try run("check-verb")
        #expect(!leftover.succeeded)
        #expect(leftover.output.contains("Sources/Model/Generated/Count.connector.swift: error: is left over: no spec Count.connector.yml generates it"), "\(leftover.output)")
        #expect(leftover.output.contains("Sources/Model/Generated/ConnectorNamespace.swift: error: is left over: no connector spec generates it"), "\(leftover.output)")
        #expect(leftover.output.contains("generate-connectors --target Model"), "\(leftover.output)")
        let named = try run("generate", "--target", "Model")
        #expect(named.succeeded, "\(named.output)")
        #expect(named.output.contains("removed Sources/Model/Generated/Count.connector.swift"), "\(named.output)")
        #expect(run.workspace.files(in: "Sources/Model/Generated") == ["Notes.swift"])
        // A folder with nothing connector-gen wrote is no target's to check.
        #expect(!(try run("plan").output.contains("Model")))
        #expect(try run("check-verb").succeeded)
        let empty = try run("plan", "--target=Model")
        #expect(!empty.succeeded && empty.output.contains("Model has no *.connector.yml specs"))
    }

    @Test("--help shows each command's usage; a check that passes says so; an unknown option names the verb's own options")
    func helpAndQuietSuccess() throws {
        let run = try Driver()
        let checkHelp = try run("check-verb", "--help")
        #expect(checkHelp.succeeded && checkHelp.output.hasPrefix("USAGE: swift package check-connectors [--target <name>]...\n"), "\(checkHelp.output)")
        #expect(!checkHelp.output.contains("--check"), "\(checkHelp.output)")
        let generateHelp = try run("generate", "-h")
        #expect(generateHelp.output.hasPrefix("USAGE: swift package --allow-writing-to-package-directory generate-connectors [--target <name>]... [--check]\n"), "\(generateHelp.output)")
        #expect(generateHelp.output.contains("  --check           Check, writing nothing (as check-connectors).\n  -h, --help"), "\(generateHelp.output)")
        let unknown = try run("check-verb", "--chek")
        #expect(!unknown.succeeded && unknown.output.contains("unknown argument '--chek'; the options are --target <name> (see --help)"), "\(unknown.output)")

        #expect(try run("generate", "--target", "App").succeeded)
        let fresh = try run("check-verb")
        #expect(fresh.succeeded && fresh.output.hasSuffix("the generated files of App are up to date\n"), "\(fresh.output)")
        let model = try run("check-verb", "--target", "Model")
        #expect(!model.succeeded && model.output.contains("Model has no *.connector.yml specs"), "\(model.output)")
        // With no target to handle, each command says so.
        let nothingToCheck = try run("nothing", "--check")
        #expect(nothingToCheck.succeeded && nothingToCheck.output == "nothing to check: no target without the build plugin has specs or generated files\n", "\(nothingToCheck.output)")
        #expect(try run("nothing").output == "nothing to generate: no target without the build plugin has specs or generated files\n")
    }

    @Test("an Xcode project: tested targets, module names, output folders and committed output")
    func xcodePath() throws {
        let run = try Driver()
        let facts = try run("xcode")
        #expect(facts.succeeded, "\(facts.output)")
        let lines = facts.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(9)) == [
            "App test=false module=My_App dir=App tests=[]",
            "Widget test=false module=Widget dir=Widget tests=[]",
            "Plain test=false module=Plain dir=none tests=[]",
            "AppTests test=true module=AppTests dir=AppTests tests=[\"App\"]",
            "WidgetUITests test=true module=WidgetUITests dir=WidgetUITests tests=[\"Widget\"]",
            "SmokeTests test=true module=SmokeTests dir=SmokeTests tests=[\"App\", \"Widget\"]",
            "Stale test=false module=Stale dir=none tests=[]",
            "StaleTests test=true module=StaleTests dir=StaleTests tests=[\"App\", \"Widget\"]",
            "committed=[\"App/Generated/ConnectorNamespace.swift\", \"App/Generated/List.connector.swift\"]",
        ], "\(facts.output)")
        #expect(facts.output.contains("Use one: to generate while building, delete that folder; to keep committed files, remove ConnectorGenPlugin from App's Build Phases > Run Build Tool Plug-ins."))
    }
}
