import ConnectorGen
import Foundation
import Testing

/// Runs the reducers generated from store specs, one per effect form, with effect types of the
/// test's own: each action reaches its feature's reducer on the feature's state, each
/// feature's effect comes back as an app action, and a feature's connector reads and wraps
/// just its part.
@Suite("Generated store reducers route actions and map effects")
struct StoreBehaviorTests {
    /// Three store specs, one per effect form, over the same two features.
    static let specs: [String: String] = [
        "Plain.store.yml": """
            state: PlainState
            action: PlainAction
            reducer: plainReducer
            features:
              counter: { state: CounterState, action: CounterAction, reducer: counterReducer }
              log: { state: LogState, action: LogAction, reducer: logReducer }
            fields:
              tab: { type: Int, initial: 3 }
              note: String?
            actions:
              select: { tab: Int }
            handle: selectTab
            connectors: true
            """,
        "Mapped.store.yml": """
            state: MappedState
            action: MappedAction
            reducer: mappedReducer
            features:
              counter: { state: CounterState, action: CounterAction, reducer: counterEffectReducer }
            effect:
              returns: Effect<MappedAction>
              map: map
            """,
        "Async.store.yml": """
            state: AsyncState
            action: AsyncAction
            reducer: asyncReducer
            features:
              counter: { state: CounterState, action: CounterAction, reducer: counterAsyncReducer }
            effect:
              returns: AsyncAction?
              map: map
              async: true
            """,
    ]

    static let fixtures = """
        /// The app's own connector protocol, as `protocol: Connector` in connector-gen.yml names it.
        protocol Connector {
            associatedtype State
            associatedtype Action
            associatedtype ViewState
            associatedtype ViewAction
            func connect(state: State) -> ViewState
            func connect(action: ViewAction) -> Action
        }

        struct CounterState { var count = 0 }
        enum CounterAction { case increment, reset }
        struct LogState { var lines: [String] = [] }
        enum LogAction { case write(String) }

        func counterReducer(state: inout CounterState, action: CounterAction) {
            switch action {
            case .increment: state.count += 1
            case .reset: state.count = 0
            }
        }
        func logReducer(state: inout LogState, action: LogAction) {
            if case .write(let line) = action { state.lines.append(line) }
        }
        func selectTab(state: inout PlainState, action: PlainAction) {
            if case .select(let tab) = action { state.tab = tab }
        }

        /// An effect of the test's own: the actions to send next.
        struct Effect<Action> {
            var actions: [Action]
            func map<Other>(_ transform: (Action) -> Other) -> Effect<Other> { Effect<Other>(actions: actions.map(transform)) }
        }
        func counterEffectReducer(state: inout CounterState, action: CounterAction) -> Effect<CounterAction> {
            switch action {
            case .increment:
                state.count += 1
                return Effect(actions: state.count > 1 ? [.reset] : [])
            case .reset:
                state.count = 0
                return Effect(actions: [])
            }
        }
        func counterAsyncReducer(state: inout CounterState, action: CounterAction) async -> CounterAction? {
            await Task.yield()
            return counterEffectReducer(state: &state, action: action).actions.first
        }
        """

    static let main = """
        // Every part has a starting value: `PlainState()`.
        let start = PlainState()
        print("start", start.counter.count, start.log.lines, start.tab, start.note ?? "nil")
        var plain = PlainState(counter: CounterState(), log: LogState(), tab: 0, note: nil)
        plainReducer(state: &plain, action: .counter(.increment))
        plainReducer(state: &plain, action: .log(.write("hello")))
        plainReducer(state: &plain, action: .select(tab: 2))
        print("plain", plain.counter.count, plain.log.lines, plain.tab)

        // A feature's connector gives a tab just its part, and wraps its actions.
        let counterTab = CounterFeatureConnector()
        plainReducer(state: &plain, action: counterTab.connect(action: .increment))
        print("feature", counterTab.connect(state: plain).count, LogFeatureConnector().connect(state: plain).lines)

        var mapped = MappedState(counter: CounterState(count: 1))
        let effect = mappedReducer(state: &mapped, action: .counter(.increment))
        for action in effect.actions { if case .counter(.reset) = action { print("mapped", mapped.counter.count, "reset") } }

        func runAsync() async {
            var state = AsyncState(counter: CounterState(count: 1))
            var next: AsyncAction? = .counter(.increment)
            var steps = 0
            while let action = next {
                next = await asyncReducer(state: &state, action: action)
                steps += 1
            }
            print("async", state.counter.count, steps)
        }
        await runAsync()
        """

