import ConnectorGen
import Testing

/// `adopt` on a connector whose `connect(state:)` returns a part of the app state whole, of the
/// app's own type: the draft is the derived-store form (`viewState: Type` with `slice:`), which
/// keeps that type, rather than fields to write by hand.
@Suite("adopt drafts the derived-store form")
struct AdoptDerivedStoreTests {
    /// A summary screen whose connector maps the state with `stateBody`, returning `returnType`.
    static func summary(returnType: String = "SummaryState", stateBody: String, action: String = "SummaryAction", actionBody: String = ".summary(action)") -> String {
        """
        struct SummaryState: Equatable, Sendable { var total = 0 }
        enum SummaryAction: Equatable { case reset }
        struct Nested: Equatable { var inner = SummaryState() }
        struct AppState: Equatable { var summary = SummaryState(); var nested = Nested(); var pinned: [Int: SummaryState] = [:]; var selectedID: Int? }
        enum AppAction: Equatable { case summary(SummaryAction); case pin(Int) }
        struct SummaryConnector: Connector {
            func connect(state: AppState) -> \(returnType) {
                \(stateBody)
            }
            func connect(action: \(action)) -> AppAction {
                \(actionBody)
            }
        }

        """
    }

    /// The lines of `yaml` that are keys, without the comments at the top.
    static func keys(_ yaml: String) -> [Substring] {
        yaml.split(separator: "\n").filter { !$0.hasPrefix("#") }
    }

    /// Lints `draft` as the only spec, with the target defaults adopt drafted for it.
    static func lint(_ result: Adopter.Result) throws -> String {
        var config = TargetConfig.default
        if let text = result.configuration {
            config = try #require(Generator.readConfig(.init(path: "connector-gen.yml", bytes: Array(text.utf8))).0)
        }
        let inputs = result.drafts.map { Generator.Input(path: $0.fileName, bytes: Array($0.yaml.utf8)) }
        return DiagnosticFormat.text.render(Generator.lint(inputs, config: config))
    }

