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
}
