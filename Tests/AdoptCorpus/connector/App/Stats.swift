// A screen that sends nothing (an `Action` without cases), whose mapping calls a private helper of the connector, which adopt cannot carry over.

import ConnectorRuntime

enum StatsScreen {}

extension StatsScreen {
    struct State: Equatable {
        let watchedCount: Int
        let watchTime: String
        let followingCount: Int
    }

    enum Action: Equatable {}
}

struct StatsConnector: Connector {
    func connect(state: AppState) -> StatsScreen.State {
        let minutes = state.watchedHistory.compactMap { state.episodes[$0]?.runtime }.reduce(0, +)
        return StatsScreen.State(
            watchedCount: state.watchedHistory.count,
            watchTime: formatted(minutes: minutes),
            followingCount: state.followedShows.count)
    }

    func connect(action: StatsScreen.Action) -> AppAction {
        // The stats screen sends nothing: `Action` has no cases, so this is never called.
    }

    private func formatted(minutes: Int) -> String {
        minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
