import ConnectorGen
import Foundation

/// Builds and runs a corpus app's parity runner twice: against the hand-written screens, and
/// with each complete draft's generated code in place of the code the draft replaces (as
/// `adopt`'s summary lists it, the view marked `@MainActor` where its conformance moves to
/// the generated extension, as Docs/adopting.md says). Drafts with TODOs keep their
/// hand-written code. Swift 6 language mode, warnings as errors, against the stand-ins.
struct AdoptParity {
    let app: AdoptCorpusApp
    let result: Adopter.Result

    /// The screens whose generated code replaces the hand-written one.
    var replacedScreens: [String] { complete.map(\.screen) }

    private var complete: [Adopter.Draft] { result.drafts.filter { $0.todos.isEmpty } }

    init(_ app: AdoptCorpusApp) throws {
        self.app = app
        result = Adopter.draft(try app.sources())
    }

    /// What the runner prints; throws when the app does not build.
    func run(replacingDrafts: Bool) throws -> String {
        let workspace = try Workspace("adopt-parity-\(app.name)")
        var files: [String] = []
        var edits: [String: [Diagnostic.Edit]] = [:]
        if replacingDrafts {
            // connector-gen declares the namespace the connectors keep.
            if let namespace = result.namespaceDeclaration {
                edits[namespace.file, default: []].append(Diagnostic.Edit(replacing: namespace.range, with: ""))
            }
            for draft in complete {
                for replaced in draft.replaces {
                    edits[replaced.file, default: []].append(Diagnostic.Edit(replacing: replaced.range, with: ""))
                    if replaced.what.hasPrefix("the conformance") {
                        // The view is a View through the generated extension only: isolate it as the docs say.
                        let line = SourceRange(from: .init(line: replaced.range.start.line, column: 1), to: .init(line: replaced.range.start.line, column: 1))
                        edits[replaced.file, default: []].append(Diagnostic.Edit(replacing: line, with: "@MainActor\n"))
                    }
                }
            }
        }
        for path in try app.appFiles() + ["Parity/Parity.swift"] {
            var bytes = Array(try Data(contentsOf: app.folder.appendingPathComponent(path)))
            if let fileEdits = edits[path] {
                let outcome = FixItApplier.apply(fileEdits, to: bytes)
                guard outcome.skipped.isEmpty else { throw SwiftCompiler.CompilerError(output: "edits not applied to \(path): \(outcome.skipped)") }
                bytes = outcome.bytes
            }
            try workspace.write(path, String(decoding: bytes, as: UTF8.self))
            files.append(path)
        }
        if replacingDrafts {
            var config = TargetConfig.default
            if let text = result.configuration, let read = Generator.readConfig(.init(path: "connector-gen.yml", bytes: Array(text.utf8))).0 {
                config = read
            }
            let inputs = complete.map { Generator.Input(path: "Drafts/" + $0.fileName, bytes: Array($0.yaml.utf8)) }
            let generated = Generator.generate(inputs, config: config, options: Generator.Options(kinds: [.connector, .namespace]))
            guard generated.succeeded else { throw SwiftCompiler.CompilerError(output: DiagnosticFormat.text.render(generated.diagnostics)) }
            for file in generated.files {
                try workspace.write("Generated/" + file.name, file.contents)
                files.append("Generated/" + file.name)
            }
        }
        try workspace.write("main.swift", "for line in parityReport() { print(line) }\n")
        files.append("main.swift")
        let libraries = try SwiftCompiler.standInLibraries.get()
        // Static libraries after those that use them.
        let linked = (try app.standIns().map(\.name).reversed() + ["ConnectorRuntime"]).flatMap { ["-l\($0)"] }
        let build = try SwiftCompiler.run(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "App", "-I", libraries.path, "-L", libraries.path] + linked
                + ["-o", "app"] + files,
            in: workspace.url)
        guard build.succeeded else { throw SwiftCompiler.CompilerError(output: build.output) }
        let run = try SwiftCompiler.run(executable: workspace.url.appendingPathComponent("app").path, [], in: workspace.url)
        guard run.succeeded else { throw SwiftCompiler.CompilerError(output: "the runner failed: \(run.output)") }
        return run.output
    }
}
