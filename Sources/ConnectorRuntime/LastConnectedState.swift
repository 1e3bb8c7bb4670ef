import Foundation

/// The app state a connector last connected, for view actions whose app action depends on it.
///
/// A connector generated from a spec whose `to` reads a slice holds one: `connect(state:)`
/// remembers the state it is given, and `connect(action:)` maps the action against it — the
/// state the view shows when it sends the action. `connect(action:state:)` takes the state
/// itself, for a caller that has it (a store's dispatch, a test).
///
/// It is safe to use from any isolation: the state is read and replaced under a lock. The
/// state must be `Sendable`, since it is stored by one thread and read by another. For a
/// connector that runs on the main actor, see ``MainActorLastConnectedState``.
public final class LastConnectedState<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var last: State?

    /// Nothing remembered yet.
    public init() {}

    /// Remembers `state`, the one `connect(state:)` was given.
    public func remember(_ state: State) {
        lock.lock()
        last = state
        lock.unlock()
    }

    /// The state last remembered. A connector whose `connect(action:)` runs before any
    /// `connect(state:)` is used wrongly, and stops, saying so.
    public func state(for connector: String) -> State {
        lock.lock()
        let state = last
        lock.unlock()
        guard let state else {
            preconditionFailure("\(connector).connect(action:) maps against the app state, but connect(state:) has not been called on it; call connect(action:state:)")
        }
        return state
    }
}

/// ``LastConnectedState`` for connectors isolated to the main actor (targets whose default
/// isolation is `MainActor`): confined to the main actor by the compiler, so it needs no lock,
/// and the state need not be `Sendable`.
@MainActor
public final class MainActorLastConnectedState<State> {
    private var last: State?

    /// Nothing remembered yet.
    public nonisolated init() {}

    /// Remembers `state`, the one `connect(state:)` was given.
    public func remember(_ state: State) {
        last = state
    }

    /// The state last remembered (see ``LastConnectedState/state(for:)``).
    public func state(for connector: String) -> State {
        guard let last else {
            preconditionFailure("\(connector).connect(action:) maps against the app state, but connect(state:) has not been called on it; call connect(action:state:)")
        }
        return last
    }
}
