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
        if rest.contains("--help") || rest.contains("-h"), let help = HelpText.forCommand(command) {
            console.out(help)
            return ExitStatus.success
        }
        do {
            switch command {
            case "generate": return try GenerateCommand(arguments: rest, console: console).run()
            case "lint": return try LintCommand(arguments: rest, console: console).run()
            case "parse": return try ParseCommand(arguments: rest, console: console).run()
            case "init": return try InitCommand(arguments: rest, console: console).run()
            case "scaffold": return try ScaffoldCommand(arguments: rest, console: console).run()
            case "--help", "-h", "help":
                if let topic = rest.first, let help = HelpText.forCommand(topic) {
                    console.out(help)
                } else {
                    console.out(HelpText.overview)
                }
                return ExitStatus.success
            case "--version":
                console.out(Self.version)
                return ExitStatus.success
            default:
                var message = "error: unknown command '\(command)'"
                if let suggestion = DidYouMean.suggestion(for: command, among: ["generate", "lint", "parse", "init", "scaffold"]) {
                    message += "; did you mean '\(suggestion)'?"
                }
                console.error(message + "\nRun 'connector-gen --help' for usage.")
                return ExitStatus.usage
            }
        } catch {
            console.error("error: \(error.message)\nRun 'connector-gen \(command) --help' for usage.")
            return ExitStatus.usage
        }
    }
}
