/// A type in `types` is aliased inside the connector, so a name the connector itself uses
/// (the app's types, the view types, the standard types it names) would then mean the nested type.
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
        for type in spec.types {
            guard let meaning = meanings.first(where: { $0.name == type.name.value })?.meaning else { continue }
            context.report(.typeHidesName(type.name.value, meaning: meaning), at: type.name.location)
        }
    }
}
