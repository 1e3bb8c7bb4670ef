struct AppState: Sendable { var unread: [Int] = [] }
enum AppAction: Equatable, Sendable { case none }
