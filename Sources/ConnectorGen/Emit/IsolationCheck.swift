/// Declarations for the namespace file that compile only in a target whose default actor
/// isolation is the one the connectors were generated for.
///
/// The generator learns a target's isolation from `connector-gen.yml`, from the package
/// manifest or from Xcode's build settings, and otherwise assumes none. When that is wrong,
/// generated code can fail in ways that do not say why (a conformance that "crosses into main
/// actor-isolated code"); this check fails as well, at a declaration whose name and comment
/// say which setting to change. In the right setting it compiles to nothing.
///
/// Code generated for no isolation fails in a `MainActor` target with the app's own connector
/// protocol, with memoized connectors (an app type's `Equatable` conformance is then isolated
/// to the main actor, and a memo's slices must be `Sendable`), and with the SwiftDux flavor
/// (whose `Props` must be `Equatable`); otherwise, with `ConnectorRuntime`'s protocol, it
/// compiles and works there. So the check for no isolation is written only in those three
/// cases, where it names the fix for an error the target has anyway, and never turns a working
/// build into a failing one.
enum IsolationCheck {
    /// The check for connectors generated for `isolation`.
    ///
    /// - Parameter failsInMainActorTarget: Whether code generated for no isolation fails in a
    ///   `MainActor` target: the app's own protocol, a memoized connector or the SwiftDux flavor.
    static func declarations(for isolation: TargetConfig.DefaultIsolation, failsInMainActorTarget: Bool) -> [Declaration] {
        switch isolation {
        case .nonisolated:
            guard failsInMainActorTarget else { return [] }
            // In a MainActor target the enum's method is main-actor isolated, and a
            // nonisolated function cannot call it.
            return [
                .enum(
                    "ConnectorGenSettings", modifiers: ["private"],
                    documentation: [
                        "connector-gen generated this target's code for the default actor isolation `nonisolated`.",
                        "If the compiler reports that the call below is main actor-isolated, the target's default",
                        "isolation is `MainActor`: set `isolation: MainActor` in connector-gen.yml.",
                    ],
                    members: [.function("defaultIsolationIsNonisolated()", modifiers: ["static"], body: nil)]),
                .function("checkConnectorGenSettings()", modifiers: ["nonisolated", "private"]) { body in
                    body.line("ConnectorGenSettings.defaultIsolationIsNonisolated()")
                },
            ]
        case .mainActor:
            // Without default isolation, a static variable is shared mutable state, which
            // Swift 6 rejects; isolated to the main actor, it is not.
            return [
                .enum(
                    "ConnectorGenSettings", modifiers: ["private"],
                    documentation: [
                        "connector-gen generated this target's code for the default actor isolation `MainActor`.",
                        "If the compiler reports that this is not concurrency-safe, the target has no default",
                        "isolation: set `isolation: nonisolated` in connector-gen.yml.",
                    ],
                    members: [.property("defaultIsolationIsMainActor", modifiers: ["static"], isVariable: true, value: "true")]),
            ]
        }
    }
}
