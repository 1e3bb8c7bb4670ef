struct Photo: Equatable, Sendable { var id: Int; var tags: [String] }
struct AppState: Sendable { var photos: [Photo] = []; var hidden: Set<String> = [] }
enum AppAction: Equatable, Sendable { case hide(tags: [String]) }
enum PhotoGridView {}
