/// The connector must not take the name of the app's own types, which its code names; without
/// `view`, neither must the view types, which are named after the connector.
enum GeneratedTypeNameRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        let connector = spec.connector.value
        let base = resolved.facts.generatedTypeBase
        // With `view`, the view types are nested in it, apart from the app's; the connector is
        // not, whatever the spec says. A flavor makes no connector type.
        let connectors = resolved.traits.makesConnector ? [connector] : []
        let names = spec.view == nil ? resolved.topLevelViewTypes + connectors : connectors
        for name in names {
            for (key, type) in [("state", spec.state), ("action", spec.action)] where type.value == name {
                context.report(.generatedNameClash(name, isConnector: name == connector, appKey: key, base: base), at: type.location)
            }
        }
    }
}
