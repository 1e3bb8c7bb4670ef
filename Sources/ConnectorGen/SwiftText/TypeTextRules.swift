/// Checks that type text from a spec stays a type: it cannot end its declaration, open a
/// body or smuggle in a statement.
package enum TypeTextRules {
    /// Whether `type` is a function type (`() -> Void`, `@Sendable (Int) async -> Bool`, one in
    /// parentheses or optional), not a type that only holds one (`Box<() -> Void>`).
    package static func isFunctionType(_ type: String) -> Bool {
        var text = Substring(type.trimmingWhitespace())
        // Attributes and modifiers before the parameters, with their arguments:
        // `@convention(c)`, `@isolated(any)`, `nonisolated(nonsending)`.
        while text.hasPrefix("@") || text.hasPrefix("nonisolated") {
            text = text.drop { !$0.isWhitespace && $0 != "(" }
            if text.first == "(", let close = text.firstIndex(of: ")") { text = text[text.index(after: close)...] }
            text = text.drop(while: \.isWhitespace)
        }
        // An optional's parentheses, `(() -> Void)?`, then the parameters' `(…)` and the arrow.
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        guard text.first == "(" else { return false }
        var depth = 0
        for index in text.indices {
            let character = text[index]
            if "([<{".contains(character) { depth += 1 }
            if ")]>}".contains(character) && !(character == ">" && index > text.startIndex && text[text.index(before: index)] == "-") { depth -= 1 }
            if depth == 0 {
                let rest = text[text.index(after: index)...].drop(while: \.isWhitespace)
                let afterEffects = rest.hasPrefix("async") || rest.hasPrefix("throws") || rest.hasPrefix("rethrows")
                    ? rest.drop { $0 != "-" } : rest
                if afterEffects.hasPrefix("->") { return true }
                // `(() -> Void)`: one function in parentheses.
                return index == text.index(before: text.endIndex) && isFunctionType(String(text.dropFirst().dropLast()))
            }
        }
        return false
    }

    /// The existential `type` is (`any Error` of `(any Error)?`; `Any`, `AnyObject`), which no
    /// conformance can make `Equatable`; `nil` for another type.
    package static func existential(_ type: String) -> String? {
        let text = withoutOptionalParentheses(type)
        return text.hasPrefix("any ") || text == "Any" || text == "AnyObject" ? String(text) : nil
    }

    /// Whether `type` is a tuple of two or more elements (`(Int, String)`, `(x: Int, y: Int)?`),
    /// which no conformance can make `Equatable`.
    package static func isTuple(_ type: String) -> Bool {
        var text = Substring(type.trimmingWhitespace())
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        guard text.first == "(", text.last == ")", !isFunctionType(String(text)) else { return false }
        var depth = 0
        for index in text.indices {
            let character = text[index]
            if "([<{".contains(character) { depth += 1 }
            if ")]>}".contains(character) { depth -= 1 }
            if depth == 0 && index != text.index(before: text.endIndex) { return false }
            if depth == 1 && character == "," { return true }
        }
        return false
    }

    /// `type` without trailing `?`/`!` and the parentheses around what they wrap.
    private static func withoutOptionalParentheses(_ type: String) -> Substring {
        var text = Substring(type.trimmingWhitespace())
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        while text.first == "(" && text.last == ")" { text = text.dropFirst().dropLast() }
        return text
    }

    /// `type` as a parameter's type that is stored: `@escaping` before a function type that
    /// is not optional (an optional one escapes already) and does not say it already, as a
    /// memberwise initializer needs.
    package static func storedParameterType(_ type: String) -> String {
        let trimmed = type.trimmingWhitespace()
        guard isFunctionType(trimmed), !trimmed.hasSuffix("?"), !trimmed.hasSuffix("!"), !trimmed.hasPrefix("@escaping") else { return type }
        return "@escaping " + trimmed
    }

    /// The first opaque type `text` holds (`some View` in `[some View]`), read by
    /// ``TypeGrammar/opaqueType(in:)``; `nil` when it holds none.
    package static func opaqueType(in text: String) -> (opaque: String, existential: String, bare: String)? {
        TypeGrammar.opaqueType(in: text)
    }

    /// The standard types a newcomer may write in lowercase, as other languages do (`int`,
    /// `string`, `bool`), by that spelling.
    private static let lowercaseStandardTypes: [String: String] = Dictionary(uniqueKeysWithValues: [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool",
        "String", "Character", "Substring", "Void", "Date", "Data", "Decimal", "URL", "UUID",
    ].map { ($0.lowercased(), $0) })

    /// `text` with each standard type written in lowercase (`[string: int]`) spelt as Swift
    /// spells it (`[String: Int]`), and the first such name as written and as spelt; `nil` when
    /// there is none.
    /// Only a name of its own counts: not a member (`.int`), a type's outer part (`int.Kind`),
    /// nor a label (`(date: Date)`, `(_ url: URL)`).
    package static func lowercaseStandardType(in text: String) -> (written: String, standard: String, fixed: String)? {
        let lexer = SwiftLexer(text)
        let tokens = lexer.filter { !$0.isTrivia }
        var bytes = Array(text.utf8)
        var first: (written: String, standard: String)?
        for index in tokens.indices.reversed() where tokens[index].kind == .identifier {
            let name = lexer.text(of: tokens[index])
            // A tuple's or a closure's label (`(date: Date)`, `(_ url: URL)`) is a name, not a
            // type: after a `(` or `,` (and an argument label), before a `:`. A dictionary's key
            // type (`[string: Int]`) comes after a `[`.
            func text(at position: Int) -> String? { tokens.indices.contains(position) ? lexer.text(of: tokens[position]) : nil }
            let opensElement: (String?) -> Bool = { $0 == "(" || $0 == "," }
            let isLabel = text(at: index + 1) == ":" && (opensElement(text(at: index - 1))
                || (index > 0 && tokens[index - 1].kind == .identifier && opensElement(text(at: index - 2))))
            guard let standard = lowercaseStandardTypes[name], name != standard, !isLabel,
                  !(index > 0 && lexer.isPeriod(tokens[index - 1])), !(index + 1 < tokens.count && lexer.isPeriod(tokens[index + 1]))
            else { continue }
            bytes.replaceSubrange(tokens[index].range, with: Array(standard.utf8))
            first = (name, standard)
        }
        return first.map { ($0.written, $0.standard, String(decoding: bytes, as: UTF8.self)) }
    }

    /// Why `text` is not acceptable as a type, or `nil` if it is.
    ///
    /// - Parameter allowsList: Whether the text may be several types separated by commas, as
    ///   the protocols of a `conformances` written as one value.
    package static func problem(in text: String, allowsList: Bool = false) -> String? {
        let scalars = text.unicodeScalars
        if scalars.allSatisfy({ $0 == " " || $0 == "\t" }) { return "the type is empty" }
        var brackets: [Unicode.Scalar] = []
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            switch scalar {
            case "\n", "\r":
                return "a type must fit on one line"
            case "-":
                // `->`, or a value generic's negative number (`Vector<-1, Int>`).
                guard index != scalars.endIndex, scalars[index] == ">" || ("0"..."9").contains(scalars[index]) else {
                    return "'-' can appear in a type only as part of '->' or of a negative number"
                }
                if scalars[index] == ">" { index = scalars.index(after: index) }
            case "(", "[", "<":
                brackets.append(scalar)
            case ")", "]", ">":
                let opener: Unicode.Scalar = scalar == ")" ? "(" : scalar == "]" ? "[" : "<"
                guard brackets.last == opener else { return "'\(scalar)' has no matching '\(opener)'" }
                brackets.removeLast()
            default:
                guard isAllowed(scalar) else { return "\(InvisibleCharacters.quoted(scalar)) cannot appear in a type" }
            }
        }
        if let open = brackets.last {
            let close = open == "(" ? ")" : open == "[" ? "]" : ">"
            return "'\(open)' is never closed with '\(close)'"
        }
        if let name = nameStartingWithDigit(in: text) {
            return "'\(name)' cannot be a type's name, which never starts with a digit"
        }
        if let name = nameStartingWithMark(in: text) {
            return "'\(name)' cannot be a type's name: it starts with a character that only continues a name"
        }
        if let joiner = SwiftIdentifierCharacters.strayJoiners(in: Array(text.unicodeScalars)).first {
            return "\(InvisibleCharacters.quoted(Array(text.unicodeScalars)[joiner])) cannot appear in a type"
        }
        return TypeGrammar.problem(in: text, allowsList: allowsList)
    }

    /// Whether `word` is an integer literal: decimal, or `0x`, `0o`, `0b` with their digits,
    /// each with `_` between digits.
    private static func isIntegerLiteral(_ word: Substring) -> Bool {
        let radix: Int
        var digits = word
        switch word.prefix(2) {
        case "0x": radix = 16
        case "0o": radix = 8
        case "0b": radix = 2
        default: radix = 10
        }
        if radix != 10 { digits = word.dropFirst(2) }
        return !digits.isEmpty && digits.allSatisfy { $0 == "_" || $0.hexDigitValue.map { $0 < radix } == true }
    }

    /// The first word of `text` that starts with a digit but is no number, such as
    /// `1AppAction`; a number (`InlineArray<4, Int>`, `[0x10 of Int]`) is a type's value argument.
    private static func nameStartingWithDigit(in text: String) -> Substring? {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.first { word in
            guard let first = word.unicodeScalars.first, ("0"..."9").contains(first) else { return false }
            return !isIntegerLiteral(word)
        }
    }

    /// A name in `text` that starts with a character Swift takes only after a name's first
    /// (a combining mark: `\u{301}View`).
    private static func nameStartingWithMark(in text: String) -> String? {
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars + [" "] {
            if !scalar.isASCII && SwiftIdentifierCharacters.isContinuation(scalar) || UTF8Scanning.isASCIIIdentifierContinue(UInt8(truncatingIfNeeded: scalar.value)) && scalar.isASCII {
                word.append(scalar)
                continue
            }
            if let first = word.first, !first.isASCII, !SwiftIdentifierCharacters.isHead(first),
                first.value != 0x200C, first.value != 0x200D
            {
                return String(word)
            }
            word = String.UnicodeScalarView()
        }
        return nil
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return UTF8Scanning.isASCIIIdentifierContinue(byte) || " .?!,:&@~`".utf8.contains(byte)
        }
        return SwiftIdentifierCharacters.isContinuation(scalar)
    }
}
