import SwiftDux
import SwiftUI

struct Movie: Equatable, Sendable { var id: Int; var title: String }
struct AppState: Equatable, Sendable {
    var movies: [Int: Movie] = [:]
    var notes: [Int: String] = [:]
}
enum AppAction: Action, Equatable, Sendable {
    case setNote(movie: Int, text: String)
    case close(movie: Int)
}

/// The rendering view: a value, a binding and a closure, as the container passes them.
struct NoteView: View {
    let title: String
    @Binding var note: String
    let close: () -> Void

    var body: some View {
        Button(title) { close() }
    }
}

/// Shown only while its movie is in the store.
struct PosterView: View {
    let title: String

    var body: some View {
        Text(title)
    }
}
