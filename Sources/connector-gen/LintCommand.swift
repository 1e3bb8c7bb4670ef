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
        guard specs.isValid else { return ExitStatus.failure }
        // Each target's specs under its own configuration.
        let diagnostics = specs.groups.flatMap { Generator.lint($0.inputs, config: $0.config) }
        console.print(diagnostics)
        guard !diagnostics.containsErrors else { return ExitStatus.failure }
        if !arguments.has("--quiet") {
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            let count = specs.inputs.count
            console.out("connector-gen: \(count) spec\(count == 1 ? "" : "s") checked, \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
        return ExitStatus.success
    }
}
