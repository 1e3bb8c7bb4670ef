// The derived-store form: the view state is a part of the app state, of the app's own type, and
// the view action is the app's own, wrapped whole in a case of the app action.

import ConnectorRuntime

struct SearchBarConnector: Connector {
    func connect(state: AppState) -> SearchState {
        state.search
    }

    func connect(action: SearchAction) -> AppAction {
        .search(action)
    }
}
