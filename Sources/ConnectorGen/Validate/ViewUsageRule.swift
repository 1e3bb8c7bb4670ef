/// `view` holds generated types; with none generated, it has no effect.
enum ViewUsageRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        guard let view = spec.view, case .existing = spec.viewState, case .existing = spec.viewAction else { return }
        context.report(.viewHasNoEffect, at: view.location, removingLineOf: "view")
    }
}
