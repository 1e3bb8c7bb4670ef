// Actions typed as a protocol, as SwiftDux and SwiftUIFlux type them.
protocol Action: Sendable {}
struct AddToWishlist: Action, Equatable { let movie: Int }
struct Rate: Action, Equatable { let movie: Int; let stars: Int }
struct AppState: Sendable { var wishlist: Set<Int> = [] }
enum MovieView {}
struct PlayTrailer: Action, Equatable { let movie: Int }
enum TrailerView {}
