import ConnectorGen

/// Every option of the tool, each with the explanation a command's help prints unless the
/// command describes it in its own words (`CommandOption.described(as:)`).
extension CommandOption {
    /// Prints the help of the tool, or of the command it follows; the tool reads it before
    /// any command's options.
    static let help = CommandOption(name: "--help", shortName: "-h", explanation: "Prints the help of the tool or of a command.")

    /// Prints the tool's version; the tool reads it in place of a command.
    static let version = CommandOption(name: "--version", explanation: "Prints the version.")

    static let output = CommandOption(
        name: "--output", shortName: "-o", valueName: "<folder>",
        explanation: "Where to write the generated files (created if needed).")

    static let config = CommandOption(name: "--config", valueName: "<file>", explanation: """
        The target configuration; default: for each spec, the
        connector-gen.yml nearest it, in its folder or one above (up
        to the folder holding Package.swift, an Xcode project or .git).
        """)

    static let check = CommandOption(name: "--check", explanation: "Write nothing; exit 1 if any generated file is missing, stale or left over.")

    static let layout = CommandOption(name: "--layout", valueName: "<L>", explanation: """
        How generated code is laid out around the spec's code (default: exact):
        exact      spec code at its spec columns, so the compiler reports a mistake at its exact
                   column; the file is marked // swift-format-ignore-file
        formatted  indented as swift format indents it (4 spaces, 120 columns, not its
                   defaults), for committed files; a mistake is reported at its spec line, at
                   an approximate column
        """)

    static let fix = CommandOption(
        name: "--fix",
        explanation: """
            First apply, in place, every fix-it that is an edit without a
            <#placeholder#> to fill in; print each fix, then what is left.
            """)

    static let dryRun = CommandOption(name: "--dry-run", explanation: "Write nothing; print what would be created or updated.")

    static let kind = CommandOption(
        name: "--kind", valueName: "<kinds>",
        explanation: "What to generate, comma-separated (default: connector,namespace,store):\n" + kindList)

    /// One line per kind `generate` takes, with what it makes.
    private static var kindList: String {
        OutputKind.allCases.filter { $0 != .scaffold }.map { kind -> String in
            let padding = String(repeating: " ", count: max(1, 11 - kind.rawValue.count))
            return "  " + kind.rawValue + padding + kind.summary
        }.joined(separator: "\n")
    }

    static let module = CommandOption(
        name: "--module", valueName: "<M>",
        explanation: "The module the tests kind tests (with @testable import M).")

    static let defaultIsolation = CommandOption(name: "--default-isolation", valueName: "<I>", explanation: """
        The target's default actor isolation, MainActor or nonisolated, as
        its build sets it (the build plugin passes it; otherwise
        SWIFT_DEFAULT_ACTOR_ISOLATION is read, else the Package.swift or
        Xcode project above the specs); 'isolation' in connector-gen.yml
        takes precedence.
        """)

    static let tests = CommandOption(name: "--tests", explanation: "Same as --kind tests.")

    static let noNamespace = CommandOption(name: "--no-namespace", explanation: "Same as --kind connector,store.")

    static let namespaceOnly = CommandOption(name: "--namespace-only", explanation: "Same as --kind namespace.")

    static let namespaceRunChecksNames = CommandOption(name: "--namespace-run-checks-names", explanation: """
        Without namespace among the kinds, leave the names that clash
        between specs (two declaring one type) to the run that makes the
        namespace from all of them: the build plugin passes it to its
        other runs, so that a build reports a clash once.
        """)

    static let quiet = CommandOption(name: "--quiet", explanation: "Print no summary line (diagnostics are still printed); with --check, no remedy after a stale file.")

    static let diagnosticsFormat = CommandOption(name: "--diagnostics-format", valueName: "<F>", explanation: """
        How to print diagnostics on standard error (default: text):
        text    path:line:column: severity: message [#ID], as swiftc
        json    one JSON array of objects with severity, id, message,
                file, line, column, notes and fixIts (each fix-it's
                range and replacement, when a tool can apply it); see
                Schemas/diagnostics.schema.json
        github  GitHub Actions commands (::error file=…,line=…::…),
                shown as annotations in a workflow run
        The exit status is the same in every form.
        """)

    static let xctest = CommandOption(name: "--xctest", explanation: "Write an XCTestCase, whatever 'tests' in connector-gen.yml says.")
}
