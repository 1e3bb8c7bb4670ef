/// A type in `types` is aliased inside the connector, so a name the connector itself uses
/// (the app's types, the view types, the standard types it names, a type an input or a field
/// qualifies with it) would then mean the nested type.
enum NestedTypeNameRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        var meanings: [(name: String, meaning: String, seenBy: String?)] = [
            (spec.state.value, "the app state type", nil), (spec.action.value, "the app action type", nil),
            ("State", "the view state", nil), ("Action", "the view actions", nil), (spec.connector.value, "the connector", nil),
        ]
        if let view = spec.view { meanings.append((view.value, "the view", nil)) }
        // The outer types of the app's types the spec names (`App` of `App.State`).
        let appTypes = [(spec.state, "the app state"), (spec.action, "the app action")]
            + [spec.view.map { ($0, "the view") }, spec.existingViewStateType.map { ($0, "the view state") },
               spec.existingViewActionType.map { ($0, "the view action") }].compactMap { $0 }
        for (type, role) in appTypes {
            for name in ReferencedNames.typeNames(in: type.value).sorted() where name != type.value {
                meanings.append((name, "the type \(role) '\(type.value)' names", nil))
            }
        }
        // Standard types the generated code names: a nested type would take their place.
        for name in ["Equatable", "Sendable", "Never", "Optional", "String", "Int", "Bool", "Array", "Dictionary", "Swift"] {
            meanings.append((name, "Swift's '\(name)'", nil))
        }
        // Two-way fields are SwiftUI `Binding`s in a flavor's props and a container's call.
        if !resolved.facts.twoWayFields.isEmpty { meanings.append(("Binding", "SwiftUI's 'Binding'", nil)) }
        // A flavor's tests add these to `Props`, where the types are nested too: the values
        // for state examples, the actions for action examples.
        if !resolved.traits.makesConnector {
            // The view's extension aliases the types: its `body` returns `some View`.
            meanings.append(("View", "SwiftUI's 'View'", "the view's own code"))
            let sendsActions = spec.examples.contains { if case .action = $0.kind { true } else { false } }
            if spec.examples.contains(where: { if case .action = $0.kind { false } else { true } }) {
                meanings.append(("ExampleValues", "the props' values the tests compare", nil))
            }
            if sendsActions { meanings.append(("ExampleAction", "the props' actions the tests send", nil)) }
        }
        // The spec's own types qualified by a nested type's name (`Account.ID`) mean the app's
        // type, where the generated code sees the nested one, which has no members of that
        // kind: inputs are the connector's properties, fields and nested types' properties the
        // view state's, and a view action's values name the nested types qualified with it.
        let written = spec.inputs.map { (type: $0.type, what: "the input '\($0.name.value)'") }
            + spec.fields.map { (type: $0.type, what: "the field '\($0.name.value)'") }
            + spec.types.flatMap { type in type.properties.map { (type: $0.type, what: "the property '\($0.name.value)' of '\(type.name.value)'") } }
            + spec.actionCases.flatMap { action in action.parameters.map { (type: $0.type, what: "the value '\($0.label.value)' of '\(action.name.value)'") } }
        for type in spec.types {
            if !resolved.traits.makesConnector, let view = spec.view, swiftUITypes.contains(type.name.value),
                !meanings.contains(where: { $0.name == type.name.value }) {
                context.report(.typeHidesSwiftUIName(type.name.value, view: view.value), at: type.name.location)
            }
            if let hidden = meanings.first(where: { $0.name == type.name.value }) {
                let message = hidden.seenBy.map { DiagnosticMessage.typeHidesName(type.name.value, meaning: hidden.meaning, seenBy: $0) }
                    ?? .typeHidesName(type.name.value, meaning: hidden.meaning)
                context.report(message, at: type.name.location)
            } else if let use = written.first(where: { ReferencedNames.qualifyingNames(in: $0.type.value).contains(type.name.value) }) {
                context.report(
                    .typeHidesName(type.name.value, meaning: "the type \(use.what) names in '\(use.type.value)'"), at: type.name.location,
                    notes: [Diagnostic.Note("\(use.what) names '\(type.name.value)' here, which means the nested type in the generated code", at: use.type.location)])
            }
        }
    }

    /// SwiftUI types a view's `body` commonly names and an app may name a model type like: in a
    /// flavor, whose generated extension of the view aliases the spec's `types`, one of these
    /// names would mean the nested type in the view's own code.
    static let swiftUITypes: Set<String> = [
        "Alert", "Alignment", "Animation", "Button", "Circle", "Color", "Divider", "Edge", "Font", "ForEach", "Form", "Gauge",
        "Grid", "Group", "Image", "Label", "Link", "List", "Menu", "Path", "Picker", "Rectangle", "Section", "Shape", "Spacer",
        "Table", "Text", "Toggle",
    ]
}
