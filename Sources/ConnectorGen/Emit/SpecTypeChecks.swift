/// Mentions the types written in `inputs:`, `types:` and `with:` inside a function body, each at its
/// spec line and column, so the compiler reports a misspelt type at the spec.
///
/// Those types are declared in the view types, whose bodies are never mapped to the spec
/// (see ``SwiftWriter``); this keeps that rule and still points the error at the spec. Each
/// spec line gets one statement, `let _: (A, B)? = nil`, padded so every type sits at its
/// column; the compiler's message is the one it gives for the declaration.
///
/// That the members of the `Equatable` view types are `Equatable` themselves is checked by
/// ``MemberConformanceChecks``.
enum SpecTypeChecks {
    /// The types a spec names that the generated file declares with outside function bodies,
    /// each resolved at the file's top level or in the `Connectors` namespace: the view, the app
    /// state and action, an existing view state or view action, and, where `includesInputs`
    /// (the connector form, whose connector stores them), the inputs' types but those naming a
    /// type of `types`, which resolve only in the connector (through its alias of the nested
    /// type). A flavor's inputs are the view's own properties, whose types may be nested in the
    /// view; they are checked in `map`, where those names are in scope.
    static func declaredTypes(of spec: ConnectorSpec, includesInputs: Bool) -> [Located<String>] {
        [spec.state, spec.action] + [spec.view, spec.existingViewStateType, spec.existingViewActionType].compactMap { $0 }
            + (includesInputs ? namingNoNestedType(inputTypes(of: spec), of: spec) : [])
    }

    /// `private typealias SpecTypeNames = (…)`, a tuple of `types` each at its spec line and
    /// column, declared first in a generated file: the compiler checks it before anything else
    /// there (before it binds `extension View`), so a misspelt view, state, action or input
    /// type (``declaredTypes(of:includesInputs:)``), or a store's type, is the build's first
    /// error, at the spec; the uses of the name in the generated declarations follow. Types on
    /// the spec's first line, which leaves no line for the alias's head, are left to their uses.
    /// Only types that resolve at the file's top level belong here.
    ///
    /// In the exact layout one alias holds them all, from the spec's first line down, so that a
    /// spec edit that moves lines changes only blank lines outside function bodies, which do
    /// not make the compiler recompile the target's other files (see
    /// ``SwiftWriter/tupleAtSpecPositions(head:_:)``). In the formatted layout, aliases are split
    /// where more than one blank line would stand between two types, which `swift format`
    /// would remove.
    static func namedTypesDeclarations(
        _ types: [Located<String>], layout: SourceLayout, name: String = "SpecTypeNames",
        documentation: [String] = [
            "The types the spec names, each at its line there: the compiler checks this first, so a misspelt",
            "one is reported at the spec before its uses below.",
        ]
    ) -> [Declaration] {
        // A standard type (`Int`, `[String]`) cannot be misspelt; it is left out.
        let types = types.filter {
            $0.location.line > 1 && !$0.value.contains("\n") && !$0.value.contains("!") && !KnownEquatableTypes.contains($0.value)
        }
        return groups(types, layout: layout).enumerated().map { index, group in
            Declaration(
                documentation: Self.documentation(ofGroup: index, first: documentation),
                modifiers: ["private"], kind: .tupleTypeAlias(name: name + (index == 0 ? "" : String(index + 1))),
                body: .typesAtSpecPositions(group), layout: .block)
        }
    }

    /// The documentation of the declaration of group `index` of ``groups(_:layout:)``: `first`
    /// for the first, and for each later one that it goes on from the one before.
    static func documentation(ofGroup index: Int, first: [String]) -> [String] {
        index == 0 ? first : ["The rest of the check above."]
    }

