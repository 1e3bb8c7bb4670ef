/// The app state and app action types a target's other specs name, which the fix-it of a
/// connector spec missing `state` or `action` suggests: a store spec's types, else the ones
/// every connector spec read agrees on. `nil` where they do not say (the fix-it then suggests
/// `AppState` and `AppAction`).
struct AppTypeNames: Equatable, Sendable {
    var state: String?
    var action: String?

    /// The names the store specs give, when there is one store or they all agree.
    init(stores: [StoreSpec]) {
        state = Self.agreed(stores.map(\.state.value))
        action = Self.agreed(stores.map(\.action.value))
    }

    /// The names every one of `specs` gives.
    init(specs: [ConnectorSpec]) {
        state = Self.agreed(specs.map(\.state.value))
        action = Self.agreed(specs.map(\.action.value))
    }

    /// Whether the names say anything.
    var isEmpty: Bool { state == nil && action == nil }

    /// The one value of `values`, or `nil` when there is none or more than one.
    private static func agreed(_ values: [String]) -> String? {
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}
