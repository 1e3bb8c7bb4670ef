/// The diagnostics of `connector-gen.yml` and of the settings a spec can take from it: each ID
/// with its message constructors.
extension DiagnosticID {
    /// The diagnostics of this file, in the order `Docs/diagnostics.md` lists them, but for
    /// ``isolationDiffersFromBuild``, which ``allCases`` lists after the swiftdux keys.
    static let configurationDiagnostics: [DiagnosticID] = [
        .configNotAMapping, .invalidNamespace, .invalidTestFramework, .invalidIsolation, .invalidPlans, .invalidBoolean,
        .memoizedFieldReadsState, .memoizedWithoutSendable, .memoizeWithFlavor, .sendableWithFlavor, .invalidFlavor, .flavorNeedsGeneratedView, .flavorPropNameClash,
        .flavorActionTooManyValues, .flavorActionExampleWithoutGiven, .stateActionExampleWithoutGiven,
    ]
}

// MARK: - connector-gen.yml

extension DiagnosticID {
    /// `connector-gen.yml is a mapping of keys such as 'access:', not a list`
    public static let configNotAMapping = DiagnosticID(
        "ConfigNotAMapping", .error,
        summary: "`connector-gen.yml` is a list or text instead of a mapping of keys.")
}
extension DiagnosticMessage {
    static func configNotAMapping(found kind: String) -> Self {
        Self(.configNotAMapping, "connector-gen.yml is a mapping of keys such as 'access:', not \(kind)")
    }
}

extension DiagnosticID {
    /// `'My Connectors' is not a valid namespace name`
    public static let invalidNamespace = DiagnosticID("InvalidNamespace", .error, summary: "`namespace` is not a Swift identifier.")
}
extension DiagnosticMessage {
    /// A namespace named like a type a spec names or generates: the namespace's `enum` would
    /// declare that name a second time.
    /// - Parameter isSet: Whether `connector-gen.yml` sets the namespace, rather than leaving
    ///   the default, `Connectors`.
    static func namespaceNamedLikeType(_ name: String, isSet: Bool = true) -> Self {
        isSet
            ? Self(
                .invalidNamespace, "the target's namespace '\(name)', set in connector-gen.yml, has the name of this type",
                fixIt: "give the namespace a name of its own in connector-gen.yml, such as '\(name == "Connectors" ? "Screens" : "Connectors")'")
            : Self(
                .invalidNamespace, "the target's namespace has the default name '\(name)', which is the name of this type",
                fixIt: "give the namespace a name of its own in connector-gen.yml, such as 'namespace: Screens', or rename the type")
    }

    static func invalidNamespace(_ name: String) -> Self {
        Self(
            .invalidNamespace,
            SwiftNames.keywords.contains(name) ? "'\(name)' is a Swift keyword, so it cannot name the namespace" : "'\(name)' is not a valid namespace name",
            fixIt: "use a Swift identifier such as 'Connectors', or \"\" to put connectors at the top level")
    }
}

extension DiagnosticID {
    /// `'tests' must be 'swift-testing' or 'xctest', not 'xctests'`
    public static let invalidTestFramework = DiagnosticID("InvalidTestFramework", .error, summary: "`tests` is not `swift-testing` or `xctest`.")
}
extension DiagnosticMessage {
    static func invalidTestFramework(_ value: String, known: [String], suggestion: String?) -> Self {
        invalidChoice(.invalidTestFramework, key: "tests", value: value, known: known, suggestion: suggestion)
    }
}

extension DiagnosticID {
    /// `'plans' must be 'reswift-thunk', not 'thunks'`
    public static let invalidPlans = DiagnosticID("InvalidPlans", .error, summary: "`plans` is not `reswift-thunk`.")
}
extension DiagnosticMessage {
    static func invalidPlans(_ value: String, known: [String], suggestion: String?) -> Self {
        invalidChoice(
            .invalidPlans, key: "plans", value: value, known: known, suggestion: suggestion,
            otherwise: "use 'reswift-thunk' when the app's plans are ReSwift-Thunk's 'Thunk', or remove 'plans'")
    }
}

extension DiagnosticID {
    /// `'isolation' must be 'nonisolated' or 'MainActor', not 'main'`
    public static let invalidIsolation = DiagnosticID("InvalidIsolation", .error, summary: "`isolation` is not `nonisolated` or `MainActor`.")
}
extension DiagnosticMessage {
    static func invalidIsolation(_ value: String, known: [String], suggestion: String?) -> Self {
        invalidChoice(
            .invalidIsolation, key: "isolation", value: value, known: known, suggestion: suggestion,
            otherwise: "use 'MainActor' for a target whose default actor isolation is MainActor, else 'nonisolated'")
    }
}

