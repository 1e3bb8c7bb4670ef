/// The call that creates a spec's rendering view in the values-and-closures shape, which the
/// container and the previews both write: one argument per view state field, a `Binding` for
/// each bound field, and one closure per view action a binding does not send, in spec order.
struct RenderingViewCall {
    /// One argument: its label and the value's lines (more than one when it is long).
    struct Argument {
        var label: String
        var lines: [String]
    }

    /// The view's fields, actions and bindings, as the model decided them.
    let view: RenderedView

    init(_ resolved: ResolvedSpec) {
        view = resolved.renderedView
    }

    /// The arguments: each field as `value(field)` or, when bound, as `binding(field, action)`;
    /// each remaining action as `closure(action)`.
    func arguments(
        value: (String) -> String, binding: (String, ActionCase) -> [String], closure: (ActionCase) -> String
    ) -> [Argument] {
        var arguments: [Argument] = []
        for field in view.fields {
            let name = field.name.value
            if let actionName = view.bindings[name], let action = view.actions.first(where: { $0.name.value == actionName }) {
                arguments.append(Argument(label: name, lines: binding(name, action)))
            } else {
                arguments.append(Argument(label: name, lines: [value(name)]))
            }
        }
        arguments += view.closureActions.map { Argument(label: $0.name.value, lines: [closure($0)]) }
        return arguments
    }

    /// The closure parameters of `action`'s associated values: `stars`, or `_` where `unused`.
    static func closureParameters(_ action: ActionCase, unused: Bool = false) -> String {
        action.parameters.map { unused ? "_" : SwiftNames.escaped($0.label.value) }.joined(separator: ", ")
    }

    /// The view action sent with its associated values as closure parameters: `.rate(stars: stars)`.
    static func sentAction(_ action: ActionCase, values: [String]? = nil) -> String {
        let name = "." + SwiftNames.escaped(action.name.value)
        guard !action.parameters.isEmpty else { return name }
        let values = values ?? action.parameters.map { SwiftNames.escaped($0.label.value) }
        return name + "(" + zip(action.parameters, values).map { $0.argument($1) }.joined(separator: ", ") + ")"
    }

    /// Writes `callee(label: value, …)`: on one line when it fits in 100 columns, otherwise one
    /// argument a line.
    static func write(_ callee: String, _ arguments: [Argument], into body: inout FunctionBodyWriter) {
        let single = arguments.allSatisfy { $0.lines.count == 1 }
        let oneLine = callee + "(" + arguments.map { SwiftNames.label($0.label) + ": " + $0.lines[0] }.joined(separator: ", ") + ")"
        if single && body.indentation.count + oneLine.count <= 100 {
            body.line(oneLine)
            return
        }
        body.block(callee + "(", closing: ")") { body in
            for (index, argument) in arguments.enumerated() {
                let comma = index == arguments.count - 1 ? "" : ","
                var lines = argument.lines
                lines[0] = SwiftNames.label(argument.label) + ": " + lines[0]
                lines[lines.count - 1] += comma
                body.line(lines[0])
                guard lines.count > 1 else { continue }
                body.indented { body in
                    for line in lines.dropFirst().dropLast() { body.line(line) }
                }
                body.line(lines[lines.count - 1])
            }
        }
    }
}
