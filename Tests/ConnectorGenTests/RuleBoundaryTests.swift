import ConnectorGen
import Foundation
import Testing

/// Where a rule stops: each case is a spec a rule must leave alone, or one whose fix-it must
/// name the way out that works.
@Suite("Rule boundaries")
struct RuleBoundaryTests {
    static func lint(_ name: String, _ text: String, flavor: TargetConfig.Flavor = .connector) -> [Diagnostic] {
        var config = TargetConfig.default
        config.flavor = flavor
        return Generator.lint([.init(path: name, bytes: Array(text.utf8))], config: config)
    }

    @Test("an error in one key leaves the rules about another key reporting: one round of fixes, not one per error")
    func errorsElsewhereDoNotSilenceRules() {
        let spec = """
            connector: MovieConnector
            state: AppState
            action: AppAction
            view: MovieView
            slices:
              movie: movies[id]
            viewState:
              title: { type: String, from: movie.title }
              rating: { type: Int }
            viewAction:
              rate:
                with: { stars: Int }
                to: .rate(stars)
            examples:
              - name: rating
                send: .rat(stars: 3)
                expect: .rate(4)
              - name: no movie
                given: AppState()
                expect: nil

            """
        // A field without 'from' does not hide the misspelt action, nor the nil no 'require' allows.
        #expect(Self.lint("Movie.connector.yml", spec).filter(\.isError).map(\.id) == [.fieldWithoutFrom, .unknownSentAction, .nilViewStateWithoutRequire])
        // A view action that failed to read is missing, not unknown: the example sending it is not reported.
        let brokenAction = spec.replacingOccurrences(of: "with: { stars: Int }", with: "with: { stars: \"[Int\" }")
            .replacingOccurrences(of: "send: .rat(", with: "send: .rate(")
        #expect(Self.lint("Movie.connector.yml", brokenAction).filter(\.isError).map(\.id) == [.fieldWithoutFrom, .invalidType, .nilViewStateWithoutRequire])
        let brokenActions = spec.replacingOccurrences(of: "with: { stars: Int }", with: "with: { stars: \"[Int\" }")
        #expect(!Self.lint("Movie.connector.yml", brokenActions).map(\.id).contains(.unknownSentAction))
        // A misspelt 'require' is reported once, as a misspelling.
        let misspeltRequire = spec.replacingOccurrences(of: "viewState:\n", with: "requir: [movie]\nviewState:\n")
        #expect(!Self.lint("Movie.connector.yml", misspeltRequire).map(\.id).contains(.nilViewStateWithoutRequire))
    }

    @Test("GeneratedNameClash: a type the app nests in the connector is no clash; one of 'types' named like the connector is TypeHidesName's alone")
    func connectorNameBoundaries() {
        let nested = """
            connector: StatsConnector
            state: AppState
            action: AppAction
            view: StatsScreen
            inputs:
              mode: StatsConnector.Mode
            viewState:
              mode: { type: StatsConnector.Mode, from: mode }

            """
        #expect(Self.lint("Stats.connector.yml", nested).filter(\.isError).isEmpty)
        let sameAsType = "connector: Item\nstate: AppState\naction: AppAction\nview: ItemView\nviewState:\n  item: { type: Item, from: state.item }\ntypes:\n  Item: { id: Int }\n"
        #expect(Self.lint("Item.connector.yml", sameAsType).filter(\.isError).map(\.id) == [.typeHidesName])
        // The app state nested in a connector of that name is a clash: the connector's code names it.
        let qualifiedState = "connector: Feature\nstate: Feature.State\naction: AppAction\nview: FeatureView\nviewState:\n  count: { type: Int, from: state.count }\n"
        #expect(Self.lint("Feature.connector.yml", qualifiedState).filter(\.isError).map(\.id) == [.generatedNameClash])
    }

    @Test("InvalidIdentifier: a fix-it's placeholder left where a name goes is said to be one, without a name made of its words")
    func placeholderForAName() {
        let store = "state: AppState\naction: AppAction\nreducer: appReducer\nhandle: <#function handling the app-level actions#>\nactions: { reset }\nfeatures: {}\n"
        let error = Self.lint("App.store.yml", store).first { $0.id == .invalidIdentifier }
        #expect(error?.message == "'<#function handling the app-level actions#>' is a placeholder to fill in with a function name", "\(String(describing: error))")
        #expect(error?.fixIt?.edit == nil)
        // Part of a name, as the fix-it for a missing 'connector' writes it.
        let spec = "connector: <#Name#>Connector\nstate: AppState\naction: AppAction\nviewState:\n  count: { type: Int, from: state.count }\n"
        let part = Self.lint("List.connector.yml", spec).first { $0.id == .invalidIdentifier }
        #expect(part?.message == "'<#Name#>Connector' holds a placeholder to fill in, in a connector name", "\(String(describing: part))")
        #expect(part?.fixIt?.edit == nil)
    }

    @Test("MisplacedKey: a list-typed input named like a spec key is a list where text goes; one inside '{ }' has no indentation edit")
    func misplacedKeyBoundaries() {
        let inputs = "connector: IConnector\nstate: AppState\naction: AppAction\ninputs:\n  imports: [String]\nviewState:\n  count: { type: Int, from: imports.count }\n"
        #expect(Self.lint("I.connector.yml", inputs).filter(\.isError).map(\.id) == [.listWhereText])
        let flow = "connector: MConnector\nstate: AppState\naction: AppAction\nslices: { books: library.books, viewState: { count: { type: Int, from: books.count } } }\n"
        let misplaced = Self.lint("M.connector.yml", flow).filter { $0.id == .misplacedKey }
        #expect(misplaced.count == 1 && misplaced.first?.fixIt?.edit == nil, "\(misplaced)")
    }

