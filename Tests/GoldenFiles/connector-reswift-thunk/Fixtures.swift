import Dispatch
import ReSwift
import ReSwiftThunk

struct Episode { var id: Int; var isPlayed = false }
/// The app's own type named like ReSwift's: the generated tests name ReSwift's with its module.
struct Middleware { var name = "logging" }
struct AppState { var episodes: [Int: Episode] = [:]; var downloading: Set<Int> = [] }

// ReSwift actions are structs, often not Equatable: examples compare their stored values.
struct MarkPlayed: Action { let episode: Int }
struct StartDownload: Action { let episode: Int }
struct SetLoading: Action { let isLoading: Bool }
struct ShowEpisodes: Action { let ids: [Int] }

enum EpisodeThunks {
    /// Marks each unplayed episode as played, in id order.
    static func markAllPlayed() -> Thunk<AppState> {
        Thunk { dispatch, getState in
            guard let episodes = getState()?.episodes else { return }
            for id in episodes.keys.sorted() where episodes[id]?.isPlayed == false { dispatch(MarkPlayed(episode: id)) }
        }
    }

    /// Starts downloading `episode` unless it is downloading.
    static func download(_ episode: Int) -> Thunk<AppState> {
        Thunk { dispatch, getState in
            guard getState()?.downloading.contains(episode) == false else { return }
            dispatch(StartDownload(episode: episode))
        }
    }

    /// Sends the download thunk of each unplayed episode: a thunk that sends thunks.
    static func downloadUnplayed() -> Thunk<AppState> {
        Thunk { dispatch, getState in
            guard let episodes = getState()?.episodes else { return }
            for id in episodes.keys.sorted() where episodes[id]?.isPlayed == false { dispatch(download(id)) }
        }
    }

    /// Asks the (stand-in) server for the episodes: it answers later, on the main queue, as a
    /// network call's completion handler would.
    static func refresh() -> Thunk<AppState> {
        Thunk { dispatch, _ in
            dispatch(SetLoading(isLoading: true))
            later {
                dispatch(ShowEpisodes(ids: [7, 8]))
                dispatch(SetLoading(isLoading: false))
            }
        }
    }
}

/// Runs `work` on the main queue a moment later, as an answer from a server arrives.
nonisolated func later(_ work: @escaping () -> Void) {
    nonisolated(unsafe) let work = work
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { work() }
}

enum EpisodeListView {}
