/// A slice named `state` would hide the app state; a slice no field reads is never bound; a
/// slice's path is the member path the generated code writes after `state.`, so it neither
/// starts with `state.` nor is a key path.
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
            let path = slice.path.text
            if path.hasPrefix("state.") {
                context.report(.slicePathFromState(slice.name.value, path: path), at: slice.path.location, replacingWritten: "state.")
            } else if path.hasPrefix("\\"), let dot = path.firstIndex(of: ".") {
                let prefix = String(path[...dot])
                context.report(.slicePathIsKeyPath(slice.name.value, path: path, prefix: prefix), at: slice.path.location, replacingWritten: prefix)
            }
        }
    }
}
