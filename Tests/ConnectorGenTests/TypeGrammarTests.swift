@testable import ConnectorGen
import Testing

/// Type text from a spec is read as Swift's type grammar: pieces that do not join into one type
/// are reported at the spec, and every shape of type an app writes passes.
@Suite("The grammar of types in specs")
struct TypeGrammarTests {
    @Test("every shape of Swift type passes", arguments: [
        "Int", "Swift.Int", "Int?", "Int!", "Int??", "[Int]", "[String: [Int]]?", "Set<Int>", "Dictionary<String,Array<Int>>",
        "Result<Int, any Error>", "Foo.Bar<Baz>.Qux", "Item.ID", "`Type`.ID", "(Int, String)", "(name: String, age: Int)",
        "()", "() -> Void", "(_ value: Int) -> Void", "(Int...) -> Void", "@Sendable (Int) async throws -> Void",
        "@escaping @MainActor () -> Void", "@convention(c) (Int) -> Int", "() throws(LoadError) -> Int", "(inout Int) -> Void",
        "nonisolated(nonsending) () async -> Void", "@isolated(any) () async -> Void", "some View", "any Equatable",
        "any Sendable & Equatable", "P & Q", "any ~Copyable", "Int?.Type", "Int.Type", "any P.Type", "[4 of Int]",
        "InlineArray<4, Int>", "InlineArray<0b1_00, Bool>", "(sending Item) -> Void", "(borrowing Item) -> Void",
        "((Int) -> Void)?", "[(id: Int, name: String)]", "Ünïcode", "Binding<String>",
        "nonisolated(nonsending) @Sendable () async -> Void", "(inout @Sendable () -> Void) -> Void",
        "(x: sending @escaping () -> Void) -> Void", "[N of Int]", "Foo<Int,>", "(Int, String,)", "P.Protocol", "Self",
        "Array<(Int) -> Void>", "Vector<-1, Int>", "Swift::Int", "[Foundation::Date]",
    ])
    func passes(_ type: String) {
        #expect(TypeTextRules.problem(in: type) == nil)
    }

    @Test("pieces that do not join into one type are reported, with what is wrong", arguments: [
        ("String x", "unexpected 'x' after 'String'"),
        ("Int?x", "unexpected 'x' after 'Int?'"),
        ("Int.", "expected a member type's name after 'Int.'"),
        ("Int..", "expected a member type's name after 'Int.', not '.'"),
        ("Array<>", "expected a type after 'Array<', not '>'"),
        ("[]", "expected a type after '[', not ']'"),
        ("[Int:]", "expected a type after '[Int:', not ']'"),
        ("[Int: String: Int]", "expected ']' after '[Int: String', not ':'"),
        ("Int &", "expected a type after 'Int &'"),
        ("() ->", "expected a type after '() ->'"),
        ("(Int) async", "expected '->' and the function's result type after '(Int) async'"),
        ("@Sendable", "expected a type after '@Sendable'"),
        ("@", "expected an attribute's name after '@'"),
        ("?Int", "expected a type at the start, not '?'"),
        ("Int, String", "unexpected ',' after 'Int'"),
    ])
    func reported(_ type: String, problem: String) {
        #expect(TypeTextRules.problem(in: type) == problem)
    }

    @Test("a 'conformances' value may list several protocols")
    func conformanceList() {
        #expect(TypeTextRules.problem(in: "Equatable, @unchecked Sendable", allowsList: true) == nil)
        #expect(TypeTextRules.problem(in: "Equatable,", allowsList: true) == "expected a type after 'Equatable,'")
    }
}
