public import SwiftUI

public struct AppState: Sendable {
    var query = ""
    var results: [String] = []
}
public enum AppAction: Equatable, Sendable { case setQuery(String), search }

@Observable @MainActor
public final class AppModel {
    private(set) var appState = AppState()
    func dispatch(action: AppAction) {}
}

public struct SearchView: View {
    @Binding var query: String
    let results: [String]
    let commit: () -> Void

    public init(query: Binding<String>, results: [String], commit: @escaping () -> Void) {
        _query = query
        self.results = results
        self.commit = commit
    }

    public var body: some View {
        Button(query) { commit() }
    }
}
