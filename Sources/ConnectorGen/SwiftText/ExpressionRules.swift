/// Checks that Swift code from a spec is balanced, so it stays inside the declaration it is
/// generated into: brackets match, and strings and comments are closed; and that it does not
/// end in an operator waiting for its operand, which the compiler would report past the
/// expression, in generated code.
package enum ExpressionRules {
    /// Whether `text`, written where an expression is expected, reads as words meant as a
    /// string rather than as code: words of letters and digits with spaces between, commas and
    /// a closing `!` (`No items yet`, `Done!`), or one word starting with a capital (`Settings`,
    /// which as code would be a type, or a global of the app's). A lower-case word may be a
    /// name in scope.
    package static func readsAsWordsRatherThanCode(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard let first = words.first?.first, first.isLetter else { return false }
        // A `!` ends a sentence; inside the text it is code (`try!`, `as!`, a force unwrap).
        let body = text.hasSuffix("!") ? text.dropLast() : Substring(text)
        let isWordy = body.allSatisfy { $0.isLetter || $0.isNumber || " ,'".contains($0) }
            && !text.hasSuffix(" ") && !text.contains("  ")
        // Words code is made of: `x as String`, `try load()`, `Self`.
        let codeWords: Set<Substring> = [
            "as", "is", "try", "await", "if", "else", "switch", "case", "let", "var", "in", "some", "any", "nil", "true", "false",
            "self", "Self", "consume", "copy",
        ]
        guard isWordy, !words.contains(where: codeWords.contains) else { return false }
        return words.count > 1 || first.isUppercase
    }

    /// Whether `text`, written where a type is expected, reads as an expression instead: a
    /// member of a lower-case name (`todos.count`), a call (`items.filter { … }`), a negation
    /// (`!isEmpty`), `$0`, a number or a string literal. A lone lower-case word (`int`) reads as
    /// a misspelt type, and `os.Logger` as a type of a module named in lower case.
    package static func readsAsExpressionRatherThanType(_ text: String) -> Bool {
        let text = text.trimmingWhitespace()
        guard let first = text.unicodeScalars.first else { return false }
        if first == "!" || first == "$" || first == "\"" || ("0"..."9").contains(first) { return true }
        guard first.properties.isLowercase else { return false }
        if text.contains("(") || text.contains("{") { return true }
        // `any Sendable`, `some View`: types. `os.Logger`: a type of a module named in lower case.
        if text.contains(" ") { return !["any", "some", "borrowing", "consuming", "sending", "inout", "each", "repeat"].contains(text.prefix { $0 != " " }) }
        guard let last = text.split(separator: ".").last, text.contains(".") else { return false }
        return last.unicodeScalars.first?.properties.isUppercase != true
    }

    /// A problem found in code, with the offset of the character it concerns.
    package struct Problem: Hashable, Sendable {
        /// What is wrong.
        package var message: String
        /// The UTF-8 offset in the code of the character concerned.
        package var offset: Int
        /// Whether the code is balanced but ends in an operator (or a `.`) that needs more
        /// after it: the operator, else `nil`.
        package var danglingOperator: String? = nil
    }

    /// Operators and punctuation that cannot end an expression: each needs an operand or a
    /// name after it. (`!`, `?`, `...` and `>` can: `x!`, `2...`, `x as Set<Int>`.)
    private static let needsMore: Set<String> = [
        "+", "-", "*", "/", "%", "=", "==", "!=", "===", "!==", "<", "<=", ">=", "&&", "||", "??", "&", "|", "^", "<<",
        "+=", "-=", "*=", "/=", "%=", "..<", "->", "~=", ".", ":", ",",
    ]

    /// The first problem in `code`, or `nil` if it is balanced.
    package static func problem(in code: String) -> Problem? {
        // The open brackets, and a `nil` byte for each open interpolation, innermost last.
        var open: [(byte: UInt8?, offset: Int)] = []
        let lexer = SwiftLexer(code)
        var last: SwiftLexer.Token?
        for token in lexer {
            let offset = token.range.lowerBound
            if !token.isTrivia { last = token }
            switch token.kind {
            case .punctuation:
                let byte = lexer.bytes[offset]
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    open.append((byte, offset))
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    // A `)` with nothing open in its interpolation ends it: the lexer says so.
                    guard let last = open.last?.byte else {
                        return Problem(message: "'\(char(byte))' has no matching '\(char(opener(of: byte)))'", offset: offset)
                    }
                    guard last == opener(of: byte) else {
                        return Problem(message: "'\(char(byte))' does not match the '\(char(last))' it closes", offset: offset)
                    }
                    open.removeLast()
                }
            case .interpolationStart:
                open.append((nil, offset))
            case .interpolationEnd:
                open.removeLast()
            case .unclosed(.interpolation):
                if let last = open.last, let byte = last.byte { return neverClosed(byte, at: last.offset) }
                return Problem(message: "a string interpolation '\\(' is never closed", offset: offset)
            case .unclosed(.stringLiteral):
                return Problem(message: "a string literal is never closed", offset: offset)
            case .unclosed(.blockComment):
                return Problem(message: "a '/*' comment is never closed", offset: offset)
            default:
                continue
            }
        }
        if let unclosed = open.last, let byte = unclosed.byte { return neverClosed(byte, at: unclosed.offset) }
        if let last, last.kind == .operator || last.kind == .punctuation, case let text = lexer.text(of: last), needsMore.contains(text) {
            return Problem(message: "'\(text)' ends the expression", offset: last.range.lowerBound, danglingOperator: text)
        }
        return nil
    }

    /// The problem of the bracket `byte` at `offset`, which nothing closes.
    private static func neverClosed(_ byte: UInt8, at offset: Int) -> Problem {
        Problem(message: "'\(char(byte))' is never closed", offset: offset)
    }

    /// The opening bracket that the closing bracket `close` matches.
    private static func opener(of close: UInt8) -> UInt8 {
        switch close {
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: "[")
        default: UInt8(ascii: "{")
        }
    }

    /// The ASCII `byte` as a character.
    private static func char(_ byte: UInt8) -> Character { Character(UnicodeScalar(byte)) }
}
