import ConnectorGen

extension Subcommand {
    static let parse = Subcommand(
        name: "parse", synopsis: "<file>",
        explanation: """
            Prints the YAML document as plain JSON: mappings as objects with keys in document order,
            sequences as arrays, every scalar as a string. Useful to see how connector-gen reads a file.
            """,
        command: ParseCommand.init,
        options: [],
        examples: """
            connector-gen parse Sources/App/History.connector.yml
            """)
}

/// `connector-gen parse <file>`: prints the document as JSON, for tools and tests.
struct ParseCommand: Command {
    let arguments: Arguments
    let console: Console

    func run() throws(Arguments.UsageError) -> Int32 {
        let path = try arguments.onlyPositional(else: "parse takes exactly one file")
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
