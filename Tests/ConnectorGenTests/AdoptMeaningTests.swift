import ConnectorGen
import Testing

/// Where a draft would change what the hand-written screen does, or lose code the draft says
/// it replaces, `adopt` says so in a TODO or does not draft the screen.
@Suite("adopt keeps the screen's meaning")
struct AdoptMeaningTests {
    /// The TODO messages of the one draft of `source`.
    static func todos(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String] {
        try AdoptReaderTests.draft(source, sourceLocation: sourceLocation).todos.map(\.message)
    }

    @Test("a file whose brackets do not balance is not drafted: its declarations nest wrongly, and so would the code a draft replaces")
    func unbalancedFile() {
        let source = """
            enum AScreen {}
            extension AScreen { struct State: Equatable { let a: Int } }
            struct AConnector: Connector {
                func connect(state: AppState) -> AScreen.State {
                    if state.flag {
                    return AScreen.State(a: state.a)
                }
            }
            enum BScreen {}
            extension BScreen { struct State: Equatable { let b: Int } }
            struct BConnector: Connector {
                func connect(state: AppState) -> BScreen.State { BScreen.State(b: state.b) }
            }

            """
        let result = Adopter.draft([Adopter.SourceFile(path: "Two.swift", text: source)])
        #expect(result.drafts.isEmpty, "\(result.drafts.map(\.yaml))")
        #expect(result.skipped.map(\.name) == ["AConnector", "BConnector"])
        #expect(result.skipped.allSatisfy { $0.reason == "Two.swift does not read as Swift: at 3:30, this '{' is never closed; fix the file and run adopt again" },
                "\(result.skipped.map(\.reason))")
        #expect(result.skipped.map(\.location.line) == [3, 11])

        // A closing bracket that closes nothing is passed over, as in a regular expression
        // literal the reader takes for code; it nests nothing wrongly.
        let stray = Adopter.draft([Adopter.SourceFile(path: "Stray.swift", text: "}\nlet digits = /[)]/\n" + AdoptReaderTests.connector(fields: "let a: Int", body: "Screen.State(a: state.a)"))])
        #expect(stray.skipped.isEmpty, "\(stray.skipped)")
        #expect(stray.drafts.map(\.screen) == ["ScreenConnector"])

        // A screen that ends before the bracket left open is whole, and is drafted.
        let before = Adopter.draft([Adopter.SourceFile(path: "Before.swift", text: AdoptReaderTests.connector(fields: "let a: Int", body: "Screen.State(a: state.a)") + "struct Broken {\n")])
        #expect(before.drafts.map(\.screen) == ["ScreenConnector"], "\(before.skipped)")

