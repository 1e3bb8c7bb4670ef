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
        FlavorExtension.render(
            resolved, library: "SwiftDux", protocol: "ConnectableView", isolatedWithMainActorDefault: true,
            members: [props(resolved), map(resolved)])
    }

    /// The two-way fields by the view action that sets each.
    static func twoWayFields(_ spec: ConnectorSpec) -> [String: Field] {
        var fields: [String: Field] = [:]
        for field in PropsExampleSupport.fields(spec) {
            if let setter = field.setter, fields[setter.value] == nil { fields[setter.value] = field }
        }
        return fields
    }

    /// The view actions that are props of their own: those that set no two-way field.
    static func boundActions(_ spec: ConnectorSpec) -> [ActionCase] {
        let twoWay = twoWayFields(spec)
        return PropsExampleSupport.cases(spec).filter { twoWay[$0.name.value] == nil }
    }

    /// `Props`'s stored properties in initializer order, each with its declaration and the
    /// type its initializer takes: fields in spec order, then the bound actions.
    private static func properties(_ resolved: ResolvedSpec) -> [(name: String, declaration: Declaration, parameterType: String)] {
        let spec = resolved.spec
        let access = resolved.names.access.modifier
        var properties: [(name: String, declaration: Declaration, parameterType: String)] = []
        for field in PropsExampleSupport.fields(spec) {
            let name = SwiftNames.escaped(field.name.value)
            if let setter = field.setter {
                var declaration = Declaration(header: "@ActionBinding \(access)var \(name): \(field.type.value)", body: .none, layout: .storedProperty)
                declaration.documentation = ["Two-way: setting it sends the app action of the view action `\(setter.value)`."]
                properties.append((field.name.value, declaration, "ActionBinding<\(field.type.value)>"))
            } else {
                properties.append((field.name.value, .constant(name, access: resolved.names.access, type: field.type.value), field.type.value))
            }
        }
        for actionCase in boundActions(spec) {
            let type = FlavorExtension.closureType(actionCase)
            var declaration = Declaration(
                header: "@ActionBinding \(access)var \(SwiftNames.escaped(actionCase.name.value)): \(type)", body: .none, layout: .storedProperty)
            declaration.documentation = ["Sends the app action of the view action `\(actionCase.name.value)`."]
            properties.append((actionCase.name.value, declaration, "ActionBinding<\(type)>"))
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
                    let storage = property.parameterType.hasPrefix("ActionBinding<") ? "_" + property.name : name
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
        return PropsExampleSupport.cases(resolved.spec).isEmpty
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
        if !PropsExampleSupport.cases(spec).isEmpty { documentation += "; each binding sends its app action" }
        return .function(
            "map(\(signature(resolved).parameters)) -> Props?", access: names.access, documentation: [documentation + "."]
        ) { body in
            // `Props` is `Equatable`: its nested types and fields must be too.
            if SpecTypeChecks.checksViewStateMembers(of: spec) { SpecTypeChecks.declareEquatableCheck(into: &body) }
            SpecTypeChecks.write(SpecTypeChecks.inputTypes(of: spec) + SpecTypeChecks.associatedValueTypes(of: spec), into: &body)
            SpecTypeChecks.writeEquatable(SpecTypeChecks.nestedTypes(of: spec), into: &body)
            let fields = PropsExampleSupport.fields(spec)
            var (arguments, taken) = ConnectStateBody.writeFields(fields, resolved: resolved, taken: ["binder"], into: &body)
            func local(_ name: String) -> String {
                var local = name
                while taken.contains(local) { local += "Binding" }
                taken.insert(local)
                return SwiftNames.escaped(local)
            }
            for (index, field) in fields.enumerated() {
                guard let setter = field.setter, let actionCase = PropsExampleSupport.cases(spec).first(where: { $0.name.value == setter.value })
                else { continue }
                let binding = local(field.name.value)
                let value = arguments[index].dropFirst(SwiftNames.label(field.name.value).count + 2)
                writeBinding(actionCase, resolved: resolved, opening: "let \(binding) = binder.bind(\(value))", into: &body)
                arguments[index] = "\(SwiftNames.label(field.name.value)): \(binding)"
            }
            for actionCase in boundActions(spec) {
                let binding = local(actionCase.name.value)
                writeBinding(actionCase, resolved: resolved, opening: "let \(binding) = binder.bind", into: &body)
                arguments.append("\(SwiftNames.label(actionCase.name.value)): \(binding)")
            }
            ConnectStateBody.writeCall("return Props", arguments: arguments, into: &body)
        }
    }

    /// `opening { values in let action: AppAction = <to>; return action }`. A two-way
    /// binding's one value takes its type from the field; an action's values are typed.
    private static func writeBinding(_ actionCase: ActionCase, resolved: ResolvedSpec, opening: String, into body: inout FunctionBodyWriter) {
        let read = resolved.facts.readParameters[actionCase.name.value] ?? []
        let isTwoWay = opening.hasSuffix(")")
        let parameters = actionCase.parameters.map { parameter in
            let name = read.contains(parameter.label.value) ? SwiftNames.escaped(parameter.label.value) : "_"
            return isTwoWay ? name : name + ": " + parameter.type.value
        }
        let list = isTwoWay ? parameters.joined(separator: ", ") : "(" + parameters.joined(separator: ", ") + ")"
        let header = parameters.isEmpty ? "{" : "{ " + list + " in"
        // The app action's local must not hide an associated value `to` reads.
        var actionLocal = "action"
        while actionCase.parameters.contains(where: { $0.label.value == actionLocal }) { actionLocal += "Value" }
        body.block("\(opening) \(header)") { body in
            body.userCode(actionCase.appAction, prefix: "let \(actionLocal): \(resolved.names.appAction) =")
            body.line("return \(actionLocal)")
        }
    }
}
