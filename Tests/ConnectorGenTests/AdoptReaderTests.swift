import ConnectorGen
import Foundation
import Testing

/// The shapes `adopt` reads in a hand-written mapping, one at a time, and that it reads any
/// Swift without failing.
@Suite("adopt's Swift reader")
struct AdoptReaderTests {
    /// The one draft of `source`, read as `Screen.swift`.
    static func draft(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Adopter.Draft {
        let result = Adopter.draft([Adopter.SourceFile(path: "Screen.swift", text: source)])
        #expect(result.skipped.isEmpty, "\(result.skipped)", sourceLocation: sourceLocation)
        return try #require(result.drafts.first, sourceLocation: sourceLocation)
    }

    /// A connector-form screen with `body` as `connect(state:)`'s body and `cases` as its view actions.
    static func connector(fields: String, body: String, cases: String = "case refresh", actionBody: String = "switch action { case .refresh: return .reload }") -> String {
        """
        enum Screen {}
        extension Screen {
            struct State: Equatable {
        \(fields)
            }
            enum Action: Equatable {
                \(cases)
            }
        }
        struct ScreenConnector: Connector {
            func connect(state: AppState) -> Screen.State {
        \(body)
            }
            func connect(action: Screen.Action) -> AppAction {
                \(actionBody)
            }
        }

        """
    }

    @Test("a state parameter with its own name is 'state' in the spec; an implicit return and '.init' are read")
    func ownStateName() throws {
        let draft = try Self.draft("""
            enum Screen {}
            extension Screen { struct State: Equatable { let count: Int } }
            struct ScreenConnector {
                func connect(state appState: AppState) -> Screen.State { .init(count: appState.items.count) }
            }
            """)
        #expect(draft.yaml.contains("  count: { type: Int, from: state.items.count }"), "\(draft.yaml)")
        #expect(draft.yaml.contains("action: Never"), "without connect(action:) the view sends nothing")
    }

    @Test("a local used inside a larger expression keeps its parentheses; used whole, it has none")
    func inlinedLocals() throws {
        let draft = try Self.draft(Self.connector(
            fields: "let doubled: Int\nlet total: Int",
            body: "let total = state.a + state.b\nreturn Screen.State(doubled: total * 2, total: total)"))
        #expect(draft.yaml.contains("  doubled: { type: Int, from: (state.a + state.b) * 2 }"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  total: { type: Int, from: state.a + state.b }"), "\(draft.yaml)")
    }

    @Test("bound values take their labels; an unlabelled one keeps its bound name; 'case let' is read")
    func actionBindings() throws {
        let draft = try Self.draft(Self.connector(
            fields: "let count: Int", body: "return Screen.State(count: 0)",
            cases: "case select(index: Int, animated: Bool)\ncase move(Int)",
            actionBody: """
                switch action {
                case let .select(i, animated): return .open(i, animated)
                case .move(let position):
                    return .move(position)
                }
                """))
        #expect(draft.yaml.contains("    with: { index: Int, animated: Bool }\n    to: .open(index, animated)"), "\(draft.yaml)")
        #expect(draft.yaml.contains("    with: { _ position: Int }\n    to: .move(position)"), "\(draft.yaml)")
        #expect(draft.todos.isEmpty)
    }

    @Test("a case with several patterns maps each of its actions to the same app action")
    func severalPatterns() throws {
        let draft = try Self.draft(Self.connector(
            fields: "let count: Int", body: "return Screen.State(count: 0)", cases: "case increment, decrement",
            actionBody: "switch action { case .increment, .decrement: return .counter(.step) }"))
        #expect(draft.yaml.contains("  increment:\n    to: .counter(.step)\n"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  decrement:\n    to: .counter(.step)\n"), "\(draft.yaml)")
        #expect(draft.todos.allSatisfy { !$0.message.contains("is not mapped") }, "\(draft.todos)")
    }

    @Test("a connect(state:) that returns a standard type is skipped, saying so")
    func standardViewStateType() throws {
        let result = Adopter.draft([Adopter.SourceFile(path: "Badge.swift", text: """
            struct BadgeConnector {
                func connect(state: AppState) -> Int { state.unread }
            }
            """)])
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.map(\.reason) == ["'connect(state:)' returns 'Int', a standard type; adopt drafts a screen whose view state is a struct of fields"])
    }

