import ConnectorRuntime
import Testing

/// Actions typed as a protocol are compared by their types at run time.
@Suite("DynamicallyEquatable")
struct DynamicallyEquatableTests {
    protocol Action {}
    struct Add: Action, Equatable { var id: Int }
    struct Remove: Action, Equatable { var id: Int }
    struct Opaque: Action { var id: Int }

    @Test("equal values of one Equatable type are equal")
    func equalValues() {
        let sent: any Action = Add(id: 1)
        #expect(DynamicallyEquatable(sent) == DynamicallyEquatable(Add(id: 1)))
        #expect(DynamicallyEquatable(sent) != DynamicallyEquatable(Add(id: 2)))
    }

    @Test("values of different types are not equal, even with equal contents")
    func differentTypes() {
        #expect(DynamicallyEquatable(Add(id: 1) as any Action) != DynamicallyEquatable(Remove(id: 1) as any Action))
        #expect(DynamicallyEquatable(1) != DynamicallyEquatable(Int64(1)))
    }

    /// Action structs and enums as many apps write them: not declared `Equatable`.
    struct Rate: Action { var movie: Int; var stars: Int }
    struct Batch: Action { var rates: [Rate]; var note: String? }
    enum Playback: Action { case play(Rate), pause, seek(to: Double, from: Rate) }
    enum Filter: Action, CustomStringConvertible {
        case all, open, tagged(String)
        var description: String { "a filter" }
    }
    struct Shelf: Action { var ratings: [String: Rate]; var pair: (Rate, label: String) }
    struct Hidden: Action, CustomReflectable {
        var id: Int
        var customMirror: Mirror { Mirror(self, children: [:]) }
    }
    final class Loader {}
    struct Plan: Action { var body: () -> Void }
    struct Load: Action { var page: Int; var loader: Loader }

    @Test("values of a struct, enum or tuple that is not Equatable compare by their stored values")
    func structurally() {
        #expect(DynamicallyEquatable(Rate(movie: 1, stars: 4) as any Action) == DynamicallyEquatable(Rate(movie: 1, stars: 4)))
        #expect(DynamicallyEquatable(Rate(movie: 1, stars: 4) as any Action) != DynamicallyEquatable(Rate(movie: 1, stars: 5)))
        let batch = Batch(rates: [Rate(movie: 1, stars: 4), Rate(movie: 2, stars: 3)], note: nil)
        #expect(DynamicallyEquatable(batch) == DynamicallyEquatable(batch))
        #expect(DynamicallyEquatable(batch) != DynamicallyEquatable(Batch(rates: batch.rates, note: "")))
        #expect(DynamicallyEquatable(batch) != DynamicallyEquatable(Batch(rates: [batch.rates[0]], note: nil)))
        #expect(DynamicallyEquatable(Playback.pause) == DynamicallyEquatable(Playback.pause))
        #expect(DynamicallyEquatable(Playback.pause) != DynamicallyEquatable(Playback.play(Rate(movie: 1, stars: 1))))
        #expect(DynamicallyEquatable(Playback.play(Rate(movie: 1, stars: 1))) == DynamicallyEquatable(Playback.play(Rate(movie: 1, stars: 1))))
        #expect(DynamicallyEquatable(Playback.play(Rate(movie: 1, stars: 1))) != DynamicallyEquatable(Playback.play(Rate(movie: 2, stars: 1))))
        let seek = Playback.seek(to: 1.5, from: Rate(movie: 1, stars: 1))
        #expect(DynamicallyEquatable(seek) == DynamicallyEquatable(Playback.seek(to: 1.5, from: Rate(movie: 1, stars: 1))))
        #expect(DynamicallyEquatable(seek) != DynamicallyEquatable(Playback.seek(to: 2, from: Rate(movie: 1, stars: 1))))
        #expect(DynamicallyEquatable(Rate(movie: 1, stars: 4)).description.hasSuffix("Rate(movie: 1, stars: 4)"))
    }

