/// The connector builds the generated view state by its name after binding the slices, the
/// fields and the inputs (`return NoteView.State(title: title)`): one of them named like the
/// first part of that name would hide the type there.
enum ViewStateNameRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        guard resolved.traits.makesConnector, case .fields = resolved.spec.viewState else { return }
        let spec = resolved.spec
        let viewState = resolved.names.viewState.generated
        let hidden: (name: String, role: String)
        if let view = spec.view?.value {
            let outer = String(view.prefix { $0 != "." && $0 != "<" })
            hidden = (outer, view.contains(".") ? "the view's outer type '\(outer)'" : "the view")
        } else {
            hidden = (viewState.filter { $0 != "`" }, "the generated view state type")
        }
        let named = spec.slices.map { ($0.name, "slice") } + spec.inputs.map { ($0.name, "input") } + spec.fields.map { ($0.name, "field") }
        for (name, what) in named where name.value == hidden.name {
            context.report(
                .nameHidesViewType(
                    name.value, what: what, hidden: hidden.role, viewState: viewState, suggestion: SwiftNames.lowerCamelCase(hidden.name)),
                at: name.location)
        }
    }
}
