// Nested rows built by a local `compactMap` over two paths, passed whole; an action binding with a named closure parameter and one without values.

import SwiftDux
import SwiftUI

struct TodoList: @preconcurrency ConnectableView {
    struct Props: Equatable {
        struct Row: Equatable {
            let id: Int
            let title: String
            let done: Bool
        }

        var rows: [Row]
        var isEmpty: Bool
        @ActionBinding var toggle: (Int) -> Void
        @ActionBinding var clearCompleted: () -> Void
    }

    func map(state: AppState, binder: ActionBinder) -> Props? {
        let rows = state.order.compactMap { id -> Props.Row? in
            guard let todo = state.todos[id] else { return nil }
            return Props.Row(id: id, title: todo.text, done: todo.done)
        }
        return Props(
            rows: rows,
            isEmpty: state.order.isEmpty,
            toggle: binder.bind { id in TodosAction.toggle(id: id) },
            clearCompleted: binder.bind { TodosAction.clearCompleted })
    }

    func body(props: Props) -> some View {
        Button("Clear completed") { props.clearCompleted() }
    }
}
