struct AppState: Sendable {
    var wishlist: Set<Int> = []
    var selected: [Int] = []
}

enum AppAction: Equatable, Sendable {
    case addToWishlist(Int)
    case removeFromWishlist(Int)
    case play([Int])
}

enum MovieRowView {}
