struct AppState: Sendable { func titles(in genre: String) -> [String] { [] } }
enum AppAction: Equatable, Sendable { case none }
enum GenreView {}
let drama = "drama"
