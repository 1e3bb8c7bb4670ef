/// What a view action's `to` may read: the labels of its case's associated values and the
/// connector's inputs, and, in a flavor whose action props are made in `map` after the slices
/// (``FlavorTraits/actionsReadSlices``), the slices too. In the connector form, `to` is code of
/// `connect(action:)`, which has no state: a slice it names is reported at the `to`, once per
/// slice, rather than as an unused slice and then by the compiler.
enum ActionSliceRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        guard !resolved.traits.actionsReadSlices, !spec.slices.isEmpty else { return }
        let slices = Set(spec.slices.map(\.name.value))
        let inputs = spec.inputs.map(\.name.value)
        for actionCase in spec.actionCases {
            let labels = actionCase.parameters.map(\.label.value)
            // A label or an input of the slice's name is what the code reads.
            let hidden = Set(labels + inputs)
            let code = actionCase.appAction
            var reported: Set<String> = []
            for (name, offset) in ReferencedNames.references(in: code.text) where slices.contains(name) && !hidden.contains(name) {
                guard reported.insert(name).inserted else { continue }
                context.report(
                    .actionReadsSlice(action: actionCase.name.value, slice: name, labels: labels, inputs: inputs),
                    at: code.location(ofOffset: offset))
            }
        }
    }
}