    @Test("cases without values are told apart whatever their description; dictionaries and tuples compare element by element")
    func casesDictionariesAndTuples() {
        #expect(DynamicallyEquatable(Filter.all) == DynamicallyEquatable(Filter.all))
        #expect(DynamicallyEquatable(Filter.all) != DynamicallyEquatable(Filter.open))
        #expect(DynamicallyEquatable(Filter.tagged("a")) != DynamicallyEquatable(Filter.tagged("b")))
        let one = Rate(movie: 1, stars: 4), two = Rate(movie: 2, stars: 3)
        var ratings: [String: Rate] = [:]
        for (key, rate) in [("x", one), ("y", two), ("z", one), ("w", two)] { ratings[key] = rate }
        var reversed: [String: Rate] = [:]
        for (key, rate) in [("w", two), ("z", one), ("y", two), ("x", one)] { reversed[key] = rate }
        #expect(DynamicallyEquatable(Shelf(ratings: ratings, pair: (one, "a"))) == DynamicallyEquatable(Shelf(ratings: reversed, pair: (one, "a"))))
        reversed["w"] = one
        #expect(DynamicallyEquatable(Shelf(ratings: ratings, pair: (one, "a"))) != DynamicallyEquatable(Shelf(ratings: reversed, pair: (one, "a"))))
        #expect(DynamicallyEquatable(Shelf(ratings: [:], pair: (one, "a"))) == DynamicallyEquatable(Shelf(ratings: [:], pair: (one, "a"))))
        #expect(DynamicallyEquatable(Shelf(ratings: [:], pair: (one, "a"))) != DynamicallyEquatable(Shelf(ratings: [:], pair: (two, "a"))))
        #expect(DynamicallyEquatable(Shelf(ratings: [:], pair: (one, "a"))) != DynamicallyEquatable(Shelf(ratings: [:], pair: (one, "b"))))
    }

    @Test("values holding a closure or a class instance are never equal, and say what and where")
    func incomparable() {
        let plan = DynamicallyEquatable(Plan(body: {}) as any Action)
        #expect(plan != plan)
        #expect(plan.description.contains("which is not Equatable and holds a closure at 'body', so it cannot be compared"), "\(plan)")
        let load = DynamicallyEquatable(Load(page: 1, loader: Loader()))
        #expect(load != load)
        #expect(load.description.contains("holds an instance of class"), "\(load)")
        #expect(load.description.contains("Loader' at 'loader', so it cannot be compared"), "\(load)")
        let hidden = DynamicallyEquatable(Hidden(id: 1))
        #expect(hidden != DynamicallyEquatable(Hidden(id: 1)))
        #expect(hidden.description.contains("holds a custom mirror"), "\(hidden)")
        let tuple = DynamicallyEquatable((1, Plan(body: {})))
        #expect(tuple.description.contains("holds a closure at '1.body'"), "\(tuple)")
    }

    @Test("optionals are looked through: nil equals nil, and a wrapped value compares as itself")
    func optionals() {
        let nothing: (any Action)? = nil
        let added: (any Action)? = Add(id: 1)
        #expect(DynamicallyEquatable(nothing) == DynamicallyEquatable(nil as (any Action)?))
        #expect(DynamicallyEquatable(nothing) != DynamicallyEquatable(added))
        #expect(DynamicallyEquatable(added) != DynamicallyEquatable(nothing))
        #expect(DynamicallyEquatable(added) == DynamicallyEquatable(Add(id: 1) as any Action))
        #expect(DynamicallyEquatable(added) != DynamicallyEquatable(Remove(id: 1)))
        #expect(DynamicallyEquatable(Optional(Optional(Add(id: 1)))) == DynamicallyEquatable(added))
        #expect(DynamicallyEquatable(nothing).description == "nil")
        #expect(DynamicallyEquatable(added).description.hasSuffix("Add(id: 1)"))
    }
}
