/// A type in `types` is aliased inside the connector, so a name the connector itself uses
/// would then mean the nested type.
enum NestedTypeNameRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        var meanings: [(name: String, meaning: String)] = [
            (spec.state.value, "the app state type"), (spec.action.value, "the app action type"),
            ("State", "the view state"), ("Action", "the view actions"), (spec.connector.value, "the connector"),
        ]
        if let view = spec.view { meanings.append((view.value, "the view")) }
        for type in spec.types {
            guard let meaning = meanings.first(where: { $0.name == type.name.value })?.meaning else { continue }
            context.report(.typeHidesName(type.name.value, meaning: meaning), at: type.name.location)
        }
    }
}
