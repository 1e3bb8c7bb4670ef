// The routing reducer, `appReducer`, is generated from App.store.yml: it hands each feature's
// actions to the feature's reducer below, on the feature's part of the state, and the other
// actions to `reduceAppAction`.

/// Applies an action to the app state: the only place the state changes.
public enum AppReducer {
    /// Reduces `action` into `state` through the generated routing reducer.
    public static func reduce(_ state: inout AppState, _ action: AppAction) {
        appReducer(state: &state, action: action)
    }
}

/// The history feature's reducer.
func reduceHistory(state: inout HistoryState, action: HistoryAction) {
    switch action {
    case .reload:
        state.reloadCount += 1
    case .markAsWatched(let id, let watched):
        state.watched.removeAll { $0 == id }
        if watched { state.watched.insert(id, at: 0) }
    }
}

/// The profile feature's reducer, a static function that App.store.yml names with its type.
enum ProfileReducer {
    static func reduce(state: inout Profile, action: ProfileAction) {
        switch action {
        case .setName(let name):
            state.name = name
        case .setNotifications(let enabled):
            state.notificationsEnabled = enabled
        case .save:
            state.savedName = state.name
        }
    }
}

/// The actions that belong to no feature.
func reduceAppAction(state: inout AppState, action: AppAction) {
    switch action {
    case .summary(.toggleLayout):
        state.summaryIsCompact.toggle()
    case .history, .profile:
        break
    }
}
