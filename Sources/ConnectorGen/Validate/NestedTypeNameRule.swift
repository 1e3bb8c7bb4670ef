/// A type in `types` is aliased inside the connector, so a name the connector itself uses
/// (the app's types, the view types, the standard types it names, a type an input or a field
/// qualifies with it) would then mean the nested type.
enum NestedTypeNameRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        var meanings: [(name: String, meaning: String)] = [
            (spec.state.value, "the app state type"), (spec.action.value, "the app action type"),
            ("State", "the view state"), ("Action", "the view actions"), (spec.connector.value, "the connector"),
        ]
        if let view = spec.view { meanings.append((view.value, "the view")) }
        // Standard types the generated code names: a nested type would take their place.
        for name in ["Equatable", "Sendable", "Never", "Optional", "String", "Int", "Bool", "Array", "Dictionary", "Swift"] {
            meanings.append((name, "Swift's '\(name)'"))
        }
        // Two-way fields are SwiftUI `Binding`s in a flavor's props and a container's call.
        if !resolved.facts.twoWayFields.isEmpty { meanings.append(("Binding", "SwiftUI's 'Binding'")) }
        // A flavor's tests add these to `Props`, where the types are nested too: the values
        // for state examples, the actions for action examples.
        if !resolved.traits.makesConnector {
            let sendsActions = spec.examples.contains { if case .action = $0.kind { true } else { false } }
            if spec.examples.contains(where: { if case .action = $0.kind { false } else { true } }) {
                meanings.append(("ExampleValues", "the props' values the tests compare"))
            }
            if sendsActions { meanings.append(("ExampleAction", "the props' actions the tests send")) }
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
            if let meaning = meanings.first(where: { $0.name == type.name.value })?.meaning {
                context.report(.typeHidesName(type.name.value, meaning: meaning), at: type.name.location)
            } else if let use = written.first(where: { ReferencedNames.qualifyingNames(in: $0.type.value).contains(type.name.value) }) {
                context.report(
                    .typeHidesName(type.name.value, meaning: "the type \(use.what) names in '\(use.type.value)'"), at: type.name.location,
                    notes: [Diagnostic.Note("\(use.what) names '\(type.name.value)' here, which means the nested type in the generated code", at: use.type.location)])
            }
        }
    }
}
