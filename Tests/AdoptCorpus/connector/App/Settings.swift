// View types nested in a SwiftUI view rather than an empty enum: a path slice, interpolation, and actions with a labelled Bool and without values.

import ConnectorRuntime
import SwiftUI

struct SettingsScreen: View {
    let state: State
    let send: (Action) -> Void

    var body: some View {
        Button(state.regionLabel) { send(.toggleSpoilers) }
    }
}

extension SettingsScreen {
    struct State: Equatable {
        let autoplay: Bool
        let hidesSpoilers: Bool
        let regionLabel: String
    }

    enum Action: Equatable {
        case setAutoplay(enabled: Bool)
        case toggleSpoilers
    }
}

struct SettingsConnector: Connector {
    func connect(state: AppState) -> SettingsScreen.State {
        let settings = state.settings
        return SettingsScreen.State(autoplay: settings.autoplay, hidesSpoilers: settings.hidesSpoilers, regionLabel: "Region: \(settings.region)")
    }

    func connect(action: SettingsScreen.Action) -> AppAction {
        switch action {
        case .setAutoplay(let enabled):
            return .settings(.setAutoplay(enabled))
        case .toggleSpoilers:
            return .settings(.toggleSpoilers)
        }
    }
}
