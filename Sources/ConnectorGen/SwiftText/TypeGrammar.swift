/// Reads type text as Swift's type grammar, so that text whose pieces do not join into one
/// type (`String x`, `Item.`, `Array<>`, `Int &`) is reported at the spec instead of by the
/// compiler in the generated declaration.
///
/// It is deliberately loose where the compiler reports a mistake at the spec anyway: it knows
/// the shapes of types (names, members, generic arguments, optionals, arrays, dictionaries,
/// tuples, function types, compositions, attributes and specifiers such as `some` or
/// `sending`), not which names or attributes exist. The text has passed ``TypeTextRules``'
/// checks of its characters and brackets.
struct TypeGrammar {
    /// A piece of type text: a name, a number, or one of the symbols a type is made of.
    enum Token: Equatable {
        case name(String)
        case number(String)
        /// A character of `()[]<>.?!,:&@~`, or `->`, `...` or `::`.
        case symbol(String)

        var text: String {
            switch self {
            case .name(let text), .number(let text), .symbol(let text): text
            }
        }

        var isName: Bool {
            if case .name = self { return true }
            return false
        }
    }

    /// The words that may stand before a type and change it: opaque and existential types,
    /// parameter conventions and packs.
    private static let specifiers: Set<String> = [
        "some", "any", "inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "each",
        "repeat", "nonisolated",
    ]

