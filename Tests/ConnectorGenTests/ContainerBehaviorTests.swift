import ConnectorGen
import Foundation
import Testing

/// Runs generated SwiftUI containers against the test-only SwiftUI stand-in, built as a
/// library: the values that reach the rendering view, the app action each closure sends, and
/// the action a binding's setter sends. The stand-in has no environment, so these containers
/// get their store from their initializer (`parameter` and `observedObject`); the environment
/// sources are type-checked by the golden cases.
@Suite("Generated containers pass values and send actions")
struct ContainerBehaviorTests {
    static let config = """
        protocol: Connector
        container:
          store: AppStore
          source: parameter
        """

    static let specs: [String: String] = [
        "Note.connector.yml": """
            connector: NoteConnector
            state: AppState
            action: AppAction
            view: NoteView
            inputs:
              movieId: Int
            viewState:
              title: { type: String, from: "state.titles[movieId] ?? \\"\\"" }
              note: { type: String, from: "state.notes[movieId] ?? \\"\\"" }
            viewAction:
              edit:
                with: { text: String }
                to: .setNote(movie: movieId, text: text)
              rate:
                with: { stars: Int, _ comment: String }
                to: .rate(movie: movieId, stars: stars, comment: comment)
              close: .close
            container:
              bindings:
                note: edit
            """,
        "Count.connector.yml": """
            connector: CountConnector
            state: AppState
            action: AppAction
            view: CountView
            viewState:
              count: { type: Int, from: state.notes.count }
            viewAction:
              clear: .clearNotes
            container: { source: observedObject }
            """,
    ]

    static let fixtures = """
        import SwiftUI

        \(SettingsMatrixTests.appProtocol)
        struct AppState: Sendable {
            var titles: [Int: String] = [:]
            var notes: [Int: String] = [:]
        }

        enum AppAction: Equatable, Sendable {
            case setNote(movie: Int, text: String)
            case rate(movie: Int, stars: Int, comment: String)
            case close
            case clearNotes
        }

        /// Records what it is sent, and sets notes as the app's reducer would.
        @MainActor
        final class AppStore: ObservableObject {
            private(set) var state: AppState
            private(set) var sent: [AppAction] = []

            init(state: AppState) { self.state = state }

            func send(_ action: AppAction) {
                sent.append(action)
                if case .setNote(let movie, let text) = action { state.notes[movie] = text }
            }
        }

        struct NoteView: View {
            let title: String
            @Binding var note: String
            let rate: (Int, String) -> Void
            let close: () -> Void
            var body: some View { EmptyView() }
        }

        struct CountView: View {
            let count: Int
            let clear: () -> Void
            var body: some View { EmptyView() }
        }
        """

    static let main = """
        @main
        struct Main {
            @MainActor
            static func main() {
                let store = AppStore(state: AppState(titles: [7: "Heat", 8: "Ronin"], notes: [7: "again"]))
                guard let note = NoteContainerView(store: store, movieId: 7).body as? NoteView else {
                    return print("the note container does not render a NoteView")
                }
                print("title", note.title)
                print("note", note.note)
                note.rate(4, "tense")
                note.close()
                note.note = "later"
                print("note after set", note.note, store.state.notes[7] ?? "")
                guard let count = CountContainerView(store: store).body as? CountView else {
                    return print("the count container does not render a CountView")
                }
                print("count", count.count)
                count.clear()
                for action in store.sent { print("sent", action) }
            }
        }
        """

    @Test("the view gets the connected values, and its closures and binding send app actions")
    func containersConnectTheView() throws {
        let inputs = Self.specs.sorted { $0.key < $1.key }.map { Generator.Input(path: $0.key, bytes: Array($0.value.utf8)) }
        let (config, configDiagnostics) = Generator.readConfig(Generator.Input(path: "connector-gen.yml", bytes: Array(Self.config.utf8)))
        try #require(configDiagnostics.isEmpty, "\(configDiagnostics)")
        let result = Generator.generate(inputs, config: try #require(config), options: Generator.Options(kinds: [.connector, .namespace]))
        try #require(result.succeeded && !result.diagnostics.containsErrors, "\(result.diagnostics)")

        let workspace = try Workspace("container-behavior")
        let library = try Self.standInLibrary(in: workspace)
        for file in result.files { try workspace.write("Sources/\(file.name)", file.contents) }
        try workspace.write("Sources/Fixtures.swift", Self.fixtures)
        try workspace.write("Sources/Main.swift", Self.main)
        let sources = (result.files.map(\.name) + ["Fixtures.swift", "Main.swift"]).map { workspace.url.appendingPathComponent("Sources/\($0)").path }
        let executable = workspace.url.appendingPathComponent("containers").path
        let build = try SwiftCompiler.run(
            ["-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-I", library.path, "-L", library.path, "-lSwiftUI",
             "-o", executable] + sources,
            in: workspace.url)
        try #require(build.succeeded, "\(build.output)")
        let run = try SwiftCompiler.run(executable: executable, [], in: workspace.url)
        try #require(run.succeeded, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "title Heat",
            "note again",
            "note after set later later",
            "count 1",
            "sent rate(movie: 7, stars: 4, comment: \"tense\")",
            "sent close",
            "sent setNote(movie: 7, text: \"later\")",
            "sent clearNotes",
        ])
    }

    /// Builds the SwiftUI stand-in as a static library with its module, in `workspace`.
    static func standInLibrary(in workspace: Workspace) throws -> URL {
        let folder = workspace.url.appendingPathComponent("StandIn")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let standIn = Paths.packageRoot.appendingPathComponent("Tests/StandIns/SwiftUI")
        let sources = try FileManager.default.contentsOfDirectory(atPath: standIn.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { standIn.appendingPathComponent($0).path }
        let outcome = try SwiftCompiler.run(
            ["-emit-library", "-static", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "6",
             "-emit-module", "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path,
             "-o", folder.appendingPathComponent("libSwiftUI.a").path] + sources,
            in: folder)
        guard outcome.succeeded else { throw SwiftCompiler.CompilerError(output: outcome.output) }
        return folder
    }
}