extension DiagnosticID {
    /// `'memoize' must be 'true' or 'false', not 'yes'`
    public static let invalidBoolean = DiagnosticID("InvalidBoolean", .error, summary: "A boolean key (`memoize`, `sendable`, `previews`, `connectors`, an effect's `async`) is not `true` or `false`.")
}
extension DiagnosticMessage {
    static func invalidBoolean(_ key: String, _ value: String, suggestion: String?) -> Self {
        invalidChoice(.invalidBoolean, key: key, value: value, known: ["true", "false"], suggestion: suggestion)
    }
}

// MARK: - Memoization

extension DiagnosticID {
    /// `the field 'count' reads 'state', which a memoized connector does not compare; read it through a slice`
    public static let memoizedFieldReadsState = DiagnosticID(
        "MemoizedFieldReadsState", .error,
        summary: "A memoized connector's field reads `state`, which is not among the slices it compares.")
}
extension DiagnosticMessage {
    static func memoizedFieldReadsState(_ field: String) -> Self {
        Self(
            .memoizedFieldReadsState,
            "the field '\(field)' reads 'state', which a memoized connector does not compare; it would keep a stale value",
            fixIt: "name what it reads under 'slices' and read the slice instead")
    }
}

extension DiagnosticID {
    /// `a memoized connector in a target without default isolation needs a Sendable view state, ...`
    public static let memoizedWithoutSendable = DiagnosticID(
        "MemoizedWithoutSendable", .error,
        summary: "A connector is memoized with `sendable: false` in a target without default isolation, where its memo is shared across threads.")
}
extension DiagnosticMessage {
    /// - Parameter inSpec: Whether `sendable: false` is written in the spec, rather than in
    ///   connector-gen.yml.
    static func memoizedWithoutSendable(inSpec: Bool) -> Self {
        Self(
            .memoizedWithoutSendable,
            "a memoized connector in a target without default isolation keeps its view state for any thread, so the view state must be Sendable, but 'sendable' is false\(inSpec ? "" : " in connector-gen.yml")",
            fixIt: "remove 'sendable: false' (or set 'sendable: true' in this spec), or 'memoize: false'; if the target's default isolation is MainActor, set 'isolation: MainActor' in connector-gen.yml")
    }
}

extension DiagnosticID {
    /// `'memoize' has no effect with the flavor 'swiftdux', which declares no connector to keep a memo`
    public static let memoizeWithFlavor = DiagnosticID(
        "MemoizeWithFlavor", .warning, summary: "`memoize: true` in a spec of a flavor, which declares no connector to memoize.")
}
extension DiagnosticMessage {
    static func memoizeWithFlavor(_ flavor: String) -> Self {
        Self(
            .memoizeWithFlavor, "'memoize' has no effect with the flavor '\(flavor)', which declares no connector to keep a memo",
            fixIt: "remove 'memoize'", replacement: "")
    }
}

extension DiagnosticID {
    /// `'sendable' has no effect with the flavor 'swiftuiflux', whose props the library's view holds`
    public static let sendableWithFlavor = DiagnosticID(
        "SendableWithFlavor", .warning, summary: "`sendable` in a spec of a flavor without `types`, which generates no view state, action or nested type to declare `Sendable`.")
}
extension DiagnosticMessage {
    static func sendableWithFlavor(_ flavor: String) -> Self {
        Self(
            .sendableWithFlavor,
            "'sendable' has no effect with the flavor '\(flavor)': it generates props for the library's view, not a view state, action or nested type to declare Sendable",
            fixIt: "remove 'sendable'", replacement: "")
    }
}

// MARK: - Flavors

extension DiagnosticID {
    /// `'flavor' must be 'connector', 'swiftuiflux' or 'swiftdux', not 'flux'`
    public static let invalidFlavor = DiagnosticID("InvalidFlavor", .error, summary: "`flavor` is not `connector`, `swiftuiflux` or `swiftdux`.")
}
extension DiagnosticMessage {
    static func invalidFlavor(_ value: String, known: [String], suggestion: String?) -> Self {
        invalidChoice(.invalidFlavor, key: "flavor", value: value, known: known, suggestion: suggestion)
    }
}

extension DiagnosticID {
    /// `the flavor 'swiftuiflux' extends the spec's view: set 'view'`
    public static let flavorNeedsGeneratedView = DiagnosticID(
        "FlavorNeedsGeneratedView", .error,
        summary: "A flavor other than `connector` without `view`, or with an existing view state or action type.")
}
extension DiagnosticMessage {
    /// A flavor that extends the view needs `view`, generated fields and generated cases.
    /// - Parameters:
    ///   - missing: What the spec lacks, as the end of the sentence.
    ///   - fix: What gives the flavor what it needs.
    ///   - fromConfig: Whether the flavor is the target's, from connector-gen.yml.
    ///   - targetMakesConnectors: Whether the target's flavor is `connector`, so that removing
    ///     the spec's `flavor` gives a connector.
    static func flavorNeedsGeneratedView(_ flavor: String, missing: String, fix: String, fromConfig: Bool, targetMakesConnectors: Bool) -> Self {
        let toConnector = fromConfig || !targetMakesConnectors ? "set 'flavor: connector' in this spec" : "remove 'flavor'"
        return Self(
            .flavorNeedsGeneratedView,
            "the flavor '\(flavor)'\(fromConfig ? ", set in connector-gen.yml," : "") generates an extension of the spec's view, \(missing)",
            fixIt: "\(fix), or \(toConnector) to generate a connector instead")
    }
}

