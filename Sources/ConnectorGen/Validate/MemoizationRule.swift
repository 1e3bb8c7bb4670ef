/// A memoized connector recomputes only when a slice changes: a field that reads `state`
/// itself would keep a stale value, and without default isolation the memo is shared across
/// threads, so its view state must be `Sendable`. A flavor declares no connector, so nothing
/// of it is memoized, and no view state or action, so `sendable` does nothing either but to
/// nested `types`.
enum MemoizationRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        if let memoize = resolved.spec.memoize, memoize.value, !resolved.traits.makesConnector {
            context.report(.memoizeWithFlavor(resolved.flavor.rawValue), at: memoize.location, removingLineOf: "memoize")
        }
        // A flavor's nested `types` are declared `Sendable` as a spec's are.
        if let sendable = resolved.spec.sendable, !resolved.traits.makesConnector, resolved.spec.types.isEmpty {
            context.report(.sendableWithFlavor(resolved.flavor.rawValue), at: sendable.location, removingLineOf: "sendable")
        }
        // Without default isolation the memo holds the view state for every thread (see
        // Docs/memoization.md); a target whose isolation is unknown (lint without it) is not judged.
        if resolved.names.memoized, resolved.names.sendableSetting == false, resolved.config.isolation == .nonisolated {
            let spec = resolved.spec
            let location = spec.sendable?.location ?? spec.memoize?.location ?? spec.connector.location
            context.report(.memoizedWithoutSendable(inSpec: spec.sendable != nil), at: location)
        }
        guard resolved.names.memoized else { return }
        for field in resolved.spec.fields {
            // Reported at the read of `state` itself, wherever the expression puts it.
            guard case .expression(let code) = field.source,
                let read = ReferencedNames.references(in: code.text).first(where: { $0.name == "state" })
            else { continue }
            // Where the spec folds the code (a `>` block, quoted lines), the code's offsets are not
            // the spec's: the expression's start is reported then.
            let atRead = code.location(ofOffset: read.offset)
            let location = context.sourceLine(at: atRead)?.hasPrefix("state") == true ? atRead : code.location
            context.report(.memoizedFieldReadsState(field.name.value), at: location)
        }
    }
}
