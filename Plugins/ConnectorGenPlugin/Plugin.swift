import Foundation
import PackagePlugin

/// Generates connectors, view types and tests from `*.connector.yml` specs while building.
///
/// On a source target, each spec becomes one Swift file and the target gets one file that
/// declares the namespace. On a test target, each spec of the targets it tests becomes a
/// test suite built from the spec's examples.
@main
struct ConnectorGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let tool = try context.tool(named: "connector-gen").url
        let output = context.pluginWorkDirectoryURL
        let invocations: [GeneratorInvocation]
        let manifest = try? String(contentsOf: context.package.directoryURL.appendingPathComponent("Package.swift"), encoding: .utf8)
        func isolation(of target: SourceModuleTarget) -> String? {
            manifest.flatMap { ManifestIsolation.defaultIsolation(ofTarget: target.name, manifest: $0) }
        }
        if module.kind == .test {
            invocations = testedModules(of: target).flatMap { tested in
                GeneratorInvocation.tests(
                    specs: specs(of: tested), config: ConnectorFiles.config(in: tested.sourceDirectoryURL),
                    output: output, testedModule: tested.moduleName, isolation: isolation(of: tested))
            }
        } else {
            invocations = GeneratorInvocation.connectors(
                specs: specs(of: module), config: ConnectorFiles.config(in: module.sourceDirectoryURL),
                output: output, targetName: module.name, isolation: isolation(of: module))
        }
        return invocations.map { $0.command(tool: tool) }
    }

    private func specs(of module: SourceModuleTarget) -> [URL] {
        module.sourceFiles.map(\.url).filter(ConnectorFiles.isSpec)
    }

    /// The source modules a test target depends on, directly or through products, that hold specs.
    private func testedModules(of target: Target) -> [SourceModuleTarget] {
        var modules: [SourceModuleTarget] = []
        var seen: Set<String> = []
        for dependency in target.dependencies {
            let targets: [Target]
            switch dependency {
            case .target(let target): targets = [target]
            case .product(let product): targets = product.targets
            @unknown default: targets = []
            }
            for candidate in targets {
                guard let module = candidate.sourceModule, module.kind != .test, seen.insert(module.id).inserted else { continue }
                if !specs(of: module).isEmpty { modules.append(module) }
            }
        }
        return modules.sorted { $0.name < $1.name }
    }
}

extension GeneratorInvocation {
    func command(tool: URL) -> Command {
        .buildCommand(displayName: displayName, executable: tool, arguments: arguments, inputFiles: inputs, outputFiles: outputs)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ConnectorGenPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project, the specs are the target's input files; the namespace and
    /// configuration work as in a package. Test targets are covered by the package path.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let tool = try context.tool(named: "connector-gen").url
        let specs = target.inputFiles.map(\.url).filter(ConnectorFiles.isSpec)
        let config = target.inputFiles.map(\.url).first { $0.lastPathComponent == OutputNaming.configFileName }
        return GeneratorInvocation.connectors(
            specs: specs, config: config, output: context.pluginWorkDirectoryURL, targetName: target.displayName
        ).map { $0.command(tool: tool) }
    }
}
#endif
