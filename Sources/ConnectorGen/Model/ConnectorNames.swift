/// The names one spec's generated code uses, decided once from the spec and the target's
/// configuration.
struct ConnectorNames: Sendable {
    /// The access level of every generated declaration.
    let access: AccessLevel
    /// The connector type's name, escaped.
    let connector: String
    /// The connector as code outside it names it, e.g. `Connectors.WatchedHistoryConnector`.
    let qualifiedConnector: String
    /// The namespace the connector is declared in; empty for the top level.
    let namespace: String
    /// What the connector conforms to: the runtime's `Connector` is written
    /// `ConnectorRuntime.Connector` in a file that imports SwiftDux, which has a `Connector` view.
    let protocolName: String
    /// The view state's names: declared, as the connector names it, and the type it produces.
    let viewState: ViewTypeNames
    /// The view action's names: declared, as the connector names it, and the type it takes.
    let viewAction: ViewTypeNames
    /// The type the generated view types are nested in, if any.
    let view: String?
    /// What the connector's `connect(state:)` returns: the view state type, optional when the
    /// spec requires slices (`require`), which are then missing in some states.
    let connectedViewStateType: String
    /// The app state type.
    let appState: String
    /// The app action type.
    let appAction: String
    /// The modules the generated file imports, sorted.
    let imports: [String]
    /// The modules the generated file imports `public import`: ConnectorRuntime, to which a
    /// `public` connector conforms, and SwiftUI, whose `View` a `public` container is, which a
    /// target whose imports are internal by default (`InternalImportsByDefault`) rejects over an
    /// internal import. A `package` conformance
    /// needs no more than an internal import, and a `package import` would be ambiguous beside
    /// a plain `import` of the module in another file. A flavor's library stays a plain import:
    /// the view it extends is the app's, public or not, and a `public import` that no public
    /// declaration uses is a warning.
    let exportedImports: Set<String>
    /// The target's default isolation.
    let isolation: TargetConfig.DefaultIsolation
    /// Whether the connector returns its last view state while the slices it reads are unchanged.
    let memoized: Bool
    /// What the spec, or else the target, says of `Sendable`: `true` asks for it, `false` leaves
    /// it off, `nil` leaves it to what the generated code needs (``viewStateMustBeSendable``).
    let sendableSetting: Bool?
    /// The connector's stored memo, named apart from its inputs.
    let memoProperty: String
    /// The local function a memoized `connect(state:)` computes its view state with, named
    /// apart from the inputs and the slices it reads.
    let memoComputation: String
    /// The stored state of a connector whose actions read the app state, named apart from its
    /// inputs and its memo.
    let lastStateProperty: String
    /// What differs in the spec's flavor.
    let flavor: FlavorTraits
    /// The modules a flavor's extension of the view imports, sorted: the spec's and the
    /// target's, and ``flavorImports``.
    let viewExtensionImports: [String]
    /// The modules a flavor's files import whatever the spec says: the flavor's library, and
    /// SwiftUI for props holding a `Binding` or a conformance that states `View`.
    let flavorImports: [String]
    /// Whether a flavor's extension of the view conforms with conditions: it extends a generic
    /// view at its arguments (`Pages<Todo>`), and so states the protocols the library's refines,
    /// `View` among them (``FlavorTraits/refinedProtocols``).
    let flavorConformanceHasConditions: Bool
    /// The modules the tests import to run plans (`dispatches`), besides ``flavorImports``.
    let planTestImports: [String]
    /// How the examples' tests run a plan (`dispatches`): the flavor's library's, or in the
    /// connector form the one `connector-gen.yml`'s `plans` names; `nil` when none can.
    let planRunner: PlanRunner?
    /// Whether an example's test runs plans (`dispatches`, with a ``planRunner``), and so its
    /// test file declares `runPlans` and the tests run on the main actor.
    let examplesRunPlans: Bool

