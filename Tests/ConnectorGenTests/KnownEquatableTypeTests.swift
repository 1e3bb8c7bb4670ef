@testable import ConnectorGen
import Testing

/// Types the generated code need not check to be `Equatable`: only the standard value types
/// and their optionals and collections; every other type is checked at the spec.
@Suite("Types known to be Equatable")
struct KnownEquatableTypeTests {
    @Test("standard value types and their optionals, arrays, sets and dictionaries are known", arguments: [
        "Int", "String", "Bool", "Double", "Date", "URL", "UUID", "Swift.Int", "Foundation.Date", "Int?", "[String]",
        "[String: [Int]]", "Set<UUID>", "Array<Int?>", "Optional<Int>", "Dictionary<String, Double>", "[Int]?", " Int ",
    ])
    func known(_ type: String) {
        #expect(KnownEquatableTypes.contains(type))
    }

    @Test("anything else is checked", arguments: [
        "Shape", "Row", "[Row]", "Set<Row>", "[String: Row]", "Row?", "(Int, Int)", "() -> Void", "any Equatable",
        "App.Int", "Episode.ID", "Result<Int, Error>", "[Int: String: Int]", "Optional<Int, Int>", "",
    ])
    func checked(_ type: String) {
        #expect(!KnownEquatableTypes.contains(type))
    }

    @Test("for Equatable, a dictionary's keys and a set's elements are left out: they are Hashable")
    func hashedElements() {
        func names(_ type: String, excludingHashed: Bool) -> [String] {
            KnownEquatableTypes.elements(of: type, excludingHashed: excludingHashed)?.map { "\($0.type)@\($0.offset)" } ?? []
        }
        #expect(names("[TrailID: Coordinate]", excludingHashed: true) == ["Coordinate@10"])
        #expect(names("[TrailID: Coordinate]", excludingHashed: false) == ["TrailID@1", "Coordinate@10"])
        #expect(names("Set<Row>", excludingHashed: true).isEmpty)
        #expect(names("Dictionary<Key, [Value]>?", excludingHashed: true) == ["Value@17"])
        #expect(names("[[Key: Value]]", excludingHashed: true) == ["Value@7"])
    }

    @Test("only a function type itself, not a type that holds one, is told it cannot be compared", arguments: [
        ("() -> Void", true), ("@Sendable () -> Void", true), ("(Int) async throws -> Bool", true), ("(() -> Void)?", true), ("@escaping @Sendable (String) -> Void", true),
        ("@convention(c) (Int32) -> Int32", true), ("@isolated(any) () -> Void", true), ("nonisolated(nonsending) () async -> Void", true), ("(() -> Void)??", true),
        ("Result<() -> Void, Error>", false), ("Box<(String) -> Int>", false), ("(Int, () -> Void)", false), ("Shape", false), ("[() -> Int]?", false),
    ])
    func functionTypeIsRecognized(_ type: String, _ isFunction: Bool) {
        #expect(TypeTextRules.isFunctionType(type) == isFunction, "\(type)")
    }
}
