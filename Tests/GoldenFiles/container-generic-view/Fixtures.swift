import Combine
import SwiftUI

struct AppState: Equatable, Sendable {
    var names: [String] = []
    var isOn = false
}
enum AppAction: Equatable, Sendable { case pick(Int), setOn(Bool) }

/// A view generic over its items, shown here with `String` ones.
struct PickerView<Item>: View {
    let names: [String]
    @Binding var isOn: Bool
    let pick: (Int) -> Void

    var body: some View { EmptyView() }
}

@MainActor
final class AppStore: ObservableObject {
    @Published private(set) var state = AppState()
    func send(_ action: AppAction) {}
}
