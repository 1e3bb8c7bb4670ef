import ConnectorGen
import Testing

/// What `adopt` carries over from around a screen: the access its extension gives it, the
/// imports of the file that declares its view state, the app's connector protocol from a
/// module of its own, and private helpers that other files declare too.
@Suite("adopt reads what surrounds a screen")
struct AdoptAcrossFilesTests {
    /// A connector screen named `Counter`, its declarations marked with `access` where the
    /// placeholders say.
    static func counter(extensionAccess: String = "", memberAccess: String = "", conformance: String = "", typeAccess: String = "") -> String {
        """
        \(typeAccess)enum Connectors {}
        \(typeAccess)enum CounterView {}
        \(typeAccess)struct AppState: Equatable { var count = 0 }
        \(typeAccess)enum AppAction: Equatable { case inc }
        \(extensionAccess)extension CounterView {
            \(memberAccess)struct State: Equatable { let count: Int }
            \(memberAccess)enum Action { case tap }
        }
        \(extensionAccess)extension Connectors {
            \(memberAccess)struct CounterConnector\(conformance) {
                func connect(state: AppState) -> CounterView.State { .init(count: state.count) }
                func connect(action: CounterView.Action) -> AppAction { switch action { case .tap: return .inc } }
            }
        }

        """
    }

    static func draft(_ files: [(path: String, text: String)]) -> Adopter.Result {
        Adopter.draft(files.map { Adopter.SourceFile(path: $0.path, text: $0.text) })
    }

