/// The summary tab's state, written by hand and derived by `AppState.summary`.
public struct SummaryState: Equatable, Sendable {
    public var watchedCount: Int
    public var showCount: Int
    public var isCompact: Bool

    public init(watchedCount: Int, showCount: Int, isCompact: Bool) {
        self.watchedCount = watchedCount
        self.showCount = showCount
        self.isCompact = isCompact
    }
}

/// What the summary tab can do.
public enum SummaryAction: Equatable, Sendable {
    case toggleLayout
}
