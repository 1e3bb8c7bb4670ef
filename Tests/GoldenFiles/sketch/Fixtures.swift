import Foundation
struct EpisodeID: Hashable, Sendable { var raw: Int; init(_ raw: Int) { self.raw = raw } }
struct Episode: Equatable, Sendable { var title: String }
struct AppState: Sendable { var watchedHistory: [EpisodeID] = []; var episodes: [EpisodeID: Episode] = [:]; var posterURLs: [EpisodeID: URL] = [:] }
enum AppAction: Equatable, Sendable { case markAsWatched(episode: EpisodeID, watched: Bool) }
enum HistoryView {}