    @Test("a case the switch does not map, or maps by more than a return, is a TODO and the draft still lints")
    func unmappedCase() throws {
        let draft = try Self.draft(Self.connector(
            fields: "let count: Int", body: "return Screen.State(count: 0)", cases: "case refresh, reset",
            actionBody: "switch action { case .refresh: return .reload\ndefault: log(); return .reset }"))
        #expect(draft.todos.map(\.message).contains { $0.contains("the action 'reset' is not mapped") }, "\(draft.todos)")
        #expect(Generator.lint([.init(path: draft.fileName, bytes: Array(draft.yaml.utf8))]).isEmpty, "\(draft.yaml)")
    }

    @Test("a ConnectedView whose map is in an extension: self. is dropped before an input, and the conformance is found")
    func flavorInExtension() throws {
        let draft = try Self.draft("""
            struct Row: View {
                struct Props { let title: String; let open: (_ id: Int) -> Void }
                let movieId: Int
                func body(props: Props) -> some View { Text(props.title) }
            }
            extension Row: ConnectedView {
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(title: state.movies[self.movieId]?.title ?? "", open: { dispatch(Open(id: $0)) })
                }
            }
            """)
        #expect(draft.form == .swiftUIFlux)
        #expect(draft.yaml.contains("inputs:\n  movieId: Int\n"), "\(draft.yaml)")
        #expect(draft.yaml.contains("from: 'state.movies[movieId]?.title ?? \"\"'"), "\(draft.yaml)")
        #expect(draft.yaml.contains("    with: { id: Int }\n    to: 'Open(id: id)'"), "\(draft.yaml)")
        #expect(draft.replaces.map(\.what).contains("the conformance to ConnectedView (mark the view @MainActor)"))
    }

    @Test("a ConnectedView's private stored property that map reads is an input, with a TODO to make it internal")
    func privateInputOfAFlavor() throws {
        let draft = try Self.draft("""
            struct Row: View, ConnectedView {
                struct Props { let title: String }
                private let movieId: Int
                func body(props: Props) -> some View { Text(props.title) }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(title: state.movies[movieId]?.title ?? "")
                }
            }
            """)
        #expect(draft.yaml.contains("inputs:\n  movieId: Int\n"), "\(draft.yaml)")
        #expect(draft.todos.map(\.message).contains { $0.contains("'movieId', a private member of Row: declare it internal") }, "\(draft.todos)")
    }

    @Test("a flavor's mapping that reads an environment object gets a TODO: no example can give the view one; an environment value needs none", arguments: [
        ("@EnvironmentObject var store: IssueStore", true), ("@Environment(IssueStore.self) private var store", true),
        ("@Environment(\\.issueStore) var store", false),
    ])
    func environmentObjectReadByAFlavor(_ declaration: String, _ needsTodo: Bool) throws {
        let draft = try Self.draft("""
            struct Row: View, ConnectedView {
                \(declaration)
                struct Props { let title: String }
                func body(props: Props) -> some View { Text(props.title) }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(title: store.title)
                }
            }
            """)
        let todo = draft.todos.map(\.message).first { $0.hasPrefix("the mapping reads 'store', declared @Environment") }
        #expect((todo != nil) == needsTodo, "\(draft.todos)")
        #expect(todo.map { $0.contains("no example can run this mapping") } ?? true)
    }