    @Test("each effect form runs")
    func effectFormsRun() throws {
        let inputs = Self.specs.map { Generator.Input(path: $0.key, bytes: Array($0.value.utf8)) }
        let result = Generator.generate(inputs, config: TargetConfig(protocolName: "Connector"), options: Generator.Options(kinds: [.store]))
        try #require(result.succeeded, "\(result.diagnostics)")
        #expect(Set(result.files.map(\.name)) == ["Plain.store.swift", "Mapped.store.swift", "Async.store.swift"])

        let workspace = try Workspace("store-behavior")
        for file in result.files { try workspace.write("Sources/\(file.name)", file.contents) }
        try workspace.write("Sources/Fixtures.swift", Self.fixtures)
        try workspace.write("Sources/main.swift", Self.main)
        let sources = (result.files.map(\.name) + ["Fixtures.swift", "main.swift"]).map { workspace.url.appendingPathComponent("Sources/\($0)").path }
        let executable = workspace.url.appendingPathComponent("store").path
        let build = try SwiftCompiler.run(["-swift-version", "6", "-o", executable] + sources, in: workspace.url)
        try #require(build.succeeded, "\(build.output)")
        let run = try SwiftCompiler.run(executable: executable, [], in: workspace.url)
        try #require(run.succeeded, "\(run.output)")
        #expect(run.output == "start 0 [] 3 nil\nplain 1 [\"hello\"] 2\nfeature 2 [\"hello\"]\nmapped 2 reset\nasync 0 2\n")
    }

    @Test("a feature state that cannot start empty is reported at its type in the spec, and 'initial' gives its start")
    func featureWithoutEmptyStateIsLocated() throws {
        let spec = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              counter: { state: CounterState, action: CounterAction, reducer: counterReducer }
              user: { state: UserState, action: UserAction, reducer: userReducer }
            """
        let fixtures = """
            struct CounterState { var count = 0 }
            enum CounterAction { case increment }
            func counterReducer(state: inout CounterState, action: CounterAction) {}
            struct UserState { var name: String }
            enum UserAction { case rename(String) }
            func userReducer(state: inout UserState, action: UserAction) {}

            """
        func typecheck(_ spec: String) throws -> SwiftCompiler.Outcome {
            try Self.typecheckStore(spec, fixtures: fixtures, name: "store-start")
        }
        let empty = try typecheck(spec)
        let firstError = empty.output.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(firstError?.hasPrefix("App.store.yml:6:18: ") == true && firstError?.hasSuffix("error: missing argument for parameter 'name' in call") == true, "\(empty.output)")
        let started = try typecheck(spec.replacingOccurrences(of: "reducer: userReducer }", with: "reducer: userReducer, initial: 'UserState(name: \"\")' }"))
        #expect(started.succeeded, "\(started.output)")
    }

    @Test("a misspelt type in a store spec is the first error, at the spec")
    func misspeltTypeAtTheSpec() throws {
        let spec = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              counter: { state: CounterStat, action: CounterAction, reducer: counterReducer }
            """
        let result = Generator.generate([Generator.Input(path: "App.store.yml", bytes: Array(spec.utf8))], options: Generator.Options(kinds: [.store]))
        try #require(result.succeeded, "\(result.diagnostics)")
        let workspace = try Workspace("store-typo")
        try workspace.write("App.store.swift", result.files[0].contents)
        try workspace.write("Fixtures.swift", Self.fixtures)
        let check = try SwiftCompiler.typecheck(
            ["App.store.swift", "Fixtures.swift"].map { workspace.url.appendingPathComponent($0) }, in: workspace.url)
        #expect(!check.succeeded)
        let firstError = check.output.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(firstError?.hasPrefix("App.store.yml:5:21: error: cannot find type 'CounterStat' in scope") == true, "\(check.output)")
    }

