import ConnectorGen

/// Placeholder until the starter-spec command is written.
struct InitCommand {
    init(arguments: [String], console: Console) throws(Arguments.UsageError) {
        throw Arguments.UsageError(message: "init is not available yet")
    }
    func run() throws(Arguments.UsageError) -> Int32 { ExitStatus.usage }
}

/// Placeholder until the scaffold command is written.
struct ScaffoldCommand {
    init(arguments: [String], console: Console) throws(Arguments.UsageError) {
        throw Arguments.UsageError(message: "scaffold is not available yet")
    }
    func run() throws(Arguments.UsageError) -> Int32 { ExitStatus.usage }
}
