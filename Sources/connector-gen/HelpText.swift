import ConnectorGen

/// The text of `--help`, for the tool and each subcommand.
enum HelpText {
    static let overview = """
        connector-gen — generates Redux-style connectors, view types and tests from *.connector.yml specs.

        USAGE
          connector-gen generate <spec-or-folder>... --output <folder>
          connector-gen lint <spec-or-folder>...
          connector-gen parse <file>
          connector-gen init [Name]
          connector-gen scaffold <spec> --output <test-folder> --module <Module>
          connector-gen --help | --version

        Run 'connector-gen <command> --help' for a command's options and examples.

        EXIT STATUS
          0 success (warnings allowed), 1 an error in a spec or file (nothing is written), 2 a usage error.
        """

    static func forCommand(_ command: String) -> String? {
        switch command {
        case "generate": generate
        case "lint": lint
        case "parse": parse
        case "init": initCommand
        case "scaffold": scaffold
        default: nil
        }
    }

    static var generate: String {
        """
        USAGE: connector-gen generate <spec-or-folder>... --output <folder> [options]

        Generates one Swift file per spec (Name.connector.yml gives Name.connector.swift, and a
        store spec, App.store.yml, gives App.store.swift), plus ConnectorNamespace.swift, which
        declares the namespace once. A folder means every *.connector.yml, *.connector.yaml,
        *.store.yml and *.store.yaml under it. If any spec has an error, nothing is
        written. Only files whose contents change are rewritten, each atomically. A file in the
        output folder that connector-gen did not generate is never replaced.

        OPTIONS
          -o, --output <folder>   Where to write the generated files (created if needed).
          --config <file>         The target configuration; default: connector-gen.yml in a folder
                                  argument, or in the nearest folder above a spec argument (up
                                  to the folder holding Package.swift).
          --check                 Write nothing; exit 1 if any generated file is missing or stale.
          --dry-run               Write nothing; print what would be created or updated.
          --kind <kinds>          What to generate, comma-separated (default: connector,namespace,store):
        \(kindList)
          --module <M>            The module the tests kind tests (with @testable import M).
          --default-isolation <I> The target's default actor isolation, MainActor or nonisolated, as
                                  its build sets it (the build plugin passes it; otherwise
                                  SWIFT_DEFAULT_ACTOR_ISOLATION is read); 'isolation' in
                                  connector-gen.yml takes precedence.
          --tests                 Same as --kind tests.
          --no-namespace          Same as --kind connector,store.
          --namespace-only        Same as --kind namespace.
          --quiet                 Print nothing on success; with --check, no remedy after a stale file.
        \(diagnosticsFormatOption)

        EXAMPLES
          connector-gen generate Sources/App --output Sources/App/Generated
          connector-gen generate Sources/App --output Sources/App/Generated --check
          connector-gen generate Sources/App --kind tests --module App --output Tests/AppTests/Generated
        """
    }

    /// The `--diagnostics-format` option, as `generate` and `lint` describe it.
    private static let diagnosticsFormatOption = """
          --diagnostics-format <F>
                                  How to print diagnostics on standard error (default: text):
                                  text    path:line:column: severity: message [#ID], as swiftc
                                  json    one JSON array of objects with severity, id, message,
                                          file, line, column, notes and fixIts (each fix-it's
                                          range and replacement, when a tool can apply it); see
                                          Schemas/diagnostics.schema.json
                                  github  GitHub Actions commands (::error file=…,line=…::…),
                                          shown as annotations in a workflow run
                                  The exit status is the same in every form.
        """

    /// One line per kind `generate` takes, with what it makes; a run reports each spec's
    /// warnings only with its connector, and a namespace-only run reports only problems
    /// between specs.
    private static var kindList: String {
        let lines = OutputKind.allCases.filter { $0 != .scaffold }.map { kind -> String in
            let padding = String(repeating: " ", count: max(1, 11 - kind.rawValue.count))
            return "                            " + kind.rawValue + padding + kind.summary
        }
        return lines.joined(separator: "\n")
    }

    static let lint = """
        USAGE: connector-gen lint <spec-or-folder>... [--config <file>] [--quiet] [--diagnostics-format <F>]

        Reads and validates specs and prints every diagnostic as path:line:column: severity: message [#ID].
        Writes nothing. Exits 1 if any spec has an error.

        OPTIONS
          --config <file>         The target configuration (default: as for generate).
          --quiet                 Print no summary on success.
        \(diagnosticsFormatOption)

        EXAMPLES
          connector-gen lint Sources/App
          connector-gen lint Sources/App/History.connector.yml
          connector-gen lint Sources/App --diagnostics-format json 2> diagnostics.json
          connector-gen lint Sources/App --diagnostics-format github
        """

    static let parse = """
        USAGE: connector-gen parse <file>

        Prints the YAML document as plain JSON: mappings as objects with keys in document order,
        sequences as arrays, every scalar as a string. Useful to see how connector-gen reads a file.

        EXAMPLES
          connector-gen parse Sources/App/History.connector.yml
        """

    static let initCommand = """
        USAGE: connector-gen init [Name] [--output <folder>]

        Writes Name.connector.yml (default: Screen), a commented starter spec, into the output
        folder (default: the current folder). Never replaces an existing file.

        EXAMPLES
          connector-gen init History
          connector-gen init Settings --output Sources/App/Settings
        """

    static let scaffold = """
        USAGE: connector-gen scaffold <spec> --output <test-folder> --module <Module> [--xctest]

        Writes NameConnectorBehaviorTests.swift, an editable test file with one test per view-state
        field and one per view action, ready to fill in. Never replaces an existing file.

        EXAMPLES
          connector-gen scaffold Sources/App/History.connector.yml --output Tests/AppTests --module App
        """
}
