/// Applies an action to the app state: the only place the state changes.
public enum AppReducer {
    public static func reduce(_ state: inout AppState, _ action: AppAction) {
        switch action {
        case .history(.reload):
            state.reloadCount += 1
        case .history(.markAsWatched(let id, let watched)):
            state.watchedHistory.removeAll { $0 == id }
            if watched { state.watchedHistory.insert(id, at: 0) }
        case .profile(.setName(let name)):
            state.profile.name = name
        case .profile(.setNotifications(let enabled)):
            state.profile.notificationsEnabled = enabled
        case .profile(.save):
            state.profile.savedName = state.profile.name
        case .summary(.toggleLayout):
            state.summaryIsCompact.toggle()
        }
    }
}
