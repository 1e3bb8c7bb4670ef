import Foundation
import Testing

/// The namespace file holds a check that compiles only in a target whose default isolation
/// is the one the connectors were generated for: a wrong guess (an Xcode target whose setting
/// did not reach the plugin) fails at a declaration that names the setting to change.
@Suite("Isolation check in the namespace file")
struct IsolationCheckTests {
    @Test("the check fails when the target's isolation is not the one generated for, naming the setting", arguments: [
        // (--default-isolation given to the generator, the target's setting, what the compiler names)
        ("nonisolated", CompilerSetting.mainActorDefault, "defaultIsolationIsNonisolated"),
        ("MainActor", CompilerSetting.swift6, "defaultIsolationIsMainActor"),
    ])
    func wrongGuessIsNamed(_ generatedFor: String, _ setting: CompilerSetting, _ named: String) throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        let generate = try workspace.run("generate", "Counter.connector.yml", "--kind", "namespace", "--output", "Out", "--default-isolation", generatedFor)
        #expect(generate.status == 0, "\(generate.standardError)")
        let namespace = workspace.url.appendingPathComponent("Out/ConnectorNamespace.swift")
        let wrong = try SwiftCompiler.typecheck([namespace], in: workspace.url, setting: setting)
        #expect(!wrong.succeeded)
        #expect(wrong.output.contains("error:") && wrong.output.contains(named), "\(wrong.output)")
        let text = try String(contentsOf: namespace, encoding: .utf8)
        let otherSetting = generatedFor == "MainActor" ? "nonisolated" : "MainActor"
        #expect(text.contains("set `isolation: \(otherSetting)` in connector-gen.yml"))
    }
}
