// The app state and actions of a todo app built on SwiftDux: one action enum conforming to
// SwiftDux's `Action`.

import SwiftDux

struct Todo: Equatable {
    var id: Int
    var text: String
    var done = false
    var tags: [String] = []
}

struct AppState: Equatable {
    var todos: [Int: Todo] = [:]
    var order: [Int] = []
    var filter = ""
}

enum TodosAction: Action, Equatable {
    case setText(id: Int, text: String)
    case setDone(id: Int, done: Bool)
    case toggle(id: Int)
    case archive(id: Int)
    case move(id: Int, to: Int)
    case setFilter(String)
    case clearCompleted
}
