import Foundation
import Testing

/// `Scripts/check-xcode-plugins.sh` type-checks the plugins' `#if canImport(XcodeProjectPlugin)`
/// code against a stand-in of Xcode's module (`Tests/XcodeStandIn`). It is only worth having if
/// it fails when that code uses a name the real module lacks; these tests show both sides.
@Suite("The plugins' Xcode code type-checks against XcodeProjectPlugin", .serialized)
struct XcodePluginCheckTests {
    static let script = Paths.packageRoot.appendingPathComponent("Scripts/check-xcode-plugins.sh")

    static func check(plugins: URL? = nil) throws -> SwiftCompiler.Outcome {
        let swiftc = try #require(SwiftCompiler.swiftc, "swiftc was not found on the PATH")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let path = URL(fileURLWithPath: swiftc).deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        process.arguments = ["PATH=\(path)", "bash", script.path] + (plugins.map { ["--plugins", $0.path] } ?? [])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return SwiftCompiler.Outcome(succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
    }

    @Test("every plugin type-checks with its Xcode code enabled")
    func pluginsTypeCheck() throws {
        let outcome = try Self.check()
        #expect(outcome.succeeded, "\(outcome.output)")
        for plugin in ["CheckConnectorsCommand", "ConnectorGenPlugin", "GenerateConnectorsCommand"] {
            #expect(outcome.output.contains("ok: \(plugin) (with its Xcode code)"), "\(outcome.output)")
        }
    }

    /// Two names Xcode's module does not have: `XcodeTarget.dependencies` (package targets have
    /// `dependencies`; Xcode targets do not) and `directoryPathURL` (the field of SwiftPM's
    /// invocation record, which Xcode's `XcodeProject` calls `directoryURL`).
    @Test("the check fails when the Xcode code uses a name the real module lacks")
    func wrongNameFails() throws {
        let copy = try Paths.temporaryFolder("xcode-check").appendingPathComponent("Plugins")
        let cp = try SwiftCompiler.run(executable: "/bin/cp", ["-RL", Paths.packageRoot.appendingPathComponent("Plugins").path, copy.path], in: copy.deletingLastPathComponent())
        try #require(cp.succeeded, "\(cp.output)")
        func mutate(_ path: String, _ original: String, _ replacement: String) throws {
            let file = copy.appendingPathComponent(path)
            let text = try String(contentsOf: file, encoding: .utf8)
            try #require(text.contains(original), "\(path) no longer contains \(original); update this test")
            try text.replacingOccurrences(of: original, with: replacement).write(to: file, atomically: true, encoding: .utf8)
        }
        try mutate("ConnectorGenPlugin/Plugin.swift", "let projectTargets = context.xcodeProject.targetFacts", "let projectTargets = context.xcodeProject.targetFacts; _ = target.dependencies")
        try mutate("GenerateConnectorsCommand/ConnectorCommandPlugin.swift", "context.xcodeProject.directoryURL", "context.xcodeProject.directoryPathURL")

        let outcome = try Self.check(plugins: copy)
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("value of type 'XcodeTarget' has no member 'dependencies'"), "\(outcome.output)")
        #expect(outcome.output.contains("value of type 'XcodeProject' has no member 'directoryPathURL'"), "\(outcome.output)")
        #expect(outcome.output.contains("error: ConnectorGenPlugin does not type-check with its Xcode code enabled"))
        #expect(outcome.output.contains("error: GenerateConnectorsCommand does not type-check with its Xcode code enabled"))
        #expect(outcome.output.contains("ok: CheckConnectorsCommand"), "an unchanged plugin still passes")
    }
}
