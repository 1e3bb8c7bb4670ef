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

/// The whole app's state, normalized: entities by id, and ordered lists of ids.
public struct AppState: Equatable, Sendable {
    /// Every known episode, by id.
    public var episodes: [EpisodeID: Episode] = [:]
    /// The episodes the user watched, most recent first.
    public var watchedHistory: [EpisodeID] = []
    /// The user's profile.
    public var profile = Profile()
    /// How many times the history was reloaded.
    public var reloadCount = 0

    public init(episodes: [Episode] = [], watchedHistory: [EpisodeID] = [], profile: Profile = Profile()) {
        self.episodes = Dictionary(uniqueKeysWithValues: episodes.map { ($0.id, $0) })
        self.watchedHistory = watchedHistory
        self.profile = profile
    }

    /// The summary tab's state, derived from the rest of the state.
    public var summary: SummaryState {
        let shows = Set(watchedHistory.compactMap { episodes[$0]?.show })
        return SummaryState(watchedCount: watchedHistory.count, showCount: shows.count, isCompact: summaryIsCompact)
    }

    /// Whether the summary tab shows its compact layout.
    public var summaryIsCompact = false
}
