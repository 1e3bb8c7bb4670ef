/// A store spec with everything decided: the access level and imports under the target's
/// configuration, and the file it generates.
struct ResolvedStore: Sendable {
    /// The decoded spec.
    let spec: StoreSpec
    /// The spec's path as the user named it.
    let path: String
    /// The access level of every generated declaration.
    let access: AccessLevel
    /// The modules the generated file imports, sorted.
    let imports: [String]
    /// The modules of ``imports`` imported `public import`: ConnectorRuntime, when `public`
    /// feature connectors conform to its `Connector` (see ``ConnectorNames/exportedImports``).
    let exportedImports: Set<String>
    /// Where the spec and `connector-gen.yml` name the modules of ``imports``, each written there.
    let importSites: [NamedImport]
    /// Whether each feature gets a connector.
    let generatesFeatureConnectors: Bool
    /// Whether each feature's state must be `Equatable`: it is the view state of a feature
    /// connector that conforms to ConnectorRuntime's `Connector`, which compares view states.
    /// An app's own protocol (`protocol` in `connector-gen.yml`) may not require it.
    let featureStatesMustBeEquatable: Bool
    /// The feature states that must be `Equatable` whatever the app's own code says, under
    /// ``featureStatesMustBeEquatable``, but for types known to be. (The protocols of
    /// `conformances` other than `Sendable` ask nothing of the parts: the app may write the
    /// app state's `==`, `hash(into:)` or coding itself, in an extension.)
    let featureStatesMustConform: [Located<String>]
    /// With `Sendable` in `conformances`, the parts of the app state and action not known to be
    /// `Sendable`: each type the spec names for a feature's state or action, an app-level field
    /// or an app-level action's value. A `Sendable` struct or enum's stored values must all be
    /// `Sendable`, whatever the app's code says.
    let partsMustBeSendable: [Part]
    /// How the generated file is laid out.
    let layout: SourceLayout
    /// Whether the app state gets `init()`: every app-level field has a starting value (its
    /// `initial`, or `nil` for an optional); each feature starts from its `initial`, or from
    /// its state type's `init()`.
    let startsEmpty: Bool
    /// What a feature's connector conforms to, isolated like a spec's connector (see
    /// ``ConnectorNames/connectorConformance``).
    let connectorConformance: String
    /// The default isolation the feature connectors are generated for.
    let isolation: TargetConfig.DefaultIsolation
    /// The app's own protocol the feature connectors conform to (`protocol` in
    /// `connector-gen.yml`, with the file and place that name it), which code generated without
    /// isolation cannot satisfy in a `MainActor` target; `nil` for ConnectorRuntime's.
    let appProtocol: (name: String, source: Located<String>?)?
    /// Where `connector-gen.yml` sets `isolation` (or its first line), for the isolation check
    /// a file with feature connectors carries (see ``IsolationCheck``).
    let isolationSetting: Located<String>?

    init(_ spec: StoreSpec, path: String, config: TargetConfig) {
        self.spec = spec
        self.path = path
        access = spec.access?.value ?? config.access
        generatesFeatureConnectors = spec.connectors?.value ?? false
        featureStatesMustBeEquatable = generatesFeatureConnectors && config.protocolName == nil
        isolation = config.effectiveIsolation
        appProtocol = config.protocolName.map { ($0, config.protocolSource) }
        isolationSetting = config.isolationSetting
        layout = config.layout
        (featureStatesMustConform, partsMustBeSendable) = Self.partRequirements(spec, featureStatesMustBeEquatable: featureStatesMustBeEquatable)
        startsEmpty = spec.fields.allSatisfy { $0.initial != nil || Self.isOptional($0.type.value) }
        var modules = Set(config.imports).union(spec.imports.map(\.value))
        connectorConformance = config.effectiveIsolation.conformance(to: ConnectorNames.protocolName(config: config, importing: modules))
        if generatesFeatureConnectors && config.protocolName == nil { modules.insert("ConnectorRuntime") }
        imports = modules.sorted()
        exportedImports = access == .public && generatesFeatureConnectors && config.protocolName == nil ? ["ConnectorRuntime"] : []
        importSites = NamedImport.sites(spec: spec.imports, specPath: path, config: config)
    }

    /// A part of the app state or action: a feature's state or action, an app-level field, or
    /// a value of an app-level action.
    struct Part: Sendable {
        /// What the part is to the user, as a Swift name: the feature or the field (`calendar`),
        /// a feature's action (`calendarAction`), an action's value (`selectTab`), made unique.
        let name: String
        /// The part's type, where the spec names it.
        let type: Located<String>
    }

    /// ``featureStatesMustConform`` and ``partsMustBeSendable``.
    private static func partRequirements(_ spec: StoreSpec, featureStatesMustBeEquatable: Bool) -> (equatable: [Located<String>], sendable: [Part]) {
        let parts = Self.parts(of: spec)
        // `Int!` is a valid stored property's type, but no generic argument.
        let equatable = !featureStatesMustBeEquatable ? [] : spec.features.map(\.state).filter {
            !$0.value.contains("!") && !KnownEquatableTypes.contains($0.value)
        }
        let listsSendable = spec.conformances.contains { $0.value == "Sendable" || $0.value == "Swift.Sendable" }
        let sendable = listsSendable ? parts.filter { !KnownEquatableTypes.contains($0.type.value) } : []
        return (equatable, sendable)
    }

    /// Every part of the app state and action, in spec order within each kind.
    private static func parts(of spec: StoreSpec) -> [Part] {
        var named: [(String, Located<String>)] = spec.features.flatMap { feature in
            [(feature.name.value, feature.state), (feature.name.value + "Action", feature.action)]
        }
        named += spec.fields.map { ($0.name.value, $0.type) }
        named += spec.actions.flatMap { action in
            action.values.map { value in
                (action.values.count == 1 ? action.name.value : action.name.value + StoreSpec.Feature.typeNameBase(value.name.value), value.type)
            }
        }
        var taken: Set<String> = []
        return named.map { name, type in
            var unique = name
            var number = 2
            while !taken.insert(unique).inserted {
                unique = name + String(number)
                number += 1
            }
            return Part(name: unique, type: type)
        }
    }

    /// Whether `type` is written as an optional, `T?` or `Optional<T>`, which starts as `nil`.
    static func isOptional(_ type: String) -> Bool {
        let type = type.trimmingWhitespace()
        return type.hasSuffix("?") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
    }

    /// The name of a feature's connector: `calendar` gives `CalendarFeatureConnector`.
    static func featureConnectorName(_ feature: String) -> String {
        StoreSpec.Feature.typeNameBase(feature) + "FeatureConnector"
    }

    /// The spec's file name, without its folder.
    var specFileName: String { OutputNaming.fileName(of: path) }

    /// The name of the file the spec generates.
    var fileName: String { OutputKind.store.fileName(forSpec: path) }
}

