// An app type read whole from the state, and only while a `guard let` finds it: the derived-store
// form's `slice` reads the guarded id's path, with view actions of the screen's own.

import ConnectorRuntime

enum PinnedShowScreen {}

extension PinnedShowScreen {
    enum Action: Equatable {
        case unfollow(Int)
        case open(Int)
    }
}

struct PinnedShowConnector: Connector {
    func connect(state: AppState) -> Show? {
        guard let id = state.pinnedShowID else { return nil }
        return state.shows[id]
    }

    func connect(action: PinnedShowScreen.Action) -> AppAction {
        switch action {
        case .unfollow(let id):
            return .shows(.unfollow(id))
        case .open(let id):
            return .shows(.open(show: id, animated: true))
        }
    }
}