    /// Whether `example`'s test runs the plans its view action sends, and so is `async`.
    func runsPlans(_ example: Example) -> Bool {
        example.checksDispatches && planRunner != nil
    }
    /// Whether state examples compare the fields by their types at run time
    /// (`DynamicallyEquatable`): the mapping's result need not be `Equatable` (SwiftUIFlux's
    /// props), and the type of a field or of a nested type's property is not known to be, such
    /// as an app model that is not. The nested types are then not declared `Equatable` either
    /// (``nestedTypeConformances``).
    let examplesCompareValuesDynamically: Bool
    /// The nested types declared `Hashable` (``SpecFacts/hashedNestedTypeNames``).
    let hashedNestedTypes: Set<String>

    /// - Parameter containerImports: The modules the spec's container imports besides the file's.
    init(spec: ConnectorSpec, facts: SpecFacts, config: TargetConfig, flavor: FlavorTraits, containerImports: [String] = []) {
        self.flavor = flavor
        hashedNestedTypes = facts.hashedNestedTypeNames
        access = spec.access?.value ?? config.access
        connector = SwiftNames.escaped(spec.connector.value)
        namespace = config.namespace
        qualifiedConnector = namespace.isEmpty ? connector : namespace + "." + connector
        isolation = config.effectiveIsolation
        view = spec.view?.value
        appState = spec.state.value
        appAction = spec.action.value
        viewState = ViewTypeNames(
            "State", view: view, base: facts.generatedTypeBase,
            existing: spec.existingViewStateType?.value)
        viewAction = ViewTypeNames(
            "Action", view: view, base: facts.generatedTypeBase,
            existing: spec.existingViewActionType?.value)
        // A flavor's library maps the props itself; only a connector keeps a memo.
        memoized = flavor.makesConnector && (spec.memoize?.value ?? config.memoize)
        connectedViewStateType = viewState.type + (spec.required.isEmpty || !flavor.makesConnector ? "" : "?")
        sendableSetting = spec.sendable?.value ?? config.sendable
        // Read in `connect(state:)` beside the slices, which would hide it.
        memoProperty = LocalNames.apart("viewStateMemo", from: spec.inputs.map(\.name.value) + facts.usedSlices.map(\.name.value))
        lastStateProperty = LocalNames.apart("lastConnectedState", from: spec.inputs.map(\.name.value))
        memoComputation = LocalNames.apart(
            "computeViewState", from: spec.inputs.map(\.name.value) + facts.usedSlices.map(\.name.value))
        var modules = Set(config.imports).union(spec.imports.map(\.value))
        protocolName = Self.protocolName(config: config, importing: modules.union(containerImports))
        if config.protocolName == nil || memoized || facts.actionsReadState { modules.insert("ConnectorRuntime") }
        imports = modules.sorted()
        var exported: Set<String> = []
        if access == .public {
            if flavor.makesConnector && config.protocolName == nil { exported.insert("ConnectorRuntime") }
            if containerImports.contains("SwiftUI") { exported.insert("SwiftUI") }
        }
        exportedImports = exported
        // The flavors' files declare no connector, and are never memoized: they need no runtime.
        if config.protocolName == nil { modules.remove("ConnectorRuntime") }
        var flavorModules: Set<String> = []
        if let library = flavor.library { flavorModules.insert(library) }
        if flavor.twoWayField == .binding, !facts.twoWayFields.isEmpty { flavorModules.insert("SwiftUI") }
        flavorConformanceHasConditions = flavor.library != nil && (spec.view?.value.contains("<") ?? false)
        if flavorConformanceHasConditions { flavorModules.insert("SwiftUI") }
        flavorImports = flavorModules.sorted()
        planRunner = flavor.planRunner ?? (flavor.makesConnector ? config.plans.map(PlanRunner.init) : nil)
        examplesRunPlans = planRunner != nil && spec.examples.contains(where: \.checksDispatches)
        planTestImports = examplesRunPlans ? planRunner?.testImports ?? [] : []
        let memberTypes = spec.fields.map(\.type.value) + spec.types.flatMap { $0.properties.map(\.type.value) }
        examplesCompareValuesDynamically = !flavor.mapsToEquatable
            && memberTypes.contains { !KnownEquatableTypes.contains($0, alsoEquatable: facts.nestedTypeNames) }
        viewExtensionImports = modules.union(flavorModules).sorted()
    }

