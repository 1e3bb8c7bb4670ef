import Foundation

/// The watched-history screen. Its `State` and `Action` are generated from
/// History.connector.yml; a SwiftUI view would render `state.rows` here.
public enum HistoryScreen {
    /// What the screen would show, as text: a headless stand-in for a view.
    @MainActor
    public static func render(_ store: DerivedStore<State, Action>) -> [String] {
        let state = store.state
        return state.isEmpty ? ["Nothing watched yet"] : state.rows.map { "\($0.title) — \($0.subtitle)" }
    }
}

/// Counts how many times the history rows are built, for tests: the History connector is
/// memoized, so it builds them only when the history or the episodes change. A test sets a
/// counter for its own task with `RowBuildCounter.$current.withValue(counter) { … }`; without
/// one, nothing is counted.
public final class RowBuildCounter: @unchecked Sendable {
    /// The counter of the current task, if any.
    @TaskLocal public static var current: RowBuildCounter?

    private let lock = NSLock()
    private var count = 0

    public init() {}

    /// How many times the rows were built while this counter was current.
    public var builds: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// `rows`, counted as one build.
    static func counting<Rows>(_ rows: Rows) -> Rows {
        if let counter = current {
            counter.lock.lock()
            counter.count += 1
            counter.lock.unlock()
        }
        return rows
    }
}
