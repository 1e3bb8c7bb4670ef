import ConnectorGen
import Foundation
import Testing

/// `Docs/diagnostics.md` is generated from the golden cases named `error-…` and `warning-…`,
/// and every ``DiagnosticID`` must be shown by at least one of them.
@Suite("Diagnostics catalogue")
struct DiagnosticsCatalogueTests {
    static let document = Paths.packageRoot.appendingPathComponent("Docs/diagnostics.md")

    /// What each catalogued case reports: `(case, diagnostics.txt)`.
    static let reported: [(GoldenCase, String)] = GoldenCase.all.filter { DiagnosticsCatalogue.isCatalogued($0.name) }.map {
        ($0, (try? $0.generate())?["diagnostics.txt"] ?? "")
    }

    @Test("Docs/diagnostics.md matches the golden cases")
    func catalogueIsUpToDate() throws {
        let actual = try DiagnosticsCatalogue.render()
        if GoldenFileTests.isRecording {
            try FileManager.default.createDirectory(at: Self.document.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: Self.document)
            return
        }
        let recorded = try? String(contentsOf: Self.document, encoding: .utf8)
        let diff = UnifiedDiff.diff(
            expected: recorded ?? "", actual: actual,
            expectedName: "Docs/diagnostics.md\(recorded == nil ? " (missing)" : "")",
            actualName: "Docs/diagnostics.md (generated from Tests/GoldenFiles)")
        #expect(diff.isEmpty, "\n\(diff)\nRegenerate it with UPDATE_GOLDEN=1 swift test.")
    }

    @Test("every error- and warning- case has a group and reports what its name says")
    func casesAreCatalogued() throws {
        #expect(!Self.reported.isEmpty)
        for (golden, text) in Self.reported {
            #expect(DiagnosticsCatalogue.classify(golden.name) != nil, "no catalogue group for \(golden.name)")
            let diagnostics = RenderedDiagnostic.parse(text)
            if golden.name.hasPrefix("error-") {
                #expect(diagnostics.contains { $0.severity == "error" }, "\(golden.name) reports no error")
            } else {
                #expect(diagnostics.contains { $0.severity == "warning" }, "\(golden.name) reports no warning")
                #expect(!diagnostics.contains { $0.severity == "error" }, "\(golden.name) is a warning- case but reports an error")
            }
        }
    }

    @Test("every diagnostic ID is shown by a golden case, unless allow-listed with the reason")
    func everyIDIsShown() throws {
        var shownBy: [String: [String]] = [:]
        for (golden, text) in Self.reported {
            for diagnostic in RenderedDiagnostic.parse(text) {
                #expect(diagnostic.id != nil, "\(golden.name) prints a diagnostic without an ID: \(diagnostic.lines[0])")
                if let id = diagnostic.id { shownBy[id, default: []].append(golden.name) }
            }
        }
        for id in DiagnosticID.allCases {
            let cases = shownBy[id.rawValue] ?? []
            if let reason = DiagnosticsCatalogue.notShowable[id] {
                #expect(cases.isEmpty, "[#\(id.rawValue)] is allow-listed (\(reason)) but \(cases[0]) shows it; remove it from the allow-list")
            } else {
                #expect(
                    !cases.isEmpty,
                    "no golden error- or warning- case shows [#\(id.rawValue)]; add a case under Tests/GoldenFiles that reports it, or allow-list it with the reason")
            }
        }
        for id in shownBy.keys.sorted() {
            #expect(DiagnosticID(rawValue: id) != nil, "\(shownBy[id]![0]) prints [#\(id)], which is not a DiagnosticID")
        }
    }

    @Test("every ID has a summary, and IDs are PascalCase and unique ignoring case")
    func idsAreWellFormed() {
        var seen: Set<String> = []
        for id in DiagnosticID.allCases {
            #expect(id.rawValue.first?.isUppercase == true && id.rawValue.allSatisfy { $0.isLetter || $0.isNumber }, "\(id.rawValue)")
            #expect(seen.insert(id.rawValue.lowercased()).inserted, "two IDs differ only in case: \(id.rawValue)")
            #expect(id.summary.hasSuffix(".") && !id.summary.contains("\n"), "the summary of \(id.rawValue) is not one sentence")
        }
    }

    @Test("rendered diagnostics are read back with their locations, notes and fix-its")
    func renderedDiagnosticsParse() {
        let text = """
            List.connector.yml:11:1: error: duplicate key 'state' [#DuplicateKey]
            List.connector.yml:2:1: note: 'state' is first defined here
            List.connector.yml:11:1: note: fix-it: remove one of the two entries, or rename one
            List.connector.yml: error: this spec and List.connector.yaml would both generate List.connector.swift [#DuplicateOutputFile]
            List.connector.yml:14:7: error: 'Int
            String' is not a valid type for 'type': a type must fit on one line [#InvalidType]

            """
        let diagnostics = RenderedDiagnostic.parse(text)
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0].line == 11 && diagnostics[0].column == 1 && diagnostics[0].severity == "error")
        #expect(diagnostics[0].notes.count == 2 && diagnostics[0].notes[0].line == 2)
        #expect(diagnostics[0].fixIt == "remove one of the two entries, or rename one")
        #expect(diagnostics[0].message == "duplicate key 'state'" && diagnostics[0].id == "DuplicateKey")
        #expect(diagnostics[1].id == "DuplicateOutputFile" && diagnostics[2].id == "InvalidType")
        #expect(diagnostics[1].line == nil && diagnostics[1].file == "List.connector.yml" && diagnostics[1].fixIt == nil)
        #expect(diagnostics[2].message == "'Int\nString' is not a valid type for 'type': a type must fit on one line")
        #expect(diagnostics[2].lines.count == 2)
    }

    @Test("excerpts number the lines, mark the diagnostic's line and point at its column")
    func excerptMarksLines() {
        let spec = Array("a: 1\nb: 2\r\nc:\t3\nd: é4\ne: 5\nf: 6\ng: 7\nh: 8\ni: 9\nj: 10\n".utf8)
        let excerpt = DiagnosticsCatalogue.excerpt(of: spec, marks: [3: [4], 4: [6], 10: [1]])
        #expect(excerpt == """
               1 | a: 1
               2 | b: 2
            >  3 | c:␉3
                 |    ^
            >  4 | d: é4
                 |     ^
               5 | e: 5
               6 | f: 6
                 ⋮
               8 | h: 8
               9 | i: 9
            > 10 | j: 10
                 | ^
            """)
    }
}
