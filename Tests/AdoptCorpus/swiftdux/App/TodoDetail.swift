// A view made for one todo (`guard let`, the input as `self.todoId`) with a two-way Bool binding, whose subtitle calls a private helper of the view, which adopt cannot carry over.

import SwiftDux
import SwiftUI

struct TodoDetail: @preconcurrency ConnectableView {
    struct Props: Equatable {
        var title: String
        var subtitle: String
        @ActionBinding var done: Bool
        @ActionBinding var toggle: () -> Void
    }

    let todoId: Int

    func map(state: AppState, binder: ActionBinder) -> Props? {
        guard let todo = state.todos[self.todoId] else { return nil }
        return Props(
            title: todo.text,
            subtitle: describe(todo, position: state.order.firstIndex(of: todoId)),
            done: binder.bind(todo.done) { TodosAction.setDone(id: todo.id, done: $0) },
            toggle: binder.bind { TodosAction.toggle(id: self.todoId) })
    }

    func body(props: Props) -> some View {
        Button(props.title) { props.toggle() }
    }

    private func describe(_ todo: Todo, position: Int?) -> String {
        let place = position.map { "#\($0 + 1)" } ?? "unlisted"
        return todo.tags.isEmpty ? place : "\(place) · \(todo.tags.joined(separator: ", "))"
    }
}
