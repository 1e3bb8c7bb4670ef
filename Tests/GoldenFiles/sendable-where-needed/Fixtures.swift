/// The app's model objects: classes, not `Sendable`, as Core Data and older models are.
final class Episode: Equatable {
    let title: String
    init(title: String) { self.title = title }
    static func == (lhs: Episode, rhs: Episode) -> Bool { lhs.title == rhs.title }
}

/// A value the app declares `Sendable`.
public struct Progress: Equatable, Sendable {
    public var seconds = 0
}

public struct AppState {
    var queue: [Episode] = []
    public var progress = Progress()
}

public enum AppAction: Equatable { case play(String), seek(Int) }
enum QueueView {}
enum ProgressView {}
public enum ProgressBadgeView {}
