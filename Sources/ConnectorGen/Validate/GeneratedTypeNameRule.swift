/// Without `view`, the view types are named after the connector; they must not take the
/// name of the app's own types.
enum GeneratedTypeNameRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        guard spec.view == nil else { return }
        let connector = spec.connector.value
        let base = resolved.facts.generatedTypeBase
        for name in resolved.topLevelViewTypes + [connector] {
            for (key, type) in [("state", spec.state), ("action", spec.action)] where type.value == name {
                context.report(.generatedNameClash(name, isConnector: name == connector, appKey: key, base: base), at: type.location)
            }
        }
    }
}
