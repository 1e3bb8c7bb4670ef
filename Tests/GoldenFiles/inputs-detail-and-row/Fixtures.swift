public struct Movie: Equatable, Sendable, Identifiable { public var id: Int; public var title: String }
public struct Person: Equatable, Sendable { public var name: String }
public enum PersonAction: Equatable, Sendable { case follow }
public struct AppState: Sendable {
    public var movies: [Movie.ID: Movie] = [:]
    public var wishlist: Set<Movie.ID> = []
    public var people: [Int: Person] = [:]
    public func cast(of movie: Movie.ID) -> [Int: Person] { movie == 7 ? people : [:] }
}
public enum AppAction: Equatable, Sendable {
    case addToWishlist(movie: Movie.ID)
    case rate(movie: Movie.ID, stars: Int)
    case person(PersonAction)
}
enum MovieDetailView {}