    /// `elements`, in spec order, split into the groups that one declaration each writes at
    /// their spec lines and columns: one group in the exact layout; in the formatted layout, a
    /// group ends where more than one blank line would stand before the next element, which
    /// `swift format` would remove.
    static func groups(_ elements: [Located<String>], layout: SourceLayout) -> [[Located<String>]] {
        let widestGap = layout == .formatted ? 2 : Int.max
        var groups: [[Located<String>]] = []
        for element in elements.sorted(by: { $0.location < $1.location }) {
            if let previous = groups.last?.last, element.location.line - previous.location.line <= widestGap {
                groups[groups.count - 1].append(element)
            } else {
                groups.append([element])
            }
        }
        return groups
    }

    /// `elements` split into layers in which each stands at its spec column: on a spec line,
    /// an element that would start before the end of the one before it in a layer (and the
    /// `, ` after it) goes to a later layer. `lineStart` is the text before a line's first
    /// element (`let `). In the formatted layout, which keeps no columns, one layer.
    static func layersAtSpecColumns(_ elements: [Located<String>], lineStart: String = "", layout: SourceLayout) -> [[Located<String>]] {
        guard layout == .exactColumns else { return [elements] }
        var layers: [[Located<String>]] = []
        var ends: [[Int: Int]] = []
        for element in elements.sorted(by: { $0.location < $1.location }) {
            let start = element.location.column - 1
            let line = element.location.line
            let layer = ends.firstIndex { $0[line].map { $0 + 2 <= start } ?? true } ?? ends.count
            if layer == ends.count {
                layers.append([])
                ends.append([:])
            }
            layers[layer].append(element)
            ends[layer][line] = max(start, ends[layer][line] ?? lineStart.utf8.count) + element.value.utf8.count
        }
        return layers
    }

    /// The types written in the spec's fields, `types` and `with` (and, with a flavor, its
    /// inputs', which are the view's own properties): those a misspelling can hide in
    /// (``namedTypesDeclarations(_:layout:)`` leaves out standard types) and that resolve in
    /// the view's scope, so not those naming a type of `types`, which is nested in the view state.
    static func memberTypes(of spec: ConnectorSpec, includesInputs: Bool) -> [Located<String>] {
        let fieldTypes: [Located<String>]
        if case .fields(let fields) = spec.viewState { fieldTypes = fields.map(\.type) } else { fieldTypes = [] }
        let all = fieldTypes + nestedTypes(of: spec) + associatedValueTypes(of: spec) + (includesInputs ? inputTypes(of: spec) : [])
        return namingNoNestedType(all, of: spec)
    }

    /// Of `types`, those that name no type of the spec's `types`, which is nested in the view
    /// state and so not in scope where these checks stand.
    static func namingNoNestedType(_ types: [Located<String>], of spec: ConnectorSpec) -> [Located<String>] {
        types.filter { !namesNestedType($0, of: spec) }
    }

    /// Whether `type` names a type of the spec's `types`.
    static func namesNestedType(_ type: Located<String>, of spec: ConnectorSpec) -> Bool {
        !ReferencedNames.typeNames(in: type.value).isDisjoint(with: spec.types.map(\.name.value))
    }

    /// Of a flavor's `types`, those its view's `SpecMemberTypes` (``memberTypes(of:includesInputs:)``,
    /// with the inputs) does not check: those naming a type of the spec's `types`, which only
    /// the view's extension sees, and are not standard types. A flavor's `map` checks these.
    static func leftToTheFlavorMap(_ types: [Located<String>], of spec: ConnectorSpec) -> [Located<String>] {
        let nested = Set(spec.types.map(\.name.value))
        return types.filter {
            $0.location.line == 1 || (!ReferencedNames.typeNames(in: $0.value).isDisjoint(with: nested) && !KnownEquatableTypes.contains($0.value))
        }
    }

