struct AppState: Sendable {
    var defaults: [String] = []
    var inbox: [Int] = []
    var className = ""
    var `self`: [Int] = []
}
enum AppAction: Equatable, Sendable { case goBack, toggle(index: Int, on: Bool) }
enum KeywordsView {}
