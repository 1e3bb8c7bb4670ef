import ConnectorGen
import Foundation
import Testing

/// Memoized connectors, built and run: a `from:` expression is evaluated again exactly when a
/// slice it reads changes, never for other changes of the app state.
@Suite("Memoized connectors")
struct MemoizationTests {
    static let spec = """
        connector: ShelfConnector
        state: AppState
        action: AppAction
        view: ShelfView
        memoize: true
        inputs:
          shelf: Int
        slices:
          books: books
          query: search.query
        viewState:
          titles:
            type: "[String]"
            from: Evaluations.counted(books.filter { $0.shelf == shelf && $0.title.hasPrefix(query) }.map(\\.title))

        """

    static let derivedSpec = """
        connector: SearchConnector
        state: AppState
        action: AppAction
        viewState: SearchState
        viewAction: SearchAction
        slice: search
        embed: searchField
        memoize: true

        """

    static let fixtures = """
        import Foundation

        struct Book: Equatable, Sendable { var title: String; var shelf: Int }
        struct SearchState: Equatable, Sendable { var query = "" }
        enum SearchAction: Equatable, Sendable { case clear }
        struct AppState: Sendable {
            var books: [Book] = []
            var search = SearchState()
            var unrelated = 0
        }
        enum AppAction: Equatable, Sendable { case searchField(SearchAction) }
        enum ShelfView {}

        /// How many times a `from:` expression ran.
        nonisolated final class Evaluations: @unchecked Sendable {
            private static let lock = NSLock()
            nonisolated(unsafe) private static var count = 0
            static var total: Int { lock.lock(); defer { lock.unlock() }; return count }
            static func counted<T>(_ value: T) -> T {
                lock.lock()
                count += 1
                lock.unlock()
                return value
            }
        }

        """

    /// Counts the evaluations after each change; the expected counts follow each line.
    static let main = """
        var state = AppState(books: [Book(title: "Dune", shelf: 1), Book(title: "Emma", shelf: 2)])
        let shelf = Connectors.ShelfConnector(shelf: 1)
        var lines: [String] = []
        @MainActor func check(_ name: String, _ expected: Int) { lines.append("\\(name): \\(Evaluations.total == expected ? "ok" : "\\(Evaluations.total), expected \\(expected)")") }

        _ = shelf.connect(state: state); check("first call", 1)
        _ = shelf.connect(state: state); check("same state", 1)
        state.unrelated += 1
        _ = shelf.connect(state: state); check("a change outside its slices", 1)
        state.books = [Book(title: "Dune", shelf: 1), Book(title: "Emma", shelf: 2)]
        _ = shelf.connect(state: state); check("an equal value written to a slice", 1)
        state.books.append(Book(title: "Dracula", shelf: 1))
        let titles = shelf.connect(state: state).titles; check("a change of one slice", 2)
        lines.append("titles: \\(titles)")
        state.search.query = "Dr"
        _ = shelf.connect(state: state); check("a change of the other slice", 3)
        let copy = shelf
        _ = copy.connect(state: state); check("a copy shares the memo", 3)
        let other = Connectors.ShelfConnector(shelf: 2)
        _ = other.connect(state: state); check("other inputs, another memo", 4)
        _ = shelf.connect(state: state); check("the first keeps its own", 4)
        let search = Connectors.SearchConnector()
        lines.append("derived: \\(search.connect(state: state) == state.search ? "ok" : "wrong")")
        state.search.query = "E"
        lines.append("derived after a change: \\(search.connect(state: state) == state.search ? "ok" : "wrong")")
        print(lines.joined(separator: "\\n"))

        """

    static let expected = """
        first call: ok
        same state: ok
        a change outside its slices: ok
        an equal value written to a slice: ok
        a change of one slice: ok
        titles: ["Dune", "Dracula"]
        a change of the other slice: ok
        a copy shares the memo: ok
        other inputs, another memo: ok
        the first keeps its own: ok
        derived: ok
        derived after a change: ok
        """

    /// Many tasks share one connector and alternate between two states: every result matches
    /// its state. Built with the thread sanitizer where the platform has one.
    static let concurrentMain = """
        let shelf = Connectors.ShelfConnector(shelf: 1)
        let states = [
            AppState(books: [Book(title: "Dune", shelf: 1)]),
            AppState(books: [Book(title: "Dune", shelf: 1), Book(title: "Dracula", shelf: 1)]),
        ]
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for index in 0..<2_000 {
                        let state = states[(index / (task + 1)) % 2]
                        if shelf.connect(state: state).titles.count != state.books.count { wrong += 1 }
                    }
                    return wrong
                }
            }
            var total = 0
            for await count in group { total += count }
            return total
        }
        print("wrong results: \\(wrong)")

        """

