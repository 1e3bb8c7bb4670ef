/// A spec drafted from a hand-written screen, before it is written as YAML: the spec's keys,
/// and the `TODO(adopt)` comments for what could not be carried over, each at its place.
struct DraftSpec {
    /// A `TODO(adopt)` comment: what is left, and where in the Swift it comes from.
    struct Todo {
        var message: String
        var location: SourceLocation
        /// The Swift file, when it is not the one the screen is declared in.
        var file: String? = nil
    }

    /// A field of `viewState`.
    struct Field {
        var name: String
        var type: String
        /// The expression; `nil` copies the slice of the field's name (the short form).
        var from: String?
        var set: String?
    }

    /// A case of `viewAction`.
    struct Action {
        var name: String
        /// `with`'s entries as the spec writes their keys (`episode`, `_ position`) and types.
        var with: [(key: String, type: String)]
        var to: String
        var noExample: String?
        /// Where the hand-written code maps it, for a TODO about its values.
        var location: SourceLocation? = nil
    }

    var connector: String
    var state: String
    var action: String
    var view: String?
    var flavor: String?
    var access: String?
    /// `true` when the hand-written view types declare `Sendable`, which a public type does not get by itself.
    var sendable: Bool?
    /// The modules the generated file imports, as the hand-written file did.
    var imports: [String] = []
    var inputs: [(name: String, type: String)] = []
    /// A note on the inputs, such as the view's other stored properties.
    var inputsNote: String?
    var slices: [(name: String, path: String)] = []
    var require: [String] = []
    var fields: [Field] = []
    /// The app's own view state type, read whole from a part of the state (`viewState:
    /// SummaryState` and `slice: summary`), in place of generated `fields`.
    var keptViewState: (type: String, slice: String)?
    var types: [(name: String, properties: [(name: String, type: String)])] = []
    var actions: [Action] = []
    /// The app's own action type the view sends, wrapped whole in a case of the app action
    /// (`viewAction: UserAction` and `embed: user`), in place of generated `actions`.
    var embeddedAction: (type: String, embed: String)?
    /// TODOs at the top of the spec.
    var todos: [Todo] = []
    /// TODOs placed before a field, by field name (`""`: after the last field).
    var fieldTodos: [String: [Todo]] = [:]
    /// TODOs placed in `types`.
    var typeTodos: [Todo] = []
    /// TODOs placed before an action, by action name (`""`: after the last action).
    var actionTodos: [String: [Todo]] = [:]
    /// Comment lines at the top, before the TODOs: where the draft comes from.
    var header: [String] = []

    /// Adds a TODO for a field the draft cannot carry over, after the last field.
    /// - Parameters:
    ///   - message: What is left to do.
    ///   - location: Where in the Swift it comes from.
    ///   - file: The Swift file, when it is not the one the screen is declared in.
    mutating func addFieldTodo(_ message: String, at location: SourceLocation, in file: String? = nil) {
        fieldTodos["", default: []].append(Todo(message: message, location: location, file: file))
    }

    /// Moves the TODOs after the last field from the `from`-th on before the field `name`: the
    /// TODOs of properties the draft left out, put where those properties stood among the fields.
    mutating func moveFieldTodos(from index: Int, before name: String) {
        guard let trailing = fieldTodos[""], index < trailing.count else { return }
        fieldTodos[name, default: []].insert(contentsOf: trailing[index...], at: 0)
        fieldTodos[""] = Array(trailing[..<index])
    }

    /// Every TODO of the draft, in the order the YAML holds them.
    var allTodos: [Todo] {
        todos + fields.flatMap { fieldTodos[$0.name] ?? [] } + (fieldTodos[""] ?? []) + typeTodos
            + actions.flatMap { actionTodos[$0.name] ?? [] } + (actionTodos[""] ?? [])
    }
}
