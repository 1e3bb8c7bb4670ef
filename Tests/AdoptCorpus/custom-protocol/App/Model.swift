// The app state and actions of a small shop, and the app's own connector protocol: its
// screens are connected by hand-written connectors that conform to `ScreenConnector`, not to
// ConnectorRuntime's `Connector`.

/// The namespace the connectors are declared in.
enum Connectors {}

/// Maps the app state to a screen's state, and the screen's actions to app actions.
protocol ScreenConnector {
    associatedtype State
    associatedtype Action
    associatedtype ViewState: Equatable
    associatedtype ViewAction

    func connect(state: State) -> ViewState
    func connect(action: ViewAction) -> Action
}

struct Product: Equatable, Sendable {
    var id: Int
    var name: String
    var priceInCents: Int
    var stock: Int
}

struct CartLine: Equatable, Sendable {
    var productId: Int
    var quantity: Int
}

struct AppState: Equatable, Sendable {
    var products: [Int: Product] = [:]
    var cart: [CartLine] = []
    var currency = "EUR"
    var isCheckingOut = false
}

enum CartAction: Equatable, Sendable {
    case remove(productId: Int)
    case setQuantity(productId: Int, quantity: Int)
    case checkOut
}

enum AppAction: Equatable, Sendable {
    case cart(CartAction)
}
