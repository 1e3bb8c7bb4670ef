struct Note: Equatable, Sendable { var title: String }
struct AppState: Equatable, Sendable {
    var notes: [Int: Note] = [:]
    var taps = 0
}
enum AppAction: Equatable, Sendable { case tap(noteId: Int), rename(id: Int, title: String) }
enum NoteView {}
