@testable import ConnectorGen
import Testing

/// What shows that an app action type is a protocol: a `to` or `expect` whose value is made by
/// an initializer of another type.
@Suite("Values a to or expect makes")
struct ExampleCheckRulesTests {
    @Test("an initializer call, or each branch of a conditional, names the type it makes", arguments: [
        ("AddToWishlist(movie: movieId)", ["AddToWishlist"]),
        ("movieId == 0 ? nil : PlayTrailer(movie: movieId)", ["PlayTrailer"]),
        ("isOn ? Play(id: 1) : Pause(id: 1)", ["Play", "Pause"]),
        ("cart?.isEmpty == true ? .none : Checkout(cart: [id])", ["Checkout"]),
        ("Rate(movie: 7, stars: (1 + 3))", ["Rate"]),
        ("TurnAction.Skip()", ["TurnAction.Skip"]),
        ("isOn ? Game.Play(id: 1) : Game.Pause(id: 1)", ["Game.Play", "Game.Pause"]),
    ])
    func madeTypes(_ code: String, _ types: [String]) {
        #expect(ExampleCheckRules.initializedTypes(in: code) == types)
    }

    @Test("anything else names none", arguments: [
        ".add(movieId)", "Route(x).action", "makeAction(x)", "f(a ? B(x) : C(y))", "[Add(1)].first!", "Add(1) ?? Add(2)",
        "AppAction.add(x)", "cart?.items.isEmpty ?? true", "TurnAction.Skip().next", "Game.skip(Turn())", "TurnAction.Skip",
    ])
    func noMadeType(_ code: String) {
        #expect(ExampleCheckRules.initializedTypes(in: code).isEmpty)
    }
}
