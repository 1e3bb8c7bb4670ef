struct AppState: Sendable { var items: [Int] = [] }
enum AppAction: Equatable, Sendable { case select(index: Int, animated: Bool) }
enum StylesView {}
