struct Note: Equatable, Sendable { var id: Int; var title: String }
struct AppState: Sendable { var notes: [Note] = [] }
enum AppAction: Equatable, Sendable { case open(Int) }
enum NoteView {}
