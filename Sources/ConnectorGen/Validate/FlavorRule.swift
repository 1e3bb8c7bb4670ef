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
        if spec.view == nil {
            context.report(
                .flavorNeedsGeneratedView(flavor, missing: "but the spec has no 'view'", fix: "add 'view: <#View#>'", fromConfig: fromConfig), at: at)
        }
        if let type = spec.existingViewStateType {
            context.report(
                .flavorNeedsGeneratedView(
                    flavor, missing: "so 'viewState' lists its fields instead of naming a type", fix: "list the fields under 'viewState'",
                    fromConfig: fromConfig),
                at: type.location)
        }
        if let type = spec.existingViewActionType {
            context.report(
                .flavorNeedsGeneratedView(
                    flavor, missing: "so 'viewAction' lists its actions instead of naming a type", fix: "list the actions under 'viewAction'",
                    fromConfig: fromConfig),
                at: type.location)
        }
        // Fields and actions are all properties of one `Props`.
        let fieldNames = Set(spec.fields.map(\.name.value))
        for actionCase in spec.actionCases where fieldNames.contains(actionCase.name.value) {
            context.report(.flavorPropNameClash(actionCase.name.value, flavor: flavor), at: actionCase.name.location)
        }
    }
}
