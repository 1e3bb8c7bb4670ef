// A connector of the app's own protocol made for one product: an input read as `self.productId` and plainly, a subscripted slice that may be missing; the screen sends nothing.

enum ProductInfoScreen {}

extension ProductInfoScreen {
    struct State: Equatable {
        let name: String
        let availability: String
        let inCart: Int
    }

    enum Action: Equatable {}
}

extension Connectors {
    struct ProductInfoConnector: ScreenConnector {
        let productId: Int

        func connect(state: AppState) -> ProductInfoScreen.State {
            let product = state.products[self.productId]
            return ProductInfoScreen.State(
                name: product?.name ?? "Unavailable",
                availability: product.map { $0.stock > 0 ? "\($0.stock) in stock" : "Sold out" } ?? "",
                inCart: state.cart.filter { $0.productId == productId }.map(\.quantity).reduce(0, +))
        }

        func connect(action: ProductInfoScreen.Action) -> AppAction {
            // The product info screen sends nothing: `Action` has no cases, so this is never called.
        }
    }
}
