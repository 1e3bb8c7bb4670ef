/// A flavor other than `connector` extends the view with the fields and actions the spec
/// lists, so it needs `view`, and cannot use an existing view state or action type; only its
/// tests make the view, as `makeView` says.
enum FlavorRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        guard !resolved.traits.makesConnector else {
            if let makeView = spec.makeView { context.report(.makeViewWithoutFlavor, at: makeView.location) }
            return
        }
        let flavor = resolved.flavor.rawValue
        let at = spec.flavor?.location ?? spec.location
        let fromConfig = spec.flavor == nil
        let targetMakesConnectors = resolved.config.flavor.traits.makesConnector
        if spec.view == nil {
            context.report(
                .flavorNeedsGeneratedView(flavor, missing: "but the spec has no 'view'", fix: "add 'view: <RenderingView>'", fromConfig: fromConfig,
                    targetMakesConnectors: targetMakesConnectors), at: at)
        }
        for (key, listed, type) in [("viewState", "fields", spec.existingViewStateType), ("viewAction", "actions", spec.existingViewActionType)] {
            guard let type else { continue }
            let missing = "so '\(key)' lists its \(listed) instead of naming a type"
            context.report(
                .flavorNeedsGeneratedView(flavor, missing: missing, fix: "list the \(listed) under '\(key)'", fromConfig: fromConfig,
                    targetMakesConnectors: targetMakesConnectors), at: type.location)
        }
        // Fields and actions are all properties of one `Props`.
        let fieldNames = Set(spec.fields.map(\.name.value))
        for actionCase in spec.actionCases where fieldNames.contains(actionCase.name.value) {
            context.report(.flavorPropNameClash(actionCase.name.value, flavor: flavor), at: actionCase.name.location)
        }
        // SwiftUIFlux's action props call `dispatch` inside their closures, whose values would hide it.
        if let parameter = resolved.mapParameterInUse, resolved.traits.actionClosuresCallMapParameter {
            for actionCase in spec.actionCases {
                for value in actionCase.parameters where value.label.value == parameter.name {
                    context.report(.sliceNamedLikeParameter(parameter.name, of: parameter.function, what: "a value of the action '\(actionCase.name.value)'"), at: value.label.location)
                }
            }
        }
        if let maximum = resolved.traits.maximumActionValues {
            for actionCase in spec.actionCases where actionCase.parameters.count > maximum {
                context.report(
                    .flavorActionTooManyValues(actionCase.name.value, count: actionCase.parameters.count, flavor: flavor, maximum: maximum),
                    at: actionCase.name.location)
            }
        }
    }
}