    @Test("values that YAML would misread are quoted, and read back as the Swift they were")
    func quoting() throws {
        let expressions = [##"state.labels["a: b"] ?? "#none""##, "[state.first, state.second]", "'quoted' + state.name", "{ state.count }()", "state.a\t+ state.b\u{0}"]
        let fields = expressions.indices.map { "let f\($0): String" }.joined(separator: "\n")
        let arguments = expressions.enumerated().map { "f\($0.offset): \($0.element)" }.joined(separator: ", ")
        let draft = try Self.draft(Self.connector(fields: fields, body: "return Screen.State(\(arguments))"))
        let (json, diagnostics) = Generator.documentJSON(.init(path: draft.fileName, bytes: Array(draft.yaml.utf8)))
        let document = try #require(json, "\(diagnostics)\n\(draft.yaml)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let viewState = try #require(object["viewState"] as? [String: Any])
        for (index, expression) in expressions.enumerated() {
            let field = try #require(viewState["f\(index)"] as? [String: Any])
            #expect(field["from"] as? String == expression)
        }
    }

    @Test("reads every Swift file of this package without failing, and every draft is well-formed YAML")
    func readsThePackage() throws {
        var files: [Adopter.SourceFile] = []
        for folder in ["Sources", "Tests", "Plugins", "Examples", "Fuzz/Sources"] {
            let root = Paths.packageRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", !url.path.contains("/.build") else { continue }
                files.append(.init(path: url.path, text: try String(contentsOf: url, encoding: .utf8)))
            }
        }
        #expect(files.count > 100)
        for file in files {
            let result = Adopter.draft([file])
            for draft in result.drafts {
                let (json, diagnostics) = Generator.documentJSON(.init(path: draft.fileName, bytes: Array(draft.yaml.utf8)))
                #expect(json != nil, "\(file.path): \(diagnostics)")
            }
        }
        // All at once, as adopt reads a folder: the corpus screens are among those found, and
        // a screen whose types the package declares twice (fixtures of several tests) is
        // skipped for that, not merged.
        let all = Adopter.draft(files)
        let drafted = Set(all.drafts.map(\.screen))
        #expect(drafted.isSuperset(of: ["HistoryConnector", "UpcomingList"]), "\(drafted.sorted())")
        let todoRow = all.skipped.first { $0.name == "TodoRow" }
        #expect(drafted.contains("TodoRow") || todoRow?.reason.contains("declared more than once in the files read") == true, "\(String(describing: todoRow))")
    }

    @Test("input that is not Swift, or Swift cut short, is read without failing", arguments: [
        String(repeating: "(", count: 50_000),
        String(repeating: "{", count: 50_000) + String(repeating: "]", count: 50_000),
        "struct A: Connector { func connect(state: S) -> X.State { return X.State(a: \"",
        "struct V: ConnectedView { struct Props { let a: Int } func map(state: S, dispatch: D) -> Props { return Props(a: ",
        "extension { func map(state:, binder:) -> { guard let else { return nil } } }",
        "\u{0}\u{1}\u{FFFD}struct\u{2028}enum case case case let var = = =",
        "func connect(state: AppState) -> State { switch action { case .a(let, let): } }",
        "enum A {}\nextension A { struct State: Equatable { let a: Int } }\nstruct AConnector {\n func connect(state: S) -> A.State {\n  log(\"\u{0}\u{2028}\")\n  return A.State(a: 1)\n }\n}\n",
    ])
    func hostileInput(_ text: String) {
        let result = Adopter.draft([Adopter.SourceFile(path: "Hostile.swift", text: text)])
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location.map { $0.line >= 1 && $0.column >= 1 } == true)
        }
        for draft in result.drafts {
            #expect(Generator.documentJSON(.init(path: draft.fileName, bytes: Array(draft.yaml.utf8))).0 != nil, "\(draft.yaml)")
        }
    }
}

extension AdoptReaderTests {
    @Test("connectors declared in a namespace keep it, and the app's own namespace enum is listed to delete")
    func namespace() throws {
        let source = """
            import Foundation
            import ConnectorRuntime

            enum Connectors {}

            enum Screen {}
            extension Screen {
                struct State: Equatable {
                    struct Poster: Hashable { let id: Int }
                    let posters: [Poster]
                    let title: String
                }
            }

            extension Connectors {
                struct ScreenConnector: Connector {
                    func connect(state: AppState) -> Screen.State {
                        .init(posters: [], title: DateFormatter().string(from: state.date))
                    }
                }
            }

            """
        let result = Adopter.draft([Adopter.SourceFile(path: "Screen.swift", text: source)])
        let draft = try #require(result.drafts.first)
        #expect(result.namespace == "Connectors")
        #expect(result.configuration?.contains("namespace: Connectors\n") == true, "\(result.configuration ?? "")")
        #expect(result.namespaceDeclaration?.range.start.line == 4)
        // The file's imports are carried over, but for ConnectorRuntime, which the spec implies.
        #expect(draft.yaml.contains("imports: [Foundation]\n"), "\(draft.yaml)")
        // A nested struct with a conformance 'types' cannot declare stays the app's, with a TODO.
        #expect(draft.todos.map(\.message).contains { $0.hasPrefix("'Poster' is a struct that conforms to Hashable") }, "\(draft.todos)")
        #expect(!draft.yaml.contains("types:"))
        // The field names the kept type qualified, as the generated connector, not nested there, needs.
        #expect(draft.yaml.contains("posters: { type: '[Screen.State.Poster]'"), "\(draft.yaml)")
    }
}

