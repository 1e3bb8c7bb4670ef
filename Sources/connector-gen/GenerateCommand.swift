import ConnectorGen

/// `connector-gen generate <spec-or-folder>... --output <folder>`: one Swift file per spec,
/// plus the namespace file; all or nothing; only changed files are rewritten.
struct GenerateCommand {
    let arguments: Arguments
    let console: Console

    init(arguments: [String], console: Console) throws(Arguments.UsageError) {
        self.arguments = try Arguments(
            arguments,
            valueOptions: ["--output", "-o", "--config", "--module"],
            flagOptions: ["--check", "--dry-run", "--no-namespace", "--namespace-only", "--tests", "--quiet"])
        self.console = console
    }

    func run() throws(Arguments.UsageError) -> Int32 {
        guard let output = arguments.value("--output") ?? arguments.value("-o") else {
            throw Arguments.UsageError(message: "generate needs --output <folder>")
        }
        guard !arguments.positionals.isEmpty else {
            throw Arguments.UsageError(message: "generate needs at least one spec or folder")
        }
        let generatesTests = arguments.has("--tests")
        if generatesTests && arguments.value("--module") == nil {
            throw Arguments.UsageError(message: "--tests needs --module <the module under test>")
        }
        if let module = arguments.value("--module"), !IdentifierRules.isValidModuleName(module) {
            throw Arguments.UsageError(message: "'\(module)' is not a valid module name")
        }
        if arguments.has("--no-namespace") && arguments.has("--namespace-only") {
            throw Arguments.UsageError(message: "--no-namespace and --namespace-only cannot be combined")
        }

        let specs = SpecInputs(paths: arguments.positionals, configPath: arguments.value("--config"))
        specs.failures.forEach(console.print)
        console.print(specs.diagnostics)
        guard specs.isValid else { return ExitStatus.failure }

        let options = generatesTests
            ? Generator.Options(connectors: false, namespace: false, testedModule: arguments.value("--module"))
            : Generator.Options(
                connectors: !arguments.has("--namespace-only"),
                namespace: !arguments.has("--no-namespace"))
        let result = Generator.generate(specs.inputs, config: specs.config, options: options)
        // Warnings are reported once, when connectors are generated, not again for the tests.
        console.print(generatesTests ? result.diagnostics.filter(\.isError) : result.diagnostics)
        guard result.succeeded else { return ExitStatus.failure }

        do {
            let plan = try OutputPlan(files: result.files, folder: output)
            if arguments.has("--check") {
                for change in plan.pending {
                    console.error("\(change.path): error: is \(change.kind == .create ? "missing" : "out of date"); run 'connector-gen generate' to update it")
                }
                return plan.pending.isEmpty ? ExitStatus.success : ExitStatus.failure
            }
            if arguments.has("--dry-run") {
                for change in plan.changes {
                    let verb = switch change.kind {
                    case .create: "would create"
                    case .update: "would update"
                    case .unchanged: "unchanged   "
                    }
                    console.out("\(verb) \(change.path)")
                }
                return ExitStatus.success
            }
            if !plan.pending.isEmpty { try FileSystem.createFolder(output) }
            try plan.apply()
            if !arguments.has("--quiet") {
                let written = plan.pending.count
                console.out("connector-gen: \(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s") in \(output): \(written) written, \(plan.changes.count - written) unchanged")
            }
            return ExitStatus.success
        } catch {
            console.print(error)
            return ExitStatus.failure
        }
    }
}
