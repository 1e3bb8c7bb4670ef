struct AppState: Sendable {
    var shelves: [[String]] = []
    func titles(in genre: String) -> [String] { [] }
}
enum AppAction: Equatable, Sendable { case none }
enum GenreView {}
enum ShelfView {}
let drama = "drama"