extension AdoptReaderTests {
    @Test("a SwiftDux closure that sends through the view's action dispatcher becomes an action; props not named Props are a TODO")
    func swiftDuxDispatcher() throws {
        let draft = try Self.draft("""
            struct PageConnector: ConnectableView {
                @Environment(\\.actionDispatcher) private var dispatch

                func map(state: AppState, binder: ActionBinder) -> Page.ViewModel? {
                    Page.ViewModel(
                        items: state.items,
                        reload: { dispatch.send(ItemsAction.reload) },
                        open: { id in self.dispatch(ItemsAction.open(id)) })
                }
            }
            enum Page {
                struct ViewModel: Equatable {
                    let items: [Int]
                    let reload: () -> Void
                    let open: (Int) -> Void
                }
            }
            """)
        #expect(draft.form == .swiftDux)
        #expect(draft.yaml.contains("  reload:\n    to: ItemsAction.reload\n"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  open:\n    with: { id: Int }\n    to: ItemsAction.open(id)\n"), "\(draft.yaml)")
        #expect(draft.yaml.contains("action: ItemsAction\n"), "\(draft.yaml)")
        #expect(!draft.yaml.contains("inputs:"), "the dispatcher is not an input: \(draft.yaml)")
        #expect(draft.todos.map(\.message) == ["the props are 'Page.ViewModel'; the generated ones are 'PageConnector.Props': rename 'Page.ViewModel' where 'body(props:)' and others name it, or keep that name for them with 'typealias ViewModel = PageConnector.Props' in an extension of Page"])

        // One that also does something else is left to write by hand, saying so.
        let doingMore = try Self.draft("""
            struct PageConnector: ConnectableView {
                @Environment(\\.actionDispatcher) private var dispatch

                func map(state: AppState, binder: ActionBinder) -> Props? {
                    Props(items: state.items, reload: { dispatch.send(ItemsAction.reload); print("reloading") })
                }
                struct Props: Equatable {
                    let items: [Int]
                    let reload: () -> Void
                }
            }
            """)
        #expect(doingMore.todos.map(\.message).contains("the closure of 'reload' does more than send an action: add the action with 'to' by hand"), "\(doingMore.todos)")
    }
}

extension AdoptReaderTests {
    @Test("Docs/adopting.md's example draft is what adopt writes for the Swift shown beside it")
    func documentedExample() throws {
        let page = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Docs/adopting.md"), encoding: .utf8)
        let swift = try #require(DocumentationListingTests.blocks(in: page, fence: "swift", startingWith: "struct TodoRow").first)
        let yaml = try #require(DocumentationListingTests.blocks(in: page, fence: "yaml", startingWith: "# Drafted by").first)
        let result = Adopter.draft([Adopter.SourceFile(path: "App/TodoRow.swift", text: swift)])
        let draft = try #require(result.drafts.first)
        #expect(draft.yaml == yaml, "\n\(UnifiedDiff.diff(expected: yaml, actual: draft.yaml, expectedName: "Docs/adopting.md", actualName: "adopt"))")
    }

    @Test("an app that imports ReSwift-Thunk gets 'plans: reswift-thunk', so examples can run its thunks")
    func thunkPlans() {
        let connector = """
            import ConnectorRuntime
            import ReSwift

            enum Badge {}
            extension Badge {
                struct State: Equatable { let count: Int }
            }

            extension Connectors {
                struct BadgeConnector: Connector {
                    func connect(state: AppState) -> Badge.State {
                        .init(count: state.count)
                    }
                }
            }

            """
        let thunks = "import ReSwift\nimport ReSwiftThunk\n\nenum Thunks {}\n"
        let withThunks = Adopter.draft([
            Adopter.SourceFile(path: "Badge.swift", text: connector), Adopter.SourceFile(path: "Thunks.swift", text: thunks),
        ])
        #expect(withThunks.configuration?.hasSuffix("plans: reswift-thunk\n") == true, "\(withThunks.configuration ?? "")")
        let without = Adopter.draft([Adopter.SourceFile(path: "Badge.swift", text: connector)])
        #expect(without.configuration != nil)
        #expect(without.configuration?.contains("plans:") == false, "\(without.configuration ?? "")")
    }
}

