import Foundation
import Testing

/// What the command line does at the edges a script or a shell reaches: an empty or missing
/// option value, a misspelt option, one folder named two ways, a file where the output folder
/// should be, a folder of specs behind a symbolic link, a keyword for a module.
@Suite("Command line edges")
struct CommandLineEdgeTests {
    /// A package whose target `App` is main-actor isolated by default, as Xcode 26's templates set it.
    static let mainActorPackage = """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)])])

        """

    @Test("an empty argument, an option's value left out, a misspelt option and a value given to a flag are usage errors that say which")
    func usageMistakes() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        let cases: [([String], String)] = [
            // An unset variable in `--output "$OUT"` must not write into the file system's root.
            (["generate", "Specs", "--output", ""], "error: --output needs a value; it is empty"),
            (["generate", "Specs", "-o", ""], "error: -o needs a value; it is empty"),
            (["generate", "Specs", "--output", "--quiet"], "error: --output needs a value, but '--quiet' follows it"),
            // An option another command has, or none has, is not taken for a folder's name.
            (["generate", "Specs", "--output", "--verbose"], "error: --output needs a value, but the option '--verbose' follows it"),
            (["generate", "Specs", "--ouput", "Out"], "error: unknown option '--ouput'; did you mean '--output'?"),
            (["lint", "Specs", "--format", "json"], "error: unknown option '--format'; did you mean '--diagnostics-format'?"),
            (["lint", "Specs", "--quiet=true"], "error: --quiet takes no value; write it alone, not '--quiet=true'"),
            (["lint", ""], "error: an argument is empty ('')"),
            (["init", "Fresh", "--output", ""], "error: --output needs a value; it is empty"),
            (["--versio"], "error: unknown option '--versio'; did you mean '--version'?"),
            (["lnt", "Specs"], "error: unknown command 'lnt'; did you mean 'lint'?"),
            (["--quiet", "lint", "Specs"], "error: '--quiet' is an option of lint, and goes after it: 'connector-gen lint … --quiet'"),
            (["--output", "Out", "generate", "Specs"], "error: '--output' is an option of generate, and goes after it: 'connector-gen generate … --output Out'"),
            (["--fix", "parse", "Specs/Counter.connector.yml"], "error: unknown option '--fix'\n"),
            (["--output=Out", "generate", "Specs"], "error: '--output' is an option of generate, and goes after it: 'connector-gen generate … --output=Out'"),
            (["--quiet=yes", "lint", "Specs"], "error: '--quiet' is an option of lint, and goes after it: 'connector-gen lint … --quiet'"),
            // An output named like a file would become a folder of that name.
            (["init", "History", "--output", "History.connector.yml"], "error: --output names a folder to write into, and 'History.connector.yml' reads as a file name (it ends in '.yml'); name the folder, such as '.'"),
            (["generate", "Specs", "-o", "Gen/All.swift"], "error: --output names a folder to write into, and 'Gen/All.swift' reads as a file name (it ends in '.swift'); name the folder, such as 'Gen'"),
        ]
        for (arguments, message) in cases {
            let run = try ToolRun(arguments, in: workspace.url)
            #expect(run.status == 2, "\(arguments): \(run.standardError)")
            #expect(run.standardError.hasPrefix(message), "\(arguments): \(run.standardError)")
        }
        #expect(workspace.files(in: ".") == ["Specs"], "nothing was written")
    }

    @Test("an isolation the build cannot set is a usage error on the command line, and a warning in SWIFT_DEFAULT_ACTOR_ISOLATION, each suggesting its spelling; an empty setting is none")
    func isolationSpelling() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        let flag = try ToolRun(["lint", "Specs", "--default-isolation", "mainactor"], in: workspace.url)
        #expect(flag.status == 2 && flag.standardError.hasPrefix("error: --default-isolation takes 'nonisolated' or 'MainActor', not 'mainactor'; did you mean 'MainActor'?"), "\(flag.standardError)")
        // The environment's is said and ignored: connector-gen.yml's 'isolation' may settle it.
        let environment = try ToolRun(["lint", "Specs"], in: workspace.url, environment: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "mainactor"])
        #expect(environment.status == 0, "\(environment.standardError)")
        #expect(environment.standardError.hasPrefix("warning: SWIFT_DEFAULT_ACTOR_ISOLATION in the environment is 'mainactor', where a build sets 'nonisolated' or 'MainActor' (did you mean 'MainActor'?); it is ignored"), "\(environment.standardError)")
        #expect(environment.standardOutput.hasSuffix("1 warning\n"), "\(environment.standardOutput)")
        // In the JSON form it is one of the array's objects, of no file; in GitHub's, an annotation.
        let json = try ToolRun(["lint", "Specs", "--diagnostics-format", "json"], in: workspace.url, environment: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "mainactor"])
        #expect(json.standardError.hasPrefix("[\n  {\"severity\": \"warning\", \"id\": null, \"message\": \"SWIFT_DEFAULT_ACTOR_ISOLATION in the environment is 'mainactor'"), "\(json.standardError)")
        #expect(json.standardError.contains("\"file\": \"\", \"line\": null"), "\(json.standardError)")
        let github = try ToolRun(["lint", "Specs", "--diagnostics-format", "github"], in: workspace.url, environment: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "mainactor"])
        #expect(github.standardError.hasPrefix("::warning title=connector-gen::SWIFT_DEFAULT_ACTOR_ISOLATION in the environment"), "\(github.standardError)")
        let overridden = try ToolRun(["lint", "Specs", "--default-isolation", "MainActor"], in: workspace.url, environment: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "bogus"])
        #expect(overridden.status == 0 && overridden.standardError.isEmpty, "\(overridden.standardError)")
        for setting in ["", " MainActor "] {
            let run = try ToolRun(["lint", "Specs"], in: workspace.url, environment: ["SWIFT_DEFAULT_ACTOR_ISOLATION": setting])
            #expect(run.status == 0 && run.standardError.isEmpty, "'\(setting)': \(run.standardError)")
        }
    }

    @Test("generating some of the target's specs beside the others' output leaves the namespace file, which all of them make, as it is, and says so")
    func namespaceKeptForSomeSpecs() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        try workspace.write("Specs/Twin.connector.yml", validTwinSpec.replacingOccurrences(of: "view: TwinView\n", with: "view: TwinView\naccess: public\n"))
        let all = try ToolRun(["generate", "Specs", "--output", "Out"], in: workspace.url)
        #expect(all.status == 0, "\(all.standardError)")
        let namespace = try String(contentsOf: workspace.url.appendingPathComponent("Out/ConnectorNamespace.swift"), encoding: .utf8)
        #expect(namespace.contains("public enum Connectors"), "\(namespace)")
        let one = try ToolRun(["generate", "Specs/Counter.connector.yml", "--output", "Out"], in: workspace.url)
        #expect(one.status == 0, "\(one.standardError)")
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("Out/ConnectorNamespace.swift"), encoding: .utf8) == namespace)
        #expect(one.standardOutput.contains("ConnectorNamespace.swift left as it is"), "\(one.standardOutput)")
        let check = try ToolRun(["generate", "Specs/Counter.connector.yml", "--output", "Out", "--check"], in: workspace.url)
        #expect(check.status == 0, "\(check.standardError)")
        // Into a folder of its own, the one spec's namespace is written.
        let alone = try ToolRun(["generate", "Specs/Counter.connector.yml", "--output", "Alone"], in: workspace.url)
        #expect(alone.status == 0 && FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Alone/ConnectorNamespace.swift").path))
        // Once the other spec is gone, its file left over is no reason to keep the namespace:
        // it is written for the specs there are. Over the folder, the left-over file is a
        // warning, which the summary counts.
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("Specs/Twin.connector.yml"))
        let afterDelete = try ToolRun(["generate", "Specs/Counter.connector.yml", "--output", "Out"], in: workspace.url)
        #expect(afterDelete.status == 0 && !afterDelete.standardOutput.contains("left as it is"), "\(afterDelete.standardOutput)")
        #expect(try String(contentsOf: workspace.url.appendingPathComponent("Out/ConnectorNamespace.swift"), encoding: .utf8) != namespace)
        let leftover = try ToolRun(["generate", "Specs", "--output", "Out"], in: workspace.url)
        #expect(leftover.status == 0 && leftover.standardError.contains("[#LeftoverGeneratedFile]"), "\(leftover.standardError)")
        #expect(leftover.standardOutput.hasSuffix("unchanged, 1 warning\n"), "\(leftover.standardOutput)")
    }

    @Test("a file generated from a spec in a folder the run left out says where that spec is, not only that it is left over")
    func leftoverOfAFolderNotRead() throws {
        let workspace = try Workspace()
        try workspace.write("App/Counter/Counter.connector.yml", validSpec)
        try workspace.write("App/Twin/Twin.connector.yml", validTwinSpec)
        #expect(try ToolRun(["generate", "App", "--output", "Out"], in: workspace.url).status == 0)
        let part = try ToolRun(["generate", "App/Counter", "--output", "Out"], in: workspace.url)
        #expect(part.status == 0)
        #expect(
            part.standardError.contains(
                "'Twin.connector.swift' was generated from Twin.connector.yml, which none of the folders read holds; the spec is at App/Twin/Twin.connector.yml, in a folder this run did not read [#LeftoverGeneratedFile]"),
            "\(part.standardError)")
        #expect(part.standardError.contains("fix-it: pass that folder to generate too, or delete the file if the spec is no longer this target's"), "\(part.standardError)")
        let check = try ToolRun(["generate", "App/Counter", "--output", "Out", "--check"], in: workspace.url)
        #expect(check.status != 0)
        #expect(check.standardError.contains("its spec is App/Twin/Twin.connector.yml: pass that folder too"), "\(check.standardError)")
        // Once the spec is gone, the file is left over from a spec deleted.
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("App/Twin"))
        let gone = try ToolRun(["generate", "App/Counter", "--output", "Out"], in: workspace.url)
        #expect(gone.standardError.contains("so it is left over from a spec deleted or renamed"), "\(gone.standardError)")
    }

    @Test("init does not replace the target's connector-gen.yml when it creates the spec's folder")
    func initKeepsTheConfiguration() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", Self.mainActorPackage)
        let mine = "# my settings\naccess: public\nisolation: MainActor\n"
        try workspace.write("Sources/App/connector-gen.yml", mine)
        for folder in ["Sources/App/Settings", "Sources/App/Profile/Edit"] {
            let run = try workspace.run("init", "Screen", "--output", folder)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(!run.standardOutput.contains("connector-gen.yml"), "\(run.standardOutput)")
            #expect(workspace.read(folder + "/Screen.connector.yml") != nil)
        }
        #expect(workspace.read("Sources/App/connector-gen.yml") == mine)
    }

    @Test("one folder named two ways generates the same files, so --check passes either way")
    func pathSpellings() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        #expect(try workspace.run("generate", "Specs", "--output", "Out").status == 0)
        for spelling in ["./Specs", "Specs/", "./Specs/Counter.connector.yml", "Specs//Counter.connector.yml"] {
            let check = try workspace.run("generate", spelling, "--output", "Out", "--check")
            #expect(check.status == 0, "\(spelling): \(check.standardError)")
        }
        #expect(workspace.read("Out/Counter.connector.swift")?.contains("#sourceLocation(file: \"Specs/Counter.connector.yml\"") == true)
    }

    @Test("a file where the output folder would be is reported by --check and --dry-run too, not as files missing or to create")
    func fileInTheWayOfTheOutput() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        try workspace.write("Out", "not a folder\n")
        for mode in ["--check", "--dry-run", "--quiet"] {
            let run = try workspace.run("generate", "Specs", "--output", "Out", mode)
            #expect(run.status == 1, "\(mode): \(run.standardOutput)")
            #expect(run.standardError.contains("Out: error: cannot be created: a file is in the way at Out"), "\(mode): \(run.standardError)")
            #expect(!run.standardOutput.contains("would create") && !run.standardError.contains("is missing"), "\(mode): \(run.standardOutput)")
        }
        #expect(workspace.read("Out") == "not a folder\n")
    }

    @Test("specs in a folder reached through a symbolic link are read, once, and a link back up makes no cycle")
    func linkedFolders() throws {
        let workspace = try Workspace()
        try workspace.write("Shared/Counter.connector.yml", validSpec)
        try workspace.write("Specs/Other.connector.yml", validSpec.replacingOccurrences(of: "CounterConnector", with: "OtherConnector")
            .replacingOccurrences(of: "view: CounterView", with: "view: OtherView"))
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: workspace.url.appendingPathComponent("Specs/Shared").path, withDestinationPath: "../Shared")
        try manager.createSymbolicLink(atPath: workspace.url.appendingPathComponent("Specs/AlsoShared").path, withDestinationPath: "../Shared")
        try manager.createSymbolicLink(atPath: workspace.url.appendingPathComponent("Specs/Up").path, withDestinationPath: "..")
        let lint = try workspace.run("lint", "Specs")
        #expect(lint.status == 0, "\(lint.standardError)")
        #expect(lint.standardOutput.hasPrefix("connector-gen: 2 specs checked"), "\(lint.standardOutput)")
        // The links are followed in name order: the spec is read as the first one names it.
        let dryRun = try workspace.run("generate", "Specs", "--output", "Out", "--dry-run")
        #expect(dryRun.status == 0, "\(dryRun.standardError)")
        #expect(workspace.files(in: ".") == ["Shared", "Specs"])
        // Named directly too, and through a link, a spec is still read once.
        let both = try workspace.run("lint", "Specs", "Shared")
        #expect(both.status == 0 && both.standardOutput.hasPrefix("connector-gen: 2 specs checked"), "\(both.standardError)\n\(both.standardOutput)")
        // A folder reached both directly and through a link is read by its own path.
        let parent = try workspace.run("lint", ".")
        #expect(parent.status == 0 && parent.standardOutput.hasPrefix("connector-gen: 2 specs checked"), "\(parent.standardError)\n\(parent.standardOutput)")
    }

    @Test("a keyword an import cannot take is not a module name, in a spec's imports or as --module")
    func keywordsAreNotModules() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec.replacingOccurrences(of: "view: CounterView\n", with: "view: CounterView\nimports: [Foundation, class, Self, Type]\n"))
        let lint = try workspace.run("lint", "Counter.connector.yml")
        #expect(lint.status == 1)
        #expect(lint.standardError.contains("'class' is not a valid module name: 'class' is a Swift keyword [#InvalidModuleName]"), "\(lint.standardError)")
        #expect(lint.standardError.contains("'Self' is not a valid module name"), "\(lint.standardError)")
        // `Type` is a keyword elsewhere, but an import reads it as a name.
        #expect(!lint.standardError.contains("'Type'"), "\(lint.standardError)")
        try workspace.write("Counter.connector.yml", validSpec)
        let generate = try workspace.run("generate", "Counter.connector.yml", "--output", "Tests", "--kind", "tests", "--module", "class")
        #expect(generate.status == 2 && generate.standardError.hasPrefix("error: 'class' is not a valid module name"), "\(generate.standardError)")
    }

    @Test("the summary says what was written: fixes to the specs before generation failed, and warnings beside files all up to date")
    func summariesSayWhatHappened() throws {
        let workspace = try Workspace()
        // `--fix` writes `viewState` for `viewstate`; the misspelt state type is left for the user.
        try workspace.write("Specs/Counter.connector.yml", validSpec.replacingOccurrences(of: "viewState:", with: "viewstate:"))
        try workspace.write("Out", "in the way\n")
        let fixed = try workspace.run("generate", "Specs", "--output", "Out", "--fix")
        #expect(fixed.status == 1)
        #expect(fixed.standardOutput.hasSuffix("1 fix written to the specs, no generated file\n"), "\(fixed.standardOutput)")
        #expect(workspace.read("Specs/Counter.connector.yml")?.contains("viewState:") == true)

        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("Out"))
        #expect(try workspace.run("generate", "Specs", "--output", "Out").status == 0)
        // A warning beside files all up to date: the summary counts it.
        try workspace.write("Specs/Spare.connector.yml.txt", validSpec)
        let check = try workspace.run("generate", "Specs", "--output", "Out", "--check")
        #expect(check.standardError.contains("[#MisnamedSpec]"), "\(check.standardError)")
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardOutput.hasSuffix("all up to date, 1 warning\n"), "\(check.standardOutput)")
    }

    @Test("init does not replace a symbolic link, even one to nothing")
    func initKeepsALink() throws {
        let workspace = try Workspace()
        let link = workspace.url.appendingPathComponent("Screen.connector.yml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Elsewhere.connector.yml")
        let run = try workspace.run("init")
        #expect(run.status == 1 && run.standardError.hasPrefix("Screen.connector.yml: error: already exists"), "\(run.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Elsewhere.connector.yml")
    }

    @Test("init refuses a package's root, where no target reads a spec, naming a target's folder instead")
    func initRefusesAPackageRoot() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "// swift-tools-version: 6.0\n")
        try workspace.write("Sources/Model/Model.swift", "struct AppState {}\n")
        try workspace.write("Sources/App/App.swift", "struct App {}\n")
        let run = try workspace.run("init", "Home")
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError == ".: error: is a package's root, where no target reads a spec; give the target's folder: 'connector-gen init Home --output Sources/App'\n")
        #expect(workspace.read("Home.connector.yml") == nil)
        let inTarget = try workspace.run("init", "Home", "--output", "Sources/App")
        #expect(inTarget.status == 0, "\(inTarget.standardError)")
        #expect(workspace.read("Sources/App/Home.connector.yml") != nil)
    }

    @Test("init names the screen's types with a capital, joining words, as Swift's types are named")
    func initCapitalizesTheName() throws {
        let workspace = try Workspace()
        let run = try workspace.run("init", "settings")
        #expect(run.status == 0, "\(run.standardError)")
        let spec = try #require(workspace.read("Settings.connector.yml"))
        #expect(spec.contains("connector: SettingsConnector") && spec.contains("view: SettingsView"), "\(spec)")
        // Words a name cannot hold apart are joined, as a type's name.
        #expect(try workspace.run("init", "order-history").status == 0)
        #expect(workspace.read("OrderHistory.connector.yml")?.contains("connector: OrderHistoryConnector") == true)
        let digit = try workspace.run("init", "1st")
        #expect(digit.status == 2 && digit.standardError.contains("'1st' cannot name a screen"), "\(digit.standardError)")
        // Nothing to make a name of is no name, not one of the tool's.
        for nothing in ["!!!", " "] {
            let run = try workspace.run("init", nothing)
            #expect(run.status == 2 && run.standardError.contains("'\(nothing)' cannot name a screen"), "\(run.standardError)")
        }
        #expect(workspace.read("Name.connector.yml") == nil)
        // The view's or the connector's name for the screen's: said, not doubled (`BudgetViewView`).
        for (written, base) in [("BudgetView", "Budget"), ("BudgetConnector", "Budget")] {
            let run = try workspace.run("init", written)
            #expect(run.status == 2 && run.standardError.contains("'init \(base)'"), "\(run.standardError)")
            #expect(workspace.read("\(written).connector.yml") == nil)
        }
        // Swift takes emoji in names.
        #expect(try workspace.run("init", "🍕Menu").status == 0)
        #expect(workspace.read("🍕Menu.connector.yml")?.contains("connector: 🍕MenuConnector") == true)
    }

    @Test("adopt says a path that does not exist is missing, not that it is no Swift file")
    func adoptMissingPath() throws {
        let workspace = try Workspace()
        let run = try workspace.run("adopt", "Sources/Ap", "--output", "Specs")
        #expect(run.status == 1 && run.standardError.hasPrefix("Sources/Ap: error: no such file or folder"), "\(run.standardError)")
        #expect(workspace.files(in: ".").isEmpty)
    }

    @Test("init takes a spec's file name for the screen's, and a path is a usage error that says how to name the folder")
    func initTakesAFileNameButNoPath() throws {
        let workspace = try Workspace()
        let file = try workspace.run("init", "History.connector.yml")
        #expect(file.status == 0, "\(file.standardError)")
        #expect(workspace.read("History.connector.yml")?.contains("connector: HistoryConnector") == true)
        let path = try workspace.run("init", "Screens/Profile")
        #expect(path.status == 2, "\(path.standardError)")
        #expect(path.standardError.contains("init takes the screen's name, not a path: 'init Profile --output Screens' writes it in that folder"), "\(path.standardError)")
        #expect(workspace.read("ScreensProfile.connector.yml") == nil && workspace.read("Screens/Profile.connector.yml") == nil)
    }

    @Test("scaffold writes for the isolation the build sets, as generate does")
    func scaffoldReadsTheBuildIsolation() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", Self.mainActorPackage)
        try workspace.write("Sources/App/Counter.connector.yml", validSpec)
        let scaffold = try workspace.run("scaffold", "Sources/App/Counter.connector.yml", "--output", "Tests/AppTests", "--module", "App")
        #expect(scaffold.status == 0, "\(scaffold.standardError)")
        #expect(workspace.read("Tests/AppTests/CounterConnectorBehaviorTests.swift")?.contains("@MainActor\n@Suite") == true)
        let stated = try workspace.run(
            "scaffold", "Sources/App/Counter.connector.yml", "--output", "Tests/Other", "--module", "App", "--default-isolation", "nonisolated")
        #expect(stated.status == 0, "\(stated.standardError)")
        #expect(workspace.read("Tests/Other/CounterConnectorBehaviorTests.swift")?.contains("@MainActor") == false)
    }

    @Test("a link inside a linked folder back up to the folder read, or above it, is not followed")
    func linkBackUpThroughALinkedFolder() throws {
        let workspace = try Workspace()
        try workspace.write("Project/Outside.connector.yml", validSpec)
        try workspace.write("Project/Specs/Counter.connector.yml", validSpec)
        try workspace.write("Other/inner/Shared.connector.yml", validSpec.replacingOccurrences(of: "Counter", with: "Shared"))
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: workspace.url.appendingPathComponent("Project/Specs/Linked").path, withDestinationPath: "../../Other")
        try manager.createSymbolicLink(atPath: workspace.url.appendingPathComponent("Other/inner/back").path, withDestinationPath: "../../Project")
        let lint = try ToolRun(["lint", "Specs"], in: workspace.url.appendingPathComponent("Project"))
        #expect(lint.status == 0, "\(lint.standardError)")
        #expect(lint.standardOutput.hasPrefix("connector-gen: 2 specs checked"), "\(lint.standardOutput)")
    }

    @Test("a folder named with '..' is in the target the path leads to, for the build's isolation")
    func dotDotFindsTheTarget() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .target(name: "Other"),
            ])

            """)
        try workspace.write("Sources/App/Main.swift", "")
        try workspace.write("Sources/Other/Counter.connector.yml", validSpec)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url.appendingPathComponent("Sources/App/Deep").path, withDestinationPath: "../Other/Deep")
        try workspace.write("Sources/Other/Deep/Notes.txt", "")
        // After a link, `..` is above the folder the link points to: `App/Deep/..` is `Other`.
        for (path, output) in [("Sources/App/../Other", "Out"), ("Sources/App/Deep/..", "Out2")] {
            let generate = try workspace.run("generate", path, "--output", output)
            #expect(generate.status == 0, "\(path): \(generate.standardError)")
            #expect(workspace.read(output + "/Counter.connector.swift")?.contains("@MainActor") == false, "\(path)")
        }
    }

    @Test("specs in a folder whose real path is 1,024 bytes long are each read: none is taken for another")
    func specsDeepInLongPaths() throws {
        let workspace = try Workspace()
        // Folders of 200 bytes, then one that makes the folder's real path 1,024 bytes long,
        // where Foundation's `resolvingSymlinksInPath()` cut it.
        let real = workspace.url.resolvingSymlinksInPath().path
        var deep = (1...4).map { String(repeating: Character(UnicodeScalar(UInt8(96 + $0))), count: 200) }.joined(separator: "/")
        deep += "/" + String(repeating: "e", count: 1_024 - real.utf8.count - deep.utf8.count - 2)
        #expect(real.utf8.count + 1 + deep.utf8.count == 1_024)
        try workspace.write(deep + "/Counter.connector.yml", validSpec)
        try workspace.write(deep + "/Twin.connector.yml", validTwinSpec)
        let lint = try workspace.run("lint", deep)
        #expect(lint.status == 0 && lint.standardOutput.contains("2 specs checked"), "\(lint.standardError)\n\(lint.standardOutput)")
        let generate = try workspace.run("generate", deep, "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        #expect(workspace.files(in: "Out") == ["ConnectorNamespace.swift", "Counter.connector.swift", "Twin.connector.swift"])
    }

    #if os(Linux)
    /// Linux keeps two folders whose names are two spellings of one accented letter, which
    /// Swift's `==` takes for one name.
    @Test("two folders named with two spellings of one accented letter are two folders, each with its own connector-gen.yml")
    func foldersNamedInTwoNormalizations() throws {
        let workspace = try Workspace()
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        try workspace.write("Specs/\(composed)/Counter.connector.yml", validSpec)
        try workspace.write("Specs/\(composed)/connector-gen.yml", "access: public\n")
        try workspace.write("Specs/\(decomposed)/Twin.connector.yml", validTwinSpec)
        try workspace.write("Specs/\(decomposed)/connector-gen.yml", "namespace: Screens\n")
        #expect(workspace.files(in: "Specs").count == 2, "the file system keeps both folders")
        let lint = try workspace.run("lint", "Specs")
        #expect(lint.status == 0 && lint.standardOutput.contains("2 specs checked"), "\(lint.standardError)\n\(lint.standardOutput)")
        try workspace.write("Specs/\(decomposed)/connector-gen.yml", "namespace: Screens\nbogus: 1\n")
        let both = try workspace.run("lint", "Specs/\(composed)/Counter.connector.yml", "Specs/\(decomposed)/Twin.connector.yml")
        #expect(both.status == 1 && both.standardError.contains("\(decomposed)/connector-gen.yml:2:1: error: unknown key 'bogus'"), "\(both.standardError)")
    }
    #endif

    @Test("new files and folders get the permissions the umask leaves, as other tools' do", arguments: [(0o002 as mode_t, 0o664 as mode_t, 0o775 as mode_t), (0o022, 0o644, 0o755), (0o077, 0o600, 0o700)])
    func permissionsFollowTheUmask(_ mask: mode_t, _ file: mode_t, _ folder: mode_t) throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask \(String(mask, radix: 8)) && exec \"$0\" generate Specs --output Out/Generated", Paths.tool.path]
        process.currentDirectoryURL = workspace.url
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        func mode(_ path: String) throws -> mode_t {
            let attributes = try FileManager.default.attributesOfItem(atPath: workspace.url.appendingPathComponent(path).path)
            return mode_t((attributes[.posixPermissions] as? Int) ?? 0)
        }
        #expect(try mode("Out/Generated/Counter.connector.swift") == file)
        #expect(try mode("Out") == folder)
        #expect(try mode("Out/Generated") == folder)
    }

    @Test("a command run from a current folder whose path is longer than 1,024 bytes finishes")
    func currentFolderWithLongPath() throws {
        let workspace = try Workspace()
        let deep = (1...5).map { String(repeating: Character(UnicodeScalar(UInt8(96 + $0))), count: 230) }.joined(separator: "/")
        try workspace.write(deep + "/Counter.connector.yml", validSpec)
        let folder = workspace.url.appendingPathComponent(deep)
        #expect(folder.path.utf8.count > 1_100)
        let lint = try ToolRun(["lint", "Counter.connector.yml"], in: folder, timeLimit: 30)
        #expect(!lint.timedOut && lint.status == 0, "\(lint.standardError)")
    }
}
