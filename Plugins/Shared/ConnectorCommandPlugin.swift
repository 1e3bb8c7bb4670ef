import Foundation
import PackagePlugin

/// The one implementation of the command plugins `generate-connectors` (writes each selected
/// target's files into its `Generated` folder; `--check` writes nothing) and `check-connectors`
/// (always checks, so it needs no permission to write), for packages and Xcode projects.
///
/// `--target <name>` selects targets (Xcode passes the targets chosen in its dialog this way);
/// a test target gets test suites from the examples of the specs of the targets it tests.
protocol ConnectorCommandPlugin: CommandPlugin {
    /// Whether the plugin only checks (it declares no permission to write).
    static var checksOnly: Bool { get }
}

extension ConnectorCommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // SwiftPM passes on `--target X` as written after the verb.
        let options = try CommandArguments(arguments, check: Self.checksOnly)
        if options.showsHelp { return print(CommandArguments.usage(checksOnly: Self.checksOnly), terminator: "") }
        let root = context.package.directoryURL
        let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        func plain(_ module: SourceModuleTarget) -> CommandTarget {
            CommandTarget(
                name: module.name, isTest: module.kind == .test, specs: module.specsIncludingExcluded(in: context.package),
                config: ConnectorFiles.config(in: module.sourceDirectoryURL), directory: module.sourceDirectoryURL,
                moduleName: module.moduleName,
                isolation: manifest.flatMap { ManifestIsolation.defaultIsolation(ofTarget: module.name, manifest: $0) },
                usesBuildPlugin: manifest.map { ManifestIsolation.usesBuildPlugin(target: module.name, manifest: $0) } ?? false)
        }
        let targets = context.package.targets.compactMap { target -> CommandTarget? in
            guard let module = target.sourceModule else { return nil }
            var command = plain(module)
            if module.kind == .test { command.tested = target.testedModules(includingExcludedIn: context.package).map(plain) }
            return command
        }
        let runs = try CommandPlan.runs(for: targets, arguments: options, root: root)
        for name in CommandPlan.buildPluginTargets(targets, arguments: options) {
            FileHandle.standardError.write(Data("note: \(CommandPlan.buildPluginNote(name))\n".utf8))
        }
        try CommandPlan.perform(runs, tool: context.tool(named: "connector-gen").url, root: root, check: options.check, remedy: CommandPlan.packageRemedy)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ConnectorCommandPlugin {
    /// In an Xcode project: the same plan, over the project's targets, relative to its folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let options = try CommandArguments(arguments, check: Self.checksOnly, strict: false)
        if options.showsHelp { return print(CommandArguments.usage(checksOnly: Self.checksOnly), terminator: "") }
        let root = context.xcodeProject.directoryURL
        let targets = XcodeTargetFacts.commandTargets(context.xcodeProject.targetFacts)
        let runs = try CommandPlan.runs(for: targets, arguments: options, root: root)
        try CommandPlan.perform(runs, tool: context.tool(named: "connector-gen").url, root: root, check: options.check, remedy: CommandPlan.xcodeRemedy)
    }
}
#endif
