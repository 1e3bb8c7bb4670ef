import Combine
import Dispatch
import SwiftDux
import SwiftUI

struct Todo: Equatable { var id: Int; var text: String; var completed = false; var tags: [String] = [] }
public struct AppState {
    var todos: [Int: Todo] = [:]
    var filter = ""
    public init() {}
    init(todos: [Int: Todo] = [:], filter: String = "") { self.todos = todos; self.filter = filter }
}
enum TodosAction: Action, Equatable {
    case setText(id: Int, text: String)
    case toggle(id: Int)
    case move(id: Int, to: Int)
    case clearCompleted
}
struct FilterAction: Action, Equatable { let filter: String }

// Main-actor isolated, as a View is: the conformance to ConnectableView is generated in an
// extension, which isolates only its own members.
@MainActor
struct TodoRow {
    let todoId: Int

    func body(props: Props) -> some View {
        Button(props.text) { props.toggle() }
    }
}

@MainActor
public struct TodoFilter {
    public func body(props: Props) -> some View {
        Text("\(props.count) todos matching \(props.filter)")
    }
}

@MainActor
struct TodoSummary {
    func body(props: Props) -> some View {
        Text("\(props.done) done")
    }
}

@MainActor
struct TodoToolbar {
    func body(props: Props) -> some View {
        Button("Clear completed") { props.clearCompleted() }
    }
}

// Plans: run against the store's state, they send actions through it or publish them.
enum TodoPlans {
    /// Toggles each open todo, in id order.
    static func completeAll() -> ActionPlan<AppState> {
        ActionPlan<AppState> { store in
            for id in store.state.todos.keys.sorted() where store.state.todos[id]?.completed == false {
                store.send(TodosAction.toggle(id: id))
            }
        }
    }

    /// Clears the filter, then publishes the clearing of the completed todos.
    static func reset() -> ActionPlan<AppState> {
        ActionPlan<AppState> { store in
            store.send(FilterAction(filter: ""))
            return Just(TodosAction.clearCompleted as any Action)
        }
    }

    /// Saves the todos: once the (stand-in) server answers, later, on the main queue, clears
    /// the completed ones; the plan completes with its `Future`.
    static func save() -> ActionPlan<AppState> {
        ActionPlan<AppState> { store in
            Future<Void, Never> { promise in
                later {
                    store.send(TodosAction.clearCompleted)
                    promise(.success(()))
                }
            }
        }
    }
}

/// Runs `work` on the main queue a moment later, as an answer from a server arrives.
nonisolated func later(_ work: @escaping () -> Void) {
    nonisolated(unsafe) let work = work
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { work() }
}

@MainActor
struct TodoBulk {
    func body(props: Props) -> some View {
        Button("Complete \(props.open)") { props.completeAll() }
    }
}

// A generic view, connected at one argument: the generated conformance has conditions.
@MainActor
struct TodoPages<Item> {
    var items: [Item] = []
}

extension TodoPages<Todo> {
    func body(props: Props) -> some View {
        Button("\(props.count) todos") { props.toggle(1) }
    }
}
