// Props built in steps (`var props = Props(…)`, then changed under an `if`), which adopt cannot carry over; closures with `$0` and without values.

import SwiftUI
import SwiftUIFlux

struct SearchResults: @preconcurrency ConnectedView {
    struct Props {
        var query: String
        var titles: [String]
        var message: String
        let search: (_ query: String) -> Void
        let clear: () -> Void
    }

    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
        let search = state.searchState
        var props = Props(
            query: search.query,
            titles: [],
            message: "Search movies",
            search: { dispatch(SearchActions.SetQuery(query: $0)) },
            clear: { dispatch(SearchActions.Clear()) })
        if !search.query.isEmpty {
            props.titles = search.results.compactMap { state.moviesState.movies[$0]?.title }
            props.message = props.titles.isEmpty ? "No movies match \"\(search.query)\"" : "\(props.titles.count) movies"
        }
        return props
    }

    func body(props: Props) -> some View {
        Button(props.message) { props.clear() }
    }
}