    /// `extension View { private typealias SpecMemberTypes = (…) }`, the ``memberTypes(of:includesInputs:)``
    /// each at its spec line and column, for the file to declare after ``namedTypesDeclarations(_:layout:)``
    /// and before the view types: the compiler checks it before their declarations, so a
    /// misspelt field, `types` or `with` type (or a flavor's input type) is reported at the spec
    /// first; with `alongside`, other checks the view's scope declares. `nil` without a view,
    /// or without such types or checks.
    static func memberTypesDeclaration(_ types: [Located<String>], view: String?, layout: SourceLayout, alongside: [Declaration] = []) -> Declaration? {
        guard let view else { return nil }
        let aliases = namedTypesDeclarations(types, layout: layout, name: "SpecMemberTypes", documentation: [
            "The types the spec gives fields, nested types and view actions, each at its line there: checked before",
            "the declarations below, so a misspelt one is reported at the spec first.",
        ])
        return aliases.isEmpty && alongside.isEmpty ? nil : .extension(view, members: aliases + alongside)
    }

    /// `extension View.State { private typealias SpecInputTypes = (…) }`, the types of the
    /// connector's inputs that name a type of the spec's `types`, each at its spec line and
    /// column, in the scope of the view state that nests those types: the connector declares
    /// them with its alias of the nested type, and ``declaredTypes(of:includesInputs:)``, which
    /// stand at the top level, leaves them out. Checked before the connector, so an app type
    /// misspelt beside a nested one (`[Strin: Tag]`) is reported at the spec first. `nil`
    /// where no input names a nested type.
    static func nestedInputTypesDeclaration(of resolved: ResolvedSpec) -> Declaration? {
        let naming = inputTypes(of: resolved.spec).filter { namesNestedType($0, of: resolved.spec) }
        let aliases = namedTypesDeclarations(naming, layout: resolved.config.layout, name: "SpecInputTypes", documentation: [
            "The types of the inputs that name a type the view state nests, each at its line in the spec: checked",
            "before the connector, so a misspelt one is reported at the spec first.",
        ])
        return aliases.isEmpty ? nil : .extension(resolved.nestedTypesOwner, members: aliases)
    }

    /// `private typealias ConfigConnectorProtocol = ScreenConnector`, the protocol
    /// `connector-gen.yml` names for connectors, at its line there, for a file whose
    /// connectors conform to it: checked before them, so a misspelt protocol, or one of a module
    /// the target does not import, is the file's first error, at `protocol:`, rather than at each
    /// conformance. `nil` where the configuration names none, or names it on its first line.
    static func configuredProtocolDeclaration(_ appProtocol: (name: String, source: Located<String>?)?) -> Declaration? {
        guard let (name, source) = appProtocol, let source, source.location.line > 1 else { return nil }
        return Declaration(
            documentation: ["The protocol connector-gen.yml names for connectors, at its line there: checked first, so a misspelt one is reported there."],
            kind: .tupleTypeAlias(name: "ConfigConnectorProtocol"),
            body: .nameAtSpecPosition(keywords: "private typealias ConfigConnectorProtocol =", rest: name, at: source.location, file: source.value),
            layout: .block)
    }

    /// `private typealias SpecRememberedState = LastConnectedState<AppState>`, its name at the app
    /// state's spec line and column, for a connector without main-actor isolation whose actions
    /// read the state: it remembers the state for other threads, so the state must be
    /// `Sendable`. Checked before the connector's declarations, this reports a state that is not
    /// at the spec first; the compiler puts the error at the alias's name:
    /// `type 'AppState' does not conform to the 'Sendable' protocol`.
    static func rememberedStateDeclaration(_ state: Located<String>, generic: String) -> Declaration {
        Declaration(
            documentation: [
                "The app state, at its line in the spec: a connector whose actions read the state remembers it",
                "for other threads, so it must be Sendable; checked first, so a state that is not is reported at the spec.",
            ],
            kind: .tupleTypeAlias(name: "SpecRememberedState"),
            body: .nameAtSpecPosition(keywords: "private typealias", rest: "SpecRememberedState = \(generic)<\(state.value)>", at: state.location),
            layout: .block)
    }

