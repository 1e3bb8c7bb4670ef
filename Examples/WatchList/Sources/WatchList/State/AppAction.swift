// `AppAction` is generated from App.store.yml: a case for each feature's actions, and the
// summary's actions at the app level.

/// Changes to the watched history.
public enum HistoryAction: Equatable, Sendable {
    case reload
    case markAsWatched(EpisodeID, watched: Bool)
}

/// Changes to the profile.
public enum ProfileAction: Equatable, Sendable {
    case setName(String)
    case setNotifications(Bool)
    case save
}
