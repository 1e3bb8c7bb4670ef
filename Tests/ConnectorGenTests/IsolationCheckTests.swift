import Foundation
import Testing

/// The namespace file holds a check that compiles only in a target whose default isolation
/// is the one the connectors were generated for: a wrong guess (an Xcode target whose setting
/// did not reach the plugin) fails at a declaration that names the setting to change. Code
/// generated for no isolation with ConnectorRuntime's protocol works in a MainActor target,
/// so it gets no check there, unless it is memoized or of the SwiftDux flavor.
@Suite("Isolation check in the namespace file")
struct IsolationCheckTests {
    @Test("the check fails when the target's isolation is not the one generated for, naming the setting", arguments: [
        // (--default-isolation given to the generator, the target's setting, what the compiler names)
        ("nonisolated", CompilerSetting.mainActorDefault, "setIsolationMainActorInConnectorGenYml"),
        ("MainActor", CompilerSetting.swift6, "setIsolationNonisolatedInConnectorGenYml"),
    ])
    func wrongGuessIsNamed(_ generatedFor: String, _ setting: CompilerSetting, _ named: String) throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        try workspace.write("connector-gen.yml", "protocol: Connector\n")
        let namespace = try Self.generateNamespace(in: workspace, for: generatedFor)
        let wrong = try SwiftCompiler.typecheck([namespace], in: workspace.url, setting: setting)
        #expect(!wrong.succeeded)
        #expect(wrong.output.contains("error:") && wrong.output.contains(named), "\(wrong.output)")
        // Nothing sets `isolation`: the error is on the first line of connector-gen.yml.
        #expect(wrong.output.hasPrefix("connector-gen.yml:1:"), "\(wrong.output)")
        let text = try String(contentsOf: namespace, encoding: .utf8)
        let otherSetting = generatedFor == "MainActor" ? "nonisolated" : "MainActor"
        #expect(text.contains("set `isolation: \(otherSetting)` in connector-gen.yml"))
    }

    @Test("a wrong isolation in connector-gen.yml fails at its value, in the name of the fix", arguments: [
        // (connector-gen.yml's isolation, the target's setting, what the compiler names)
        ("nonisolated", CompilerSetting.mainActorDefault, "setIsolationMainActorInConnectorGenYml"),
        ("MainActor", CompilerSetting.swift6, "setIsolationNonisolatedInConnectorGenYml"),
    ])
    func wrongSettingIsLocated(_ configured: String, _ setting: CompilerSetting, _ named: String) throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        try workspace.write("connector-gen.yml", "protocol: Connector\nisolation: \(configured)\n")
        // The app's own protocol, which the namespace file names at `protocol:`.
        try workspace.write("Protocol.swift", "protocol Connector {}\n")
        let generate = try workspace.run("generate", "Counter.connector.yml", "--kind", "namespace", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let namespace = workspace.url.appendingPathComponent("Out/ConnectorNamespace.swift")
        let appProtocol = workspace.url.appendingPathComponent("Protocol.swift")
        let wrong = try SwiftCompiler.typecheck([namespace, appProtocol], in: workspace.url, setting: setting)
        let firstError = wrong.output.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(firstError?.hasPrefix("connector-gen.yml:2:12: error: ") == true, "\(wrong.output)")
        #expect(firstError?.contains(named) == true, "\(wrong.output)")
        let right = try SwiftCompiler.typecheck([namespace, appProtocol], in: workspace.url, setting: setting == .swift6 ? .mainActorDefault : .swift6)
        #expect(right.succeeded, "\(right.output)")
    }

    @Test("a store spec's feature connectors carry the check, for a target with only store specs", arguments: [
        // (connector-gen.yml's isolation, the target's setting, what the compiler names)
        ("nonisolated", CompilerSetting.mainActorDefault, "setIsolationMainActorInConnectorGenYml"),
        ("MainActor", CompilerSetting.swift6, "setIsolationNonisolatedInConnectorGenYml"),
    ])
    func storeFeatureConnectorsCarryTheCheck(_ configured: String, _ setting: CompilerSetting, _ named: String) throws {
        let workspace = try Workspace()
        try workspace.write("App.store.yml", validStoreSpec + "\nconnectors: true\n")
        try workspace.write("connector-gen.yml", "protocol: Connector\nisolation: \(configured)\n")
        try workspace.write("App.swift", SettingsMatrixTests.appProtocol + """
            struct CounterState: Equatable { var count = 0 }
            enum CounterAction { case increment }
            func counterReducer(state: inout CounterState, action: CounterAction) {}

            """)
        let generate = try workspace.run("generate", "App.store.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        #expect(workspace.files(in: "Out") == ["App.store.swift"], "a target with only store specs has no namespace file")
        let files = ["App.swift", "Out/App.store.swift"].map { workspace.url.appendingPathComponent($0) }
        let wrong = try SwiftCompiler.typecheck(files, in: workspace.url, setting: setting)
        #expect(wrong.output.contains("connector-gen.yml:2:12: error: ") && wrong.output.contains(named), "\(wrong.output)")
        let right = try SwiftCompiler.typecheck(files, in: workspace.url, setting: setting == .swift6 ? .mainActorDefault : .swift6)
        #expect(right.succeeded && right.output.isEmpty, "\(right.output)")
    }

    @Test("with ConnectorRuntime's protocol, code generated for no isolation has no check, and compiles in a MainActor target")
    func runtimeProtocolHasNoNonisolatedCheck() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        let namespace = try Self.generateNamespace(in: workspace, for: "nonisolated")
        #expect(try !String(contentsOf: namespace, encoding: .utf8).contains("ConnectorGenSettings"))
        let compiled = try SwiftCompiler.typecheck([namespace], in: workspace.url, setting: .mainActorDefault)
        #expect(compiled.succeeded, "\(compiled.output)")
    }

    @Test(
        "memoized connectors and the SwiftDux flavor, generated for no isolation, get the check: they fail in a MainActor target",
        arguments: ["memoize: true\n", "flavor: swiftdux\n"])
    func codeThatFailsInMainActorTargetGetsTheCheck(_ config: String) throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", Self.sliceReadingSpec)
        try workspace.write("connector-gen.yml", config)
        let namespace = try Self.generateNamespace(in: workspace, for: "nonisolated")
        let wrong = try SwiftCompiler.typecheck([namespace], in: workspace.url, setting: .mainActorDefault)
        #expect(!wrong.succeeded)
        #expect(wrong.output.contains("setIsolationMainActorInConnectorGenYml"), "\(wrong.output)")
        let right = try SwiftCompiler.typecheck([namespace], in: workspace.url, setting: .swift6)
        #expect(right.succeeded, "\(right.output)")
    }

    @Test(
        "memoized connectors generated for MainActor fail in a Swift 5 target without default isolation too: the check names the fix there",
        arguments: [(true, CompilerSetting.swift5), (true, .swift6), (false, .swift6)])
    func mainActorCheckInSwift5(_ memoized: Bool, _ setting: CompilerSetting) throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", Self.sliceReadingSpec)
        try workspace.write("connector-gen.yml", "isolation: MainActor\nmemoize: \(memoized)\n")
        let namespace = try Self.generateNamespace(in: workspace, for: "MainActor")
        let wrong = try SwiftCompiler.typecheck([namespace], in: workspace.url, setting: setting)
        let firstError = wrong.output.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(firstError?.hasPrefix("connector-gen.yml:1:12: error: ") == true, "\(wrong.output)")
        #expect(firstError?.contains("setIsolationNonisolatedInConnectorGenYml") == true, "\(wrong.output)")
        for right in [CompilerSetting.mainActorDefault, .swift5MainActorDefault] {
            let outcome = try SwiftCompiler.typecheck([namespace], in: workspace.url, setting: right)
            #expect(outcome.succeeded && outcome.output.isEmpty, "\(right): \(outcome.output)")
        }
        // Not memoized, the code generated for MainActor compiles in Swift 5 without default
        // isolation, and so does the check.
        if !memoized {
            #expect(try SwiftCompiler.typecheck([namespace], in: workspace.url, setting: .swift5).succeeded)
        }
    }

    /// A spec valid both memoized (it reads a slice) and in the SwiftDux flavor.
    static let sliceReadingSpec = """
        connector: CounterConnector
        state: AppState
        action: AppAction
        view: CounterView
        slices:
          count: count
        viewState:
          count: { type: Int, from: count }
        viewAction:
          increment: .add(1)

        """

    /// Generates the namespace file of the workspace's specs for `isolation`.
    static func generateNamespace(in workspace: Workspace, for isolation: String) throws -> URL {
        let generate = try workspace.run(
            "generate", "Counter.connector.yml", "--kind", "namespace", "--output", "Out", "--default-isolation", isolation)
        #expect(generate.status == 0, "\(generate.standardError)")
        return workspace.url.appendingPathComponent("Out/ConnectorNamespace.swift")
    }
}
