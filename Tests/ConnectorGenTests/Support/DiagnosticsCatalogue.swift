import ConnectorGen
import Foundation

/// Builds `Docs/diagnostics.md` from the golden cases whose folder names start with
/// `error-` or `warning-`.
enum DiagnosticsCatalogue {
    /// The IDs no golden case can show, each with the reason.
    static let notShowable: [DiagnosticID: String] = [
        .fileTooLarge: "it needs a spec larger than 100 MB (`SourceBuffer.maximumSize`)",
        .draftTodo: "`connector-gen adopt` reports it at a Swift file it reads; AdoptCommandTests shows it",
        .screenNotDrafted: "`connector-gen adopt` reports it at a Swift file it reads; AdoptCommandTests shows it",
        .draftNotReplaced: "`connector-gen adopt` reports it for a draft it does not write; AdoptCommandTests shows it",
        .draftDoesNotLint: "`connector-gen adopt` reports it in a draft it writes, from Swift that does not compile; AdoptCommandTests shows it",
        .leftoverGeneratedFile: "`connector-gen generate` reports it for a file in its output folder; CommandLineSafetyTests shows it",
        .misnamedSpec: "the command line reports it for a folder it walks and the build plugin for a target's files, not the generator for a spec; CommandLineTests shows it",
    ]

    enum Group: Int, CaseIterable, Sendable {
        case yaml, spec, configuration, severalSpecs, warnings

        var heading: String {
            switch self {
            case .yaml: "YAML syntax"
            case .spec: "Spec"
            case .configuration: "Target configuration"
            case .severalSpecs: "Several specs"
            case .warnings: "Warnings"
            }
        }

        var introduction: String {
            switch self {
            case .yaml:
                "Problems the YAML reader finds. Reading stops at the first one in a file, so each file reports at most one."
            case .spec:
                "Problems with the keys and values of a spec. Every one in a file is reported at once."
            case .configuration:
                "Problems in `connector-gen.yml`, the defaults for every spec of a target. Nothing is generated while it has an error."
            case .severalSpecs:
                "Problems between the specs of one target."
            case .warnings:
                "A warning does not stop generation: the files are written, and the exit status is 0."
            }
        }
    }

    struct Entry: Sendable {
        var golden: GoldenCase
        var group: Group
        var title: String
        var diagnostics: String

