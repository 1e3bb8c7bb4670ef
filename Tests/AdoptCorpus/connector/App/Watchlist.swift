// A field computed by a local variable that a `for` loop fills (`var names` appended to under an `if let`), beside a plain count, and one action without values.

import ConnectorRuntime

enum WatchlistScreen {}

extension WatchlistScreen {
    struct State: Equatable {
        let names: [String]
        let total: Int
    }

    enum Action: Equatable {
        case clear
    }
}

struct WatchlistConnector: Connector {
    func connect(state: AppState) -> WatchlistScreen.State {
        var names: [String] = []
        for id in state.followedShows {
            if let show = state.shows[id] {
                names.append(show.name)
            }
        }
        return WatchlistScreen.State(names: names, total: state.followedShows.count)
    }

    func connect(action: WatchlistScreen.Action) -> AppAction {
        switch action {
        case .clear:
            return .search(.clear)
        }
    }
}
