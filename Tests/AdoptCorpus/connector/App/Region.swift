// The viewer's region: a label that a `switch` statement sets, which the mapping then returns.

import ConnectorRuntime

enum RegionScreen {}

extension RegionScreen {
    struct State: Equatable {
        let region: String
        let autoplay: Bool
    }

    enum Action: Equatable {
        case toggleAutoplay
    }
}

struct RegionConnector: Connector {
    func connect(state: AppState) -> RegionScreen.State {
        let region: String
        switch state.settings.region {
        case "US": region = "United States"
        case "GB": region = "United Kingdom"
        default: region = state.settings.region.lowercased()
        }
        return RegionScreen.State(region: region, autoplay: state.settings.autoplay)
    }

    func connect(action: RegionScreen.Action) -> AppAction {
        switch action {
        case .toggleAutoplay: return .settings(.toggleSpoilers)
        }
    }
}
