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
        let (node, diagnostics) = Generator.readDocument(Generator.Input(path: path, bytes: bytes))
        console.print(diagnostics)
        guard !diagnostics.containsErrors else { return ExitStatus.failure }
        console.out(node?.json ?? "null")
        return ExitStatus.success
    }
}
