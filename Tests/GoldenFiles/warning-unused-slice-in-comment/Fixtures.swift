struct AppState: Sendable { var items: [Int] = []; var archivedItems: [Int] = [] }
enum AppAction: Equatable, Sendable { case reload }
enum ListView {}
