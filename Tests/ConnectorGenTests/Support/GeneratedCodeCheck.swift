import Foundation
import Testing

extension SwiftCompiler {
    /// Writes `files` (specs, `connector-gen.yml`, the app's `Fixtures.swift`) into a new
    /// workspace, generates them into `Out`, and type-checks the fixtures with every generated
    /// file in `setting`, against the runtime and the stand-ins.
    static func generateAndTypecheck(setting: CompilerSetting, files: [String: String]) throws -> (Workspace, Outcome) {
        let workspace = try Workspace()
        for (path, text) in files { try workspace.write(path, text) }
        let generate = try workspace.run("generate", ".", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let generated = try FileManager.default.contentsOfDirectory(atPath: workspace.url.appendingPathComponent("Out").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { "Out/" + $0 }
        let outcome = try typecheck((["Fixtures.swift"] + generated).map { workspace.url.appendingPathComponent($0) }, in: workspace.url, setting: setting)
        return (workspace, outcome)
    }
}
