import ConnectorRuntime
import SwiftUI

struct Episode: Equatable, Sendable { var id: Int; var title: String }
struct AppState: Equatable, Sendable { var watchedHistory: [Episode] = [] }
enum AppAction: Equatable, Sendable { case markAsWatched(episode: Int, watched: Bool) }

/// The article's store, reduced to what the container uses.
@MainActor
final class Store<State, Action>: ObservableObject {
    @Published private(set) var state: State
    private let send: (Action) -> Void

    init(initialState: State, send: @escaping (Action) -> Void) {
        state = initialState
        self.send = send
    }

    func send(_ action: Action) { send(action) }

    func connect<C: Connector>(using connector: C) -> Store<C.ViewState, C.ViewAction> where C.State == State, C.Action == Action {
        Store<C.ViewState, C.ViewAction>(initialState: connector.connect(state: state)) { self.send(connector.connect(action: $0)) }
    }

    /// A store showing `state` that sends nowhere, for previews.
    static func stub(with state: State) -> Store { Store(initialState: state) { _ in } }
}

struct HistoryView: View {
    typealias ViewModel = Store<State, Action>
    @ObservedObject var viewModel: ViewModel

    var body: some View {
        Button(viewModel.state.titles.first ?? "") { viewModel.send(.markAsWatched(episode: 1)) }
    }
}
