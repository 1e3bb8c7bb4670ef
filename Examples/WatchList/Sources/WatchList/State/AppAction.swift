/// Everything that can happen in the app.
public enum AppAction: Equatable, Sendable {
    case history(HistoryAction)
    case profile(ProfileAction)
    case summary(SummaryAction)
}

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
