import Foundation
struct Ids: Hashable, Sendable { var trakt: Int }
struct Episode: Sendable { var title: String }
struct AppState: Sendable {
    var watchedHistory: [Ids] = []
    var currentEpisode: Episode?
    var posterURLs: [URL] = []
}
enum AppAction: Equatable, Sendable { case reloadHistory, markAsWatched(episode: Ids, watched: Bool) }
enum HistoryView {}
