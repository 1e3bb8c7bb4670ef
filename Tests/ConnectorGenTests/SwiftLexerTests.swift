@testable import ConnectorGen
import Testing

/// The lexer for Swift text in specs, and what is built on it: the names an expression
/// refers to, the case an example sends and the balance check.
@Suite("Swift lexer")
struct SwiftLexerTests {
    /// A token as its kind and text.
    struct Piece: Equatable, CustomStringConvertible {
        var kind: SwiftLexer.Kind
        var text: String

        init(_ kind: SwiftLexer.Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }

        var description: String { "\(kind) \(text.debugDescription)" }
    }

    /// The tokens of `text`, whitespace left out unless `keepingWhitespace`.
    private func pieces(_ text: String, keepingWhitespace: Bool = false) -> [Piece] {
        let lexer = SwiftLexer(text)
        return lexer.filter { keepingWhitespace || $0.kind != .whitespace }.map { Piece($0.kind, lexer.text(of: $0)) }
    }

    // MARK: - Tokens

    @Test("names, keywords, numbers, operators and punctuation")
    func code() {
        #expect(pieces("let total = items.count + 0x1F * 1_000.5e-3") == [
            Piece(.identifier, "let"), Piece(.identifier, "total"), Piece(.operator, "="), Piece(.identifier, "items"),
            Piece(.punctuation, "."), Piece(.identifier, "count"), Piece(.operator, "+"), Piece(.number, "0x1F"),
            Piece(.operator, "*"), Piece(.number, "1_000.5e-3"),
        ])
        #expect(pieces("pair.0.1 ?? 0..<n") == [
            Piece(.identifier, "pair"), Piece(.punctuation, "."), Piece(.number, "0"), Piece(.punctuation, "."),
            Piece(.number, "1"), Piece(.operator, "??"), Piece(.number, "0"), Piece(.operator, "..<"), Piece(.identifier, "n"),
        ])
        #expect(pieces("a?.b!.c(x: $0, [1]) { @escaping #file \\.d }") == [
            Piece(.identifier, "a"), Piece(.operator, "?"), Piece(.punctuation, "."), Piece(.identifier, "b"),
            Piece(.operator, "!"), Piece(.punctuation, "."), Piece(.identifier, "c"), Piece(.punctuation, "("),
            Piece(.identifier, "x"), Piece(.punctuation, ":"), Piece(.identifier, "$0"), Piece(.punctuation, ","),
            Piece(.punctuation, "["), Piece(.number, "1"), Piece(.punctuation, "]"), Piece(.punctuation, ")"),
            Piece(.punctuation, "{"), Piece(.punctuation, "@"), Piece(.identifier, "escaping"), Piece(.punctuation, "#"),
            Piece(.identifier, "file"), Piece(.punctuation, "\\"), Piece(.punctuation, "."), Piece(.identifier, "d"),
            Piece(.punctuation, "}"),
        ])
        #expect(pieces("a+/*b*/-c 'd") == [
            Piece(.identifier, "a"), Piece(.operator, "+"), Piece(.blockComment, "/*b*/"), Piece(.operator, "-"),
            Piece(.identifier, "c"), Piece(.unknown, "'"), Piece(.identifier, "d"),
        ])
    }

    @Test("Unicode identifiers and operators, with byte ranges")
    func unicode() {
        let text = "größe ≤ 名前 + cafe\u{301}"
        let lexer = SwiftLexer(text)
        let tokens = lexer.filter { $0.kind != .whitespace }
        #expect(tokens.map(\.kind) == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(tokens.map(\.range) == [0..<7, 8..<11, 12..<18, 19..<20, 21..<27])
        #expect(tokens.map(lexer.text(of:)) == ["größe", "≤", "名前", "+", "cafe\u{301}"])
    }

    @Test("backticked names keep their backticks; any other backtick is unknown")
    func backticks() {
        #expect(pieces("`default` + `a name` + `名前` `") == [
            Piece(.identifier, "`default`"), Piece(.operator, "+"), Piece(.unknown, "`"), Piece(.identifier, "a"),
            Piece(.identifier, "name"), Piece(.unknown, "`"), Piece(.operator, "+"), Piece(.identifier, "`名前`"), Piece(.unknown, "`"),
        ])
        let lexer = SwiftLexer("`default`")
        #expect(lexer.name(of: lexer.first { _ in true }!) == "default")
        // A backtick alone is no name, and asking for its name does not trap.
        let lone = SwiftLexer("` x")
        #expect(lone.name(of: lone.first { _ in true }!) == "`")
        #expect(!ScreenDrafter.names("state.a ` b.c", "Self.c") && !ScreenDrafter.names("`", "Self.x") && ScreenDrafter.names("` Self.x", "Self.x"))
    }

    @Test("tokens cover the text without gaps or overlaps")
    func coverage() {
        let text = #"a /* b /* c */ */ "x\(y + "z\(1)")" // end"# + "\n" + ##"#"r\#(s)"# """"## + "\n" + #"m""# + "\n" + "\"\"\""
        var offset = 0
        for token in SwiftLexer(text) {
            #expect(token.range.lowerBound == offset)
            #expect(!token.range.isEmpty)
            offset = token.range.upperBound
        }
        #expect(offset == text.utf8.count)
    }

    @Test("a string literal with an interpolation")
    func interpolation() {
        #expect(pieces(#""n: \(count + 1) \"ok\"""#) == [
            Piece(.stringStart, "\""), Piece(.stringText, "n: "), Piece(.interpolationStart, "\\("), Piece(.identifier, "count"),
            Piece(.operator, "+"), Piece(.number, "1"), Piece(.interpolationEnd, ")"), Piece(.stringText, #" \"ok\""#),
            Piece(.stringEnd, "\""),
        ])
        #expect(pieces(#""\(f(x))""#) == [
            Piece(.stringStart, "\""), Piece(.interpolationStart, "\\("), Piece(.identifier, "f"), Piece(.punctuation, "("),
            Piece(.identifier, "x"), Piece(.punctuation, ")"), Piece(.interpolationEnd, ")"), Piece(.stringEnd, "\""),
        ])
    }

    @Test("an interpolation nested in an interpolation")
    func nestedInterpolation() {
        #expect(pieces(#""a\("b\(c)")d""#) == [
            Piece(.stringStart, "\""), Piece(.stringText, "a"), Piece(.interpolationStart, "\\("),
            Piece(.stringStart, "\""), Piece(.stringText, "b"), Piece(.interpolationStart, "\\("), Piece(.identifier, "c"),
            Piece(.interpolationEnd, ")"), Piece(.stringEnd, "\""),
            Piece(.interpolationEnd, ")"), Piece(.stringText, "d"), Piece(.stringEnd, "\""),
        ])
    }

    @Test("raw strings with # and ##: quotes and \\( are text, \\#( interpolates")
    func rawStrings() {
        #expect(pieces(##"#"say "hi" \(x) \#(y)"#"##) == [
            Piece(.stringStart, "#\""), Piece(.stringText, #"say "hi" \(x) "#), Piece(.interpolationStart, "\\#("),
            Piece(.identifier, "y"), Piece(.interpolationEnd, ")"), Piece(.stringEnd, "\"#"),
        ])
        #expect(pieces(###"##"a "# \#(b) \##(c)"##"###) == [
            Piece(.stringStart, "##\""), Piece(.stringText, ##"a "# \#(b) "##), Piece(.interpolationStart, "\\##("),
            Piece(.identifier, "c"), Piece(.interpolationEnd, ")"), Piece(.stringEnd, "\"##"),
        ])
        #expect(pieces(##"#"\"#"##) == [Piece(.stringStart, "#\""), Piece(.stringText, "\\"), Piece(.stringEnd, "\"#")])
    }

    @Test("multi-line strings, plain and raw")
    func multiline() {
        #expect(pieces("\"\"\"\n  one \"two\" \"\"\n  \\(x)\n  \"\"\"") == [
            Piece(.stringStart, "\"\"\""), Piece(.stringText, "\n  one \"two\" \"\"\n  "), Piece(.interpolationStart, "\\("),
            Piece(.identifier, "x"), Piece(.interpolationEnd, ")"), Piece(.stringText, "\n  "), Piece(.stringEnd, "\"\"\""),
        ])
        #expect(pieces("#\"\"\"\n\"\"\"\n\"\"\"#") == [
            Piece(.stringStart, "#\"\"\""), Piece(.stringText, "\n\"\"\"\n"), Piece(.stringEnd, "\"\"\"#"),
        ])
    }

    @Test("line comments and nested block comments")
    func comments() {
        #expect(pieces("a /* b /* c */ d */ e // f */\ng") == [
            Piece(.identifier, "a"), Piece(.blockComment, "/* b /* c */ d */"), Piece(.identifier, "e"),
            Piece(.lineComment, "// f */"), Piece(.identifier, "g"),
        ])
    }

    @Test("what is left open ends the tokens, at the offset it concerns", arguments: [
        (#"x + "abc"#, SwiftLexer.Construct.stringLiteral, 4),
        ("x + \"ab\ncd\"", .stringLiteral, 4),
        (##"#"abc""##, .stringLiteral, 0),
        ("\"\"\"\nabc\"\"", .stringLiteral, 0),
        ("a /* b /* c */", .blockComment, 2),
        (#""\(a"#, .interpolation, 4),
        (#""\("b\(c"#, .interpolation, 8),
        (#""\("b"#, .stringLiteral, 3),
    ])
    func unclosed(text: String, construct: SwiftLexer.Construct, offset: Int) {
        let tokens = Array(SwiftLexer(text))
        #expect(tokens.last == SwiftLexer.Token(kind: .unclosed(construct), range: offset..<offset))
        #expect(tokens.dropLast().allSatisfy { !$0.range.isEmpty })
    }

    // MARK: - Referenced names

    @Test("referenced names skip comments, strings, raw strings, members and labels", arguments: [
        ("items.count /* archived.count */ + other", ["items", "other"]),
        ("a /* b /* c */ d */ e // f", ["a", "e"]),
        (##"#"\(archived)"# + #"\#(items)"#"##, ["items"]),
        (#""total: \(total) of \(all.count)""#, ["total", "all"]),
        ("f(label: value, `default`: x.y.z)", ["f", "value", "x"]),
        ("0...limit", ["limit"]),
        ("`default` ?? $0", ["default", "$0"]),
        ("\"\"\"\n  \\(name) \"quoted \\(inner)\"\n  \"\"\"", ["name", "inner"]),
    ])
    func referencedNames(code: String, expected: [String]) {
        #expect(ReferencedNames.names(in: code) == Set(expected))
    }

    // MARK: - Sent case name

    @Test("the names a type needs Hashable: a Set's element or a dictionary's key, at any depth", arguments: [
        ("Set<Tag>", ["Tag"]),
        ("[Tag: [Row]]", ["Tag"]),
        ("Dictionary<[Tag], Int>?", ["Tag"]),
        ("[String: Set<Row>]", ["String", "Row"]),
        ("[Row]", []),
        ("Loadable<Tag>", []),
        ("Model.Set<Tag>", []),
        ("Swift.Set<Tag>", ["Tag"]),
        ("[Swift.Dictionary<Row, Int>]", ["Row"]),
        ("MySwift.Set<Tag>", []),
        ("[(Int) -> Tag: Int]", ["Int", "Tag"]),
        ("Result<[Tag], Error>", []),
    ])
    func hashedTypeNames(type: String, expected: [String]) {
        #expect(ReferencedNames.hashedTypeNames(in: type) == Set(expected), "\(type)")
    }

    @Test("the case an example sends", arguments: [
        (".markAsWatched(id: 1)", "markAsWatched"),
        ("HistoryScreen.Action.unwatch(id: 2)", "unwatch"),
        (".`default`", "default"),
        ("  /* first */ .refresh // then reload", "refresh"),
        ("HistoryScreen.Action\n  .unwatch", "unwatch"),
        (".a.b", "b"),
    ])
    func sentCase(text: String, expected: String) {
        #expect(sentCaseName(text) == expected)
    }

    @Test("no case name when the value does not start with a dotted path", arguments: [
        "refresh", "x.", "f(.a)", "", "[.a]", "\"x\".count",
    ])
    func noSentCase(text: String) {
        #expect(sentCaseName(text) == nil)
    }

    @Test("a regex literal is one token where an expression starts; after a value, '/' divides")
    func regexLiterals() {
        #expect(pieces(#"s.contains(/\)$/)"#) == [
            Piece(.identifier, "s"), Piece(.punctuation, "."), Piece(.identifier, "contains"), Piece(.punctuation, "("),
            Piece(.regexLiteral, #"/\)$/"#), Piece(.punctuation, ")"),
        ])
        #expect(pieces("#/a/b/#") == [Piece(.regexLiteral, "#/a/b/#")])
        #expect(pieces("total /count/ 2") == [
            Piece(.identifier, "total"), Piece(.operator, "/"), Piece(.identifier, "count"), Piece(.operator, "/"), Piece(.number, "2"),
        ])
        #expect(pieces("a / b") == [Piece(.identifier, "a"), Piece(.operator, "/"), Piece(.identifier, "b")])
        // After a keyword that an expression follows, '/' starts one.
        #expect(pieces("return /[)]/") == [Piece(.identifier, "return"), Piece(.regexLiteral, "/[)]/")])
        // A member or a name that is no keyword where it stands is a value: '/' divides.
        #expect(pieces("x.return/2 + y/3") == [
            Piece(.identifier, "x"), Piece(.punctuation, "."), Piece(.identifier, "return"), Piece(.operator, "/"), Piece(.number, "2"),
            Piece(.operator, "+"), Piece(.identifier, "y"), Piece(.operator, "/"), Piece(.number, "3"),
        ])
        #expect(!pieces("yield/2 + (c/4)").contains { $0.kind == .regexLiteral })
    }

    // MARK: - Balance

    @Test("balance problems and their offsets", arguments: [
        (#""\(a[)""#, "')' does not match the '[' it closes", 5),
        (#""\(a])""#, "']' has no matching '['", 4),
        (#"f("\( (a"#, "'(' is never closed", 6),
        (#"( "\(a"#, "a string interpolation '\\(' is never closed", 6),
        ("#\"a\" + (b)", "a string literal is never closed", 0),
        ("a /* b", "a '/*' comment is never closed", 2),
        ("x)", "')' has no matching '('", 1),
        ("[x", "'[' is never closed", 0),
    ])
    func balance(code: String, message: String, offset: Int) {
        let problem = ExpressionRules.problem(in: code)
        #expect(problem?.message == message)
        #expect(problem?.offset == offset)
    }

    @Test("balanced code has no problem", arguments: [
        ##"#"a ) ] } \(x"# + "\(y.map { ($0) })" /* ( */ // ["##, "\"\"\"\n)\n\"\"\"",
        #"state.s.contains(/\)$/)"#, "name.wholeMatch(of: #/\\d+\\)/#)", "x.firstMatch(of: #/[(]/#)", "text.contains(/[/(]/)",
    ])
    func balanced(code: String) {
        #expect(ExpressionRules.problem(in: code) == nil)
    }

    @Test("a statement after the expression: a ';', or a line that Swift reads as a statement of its own", arguments: [
        ("count; print(1)", ";", 5), ("count;\nprint(1)", ";", 5), ("items.count\n-1", "-", 12), ("a\n!done", "!", 2),
        ("a\n\\Item.n", "\\", 2), ("\"a\"\n#function", "#", 4), ("a\nprint(1)", "print", 2), ("a.b()\n  (x)", "(", 8), ("x ?? y\n[1]", "[", 7),
        ("f(\n1\n)\n2", "2", 7), ("\"\"\"\nx\n\"\"\"\n\"y\"", "\"", 10), ("a // note\nb", "b", 10), ("x as Int\nlet y = 1", "let", 9),
    ])
    func statementAfterExpression(code: String, start: String, offset: Int) {
        let problem = ExpressionRules.problem(in: code)
        #expect(problem?.statement == start)
        #expect(problem?.offset == offset)
    }

    @Test("lines that go on with the expression above: an operator, a '.', 'else', 'as', a trailing closure, inside brackets, after a word that needs more", arguments: [
        "a\n  + b", "a\n  .count", "if a { 1 }\nelse { 2 }", "x\n  as? Int", "items.map\n{ $0 }", "{ a; b }()",
        "try\n  load()", "a +\n  b", "a ??\n  b", "\"\"\"\nx; y\nz\n\"\"\"", "\"a\\(b)\"\n  .count", "x ? 1\n  : 2", "a /* x\n */ + b",
        "switch x {\ncase 1: 2\ndefault: 3\n}", "load {\n  1\n}\nonFailure: {\n  2\n}", "count;", "a.b()\n  .c(); // done", "a\n  - 1", "a\n  ?? 0", "done\n  ?1 : 2", "empty\n  ?.reload : .reload", "count\n  +// one more\n  1", "a\n  +/* b */ c",
        "x\n  #if DEBUG\n  .debug\n  #endif",
    ])
    func continuedExpression(code: String) {
        #expect(ExpressionRules.problem(in: code) == nil, "\(code)")
    }

    @Test("in a slice's path, a ',' or ';' outside brackets and generic argument lists ends the path", arguments: [
        ("notes[id], !state.isSaving", ",", 9), ("notes[id];", ";", 9), ("a as Set<Int>, b", ",", 13), ("a as Dictionary<String, Set<Int>>; b", ";", 33),
        ("count < Max, b", ",", 11), ("a as Dictionary <String, Int>, b", ",", 29),
    ])
    func separatorEndsPath(code: String, separator: Character, offset: Int) {
        let problem = ExpressionRules.problem(in: code, readAfterDot: true)
        #expect(problem?.pathSeparator == separator, "\(code)")
        #expect(problem?.offset == offset, "\(code)")
        // Elsewhere, a trailing ';' ends the statement the generated code writes.
        #expect(ExpressionRules.problem(in: "notes[id];")?.pathSeparator == nil)
    }

    @Test("a slice's path may hold commas inside brackets, closures, strings and generic argument lists", arguments: [
        "counts[key, default: 0]", "counts as Dictionary<String, Int>", "pairs.map { a, b in a }", "label(\"a, b; c\")", "cache as [String: Result<Int, Error>]",
        "value as Result<Array<Int>, Error>?", "items // a, b; c",
        "counts as Dictionary <String, Int>", "counts as? Swift.Dictionary <String, Int>", "counts as! Result <Int, Error>",
    ])
    func pathWithCommas(code: String) {
        #expect(ExpressionRules.problem(in: code, readAfterDot: true) == nil, "\(code)")
    }
}
