struct Book: Equatable, Sendable { var title: String; var shelf: Int }
struct SearchState: Equatable, Sendable { var query = "" }
enum SearchAction: Equatable, Sendable { case clear }
struct AppState: Sendable {
    var books: [Book] = []
    var search = SearchState()
    var unrelated = 0
}
enum AppAction: Equatable, Sendable {
    case search(String)
    case searchField(SearchAction)
}
enum ShelfView {}
