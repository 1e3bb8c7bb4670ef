/// The call that creates a spec's rendering view in the values-and-closures shape, which the
/// container and the previews both write: one argument per view state field, a `Binding` for
/// each bound field, and one closure per view action a binding does not send, in spec order.
struct RenderingViewCall {
    /// The view's fields, actions and bindings, as the model decided them.
    let view: RenderedView
    /// Where the spec names the view (`view:`), where the call is reported when it does not
    /// fit the view.
    let viewLocation: SourceLocation?

    init(_ resolved: ResolvedSpec) {
        view = resolved.renderedView
        viewLocation = resolved.spec.view?.location
    }

    /// Writes `callee(arguments)`, mapped to the spec's `view` when it names one.
    func write(_ callee: String, _ arguments: [CallArgument], into body: inout FunctionBodyWriter) {
        if let viewLocation {
            body.call(callee, arguments, mappedTo: viewLocation)
        } else {
            body.call(callee, arguments)
        }
    }

    /// The arguments: each field as `value(field)` or, when bound, as `binding(field, action)`;
    /// each remaining action as `closure(action)`.
    func arguments(
        value: (String) -> String, binding: (String, ActionCase) -> [String], closure: (ActionCase) -> String
    ) -> [CallArgument] {
        var arguments: [CallArgument] = []
        for field in view.fields {
            let name = field.name.value
            if let actionName = view.bindings[name], let action = view.actions.first(where: { $0.name.value == actionName }) {
                arguments.append(CallArgument(name, lines: binding(name, action)))
            } else {
                arguments.append(CallArgument(name, value(name)))
            }
        }
        arguments += view.closureActions.map { CallArgument($0.name.value, closure($0)) }
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
}
