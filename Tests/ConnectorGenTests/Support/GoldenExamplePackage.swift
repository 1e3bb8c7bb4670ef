@testable import ConnectorGen
import Foundation

/// The examples of golden cases as one throwaway package: for each case with a
/// `Fixtures.swift`, a library target (the fixtures and the code generated from the case's
/// specs) and a test target (the tests generated from its examples), plus a target for each
/// stand-in that flavors' generated code imports (`StandIn.neededOnThisPlatform`). The package
/// depends on connector-gen itself for `ConnectorRuntime`, as an app does.
struct GoldenExamplePackage {
    /// One golden case in the package.
    struct Member {
        let golden: GoldenCase
        /// The library target's name.
        let module: String
        /// The test target's name.
        var testModule: String { module + "Tests" }
        /// The examples of the case's specs: each makes one test that must pass.
        let examples: Int
        /// The view actions no example sends: each makes one disabled test.
        let actionsWithoutExample: Int
        /// The tests the case's examples promise.
        var expectedTests: Int { examples + actionsWithoutExample }
        /// The types of the generated suites, one per connector spec.
        let suiteTypes: Set<String>
        /// The library target's setting: Swift 6, with default isolation MainActor (as Xcode 26
        /// makes app targets) when `connector-gen.yml` says so; its namespace file checks that
        /// the target is built so.
        let setting: CompilerSetting
        /// The stand-ins the library target's sources import.
        let libraryStandIns: [StandIn]
        /// The generated test files (none for a case of store specs only, which then has no
        /// test target).
        let testFiles: [String]
        /// The stand-ins the generated tests import.
        let testStandIns: [StandIn]

        /// The results in `report` of the case's tests: those of its test module, and XCTest's
        /// results that name no module (on Linux) of its suites' types.
        func results(in report: TestRunReport) -> [TestRunReport.Result] {
            report.results.filter { $0.module == testModule || ($0.module == nil && suiteTypes.contains($0.type)) }
        }
    }

    /// The package's folder; removed with the workspace.
    let workspace: Workspace
    let members: [Member]
    let standIns: [StandIn]

    /// Writes the package for `cases` (those without a `Fixtures.swift` are left out) into a
    /// new workspace under the system's temporary folder.
    init(cases: [GoldenCase]) throws {
        let workspace = try Workspace("golden-examples")
        let standIns = StandIn.neededOnThisPlatform
        self.workspace = workspace
        self.standIns = standIns
        members = try cases.filter { $0.fixtures != nil }.map { golden in
            try Self.write(golden, into: workspace, standIns: standIns)
        }
        try workspace.write("Package.swift", try manifest())
        for standIn in standIns {
            for source in try standIn.sources() {
                try workspace.write("Sources/\(standIn.name)/\(source.lastPathComponent)", String(contentsOf: source, encoding: .utf8))
            }
        }
    }

