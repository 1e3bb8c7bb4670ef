import Testing
import WatchList

/// The connectors App.store.yml generates for its features: a tab that sees only its
/// feature's part of the store.
@MainActor
@Suite("Feature connectors")
struct FeatureConnectorTests {
    @Test("the history feature's part of the store reads its state and sends its actions")
    func historyFeature() {
        let store = Store(initial: AppState(watchedHistory: [EpisodeID(1)]), reducer: AppReducer.reduce)
        let history = store.connect(using: HistoryFeatureConnector())
        #expect(history.state == HistoryState(watched: [EpisodeID(1)]))
        history.send(.markAsWatched(EpisodeID(2), watched: true))
        history.send(.reload)
        #expect(history.state.watched == [EpisodeID(2), EpisodeID(1)])
        #expect(store.state.history.reloadCount == 1)
        #expect(store.state.watchedHistory == [EpisodeID(2), EpisodeID(1)])
    }

    @Test("the profile feature's actions reach only the profile")
    func profileFeature() {
        let store = Store(initial: AppState(), reducer: AppReducer.reduce)
        let profile = store.connect(using: ProfileFeatureConnector())
        profile.send(.setName("Ada"))
        profile.send(.save)
        #expect(profile.state.savedName == "Ada")
        #expect(store.state.history == HistoryState())
    }
}
