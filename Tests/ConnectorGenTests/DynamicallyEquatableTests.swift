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

    @Test("values that are not Equatable are never equal, and say why")
    func notEquatable() {
        let value = DynamicallyEquatable(Opaque(id: 1) as any Action)
        #expect(value != value)
        #expect(value.description.contains("Opaque(id: 1)"))
        #expect(value.description.contains("which is not Equatable, so it cannot be compared"))
        #expect(DynamicallyEquatable(Add(id: 3)).description.hasSuffix("Add(id: 3)"))
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
