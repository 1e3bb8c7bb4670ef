// A list built by a local `compactMap` (not a plain path) passed whole, and actions with and without a labelled associated value.

import ConnectorRuntime

enum HistoryScreen {}

extension HistoryScreen {
    /// What the history screen shows.
    struct State: Equatable {
        struct Row: Equatable {
            let id: EpisodeID
            let title: String
            let subtitle: String
        }

        let rows: [Row]
        let isEmpty: Bool
    }

    /// What the history screen can do.
    enum Action: Equatable {
        case refresh
        case unwatch(episode: EpisodeID)
    }
}

/// Connects the app state to the history screen.
struct HistoryConnector: Connector {
    func connect(state: AppState) -> HistoryScreen.State {
        let rows = state.watchedHistory.compactMap { id -> HistoryScreen.State.Row? in
            guard let episode = state.episodes[id] else { return nil }
            return HistoryScreen.State.Row(
                id: id,
                title: episode.title,
                subtitle: "\(episode.show) S\(episode.season)E\(episode.number)")
        }
        return HistoryScreen.State(rows: rows, isEmpty: state.watchedHistory.isEmpty)
    }

    func connect(action: HistoryScreen.Action) -> AppAction {
        switch action {
        case .refresh:
            return .history(.reload)
        case .unwatch(let episode):
            return .history(.markAsWatched(episode, watched: false))
        }
    }
}