    @Test("TabIndentation: one line indented with a tab between two siblings gets their indentation; elsewhere, words", arguments: [
        ("slices:\n  a: x\n\tb: y\n  c: z\n", 2),
        ("slices:\n  a: x\n\tb: y\nviewState: {}\n", nil),
        ("slices:  # read\n\tb: y\n  c: z\n", nil),
        ("slices:\n  a: x\n\tb: y\n    c: z\n", nil),
        ("examples:\n  - name: a\n\t  send: .x\n    expect: .y\n", nil),
    ] as [(String, Int?)])
    func tabIndentationLine(_ body: String, _ spaces: Int?) {
        let spec = "connector: TConnector\nstate: AppState\naction: AppAction\n" + body
        let tab = Self.lint("T.connector.yml", spec).first { $0.id == .tabIndentation }
        #expect(tab?.fixIt?.edit?.replacement == spaces.map { String(repeating: " ", count: $0) }, "\(String(describing: tab))")
    }

    @Test("FoundationNotImported: with a '[ ]' list of imports, the edit adds Foundation first in it", arguments: [
        ("imports: [Models]", "Foundation, "), ("imports: [ Models ]", " Foundation,"), ("imports: []", "Foundation"),
    ])
    func foundationIntoImports(_ imports: String, _ insertion: String) {
        let spec = "connector: DConnector\nstate: AppState\naction: AppAction\n\(imports)\nviewState:\n  day: { type: Date, from: state.day }\n"
        let found = Self.lint("D.connector.yml", spec).filter { $0.id == .foundationNotImported }
        let edit = found.first?.fixIt?.edit
        #expect(edit?.replacement == insertion, "\(found)")
        #expect(edit?.range == SourceRange(from: SourceLocation(line: 4, column: 11), to: SourceLocation(line: 4, column: 11)), "\(found)")
    }

    @Test("KeywordNameRead: only a reserved keyword read as a name; the edit fits the value's style")
    func keywordNameReadBoundaries() {
        func spec(slices: String, from: String) -> String {
            "connector: KConnector\nstate: AppState\naction: AppAction\nslices:\n\(slices)viewState:\n  a:\n    type: String\n    from: \(from)\n"
        }
        func keywordReads(_ text: String) -> [Diagnostic] { Self.lint("K.connector.yml", text).filter { $0.id == .keywordNameRead } }
        // Contextual keywords read as names; a slice's path starts with a member of the state.
        #expect(keywordReads(spec(slices: "  package: selected\n  open: isOpen\n", from: "package.name + open.label")).isEmpty)
        #expect(keywordReads(spec(slices: "  default: default.profile\n", from: "`default`.name")).isEmpty)
        // A keyword as a keyword, and the name in backticks or in a string, are not reads.
        #expect(keywordReads(spec(slices: "  in: inbox\n", from: "'inbox.map { x in x }.count.description + \"in.x\" + `in`.name'")).isEmpty)
        // In a '|' block the backticks go in place; a plain value on two lines gets words.
        let block = keywordReads(spec(slices: "  default: defaults\n", from: "|-\n      default.name"))
        #expect(block.first?.fixIt?.edit?.replacement == "`default`", "\(block)")
        let twoLines = keywordReads(spec(slices: "  default: defaults\n", from: "default.name\n      ?? \"x\""))
        #expect(twoLines.count == 1 && twoLines.first?.fixIt?.edit == nil, "\(twoLines)")
        let plain = keywordReads(spec(slices: "  default: defaults\n", from: "default.name"))
        #expect(plain.first?.fixIt?.edit?.replacement == "'`default`.name'", "\(plain)")
        // A keyword that stands as a whole argument or element is the name too.
        for from in ["format(in)", "'format(value: in, 2)'", "'[1, in ]'"] {
            let argument = keywordReads(spec(slices: "  in: inbox\n", from: from))
            #expect(argument.count == 1 && argument.first?.fixIt?.edit?.replacement == "`in`", "\(from): \(argument)")
        }
        #expect(keywordReads(spec(slices: "  in: inbox\n", from: "'inbox.map { (x) in x }.count'")).isEmpty)
    }

