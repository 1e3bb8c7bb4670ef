import Testing
import WatchList

/// Hand-written behaviour tests: the store, the connectors and the reducer working together.
/// The tests generated from the specs' examples run beside these.
@MainActor
@Suite("Store behaviour")
struct StoreBehaviorTests {
    let dark1 = Episode(id: EpisodeID(1), show: "Dark", title: "Secrets", season: 1, number: 1)
    let dark2 = Episode(id: EpisodeID(2), show: "Dark", title: "Lies", season: 1, number: 2)

    func makeStore() -> Store<AppState, AppAction> {
        Store(initial: AppState(episodes: [dark1, dark2], watchedHistory: [dark2.id, dark1.id]), reducer: AppReducer.reduce)
    }

    @Test("the history screen lists watched episodes, most recent first")
    func historyRows() {
        let history = makeStore().connect(using: Connectors.HistoryConnector())
        #expect(HistoryScreen.render(history) == ["Lies — Dark S1E2", "Secrets — Dark S1E1"])
    }

    @Test("a detail screen is made for one episode, and its actions act on that episode")
    func episodeDetail() {
        let store = makeStore()
        let detail = store.connect(using: Connectors.EpisodeDetailConnector(episodeId: dark1.id))
        #expect(EpisodeDetailScreen.render(detail) == "Secrets ✓")
        // The toggle acts on what the screen last showed: watched, so it unmarks it, and back.
        detail.send(.toggleWatched)
        #expect(EpisodeDetailScreen.render(detail) == "Secrets")
        #expect(store.state.watchedHistory == [dark2.id])
        detail.send(.toggleWatched)
        #expect(EpisodeDetailScreen.render(detail) == "Secrets ✓")
        let other = store.connect(using: Connectors.EpisodeDetailConnector(episodeId: EpisodeID(99)))
        #expect(other.state == .init(title: "Unknown episode", isWatched: false))
    }

    @Test("the memoized history builds its rows again exactly when the history or the episodes change")
    func historyIsMemoized() {
        let counter = RowBuildCounter()
        RowBuildCounter.$current.withValue(counter) {
            let store = makeStore()
            let history = store.connect(using: Connectors.HistoryConnector())
            _ = history.state
            #expect(counter.builds == 1)
            _ = history.state
            #expect(counter.builds == 1, "the state did not change")
            store.send(.profile(.setName("Ada")))
            store.send(.summary(.toggleLayout))
            _ = history.state
            #expect(counter.builds == 1, "neither the history nor the episodes changed")
            store.send(.history(.reload))
            _ = history.state
            #expect(counter.builds == 1, "reloading changes only the reload count")
            history.send(.unwatch(episode: dark2.id))
            #expect(history.state.rows.map(\.id) == [dark1.id])
            #expect(counter.builds == 2, "the history changed")
            _ = history.state
            #expect(counter.builds == 2)
            let other = store.connect(using: Connectors.HistoryConnector())
            _ = other.state
            #expect(counter.builds == 3, "another connector has a memo of its own")
        }
    }

    @Test("unwatching from the history screen removes the row")
    func unwatch() {
        let store = makeStore()
        let history = store.connect(using: Connectors.HistoryConnector())
        history.send(.unwatch(episode: dark2.id))
        #expect(history.state.rows.map(\.id) == [dark1.id])
        #expect(store.state.watchedHistory == [dark1.id])
    }

    @Test("the profile form can save only a changed, non-blank name")
    func profileForm() {
        let form = makeStore().connect(using: Connectors.ProfileFormConnector())
        #expect(form.state.canSave == false)
        form.send(.rename(name: "  "))
        #expect(form.state.canSave == false)
        form.send(.rename(name: "Ana"))
        #expect(form.state == .init(name: "Ana", notificationsEnabled: false, canSave: true))
        form.send(.save)
        #expect(form.state.canSave == false)
        form.send(.setNotifications(enabled: true))
        #expect(form.state.notificationsEnabled)
    }

    @Test("the summary tab works on a derived store")
    func summaryTab() {
        let store = makeStore()
        let summary = store.connect(using: Connectors.SummaryConnector())
        #expect(summary.state == SummaryState(watchedCount: 2, showCount: 1, isCompact: false))
        summary.send(.toggleLayout)
        #expect(store.state.summaryIsCompact)
        let byHand = store.derived(state: \.summary, embed: AppAction.summary)
        #expect(byHand.state == summary.state)
    }
}
