struct AppState: Sendable {}
enum AppAction: Equatable, Sendable { case reload }
enum ListView {}
