import ConnectorGen
import Foundation
import Testing

/// Each diagnostic ID is a row of the catalogue, a `static let … = DiagnosticID(…)` in the
/// `Messages+*.swift` file of its group, and `DiagnosticID.allCases` joins the lists of those
/// files: a row left out of its list would be missing from `Docs/diagnostics.md` and from
/// `DiagnosticID(rawValue:)`.
@Suite("Diagnostic ID rows")
struct DiagnosticsIDListTests {
    /// A row as written in the sources.
    struct Row: CustomStringConvertible {
        var name: String
        var rawValue: String
        var file: String

        var description: String { "\(file): \(name) (\(rawValue))" }
    }

    /// Every `static let name = DiagnosticID("RawValue", …)` under `Sources/ConnectorGen/Diagnostics`.
    static func rows() throws -> [Row] {
        let folder = Paths.packageRoot.appendingPathComponent("Sources/ConnectorGen/Diagnostics")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var rows: [Row] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: #/static let (\w+) = DiagnosticID\(\s*"(\w+)"/#) {
                rows.append(Row(name: String(match.output.1), rawValue: String(match.output.2), file: file))
            }
        }
        return rows
    }

    @Test("every row is in allCases exactly once, and allCases holds nothing else")
    func everyRowIsListed() throws {
        let rows = try Self.rows()
        #expect(rows.count > 100, "found only \(rows.count) rows; has the form of a row changed?")
        let listed = DiagnosticID.allCases.map(\.rawValue)
        for row in rows {
            let count = listed.filter { $0 == row.rawValue }.count
            #expect(count == 1, "\(row) is in DiagnosticID.allCases \(count) times; add it once to the list of its file")
        }
        let written = Set(rows.map(\.rawValue))
        for rawValue in listed where !written.contains(rawValue) {
            Issue.record("DiagnosticID.allCases lists \(rawValue), which no row declares")
        }
    }

    @Test("raw values are unique, and each row is named after its raw value")
    func rowsAreWellFormed() throws {
        let rows = try Self.rows()
        var seen: [String: Row] = [:]
        for row in rows {
            if let first = seen.updateValue(row, forKey: row.rawValue) {
                Issue.record("\(row) has the raw value of \(first)")
            }
            #expect(row.name.prefix(1).uppercased() + row.name.dropFirst() == row.rawValue, "\(row) is not named after its raw value")
        }
    }

    @Test("each ID reads back from its raw value, and no other raw value reads")
    func rawValuesReadBack() {
        for id in DiagnosticID.allCases {
            #expect(DiagnosticID(rawValue: id.rawValue) == id)
            #expect(DiagnosticID(rawValue: id.rawValue)?.summary == id.summary)
        }
        #expect(DiagnosticID(rawValue: "NoSuchDiagnostic") == nil)
        #expect(DiagnosticID(rawValue: "unusedSlice") == nil)
    }
}
