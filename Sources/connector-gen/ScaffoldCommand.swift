import ConnectorGen

/// `connector-gen scaffold <spec> --output <test-folder> --module <M>`: writes an editable test
/// file with one test per view-state field and per view action; never replaces a file.
struct ScaffoldCommand {
    let arguments: Arguments
    let console: Console

    init(arguments: [String], console: Console) throws(Arguments.UsageError) {
        self.arguments = try Arguments(
            arguments, valueOptions: ["--output", "-o", "--module", "--config"], flagOptions: ["--xctest"])
        self.console = console
    }

    func run() throws(Arguments.UsageError) -> Int32 {
        guard arguments.positionals.count == 1, let specPath = arguments.positionals.first else {
            throw Arguments.UsageError(message: "scaffold takes exactly one spec")
        }
        guard let folder = arguments.value("--output") ?? arguments.value("-o") else {
            throw Arguments.UsageError(message: "scaffold needs --output <test-folder>")
        }
        guard let module = arguments.value("--module") else {
            throw Arguments.UsageError(message: "scaffold needs --module <the module under test>")
        }
        guard IdentifierRules.isValidModuleName(module) else {
            throw Arguments.UsageError(message: "'\(module)' is not a valid module name")
        }
        let specs = SpecInputs(paths: [specPath], configPath: arguments.value("--config"))
        specs.failures.forEach(console.print)
        console.print(specs.diagnostics)
        guard specs.isValid, let input = specs.inputs.first, var config = specs.groups.first?.config else {
            return ExitStatus.failure
        }
        if specs.inputs.count > 1 {
            console.print(FileSystem.Failure(
                path: specPath,
                message: "holds \(specs.inputs.count) specs; scaffold takes one, such as \(input.path)"))
            return ExitStatus.failure
        }
        if OutputNaming.isStoreSpec(input.path) {
            console.print(FileSystem.Failure(
                path: input.path,
                message: "is a store spec; scaffold writes the behaviour tests of a *.connector.yml spec"))
            return ExitStatus.failure
        }
        if arguments.has("--xctest") { config.tests = .xctest }
        let result = Generator.generate([input], config: config, options: Generator.Options(kinds: [.scaffold], testedModule: module))
        console.print(result.diagnostics)
        guard result.succeeded, let file = result.files.first else { return ExitStatus.failure }

        let path = (folder.hasSuffix("/") ? folder : folder + "/") + file.name
        if FileSystem.exists(path) {
            console.error("\(path): error: already exists; scaffold never replaces a file")
            return ExitStatus.failure
        }
        do {
            try FileSystem.createFolder(folder)
            try FileSystem.writeAtomically(file.contents, to: path)
        } catch {
            console.print(error)
            return ExitStatus.failure
        }
        console.out("Created \(path): fill in each <#placeholder#>.")
        return ExitStatus.success
    }
}
