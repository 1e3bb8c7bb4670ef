/// A slice named `state` would hide the app state; a slice no field reads is never bound.
enum SliceRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
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
}
