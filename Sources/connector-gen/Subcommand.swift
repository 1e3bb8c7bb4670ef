/// A subcommand of `connector-gen`, declared once: its name, what its help says, the command
/// that does its work and the options it accepts. The tool dispatches, prints help and
/// suggests names from `all`.
struct Subcommand: Sendable {
    /// What the user types after `connector-gen`, such as `generate`.
    let name: String
    /// Its arguments as the tool's overview lists them, such as
    /// `<spec-or-folder>... --output <folder>`.
    let synopsis: String
    /// What it does: the paragraph below the USAGE line of its help.
    let explanation: String
    /// Makes the command that does its work, from the parsed arguments and the console.
    let command: @Sendable (Arguments, Console) -> any Command
    /// The options it accepts, in the order its help lists them.
    let options: [CommandOption]
    /// Its help's examples, one command line a line.
    let examples: String

    /// Its arguments as the USAGE line of its own help shows them: the synopsis, then each
    /// option it does not name, or `[options]` when they are many.
    var usage: String {
        let others = options.filter { !synopsis.contains($0.name) }
        guard others.count <= 5 else { return synopsis + " [options]" }
        return ([synopsis] + others.map { "[\($0.name)\($0.valueName.map { " " + $0 } ?? "")]" }).joined(separator: " ")
    }

    /// Every subcommand, in the order the overview lists them.
    static let all: [Subcommand] = [.generate, .lint, .parse, .initSpec, .scaffold, .adopt, .explain]

    /// The subcommand called `name`, if there is one.
    static func named(_ name: String) -> Subcommand? {
        all.first { $0.name == name }
    }

    /// Parses `arguments` against its options and runs its command; a command that takes
    /// `--diagnostics-format` gets a console that prints in the form chosen.
    func run(_ arguments: [String], console: Console) throws(Arguments.UsageError) -> Int32 {
        let parsed = try Arguments(arguments, accepting: options)
        var console = console
        if options.contains(where: { $0.name == CommandOption.diagnosticsFormat.name }) {
            console.format = try parsed.diagnosticsFormat()
        }
        return try command(parsed, console).run()
    }
}

/// The work of a subcommand, made from its parsed arguments and the console.
protocol Command {
    /// Does the work and returns the exit status.
    func run() throws(Arguments.UsageError) -> Int32
}
