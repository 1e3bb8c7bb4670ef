import ConnectorGen
import Testing

/// Specs that read well and generate Swift that cannot compile: each is an error at the spec,
/// where the mistake is, rather than in the generated file.
@Suite("Mistakes in what a spec says")
struct SemanticMistakeTests {
    static func lint(_ files: [(String, String)]) -> [Diagnostic] {
        Generator.lint(files.map { Generator.Input(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    /// `line:column message` of a diagnostic, to compare with what a test expects.
    static func placed(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location?.line ?? 0):\(diagnostic.location?.column ?? 0) \(diagnostic.message)"
    }

    /// `line:column [ID] message` of a diagnostic.
    static func placedWithID(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location?.line ?? 0):\(diagnostic.location?.column ?? 0) [\(diagnostic.id.rawValue)] \(diagnostic.message)"
    }

    static let viewless = """
        connector: CounterConnector
        state: AppState
        action: AppAction
        viewState:
          count: { type: Int, from: state.counter.count }
        viewAction:
          increment: .counter(.increment)

        """

    /// The head of a spec of a row with one field, for the keys a test adds.
    static let row = """
        connector: RowConnector
        state: AppState
        action: AppAction
        view: RowView
        viewState:
          title: { type: String, from: state.title }

        """

    @Test("'self' cannot name an input, a slice, a field, a nested type's property, a view action or its value; the edit renames it where nothing reads it", arguments: [
        // (the keys after the row's, the line:column reported, whether the fix-it is an edit)
        ("inputs: { self: Int }\n", "7:11", true),
        ("slices:\n  self: title\n", "8:3", true),
        ("types:\n  Row: { self: Int }\n", "8:10", true),
        ("viewAction:\n  self: .none\n", "8:3", true),
        ("viewAction:\n  pick:\n    with: { _ self: Int }\n    to: .pick(self)\n", "9:15", false),
    ])
    func nameSelf(_ keys: String, _ position: String, _ isEdit: Bool) throws {
        let diagnostics = Self.lint([("Row.connector.yml", Self.row + keys)])
        let error = try #require(diagnostics.first { $0.message.hasPrefix("'self' cannot be ") }, "\(diagnostics)")
        #expect("\(error.location?.line ?? 0):\(error.location?.column ?? 0)" == position, "\(error)")
        #expect(error.id == .invalidIdentifier)
        #expect((error.fixIt?.edit?.replacement == "selfValue") == isEdit, "\(error)")
    }

    @Test("a spec without 'view' may not generate a top-level type another spec generates, or names as the app's")
    func topLevelViewTypesAcrossSpecs() throws {
        let twice = Self.lint([("Counter.connector.yml", Self.viewless), ("Counter2.connector.yml", Self.viewless.replacingOccurrences(of: "CounterConnector", with: "Counter"))])
        let clashes = twice.filter { $0.id == .generatedNameClash }
        #expect(clashes.map(\.message) == [
            "another spec also generates the view type 'CounterState' at the top level",
            "another spec also generates the view type 'CounterAction' at the top level",
        ], "\(twice)")
        #expect(clashes.allSatisfy { $0.file == "Counter2.connector.yml" && $0.notes.first?.message == "'\($0.message.split(separator: "'")[1])' is declared in Counter.connector.yml:1:12" })

        let store = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              counter: { state: CounterState, action: CounterAction, reducer: counterReducer }

            """
        let besideStore = Self.lint([("App.store.yml", store), ("Counter.connector.yml", Self.viewless)])
        #expect(besideStore.filter { $0.id == .generatedNameClash }.map(\.message) == [
            "the generated view type 'CounterState' has the name of an app type another spec names",
            "the generated view type 'CounterAction' has the name of an app type another spec names",
        ], "\(besideStore)")
        // Another spec may use a view-less spec's generated type, as a derived store's action.
        let menu = """
            connector: MenuConnector
            state: AppState
            action: AppAction
            view: CounterMenu
            viewState:
              count: { type: Int, from: state.counter.count }
            viewAction: CounterAction
            embed: counter

            """
        #expect(!Self.lint([("Counter.connector.yml", Self.viewless), ("Menu.connector.yml", menu)]).contains { $0.id == .generatedNameClash })
        // With a view, the types are nested in it: nothing clashes.
        let nested = Self.viewless.replacingOccurrences(of: "action: AppAction\n", with: "action: AppAction\nview: CounterView\n")
        #expect(Self.lint([("App.store.yml", store), ("Counter.connector.yml", nested)]).filter(\.isError).isEmpty)
    }

    @Test("a slice named 'action' that a 'to' reads would hide the view action; one only a field reads does not")
    func sliceNamedAction() {
        let spec = """
            connector: RowConnector
            state: AppState
            action: AppAction
            view: RowView
            slices:
              action: lastAction
            viewState:
              title: { type: String, from: state.title }
            viewAction:
              repeatLast: .replay(action)

            """
        #expect(Self.lint([("Row.connector.yml", spec)]).map(\.message).contains(
            "a slice named 'action' would hide the 'action' parameter of connect(action:state:), which the generated code uses"))
        let readByAField = spec.replacingOccurrences(of: ".replay(action)", with: ".replay").replacingOccurrences(of: "from: state.title", with: "from: action.title")
        #expect(!Self.lint([("Row.connector.yml", readByAField)]).map(\.id).contains(.sliceNamedLikeParameter))
    }

    @Test("a nested type named like the type an input or a field qualifies (an app type's 'Account.ID') is an error, with a note at the use; a plain use of the name is the nested type")
    func nestedTypeHidesAQualifier() throws {
        func lint(_ keys: String) -> [Diagnostic] { Self.lint([("Row.connector.yml", Self.row + keys + "types:\n  Account: { title: String }\n")]) }
        let input = lint("inputs:\n  accountId: Account.ID\n").filter { $0.id == .typeHidesName }
        let error = try #require(input.first, "\(input)")
        #expect(error.message == "the type 'Account' in 'types' has the name of the type the input 'accountId' names in 'Account.ID', which the generated code would no longer see")
        #expect(error.location?.line == 10 && error.location?.column == 3, "\(error)")
        #expect(error.notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" } == [
            "8:14 the input 'accountId' names 'Account' here, which means the nested type in the generated code"
        ])
        let field = lint("  kind: { type: \"[Account.Kind]\", from: state.kinds }\n").filter { $0.id == .typeHidesName }
        #expect(field.map(\.message) == [
            "the type 'Account' in 'types' has the name of the type the field 'kind' names in '[Account.Kind]', which the generated code would no longer see"
        ])
        // A view action's value and a nested type's property alike.
        let value = lint("viewAction:\n  open:\n    with: { id: Account.ID }\n    to: .open(id)\n").filter { $0.id == .typeHidesName }
        #expect(value.first?.notes.first?.message == "the value 'id' of 'open' names 'Account' here, which means the nested type in the generated code", "\(value)")
        let property = Self.lint([("Row.connector.yml", Self.row + "types:\n  Account: { title: String }\n  Line: { owner: Account.ID }\n")])
        #expect(property.contains { $0.id == .typeHidesName && $0.message.contains("the property 'owner' of 'Line' names in 'Account.ID'") }, "\(property)")
        // `[Account]` and a member of another type (`Row.Account`) are no qualifier of it.
        #expect(!lint("  rows: { type: \"[Account]\", from: \"[]\" }\n  row: { type: Row.Account?, from: nil }\n").contains { $0.id == .typeHidesName })
    }

    @Test("a nested type named like the outer type of the app state, the app action or the view ('App' of 'App.State') is an error")
    func nestedTypeHidesAnAppNamespace() {
        let qualified = Self.row.replacingOccurrences(of: "state: AppState\naction: AppAction\nview: RowView\n", with: "state: App.State\naction: App.Action\nview: Screens.RowView\n")
        let errors = Self.lint([("Row.connector.yml", qualified + "types:\n  App: { id: Int }\n  Screens: { id: Int }\n")]).filter { $0.id == .typeHidesName }
        #expect(errors.map(Self.placed) == [
            "8:3 the type 'App' in 'types' has the name of the type the app state 'App.State' names, which the generated code would no longer see",
            "9:3 the type 'Screens' in 'types' has the name of the type the view 'Screens.RowView' names, which the generated code would no longer see",
        ])
    }

    @Test("a view that is the app's namespace of its state or action, which would declare a second 'State' or 'Action' in it, is an error at the view")
    func viewIsTheAppNamespace() {
        let spec = Self.row.replacingOccurrences(of: "state: AppState\naction: AppAction\nview: RowView\n", with: "state: AppFeature.State\naction: AppFeature.Action\nview: AppFeature\n")
        let errors = Self.lint([("Row.connector.yml", spec)]).filter { $0.id == .generatedNameClash }
        #expect(errors.map(Self.placed) == [
            "4:7 the generated view type 'AppFeature.State' has the same name as the app state type: the view 'AppFeature' already declares it",
            "4:7 the generated view type 'AppFeature.Action' has the same name as the app action type: the view 'AppFeature' already declares it",
        ])
        #expect(errors.first?.fixIt?.message.contains("'AppFeatureView'") == true)
        // An existing view state is not generated: its namespace may be the view.
        let existing = spec.replacingOccurrences(of: "viewState:\n  title: { type: String, from: state.title }\n", with: "viewState: AppFeature.State\nviewAction: AppFeature.Action\n")
        #expect(!Self.lint([("Row.connector.yml", existing)]).contains { $0.id == .generatedNameClash })
    }

    @Test("with a flavor, a nested type named 'View' is an error and one named like another SwiftUI type a view's body names a warning, since the view's extension aliases it; without a flavor neither", arguments: [
        "swiftdux", "swiftuiflux", nil,
    ])
    func nestedTypeHidesSwiftUINameInAFlavorView(_ flavor: String?) {
        func lint(_ name: String) -> [Diagnostic] {
            let spec = Self.row.replacingOccurrences(of: "view: RowView\n", with: "view: RowView\n" + (flavor.map { "flavor: \($0)\n" } ?? ""))
            return Self.lint([("Row.connector.yml", spec + "types:\n  \(name): { id: Int }\n")]).filter { [.typeHidesName, .typeHidesSwiftUIName].contains($0.id) }
        }
        guard flavor != nil else {
            #expect(lint("View").isEmpty && lint("Section").isEmpty)
            return
        }
        #expect(lint("View").map(\.message) == ["the type 'View' in 'types' has the name of SwiftUI's 'View', which the view's own code would no longer see"])
        let section = lint("Section")
        #expect(section.map { "\($0.severity) \($0.message)" } == [
            "warning the type 'Section' in 'types' hides SwiftUI's 'Section' in the view 'RowView': its generated extension names the nested type so"
        ])
        #expect(section.first?.fixIt?.message == "rename the type, or write 'SwiftUI.Section' where the view's code means SwiftUI's")
        #expect(lint("Shelf").isEmpty)
    }

    @Test("a placeholder left in an expression, which a fix-it wrote, is an error at it; one in a string literal is text, and an input given as one is not also missing")
    func placeholderInExpression() {
        let spec = Self.row + """
              label: { type: String, from: '"<#not a placeholder#>"' }
            inputs:
              id: Int
            slices:
              item: items[id]
            viewAction:
              open: .open(id)
            examples:
              - name: shows the title
                inputs: { id: <#Int#> }
                given: <#an app state#>
                expect: .init(title: "", label: "<#not a placeholder#>")
              - name: opens
                inputs: { id: 1 }
                send: .open
                expect: .open(<#Int#>)

            """
        // In a comment or a regex literal it is the comment's or the pattern's text.
        let commented = Self.row.replacingOccurrences(of: "from: state.title }", with: "from: 'state.title /* <#later#> */' }")
            + "  matches: { type: Bool, from: '(state.title.contains(#/<#x#>/#)) // <#c#>' }\n"
        #expect(!Self.lint([("Row.connector.yml", commented)]).contains { $0.id == .incompleteExpression })
        // An example's name and a 'noExample' reason are the fix-its' too.
        let prose = Self.row + "viewAction:\n  open:\n    to: .open\n    noExample: <#why#>\nexamples:\n  - name: shows <#what#>\n    given: AppState()\n    expect: .init(title: \"\")\n"
        #expect(Self.lint([("Row.connector.yml", prose)]).filter(\.isError).map(Self.placed) == [
            "10:16 '<#why#>' is a placeholder to fill in, in 'noExample'",
            "12:17 '<#what#>' is a placeholder to fill in, in 'name'",
        ])
        let diagnostics = Self.lint([("Row.connector.yml", spec)]).filter { $0.severity == .error }
        #expect(diagnostics.map(Self.placedWithID) == [
            "16:19 [IncompleteExpression] '<#Int#>' is a placeholder to fill in, in 'id'",
            "17:12 [IncompleteExpression] '<#an app state#>' is a placeholder to fill in, in 'given'",
            "22:19 [IncompleteExpression] '<#Int#>' is a placeholder to fill in, in 'expect'",
        ])
    }

    @Test("in a store's actions, a key without a value is an action without values: a repeated action after it is a duplicate, not a sign it is indented too deep")
    func repeatedStoreActionAfterOneWithoutValues() {
        let spec = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }
            actions:
              select: { tab: Int }
              logout:
              select: { index: Int }
            handle: reduceAppAction

            """
        let diagnostics = Self.lint([("App.store.yml", spec)])
        #expect(diagnostics.map(Self.placedWithID) == [
            "9:3 [DuplicateKey] duplicate key 'select'"
        ])
        // A field named 'actions' is no store's actions: its empty key is indented too deep.
        let field = Self.row.replacingOccurrences(of: "  title: { type: String, from: state.title }\n", with: """
              actions:
                type: "[String]"
                from: state.actions
                count:
                type: Int
                from: state.count

            """)
        #expect(Self.lint([("Row.connector.yml", field)]).map(\.id) == [.keyIndentedTooDeep])
    }

