/// The Swift file for a spec of flavor `swiftdux`: an extension of the spec's view that
/// conforms to SwiftDux's `ConnectableView`, with the view's `Equatable` `Props` (its fields,
/// the nested `types`, and one `@ActionBinding` per view action) and `map(state:binder:)`
/// (`map(state:)` when nothing is bound). A field whose `set` names a view action is a
/// two-way `@ActionBinding` of the field's type, sending that action's app action when set;
/// the action has no prop of its own. A slice under `require` is bound with `guard let`, and
/// `map` returns `nil` while it is missing. The user writes `body(props:)` and the view's
/// stored properties, which are the spec's `inputs`.
enum SwiftDuxEmitter {
    /// The file for `resolved`, whose `#sourceLocation` directives name the spec's path.
    static func emit(_ resolved: ResolvedSpec) -> String {
        // `Props` is `Equatable`: its fields and nested types' properties must be too, checked
        // before it is declared.
        let checks = MemberConformanceChecks.viewState(of: resolved).declaration(layout: resolved.config.layout)
        let hashable = MemberConformanceChecks.hashable(of: resolved).declaration(layout: resolved.config.layout)
        return FlavorExtension.render(resolved, members: [checks, hashable].compactMap { $0 } + [props(resolved), map(resolved)])
    }

    /// One of `Props`'s stored properties.
    private struct Property {
        /// The property's name, unescaped.
        var name: String
        /// Its declaration.
        var declaration: Declaration
        /// The type it holds.
        var type: String
        /// Whether it is an `@ActionBinding`, which an initializer sets through its storage.
        var isBinding: Bool

        /// The type an initializer takes for it: an `ActionBinding` of the type for a binding.
        var parameterType: String { isBinding ? "ActionBinding<\(type)>" : type }
    }

    /// `Props`'s stored properties in initializer order: fields in spec order, then the bound actions.
    private static func properties(_ resolved: ResolvedSpec) -> [Property] {
        let spec = resolved.spec
        let access = resolved.names.access
        func binding(_ name: String, type: String, documentation: String) -> Property {
            let declaration = Declaration.property(
                SwiftNames.escaped(name), access: access, wrapper: "@ActionBinding", isVariable: true, type: type,
                documentation: [documentation])
            return Property(name: name, declaration: declaration, type: type, isBinding: true)
        }
        var properties: [Property] = []
        for field in spec.fields {
            if let setter = field.setter {
                properties.append(binding(
                    field.name.value, type: field.type.value,
                    documentation: "Two-way: setting it sends the app action of the view action `\(setter.value)`."))
            } else {
                let declaration = Declaration.constant(SwiftNames.escaped(field.name.value), access: access, type: field.type.value)
                properties.append(Property(name: field.name.value, declaration: declaration, type: field.type.value, isBinding: false))
            }
        }
        for actionCase in resolved.facts.propActions {
            properties.append(binding(
                actionCase.name.value, type: FlavorExtension.closureType(actionCase),
                documentation: "Sends the app action of the view action `\(actionCase.name.value)`."))
        }
        return properties
    }

    private static func props(_ resolved: ResolvedSpec) -> Declaration {
        let names = resolved.names
        let properties = properties(resolved)
        var members = properties.map(\.declaration)
        if names.access != .internal {
            // Swift's memberwise initializer is internal; an `@ActionBinding` is set through its storage.
            let parameters = properties.map { "\(SwiftNames.escaped($0.name)): \($0.parameterType)" }.joined(separator: ", ")
            members.append(.initializer(parameters, access: names.access, body: properties.isEmpty ? nil : { body in
                for property in properties {
                    let name = SwiftNames.escaped(property.name)
                    let storage = property.isBinding ? "_" + property.name : name
                    body.line("self.\(storage) = \(name)")
                }
            }))
        }
        members += NestedTypeDeclarations.structs(resolved.spec.types, names: names)
        return .struct(
            "Props", access: names.access, conformances: ["Equatable"],
            documentation: ["What `body(props:)` renders, mapped from `\(names.appState)` by `\(signature(resolved).name)`."],
            members: members)
    }

    /// `map(state:binder:)` when the props bind an action, else `map(state:)`.
    private static func signature(_ resolved: ResolvedSpec) -> (name: String, parameters: String) {
        let state = "state: \(resolved.names.appState)"
        return resolved.mapParameterInUse == nil
            ? ("map(state:)", state)
            : ("map(state:binder:)", state + ", binder: ActionBinder")
    }

    private static func map(_ resolved: ResolvedSpec) -> Declaration {
        let spec = resolved.spec
        let names = resolved.names
        var documentation = "The props of this view in `state`"
        if !spec.required.isEmpty {
            documentation += ", or `nil` while \(spec.required.map { "`\($0.value)`" }.joined(separator: " or ")) is missing"
        }
        if !spec.actionCases.isEmpty { documentation += "; each binding sends its app action" }
        return .function(
            "map(\(signature(resolved).parameters)) -> Props?", access: names.access, documentation: [documentation + "."]
        ) { body in
            SpecTypeChecks.write(
                SpecTypeChecks.leftToTheFlavorMap(SpecTypeChecks.inputTypes(of: spec) + SpecTypeChecks.associatedValueTypes(of: spec), of: spec),
                into: &body)
            let fields = spec.fields
            var (arguments, locals) = ConnectStateBody.writeFields(fields, resolved: resolved, locals: LocalNames(taken: ["binder"]), into: &body)
            func local(_ name: String) -> String {
                SwiftNames.escaped(locals.claim(name, step: .suffix("Binding")))
            }
            for (index, field) in fields.enumerated() {
                guard let setter = field.setter, let actionCase = spec.actionCases.first(where: { $0.name.value == setter.value })
                else { continue }
                let binding = local(field.name.value)
                let value = arguments[index].value
                writeBinding(actionCase, resolved: resolved, opening: "let \(binding) = binder.bind(\(value))", isTwoWay: true, into: &body)
                arguments[index] = CallArgument(field.name.value, binding)
            }
            for actionCase in resolved.facts.propActions {
                let binding = local(actionCase.name.value)
                writeBinding(actionCase, resolved: resolved, opening: "let \(binding) = binder.bind", isTwoWay: false, into: &body)
                arguments.append(CallArgument(actionCase.name.value, binding))
            }
            body.call((body.isEmpty ? "" : "return ") + "Props", arguments)
        }
    }

    /// `opening { values in let action: AppAction = <to>; return action }`. A two-way
    /// binding's one value takes its type from the field; an action's values are typed.
    private static func writeBinding(
        _ actionCase: ActionCase, resolved: ResolvedSpec, opening: String, isTwoWay: Bool, into body: inout FunctionBodyWriter
    ) {
        let read = resolved.facts.readParameters[actionCase.name.value] ?? []
        let parameters = actionCase.parameters.map { parameter in
            let name = read.contains(parameter.label.value) ? SwiftNames.escaped(parameter.label.value) : "_"
            return isTwoWay ? name : name + ": " + parameter.type.value
        }
        let list = isTwoWay ? parameters.joined(separator: ", ") : "(" + parameters.joined(separator: ", ") + ")"
        let header = parameters.isEmpty ? "{" : "{ " + list + " in"
        // The app action's local must not hide an associated value `to` reads.
        let actionLocal = LocalNames.apart("action", from: actionCase.parameters.map(\.label.value))
        body.block("\(opening) \(header)") { body in
            body.userCode(actionCase.appAction, prefix: "let \(actionLocal): \(resolved.names.appAction) =")
            body.line("return \(actionLocal)")
        }
    }
}
