import Foundation
import PackagePlugin

/// `swift package generate-connectors [--target X]... [--check]`: writes the generated
/// sources into each target's `Generated` folder, for teams that commit them. With
/// `--check`, writes nothing and fails if a committed file is missing or stale.
@main
struct GenerateConnectorsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let tool = try context.tool(named: "connector-gen").url
        let root = context.package.directoryURL
        let targets = context.package.targets.compactMap(\.sourceModule).filter { module in
            module.kind != .test && (targetNames.isEmpty || targetNames.contains(module.name))
        }
        let unknown = Set(targetNames).subtracting(targets.map(\.name))
        guard unknown.isEmpty else {
            throw CommandError("no target named \(unknown.sorted().joined(separator: ", ")) in this package")
        }
        var failed = false
        for module in targets {
            let specs = module.sourceFiles.map(\.url).filter(ConnectorFiles.isSpec)
            guard !specs.isEmpty else { continue }
            let output = module.sourceDirectoryURL.appendingPathComponent("Generated")
            var arguments = ["generate"] + specs.map { relative($0, to: root) }.sorted()
            arguments += ["--output", relative(output, to: root)]
            if let config = ConnectorFiles.config(in: module.sourceDirectoryURL) {
                arguments += ["--config", relative(config, to: root)]
            }
            if check { arguments.append("--check") }
            let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
            if let isolation = manifest.flatMap({ ManifestIsolation.defaultIsolation(ofTarget: module.name, manifest: $0) }) {
                arguments += ["--default-isolation", isolation]
            }
            let status = try run(tool, arguments, in: root)
            if status != 0 { failed = true }
        }
        if failed {
            throw CommandError(check ? "generated connectors are out of date; run 'swift package generate-connectors'" : "generation failed")
        }
    }

    private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// `url` relative to `root`, so `#sourceLocation` paths in committed files do not depend on the machine.
    private func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path.hasSuffix("/") ? root.standardizedFileURL.path : root.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateConnectorsCommand: XcodeCommandPlugin {
    /// In an Xcode project, writes the generated sources beside each selected target's specs.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "connector-gen").url
        for target in context.xcodeProject.targets {
            let specs = target.inputFiles.map(\.url).filter(ConnectorFiles.isSpec)
            guard let first = specs.first else { continue }
            let output = first.deletingLastPathComponent().appendingPathComponent("Generated")
            _ = try run(tool, ["generate"] + specs.map(\.path) + ["--output", output.path], in: context.xcodeProject.directoryURL)
        }
    }
}
#endif
