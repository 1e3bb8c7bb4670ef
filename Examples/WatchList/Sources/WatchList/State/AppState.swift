/// The identifier of an episode.
public struct EpisodeID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public var description: String { "#\(rawValue)" }
}

/// An episode, stored once in the app state and referred to by its id everywhere else.
public struct Episode: Equatable, Sendable {
    public var id: EpisodeID
    public var show: String
    public var title: String
    public var season: Int
    public var number: Int

    public init(id: EpisodeID, show: String, title: String, season: Int, number: Int) {
        self.id = id
        self.show = show
        self.title = title
        self.season = season
        self.number = number
    }
}

/// The user's profile, edited by the profile form.
public struct Profile: Equatable, Sendable {
    public var name = ""
    public var notificationsEnabled = false
    public var savedName = ""

    public init(name: String = "", notificationsEnabled: Bool = false) {
        self.name = name
        self.notificationsEnabled = notificationsEnabled
        self.savedName = name
    }
}

/// The history feature's state: what the user watched, and how often the list was reloaded.
public struct HistoryState: Equatable, Sendable {
    /// The episodes the user watched, most recent first.
    public var watched: [EpisodeID] = []
    /// How many times the history was reloaded.
    public var reloadCount = 0

    public init(watched: [EpisodeID] = []) {
        self.watched = watched
    }
}

// `AppState` is generated from App.store.yml: a property for each feature's state (`history`,
// `profile`), and the app-level `episodes` and `summaryIsCompact`. It is normalized: entities
// by id, and ordered lists of ids.
extension AppState {
    /// An app state with these episodes, watched history and profile.
    public init(episodes: [Episode] = [], watchedHistory: [EpisodeID] = [], profile: Profile = Profile()) {
        self.init(
            history: HistoryState(watched: watchedHistory), profile: profile,
            episodes: Dictionary(uniqueKeysWithValues: episodes.map { ($0.id, $0) }), summaryIsCompact: false)
    }

    /// The episodes the user watched, most recent first: the history feature's list.
    public var watchedHistory: [EpisodeID] { history.watched }

    /// The summary tab's state, derived from the rest of the state.
    public var summary: SummaryState {
        let shows = Set(history.watched.compactMap { episodes[$0]?.show })
        return SummaryState(watchedCount: history.watched.count, showCount: shows.count, isCompact: summaryIsCompact)
    }
}
