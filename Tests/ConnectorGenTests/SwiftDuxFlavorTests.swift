import ConnectorGen
import Foundation
import Testing

/// The `swiftdux` flavor beyond its golden cases: compile errors in its expressions and its
/// required slices are reported at the spec, and its scaffold maps the props as the examples do.
@Suite("SwiftDux flavor")
struct SwiftDuxFlavorTests {
    static let fixtures = """
        import SwiftDux
        import SwiftUI

        struct Todo: Equatable { var id: Int; var text: String }
        struct AppState { var todos: [Int: Todo] = [:]; var title = "" }
        enum TodosAction: Action { case setText(id: Int, text: String), tap(id: Int) }
        @MainActor struct TodoView {
            let todoId: Int
            func body(props: Props) -> some View { Text(props.text) }
        }

        """

    static func spec(slice: String, from: String, to: String) -> String {
        """
        connector: TodoConnector
        state: AppState
        action: TodosAction
        view: TodoView
        flavor: swiftdux
        inputs: { todoId: Int }
        slices:
          todo: \(slice)
        require: [todo]
        viewState:
          text: { type: String, from: \(from), set: setText }
        viewAction:
          setText:
            with: { text: String }
            to: \(to)

        """
    }

    @Test("errors in a required slice, from: and to: are reported at the spec", arguments: [
        // (the slice path, the field's from, the setter's to, a word of the error, its expected
        // line:column; a slice is mapped to its line only, as in every flavor)
        ("title", "todo", ".setText(id: todoId, text: text)", "Optional", "8:"),
        ("todos[todoId]", "todo.txt", ".setText(id: todoId, text: text)", "txt", "11:36:"),
        ("todos[todoId]", "todo.text", ".setText(id: todo.idd, text: text)", "idd", "15:27:"),
    ])
    func errorIsLocated(_ slice: String, _ from: String, _ to: String, _ word: String, _ position: String) throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Todo.connector.yml", Self.spec(slice: slice, from: from, to: to))
        try workspace.write("Fixtures.swift", Self.fixtures)
        let generate = try workspace.run("generate", "Specs/Todo.connector.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let (outcome, firstError) = try workspace.typecheck(["Fixtures.swift", "Out/Todo.connector.swift"])
        #expect(!outcome.succeeded)
        #expect(firstError.hasPrefix("Specs/Todo.connector.yml:\(position)"), "\(outcome.output)")
        #expect(firstError.contains(": error:"))
        #expect(firstError.contains(word), "\(outcome.output)")
    }

    @Test("a field whose type is not Equatable is reported at its spec line and column, naming the props, the field and the type")
    func fieldThatIsNotEquatable() throws {
        let workspace = try Workspace()
        let spec = Self.spec(slice: "todos[todoId]", from: "todo.text", to: ".setText(id: todo.id, text: text)")
            .replacingOccurrences(of: "viewState:\n", with: "viewState:\n  tag: { type: Tag, from: Tag() }\n")
        try workspace.write("Specs/Todo.connector.yml", spec)
        try workspace.write("Fixtures.swift", Self.fixtures + "struct Tag {}\n")
        #expect(try workspace.run("generate", "Specs/Todo.connector.yml", "--output", "Out").status == 0)
        let outcome = try workspace.typecheck(["Fixtures.swift", "Out/Todo.connector.swift"]).outcome
        #expect(!outcome.succeeded)
        // Also reported, as every such type is, at the generated `Props` whose conformance it breaks.
        let atSpec = outcome.output.split(separator: "\n").filter { $0.hasPrefix("Specs/Todo.connector.yml:") && $0.contains(": error: ") }
        #expect(atSpec.count == 1, "\(outcome.output)")
        #expect(atSpec.first?.hasPrefix("Specs/Todo.connector.yml:11:16: error: ") == true, "\(outcome.output)")
        #expect(
            atSpec.first?.contains("the props are compared with '==', so its field 'tag' must be Equatable: 'Tag' must conform to 'Equatable'")
                == true,
            "\(outcome.output)")
    }

    @Test("the same spec without mistakes type-checks")
    func validSpecCompiles() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Todo.connector.yml", Self.spec(slice: "todos[todoId]", from: "todo.text", to: ".setText(id: todo.id, text: text)"))
        try workspace.write("Fixtures.swift", Self.fixtures)
        #expect(try workspace.run("generate", "Specs/Todo.connector.yml", "--output", "Out").status == 0)
        let outcome = try workspace.typecheck(["Fixtures.swift", "Out/Todo.connector.swift"]).outcome
        #expect(outcome.succeeded && outcome.output.isEmpty, "\(outcome.output)")
    }

    @Test("scaffold maps the props with a recording binder, reads each field and sets the two-way one")
    func scaffold() throws {
        let workspace = try Workspace()
        try workspace.write("Todo.connector.yml", Self.spec(slice: "todos[todoId]", from: "todo.text", to: ".setText(id: todo.id, text: text)"))
        #expect(try workspace.run("scaffold", "Todo.connector.yml", "--output", "Tests", "--module", "App").status == 0)
        let text = try #require(workspace.read("Tests/TodoConnectorBehaviorTests.swift"))
        #expect(text.contains("@testable import SwiftDux"))
        #expect(text.contains("let view = TodoView(todoId: <#Int#>)"))
        #expect(text.contains("@Test(\"the props' text\")"))
        #expect(text.contains("view.map(state: given, binder: ActionBinder(actionDispatcher: dispatcher))"))
        #expect(text.contains("#expect(props?.text == expected)"))
        #expect(text.contains("var props = view.map(state: given, binder:"))
        #expect(text.contains("props?.text = <#String#>"))
    }
}
