import ConnectorGen
import Foundation
import Testing

/// The plugins tell the build system which files each `connector-gen` run writes; if they and
/// the generator disagreed, the build would miss a file or rerun a command forever. These
/// tests compile the plugins' shared sources (they import only Foundation) with a small
/// driver, run every invocation they plan with the real tool, and compare.
@Suite("The plugins and the generator agree on file names")
struct PluginAgreementTests {
    static let sharedSources = ["ConnectorCommands.swift", "OutputKind.swift", "ManifestIsolation.swift", "CommandPlan.swift", "LeftoverFiles.swift", "SpecBatches.swift", "XcodeProjectIsolation.swift", "MisnamedSpec.swift"].map {
        Paths.packageRoot.appendingPathComponent("Plugins/Shared/\($0)")
    }

    /// Compiles `source` as the `main.swift` of a program with the plugins' shared sources,
    /// as a driver that calls what the plugins call; a shared source that does not compile on
    /// its own fails the test.
    static func driver(named name: String, in workspace: Workspace, source: String) throws -> URL {
        try workspace.write("driver/main.swift", source)
        let driver = workspace.url.appendingPathComponent("driver/\(name)")
        let build = try SwiftCompiler.run(
            ["-swift-version", "6", "-warnings-as-errors", "-o", driver.path, workspace.url.appendingPathComponent("driver/main.swift").path]
                + sharedSources.map(\.path),
            in: workspace.url)
        try #require(build.succeeded, "the plugins' shared sources do not compile on their own:\n\(build.output)")
        return driver
    }

    /// The invocations the build plugin plans for `specs` (paths in `workspace`), a target's
    /// connectors into `out/app` and their tests into `out/tests`: for each, its arguments, then
    /// the paths of the files it declares.
    static func plannedInvocations(of specs: [String], config: String? = nil, in workspace: Workspace) throws -> [[String]] {
        let list = specs.map { "\"\($0)\"" }.joined(separator: ", ")
        let driver = try Self.driver(named: "planner", in: workspace, source: """
            import Foundation
            let root = URL(fileURLWithPath: CommandLine.arguments[1])
            let specs = [\(list)].map { root.appendingPathComponent($0) }
            let config: URL? = \(config.map { "root.appendingPathComponent(\"\($0)\")" } ?? "nil")
            precondition(specs.allSatisfy(ConnectorFiles.isSpec))
            // The plugins find the configuration in the target's folder.
            precondition(config.map { ConnectorFiles.config(in: $0.deletingLastPathComponent())?.path == $0.path } ?? true)
            let invocations = GeneratorInvocation.connectors(specs: specs, config: config, output: root.appendingPathComponent("out/app"), targetName: "App")
                + GeneratorInvocation.tests(specs: specs, config: config, output: root.appendingPathComponent("out/tests"), testedModule: "App")
            for invocation in invocations {
                print(invocation.arguments.joined(separator: "\\u{1F}"))
                print(invocation.outputs.map(\\.path).joined(separator: "\\u{1F}"))
            }
            """)
        let plan = try SwiftCompiler.run(executable: driver.path, [workspace.url.path], in: workspace.url)
        try #require(plan.succeeded, "\(plan.output)")
        return plan.output.split(separator: "\n").map { $0.split(separator: "\u{1F}").map(String.init) }
    }

    @Test("both plugins compile the generator's own naming file")
    func pluginsShareTheNamingFile() throws {
        let original = Paths.packageRoot.appendingPathComponent("Sources/ConnectorGen/Model/OutputKind.swift").resolvingSymlinksInPath()
        for plugin in ["Shared", "ConnectorGenPlugin", "GenerateConnectorsCommand", "CheckConnectorsCommand"] {
            let files = ["ConnectorCommands.swift", "ManifestIsolation.swift", "ModuleDirectory.swift", "CommandPlan.swift", "XcodeTargetFacts+Xcode.swift", "SpecBatches.swift", "XcodeProjectIsolation.swift", "MisnamedSpec.swift"]
                + (plugin == "ConnectorGenPlugin" ? [] : ["ConnectorCommandPlugin.swift"])
            for shared in files where plugin != "Shared" {
                let linked = Paths.packageRoot.appendingPathComponent("Plugins/\(plugin)/\(shared)").resolvingSymlinksInPath()
                #expect(linked.path == Paths.packageRoot.appendingPathComponent("Plugins/Shared/\(shared)").path, "Plugins/\(plugin)/\(shared) is not the shared file")
            }
            let linked = Paths.packageRoot.appendingPathComponent("Plugins/\(plugin)/OutputKind.swift").resolvingSymlinksInPath()
            #expect(linked.path == original.path, "Plugins/\(plugin)/OutputKind.swift is not the generator's file")
        }
    }

