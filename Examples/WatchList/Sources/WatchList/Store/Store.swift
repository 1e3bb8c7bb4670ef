import ConnectorRuntime
import Observation

/// The single source of truth: holds the app state and changes it only by reducing actions.
@MainActor
@Observable
public final class Store<State, Action> {
    /// The current state.
    public private(set) var state: State
    @ObservationIgnored private let reducer: (inout State, Action) -> Void

    public init(initial: State, reducer: @escaping (inout State, Action) -> Void) {
        self.state = initial
        self.reducer = reducer
    }

    /// Reduces `action` into the state.
    public func send(_ action: Action) {
        reducer(&state, action)
    }

    /// A store for one part of this one: it reads `state` and wraps its actions with `embed`.
    /// The derived store keeps this store alive.
    public func derived<LocalState, LocalAction>(
        state: @escaping (State) -> LocalState, embed: @escaping (LocalAction) -> Action
    ) -> DerivedStore<LocalState, LocalAction> {
        DerivedStore(read: { state(self.state) }, send: { self.send(embed($0)) })
    }

    /// A store for one view, through a connector: it reads the view state and takes view actions.
    public func connect<C: Connector>(using connector: C) -> DerivedStore<C.ViewState, C.ViewAction>
    where C.State == State, C.Action == Action {
        derived(state: connector.connect(state:), embed: connector.connect(action:))
    }
}

/// A view of part of a ``Store``: reads are derived from the parent's state, and actions are
/// sent to the parent.
@MainActor
public final class DerivedStore<State, Action> {
    private let read: () -> State
    private let sendToParent: (Action) -> Void

    init(read: @escaping () -> State, send: @escaping (Action) -> Void) {
        self.read = read
        self.sendToParent = send
    }

    /// The current state, derived from the parent store's state.
    public var state: State { read() }

    /// Sends an action to the parent store.
    public func send(_ action: Action) {
        sendToParent(action)
    }

    /// A store for one view of this part, through a connector.
    public func connect<C: Connector>(using connector: C) -> DerivedStore<C.ViewState, C.ViewAction>
    where C.State == State, C.Action == Action {
        DerivedStore<C.ViewState, C.ViewAction>(
            read: { [read] in connector.connect(state: read()) },
            send: { [sendToParent] in sendToParent(connector.connect(action: $0)) })
    }
}
