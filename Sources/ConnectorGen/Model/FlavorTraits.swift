/// What differs between the flavors, one row each: the library and protocol the view's
/// extension conforms to, the parameter names its `map` takes from inputs, and which checks
/// apply. Everything that tells the flavors apart reads its row; adding a flavor means a case
/// in ``TargetConfig/Flavor``, its row here, its emitters (dispatched in `Output/Emitters.swift`)
/// and its golden cases.
struct FlavorTraits: Sendable {
    /// The library whose connected-view protocol the view's extension conforms to, which the
    /// generated files import; `nil` for the connector form, which needs no library.
    let library: String?
    /// The library's connected-view protocol.
    let protocolName: String?
    /// Whether the conformance is written `@MainActor` in a target of default isolation
    /// MainActor: the protocol requires `Props: Equatable`, and `Props`'s own conformance to
    /// `Equatable` is then main-actor isolated.
    let conformanceIsMainActorWithDefaultIsolation: Bool
    /// The parameter of `map` other than `state`, which an input or a slice (both read in
    /// `map`) cannot be named like, and the function that declares it.
    let mapParameter: (name: String, function: String)?
    /// Whether a view action's `to` may read the slices: the action props are made in `map`,
    /// after the slices are bound.
    let actionsReadSlices: Bool
    /// Whether the flavor reads `require`: its mapping returns nothing (an optional view state,
    /// no props) while a required slice is missing.
    let readsRequire: Bool
    /// How the props hold a field whose `set` names the view action that sets it (a two-way
    /// field); `nil` when the flavor has no two-way fields.
    let twoWayField: TwoWayField?
    /// How an example's test runs a plan (`dispatches`): the app action a view action sends,
    /// run against `given`; `nil` when the flavor's library has no plans to run (the connector
    /// form runs those `connector-gen.yml`'s `plans` names: ``ConnectorNames/planRunner``).
    let planRunner: PlanRunner?
    /// Whether the spec makes view types and a connector, which a SwiftUI container and
    /// previews render (the other flavors' views connect themselves).
    let makesConnector: Bool
    /// Whether the library declares `Action` as a protocol, so an app action type named
    /// `Action` is one.
    let libraryActionIsProtocol: Bool
    /// Whether what the mapping produces is `Equatable` (the view state, SwiftDux's props), so
    /// every field type must be; otherwise (SwiftUIFlux's props) a field may hold a value that
    /// is not, and state examples compare the fields by their types at run time.
    let mapsToEquatable: Bool
    /// Whether the generated view conformance fails in a main-actor target when the code was
    /// generated for no isolation, so the namespace file's isolation check must guard it.
    let needsIsolationCheck: Bool
    /// How many values a view action may take, when the library's binding of an action prop
    /// takes no more (SwiftDux's `ActionBinder.bind` has overloads for up to 6 parameters).
    var maximumActionValues: Int? = nil
    /// The library's protocol the app state must conform to (SwiftUIFlux's `FluxState`, which
    /// `ConnectedView`'s `StoreState` requires).
    var stateProtocol: String? = nil
    /// Whether the view may send an optional app action (`AppAction?`): the connector form and
    /// SwiftDux's `ActionBinder` take one and send nothing for `nil`; SwiftUIFlux's `dispatch`
    /// takes an `Action`, never an optional one.
    var sendsOptionalAction = true
    /// The library's protocols that ``protocolName`` refines, besides SwiftUI's `View`, whose
    /// requirements the view meets as it meets the protocol's: a conformance with conditions
    /// (an extension of a generic view at its arguments, `Pages<Todo>`) implies no other, so it
    /// states them, and `View`, too.
    var refinedProtocols: [String] = []
    /// Whether an action prop's closure calls ``mapParameter`` (SwiftUIFlux's `{ value in
    /// dispatch(…) }`), so that a view action's value of its name would hide it there; SwiftDux's
    /// `binder.bind { … }` calls it outside.
    var actionClosuresCallMapParameter = false

    /// The library's protocol the spec's app state must conform to, qualified by the library:
    /// `SwiftUIFlux.FluxState`.
    var qualifiedStateProtocol: String? {
        guard let library, let stateProtocol else { return nil }
        return library + "." + stateProtocol
    }

    /// The library's `Action`, qualified by the library, when the spec's app action `action`
    /// must convert to it: where ``libraryActionIsProtocol``, and the action is not an optional
    /// (which the library's dispatch does not take, as `ActionTypeIsProtocol` says).
    func qualifiedActionProtocol(for action: String) -> String? {
        guard let library, libraryActionIsProtocol, !action.trimmingWhitespace().hasSuffix("?") else { return nil }
        return library + ".Action"
    }

