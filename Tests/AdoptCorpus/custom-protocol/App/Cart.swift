// A connector of the app's own protocol: a local `compactMap` of nested rows passed whole, a `reduce` with a trailing closure inside interpolation, and actions with labelled values.

enum CartScreen {}

extension CartScreen {
    struct State: Equatable {
        struct Line: Equatable {
            let id: Int
            let name: String
            let quantity: Int
        }

        let lines: [Line]
        let total: String
        let canCheckOut: Bool
    }

    enum Action: Equatable {
        case remove(product: Int)
        case changeQuantity(product: Int, to: Int)
        case checkOut
    }
}

extension Connectors {
    struct CartConnector: ScreenConnector {
        func connect(state: AppState) -> CartScreen.State {
            let lines = state.cart.compactMap { line -> CartScreen.State.Line? in
                guard let product = state.products[line.productId] else { return nil }
                return CartScreen.State.Line(id: product.id, name: product.name, quantity: line.quantity)
            }
            return CartScreen.State(
                lines: lines,
                total: "\(state.cart.reduce(0) { sum, line in sum + line.quantity * (state.products[line.productId]?.priceInCents ?? 0) }) \(state.currency)",
                canCheckOut: !state.cart.isEmpty && !state.isCheckingOut)
        }

        func connect(action: CartScreen.Action) -> AppAction {
            switch action {
            case .remove(let product):
                return .cart(.remove(productId: product))
            case .changeQuantity(let product, let quantity):
                return .cart(.setQuantity(productId: product, quantity: quantity))
            case .checkOut:
                return .cart(.checkOut)
            }
        }
    }
}