    /// The modules a test or scaffold file imports besides its test framework and the tested
    /// module, sorted: the spec's and the target's, ``flavorImports``, and ConnectorRuntime
    /// when it compares actions, or state examples' values, by their types at run time
    /// (`DynamicallyEquatable`).
    func testImports(comparingActionsDynamically: Bool) -> [String] {
        var modules = Set(imports).subtracting(["ConnectorRuntime", "Testing", "XCTest"])
        if comparingActionsDynamically || examplesCompareValuesDynamically { modules.insert("ConnectorRuntime") }
        return modules.union(flavorImports).union(planTestImports).sorted()
    }

    /// Whether an example test compares the app actions `connect(action:)` (or a prop) sends
    /// by their types at run time: the app action type is an existential and an example sends.
    func examplesCompareActionsDynamically(_ spec: ConnectorSpec) -> Bool {
        appActionIsExistential && spec.examples.contains { if case .action = $0.kind { true } else { false } }
    }

    /// Whether the app action type is a protocol existential (`any Action`), or an optional
    /// one (`(any Action)?`, `any Action?`), whose values generated tests compare by their
    /// types at run time.
    var appActionIsExistential: Bool {
        var type = Substring(appAction.trimmingWhitespace())
        while true {
            if type.hasSuffix("?") || type.hasSuffix("!") {
                type = type.dropLast()
            } else if let wrapped = Self.unwrappedOptional(type) {
                type = wrapped
            } else if type.hasPrefix("("), type.hasSuffix(")") {
                type = type.dropFirst().dropLast()
            } else {
                return type.hasPrefix("any ")
            }
        }
    }

    /// `type` as an existential: `any Action`, or `(any Action)?` for `Action?`, `Action!`,
    /// `Optional<Action>` or `(some Action)?`; without `keepsOptional`, never an optional.
    static func existential(_ type: String, optional keepsOptional: Bool) -> String {
        var base = Substring(type.trimmingWhitespace())
        var optionals = ""
        while true {
            if base.hasSuffix("?") || base.hasSuffix("!") {
                // An implicitly unwrapped action is no connector's action type, nor is an
                // optional of an optional: an optional is.
                optionals = "?"
                base = base.dropLast()
            } else if let wrapped = ConnectorNames.unwrappedOptional(base) {
                optionals = "?"
                base = wrapped
            } else if base.hasPrefix("("), base.hasSuffix(")") {
                base = base.dropFirst().dropLast()
            } else {
                break
            }
            base = Substring(String(base).trimmingWhitespace())
        }
        // `some Action` is an opaque type, where `any` is meant.
        if base.hasPrefix("some ") { base = base.dropFirst("some ".count) }
        if base.hasPrefix("any ") { base = base.dropFirst("any ".count) }
        return optionals.isEmpty || !keepsOptional ? "any " + base : "(any " + base + ")" + optionals
    }

    /// `Action` for `Optional<Action>` or `Swift.Optional<Action>`; `nil` for another type.
    static func unwrappedOptional(_ type: Substring) -> Substring? {
        for prefix in ["Optional<", "Swift.Optional<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return type.dropFirst(prefix.count).dropLast()
        }
        return nil
    }

    /// Whether the app action type is an optional (`(any Action)?`, `Optional<AppAction>`): a
    /// view action may then send nothing.
    var appActionIsOptional: Bool { ResolvedStore.isOptional(appAction) }

    /// The connector's conformance: isolated to the main actor where the target's declarations
    /// are, since its view types' `Equatable` conformances are then main-actor isolated too.
    var connectorConformance: String { isolation.conformance(to: protocolName) }

    /// The memo a memoized connector holds: confined to the main actor where the connector is.
    var memoType: String { isolation == .mainActor ? "MainActorConnectorMemo" : "ConnectorMemo" }

    /// What a connector whose actions read the app state remembers it in (see `LastConnectedState`).
    var lastStateType: String { (isolation == .mainActor ? "MainActorLastConnectedState" : "LastConnectedState") + "<\(appState)>" }

