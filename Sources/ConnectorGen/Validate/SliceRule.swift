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
            checkReadsOfSlices(slice.path, of: slice.name.value, among: resolved.spec.slices, context: &context)
        }
        if case .existing(let type, let slice) = resolved.spec.viewState {
            if slice.text.isEmpty {
                // No `slice` (a flavor, which cannot take an existing type, is told by `FlavorRule`).
                if resolved.traits.makesConnector { context.report(.missingSlice(viewState: type.value), at: type.location) }
            } else {
                checkPath(slice, of: nil, context: &context)
                checkReadsOfSlices(slice, of: nil, among: resolved.spec.slices, context: &context)
            }
        }
    }

    /// A slice's path reads the app state alone: another slice (`item: items[id]`, `id` a
    /// slice) is bound, if at all, only where a field or action reads it, and the existing view
    /// state's `slice` (`slice` `nil`) is read after the required slices are only tested. The
    /// path's first name is a member of the state (`state: items` reads `state.items`), and a
    /// name the path's own closure binds (`{ id in … }`) is its own.
    private static func checkReadsOfSlices(_ pathCode: SwiftCode, of slice: String?, among slices: [Slice], context: inout DecodingContext) {
        let others = Dictionary(slices.filter { $0.name.value != slice }.map { ($0.name.value, $0.path.text) }) { first, _ in first }
        let reads = SlicePathReads(pathCode.text)
        // The first read of another slice, but where the path's own closure binds its name.
        guard let (name, offset) = others.keys.sorted().compactMap({ name in reads.offsets(of: name).first.map { (name, $0) } }).min(by: { $0.1 < $1.1 }),
              let otherPath = others[name]
        else { return }
        context.report(
            .slicePathReadsSlice(
                slice, reads: name, withPath: reads.reading(otherPath, for: name, at: offset), flatMapped: reads.flatMapped(otherPath, for: name, at: offset)),
            at: pathCode.location(ofOffset: offset))
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
