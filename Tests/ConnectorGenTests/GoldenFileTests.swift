import ConnectorGen
import Foundation
import Testing

/// Pins the generator's output: each case's generated files and diagnostics must match
/// what is recorded under `expected/`. `UPDATE_GOLDEN=1 swift test` re-records.
@Suite("Golden files")
struct GoldenFileTests {
    static let isRecording = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"

    @Test("output matches the recorded files", arguments: GoldenCase.all)
    func outputMatches(_ golden: GoldenCase) throws {
        try golden.recorded.check(try golden.generate())
    }

    @Test("output is identical from run to run and whatever the order of the inputs", arguments: GoldenCase.all)
    func outputIsDeterministic(_ golden: GoldenCase) throws {
        let first = try golden.generate()
        let second = try golden.generate()
        #expect(first == second)
        let inputs = try golden.inputs()
        let options = Generator.Options(kinds: [.connector, .namespace, .tests], testedModule: GoldenCase.testedModule)
        let forward = Generator.generate(inputs, config: try golden.config(), options: options)
        let backward = Generator.generate(inputs.reversed(), config: try golden.config(), options: options)
        #expect(forward.files == backward.files)
        #expect(forward.diagnostics == backward.diagnostics)
    }

    @Test("generated files are left as they are by swift-format", arguments: GoldenCase.all.filter { $0.fixtures != nil })
    func stableUnderSwiftFormat(_ golden: GoldenCase) throws {
        let formatter = try #require(SwiftCompiler.swiftFormat, "swift-format was not found beside swiftc")
        let folder = try Paths.temporaryFolder("format-\(golden.name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, contents) in try golden.generate() where name.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(name)
            try Data(contents.utf8).write(to: url)
            let outcome = try SwiftCompiler.run(executable: formatter, ["format", url.path], in: folder)
            #expect(outcome.succeeded)
            #expect(outcome.output == contents, "swift-format changes \(golden.name)/\(name)")
        }
    }

    /// The layout the command plugins write for committed files: `swift format lint` (four
    /// spaces, 120 columns) finds nothing in it, and it compiles like the exact layout.
    @Test("committed output (the formatted layout) passes swift format lint and compiles", arguments: GoldenCase.all.filter { $0.fixtures != nil })
    func formattedLayoutPassesLint(_ golden: GoldenCase) throws {
        let formatter = try #require(SwiftCompiler.swiftFormat, "swift-format was not found beside swiftc")
        let folder = try Paths.temporaryFolder("formatted-\(golden.name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent(".swift-format")
        try Data(#"{ "version": 1, "indentation": { "spaces": 4 }, "lineLength": 120 }"#.utf8).write(to: configuration)
        var app: [URL] = [golden.fixtures!]
        var tests: [URL] = []
        for (name, contents) in try golden.generate(layout: .formatted) where name.hasSuffix(".swift") {
            #expect(!contents.contains("swift-format-ignore-file"), "\(name)")
            let url = folder.appendingPathComponent(name)
            try Data(contents.utf8).write(to: url)
            if name.hasSuffix("Tests.swift") { tests.append(url) } else { app.append(url) }
        }
        let lint = try SwiftCompiler.run(
            executable: formatter, ["lint", "--strict", "--configuration", configuration.path] + (app.dropFirst() + tests).map(\.path),
            in: folder)
        // That case names its fields in Portuguese and Japanese on purpose; `swift format`'s
        // IdentifiersMustBeASCII flags the names the spec chose, and nothing else there.
        let findings = lint.output.split(separator: "\n").filter { golden.name != "unicode-crlf-bom" || !$0.contains("[IdentifiersMustBeASCII]") }
        #expect(findings.isEmpty, "swift format lint finds, in \(golden.name):\n\(lint.output)")
        let setting: CompilerSetting = try golden.config().isolation == .mainActor ? .mainActorDefault : .swift6
        let module = try SwiftCompiler.emitModule(GoldenCase.testedModule, app, in: folder, setting: setting)
        #expect(module.succeeded && module.output.isEmpty, "\(golden.name): \(module.output)")
        guard module.succeeded, !tests.isEmpty else { return }
        let typecheck = try SwiftCompiler.typecheck(tests, against: folder, in: folder, setting: setting)
        #expect(typecheck.succeeded && typecheck.output.isEmpty, "\(golden.name) tests: \(typecheck.output)")
    }
}
