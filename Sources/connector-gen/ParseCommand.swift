import ConnectorGen

/// `connector-gen parse <file>`: prints the document as JSON, for tools and tests.
struct ParseCommand {
    let arguments: Arguments
    let console: Console

    init(arguments: [String], console: Console) throws(Arguments.UsageError) {
        self.arguments = try Arguments(arguments, valueOptions: [], flagOptions: [])
        self.console = console
    }

    func run() throws(Arguments.UsageError) -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw Arguments.UsageError(message: "parse takes exactly one file")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            console.print(error)
            return ExitStatus.failure
        }
        let (json, diagnostics) = Generator.documentJSON(Generator.Input(path: path, bytes: bytes))
        console.print(diagnostics)
        guard let json else { return ExitStatus.failure }
        console.out(json)
        return ExitStatus.success
    }
}
