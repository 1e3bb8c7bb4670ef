/// The Swift file for a spec of flavor `swiftuiflux`: an extension of the spec's view that
/// conforms to SwiftUIFlux's `ConnectedView`, with the view's `Props` (its fields, the nested
/// `types`, and one closure per view action) and `map(state:dispatch:)`. A field whose `set`
/// names a view action is a SwiftUI `Binding` of the field's type, whose setter dispatches that
/// action's app action; the action has no prop of its own. The user writes `body(props:)` and
/// the view's stored properties, which are the spec's `inputs`.
enum SwiftUIFluxEmitter {
    /// The file for `resolved`, whose `#sourceLocation` directives name the spec's path.
    static func emit(_ resolved: ResolvedSpec) -> String {
        // The props need not be `Equatable`; a nested type a `Set` or a dictionary's key holds
        // is `Hashable`, its properties checked before it is declared.
        let hashable = MemberConformanceChecks.hashable(of: resolved).declaration(layout: resolved.config.layout)
        return FlavorExtension.render(resolved, members: [hashable].compactMap { $0 } + [props(resolved), map(resolved)])
    }

    private static func props(_ resolved: ResolvedSpec) -> Declaration {
        let spec = resolved.spec
        let names = resolved.names
        let actions = resolved.facts.propActions
        var members: [Declaration] = []
        for field in spec.fields {
            var constant = Declaration.constant(SwiftNames.escaped(field.name.value), access: names.access, type: propType(field))
            if let setter = field.setter {
                constant.documentation = ["Two-way: setting its value dispatches the app action of the view action `\(setter.value)`."]
            }
            members.append(constant)
        }
        for actionCase in actions {
            var constant = Declaration.constant(SwiftNames.escaped(actionCase.name.value), access: names.access, type: FlavorExtension.closureType(actionCase))
            constant.documentation = ["Dispatches the app action of the view action `\(actionCase.name.value)`."]
            members.append(constant)
        }
        if names.access != .internal {
            var properties = spec.fields.map { ($0.name.value, propType($0)) }
            properties += actions.map { ($0.name.value, "@escaping " + FlavorExtension.closureType($0)) }
            members.append(.memberwiseInitializer(properties, access: names.access))
        }
        members += NestedTypeDeclarations.structs(spec.types, names: names)
        return .struct(
            "Props", access: names.access,
            documentation: ["What `body(props:)` renders, mapped from `\(names.appState)` by `map(state:dispatch:)`."],
            members: members)
    }

    /// A field's type in `Props`: a `Binding` of it for a two-way field.
    private static func propType(_ field: Field) -> String {
        field.setter == nil ? field.type.value : TwoWayField.binding.propType(field.type.value)
    }

    private static func map(_ resolved: ResolvedSpec) -> Declaration {
        let spec = resolved.spec
        let names = resolved.names
        return .function(
            "map(state: \(names.appState), dispatch: @escaping DispatchFunction) -> Props", access: names.access,
            documentation: [spec.actionCases.isEmpty
                ? "The props of this view in `state`."
                : "The props of this view in `state`; each action prop dispatches its app action."]
        ) { body in
            SpecTypeChecks.write(
                SpecTypeChecks.leftToTheFlavorMap(
                    SpecTypeChecks.inputTypes(of: spec) + SpecTypeChecks.nestedTypes(of: spec) + SpecTypeChecks.associatedValueTypes(of: spec), of: spec),
                into: &body)
            var arguments: [CallArgument] = []
            var locals = LocalNames(taken: ["dispatch"])
            if case .fields(let fields) = spec.viewState {
                (arguments, locals) = ConnectStateBody.writeFields(
                    fields, resolved: resolved, locals: locals, into: &body)
            }
            for (index, field) in spec.fields.enumerated() {
                guard let setter = field.setter, let actionCase = spec.actionCases.first(where: { $0.name.value == setter.value })
                else { continue }
                let binding = SwiftNames.escaped(locals.claim(field.name.value, step: .suffix("Binding")))
                // `map` is main-actor isolated, as every `View` member: so are the binding's
                // closures, which SwiftUI calls there and which may then capture `dispatch`.
                body.block("let \(binding) = Binding(", closing: ")") { body in
                    body.line("get: { @MainActor in \(arguments[index].value) },")
                    writeDispatch(actionCase, resolved: resolved, opening: "set: { @MainActor", in: &body)
                }
                arguments[index] = CallArgument(field.name.value, binding)
            }
            for actionCase in resolved.facts.propActions {
                let local = locals.claim(actionCase.name.value, step: .suffix("Action"))
                writeDispatch(actionCase, resolved: resolved, opening: "let \(SwiftNames.escaped(local)): \(FlavorExtension.closureType(actionCase)) = {", in: &body)
                arguments.append(CallArgument(actionCase.name.value, SwiftNames.escaped(local)))
            }
            body.call((body.isEmpty ? "" : "return ") + "Props", arguments)
        }
    }

    /// `opening values in let action: AppAction = <to>; dispatch(action) }`, the values those
    /// `to` reads (`_` for the others).
    private static func writeDispatch(_ actionCase: ActionCase, resolved: ResolvedSpec, opening: String, in body: inout FunctionBodyWriter) {
        let read = resolved.facts.readParameters[actionCase.name.value] ?? []
        let parameters = actionCase.parameters.map { read.contains($0.label.value) ? SwiftNames.escaped($0.label.value) : "_" }
        let header = parameters.isEmpty ? opening : opening + " " + parameters.joined(separator: ", ") + " in"
        // The app action's local must not hide an associated value `to` reads.
        let actionLocal = LocalNames.apart("action", from: actionCase.parameters.map(\.label.value))
        body.block(header) { body in
            body.userCode(actionCase.appAction, prefix: "let \(actionLocal): \(resolved.names.appAction) =")
            body.line("dispatch(\(actionLocal))")
        }
    }
}
