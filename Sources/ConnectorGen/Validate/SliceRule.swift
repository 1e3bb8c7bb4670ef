/// A slice named `state`, like the other parameter of a flavor's `map`, or `action` where a
/// `to` reads it, would hide it; a
/// slice no field reads is never bound; a slice's path (each of `slices`, and `slice`) is
/// written as it reads after `state.`, so it neither starts with `state.` nor is a key-path
/// literal; an existing view state is read with `slice`, which the connector form needs.
enum SliceRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        // A field that failed to decode may be the one that uses a slice: say nothing then.
        let reportsUnused = !context.diagnostics.containsErrors
        let unused = Set(resolved.facts.unusedSlices.map(\.name.value))
        for slice in resolved.spec.slices {
            if slice.name.value == "state" {
                context.report(.sliceNamedState, at: slice.name.location)
            } else if let parameter = resolved.mapParameterInUse, slice.name.value == parameter.name {
                context.report(.sliceNamedLikeParameter(parameter.name, of: parameter.function), at: slice.name.location)
            } else if slice.name.value == "action", resolved.facts.actionSlices.contains(where: { $0.name.value == "action" }) {
                // Bound beside the view action in `connect(action:state:)`, it would hide it.
                context.report(.sliceNamedLikeParameter("action", of: "connect(action:state:)"), at: slice.name.location)
            } else if reportsUnused && unused.contains(slice.name.value) {
                context.report(.unusedSlice(slice.name.value), at: slice.name.location)
            }
            checkPath(slice.path, of: slice.name.value, context: &context)
        }
        if case .existing(let type, let slice) = resolved.spec.viewState {
            if slice.text.isEmpty {
                // No `slice` (a flavor, which cannot take an existing type, is told by `FlavorRule`).
                if resolved.traits.makesConnector { context.report(.missingSlice(viewState: type.value), at: type.location) }
            } else {
                checkPath(slice, of: nil, context: &context)
            }
        }
    }

    /// A slice's path as the generated code writes it after `state.`: not starting with
    /// `state.` again, and no key-path literal. `slice` is `nil` for the key `slice`.
    private static func checkPath(_ path: SwiftCode, of slice: String?, context: inout DecodingContext) {
        let text = path.text
        if text.hasPrefix("state."), text.count > "state.".count {
            context.report(.slicePathFromState(slice, path: text), at: path.location)
        } else if text.hasPrefix("\\"), let dot = text.firstIndex(of: ".") {
            let prefix = String(text[...dot])
            context.report(.sliceKeyPathLiteral(slice, path: text, prefix: prefix), at: path.location, replacingWritten: prefix)
        }
    }
}
