import Foundation

/// What both plugins need to know about the generator's files and flags, in one place:
/// this file is shared by the build-tool and command plugins (plugins cannot depend on
/// library targets).
enum ConnectorFiles {
    /// The configuration file at a target's root.
    static let configName = "connector-gen.yml"
    /// The file that declares the namespace, once per target.
    static let namespaceFileName = "ConnectorNamespace.swift"

    /// Whether `url` names a spec.
    static func isSpec(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".connector.yml") || url.lastPathComponent.hasSuffix(".connector.yaml")
    }

    /// The base name of a spec: `History.connector.yml` gives `History`.
    static func baseName(_ spec: URL) -> String {
        var name = spec.lastPathComponent
        for suffix in [".connector.yml", ".connector.yaml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        return name
    }

    /// The connector file generated for a spec.
    static func connectorFileName(_ spec: URL) -> String { baseName(spec) + ".connector.swift" }

    /// The test file generated for a spec.
    static func testFileName(_ spec: URL) -> String { baseName(spec) + "ConnectorExampleTests.swift" }

    /// The target's configuration file, if it has one.
    static func config(in directory: URL) -> URL? {
        let url = directory.appendingPathComponent(configName)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

/// One invocation of `connector-gen` that a plugin asks the build system to run.
struct GeneratorInvocation {
    var displayName: String
    var arguments: [String]
    var inputs: [URL]
    var outputs: [URL]

    /// The invocations that generate a target's connectors: one per spec, so that editing a
    /// spec regenerates only its file, and one for the namespace file.
    static func connectors(specs: [URL], config: URL?, output: URL, targetName: String) -> [GeneratorInvocation] {
        let sortedSpecs = specs.sorted { $0.path < $1.path }
        let configArguments = config.map { ["--config", $0.path] } ?? []
        var invocations = sortedSpecs.map { spec in
            GeneratorInvocation(
                displayName: "Generating connector from \(spec.lastPathComponent)",
                arguments: ["generate", spec.path, "--output", output.path, "--no-namespace", "--quiet"] + configArguments,
                inputs: [spec] + (config.map { [$0] } ?? []),
                outputs: [output.appendingPathComponent(ConnectorFiles.connectorFileName(spec))])
        }
        if !sortedSpecs.isEmpty {
            invocations.append(GeneratorInvocation(
                displayName: "Generating connector namespace for \(targetName)",
                arguments: ["generate"] + sortedSpecs.map(\.path) + ["--output", output.path, "--namespace-only", "--quiet"] + configArguments,
                inputs: sortedSpecs + (config.map { [$0] } ?? []),
                outputs: [output.appendingPathComponent(ConnectorFiles.namespaceFileName)]))
        }
        return invocations
    }

    /// The invocations that generate test suites from the examples of a tested module's specs.
    static func tests(specs: [URL], config: URL?, output: URL, testedModule: String) -> [GeneratorInvocation] {
        let configArguments = config.map { ["--config", $0.path] } ?? []
        return specs.sorted { $0.path < $1.path }.map { spec in
            GeneratorInvocation(
                displayName: "Generating connector tests from \(spec.lastPathComponent)",
                arguments: ["generate", spec.path, "--tests", "--module", testedModule, "--output", output.path, "--quiet"] + configArguments,
                inputs: [spec] + (config.map { [$0] } ?? []),
                outputs: [output.appendingPathComponent(ConnectorFiles.testFileName(spec))])
        }
    }
}
