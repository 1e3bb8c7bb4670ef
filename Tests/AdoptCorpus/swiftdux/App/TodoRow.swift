// A row made for one todo: `guard let` on the subscripted todo, a two-way value binding, an action binding without values and one with `$0`, plain value props.

import SwiftDux
import SwiftUI

struct TodoRow: @preconcurrency ConnectableView {
    struct Props: Equatable {
        @ActionBinding var text: String
        var done: Bool
        var tags: String
        @ActionBinding var archive: () -> Void
        @ActionBinding var move: (Int) -> Void
    }

    let todoId: Int

    func map(state: AppState, binder: ActionBinder) -> Props? {
        guard let todo = state.todos[todoId] else { return nil }
        return Props(
            text: binder.bind(todo.text) { TodosAction.setText(id: todo.id, text: $0) },
            done: todo.done,
            tags: todo.tags.map { "#\($0)" }.joined(separator: " "),
            archive: binder.bind { TodosAction.archive(id: todo.id) },
            move: binder.bind { TodosAction.move(id: todoId, to: $0) })
    }

    func body(props: Props) -> some View {
        Button(props.text) { props.archive() }
    }
}
