import SwiftUI

struct Movie: Equatable, Sendable { var id: Int; var title: String }
struct AppState: Sendable {
    var movies: [Int: Movie] = [:]
    var notes: [Int: String] = [:]
    var wishlist: Set<Int> = []
}
enum AppAction: Equatable, Sendable {
    case setNote(movie: Int, text: String)
    case addToWishlist(movie: Int)
    case rate(movie: Int, stars: Int, comment: String)
}

@MainActor
final class AppStore: ObservableObject {
    @Published private(set) var state = AppState()
    func send(_ action: AppAction) {}
}

/// The rendering view: values, a binding and closures, as the container passes them.
struct MovieDetailView: View {
    let title: String
    @Binding var note: String
    let isInWishlist: Bool
    let addToWishlist: () -> Void
    let rate: (Int, String) -> Void

    var body: some View {
        Button(title) { rate(5, note) }
    }
}

/// The rendering view of the wishlist badge, whose container names its store in the spec.
struct WishlistBadgeView: View {
    let count: Int
    let clear: () -> Void

    var body: some View {
        Button("\(count)") { clear() }
    }
}
