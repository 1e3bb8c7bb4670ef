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
        let packageFiles = (try? FileManager.default.contentsOfDirectory(atPath: context.package.directoryURL.path)) ?? []
        func isolation(of target: SourceModuleTarget) -> String? {
            manifest.flatMap { ManifestIsolation.buildIsolation(ofTarget: target.name, manifest: $0, packageFiles: packageFiles) }
        }
        let ownFiles = module.sourceFiles.map(\.url)
        for (file, warning) in ConnectorFiles.misnamedSpecs(among: ownFiles) { Diagnostics.warning(warning, file: file.path, line: 1) }
        if module.kind == .test {
            // A test target gets suites from the specs of the targets it tests, not from its own.
            for spec in module.specs {
                Diagnostics.warning(ConnectorFiles.specInTestTargetWarning(spec: spec.lastPathComponent, target: module.name), file: spec.path, line: 1)
            }
            let tested = target.testedModules()
            let committed = ConnectorFiles.committedOutputs(among: ownFiles, specs: tested.flatMap(\.specs), kinds: [.tests])
            guard committed.isEmpty else {
                Diagnostics.error(ConnectorFiles.committedOutputsMessage(target: module.name, files: committed))
                return []
            }
            invocations = tested.flatMap { tested in
                GeneratorInvocation.tests(
                    specs: tested.specs, config: ConnectorFiles.config(in: tested.sourceDirectoryURL),
                    output: output, testedModule: tested.moduleName, isolation: isolation(of: tested))
            }
        } else {
            let committed = ConnectorFiles.committedOutputs(among: ownFiles, specs: module.specs, kinds: [.connector, .namespace])
            guard committed.isEmpty else {
                Diagnostics.error(ConnectorFiles.committedOutputsMessage(target: module.name, files: committed))
                return []
            }
            for spec in module.excludedSpecs(in: context.package) {
                Diagnostics.warning(ConnectorFiles.excludedSpecWarning(spec: spec.lastPathComponent, target: module.name), file: spec.path, line: 1)
            }
            invocations = GeneratorInvocation.connectors(
                specs: module.specs, config: ConnectorFiles.config(in: module.sourceDirectoryURL),
                output: output, targetName: module.name, isolation: isolation(of: module))
        }
        // What an earlier build generated for a spec since renamed or deleted goes.
        LeftoverFiles.removeStale(in: output, keeping: invocations.flatMap(\.outputs))
        return invocations.map { $0.command(tool: tool) }
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
    /// In an Xcode project, the specs and `connector-gen.yml` are among a target's input files.
    /// A source target gets its connectors and namespace; a test target gets test suites from
    /// the examples of the specs of the targets it tests (`XcodeTargetFacts.tested`).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let tool = try context.tool(named: "connector-gen").url
        let output = context.pluginWorkDirectoryURL
        // Xcode gives a plugin no build settings; the default isolation is read from the
        // project file, configuration by configuration.
        let projectTargets = context.xcodeProject.targetFacts
        let facts = projectTargets.first { $0.name == target.displayName } ?? XcodeTargetFacts(target)
        for (file, warning) in ConnectorFiles.misnamedSpecs(among: facts.files) { Diagnostics.warning(warning, file: file.path, line: 1) }
        let invocations: [GeneratorInvocation]
        if facts.isTest {
            for spec in facts.specs {
                Diagnostics.warning(ConnectorFiles.specInTestTargetWarning(spec: spec.lastPathComponent, target: facts.name), file: spec.path, line: 1)
            }
            let tested = XcodeTargetFacts.tested(by: facts, among: projectTargets)
            let committed = ConnectorFiles.committedOutputs(among: facts.files, specs: tested.flatMap(\.specs), kinds: [.tests])
            guard committed.isEmpty else {
                Diagnostics.error(ConnectorFiles.committedOutputsMessage(target: facts.name, files: committed, inXcode: true))
                return []
            }
            invocations = tested.flatMap { tested in
                GeneratorInvocation.tests(
                    specs: tested.specs, config: tested.config, output: output, testedModule: tested.moduleName, isolation: tested.isolation)
            }
        } else {
            let committed = ConnectorFiles.committedOutputs(among: facts.files, specs: facts.specs, kinds: [.connector, .namespace])
            guard committed.isEmpty else {
                Diagnostics.error(ConnectorFiles.committedOutputsMessage(target: facts.name, files: committed, inXcode: true))
                return []
            }
            if let warning = facts.isolationFinding?.warning(target: facts.name) { Diagnostics.warning(warning) }
            invocations = GeneratorInvocation.connectors(
                specs: facts.specs, config: facts.config, output: output, targetName: facts.name, isolation: facts.isolation)
        }
        // What an earlier build generated for a spec since renamed or deleted goes.
        LeftoverFiles.removeStale(in: output, keeping: invocations.flatMap(\.outputs))
        return invocations.map { $0.command(tool: tool) }
    }
}
#endif
