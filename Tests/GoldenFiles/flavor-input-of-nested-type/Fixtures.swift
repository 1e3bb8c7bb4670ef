import SwiftDux
import SwiftUI

struct Todo: Equatable { var id: Int; var text: String }
struct AppState { var todos: [Int: Todo] = [:] }
enum TodosAction: Action, Equatable { case remove(id: Int) }

// The view's input is of a type of the spec's 'types', which the generated extension names
// without 'Props.' in the view.
@MainActor
struct TodoTag {
    let todoId: Int
    let highlight: Highlight?

    func body(props: Props) -> some View {
        Button(props.text) { props.remove() }
    }
}
