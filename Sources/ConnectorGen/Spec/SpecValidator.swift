/// Checks that hold across keys: names that would clash in the generated code, slices no
/// expression uses, examples that cannot work, and view actions without an example.
enum SpecValidator {
    static func validate(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        checkSlices(resolved, context: &context)
        InputRules.check(resolved, context: &context)
        checkNames(spec, context: &context)
        checkTypeNames(spec, context: &context)
        checkGeneratedTypeNames(resolved, context: &context)
        checkViewIsUsed(spec, context: &context)
        checkExamples(resolved, context: &context)
        ExampleCheckRules.check(resolved, context: &context)
        checkMemoizedReads(resolved, context: &context)
        checkFlavor(resolved, context: &context)
        SwiftDuxRules.check(resolved, context: &context)
        ContainerRules.check(resolved, context: &context)
    }

    /// A flavor other than `connector` extends the view with the fields and actions the spec
    /// lists, so it needs `view`, and cannot use an existing view state or action type.
    private static func checkFlavor(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        guard resolved.flavor != .connector else { return }
        let flavor = resolved.flavor.rawValue
        let at = spec.flavor?.location ?? spec.location
        if spec.view == nil {
            context.report(.flavorNeedsGeneratedView(flavor, missing: "but the spec has no 'view'"), at: at)
        }
        if case .existing(let type, _) = spec.viewState {
            context.report(.flavorNeedsGeneratedView(flavor, missing: "so 'viewState' lists its fields instead of naming a type"), at: type.location)
        }
        if case .existing(let type, _) = spec.viewAction {
            context.report(.flavorNeedsGeneratedView(flavor, missing: "so 'viewAction' lists its actions instead of naming a type"), at: type.location)
        }
        // Fields and actions are all properties of one `Props`.
        if case .fields(let fields) = spec.viewState, case .cases(let cases) = spec.viewAction {
            let fieldNames = Set(fields.map(\.name.value))
            for actionCase in cases where fieldNames.contains(actionCase.name.value) {
                context.report(.flavorPropNameClash(actionCase.name.value, flavor: flavor), at: actionCase.name.location)
            }
        }
    }

    /// A memoized connector recomputes only when a slice changes: a field that reads `state`
    /// itself would keep a stale value.
    private static func checkMemoizedReads(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        // Without default isolation the memo holds the view state for every thread (see
        // Docs/memoization.md); a target whose isolation is unknown (lint without it) is not judged.
        if resolved.names.memoized, !resolved.names.sendable, resolved.config.isolation == .nonisolated {
            let spec = resolved.spec
            let location = spec.sendable?.location ?? spec.memoize?.location ?? spec.connector.location
            context.report(.memoizedWithoutSendable(inSpec: spec.sendable != nil), at: location)
        }
        guard resolved.names.memoized, case .fields(let fields) = resolved.spec.viewState else { return }
        for field in fields {
            guard case .expression(let code) = field.source, ReferencedNames.names(in: code.text).contains("state") else { continue }
            context.report(.memoizedFieldReadsState(field.name.value), at: code.location)
        }
    }

    private static func checkSlices(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        // A field that failed to decode may be the one that uses a slice: say nothing then.
        let reportsUnused = !context.diagnostics.containsErrors
        let unused = Set(resolved.facts.unusedSlices.map(\.name.value))
        for slice in resolved.spec.slices {
            if slice.name.value == "state" {
                context.report(.sliceNamedState, at: slice.name.location)
            } else if reportsUnused && unused.contains(slice.name.value) {
                context.report(.unusedSlice(slice.name.value), at: slice.name.location)
            }
        }
    }

    private static func checkNames(_ spec: ConnectorSpec, context: inout DecodingContext) {
        guard case .fields(let fields) = spec.viewState else { return }
        let typeNames = Dictionary(spec.types.map { ($0.name.value, $0.name.location) }, uniquingKeysWith: { first, _ in first })
        for field in fields {
            if let typeLocation = typeNames[field.name.value] {
                context.report(
                    .fieldNamedLikeType(field.name.value), at: field.name.location,
                    notes: [.typeDeclaration(field.name.value, at: typeLocation)])
            }
        }
    }

    /// A type in `types` is aliased inside the connector, so a name the connector itself uses
    /// would then mean the nested type.
    private static func checkTypeNames(_ spec: ConnectorSpec, context: inout DecodingContext) {
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

    /// Without `view`, the view types are named after the connector; they must not take the
    /// name of the app's own types.
    private static func checkGeneratedTypeNames(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        guard spec.view == nil else { return }
        let connector = spec.connector.value
        let base = resolved.facts.generatedTypeBase
        var generated: [String] = []
        if case .fields = spec.viewState { generated.append(base + "State") }
        if case .existing = spec.viewAction {} else { generated.append(base + "Action") }
        for name in generated + [connector] {
            for (key, type) in [("state", spec.state), ("action", spec.action)] where type.value == name {
                context.report(.generatedNameClash(name, isConnector: name == connector, appKey: key, base: base), at: type.location)
            }
        }
    }

    /// `view` holds generated types; with none generated, it has no effect.
    private static func checkViewIsUsed(_ spec: ConnectorSpec, context: inout DecodingContext) {
        guard let view = spec.view, case .existing = spec.viewState, case .existing = spec.viewAction else { return }
        context.report(.viewHasNoEffect, at: view.location)
    }

    private static func checkExamples(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        var names: [String: SourceLocation] = [:]
        for example in spec.examples {
            if let first = names[example.name.value] {
                context.report(.duplicateExampleName(example.name.value), at: example.name.location, notes: [.firstExample(at: first)])
            }
            names[example.name.value] = example.name.location
            if case .action(let send, _) = example.kind {
                if resolved.flavor == .connector && example.state != nil {
                    context.report(.exampleWithGivenAndSend(example.name.value), at: example.location)
                } else if resolved.flavor != .connector && example.state == nil {
                    context.report(.flavorActionExampleWithoutGiven(example.name.value, flavor: resolved.flavor.rawValue), at: send.location)
                }
                if case .none = spec.viewAction {
                    context.report(.actionExampleWithoutViewAction(example.name.value), at: send.location)
                }
            }
        }
        for actionCase in resolved.facts.actionsWithoutExamples {
            let parameters = actionCase.parameters.map { $0.argument("<\($0.type.value)>") }
            context.report(.actionWithoutExample(actionCase.name.value, parameters: parameters), at: actionCase.name.location)
        }
    }
}
