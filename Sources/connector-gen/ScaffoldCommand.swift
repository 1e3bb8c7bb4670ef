import ConnectorGen

extension Subcommand {
    static let scaffold = Subcommand(
        name: "scaffold", synopsis: "<spec> --output <test-folder> --module <Module>",
        explanation: """
            Writes NameConnectorBehaviorTests.swift, an editable test file with one test per view-state
            field and one per view action, ready to fill in. Never replaces an existing file.
            """,
        command: ScaffoldCommand.init,
        options: [
            .output.described(as: "The test folder to write the file in (created if needed).", valueName: "<test-folder>"),
            .module.described(as: "The module the tests test (with @testable import Module).", valueName: "<Module>"),
            .config,
            .defaultIsolation,
            .xctest,
        ],
        examples: """
            connector-gen scaffold Sources/App/History.connector.yml --output Tests/AppTests --module App
            """)
}

/// `connector-gen scaffold <spec> --output <test-folder> --module <M>`: writes an editable test
/// file with one test per view-state field and per view action; never replaces a file.
struct ScaffoldCommand: Command {
    let arguments: Arguments
    let console: Console

    func run() throws(Arguments.UsageError) -> Int32 {
        let specPath = try arguments.onlyPositional(else: "scaffold takes exactly one spec")
        guard let folder = try arguments.outputFolder() else {
            throw Arguments.UsageError(message: "scaffold needs \(CommandOption.output) <test-folder>")
        }
        guard let module = arguments.value(of: .module) else {
            throw Arguments.UsageError(message: "scaffold needs \(CommandOption.module) <the module under test>")
        }
        guard IdentifierRules.isValidModuleName(module) else {
            throw Arguments.UsageError(message: "'\(module)' is not a valid module name")
        }
        let statedIsolation = try arguments.statedIsolation(warning: console.warning)
        let specs = SpecInputs(paths: [specPath], configPath: arguments.value(of: .config))
        specs.failures.forEach(console.print)
        console.print(specs.diagnostics)
        guard specs.isValid, let input = specs.inputs.first, var config = specs.groups.first?.config else {
            return ExitStatus.failure
        }
        if specs.inputs.count > 1 {
            // The example is one scaffold takes: a connector spec, not a store spec.
            let example = specs.inputs.first { OutputNaming.isConnectorSpec($0.path) }?.path
            console.print(FileSystem.Failure(
                path: specPath,
                message: "holds \(specs.inputs.count) specs; scaffold takes one *.connector.yml spec" + (example.map { ", such as \($0)" } ?? "")))
            return ExitStatus.failure
        }
        if OutputNaming.isStoreSpec(input.path) {
            console.print(FileSystem.Failure(
                path: input.path,
                message: "is a store spec; scaffold writes the behaviour tests of a *.connector.yml spec"))
            return ExitStatus.failure
        }
        if arguments.has(.xctest) { config.tests = .xctest }
        // The isolation generate would use: the command line's, else the build's.
        let isolation = statedIsolation ?? specs.groups.first?.buildIsolation
        let result = Generator.generate(
            [input], config: config, options: Generator.Options(kinds: [.scaffold], testedModule: module, detectedIsolation: isolation))
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