    @Test("a SwiftUIFlux view action's value named 'dispatch', which its action prop calls, is an error at the value; SwiftDux's 'binder' is not called there")
    func valueNamedLikeTheMapParameter() throws {
        func lint(_ flavor: String, _ value: String) -> [Diagnostic] {
            Self.lint([("Row.connector.yml", Self.row.replacingOccurrences(of: "view: RowView\n", with: "view: RowView\nflavor: \(flavor)\n")
                + "viewAction:\n  rate:\n    with: { \(value): Int }\n    to: AppActions.Rate(stars: \(value))\nexamples:\n  - name: rates\n    given: AppState()\n    send: .rate(\(value): 1)\n    expect: AppActions.Rate(stars: 1)\n")])
        }
        let flux = lint("swiftuiflux", "dispatch").filter { $0.id == .sliceNamedLikeParameter }
        #expect(flux.map(Self.placed) == [
            "10:13 a value of the action 'rate' named 'dispatch' would hide the 'dispatch' parameter of map(state:dispatch:), which the generated code uses"
        ])
        #expect(flux.first?.fixIt?.message == "rename the value, e.g. 'dispatchValue', and the expressions that read it")
        #expect(!lint("swiftdux", "binder").contains { $0.id == .sliceNamedLikeParameter })
    }

    @Test("a nested type named 'Binding' is an error only where two-way fields make SwiftUI Bindings")
    func nestedTypeNamedBinding() {
        let spec = Self.row + """
            types:
              Binding: { key: String }

            """
        #expect(!Self.lint([("Row.connector.yml", spec)]).contains { $0.id == .typeHidesName })
    }

    @Test("a nested type named like a standard type the generated code names is an error", arguments: ["String", "Equatable"])
    func nestedTypeNamedLikeAStandardType(_ name: String) {
        let spec = Self.row + """
            types:
              \(name): { id: Int }

            """
        #expect(Self.lint([("Row.connector.yml", spec)]).map(\.message).contains(
            "the type '\(name)' in 'types' has the name of Swift's '\(name)', which the generated code would no longer see"))
    }

    @Test("with SwiftUIFlux, whose dispatch takes no optional, an optional protocol action type is made 'any Action', not '(any Action)?'")
    func swiftUIFluxOptionalAction() throws {
        let spec = """
            connector: RowConnector
            state: AppState
            action: Action?
            view: RowView
            flavor: swiftuiflux
            viewState:
              title: { type: String, from: state.title }
            viewAction:
              open: OpenRow()

            """
        let warning = try #require(Self.lint([("Row.connector.yml", spec)]).first { $0.id == .actionTypeIsProtocol })
        #expect(warning.fixIt?.edit?.replacement == "any Action", "\(warning)")
        let connectorForm = spec.replacingOccurrences(of: "flavor: swiftuiflux\n", with: "")
        let kept = try #require(Self.lint([("Row.connector.yml", connectorForm)]).first { $0.id == .actionTypeIsProtocol })
        #expect(kept.fixIt?.edit?.replacement == "(any Action)?", "\(kept)")
    }

    @Test("a container's field and action of one name are offered 'bindings' only where the action takes the field's new value")
    func argumentClashWayOut() {
        func fixIt(_ action: String) -> String? {
            let spec = """
                connector: SearchConnector
                state: AppState
                action: AppAction
                view: SearchView
                container: { store: AppStore }
                viewState:
                  query: { type: String, from: state.query }
                viewAction:
                \(action)

                """
            return Self.lint([("Search.connector.yml", spec)]).first { $0.id == .containerArgumentClash }?.fixIt?.message
        }
        #expect(fixIt("  query: .search") == "rename the action or the field")
        #expect(fixIt("  query:\n    with: { text: String }\n    to: .setQuery(text)") == "rename the action or the field, or pair them under 'bindings' as 'query: query'")
    }

    @Test("a namespace named like a type a spec names is an error at that type")
    func namespaceNamedLikeAType() {
        let spec = Self.viewless.replacingOccurrences(of: "action: AppAction\n", with: "action: AppAction\nview: CounterView\n")
        let config = "namespace: CounterView\n"
        let diagnostics = Generator.lint(
            [Generator.Input(path: "Counter.connector.yml", bytes: Array(spec.utf8))],
            config: Generator.readConfig(Generator.Input(path: "connector-gen.yml", bytes: Array(config.utf8))).0 ?? .default)
        let clash = diagnostics.filter(\.isError)
        #expect(clash.map(\.message) == ["the target's namespace 'CounterView', set in connector-gen.yml, has the name of this type"], "\(diagnostics)")
        #expect(clash.first?.location == SourceLocation(line: 4, column: 7))
    }

    @Test("the default namespace, 'Connectors', named like a store's app state is an error at the store's type that says it is the default")
    func defaultNamespaceNamedLikeAStoreType() {
        let store = "state: Connectors\naction: AppAction\nreducer: appReducer\nfeatures:\n  calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }\n"
        let diagnostics = Self.lint([("App.store.yml", store), ("Counter.connector.yml", Self.row)]).filter(\.isError)
        #expect(diagnostics.map { "\($0.file):\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" } == [
            "App.store.yml:1:8 the target's namespace has the default name 'Connectors', which is the name of this type"
        ])
        #expect(diagnostics.first?.fixIt?.message == "give the namespace a name of its own in connector-gen.yml, such as 'namespace: Screens', or rename the type")
    }

    @Test("a store's starting value that reads 'self' is an error at it; through 'self.' an earlier part gets the edit that reads it by name")
    func storeInitialReadsSelf() {
        let store = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer, initial: 'CalendarState(day: self.tab)' }
            fields:
              tab: { type: Int, initial: 0 }
              next: { type: Int, initial: self.tab + 1 }

            """
        let diagnostics = Self.lint([("App.store.yml", store)]).filter(\.isError)
        #expect(diagnostics.map(Self.placed) == [
            "5:116 the starting value of 'calendar' reads 'self', which the app state makes only after its parts start",
            "8:31 the starting value of 'next' reads 'self', which the app state makes only after its parts start",
        ])
        #expect(diagnostics.map { $0.fixIt?.message ?? "" } == ["write the starting value without 'self'", "read 'tab' by its name: remove 'self.'"])
        #expect(diagnostics.map { $0.fixIt?.edit == nil } == [true, false])

        // A later part of the same kind: written first, it starts first.
        let later = store.replacingOccurrences(of: "initial: self.tab + 1", with: "initial: 1")
            .replacingOccurrences(of: "  tab: { type: Int, initial: 0 }", with: "  tab: { type: Int, initial: last }\n  last: { type: Int, initial: 0 }")
            .replacingOccurrences(of: "self.tab", with: "0")
        let order = Self.lint([("App.store.yml", later)]).filter(\.isError)
        #expect(order.map(Self.placed) == ["7:30 the starting value of 'tab' reads 'last', which the app state sets after it: the parts start in the spec's order"])
        #expect(order.first?.fixIt?.message == "move 'last' above 'tab', or write the starting value without it")
    }

    @Test("a boolean written as YAML 1.1 writes it or misspelt gets the edit to 'true' or 'false'; another word gets none", arguments: [
        ("yes", "true"), ("Off", "false"), ("ture", "true"), ("flase", "false"), ("maybe", nil),
    ] as [(String, String?)])
    func misspeltBoolean(_ written: String, _ meant: String?) {
        let diagnostics = Self.lint([("Row.connector.yml", Self.row + "memoize: \(written)\n")]).filter { $0.id == .invalidBoolean }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.fixIt?.edit?.replacement == meant, "\(diagnostics)")
    }

    @Test("a store spec's missing action or reducer is suggested after the app's state type")
    func missingStoreKeysFollowTheStateName() {
        let store = "state: GreenhouseState\nfeatures:\n  plants: { state: PlantsState, action: PlantsAction, reducer: plantsReducer }\n"
        let fixIts = Self.lint([("App.store.yml", store)]).filter { $0.id == .missingRequiredKey }.compactMap { $0.fixIt?.message }
        #expect(fixIts == ["add 'action: GreenhouseAction'", "add 'reducer: greenhouseReducer'"])
        let acronym = Self.lint([("App.store.yml", store.replacingOccurrences(of: "GreenhouseState", with: "URLCacheState"))])
        #expect(acronym.filter { $0.id == .missingRequiredKey }.compactMap { $0.fixIt?.message } == ["add 'action: URLCacheAction'", "add 'reducer: urlCacheReducer'"])
    }

    @Test("the same spec saved as '.yml' and '.yaml' side by side is one error that says to delete one of the files")
    func sameSpecUnderTwoExtensions() {
        let errors = Self.lint([("Specs/Row.connector.yaml", Self.row), ("Specs/Row.connector.yml", Self.row)]).filter(\.isError)
        #expect(errors.map { "\($0.file) \($0.message)" } == [
            "Specs/Row.connector.yml another spec already declares the connector 'RowConnector': Specs/Row.connector.yaml, the same spec under another extension"
        ])
        #expect(errors.first?.fixIt?.message == "delete one of the two files")
    }

    @Test("a spec's connector named like a store feature's clashes only when both are at the top level")
    func connectorNamedLikeAStoreFeatureConnector() throws {
        let store = """
            state: AppState
            action: AppAction
            reducer: appReducer
            connectors: true
            features:
              calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }

            """
        let spec = Self.viewless.replacingOccurrences(of: "CounterConnector", with: "CalendarFeatureConnector")
        let inputs = [("App.store.yml", store), ("Calendar.connector.yml", spec)].map { Generator.Input(path: $0.0, bytes: Array($0.1.utf8)) }
        // In the namespace, the spec's `Connectors.CalendarFeatureConnector` is another name.
        let apart = Generator.lint(inputs)
        #expect(!apart.contains { $0.id == .duplicateConnector }, "\(apart)")
        let topLevel = try #require(Generator.readConfig(Generator.Input(path: "connector-gen.yml", bytes: Array("namespace: \"\"\n".utf8))).0)
        let clash = try #require(Generator.lint(inputs, config: topLevel).first { $0.id == .duplicateConnector })
        #expect(clash.message == "the store's feature 'calendar' already declares the connector 'CalendarFeatureConnector' at the top level")
        #expect(clash.fixIt?.message.hasPrefix("rename this spec's connector") == true)
    }

    @Test("imports written as a sentence or as Swift get the list meant as their edit, where the modules are sure", arguments: [
        ("Foundation Combine", "[Foundation, Combine]"), ("import Foundation", "Foundation"), ("Foundation, Combine", "[Foundation, Combine]"),
        ("import Foundation, import Combine", "[Foundation, Combine]"), ("App Models", nil), ("import App Models", nil),
    ])
    func importsWrittenAsASentence(_ written: String, _ meant: String?) throws {
        let spec = Self.viewless.replacingOccurrences(of: "action: AppAction\n", with: "action: AppAction\nimports: \(written)\n")
        let diagnostic = try #require(Self.lint([("Counter.connector.yml", spec)]).first { $0.id == .invalidModuleName })
        #expect(diagnostic.location == SourceLocation(line: 4, column: 10))
        #expect(diagnostic.fixIt?.edit?.replacement == meant, "\(diagnostic)")
        if meant == nil { #expect(diagnostic.fixIt?.message == "write several modules as a list, [App, Models], or one module's name as Swift spells it, App_Models") }
    }

    @Test("a view action named 'body' is no argument of a values-shape view; with a view model it may be")
    func actionNamedBodyInTheValuesShape() throws {
        let spec = Self.row + "viewAction:\n  body: .open\ncontainer: { store: AppStore }\n"
        let diagnostics = Self.lint([("Row.connector.yml", spec)]).filter { $0.id == .containerArgumentNamedBody }
        #expect(diagnostics.map(\.location) == [SourceLocation(line: 8, column: 3)], "\(diagnostics)")
        let viewModel = Self.lint([("Row.connector.yml", spec.replacingOccurrences(of: "container: { store: AppStore }", with: "container: { store: AppStore, shape: viewModel }"))])
        #expect(!viewModel.contains { $0.id == .containerArgumentNamedBody }, "\(viewModel)")
        // The target's previews render the view with its values as the container would.
        let previewed = Self.row.replacingOccurrences(of: "  title:", with: "  body:") + "examples:\n  - name: shows\n    given: AppState()\n    expect: .init(body: \"\")\n"
        let config = try #require(Generator.readConfig(Generator.Input(path: "connector-gen.yml", bytes: Array("previews: true\n".utf8))).0)
        let target = Generator.lint([Generator.Input(path: "Row.connector.yml", bytes: Array(previewed.utf8))], config: config)
        #expect(target.map(\.id).contains(.containerArgumentNamedBody), "\(target)")
    }

    @Test("'namespace: ~' or 'null' in connector-gen.yml is YAML's null: no namespace, as with \"\"", arguments: ["~", "null", "\"\""])
    func nullNamespace(_ written: String) throws {
        let (config, diagnostics) = Generator.readConfig(Generator.Input(path: "connector-gen.yml", bytes: Array("namespace: \(written)\n".utf8)))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try #require(config).namespace == "")
    }

    @Test("'~' is no value wherever a value may be nothing; 'null' is text, which may be a Swift name")
    func tildeIsNoValue() {
        let store = validStoreSpec + "\nactions:\n  logout: ~\nhandle: reduceAppAction\n"
        #expect(Self.lint([("App.store.yml", store)]).filter(\.isError).isEmpty)
        let inputs = Self.lint([("Counter.connector.yml", Self.viewless + "inputs: ~\n")])
        #expect(inputs.map(\.id) == [.emptyMapping], "\(inputs)")
        let named = Self.viewless.replacingOccurrences(of: "from: state.counter.count", with: "from: null")
        #expect(Self.lint([("Counter.connector.yml", named)]).filter(\.isError).isEmpty)
    }

    @Test("an opaque type is an error wherever the generated code stores it; the edit drops 'some' from a protocol to conform to")
    func opaqueTypes() throws {
        let input = Self.lint([("Counter.connector.yml", Self.viewless + "inputs:\n  returns: some Hashable\n")])
        #expect(input.first?.id == .opaqueType, "an input named 'returns' is no effect's result: \(input)")
        let dictionary = Self.lint([("Counter.connector.yml", Self.viewless + "inputs:\n  byKey: '[some Key: Int]'\n")])
        #expect(dictionary.first?.message.hasPrefix("the opaque type 'some Key' ") == true, "\(dictionary)")
        let store = validStoreSpec + "\nconformances: [some Equatable, Sendable]\n"
        let conformance = try #require(Self.lint([("App.store.yml", store)]).first { $0.id == .opaqueType })
        #expect(conformance.fixIt?.edit?.replacement == "Equatable", "\(conformance)")
        let returns = validStoreSpec + "\neffect:\n  returns: some Effect\n  map: map\n"
        #expect(!Self.lint([("App.store.yml", returns)]).contains { $0.id == .opaqueType })
    }

    @Test("a misspelt 'embed' is one error, not also 'embed' missing; a '//' comment after an existing type is a comment, not a missing ':'")
    func existingViewActionMistakes() {
        let head = "connector: SummaryConnector\nstate: AppState\naction: AppAction\nviewState: SummaryState\nslice: summary\n"
        let misspelt = Self.lint([("Summary.connector.yml", head + "viewAction: SummaryAction\nembd: summary\n")])
        #expect(misspelt.map(\.id) == [.unknownKey], "\(misspelt)")
        let commented = Self.lint([("Summary.connector.yml", head + "viewAction: SummaryAction // its actions\nembed: summary\n")])
        #expect(commented.map(\.id) == [.commentInName], "\(commented)")
        let spaced = Self.lint([("Summary.connector.yml", head + "viewAction: SummaryAction ?\nembed: summary\n")])
        #expect(!spaced.contains { $0.id == .missingColon }, "\(spaced)")
        // A path, as 'slice' takes, for a feature inside a feature: no name made of it.
        let path = Self.lint([("Summary.connector.yml", head + "viewAction: SummaryAction\nembed: calendar.selection\n")])
        #expect(path.map(\.message) == ["'embed' takes one case of the app action, which wraps each view action; 'calendar.selection' is a path of 2"], "\(path)")
        #expect(path.first?.fixIt?.message == "list the view's actions as cases under 'viewAction', each sent with 'to: .calendar(.selection(…))'")
        #expect(path.first?.fixIt?.edit == nil)
    }

    @Test("a view-less spec's dictionary type keyed by a nested type is not checked at the top level, where the nested type is not in scope")
    func dictionaryOfNestedType() throws {
        let spec = """
            connector: BadgeConnector
            state: AppState
            action: AppAction
            viewState:
              counts: { type: "[Row: Int]", from: state.counts }
            types:
              Row: { id: Int }

            """
        let result = Generator.generate([.init(path: "Badge.connector.yml", bytes: Array(spec.utf8))])
        let file = try #require(result.files.first { $0.name == "Badge.connector.swift" }, "\(result.diagnostics)")
        let typeNames = file.contents.components(separatedBy: "SpecTypeNames = (").dropFirst().first?.components(separatedBy: ")").first ?? ""
        #expect(!typeNames.contains("Row"), "\(file.contents)")
        #expect(file.contents.contains("let counts: [Row: Int]"))
    }

    @Test("two values of one action bound by one name, and an empty 'noExample', are errors")
    func actionValues() {
        let spec = Self.row + """
            viewAction:
              select:
                with: { _ index: Int, index: Int }
                to: .select(index)
                noExample: ""

            """
        let diagnostics = Self.lint([("Row.connector.yml", spec)])
        #expect(diagnostics.contains { $0.message == "two values of the action 'select' are named 'index'" && $0.location == SourceLocation(line: 9, column: 27) },
                "\(diagnostics)")
        #expect(diagnostics.contains { $0.message == "'noExample' is empty" }, "\(diagnostics)")
    }

    @Test("a conformance listed twice is an error at the spec; a feature reducer named like the generated one is an overload, not an error")
    func storeSelfReferences() {
        let store = """
            state: AppState
            action: AppAction
            reducer: appReducer
            conformances: [Equatable, Sendable, Equatable]
            features:
              counter: { state: CounterState, action: CounterAction, reducer: appReducer }

            """
        let diagnostics = Self.lint([("App.store.yml", store)])
        #expect(diagnostics.map(\.message).contains("'conformances' lists 'Equatable' twice"), "\(diagnostics)")
        // `appReducer(state: &state.counter, action: action)` picks the feature's overload by its types.
        #expect(diagnostics.filter(\.isError).count == 1, "\(diagnostics)")
    }

    @Test("a slice, input or field named like the view, or like a viewless spec's view state type, is an error at it; with an existing view state or a flavor it is not")
    func namesHidingTheViewStateType() {
        let spec = """
            connector: NoteConnector
            state: AppState
            action: AppAction
            view: Screens.Note
            inputs:
              Screens: Int
            slices:
              note: notes[Screens]
            viewState:
              title: { type: String, from: note?.title ?? "" }

            """
        #expect(Self.lint([("Note.connector.yml", spec)]).map(Self.placedWithID) == [
            "6:3 [NameHidesViewType] the input 'Screens' has the name of the view's outer type 'Screens', which the connector names to build 'Screens.Note.State'",
        ])
        let generic = spec.replacingOccurrences(of: "view: Screens.Note", with: "view: PickerView<String>")
            .replacingOccurrences(of: "  Screens: Int", with: "  noteId: Int").replacingOccurrences(of: "note: notes[Screens]", with: "PickerView: notes[noteId]")
            .replacingOccurrences(of: "note?.title", with: "PickerView?.title")
        #expect(Self.lint([("Note.connector.yml", generic)]).map(Self.placedWithID) == [
            "8:3 [NameHidesViewType] the slice 'PickerView' has the name of the view, which the connector names to build 'PickerView<String>.State'",
        ])
        let viewless = """
            connector: NoteConnector
            state: AppState
            action: AppAction
            slices:
              NoteState: notes[1]
            viewState:
              title: { type: String, from: NoteState?.title ?? "" }
              NoteState: { type: Int, from: 1 }

            """
        let diagnostics = Self.lint([("Note.connector.yml", viewless)])
        #expect(diagnostics.map(Self.placedWithID) == [
            "5:3 [NameHidesViewType] the slice 'NoteState' has the name of the generated view state type, which the connector names to build 'NoteState'",
            "8:3 [NameHidesViewType] the field 'NoteState' has the name of the generated view state type, which the connector names to build 'NoteState'",
        ])
        #expect(diagnostics.first?.fixIt?.message == "rename the slice, e.g. 'noteState'")
        let existing = """
            connector: NoteConnector
            state: AppState
            action: AppAction
            view: NoteView
            inputs:
              NoteView: Int
            viewState: NoteSummary
            slice: summaries[NoteView]

            """
        #expect(Self.lint([("Note.connector.yml", existing)]).filter(\.isError).isEmpty)
    }

    @Test("'require' that names an input says so, and suggests the slice that reads it, or one to declare; never another slice that reads as close")
    func requireNamesAnInput() {
        let spec = """
            connector: TodoConnector
            state: AppState
            action: AppAction
            view: TodoView
            inputs: { todoId: Int }
            slices:
              todos: todoList.items
              todo: todoList.items[todoId]
            require: [todoId]
            viewState:
              title: { type: String, from: todo.title }
              count: { type: Int, from: todos.count }

            """
        let diagnostics = Self.lint([("Todo.connector.yml", spec)])
        #expect(diagnostics.map(Self.placedWithID) == [
            "9:11 [UnknownRequiredSlice] 'require' names 'todoId', which is an input, not a slice: the slice 'todo' reads it",
        ])
        #expect(diagnostics.first?.fixIt?.edit?.replacement == "todo")
        let unread = Self.lint([("Todo.connector.yml", spec.replacingOccurrences(of: "  todo: todoList.items[todoId]\n", with: "").replacingOccurrences(of: "todo.title", with: "String(todoId)"))])
        #expect(unread.map(Self.placedWithID) == [
            "8:11 [UnknownRequiredSlice] 'require' names 'todoId', which is an input, not a slice: an input is always there",
        ])
        #expect(unread.first?.fixIt?.message == "require a slice the input reads, declared under 'slices', e.g. 'todo: items[todoId]'")
        #expect(unread.first?.fixIt?.edit == nil)
        // With the slice that reads it required too, the input is to go, not to become a second 'todo'.
        let both = Self.lint([("Todo.connector.yml", spec.replacingOccurrences(of: "require: [todoId]", with: "require: [todo, todoId]"))])
        #expect(both.map(Self.placedWithID) == [
            "9:17 [UnknownRequiredSlice] 'require' names 'todoId', which is an input, not a slice: it lists the slice 'todo' that reads it too",
        ])
        #expect(both.first?.fixIt?.message == "remove 'todoId'" && both.first?.fixIt?.edit == nil)
    }

    @Test("an example that gives a slice as an input is told it is a slice, not offered an input that reads alike")
    func exampleGivesASlice() {
        let spec = """
            connector: TodoConnector
            state: AppState
            action: AppAction
            view: TodoView
            inputs: { todoId: Int }
            slices:
              todos: todoList.items
            viewState:
              count: { type: Int, from: todos.count + todoId }
            examples:
              - name: counts
                inputs: { todoId: 1, todos: 1 }
                given: AppState()
                expect: .init(count: 1)

            """
        let diagnostics = Self.lint([("Todo.connector.yml", spec)])
        #expect(diagnostics.map(Self.placedWithID) == [
            "12:26 [UnknownExampleInput] the example 'counts' gives 'todos', which is a slice, not an input: the slice reads 'given'",
        ])
        #expect(diagnostics.first?.fixIt?.edit == nil)
    }

    @Test("a key of 'container' at a spec's top level says it belongs under 'container'")
    func containerKeyAtTopLevel() {
        let spec = Self.row + """
            container: { name: RowContainer }
            bindings: { title: rename }

            """
        let diagnostics = Self.lint([("Row.connector.yml", spec)])
        #expect(diagnostics.map(\.message).contains("unknown key 'bindings' in a spec; 'bindings' is a key of 'container'"), "\(diagnostics)")
        #expect(diagnostics.first { $0.message.contains("'bindings'") }?.fixIt?.message == "indent it under 'container:', with the container's other keys")
    }
}