        /// The IDs the case is about, in the order first reported: of its errors for an
        /// `error-` case, of its warnings for a `warning-` case.
        var ids: [String] {
            let severity = golden.name.hasPrefix("warning-") ? "warning" : "error"
            var ids: [String] = []
            for diagnostic in RenderedDiagnostic.parse(diagnostics) where diagnostic.severity == severity {
                if let id = diagnostic.id, !ids.contains(id) { ids.append(id) }
            }
            return ids
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether a golden case belongs in the catalogue.
    static func isCatalogued(_ name: String) -> Bool {
        name.hasPrefix("error-") || name.hasPrefix("warning-")
    }

    /// The group and section title for a case folder: `error-yaml-anchor` is "YAML: anchor".
    static func classify(_ name: String) -> (Group, String)? {
        let rules: [(prefix: String, group: Group, title: String)] = [
            ("error-yaml-", .yaml, "YAML"),
            ("error-spec-", .spec, "Spec"),
            ("error-config-", .configuration, "Target configuration"),
            ("error-two-specs-", .severalSpecs, "Two specs"),
            ("warning-", .warnings, "Warning"),
        ]
        if name == "error-config" { return (.configuration, "Target configuration: several mistakes") }
        for rule in rules where name.hasPrefix(rule.prefix) && name.count > rule.prefix.count {
            return (rule.group, rule.title + ": " + words(String(name.dropFirst(rule.prefix.count))))
        }
        return nil
    }

    private static func words(_ text: String) -> String {
        let spelled = ["utf8": "UTF-8", "yaml": "YAML", "crlf": "CRLF", "bom": "BOM"]
        return text.split(separator: "-").map { spelled[String($0)] ?? String($0) }.joined(separator: " ")
    }

    /// The catalogued cases with their rendered diagnostics, by group, then by name.
    static func entries() throws -> [Entry] {
        var entries: [Entry] = []
        for golden in GoldenCase.all where isCatalogued(golden.name) {
            guard let (group, title) = classify(golden.name) else {
                throw Failure(description: "no catalogue group for \(golden.name); name it error-yaml-…, error-spec-…, error-config-…, error-two-specs-… or warning-…")
            }
            let diagnostics = try golden.generate()["diagnostics.txt"] ?? ""
            entries.append(Entry(golden: golden, group: group, title: title, diagnostics: diagnostics))
        }
        return entries.sorted { ($0.group.rawValue, $0.golden.name) < ($1.group.rawValue, $1.golden.name) }
    }

    // MARK: - Rendering

    static let introduction = """
        # Diagnostics

        <!-- Generated from Tests/GoldenFiles by DiagnosticsCatalogueTests. Do not edit: run `UPDATE_GOLDEN=1 swift test`. -->

        connector-gen reports each problem at its line and column in the spec, on standard error, in
        the format of the Swift compiler, so that Xcode, `swift build` and editors show it in place:

        ```text
        path:line:column: severity: message [#ID]
        path:line:column: note: a related place, such as the first of two duplicates
        path:line:column: note: fix-it: what to change
        ```

        The severity is `error` or `warning`. The ID after the message, such as `[#DuplicateKey]`,
        names the diagnostic and never changes; search this page for it, or look it up in
        [Diagnostic IDs](#diagnostic-ids). Notes follow the diagnostic they belong to, and a fix-it,
        when there is one obvious change, comes last as a `note: fix-it:` line. Paths are printed as
        given on the command line; columns count UTF-8 bytes, as the Swift compiler counts them. A
        problem with a file as a whole has no line and column.

        Exit status:

        - **0**: success. Warnings are allowed; the files are written.
        - **1**: an error in a spec or a file. Nothing is written, and files already in the output
          folder stay as they were.
        - **2**: a usage error, such as an unknown option.

        This file is generated by `UPDATE_GOLDEN=1 swift test` from the golden-file cases in
        [`Tests/GoldenFiles`](../Tests/GoldenFiles) whose folder names start with `error-` or
        `warning-`; `swift test` fails when it is out of date. Each section shows the lines of the
        spec around each diagnostic (`>` marks the line, `^` the column), the diagnostics exactly as
        connector-gen prints them, and the fix.

        """

    /// The table of every ID: its severity, what it means, and the sections that show it.
    static func idTable(_ entries: [Entry]) -> String {
        var output = "\n## Diagnostic IDs\n\nEvery ID connector-gen prints, with the sections below that show it.\n\n"
        output += "| ID | Severity | Meaning | Shown in |\n| --- | --- | --- | --- |\n"
        for id in DiagnosticID.allCases {
            var showing = entries.filter { $0.ids.contains(id.rawValue) }
            if showing.isEmpty {
                showing = entries.filter { RenderedDiagnostic.parse($0.diagnostics).contains { $0.id == id.rawValue } }
            }
            let links = showing.map { "[\($0.title)](#\(anchor($0.title)))" }.joined(separator: ", ")
            let shown = links.isEmpty ? notShowable[id].map { "no example: \($0)" } ?? "" : links
            // A '|' ends a table cell, even inside a code span, unless escaped.
            let summary = id.summary.replacingOccurrences(of: "|", with: "\\|")
            output += "| `\(id.rawValue)` | \(id.defaultSeverity.rawValue) | \(summary) | \(shown) |\n"
        }
        return output
    }

    /// The IDs of a section, each with its severity and meaning.
    private static func idList(_ entry: Entry) throws -> String {
        let ids = try entry.ids.map { raw in
            guard let id = DiagnosticID(rawValue: raw) else {
                throw Failure(description: "\(entry.golden.name) prints the unknown ID \(raw)")
            }
            return "`\(raw)` (\(id.defaultSeverity.rawValue)): \(id.summary)"
        }
        switch ids.count {
        case 0: throw Failure(description: "\(entry.golden.name) reports no \(entry.golden.name.hasPrefix("warning-") ? "warning" : "error")")
        case 1: return "ID \(ids[0])\n"
        default: return "IDs:\n\n" + ids.map { "- \($0)" }.joined(separator: "\n") + "\n"
        }
    }

    /// The whole document.
    static func render() throws -> String {
        let entries = try entries()
        var output = introduction
        var anchors: Set<String> = []
        for group in Group.allCases {
            let members = entries.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            var links: [String] = []
            for entry in members {
                let anchor = anchor(entry.title)
                guard anchors.insert(anchor).inserted else {
                    throw Failure(description: "two sections have the anchor #\(anchor); rename \(entry.golden.name)")
                }
                links.append("[\(shortTitle(entry.title))](#\(anchor))")
            }
            output += "\n- [\(group.heading)](#\(anchor(group.heading))): " + links.joined(separator: ", ")
        }
        output += "\n- [Diagnostic IDs](#diagnostic-ids)\n"
        for group in Group.allCases {
            let members = entries.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            output += "\n## \(group.heading)\n\n\(group.introduction)\n"
            for entry in members {
                output += try section(entry)
            }
        }
        return output + idTable(entries)
    }

    private static func shortTitle(_ title: String) -> String {
        title.range(of: ": ").map { String(title[$0.upperBound...]) } ?? title
    }

    /// GitHub's anchor for a heading.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
            return nil
        })
    }

    private static func section(_ entry: Entry) throws -> String {
        let diagnostics = RenderedDiagnostic.parse(entry.diagnostics)
        guard !diagnostics.isEmpty else {
            throw Failure(description: "\(entry.golden.name) reports no diagnostics")
        }
        var output = "\n### \(entry.title)\n\n"
        output += try idList(entry) + "\n"
        output += "Case [`\(entry.golden.name)`](../Tests/GoldenFiles/\(entry.golden.name)).\n"

        // The excerpts: every line a diagnostic or note points at, per file.
        var marks: [String: [Int: Set<Int>]] = [:]
        for diagnostic in diagnostics {
            if let line = diagnostic.line, let column = diagnostic.column {
                marks[diagnostic.file, default: [:]][line, default: []].insert(column)
            }
            for note in diagnostic.notes {
                if let line = note.line, let column = note.column {
                    marks[diagnostic.file, default: [:]][line, default: []].insert(column)
                }
            }
        }
        let unlocated = Set(diagnostics.filter { $0.line == nil }.map(\.file)).sorted()
        for file in marks.keys.sorted() {
            let url = entry.golden.folder.appendingPathComponent(file)
            let bytes = Array(try Data(contentsOf: url))
            output += "\n`\(file)`:\n\n" + fenced(excerpt(of: bytes, marks: marks[file]!))
        }
        if !unlocated.isEmpty {
            let specs = try FileManager.default.contentsOfDirectory(atPath: entry.golden.folder.path)
                .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
            output += "\nThe case's files: \(specs.map { "`\($0)`" }.joined(separator: ", ")). "
            output += "A diagnostic about a file as a whole has no line.\n"
        }

        output += "\nconnector-gen prints:\n\n" + fenced(diagnostics.flatMap(\.lines).joined(separator: "\n"))

        var fixes: [String] = []
        for diagnostic in diagnostics {
            let item = "- \(code(diagnostic.message)): " + (diagnostic.fixIt.map(code) ?? "no fix-it")
                + (diagnostic.severity == "warning" ? " (warning)" : "")
            if !fixes.contains(item) { fixes.append(item) }
        }
        output += "\n\(fixes.count == 1 ? "Fix" : "Fixes"):\n\n" + fixes.joined(separator: "\n") + "\n"
        return output
    }

    /// A Markdown code span holding `text`, whatever backticks it contains.
    static func code(_ text: String) -> String {
        let text = text.replacingOccurrences(of: "\n", with: "⏎")
        let ticks = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return ticks + padding + text + padding + ticks
    }

    private static func fenced(_ text: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: text) + 1))
        return "\(fence)text\n\(text)\n\(fence)\n"
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0
        var current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// The lines of a file around the marked lines (two either side), numbered, each marked
    /// line flagged with `>` and followed by `^` under each marked column (a UTF-8 byte
    /// column). Line breaks are read as the spec reader reads them; control characters and
    /// tabs are shown as their Unicode control pictures, invalid UTF-8 as U+FFFD.
    static func excerpt(of bytes: [UInt8], marks: [Int: Set<Int>]) -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var lines: [[UInt8]] = [[]]
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            if byte == 0x0D || byte == 0x0A {
                if byte == 0x0D, index + 1 < body.endIndex, body[index + 1] == 0x0A { index += 1 }
                lines.append([])
            } else {
                lines[lines.count - 1].append(byte)
            }
            index += 1
        }
        if lines.count > 1 && lines.last!.isEmpty { lines.removeLast() }
        let lastMarked = marks.keys.max() ?? 1
        while lines.count < lastMarked { lines.append([]) }

        var shown: [ClosedRange<Int>] = []
        for line in marks.keys.sorted() {
            let range = max(1, line - 2)...min(lines.count, line + 2)
            if let last = shown.last, range.lowerBound <= last.upperBound + 1 {
                shown[shown.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                shown.append(range)
            }
        }
        let width = String(shown.last?.upperBound ?? 1).count
        var output: [String] = []
        for (number, range) in shown.enumerated() {
            if number > 0 { output.append(String(repeating: " ", count: width + 3) + "⋮") }
            for line in range {
                let text = display(lines[line - 1])
                let numberText = String(repeating: " ", count: width - String(line).count) + String(line)
                output.append((marks[line] == nil ? "  " : "> ") + numberText + " |" + (text.isEmpty ? "" : " " + text))
                if let columns = marks[line] {
                    var carets = ""
                    for column in columns.sorted() {
                        let offset = display(Array(lines[line - 1].prefix(max(0, column - 1)))).count
                            + max(0, column - 1 - lines[line - 1].count)
                        if offset >= carets.count {
                            carets += String(repeating: " ", count: offset - carets.count) + "^"
                        }
                    }
                    output.append(String(repeating: " ", count: width + 2) + " | " + carets)
                }
            }
        }
        return output.joined(separator: "\n")
    }

    private static func display(_ bytes: [UInt8]) -> String {
        String(String(decoding: bytes, as: UTF8.self).unicodeScalars.map { scalar -> Character in
            if scalar.value < 0x20 { return Character(UnicodeScalar(0x2400 + scalar.value)!) }
            if scalar.value == 0x7F { return "\u{2421}" }
            return Character(scalar)
        })
    }
}
