/// The watched-history screen. Its `State` and `Action` are generated from
/// History.connector.yml; a SwiftUI view would render `state.rows` here.
public enum HistoryScreen {
    /// What the screen would show, as text: a headless stand-in for a view.
    @MainActor
    public static func render(_ store: DerivedStore<State, Action>) -> [String] {
        let state = store.state
        return state.isEmpty ? ["Nothing watched yet"] : state.rows.map { "\($0.title) — \($0.subtitle)" }
    }
}
