/// What a spec implies, worked out once from the spec alone and read by the validator and
/// every emitter, so a warning and the code it warns about cannot disagree.
struct SpecFacts: Sendable {
    /// The connector's name without a `Connector` suffix: the base of generated type names
    /// when the spec has no `view` (`HistoryConnector` gives `HistoryState`, `HistoryAction`).
    let generatedTypeBase: String
    /// The slices some field reads, in spec order, and the required ones (and, in a flavor whose
    /// action props are made in `map`, those a `to` reads); the connector binds only these.
    let usedSlices: [Slice]
    /// The slices no field and no `to` reads.
    let unusedSlices: [Slice]
    /// The required slices that only say when there is no view state: nothing the body that
    /// unwraps them writes reads them, so they are unwrapped into `_`.
    let gateOnlySlices: Set<String>
    /// In the connector form, the slices some `to` reads, which `connect(action:state:)` binds
    /// from the state it is given; empty in a flavor, whose `map` binds them with the rest.
    let actionSlices: [Slice]
    /// In the connector form, the view actions whose `to` reads the app state (a slice, or
    /// `state`): the connector then maps actions with `connect(action:state:)`.
    let actionsReadingState: Set<String>
    /// Whether some view action's `to` reads the app state (``actionsReadingState``).
    var actionsReadState: Bool { !actionsReadingState.isEmpty }
    /// For each view action in ``actionsReadingState``, what its `to` reads of the state:
    /// slice names, and `state`, sorted.
    let stateReads: [String: [String]]
    /// The type of each slice copied by a short-form field, where the field writes it, by
    /// slice name.
    let shortFormSliceTypes: [String: Located<String>]
    /// The view actions no example sends, in spec order.
    let actionsWithoutExamples: [ActionCase]
    /// The view actions an example runs as a plan (`dispatches`): their app action is a plan,
    /// which is checked by what running it dispatches, not compared.
    let plannedActions: Set<String>
    /// For each view action case, the labels of its associated values its `to` reads.
    let readParameters: [String: Set<String>]
    /// The inputs no generated code reads (not a used slice's path, a `from` or a `to`), in the
    /// connector form; a flavor's inputs are the view's properties, none of them unused.
    let unusedInputs: [ConnectorInput]
    /// The two-way fields (a field's `set`), by the view action that sets each; in a flavor's
    /// props, setting the field sends the action, which has no prop of its own.
    let twoWayFields: [String: Field]
    /// The view actions that are props of their own in a flavor: those that set no two-way field.
    let propActions: [ActionCase]
    /// The names of the spec's `types`, which are nested in the view state (or props).
    let nestedTypeNames: Set<String>
    /// Those of ``nestedTypeNames`` the spec's types use as a `Set`'s element or a dictionary's
    /// key, and those their properties name: they are declared `Hashable`.
    let hashedNestedTypeNames: Set<String>

