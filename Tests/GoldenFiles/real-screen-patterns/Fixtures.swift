typealias Item = Int
extension Item { typealias ID = Int }
struct Cart: Equatable, Sendable, Identifiable { var id: Int; var name: String; var items: [Item.ID]; static let draftID = 0 }
struct AppState: Sendable { var carts: [Cart.ID: Cart] = [:] }
enum AppAction: Equatable, Sendable { case remove(Item.ID, from: Cart.ID); case checkOut(Cart.ID) }
enum CartView {}
