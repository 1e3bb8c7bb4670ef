// The parity runner of the `custom-protocol` corpus app: maps sample app states through both
// connectors and every view action through its connector, one line per result. It names only
// what the hand-written and the generated code both have: the connectors, their inputs, the
// view state types and the view action cases.

/// The sample app states: empty, a cart with a line whose product is missing, and a cart
/// being checked out whose products are all missing.
func parityStates() -> [AppState] {
    let empty = AppState()

    var full = AppState()
    full.products = [
        1: Product(id: 1, name: "Kettle", priceInCents: 3499, stock: 4),
        2: Product(id: 2, name: "Teapot", priceInCents: 2250, stock: 0),
    ]
    full.cart = [CartLine(productId: 2, quantity: 2), CartLine(productId: 9, quantity: 1), CartLine(productId: 1, quantity: 1)]

    var missing = AppState()
    missing.cart = [CartLine(productId: 1, quantity: 3)]
    missing.currency = "CHF"
    missing.isCheckingOut = true

    return [empty, full, missing]
}

@MainActor func parityReport() -> [String] {
    var lines: [String] = []
    for (i, s) in parityStates().enumerated() {
        lines.append("CartConnector \(i): " + String(reflecting: Connectors.CartConnector().connect(state: s)))
        for productId in [1, 2, 9] {
            lines.append("ProductInfoConnector(productId: \(productId)) \(i): " + String(reflecting: Connectors.ProductInfoConnector(productId: productId).connect(state: s)))
        }
    }

    let cart = Connectors.CartConnector()
    lines.append("CartConnector .remove: " + String(reflecting: cart.connect(action: .remove(product: 2))))
    lines.append("CartConnector .changeQuantity: " + String(reflecting: cart.connect(action: .changeQuantity(product: 1, to: 5))))
    lines.append("CartConnector .checkOut: " + String(reflecting: cart.connect(action: .checkOut)))

    // ProductInfoConnector: the product info screen sends nothing.
    return lines
}
