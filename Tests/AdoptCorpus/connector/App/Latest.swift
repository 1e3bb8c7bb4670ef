// The latest episode: a screen that returns early before it reads the history's last entry, a
// local chosen by a ternary and then transformed, and a local whose declared type makes its
// division exact.

import ConnectorRuntime

enum LatestScreen {}

extension LatestScreen {
    struct State: Equatable {
        let viewer: String
        let latest: String
        let halfRuntime: String
    }

    enum Action: Equatable {
        case reload
    }
}

struct LatestConnector: Connector {
    func connect(state: AppState) -> LatestScreen.State {
        if state.watchedHistory.isEmpty {
            return LatestScreen.State(viewer: "-", latest: "nothing yet", halfRuntime: "-")
        }
        let latestID = state.watchedHistory[state.watchedHistory.count - 1]
        let viewer = state.settings.hidesSpoilers ? "guest" : state.settings.region
        let runtime: Double = 45
        return LatestScreen.State(
            viewer: viewer.uppercased(),
            latest: state.episodes[latestID]?.title ?? "unknown",
            halfRuntime: "\(runtime / 2) min")
    }

    func connect(action: LatestScreen.Action) -> AppAction {
        switch action {
        case .reload: return .history(.reload)
        }
    }
}