extension DiagnosticID {
    /// `with the flavor 'swiftuiflux', the action 'rate' and the field 'rate' would both be a property of Props`
    public static let flavorPropNameClash = DiagnosticID(
        "FlavorPropNameClash", .error,
        summary: "With a flavor other than `connector`, a view action has the name of a field: both are properties of `Props`.")
}
extension DiagnosticMessage {
    static func flavorPropNameClash(_ name: String, flavor: String) -> Self {
        Self(
            .flavorPropNameClash,
            "with the flavor '\(flavor)', the action '\(name)' and the field '\(name)' would both be a property of Props",
            fixIt: "rename the action or the field")
    }
}

extension DiagnosticID {
    /// `with the flavor 'swiftdux', an action takes at most 6 values, but 'style' takes 7`
    public static let flavorActionTooManyValues = DiagnosticID(
        "FlavorActionTooManyValues", .error,
        summary: "With the flavor `swiftdux`, a view action takes more values than SwiftDux's `ActionBinder` binds (6).")
}
extension DiagnosticMessage {
    static func flavorActionTooManyValues(_ name: String, count: Int, flavor: String, maximum: Int) -> Self {
        Self(
            .flavorActionTooManyValues, "with the flavor '\(flavor)', an action takes at most \(maximum) values, but '\(name)' takes \(count)",
            fixIt: "take the values as one value of a type of 'types', e.g. '{ style: Style }'")
    }
}

extension DiagnosticID {
    /// `the example 'rating' sends an action but has no 'given': with the flavor 'swiftuiflux', …`
    public static let flavorActionExampleWithoutGiven = DiagnosticID(
        "FlavorActionExampleWithoutGiven", .error,
        summary: "An action example of a flavor other than `connector` has no `given` to map the props from.")
}
extension DiagnosticMessage {
    static func flavorActionExampleWithoutGiven(_ name: String, flavor: String) -> Self {
        Self(
            .flavorActionExampleWithoutGiven,
            "the example '\(name)' sends an action but has no 'given': with the flavor '\(flavor)', the action props are mapped from a state",
            fixIt: "add 'given: <#an app state#>'")
    }
}

// MARK: - The build

extension DiagnosticID {
    /// `'isolation' is 'nonisolated', but the build sets this target's default isolation to MainActor; …`
    public static let isolationDiffersFromBuild = DiagnosticID(
        "IsolationDiffersFromBuild", .warning,
        summary: "`isolation` in `connector-gen.yml` contradicts the default isolation the build sets.")
}
extension DiagnosticMessage {
    static func isolationDiffersFromBuild(configured: String, build: String) -> Self {
        Self(
            .isolationDiffersFromBuild,
            "'isolation' is '\(configured)', but the build sets this target's default isolation to \(build); connectors generated for '\(configured)' may not compile",
            fixIt: "set 'isolation: \(build)', or remove 'isolation' to follow the build", replacement: build)
    }
}

extension DiagnosticID {
    /// `the action 'toggle' reads the app state ('members'), so the example 'toggling' needs 'given', the state it is sent in`
    public static let stateActionExampleWithoutGiven = DiagnosticID(
        "StateActionExampleWithoutGiven", .error,
        summary: "An action example without `given` in a spec whose actions read the app state: `connect(action:)` needs the state it is sent in.")
}
extension DiagnosticMessage {
    /// - Parameter reads: What the action's `to` reads of the app state: slice names, or `state`.
    static func stateActionExampleWithoutGiven(_ name: String, action: String, reads: [String]) -> Self {
        Self(
            .stateActionExampleWithoutGiven,
            "the action '\(action)' reads the app state (\(quotedList(reads))), so the example '\(name)' needs 'given', the state it is sent in",
            fixIt: "add 'given: <#app state#>' to the example")
    }

    /// An example sending an action that reads nothing, of a connector whose `connect(action:)`
    /// maps against the app state because `readingAction` reads it.
    static func stateActionExampleWithoutGiven(_ name: String, sending action: String, readingAction: String) -> Self {
        Self(
            .stateActionExampleWithoutGiven,
            "the example '\(name)' sends '\(action)' without 'given', but this connector maps every action against the app state (its action '\(readingAction)' reads it), so each action example needs 'given', the state it is sent in",
            fixIt: "add 'given: <#app state#>' to the example")
    }
}
