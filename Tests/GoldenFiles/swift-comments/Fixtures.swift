struct Note: Equatable, Sendable { var title: String }
struct AppState: Equatable, Sendable {
    var notes: [Int: Note] = [:]
    var taps = 0
}
enum AppAction: Equatable, Sendable { case tap(noteId: Int), rename(id: Int, title: String) }
enum NoteView {}
struct RowState: Equatable, Sendable { var title = "" }
struct RowAppState: Equatable, Sendable { var row = RowState() }
enum RowAppAction: Equatable, Sendable { case row(RowAction) }
enum RowAction: Equatable, Sendable { case tap }
