import ConnectorGen
import Foundation

extension Subcommand {
    static let explain = Subcommand(
        name: "explain", synopsis: "<ID>",
        explanation: """
            Says what the diagnostic with an ID means: the ID printed after a message, such as
            [#DuplicateKey]. Docs/diagnostics.md, in connector-gen's package, lists every ID, and
            shows most with a spec that gives it, the message and the fix: where explain finds
            that page (in the package it runs in, one it depends on, or the one its binary was
            built in), it prints the first section that shows the ID.
            """,
        command: ExplainCommand.init,
        options: [],
        examples: """
            connector-gen explain DuplicateKey
            connector-gen explain '[#UnusedSlice]'
            """)
}

/// `connector-gen explain <ID>`: the severity and meaning of a diagnostic ID.
struct ExplainCommand: Command {
    let arguments: Arguments
    let console: Console

    func run() throws(Arguments.UsageError) -> Int32 {
        let written = try arguments.onlyPositional(else: "explain takes one diagnostic ID, such as DuplicateKey")
        // As printed after a message, `[#DuplicateKey]`, or without its brackets.
        let name = String(written.drop { $0 == "[" || $0 == "#" }.reversed().drop { $0 == "]" }.reversed())
        let all = DiagnosticID.allCases
        guard let id = DiagnosticID(rawValue: name) ?? all.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            let suggestion = DidYouMean.suggestion(for: name, among: all.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
            throw Arguments.UsageError(message: "'\(written)' is not a diagnostic ID of connector-gen\(suggestion)")
        }
        console.out("\(id.rawValue) (\(id.defaultSeverity.rawValue)): \(id.summary)")
        // The page of connector-gen's package, where the package here or this tool's is found.
        let executableFolder = Bundle.main.executableURL.map { $0.resolvingSymlinksInPath().deletingLastPathComponent().path }
        let page = [".", executableFolder].compactMap { $0 }.lazy.compactMap { SchemaLocation.packageFile(Self.page, from: $0) }.first
        guard let page, let text = FileSystem.readIfPresent(page).map({ String(decoding: $0, as: UTF8.self) }) else {
            console.out("\(Self.page), in connector-gen's package, lists it in its table of diagnostic IDs, with the sections that show it.")
            return ExitStatus.success
        }
        let sections = Self.sections(showing: id, in: text)
        guard let first = sections.first else {
            console.out("\(page) lists it in its table of diagnostic IDs; no section shows it.")
            return ExitStatus.success
        }
        console.out("")
        console.out(first)
        console.out("")
        console.out(sections.count == 1 ? "From \(page)." : "From \(page), which shows it in \(sections.count - 1) more section\(sections.count == 2 ? "" : "s").")
        return ExitStatus.success
    }

    /// The page that shows each diagnostic with a spec that gives it.
    static let page = "Docs/diagnostics.md"

    /// The sections of the page `text` that show `id` (`ID `DuplicateKey` (error)`, or a
    /// line of a section's list of IDs, `- `KeyNeedsKey` (error): …`), each as a terminal
    /// shows it: without the code blocks' fences, the ID lines the summary already says and
    /// the link to its golden case. A section of its own comes before one that lists the ID
    /// among others.
    static func sections(showing id: DiagnosticID, in text: String) -> [String] {
        let all = text.components(separatedBy: "\n### ").dropFirst()
        let own = all.filter { $0.contains("ID `\(id.rawValue)` (") }
        let listing = all.filter { $0.contains("\n- `\(id.rawValue)` (") }
        return (own.map { ($0, false) } + listing.map { ($0, true) }).map { section, isShared in
            var lines: [Substring] = []
            var raw = Array(("### " + section).split(separator: "\n", omittingEmptySubsequences: false).prefix(while: { !$0.hasPrefix("## ") }))
            if isShared { raw = focused(raw, on: id) }
            for line in raw
            where !line.hasPrefix("```") && !line.hasPrefix("Case [") && !line.hasPrefix("ID `") && line != "IDs:"
                && !(line.hasPrefix("- `") && (line.contains("` (error): ") || line.contains("` (warning): "))) {
                // One blank line between paragraphs, where the lines left out leave two.
                if line.isEmpty, lines.last?.isEmpty == true { continue }
                lines.append(line)
            }
            return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// `lines`, a section that shows several IDs, cut to what shows `id`: the specs whose
    /// printed diagnostics carry it, those diagnostics with their notes, and their fixes. As
    /// it is where none does.
    static func focused(_ lines: [Substring], on id: DiagnosticID) -> [Substring] {
        guard let prints = lines.firstIndex(of: "connector-gen prints:"),
              let open = lines[prints...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
        else { return lines }
        var printed: [Substring] = []
        var files: Set<Substring> = []
        var messages: Set<Substring> = []
        var keeping = false
        for line in lines[(open + 1)..<close] {
            for severity in [": error: ", ": warning: "] {
                guard let range = line.range(of: severity) else { continue }
                keeping = line.hasSuffix("[#\(id.rawValue)]")
                if keeping, let end = line.range(of: " [#", options: .backwards) {
                    files.insert(line.prefix { $0 != ":" })
                    messages.insert(line[range.upperBound..<end.lowerBound])
                }
            }
            if keeping { printed.append(line) }
        }
        guard !printed.isEmpty else { return lines }
        var result: [Substring] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            // A spec's snippet, "`File.connector.yml`:", a blank line and its block.
            if line.hasPrefix("`"), line.hasSuffix("`:"), index < prints, !files.contains(line.dropFirst().dropLast(2)),
               let start = lines[index...].firstIndex(where: { $0.hasPrefix("```") }),
               let end = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("```") }) {
                index = end + 2
                continue
            }
            if index == open {
                result += [line] + printed + [lines[close]]
                index = close + 1
                continue
            }
            // A fix of another diagnostic: "- `message`: `fix`".
            if index > close, line.hasPrefix("- `"), let end = line.range(of: "`: ") {
                if !messages.contains(line[line.index(line.startIndex, offsetBy: 3)..<end.lowerBound]) {
                    index += 1
                    continue
                }
            }
            result.append(line)
            index += 1
        }
        return result
    }
}
