// Nested rows built by a local `compactMap` passed whole, a count with interpolation, and a closure prop that dispatches with `$0`.

import SwiftUI
import SwiftUIFlux

struct Wishlist: @preconcurrency ConnectedView {
    struct Props {
        struct Row {
            let id: Int
            let title: String
            let stars: Int?
        }

        let rows: [Row]
        let countLabel: String
        let remove: (_ movie: Int) -> Void
    }

    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
        let rows = state.moviesState.wishlist.compactMap { id -> Props.Row? in
            guard let movie = state.moviesState.movies[id] else { return nil }
            return Props.Row(id: id, title: movie.title, stars: state.moviesState.ratings[id])
        }
        return Props(
            rows: rows,
            countLabel: "\(state.moviesState.wishlist.count) movies",
            remove: { dispatch(MoviesActions.RemoveFromWishlist(movie: $0)) })
    }

    func body(props: Props) -> some View {
        Text(props.countLabel)
    }
}
