/// The text of `--help`, for the tool and each subcommand, made from their declarations.
enum HelpText {
    /// The tool's help: each subcommand's synopsis and the exit statuses.
    static var overview: String {
        let usages = Subcommand.all.map { "  connector-gen \($0.name) \($0.synopsis)" }
            + ["  connector-gen \(CommandOption.help.name) | \(CommandOption.version.name)"]
        return """
            connector-gen — generates Redux-style connectors, view types and tests from *.connector.yml specs.

            USAGE
            \(usages.joined(separator: "\n"))

            Run 'connector-gen <command> \(CommandOption.help.name)' for a command's options and examples.

            EXIT STATUS
              0 success (warnings allowed), 1 an error in a spec or file (nothing is written), 2 a usage error.
            """
    }

    /// The help of `subcommand`: usage, what it does, its options and examples.
    static func of(_ subcommand: Subcommand) -> String {
        var sections = ["USAGE: connector-gen \(subcommand.name) \(subcommand.usage)", subcommand.explanation]
        if !subcommand.options.isEmpty {
            sections.append("OPTIONS\n" + subcommand.options.map(optionEntry).joined(separator: "\n"))
        }
        let examples = subcommand.examples.split(separator: "\n").map { "  " + $0 }
        sections.append("EXAMPLES\n" + examples.joined(separator: "\n"))
        return sections.joined(separator: "\n\n")
    }

    /// The column where the explanation of every option starts.
    private static let explanationColumn = 26

    /// An option's lines under OPTIONS: its spellings and value, then its explanation from
    /// `explanationColumn`, on the same line when the spellings leave room.
    private static func optionEntry(_ option: CommandOption) -> String {
        let label = "  " + (option.shortName.map { "\($0), " } ?? "") + option.name + (option.valueName.map { " " + $0 } ?? "")
        let indent = String(repeating: " ", count: explanationColumn)
        let lines = option.explanation.split(separator: "\n", omittingEmptySubsequences: false)
        let rest = lines.dropFirst().map { indent + $0 }
        let first = label.count < explanationColumn
            ? [label + String(repeating: " ", count: explanationColumn - label.count) + lines[0]]
            : [label, indent + lines[0]]
        return (first + rest).joined(separator: "\n")
    }
}