    @Test("a key at a list's column after one of its items offers both levels: the item's keys and the mapping's")
    func keyAtTheListsColumn() {
        let afterItem = "connector: AConnector\nstate: AppState\naction: AppAction\nviewState: {}\nexamples:\n  - name: a\n    given: AppState()\n  expect: nil\n"
        let item = Self.lint("A.connector.yml", afterItem).first { $0.id == .inconsistentIndentation }
        #expect(item?.fixIt?.edit == nil && item?.fixIt?.message == "indent it 4 spaces if it belongs with the keys above it, or 0 spaces if it is one of the keys of the mapping around them",
                "\(String(describing: item))")
    }

    @Test("a misspelt example input written in quotes gets its edit between the quotes")
    func quotedExampleInput() {
        let spec = """
            connector: MConnector
            state: AppState
            action: AppAction
            inputs:
              title: String
            viewState:
              name: { type: String, from: title }
            examples:
              - name: one
                inputs: { "titel": "x" }
                given: AppState()
                expect: .init(name: "x")

            """
        let diagnostics = Self.lint("M.connector.yml", spec).filter(\.isError)
        #expect(diagnostics.map(\.id) == [.unknownExampleInput])
        #expect(diagnostics.first?.fixIt?.edit?.range == SourceRange(from: SourceLocation(line: 10, column: 16), to: SourceLocation(line: 10, column: 21)),
                "\(diagnostics)")
    }

    @Test("a slice named like map's other parameter is an error only where map makes action props with it")
    func mapParameterInUse() {
        let withoutActions = """
            connector: FluxConnector
            state: AppState
            action: any Action
            view: FluxView
            flavor: swiftuiflux
            slices:
              dispatch: settings.dispatcher
            viewState:
              count: { type: Int, from: dispatch.count }

            """
        #expect(Self.lint("Flux.connector.yml", withoutActions).filter(\.isError).isEmpty)
        let withActions = withoutActions + "viewAction:\n  refresh: Refresh()\n"
        #expect(Self.lint("Flux.connector.yml", withActions).map(\.id).contains(.sliceNamedLikeParameter))
        let connectorForm = withoutActions.replacingOccurrences(of: "flavor: swiftuiflux\n", with: "").replacingOccurrences(of: "any Action", with: "AppAction")
            + "viewAction:\n  refresh: .refresh\n"
        #expect(!Self.lint("Flux.connector.yml", connectorForm).map(\.id).contains(.sliceNamedLikeParameter))
    }

    @Test("an input the mapping does not read is unused in the connector form only: a flavor's inputs are the view's properties")
    func unusedInputsInTheConnectorFormOnly() {
        let spec = """
            connector: ChatConnector
            state: AppState
            action: any Action
            view: ChatView
            flavor: swiftuiflux
            inputs:
              user: String
            makeView: 'ChatView(user: user)'
            viewState:
              count: { type: Int, from: state.messages.count }

            """
        #expect(!Self.lint("Chat.connector.yml", spec).map(\.id).contains(.unusedInput))
        let connectorForm = spec.replacingOccurrences(of: "flavor: swiftuiflux\n", with: "").replacingOccurrences(of: "any Action", with: "AppAction")
            .replacingOccurrences(of: "makeView: 'ChatView(user: user)'\n", with: "")
        #expect(Self.lint("Chat.connector.yml", connectorForm).map(\.id).contains(.unusedInput))
    }

    @Test("FlavorNeedsGeneratedView offers removing 'flavor' only where the target's flavor is connector")
    func flavorWayOut() throws {
        let spec = """
            connector: HeaderConnector
            state: AppState
            action: AppAction
            flavor: swiftdux
            viewState:
              count: { type: Int, from: state.count }

            """
        let alone = try #require(Self.lint("Header.connector.yml", spec).first { $0.id == .flavorNeedsGeneratedView })
        #expect(alone.fixIt?.message.hasSuffix("or remove 'flavor' to generate a connector instead") == true, "\(alone)")
        let underFlux = try #require(Self.lint("Header.connector.yml", spec, flavor: .swiftuiflux).first { $0.id == .flavorNeedsGeneratedView })
        #expect(underFlux.fixIt?.message.hasSuffix("or set 'flavor: connector' in this spec to generate a connector instead") == true, "\(underFlux)")
    }

    @Test("'map' without 'returns' is reported only when 'returns' is not written at all")
    func mapWithoutReturns() {
        let store = StoreReducerLocationTests.effectStore(returns: "RETURNS").replacingOccurrences(of: "returns: RETURNS", with: "RETURNS")
        let ids = { (returns: String) in Self.lint("App.store.yml", store.replacingOccurrences(of: "RETURNS", with: returns)).map(\.id) }
        #expect(ids("returns: Effect<AppAction>").isEmpty)
        #expect(ids("retruns: Effect<AppAction>") == [.unknownKey], "misspelt: its own error only")
        #expect(ids("returns: Effect<AppAction") == [.invalidType], "written but invalid: its own error only")
        #expect(ids("async: false").contains(.keyNeedsKey))
    }

    @Test("the connector may not take an app type's name where a connector type is generated, with 'view' or without; a flavor generates none")
    func connectorNamedLikeAnAppType() {
        let spec = """
            connector: AppState
            state: AppState
            action: AppAction
            view: HeaderView
            viewState:
              title: { type: String, from: state.title }

            """
        #expect(Self.lint("Header.connector.yml", spec).map(\.id) == [.generatedNameClash])
        #expect(Self.lint("Header.connector.yml", spec, flavor: .swiftuiflux).filter { $0.id == .generatedNameClash }.isEmpty)
        #expect(Self.lint("Header.connector.yml", spec, flavor: .swiftdux).filter { $0.id == .generatedNameClash }.isEmpty)
    }

    @Test("inside '{ }', a ')' nothing opened is the expression's own mistake, not a value YAML cut short, and has no quoting edit")
    func strayParenthesisInFlow() {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            view: ListView
            viewState:
              count: { type: Int, from: state.items.count + ) }

            """
        let diagnostics = Self.lint("List.connector.yml", spec)
        #expect(diagnostics.map(\.id) == [.unbalancedExpression], "\(diagnostics.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.fixIt?.edit == nil })
        // A '(' whose ',' YAML took for the mapping's is still a value cut short.
        let cut = Self.lint("List.connector.yml", spec.replacingOccurrences(of: "state.items.count + )", with: "max(state.items.count, 1)"))
        #expect(cut.map(\.id) == [.expressionCutInFlow], "\(cut.map(\.message))")
    }

    @Test("a '//' that hides the lines below is CommentHidesLines, not an empty value; a short-form field of a slice whose path failed has no error of its own")
    func errorsAfterCommentsAndFailedPaths() {
        let spec = """
            connector: CountConnector
            state: AppState
            action: AppAction
            view: CountView
            slices:
              title: note.title, x
            viewState:
              title: String
              sum:
                type: Int
                from: // the sum
                  state.a + state.b

            """
        #expect(Self.lint("Count.connector.yml", spec).map(\.id) == [.statementAfterExpression, .commentHidesLines])
    }

    @Test("a type's name cannot start with a character that only continues a name, as Swift's cannot")
    func typeNameStartingWithMark() {
        let spec = "connector: XConnector\nstate: AppState\naction: AppAction\nview: VIEW\nviewState:\n  a: { type: Int, from: state.a }\n"
        #expect(Self.lint("X.connector.yml", spec.replacingOccurrences(of: "VIEW", with: "\u{301}View")).map(\.id) == [.invalidType])
        #expect(Self.lint("X.connector.yml", spec.replacingOccurrences(of: "VIEW", with: "Vie\u{301}w")).isEmpty)
    }

    @Test("a store's 'initial' may read the parts that start before it, and no other")
    func initialReadsOnlyEarlierParts() {
        let store = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              settings: { state: SettingsState, action: SettingsAction, reducer: reduceSettings }
            fields:
              selectedTab: { type: Int, initial: 2 }
              previousTab: { type: Int, initial: selectedTab + 1 }
              compact: { type: Bool, initial: settings.compact }

            """
        #expect(Self.lint("App.store.yml", store).isEmpty)
        let later = store.replacingOccurrences(of: "initial: 2 }", with: "initial: previousTab - 1 }")
        #expect(Self.lint("App.store.yml", later).map(\.id) == [.initialReadsUnsetPart])
        // A member named like a part (`.compact`) or a label is not a read of it.
        let member = store.replacingOccurrences(of: "initial: 2 }", with: "initial: 'Layout(compact: 1).compact' }")
        #expect(Self.lint("App.store.yml", member).isEmpty)
    }

    @Test("an action named like a keyword is sent in backticks in the missing-example fix-it")
    func keywordActionFixIt() throws {
        let spec = """
            connector: KConnector
            state: AppState
            action: AppAction
            view: KView
            viewState: {}
            viewAction:
              init:
                with: { value: Int }
                to: .reset(value)

            """
        let diagnostic = try #require(Self.lint("K.connector.yml", spec).first { $0.id == .actionWithoutExample })
        #expect(diagnostic.fixIt?.message.contains("'send: .`init`(value: <#Int#>)'") == true, "\(diagnostic)")
    }

    @Test("a flavor spec that names an existing view state gets the flavor's error, not the connector form's request for a slice")
    func flavorWithExistingViewState() throws {
        let spec = """
            connector: TodoConnector
            state: AppState
            action: AppAction
            view: TodoView
            flavor: swiftdux
            viewState: TodoState

            """
        let diagnostics = Self.lint("Todo.connector.yml", spec)
        #expect(diagnostics.map(\.id) == [.flavorNeedsGeneratedView], "\(diagnostics)")
        #expect(diagnostics.first?.location == SourceLocation(line: 6, column: 12))
        // The same with the flavor set for the target, and the connector form's error without one.
        let withoutFlavor = spec.replacingOccurrences(of: "flavor: swiftdux\n", with: "")
        #expect(Self.lint("Todo.connector.yml", withoutFlavor, flavor: .swiftdux).map(\.id) == [.flavorNeedsGeneratedView])
        #expect(Self.lint("Todo.connector.yml", withoutFlavor).map(\.id) == [.missingSlice])
    }

    @Test("a qualified reducer with an invalid part gets a fix-it that keeps the qualification, in words: it names the app's own function")
    func qualifiedReducerFixIt() throws {
        let store = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              trends: { state: TrendsState, action: TrendsAction, reducer: Trends-Reducer.reduce }

            """
        let diagnostic = try #require(Self.lint("App.store.yml", store).first)
        #expect(diagnostic.id == .invalidIdentifier)
        #expect(diagnostic.fixIt?.message.hasSuffix("e.g. 'TrendsReducer.reduce'") == true, "\(diagnostic)")
        #expect(diagnostic.fixIt?.edit == nil, "another name would name another function: --fix leaves it to the user")
    }

    @Test("a setter action's value may name the field's standard type with 'Swift.'; another spelling is reported, a misspelling with its fix")
    func setterTypeWithModule() {
        func spec(_ valueType: String) -> String {
            """
            connector: RowConnector
            state: AppState
            action: AppAction
            view: RowView
            viewState:
              text: { type: String, from: state.text, set: setText }
            viewAction:
              setText:
                with: { text: \(valueType) }
                to: .setText(text)
                noExample: the app's reducer sets it

            """
        }
        #expect(!Self.lint("Row.connector.yml", spec("Swift.String")).map(\.id).contains(.setterActionShape))
        #expect(!Self.lint("Row.connector.yml", spec("String")).map(\.id).contains(.setterActionShape))
        #expect(Self.lint("Row.connector.yml", spec("Int")).map(\.id).contains(.setterActionShape))
        // Types are compared as written: the generated setter takes the field's type, so an
        // alias is written as the field writes it.
        #expect(Self.lint("Row.connector.yml", spec("SearchText")).map(\.id).contains(.setterActionShape))
        #expect(Self.lint("Row.connector.yml", spec("MySwift.String")).map(\.id).contains(.setterActionShape))
        let misspelt = Self.lint("Row.connector.yml", spec("Strng")).first { $0.id == .setterActionShape }
        #expect(misspelt?.fixIt?.message == "replace 'Strng' with 'String'", "\(String(describing: misspelt))")
        #expect(misspelt?.location?.line == 9, "reported at the value's type, not at 'set'")
        let unlabeled = spec("Int").replacingOccurrences(of: "{ text: Int }", with: "{ _ text: Int }")
        let shape = Self.lint("Row.connector.yml", unlabeled).first { $0.id == .setterActionShape }
        #expect(shape?.fixIt?.message == "write 'with: { _ text: String }', the type as the field writes it", "the fix-it keeps the value unlabeled, as the examples send it")
        // The field's type misspelt: the fix-it mends the field, not the action.
        let fieldMisspelt = Self.lint("Row.connector.yml", spec("String").replacingOccurrences(of: "type: String", with: "type: Strin"))
            .first { $0.id == .setterActionShape }
        #expect(
            fieldMisspelt?.message == "the view action 'setText' sets the field 'text', whose type 'Strin' reads as a misspelling of 'String', the type of the action's value",
            "\(String(describing: fieldMisspelt))")
        #expect(fieldMisspelt?.fixIt?.message == "replace 'Strin' with 'String'")
        #expect(fieldMisspelt?.location == ConnectorGen.SourceLocation(line: 6, column: 17), "at the field's type")
    }

    @Test("a container binding's action may take the field's type with 'Swift.'; another spelling is reported, a misspelling at its type")
    func bindingTypeSpellings() {
        func spec(_ valueType: String) -> String {
            """
            connector: SearchConnector
            state: AppState
            action: AppAction
            view: SearchView
            viewState:
              query: { type: String, from: state.query }
            viewAction:
              editQuery:
                with: { text: \(valueType) }
                to: .search(text)
                noExample: the app's reducer sets it
            container:
              store: AppStore
              bindings:
                query: editQuery

            """
        }
        for spelling in ["String", "Swift.String", " String "] {
            #expect(!Self.lint("Search.connector.yml", spec(spelling)).map(\.id).contains(.bindingTypeMismatch), "\(spelling)")
        }
        #expect(Self.lint("Search.connector.yml", spec("Int")).map(\.id).contains(.bindingTypeMismatch))
        let alias = Self.lint("Search.connector.yml", spec("SearchText")).first { $0.id == .bindingTypeMismatch }
        #expect(alias?.fixIt?.message.hasSuffix("types are compared as written, so write an alias of 'String' as 'String'") == true, "\(String(describing: alias))")
        let misspelt = Self.lint("Search.connector.yml", spec("Strng")).first { $0.id == .bindingTypeMismatch }
        #expect(misspelt?.fixIt?.message == "replace 'Strng' with 'String'", "\(String(describing: misspelt))")
        #expect(misspelt?.location?.line == 9, "reported at the value's type, not at the binding")
    }

    @Test("a binding to an action of another type offers no edit to an action another binding sends, and names the field the action fits")
    func bindingToAnotherFieldsAction() {
        func spec(_ bindings: String) -> String {
            """
            connector: ProfileConnector
            state: AppState
            action: AppAction
            view: ProfileView
            viewState:
              name: { type: String, from: state.name }
              greeting: { type: String, from: state.greeting }
              isPublic: { type: Bool, from: state.isPublic }
            viewAction:
              rename: { with: { name: String }, to: .rename(name), noExample: the reducer sets it }
              setPublic: { with: { isPublic: Bool }, to: .setPublic(isPublic), noExample: the reducer sets it }
            container:
              store: AppStore
              bindings:
            \(bindings)

            """
        }
        // `rename` sets `name`: sending it from `greeting` would rename the user.
        let rewired = Self.lint("Profile.connector.yml", spec("    name: rename\n    greeting: setPublic")).first { $0.id == .bindingTypeMismatch }
        #expect(rewired?.fixIt?.message == "bind 'isPublic' to 'setPublic' in its place", "\(String(describing: rewired))")
        #expect(rewired?.fixIt?.edit == nil, "two fixes may be meant: no edit to apply")
        // Alone, the binding still gets the edit to the one action of its type.
        let alone = Self.lint("Profile.connector.yml", spec("    name: setPublic\n    isPublic: setPublic")).first { $0.id == .bindingTypeMismatch }
        #expect(alone?.fixIt?.message == "bind 'rename', which takes one String", "\(String(describing: alone))")
        #expect(alone?.fixIt?.edit?.replacement == "rename")
    }

    @Test("an unbalanced bracket in a value quoted on one line is reported at the bracket, escapes counted; one quoted over lines at the value")
    func unbalancedInQuotedValue() {
        func location(_ value: String) -> ConnectorGen.SourceLocation? {
            let spec = "connector: ListConnector\nstate: AppState\naction: AppAction\nview: ListView\nviewState:\n  count: { type: Int, from: \(value) }\n"
            return Self.lint("List.connector.yml", spec).first { $0.id == .unbalancedExpression }?.location
        }
        #expect(location("'max(state.count, 1))'") == ConnectorGen.SourceLocation(line: 6, column: 49))
        #expect(location(#""max(state.a, \"x\".count))""#) == ConnectorGen.SourceLocation(line: 6, column: 55))
        #expect(location("'max(state.count,\n    1))'") == ConnectorGen.SourceLocation(line: 6, column: 30))
    }

    @Test("a value that starts with a statement is an error, but a slice path whose first member is named like a keyword is not")
    func statementForExpressionBoundary() {
        let head = "connector: ListConnector\nstate: AppState\naction: AppAction\nview: ListView\n"
        let paths = Self.lint("List.connector.yml", head + "slices:\n  repeats: repeat\n  group: class\n  recipient: for\nviewState:\n  count: { type: Int, from: recipient }\n")
        #expect(!paths.contains { $0.id == .statementForExpression }, "\(paths)")
        let derived = Self.lint("List.connector.yml", head.replacingOccurrences(of: "view: ListView\n", with: "") + "viewState: ListState\nslice: repeat\n")
        #expect(!derived.contains { $0.id == .statementForExpression }, "\(derived)")
        let statement = Self.lint("List.connector.yml", head + "viewState:\n  count: { type: Int, from: return\tstate.count }\n")
        #expect(statement.first { $0.id == .statementForExpression }?.fixIt?.edit != nil, "a tab after 'return' goes too: \(statement)")
    }

    @Test("a '{' value with Swift statements below is ClosureAsMapping, whatever its first statement; a mapping written over lines is read as one")
    func closureAsMappingBoundary() {
        let head = "connector: ListConnector\nstate: AppState\naction: AppAction\nview: ListView\nviewState:\n  count: { type: Int, from: state.count }\n"
        for first in ["var s = AppState()", "state.items += [Item(id: 1)]", "state.items.append(Item(id: 1))", "return AppState()"] {
            for brace in ["{", "{ // build it"] {
                let spec = head + "examples:\n  - name: a\n    given: \(brace)\n        \(first)\n        return state\n      }()\n    expect: .init(count: 1)\n"
                #expect(Self.lint("List.connector.yml", spec).first?.id == .closureAsMapping, "\(brace) \(first)")
            }
        }
        let mapping = head + "  other: {\n    type: Int,\n    from: state.count\n   }\n  third: {\n    \"type\": Int, from: state.count }\n"
        #expect(Self.lint("List.connector.yml", mapping).isEmpty, "\(Self.lint("List.connector.yml", mapping))")
        // A field named like a keyword, `for`, on the line after the brace.
        let keyword = "connector: ListConnector\nstate: AppState\naction: AppAction\nview: ListView\nviewState: {\n  for : { type: Bool, from: state.isOn },\n  count: { type: Int, from: state.count } }\n"
        #expect(Self.lint("List.connector.yml", keyword).isEmpty, "\(Self.lint("List.connector.yml", keyword))")
    }

    @Test("FoundationNotImported inserts 'imports' only before a 'state:' key that starts its line, and finds Foundation types anywhere in a type")
    func foundationImport() {
        func spec(head: String = "state: AppState\n", type: String) -> String {
            "connector: RecipeConnector\n" + head + "action: AppAction\nview: RecipeView\nviewState:\n  link: { type: \"\(type)\", from: state.link }\n"
        }
        func diagnostic(_ text: String) -> Diagnostic? {
            Self.lint("Recipe.connector.yml", text).first { $0.id == .foundationNotImported }
        }
        let plain = diagnostic(spec(type: "URL?"))
        #expect(plain?.severity == .warning)
        #expect(plain?.fixIt?.message == "add 'imports: [Foundation]'" && plain?.fixIt?.edit != nil, "\(String(describing: plain))")
        #expect(diagnostic(spec(type: "[URL:Int]")) != nil, "a name before ':' in a dictionary type is a type")
        #expect(diagnostic(spec(type: "Foundation.Date")) != nil)
        #expect(diagnostic(spec(type: "Feed.Date")) == nil, "the app's own nested 'Date'")
        #expect(diagnostic(spec(type: "App::Date")) == nil, "a 'Date' of another module")
        #expect(diagnostic(spec(type: "Foundation::Date")) != nil)
        let ownType = spec(type: "Date").replacingOccurrences(of: "viewState:", with: "types:\n  Date: { day: Int }\nviewState:")
        #expect(diagnostic(ownType) == nil, "a 'Date' the spec declares under 'types'")
        let ownAndFoundation = spec(type: "[Date: URL]").replacingOccurrences(of: "viewState:", with: "types:\n  Date: { day: Int }\nviewState:")
        #expect(diagnostic(ownAndFoundation) != nil, "'URL' after the spec's own 'Date'")
        let emptyImports = diagnostic(spec(head: "imports: []\nstate: AppState\n", type: "URL"))
        #expect(emptyImports?.fixIt?.message == "add Foundation to 'imports'" && emptyImports?.fixIt?.edit?.replacement == "Foundation", "\(String(describing: emptyImports))")
        // A list on lines of its own gets the advice in words.
        let blockImports = diagnostic(spec(head: "imports:\n  - TrailKit\nstate: AppState\n", type: "URL"))
        #expect(blockImports?.fixIt?.message == "add Foundation to 'imports'" && blockImports?.fixIt?.edit == nil, "\(String(describing: blockImports))")
        // The app's own module, or a library, may not export Foundation; the SDK's that do silence it.
        let ownModule = diagnostic(spec(head: "imports: [TrailKit]\nstate: AppState\n", type: "URL"))
        #expect(ownModule?.message.contains("imports only 'TrailKit', not known to re-export Foundation") == true, "\(String(describing: ownModule))")
        #expect(diagnostic(spec(head: "imports: [TrailKit, UIKit]\nstate: AppState\n", type: "URL")) == nil)
        #expect(diagnostic(spec(head: "imports: [CoreGraphics]\nstate: AppState\n", type: "CGFloat")) == nil)
        let valueBelowKey = diagnostic(spec(head: "state:\n  AppState\n", type: "URL"))
        #expect(valueBelowKey != nil && valueBelowKey?.fixIt?.edit == nil, "\(String(describing: valueBelowKey))")
        #expect(diagnostic(spec(head: "state: AppState\nimports: [Foundation]\n", type: "URL")) == nil)
    }
}

extension RuleBoundaryTests {
    static let typeConnector = """
        connector: Type
        state: AppState
        action: AppAction
        view: NoteView
        viewState:
          title: { type: String, from: state.title }

        """

    @Test("a connector named 'Type' is an error in a namespace, named as the code writes it, and fine at the top level or with a flavor")
    func connectorNamedType() {
        let inNamespace = Self.lint("Note.connector.yml", Self.typeConnector)
        #expect(inNamespace.map(\.message) == [
            "'Type' cannot be a connector name here: the generated code names it 'Connectors.Type', which is that type's metatype to Swift, backticks or not",
        ])
        var topLevel = TargetConfig.default
        topLevel.namespace = ""
        #expect(Generator.lint([.init(path: "Note.connector.yml", bytes: Array(Self.typeConnector.utf8))], config: topLevel).isEmpty)
        #expect(Self.lint("Note.connector.yml", Self.typeConnector, flavor: .swiftuiflux).filter { $0.id == .invalidIdentifier }.isEmpty)
    }

    @Test("a nested type named 'Protocol' is named as the view state nests it")
    func nestedTypeNamedProtocol() {
        let spec = Self.typeConnector.replacingOccurrences(of: "connector: Type", with: "connector: NoteConnector")
            + "types:\n  Protocol: { name: String }\n"
        #expect(Self.lint("Note.connector.yml", spec).map(\.message) == [
            "'Protocol' cannot be a type name here: the generated code names it 'NoteView.State.Protocol', which is a protocol's metatype to Swift, backticks or not",
        ])
    }

    @Test("a memoized field that reads 'state' in a folded value is reported at the expression's start, a place on its line")
    func memoizedReadInFoldedValue() {
        let spec = """
            connector: NoteConnector
            state: AppState
            action: AppAction
            view: NoteView
            memoize: true
            slices:
              items: items
            viewState:
              busy:
                type: Bool
                from: "items.isEmpty
                  && state.isSaving"

            """
        let diagnostics = Self.lint("Note.connector.yml", spec).filter { $0.id == .memoizedFieldReadsState }
        #expect(diagnostics.map(\.location) == [SourceLocation(line: 11, column: 12)], "\(diagnostics)")
    }
}

extension RuleBoundaryTests {
    @Test("DuplicateConnector names the view only where the spec that declares the connector names that view too: a copied spec")
    func duplicateConnectorAndView() {
        func spec(_ connector: String, _ view: String) -> Generator.Input {
            let text = "connector: \(connector)\nstate: AppState\naction: AppAction\nview: \(view)\nviewState:\n  n: { type: Int, from: state.n }\n"
            return .init(path: "\(connector)\(view).connector.yml", bytes: Array(text.utf8))
        }
        let original = spec("XConnector", "AView")
        let copied = Generator.lint([original, .init(path: "Copy.connector.yml", bytes: original.bytes)]).filter { $0.id == .duplicateConnector }
        #expect(copied.map(\.message) == ["another spec already declares the connector 'XConnector', for the same view 'AView'"])
        let crossed = Generator.lint([spec("XConnector", "AView"), spec("YConnector", "BView"), spec("XConnector", "BView")]).filter { $0.id == .duplicateConnector }
        #expect(crossed.map(\.message) == ["another spec already declares the connector 'XConnector'"], "the view is a third spec's: \(crossed)")
    }

    @Test("two example names a ' #' cut to one name: the error says where YAML cut them, where the warning would wait")
    func duplicateNameCutByComment() throws {
        let spec = """
            connector: RowsConnector
            state: AppState
            action: AppAction
            viewState:
              count: { type: Int, from: state.rows.count }
            viewAction:
              select:
                with: { index: Int }
                to: .select(index)
            examples:
              - name: selecting row #1
                send: .select(index: 0)
                expect: .select(0)
              - name: selecting row #2
                send: .select(index: 1)
                expect: .select(1)

            """
        let diagnostics = Self.lint("Rows.connector.yml", spec)
        #expect(diagnostics.map(\.id) == [.duplicateExampleName])
        let notes = try #require(diagnostics.first).notes.map(\.message)
        #expect(notes == [
            "the first is here",
            "the example's name is 'selecting row': ' #1' after it starts a YAML comment",
            "the example's name is 'selecting row': ' #2' after it starts a YAML comment",
        ])
        // The fix quotes the later name whole, so that `lint --fix` can apply it.
        #expect(diagnostics.first?.fixIt?.message == "quote the whole text: 'selecting row #2'")
        #expect(diagnostics.first?.fixIt?.edit?.replacement == "'selecting row #2'")
    }

    @Test("a key whose '{' or '[' is closed in the key is a name of its own, not a missing ':'; an expression in '{ }' that starts with '=' was not cut")
    func bracketsClosedInKey() {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            viewState:
              rows[0]: { type: Int, from: state.rows.count }
              count: { type: Int, from: = state.count }

            """
        let diagnostics = Self.lint("List.connector.yml", spec)
        #expect(diagnostics.map(\.id) == [.invalidIdentifier, .incompleteExpression], "\(diagnostics)")
        #expect(diagnostics.last?.fixIt?.message == "remove '='")
        // `rows[0]{ …`: the bracket after the name closes; the `{` opened after it is its value,
        // whose `: ` is missing. The value is the rest of the `{ }` the key left open, which is
        // not read as a type; the name is reported once the `: ` is in.
        let closedFirst = Self.lint("List.connector.yml", spec.replacingOccurrences(of: "rows[0]: {", with: "rows[0]{"))
        #expect(closedFirst.map(\.id) == [.missingColon, .incompleteExpression], "\(closedFirst)")
        #expect(closedFirst.first?.fixIt?.message == "add ': ' after 'rows[0]'")
    }

    @Test("a key that is not a name, then a '{ }' without its ': ', gets the ':' first and keeps the '{ }': --fix had renamed the key with the start of its value", arguments: [
        ("2count", "_2count"), ("item-count", "itemCount"), ("my count", "myCount"),
    ])
    func invalidNameBeforeBraceWithoutColon(_ name: String, _ renamed: String) throws {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            viewState:
              \(name) { type: Int, from: state.rows.count }

            """
        let diagnostics = Self.lint("List.connector.yml", spec)
        #expect(diagnostics.map(\.id) == [.missingColon], "\(diagnostics)")
        #expect(diagnostics.first?.fixIt?.message == "add ':' after '\(name)'")
        let fixed = FixItApplier.apply(diagnostics.compactMap(\.fixIt?.edit), to: Array(spec.utf8)).bytes
        let second = Self.lint("List.connector.yml", String(decoding: fixed, as: UTF8.self))
        #expect(second.map(\.id) == [.invalidIdentifier], "\(second)")
        let final = FixItApplier.apply(second.compactMap(\.fixIt?.edit), to: fixed).bytes
        #expect(String(decoding: final, as: UTF8.self).contains("  \(renamed): { type: Int, from: state.rows.count }\n"))
    }

    @Test("a one-line action as deep as the keys of the action above it is unindented beside it; an unknown key that is not an action's short form is not")
    func oneLineActionIndentedTooDeep() throws {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            viewState: {}
            viewAction:
              add:
                with: { title: String }
                to: .add(title: title)
                clear: .clear
            examples:
              - { name: adds, send: '.add(title: "a")', expect: '.add(title: "a")' }
              - { name: clears, send: .clear, expect: .clear }

            """
        let diagnostics = Self.lint("List.connector.yml", spec)
        #expect(diagnostics.map(SemanticMistakeTests.placed) == [
            "9:5 'clear' is indented one level too deep: it reads as a key of the action 'add', whose keys are 'with', 'to', 'noExample', not as an action of its own",
        ])
        let fixed = String(decoding: FixItApplier.apply(diagnostics.compactMap(\.fixIt?.edit), to: Array(spec.utf8)).bytes, as: UTF8.self)
        #expect(fixed.contains("    to: .add(title: title)\n  clear: .clear\n"))
        #expect(Self.lint("List.connector.yml", fixed).isEmpty)
        // Prose is no action's short form: the key is unknown.
        let prose = Self.lint("List.connector.yml", spec.replacingOccurrences(of: "    clear: .clear", with: "    describe: adds a row"))
        #expect(prose.first?.id == .unknownKey, "\(prose)")
    }

    @Test("a tuple's or a closure's label named like a standard type in lowercase is a label; a dictionary's key type is a type")
    func lowercaseStandardTypeLabels() {
        let spec = """
            connector: DayConnector
            state: AppState
            action: AppAction
            inputs:
              window: "(date: Date, days: Int)"
              onOpen: "@Sendable (_ url: URL) -> Void"
            viewState:
              days: { type: Int, from: window.days }
              open: { type: "(_ url: URL) -> Void", from: onOpen }

            """
        #expect(Self.lint("Day.connector.yml", spec).filter(\.isError).isEmpty, "\(Self.lint("Day.connector.yml", spec))")
        let keyed = Self.lint("Day.connector.yml", spec.replacingOccurrences(of: "(date: Date, days: Int)", with: "[string: Int]"))
        #expect(keyed.first?.message == "'[string: Int]' is not a valid type for 'window': Swift spells 'string' as 'String'", "\(keyed)")
    }

    @Test("a name alone on its line over a continued expression that holds ': ' is ColonInContinuedValue, not a key without its ':'")
    func continuedExpressionWithColonIsNoKey() {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            viewState:
              title:
                type: String
                from:
                  title
                    .isEmpty ? "Untitled" : title

            """
        #expect(Self.lint("List.connector.yml", spec).map(\.id) == [.colonInContinuedValue])
    }

    @Test("a key of an action or field with none of its keys is a misnamed key, not an entry indented too deep")
    func onlyKeyIsNoEntryTooDeep() {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            viewState: {}
            viewAction:
              reload:
                from: .reload
            examples:
              - { name: reloads, send: .reload, expect: .reload }

            """
        #expect(!Self.lint("List.connector.yml", spec).contains { $0.id == .keyIndentedTooDeep }, "\(Self.lint("List.connector.yml", spec))")
    }

    @Test("an invisible character written as a YAML escape in code is reported without an edit, which would cut the escape")
    func invisibleCharacterAsEscape() {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            viewState:
              title: { type: String, from: "title\\u00a0+ \\"y\\"" }

            """
        let diagnostics = Self.lint("List.connector.yml", spec)
        #expect(diagnostics.map(\.id) == [.invisibleCharacter], "\(diagnostics)")
        #expect(diagnostics.first?.fixIt?.edit == nil)
    }

    @Test("typographic quotes are taken for YAML's around a type only: around an expression they may be a string's")
    func typographicQuotesAroundTypeOnly() {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            viewState:
              label: { type: String, from: “[x]” }

            """
        let diagnostics = Self.lint("List.connector.yml", spec)
        #expect(diagnostics.map(\.id) == [.missingFlowSeparator])
        #expect(diagnostics.first?.fixIt?.edit?.replacement == "'“[x]”'")
        // An input's type, a label's, a short-form field's: YAML's quotes in their place.
        let typed = spec.replacingOccurrences(of: "from: “[x]”", with: "from: state.label") + "inputs: { ids: “[Int]” }\n"
        let input = Self.lint("List.connector.yml", typed)
        #expect(input.first?.fixIt?.edit?.replacement == "'[Int]'", "\(input)")
        for type in ["[any Equatable]", "[(id: Int, name: String)]", "[os.Logger]", "[_Foo]"] {
            let other = Self.lint("List.connector.yml", typed.replacingOccurrences(of: "“[Int]”", with: "“\(type)”"))
            #expect(other.first?.fixIt?.edit?.replacement == "'\(type)'", "\(other)")
        }
        // An example's input is an expression, whatever its name: `“[draft]”` may be a string.
        let example = typed.replacingOccurrences(of: "inputs: { ids: “[Int]” }", with: "inputs: { ids: '[Int]' }")
            + "examples:\n  - name: shows\n    inputs: { ids: “[draft]” }\n    given: AppState()\n    expect: .init(label: \"\")\n"
        let exampleInput = Self.lint("List.connector.yml", example)
        #expect(exampleInput.first?.fixIt?.edit?.replacement == "'“[draft]”'", "\(exampleInput)")
    }

    @Test("a feature's reducer may be a static function of a generic type, at the type its state is")
    func reducerOfGenericType() {
        func store(_ reducer: String) -> String {
            """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              page: { state: Page<Todo>, action: PageAction, reducer: \(reducer) }

            """
        }
        #expect(Self.lint("App.store.yml", store("Page<Todo>.reduce")).isEmpty)
        #expect(Self.lint("App.store.yml", store("Page<Todo.reduce")).map(\.id) == [.invalidIdentifier])
    }

    @Test("a feature's type names drop its leading '_' only where a name is left after it", arguments: [
        ("_hidden", "HiddenFeatureConnector"), ("_2nd", "_2ndFeatureConnector"), ("calendar", "CalendarFeatureConnector"),
    ])
    func featureTypeNames(feature: String, connector: String) throws {
        let store = """
            state: AppState
            action: AppAction
            reducer: appReducer
            connectors: true
            features:
              \(feature): { state: FeatureState, action: FeatureAction, reducer: featureReducer }

            """
        let result = Generator.generate([.init(path: "App.store.yml", bytes: Array(store.utf8))], options: .init(kinds: [.store]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let file = try #require(result.files.first).contents
        #expect(file.contains("struct \(connector): Connector {"), "\(file)")
    }
}