    @Test("a mapping that returns a path of the state, directly or through a slice, is 'viewState' with 'slice', and the type is neither replaced nor renamed", arguments: [
        ("state.summary", "summary"),
        ("let inner = state.nested.inner\n        return inner", "nested.inner"),
        ("return state.nested.inner", "nested.inner"),
    ])
    func pathOfTheState(body: String, slice: String) throws {
        let result = Adopter.draft([Adopter.SourceFile(path: "Summary.swift", text: Self.summary(stateBody: body))])
        let draft = try #require(result.drafts.first)
        #expect(Self.keys(draft.yaml) == [
            "connector: SummaryConnector", "state: AppState", "action: AppAction",
            "viewState: SummaryState", "slice: \(slice)", "viewAction: SummaryAction", "embed: summary",
        ], "\(draft.yaml)")
        #expect(draft.todos.isEmpty, "\(draft.todos)")
        #expect(draft.replaces.map(\.what) == ["struct SummaryConnector"])
        #expect(try Self.lint(result) == "")
    }

    @Test("a required slice the path reads is read through its own path, unwrapped; a tested one ('!= nil') is a required slice named after its path")
    func requiredSlices() throws {
        let read = try AdoptReaderTests.draft(Self.summary(
            returnType: "SummaryState?", stateBody: "guard let selection = state.selectedID else { return nil }\n        return state.pinned[selection]"))
        #expect(read.yaml.contains("slices:\n  selection: selectedID\nrequire: [selection]\nviewState: SummaryState\nslice: selectedID.flatMap { state.pinned[$0] }\n"), "\(read.yaml)")
        #expect(read.todos.isEmpty, "\(read.todos)")

        let tested = Adopter.draft([Adopter.SourceFile(path: "Summary.swift", text: Self.summary(
            returnType: "SummaryState?", stateBody: "guard state.selectedID != nil else { return nil }\n        return state.summary"))])
        let draft = try #require(tested.drafts.first)
        #expect(draft.yaml.contains("slices:\n  selectedID: selectedID\nrequire: [selectedID]\nviewState: SummaryState\nslice: summary\n"), "\(draft.yaml)")
        #expect(draft.todos.isEmpty, "\(draft.todos)")
        #expect(try Self.lint(tested) == "")
    }

    @Test("a tested path whose last name another name of the mapping has is a TODO, not a slice that would hide it")
    func testedPathNamedLikeALocal() throws {
        let draft = try AdoptReaderTests.draft(Self.summary(
            returnType: "SummaryState?",
            stateBody: "guard let summary = state.nested.inner as SummaryState?, state.summary != nil else { return nil }\n        return summary"))
        #expect(draft.todos.contains { $0.message.hasPrefix("'guard state.summary != nil' is not carried over") }, "\(draft.todos)")
    }

    @Test("an optional view state without a required slice, or a result that is not a path, keeps the fields form and its TODO")
    func notAPath() throws {
        for body in ["state.pinned[0]", "state.summary.total > 0 ? state.summary : state.nested.inner"] {
            let returnType = body.hasPrefix("state.pinned") ? "SummaryState?" : "SummaryState"
            let draft = try AdoptReaderTests.draft(Self.summary(returnType: returnType, stateBody: body))
            #expect(!draft.yaml.contains("slice:"), "\(draft.yaml)")
            #expect(draft.todos.contains { $0.message.contains("the app's own 'SummaryState'") }, "\(draft.todos)")
        }
    }

    @Test("generated view actions nested in a view give the draft its 'view'; the kept view state is not renamed")
    func generatedActionsBesideAKeptState() throws {
        let source = Self.summary(stateBody: "state.summary", action: "SummaryScreen.Action", actionBody: "switch action { case .pin(let id): return .pin(id) }")
            + "enum SummaryScreen { enum Action: Equatable { case pin(Int) } }\n"
        let draft = try AdoptReaderTests.draft(source)
        #expect(draft.yaml.contains("view: SummaryScreen\nviewState: SummaryState\nslice: summary\nviewAction:\n  pin:\n"), "\(draft.yaml)")
        #expect(!draft.todos.contains { $0.message.contains("will be") }, "\(draft.todos)")
        #expect(draft.replaces.map(\.what) == ["struct SummaryConnector", "enum SummaryScreen.Action"])
    }

    @Test("a required slice the mapping names 'state', a result that is a local reading a required slice, and an input the path reads")
    func slicesAndInputsOfThePath() throws {
        // A slice named 'state' is the spec's to refuse, not a crash.
        let named = Adopter.draft([Adopter.SourceFile(path: "Summary.swift", text: Self.summary(returnType: "SummaryState?", stateBody: "guard let state = appState.selectedID else { return nil }\n        return appState.summary")
            .replacingOccurrences(of: "connect(state: AppState)", with: "connect(state appState: AppState)"))])
        #expect(named.drafts.count == 1)

        let local = try AdoptReaderTests.draft(Self.summary(
            returnType: "SummaryState?", stateBody: "guard let id = state.selectedID else { return nil }\n        let pinned = state.pinned[id]\n        return pinned"))
        #expect(local.yaml.contains("slice: selectedID.flatMap { state.pinned[$0] }\n"), "\(local.yaml)")

        let input = try AdoptReaderTests.draft(Self.summary(returnType: "SummaryState?", stateBody: "guard let id = state.selectedID else { return nil }\n        return state.pinned[row]")
            .replacingOccurrences(of: "struct SummaryConnector: Connector {", with: "struct SummaryConnector: Connector {\n    let row: Int"))
        #expect(input.yaml.contains("inputs:\n  row: Int\n"), "\(input.yaml)")
        #expect(input.yaml.contains("slice: pinned[row]\n"), "\(input.yaml)")
        #expect(input.todos.isEmpty, "\(input.todos)")
    }

    @Test("a tested path is a required slice only when the mapping reads no other name of its spelling; a condition that is more than a path stays a TODO")
    func testedPaths() throws {
        // A global, a method of the connector: the test binds no name, so the mapping reads another.
        for (body, extra) in [
            ("guard state.nested.placeholder != nil else { return nil }\n        return placeholder", "let placeholder = SummaryState()\n"),
            ("guard state.nested.label != nil else { return nil }\n        return label(state.summary)", ""),
        ] {
            var source = extra + Self.summary(returnType: "SummaryState?", stateBody: body)
            if extra.isEmpty {
                source = source.replacingOccurrences(of: "struct SummaryConnector: Connector {", with: "struct SummaryConnector: Connector {\n    func label(_ s: SummaryState) -> SummaryState { s }")
            }
            let draft = try AdoptReaderTests.draft(source)
            #expect(!draft.yaml.contains("require:"), "\(draft.yaml)")
            #expect(draft.todos.contains { $0.message.contains("!= nil' is not carried over") }, "\(draft.todos)")
        }
        // A closure's own name of that spelling is its own: the tested path is a slice.
        let closure = try AdoptReaderTests.draft("""
            import SwiftDux
            struct Pinned: ConnectableView {
                struct Props: Equatable { let title: String; @ActionBinding var pin: (Int) -> Void }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    guard state.nested.selectedID != nil else { return nil }
                    return Props(title: state.title, pin: binder.bind { selectedID in PinAction.pin(selectedID) })
                }
                func body(props: Props) -> some View { Text(props.title) }
            }
            """)
        #expect(closure.yaml.contains("slices:\n  selectedID: nested.selectedID\nrequire: [selectedID]\n"), "\(closure.yaml)")
        // A ternary's branch reads the name: not an argument's label.
        let ternary = try AdoptReaderTests.draft("let alt = SummaryState()\n" + Self.summary(
            returnType: "SummaryState?", stateBody: "guard state.nested.alt != nil else { return nil }\n        return state.summary.total > 0 ? alt : state.summary"))
        #expect(!ternary.yaml.contains("require:"), "\(ternary.yaml)")
        for condition in ["state.selectedID == 1 || state.nested.selectedID != nil", "state.summary.total > 0 ? state.selectedID != nil : state.nested.selectedID != nil"] {
            let draft = try AdoptReaderTests.draft(Self.summary(returnType: "SummaryState?", stateBody: "guard \(condition) else { return nil }\n        return state.summary"))
            #expect(!draft.yaml.contains("require:"), "\(draft.yaml)")
            #expect(draft.todos.contains { $0.message.hasPrefix("a 'guard' other than") }, "\(condition): \(draft.todos)")
        }
    }

    @Test("a kept view state with the app's own view action nested in a view type gives the draft no 'view', which would hold nothing")
    func bothHalvesKeptNoView() throws {
        let source = Self.summary(stateBody: "state.summary", action: "SummaryScreen.Action", actionBody: ".screen(action)")
            .replacingOccurrences(of: "case pin(Int) }", with: "case pin(Int); case screen(SummaryScreen.Action) }")
            + "enum SummaryScreen { enum Action: Equatable { case pin(Int) } }\n"
        let result = Adopter.draft([Adopter.SourceFile(path: "Summary.swift", text: source)])
        let draft = try #require(result.drafts.first)
        #expect(!draft.yaml.contains("view:"), "\(draft.yaml)")
        #expect(draft.yaml.contains("viewAction: SummaryScreen.Action\nembed: screen\n"), "\(draft.yaml)")
        #expect(try Self.lint(result) == "")
    }
}