    /// The keywords that cannot name a type unless written in backticks: declarations',
    /// statements' and expressions' (`Any`, `Self` and the specifiers are types or go with one).
    private static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "internal", "let",
        "operator", "private", "precedencegroup", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "return", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "true", "try", "throw",
        // Specifiers, which the grammar reads as such before a type: alone, they are no type.
        "repeat", "inout",
    ]

    private let tokens: [Token]
    /// Where each token ends in the text's Unicode scalars.
    private let tokenEnds: [Int]
    private let scalars: [Unicode.Scalar]
    private var position = 0
    /// How many types the one being read is nested in.
    private var depth = 0
    /// How deep types may nest, as deep as the spec reader lets collections nest:
    /// the grammar reads nested types by recursion.
    static let maximumDepth = 64

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        (tokens, tokenEnds) = Self.tokenize(scalars)
    }

    /// The first opaque type `text` holds (`some View` in `[some View]`): the `some` and the
    /// type after it, up to a `,`, `:` or closing bracket; `text` with that `some` made `any`;
    /// and `text` without it. `nil` when it holds none (`Foo.some` is a member).
    static func opaqueType(in text: String) -> (opaque: String, existential: String, bare: String)? {
        let grammar = TypeGrammar(text)
        let tokens = grammar.tokens
        guard let index = tokens.indices.first(where: { index in
            tokens[index] == .name("some") && (index == 0 || tokens[index - 1] != .symbol("."))
                && index + 1 < tokens.count && tokens[index + 1].isName
        }) else { return nil }
        let scalars = grammar.scalars
        let start = grammar.tokenEnds[index] - "some".count
        let typeStart = grammar.tokenEnds[index + 1] - tokens[index + 1].text.unicodeScalars.count
        let stop = tokens[(index + 1)...].firstIndex { [",", ":", ")", "]", ">"].map(Token.symbol).contains($0) }
        let end = stop.map { grammar.tokenEnds[$0] - 1 } ?? scalars.count
        func slice(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        let before = slice(0..<start)
        let opaque = slice(start..<end).trimmingWhitespace()
        let existential = before + "any" + slice((start + "some".count)..<scalars.count)
        let bare = before + slice(typeStart..<scalars.count)
        return (opaque, existential, bare)
    }

    /// The problem of a keyword written where a type's name stands.
    static func keywordProblem(_ keyword: String) -> String {
        "'\(keyword)' is a Swift keyword, which names a type only in backticks ('`\(keyword)`')"
    }

    /// The first keyword `text` holds where a type's name would stand, written without backticks.
    static func reservedWord(in text: String) -> String? {
        let tokens = TypeGrammar(text).tokens
        return tokens.indices.lazy.compactMap { index -> String? in
            // Not a member after `.`, nor a tuple's label before `:`.
            guard case .name(let name) = tokens[index], reserved.contains(name), index == 0 || tokens[index - 1] != .symbol("."),
                  index + 1 == tokens.count || tokens[index + 1] != .symbol(":")
            else { return nil }
            return name
        }.first
    }

    /// Why `text`, a valid type, cannot be the type the view types are declared in an extension
    /// of, or `nil` when it can: a named type, `Name`, `Outer.Name` or `Name<Argument>`, and
    /// not `Any`, `AnyObject`, `Self`, a metatype, or sugar such as `[Item]` or `Item?`.
    static func extensionProblem(in text: String) -> String? {
        let tokens = TypeGrammar(text).tokens
        var position = 0
        while position < tokens.count, case .name(let name) = tokens[position], !["Any", "AnyObject", "Self"].contains(name),
              !specifiers.contains(name) {
            position += 1
            if position < tokens.count, tokens[position] == .symbol("<") {
                var depth = 0
                repeat {
                    if tokens[position] == .symbol("<") { depth += 1 }
                    if tokens[position] == .symbol(">") { depth -= 1 }
                    position += 1
                } while depth > 0 && position < tokens.count
            }
            if position == tokens.count { return nil }
            guard tokens[position] == .symbol(".") || tokens[position] == .symbol("::") else { break }
            position += 1
            // `View.Type` is the metatype, not a member type.
            if position < tokens.count, tokens[position] == .name("Type") || tokens[position] == .name("Protocol") { break }
        }
        return "the generated code declares the view types in an extension of it, which must name a struct, an enum, a class or an actor"
    }

    /// Why `text` does not read as one type (several, separated by commas, when `allowsList`),
    /// or `nil` when it does.
    static func problem(in text: String, allowsList: Bool = false) -> String? {
        var grammar = TypeGrammar(text)
        do throws(Problem) {
            try grammar.type()
            while allowsList, grammar.take(.symbol(",")) { try grammar.type() }
            if let extra = grammar.peek { throw Problem("unexpected '\(extra.text)' after '\(grammar.textBefore)'") }
            return nil
        } catch {
            return error.message
        }
    }

    /// A reason the text is not a type.
    private struct Problem: Error {
        let message: String

        init(_ message: String) {
            self.message = message
        }
    }

    // MARK: - Grammar

    /// `attributes specifiers composition (async throws(E) -> type)?`
    private mutating func type() throws(Problem) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw Problem("types are nested more than \(Self.maximumDepth) levels deep") }
        // Attributes and specifiers, in any order: `sending @escaping () -> Void`.
        while true {
            if take(.symbol("@")) {
                guard case .name? = peek else { throw expected("an attribute's name") }
                position += 1
                // An attribute's arguments follow its name without a space: `@MainActor ()` is
                // the attribute, then a function type's parameters.
                if peek == .symbol("("), scalars[tokenEnds[position - 1]] == "(" { try skipParenthesized() }
            } else if case .name(let word)? = peek, Self.specifiers.contains(word), startsType(at: position + 1) {
                position += 1
                if word == "nonisolated" && peek == .symbol("(") { try skipParenthesized() }
            } else {
                break
            }
        }
        try composition()
        var hasEffects = false
        if take(.name("async")) { hasEffects = true }
        if take(.name("throws")) || take(.name("rethrows")) {
            hasEffects = true
            if take(.symbol("(")) {
                try type()
                try expect(")")
            }
        }
        if take(.symbol("->")) {
            try type()
        } else if hasEffects {
            throw expected("'->' and the function's result type")
        }
    }

    /// `postfixType (& postfixType)*`
    private mutating func composition() throws(Problem) {
        try postfixType()
        while take(.symbol("&")) { try postfixType() }
    }

    /// A primary type followed by `?`, `!`, `...` or `.Member`.
    private mutating func postfixType() throws(Problem) {
        try primaryType()
        var postfixes = 0
        while true {
            if take(.symbol("?")) || take(.symbol("!")) || take(.symbol("...")) {
                // Each is a type around the one before, as deep as a bracket.
                postfixes += 1
                guard depth + postfixes <= Self.maximumDepth else { throw Problem("types are nested more than \(Self.maximumDepth) levels deep") }
                continue
            }
            guard take(.symbol(".")) else { return }
            guard case .name? = peek else { throw expected("a member type's name") }
            position += 1
            if peek == .symbol("<") { try genericArguments() }
        }
    }

    /// A name with its generic arguments, a suppressed `~Copyable`, a tuple or a function's
    /// parameters `( … )`, or an array or dictionary `[ … ]`.
    private mutating func primaryType() throws(Problem) {
        guard let token = peek else { throw expected("a type") }
        switch token {
        case .name(let name):
            if Self.reserved.contains(name) {
                throw Problem(Self.keywordProblem(name))
            }
            position += 1
            // A module selector, `Swift::Int`.
            if take(.symbol("::")) {
                guard case .name? = peek else { throw expected("a type's name") }
                position += 1
            }
            if peek == .symbol("<") { try genericArguments() }
        case .symbol("~"):
            position += 1
            guard case .name? = peek else { throw expected("a protocol's name") }
            position += 1
        case .symbol("("):
            position += 1
            if take(.symbol(")")) { return }
            // A trailing comma is allowed (SE-0439).
            repeat { try tupleElement() } while take(.symbol(",")) && peek != .symbol(")")
            try expect(")")
        case .symbol("["):
            position += 1
            if tokens.indices.contains(position + 1), tokens[position + 1] == .name("of") {
                // An inline array, `[4 of Int]`, or with a value generic's count, `[N of Int]`.
                position += 2
                try type()
            } else {
                try type()
                if take(.symbol(":")) { try type() }
            }
            try expect("]")
        default:
            throw expected("a type")
        }
    }

    /// A tuple element or a function parameter: `label: Type`, `_ name: Type` or `Type`.
    private mutating func tupleElement() throws(Problem) {
        if case .name? = peek {
            if tokens.indices.contains(position + 1), tokens[position + 1] == .symbol(":") {
                position += 2
            } else if tokens.indices.contains(position + 2), case .name = tokens[position + 1],
                tokens[position + 2] == .symbol(":")
            {
                position += 3
            }
        }
        try type()
    }

    /// `<Type, 4, …>`: generic arguments, a value generic's as a number.
    private mutating func genericArguments() throws(Problem) {
        position += 1
        repeat {
            if case .number? = peek { position += 1 } else { try type() }
        } while take(.symbol(",")) && peek != .symbol(">")
        try expect(">")
    }

    /// Moves past `( … )` whatever it holds: an attribute's or `nonisolated`'s arguments.
    private mutating func skipParenthesized() throws(Problem) {
        var depth = 0
        repeat {
            guard let token = peek else { throw expected("')'") }
            if token == .symbol("(") { depth += 1 }
            if token == .symbol(")") { depth -= 1 }
            position += 1
        } while depth > 0
    }

    // MARK: - Tokens

    private var peek: Token? {
        tokens.indices.contains(position) ? tokens[position] : nil
    }

    /// The text read so far, as the type was written.
    private var textBefore: String {
        position == 0 ? "" : String(String.UnicodeScalarView(scalars[..<tokenEnds[position - 1]]))
    }

    /// Whether a type can start at `index`, for a specifier to stand before it.
    private func startsType(at index: Int) -> Bool {
        guard tokens.indices.contains(index) else { return false }
        switch tokens[index] {
        case .name, .symbol("("), .symbol("["), .symbol("~"), .symbol("@"): return true
        default: return false
        }
    }

    /// Moves past `token` and returns `true` when it is next.
    private mutating func take(_ token: Token) -> Bool {
        guard peek == token else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ symbol: String) throws(Problem) {
        guard take(.symbol(symbol)) else { throw expected("'\(symbol)'") }
    }

    /// The problem where `what` should come next.
    private func expected(_ what: String) -> Problem {
        let found = peek.map { ", not '\($0.text)'" } ?? ""
        guard position > 0 else { return Problem("expected \(what) at the start\(found)") }
        return Problem("expected \(what) after '\(textBefore)'\(found)")
    }

    /// Splits `scalars` into names (backticked ones included), numbers and symbols, `->` and
    /// `...` each one symbol, and where each ends; spaces separate tokens.
    private static func tokenize(_ scalars: [Unicode.Scalar]) -> (tokens: [Token], ends: [Int]) {
        var tokens: [Token] = []
        var ends: [Int] = []
        var index = 0
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            SwiftIdentifierCharacters.isContinuation(scalar)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" {
                index += 1
            } else if scalar == "`" {
                var end = index + 1
                while end < scalars.count && scalars[end] != "`" { end += 1 }
                end = min(end + 1, scalars.count)
                tokens.append(.name(String(String.UnicodeScalarView(scalars[index..<end]))))
                index = end
            } else if isNameScalar(scalar) {
                var end = index + 1
                while end < scalars.count && isNameScalar(scalars[end]) { end += 1 }
                let word = String(String.UnicodeScalarView(scalars[index..<end]))
                tokens.append(("0"..."9").contains(scalar) ? .number(word) : .name(word))
                index = end
            } else if scalar == "-" && index + 1 < scalars.count && scalars[index + 1] == ">" {
                tokens.append(.symbol("->"))
                index += 2
            } else if scalar == "-" && index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1]) {
                // A negative value generic argument, `Vector<-1, Int>`.
                var end = index + 1
                while end < scalars.count && isNameScalar(scalars[end]) { end += 1 }
                tokens.append(.number(String(String.UnicodeScalarView(scalars[index..<end]))))
                index = end
            } else if scalar == ":" && index + 1 < scalars.count && scalars[index + 1] == ":" {
                tokens.append(.symbol("::"))
                index += 2
            } else if scalar == "." && index + 2 < scalars.count && scalars[index + 1] == "." && scalars[index + 2] == "." {
                tokens.append(.symbol("..."))
                index += 3
            } else {
                tokens.append(.symbol(String(scalar)))
                index += 1
            }
            if ends.count < tokens.count { ends.append(index) }
        }
        return (tokens, ends)
    }
}
