/// An example's `dispatches`, which runs the app action a view action sends as a plan: only a
/// flavor whose tests can run one (its row's `planRunner`) reads it.
enum DispatchesRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        guard resolved.traits.planRunner == nil else { return }
        for example in resolved.spec.examples where example.checksDispatches {
            guard case .action(_, let dispatches) = example.kind else { continue }
            context.report(.dispatchesNeedPlans(flavor: resolved.flavor.rawValue), at: dispatches.location)
        }
    }
}
