import Foundation
import Testing

/// A wrong example fails at its place in the spec, with both values: the generated suites,
/// Swift Testing and XCTest, are built and run in a throwaway package.
@Suite("A failing example is reported at the spec")
struct ExampleFailureLocationTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "ExampleFailure",
            targets: [
                .target(name: "App"),
                .testTarget(name: "AppTests", dependencies: ["App"]),
                .testTarget(name: "AppXCTests", dependencies: ["App"]),
                .testTarget(name: "AppMainActorXCTests", dependencies: ["App"]),
            ]
        )

        """

    static let app = """
        protocol Connector {
            associatedtype State
            associatedtype Action
            associatedtype ViewState: Equatable
            associatedtype ViewAction
            func connect(state: State) -> ViewState
            func connect(action: ViewAction) -> Action
        }
        struct AppState { var count = 0 }
        enum AppAction: Equatable { case add(Int) }
        enum CounterView {}

        """

    /// Both examples are wrong: the count shown is 2, and increment sends `.add(1)`; `reset`
    /// has none.
    static let spec = """
        connector: CounterConnector
        state: AppState
        action: AppAction
        view: CounterView
        viewState:
          count: { type: Int, from: state.count }
        viewAction:
          increment: .add(1)
          reset: .add(0)
        examples:
          - name: the count is shown
            given: AppState(count: 2)
            expect: .init(count: 3)
          - name: incrementing adds one
            send: .increment
            expect: .add(2)

        """

    @Test("swift test names the spec path the generator was given, the example's line, and both values")
    func failureAtSpec() throws {
        let swift = try #require(SwiftCompiler.swiftc.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("swift").path })
        let workspace = try Workspace("example-failure")
        try workspace.write("Package.swift", Self.manifest)
        try workspace.write("Sources/App/App.swift", Self.app)
        try workspace.write("Specs/Counter.connector.yml", Self.spec)
        try workspace.write("Specs/connector-gen.yml", "protocol: Connector\n")
        try workspace.write("XCTest/connector-gen.yml", "protocol: Connector\ntests: xctest\n")
        // Tests on the main actor: XCTest runs its `@MainActor` methods (an `async` one, which
        // the XCTest of swift-corelibs can run; it stops on a synchronous one).
        try workspace.write("MainActorXCTest/connector-gen.yml", "protocol: Connector\ntests: xctest\nisolation: MainActor\n")
        for arguments in [
            ["--output", "Sources/App"],
            ["--kind", "tests", "--module", "App", "--output", "Tests/AppTests"],
            ["--kind", "tests", "--module", "App", "--config", "XCTest/connector-gen.yml", "--output", "Tests/AppXCTests"],
            ["--kind", "tests", "--module", "App", "--config", "MainActorXCTest/connector-gen.yml", "--output", "Tests/AppMainActorXCTests"],
        ] {
            let run = try ToolRun(["generate", "Specs/Counter.connector.yml", "--quiet"] + arguments, in: workspace.url)
            try #require(run.status == 0, "\(run.standardError)")
        }
        let test = try SwiftCompiler.run(executable: swift, ["test", "--scratch-path", ".build"], in: workspace.url)
        #expect(!test.succeeded)
        let output = test.output
        // Swift Testing: the file name, line and column of each expected value, and both values.
        #expect(output.contains(
            "recorded an issue at Counter.connector.yml:13:13: Expectation failed: (connector.connect(state: given) → State(count: 2)) == (expected → State(count: 3))"),
            "\(output)")
        #expect(output.contains("recorded an issue at Counter.connector.yml:16:13: Expectation failed: (connector.connect(action: sent) → .add(1)) == (expected → .add(2))"))
        // XCTest: the spec path as given, and the line, from both XCTest targets.
        let xcTestFailure = "Specs/Counter.connector.yml:13: error: CounterConnectorExampleTests.testTheCountIsShown : XCTAssertEqual failed: (\"State(count: 2)\") is not equal to (\"State(count: 3)\")"
        #expect(output.components(separatedBy: xcTestFailure).count == 3, "\(output)")
        #expect(!output.contains("unexpected signal"), "\(output)")
        #expect(output.contains("Specs/Counter.connector.yml:16: error: CounterConnectorExampleTests.testIncrementingAddsOne : XCTAssertEqual failed: (\"add(1)\") is not equal to (\"add(2)\")"))
        // XCTest's skip of the action without an example, at the action.
        #expect(output.contains("Specs/Counter.connector.yml:9: CounterConnectorExampleTests.testResetNeedsAnExample : Test skipped"), "\(output)")
        // The build itself is clean.
        #expect(!output.contains("warning:"), "\(output)")
    }
}
