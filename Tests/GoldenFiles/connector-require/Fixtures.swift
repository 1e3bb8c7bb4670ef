struct Note: Equatable, Sendable { var title: String }
struct AppState: Sendable {
    var notes: [Int: Note] = [:]
    var isSaving = false
}
enum AppAction: Equatable, Sendable { case rename(id: Int, title: String), sync(noteId: Int) }
enum NoteView {}
enum NoteBadgeView {}
