import ConnectorGen
import Foundation
import Testing

/// A function type a spec gives an input or a store field is stored by the initializers
/// connector-gen writes, so its parameter there is `@escaping`.
@Suite("Function-typed values in generated initializers")
struct FunctionTypedValueTests {
    @Test("a function type is escaping as a stored parameter; an optional one, or another type, is left as written", arguments: [
        ("(String) -> String", "@escaping (String) -> String"),
        ("  @Sendable @MainActor (Int) async throws -> Void", "@escaping @Sendable @MainActor (Int) async throws -> Void"),
        ("(() -> Void)", "@escaping (() -> Void)"),
        // A flavor's action prop is written escaping already.
        ("@escaping () -> Void", "@escaping () -> Void"),
        ("(() -> Void)?", "(() -> Void)?"),
        ("((Int) -> Void)!", "((Int) -> Void)!"),
        ("[() -> Void]", "[() -> Void]"),
        ("Box<(Int) -> Void>", "Box<(Int) -> Void>"),
        ("(Int, String)", "(Int, String)"),
    ])
    func storedParameterType(_ written: String, _ parameter: String) {
        #expect(TypeTextRules.storedParameterType(written) == parameter)
    }

    @Test("a public connector's and its container's initializers, and a public store's, take a function input or field as @escaping, and compile", arguments: [CompilerSetting.swift5, .swift6])
    func initializersCompile(_ setting: CompilerSetting) throws {
        let (workspace, outcome) = try SwiftCompiler.generateAndTypecheck(setting: setting, files: [
            "connector-gen.yml": "access: public\ncontainer:\n  store: AppStore\n  source: parameter\n",
            "Row.connector.yml": """
            connector: RowConnector
            state: AppState
            action: AppAction
            view: RowView
            inputs:
              id: Int
              format: (String) -> String
              onClose: (() -> Void)?
            viewState:
              title: { type: String, from: "format(state.names[id] ?? \\"\\")" }
            container: true

            """,
            "App.store.yml": """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              names:
                state: "[Int: String]"
                action: NamesAction
                reducer: reduceNames
            fields:
              log: { type: "(String) -> Void", initial: "{ _ in }" }

            """,
            "Fixtures.swift": """
            import SwiftUI

            public enum NamesAction: Equatable, Sendable { case rename(Int, String) }
            func reduceNames(state: inout [Int: String], action: NamesAction) {}
            @MainActor public final class AppStore: ObservableObject {
                @Published public private(set) var state = AppState()
                public func send(_ action: AppAction) {}
            }
            public struct RowView: View {
                let title: String
                public var body: some View { Text(title) }
            }

            """,
        ])
        let row = try #require(workspace.read("Out/Row.connector.swift"))
        #expect(row.contains("public init(id: Int, format: @escaping (String) -> String, onClose: (() -> Void)?)"), "\(row)")
        let store = try #require(workspace.read("Out/App.store.swift"))
        #expect(store.contains("log: @escaping (String) -> Void"), "\(store)")
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("a public SwiftUIFlux view's props, whose action closures are written escaping, are made by an initializer that compiles", arguments: [CompilerSetting.swift5, .swift6])
    func publicFluxPropsCompile(_ setting: CompilerSetting) throws {
        let (workspace, outcome) = try SwiftCompiler.generateAndTypecheck(setting: setting, files: [
            "connector-gen.yml": "flavor: swiftuiflux\naccess: public\n",
            "Header.connector.yml": """
            connector: HeaderConnector
            state: AppState
            action: any Action
            view: Header
            viewState:
              count: { type: Int, from: "0" }
            viewAction:
              clear: Clear()

            """,
            "Fixtures.swift": """
            import SwiftUI
            import SwiftUIFlux

            public struct AppState: FluxState { public init() {} }
            struct Clear: Action, Equatable {}
            @MainActor public struct Header {
                public func body(props: Props) -> some View { EmptyView() }
            }

            """,
        ])
        let header = try #require(workspace.read("Out/Header.connector.swift"))
        #expect(header.contains("clear: @escaping () -> Void)") && !header.contains("@escaping @escaping"), "\(header)")
        #expect(outcome.succeeded, "\(outcome.output)")
    }
}