    @Test("a block-form feature's reducer that returns no effect, where the store maps effects, is reported on the reducer's line")
    func reducerWithoutEffectIsOnItsLine() throws {
        let spec = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              counter:
                state: CounterState
                action: CounterAction
                reducer: counterReducer
            effect:
              returns: Effect<AppAction>
              map: map
            """
        let fixtures = Self.effectFixtures + "func counterReducer(state: inout CounterState, action: CounterAction) {}\n"
        let outcome = try Self.typecheckStore(spec, fixtures: fixtures, name: "store-effect-void")
        let firstError = outcome.output.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(firstError?.hasPrefix("App.store.yml:8:") == true, "\(outcome.output)")
    }

    @Test("features named 'Type' and 'Protocol', which after a type are metatypes, have their effects mapped into the app action")
    func featuresNamedLikeMetatypes() throws {
        let spec = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              Type: { state: CounterState, action: CounterAction, reducer: counterReducer }
              Protocol: { state: CounterState, action: CounterAction, reducer: counterReducer }
            effect:
              returns: Effect<AppAction>
              map: map
            """
        let fixtures = Self.effectFixtures + "func counterReducer(state: inout CounterState, action: CounterAction) -> Effect<CounterAction> { Effect() }\n"
        let outcome = try Self.typecheckStore(spec, fixtures: fixtures, name: "store-metatype-features")
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    /// An effect type with a `map`, and a counter feature's state and action, for a reducer
    /// to be added.
    private static let effectFixtures = """
        struct Effect<Action> { func map<Other>(_ transform: @escaping (Action) -> Other) -> Effect<Other> { Effect<Other>() } }
        struct CounterState { var count = 0 }
        enum CounterAction { case increment }

        """

    /// Generates the store spec `spec` and type-checks it with `fixtures` (and ConnectorRuntime).
    private static func typecheckStore(_ spec: String, fixtures: String, name: String) throws -> SwiftCompiler.Outcome {
        let result = Generator.generate([Generator.Input(path: "App.store.yml", bytes: Array(spec.utf8))], options: Generator.Options(kinds: [.store]))
        try #require(result.succeeded, "\(result.diagnostics)")
        let workspace = try Workspace(name)
        try workspace.write("App.store.swift", result.files[0].contents)
        try workspace.write("Fixtures.swift", fixtures)
        return try SwiftCompiler.typecheck(["App.store.swift", "Fixtures.swift"].map { workspace.url.appendingPathComponent($0) }, in: workspace.url)
    }

    @Test("the app state starts an optional feature state without 'initial' at nil, and a local of the starting state steps aside for a type of its name, to a name no other part has")
    func startingStateLocals() throws {
        let spec = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              settings: { state: SettingsState?, action: SettingsAction, reducer: settingsReducer }
              Feed: { state: Feed.State, action: Feed.Action, reducer: Feed.reduce }
            fields:
              FeedValue: { type: Int, initial: 0 }
            """
        let fixtures = """
            struct SettingsState { var dark = false }
            enum SettingsAction { case toggle }
            func settingsReducer(state: inout SettingsState?, action: SettingsAction) {}
            enum Feed {
                struct State { var items: [Int] = [] }
                enum Action { case load }
                static func reduce(state: inout State, action: Action) {}
            }

            """
        let outcome = try Self.typecheckStore(spec, fixtures: fixtures, name: "store-start-locals")
        #expect(outcome.succeeded && outcome.output.isEmpty, "\(outcome.output)")
    }

    @Test("with 'connectors: true', a feature state that is not Equatable is the first error, at its type in the spec")
    func featureStateThatIsNotEquatable() throws {
        let spec = """
            state: AppState
            action: AppAction
            reducer: appReducer
            connectors: true
            features:
              counter: { state: CounterState, action: CounterAction, reducer: counterReducer }
              player: { state: PlayerState, action: PlayerAction, reducer: playerReducer }
            """
        let fixtures = """
            import ConnectorRuntime
            struct CounterState: Equatable { var count = 0 }
            enum CounterAction { case increment }
            func counterReducer(state: inout CounterState, action: CounterAction) {}
            struct PlayerState { var error: (any Error)? = nil }
            enum PlayerAction { case play }
            func playerReducer(state: inout PlayerState, action: PlayerAction) {}

            """
        let outcome = try Self.typecheckStore(spec, fixtures: fixtures, name: "store-feature-equatable")
        let firstError = outcome.output.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(
            firstError?.hasPrefix("App.store.yml:7:20: error: type 'PlayerState' does not conform to protocol 'Equatable'") == true,
            "\(outcome.output)")
        let fixed = try Self.typecheckStore(
            spec, fixtures: fixtures.replacingOccurrences(of: "struct PlayerState { var error: (any Error)? = nil }", with: "struct PlayerState: Equatable { var isPlaying = false }"),
            name: "store-feature-equatable-fixed")
        #expect(fixed.succeeded && fixed.output.isEmpty, "\(fixed.output)")
    }
}
