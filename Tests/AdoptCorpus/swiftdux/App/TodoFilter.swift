// A two-way binding of a top-level path (no entity to look up), and a value computed by a multi-line closure argument.

import SwiftDux
import SwiftUI

struct TodoFilter: @preconcurrency ConnectableView {
    struct Props: Equatable {
        @ActionBinding var query: String
        var matchCount: Int
    }

    func map(state: AppState, binder: ActionBinder) -> Props? {
        let filter = state.filter
        return Props(
            query: binder.bind(filter) { TodosAction.setFilter($0) },
            matchCount: state.todos.values.filter { todo in
                filter.isEmpty || todo.text.lowercased().contains(filter.lowercased())
            }.count)
    }

    func body(props: Props) -> some View {
        Text("\(props.matchCount) todos match \(props.query)")
    }
}
