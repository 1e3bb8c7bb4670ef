import SwiftUI

struct AppState: Equatable { var title = "" }
enum AppAction: Equatable { case close }
@Observable @MainActor final class AppStore {
    var state = AppState()
    func send(_ action: AppAction) {}
}
struct CloseView: View {
    let title: String
    let close: () -> Void
    var body: some View { EmptyView() }
}
