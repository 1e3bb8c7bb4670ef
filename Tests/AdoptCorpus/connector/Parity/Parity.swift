// The parity runner of the `connector` corpus app: maps sample app states through every
// connector and every view action through its connector, one line per result. Run against the
// hand-written connectors and against the ones generated from adopt's drafts, the lines must
// be the same. It names only what both have: the connectors, their inputs, the view state
// types and the view action cases.

/// The sample app states: empty, full (with some ids that point at nothing), and one where
/// the looked-up entities are missing.
func parityStates() -> [AppState] {
    let empty = AppState()

    var full = AppState()
    full.episodes = [
        EpisodeID(1): Episode(show: "Severance", title: "Good News About Hell", season: 1, number: 1, runtime: 57),
        EpisodeID(2): Episode(show: "Severance", title: "Half Loop", season: 1, number: 2, runtime: 53),
        EpisodeID(3): Episode(show: "Slow Horses", title: "Failure's Contagious", season: 1, number: 1, runtime: 48),
    ]
    full.watchedHistory = [EpisodeID(3), EpisodeID(1), EpisodeID(9), EpisodeID(2)]
    full.shows = [
        7: Show(id: 7, name: "Severance", network: "Apple TV+", genres: ["Thriller", "Drama"], episodeCount: 19),
        8: Show(id: 8, name: "Slow Horses", network: "Apple TV+", genres: ["Spy"], episodeCount: 24),
    ]
    full.followedShows = [8, 5, 7]
    full.settings = Settings(autoplay: false, hidesSpoilers: true, region: "GB")
    full.search = SearchState(query: "s", results: [7, 5, 8], isSearching: false)
    full.pinnedShowID = 8

    var missing = AppState()
    missing.watchedHistory = [EpisodeID(4)]
    missing.shows = [8: Show(id: 8, name: "Slow Horses", network: "Apple TV+", genres: [], episodeCount: 0)]
    missing.followedShows = [7]
    missing.search = SearchState(query: "", results: [], isSearching: true)
    missing.pinnedShowID = 7

    return [empty, full, missing]
}

@MainActor func parityReport() -> [String] {
    var lines: [String] = []
    for (i, s) in parityStates().enumerated() {
        lines.append("HistoryConnector \(i): " + String(reflecting: HistoryConnector().connect(state: s)))
        for showId in [7, 5] {
            lines.append("ShowDetailConnector(showId: \(showId)) \(i): " + String(reflecting: ShowDetailConnector(showId: showId).connect(state: s)))
        }
        lines.append("FollowingConnector \(i): " + String(reflecting: FollowingConnector().connect(state: s)))
        lines.append("SearchConnector \(i): " + String(reflecting: SearchConnector().connect(state: s)))
        lines.append("SettingsConnector \(i): " + String(reflecting: SettingsConnector().connect(state: s)))
        lines.append("StatsConnector \(i): " + String(reflecting: StatsConnector().connect(state: s)))
        lines.append("WatchlistConnector \(i): " + String(reflecting: WatchlistConnector().connect(state: s)))
        lines.append("LatestConnector \(i): " + String(reflecting: LatestConnector().connect(state: s)))
        lines.append("RegionConnector \(i): " + String(reflecting: RegionConnector().connect(state: s)))
        lines.append("SearchBarConnector \(i): " + String(reflecting: SearchBarConnector().connect(state: s)))
        lines.append("PinnedShowConnector \(i): " + String(reflecting: PinnedShowConnector().connect(state: s)))
    }

    let history = HistoryConnector()
    lines.append("HistoryConnector .refresh: " + String(reflecting: history.connect(action: .refresh)))
    lines.append("HistoryConnector .unwatch: " + String(reflecting: history.connect(action: .unwatch(episode: EpisodeID(3)))))

    for showId in [7, 5] {
        let detail = ShowDetailConnector(showId: showId)
        lines.append("ShowDetailConnector(showId: \(showId)) .follow: " + String(reflecting: detail.connect(action: .follow)))
        lines.append("ShowDetailConnector(showId: \(showId)) .unfollow: " + String(reflecting: detail.connect(action: .unfollow)))
    }

    let following = FollowingConnector()
    lines.append("FollowingConnector .open: " + String(reflecting: following.connect(action: .open(show: 8, animated: true))))
    lines.append("FollowingConnector .unfollow: " + String(reflecting: following.connect(action: .unfollow(7))))
    lines.append("FollowingConnector .moveToTop: " + String(reflecting: following.connect(action: .moveToTop(2))))

    let search = SearchConnector()
    lines.append("SearchConnector .search: " + String(reflecting: search.connect(action: .search(text: "horses"))))
    lines.append("SearchConnector .clear: " + String(reflecting: search.connect(action: .clear)))
    lines.append("SearchConnector .select: " + String(reflecting: search.connect(action: .select(index: 2, animated: false))))

    let settings = SettingsConnector()
    lines.append("SettingsConnector .setAutoplay: " + String(reflecting: settings.connect(action: .setAutoplay(enabled: true))))
    lines.append("SettingsConnector .toggleSpoilers: " + String(reflecting: settings.connect(action: .toggleSpoilers)))

    // StatsConnector: the stats screen sends nothing.

    let watchlist = WatchlistConnector()
    lines.append("WatchlistConnector .clear: " + String(reflecting: watchlist.connect(action: .clear)))

    lines.append("LatestConnector .reload: " + String(reflecting: LatestConnector().connect(action: .reload)))
    lines.append("RegionConnector .toggleAutoplay: " + String(reflecting: RegionConnector().connect(action: .toggleAutoplay)))
    lines.append("SearchBarConnector .clear: " + String(reflecting: SearchBarConnector().connect(action: .clear)))
    lines.append("SearchBarConnector .openResult: " + String(reflecting: SearchBarConnector().connect(action: .openResult(at: 1))))
    lines.append("PinnedShowConnector .unfollow: " + String(reflecting: PinnedShowConnector().connect(action: .unfollow(8))))
    lines.append("PinnedShowConnector .open: " + String(reflecting: PinnedShowConnector().connect(action: .open(7))))
    return lines
}
