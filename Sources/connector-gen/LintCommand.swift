import ConnectorGen

extension Subcommand {
    static let lint = Subcommand(
        name: "lint", synopsis: "<spec-or-folder>...",
        explanation: """
            Reads and validates specs and prints every diagnostic as path:line:column: severity: message [#ID].
            Writes nothing, unless --fix. Exits 1 if any spec has an error. Reads the specs under the
            isolation generate would use: connector-gen.yml's, else the build's (--default-isolation,
            or as Package.swift or the Xcode project sets it), else nonisolated.
            """,
        command: LintCommand.init,
        options: [
            .config.described(as: "The target configuration (default: as for generate)."),
            .defaultIsolation,
            .fix,
            .quiet.described(as: "Print no summary line; diagnostics are still printed."),
            .diagnosticsFormat,
        ],
        examples: """
            connector-gen lint Sources/App
            connector-gen lint Sources/App/History.connector.yml
            connector-gen lint Sources/App --fix
            connector-gen lint Sources/App --diagnostics-format json 2> diagnostics.json
            connector-gen lint Sources/App --diagnostics-format github
            """)
}

/// `connector-gen lint <spec-or-folder>...`: reads and validates specs, prints diagnostics,
/// writes nothing.
struct LintCommand: Command {
    let arguments: Arguments
    let console: Console

    func run() throws(Arguments.UsageError) -> Int32 {
        try arguments.requirePositionals(orFail: "lint needs at least one spec or folder")
        let isolation = try arguments.statedIsolation(warning: console.warning)
        defer { console.finish() }
        // Without fixes written, the specs are linted as they are, and the summary says so.
        var fixed: Int? = 0
        if arguments.has(.fix) { fixed = SpecFixer.fixReporting(arguments, isolation: isolation, to: console) }
        let specs = SpecInputs.reading(arguments, reportingTo: console)
        // Each target's specs under its own configuration, also when another path could not be read.
        console.print(specs.usableGroups.flatMap { $0.lintDiagnostics(statedIsolation: isolation) })
        if !arguments.has(.quiet) {
            var summary = "connector-gen: \(Console.count(specs.inputs.count, "spec")) checked"
            if arguments.has(.fix) { summary += fixed.map { ", \($0) \($0 == 1 ? "fix" : "fixes") applied" } ?? ", no fixes applied (they could not be written)" }
            if console.errorCount > 0 { summary += ", \(Console.count(console.errorCount, "error"))" }
            console.out(summary + ", \(Console.count(console.warningCount, "warning"))")
        }
        return console.errorCount == 0 && fixed != nil ? ExitStatus.success : ExitStatus.failure
    }
}
