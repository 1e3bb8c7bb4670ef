import ConnectorRuntime
import SwiftUI

public struct AppState: Sendable { var carts: [String: [String]] = [:] }
public enum AppAction: Equatable, Sendable { case clear(store: String) }

/// A view model the store derives for a connector.
@MainActor
final class ViewModel<State, Action> {
    let state: State
    let send: (Action) -> Void
    init(state: State, send: @escaping (Action) -> Void) {
        self.state = state
        self.send = send
    }

    /// A view model showing `state` that sends nowhere, for previews.
    static func stub(with state: State) -> ViewModel { ViewModel(state: state) { _ in } }
}

@MainActor
final class AppStore {
    private(set) var state = AppState()
    func send(_ action: AppAction) {}

    func viewModel<C: Connector>(for connector: C) -> ViewModel<C.ViewState, C.ViewAction> where C.State == AppState, C.Action == AppAction {
        ViewModel(state: connector.connect(state: state)) { self.send(connector.connect(action: $0)) }
    }
}

struct CartScreen: View {
    let viewModel: ViewModel<State, Action>

    var body: some View {
        Button("\(viewModel.state.count)") { viewModel.send(.clear) }
    }
}

public enum CartBadge {}
