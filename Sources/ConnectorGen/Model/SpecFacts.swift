/// What a spec implies, worked out once from the spec alone and read by the validator and
/// every emitter, so a warning and the code it warns about cannot disagree.
struct SpecFacts: Sendable {
    /// The connector's name without a `Connector` suffix: the base of generated type names
    /// when the spec has no `view` (`HistoryConnector` gives `HistoryState`, `HistoryAction`).
    let generatedTypeBase: String
    /// The slices some field reads, in spec order, and the required ones (and, in a flavor whose
    /// action props are made in `map`, those a `to` reads); the connector binds only these.
    let usedSlices: [Slice]
    /// The slices no field reads.
    let unusedSlices: [Slice]
    /// The type of each slice copied by a short-form field, by slice name.
    let shortFormSliceTypes: [String: String]
    /// The view actions no example sends, in spec order.
    let actionsWithoutExamples: [ActionCase]
    /// For each view action case, the labels of its associated values its `to` reads.
    let readParameters: [String: Set<String>]
    /// The inputs no generated code reads: not a used slice's path, a `from` or a `to`.
    let unusedInputs: [ConnectorInput]

    /// The facts of `spec` when it generates `flavor`.
    init(_ spec: ConnectorSpec, flavor: TargetConfig.Flavor = .connector) {
        let connector = spec.connector.value
        generatedTypeBase = connector.hasSuffix("Connector") && connector != "Connector"
            ? String(connector.dropLast("Connector".count))
            : connector

        var read: Set<String> = []
        var shortFormTypes: [String: String] = [:]
        for field in spec.fields {
            switch field.source {
            case .expression(let code):
                read.formUnion(ReferencedNames.names(in: code.text))
            case .slice:
                read.insert(field.name.value)
                shortFormTypes[field.name.value] = field.type.value
            }
        }
        read.formUnion(spec.required.map(\.value))
        // A flavor's action props are made in `map`, after the slices: `to` may read them.
        if flavor.traits.actionsReadSlices {
            for actionCase in spec.actionCases {
                read.formUnion(ReferencedNames.names(in: actionCase.appAction.text).subtracting(actionCase.parameters.map(\.label.value)))
            }
        }
        usedSlices = spec.slices.filter { read.contains($0.name.value) }
        unusedSlices = spec.slices.filter { !read.contains($0.name.value) }
        shortFormSliceTypes = shortFormTypes

        var sent: Set<String> = []
        for example in spec.examples {
            if case .action(let send, _) = example.kind, let name = sentCaseName(send.text) {
                sent.insert(name)
            }
        }
        actionsWithoutExamples = spec.actionCases.filter { !sent.contains($0.name.value) }
        var parameters: [String: Set<String>] = [:]
        for actionCase in spec.actionCases {
            parameters[actionCase.name.value] = ReferencedNames.names(in: actionCase.appAction.text)
        }
        readParameters = parameters

        // A path is read from `state`: its first name is a member, not a reference.
        var code = usedSlices.map { "state." + $0.path.text }
        if case .existing(_, let slice) = spec.viewState { code.append("state." + slice.text) }
        code += spec.actionCases.map(\.appAction.text)
        for field in spec.fields { if case .expression(let expression) = field.source { code.append(expression.text) } }
        let referenced = code.reduce(into: Set<String>()) { $0.formUnion(ReferencedNames.names(in: $1)) }
        unusedInputs = spec.inputs.filter { !referenced.contains($0.name.value) }
    }
}