    /// The target name of `golden`'s library.
    static func module(for golden: GoldenCase) -> String {
        "Golden_" + String(golden.name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// Generates `golden` with its configuration and writes its fixtures and generated code to
    /// `Sources/<module>`, its generated tests to `Tests/<module>Tests`.
    private static func write(_ golden: GoldenCase, into workspace: Workspace, standIns: [StandIn]) throws -> Member {
        let module = module(for: golden)
        let config = try golden.config()
        let run = GoldenCase.run(try golden.sources(), testedModule: module)
        guard !run.diagnostics.containsErrors else {
            throw SwiftCompiler.CompilerError(output: "\(golden.name) does not generate:\n\(DiagnosticRenderer.render(run.diagnostics))")
        }
        var examples = 0
        var actionsWithoutExample = 0
        var testFiles: Set<String> = []
        var suiteTypes: Set<String> = []
        for input in try golden.inputs() where OutputNaming.isConnectorSpec(input.path) {
            let (resolved, diagnostics) = Generator.readSpec(input, config: config)
            guard let resolved else {
                throw SwiftCompiler.CompilerError(output: "\(golden.name) does not read:\n\(DiagnosticRenderer.render(diagnostics))")
            }
            examples += resolved.spec.examples.count
            actionsWithoutExample += resolved.facts.actionsWithoutExamples.count
            testFiles.insert(OutputKind.tests.fileName(forSpec: input.path))
            suiteTypes.insert(resolved.spec.connector.value + "ExampleTests")
        }

        var library = [golden.fixtures!]
        var tests: [URL] = []
        try workspace.write("Sources/\(module)/Fixtures.swift", String(contentsOf: golden.fixtures!, encoding: .utf8))
        for (name, contents) in run.files.sorted(by: { $0.key < $1.key }) {
            let path = testFiles.contains(name) ? "Tests/\(module)Tests/\(name)" : "Sources/\(module)/\(name)"
            try workspace.write(path, contents)
            if testFiles.contains(name) {
                tests.append(workspace.url.appendingPathComponent(path))
            } else {
                library.append(workspace.url.appendingPathComponent(path))
            }
        }
        let libraryImports = try StandIn.importedModules(in: library)
        let testImports = try StandIn.importedModules(in: tests)
        return Member(
            golden: golden, module: module, examples: examples, actionsWithoutExample: actionsWithoutExample, suiteTypes: suiteTypes,
            setting: config.isolation == .mainActor ? .mainActorDefault : .swift6,
            libraryStandIns: standIns.filter { libraryImports.contains($0.name) },
            testFiles: tests.map(\.lastPathComponent), testStandIns: standIns.filter { testImports.contains($0.name) })
    }

    /// Builds the package and runs every test in it with `swift test`: what it printed, and
    /// the outcome of each test (`nil` when no test ran, as when the package does not build).
    func test() throws -> (run: SwiftCompiler.Outcome, report: TestRunReport?) {
        guard let swift = SwiftCompiler.swiftCommand else { throw SwiftCompiler.CompilerError(output: "swift was not found beside swiftc") }
        let xUnit = workspace.url.appendingPathComponent("results.xml")
        let run = try SwiftCompiler.run(
            executable: swift, ["test", "--scratch-path", ".build", "--xunit-output", xUnit.path], in: workspace.url)
        let xUnitFile = TestRunReport.swiftTestingFile(forXUnitOutput: xUnit)
        guard FileManager.default.fileExists(atPath: xUnitFile.path) else { return (run, nil) }
        return (run, try TestRunReport(xUnitFile: xUnitFile, output: run.output))
    }

    /// `Package.swift`.
    func manifest() throws -> String {
        func list(_ names: [String]) -> String { names.map(SwiftNames.stringLiteral).joined(separator: ", ") }
        let runtime = ".product(name: \"ConnectorRuntime\", package: \(SwiftNames.stringLiteral(Paths.packageRoot.lastPathComponent)))"
        var targets: [String] = []
        for standIn in standIns {
            let dependencies = try standIn.dependencies().map(\.name).filter { name in standIns.contains { $0.name == name } }
            targets.append(
                ".target(name: \"\(standIn.name)\", dependencies: [\(list(dependencies))], "
                    + "swiftSettings: [.swiftLanguageMode(.v\(standIn.languageMode))]),")
        }
        for member in members {
            let libraryDependencies = [runtime] + member.libraryStandIns.map { SwiftNames.stringLiteral($0.name) }
            targets.append(
                ".target(name: \"\(member.module)\", dependencies: [\(libraryDependencies.joined(separator: ", "))], "
                    + "swiftSettings: \(member.setting.manifestSwiftSettings)),")
            guard !member.testFiles.isEmpty else { continue }
            let testDependencies = [member.module] + member.testStandIns.map(\.name)
            targets.append(".testTarget(name: \"\(member.testModule)\", dependencies: [\(list(testDependencies))]),")
        }
        return """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "GoldenExamples",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: \(SwiftNames.stringLiteral(Paths.packageRoot.path)))],
                targets: [
            \(targets.map { "        " + $0 }.joined(separator: "\n"))
                ]
            )

            """
    }
}
