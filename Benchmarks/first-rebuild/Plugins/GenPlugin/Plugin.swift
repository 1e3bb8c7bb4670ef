import PackagePlugin

/// Runs `gen` once for the target, with one input and one output.
@main
struct GenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated.swift")
        return [
            .buildCommand(
                displayName: "Generating Generated.swift", executable: try context.tool(named: "gen").url,
                arguments: [output.path], inputFiles: [target.directoryURL.appending(path: "input.txt")], outputFiles: [output])
        ]
    }
}