extension AdoptReaderTests {
    @Test("a flavor's 'to' that calls a static function of the action enum, not a case, makes the app action 'any Action'")
    func factoryFunctionIsNotACase() throws {
        let source = """
            enum CounterAction: Action {
                case increment
                static func load() -> ActionPlan<AppState> { ActionPlan { _ in } }
            }
            struct Counter: ConnectableView {
                struct Props: Equatable {
                    var count: Int
                    @ActionBinding var increment: () -> Void
                    @ActionBinding var load: () -> Void
                }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    Props(count: state.count, increment: binder.bind { CounterAction.increment }, load: binder.bind { CounterAction.load() })
                }
                func body(props: Props) -> some View { Text("") }
            }
            """
        #expect(try Self.draft(source).yaml.contains("action: any Action\n"))
        let casesOnly = source.replacingOccurrences(of: ", load: binder.bind { CounterAction.load() }", with: "")
            .replacingOccurrences(of: "@ActionBinding var load: () -> Void", with: "")
        #expect(try Self.draft(casesOnly).yaml.contains("action: CounterAction\n"), "every 'to' is a case of the enum")
    }

    @Test("a connector's 'connect(action:)' returning a protocol drafts its existential, which lints clean", arguments: [
        ("ReSwift.Action", "any ReSwift.Action"), ("Action", "any Action"), ("Action?", "(any Action)?"), ("AppEvent", "any AppEvent"), ("AppAction", "AppAction"),
        ("Root.Action", "Root.Action"),
    ])
    func protocolActionType(_ written: String, _ drafted: String) throws {
        let source = Self.connector(fields: "let count: Int", body: "return Screen.State(count: 0)", actionBody: "switch action { case .refresh: return AppAction.reload }")
            .replacingOccurrences(of: "-> AppAction {", with: "-> \(written) {") + "protocol AppEvent {}\nenum AppAction: AppEvent { case reload }\n"
        let draft = try Self.draft(source)
        #expect(draft.yaml.contains("\naction: \(drafted)\n"), "\(draft.yaml)")
        #expect(!Generator.lint([.init(path: draft.fileName, bytes: Array(draft.yaml.utf8))]).contains { $0.id == .actionTypeIsProtocol }, "\(draft.yaml)")
    }
}

