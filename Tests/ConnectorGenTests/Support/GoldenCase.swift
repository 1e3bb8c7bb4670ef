import ConnectorGen
import Foundation
import Testing

/// One folder under `Tests/GoldenFiles`: specs (and maybe a `connector-gen.yml` and a
/// `Fixtures.swift`) in, and under `expected/` the files generated from them plus
/// `diagnostics.txt`, what the command line would print.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    /// The folder's name.
    let name: String

    var testDescription: String { name }

    var folder: URL { Paths.goldenFiles.appendingPathComponent(name) }
    var expectedFolder: URL { folder.appendingPathComponent("expected") }
    var fixtures: URL? {
        let url = folder.appendingPathComponent("Fixtures.swift")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Every case, by name.
    static let all: [GoldenCase] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.goldenFiles.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasPrefix("_") }.sorted().map(GoldenCase.init(name:))
    }()

    /// The module name generated tests import.
    static let testedModule = "App"

    /// The case's specs, as the generator takes them.
    func inputs() throws -> [Generator.Input] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter(OutputNaming.isSpec).map { name in
            Generator.Input(path: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    /// The case's target configuration, or the default when it has none or it is invalid.
    func config() throws -> TargetConfig {
        let url = folder.appendingPathComponent("connector-gen.yml")
        guard FileManager.default.fileExists(atPath: url.path) else { return .default }
        let (config, _) = Generator.readConfig(Generator.Input(path: "connector-gen.yml", bytes: Array(try Data(contentsOf: url))))
        return config ?? .default
    }

    /// Runs the generator on the case: the generated files by name, plus `diagnostics.txt`.
    /// `configure` changes the case's configuration first, to generate it for another setting.
    func generate(layout: SourceLayout = .exactColumns, configure: (inout TargetConfig) -> Void = { _ in }) throws -> [String: String] {
        let run = Self.run(try sources(), layout: layout, configure: configure)
        var output = run.files
        if !run.diagnostics.isEmpty { output["diagnostics.txt"] = DiagnosticRenderer.render(run.diagnostics) }
        return output
    }

    /// The case's specs and `connector-gen.yml`, by file name.
    func sources() throws -> [String: [UInt8]] {
        var sources: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where OutputNaming.isSpec(name) || name == "connector-gen.yml" || name == Self.buildIsolationFile {
            sources[name] = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        return sources
    }

    /// A file holding the default isolation the build declares (`MainActor` or `nonisolated`),
    /// as the build plugin would pass it; most cases have none.
    static let buildIsolationFile = "build-isolation.txt"

    /// Runs the generator as the command line would on `sources` (specs and a
    /// `connector-gen.yml`, by file name): the generated files by name, and every diagnostic.
    /// The generated tests import `testedModule`.
    static func run(
        _ sources: [String: [UInt8]], testedModule: String = GoldenCase.testedModule, layout: SourceLayout = .exactColumns,
        configure: (inout TargetConfig) -> Void = { _ in }
    ) -> (files: [String: String], diagnostics: [Diagnostic]) {
        let inputs = sources.keys.sorted().filter(OutputNaming.isSpec).map { Generator.Input(path: $0, bytes: sources[$0]!) }
        var config = TargetConfig.default
        var diagnostics: [Diagnostic] = []
        if let bytes = sources["connector-gen.yml"] {
            let (decoded, found) = Generator.readConfig(Generator.Input(path: "connector-gen.yml", bytes: bytes))
            diagnostics += found
            if let decoded { config = decoded }
        }
        configure(&config)
        var files: [String: String] = [:]
        if !diagnostics.containsErrors {
            let detected = sources[buildIsolationFile].flatMap {
                TargetConfig.DefaultIsolation(rawValue: String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            }
            let options = Generator.Options(
                kinds: Set(OutputKind.allCases).subtracting([.scaffold]), testedModule: testedModule, detectedIsolation: detected,
                layout: layout)
            let result = Generator.generate(inputs, config: config, options: options)
            diagnostics += result.diagnostics
            for file in result.files { files[file.name] = file.contents }
        }
        return (files, diagnostics)
    }

    /// The recorded files under `expected/`.
    var recorded: RecordedFiles { RecordedFiles(folder: expectedFolder, label: "\(name)/expected") }

    /// The recorded files, by name.
    func expected() throws -> [String: String] { try recorded.read() }
}