    /// Whether the generated code itself needs the view state to be `Sendable`: a memo without
    /// main-actor isolation (``ConnectorMemo``) may return it to another thread. Nothing else
    /// the generator writes sends a view state or a view action across isolation domains.
    var memoNeedsSendableViewState: Bool { memoized && isolation == .nonisolated }

    /// Whether the view state must be `Sendable`: the spec or the target asks for it, or a memo
    /// needs it and `sendable` is not `false`. Each field is then checked at its spec column.
    var viewStateMustBeSendable: Bool { sendableSetting ?? memoNeedsSendableViewState }

    /// Whether the generated view types spell out `Sendable`: when the spec or the target asks
    /// for it, and when a public view state must be `Sendable`. Swift infers the conformance for
    /// internal and package types whose members are all `Sendable`, and for public ones never,
    /// so an internal view state holding the app's own class is simply not `Sendable`.
    var declaresSendable: Bool { sendableSetting ?? (viewStateMustBeSendable && access == .public) }

    /// The conformances of generated value types: `Equatable`, and `Sendable` where
    /// ``declaresSendable``.
    var valueConformances: [String] { declaresSendable ? ["Equatable", "Sendable"] : ["Equatable"] }

    /// Whether the generated view action declares `Sendable`: only when the spec or the
    /// target asks for it. A public memo needs the view state `Sendable`; nothing connector-gen
    /// generates sends a view action to another isolation domain.
    var viewActionDeclaresSendable: Bool { sendableSetting == true }

    /// The conformances of the structs nested in the view state or props: ``valueConformances``,
    /// without `Equatable` when a property may not be (``examplesCompareValuesDynamically``).
    var nestedTypeConformances: [String] {
        examplesCompareValuesDynamically ? valueConformances.filter { $0 != "Equatable" } : valueConformances
    }

    /// The conformances of the nested struct `name`: ``nestedTypeConformances``, with
    /// `Hashable` for `Equatable` where the spec uses it as a `Set`'s element or a dictionary's
    /// key (``SpecFacts/hashedNestedTypeNames``).
    func conformances(ofNestedType name: String) -> [String] {
        let conformances = nestedTypeConformances
        guard hashedNestedTypes.contains(name) else { return conformances }
        return conformances.contains("Equatable") ? conformances.map { $0 == "Equatable" ? "Hashable" : $0 } : ["Hashable"] + conformances
    }
}

/// The names of a generated view type, the view state or the view action.
struct ViewTypeNames: Sendable {
    /// The name the generated type is declared with, e.g. `State`.
    let declaration: String
    /// The generated type as the connector names it, e.g. `HistoryView.State`.
    let generated: String
    /// The type the connector uses: the generated one, or the spec's existing type.
    let type: String

    /// - Parameters:
    ///   - role: `State` or `Action`: the name in `view`, and the suffix of `base` otherwise.
    ///   - view: The view the generated types are nested in, if any.
    ///   - base: The base of the generated types' names when they are not nested.
    ///   - existing: The spec's existing type, which the connector uses instead.
    init(_ role: String, view: String?, base: String, existing: String?) {
        if let view {
            declaration = role
            generated = view + "." + role
        } else {
            declaration = SwiftNames.escaped(base + role)
            generated = declaration
        }
        type = existing ?? generated
    }
}

extension TargetConfig.DefaultIsolation {
    /// A generated connector's conformance to `protocolName` in a target of this isolation:
    /// isolated to the main actor where the target's declarations are, since the
    /// conformances of its types are then main-actor isolated too.
    func conformance(to protocolName: String) -> String {
        self == .mainActor ? "@MainActor " + protocolName : protocolName
    }
}

extension ConnectorNames {
    /// What a connector conforms to in a file that imports `modules`: the app's own protocol
    /// (`protocol` in `connector-gen.yml`), else the runtime's `Connector`, written
    /// `ConnectorRuntime.Connector` beside SwiftDux, which has a `Connector` view of its own.
    static func protocolName(config: TargetConfig, importing modules: Set<String>) -> String {
        config.protocolName == nil && modules.contains("SwiftDux") ? TargetConfig.runtimeProtocolName : config.effectiveProtocolName
    }
}
