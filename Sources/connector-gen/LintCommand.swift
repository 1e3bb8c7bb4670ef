import ConnectorGen

/// `connector-gen lint <spec-or-folder>...`: reads and validates specs, prints diagnostics,
/// writes nothing.
struct LintCommand {
    let arguments: Arguments
    let console: Console

    init(arguments: [String], console: Console) throws(Arguments.UsageError) {
        self.arguments = try Arguments(arguments, valueOptions: ["--config", "--diagnostics-format"], flagOptions: ["--quiet"])
        var console = console
        console.format = try self.arguments.diagnosticsFormat()
        self.console = console
    }

    func run() throws(Arguments.UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            throw Arguments.UsageError(message: "lint needs at least one spec or folder")
        }
        defer { console.finish() }
        let specs = SpecInputs(paths: arguments.positionals, configPath: arguments.value("--config"))
        specs.failures.forEach(console.print)
        console.print(specs.diagnostics)
        if specs.isValid {
            // Each target's specs under its own configuration.
            console.print(specs.groups.flatMap { Generator.lint($0.inputs, config: $0.config) })
        }
        if !arguments.has("--quiet") {
            var summary = "connector-gen: \(Console.count(specs.inputs.count, "spec")) checked"
            if console.errorCount > 0 { summary += ", \(Console.count(console.errorCount, "error"))" }
            console.out(summary + ", \(Console.count(console.warningCount, "warning"))")
        }
        return console.errorCount == 0 ? ExitStatus.success : ExitStatus.failure
    }
}
