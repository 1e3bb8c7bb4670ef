import Foundation
// Compiled with default isolation MainActor: every declaration here is main-actor isolated.
protocol Connector {
    associatedtype State
    associatedtype Action
    associatedtype ViewState: Equatable
    associatedtype ViewAction
    func connect(state: State) -> ViewState
    func connect(action: ViewAction) -> Action
}
struct Song: Equatable { var title: String; var seconds: Int }
struct AppState { var songs: [Song] = []; var isPlaying = false }
enum AppAction: Equatable { case play(Int); case pause }
enum Durations {
    static let formatter: NumberFormatter = { let f = NumberFormatter(); f.minimumIntegerDigits = 2; return f }()
    static func text(_ seconds: Int) -> String { "\(seconds / 60):" + (formatter.string(from: NSNumber(value: seconds % 60)) ?? "") }
}
extension AppState { var totalSeconds: Int { songs.map(\.seconds).reduce(0, +) } }
enum PlaylistView {}
