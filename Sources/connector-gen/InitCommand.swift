import ConnectorGen

/// `connector-gen init [Name]`: writes a commented starter spec; never replaces a file.
struct InitCommand {
    let arguments: Arguments
    let console: Console

    init(arguments: [String], console: Console) throws(Arguments.UsageError) {
        self.arguments = try Arguments(arguments, valueOptions: ["--output", "-o"], flagOptions: [])
        self.console = console
    }

    func run() throws(Arguments.UsageError) -> Int32 {
        guard arguments.positionals.count <= 1 else { throw Arguments.UsageError(message: "init takes at most one name") }
        let name = arguments.positionals.first ?? "Screen"
        guard IdentifierRules.isValid(name), !name.hasSuffix("Connector") else {
            throw Arguments.UsageError(message: "'\(name)' is not a valid screen name; use a Swift identifier such as 'History' (without 'Connector')")
        }
        let folder = arguments.value("--output") ?? arguments.value("-o") ?? "."
        let path = (folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")) + name + ".connector.yml"
        if FileSystem.exists(path) {
            console.error("\(path): error: already exists; init never replaces a file")
            return ExitStatus.failure
        }
        do {
            try FileSystem.createFolder(folder)
            try FileSystem.writeAtomically(StarterSpec.text(name: name), to: path)
        } catch {
            console.print(error)
            return ExitStatus.failure
        }
        console.out("Created \(path). Edit it, then build, or run 'connector-gen lint \(path)'.")
        return ExitStatus.success
    }
}