        let string = Adopter.draft([Adopter.SourceFile(path: "String.swift", text: AdoptReaderTests.connector(fields: "let a: String", body: "Screen.State(a: \"\"\"\n"))])
        #expect(string.drafts.isEmpty)
        #expect(string.skipped.first?.reason.contains("a string literal or comment starts here and is never closed") == true, "\(string.skipped)")
    }

    @Test("a local written in place keeps what it means: a ternary in parentheses, a declared type as a cast, and one bound after an early return is no slice read before it", arguments: [
        ("let name = state.isPremium ? state.name : \"guest\"\n        return Screen.State(title: name.uppercased())",
         "from: '(state.isPremium ? state.name : \"guest\").uppercased()'"),
        ("let scale: Double = 7\n        return Screen.State(title: \"\\(scale / 2)\")", "from: '\"\\((7 as Double) / 2)\"'"),
        // The whole value of a field of the type it is declared with needs no cast; one of
        // another type keeps it.
        ("let name: String = state.name\n        return Screen.State(title: name)", "title: { type: String, from: state.name }"),
        ("let name: Substring = state.name.dropFirst()\n        return Screen.State(title: String(name))", "from: String(state.name.dropFirst() as Substring)"),
        // `as` binds tighter than a comparison: the value goes in parentheses inside the cast.
        ("let isOn: Bool = state.count == 3\n        return Screen.State(title: \"\\(isOn && true)\")", "from: '\"\\(((state.count == 3) as Bool) && true)\"'"),
        ("if state.order.isEmpty { return Screen.State(title: \"none\") }\n        let first = state.order[0]\n        return Screen.State(title: first)",
         "from: 'state.order.isEmpty ? \"none\" : state.order[0]'"),
    ])
    func localsKeepTheirMeaning(_ body: String, _ from: String) throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(fields: "let title: String", body: "        " + body))
        #expect(draft.yaml.contains(from), "\(draft.yaml)")
        #expect(!draft.yaml.contains("slices:"), "\(draft.yaml)")
        #expect(draft.todos.isEmpty, "\(draft.todos)")
    }

    @Test("a slice whose path reads an earlier slice reads that slice's path from the state instead, unwrapped where the earlier one is required, as a spec's slice path must")
    func slicePathsReadingSlices() throws {
        for (body, slices) in [
            ("guard let id = state.selectedID, let note = state.notes[id] else { return nil }\n        return Screen.State(title: note.title)",
             "slices:\n  id: selectedID\n  note: selectedID.flatMap { state.notes[$0] }\nrequire: [id, note]\n"),
            ("let id = state.current\n        guard let note = state.notes[id] else { return nil }\n        return Screen.State(title: note.title)",
             "slices:\n  note: notes[state.current]\nrequire: [note]\n"),
            // A closure's own name of the slice's spelling stays the closure's.
            ("guard let id = state.selectedID, let first = state.tags[id]?.first(where: { id in id > 0 }) else { return nil }\n        return Screen.State(title: \"\\(first)\")",
             "  first: 'selectedID.flatMap { id in state.tags[id]?.first(where: { id in id > 0 }) }'\nrequire: [id, first]\n"),
            // Inside a closure with its own parameters, the value is named, not '$0'.
            ("guard let id = state.selectedID, let note = state.list.first(where: { n in n.id == id }) else { return nil }\n        return Screen.State(title: note.title)",
             "  note: 'selectedID.flatMap { id in state.list.first(where: { n in n.id == id }) }'\nrequire: [id, note]\n"),
            // One optional link in the earlier path is unwrapped first.
            ("guard let id = state.session?.userID, let note = state.notes[id] else { return nil }\n        return Screen.State(title: note.title)",
             "  note: session.flatMap { $0.userID }.flatMap { state.notes[$0] }\nrequire: [id, note]\n"),
            // A capture list's plain name reads the slice.
            ("guard let id = state.selectedID, let note = state.list.first(where: { [id] n in n.id == id }) else { return nil }\n        return Screen.State(title: note.title)",
             "  note: 'selectedID.flatMap { id in state.list.first(where: { [id] n in n.id == id }) }'\nrequire: [id, note]\n"),
            ("let `default` = state.current\n        guard let note = state.notes[`default`] else { return nil }\n        return Screen.State(title: note.title)",
             "slices:\n  note: notes[state.current]\nrequire: [note]\n"),
        ] {
            let result = Adopter.draft([Adopter.SourceFile(path: "Screen.swift", text: AdoptReaderTests.connector(fields: "let title: String", body: "        " + body)
                .replacingOccurrences(of: "-> Screen.State {", with: "-> Screen.State? {"))])
            let draft = try #require(result.drafts.first)
            #expect(draft.yaml.contains(slices), "\(draft.yaml)")
            let inputs = result.drafts.map { Generator.Input(path: $0.fileName, bytes: Array($0.yaml.utf8)) }
            #expect(Generator.lint(inputs, config: .default).filter { $0.severity == .error }.isEmpty, "\(draft.yaml)")
        }
        // Not rewritten: an earlier path that cannot stand before '.flatMap' (optional chaining, an
        // operator), and a later slice that is not required, which '.flatMap' would make optional.
        for body in [
            "let uid = state.session?.userID\n        guard let note = state.notes[uid!] else { return nil }",
            "guard let id = state.session?.owner?.userID, let note = state.notes[id] else { return nil }",
            "guard let id = state.pinnedID ?? state.selectedID, let note = state.notes[id] else { return nil }",
            "guard let index = state.selectedIndex else { return nil }\n        let note = state.list[index]",
        ] {
            let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(fields: "let title: String", body: "        " + body + "\n        return Screen.State(title: note.title)")
                .replacingOccurrences(of: "-> Screen.State {", with: "-> Screen.State? {"))
            #expect(!draft.yaml.contains("flatMap"), "\(draft.yaml)")
        }
        // A guard that reads a local written in place, or a variable, is no slice: a TODO.
        for local in ["let key = state.pinnedID ?? state.current", "var key = state.current\n        if state.flag { key += 1 }"] {
            let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
                fields: "let title: String",
                body: "        \(local)\n        guard let note = state.notes[key] else { return nil }\n        return Screen.State(title: note.title)")
                .replacingOccurrences(of: "-> Screen.State {", with: "-> Screen.State? {"))
            #expect(draft.todos.contains { $0.message.hasPrefix("'guard let note' reads the local 'key', which is no slice") }, "\(draft.todos)")
            #expect(!draft.yaml.contains("notes[key]"), "\(draft.yaml)")
        }
    }

    @Test("a local written into a field that keeps a worked-out local in its closure reads that local by its name, not its value again")
    func localThroughAKeptLocal() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(fields: "let label: String?\nlet other: String?", body: """
                    let item = state.item(forId: id)
                    let label = item?.a ?? item?.b
                    return Screen.State(label: label, other: item?.a ?? item?.b)
            """).replacingOccurrences(of: "struct ScreenConnector: Connector {", with: "struct ScreenConnector: Connector {\n    let id: Int"))
        #expect(draft.yaml.contains("""
              label:
                type: String?
                from: |
                  {
                      let item = state.item(forId: id)
                      return item?.a ?? item?.b
                  }()

            """), "\(draft.yaml)")
        #expect(!draft.yaml.contains("state.item(forId: id)?.a"), "\(draft.yaml)")

        // Where the field's value binds the kept local's name for itself, a local reading it is
        // written in full, as the value's own name would hide the kept one.
        let rebound = try AdoptReaderTests.draft(AdoptReaderTests.connector(fields: "let rows: [String]", body: """
                    let total = state.list.reduce(0) { $0 + $1.total }
                    let share = "of \\(total)"
                    return Screen.State(rows: state.list.map(\\.total).map { total in "\\(total) \\(share)" } + ["\\(total)"])
            """))
        #expect(!rebound.yaml.contains("\\(total) \\(\"of \\(total)\")"), "\(rebound.yaml)")
        #expect(rebound.yaml.contains("{ total in \"\\(total) \\(\"of \\(state.list.reduce(0) { $0 + $1.total })\")\" }"), "\(rebound.yaml)")
    }

    @Test("a 'switch' statement in the state mapping that returns in a case, or a local it sets that an early 'return' reads, is a TODO, not dropped", arguments: [
        ("""
                let label: String
                switch state.filter {
                case "": return Screen.State(title: "All")
                default: label = state.filter
                }
                return Screen.State(title: label)
        """, "the mapping also returns inside a 'switch' statement, which is not carried over: write by hand each field's 'from' ('title')"),
        ("""
                let label: String
                switch state.filter {
                case "": label = "All"
                default: label = state.filter
                }
                if state.isEmpty { return Screen.State(title: label) }
                return Screen.State(title: label + "!")
        """, "an early 'return' gives 'title' a value that reads 'label', which the mapping sets in statements around it: add the field title: String with a 'from' that computes it"),
    ])
    func switchStatementNotCarried(_ body: String, _ todo: String) throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(fields: "let title: String", body: body))
        #expect(draft.todos.map(\.message).contains(todo), "\(draft.todos.map(\.message))")
        #expect(!draft.yaml.contains("  title:"), "\(draft.yaml)")
    }

    @Test("view actions nested in each screen under one name ('ViewAction') are each that screen's, and replaced")
    func nestedViewActionsOfOneName() throws {
        func screen(_ name: String) -> String {
            """
            enum \(name)Screen {}
            extension \(name)Screen {
                struct State: Equatable { let count: Int }
                enum ViewAction: Equatable { case reload }
            }
            struct \(name)Connector: Connector {
                func connect(state: AppState) -> \(name)Screen.State { \(name)Screen.State(count: state.count) }
                func connect(action: \(name)Screen.ViewAction) -> AppAction { switch action { case .reload: return .reload } }
            }

            """
        }
        let result = Adopter.draft([Adopter.SourceFile(path: "Profile.swift", text: screen("Profile")), Adopter.SourceFile(path: "Settings.swift", text: screen("Settings"))])
        #expect(result.drafts.count == 2)
        for draft in result.drafts {
            #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
            #expect(draft.replaces.contains { $0.what.hasSuffix(".ViewAction") }, "\(draft.replaces)")
        }
    }

    @Test("a nested view action of another name than the generated one, which its outer type names by its own name, stays with a TODO")
    func nestedViewActionNamedByItsView() throws {
        let draft = try AdoptReaderTests.draft("""
            struct SettingsScreen: View {
                let send: (ViewAction) -> Void
                var body: some View { Text("") }
            }
            extension SettingsScreen {
                struct State: Equatable { let count: Int }
                enum ViewAction: Equatable { case reload }
            }
            struct SettingsConnector: Connector {
                func connect(state: AppState) -> SettingsScreen.State { SettingsScreen.State(count: state.count) }
                func connect(action: SettingsScreen.ViewAction) -> AppAction { switch action { case .reload: return .reload } }
            }

            """)
        #expect(!draft.replaces.contains { $0.what.hasSuffix("ViewAction") }, "\(draft.replaces)")
        #expect(draft.todos.map(\.message).contains { $0.hasPrefix("'SettingsScreen.ViewAction' is named outside this screen too (Screen.swift:2)") },
                "\(draft.todos.map(\.message))")
    }

    @Test("a 'switch' statement that sets a local the result reads is carried into the field's closure, 'default' too")
    func switchStatementSettingALocal() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(fields: "let title: String", body: """
                    let label: String
                    switch state.filter {
                    case "": label = "All"
                    default: label = state.filter.uppercased()
                    }
                    return Screen.State(title: label)
            """))
        let closureBody = [
            "switch state.filter {", "case \"\": label = \"All\"", "default: label = state.filter.uppercased()", "}", "return label",
        ]
        #expect(draft.yaml.contains(closureBody.map { "          " + $0 }.joined(separator: "\n")), "\(draft.yaml)")
        #expect(draft.todos.isEmpty, "\(draft.todos)")
    }

    /// A screen whose view action is the app's `UserAction`, which `AppAction` wraps, with
    /// `body` as its `connect(action:)`.
    static func userRowScreen(actionBody: String) -> String {
        """
        enum UserAction: Equatable { case rename(String), setAge(years: Int?), togglePremium }
        enum AppAction: Equatable { case user(UserAction), reload }
        struct UserRowState: Equatable { let name: String }
        struct UserRowConnector: Connector {
            func connect(state: AppState) -> UserRowState { UserRowState(name: state.user.name) }
            func connect(action: UserAction) -> AppAction {
                \(actionBody)
            }
        }

        """
    }

    @Test("a view action the app action wraps whole, or case by case as it is, is drafted as 'viewAction' and 'embed', and stays the app's", arguments: [
        ".user(action)",
        "return AppAction.user(action)",
        """
        switch action {
                case .rename(let name): return .user(.rename(name))
                case let .setAge(years): return .user(.setAge(years: years))
                case .togglePremium: return .user(.togglePremium)
                }
        """,
    ])
    func wholeViewActionIsEmbedded(_ actionBody: String) throws {
        let draft = try AdoptReaderTests.draft(Self.userRowScreen(actionBody: actionBody))
        #expect(draft.yaml.hasSuffix("viewAction: UserAction\nembed: user\n"), "\(draft.yaml)")
        #expect(draft.todos.isEmpty, "\(draft.todos)")
        #expect(!draft.replaces.contains { $0.what.contains("UserAction") }, "\(draft.replaces)")
    }

    @Test("a view action the app names elsewhere, mapped otherwise, is left in place with a TODO, not listed as replaced")
    func sharedViewActionStays() throws {
        let draft = try AdoptReaderTests.draft(Self.userRowScreen(actionBody: """
            switch action {
                    case .rename(let name): return .user(.rename(name))
                    case .setAge: return .reload
                    case .togglePremium: return .user(.togglePremium)
                    }
            """))
        #expect(draft.yaml.contains("  setAge:\n    with: { years: Int? }\n    to: .reload"), "\(draft.yaml)")
        #expect(!draft.replaces.contains { $0.what.contains("UserAction") }, "\(draft.replaces)")
        #expect(draft.todos.map(\.message) == [
            "'UserAction' is named outside this screen too (Screen.swift:2), so it is left in place; the draft's view actions are generated as 'UserRowAction': change this screen's uses of 'UserAction' to it"
        ])
    }

    @Test("a 'connect(action:)' that sends one app action whatever the action, without a switch, gives each action that 'to'")
    func oneActionForAll() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let title: String", body: "        Screen.State(title: state.title)", cases: "case refresh, close", actionBody: ".reload"))
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(draft.yaml.contains("  refresh:\n    to: .reload\n") && draft.yaml.contains("  close:\n    to: .reload\n"), "\(draft.yaml)")
    }

    @Test("a view state property's default value is a TODO where other code makes the view state without it; none where only the mapping does", arguments: [
        ("", nil),
        ("let preview = Screen.State(title: \"x\")\n", "Screen.swift:19:15"),
        ("func show(_ state: Screen.State) {}\nlet shown: Void = show(.init(title: \"x\"))\n", "Screen.swift:20:24"),
    ] as [(String, String?)])
    func viewStateDefaults(_ elsewhere: String, _ place: String?) throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let title: String\n        var limit = 5", body: "        Screen.State(title: state.title, limit: 3)") + elsewhere)
        let todos = draft.todos.filter { $0.message.hasPrefix("the generated 'Screen.State'") }
        #expect(todos.map(\.message) == (place == nil ? [] : [
            "the generated 'Screen.State' gives 'limit' no default value, and this code makes it by hand: pass every field, in the generated order"
        ]))
        #expect(todos.map { "\($0.file):\($0.location)" } == (place.map { [$0] } ?? []), "\(todos)")
    }

    @Test("SwiftDux props made by hand elsewhere with a closure for an action are a TODO there: the generated props hold it as an @ActionBinding")
    func swiftDuxPropsMadeByHand() throws {
        /// The screen, its props named `props`.
        func screen(props: String) -> Adopter.SourceFile {
            Adopter.SourceFile(path: "Screen.swift", text: """
                import SwiftDux
                import SwiftUI

                struct NameList: ConnectableView {
                    @Environment(\\.actionDispatcher) private var dispatch
                    struct \(props): Equatable {
                        let names: [String]
                        let remove: (Int) -> Void
                        static func == (lhs: \(props), rhs: \(props)) -> Bool { lhs.names == rhs.names }
                    }
                    func map(state: AppState) -> \(props)? {
                        \(props)(names: state.names, remove: { dispatch.send(ListAction.remove($0)) })
                    }
                    func body(props: \(props)) -> some View { Text(props.names.joined()) }
                }

                """)
        }
        let result = Adopter.draft([screen(props: "Props"), Adopter.SourceFile(path: "Previews.swift", text: """
            @MainActor func preview() -> some View {
                NameList().body(props: NameList.Props(names: ["a"], remove: { _ in }))
            }

            """)])
        let draft = try #require(result.drafts.first)
        let todos = draft.todos.filter { $0.message.hasPrefix("the generated 'NameList.Props'") }
        #expect(todos.map { "\($0.file):\($0.location) \($0.message)" } == [
            "Previews.swift:2:28 the generated 'NameList.Props' holds 'remove' as an @ActionBinding, which a closure does not make, and this code makes it by hand: make it with the view's 'map' from an app state instead"
        ])
        // Props of another name are named as they are generated, and as they are now.
        let renamed = Adopter.draft([
            screen(props: "ViewModel"), Adopter.SourceFile(path: "Previews.swift", text: "let model = NameList.ViewModel(names: [], remove: { _ in })\n"),
        ])
        #expect(try #require(renamed.drafts.first).todos.map(\.message).contains(
            "the generated 'NameList.Props' (now 'NameList.ViewModel') holds 'remove' as an @ActionBinding, which a closure does not make, and this code makes it by hand: make it with the view's 'map' from an app state instead"))
        // Props that hold the action as an ActionBinding already, qualified or not, are made the same way.
        for attribute in ["@ActionBinding", "@SwiftDux.ActionBinding"] {
            let bound = Adopter.draft([Adopter.SourceFile(path: "Screen.swift", text: """
                import SwiftDux
                import SwiftUI

                struct NameList: ConnectableView {
                    struct Props: Equatable {
                        let names: [String]
                        \(attribute) var remove: (Int) -> Void
                    }
                    func map(state: AppState, binder: ActionBinder) -> Props? {
                        Props(names: state.names, remove: binder.bind { ListAction.remove($0) })
                    }
                    func body(props: Props) -> some View { Text(props.names.joined()) }
                }

                """), Adopter.SourceFile(path: "Previews.swift", text: "let props = NameList.Props(names: [\"a\"], remove: binding)\n")])
            #expect(bound.drafts.first?.todos.contains { $0.message.contains("@ActionBinding") } == false, "\(attribute): \(bound.drafts.first?.todos.map(\.message) ?? [])")
        }
    }

    @Test("a view state property with a value and an observer, left to its value by the mapping, is a TODO that names the observer")
    func propertyWithObserver() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let title: String\n        var shown: Int = 3 {\n            didSet { print(shown) }\n        }", body: "        Screen.State(title: state.title)"))
        #expect(draft.todos.map(\.message) == [
            "'shown' has an observer ('didSet' or 'willSet'), which a generated field cannot have: add the field shown: Int with its 'from', and do what the observer did where the value changes"
        ])
    }

    @Test("an action case's default values, which a generated case cannot have, are a TODO at the case")
    func actionCaseDefaults() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let title: String", body: "        Screen.State(title: state.title)",
            cases: "case add(Int = 0, quantity: Int = 1)\n        case refresh",
            actionBody: "switch action {\n        case .add(let id, let quantity): return .add(id, quantity)\n        case .refresh: return .reload\n        }"))
        #expect(draft.yaml.contains("    with: { _ id: Int, quantity: Int }"), "\(draft.yaml)")
        #expect(draft.todos.map(\.message) == [
            "the case 'add' gives 'id = 0' and 'quantity = 1' as defaults, which a generated case cannot: pass them where the screen sends '.add' without them"
        ])
    }

    @Test("a view state property or an action case inside '#if' is a TODO naming the block; an '#if' around the whole type is the screen's")
    func membersInsideConditionalCompilation() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "        let title: String\n        #if DEBUG\n        var debugInfo: String = \"dbg\"\n        #endif",
            body: "        Screen.State(title: state.title)",
            cases: "case refresh\n        #if DEBUG\n        case crash\n        #endif",
            actionBody: "switch action {\n        case .refresh: return .reload\n        case .crash: return .reload\n        }"))
        #expect(draft.todos.map(\.message) == [
            "'debugInfo' of 'Screen.State' is declared inside '#if DEBUG' (line 5), and a generated type has the same members in every configuration: the draft leaves it out; declare it for each configuration by hand, or keep the screen hand-written",
            "the case 'crash' is declared inside '#if DEBUG' (line 11), and a generated type has the same members in every configuration: the draft has it in all of them; declare it for each configuration by hand, or keep the screen hand-written",
        ])
        #expect(!draft.yaml.contains("debugInfo:"), "\(draft.yaml)")
    }

    @Test("a generic connector, or one nested in a generic type, is not drafted: the generated connector is one type", arguments: [
        ("struct ScreenConnector<Tag>: Connector {", "'ScreenConnector' is generic, and connector-gen generates a connector that is not: make it not generic, or keep it hand-written"),
        ("enum Box<T> {}\nextension Box {\nstruct ScreenConnector: Connector {",
         "'Box.ScreenConnector' is nested in the generic type 'Box', and connector-gen generates each connector outside it: move it out of 'Box', or keep it hand-written"),
    ])
    func genericConnector(_ declaration: String, _ reason: String) {
        var source = AdoptReaderTests.connector(fields: "let title: String", body: "        Screen.State(title: state.title)")
            .replacingOccurrences(of: "struct ScreenConnector: Connector {", with: declaration)
        if declaration.hasPrefix("enum Box") { source += "}\n" }
        let result = Adopter.draft([Adopter.SourceFile(path: "Screen.swift", text: source)])
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.map(\.reason) == [reason])
    }

    @Test("a case with 'where' is a TODO, so a later case of the same action does not silently take its place")
    func whereClause() throws {
        let todos = try Self.todos(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case skip(Int)",
            actionBody: """
                switch action {
                    case .skip(let n) where n > 0: return .next
                    case .skip: return .previous
                    }
                """))
        #expect(todos.contains("in 'connect(action:)', the case 'case .skip(let n) where n > 0:' is not carried over: a spec maps a view action to one app action, so decide its 'to' by hand, or keep the condition in the app's reducer"), "\(todos)")
        // The later case alone would send '.previous' where the screen sent '.next'.
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case skip(Int)\ncase stop",
            actionBody: """
                switch action {
                    case let .skip(n) where n > 0: return .next
                    case .skip: return .previous
                    case .stop: return .halt
                    }
                """))
        #expect(!draft.yaml.contains(".previous"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  stop:\n    to: .halt\n"), "\(draft.yaml)")
    }

    @Test("a connector member named 'state' that the mapping calls gets a TODO to rename it: in a spec, 'state' is the app state")
    func memberNamedState() throws {
        let source = AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case save",
            actionBody: "switch action { case .save: return .save(state(of: 0)) }")
            .replacingOccurrences(of: "struct ScreenConnector: Connector {", with: "struct ScreenConnector: Connector {\n    func state(of id: Int) -> Int { id }")
        let todos = try Self.todos(source)
        #expect(todos.contains { $0.hasPrefix("the mapping calls 'state', a member of ScreenConnector") && $0.hasSuffix("rename it first, since in a spec's expressions 'state' is the app state") },
                "\(todos)")
    }

    @Test("a SwiftDux action binding that can return nil, by '? :' or behind a 'guard', is a TODO, not an action whose 'to' cannot compile",
          arguments: ["state.readOnly ? nil : NotesAction.delete", "guard !state.readOnly else { return nil }\n            return NotesAction.delete"])
    func actionBindingReturningNil(closure: String) throws {
        let draft = try AdoptReaderTests.draft("""
            struct Pin: View, ConnectableView {
                struct Props: Equatable {
                    let label: String
                    @ActionBinding var toggle: () -> ()
                    @ActionBinding var delete: () -> ()
                }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    Props(label: state.label, toggle: binder.bind { NotesAction.toggle }, delete: binder.bind {
                        \(closure)
                    })
                }
                func body(props: Props) -> some View { Text(props.label) }
            }
            """)
        #expect(draft.todos.map(\.message).contains(
            "the action closure of 'delete' can return nil, sending nothing, and a view action always sends its 'to': add it by hand, and keep that condition in the reducer or the view"),
            "\(draft.todos)")
        #expect(!draft.yaml.contains("nil :"), "\(draft.yaml)")
        #expect(draft.yaml.contains("to: NotesAction.toggle"), "\(draft.yaml)")
    }

    @Test("a SwiftDux action closure whose 'return nil' is a closure's inside it, not its own, is not said to send nothing at times")
    func actionBindingWithInnerReturnNil() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Pin: View, ConnectableView {
                struct Props: Equatable {
                    @ActionBinding var select: () -> ()
                }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    Props(select: binder.bind {
                        let ids = state.items.compactMap { item -> Int? in
                            guard item.isOn else { return nil }
                            return item.id
                        }
                        return NotesAction.select(ids)
                    })
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.map(\.message) == ["the action closure of 'select' has more than one statement: add it by hand"], "\(draft.todos)")
    }

    @Test("a SwiftDux action binding whose action holds a nil is an action: only a nil it can return is a TODO")
    func actionBindingSendingNil() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Lists: View, ConnectableView {
                struct Props: Equatable {
                    @ActionBinding var deselect: () -> ()
                    @ActionBinding var rename: () -> ()
                }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    Props(deselect: binder.bind { ListAction.select(id: nil) }, rename: binder.bind { ListAction.rename(to: state.draft ?? nil ?? "") })
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.isEmpty, "\(draft.todos)")
        #expect(draft.yaml.contains("to: 'ListAction.select(id: nil)'"), "\(draft.yaml)")
        // A nil the closure can give, in any form, is a TODO; a nil compared is not.
        for (closure, todo) in [
            ("{ (state.readOnly ? nil : ListAction.clear) }", true), ("{ if state.readOnly { nil } else { ListAction.clear } }", true),
            ("{ switch state.mode { case .a: nil; case .b: ListAction.clear } }", true), ("{ state.current == nil ? ListAction.load : ListAction.clear }", false),
        ] {
            let todos = try Self.todos("""
                struct Lists: View, ConnectableView {
                    struct Props: Equatable { @ActionBinding var clear: () -> () }
                    func map(state: AppState, binder: ActionBinder) -> Props? { Props(clear: binder.bind \(closure)) }
                    func body(props: Props) -> some View { Text("") }
                }
                """)
            #expect(todos.contains { $0.hasPrefix("the action closure of 'clear' can return nil") } == todo, "\(closure): \(todos)")
        }
        #expect(draft.yaml.contains("rename:\n    to: 'ListAction.rename(to: state.draft ?? nil ?? \"\")'"), "\(draft.yaml)")
    }

    @Test("props named 'Props' but nested in another type than the view are renamed, as other props are; a view named '…Connector' keeps its name as the connector")
    func propsNestedInAnotherType() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Cell { struct Props: Equatable { let title: String } }
            struct CellConnector: View, ConnectableView {
                let id: Int
                func map(state: AppState) -> Cell.Props? { Cell.Props(title: state.titles[id] ?? "") }
                func body(props: Cell.Props) -> some View { Text(props.title) }
            }
            """)
        #expect(draft.todos.map(\.message).contains(
            "the props are 'Cell.Props'; the generated ones are 'CellConnector.Props': rename 'Cell.Props' where 'body(props:)' and others name it, or keep that name for them with 'typealias Props = CellConnector.Props' in an extension of Cell"),
            "\(draft.todos)")
        #expect(draft.yaml.contains("connector: CellConnector\n"), "\(draft.yaml)")
    }

    @Test("members of renamed props that the generated props lack move to an extension of the generated props")
    func renamedPropsKeepTheirMembers() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Memory: View, ConnectableView {
                struct ViewModel: Equatable {
                    let title: String
                    var hasTitle: Bool { !title.isEmpty }
                }
                func map(state: AppState) -> ViewModel? { ViewModel(title: state.title) }
                func body(props: ViewModel) -> some View { Text(props.title) }
            }
            """)
        #expect(draft.todos.map(\.message).contains(
            "'ViewModel' also declares 'hasTitle', which the generated type does not: move it into an extension of Memory.Props before deleting the hand-written declaration"),
            "\(draft.todos)")
    }

    @Test("a prop declared without a type takes an enum's type from a case of it as its value; another value's TODO is at the declaration")
    func propWithoutWrittenType() throws {
        func draft(_ value: String) -> Adopter.Draft? {
            Adopter.draft([Adopter.SourceFile(path: "Screen.swift", text: """
                enum Status { case ready, busy }
                struct Screen: View, ConnectedView {
                    struct Props {
                        let count: Int
                        var status = \(value)
                    }
                    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                        let props = Props(
                            count: state.count,
                            status: state.status)
                        return props
                    }
                    func body(props: Props) -> some View { Text("") }
                }

                """)]).drafts.first
        }
        let inferred = try #require(draft("Status.ready"))
        #expect(inferred.todos.isEmpty, "\(inferred.todos)")
        #expect(inferred.yaml.contains("status: { type: Status, from: state.status }"), "\(inferred.yaml)")
        let unknown = try #require(draft("Status.make()"))
        #expect(unknown.todos.map { "\($0.location.line): \($0.message)" } == ["5: 'status' has no written type: add the field with its type"])
    }

    @Test("a prop of a function type in parentheses, '((Int) -> Void)', is a view action, as one without them is")
    func parenthesizedFunctionType() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Picker: View, ConnectedView {
                struct Props {
                    let onPick: ((Int) -> Void)
                    let onDrop: (Int) -> Void
                }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(onPick: { id in dispatch(PickAction.pick(id: id)) }, onDrop: { id in dispatch(PickAction.drop(id: id)) })
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.isEmpty, "\(draft.todos)")
        #expect(draft.yaml.contains("viewState: {}"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  onPick:\n    with: { id: Int }\n    to: 'PickAction.pick(id: id)'"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  onDrop:\n    with: { id: Int }\n    to: 'PickAction.drop(id: id)'"), "\(draft.yaml)")
    }

    @Test("a SwiftUIFlux binding that names its value type is a two-way field, also one made in a local")
    func swiftUIFluxBindingForms() throws {
        func screen(_ body: String) -> String {
            """
            struct Fan: View, ConnectedView {
                struct Props { let on: Binding<Bool> }
                let people: Int
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
            \(body)
                }
                func body(props: Props) -> some View { Text("") }
            }
            """
        }
        let typed = try AdoptReaderTests.draft(screen(
            "Props(on: Binding<Bool>(get: { state.fans.contains(people) }, set: { dispatch(FanAction.set(people, $0)) }))"))
        #expect(typed.todos.isEmpty, "\(typed.todos)")
        #expect(typed.yaml.contains("on: { type: Bool, from: state.fans.contains(people), set: setOn }"), "\(typed.yaml)")
        // The setter as a trailing closure.
        let trailing = try AdoptReaderTests.draft(screen(
            "Props(on: Binding(get: { state.fans.contains(people) }) { dispatch(FanAction.set(people, $0)) })"))
        #expect(trailing.todos.isEmpty, "\(trailing.todos)")
        #expect(trailing.yaml.contains("on: { type: Bool, from: state.fans.contains(people), set: setOn }"), "\(trailing.yaml)")
        // `.init(get:set:)`, the prop's type.
        let implicit = try AdoptReaderTests.draft(screen(
            "Props(on: .init(get: { state.fans.contains(people) }, set: { dispatch(FanAction.set(people, $0)) }))"))
        #expect(implicit.todos.isEmpty, "\(implicit.todos)")
        #expect(implicit.yaml.contains("on: { type: Bool, from: state.fans.contains(people), set: setOn }"), "\(implicit.yaml)")
        let local = try AdoptReaderTests.draft(screen("""
            let on = Binding(get: { state.fans.contains(people) }, set: { dispatch(FanAction.set(people, $0)) })
            return Props(on: on)
            """))
        // Made in a local first, the binding is the local's.
        #expect(local.todos.isEmpty, "\(local.todos)")
        #expect(local.yaml.contains("on: { type: Bool, from: state.fans.contains(people), set: setOn }"), "\(local.yaml)")
    }

    @Test("an action's values are named apart from what 'to' reads otherwise and from the inputs; a nested closure's '$0' stays its own")
    func actionValueNames() throws {
        func screen(_ map: String) -> String {
            """
            struct Stars: View, ConnectedView {
                struct Props { let stars: Int; let tap: (Int) -> Void }
                let movieId: Int
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    let stars = state.ratings[movieId]
            \(map)
                }
                func body(props: Props) -> some View { Text("") }
            }
            """
        }
        // `$0 == stars` compares the tapped value with the mapping's `stars`, a slice in the draft.
        let local = try AdoptReaderTests.draft(screen("return Props(stars: stars, tap: { dispatch(Rate(movie: movieId, stars: $0 == stars ? 0 : $0)) })"))
        #expect(local.yaml.contains("with: { starsValue: Int }\n    to: 'Rate(movie: movieId, stars: starsValue == stars ? 0 : starsValue)'"), "\(local.yaml)")
        // A closure parameter named like an input is the closure's own.
        let input = try AdoptReaderTests.draft(screen("return Props(stars: stars, tap: { movieId in dispatch(Rate(movie: movieId, stars: 1)) })"))
        #expect(input.yaml.contains("with: { movieIdValue: Int }\n    to: 'Rate(movie: movieIdValue, stars: 1)'"), "\(input.yaml)")
        // The `$0` of a closure inside the action is that closure's.
        let nested = try AdoptReaderTests.draft(screen("return Props(stars: stars, tap: { dispatch(Rate(movie: $0, stars: state.list.reduce(0) { $0 + $1 })) })"))
        #expect(nested.yaml.contains("to: 'Rate(movie: movie, stars: state.list.reduce(0) { $0 + $1 })'"), "\(nested.yaml)")
    }

    @Test("a flavor's view nested in another type is named with it: in 'view', and in the connector and spec, apart from another view of its name")
    func nestedFlavorViews() {
        func header(in outer: String) -> String {
            """
            enum \(outer) {
                struct Header: View, ConnectedView {
                    struct Props { let count: Int }
                    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(count: state.\(outer.lowercased()).count) }
                    func body(props: Props) -> some View { Text("") }
                }
            }

            """
        }
        let result = Adopter.draft([Adopter.SourceFile(path: "Headers.swift", text: header(in: "Wishlist") + header(in: "People"))])
        #expect(result.skipped.isEmpty, "\(result.skipped.map(\.reason))")
        #expect(result.drafts.map(\.specName) == ["WishlistHeader", "PeopleHeader"])
        #expect(result.drafts.first?.yaml.contains("connector: WishlistHeaderConnector\nstate: AppState\naction: any Action\nview: Wishlist.Header\n") == true,
                "\(result.drafts.first?.yaml ?? "")")
    }

    @Test("what a nested view reads unqualified from the types around it is written qualified: the generated extension of the view does not see it")
    func namesOfTheOuterTypesAreQualified() throws {
        let result = Adopter.draft([Adopter.SourceFile(path: "Wishlist.swift", text: """
            enum Wishlist {
                enum Filter: Equatable { case all, recent }
                static let pageSize = 20
                enum Section {
                    struct Mode: Equatable { let filter: Filter }
                    struct Header: View, ConnectedView {
                        enum Style { static let columns = 2 }
                        struct Props { let mode: Mode; let shown: Int; let pick: (Filter) -> Void }
                        let filter: Filter
                        func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                            Props(mode: Mode(filter: filter == .all ? Filter.recent : filter), shown: Style.columns * pageSize,
                                  pick: { dispatch(Pick(filter: $0, label: "Filter")) })
                        }
                        func body(props: Props) -> some View { Text("") }
                    }
                }
            }

            """)])
        let yaml = try #require(result.drafts.first?.yaml, "\(result.skipped.map(\.reason))")
        #expect(yaml.contains("inputs:\n  filter: Wishlist.Filter\n"), "\(yaml)")
        #expect(yaml.contains("type: Wishlist.Section.Mode"), "\(yaml)")
        #expect(yaml.contains("from: 'Wishlist.Section.Mode(filter: filter == .all ? Wishlist.Filter.recent : filter)'"), "\(yaml)")
        // The view's own nested type is its extension's too; a label and a string keep their words.
        #expect(yaml.contains("from: Style.columns * Wishlist.pageSize"), "\(yaml)")
        #expect(yaml.contains("with: { filterValue: Wishlist.Filter }"), "\(yaml)")
        #expect(yaml.contains("to: 'Pick(filter: filterValue, label: \"Filter\")'"), "\(yaml)")
    }

    @Test("an outer name the draft binds itself (a slice, an action's value, a closure's parameter) stays unqualified; a private one is a TODO; an outer type alias is qualified")
    func outerNamesTheDraftBindsOrCannotSee() throws {
        let result = Adopter.draft([Adopter.SourceFile(path: "Grid.swift", text: """
            enum Grid {
                static let size = 3
                private static let pageSize = 20
                typealias CellID = Int
                struct Cell: View, ConnectedView {
                    struct Props { let n: Int; let all: [Int]; let paged: Int; let pick: (Int) -> Void }
                    let id: CellID
                    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                        let size = state.n
                        return Props(n: size + id, all: state.sizes.map { size in size + 1 }, paged: pageSize,
                                     pick: { size in dispatch(Pick(size: size)) })
                    }
                    func body(props: Props) -> some View { Text("") }
                }
            }

            """)])
        let yaml = try #require(result.drafts.first?.yaml, "\(result.skipped.map(\.reason))")
        #expect(yaml.contains("  n: { type: Int, from: size + id }\n"), "\(yaml)")
        #expect(yaml.contains("from: 'state.sizes.map { size in size + 1 }'"), "\(yaml)")
        #expect(yaml.contains("to: 'Pick(size: size)'"), "\(yaml)")
        #expect(yaml.contains("from: Grid.pageSize"), "\(yaml)")
        #expect(yaml.contains("  id: Grid.CellID\n"), "\(yaml)")
        #expect(yaml.contains("# TODO(adopt): the mapping reads 'pageSize', a private member of Grid: declare it internal, since map is generated in another file"),
                "\(yaml)")
    }

    @Test("an early return under several conditions ('if a, b') is drafted as one condition, 'a && b'")
    func earlyReturnUnderSeveralConditions() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Tags: View, ConnectedView {
                struct Props { let shown: Int }
                let compact: Bool
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    if compact, state.tags.count > 3 { return Props(shown: 3) }
                    return Props(shown: state.tags.count)
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.yaml.contains("from: '(compact && (state.tags.count > 3)) ? 3 : state.tags.count'"), "\(draft.yaml)")
    }

    @Test("a local made by an 'if' or 'switch' expression is written in place as a closure called there, where the expression alone cannot stand")
    func ifExpressionLocals() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let label: String\nlet title: String", body: """
                let label = if state.isOffline { "Offline" } else { "Online" }
                return Screen.State(label: label, title: "Inbox (\\(label))")
                """))
        #expect(draft.yaml.contains(#"label: { type: String, from: '{ if state.isOffline { "Offline" } else { "Online" } }()' }"#), "\(draft.yaml)")
        #expect(draft.yaml.contains(#"from: '"Inbox (\(({ if state.isOffline { "Offline" } else { "Online" } }())))"'"#), "\(draft.yaml)")
    }

    @Test("an '==' that compares each value of the props or view state, as the generated type's does, goes with the declaration; one that compares fewer is a TODO")
    func fieldwiseEquality() throws {
        func props(_ equality: String, flavor: String = "swiftdux") -> String {
            let (conformance, map, closure) = flavor == "swiftdux"
                ? ("ConnectableView", "func map(state: AppState, binder: ActionBinder) -> Props? {", "binder.bind { NotesAction.clear }")
                : ("ConnectedView", "func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {", "{ dispatch(NotesAction.clear) }")
            return """
                struct NotesPage: \(conformance) {
                    struct Props: Equatable {
                        let count: Int
                        let title: String
                        let clear: () -> Void
                        static func == (lhs: Props, rhs: Props) -> Bool {
                            \(equality)
                        }
                    }
                    \(map)
                        Props(count: state.notes.count, title: state.title, clear: \(closure))
                    }
                    func body(props: Props) -> some View { Text(props.title) }
                }

                """
        }
        let todo = "'Props' also declares '==(lhs:rhs:)'"
        for equality in ["lhs.count == rhs.count && lhs.title == rhs.title", "return lhs.title == rhs.title\n        && lhs.count == rhs.count"] {
            let draft = try AdoptReaderTests.draft("import SwiftDux\n" + props(equality))
            #expect(!draft.todos.contains { $0.message.hasPrefix(todo) }, "\(draft.todos)")
        }
        for equality in ["lhs.count == rhs.count", "lhs.count == rhs.count || lhs.title == rhs.title", "lhs.count == rhs.title && lhs.title == rhs.title"] {
            let draft = try AdoptReaderTests.draft("import SwiftDux\n" + props(equality))
            #expect(draft.todos.contains { $0.message.hasPrefix(todo) }, "\(equality): \(draft.todos)")
        }
        // SwiftUIFlux's generated props are not Equatable: the '==' is the app's to keep.
        let flux = try AdoptReaderTests.draft("import SwiftUIFlux\n" + props("lhs.count == rhs.count && lhs.title == rhs.title", flavor: "swiftuiflux"))
        #expect(flux.todos.contains { $0.message.hasPrefix(todo) }, "\(flux.todos)")
    }

    @Test("a closure's capture list of names is passed over; one that changes what a name means leaves the action a TODO")
    func captureLists() throws {
        func screen(_ bind: String) -> String {
            """
            struct ArchiveButton: ConnectableView {
                struct Props: Equatable { @ActionBinding var archive: () -> Void }
                let todoId: Int
                func map(state: AppState, binder: ActionBinder) -> Props? { Props(archive: binder.bind \(bind)) }
                func body(props: Props) -> some View { Text("") }
            }
            """
        }
        let names = try AdoptReaderTests.draft(screen("{ [todoId] in TodosAction.archive(id: todoId) }"))
        #expect(names.yaml.contains("to: 'TodosAction.archive(id: todoId)'") && names.todos.isEmpty, "\(names.yaml)")
        let renamed = try AdoptReaderTests.draft(screen("{ [id = todoId] in TodosAction.archive(id: id) }"))
        #expect(!renamed.yaml.contains("[id = todoId]") && !renamed.todos.isEmpty, "\(renamed.yaml)")
        let weak = try AdoptReaderTests.draft(screen("{ [weak router] in router?.archive(todoId) }"))
        #expect(!weak.yaml.contains("router") && !weak.todos.isEmpty, "\(weak.yaml)")
        let parameters = try AdoptReaderTests.draft("""
            struct ArchiveButton: ConnectableView {
                struct Props: Equatable { @ActionBinding var archive: (Int) -> Void }
                let todoId: Int
                func map(state: AppState, binder: ActionBinder) -> Props? { Props(archive: binder.bind { @MainActor (todoId) in TodosAction.archive(id: todoId + 1) }) }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        // The parameter, apart from the view's 'todoId'.
        #expect(parameters.yaml.contains("with: { todoIdValue: Int }\n    to: 'TodosAction.archive(id: todoIdValue + 1)'"), "\(parameters.yaml)")
        let attributed = try AdoptReaderTests.draft(screen("{ @MainActor [todoId] in TodosAction.archive(id: todoId) }"))
        #expect(attributed.yaml.contains("to: 'TodosAction.archive(id: todoId)'") && attributed.todos.isEmpty, "\(attributed.yaml)")
    }

    @Test("a helper in a 'private extension' of a flavor's view is private, so the mapping reading it is a TODO")
    func privateExtensionHelper() throws {
        let draft = try AdoptReaderTests.draft("""
            struct YearBadge: View, ConnectedView {
                struct Props { let label: String }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(label: format(state.year)) }
                func body(props: Props) -> some View { Text("") }
            }
            private extension YearBadge {
                func format(_ year: Int) -> String { "\\(year)" }
            }
            """)
        #expect(draft.todos.map(\.message) == ["the mapping reads 'format', a private member of YearBadge: declare it internal, since map is generated in another file"], "\(draft.todos)")
        // `private(set)` limits the setter only: the mapping reads the property as it may.
        let setter = try AdoptReaderTests.draft("""
            struct YearBadge: View, ConnectedView {
                struct Props { let label: String }
                private(set) var label: String { "Year" }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(label: label) }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(setter.todos.isEmpty, "\(setter.todos)")
    }

    @Test("a property with a literal value has the type Swift infers for it; names declared together share the type written after the last")
    func inferredPropertyTypes() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Meter: View, ConnectedView {
                struct Props { let count, limit: Int; let label: String }
                var maxStars = 5
                var ratio = 0.5, shown = true, title = "Stars", scale = 0x1p3
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(count: min(state.count, maxStars), limit: Int(ratio * scale), label: shown ? title : "")
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.isEmpty, "\(draft.todos)")
        #expect(draft.yaml.contains("inputs:\n  maxStars: Int\n  ratio: Double\n  shown: Bool\n  title: String\n  scale: Double\n"), "\(draft.yaml)")
        #expect(draft.yaml.contains("count: { type: Int, from: 'min(state.count, maxStars)' }\n  limit: { type: Int,"), "\(draft.yaml)")
    }

    @Test("an action's '$0' in the body of a 'switch' or 'if' is still the action's; 'self.x' is the view's 'x', never a renamed value")
    func actionValuesInStatementBodiesAndAfterSelf() throws {
        func screen(_ bind: String) -> String {
            """
            struct Mover: ConnectableView {
                struct Props: Equatable { @ActionBinding var pick: (Int) -> Void }
                let todoId: Int
                func map(state: AppState, binder: ActionBinder) -> Props? { Props(pick: binder.bind \(bind)) }
                func body(props: Props) -> some View { Text("") }
            }
            """
        }
        let switched = try AdoptReaderTests.draft(screen("{ switch $0 { case 0: TodosAction.top(id: todoId) default: TodosAction.move(id: todoId, to: $0) } }"))
        #expect(switched.yaml.contains("to: 'TodosAction.move(id: todoId, to: to)'") || switched.yaml.contains("default: TodosAction.move(id: todoId, to: to)"), "\(switched.yaml)")
        #expect(!switched.yaml.contains("$0"), "\(switched.yaml)")
        // A label named like a keyword (`for:`) starts no statement: the closure after it keeps its `$0`.
        let labelled = try AdoptReaderTests.draft(screen("{ TodosAction.move(id: ids(for: $0).first(where: { $0 > 1 }) ?? 0, to: $0) }"))
        #expect(labelled.yaml.contains("to: 'TodosAction.move(id: ids(for: value).first(where: { $0 > 1 }) ?? 0, to: value)'"), "\(labelled.yaml)")
        let selfRead = try AdoptReaderTests.draft(screen("{ todoId in TodosAction.move(id: self.todoId, to: todoId) }"))
        #expect(selfRead.yaml.contains("with: { todoIdValue: Int }\n    to: 'TodosAction.move(id: todoId, to: todoIdValue)'"), "\(selfRead.yaml)")
    }

    @Test("a view nested in an extension of a dotted type is named with each part; '#available' in an early return's condition is a TODO")
    func dottedContextAndAvailability() throws {
        let nested = Adopter.draft([Adopter.SourceFile(path: "Tile.swift", text: """
            extension Deep.Er {
                struct Tile: View, ConnectedView {
                    struct Props { let count: Int }
                    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(count: state.count) }
                    func body(props: Props) -> some View { Text("") }
                }
            }
            """)])
        #expect(nested.drafts.map(\.specName) == ["DeepErTile"], "\(nested.skipped.map(\.reason))")
        #expect(nested.drafts.first?.yaml.contains("connector: DeepErTileConnector\nstate: AppState\naction: any Action\nview: Deep.Er.Tile\n") == true)
        let available = try AdoptReaderTests.draft("""
            struct Badge: View, ConnectedView {
                struct Props { let size: Int }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    if #available(iOS 17, *) { return Props(size: 2) }
                    return Props(size: 1)
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(!available.yaml.contains("#available(iOS 17, *) ?"), "\(available.yaml)")
        #expect(!available.todos.isEmpty, "\(available.yaml)")
    }

    @Test("an action reading what a guard not carried over binds is a TODO; a value named like the generated map's parameters is named apart")
    func actionsReadingUnreadNames() throws {
        func screen(_ map: String, props: String = "let open: () -> Void") -> String {
            """
            struct Row: View, ConnectedView {
                struct Props { \(props) }
                let movieId: Int
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
            \(map)
                }
                func body(props: Props) -> some View { Text("") }
            }
            """
        }
        let guarded = try AdoptReaderTests.draft(screen("""
            guard let movie = state.movies[movieId], movie.isReleased else { return Props(open: {}) }
            return Props(open: { dispatch(Open(movie: movie.id)) })
            """))
        #expect(guarded.todos.contains { $0.message.hasPrefix("'open' reads 'movie', which a 'guard' not carried over binds") }, "\(guarded.todos)")
        #expect(!guarded.yaml.contains("to: 'Open(movie: movie.id)'"), "\(guarded.yaml)")
        let named = try AdoptReaderTests.draft(screen("return Props(pick: { dispatch(Pick(index: $0)) })", props: "let pick: (_ dispatch: Int) -> Void"))
        #expect(named.yaml.contains("with: { dispatchValue: Int }\n    to: 'Pick(index: dispatchValue)'"), "\(named.yaml)")
    }

    @Test("a mapping whose early return is no props names every field and action left to write by hand")
    func earlyNilNamesWhatIsLeft() throws {
        let draft = try AdoptReaderTests.draft("""
            struct FilterBar: ConnectableView {
                struct Props: Equatable { let query: String; @ActionBinding var reset: () -> Void; let fixed: Int = 1 }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    if state.filter.isEmpty { return nil }
                    return Props(query: state.filter, reset: binder.bind { TodosAction.setFilter("") })
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.map(\.message) == ["the mapping returns 'nil' early: write by hand each field and action ('query', 'reset')"], "\(draft.todos)")
    }

    @Test("a private flavor view, or one in a private type or extension, is a TODO: the generated extension of it is in another file")
    func privateFlavorView() throws {
        let draft = try AdoptReaderTests.draft("""
            private struct Hidden: View, ConnectedView {
                struct Props { let count: Int }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(count: state.count) }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.map(\.message) == ["'Hidden' is private, and the generated extension of it is in another file: declare it internal"], "\(draft.todos)")
        let nested = try AdoptReaderTests.draft("""
            struct Screen: View { var body: some View { Text("") } }
            private extension Screen {
                struct Inner: View, ConnectedView {
                    struct Props { let count: Int }
                    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(count: state.count) }
                    func body(props: Props) -> some View { Text("") }
                }
            }
            """)
        #expect(nested.todos.map(\.message) == [
            "'Screen.Inner' is declared in the private extension Screen, and the generated extension of it is in another file: move it out, or make the extension internal",
        ], "\(nested.todos)")
    }

    @Test("a flavor's private static member or nested type, read through the type or by name, is a TODO: map is generated in another file")
    func privateMembersReadThroughTheType() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Stars: View, ConnectedView {
                private enum Size { static let big = 3 }
                struct Props { let n: Int; let m: Int; let k: Int; let rows: [Row]; let label: String }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(n: Self.maxStars, m: Stars.minStars + Limits.top, k: Size.big, rows: [], label: "Self.hidden")
                }
                func body(props: Props) -> some View { Text("") }
            }
            private extension Stars {
                static let maxStars = 5
                static let hidden = 0
                enum Limits { static let top = 9 }
                struct Row: Equatable {}
            }
            extension Stars { static let minStars = 1 }
            """)
        // A string's text reads nothing ("Self.hidden"); a field's type names the private 'Row'.
        #expect(Set(draft.todos.map(\.message)) == Set(["maxStars", "Limits", "Size", "Row"].map {
            "the mapping reads '\($0)', a private member of Stars: declare it internal, since map is generated in another file"
        }), "\(draft.todos)")
    }

    @Test("a generic flavor view, or one nested in a generic type, is skipped: a spec's view is one type")
    func genericViewsAreSkipped() {
        let result = Adopter.draft([Adopter.SourceFile(path: "Generic.swift", text: """
            struct Box<T> {
                struct Cell: View, ConnectedView {
                    struct Props { let n: Int }
                    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(n: state.n) }
                    func body(props: Props) -> some View { Text("") }
                }
            }
            struct Row<Item>: View, ConnectedView {
                struct Props { let n: Int }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(n: state.n) }
                func body(props: Props) -> some View { Text("") }
            }
            struct Plain: View, ConnectedView {
                struct Props { let n: Int }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(n: state.n) }
                func body(props: Props) -> some View { Text("") }
            }

            """)])
        #expect(result.drafts.map(\.specName) == ["Plain"])
        #expect(result.skipped.map(\.reason) == [
            "'Box.Cell' is nested in the generic type 'Box', and a spec's 'view' is one type: move the view out of 'Box', or write this spec by hand",
            "'Row' is generic, and a spec's 'view' is one type: write this spec by hand with 'view: Row<…>' at the type the screen uses, or make the view not generic",
        ])
    }

    @Test("in the connector form, a private view the view state is nested in is a TODO: the generated view types extend it from another file")
    func privateViewOfTheConnectorForm() throws {
        let draft = try AdoptReaderTests.draft("""
            fileprivate struct Badge: View {
                struct State: Equatable { let count: Int }
                var body: some View { Text("") }
            }
            fileprivate struct BadgeConnector: Connector {
                func connect(state: AppState) -> Badge.State { Badge.State(count: state.count) }
                func connect(action: Never) -> AppAction {}
            }
            """)
        #expect(draft.todos.map(\.message).contains("'Badge' is fileprivate, and the generated extension of it is in another file: declare it internal"), "\(draft.todos)")
    }

    @Test("a SwiftDux action or value bound to a function, not a closure, sends what the function makes of its values, called without labels")
    func actionBoundToAFunction() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Lists: View, ConnectableView {
                struct Props: Equatable {
                    @ActionBinding var add: () -> ()
                    @ActionBinding var rename: (_ title: String) -> ()
                    @ActionBinding var dark: Bool
                }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    Props(add: binder.bind(ListsAction.addNewList), rename: binder.bind(ListsAction.rename), dark: binder.bind(state.dark, dispatch: SettingsAction.setDark))
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        // The generated props take their fields first, and nothing but `map` makes them.
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(draft.yaml.contains("  add:\n    to: (ListsAction.addNewList)()\n"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  rename:\n    with: { title: String }\n    to: (ListsAction.rename as (String) -> _)(title)\n"), "\(draft.yaml)")
        #expect(draft.yaml.contains("dark: { type: Bool, from: state.dark, set: setDark }"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  setDark:\n    with: { dark: Bool }\n    to: (SettingsAction.setDark as (Bool) -> _)(dark)\n"), "\(draft.yaml)")
    }

    @Test("a function bound without a closure that is a case of an enum the files declare is written as a person writes the case, with its labels")
    func caseBoundWithoutAClosure() throws {
        let draft = try AdoptReaderTests.draft("""
            enum ListsAction: Action { case rename(title: String) }
            enum SettingsAction: Action { case setDark(Bool) }
            struct Lists: View, ConnectableView {
                struct Props: Equatable {
                    @ActionBinding var rename: (_ title: String) -> ()
                    @ActionBinding var dark: Bool
                }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    Props(rename: binder.bind(ListsAction.rename), dark: binder.bind(state.dark, dispatch: SettingsAction.setDark))
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.yaml.contains("  rename:\n    with: { title: String }\n    to: 'ListsAction.rename(title: title)'\n"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  setDark:\n    with: { dark: Bool }\n    to: SettingsAction.setDark(dark)\n"), "\(draft.yaml)")
    }

    @Test("a bound case is written with its labels only where it is the one member of its name, takes the values' types, and is the enum Swift finds from the view")
    func boundCaseAmbiguities() throws {
        func to(_ declarations: String, binding: String = "binder.bind(ListsAction.retitle)") throws -> String {
            let draft = try AdoptReaderTests.draft(declarations + """

                struct Lists: View, ConnectableView {
                    struct Props: Equatable { @ActionBinding var retitle: (String) -> () }
                    func map(state: AppState, binder: ActionBinder) -> Props? { Props(retitle: \(binding)) }
                    func body(props: Props) -> some View { Text("") }
                }
                """)
            return try #require(draft.yaml.split(separator: "\n").first { $0.hasPrefix("    to: ") }.map { String($0.dropFirst(8)) })
        }
        #expect(try to("enum ListsAction: Action { case retitle(name: String) }") == "'ListsAction.retitle(name: value1)'")
        #expect(try to("enum ListsAction: Action { case retitle(id: Int); case retitle(name: String) }") == "(ListsAction.retitle as (String) -> _)(value1)")
        #expect(try to("enum ListsAction: Action { case retitle(id: Int); static func retitle(_ name: String) -> Self { .retitle(id: 0) } }")
            == "(ListsAction.retitle as (String) -> _)(value1)")
        #expect(try to("enum ListsAction: Action { case retitle(id: Int) }") == "(ListsAction.retitle as (String) -> _)(value1)", "another type")
        #expect(try to(
            "enum ListsAction: Action { case retitle(id: Int) }\nextension Lists { enum ListsAction: Action { case retitle(to: String) } }")
            == "'ListsAction.retitle(to: value1)'", "the enum nested in the view, as Swift finds it there")
    }

    @Test("a screen inside an '#if' block is a TODO, since the generated code is compiled in every configuration; one in both branches is skipped, saying so")
    func screenUnderACondition() throws {
        let screen = """
            struct Home: View, ConnectedView {
                struct Props { let count: Int }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(count: state.count) }
                func body(props: Props) -> some View { Text("") }
            }
            """
        let todos = try Self.todos("#if DEBUG\n" + screen + "\n#endif\n")
        #expect(todos.contains(
            "'Home' is declared inside '#if DEBUG' (line 1), and the generated code is compiled in every configuration: move the screen out of the block, or keep it hand-written"),
            "\(todos)")
        #expect(try Self.todos(screen).isEmpty)
        let elseTodos = try Self.todos("#if os(iOS)\nstruct Other {}\n#else\n" + screen + "\n#endif\n")
        #expect(elseTodos.contains(
            "'Home' is declared inside '#else' (line 3) of '#if os(iOS)' (line 1), and the generated code is compiled in every configuration: move the screen out of the block, or keep it hand-written"),
            "\(elseTodos)")
        let result = Adopter.draft([Adopter.SourceFile(path: "Home.swift", text: "#if os(iOS)\n" + screen + "\n#else\n" + screen + "\n#endif\n")])
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.first?.reason.hasSuffix(
            "as in the branches of an '#if': adopt drafts one configuration; write the spec by hand, or draft a copy of one branch on its own") == true,
            "\(result.skipped)")
    }

    @Test("a screen declared again in another file, as by another target, is not among what the drafted one replaces")
    func screenOfAnotherTarget() throws {
        let screen = """
            struct Cell: View, ConnectableView {
                func map(state: AppState) -> Shared.Props? { Shared.Props(title: state.title) }
                func body(props: Shared.Props) -> some View { Text(props.title) }
            }
            """
        let result = Adopter.draft([
            Adopter.SourceFile(path: "Shared/Props.swift", text: "enum Shared { struct Props: Equatable { let title: String } }"),
            Adopter.SourceFile(path: "iOS/Cell.swift", text: screen), Adopter.SourceFile(path: "macOS/Cell.swift", text: screen),
        ])
        let draft = try #require(result.drafts.first)
        #expect(result.drafts.count == 1 && result.skipped.count == 1, "\(result.skipped)")
        #expect(draft.replaces.count == 3 && !draft.replaces.contains { $0.file == "macOS/Cell.swift" }, "\(draft.replaces)")
    }

    @Test("a view state that declares Sendable is drafted with 'sendable: true'; a @MainActor connector gets a TODO about isolation")
    func sendableAndIsolation() throws {
        let source = AdoptReaderTests.connector(fields: "let n: Int", body: "Screen.State(n: state.n)")
            .replacingOccurrences(of: "struct State: Equatable", with: "struct State: Equatable, Sendable")
            .replacingOccurrences(of: "struct ScreenConnector", with: "@MainActor struct ScreenConnector")
        let draft = try AdoptReaderTests.draft(source)
        #expect(draft.yaml.contains("\nsendable: true\n"), "\(draft.yaml)")
        #expect(draft.todos.map(\.message).contains { $0.hasPrefix("ScreenConnector is @MainActor; the generated connector is isolated as the target's default isolation says") },
                "\(draft.todos)")
        let plain = try AdoptReaderTests.draft(AdoptReaderTests.connector(fields: "let n: Int", body: "Screen.State(n: state.n)"))
        #expect(!plain.yaml.contains("sendable:"), "\(plain.yaml)")
    }

    @Test("a private helper of the screen's file that the mapping reads is a TODO: the generated code is in another file")
    func filePrivateHelper() throws {
        let source = AdoptReaderTests.connector(fields: "let label: String", body: "Screen.State(label: describe(state.count))")
            + "fileprivate func describe(_ count: Int) -> String { \"\\(count) items\" }\nprivate let unrelated = 1\n"
        let todos = try Self.todos(source)
        #expect(todos.contains("the mapping reads 'describe', which is fileprivate to Screen.swift, and the generated code is in another file: declare it without 'fileprivate'"), "\(todos)")
        #expect(!todos.contains { $0.contains("'unrelated'") }, "\(todos)")
    }

    @Test("a local on several lines written into a one-line string's interpolation is joined onto one line")
    func multilineLocalInInterpolation() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let header: String",
            body: """
                let visible = state.items
                    .filter { $0.isVisible }
                    .count
                return Screen.State(header: "\\(visible) shown")
                """))
        #expect(draft.yaml.contains(#"'"\(state.items.filter { $0.isVisible }.count) shown"'"#), "\(draft.yaml)")
    }

    @Test("an action prop that an early 'return' gives another closure is a TODO, not an action that always sends")
    func earlyReturnOfAnActionProp() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Mini: View, ConnectedView {
                struct Props { let title: String; let skip: () -> Void; let play: (Int) -> Void }
                func body(props: Props) -> some View { Text(props.title) }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    if state.queue.isEmpty {
                        return Props(title: "Empty", skip: {}, play: { id in dispatch(Play(id: id)) })
                    }
                    return Props(title: state.title, skip: { dispatch(Skip()) }, play: { id in dispatch(Play(id: id)) })
                }
            }
            """)
        #expect(draft.todos.map(\.message).contains(
            "an early 'return' gives 'skip' '{}' when 'state.queue.isEmpty', and a view action always sends its 'to': add 'skip' by hand, and keep that condition in the reducer or the view"),
            "\(draft.todos)")
        #expect(!draft.yaml.contains("Skip()"), "\(draft.yaml)")
        // The same closure in both returns is drafted.
        #expect(draft.yaml.contains("to: 'Play(id: id)'"), "\(draft.yaml)")
        #expect(draft.yaml.contains("from: 'state.queue.isEmpty ? \"Empty\" : state.title'"), "\(draft.yaml)")
    }

    @Test("a local written into a closure that rebinds a name the local reads is a TODO, not a field that reads the closure's value")
    func localReboundInClosure() throws {
        let todos = try Self.todos(AdoptReaderTests.connector(
            fields: "let replies: [Bool]",
            body: """
                let message = state.current
                let fromMe = message.sender == state.user
                return Screen.State(replies: state.messages.values.map { message in fromMe && message.isReply })
                """))
        #expect(todos.contains { $0.hasPrefix("'replies' reads the local 'fromMe' inside a closure whose own 'message' would hide the mapping's 'message'") }, "\(todos)")
    }

    @Test("an '#if' block after a case is not part of that case: the case is drafted, the block is a TODO")
    func directiveAfterCase() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case rename\ncase dump",
            actionBody: """
                switch action {
                    case .rename: return .sync
                    #if DEBUG
                    case .dump: return .dumpState
                    #endif
                    }
                """))
        #expect(draft.yaml.contains("  rename:\n    to: .sync\n"), "\(draft.yaml)")
        #expect(!draft.todos.map(\.message).contains { $0.contains("'.rename' does more than return an action") }, "\(draft.todos)")
        #expect(draft.todos.map(\.message).contains { $0.contains("an '#if' block among the cases of the switch") }, "\(draft.todos)")

        // An '#if' among a case's own statements is part of it: the case does more than return.
        let inside = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case dump",
            actionBody: """
                switch action {
                    case .dump:
                        logger.log("dump")
                        #if DEBUG
                        dumpState()
                        #endif
                        return .dump
                    }
                """))
        #expect(!inside.yaml.contains("to: 'logger.log"), "\(inside.yaml)")
        #expect(!inside.todos.map(\.message).contains { $0.contains("among the cases") }, "an '#if' within a case is the case's: \(inside.todos)")
        #expect(inside.todos.map(\.message).contains { $0.hasPrefix("the case '.dump' does more than return an action") }, "\(inside.todos)")
    }

    @Test("a case that does more than return an action says so, not that the action is unmapped")
    func caseDoingMore() throws {
        let todos = try Self.todos(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case cancel(id: Int)",
            actionBody: """
                switch action {
                    case .cancel(let id):
                        if id < 0 { return .noop }
                        return .orders(.cancel(id))
                    }
                """))
        #expect(todos.contains { $0.hasPrefix("the case '.cancel' does more than return an action") }, "\(todos)")
        #expect(!todos.contains { $0.contains("is not mapped") }, "\(todos)")
    }

    @Test("computed properties, methods and initializers of the view state are named, since the generated type drops them")
    func otherMembers() throws {
        let todos = try Self.todos(AdoptReaderTests.connector(
            fields: """
                let count: Int
                var label: String { "\\(count) items" }
                func badge() -> String { "" }
                init(count: Int) { self.count = max(0, count) }
                """,
            body: "Screen.State(count: state.count)"))
        #expect(todos.contains(
            "'Screen.State' also declares 'label', 'badge()', an initializer, which the generated type does not: move them into an extension of Screen.State "
                + "before deleting the hand-written declaration; the draft takes the arguments the mapping passes as the fields' values, and the generated "
                + "code makes the value with the memberwise initializer: write into each 'from' what that initializer does with its argument (an initializer "
                + "taking the fields' names as labels would clash with the memberwise one)"), "\(todos)")

        // A memberwise initializer (a public type's, say) is the generated type's own: moved into
        // an extension, it would be declared twice.
        for initializer in ["init(count: Int) { self.count = count }", "public init(count: Int) {\n    self.count = count\n}"] {
            let memberwise = try Self.todos(AdoptReaderTests.connector(fields: "let count: Int\n" + initializer, body: "Screen.State(count: state.count)"))
            #expect(memberwise.isEmpty, "\(initializer): \(memberwise)")
        }
        for initializer in ["init(count: Int = 0) { self.count = count }", "init(_ count: Int) { self.count = count }", "init(total: Int) { self.count = total }"] {
            let other = try Self.todos(AdoptReaderTests.connector(fields: "let count: Int\n" + initializer, body: "Screen.State(count: state.count)"))
            #expect(other.contains { $0.hasPrefix("'Screen.State' also declares an initializer") }, "\(initializer): \(other)")
            // The mapping may make the state through it: its work on the arguments goes into each 'from'.
            #expect(other.contains { $0.contains("write into each 'from' what that initializer does with its argument") }, "\(initializer): \(other)")
        }

        let plain = try Self.todos(AdoptReaderTests.connector(fields: "let count: Int", body: "Screen.State(count: state.count)"))
        #expect(plain.isEmpty, "\(plain)")
    }

    @Test("a local that calls a function without reading the state, written into two fields, is a TODO; one computed from the state is not")
    func repeatedCalls() throws {
        let todos = try Self.todos(AdoptReaderTests.connector(
            fields: "let id: UUID\nlet label: String",
            body: "let id = UUID()\nreturn Screen.State(id: id, label: \"\\(id)\")"))
        #expect(todos == ["the local 'id' is made with 'UUID()', and the draft writes its value 2 times, so each place now makes it anew: check that they still agree, or pass the value in as an input"], "\(todos)")
        // Twice in one field, it stays a local of the field: one call, as by hand.
        let inOneField = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let key: String", body: "let id = UUID()\nreturn Screen.State(key: \"\\(id):\\(id)\")"))
        #expect(inOneField.todos.isEmpty, "\(inOneField.todos.map(\.message))")
        #expect(inOneField.yaml.contains("          let id = UUID()\n          return \"\\(id):\\(id)\"\n"), "\(inOneField.yaml)")
        let fromLiterals = try Self.todos(AdoptReaderTests.connector(
            fields: "let title: String\nlet label: String",
            body: "let name = String(localized: \"Inbox\")\nreturn Screen.State(title: name, label: name)"))
        #expect(fromLiterals.isEmpty, "a call on literals gives the same value each time: \(fromLiterals)")

        // Written once, inside a closure that runs for each element, it stays a local of the
        // field, made once; across two fields, each makes its own.
        let inClosure = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let rows: [String]", body: "let batch = UUID().uuidString\nreturn Screen.State(rows: state.items.map { \"\\(batch)-\\($0)\" })"))
        #expect(inClosure.todos.isEmpty, "\(inClosure.todos.map(\.message))")
        #expect(inClosure.yaml.contains("let batch = UUID().uuidString\n"), "\(inClosure.yaml)")
        let inTwoFields = try Self.todos(AdoptReaderTests.connector(
            fields: "let rows: [String]\nlet first: String?",
            body: "let batch = UUID().uuidString\nreturn Screen.State(rows: state.items.map { \"\\(batch)-\\($0)\" }, first: batch)"))
        #expect(inTwoFields == [
            "the local 'batch' is made with 'UUID()', and the draft writes its value 2 times, so each place now makes it anew: check that they still agree, or pass the value in as an input",
        ], "\(inTwoFields)")
        let once = try Self.todos(AdoptReaderTests.connector(fields: "let id: UUID", body: "let id = UUID()\nreturn Screen.State(id: id)"))
        #expect(once.isEmpty, "\(once)")
        let fromState = try Self.todos(AdoptReaderTests.connector(
            fields: "let first: Int?\nlet last: Int?",
            body: "let sorted = state.items.sorted()\nreturn Screen.State(first: sorted.first, last: sorted.last)"))
        #expect(fromState.allSatisfy { !$0.contains("calls") }, "\(fromState)")
    }

    @Test("a local copied from a variable before a statement changes it keeps the value it copied; the variable is a constant of its closure")
    func localCopiedBeforeChange() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let header: String\nlet subtitle: String",
            body: """
                var subtitle = state.name
                let header = subtitle.uppercased()
                if state.busy { subtitle += " (syncing)" }
                return Screen.State(header: header, subtitle: subtitle)
                """))
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(draft.yaml.contains("""
              header:
                type: String
                from: |
                  {
                      let subtitle = state.name
                      return subtitle.uppercased()
                  }()
            """), "\(draft.yaml)")
        #expect(draft.yaml.contains("""
                  {
                      var subtitle = state.name
                      if state.busy { subtitle += " (syncing)" }
                      return subtitle
                  }()
            """), "\(draft.yaml)")
        // Read before and after the statement, the one value has no one place to be worked out.
        let both = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let both: String",
            body: """
                var subtitle = state.name
                let header = subtitle.uppercased()
                if state.busy { subtitle += " (syncing)" }
                return Screen.State(both: header + subtitle)
                """))
        #expect(!both.todos.isEmpty && !both.yaml.contains("return header"), "\(both.yaml)")
    }

    @Test("a name a closure binds for itself (let, if let, guard let, for, a parameter) is its own: the mapping's local of that name is not written into it")
    func closureOwnNames() throws {
        let body = """
            let prefix = state.prefix + "-"
            return Screen.State(
                title: prefix + state.title,
                names: state.items.map { item in
                    let prefix = item.tag
                    return prefix + item.name
                },
                tags: state.items.map { item in
                    if let prefix = item.tag { return prefix }
                    guard let name = item.name else { return prefix }
                    return name
                },
                shout: state.items.map { item in
                    let prefix = prefix.lowercased()
                    for prefix in item.tags { print(prefix) }
                    return prefix + item.name
                },
                joined: state.items.map { item in
                    let prefix = item.name
                        .appending(prefix)
                    repeat { print(prefix) } while state.busy
                    return [prefix].map { prefix in prefix }
                })
            """
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let title: String\nlet names: [String]\nlet tags: [String]\nlet shout: [String]\nlet joined: [[String]]", body: body))
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        for line in [
            "let prefix = item.tag\n", "return prefix + item.name\n", "if let prefix = item.tag { return prefix }",
            "guard let name = item.name else { return (state.prefix + \"-\") }", "let prefix = (state.prefix + \"-\").lowercased()",
            "for prefix in item.tags { print(prefix) }",
            "let prefix = item.name\n              .appending(state.prefix + \"-\")", "repeat { print(prefix) } while state.busy",
            "return [prefix].map { prefix in prefix }",
        ] {
            #expect(draft.yaml.contains(line), "\(line) in \(draft.yaml)")
        }
        // A local worked out by a call that only the closure's own 'prefix' seems to read: the
        // field is no closure that works out the mapping's 'prefix' without reading it.
        let computed = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let title: String\nlet names: [String]",
            body: """
                let prefix = state.prefix.uppercased()
                return Screen.State(
                    title: prefix + state.title,
                    names: state.items.map { item in
                        let prefix = item.tag
                        return prefix + item.name
                    })
                """))
        #expect(computed.todos.isEmpty, "\(computed.todos.map(\.message))")
        #expect(computed.yaml.contains("""
              names:
                type: '[String]'
                from: |
                  state.items.map { item in
                      let prefix = item.tag
            """), "\(computed.yaml)")
    }

    @Test("a condition's names reach its later conditions and 'where'; a case's names reach only its case; a capture and 'if let x' bind the value written in place")
    func conditionsCasesAndCaptures() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let long: [String]\nlet kinds: [String]\nlet captured: [String]\nlet shorthand: String\nlet label: String",
            body: """
                let tag = state.prefix + "#"
                let user: String? = state.flag ? state.user : nil
                let text = if state.flag {
                    "on" // the flag is set
                } else { "off" }
                return Screen.State(
                    long: state.items.map { item in
                        if let tag = item.tags.first, tag.count > 3 { return tag }
                        for tag in item.tags where tag.count > 4 { return tag }
                        return tag
                    },
                    kinds: state.items.map { item in
                        switch item.kind {
                        case .a(let tag): return "a\\(tag)"
                        case .b, .c: return tag
                        }
                    },
                    captured: state.items.map { [tag] item in tag + item.name },
                    shorthand: { if let user { return user }; return "" }(),
                    label: "\\(text)!")
                """))
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        for line in [
            "if let tag = item.tags.first, tag.count > 3 { return tag }", "for tag in item.tags where tag.count > 4 { return tag }",
            "return (state.prefix + \"#\")\n", "case .a(let tag): return \"a\\(tag)\"", "case .b, .c: return (state.prefix + \"#\")",
            "state.items.map { [tag = state.prefix + \"#\"] item in tag + item.name }",
            "if let user = (state.flag ? state.user : nil) as String? { return user }",
        ] {
            #expect(draft.yaml.contains(line), "\(line) in \(draft.yaml)")
        }
        // Written into a one-line interpolation, the local's lines are joined, its comment left out.
        #expect(draft.yaml.contains(#"label: { type: String, from: '"\(({ if state.flag { "on" } else { "off" } }()))!"' }"#), "\(draft.yaml)")
    }

    @Test("what only looks like a closure's signature binds nothing, and a closure inside a condition keeps its own names")
    func signatureLookalikes() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let lines: [String]\nlet first: String\nlet results: [String]\nlet found: Bool\nlet kinds: [String]\nlet pending: String",
            body: """
                let prefix = state.prefix + "-"
                let item = state.selected + "!"
                let id = state.target * 2
                let maybe: String? = state.flag ? state.user : nil
                return Screen.State(
                    lines: state.items.map { [prefix, $0.name].joined(separator: " ") },
                    first: { for prefix in state.tags { if prefix.isEmpty { return prefix } }; return prefix }(),
                    results: state.items.map { (item: Item) -> Result<String, Failure> in .success(item.name) }.map { _ in item },
                    found: { if let user = state.users.first(where: { let id = $0.id; return id == state.target }) { return user.id == id }; return false }(),
                    kinds: state.items.map { item in
                        switch item.kind {
                        case .a(let prefix): return item.flag ? .default : prefix
                        case .b: return prefix
                        }
                    },
                    pending: { guard let maybe else { return "" }; return maybe }())
                """))
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        for line in [
            #"state.items.map { [state.prefix + "-", $0.name].joined(separator: " ") }"#,
            #"{ for prefix in state.tags { if prefix.isEmpty { return prefix } }; return (state.prefix + "-") }()"#,
            #"state.items.map { (item: Item) -> Result<String, Failure> in .success(item.name) }.map { _ in (state.selected + "!") }"#,
            #"{ let id = $0.id; return id == state.target }) { return user.id == (state.target * 2) }"#,
            "case .a(let prefix): return item.flag ? .default : prefix", #"case .b: return (state.prefix + "-")"#,
            "guard let maybe = (state.flag ? state.user : nil) as String? else",
        ] {
            #expect(draft.yaml.contains(line), "\(line) in \(draft.yaml)")
        }
    }

    @Test("a statement carried into a field that binds a name a local written into it reads is a TODO; a name the value no longer holds hides nothing")
    func statementRebindingLocalRead() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let all: [String]\nlet user: String\nlet shout: [String]",
            body: """
                let name = state.query
                let suffix = name + "?"
                var out: [String] = []
                for name in state.names { out.append(name + suffix) }
                var user = ""
                if let name = state.user { user = name + suffix }
                let loud = state.title + "!"
                let louder = loud + "!"
                return Screen.State(all: out, user: user, shout: state.items.map { item in let loud = item.name; return loud + louder })
                """))
        let messages = draft.todos.map(\.message)
        for field in ["all", "user"] {
            #expect(messages.contains { $0.hasPrefix("'\(field)' is set by a statement the draft would carry into its 'from', whose own 'name' would hide the mapping's 'name' that the local 'suffix' reads there") },
                "\(messages)")
            #expect(!draft.yaml.contains("\n  \(field):"), "\(draft.yaml)")
        }
        // 'louder' is written as '(state.title + "!") + "!"', which holds no 'loud'.
        #expect(draft.yaml.contains(#"return loud + ((state.title + "!") + "!")"#), "\(draft.yaml)")
        #expect(!messages.contains { $0.hasPrefix("'shout'") }, "\(messages)")
    }

    @Test("a 'guard' whose 'let' stands on the next line is read as one statement: the slice it binds, required")
    func guardOnSeveralLines() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let title: String",
            body: """
                guard
                    let note = state.notes[noteId]
                else { return nil }
                return Screen.State(title: note.title)
                """).replacingOccurrences(of: "-> Screen.State {", with: "-> Screen.State? {"))
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(draft.yaml.contains("slices:\n  note: notes[noteId]\nrequire: [note]"), "\(draft.yaml)")
        #expect(draft.yaml.contains("title: { type: String, from: note.title }"), "\(draft.yaml)")
    }

    @Test("'let a = 1, b = 2' is two locals; a tuple 'let', a local function and a lazy var are carried into the fields that read them")
    func severalBindingsAndCarriedDeclarations() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let tagged: String\nlet pair: String\nlet names: [String]",
            body: """
                let tag = "t", sep = "-"
                let (first, second) = (state.limit, state.names.count)
                func format(_ item: Item) -> String { "<\\(item.name)>" }
                return Screen.State(tagged: tag + sep, pair: "\\(first)-\\(second)", names: state.items.map(format))
                """))
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        for line in [
            #"tagged: { type: String, from: '"t" + "-"' }"#,
            "      {\n          let (first, second) = (state.limit, state.names.count)\n          return \"\\(first)-\\(second)\"\n      }()",
            "      {\n          func format(_ item: Item) -> String { \"<\\(item.name)>\" }\n          return state.items.map(format)\n      }()",
        ] {
            #expect(draft.yaml.contains(line), "\(line) in \(draft.yaml)")
        }
    }

    @Test("a local written in place where a closure's own local hides a name it reads is a TODO; a closure's own name of the local's spelling is not")
    func localHiddenByClosureLocal() throws {
        let hidden = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let greetings: [String]",
            body: """
                let who = state.query
                let greet = who + "!"
                return Screen.State(greetings: state.items.map { item in
                    let who = item.name
                    return greet + who
                })
                """))
        #expect(hidden.todos.map(\.message).contains { $0.hasPrefix("'greetings' reads the local 'greet' inside a closure whose own 'who' would hide the mapping's 'who'") },
            "\(hidden.todos.map(\.message))")
        #expect(!hidden.yaml.contains("\n  greetings:"), "\(hidden.yaml)")
        let own = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let kinds: [String]\nlet name: String",
            body: """
                let item = state.byId[1]
                let name = item?.name ?? "?"
                return Screen.State(
                    kinds: state.items.map { item in
                        switch item.kind {
                        case .b(let name): return name
                        default: return ""
                        }
                    },
                    name: name)
                """))
        #expect(own.todos.isEmpty, "\(own.todos.map(\.message))")
        #expect(own.yaml.contains("case .b(let name): return name"), "\(own.yaml)")
    }

    @Test("a nested Hashable struct that the fields hash is a 'types' entry, as the generated code makes it Hashable; one they do not hash stays a TODO")
    func hashedNestedTypes() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: """
                    struct Tag: Hashable { let name: String; let kind: Kind }
                    struct Kind: Hashable { let bold: Bool }
                    struct Loose: Hashable { let id: Int }
                    let tags: Set<Tag>
                    let loose: [Loose]
            """,
            body: "Screen.State(tags: state.tags, loose: state.loose)"))
        #expect(draft.yaml.contains("  Tag: { name: String, kind: Kind }\n  Kind: { bold: Bool }\n"), "\(draft.yaml)")
        let messages = draft.todos.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'Loose' is") && $0.contains("'types' declares plain Equatable structs only") }, "\(messages)")
        #expect(!messages.contains { $0.hasPrefix("'Tag' is") || $0.hasPrefix("'Kind' is") }, "\(messages)")
    }

    @Test("an action prop given a local made by 'binder.bind' or a closure literal is that local's action")
    func actionMadeInLocal() throws {
        let dux = try AdoptReaderTests.draft("""
            struct TodoRow: View, ConnectableView {
                struct Props: Equatable {
                    let title: String
                    @ActionBinding var toggle: () -> ()
                }
                let todoId: Int
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    let toggle = binder.bind { TodosAction.toggle(id: todoId) }
                    return Props(title: state.title, toggle: toggle)
                }
                func body(props: Props) -> some View { Text(props.title) }
            }
            """)
        #expect(dux.todos.isEmpty, "\(dux.todos.map(\.message))")
        #expect(dux.yaml.contains("  toggle:\n    to: 'TodosAction.toggle(id: todoId)'"), "\(dux.yaml)")
        let flux = try AdoptReaderTests.draft("""
            struct MovieDetail: View, ConnectedView {
                struct Props {
                    let title: String
                    let add: () -> Void
                }
                let movieId: Int
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    let add = { dispatch(MoviesActions.Add(movie: movieId)) }
                    return Props(title: state.title, add: add)
                }
                func body(props: Props) -> some View { Text(props.title) }
            }
            """)
        #expect(flux.todos.isEmpty, "\(flux.todos.map(\.message))")
        #expect(flux.yaml.contains("  add:\n    to: 'MoviesActions.Add(movie: movieId)'"), "\(flux.yaml)")
    }

    @Test("an action's value does not take the name of what a local written into its 'to' reads")
    func actionValueHidingLocalRead() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Items: View, ConnectableView {
                struct Props: Equatable {
                    let title: String
                    @ActionBinding var search: (String) -> ()
                }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    let who = state.query
                    let greet = who + "!"
                    return Props(title: greet, search: binder.bind { who in ItemsAction.setQuery(greet + who) })
                }
                func body(props: Props) -> some View { Text(props.title) }
            }
            """)
        #expect(draft.yaml.contains("with: { whoValue: String }\n    to: ItemsAction.setQuery((who + \"!\") + whoValue)"), "\(draft.yaml)")
    }

    @Test("a view nested in a type reads the type's statics qualified, but for names a closure binds, where it binds them")
    func outerStaticsBesideOwnNames() throws {
        let draft = try AdoptReaderTests.draft("""
            enum Shop {
                static let prefix = "#"
                static let tag = "T"
                struct Row: View, ConnectedView {
                    struct Props {
                        let tags: [String]
                        let kinds: [String]
                    }
                    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                        Props(
                            tags: state.items.map { item in
                                if let prefix = item.tags.first { return prefix }
                                return prefix
                            },
                            kinds: state.items.map { item in
                                switch item.kind {
                                case .b(let tag): return tag
                                default: return tag + prefix
                                }
                            })
                    }
                    func body(props: Props) -> some View { Text("") }
                }
            }
            """)
        for line in ["if let prefix = item.tags.first { return prefix }\n", "return Shop.prefix\n", "case .b(let tag): return tag", "default: return Shop.tag + Shop.prefix"] {
            #expect(draft.yaml.contains(line), "\(line) in \(draft.yaml)")
        }
    }

    @Test("a connector's initializer of its own is a TODO: the generated connector has only the memberwise one; a memberwise one is not")
    func connectorInitializer() throws {
        func source(_ initializer: String) -> String {
            """
            enum Screen {}
            extension Screen {
                struct State: Equatable { let title: String }
                enum Action: Equatable { case refresh }
            }
            struct ScreenConnector: Connector {
                let id: Int
                \(initializer)
                func connect(state: AppState) -> Screen.State { Screen.State(title: state.titles[id] ?? "") }
                func connect(action: Screen.Action) -> AppAction { switch action { case .refresh: return .reload } }
            }

            """
        }
        let own = try AdoptReaderTests.draft(source("init(noteId: Int) { self.id = noteId }"))
        #expect(own.todos.map(\.message) == [
            "ScreenConnector also declares an initializer, which the generated connector does not: move it into an extension of ScreenConnector before deleting the hand-written one",
        ], "\(own.todos.map(\.message))")
        #expect(own.todos.first?.location.line == 8)
        let memberwise = try AdoptReaderTests.draft(source("init(id: Int) { self.id = id }"))
        #expect(memberwise.todos.isEmpty, "\(memberwise.todos.map(\.message))")
    }

    @Test("extensions that only declare the view types' conformances are replaced with them; one declaring Sendable makes the draft 'sendable: true'")
    func conformanceExtensions() throws {
        let draft = try AdoptReaderTests.draft("""
            enum Screen {}
            extension Screen {
                struct State { let title: String }
                enum Action { case refresh }
            }
            extension Screen.State: Equatable {}
            extension Screen.Action: Equatable, Sendable {}
            extension Screen.State: CustomStringConvertible { var description: String { title } }
            struct ScreenConnector: Connector {
                func connect(state: AppState) -> Screen.State { .init(title: state.title) }
                func connect(action: Screen.Action) -> AppAction { switch action { case .refresh: return .reload } }
            }

            """)
        #expect(draft.replaces.map(\.what).contains("extension Screen.State: Equatable"), "\(draft.replaces.map(\.what))")
        #expect(draft.replaces.map(\.what).contains("extension Screen.Action: Equatable, Sendable"), "\(draft.replaces.map(\.what))")
        #expect(!draft.replaces.map(\.what).contains { $0.contains("CustomStringConvertible") }, "an extension with members stays")
        #expect(draft.yaml.contains("\nsendable: true\n"), "\(draft.yaml)")
    }

    @Test("two variables, each set by a statement of its own, each go into the closure of the field that reads it")
    func twoVariablesEachSetByItsOwnStatement() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let a: String\nlet b: String",
            body: """
                let a: String
                switch state.folder { case 0: a = "inbox"; default: a = "other" }
                let b: String
                if state.busy { b = "syncing" } else { b = "idle" }
                return Screen.State(a: a, b: b)
                """))
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        let fields = draft.yaml.components(separatedBy: "\n  b:\n")
        #expect(fields.count == 2 && fields[0].contains("switch state.folder") && !fields[0].contains("state.busy"), "\(draft.yaml)")
        #expect(fields.count == 2 && fields[1].contains("if state.busy") && !fields[1].contains("switch"), "\(draft.yaml)")
    }

    @Test("a local made by a call without arguments that an action's 'to' writes is a TODO: each send would make it anew")
    func callingLocalReadByAction() throws {
        let result = Adopter.draft([Adopter.SourceFile(path: "Screen.swift", text: """
            import Foundation
            import SwiftDux
            import SwiftUI

            struct NewDraft: View, ConnectableView {
                struct Props: Equatable {
                    let draftId: UUID
                    @ActionBinding var create: () -> ()
                }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    let newId = UUID()
                    return Props(draftId: newId, create: binder.bind { DraftAction.create(id: newId) })
                }
                func body(props: Props) -> some View { Text(props.draftId.uuidString) }
            }

            """)])
        let draft = try #require(result.drafts.first)
        #expect(draft.todos.map(\.message).contains(
            "the local 'newId' is made with 'UUID()', and an action's 'to' writes its value, so each send makes it anew, not the one the mapping made: pass the value in as an input, or keep it in the app state"),
            "\(draft.todos.map(\.message))")
    }

    @Test("a value bound under a keyword label is written in backticks in 'to'")
    func keywordLabel() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case `switch`(case: Int)",
            actionBody: "switch action { case .switch(let c): return .toggle(c) }"))
        #expect(draft.yaml.contains("    to: .toggle(`case`)"), "\(draft.yaml)")
    }

    @Test("a class conformed in an extension is replaced with its extension, or the generated connector would clash with it")
    func classConformedInExtension() throws {
        let draft = try AdoptReaderTests.draft("""
            enum Screen {}
            extension Screen { struct State: Equatable { let n: Int } }
            final class ScreenConnector { init() {} }
            extension ScreenConnector: Connector {
                func connect(state: AppState) -> Screen.State { Screen.State(n: state.n) }
            }

            """)
        #expect(draft.replaces.map(\.what) == ["class ScreenConnector", "extension ScreenConnector", "struct Screen.State"])
        #expect(draft.replaces.first?.range.start.line == 3)

        let withMore = try AdoptReaderTests.draft("""
            enum Screen {}
            extension Screen { struct State: Equatable { let n: Int } }
            final class ScreenConnector {
                var cache: [Int] = []
                func warmUp() {}
                deinit {}
            }
            extension ScreenConnector: Connector {
                func connect(state: AppState) -> Screen.State { Screen.State(n: state.n) }
            }

            """)
        let messages = withMore.todos.map(\.message)
        #expect(messages.contains("ScreenConnector also declares 'warmUp()', which the generated connector does not: move it into an extension of ScreenConnector before deleting the hand-written one"), "\(messages)")
        // An extension can hold neither a stored property nor a deinit.
        #expect(messages.contains("ScreenConnector stores 'cache' with a value of its own, which the generated connector, made of its inputs alone, cannot hold (nor an extension): keep what it holds in the app state, or pass it in as an input"), "\(messages)")
        #expect(messages.contains("ScreenConnector has a deinit, which the generated connector, a struct, cannot have: do its work where the app stops using the screen"), "\(messages)")
    }

    @Test("two connectors that each nest their own 'State' and 'Action' replace each their own: neither is another's")
    func connectorsNestingTheirOwnTypes() throws {
        let connector = { (name: String) in
            """
            struct \(name)Connector: Connector {
                struct State: Equatable { let names: [String] }
                enum Action: Equatable { case clear }
                func connect(state: AppState) -> State { State(names: state.names) }
                func connect(action: Action) -> AppAction {
                    switch action { case .clear: return .clear }
                }
            }

            """
        }
        let result = Adopter.draft([Adopter.SourceFile(path: "Screens.swift", text: connector("One") + connector("Two"))])
        #expect(result.drafts.count == 2, "\(result.skipped)")
        for draft in result.drafts {
            #expect(!draft.todos.map(\.message).contains { $0.contains("left in place") }, "\(draft.todos.map(\.message))")
            #expect(draft.replaces.map(\.what).contains("struct State") && draft.replaces.map(\.what).contains("enum Action"), "\(draft.replaces)")
        }
    }

    @Test("a SwiftUI view conformed to the connector protocol in its declaration is skipped too: the draft would replace the view")
    func viewConformedInDeclaration() {
        let result = Adopter.draft([Adopter.SourceFile(path: "Items.swift", text: """
            struct ItemsScreen: View, Connector {
                struct State: Equatable { let names: [String] }
                enum Action: Equatable { case clear }
                func connect(state: AppState) -> State { State(names: state.names) }
                func connect(action: Action) -> AppAction {
                    switch action { case .clear: return .clear }
                }
                var body: some View { Text("") }
            }

            """)])
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.first?.reason == "it is a SwiftUI view that conforms to the connector protocol in its declaration, and connector-gen generates each connector as a type of its own: move 'connect(state:)' and 'connect(action:)' into a struct 'ItemsScreenConnector' and run adopt again", "\(result.skipped)")
    }

    @Test("a SwiftUI view conformed to the connector protocol in an extension is skipped: the generated connector would take its name")
    func viewConformedInExtension() {
        let result = Adopter.draft([Adopter.SourceFile(path: "Profile.swift", text: """
            struct ProfileView: View {
                struct State: Equatable { let name: String }
                var body: some View { Text("") }
            }
            extension ProfileView: Connector {
                func connect(state: AppState) -> ProfileView.State { ProfileView.State(name: state.name) }
            }

            """)])
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.first?.reason.hasPrefix("it is a SwiftUI view that conforms to the connector protocol in an extension") == true, "\(result.skipped)")
    }

    @Test("a type alias is named in the reason only when the view state is one of the connector's aliases")
    func aliasReason() {
        let source = """
            struct FeedConnector: Connector {
                typealias Action = FeedView.Action
                func connect(state: AppState) -> FeedViewState { FeedViewState(items: state.feed) }
            }

            """
        let result = Adopter.draft([Adopter.SourceFile(path: "Feed.swift", text: source)])
        #expect(result.skipped.first?.reason == "its view state 'FeedViewState' is not declared in the files read; give adopt the file that declares it", "\(result.skipped)")
    }

    @Test("a connector named 'Connector' is skipped with a name to give it; a type alias for the view state is named in the reason")
    func unnamedConnectors() {
        let source = """
            struct FeedView {
                struct State: Equatable { let items: [Int] }
            }
            extension FeedView {
                struct Connector: ConnectorRuntime.Connector {
                    func connect(state: AppState) -> FeedView.State { FeedView.State(items: state.feed) }
                }
            }
            struct FeedMapper: Connector {
                typealias State = FeedView.State
                func connect(state: AppState) -> State { State(items: state.feed) }
            }

            """
        let result = Adopter.draft([Adopter.SourceFile(path: "Feed.swift", text: source)])
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.map(\.reason) == [
            "it is named 'Connector', like the protocol; connector-gen names each connector for its screen: rename it, e.g. 'FeedViewConnector', and run adopt again",
            "its view state 'State' is not a type declared in the files read, and adopt does not follow type aliases: write the type's own name in 'connect(state:)' and 'connect(action:)', or give adopt the file that declares it",
        ])
    }

    @Test("connectors nested in a struct keep no namespace: connector-gen's enum of that name would clash with the struct")
    func namespaceIsAnEnum() throws {
        let source = """
            struct FeedView {
                struct State: Equatable { let items: [Int] }
            }
            extension FeedView {
                struct FeedConnector: Connector {
                    func connect(state: AppState) -> FeedView.State { FeedView.State(items: state.feed) }
                }
            }

            """
        let result = Adopter.draft([Adopter.SourceFile(path: "Feed.swift", text: source)])
        #expect(result.namespace == "")
        #expect(result.drafts.first?.todos.map(\.message).contains { $0.hasPrefix("the connector is declared in 'FeedView'") } == true)
    }

    @Test("a field that reads what an unread guard binds is a TODO, not a 'from' naming a value that does not exist")
    func unreadGuardBinding() throws {
        let todos = try Self.todos(AdoptReaderTests.connector(
            fields: "let title: String",
            body: "guard let note = state.notes[0], note.isEditable else { return nil }\nreturn Screen.State(title: note.title)"))
        #expect(todos.contains { $0.hasPrefix("'title' reads 'note', which a 'guard' not carried over binds: add 'note' under 'slices'") }, "\(todos)")
    }

    @Test("an '#if' block in the mapping is one TODO that says the draft follows one configuration")
    func conditionalCompilation() throws {
        let todos = try Self.todos(AdoptReaderTests.connector(
            fields: "let label: String",
            body: "#if DEBUG\nreturn Screen.State(label: \"debug\")\n#else\nreturn Screen.State(label: state.label)\n#endif"))
        #expect(todos == ["an '#if' block (the draft takes its first branch, '#if DEBUG', as if that configuration were built; write the fields for the others by hand) is not carried over"], "\(todos)")
        // Locals set in each branch: every field follows the first, none the last value each name gets.
        let locals = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let label: String\nlet other: String",
            body: """
                #if DEBUG
                let label = "debug \\(state.n)"
                let other = "a"
                #elseif TESTING
                let label = "testing \\(state.n)"
                let other = "b"
                #else
                let label = "release \\(state.n)"
                let other = "c"
                #endif
                return Screen.State(label: label, other: other)
                """))
        #expect(locals.yaml.contains("  label: { type: String, from: '\"debug \\(state.n)\"' }\n  other: { type: String, from: '\"a\"' }\n"), "\(locals.yaml)")

        let inCall = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let label: String",
            body: "Screen.State(\n#if DEBUG\nlabel: \"debug\"\n#else\nlabel: state.label\n#endif\n)"))
        #expect(inCall.todos.map(\.message).contains("'label' is given in an '#if' block, which a 'from' cannot be drafted from: write it by hand for each configuration"), "\(inCall.todos)")
        #expect(!inCall.yaml.contains("#else"), "\(inCall.yaml)")

        let amongCases = try Self.todos(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case refresh\ncase debug",
            actionBody: "switch action {\ncase .refresh: return .reload\n#if DEBUG\ncase .debug: return .dump\n#endif\n}"))
        #expect(amongCases.contains("in 'connect(action:)', an '#if' block among the cases of the switch (adopt reads the cases as if all were compiled) is not carried over"), "\(amongCases)")
    }

    @Test("a connector's constants, starting values and static members are TODOs, since the generated connector has none of them")
    func connectorMembers() throws {
        let draft = try AdoptReaderTests.draft("""
            enum Screen {}
            extension Screen {
                struct State: Equatable { let visible: [Int] }
                enum Action: Equatable { case more }
            }
            struct PagedConnector: Connector {
                let pageSize = 20
                static let maxPages = 5
                static let max = 9
                var page: Int = 1
                func connect(state: AppState) -> Screen.State {
                    Screen.State(visible: Array(state.items.prefix(pageSize * min(page, Self.maxPages))))
                }
                func connect(action: Screen.Action) -> AppAction {
                    switch action { case .more: return .loadPage(page + 1) }
                }
            }

            """)
        #expect(draft.yaml.contains("inputs:\n  page: Int\n"), "\(draft.yaml)")
        #expect(!draft.yaml.contains("  pageSize:"), "\(draft.yaml)")
        let todos = draft.todos.map(\.message)
        #expect(todos.contains { $0.hasPrefix("'pageSize' is a constant of PagedConnector, which the generated connector does not declare") }, "\(todos)")
        #expect(todos.contains("'page' has a starting value in PagedConnector; an input has none, so each place that makes the connector now passes 'page:'"), "\(todos)")
        #expect(todos.contains("the mapping reads 'maxPages', a static member of PagedConnector: keep it in an extension of PagedConnector"), "\(todos)")
        #expect(!todos.contains { $0.contains("reads 'max'") }, "'Self.maxPages' does not read 'max': \(todos)")
        #expect(todos.contains("PagedConnector also declares 'max', which the generated connector does not: move it into an extension of PagedConnector before deleting the hand-written one"), "\(todos)")
    }

    @Test("a view state declared in two files, as by two targets, is not merged: the screen is skipped with both places")
    func typeDeclaredTwice() {
        let screen = AdoptReaderTests.connector(fields: "let title: String", body: "Screen.State(title: state.title)")
        let result = Adopter.draft([Adopter.SourceFile(path: "App/Detail.swift", text: screen), Adopter.SourceFile(path: "Widget/Detail.swift", text: screen)])
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.first?.reason == "its view state 'Screen.State' is declared more than once in the files read (App/Detail.swift:3, Widget/Detail.swift:3), as by two targets: run adopt on one target's files at a time", "\(result.skipped)")
    }

    @Test("a local named 'state' that reads the state is a slice the spec cannot have, and the TODO says so")
    func sliceNamedState() throws {
        let todos = try Self.todos(AdoptReaderTests.connector(
            fields: "let time: Int", body: "let state = state.clock\nreturn Screen.State(time: state.time)"))
        #expect(todos == ["the local 'state' hides the app state, and a slice cannot be named 'state': rename the slice (e.g. 'clock') under 'slices' and in each 'from' that reads it"], "\(todos)")
    }

    @Test("a string literal never closed ends what is read of a file, and that is said; a view action the files do not declare is a TODO")
    func whatIsNotRead() throws {
        let screen = AdoptReaderTests.connector(fields: "let a: Int", body: "Screen.State(a: state.a)")
        let result = Adopter.draft([Adopter.SourceFile(path: "Broken.swift", text: "let s = \"abc\n" + screen)])
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.map(\.name) == ["the rest of Broken.swift"])
        #expect(result.skipped.first?.reason == "a string literal or comment starts at 1:9 and is never closed, so nothing after it was read; fix the file and run adopt again", "\(result.skipped)")
        #expect(result.skipped.first?.isScreen == false, "the rest of a file is no screen: the summary does not count it as one")
        #expect(result.diagnostics.map(\.message).contains {
            $0.hasPrefix("the rest of Broken.swift was not read: a string literal or comment starts at 1:9")
        }, "\(result.diagnostics)")

        let withoutAction = try AdoptReaderTests.draft("""
            enum Screen {}
            extension Screen { struct State: Equatable { let a: Int } }
            struct ScreenConnector: Connector {
                func connect(state: AppState) -> Screen.State { Screen.State(a: state.a) }
                func connect(action: ElsewhereAction) -> AppAction { switch action { case .go: return .go } }
            }

            """)
        #expect(withoutAction.todos.map(\.message).contains("the view action 'ElsewhereAction' is not declared in the files read, so none of its cases is drafted: give adopt the file that declares it, or add them under 'viewAction' by hand"), "\(withoutAction.todos)")
    }

    @Test("a view state or props named through a type alias anywhere in the files is skipped with the alias reason")
    func topLevelAlias() {
        let source = """
            struct HistoryData: Equatable { let count: Int }
            typealias HistoryAlias = HistoryData
            struct HistoryConnector: Connector {
                func connect(state: AppState) -> HistoryAlias { HistoryAlias(count: state.count) }
            }

            """
        let result = Adopter.draft([Adopter.SourceFile(path: "History.swift", text: source)])
        #expect(result.skipped.first?.reason.hasPrefix("its view state 'HistoryAlias' is not a type declared in the files read, and adopt does not follow type aliases") == true, "\(result.skipped)")
    }

    @Test("an action closure's own parameter is its value where a local of the mapping has its name too")
    func closureParameterNamedLikeLocal() throws {
        let dux = try AdoptReaderTests.draft("""
            struct Shopping: View, ConnectableView {
                struct Props: Equatable {
                    let suggestion: String
                    @ActionBinding var add: (String) -> ()
                }
                func map(state: AppState, binder: ActionBinder) -> Props? {
                    let item = state.query.lowercased()
                    return Props(suggestion: item, add: binder.bind { item in ShoppingAction.add(item.uppercased()) })
                }
                func body(props: Props) -> some View { Text(props.suggestion) }
            }
            """)
        #expect(dux.yaml.contains("to: ShoppingAction.add(item.uppercased())"), "\(dux.yaml)")
        #expect(!dux.yaml.contains("lowercased().uppercased()"), "\(dux.yaml)")
        // Nor does the value make the local's slice read: 'query' stays out of the draft's reads.
        #expect(dux.yaml.contains("suggestion: { type: String, from: state.query.lowercased() }"), "\(dux.yaml)")

        let flux = try AdoptReaderTests.draft("""
            struct Volume: View, ConnectedView {
                struct Props {
                    let volume: Int
                    let setVolume: (Int) -> Void
                }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    let volume = min(state.player.volume, 10)
                    return Props(volume: volume, setVolume: { volume in dispatch(SetVolume(volume: volume)) })
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(flux.yaml.contains("to: 'SetVolume(volume: volume)'"), "\(flux.yaml)")
        #expect(!flux.yaml.contains("SetVolume(volume: min("), "\(flux.yaml)")

        // In the connector form, a case's bound value is its own, too, where a local of
        // 'connect(action:)' has its name.
        let connector = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case add(String)",
            actionBody: """
                let item = "default"
                    switch action {
                    case .add(let item): return .add(item)
                    }
                """))
        #expect(connector.yaml.contains("to: .add(item)"), "\(connector.yaml)")
    }

    @Test("an early return gives its value to a field that statements after it compute, too")
    func earlyReturnBeforeComputedField() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let subject: String\nlet accent: String",
            body: """
                let message = state.messages[id]
                if message == nil { return Screen.State(subject: "Deleted", accent: "gray") }
                let accent: String
                if message?.isFlagged == true { accent = "orange" } else { accent = "none" }
                return Screen.State(subject: message?.subject ?? "", accent: accent)
                """))
        let accent = try #require(draft.yaml.firstRange(of: "accent:").map { String(draft.yaml[$0.lowerBound...]) })
        #expect(accent.hasPrefix("accent:\n    type: String\n    from: |\n      (message == nil) ? \"gray\" : ({\n          let accent: String\n"), "\(draft.yaml)")
        #expect(draft.yaml.contains("subject: { type: String, from: '(message == nil) ? \"Deleted\" : (message?.subject ?? \"\")' }"), "\(draft.yaml)")
    }

    @Test("a slice or an action's value named like an input gets a TODO, and 'self.' keeps the input apart in the draft")
    func localNamedLikeInput() throws {
        let draft = try AdoptReaderTests.draft("""
            enum Screen {}
            extension Screen {
                struct State: Equatable { let same: Bool }
                enum Action: Equatable { case open(id: Int) }
            }
            struct ScreenConnector: Connector {
                let id: Int
                let filter: Filter
                func connect(state: AppState) -> Screen.State {
                    let filter = state.filter
                    return Screen.State(same: filter == self.filter && state.selected == id)
                }
                func connect(action: Screen.Action) -> AppAction {
                    switch action {
                    case .open(let id): return .open(id)
                    }
                }
            }
            """)
        #expect(draft.yaml.contains("from: filter == self.filter && state.selected == id"), "\(draft.yaml)")
        let todos = draft.todos.map(\.message)
        #expect(todos.contains("the local 'filter' has the name of the input 'filter', which the mapping reads as 'self.filter', and a spec's slice and input cannot share a name: rename the slice under 'slices' and where a 'from' reads it without 'self.'"), "\(todos)")
        #expect(todos.contains("the value 'id' of 'open' has the name of the input 'id', and a spec's associated value and input cannot share a name: rename one, in the spec and where the app uses it"), "\(todos)")
    }

    @Test("a member of another type that the file adds in a private extension, read by the mapping, is a TODO: the generated code is in another file")
    func privateExtensionMember() throws {
        let draft = try AdoptReaderTests.draft("""
            private extension String {
                var shouted: String { uppercased() + "!" }
            }
            extension Int {
                fileprivate func doubled() -> Int { self * 2 }
                func tripled() -> Int { self * 3 }
            }
            """ + AdoptReaderTests.connector(
                fields: "let title: String\nlet count: Int\nlet more: Int",
                body: "Screen.State(title: state.title.shouted, count: state.count.doubled(), more: state.count.tripled())"))
        let todos = draft.todos.map(\.message)
        #expect(todos.contains("the mapping reads '.shouted', and Screen.swift adds a private 'shouted' to String, which the generated code, in another file, cannot see: if the mapping reads that one, declare it without 'private'"), "\(todos)")
        #expect(todos.contains("the mapping reads '.doubled', and Screen.swift adds a fileprivate 'doubled' to Int, which the generated code, in another file, cannot see: if the mapping reads that one, declare it without 'fileprivate'"), "\(todos)")
        #expect(!todos.contains { $0.contains("'tripled'") }, "\(todos)")
    }

    @Test("a field that reads what a 'guard let' not carried over binds is a TODO, and a stored property only that code reads is said to be read")
    func dependentGuardBinding() throws {
        let draft = try AdoptReaderTests.draft("""
            enum Screen {}
            extension Screen {
                struct State: Equatable { let name: String; let amount: Int }
                enum Action: Equatable { case refresh }
            }
            struct ScreenConnector: Connector {
                let recipeId: Int
                let index: Int
                func connect(state: AppState) -> Screen.State? {
                    guard let recipe = state.recipes[recipeId],
                          let ingredient = recipe.ingredients.indices.contains(index) ? recipe.ingredients[index] : nil
                    else { return nil }
                    return Screen.State(name: ingredient.name, amount: recipe.servings)
                }
                func connect(action: Screen.Action) -> AppAction {
                    switch action { case .refresh: return .reload }
                }
            }
            """)
        #expect(!draft.yaml.contains("from: ingredient.name"), "\(draft.yaml)")
        let todos = draft.todos.map(\.message)
        #expect(todos.contains { $0.hasPrefix("'name' reads 'ingredient', which a 'guard' not carried over binds") }, "\(todos)")
        #expect(todos.contains("ScreenConnector stores 'index', which the mapping reads in code the draft does not carry over: add it under 'inputs' as index: Int when you write that part by hand"), "\(todos)")
    }

    @Test("props made with a trailing closure give it to the property after the last one labeled that takes a function")
    func propsWithTrailingClosure() throws {
        let draft = try AdoptReaderTests.draft("""
            struct SpeedPicker: View, ConnectedView {
                struct Props {
                    let speeds: [Double]
                    let current: Double
                    let reset: () -> Void
                }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    .init(speeds: [0.5, 1, 2], current: state.player.speed) { dispatch(SetSpeed(speed: 1)) }
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(draft.yaml.contains("current: { type: Double, from: state.player.speed }"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  reset:\n    to: 'SetSpeed(speed: 1)'\n"), "\(draft.yaml)")
    }

    @Test("a 'default' case that returns one app action gives it to each action no other case maps; one that reads the action is a TODO")
    func defaultCase() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case open(id: Int)\ncase showAll\ncase showUnread",
            actionBody: """
                switch action {
                    case .open(let id): return .open(id)
                    default: return .noop
                    }
                """))
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(draft.yaml.contains("  showAll:\n    to: .noop\n"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  showUnread:\n    to: .noop\n"), "\(draft.yaml)")

        let reading = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case open(id: Int)\ncase showAll",
            actionBody: """
                switch action {
                    case .open(let id): return .open(id)
                    default: return .log(action)
                    }
                """))
        let todos = reading.todos.map(\.message)
        #expect(todos.contains("the 'default' case reads the action itself, which a spec's 'to' cannot: add each action it maps with its own 'to'"), "\(todos)")
        #expect(!reading.yaml.contains(".log("), "\(reading.yaml)")
    }

    @Test("a props 'var' left to its literal default is drafted with that literal as its 'from'; any other default stays a TODO")
    func propsDefault() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Shopping: View, ConnectableView {
                struct Props: Equatable {
                    let items: [String]
                    var maxItems: Int = 50
                    var title: String = "Groceries"
                    var limit: Int = Limits.max
                }
                func map(state: AppState) -> Props? {
                    Props(items: state.items)
                }
                func body(props: Props) -> some View { Text(props.title) }
            }
            """)
        #expect(draft.yaml.contains("maxItems: { type: Int, from: 50 }"), "\(draft.yaml)")
        #expect(draft.yaml.contains("title: { type: String, from: '\"Groceries\"' }"), "\(draft.yaml)")
        #expect(draft.todos.map(\.message).contains { $0.hasPrefix("'Props(…)' gives 'limit' no value") }, "\(draft.todos.map(\.message))")
    }

    @Test("the TODO of a property the draft leaves out stands where the property stood, before the next field")
    func droppedFieldTodoInPlace() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: """
                    let title: String
                    var limit: Int = Limits.max
                    let count: Int
                    var badge: Int = Limits.badge
            """,
            body: "Screen.State(title: state.title, count: state.items.count)"))
        let lines = draft.yaml.split(separator: "\n").map(String.init)
        let limitTodo = try #require(lines.firstIndex { $0.contains("TODO(adopt): 'Screen.State(…)' gives 'limit' no value") }, "\(draft.yaml)")
        let badgeTodo = try #require(lines.firstIndex { $0.contains("TODO(adopt): 'Screen.State(…)' gives 'badge' no value") }, "\(draft.yaml)")
        let title = try #require(lines.firstIndex { $0.hasPrefix("  title:") }, "\(draft.yaml)")
        let count = try #require(lines.firstIndex { $0.hasPrefix("  count:") }, "\(draft.yaml)")
        #expect(title < limitTodo && limitTodo < count, "\(draft.yaml)")
        #expect(count < badgeTodo, "the TODO of the last property stays after the last field: \(draft.yaml)")
        #expect(draft.todos.map(\.message).filter { $0.contains("no value") }.count == 2, "\(draft.todos.map(\.message))")
    }

    @Test("a SwiftUIFlux closure prop that dispatches nothing is a field of its function type, not an action")
    func valueClosureProp() throws {
        let draft = try AdoptReaderTests.draft("""
            struct Episode: View, ConnectedView {
                struct Props {
                    let length: Int
                    let format: (Int) -> String
                    let play: () -> Void
                }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(length: state.length, format: { seconds in "\\(seconds / 60) min" }, play: { dispatch(Play()) })
                }
                func body(props: Props) -> some View { Text(props.format(props.length)) }
            }
            """)
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(draft.yaml.contains("format: { type: (Int) -> String, from: '{ seconds in \"\\(seconds / 60) min\" }' }"), "\(draft.yaml)")
        #expect(draft.yaml.contains("  play:\n    to: Play()\n"), "\(draft.yaml)")
    }

    @Test("a case that returns its action inside an '#if' block is a TODO that says so")
    func caseWithDirective() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case sync(force: Bool)",
            actionBody: """
                switch action {
                    case .sync(let force):
                        #if DEBUG
                        return .sync(force: true)
                        #else
                        return .sync(force: force)
                        #endif
                    }
                """))
        #expect(draft.todos.map(\.message).contains(
            "the case '.sync' returns its action inside an '#if' block, and a spec's 'to' is one expression for every configuration: add 'sync' by hand with the 'to' of the configuration the app builds, or keep the screen hand-written"),
            "\(draft.todos.map(\.message))")
    }

    @Test("review: a literal default does not override an early return; 'default: break' is no action; a closure's parameter shadows a local in a value; 'self.' stays beside a case's value of its name; a trailing closure passes over a defaulted property")
    func reviewedEdges() throws {
        let early = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let count: Int\nvar maxItems: Int = 50",
            body: "if state.count == 0 { return Screen.State(count: 0, maxItems: 10) }\nreturn Screen.State(count: state.count)"))
        #expect(!early.yaml.contains("from: 50"), "\(early.yaml)")

        let breaking = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let n: Int", body: "Screen.State(n: state.n)", cases: "case refresh\ncase tap",
            actionBody: """
                switch action {
                    case .refresh: return .reload
                    default: break
                    }
                    return .noop
                """))
        #expect(!breaking.yaml.contains("to: break"), "\(breaking.yaml)")

        let shadowing = try AdoptReaderTests.draft("""
            struct Player: View, ConnectedView {
                struct Props {
                    let elapsed: Int
                    let format: (Int) -> String
                }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    let seconds = state.player.seconds * 2
                    return Props(elapsed: seconds, format: { seconds in "\\(seconds / 60) min" })
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(shadowing.yaml.contains("from: '{ seconds in \"\\(seconds / 60) min\" }'"), "\(shadowing.yaml)")

        let qualified = try AdoptReaderTests.draft("""
            enum Screen {}
            extension Screen {
                struct State: Equatable { let n: Int }
                enum Action: Equatable { case open(id: Int) }
            }
            struct ScreenConnector: Connector {
                let id: Int
                func connect(state: AppState) -> Screen.State { Screen.State(n: state.n + id) }
                func connect(action: Screen.Action) -> AppAction {
                    switch action {
                    case .open(let id): return .open(id + self.id)
                    }
                }
            }
            """)
        #expect(qualified.yaml.contains("to: .open(id + self.id)"), "\(qualified.yaml)")

        let trailing = try AdoptReaderTests.draft("""
            struct Mute: View, ConnectedView {
                struct Props {
                    let extra: Int
                    var limit: Int = 10
                    let onMute: Handler
                }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(extra: 2) { dispatch(MuteAction()) }
                }
                func body(props: Props) -> some View { Text("") }
            }
            """)
        #expect(!trailing.yaml.contains("limit: { type: Int, from: '{"), "\(trailing.yaml)")
    }

    @Test("a mapping that returns a value the app keeps ('state.settings', 'state.settings(of: user)[0]') leaves the app's type in place, not listed as replaced", arguments: [
        """
        import SwiftDux
        struct Settings: Equatable, Identifiable { var id = 0; var autoplay: Bool }
        struct AppState { var account: Account }
        struct Account { var settings: Settings }
        struct SettingsView: ConnectableView {
            func map(state: AppState) -> Settings? { state.account.settings }
            func body(props: Settings) -> some View { Text("") }
        }

        """,
        """
        struct Settings: Equatable, Identifiable { var id = 0; var autoplay: Bool }
        struct AppState { var profiles: [Int: [Settings]]; func settings(of user: Int) -> [Settings] { profiles[user] ?? [] } }
        enum SettingsScreen { enum Action: Equatable { case toggle(Bool) } }
        struct SettingsConnector: Connector {
            let user: Int
            func connect(state: AppState) -> Settings { state.settings(of: user)[0] }
            func connect(action: SettingsScreen.Action) -> AppAction { switch action { case .toggle(let on): return .setAutoplay(on) } }
        }

        """,
    ])
    func keptTypeStays(source: String) throws {
        let draft = try AdoptReaderTests.draft(source)
        #expect(!draft.replaces.contains { $0.what == "struct Settings" }, "\(draft.replaces.map(\.what))")
        #expect(draft.replaces.contains { $0.what.hasPrefix("func map") || $0.what.hasPrefix("struct SettingsConnector") }, "\(draft.replaces.map(\.what))")
        let todos = draft.todos.map(\.message)
        #expect(todos.contains { $0.contains("the app's own 'Settings'") && $0.hasSuffix("'Settings' stays, and is not replaced") }, "\(todos)")
        // Nothing of the kept type is carried over: no TODO about its conformances or its initializer.
        #expect(!todos.contains { $0.contains("also conforms to Identifiable") }, "\(todos)")
    }

    @Test("a map that returns a standard type is not drafted, with the reason, as for a connector")
    func mapReturningStandardType() throws {
        let result = Adopter.draft([Adopter.SourceFile(path: "Count.swift", text: """
            import SwiftDux
            struct Count: ConnectableView {
                func map(state: AppState) -> Int? { state.items.count }
                func body(props: Int) -> some View { Text("\\(props)") }
            }

            """)])
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.map(\.reason) == [
            "its map returns 'Int?', not a props struct; the swiftdux flavor generates a 'Props' struct: write this spec by hand, with one field"
        ])
    }

    @Test("a view that conforms to the app's own 'ConnectedView', declared in the files read, is not drafted as SwiftUIFlux's")
    func appsOwnConnectedView() throws {
        func draft(protocolPath: String) -> Adopter.Result {
            Adopter.draft([
                Adopter.SourceFile(path: protocolPath, text: """
                    import SwiftUI
                    typealias DispatchFunction = (FeedAction) -> Void
                    protocol ConnectedView: View {
                        associatedtype Props
                        associatedtype V: View
                        func map(state: FeedState, dispatch: @escaping DispatchFunction) -> Props
                        func body(props: Props) -> V
                    }

                    """),
                Adopter.SourceFile(path: "Feed.swift", text: """
                    import SwiftUI
                    struct FeedView: ConnectedView {
                        struct Props { let count: Int }
                        func map(state: FeedState, dispatch: @escaping DispatchFunction) -> Props { Props(count: state.items.count) }
                        func body(props: Props) -> some View { Text("\\(props.count)") }
                    }

                    """),
            ])
        }
        let result = draft(protocolPath: "Redux.swift")
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.map(\.reason) == [
            "it conforms to the app's own 'ConnectedView', declared at Redux.swift:3, not SwiftUIFlux's; the swiftuiflux flavor generates SwiftUIFlux's conformance: keep this screen hand-written"
        ])
        #expect(result.skipped.map(\.location.line) == [2])
        // The library's sources read with the app's, in a folder of its name: its own protocol.
        #expect(draft(protocolPath: "Vendor/SwiftUIFlux/ConnectedView.swift").drafts.map(\.screen) == ["FeedView"])
    }

    @Test("a view whose 'ConnectedView' comes from another library, by its imports or its static 'map', is not drafted as SwiftUIFlux's")
    func anotherLibrarysConnectedView() throws {
        func reasons(_ imports: String, _ modifier: String) -> [String] {
            Adopter.draft([Adopter.SourceFile(path: "Game.swift", text: """
                \(imports)
                struct GameView: ConnectedView {
                    struct Props { let isExchanging: Bool }
                    \(modifier)func map(state: AppState, dispatch: @escaping Dispatch) -> Props { Props(isExchanging: state.isExchanging) }
                    func body(props: Props) -> some View { EmptyView() }
                }

                """)]).skipped.map(\.reason)
        }
        #expect(reasons("import Redux\nimport SwiftUI", "") == [
            "it conforms to the 'ConnectedView' of 'Redux', which its file imports, not SwiftUIFlux's, which no file read imports; the swiftuiflux flavor generates SwiftUIFlux's conformance: keep this screen hand-written"
        ])
        #expect(reasons("import SwiftUIFlux\nimport SwiftUI", "static ") == [
            "it conforms to another library's 'ConnectedView': its 'map(state:dispatch:)' is static, where SwiftUIFlux's is an instance method; the swiftuiflux flavor generates SwiftUIFlux's conformance: keep this screen hand-written"
        ])
        // SwiftUIFlux imported, or no module but the platform's (a file read alone, say): drafted.
        #expect(reasons("import SwiftUIFlux\nimport Redux\nimport SwiftUI", "").isEmpty)
        #expect(reasons("import SwiftUI", "").isEmpty)
    }

    @Test("a view that conforms to 'ConnectedView' or 'ConnectableView' with a 'map' of another signature is not drafted, and says so at the view")
    func mapOfAnotherSignature() throws {
        func skipped(_ text: String) -> [String] {
            let result = Adopter.draft([Adopter.SourceFile(path: "V.swift", text: text)])
            #expect(result.drafts.isEmpty)
            return result.skipped.map { "\($0.location.line): \($0.reason)" }
        }
        #expect(skipped("""
            import SwiftUIFlux
            import SwiftUI

            struct GameView: ConnectedView {
                struct Props { let isExchanging: Bool }
                func map(state: AppState, send: @escaping DispatchFunction) -> Props { Props(isExchanging: state.isExchanging) }
                func body(props: Props) -> some View { EmptyView() }
            }

            """) == ["4: its 'map(state:send:)' is not SwiftUIFlux's 'map(state:dispatch:)', which the swiftuiflux flavor generates: keep this screen hand-written"])
        #expect(skipped("""
            import SwiftDux
            import SwiftUI

            struct GameView: ConnectableView {
                struct Props: Equatable { let isExchanging: Bool }
                func map(state: AppState, dispatcher: ActionDispatcher) -> Props? { Props(isExchanging: state.isExchanging) }
                func body(props: Props) -> some View { EmptyView() }
            }

            """) == ["4: its 'map(state:dispatcher:)' is not SwiftDux's 'map(state:binder:)', which the swiftdux flavor generates: keep this screen hand-written"])
        #expect(skipped("""
            import SwiftUI
            protocol ConnectedView: View {
                associatedtype Props
                func map(state: AppState, send: @escaping (AppAction) -> Void) -> Props
            }
            struct GameView: ConnectedView {
                struct Props { let isExchanging: Bool }
                func map(state: AppState, send: @escaping (AppAction) -> Void) -> Props { Props(isExchanging: state.isExchanging) }
                var body: some View { EmptyView() }
            }

            """) == ["6: it conforms to the app's own 'ConnectedView', declared at V.swift:2, not SwiftUIFlux's, and its 'map(state:send:)' is not SwiftUIFlux's 'map(state:dispatch:)': keep this screen hand-written"])
    }

    @Test("a view with a 'map' of the library's shape that does not conform to the library's protocol is not drafted")
    func mapWithoutConformance() throws {
        let result = Adopter.draft([Adopter.SourceFile(path: "Content.swift", text: """
            import SwiftUI
            struct ContentView: View {
                @EnvironmentObject var store: Store<AppState>
                struct Props { let count: Int }
                func map(state: AppState, dispatch: @escaping Dispatcher) -> Props { Props(count: state.items.count) }
                var body: some View { Text("\\(map(state: store.state, dispatch: store.dispatch).count)") }
            }

            """)])
        #expect(result.drafts.isEmpty)
        #expect(result.skipped.map(\.reason) == [
            "it has 'map(state:dispatch:)', but conforms to SwiftUIFlux's 'ConnectedView' in none of the files read, and the swiftuiflux flavor generates that conformance's props and map: give adopt the file where 'ContentView' conforms to it, or keep this screen hand-written"
        ])
        // One whose 'map' is for a protocol of the app's own is no screen of the library's.
        let ownProtocol = Adopter.draft([Adopter.SourceFile(path: "Analytics.swift", text: """
            protocol StateMapper { func map(state: AppState, dispatch: @escaping Dispatcher) -> Props }
            struct Props { let count: Int }
            struct Analytics: StateMapper {
                func map(state: AppState, dispatch: @escaping Dispatcher) -> Props { Props(count: state.items.count) }
            }

            """)])
        #expect(ownProtocol.skipped.map(\.reason) == [
            "it has 'map(state:dispatch:)' for the app's own 'StateMapper', declared at Analytics.swift:1, and conforms to SwiftUIFlux's 'ConnectedView' in none of the files read: it is no swiftuiflux screen"
        ])
    }

    @Test("a view state made into a 'let' and returned is drafted as one made into a 'var'", arguments: ["let", "var"])
    func viewStateInALocal(keyword: String) throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let text: String", body: "\(keyword) viewState = Screen.State(text: state.filter)\nreturn viewState"))
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(draft.yaml.contains("  text: { type: String, from: state.filter }\n"), "\(draft.yaml)")
    }

    @Test("a byte order mark before the first import leaves the import read")
    func byteOrderMark() throws {
        let draft = try AdoptReaderTests.draft("""
            \u{FEFF}import SwiftUI
            import SwiftUIFlux

            struct Badge: ConnectedView {
                struct Props { let label: Text }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(label: Text(state.query)) }
                func body(props: Props) -> some View { props.label }
            }

            """)
        #expect(draft.yaml.contains("\nimports: [SwiftUI]\n"), "\(draft.yaml)")
    }

    @Test("a local of several statements written into a one-line string keeps them apart with ';'")
    func multiStatementLocalInString() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let label: String",
            body: """
                let titles = state.ids.compactMap { id -> String? in
                    guard let movie = state.movies[id] else { return nil }
                    return movie.title
                }
                return Screen.State(label: "\\(titles.count)")
                """))
        #expect(draft.yaml.contains(
            #"from: '"\(state.ids.compactMap { id -> String? in guard let movie = state.movies[id] else { return nil }; return movie.title }.count)"'"#),
            "\(draft.yaml)")
    }

    @Test("a mapping that also returns inside an 'if' not carried over (an 'else if', an 'if let') drafts no field from its last return", arguments: [
        ("""
                if state.items.isEmpty { return Screen.State(title: "Empty") } else if state.items.count == 1 { return Screen.State(title: "One") }
                return Screen.State(title: "Many")
        """, "the mapping also returns inside an 'if' statement, which is not carried over: write by hand each field's 'from' ('title')"),
        ("""
                if let name = state.userName { return Screen.State(title: "Hello, \\(name)") }
                return Screen.State(title: "Hello")
        """, "the mapping also returns inside an 'if' statement, which is not carried over: write by hand each field's 'from' ('title')"),
        ("""
                if let name = state.userName { return Screen.State(title: name) } else { return Screen.State(title: "") }
        """, "the mapping returns in each branch of an 'if' statement: write by hand each field's 'from' ('title')"),
    ])
    func returnsInsideIf(_ body: String, _ todo: String) throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(fields: "let title: String", body: body))
        #expect(draft.todos.map(\.message) == [todo])
        #expect(!draft.yaml.contains("  title:"), "\(draft.yaml)")
    }

    @Test("a guard's binding that reads one not carried over is not a slice, which would read a name that does not exist")
    func guardReadingUnboundGuard() throws {
        let draft = try AdoptReaderTests.draft("""
            enum Screen {}
            extension Screen {
                struct State: Equatable { let title: String }
                enum Action: Equatable { case refresh }
            }
            struct ScreenConnector: Connector {
                func connect(state: AppState) -> Screen.State? {
                    guard let session = state.session, let ref = session.pinned, let todo = state.todos[ref] else { return nil }
                    return Screen.State(title: todo.title)
                }
                func connect(action: Screen.Action) -> AppAction { switch action { case .refresh: return .reload } }
            }

            """)
        #expect(!draft.yaml.contains("todo: todos[ref]"), "\(draft.yaml)")
        #expect(draft.todos.map(\.message).contains(
            "'guard let todo' reads 'ref', which is not carried over; no props while it is nil is not carried over either"), "\(draft.todos.map(\.message))")
    }

    @Test("a stored property that only statements not carried over read is named as the input they will need, not as one for 'makeView'")
    func propertyReadByStatementsLeft() throws {
        let draft = try AdoptReaderTests.draft("""
            import SwiftUIFlux
            struct PersonRow: ConnectedView {
                struct Props { let name: String }
                let personId: Int
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    guard let person = state.people[personId] else { return Props(name: "Unknown") }
                    return Props(name: person.name)
                }
                func body(props: Props) -> some View { Text(props.name) }
            }

            """)
        #expect(!draft.yaml.contains("makeView"), "\(draft.yaml)")
        #expect(draft.todos.map(\.message).contains(
            "'personId' is read by the mapping's statements that are not carried over: once they are written by hand, add 'personId: Int' under 'inputs'"),
            "\(draft.todos.map(\.message))")
    }

    @Test("a 'return' in a labeled loop inside a statement not carried over returns from the mapping")
    func returnInLabeledLoop() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let title: String",
            body: """
                if state.debug { outer: for item in state.items { if item.isEmpty { return Screen.State(title: item) } } }
                return Screen.State(title: state.title)
                """))
        #expect(draft.todos.map(\.message) == ["the mapping also returns inside an 'if' statement, which is not carried over: write by hand each field's 'from' ('title')"])
    }

    /// A SwiftUIFlux view that stores `title`, whose mapping holds `leftover`, a statement adopt
    /// does not carry over.
    static func personRow(leftover: String) -> String {
        """
        import SwiftUIFlux
        struct PersonRow: ConnectedView {
            struct Props { let name: String }
            let title: String
            func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                \(leftover)
                return Props(name: state.person.name)
            }
            func body(props: Props) -> some View { Text(title + props.name) }
        }

        """
    }

    @Test("a member, an argument's or a subscript's label, a closure's parameter or a trailing closure's label that statements not carried over name is not the stored property of that name", arguments: [
        "if state.person.title.isEmpty { log(title: state.person.name) }",
        "if state.flag { log(state.cache[id: 1, title: \"x\"]) }",
        "if state.flag { state.pairs.forEach { x, title in log(x + title) } }",
        "if state.flag { run(1) { _ in } title: { log(0) } }",
    ])
    func memberNamedLikeProperty(leftover: String) throws {
        let draft = try AdoptReaderTests.draft(Self.personRow(leftover: leftover))
        #expect(!draft.todos.map(\.message).contains { $0.hasPrefix("'title' is read by") }, "\(draft.todos.map(\.message))")
        #expect(draft.yaml.contains("PersonRow also stores title"), "\(draft.yaml)")
    }

    @Test("a stored property that statements not carried over read as 'self.title', or as a value after a ',' in a dictionary, is read", arguments: [
        "if state.flag { log(self.title) }", "if state.flag { log([state.person.name: 1, title: 2]) }",
    ])
    func propertyReadInLeftoverStatement(leftover: String) throws {
        let draft = try AdoptReaderTests.draft(Self.personRow(leftover: leftover))
        #expect(draft.todos.map(\.message).contains { $0.hasPrefix("'title' is read by the mapping's statements that are not carried over") },
                "\(draft.todos.map(\.message))")
    }

    @Test("a 'return' in a closure inside a statement not carried over returns from the closure, not the mapping: the fields are drafted")
    func returnInClosureOfStatementLeft() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let title: String",
            body: """
                if state.debug { print(state.items.map { item -> Int in return item * 2 }) }
                return Screen.State(title: state.title)
                """))
        #expect(draft.todos.map(\.message) == ["an 'if' statement is not carried over"])
        #expect(draft.yaml.contains("  title: { type: String, from: state.title }"), "\(draft.yaml)")
    }

    @Test("a line that goes on with '!=' is joined to the one above with a space, not a ';'")
    func notEqualContinuation() throws {
        let draft = try AdoptReaderTests.draft(AdoptReaderTests.connector(
            fields: "let label: String",
            body: """
                let differs = state.a
                    != state.b
                return Screen.State(label: "\\(differs)")
                """))
        #expect(draft.yaml.contains(#"from: '"\((state.a != state.b))"'"#), "\(draft.yaml)")
    }

    @Test("a view that conforms through a protocol of the app's that refines the library's is drafted, marked @MainActor", arguments: [
        ("", "", ": AppScreen", "", true), ("@MainActor ", "", ": AppScreen", "", false), ("", "@MainActor ", ": AppScreen", "", false),
        // A conformance in an extension, or an extension of the protocol on the main actor, isolates nothing.
        ("", "@MainActor ", "", "extension CountView: AppScreen {}", true),
        ("", "", ": AppScreen", "@MainActor extension AppScreen { func log() {} }", true),
    ])
    func conformanceThroughRefinedProtocol(attribute: String, protocolAttribute: String, inherited: String, more: String, todo: Bool) throws {
        let draft = try AdoptReaderTests.draft("""
            import SwiftUIFlux
            \(protocolAttribute)protocol AppScreen: ConnectedView {}
            \(attribute)struct CountView\(inherited) {
                struct Props { let count: Int }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(count: state.count) }
                func body(props: Props) -> some View { Text("\\(props.count)") }
            }
            \(more)

            """)
        #expect(draft.todos.map(\.message) == (todo
            ? ["'CountView' conforms to ConnectedView through 'AppScreen', and the generated code conforms it directly: mark the view @MainActor, as a conformance of its own would need"]
            : []))
    }

    @Test("the app state itself, or a local copy of a part of it, returned as the view state stays the app's", arguments: [
        ("AppState", "state"),
        ("Settings", "var settings = state.settings\nsettings.region = settings.region.uppercased()\nreturn settings"),
    ])
    func keptStateOrCopy(type: String, body: String) throws {
        let draft = try AdoptReaderTests.draft("""
            struct Settings: Equatable { var region: String }
            struct AppState: Equatable { var settings: Settings }
            enum Screen { enum Action: Equatable { case refresh } }
            struct ScreenConnector: Connector {
                func connect(state: AppState) -> \(type) {
                    \(body)
                }
                func connect(action: Screen.Action) -> AppAction { switch action { case .refresh: return .reload } }
            }

            """)
        #expect(!draft.replaces.contains { $0.what == "struct \(type)" }, "\(draft.replaces.map(\.what))")
    }
}
