// A view made for one movie: a subscripted slice by the input, optional chaining and multi-line interpolation in the props, a closure without values and one with a named value (`stars in`).

import SwiftUI
import SwiftUIFlux

struct MovieDetail: @preconcurrency ConnectedView {
    struct Props {
        let title: String
        let subtitle: String
        let isInWishlist: Bool
        let addToWishlist: () -> Void
        let rate: (_ stars: Int) -> Void
    }

    let movieId: Int

    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
        let movie = state.moviesState.movies[movieId]
        return Props(
            title: movie?.title ?? "",
            subtitle: movie.map { found in
                found.genres.isEmpty ? "\(found.year)" : "\(found.year) · \(found.genres.joined(separator: ", "))"
            } ?? "Not found",
            isInWishlist: state.moviesState.wishlist.contains(movieId),
            addToWishlist: { dispatch(MoviesActions.AddToWishlist(movie: movieId)) },
            rate: { stars in dispatch(MoviesActions.Rate(movie: movieId, stars: stars)) })
    }

    func body(props: Props) -> some View {
        Button(props.title) { props.addToWishlist() }
    }
}
