import ConnectorGen
import Foundation
import Testing

/// `Docs/diagnostics.md` is generated from the golden cases named `error-…` and `warning-…`,
/// and every diagnostic message in the sources must be shown by at least one golden case.
@Suite("Diagnostics catalogue")
struct DiagnosticsCatalogueTests {
    static let document = Paths.packageRoot.appendingPathComponent("Docs/diagnostics.md")

    /// Messages no golden case can show, each with the reason.
    static let notTriggerable: [String: String] = [
        // SourceBuffer.maximumSize is 100 MB; a golden case would need a spec that large.
        "the file is … MB; specs larger than … MB are not read": "needs a spec larger than 100 MB",
    ]

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

    @Test("every diagnostic message in Sources/ConnectorGen is shown by a golden case")
    func everyMessageIsCovered() throws {
        let templates = try MessageTemplateScanner.templates(
            inFolder: Paths.packageRoot.appendingPathComponent("Sources/ConnectorGen"))
        #expect(templates.filter { $0.kind == .message }.count > 60, "the scanner found too few messages; is it broken?")

        let messages = Self.reported.flatMap { RenderedDiagnostic.parse($0.1) }
            .filter { $0.severity != "note" }.map(\.message)
        var sites: [String: [MessageTemplate]] = [:]
        for template in templates { sites[template.pattern, default: []].append(template) }

        for pattern in sites.keys.sorted() {
            let template = sites[pattern]![0]
            let places = sites[pattern]!.map(\.site).joined(separator: ", ")
            let isCovered = messages.contains(where: template.matches)
            if let reason = Self.notTriggerable[pattern] {
                #expect(!isCovered, "'\(pattern)' is allow-listed (\(reason)) but a golden case shows it; remove it from the allow-list")
                continue
            }
            #expect(
                isCovered,
                """
                no golden diagnostics.txt shows the \(template.kind == .fragment ? "message part" : "message") `\(pattern)` \
                (key `\(template.key)`, at \(places)); add a case under Tests/GoldenFiles that triggers it, or allow-list it with the reason
                """)
        }
        for pattern in Self.notTriggerable.keys.sorted() {
            #expect(sites[pattern] != nil, "the allow-listed message '\(pattern)' is no longer in the sources; remove it from the allow-list")
        }
    }

    @Test("the scanner reads message literals, escapes and interpolations")
    func scannerReadsLiterals() {
        let source = #"""
            // context.error("in a comment", at: x)
            let text = "SyntaxError(\"in a string\")"
            func error(_ message: String) {}
            throw SyntaxError("a \"quoted\" \\ word '\(name.map { "(\($0))" })' here", at: location)
            context.warning(
                "the slice '\(name)' is never used", at: location)
            diagnostics.append(Diagnostic(.error, message, file: file, at: nil))
            diagnostics.append(Diagnostic(
                .warning, "two \(a) and \(b)", file: file, at: nil))
            context.error(message, at: location)
            Diagnostic.Note("'\(name)' is first defined here", at: first)
            return Problem(message: "'\(char(byte))' is never closed", offset: 0)
            """#
        let templates = MessageTemplateScanner.templates(in: source, file: "Sample.swift")
        #expect(templates.map(\.segments) == [
            ["a \"quoted\" \\ word '", "' here"],
            ["the slice '", "' is never used"],
            ["two ", " and ", ""],
            ["'", "' is never closed"],
        ])
        #expect(templates.map(\.kind) == [.message, .message, .message, .fragment])
        #expect(templates.map(\.site) == ["Sample.swift:4", "Sample.swift:6", "Sample.swift:9", "Sample.swift:12"])
        #expect(templates.map(\.key) == ["a \"quoted\" \\ word '", "the slice '", " and ", "' is never closed"])
        #expect(templates[1].matches("the slice 'items' is never used"))
        #expect(!templates[1].matches("the slice 'items' is never used twice"))
        #expect(templates[3].matches("'(' is never closed in 'from'"))
    }

    @Test("rendered diagnostics are read back with their locations, notes and fix-its")
    func renderedDiagnosticsParse() {
        let text = """
            List.connector.yml:11:1: error: duplicate key 'state'
            List.connector.yml:2:1: note: 'state' is first defined here
            List.connector.yml:11:1: note: fix-it: remove one of the two entries, or rename one
            List.connector.yml: error: this spec and List.connector.yaml would both generate List.connector.swift
            List.connector.yml:14:7: error: 'Int
            String' is not a valid type for 'type': a type must fit on one line

            """
        let diagnostics = RenderedDiagnostic.parse(text)
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0].line == 11 && diagnostics[0].column == 1 && diagnostics[0].severity == "error")
        #expect(diagnostics[0].notes.count == 2 && diagnostics[0].notes[0].line == 2)
        #expect(diagnostics[0].fixIt == "remove one of the two entries, or rename one")
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
