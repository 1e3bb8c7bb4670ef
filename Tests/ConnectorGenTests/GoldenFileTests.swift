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
        let actual = try golden.generate()
        if Self.isRecording {
            try golden.record(actual)
            return
        }
        let expected = try golden.expected()
        #expect(!expected.isEmpty, "\(golden.name) has nothing recorded; run UPDATE_GOLDEN=1 swift test")
        for name in Set(expected.keys).union(actual.keys).sorted() {
            let diff = UnifiedDiff.diff(
                expected: expected[name] ?? "", actual: actual[name] ?? "",
                expectedName: "\(golden.name)/expected/\(name)\(expected[name] == nil ? " (not recorded)" : "")",
                actualName: "\(golden.name)/actual/\(name)\(actual[name] == nil ? " (not generated)" : "")")
            #expect(diff.isEmpty, "\n\(diff)\nRe-record with UPDATE_GOLDEN=1 swift test if the change is intended.")
        }
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

    @Test("generated connectors and test suites compile without warnings in Swift 6 mode", arguments: GoldenCase.all.filter { $0.fixtures != nil })
    func outputCompiles(_ golden: GoldenCase) throws {
        let generated = try golden.generate()
        let sources = generated.filter { $0.key.hasSuffix(".swift") && !$0.key.hasSuffix("Tests.swift") }
        #expect(!sources.isEmpty, "\(golden.name) has a Fixtures.swift but generates nothing")
        let folder = try Paths.temporaryFolder(golden.name)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = [golden.fixtures!]
        for (name, contents) in sources.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try Data(contents.utf8).write(to: url)
            files.append(url)
        }
        let outcome = try SwiftCompiler.emitModule(GoldenCase.testedModule, files, in: folder)
        #expect(outcome.succeeded, "\(golden.name) does not compile:\n\(outcome.output)")
        #expect(outcome.output.isEmpty, "\(golden.name) compiles with messages:\n\(outcome.output)")
        guard outcome.succeeded else { return }

        // The generated test suites compile against that module.
        let tests = generated.filter { $0.key.hasSuffix("ConnectorExampleTests.swift") }
        var testFiles: [URL] = []
        for (name, contents) in tests.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try Data(contents.utf8).write(to: url)
            testFiles.append(url)
        }
        let testOutcome = try SwiftCompiler.typecheck(testFiles, against: folder, in: folder)
        #expect(testOutcome.succeeded && testOutcome.output.isEmpty, "\(golden.name)'s generated tests do not compile cleanly:\n\(testOutcome.output)")
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
}
