// A view with a `Bool` input whose mapping returns early under `if isCompact` with other values for the same props, and the same closure prop (without values) in both returns.

import SwiftUI
import SwiftUIFlux

struct UpcomingList: @preconcurrency ConnectedView {
    struct Props {
        let titles: [String]
        let count: Int
        let loadMore: () -> Void
    }

    let isCompact: Bool

    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
        if isCompact {
            return Props(
                titles: state.moviesState.upcoming.prefix(2).compactMap { state.moviesState.movies[$0]?.title },
                count: min(state.moviesState.upcoming.count, 2),
                loadMore: { dispatch(MoviesActions.LoadMoreUpcoming()) })
        }
        return Props(
            titles: state.moviesState.upcoming.compactMap { state.moviesState.movies[$0]?.title },
            count: state.moviesState.upcoming.count,
            loadMore: { dispatch(MoviesActions.LoadMoreUpcoming()) })
    }

    func body(props: Props) -> some View {
        Button("\(props.count) upcoming") { props.loadMore() }
    }
}
