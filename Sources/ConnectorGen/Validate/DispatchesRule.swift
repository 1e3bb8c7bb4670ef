/// An example's `dispatches`, which runs the app action a view action sends as a plan: only a
/// spec whose tests can run one (a flavor's library's plans, or the connector form's
/// `plans` in `connector-gen.yml`) reads it.
enum DispatchesRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        guard resolved.names.planRunner == nil else { return }
        for example in resolved.spec.examples where example.checksDispatches {
            guard case .action(_, let dispatches) = example.kind else { continue }
            context.report(
                .dispatchesNeedPlans(keepsGiven: resolved.facts.actionsReadState, hasGiven: example.state != nil), at: dispatches.location)
        }
    }
}
