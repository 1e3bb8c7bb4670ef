// The app state and actions of a TV-show tracker whose screens are connected by hand-written
// `Connector`s (ConnectorRuntime).

struct EpisodeID: Hashable, Sendable {
    var raw: Int
    init(_ raw: Int) { self.raw = raw }
}

struct Episode: Equatable, Sendable {
    var show: String
    var title: String
    var season: Int
    var number: Int
    var runtime: Int
}

struct Show: Equatable, Sendable {
    var id: Int
    var name: String
    var network: String
    var genres: [String]
    var episodeCount: Int
}

struct Settings: Equatable, Sendable {
    var autoplay = true
    var hidesSpoilers = false
    var region = "US"
}

struct SearchState: Equatable, Sendable {
    var query = ""
    var results: [Int] = []
    var isSearching = false
}

struct AppState: Equatable, Sendable {
    var watchedHistory: [EpisodeID] = []
    var episodes: [EpisodeID: Episode] = [:]
    var shows: [Int: Show] = [:]
    var followedShows: [Int] = []
    var settings = Settings()
    var search = SearchState()
    var pinnedShowID: Int?
}

enum HistoryAction: Equatable, Sendable {
    case reload
    case markAsWatched(EpisodeID, watched: Bool)
}

enum ShowsAction: Equatable, Sendable {
    case follow(Int)
    case unfollow(Int)
    case open(show: Int, animated: Bool)
    case moveFollowed(from: Int, to: Int)
}

enum SearchAction: Equatable, Sendable {
    case setQuery(String)
    case clear
    case openResult(at: Int)
}

enum SettingsAction: Equatable, Sendable {
    case setAutoplay(Bool)
    case toggleSpoilers
}

enum AppAction: Equatable, Sendable {
    case history(HistoryAction)
    case shows(ShowsAction)
    case search(SearchAction)
    case settings(SettingsAction)
}