    @Test("every invocation a plugin plans writes exactly the files it declares")
    func invocationsWriteTheirDeclaredOutputs() throws {
        let workspace = try Workspace("plugin-agreement")
        try workspace.write("Sources/App/Screens/List.connector.yml", validSpec)
        try workspace.write("Sources/App/Detail.connector.yaml", validSpec.replacingOccurrences(of: "CounterConnector", with: "DetailConnector")
            .replacingOccurrences(of: "CounterView", with: "DetailView"))
        try workspace.write("Sources/App/connector-gen.yml", "access: public\n")
        try workspace.write("Sources/App/App.store.yml", validStoreSpec)
        let lines = try Self.plannedInvocations(
            of: ["Sources/App/Screens/List.connector.yml", "Sources/App/Detail.connector.yaml", "Sources/App/App.store.yml"],
            config: "Sources/App/connector-gen.yml", in: workspace)
        let plan = lines.map { $0.joined(separator: " ") }.joined(separator: "\n")
        #expect(lines.count == 2 * 6, "expected 2 connector runs, 1 store run, 1 namespace run and 2 test runs:\n\(plan)")
        for index in stride(from: 0, to: lines.count - 1, by: 2) {
            let arguments = lines[index]
            let declared = Set(lines[index + 1])
            let output = try #require(arguments.firstIndex(of: "--output").map { arguments[$0 + 1] })
            try? FileManager.default.removeItem(atPath: output)
            let run = try ToolRun(arguments, in: workspace.url)
            #expect(run.status == 0, "\(arguments.joined(separator: " ")):\n\(run.standardError)")
            let written = Set(((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []).map { output + "/" + $0 })
            #expect(written == declared, "\(arguments.joined(separator: " ")) wrote \(written.sorted()) but the plugin declared \(declared.sorted())")
        }
    }

    @Test("two specs of one file name in different folders: one command writes each file, and the namespace command reports the two at the spec")
    func specsOfOneFileName() throws {
        let workspace = try Workspace("plugin-one-file-name")
        try workspace.write("Sources/App/Filter/Filter.connector.yml", validSpec)
        try workspace.write("Sources/App/Other/filter.connector.yml", validSpec.replacingOccurrences(of: "CounterConnector", with: "OtherConnector")
            .replacingOccurrences(of: "CounterView", with: "OtherView"))
        let lines = try Self.plannedInvocations(of: ["Sources/App/Filter/Filter.connector.yml", "Sources/App/Other/filter.connector.yml"], in: workspace)
        let plan = lines.map { $0.joined(separator: " ") }.joined(separator: "\n")
        let outputs = stride(from: 1, to: lines.count, by: 2).flatMap { lines[$0].map { URL(fileURLWithPath: $0).lastPathComponent } }
        #expect(outputs.sorted() == ["ConnectorNamespace.swift", "Filter.connector.swift", "FilterConnectorExampleTests.swift"], "each file has one command:\n\(plan)")
        let namespace = try #require(stride(from: 0, to: lines.count, by: 2).map { lines[$0] }.first { $0.contains("namespace") })
        #expect(namespace.filter { $0.hasSuffix(".connector.yml") }.count == 2, "the namespace command reads both: \(namespace)")
        let run = try ToolRun(namespace, in: workspace.url)
        #expect(run.status != 0)
        #expect(run.standardError.contains("Sources/App/Other/filter.connector.yml: error: this spec would generate filter.connector.swift, and \(workspace.url.path)/Sources/App/Filter/Filter.connector.yml would generate Filter.connector.swift: one file on a file system that ignores case, as macOS's does [#DuplicateOutputFile]"), "\(run.standardError)")
    }

    @Test("a large target is planned in batches that cover every spec once, write what they declare, and move little when a spec is added")
    func largeTargetsAreBatched() throws {
        let workspace = try Workspace("plugin-batches")
        let names = (1...41).map { String(format: "Screen%02d", $0) }
        for name in names {
            try workspace.write("Sources/App/\(name).connector.yml", validSpec
                .replacingOccurrences(of: "CounterConnector", with: "\(name)Connector")
                .replacingOccurrences(of: "CounterView", with: "\(name)View"))
        }
        let driver = try Self.driver(named: "planner", in: workspace, source: """
            import Foundation
            let root = URL(fileURLWithPath: CommandLine.arguments[1])
            let count = Int(CommandLine.arguments[2])!
            let specs = (1...count).map { root.appendingPathComponent(String(format: "Sources/App/Screen%02d.connector.yml", $0)) }
            for invocation in GeneratorInvocation.connectors(specs: specs, config: nil, output: root.appendingPathComponent("out"), targetName: "App") {
                print(invocation.arguments.joined(separator: "\\u{1F}"))
                print(invocation.outputs.map(\\.path).joined(separator: "\\u{1F}"))
            }
            """)

        /// The planned connector runs for the first `count` specs: each run's specs and declared files.
        func plan(_ count: Int) throws -> [(arguments: [String], specs: [String], outputs: Set<String>)] {
            let run = try SwiftCompiler.run(executable: driver.path, [workspace.url.path, String(count)], in: workspace.url)
            try #require(run.succeeded, "\(run.output)")
            let lines = run.output.split(separator: "\n").map { $0.split(separator: "\u{1F}").map(String.init) }
            return stride(from: 0, to: lines.count - 1, by: 2).map { index in
                (lines[index], lines[index].filter { $0.hasSuffix(".connector.yml") }, Set(lines[index + 1]))
            }.filter { $0.arguments.contains("connector") }
        }

        let small = try plan(32)
        #expect(small.count == 32 && small.allSatisfy { $0.specs.count == 1 }, "a target of 32 specs gets one command per spec")
        let large = try plan(40)
        #expect(large.count < 10, "40 specs in \(large.count) commands")
        #expect(large.flatMap(\.specs).sorted() == (1...40).map { workspace.url.appendingPathComponent(String(format: "Sources/App/Screen%02d.connector.yml", $0)).path })
        let output = workspace.url.appendingPathComponent("out").path
        for batch in large {
            try? FileManager.default.removeItem(atPath: output)
            let run = try ToolRun(batch.arguments, in: workspace.url)
            #expect(run.status == 0, "\(run.standardError)")
            let written = Set(((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []).map { output + "/" + $0 })
            #expect(written == batch.outputs)
        }
        // One more spec joins one batch; the others keep their specs, so they do not rerun.
        let grown = try plan(41)
        let unchanged = Set(large.map(\.specs)).intersection(Set(grown.map(\.specs)))
        #expect(unchanged.count == large.count - 1, "adding a spec changed \(large.count - unchanged.count) batches")
    }

    @Test("the plugins read a target's default isolation from the package manifest")
    func manifestIsolation() throws {
        let manifest = #"""
            // swift-tools-version: 6.2
            // .target(name: "Commented", swiftSettings: [.defaultIsolation(MainActor.self)])
            let package = Package(
                name: "App",
                targets: [
                    .target(
                        name: "App",
                        dependencies: [.product(name: "Kit", package: "kit")],
                        swiftSettings: [
                            .defaultIsolation( MainActor.self ),
                            .enableUpcomingFeature("InferIsolatedConformances"),
                        ]
                    ),
                    .target(
                        name: "Model", swiftSettings: [.defaultIsolation(nil)],
                        plugins: [.plugin(name: "ConnectorGenPlugin", package: "connector-gen")]),
                    .target(name: "Globbed", exclude: ["Fixtures/*.json"]),
                    .target(name: "Plain", path: "Sources/(Plain)"),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                ]
            )
            """#
        let workspace = try Workspace("manifest-isolation")
        try workspace.write("Package.swift.txt", manifest)
        let driver = try Self.driver(named: "reader", in: workspace, source: """
            import Foundation
            let manifest = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
            for target in ["App", "Model", "Plain", "AppTests", "Commented", "Missing"] {
                print(target + "=" + (ManifestIsolation.defaultIsolation(ofTarget: target, manifest: manifest) ?? "unset"))
            }
            print("plugin:" + ["App", "Model", "Plain"].filter { ManifestIsolation.usesBuildPlugin(target: $0, manifest: manifest) }.joined(separator: ","))
            // What the build plugin passes on: a target without settings builds nonisolated.
            for target in ["App", "Model", "Plain", "AppTests", "Commented", "Missing"] {
                print("build " + target + "=" + (ManifestIsolation.buildIsolation(ofTarget: target, manifest: manifest, packageFiles: ["Package.swift"]) ?? "unset"))
            }
            // A manifest for a Swift version may set what Package.swift does not.
            print("versioned " + (ManifestIsolation.buildIsolation(ofTarget: "Plain", manifest: manifest, packageFiles: ["Package.swift", "Package@swift-6.2.swift"]) ?? "unset"))
            """)
        let run = try SwiftCompiler.run(executable: driver.path, [workspace.url.appendingPathComponent("Package.swift.txt").path], in: workspace.url)
        #expect(run.output.split(separator: "\n") == [
            "App=MainActor", "Model=nonisolated", "Plain=unset", "AppTests=unset", "Commented=unset", "Missing=unset", "plugin:Model",
            // The manifest names a default isolation: a target without one may get it in a way
            // the reader does not follow.
            "build App=MainActor", "build Model=nonisolated", "build Plain=unset", "build AppTests=unset", "build Commented=unset",
            "build Missing=unset", "versioned unset",
        ])
    }

    @Test("a target is taken as nonisolated for want of settings only where nothing in the manifest could set them", arguments: [
        // (the manifest after its import, what the build plugin passes on for "App")
        (#"let package = Package(name: "P", targets: [.target(name: "App")])"#, "nonisolated"),
        (#"let package = Package(name: "P", targets: [.target(name: "Lib", exclude: ["Fixtures/*.json"]), .target(name: "App")])"#, "nonisolated"),
        // Code in a comment does not count, whatever strings stand before it, and comments nest.
        (#"""
        let package = Package(name: "P", targets: [
            .target(name: "Lib", path: #"C:"#),
            // .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
            .target(name: "App"),
        ])
        """#, "nonisolated"),
        (#"""
        let package = Package(name: "P", targets: [
            .target(name: "Lib", path: """
                The "App target
                """),
            // .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
            .target(name: "App"),
        ])
        """#, "nonisolated"),
        (#"""
        let package = Package(name: "P", targets: [
            /* Once the views are ported: /* needs Swift 6.2 */
            .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]), */
            .target(name: "App"),
        ])
        """#, "nonisolated"),
        // A dependency on the target is not its declaration.
        (#"""
        let package = Package(name: "P", targets: [
            .executableTarget(name: "Main", dependencies: [.target(name: "App")]),
            .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
        ])
        """#, "MainActor"),
        // A helper, a method chained after the call, targets made again, alternatives: the
        // manifest names the setting, which may reach the target.
        (#"""
        func mainActorTarget(name: String) -> Target { .target(name: name, swiftSettings: [.defaultIsolation(MainActor.self)]) }
        let package = Package(name: "P", targets: [mainActorTarget(name: "App")])
        """#, "unset"),
        (#"""
        let plain: [Target] = [.target(name: "App")]
        let package = Package(name: "P", targets: plain.map { Target.target(name: $0.name, swiftSettings: [.defaultIsolation(MainActor.self)]) })
        """#, "unset"),
        (#"""
        #if compiler(<6.2)
        let app: Target = .target(name: "App")
        #else
        let app: Target = .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)])
        #endif
        let package = Package(name: "P", targets: [app])
        """#, "unset"),
        (#"let package = Package(name: "P", targets: [.target(name: "App", swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])])])"#, "unset"),
    ] as [(String, String)])
    func nonisolatedForWantOfSettings(_ code: String, _ expected: String) throws {
        let manifest = "// swift-tools-version: 6.2\nimport PackageDescription\n\(code)\n"
        let workspace = try Workspace("want-of-settings")
        try workspace.write("Package.swift.txt", manifest)
        let driver = try Self.driver(named: "reader", in: workspace, source: """
            import Foundation
            let manifest = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
            print(ManifestIsolation.buildIsolation(ofTarget: "App", manifest: manifest, packageFiles: ["Package.swift"]) ?? "unset")
            """)
        let run = try SwiftCompiler.run(executable: driver.path, [workspace.url.appendingPathComponent("Package.swift.txt").path], in: workspace.url)
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == expected, "\(manifest)")
    }

    @Test("the build plugin removes from its folder what it generated for a spec since renamed or deleted, and nothing else")
    func staleOutputsRemoved() throws {
        let workspace = try Workspace("stale-outputs")
        let header = "// swift-format-ignore-file\n// Generated by connector-gen from %@. Do not edit.\n"
        try workspace.write("out/Counter.connector.swift", header.replacingOccurrences(of: "%@", with: "Counter.connector.yml"))
        try workspace.write("out/Stats.connector.swift", header.replacingOccurrences(of: "%@", with: "Stats.connector.yml"))
        try workspace.write("out/StatsConnectorExampleTests.swift", header.replacingOccurrences(of: "%@", with: "Stats.connector.yml"))
        try workspace.write("out/Notes.swift", "// Written by hand.\n")
        let driver = try Self.driver(named: "stale", in: workspace, source: """
            import Foundation
            let folder = URL(fileURLWithPath: CommandLine.arguments[1])
            LeftoverFiles.removeStale(in: folder, keeping: [folder.appendingPathComponent("Counter.connector.swift")])
            """)
        let run = try SwiftCompiler.run(executable: driver.path, [workspace.url.appendingPathComponent("out").path], in: workspace.url)
        try #require(run.succeeded, "\(run.output)")
        #expect(workspace.read("out/Counter.connector.swift") != nil)
        #expect(workspace.read("out/Notes.swift") != nil)
        #expect(workspace.read("out/Stats.connector.swift") == nil)
        #expect(workspace.read("out/StatsConnectorExampleTests.swift") == nil)
    }

    @Test("the build plugin warns about a misnamed spec in the words lint uses")
    func misnamedSpecWarningAgrees() throws {
        let workspace = try Workspace("misnamed-spec")
        try workspace.write("Sources/App/Settings.yml", validSpec)
        try workspace.write("Sources/App/Counter.connector.yml", validSpec)
        try workspace.write("Sources/App/connectorgen.yaml", "access: public\n")
        let driver = try Self.driver(named: "misnamed", in: workspace, source: """
            import Foundation
            let folder = URL(fileURLWithPath: CommandLine.arguments[1])
            let files = ["Settings.yml", "Counter.connector.yml", "connectorgen.yaml"].map { folder.appendingPathComponent($0) }
            for (file, warning) in ConnectorFiles.misnamedSpecs(among: files) { print(file.lastPathComponent + ": " + warning) }
            print(ConnectorFiles.specInTestTargetWarning(spec: "Mock.connector.yml", target: "AppTests"))
            """)
        let run = try SwiftCompiler.run(executable: driver.path, [workspace.url.appendingPathComponent("Sources/App").path], in: workspace.url)
        let lint = try workspace.run("lint", "Sources/App")
        let diagnostic = lint.standardError.split(separator: "\n").map(String.init)
        try #require(diagnostic.count == 4, "\(lint.standardError)")
        let lines = run.output.split(separator: "\n").map(String.init)
        for name in ["Settings.yml", "connectorgen.yaml"] {
            let warning = diagnostic.first { $0.hasPrefix("Sources/App/\(name):1:1: warning: ") } ?? ""
            let message = warning.replacingOccurrences(of: "Sources/App/\(name):1:1: warning: ", with: "").replacingOccurrences(of: " [#MisnamedSpec]", with: "")
            let fixIt = (diagnostic.first { $0.hasPrefix("Sources/App/\(name):1:1: note: fix-it: ") } ?? "")
                .replacingOccurrences(of: "Sources/App/\(name):1:1: note: fix-it: ", with: "")
            #expect(lines.contains("\(name): \(message); \(fixIt) [#MisnamedSpec]"), "plugin: \(run.output)\nlint: \(lint.standardError)")
        }
        // A spec in a test target's own folder, which the build plugin does not read, is named with what to do.
        #expect(lines.last == "Mock.connector.yml is in the test target AppTests, and connector-gen reads no spec there: a test target gets the test suites of the specs of the targets it tests; move Mock.connector.yml into one of them")
    }

    @Test("the build plugin names each spec that 'exclude:' leaves out of a target it builds, which it cannot see")
    func excludedSpecsAreNamed() throws {
        let workspace = try Workspace("excluded-specs")
        // Widgets is a target of its own, nested in App's folder: its specs are its own.
        for path in [
            "Sources/App/List.connector.yml", "Sources/App/Screens/Detail.connector.yml", "Sources/App/Screens/Cart.store.yml", "Sources/App/View.swift",
            "Sources/App/Widgets/Badge.connector.yml",
        ] {
            try workspace.write(path, validSpec)
        }
        let driver = try Self.driver(named: "excluded", in: workspace, source: """
            import Foundation
            let folder = URL(fileURLWithPath: CommandLine.arguments[1])
            // The target's sources: what 'exclude: ["Screens"]' leaves.
            let sources = ["List.connector.yml", "View.swift"].map { folder.appendingPathComponent($0) }
            for spec in ConnectorFiles.excludedSpecs(inFolder: folder, sources: sources, otherTargetFolders: [folder.appendingPathComponent("Widgets")]) {
                print(spec.path.dropFirst(folder.path.count + 1) + ": " + ConnectorFiles.excludedSpecWarning(spec: spec.lastPathComponent, target: "App"))
            }
            // A target with committed files that goes back to the plugin takes its specs out of 'exclude:' too.
            print(ConnectorFiles.committedOutputsMessage(target: "App", files: [folder.appendingPathComponent("Generated/List.connector.swift")]))
            """)
        let run = try SwiftCompiler.run(executable: driver.path, [workspace.url.appendingPathComponent("Sources/App").path], in: workspace.url)
        let warning = "is left out of App by 'exclude:' in Package.swift, so ConnectorGenPlugin does not see it and generates nothing from it: "
            + "remove it from 'exclude:' (a target lists its specs there only when it commits the generated files, without the plugin)"
        #expect(run.output.split(separator: "\n").map(String.init) == [
            "Screens/Cart.store.yml: Cart.store.yml \(warning)",
            "Screens/Detail.connector.yml: Detail.connector.yml \(warning)",
            "App uses ConnectorGenPlugin and also holds the files generate-connectors wrote into \(workspace.url.path)/Sources/App/Generated "
                + "(List.connector.swift); each would declare the same types twice. Use one: to generate while building, delete that folder, "
                + "and remove the specs from App's 'exclude:' in Package.swift if it lists them; to keep committed files, remove ConnectorGenPlugin from App's plugins.",
        ], "\(run.output)")
    }

    @Test("the plugins follow settings kept in variables and loops over package.targets", arguments: [
        // (the manifest's lines after `import PackageDescription`, the targets and what each reads)
        (#"""
            let approachable: [SwiftSetting] = [.enableUpcomingFeature("InferIsolatedConformances")]
            let appSettings: [SwiftSetting] = [
                .defaultIsolation(MainActor.self),
            ] + approachable
            let modelSettings = [SwiftSetting.defaultIsolation(nil)]
            let package = Package(name: "App", targets: [
                .target(name: "Kit", dependencies: [.product(name: "Lib", package: "lib")]),
                .target(name: "App", swiftSettings: appSettings),
                .target(name: "Feature", swiftSettings: approachable + appSettings),
                .target(name: "Model", swiftSettings: modelSettings),
                .target(name: "Plain", swiftSettings: approachable),
            ])
            """#, ["Kit=unset", "App=MainActor", "Feature=MainActor", "Model=nonisolated", "Plain=unset"]),
        (#"""
            let package = Package(name: "App", targets: [
                .target(name: "App"),
                .target(name: "Model", swiftSettings: [.defaultIsolation(nil)]),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ])
            for target in package.targets where target.type != .test {
                target.swiftSettings = (target.swiftSettings ?? []) + [.defaultIsolation(MainActor.self)]
            }
            """#, ["App=MainActor", "Model=MainActor", "AppTests=unset"]),
        (#"""
            let package = Package(name: "App", targets: [.target(name: "App"), .testTarget(name: "AppTests")])
            package.targets.forEach { $0.swiftSettings = [.defaultIsolation(MainActor.self)] }
            """#, ["App=MainActor", "AppTests=MainActor"]),
    ])
    func manifestIsolationInVariablesAndLoops(_ body: String, _ expected: [String]) throws {
        let workspace = try Workspace("manifest-isolation-shared")
        try workspace.write("Package.swift.txt", "// swift-tools-version: 6.2\nimport PackageDescription\n\n" + body + "\n")
        let targets = expected.map { $0.split(separator: "=")[0] }.map { "\"\($0)\"" }.joined(separator: ", ")
        let driver = try Self.driver(named: "reader", in: workspace, source: """
            import Foundation
            let manifest = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
            for target in [\(targets)] {
                print(target + "=" + (ManifestIsolation.defaultIsolation(ofTarget: target, manifest: manifest) ?? "unset"))
            }
            """)
        let run = try SwiftCompiler.run(executable: driver.path, [workspace.url.appendingPathComponent("Package.swift.txt").path], in: workspace.url)
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }
}
