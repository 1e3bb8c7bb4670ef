import ConnectorGen

extension Subcommand {
    static let explain = Subcommand(
        name: "explain", synopsis: "<ID>",
        explanation: """
            Says what the diagnostic with an ID means: the ID printed after a message, such as
            [#DuplicateKey]. Docs/diagnostics.md, in connector-gen's package, lists every ID, and
            shows most with a spec that gives it, the message and the fix.
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
        console.out("Docs/diagnostics.md, in connector-gen's package, lists it in its table of diagnostic IDs, with the sections that show it.")
        return ExitStatus.success
    }
}
