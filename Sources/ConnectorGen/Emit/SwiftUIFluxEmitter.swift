/// The Swift file for a spec of flavor `swiftuiflux`: an extension of the spec's view that
/// conforms to SwiftUIFlux's `ConnectedView`, with the view's `Props` (its fields, the nested
/// `types`, and one closure per view action) and `map(state:dispatch:)`. The user writes
/// `body(props:)` and the view's stored properties, which are the spec's `inputs`.
enum SwiftUIFluxEmitter {
    /// The file for `resolved`, whose `#sourceLocation` directives name the spec's path.
    static func emit(_ resolved: ResolvedSpec) -> String {
        FlavorExtension.render(resolved, members: [props(resolved), map(resolved)])
    }

    private static func props(_ resolved: ResolvedSpec) -> Declaration {
        let spec = resolved.spec
        let names = resolved.names
        var members: [Declaration] = []
        members += spec.fields.map { .constant(SwiftNames.escaped($0.name.value), access: names.access, type: $0.type.value) }
        for actionCase in spec.actionCases {
            var constant = Declaration.constant(SwiftNames.escaped(actionCase.name.value), access: names.access, type: FlavorExtension.closureType(actionCase))
            constant.documentation = ["Dispatches the app action of the view action `\(actionCase.name.value)`."]
            members.append(constant)
        }
        if names.access != .internal {
            var properties = spec.fields.map { ($0.name.value, $0.type.value) }
            properties += spec.actionCases.map { ($0.name.value, "@escaping " + FlavorExtension.closureType($0)) }
            members.append(.memberwiseInitializer(properties, access: names.access))
        }
        members += NestedTypeDeclarations.structs(spec.types, names: names)
        return .struct(
            "Props", access: names.access,
            documentation: ["What `body(props:)` renders, mapped from `\(names.appState)` by `map(state:dispatch:)`."],
            members: members)
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
                SpecTypeChecks.inputTypes(of: spec) + SpecTypeChecks.nestedTypes(of: spec) + SpecTypeChecks.associatedValueTypes(of: spec),
                into: &body)
            var arguments: [CallArgument] = []
            var locals = LocalNames(taken: ["dispatch"])
            if case .fields(let fields) = spec.viewState {
                (arguments, locals) = ConnectStateBody.writeFields(
                    fields, resolved: resolved, locals: locals, checksEquatable: false, into: &body)
            }
            for actionCase in spec.actionCases {
                let local = locals.claim(actionCase.name.value, step: .suffix("Action"))
                let read = resolved.facts.readParameters[actionCase.name.value] ?? []
                let parameters = actionCase.parameters.map { read.contains($0.label.value) ? SwiftNames.escaped($0.label.value) : "_" }
                let opening = parameters.isEmpty ? "{" : "{ " + parameters.joined(separator: ", ") + " in"
                // The app action's local must not hide an associated value `to` reads.
                let actionLocal = LocalNames.apart("action", from: actionCase.parameters.map(\.label.value))
                body.block("let \(SwiftNames.escaped(local)): \(FlavorExtension.closureType(actionCase)) = \(opening)") { body in
                    body.userCode(actionCase.appAction, prefix: "let \(actionLocal): \(names.appAction) =")
                    body.line("dispatch(\(actionLocal))")
                }
                arguments.append(CallArgument(actionCase.name.value, SwiftNames.escaped(local)))
            }
            body.call("return Props", arguments)
        }
    }
}
