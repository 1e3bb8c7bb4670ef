// The parity runner of the `swiftdux` corpus app: makes every view with its inputs, maps its
// props from sample app states with an `ActionBinder` whose dispatcher records what it is
// sent, and writes one line per value prop (or that there are no props), per action binding
// called and per two-way binding set (with the actions dispatched). It names only what the
// hand-written and the generated code both have: the views and their inputs, and the props'
// names.

@testable import SwiftDux

/// The sample app states: empty, full (with some ids that point at nothing), and one where
/// the looked-up todos are missing.
func parityStates() -> [AppState] {
    let empty = AppState()

    var full = AppState()
    full.todos = [
        1: Todo(id: 1, text: "Buy milk", done: true, tags: ["home", "shop"]),
        2: Todo(id: 2, text: "Call Sam"),
        3: Todo(id: 3, text: "File taxes", tags: ["admin"]),
    ]
    full.order = [3, 1, 8]
    full.filter = "L"

    var missing = AppState()
    missing.order = [1, 2]
    missing.filter = "milk"

    return [empty, full, missing]
}

@MainActor func parityReport() -> [String] {
    var lines: [String] = []
    var dispatched: [String] = []
    let binder = ActionBinder(
        actionDispatcher: ActionDispatcherProxy(
            send: { dispatched.append(String(reflecting: $0)) },
            sendAsCancellable: { _ in fatalError("the props send no cancellable actions") }))
    /// Appends what was dispatched since the last call, after `label`.
    func sent(_ label: String) {
        lines.append(label + " dispatched " + dispatched.joined(separator: ", "))
        dispatched = []
    }

    for (i, s) in parityStates().enumerated() {
        for todoId in [1, 2, 9] {
            let name = "TodoRow(todoId: \(todoId)) \(i)"
            guard var props = TodoRow(todoId: todoId).map(state: s, binder: binder) else {
                lines.append("\(name): props == nil")
                continue
            }
            lines.append("\(name): text=\(String(reflecting: props.text))")
            lines.append("\(name): done=\(String(reflecting: props.done))")
            lines.append("\(name): tags=\(String(reflecting: props.tags))")
            props.archive()
            sent("\(name): archive()")
            props.move(3)
            sent("\(name): move(3)")
            props.text = "Edited"
            sent("\(name): text = \"Edited\"")
        }

        do {
            let name = "TodoList \(i)"
            if let props = TodoList().map(state: s, binder: binder) {
                lines.append("\(name): rows=\(String(reflecting: props.rows))")
                lines.append("\(name): isEmpty=\(String(reflecting: props.isEmpty))")
                props.toggle(2)
                sent("\(name): toggle(2)")
                props.clearCompleted()
                sent("\(name): clearCompleted()")
            } else {
                lines.append("\(name): props == nil")
            }
        }

        do {
            let name = "TodoFilter \(i)"
            if var props = TodoFilter().map(state: s, binder: binder) {
                lines.append("\(name): query=\(String(reflecting: props.query))")
                lines.append("\(name): matchCount=\(String(reflecting: props.matchCount))")
                props.query = "tax"
                sent("\(name): query = \"tax\"")
            } else {
                lines.append("\(name): props == nil")
            }
        }

        do {
            let name = "TodoSummary \(i)"
            if let props = TodoSummary().map(state: s, binder: binder) {
                lines.append("\(name): remaining=\(String(reflecting: props.remaining))")
                lines.append("\(name): label=\(String(reflecting: props.label))")
            } else {
                lines.append("\(name): props == nil")
            }
        }

        for todoId in [1, 3, 9] {
            let name = "TodoDetail(todoId: \(todoId)) \(i)"
            guard var props = TodoDetail(todoId: todoId).map(state: s, binder: binder) else {
                lines.append("\(name): props == nil")
                continue
            }
            lines.append("\(name): title=\(String(reflecting: props.title))")
            lines.append("\(name): subtitle=\(String(reflecting: props.subtitle))")
            lines.append("\(name): done=\(String(reflecting: props.done))")
            props.toggle()
            sent("\(name): toggle()")
            let done = !props.done
            props.done = done
            sent("\(name): done = \(done)")
        }
    }
    if !dispatched.isEmpty { sent("unexpected:") }
    return lines
}
