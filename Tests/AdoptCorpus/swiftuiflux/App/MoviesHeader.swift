// A view that dispatches nothing (no closure props): path slices and single-line arguments.

import SwiftUI
import SwiftUIFlux

struct MoviesHeader: @preconcurrency ConnectedView {
    struct Props {
        let title: String
        let movieCount: Int
        let hasWishes: Bool
    }

    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
        let movies = state.moviesState.movies
        let wishlist = state.moviesState.wishlist
        return Props(title: "My movies (\(movies.count))", movieCount: movies.count, hasWishes: !wishlist.isEmpty)
    }

    func body(props: Props) -> some View {
        Text(props.title)
    }
}
