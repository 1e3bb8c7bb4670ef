import ConnectorGen
import Foundation
import Testing

/// `connector-gen adopt` on the corpus of hand-written screens in `Tests/AdoptCorpus`: the
/// drafts and the summary match what is recorded, every draft lints clean, and the code
/// generated from the complete drafts behaves as the hand-written mappings did.
@Suite("Adopting the corpus")
struct AdoptCorpusTests {
    /// Runs `adopt App --output Drafts` on a copy of the app's Swift files; returns the files
    /// written and what the tool printed (`summary.txt`).
    static func adopt(_ app: AdoptCorpusApp) throws -> [String: String] {
        let workspace = try Workspace("adopt-\(app.name)")
        for path in try app.appFiles() {
            try workspace.write(path, try String(contentsOf: app.folder.appendingPathComponent(path), encoding: .utf8))
        }
        let run = try workspace.run("adopt", "App", "--output", "Drafts")
        var files: [String: String] = ["summary.txt": "$ connector-gen adopt App --output Drafts\n" + run.standardError + run.standardOutput + "exit status \(run.status)\n"]
        for name in workspace.files(in: "Drafts") {
            files[name] = workspace.read("Drafts/" + name)
        }
        return files
    }

    @Test("the drafts and the summary match the recorded ones", arguments: AdoptCorpusApp.all)
    func draftsMatch(_ app: AdoptCorpusApp) throws {
        try app.recorded.check(try Self.adopt(app))
    }

    @Test("every screen is drafted, and every draft lints with no diagnostic", arguments: AdoptCorpusApp.all)
    func draftsLintClean(_ app: AdoptCorpusApp) throws {
        let result = Adopter.draft(try app.sources())
        #expect(result.skipped.isEmpty, "\(result.skipped)")
        let screens = try app.appFiles().filter { !$0.hasSuffix("Model.swift") }
        #expect(result.drafts.count == screens.count, "\(result.drafts.map(\.screen)) for \(screens)")
        var config = TargetConfig.default
        if let text = result.configuration {
            let (read, diagnostics) = Generator.readConfig(.init(path: "connector-gen.yml", bytes: Array(text.utf8)))
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            config = try #require(read)
        }
        let inputs = result.drafts.map { Generator.Input(path: $0.fileName, bytes: Array($0.yaml.utf8)) }
        let diagnostics = Generator.lint(inputs, config: config)
        #expect(diagnostics.isEmpty, "\(DiagnosticFormat.text.render(diagnostics))")
    }

    @Test("the code generated from each complete draft maps every sample state and action as the hand-written code did", arguments: AdoptCorpusApp.all)
    func generatedCodeBehavesAsTheOriginal(_ app: AdoptCorpusApp) throws {
        let parity = try AdoptParity(app)
        let original = try parity.run(replacingDrafts: false)
        let adopted = try parity.run(replacingDrafts: true)
        #expect(parity.replacedScreens.count >= 2, "only \(parity.replacedScreens) replaced")
        #expect(original.split(separator: "\n").count >= 10, "the runner printed too little: \(original)")
        let diff = UnifiedDiff.diff(expected: original, actual: adopted, expectedName: "hand-written", actualName: "generated from the drafts")
        #expect(diff.isEmpty, "\n\(diff)")
    }
}
