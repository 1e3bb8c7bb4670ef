// Two path slices read by a multi-line closure argument building nested rows, and actions with two values and with unlabelled values.

import ConnectorRuntime

enum FollowingScreen {}

extension FollowingScreen {
    struct State: Equatable {
        struct Row: Equatable {
            let id: Int
            let position: Int
            let name: String
        }

        let rows: [Row]
        let count: Int
    }

    enum Action: Equatable {
        case open(show: Int, animated: Bool)
        case unfollow(Int)
        case moveToTop(Int)
    }
}

struct FollowingConnector: Connector {
    func connect(state: AppState) -> FollowingScreen.State {
        let followed = state.followedShows
        let shows = state.shows
        return FollowingScreen.State(
            rows: followed.enumerated().compactMap { entry -> FollowingScreen.State.Row? in
                guard let show = shows[entry.element] else { return nil }
                return FollowingScreen.State.Row(id: show.id, position: entry.offset + 1, name: show.name)
            },
            count: followed.count)
    }

    func connect(action: FollowingScreen.Action) -> AppAction {
        switch action {
        case .open(let show, let animated):
            return .shows(.open(show: show, animated: animated))
        case .unfollow(let id):
            return .shows(.unfollow(id))
        case .moveToTop(let position):
            return .shows(.moveFollowed(from: position, to: 0))
        }
    }
}