extension AdoptReaderTests {
    @Test("a flavor's props that conform to more than Equatable get a TODO: the generated props are Equatable only")
    func propsConformances() throws {
        let draft = try Self.draft("""
            struct Badge: ConnectedView {
                struct Props: Equatable, Hashable, Sendable { let count: Int }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(count: state.count)
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.map(\.message) == [
            "'Props' also conforms to Hashable, Sendable; the generated props are Equatable only: conform 'Badge.Props' in an extension, with what Swift synthesizes only in the declaring file (hash(into:), the Codable methods; Sendable only as '@unchecked Sendable')",
        ])
    }
}

extension AdoptReaderTests {
    @Test("a local that works on the state, written into two fields, gets a TODO to make it a slice; read once, none")
    func repeatedWorkOnTheState() throws {
        let twice = try Self.draft(Self.connector(
            fields: "let first: String?\nlet count: Int",
            body: "let sorted = state.names.sorted { $0 < $1 }\nreturn Screen.State(first: sorted.first, count: sorted.count)"))
        #expect(twice.yaml.contains("from: 'state.names.sorted { $0 < $1 }.first'"), "\(twice.yaml)")
        #expect(twice.todos.map(\.message) == [
            "the local 'sorted' is worked out once by hand, and the draft writes its value 2 times, so the connector works it out 2 times: name it under 'slices' (a slice's path may be any member expression of the state) and read the slice",
        ])
        let once = try Self.draft(Self.connector(
            fields: "let first: String?", body: "let sorted = state.names.sorted { $0 < $1 }\nreturn Screen.State(first: sorted.first)"))
        #expect(once.todos.isEmpty, "\(once.todos)")
        // On several lines, which the draft indents anew, it is the same value.
        let lines = try Self.draft(Self.connector(
            fields: "let first: String?\nlet count: Int",
            body: "let sorted = state.names.filter(from: state.start,\n                                 until: state.end)\nreturn Screen.State(first: sorted.first, count: sorted.count)"))
        #expect(lines.todos.map(\.message) == [
            "the local 'sorted' is worked out once by hand, and the draft writes its value 2 times, so the connector works it out 2 times: name it under 'slices' (a slice's path may be any member expression of the state) and read the slice",
        ], "\(lines.yaml)")
        // Work on a slice of the state is work on the state.
        let onSlice = try Self.draft(Self.connector(
            fields: "let first: String?\nlet count: Int",
            body: "let names = state.names\nlet sorted = names.sorted { $0 < $1 }\nreturn Screen.State(first: sorted.first, count: sorted.count)"))
        #expect(onSlice.todos.map(\.message) == [
            "the local 'sorted' is worked out once by hand, and the draft writes its value 2 times, so the connector works it out 2 times: name it under 'slices' (a slice's path may be any member expression of the state) and read the slice",
        ], "\(onSlice.yaml)")
        // Work on an input, or on another local, is work too; one that reads neither is not.
        let onInput = try Self.draft(Self.connector(
            fields: "let first: String?\nlet count: Int",
            body: "let picked = ids.compactMap { state.names[$0] }\nreturn Screen.State(first: picked.first, count: picked.count)")
            .replacingOccurrences(of: "struct ScreenConnector: Connector {", with: "struct ScreenConnector: Connector {\n    let ids: [Int]"))
        #expect(onInput.todos.map(\.message) == [
            "the local 'picked' is worked out once by hand, and the draft writes its value 2 times, so the connector works it out 2 times: check that this costs little, since fields share a value only through a slice",
        ], "\(onInput.yaml)")

        // Written once, but inside a closure that runs for each element: the field keeps it a
        // local, worked out once, as by hand.
        let inClosure = try Self.draft(Self.connector(
            fields: "let rows: [Int]",
            body: "let wanted = Set(state.ids.map { $0 * 2 })\nreturn Screen.State(rows: state.items.filter { wanted.contains($0) })"))
        #expect(inClosure.todos.isEmpty, "\(inClosure.todos.map(\.message))")
        #expect(inClosure.yaml.contains("""
                from: |
                  {
                      let wanted = Set(state.ids.map { $0 * 2 })
                      return state.items.filter { wanted.contains($0) }
                  }()
            """), "\(inClosure.yaml)")
        // Written twice into one field, the same.
        let twiceInOne = try Self.draft(Self.connector(
            fields: "let badge: String?",
            body: "let rows = state.items.filter { $0 > 0 }\nlet total = rows.reduce(0) { $0 + $1 }\nreturn Screen.State(badge: total > 99 ? \"99+\" : total > 0 ? \"\\(total)\" : nil)"))
        #expect(twiceInOne.todos.isEmpty, "\(twiceInOne.todos.map(\.message))")
        #expect(twiceInOne.yaml.contains("""
                  {
                      let rows = state.items.filter { $0 > 0 }
                      let total = rows.reduce(0) { $0 + $1 }
                      return total > 99 ? "99+" : total > 0 ? "\\(total)" : nil
                  }()
            """), "\(twiceInOne.yaml)")
        // A closure called in place runs once.
        let calledInPlace = try Self.draft(Self.connector(
            fields: "let rows: [Int]",
            body: "let wanted = Set(state.ids.map { $0 * 2 })\nreturn Screen.State(rows: { wanted.sorted() }())"))
        #expect(calledInPlace.todos.isEmpty, "\(calledInPlace.yaml)")
        // Written into another field, a local on several lines keeps its lines' indentation.
        let nested = try Self.draft(Self.connector(
            fields: "let isEmpty: Bool",
            body: "let sorted = state.names.sorted { a, b in\n    a < b\n}\nreturn Screen.State(isEmpty: sorted.isEmpty)"))
        #expect(nested.yaml.contains("      state.names.sorted { a, b in\n          a < b\n      }.isEmpty\n"), "\(nested.yaml)")
    }
}

extension AdoptReaderTests {
    @Test("two screens whose specs and connectors would have one name: the later is skipped, with what to do about it")
    func screensOfOneSpecName() {
        let screen = { (name: String) in
            """
            struct \(name): ConnectedView {
                struct Props: Equatable { let count: Int }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(count: state.count) }
                func body(props: Props) -> some View { Text("") }
            }

            """
        }
        let result = Adopter.draft([Adopter.SourceFile(path: "Rows.swift", text: screen("ABRow") + "enum AB {\n" + screen("Row") + "}\n")])
        #expect(result.drafts.map(\.screen) == ["ABRow"])
        #expect(result.skipped.map(\.reason) == [
            "its spec would be ABRow.connector.yml, as for ABRow at Rows.swift:1, and its connector 'ABRowConnector' too: rename one of the two screens and run adopt again, or keep this one hand-written",
        ])
        // One screen in two folders is one of two targets'.
        let connector = "struct RowConnector {\n    func connect(state: AppState) -> RowView.State { .init(count: state.count) }\n}\n"
        let twoTargets = Adopter.draft(
            [Adopter.SourceFile(path: "Shared/RowView.swift", text: "enum RowView {\n    struct State: Equatable { let count: Int }\n}\n")]
                + ["iOS/Row.swift", "macOS/Row.swift"].map { Adopter.SourceFile(path: $0, text: connector) })
        #expect(twoTargets.skipped.map(\.reason) == [
            "its spec would be Row.connector.yml, as for RowConnector at iOS/Row.swift:1, and its connector 'RowConnector' too: the same screen in another folder, as by two targets: run adopt on one target's files at a time",
        ])
    }
}

extension AdoptReaderTests {
    @Test("a 'var' of an optional type that the props' initializer leaves out starts as nil, as Swift gives it; the draft lints clean")
    func optionalLeftOut() throws {
        let draft = try Self.draft("""
            struct Omit: ConnectedView {
                struct Props: Equatable {
                    let count: Int
                    var badge: String?
                }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(count: state.count)
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(draft.yaml.contains("  badge: { type: String?, from: nil }\n"), "\(draft.yaml)")
        #expect(Generator.lint([.init(path: draft.fileName, bytes: Array(draft.yaml.utf8))]).isEmpty, "\(draft.yaml)")
        // An initializer of the props' own may give it a value: then it is left to the user.
        let withInit = try Self.draft("""
            struct Omit: ConnectedView {
                struct Props: Equatable {
                    let count: Int
                    var badge: String?
                    init(count: Int) { self.count = count; badge = "#\\(count)" }
                }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(count: state.count) }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(!withInit.yaml.contains("from: nil"), "\(withInit.yaml)")
    }
}

extension AdoptReaderTests {
    @Test("a flavor's map reads an environment value or the view's state on the view, not as an input; a view with an initializer of its own gets the makeView note")
    func flavorViewReadsWhatSwiftUISets() throws {
        let draft = try Self.draft("""
            struct CreateView: ConnectedView {
                @Environment(\\.colorScheme) var colorScheme
                @Environment(\\.locale) var locale: Locale
                @State var draft = 0
                let initialDay: Int
                init(initialDay: Int) { self.initialDay = initialDay }
                struct Props {
                    let day: Int
                    let pick: () -> Void
                }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(day: state.day + draft, pick: { dispatch(SetDay(day: colorScheme == .dark ? 1 : locale.identifier.count)) })
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(!draft.yaml.contains("inputs:"), "\(draft.yaml)")
        #expect(draft.yaml.contains(
            "# CreateView has an initializer of its own; CreateView also stores initialDay: an example's test makes the view with 'makeView'"),
            "\(draft.yaml)")
    }
}

extension AdoptReaderTests {
    @Test("a closure prop that returns a value and dispatches is a TODO that says so; one that only returns a value is a field")
    func closureReturningAValue() throws {
        let draft = try Self.draft("""
            struct EntryView: ConnectedView {
                struct Props {
                    let entry: () -> Binding<Int>
                    let format: (Int) -> String
                }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(entry: { Binding(get: { state.entry }, set: { dispatch(SetEntry(value: $0)) }) }, format: { n in "\\(n)" })
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.map(\.message) == [
            "'entry' is a closure that returns 'Binding<Int>' and dispatches, and a view action only sends: make it in the view from a field and a view action that sends what it dispatches, or keep this screen hand-written",
        ])
        #expect(draft.yaml.contains("  format: { type: (Int) -> String, from: '{ n in \"\\(n)\" }' }\n"), "\(draft.yaml)")
    }
}
