final class AudioPlayer: Equatable {
    var title = "Intro"
    static func == (lhs: AudioPlayer, rhs: AudioPlayer) -> Bool { lhs.title == rhs.title }
}
struct AppState {
    var player = AudioPlayer()
}
enum AppAction: Equatable { case none }
enum PlayerView {}
