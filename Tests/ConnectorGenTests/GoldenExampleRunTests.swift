import Foundation
import Testing

/// Generated code must not only compile but behave as its spec says: the tests generated from
/// every golden case's examples are built, with the case's fixtures and generated code, into
/// one throwaway package (`GoldenExamplePackage`) and run with `swift test`. The package is
/// slow to build, so one test builds and runs it once.
@Suite("Golden cases' examples run and pass")
struct GoldenExampleRunTests {
    @Test("every golden case's generated tests run: one passing test per example, one disabled test per action without one")
    func examplesPass() throws {
        let package = try GoldenExamplePackage(cases: GoldenCase.all)
        try #require(!package.members.isEmpty, "no golden case has a Fixtures.swift")
        let (run, report) = try package.test()
        guard let report else {
            Issue.record("swift test ran no test: the package does not build:\n\(Self.problems(in: run.output))")
            return
        }
        for member in package.members {
            let results = member.results(in: report)
            let failed = results.filter { $0.outcome == .failed }
            if !failed.isEmpty {
                Issue.record("\(member.golden.name): tests failed:\n\(failed.map(\.description).joined(separator: "\n"))")
            }
            let skipped = results.filter { $0.outcome == .skipped }.count
            if results.count != member.expectedTests || skipped != member.actionsWithoutExample {
                Issue.record("""
                    \(member.golden.name): its examples promise \(member.examples) tests that run and \(member.actionsWithoutExample) \
                    disabled (one per action without an example), but \(results.count - skipped) ran and \(skipped) were skipped
                    """)
            }
        }
        let attributed = package.members.flatMap { $0.results(in: report) }
        let unattributed = report.results.filter { !attributed.contains($0) }
        if !unattributed.isEmpty {
            Issue.record("tests of no golden case ran:\n\(unattributed.map(\.description).joined(separator: "\n"))")
        }
        if !run.succeeded {
            Issue.record("swift test failed:\n\(Self.problems(in: run.output))")
        }
    }

    /// The lines of `output` that tell what went wrong: errors, failed tests and issues.
    static func problems(in output: String, limit: Int = 8000) -> String {
        let lines = output.split(whereSeparator: \.isNewline).filter { line in
            line.contains("error") || line.contains("✘") || line.contains("failed")
        }
        let text = lines.joined(separator: "\n")
        return text.isEmpty ? String(output.suffix(limit)) : String(text.prefix(limit))
    }
}
