/// Checks a spec's `container`, `bindings` and `previews`: that the view, the store and the
/// view types they need are there, and that each binding pairs a field with an action that
/// takes one value of the field's type.
enum ContainerRules: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        // The target's `previews` applies only where it can (see `ResolvedSpec.hasPreviews`):
        // only what the spec asks for itself is checked.
        let previews = spec.previews?.value == true
        guard spec.container != nil || previews else {
            // The target's previews render the view with its values too.
            if resolved.hasPreviews, resolved.containerShape == .values { checkArgumentsNamedBody(resolved.renderedView, context: &context) }
            return
        }
        let key = spec.container != nil ? "container" : "previews"
        let at = spec.container?.location ?? spec.previews?.location ?? spec.location
        if !resolved.traits.makesConnector {
            // Each key the spec sets, so that one round removes both.
            if let container = spec.container { context.report(.containerWithFlavor("container", flavor: resolved.flavor.rawValue), at: container.location) }
            if previews, let location = spec.previews?.location {
                context.report(.containerWithFlavor("previews", flavor: resolved.flavor.rawValue), at: location)
            }
            return
        }
        guard let view = spec.view else {
            context.report(.containerWithoutView(key), at: at)
            return
        }
        if let name = spec.container?.name, name.value == view.value {
            context.report(.containerNamedLikeView(name.value, defaultName: ContainerNames.defaultName(forView: view.value)), at: name.location)
        }
        // SwiftDux's `Connector` shows nothing while the state maps to `nil`; the other
        // containers, and previews, need a view state.
        let isProvided = resolved.container?.source == .provideStore
        if let first = spec.required.first {
            // Both at once, where both are written: removing one leaves the other.
            let blocked = [spec.container != nil && !isProvided ? "container" : nil, previews ? "previews" : nil].compactMap { $0 }
            for key in blocked {
                context.report(.containerWithRequire(key, slice: first.value), at: key == "container" ? at : spec.previews?.location ?? at)
            }
            if !blocked.isEmpty { return }
        }
        if let container = resolved.container, container.store == nil, !isProvided {
            context.report(.containerWithoutStore(view: view.value), at: spec.container?.location ?? at)
        }
        let shape = resolved.containerShape
        if isProvided, shape == .viewModel {
            context.report(.providedStoreNeedsValues, at: spec.container?.shape?.location ?? spec.container?.location ?? at)
            return
        }
        if shape == .values {
            checkValuesShape(resolved, context: &context)
        } else if let first = spec.container?.bindings.first {
            context.report(.bindingsNeedValues, at: first.field.location)
        }
        if previews, spec.stateExamples.isEmpty {
            context.report(.previewsWithoutStateExample, at: spec.previews?.location ?? at)
        }
    }

    /// A field or closure action named `body`: the view's stored property of that name would be
    /// its `body`, which `View` requires, unless the view's own `init(body:)` stores it otherwise.
    private static func checkArgumentsNamedBody(_ call: RenderedView, context: inout DecodingContext) {
        if let field = call.fields.first(where: { $0.name.value == "body" }) {
            context.report(.containerArgumentNamedBody("field"), at: field.name.location)
        } else if let action = call.closureActions.first(where: { $0.name.value == "body" }) {
            context.report(.containerArgumentNamedBody("action"), at: action.name.location)
        }
    }

    /// The values shape needs the fields and actions listed, each name used once, and bindings
    /// that pair a field with an action taking one value of its type.
    private static func checkValuesShape(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        if let type = spec.existingViewStateType {
            context.report(.containerNeedsFields("viewState", type: type.value), at: type.location)
        }
        if let type = spec.existingViewActionType {
            context.report(.containerNeedsFields("viewAction", type: type.value), at: type.location)
        }
        let call = resolved.renderedView
        let fieldNames = call.fields.map(\.name.value)
        checkArgumentsNamedBody(call, context: &context)
        for action in call.closureActions where fieldNames.contains(action.name.value) {
            // A binding pairs a field with an action that takes one value, the field's new one.
            let pairs = action.parameters.count == 1
                && action.parameters[0].type.value == call.fields.first(where: { $0.name.value == action.name.value })?.type.value
            context.report(.containerArgumentClash(action.name.value, canBind: pairs), at: action.name.location)
        }
        let bindings = spec.container?.bindings ?? []
        for binding in bindings {
            guard let field = call.fields.first(where: { $0.name.value == binding.field.value }) else {
                report(unknown: binding.field, what: "field", known: fieldNames, context: &context)
                continue
            }
            guard let action = call.actions.first(where: { $0.name.value == binding.action.value }) else {
                report(unknown: binding.action, what: "action", known: call.actions.map(\.name.value), context: &context)
                continue
            }
            let types = action.parameters.map(\.type.value)
            if types.count == 1, let misspelt = RequireAndSetRules.misspelling(of: field.type.value, in: action.parameters[0].type) {
                context.report(
                    .bindingTypeMismatch(
                        field: field.name.value, type: field.type.value, action: action.name.value, takes: "(\(action.parameters[0].declaration))",
                        fitting: [], misspelt: misspelt.value),
                    at: misspelt.location, replacingWritten: misspelt.value)
            } else if types.count != 1 || !RequireAndSetRules.sameType(types[0], field.type.value) {
                let takes = types.isEmpty ? "nothing" : "(" + action.parameters.map(\.declaration).joined(separator: ", ") + ")"
                // An action another binding sends already is no fix: it would set that field too.
                let boundElsewhere = Set(bindings.filter { $0.field.value != field.name.value }.map(\.action.value))
                let fitting = call.actions.filter {
                    $0.parameters.count == 1 && RequireAndSetRules.sameType($0.parameters[0].type.value, field.type.value)
                        && !boundElsewhere.contains($0.name.value)
                }.map(\.name.value)
                // The action may be right and the field wrong: the fields of the one type it takes, bound to nothing.
                let bound = Set(bindings.map(\.field.value))
                let fieldsOfItsType = types.count == 1
                    ? call.fields.filter { RequireAndSetRules.sameType($0.type.value, types[0]) && !bound.contains($0.name.value) }.map(\.name.value) : []
                let mayBeAlias = types.count == 1 && !KnownEquatableTypes.contains(types[0])
                context.report(
                    .bindingTypeMismatch(
                        field: field.name.value, type: field.type.value, action: action.name.value, takes: takes, fitting: fitting,
                        fieldsOfItsType: fieldsOfItsType, mayBeAlias: mayBeAlias),
                    at: binding.action.location, replacingWritten: binding.action.value)
            }
        }
    }

    private static func report(unknown name: Located<String>, what: String, known: [String], context: inout DecodingContext) {
        let suggestion = DidYouMean.suggestion(for: name.value, among: known)
        context.report(.unknownBindingName(what, name.value, known: known, suggestion: suggestion), at: name.location, replacingWritten: name.value)
    }
}
