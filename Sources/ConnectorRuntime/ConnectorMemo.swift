import Foundation

/// The last view state of a memoized connector, and the slices it was derived from.
///
/// A connector generated with `memoize: true` holds one and asks it for the view state:
/// when every slice it reads equals (`==`) the slices of the previous call, the memo returns
/// the previous view state without running any `from:` expression; otherwise it runs them and
/// remembers the new slices and view state. It keeps one entry: the last slices and the last
/// view state, nothing more.
///
/// Slice types are never named: the slices are a parameter pack, so their types are inferred
/// where the connector reads them. The memo is a class because connectors are values: copies of
/// a connector share its memo, and a connector created anew has an empty one.
///
/// It is safe to use from any isolation: the entry is read and replaced under a lock, and the
/// `from:` expressions run outside it, so two threads may both recompute, and the later result
/// is kept. Slices and view states must be `Sendable`, since a value stored by one thread may
/// be returned to another. For a connector that runs on the main actor, see
/// ``MainActorConnectorMemo``.
public final class ConnectorMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var last: AnyObject?

    /// An empty memo: the first call computes.
    public init() {}

    /// The view state for `slices`: the last one when every slice equals the last call's,
    /// otherwise `compute()`, which is then remembered with `slices`.
    public func viewState<each Slice: Equatable & Sendable, ViewState: Sendable>(
        reading slices: repeat each Slice, compute: () throws -> ViewState
    ) rethrows -> ViewState {
        lock.lock()
        let previous = last
        lock.unlock()
        if let previous = previous as? MemoEntry<repeat each Slice, ViewState>, previous.matches(repeat each slices) {
            return previous.viewState
        }
        let entry = MemoEntry(slices: (repeat each slices), viewState: try compute())
        lock.lock()
        last = entry
        lock.unlock()
        return entry.viewState
    }

    /// `value`, unchanged: generated connectors pass each slice they compare through this, so
    /// a slice that cannot be compared is reported where the spec names it.
    @inlinable
    public static func slice<Slice: Equatable & Sendable>(_ value: Slice) -> Slice { value }
}

/// ``ConnectorMemo`` for connectors isolated to the main actor (targets whose default
/// isolation is `MainActor`): confined to the main actor by the compiler, so it needs no lock,
/// and slices and view states need not be `Sendable` — their `Equatable` conformances may be
/// main-actor isolated.
@MainActor
public final class MainActorConnectorMemo {
    private var last: AnyObject?

    /// An empty memo: the first call computes.
    public nonisolated init() {}

    /// The view state for `slices`: the last one when every slice equals the last call's,
    /// otherwise `compute()`, which is then remembered with `slices`.
    public func viewState<each Slice: Equatable, ViewState>(
        reading slices: repeat each Slice, compute: () throws -> ViewState
    ) rethrows -> ViewState {
        if let previous = last as? MemoEntry<repeat each Slice, ViewState>, previous.matches(repeat each slices) {
            return previous.viewState
        }
        let entry = MemoEntry(slices: (repeat each slices), viewState: try compute())
        last = entry
        return entry.viewState
    }

    /// `value`, unchanged: generated connectors pass each slice they compare through this, so
    /// a slice that cannot be compared is reported where the spec names it.
    @inlinable
    public static func slice<Slice: Equatable>(_ value: Slice) -> Slice { value }
}

/// One remembered call: immutable, replaced as a whole.
private final class MemoEntry<each Slice: Equatable, ViewState> {
    let slices: (repeat each Slice)
    let viewState: ViewState

    init(slices: (repeat each Slice), viewState: ViewState) {
        self.slices = slices
        self.viewState = viewState
    }

    func matches(_ current: repeat each Slice) -> Bool {
        for (previous, current) in repeat (each slices, each current) {
            guard previous == current else { return false }
        }
        return true
    }
}