    @Test("a from: expression is evaluated again exactly when a slice it reads changes", arguments: [CompilerSetting.swift6, .mainActorDefault])
    func evaluatesOnlyWhenASliceChanges(_ setting: CompilerSetting) throws {
        let output = try Self.buildAndRun(main: Self.main, setting: setting)
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == Self.expected)
    }

    @Test("one connector used from many tasks at once returns the view state of each call's state")
    func concurrentUse() throws {
        let sanitize = Self.threadSanitizerWorks ? ["-sanitize=thread"] : []
        let output = try Self.buildAndRun(main: Self.concurrentMain, setting: .swift6, extraFlags: sanitize)
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "wrong results: 0", "\(output)")
        #expect(!output.contains("ThreadSanitizer"), "\(output)")
    }

    @Test("a slice that is not Equatable is a compile error at the slice's path in the spec")
    func sliceNotEquatable() throws {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            view: ListView
            memoize: true
            slices:
              handle: handle
            viewState:
              name: { type: String, from: handle.name }

            """
        let workspace = try Workspace()
        try workspace.write("List.connector.yml", spec)
        try workspace.write(
            "Fixtures.swift",
            "final class Handle: Sendable { let name = \"\" }\nstruct AppState: Sendable { var handle = Handle() }\nenum AppAction: Equatable { case none }\nenum ListView {}\n")
        let generate = try workspace.run("generate", "List.connector.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let outcome = try SwiftCompiler.typecheck(
            ["Fixtures.swift", "Out/List.connector.swift", "Out/ConnectorNamespace.swift"].map { workspace.url.appendingPathComponent($0) },
            in: workspace.url)
        #expect(!outcome.succeeded)
        let firstError = outcome.output.split(separator: "\n").first { $0.contains(": error:") }.map(String.init) ?? outcome.output
        #expect(firstError.hasPrefix("List.connector.yml:7:11: "), "\(outcome.output)")
        #expect(firstError.contains("'Handle' conform to 'Equatable'"), "\(outcome.output)")
    }

    @Test("a slice or an input named like the connector's memo is named apart from it, and the connector compiles")
    func sliceNamedLikeTheMemo() throws {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            view: ListView
            memoize: true
            inputs:
              lastConnectedState: Int
            slices:
              viewStateMemo: names
            viewState:
              count: { type: Int, from: viewStateMemo.count + lastConnectedState }

            """
        let outcome = try SpecTypeLocationTests.typecheck(
            spec, named: "List", fixtures: "struct AppState: Sendable { var names: [String] = [] }\nenum AppAction: Equatable { case none }\nenum ListView {}\n")
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    // MARK: - Building

    /// Whether this platform's compiler can build with the thread sanitizer.
    static let threadSanitizerWorks: Bool = {
        #if os(Linux) || os(macOS)
        return true
        #else
        return false
        #endif
    }()

    /// Generates the two specs, builds them with the fixtures, `main` and the runtime (as a
    /// library of its own, as a package dependency is) into an executable, and runs it.
    static func buildAndRun(main: String, setting: CompilerSetting, extraFlags: [String] = []) throws -> String {
        let workspace = try Workspace()
        try workspace.write("Shelf.connector.yml", spec)
        try workspace.write("Search.connector.yml", derivedSpec)
        try workspace.write("Fixtures.swift", fixtures)
        try workspace.write("main.swift", main)
        let isolation = setting.isMainActorDefault ? ["--default-isolation", "MainActor"] : []
        let generate = try ToolRun(["generate", "Shelf.connector.yml", "Search.connector.yml", "--output", "Out"] + isolation, in: workspace.url)
        #expect(generate.status == 0, "\(generate.standardError)")

        let folder = workspace.url
        let app = try SwiftCompiler.buildApp(
            ["main.swift", "Fixtures.swift", "Out/Shelf.connector.swift", "Out/Search.connector.swift", "Out/ConnectorNamespace.swift"],
            in: folder, setting: setting, extraFlags: extraFlags)
        try #require(app.succeeded, "\(app.output)")
        let run = try SwiftCompiler.run(executable: folder.appendingPathComponent("app").path, [], in: folder)
        #expect(run.succeeded, "\(run.output)")
        return run.output
    }
}