    /// The connector form: a `Connector` struct with the view's `State` and `Action`.
    static let connector = FlavorTraits(
        library: nil, protocolName: nil, conformanceIsMainActorWithDefaultIsolation: false, mapParameter: nil,
        actionsReadSlices: false, readsRequire: true, twoWayField: nil, planRunner: nil, makesConnector: true, libraryActionIsProtocol: false,
        mapsToEquatable: true, needsIsolationCheck: false)

    /// SwiftUIFlux's `ConnectedView`, with `map(state:dispatch:)`, whose action props are made after the slices.
    static let swiftUIFlux = FlavorTraits(
        library: "SwiftUIFlux", protocolName: "ConnectedView", conformanceIsMainActorWithDefaultIsolation: false,
        mapParameter: ("dispatch", "map(state:dispatch:)"), actionsReadSlices: true, readsRequire: false, twoWayField: .binding,
        planRunner: .asyncAction, makesConnector: false,
        libraryActionIsProtocol: true, mapsToEquatable: false, needsIsolationCheck: false, stateProtocol: "FluxState",
        sendsOptionalAction: false, actionClosuresCallMapParameter: true)

    /// SwiftDux's `ConnectableView`, with `map(state:binder:)`, whose action bindings are made after the slices.
    static let swiftDux = FlavorTraits(
        library: "SwiftDux", protocolName: "ConnectableView", conformanceIsMainActorWithDefaultIsolation: true,
        mapParameter: ("binder", "map(state:binder:)"), actionsReadSlices: true, readsRequire: true, twoWayField: .actionBinding, planRunner: .runnableAction,
        makesConnector: false, libraryActionIsProtocol: true, mapsToEquatable: true, needsIsolationCheck: true, maximumActionValues: 6,
        refinedProtocols: ["Connectable"])
}

/// How a flavor's props hold a two-way field: a field a view action sets.
enum TwoWayField: Sendable {
    /// SwiftDux's `@ActionBinding var field: T`, made with `binder.bind(value) { … }`: read and
    /// set as the field itself.
    case actionBinding
    /// SwiftUI's `Binding<T>`, made with `Binding(get:set:)` whose setter dispatches: read and
    /// set through its `wrappedValue`.
    case binding

    /// The prop's type for a field of type `type`.
    func propType(_ type: String) -> String {
        switch self {
        case .actionBinding: type
        case .binding: "Binding<\(type)>"
        }
    }

    /// What reads or sets the value of the prop named `name` (escaped).
    func value(of name: String) -> String {
        switch self {
        case .actionBinding: name
        case .binding: name + ".wrappedValue"
        }
    }

    /// Whether setting the value mutates the props.
    var settingMutates: Bool { self == .actionBinding }
}

/// How a flavor's example tests run the plan a view action sends, against the example's
/// `given`: what the plan dispatches (an action that is no plan dispatches itself) is what
/// `dispatches` lists.
enum PlanRunner: Sendable {
    /// SwiftDux's `RunnableAction` (an `ActionPlan`): run with a `StoreProxy` of `given`,
    /// collecting what it sends through the store and what its publisher publishes, until
    /// the publisher completes.
    case runnableAction
    /// SwiftUIFlux's `AsyncAction`: executed with `given` and a `dispatch` that collects,
    /// until as many actions as expected have arrived (it does not say when it is done).
    case asyncAction
    /// ReSwift-Thunk's `Thunk`, in the connector form: run through `createThunkMiddleware()`
    /// with `given` as the state and a `dispatch` that collects, until as many actions as
    /// expected have arrived (a thunk does not say when it is done either).
    case thunk

    /// The runner of `plans`, the connector form's choice in `connector-gen.yml`.
    init(_ plans: TargetConfig.Plans) {
        switch plans {
        case .reswiftThunk: self = .thunk
        }
    }

    /// The modules a test that runs plans imports besides the flavor's library.
    var testImports: [String] {
        switch self {
        case .runnableAction: ["Combine"]
        case .asyncAction: []
        case .thunk: ["ReSwift", "ReSwiftThunk"]
        }
    }

    /// The library that declares the `Action` protocol the plans are actions of, for the
    /// connector form, which has no library of its own: an app action type named `Action`
    /// is that protocol.
    var actionProtocolLibrary: String? {
        switch self {
        case .thunk: "ReSwift"
        case .runnableAction, .asyncAction: nil
        }
    }

    /// Whether the runner waits for as many actions as the example expects (the plan does not
    /// say when it is done), rather than until the plans finish.
    var waitsForExpectedCount: Bool { self != .runnableAction }
}

extension TargetConfig.Flavor {
    /// This flavor's row.
    var traits: FlavorTraits {
        switch self {
        case .connector: .connector
        case .swiftuiflux: .swiftUIFlux
        case .swiftdux: .swiftDux
        }
    }
}