    /// The facts of `spec` when it generates `flavor`.
    init(_ spec: ConnectorSpec, flavor: TargetConfig.Flavor = .connector) {
        let connector = spec.connector.value
        nestedTypeNames = Set(spec.types.map(\.name.value))
        hashedNestedTypeNames = Self.hashedNestedTypeNames(of: spec, nested: nestedTypeNames)
        generatedTypeBase = connector.hasSuffix("Connector") && connector != "Connector"
            ? String(connector.dropLast("Connector".count))
            : connector

        var read: Set<String> = []
        var shortFormTypes: [String: Located<String>] = [:]
        for field in spec.fields {
            switch field.source {
            case .expression(let code):
                read.formUnion(ReferencedNames.names(in: code.text))
            case .slice:
                read.insert(field.name.value)
                shortFormTypes[field.name.value] = field.type
            }
        }
        let readBeforeRequired = read
        // What the `to`s read, but their own values and the inputs.
        let inputNames = spec.inputs.map(\.name.value)
        let sliceNames = Set(spec.slices.map(\.name.value))
        var readByActions: Set<String> = []
        var readingState: Set<String> = []
        var reads: [String: [String]] = [:]
        for actionCase in spec.actionCases {
            let read = ReferencedNames.names(in: actionCase.appAction.text).subtracting(actionCase.parameters.map(\.label.value) + inputNames)
            readByActions.formUnion(read)
            let ofState = read.intersection(sliceNames.union(["state"]))
            if !ofState.isEmpty {
                readingState.insert(actionCase.name.value)
                reads[actionCase.name.value] = ofState.sorted()
            }
        }
        // A flavor's action props are made in `map`, after the slices: `to` may read them.
        // The connector form reads them in `connect(action:state:)`.
        if flavor.traits.actionsReadSlices { read.formUnion(readByActions) }
        let readByBody = flavor.traits.actionsReadSlices ? readBeforeRequired.union(readByActions) : readBeforeRequired
        gateOnlySlices = Set(spec.required.map(\.value)).subtracting(readByBody)
        read.formUnion(spec.required.map(\.value))
        usedSlices = spec.slices.filter { read.contains($0.name.value) }
        unusedSlices = spec.slices.filter { !read.contains($0.name.value) && !readByActions.contains($0.name.value) }
        actionSlices = flavor.traits.actionsReadSlices ? [] : spec.slices.filter { readByActions.contains($0.name.value) }
        actionsReadingState = flavor.traits.makesConnector ? readingState : []
        stateReads = flavor.traits.makesConnector ? reads : [:]
        shortFormSliceTypes = shortFormTypes

        var sent: Set<String> = []
        for example in spec.examples {
            if case .action(let send, _) = example.kind, let name = sentCaseName(send.text) {
                sent.insert(name)
            }
        }
        actionsWithoutExamples = spec.actionCases.filter { !sent.contains($0.name.value) }
        plannedActions = Set(spec.examples.compactMap { example in
            guard example.checksDispatches, case .action(let send, _) = example.kind else { return nil }
            return sentCaseName(send.text)
        })
        var parameters: [String: Set<String>] = [:]
        for actionCase in spec.actionCases {
            parameters[actionCase.name.value] = ReferencedNames.names(in: actionCase.appAction.text)
        }
        readParameters = parameters

        // A path is read from `state`: its first name is a member, not a reference.
        var code = (usedSlices + actionSlices).map { "state." + $0.path.text }
        if case .existing(_, let slice) = spec.viewState { code.append("state." + slice.text) }
        code += spec.actionCases.map(\.appAction.text)
        for field in spec.fields { if case .expression(let expression) = field.source { code.append(expression.text) } }
        let referenced = code.reduce(into: Set<String>()) { $0.formUnion(ReferencedNames.names(in: $1)) }
        // A flavor's inputs are the view's own properties, which its tests make the view with:
        // one its mapping does not read is still the view's.
        unusedInputs = flavor.traits.makesConnector ? spec.inputs.filter { !referenced.contains($0.name.value) } : []

        var twoWay: [String: Field] = [:]
        for field in spec.fields {
            if let setter = field.setter, twoWay[setter.value] == nil { twoWay[setter.value] = field }
        }
        twoWayFields = twoWay
        propActions = spec.actionCases.filter { twoWay[$0.name.value] == nil }
    }

    /// The nested types that must be `Hashable` (see ``hashedNestedTypeNames``).
    private static func hashedNestedTypeNames(of spec: ConnectorSpec, nested: Set<String>) -> Set<String> {
        guard !nested.isEmpty else { return [] }
        let written = spec.fields.map(\.type) + spec.inputs.map(\.type) + spec.actionCases.flatMap { $0.parameters.map(\.type) }
            + spec.types.flatMap { $0.properties.map(\.type) }
        var hashed = written.reduce(into: Set<String>()) { $0.formUnion(ReferencedNames.hashedTypeNames(in: $1.value)) }.intersection(nested)
        // A synthesized `Hashable` needs its stored properties' types to be.
        var pending = Array(hashed)
        while let name = pending.popLast() {
            guard let type = spec.types.first(where: { $0.name.value == name }) else { continue }
            for property in type.properties {
                let named = ReferencedNames.typeNames(in: property.type.value).intersection(nested).subtracting(hashed)
                hashed.formUnion(named)
                pending.append(contentsOf: named)
            }
        }
        return hashed
    }
}