    /// For an existing `viewState` type, which the connector protocol requires to be
    /// `Equatable`: `private enum SpecEquatable<Value: Equatable> {}` and `private typealias
    /// SpecViewState = SpecEquatable<Type>`, with `SpecEquatable` at the type's spec line and column.
    /// Checked before the connector, so a type that is not `Equatable` is reported at the spec
    /// (`type 'SummaryState' does not conform to protocol 'Equatable'`), rather than as a
    /// connector that does not conform to the protocol.
    static func comparedViewStateDeclarations(_ viewState: Located<String>) -> [Declaration] {
        conformanceCheck(
            viewState, generic: "SpecEquatable", requirement: "Equatable", alias: "SpecViewState",
            why: "The connector protocol compares view states with `==`: a view state must be Equatable.",
            what: "The spec's view state, at its line there: checked first, so one that is not Equatable is reported at the spec.")
    }

    /// `private enum Generic<Value: Requirement> {}` (documented `why`) and `private typealias
    /// Alias = Generic<Type>` (documented `what`), `Generic` at `type`'s spec line and column:
    /// the compiler reports a type that does not meet the requirement at the generic type, so
    /// at the spec, before the declarations that need it; at `type`'s position in `file` when
    /// another file names it (`connector-gen.yml`).
    static func conformanceCheck(
        _ type: Located<String>, generic: String, requirement: String, alias: String, why: String, what: String, file: String? = nil
    ) -> [Declaration] {
        [
            .enum("\(generic)<Value: \(requirement)>", modifiers: ["private"], documentation: [why], members: []),
            Declaration(
                documentation: [what], kind: .tupleTypeAlias(name: alias),
                body: .nameAtSpecPosition(keywords: "private typealias \(alias) =", rest: "\(generic)<\(type.value)>", at: type.location, file: file),
                layout: .block),
        ]
    }

    /// For a flavor whose library requires the app state to conform to a protocol of its own
    /// (``FlavorTraits/qualifiedStateProtocol``) or dispatches its own `Action`
    /// (``FlavorTraits/qualifiedActionProtocol(for:)``), checks declared before the view's
    /// conformance, so that an app state or action that does not conform is reported at the
    /// spec's `state` or `action`, rather than as a view that does not conform to the library's
    /// protocol, or an action the generated code cannot dispatch:
    ///
    /// - `private enum SpecFluxState<Value: SwiftUIFlux.FluxState> {}` and `private typealias
    ///   SpecAppState = SpecFluxState<AppState>`, `SpecFluxState` at the state's spec line and
    ///   column, where the compiler reports the unmet requirement (`type 'AppState' does not
    ///   conform to protocol 'FluxState'`);
    /// - `private func specAppAction(_ action: AppAction) -> any SwiftUIFlux.Action`, returning
    ///   `action` at the action's spec line and column: a type that conforms, a protocol that
    ///   refines `Action` and `any Action` all convert (`return expression of type
    ///   'MovieAction' does not conform to 'Action'` otherwise).
    static func libraryConformanceDeclarations(state: Located<String>, action: Located<String>, traits: FlavorTraits) -> [Declaration] {
        var declarations: [Declaration] = []
        if let stateProtocol = traits.qualifiedStateProtocol, state.location.line > 1 {
            declarations += conformanceCheck(
                state, generic: "Spec" + (stateProtocol.split(separator: ".").last.map(String.init) ?? stateProtocol), requirement: stateProtocol,
                alias: "SpecAppState", why: "\(traits.library ?? "The library") requires the app state to conform to `\(stateProtocol)`.",
                what: "The spec's app state, at its line there: checked first, so one that does not conform is reported at the spec.")
        }
        if let actionProtocol = traits.qualifiedActionProtocol(for: action.value) {
            // On the main actor, where the view's `map` makes the actions: an action whose
            // conformance is isolated to it converts there.
            declarations.append(.function(
                "specAppAction(_ action: \(action.value)) -> any \(actionProtocol)", modifiers: ["private"],
                documentation: [
                    "\(traits.library ?? "The library") dispatches its own `Action`: the spec's app action, returned at its line there, must be one.",
                    "On the main actor, where `map` makes the actions, so that a conformance isolated to it counts too.",
                ],
                attributes: ["@MainActor"]
            ) { body in
                body.statement("", code: "action", atColumn: action.location.column - 1, line: action.location.line)
            })
        }
        return declarations
    }

