/// Checks that Swift code from a spec is balanced, so it stays inside the declaration it is
/// generated into: brackets match, and strings and comments are closed; and that it does not
/// end in an operator waiting for its operand, which the compiler would report past the
/// expression, in generated code; and that it is one expression, not statements that would run
/// beside the value (`count; print("x")`, or a `|` block's second line standing on its own).
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
        /// The first token of a statement that follows the expression, after a `;` or a line
        /// break, else `nil`: the code is balanced but holds more than the one expression.
        package var statement: String? = nil
        /// The word that starts the code when it is a statement, not an expression (`return`,
        /// `let`), else `nil`.
        package var leadingStatement: String? = nil
        /// The operator that starts the code when it only stands between two operands (`=`,
        /// `:`, `&&`), else `nil`.
        package var leadingOperator: String? = nil
        /// The bracket that nothing closes (`(`, `[` or `{`), else `nil`.
        package var unclosedBracket: Character? = nil
        /// The closing bracket (`)`, `]` or `}`) that nothing opened, else `nil`.
        package var unopenedBracket: Character? = nil
        /// In a slice's path, the `,` or `;` outside brackets that ends it, else `nil`: the
        /// generated code reads the path inside a statement (`guard let x = state.path else`),
        /// where what follows would join that statement (`, !state.isSaving`) or break it.
        package var pathSeparator: Character? = nil
    }

    /// Words that start a statement and no expression. (`if`, `switch` and `do` start
    /// expressions too; `try` and `await` go on with one.)
    private static let statementWords: Set<String> = [
        "return", "let", "var", "guard", "for", "while", "repeat", "defer", "func", "struct", "class", "enum", "import", "break", "continue",
        "fallthrough",
    ]

    /// Words that continue an expression on the next line (`x\n  as? Int`, `if a { 1 }\n else
    /// { 2 }`): a line that starts with one belongs to the expression above.
    private static let continuingWords: Set<String> = ["as", "is", "else", "catch", "where", "in"]

    /// Words after which an expression goes on, on the next line (`try\n  load()`).
    private static let wordsNeedingMore: Set<String> = [
        "try", "await", "as", "is", "in", "else", "if", "switch", "return", "throw", "some", "any", "let", "var", "case", "where",
        "copy", "consume", "do", "catch",
    ]

    /// Operators and punctuation that cannot end an expression: each needs an operand or a
    /// name after it. (`!`, `?`, `...` and `>` can: `x!`, `2...`, `x as Set<Int>`.)
    private static let needsMore: Set<String> = [
        "+", "-", "*", "/", "%", "=", "==", "!=", "===", "!==", "<", "<=", ">=", "&&", "||", "??", "&", "|", "^", "<<",
        "+=", "-=", "*=", "/=", "%=", "..<", "->", "~=", ".", ":", ",",
    ]

    /// Operators and punctuation that only stand between two operands, so no expression starts
    /// with one (`from: = items.count`, `from: :items`, where a `:` or `=` was written for the
    /// key's). (`-`, `!`, `.`, `&` and `...` can: `-x`, `.none`, `...5`; and `<` starts an
    /// editor placeholder, `<#value#>`, which a fix-it may have written.)
    private static let onlyBetween: Set<String> = [
        "=", "==", "!=", "===", "!==", "<=", ">", ">=", "&&", "||", "??", "*", "/", "%", "^", "|", "<<", ">>",
        "+=", "-=", "*=", "/=", "%=", "->", ":", ",",
    ]

    /// The first editor placeholder in `code` outside string literals, comments and regex
    /// literals (`<#an app state#>`, which a fix-it writes to be filled in), with its UTF-8
    /// offset; `nil` without one.
    package static func editorPlaceholder(in code: String) -> (text: String, offset: Int)? {
        let bytes = Array(code.utf8)
        let lexer = SwiftLexer(code)
        let literalText = lexer.filter {
            switch $0.kind {
            case .stringText, .lineComment, .blockComment, .regexLiteral, .unclosed(.blockComment): true
            default: false
            }
        }.map(\.range)
        var offset = 0
        while offset + 1 < bytes.count {
            defer { offset += 1 }
            guard bytes[offset] == UInt8(ascii: "<"), bytes[offset + 1] == UInt8(ascii: "#"),
                !literalText.contains(where: { $0.contains(offset) }) else { continue }
            var end = offset + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "#") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
            guard end + 1 < bytes.count else { return nil }
            return (String(decoding: bytes[offset...(end + 1)], as: UTF8.self), offset)
        }
        return nil
    }

    /// The first problem in `code`, or `nil` if it is balanced.
    /// - Parameter readAfterDot: Whether the code is read after a `.` (a slice's path, after
    ///   `state.`), where a first word that starts a statement elsewhere names a member, and a
    ///   `,` or `;` outside brackets ends the path (``Problem/pathSeparator``).
    package static func problem(in code: String, readAfterDot: Bool = false) -> Problem? {
        // The open brackets, and a `nil` byte for each open interpolation, innermost last.
        var open: [(byte: UInt8?, offset: Int)] = []
        let lexer = SwiftLexer(code)
        var last: SwiftLexer.Token?
        var lineBreakSinceLast = false
        // Whether the tokens since the last `as` or `is` can be the start of its type: `?` and
        // `!` (`as?`, `as!`), names and `.` (`Swift.Dictionary`).
        var readingCastType = false
        // A `;` outside brackets: an error only when code follows it (`count;` alone is the
        // statement's end, which the generated code allows).
        var semicolon: Int?
        // In a path, the generic argument lists open outside brackets.
        var angles = 0
        for token in lexer {
            let offset = token.range.lowerBound
            if token.isTrivia {
                if lexer.bytes[token.range].contains(UInt8(ascii: "\n")) { lineBreakSinceLast = true }
                continue
            }
            // Followed by a blank: `class.description` reads a name (KeywordNameRead says so).
            if last == nil, !readAfterDot, token.kind == .identifier, case let word = lexer.text(of: token), statementWords.contains(word),
               [0, UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(lexer.byte(at: token.range.upperBound)) {
                return Problem(message: "'\(word)' starts a statement", offset: offset, leadingStatement: word)
            }
            if last == nil, !readAfterDot, token.kind == .operator || token.kind == .punctuation, case let text = lexer.text(of: token), onlyBetween.contains(text) {
                return Problem(message: "'\(text)' cannot start an expression", offset: offset, leadingOperator: text)
            }
            if readAfterDot, open.isEmpty, token.kind == .operator {
                // A `<` right after a type's name opens a generic argument list (`Dictionary<String,
                // Int>`), whose commas are no separators; so does one after a blank where a cast's
                // type is read (`as Dictionary <String, Int>`). Each leading `>` of an operator
                // closes one. (After a lower-case name, `a<b` compares.)
                let text = lexer.text(of: token)
                if text == "<", let last, last.kind == .identifier, lexer.text(of: last).first?.isUppercase == true,
                   last.range.upperBound == offset || readingCastType {
                    angles += 1
                } else if text.hasPrefix(">") {
                    angles = max(0, angles - text.prefix { $0 == ">" }.count)
                }
            }
            if readAfterDot, open.isEmpty, angles == 0, token.kind == .punctuation, case let byte = lexer.bytes[offset],
               byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") {
                return Problem(message: "'\(char(byte))' ends the path", offset: offset, pathSeparator: char(byte))
            }
            if let semicolon { return Problem(message: "';' ends the expression", offset: semicolon, statement: ";") }
            if open.isEmpty, let previous = last, startsStatement(token, after: previous, onNewLine: lineBreakSinceLast, in: lexer) {
                let text = lexer.text(of: token)
                return Problem(message: "'\(text)' starts a statement of its own", offset: offset, statement: text)
            }
            if open.isEmpty, token.kind == .punctuation, lexer.bytes[offset] == UInt8(ascii: ";") {
                semicolon = offset
                continue
            }
            let text = lexer.text(of: token)
            readingCastType = ["as", "is"].contains(text)
                || (readingCastType && (token.kind == .identifier || ["?", "!", "."].contains(text)))
            last = token
            lineBreakSinceLast = false
            switch token.kind {
            case .punctuation:
                let byte = lexer.bytes[offset]
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    open.append((byte, offset))
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    // A `)` with nothing open in its interpolation ends it: the lexer says so.
                    guard let last = open.last?.byte else {
                        return Problem(message: "'\(char(byte))' has no matching '\(char(opener(of: byte)))'", offset: offset, unopenedBracket: char(byte))
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

    /// Whether `token`, outside any bracket, starts a statement of its own after `previous`: on
    /// a new line, after a complete expression, a name, a literal, an opening bracket, a key
    /// path or a prefix operator does (Swift ends a statement at a line break where it can). A
    /// binary operator or a `.` continues the expression, and so does a `{`, a trailing
    /// closure, and a labeled trailing closure's `label:` after a `}`.
    private static func startsStatement(_ token: SwiftLexer.Token, after previous: SwiftLexer.Token, onNewLine: Bool, in lexer: SwiftLexer) -> Bool {
        guard onNewLine else { return false }
        let previousText = lexer.text(of: previous)
        switch previous.kind {
        case .operator: return false
        case .punctuation where previousText != ")" && previousText != "]" && previousText != "}": return false
        case .identifier where wordsNeedingMore.contains(previousText): return false
        case .stringStart, .stringText, .interpolationStart: return false
        default: break
        }
        let text = lexer.text(of: token)
        // `}` then `onFailure: {` on the next line: a labeled trailing closure.
        if previousText == "}", token.kind == .identifier, lexer.nextNonSpace(after: token.range.upperBound) == UInt8(ascii: ":") { return false }
        switch token.kind {
        case .identifier: return !continuingWords.contains(text)
        case .number, .stringStart, .regexLiteral: return true
        // `\Item.name`, a key path, as after any complete line.
        case .punctuation where text == "(" || text == "[" || text == "\\": return true
        // `#function` or another freestanding macro; `#if` and its branches go on with a
        // postfix chain.
        case .punctuation where text == "#":
            let word = lexer.wordAfter(token.range.upperBound)
            return !word.isEmpty && !["if", "elseif", "else", "endif"].contains(word)
        // With a line break before it and nothing after it, Swift reads an operator as a
        // prefix one (`-1`, `!done`) that starts a statement; `+ 1` and `+// …` go on with the
        // line above, and so does a ternary's `?`, whatever follows it.
        case .operator where !text.hasPrefix("?"):
            let after = lexer.byte(at: token.range.upperBound)
            let isSpace = after == UInt8(ascii: " ") || after == UInt8(ascii: "\t") || after == UInt8(ascii: "\n") || after == 0
            let isComment = after == UInt8(ascii: "/")
                && (lexer.byte(at: token.range.upperBound + 1) == UInt8(ascii: "/") || lexer.byte(at: token.range.upperBound + 1) == UInt8(ascii: "*"))
            return !isSpace && !isComment
        default: return false
        }
    }

    /// The problem of the bracket `byte` at `offset`, which nothing closes.
    private static func neverClosed(_ byte: UInt8, at offset: Int) -> Problem {
        Problem(message: "'\(char(byte))' is never closed", offset: offset, unclosedBracket: char(byte))
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
