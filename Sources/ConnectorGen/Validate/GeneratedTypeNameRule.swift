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
        var reported = false
        for name in names {
            for (key, type) in [("state", spec.state), ("action", spec.action)] where type.value == name {
                context.report(.generatedNameClash(name, isConnector: name == connector, appKey: key, base: base), at: type.location)
                reported = true
            }
        }
        // A view that is the app's namespace of its state or action (`enum AppFeature { struct
        // State; enum Action }`) would declare a second `State` or `Action` in it.
        if let view = spec.view, resolved.traits.makesConnector {
            for (key, type) in [("state", spec.state), ("action", spec.action)] where nestedViewTypes(resolved).contains(type.value) {
                context.report(.viewTypeInAppNamespace(type.value, appKey: key, view: view.value), at: view.location)
                reported = true
            }
        }
        guard resolved.traits.makesConnector, !reported, let taken = typeNamedLikeTheConnector(resolved) else { return }
        context.report(.connectorNameTaken(connector, by: taken), at: spec.connector.location)
    }

    /// The view types the spec generates nested in its view (`HistoryView.State`,
    /// `HistoryView.Action`): none for an existing view state or view action.
    private static func nestedViewTypes(_ resolved: ResolvedSpec) -> [String] {
        var types: [String] = []
        if case .fields = resolved.spec.viewState { types.append(resolved.names.viewState.generated) }
        if case .existing = resolved.spec.viewAction {} else { types.append(resolved.names.viewAction.generated) }
        return types
    }

    /// The first type the connector's code names whose name (or first component) is the
    /// connector's, which the connector's name takes the place of there, said as which type it
    /// is and where the spec names it.
    private static func typeNamedLikeTheConnector(_ resolved: ResolvedSpec) -> String? {
        let spec = resolved.spec
        let connector = spec.connector.value
        if let view = spec.view, ReferencedNames.typeNames(in: view.value).contains(connector) {
            return "the view '\(view.value)' (line \(view.location.line))"
        }
        if ReferencedNames.typeNames(in: resolved.names.protocolName).contains(connector) {
            return "the protocol it conforms to, '\(resolved.names.protocolName)'"
        }
        let appTypes: [(role: String, type: Located<String>)] =
            [("the app state type", spec.state), ("the app action type", spec.action)]
            + [spec.existingViewStateType.map { ("the view state type", $0) }, spec.existingViewActionType.map { ("the view action type", $0) }]
            .compactMap { $0 }
        for (role, type) in appTypes where ReferencedNames.typeNames(in: type.value).contains(connector) {
            return "'\(type.value)', \(role) (line \(type.location.line))"
        }
        // A field's or input's type may be one the app nests in the connector
        // (`StatsConnector.Mode`); one of `types` is nested in the view state, and
        // `TypeHidesName` tells of one named like the connector.
        guard !spec.types.contains(where: { $0.name.value == connector }) else { return nil }
        let memberTypes = spec.fields.map { ("the type of the field '\($0.name.value)'", $0.type) }
            + spec.inputs.map { ("the type of the input '\($0.name.value)'", $0.type) }
        for (role, type) in memberTypes where names(connector, in: type.value) {
            return "'\(type.value)', \(role) (line \(type.location.line))"
        }
        return nil
    }

    /// Whether `type` names a type `name` of its own: not a member (`.name`), and not the outer
    /// type of one (`StatsConnector.Mode`, a type the app nests in the connector).
    private static func names(_ name: String, in type: String) -> Bool {
        let lexer = SwiftLexer(type)
        let tokens = lexer.filter { !$0.isTrivia }
        return tokens.indices.contains { index in
            tokens[index].kind == .identifier && lexer.name(of: tokens[index]) == name
                && !(index > 0 && lexer.isPeriod(tokens[index - 1])) && !(index + 1 < tokens.count && lexer.isPeriod(tokens[index + 1]))
        }
    }
}
