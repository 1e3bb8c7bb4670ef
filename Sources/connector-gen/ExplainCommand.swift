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
        return (own + listing).map { section in
            var lines: [Substring] = []
            for line in ("### " + section).split(separator: "\n", omittingEmptySubsequences: false).prefix(while: { !$0.hasPrefix("## ") })
            where !line.hasPrefix("```") && !line.hasPrefix("Case [") && !line.hasPrefix("ID `") && line != "IDs:"
                && !(line.hasPrefix("- `") && (line.contains("` (error): ") || line.contains("` (warning): "))) {
                // One blank line between paragraphs, where the lines left out leave two.
                if line.isEmpty, lines.last?.isEmpty == true { continue }
                lines.append(line)
            }
            return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
