import ConnectorGen

/// The `connector-gen` command: dispatches to a subcommand and turns every outcome into an
/// exit status.
struct CommandLineTool {
    /// The version `--version` prints.
    static let version = "1.0.0"

    var arguments: [String]
    var console = Console()

    /// Runs the command and returns its exit status.
    func run() -> Int32 {
        guard let command = arguments.first else {
            console.error(HelpText.overview)
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if let subcommand = Subcommand.named(command) {
            if rest.contains(where: CommandOption.help.spellings.contains) {
                console.out(HelpText.of(subcommand))
                return ExitStatus.success
            }
            do {
                return try subcommand.run(rest, console: console)
            } catch {
                console.error("error: \(error.message)\nRun 'connector-gen \(command) \(CommandOption.help)' for usage.")
                return ExitStatus.usage
            }
        }
        if command == "help" || CommandOption.help.spellings.contains(command) {
            console.out(rest.first.flatMap(Subcommand.named).map(HelpText.of) ?? HelpText.overview)
            return ExitStatus.success
        }
        if command == CommandOption.version.name {
            console.out(Self.version)
            return ExitStatus.success
        }
        var message = "error: unknown \(command.hasPrefix("-") ? "option" : "command") '\(command)'"
        // `--versio`: an option of the tool's own, or a command.
        let candidates = command.hasPrefix("-") ? [CommandOption.version.name, CommandOption.help.name] : Subcommand.all.map(\.name)
        if let suggestion = DidYouMean.suggestion(for: command, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        } else if command.hasPrefix("-"), let index = rest.firstIndex(where: { Subcommand.named($0) != nil }),
                  let subcommand = Subcommand.named(rest[index]),
                  let option = subcommand.options.first(where: { $0.spellings.contains(String(command.prefix { $0 != "=" })) }) {
            // `connector-gen --quiet lint …`: an option of the command, written before it.
            let written = String(command.prefix { $0 != "=" })
            // Written as it works after the command: a flag alone, a value option with its value.
            let suggested = !option.takesValue ? written : command.contains("=") ? command : written + (index > 0 ? " " + rest[0] : "")
            message = "error: '\(written)' is an option of \(subcommand.name), and goes after it: 'connector-gen \(subcommand.name) … \(suggested)'"
        }
        console.error(message + "\nRun 'connector-gen \(CommandOption.help)' for usage.")
        return ExitStatus.usage
    }
}