    /// The types of the spec's inputs, declared as the connector's stored properties.
    static func inputTypes(of spec: ConnectorSpec) -> [Located<String>] {
        spec.inputs.map(\.type)
    }

    /// The property types of the spec's nested `types`.
    static func nestedTypes(of spec: ConnectorSpec) -> [Located<String>] {
        spec.types.flatMap { $0.properties.map(\.type) }
    }

    /// The associated-value types of the spec's view actions.
    static func associatedValueTypes(of spec: ConnectorSpec) -> [Located<String>] {
        spec.actionCases.flatMap { $0.parameters.map(\.type) }
    }

    /// Writes the checks for `types`, one statement per spec line.
    static func write(_ types: [Located<String>], into body: inout FunctionBodyWriter) {
        // `Int!` is a valid property type but cannot be nested in a tuple; such types are left
        // to the declaration.
        let checked = types.filter { !$0.value.contains("!") }
        let lines = Dictionary(grouping: checked, by: \.location.line)
        for line in lines.keys.sorted() {
            let types = lines[line]!.sorted { $0.location.column < $1.location.column }
            writeStatement(naming: types, suffix: ")? = nil", into: &body)
        }
    }

    /// Writes `let _: (A, B` + `suffix`, one spec line's `types` each at its column; when the
    /// first type leaves no room for `let _: (`, that goes on a line of its own before it.
    private static func writeStatement(naming types: [Located<String>], suffix: String, into body: inout FunctionBodyWriter) {
        let prefix = "let _: ("
        let line = types[0].location.line
        if body.isFormatted {
            body.mappedLine(prefix + types.map(\.value).joined(separator: ", ") + suffix, specLine: line)
            return
        }
        var text = ""
        let firstColumn = types[0].location.column - 1
        if firstColumn >= prefix.count {
            text = String(repeating: " ", count: firstColumn - prefix.count) + prefix
        } else if line > 1 {
            body.paddedLine(body.indentation + prefix, specLine: line - 1)
        } else {
            text = prefix
        }
        for (index, type) in types.enumerated() {
            if index > 0 { text += ", " }
            let column = type.location.column - 1
            if text.utf8.count < column { text += String(repeating: " ", count: column - text.utf8.count) }
            text += type.value
        }
        body.paddedLine(text + suffix, specLine: line)
    }

    /// Checks that each local holds a `Sendable` value, `_ = local as any Sendable`, with the
    /// local at the spec line and column of the type it was declared with, where the compiler
    /// reports a type that is not `Sendable` (`type 'Player' does not conform to the 'Sendable'
    /// protocol`); a local of a misspelt type adds no second error. Types known to be
    /// `Equatable` are standard value types, all `Sendable`, and are not checked; nor are
    /// those made of them and of `sendable`, types declared `Sendable` whose members are checked.
    static func writeSendableValues(
        _ values: [(local: String, type: Located<String>)], sendable: Set<String> = [], into body: inout FunctionBodyWriter
    ) {
        for (local, type) in values where !KnownEquatableTypes.contains(type.value, alsoEquatable: sendable) {
            if type.value.contains("\n") {
                body.mappedLine("_ = \(local) as any Sendable", specLine: type.location.line)
            } else {
                body.statement("_ = ", code: "\(local) as any Sendable", atColumn: type.location.column - 1, line: type.location.line)
            }
        }
    }
}
