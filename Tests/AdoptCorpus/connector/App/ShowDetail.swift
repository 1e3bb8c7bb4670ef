// A screen for one show: an input (`showId`, once as `self.showId`), a subscripted slice that may be missing, multi-line arguments and interpolation, and actions that read the input.

import ConnectorRuntime

enum ShowDetailScreen {}

extension ShowDetailScreen {
    struct State: Equatable {
        let title: String
        let subtitle: String
        let genres: [String]
        let isFollowed: Bool
    }

    enum Action: Equatable {
        case follow
        case unfollow
    }
}

struct ShowDetailConnector: Connector {
    let showId: Int

    func connect(state: AppState) -> ShowDetailScreen.State {
        let show = state.shows[showId]
        return ShowDetailScreen.State(
            title: show?.name ?? "Unknown show",
            subtitle: show.map { found in
                "\(found.network) · \(found.episodeCount) episodes"
            } ?? "",
            genres: show?.genres.sorted() ?? [],
            isFollowed: state.followedShows.contains(self.showId)
        )
    }

    func connect(action: ShowDetailScreen.Action) -> AppAction {
        switch action {
        case .follow:
            return .shows(.follow(showId))
        case .unfollow:
            return .shows(.unfollow(self.showId))
        }
    }
}
