/// What a spec's rendering view is created with in the values-and-closures shape, which the
/// container and the previews both create and the container rules check: one argument per
/// view state field, a `Binding` for each bound field, and one closure per view action a
/// binding does not send, in spec order.
struct RenderedView: Sendable {
    /// The view state fields, in spec order.
    let fields: [Field]
    /// The view actions, in spec order.
    let actions: [ActionCase]
    /// The action each bound field's binding sends, by field name.
    let bindings: [String: String]

    init(spec: ConnectorSpec, container: ContainerNames?) {
        fields = spec.fields
        actions = spec.actionCases
        bindings = container?.bindings ?? [:]
    }

    /// The view actions that get a closure of their own: those no binding sends.
    var closureActions: [ActionCase] {
        let bound = Set(bindings.values)
        return actions.filter { !bound.contains($0.name.value) }
    }

    /// Whether some field is passed as a plain value, read from the view state local.
    var readsState: Bool { fields.contains { bindings[$0.name.value] == nil } }
}