    @Test("a connector whose 'connect(action:)' is in an extension in another file lists that extension among what the draft replaces, with its other members")
    func connectActionInAnotherFile() throws {
        let result = Self.draft([
            ("Split.swift", """
                enum CartView { struct State: Equatable { let count: Int }; enum Action: Equatable { case clear } }
                struct AppState: Equatable { var count = 0 }
                enum AppAction: Equatable { case reset }
                struct CartConnector {}
                extension CartConnector: Connector {
                    func connect(state: AppState) -> CartView.State { .init(count: state.count) }
                }

                """),
            ("Split2.swift", """
                extension CartConnector {
                    func connect(action: CartView.Action) -> AppAction { switch action { case .clear: return .reset } }
                    func describe() -> String { "cart" }
                }
                extension CartConnector {
                    var title: String { "Cart" }
                }

                """),
        ])
        let draft = try #require(result.drafts.first)
        #expect(draft.replaces.map { "\($0.what) at \($0.file)" } == [
            "struct CartConnector at Split.swift", "extension CartConnector at Split.swift", "extension CartConnector at Split2.swift",
            "struct CartView.State at Split.swift", "enum CartView.Action at Split.swift",
        ])
        // The helper beside `connect(action:)` goes with it unless moved, said where it is; the
        // other extension stays.
        let lost = draft.todos.first { $0.message.contains("'describe()'") }
        #expect(lost.map { !$0.message.contains("title") && $0.file == "Split2.swift" && $0.location.line == 3 } == true, "\(draft.todos)")
    }

    @Test("a screen in a 'public extension' is public, and one in a 'package extension' is package; an access of its own wins; none is wider than the types around it and the app's")
    func accessOfTheExtension() throws {
        let cases: [(extensionAccess: String, memberAccess: String, typeAccess: String, expected: String?)] = [
            ("public ", "", "public ", "public"), ("package ", "", "public ", "package"), ("public ", "internal ", "public ", nil),
            ("", "public ", "public ", "public"), ("", "", "public ", nil),
            // Public members of internal types (which Swift allows) are internal in effect.
            ("", "public ", "", nil), ("", "public ", "package ", "package"),
        ]
        // A field of an internal type keeps a public screen internal: the generated code could not be public.
        let internalField = Self.counter(memberAccess: "public ", typeAccess: "public ")
            .replacingOccurrences(of: "struct State: Equatable { let count: Int }", with: "struct State: Equatable { let count: Int; let item: Item? }")
            .replacingOccurrences(of: ".init(count: state.count)", with: ".init(count: state.count, item: nil)") + "struct Item: Equatable {}\n"
        let internalFieldDraft = try #require(Self.draft([("Counter.swift", internalField)]).drafts.first)
        #expect(!internalFieldDraft.yaml.contains("\naccess:"), "\(internalFieldDraft.yaml)")
        #expect(internalFieldDraft.todos.map(\.message) == [
            "the screen is public, but 'Item', the type of one of its fields or inputs, is not, and every generated declaration would be public: the draft leaves out 'access'; make 'Item' public and add 'access: public' to keep the screen public"
        ])
        // A public screen over an internal app state is internal too, and says so where it is public.
        let internalAppState = Self.counter(memberAccess: "public ", typeAccess: "public ")
            .replacingOccurrences(of: "public struct AppState", with: "struct AppState")
        let internalAppStateDraft = try #require(Self.draft([("Counter.swift", internalAppState)]).drafts.first)
        #expect(!internalAppStateDraft.yaml.contains("\naccess:"), "\(internalAppStateDraft.yaml)")
        #expect(internalAppStateDraft.todos.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "10:12 the screen is public, but 'AppState', the app state or action, is not, and every generated declaration would be public: the draft leaves out 'access'; make 'AppState' public and add 'access: public' to keep the screen public"
        ])
        for (extensionAccess, memberAccess, typeAccess, expected) in cases {
            let result = Self.draft([("Counter.swift", Self.counter(extensionAccess: extensionAccess, memberAccess: memberAccess, typeAccess: typeAccess))])
            let draft = try #require(result.drafts.first)
            let access = draft.yaml.split(separator: "\n").first { $0.hasPrefix("access: ") }.map { String($0.dropFirst("access: ".count)) }
            #expect(access == expected, "\(extensionAccess)extension, \(memberAccess)struct:\n\(draft.yaml)")
            #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        }
    }

    @Test("a connector protocol no file read declares comes from the one module the file imports besides the platform's: the configuration names both")
    func protocolOfAnImportedModule() throws {
        let source = Self.counter(conformance: ": Connector")
        let imported = Self.draft([("Counter.swift", "import SwiftUI\nimport AppRedux\n" + source)])
        #expect(imported.drafts.first?.todos.isEmpty == true, "\(imported.drafts.map(\.todos))")
        #expect(imported.configuration == """
            # Target defaults for the drafted connectors: they keep their hand-written names
            namespace: Connectors
            protocol: Connector
            imports: [AppRedux]

            """, "\(imported.configuration ?? "none")")
        let (config, diagnostics) = Generator.readConfig(.init(path: "connector-gen.yml", bytes: Array((imported.configuration ?? "").utf8)))
        #expect(diagnostics.isEmpty && config?.imports == ["AppRedux"], "\(diagnostics)")

        // ConnectorRuntime's own protocol stays the default.
        let runtime = Self.draft([("Counter.swift", "import ConnectorRuntime\nimport AppRedux\n" + source)])
        #expect(runtime.configuration?.contains("protocol:") == false, "\(runtime.configuration ?? "none")")
        #expect(runtime.drafts.first?.todos.isEmpty == true)

        // Two modules it may come from: the user says which.
        let two = Self.draft([("Counter.swift", "import AppRedux\nimport Helpers\n" + source)])
        #expect(two.configuration?.contains("protocol:") == false, "\(two.configuration ?? "none")")
        #expect(two.drafts.first?.todos.map(\.message) == [
            "CounterConnector conforms to 'Connector', which the files read do not declare, and the draft conforms to ConnectorRuntime's 'Connector': if 'Connector' is the app's own protocol, say so in connector-gen.yml with 'protocol: Connector' and the module that declares it under 'imports' ('AppRedux' or 'Helpers')",
        ])
        // A protocol not named as a connector protocol says nothing of the connector's shape.
        let equatable = Self.draft([("Counter.swift", "import AppRedux\n" + Self.counter(conformance: ": Equatable, Tracked"))])
        #expect(equatable.configuration?.contains("protocol:") == false)
        #expect(equatable.drafts.first?.todos.isEmpty == true, "\(equatable.drafts.map(\.todos))")
        // ConnectorRuntime's, beside another protocol, or imported by another file read (`@_exported`).
        let tracked = Self.draft([("Counter.swift", "import ConnectorRuntime\nimport Analytics\n" + Self.counter(conformance: ": Tracked, Connector"))])
        #expect(tracked.configuration?.contains("protocol:") == false, "\(tracked.configuration ?? "none")")
        let exported = Self.draft([
            ("Exports.swift", "@_exported import ConnectorRuntime\n"), ("Counter.swift", "import Kingfisher\n" + source),
        ])
        #expect(exported.configuration?.contains("protocol:") == false, "\(exported.configuration ?? "none")")
        #expect(exported.drafts.first?.todos.isEmpty == true)
    }

    @Test("a connector protocol declared in another package module is imported by the configuration, and that module's namespace enum is not listed to delete")
    func protocolOfAnotherPackageModule() throws {
        let redux = "public protocol Connector {\n    associatedtype State\n    associatedtype ViewState\n    func connect(state: State) -> ViewState\n}\npublic enum Connectors {}\n"
        let screen = Self.counter(conformance: ": Connector").replacingOccurrences(of: "enum Connectors {}\n", with: "")
        let result = Self.draft([("Tools/Redux/Sources/Redux/Connector.swift", redux), ("App/Sources/App/Counter.swift", "import Redux\n" + screen)])
        #expect(result.configuration?.contains("protocol: Connector\nimports: [Redux]\n") == true, "\(result.configuration ?? "none")")
        #expect(result.namespaceDeclaration == nil, "\(String(describing: result.namespaceDeclaration))")
        // An Xcode project's framework, without `Sources`: the folder named like the import.
        let framework = Self.draft([("MyApp/Redux/Connector.swift", redux), ("MyApp/MyApp/Counter.swift", "import Redux\n" + screen)])
        #expect(framework.configuration?.contains("protocol: Connector\nimports: [Redux]\n") == true, "\(framework.configuration ?? "none")")
        #expect(framework.namespaceDeclaration == nil)
        // In the connectors' own module, it is the app's to delete, and nothing is imported,
        // whatever folders the target has.
        for folder in ["App/Sources/App", "App/Sources/Redux", "App/Sources/App/SwiftUI", "SwiftUI/App/Sources/App", "MyApp/SwiftUI"] {
            let same = Self.draft([("\(folder)/Connector.swift", redux), ("App/Sources/App/Counter.swift", "import SwiftUI\n" + screen)])
            #expect(same.configuration?.contains("protocol: Connector\n") == true)
            #expect(same.configuration?.contains("imports:") == false, "\(same.configuration ?? "none")")
            #expect(same.namespaceDeclaration?.file == "\(folder)/Connector.swift")
        }
    }

    @Test("the app's protocol that wants an optional view state, or more than the two functions, is a TODO; with 'require' the generated one is optional")
    func protocolTheGeneratedConnectorCannotMeet() throws {
        let declaration = """
            protocol Connector {
                associatedtype GlobalState
                associatedtype LocalState: Equatable
                func connect(state: GlobalState) -> LocalState?
                var name: String { get }
            }

            """
        let result = Self.draft([("Counter.swift", declaration + Self.counter(conformance: ": Connector"))])
        #expect(result.drafts.first?.todos.map(\.message) == [
            "the app's protocol 'Connector' requires 'connect(state:)' to return an optional ('LocalState?'), and the generated one returns the view state itself: make the requirement non-optional, or add a 'require' that can fail",
            "the app's protocol 'Connector' also requires 'name', which the generated connector does not declare: declare it in an extension of CounterConnector",
        ])
        let requiring = Self.counter(conformance: ": Connector")
            .replacingOccurrences(of: "struct AppState: Equatable { var count = 0 }", with: "struct AppState: Equatable { var count: Int? }")
            .replacingOccurrences(of: "-> CounterView.State { .init(count: state.count) }", with: "-> CounterView.State? {\n        guard let count = state.count else { return nil }\n        return .init(count: count)\n    }")
        let optional = Self.draft([("Counter.swift", declaration.replacingOccurrences(of: "    var name: String { get }\n", with: "") + requiring)])
        let draft = try #require(optional.drafts.first)
        #expect(draft.yaml.contains("require: [count]"), "\(draft.yaml)")
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
    }

    @Test("screens of two protocols read at once get ConnectorRuntime's, and each of the app's own says so in a TODO")
    func screensOfTwoProtocols() throws {
        let screen = """
            protocol ScreenConnector {
                associatedtype State
                associatedtype ViewState: Equatable
                func connect(state: State) -> ViewState
            }
            struct BadgeState: Equatable { let count: Int }
            struct BadgeConnector: ScreenConnector {
                func connect(state: AppState) -> BadgeState { .init(count: state.count) }
            }

            """
        let result = Self.draft([("Counter.swift", "import ConnectorRuntime\n" + Self.counter(conformance: ": Connector")), ("Badge.swift", screen)])
        #expect(result.configuration?.contains("protocol:") == false, "\(result.configuration ?? "")")
        let badge = try #require(result.drafts.first { $0.screen == "BadgeConnector" })
        #expect(badge.todos.map(\.message).contains {
            $0.hasPrefix("the connector conforms to 'ScreenConnector', but the screens read conform to different protocols, so the drafted connector-gen.yml names none")
        }, "\(badge.todos.map(\.message))")
        let counter = try #require(result.drafts.first { $0.screen == "CounterConnector" })
        #expect(!counter.todos.map(\.message).contains { $0.contains("different protocols") })
        // Read alone, its protocol is the configuration's.
        #expect(Self.draft([("Badge.swift", screen)]).configuration?.contains("protocol: ScreenConnector") == true)
    }

    @Test("a draft imports what the file declaring its view state imports, as the fields' types may need it")
    func importsOfTheViewStateFile() throws {
        let result = Self.draft([
            ("GameViewState.swift", "import Foundation\nenum GameView {}\nextension GameView {\n    struct State: Equatable { let delay: TimeInterval }\n}\n"),
            ("GameViewConnector.swift", "import ConnectorRuntime\nstruct GameViewConnector: Connector {\n    func connect(state: AppState) -> GameView.State { .init(delay: state.delay) }\n}\n"),
        ])
        let draft = try #require(result.drafts.first)
        #expect(draft.yaml.contains("imports: [Foundation]\n"), "\(draft.yaml)")
        #expect(Generator.lint([.init(path: draft.fileName, bytes: Array(draft.yaml.utf8))]).isEmpty)
    }

    @Test("a flavor's 'map' in an extension in another file: the view's conformance, in its own file, is among what the draft replaces")
    func mapInAnotherFile() throws {
        let result = Self.draft([
            ("Counter.swift", """
                import SwiftUI
                import SwiftUIFlux

                struct Counter: ConnectedView {
                    struct Props { let count: Int }
                    func body(props: Props) -> some View { Text("\\(props.count)") }
                }

                """),
            ("Counter+Map.swift", """
                import SwiftUIFlux

                extension Counter {
                    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                        Props(count: state.count)
                    }
                }

                """),
            ("State.swift", "import SwiftUIFlux\nstruct AppState: FluxState { var count = 0 }\n"),
        ])
        let draft = try #require(result.drafts.first)
        #expect(draft.replaces.map { "\($0.what) at \($0.file)" } == [
            "struct Props at Counter.swift", "func map(state:dispatch:) at Counter+Map.swift",
            "the conformance to ConnectedView (mark the view @MainActor) at Counter.swift",
        ])
    }

    @Test("an import inside an '#if' block is only some builds': the draft leaves it out")
    func conditionalImports() throws {
        let result = Self.draft([
            ("GameView.swift", """
                import Foundation
                #if os(iOS)
                import UIKit
                #elseif os(macOS)
                import AppKit
                #endif
                enum GameView {}
                extension GameView {
                    struct State: Equatable { let delay: TimeInterval }
                }

                """),
            ("GameViewConnector.swift", "import ConnectorRuntime\nstruct GameViewConnector: Connector {\n    func connect(state: AppState) -> GameView.State { .init(delay: state.delay) }\n}\n"),
        ])
        let draft = try #require(result.drafts.first)
        #expect(draft.yaml.contains("imports: [Foundation]\n"), "\(draft.yaml)")
    }

    @Test("a TODO to make a private helper visible says so when another file declares one of that name, which would then clash")
    func privateHelpersOfOneName() throws {
        func screen(_ name: String) -> String {
            """
            enum \(name)View { struct State: Equatable { let message: String } }
            struct \(name)Connector {
                func connect(state: AppState) -> \(name)View.State { .init(message: state.game.message) }
            }
            private extension GameState {
                var message: String { "\(name)" }
            }

            """
        }
        let result = Self.draft([("Board.swift", screen("Board")), ("Table.swift", screen("Table")), ("Hall.swift", screen("Hall"))])
        let messages = result.drafts.flatMap(\.todos).map(\.message)
        #expect(messages.first == "the mapping reads '.message', and Board.swift adds a private 'message' to GameState, which the generated code, in another file, cannot see: if the mapping reads that one, declare it without 'private', and rename it, here and where the draft reads it: Table.swift and Hall.swift declare one of that name too, which it would clash with", "\(messages)")
        #expect(messages.count == 3)
        // A top-level helper: another file's internal one of the same signature clashes; an
        // overload of other labels does not.
        let board = "enum BoardView { struct State: Equatable { let title: String } }\nstruct BoardConnector {\n    func connect(state: AppState) -> BoardView.State { .init(title: initials(of: state.name)) }\n}\nprivate func initials(of name: String) -> String { String(name.prefix(1)) }\n"
        let internalOne = Self.draft([("Board.swift", board), ("Profile.swift", "func initials(of name: String) -> String { name }\n")])
        #expect(internalOne.drafts.flatMap(\.todos).map(\.message).first?.hasSuffix("Profile.swift declares one of that name too, which it would clash with") == true,
                "\(internalOne.drafts.flatMap(\.todos).map(\.message))")
        let overload = Self.draft([("Board.swift", board), ("Profile.swift", "func initials(for name: String) -> String { name }\n")])
        #expect(overload.drafts.flatMap(\.todos).map(\.message).first?.hasSuffix("declare it without 'private'") == true,
                "\(overload.drafts.flatMap(\.todos).map(\.message))")
        // Alone, it is only made visible.
        let alone = Self.draft([("Board.swift", screen("Board"))]).drafts.flatMap(\.todos).map(\.message)
        #expect(alone == ["the mapping reads '.message', and Board.swift adds a private 'message' to GameState, which the generated code, in another file, cannot see: if the mapping reads that one, declare it without 'private'"])
    }

    @Test("a view state of another name beside an action nested in a view takes that view; one other connectors return too is left in place, with its members")
    func sharedViewState() throws {
        let empty = """
            struct Empty: Equatable {
                init() {}
                static func == (lhs: Empty, rhs: Empty) -> Bool { true }
            }
            struct FormView {
                enum Action: Equatable { case add(Int) }
            }
            struct AddPage {
                func connect(state: AppState) -> Empty { Empty() }
                func connect(action: FormView.Action) -> AppAction {
                    switch action {
                    case .add(let n): return .add(n)
                    }
                }
            }

            """
        let alone = try #require(Self.draft([("Add.swift", empty)]).drafts.first)
        #expect(alone.yaml.contains("view: FormView\n"), "\(alone.yaml)")
        #expect(alone.todos.map(\.message) == [
            "the view state 'Empty' will be 'FormView.State', beside the view's 'Action': rename this screen's uses of it",
            "'Empty' also declares '==(lhs:rhs:)', which the generated type does not: move it into an extension of FormView.State before deleting the hand-written declaration",
        ])
        #expect(alone.replaces.map(\.what) == ["struct AddPage", "struct Empty", "enum FormView.Action"])

        let shared = Self.draft([("Add.swift", empty), ("Blank.swift", "struct BlankConnector {\n    func connect(state: AppState) -> Empty { Empty() }\n}\n")])
        let add = try #require(shared.drafts.first { $0.screen == "AddPage" })
        #expect(add.todos.map(\.message) == [
            "the view state 'Empty' will be 'FormView.State', beside the view's 'Action': rename this screen's uses of it; 'Empty' is left in place, since 'BlankConnector' returns it too",
        ])
        #expect(add.replaces.map(\.what) == ["struct AddPage", "enum FormView.Action"])
        let blank = try #require(shared.drafts.first { $0.screen == "BlankConnector" })
        #expect(blank.todos.map(\.message) == [
            "the view state 'Empty' will be 'BlankState' (or '<#View#>.State' with 'view: <#View#>'): rename its uses, or nest it as 'State' in a view type; 'Empty' is left in place, since 'AddPage' returns it too",
        ])
        #expect(blank.replaces.map(\.what) == ["struct BlankConnector"])

        // A view's `State` that two connectors return: each spec with that view would generate it.
        let list = "enum ListView {}\nextension ListView {\n    struct State: Equatable { let count: Int }\n}\n"
        func connector(_ name: String) -> String {
            "struct \(name) {\n    func connect(state: AppState) -> ListView.State { .init(count: state.count) }\n}\n"
        }
        let views = Self.draft([("List.swift", list + connector("ListConnector")), ("Archive.swift", connector("ArchiveConnector"))])
        let first = try #require(views.drafts.first { $0.screen == "ListConnector" })
        #expect(first.todos.map(\.message) == [
            "'ListView.State' is also the view state of 'ArchiveConnector', and each spec with 'view: ListView' generates it: give this screen a view of its own (its view state is then '<#View#>.State'), or keep one of them hand-written; 'ListView.State' is left in place",
        ])
        #expect(!first.replaces.map(\.what).contains("struct ListView.State"), "\(first.replaces)")

        // A view state named for the connector, that another connector returns too.
        let counter = "struct CounterState: Equatable { let count: Int }\nstruct CounterConnector {\n    func connect(state: AppState) -> CounterState { .init(count: state.count) }\n}\n"
        let badge = "struct BadgeConnector {\n    func connect(state: AppState) -> CounterState { .init(count: state.count) }\n}\n"
        let named = Self.draft([("Counter.swift", counter), ("Badge.swift", badge)])
        let counterDraft = try #require(named.drafts.first { $0.screen == "CounterConnector" })
        #expect(counterDraft.todos.map(\.message) == [
            "'CounterState' is also the view state of 'BadgeConnector', and this spec generates it: give this screen a view (its view state is then '<#View#>.State'), or keep one of them hand-written; 'CounterState' is left in place",
        ])
    }

    @Test("a view that sends nothing ('Never', or its view's 'Action' aliased to it) drafts no view action and no TODO; the alias is replaced")
    func viewThatSendsNothing() throws {
        let state = "struct AppState: Equatable { var unread: [Int] = [] }\nenum AppAction: Equatable { case x }\n"
        let badge = """
            enum BadgeView {
                struct State: Equatable { let count: Int }
                typealias Action = Never // it sends nothing
            }
            struct BadgeConnector {
                func connect(state: AppState) -> BadgeView.State { .init(count: state.unread.count) }
                func connect(action: BadgeView.Action) -> AppAction {}
            }

            """
        for text in [badge, badge.replacingOccurrences(of: "connect(action: BadgeView.Action)", with: "connect(action: Never)")] {
            let result = Self.draft([("State.swift", state), ("Badge.swift", text)])
            let draft = try #require(result.drafts.first)
            #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
            #expect(!draft.yaml.contains("viewAction"), "\(draft.yaml)")
            #expect(draft.replaces.map(\.what) == ["struct BadgeConnector", "struct BadgeView.State", "typealias BadgeView.Action"])
            #expect(Generator.lint([.init(path: draft.fileName, bytes: Array(draft.yaml.utf8))]).isEmpty)
        }
        // Without a view, the generated types are named after the connector: its 'BadgeAction'.
        let topLevel = """
            struct BadgeState: Equatable { let count: Int }
            typealias BadgeAction = Never
            struct BadgeConnector {
                func connect(state: AppState) -> BadgeState { .init(count: state.unread.count) }
                func connect(action: BadgeAction) -> AppAction {}
            }

            """
        let result = Self.draft([("State.swift", state), ("Badge.swift", topLevel)])
        let draft = try #require(result.drafts.first)
        #expect(draft.todos.isEmpty, "\(draft.todos.map(\.message))")
        #expect(draft.replaces.map(\.what) == ["struct BadgeConnector", "struct BadgeState", "typealias BadgeAction"])
    }
}
