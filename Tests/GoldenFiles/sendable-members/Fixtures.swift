struct Episode: Equatable, Sendable {
    var title: String
}
struct AppState {
    var episodes: [Episode] = []
}
enum AppAction: Equatable { case play(Episode) }
enum QueueView {}
