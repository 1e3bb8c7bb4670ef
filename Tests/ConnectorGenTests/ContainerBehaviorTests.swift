import ConnectorGen
import Foundation
import Testing

/// Runs generated SwiftUI containers against the test-only stand-ins, built as libraries: the
/// values that reach the rendering view, the app action each closure sends, and the action a
/// binding's setter sends. The SwiftUI stand-in has no view hierarchy, so these containers get
/// their store from their initializer (`parameter` and `observedObject`), or, over a provided
/// SwiftDux store, read the stand-in's one environment; the other environment sources are
/// type-checked by the golden cases.
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
        // An app action that may be nothing is sent only when there is one.
        "Gate.connector.yml": """
            connector: GateConnector
            state: AppState
            action: AppAction?
            view: GateView
            viewState:
              count: { type: Int, from: state.notes.count }
            viewAction:
              open: .close
              skip: nil
            container: true
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

        struct GateView: View {
            let count: Int
            let open: () -> Void
            let skip: () -> Void
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
                guard let gate = GateContainerView(store: store).body as? GateView else {
                    return print("the gate container does not render a GateView")
                }
                gate.skip()
                gate.open()
                for action in store.sent { print("sent", action) }
            }
        }
        """

    @Test("the view gets the connected values, and its closures and binding send app actions")
    func containersConnectTheView() throws {
        let lines = try Self.run(specs: Self.specs, config: Self.config, fixtures: Self.fixtures, main: Self.main, in: "container-behavior")
        #expect(lines == [
            "title Heat",
            "note again",
            "note after set later later",
            "count 1",
            "sent rate(movie: 7, stars: 4, comment: \"tense\")",
            "sent close",
            "sent setNote(movie: 7, text: \"later\")",
            "sent clearNotes",
            "sent close",
        ])
    }

    static let providedStoreSpecs: [String: String] = [
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
              close: .close
            container:
              bindings:
                note: edit
            """,
        "Poster.connector.yml": """
            connector: PosterConnector
            state: AppState
            action: AppAction
            view: PosterView
            inputs:
              movieId: Int
            slices:
              title: titles[movieId]
            require: [title]
            viewState:
              title: String
            container: true
            """,
    ]

    static let providedStoreFixtures = """
        import SwiftDux
        import SwiftUI

        struct AppState: Equatable, Sendable {
            var titles: [Int: String] = [:]
            var notes: [Int: String] = [:]
        }
        enum AppAction: Action, Equatable, Sendable {
            case setNote(movie: Int, text: String)
            case close
        }

        struct NoteView: View {
            let title: String
            @Binding var note: String
            let close: () -> Void
            var body: some View { EmptyView() }
        }

        struct PosterView: View {
            let title: String
            var body: some View { EmptyView() }
        }
        """

    static let providedStoreMain = """
        import SwiftDux
        import SwiftUI

        @main
        struct Main {
            @MainActor
            static func main() {
                // What `provideStore(_:)` on an ancestor puts in the environment.
                EnvironmentValues.standInCurrent.actionDispatcher = ActionDispatcherProxy(
                    send: { print("sent", $0) }, sendAsCancellable: { _ in fatalError("nothing is sent as cancellable") })
                let state = AppState(titles: [7: "Heat"], notes: [7: "again"])
                typealias NoteConnector = SwiftDux.Connector<NoteView, AppState, NoteView.State>
                guard let connector = NoteContainerView(movieId: 7).body as? NoteConnector,
                      let note = connector.standInContent(state: state) else {
                    return print("the note container does not render a NoteView through SwiftDux's Connector")
                }
                print("title", note.title)
                print("note", note.note)
                note.note = "later"
                note.close()
                typealias PosterConnector = SwiftDux.Connector<PosterView, AppState, PosterView.State>
                for movieId in [7, 8] {
                    let poster = (PosterContainerView(movieId: movieId).body as? PosterConnector)?.standInContent(state: state)
                    print("poster", movieId, poster?.title ?? "nothing shown")
                }
            }
        }
        """

    @Test("over a provided SwiftDux store, SwiftDux's Connector renders the view, which sends to the environment's dispatcher")
    func providedStoreContainersConnectTheView() throws {
        let lines = try Self.run(
            specs: Self.providedStoreSpecs, config: "container: { source: provideStore }", fixtures: Self.providedStoreFixtures,
            main: Self.providedStoreMain, in: "container-provided-store")
        #expect(lines == [
            "title Heat",
            "note again",
            "sent setNote(movie: 7, text: \"later\")",
            "sent close",
            "poster 7 Heat",
            "poster 8 nothing shown",
        ])
    }

    /// Generates `specs` under `config`, builds them with `fixtures` and `main` in Swift 6 mode
    /// with warnings as errors against the stand-ins and the runtime, runs the program and
    /// returns the lines it prints.
    static func run(specs: [String: String], config: String, fixtures: String, main: String, in name: String) throws -> [String] {
        let inputs = specs.sorted { $0.key < $1.key }.map { Generator.Input(path: $0.key, bytes: Array($0.value.utf8)) }
        let (config, configDiagnostics) = Generator.readConfig(Generator.Input(path: "connector-gen.yml", bytes: Array(config.utf8)))
        try #require(configDiagnostics.isEmpty, "\(configDiagnostics)")
        let result = Generator.generate(inputs, config: try #require(config), options: Generator.Options(kinds: [.connector, .namespace]))
        try #require(result.succeeded && !result.diagnostics.containsErrors, "\(result.diagnostics)")

        let workspace = try Workspace(name)
        let libraries = try SwiftCompiler.standInLibraries.get()
        for file in result.files { try workspace.write("Sources/\(file.name)", file.contents) }
        try workspace.write("Sources/Fixtures.swift", fixtures)
        try workspace.write("Sources/Main.swift", main)
        let sources = (result.files.map(\.name) + ["Fixtures.swift", "Main.swift"]).map { workspace.url.appendingPathComponent("Sources/\($0)").path }
        let executable = workspace.url.appendingPathComponent("containers").path
        let linked = (StandIn.all.map(\.name).reversed() + ["ConnectorRuntime"]).map { "-l\($0)" }
        let build = try SwiftCompiler.run(
            ["-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-I", libraries.path, "-L", libraries.path]
                + linked + ["-o", executable] + sources,
            in: workspace.url)
        try #require(build.succeeded, "\(build.output)")
        let run = try SwiftCompiler.run(executable: executable, [], in: workspace.url)
        try #require(run.succeeded, "\(run.output)")
        return run.output.split(separator: "\n").map(String.init)
    }
}
