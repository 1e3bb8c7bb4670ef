// A view that binds nothing (no `@ActionBinding`): path slices, single-line arguments and interpolation.

import SwiftDux
import SwiftUI

struct TodoSummary: @preconcurrency ConnectableView {
    struct Props: Equatable {
        var remaining: Int
        var label: String
    }

    func map(state: AppState, binder: ActionBinder) -> Props? {
        let todos = state.todos
        return Props(remaining: todos.values.filter { !$0.done }.count, label: "\(todos.count) todos, \(state.order.count) listed")
    }

    func body(props: Props) -> some View {
        Text(props.label)
    }
}
