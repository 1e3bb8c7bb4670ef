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
                let commands = ["generate", "lint", "parse", "init", "scaffold"]
                let suggestion = commands.min { editDistance(command, $0) < editDistance(command, $1) }
                var message = "error: unknown command '\(command)'"
                if let suggestion, editDistance(command, suggestion) <= 2 { message += "; did you mean '\(suggestion)'?" }
                console.error(message + "\nRun 'connector-gen --help' for usage.")
                return ExitStatus.usage
            }
        } catch {
            console.error("error: \(error.message)\nRun 'connector-gen \(command) --help' for usage.")
            return ExitStatus.usage
        }
    }

    private func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs), right = Array(rhs)
        var row = Array(0...right.count)
        for i in 1...max(left.count, 1) where !left.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(right.count, 1) where !right.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (left[i - 1] == right[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[right.count]
    }
}
