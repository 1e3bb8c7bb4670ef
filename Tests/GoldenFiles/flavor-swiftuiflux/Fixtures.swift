import Dispatch
import SwiftUI
import SwiftUIFlux

// Not Equatable, as many apps' models are not.
struct Movie { var id: Int; var title: String; var cast: [String] = [] }
struct MoviesState: FluxState { var movies: [Int: Movie] = [:]; var wishlist: Set<Int> = []; var query = "" }
public struct AppState: FluxState { var moviesState = MoviesState(); public init() {}; init(moviesState: MoviesState) { self.moviesState = moviesState } }
enum MoviesActions {
    struct AddToWishlist: Action, Equatable { let movie: Int }
    // Not Equatable, as many apps' action structs are: examples compare its stored values.
    struct Rate: Action { let movie: Int; let stars: Int }
    struct Search: Action, Equatable { let text: String }
    struct RemoveFromWishlist: Action { let movie: Int }
    /// Fetches a movie's details from the server, as MovieSwiftUI's `FetchDetail` does: an
    /// example compares which movie it fetches, and never executes it.
    struct FetchDetail: AsyncAction {
        let movie: Int
        func execute(state: (any FluxState)?, dispatch: @escaping DispatchFunction) {
            preconditionFailure("examples do not reach the network")
        }
    }
}

/// Removes each wished movie, in id order: executed by the store's middleware with its state.
struct ClearWishlist: AsyncAction {
    func execute(state: (any FluxState)?, dispatch: @escaping DispatchFunction) {
        guard let state = state as? AppState else { return }
        for movie in state.moviesState.wishlist.sorted() { dispatch(MoviesActions.RemoveFromWishlist(movie: movie)) }
    }
}

/// Wishes the movie the (stand-in) server recommends: it answers later, on the main queue, as
/// a network call's completion handler would.
struct WishRecommended: AsyncAction {
    func execute(state: (any FluxState)?, dispatch: @escaping DispatchFunction) {
        later { dispatch(MoviesActions.AddToWishlist(movie: 12)) }
    }
}

/// Runs `work` on the main queue a moment later, as an answer from a server arrives.
nonisolated func later(_ work: @escaping () -> Void) {
    nonisolated(unsafe) let work = work
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { work() }
}

// Main-actor isolated, as a View is: the conformance to ConnectedView is generated in an
// extension, which isolates only its own members.
@MainActor
struct MovieDetail {
    let movieId: Int

    func body(props: Props) -> some View {
        Button(props.title) { props.rate(5) }
    }
}

@MainActor
public struct Header {
    public func body(props: Props) -> some View {
        Text("\(props.count) movies")
    }
}

@MainActor
struct Shelf {
    func body(props: Props) -> some View {
        Button("\(props.count) movies") { props.rateFirstWish(5) }
    }
}

enum AppWishlistAction: Equatable { case clear }

// A row with a stored property that is not an input, declared before the input: the tests
// make it as the spec's `makeView` says.
@MainActor
struct CastRow {
    let onSelect: () -> Void
    let movieId: Int
    var isHighlighted = false

    func body(props: Props) -> some View {
        Button(props.lead) { onSelect() }
    }
}

// A field the view sets: `props.query` is a `Binding<String>`.
@MainActor
struct SearchField {
    func body(props: Props) -> some View {
        Button("\(props.resultCount) for \(props.query.wrappedValue)") { props.query.wrappedValue = "" }
    }
}

@MainActor
struct WishlistBar {
    func body(props: Props) -> some View {
        Button("Clear \(props.count)") { props.clear() }
    }
}

// A row holding the app's model, which is not Equatable: the props need not be.
@MainActor
struct MovieRow {
    let movieId: Int

    func body(props: Props) -> some View {
        Text(props.movie?.title ?? "")
    }
}

// A generic view, connected at one argument: the generated conformance has conditions.
@MainActor
struct Pages<Item> {
    var items: [Item] = []
}

extension Pages<Movie> {
    func body(props: Props) -> some View {
        Button("\(props.count) movies") { props.search("") }
    }
}
