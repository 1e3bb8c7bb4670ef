// A nested-path slice, a local `compactMap` passed whole, a conditional with interpolation, and an action pattern that binds a name other than its label and ignores a value.

import ConnectorRuntime

enum SearchScreen {}

extension SearchScreen {
    struct State: Equatable {
        struct Hit: Equatable {
            let id: Int
            let name: String
        }

        let query: String
        let placeholder: String
        let hits: [Hit]
        let isSearching: Bool
    }

    enum Action: Equatable {
        case search(text: String)
        case clear
        case select(index: Int, animated: Bool)
    }
}

struct SearchConnector: Connector {
    func connect(state: AppState) -> SearchScreen.State {
        let search = state.search
        let hits = state.search.results.compactMap { id in
            state.shows[id].map { SearchScreen.State.Hit(id: id, name: $0.name) }
        }
        return SearchScreen.State(
            query: search.query,
            placeholder: search.query.isEmpty ? "Search shows" : "Results for \"\(search.query)\"",
            hits: hits,
            isSearching: search.isSearching)
    }

    func connect(action: SearchScreen.Action) -> AppAction {
        switch action {
        case .search(let text):
            return .search(.setQuery(text))
        case .clear:
            return .search(.clear)
        case .select(let i, _):
            return .search(.openResult(at: i))
        }
    }
}
