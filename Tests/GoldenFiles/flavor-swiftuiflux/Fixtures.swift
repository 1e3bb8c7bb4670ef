import SwiftUI
import SwiftUIFlux

struct Movie: Equatable { var id: Int; var title: String; var cast: [String] = [] }
struct MoviesState: FluxState { var movies: [Int: Movie] = [:]; var wishlist: Set<Int> = [] }
struct AppState: FluxState { var moviesState = MoviesState() }
enum MoviesActions {
    struct AddToWishlist: Action, Equatable { let movie: Int }
    struct Rate: Action, Equatable { let movie: Int; let stars: Int }
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
