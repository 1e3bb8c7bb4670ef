import ConnectorGen
import Foundation

/// An app of `Tests/AdoptCorpus`: hand-written connected screens that `adopt` drafts specs
/// from, a parity runner, and the drafts recorded under `expected/`.
struct AdoptCorpusApp: CustomStringConvertible, Sendable {
    /// The folder's name: `connector`, `custom-protocol`, `swiftuiflux`, `swiftdux`.
    let name: String

    var description: String { name }

    static let corpus = Paths.packageRoot.appendingPathComponent("Tests/AdoptCorpus")

    /// Every app of the corpus.
    static let all: [AdoptCorpusApp] = ["connector", "custom-protocol", "swiftuiflux", "swiftdux"].map(AdoptCorpusApp.init)

    var folder: URL { Self.corpus.appendingPathComponent(name) }
    var expectedFolder: URL { folder.appendingPathComponent("expected") }

    /// The app's Swift files (`App/…`), as paths relative to the app's folder, sorted.
    func appFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("App").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { "App/" + $0 }
    }

    /// The app's Swift files as `adopt` reads them.
    func sources() throws -> [Adopter.SourceFile] {
        try appFiles().map { Adopter.SourceFile(path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The stand-in libraries the app imports, each after those it imports.
    func standIns() throws -> [StandIn] {
        let urls = try appFiles().map { folder.appendingPathComponent($0) }
        let imported = try StandIn.importedModules(in: urls + [folder.appendingPathComponent("Parity/Parity.swift")])
        let direct = StandIn.all.filter { imported.contains($0.name) }
        let needed = Set(try direct.flatMap { try $0.dependencies().map(\.name) } + direct.map(\.name))
        return StandIn.all.filter { needed.contains($0.name) }
    }

    /// The recorded drafts and summary under `expected/`.
    var recorded: RecordedFiles { RecordedFiles(folder: expectedFolder, label: "AdoptCorpus/\(name)/expected") }
}
