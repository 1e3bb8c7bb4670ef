struct Song: Equatable, Sendable { var id = 0 }
struct Library: Sendable { var songs: [Song] = []; var name = "" }
struct AppState: Sendable { var library = Library() }
enum AppAction: Equatable, Sendable { case play(Int), stop }
enum PlaylistView {}
