/// The detail screen of one episode. Its `State` and `Action` are generated from
/// EpisodeDetail.connector.yml; the connector is made for one episode:
/// `Connectors.EpisodeDetailConnector(episodeId: id)`.
public enum EpisodeDetailScreen {
    /// What the screen would show, as text: a headless stand-in for a view.
    @MainActor
    public static func render(_ store: DerivedStore<State, Action>) -> String {
        "\(store.state.title)\(store.state.isWatched ? " ✓" : "")"
    }
}
