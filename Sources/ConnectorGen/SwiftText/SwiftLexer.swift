/// The one lexer for the Swift text a spec holds (expressions, example values), so that every
/// check reads that text the same way.
///
/// It is a sequence of tokens that cover the text without gaps or overlaps, each with its
/// UTF-8 byte range. A string literal comes as a run of tokens: `stringStart` (its opening
/// delimiter with any `#`s), `stringText` for its literal text (escapes included) and, for each
/// interpolation, an `interpolationStart` (`\(`, or `\#(` in a `#"…"#` string), the code inside
/// as ordinary tokens (so literals nest in interpolations to any depth), and an
/// `interpolationEnd`; then `stringEnd`. A string literal, block comment or interpolation left
/// open ends the sequence with an `unclosed` token.
///
/// ```swift
/// for token in SwiftLexer(code) where token.kind == .identifier { … }
/// ```
struct SwiftLexer: Sequence, IteratorProtocol {
    /// A piece of the text: what it is and where.
    struct Token: Hashable, Sendable {
        /// What the piece is.
        var kind: Kind
        /// Where it is, as UTF-8 offsets into the text; empty only for an `unclosed` token.
        var range: Range<Int>

        /// Whether the token means nothing to the code: whitespace or a comment.
        var isTrivia: Bool {
            switch kind {
            case .whitespace, .lineComment, .blockComment: true
            default: false
            }
        }
    }

    /// What a token is.
    enum Kind: Hashable, Sendable {
        /// A name or keyword: `items`, `let`, `` `default` `` (with its backticks), `$0`, `名前`.
        case identifier
        /// A number literal: `42`, `0x1F`, `1_000.5e-3`.
        case number
        /// One of `( ) [ ] { } , ; : @ # \`, or a `.` that is not part of an operator (a member).
        case punctuation
        /// A run of operator characters: `+`, `==`, `?`, `->`, `...`, `..<`, `≤`.
        case `operator`
        /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`.
        case stringStart
        /// Literal text in a string literal, escapes included.
        case stringText
        /// The `\(` (or `\#(`, with as many `#` as the literal) that starts an interpolation.
        case interpolationStart
        /// The `)` that ends an interpolation.
        case interpolationEnd
        /// The closing delimiter of a string literal: `"`, `"""`, `"#`.
        case stringEnd
        /// A `//` comment, up to the end of its line.
        case lineComment
        /// A `/* */` comment, with the comments nested in it.
        case blockComment
        /// Spaces, tabs and line breaks.
        case whitespace
        /// A regex literal: `/\d+\)/`, where an expression starts and closed on its line, or
        /// `#/[(]/#` with any number of `#`.
        case regexLiteral
        /// A character that Swift code cannot hold here, such as `'` or a lone backtick.
        case unknown
        /// The text ends inside this construct. The range is empty, at the offset the problem
        /// concerns: the start of the string literal or comment, or the end of the text for an
        /// interpolation, where its `)` is missing. It is the last token.
        case unclosed(Construct)
    }

    /// What an `unclosed` token says is left open.
    enum Construct: Hashable, Sendable {
        /// A string literal: its closing quote is missing.
        case stringLiteral
        /// A `/*` comment: its `*/` is missing.
        case blockComment
        /// A string interpolation: its `)` is missing.
        case interpolation
    }

    /// What the lexer is inside of, besides plain code.
    private enum Nesting {
        /// A string literal: its number of `#`, whether it is multi-line, and its offset.
        case string(hashes: Int, isMultiline: Bool, start: Int)
        /// An interpolation, with the number of brackets open in it.
        case interpolation(openBrackets: Int)
    }

    /// The text, as UTF-8.
    let bytes: [UInt8]
    /// The offset of the next token.
    private var index = 0
    /// The string literals and interpolations around the next token, innermost last.
    private var nesting: [Nesting] = []
    /// Whether the sequence has ended early, at an `unclosed` token.
    private var isFinished = false
    /// Whether the last token that is not whitespace or a comment ends a value (a name, a
    /// literal, a closing bracket), after which `/` divides; elsewhere it may start a regex.
    private var followsValue = false
    /// Whether the last token that is not whitespace or a comment is a `.`, after which a
    /// keyword is a member's name.
    private var followsPeriod = false

    /// A lexer for `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The text of `token`.
    func text(of token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// The name an identifier token spells: its text without backticks.
    func name(of token: Token) -> String {
        var range = token.range
        if range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "`") { range = (range.lowerBound + 1)..<(range.upperBound - 1) }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether `token` is the `.` of a member access.
    func isPeriod(_ token: Token) -> Bool {
        guard case .punctuation = token.kind else { return false }
        return bytes[token.range.lowerBound] == UInt8(ascii: ".")
    }

    /// The byte at `offset`, or 0 outside the text.
    func byte(at offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    /// The ASCII letters, digits and `_` from `offset` on: `function` after the `#` of `#function`.
    func wordAfter(_ offset: Int) -> String {
        var end = offset
        while case let byte = self.byte(at: end), byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) {
            end += 1
        }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// The first byte at or after `offset` that is not a space or a tab, or 0 at the end.
    func nextNonSpace(after offset: Int) -> UInt8 {
        var index = offset
        while byte(at: index) == UInt8(ascii: " ") || byte(at: index) == UInt8(ascii: "\t") { index += 1 }
        return byte(at: index)
    }

    /// The next token, or `nil` after the last.
    mutating func next() -> Token? {
        if isFinished { return nil }
        if case .string(let hashes, let isMultiline, let start)? = nesting.last {
            return nextInString(hashes: hashes, isMultiline: isMultiline, start: start)
        }
        guard index < bytes.count else {
            isFinished = true
            return nesting.isEmpty ? nil : unclosed(.interpolation, at: bytes.count)
        }
        return nextInCode()
    }

    // MARK: - Code

    /// The token at the index, in code.
    private mutating func nextInCode() -> Token {
        let token = nextCodeToken()
        switch token.kind {
        case .whitespace, .lineComment, .blockComment: break
        case .identifier:
            // A keyword that an expression follows (`return /a+/`) is no value; a member named
            // like one (`x.return / 2`) is.
            followsValue = followsPeriod || !Self.keywordsBeforeExpressions.contains(bytes[token.range])
        case .number, .regexLiteral: followsValue = true
        case .punctuation: followsValue = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[token.range.lowerBound])
        default: followsValue = false
        }
        switch token.kind {
        case .whitespace, .lineComment, .blockComment: break
        case .punctuation: followsPeriod = bytes[token.range] == [UInt8(ascii: ".")]
        default: followsPeriod = false
        }
        return token
    }

    /// The keywords an expression may follow, after which `/` starts a regex literal.
    private static let keywordsBeforeExpressions: Set<ArraySlice<UInt8>> = Set(
        ["return", "throw", "try", "await", "in", "case", "where", "if", "guard", "while", "switch", "else", "is", "as"]
            .map { ArraySlice($0.utf8) })

    /// The token at the index, in code, before ``followsValue`` is updated.
    private mutating func nextCodeToken() -> Token {
        let start = index
        let byte = bytes[start]
        let kind: Kind
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
            while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
            kind = .whitespace
        case UInt8(ascii: "/") where self.byte(at: start + 1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            kind = .lineComment
        case UInt8(ascii: "/") where self.byte(at: start + 1) == UInt8(ascii: "*"):
            guard skipBlockComment() else { return unclosed(.blockComment, at: start) }
            kind = .blockComment
        case UInt8(ascii: "/") where !followsValue && !isWhitespace(self.byte(at: start + 1)) && skipBareRegex():
            kind = .regexLiteral
        case UInt8(ascii: "#"), UInt8(ascii: "\""):
            var hashes = 0
            while self.byte(at: start + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if hashes > 0, self.byte(at: start + hashes) == UInt8(ascii: "/"), skipExtendedRegex(hashes: hashes) {
                kind = .regexLiteral
                break
            }
            guard self.byte(at: start + hashes) == UInt8(ascii: "\"") else {
                index += 1
                kind = .punctuation
                break
            }
            let quote = start + hashes
            let isMultiline = self.byte(at: quote + 1) == UInt8(ascii: "\"") && self.byte(at: quote + 2) == UInt8(ascii: "\"")
            index = quote + (isMultiline ? 3 : 1)
            nesting.append(.string(hashes: hashes, isMultiline: isMultiline, start: start))
            kind = .stringStart
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            if case .interpolation(let open)? = nesting.last { nesting[nesting.count - 1] = .interpolation(openBrackets: open + 1) }
            index += 1
            kind = .punctuation
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            index += 1
            kind = closeBracket(byte)
        case UInt8(ascii: "."):
            skipOperator(allowingDots: true)
            kind = index - start > 1 ? .operator : .punctuation
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "\\"):
            index += 1
            kind = .punctuation
        case UInt8(ascii: "`"):
            kind = skipBacktickedIdentifier() ? .identifier : .unknown
        case UInt8(ascii: "$"):
            index += 1
            skipIdentifierContinuation()
            kind = .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            skipNumber()
            kind = .number
        default:
            kind = nextWordOrOperator()
        }
        return Token(kind: kind, range: start..<index)
    }

    /// What the closing bracket `byte`, just read, is: the end of an interpolation when it is a
    /// `)` with no bracket open inside the interpolation, otherwise punctuation.
    private mutating func closeBracket(_ byte: UInt8) -> Kind {
        guard case .interpolation(let open)? = nesting.last else { return .punctuation }
        if open > 0 {
            nesting[nesting.count - 1] = .interpolation(openBrackets: open - 1)
            return .punctuation
        }
        guard byte == UInt8(ascii: ")") else { return .punctuation }
        nesting.removeLast()
        return .interpolationEnd
    }

    /// Reads an identifier, an operator or an unknown character at the index.
    private mutating func nextWordOrOperator() -> Kind {
        let byte = bytes[index]
        let (startsIdentifier, length) = byte < 0x80
            ? (UTF8Scanning.isASCIIIdentifierStart(byte), 1) : UTF8Scanning.identifierStart(in: bytes, at: index)
        if startsIdentifier {
            index += length
            skipIdentifierContinuation()
            return .identifier
        }
        if byte < 0x80 ? UTF8Scanning.isASCIIOperator(byte) : UTF8Scanning.operatorCharacter(in: bytes, at: index, continuing: false).0 {
            skipOperator(allowingDots: false)
            return .operator
        }
        index += length
        return .unknown
    }

    /// Moves past a regex literal `/…/` that starts at the index and closes on its line, and
    /// returns `true`; returns `false`, moving nowhere, when none closes there. A `\` escapes
    /// the character after it, and a `/` inside a `[…]` class does not close the literal.
    private mutating func skipBareRegex() -> Bool {
        var offset = index + 1
        var classDepth = 0
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            switch bytes[offset] {
            case UInt8(ascii: "\\"): offset += 1
            case UInt8(ascii: "["): classDepth += 1
            case UInt8(ascii: "]"): classDepth = Swift.max(0, classDepth - 1)
            case UInt8(ascii: "/") where classDepth == 0:
                index = offset + 1
                return true
            default: break
            }
            offset += 1
        }
        return false
    }

    /// Moves past an extended regex literal, `#/…/#` with `hashes` `#` on each side, which
    /// may span lines, and returns `true`; returns `false`, moving nowhere, when it never closes.
    private mutating func skipExtendedRegex(hashes: Int) -> Bool {
        var offset = index + hashes + 1
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\\") {
                offset += 2
                continue
            }
            if bytes[offset] == UInt8(ascii: "/"), hashesFollow(offset + 1) >= hashes {
                index = offset + 1 + hashes
                return true
            }
            offset += 1
        }
        return false
    }

    /// Moves past the characters that continue an identifier.
    private mutating func skipIdentifierContinuation() {
        while index < bytes.count {
            if UTF8Scanning.isASCIIIdentifierContinue(bytes[index]) {
                index += 1
                continue
            }
            guard bytes[index] >= 0x80 else { return }
            let (continues, length) = UTF8Scanning.identifierContinue(in: bytes, at: index)
            guard continues else { return }
            index += length
        }
    }

    /// Moves past a backticked identifier (`` `default` ``) and returns `true`, or past the
    /// backtick alone, returning `false`, when no identifier and closing backtick follow it.
    /// Raw identifiers of Swift 6.2 (`` `a name` ``) are not read: older compilers reject them.
    private mutating func skipBacktickedIdentifier() -> Bool {
        let start = index
        index += 1
        if index < bytes.count, case (true, let length) = UTF8Scanning.identifierStart(in: bytes, at: index) {
            index += length
            skipIdentifierContinuation()
            if byte(at: index) == UInt8(ascii: "`") {
                index += 1
                return true
            }
        }
        index = start + 1
        return false
    }

    /// Moves past an operator. Dots continue only an operator that starts with one (`..<`,
    /// `.==`), and a `//` or `/*` ends it, starting a comment.
    private mutating func skipOperator(allowingDots: Bool) {
        var isFirst = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && !isFirst && (self.byte(at: index + 1) == UInt8(ascii: "/") || self.byte(at: index + 1) == UInt8(ascii: "*")) {
                return
            }
            if byte == UInt8(ascii: ".") {
                guard allowingDots else { return }
                index += 1
            } else {
                let (isOperator, length) = UTF8Scanning.operatorCharacter(in: bytes, at: index, continuing: !isFirst)
                guard isOperator else { return }
                index += length
            }
            isFirst = false
        }
    }

    /// Moves past a number literal: digits, letters and `_`, a fraction, and a signed
    /// exponent (`e` in decimal, `p` in hexadecimal). After a `.`, only an integer is read, so
    /// `pair.0.1` is two members.
    private mutating func skipNumber() {
        let start = index
        let isHexadecimal = bytes[start] == UInt8(ascii: "0") && (byte(at: start + 1) | 0x20) == UInt8(ascii: "x")
        let exponent = isHexadecimal ? UInt8(ascii: "p") : UInt8(ascii: "e")
        var canHaveFraction = byte(at: start - 1) != UInt8(ascii: ".")
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            let next = self.byte(at: index + 1)
            if UTF8Scanning.isASCIIIdentifierContinue(byte) {
                index += 1
            } else if byte == UInt8(ascii: ".") && canHaveFraction && isDigit(next, hexadecimal: isHexadecimal) {
                canHaveFraction = false
                index += 1
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && (bytes[index - 1] | 0x20) == exponent && isDigit(next, hexadecimal: false) {
                index += 1
            } else {
                return
            }
        }
    }

    /// Moves past a `/* */` comment and the comments nested in it; `false` if it is not closed.
    private mutating func skipBlockComment() -> Bool {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return true }
            } else {
                index += 1
            }
        }
        return false
    }

    // MARK: - String literals

    /// The token at the index, inside a string literal.
    private mutating func nextInString(hashes: Int, isMultiline: Bool, start literalStart: Int) -> Token {
        let start = index
        if let end = closingDelimiterEnd(at: start, hashes: hashes, isMultiline: isMultiline) {
            index = end
            nesting.removeLast()
            followsValue = true
            return Token(kind: .stringEnd, range: start..<end)
        }
        if let end = interpolationStartEnd(at: start, hashes: hashes) {
            index = end
            nesting.append(.interpolation(openBrackets: 0))
            return Token(kind: .interpolationStart, range: start..<end)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") && !isMultiline { break }
            if byte == UInt8(ascii: "\\") && hashesFollow(index + 1) == hashes {
                if interpolationStartEnd(at: index, hashes: hashes) != nil { break }
                index = Swift.min(index + hashes + 2, bytes.count)  // the escaped character
                continue
            }
            if byte == UInt8(ascii: "\"") && closingDelimiterEnd(at: index, hashes: hashes, isMultiline: isMultiline) != nil { break }
            index += 1
        }
        // Nothing read: the text ends, or a line break ends a one-line literal, before it closes.
        guard index > start else { return unclosed(.stringLiteral, at: literalStart) }
        return Token(kind: .stringText, range: start..<index)
    }

    /// The end of the closing delimiter at `offset`, if one is there: the quotes, then at least
    /// `hashes` `#` of which it takes `hashes`.
    private func closingDelimiterEnd(at offset: Int, hashes: Int, isMultiline: Bool) -> Int? {
        let quotes = isMultiline ? 3 : 1
        for ahead in 0..<quotes where byte(at: offset + ahead) != UInt8(ascii: "\"") { return nil }
        return hashesFollow(offset + quotes) >= hashes ? offset + quotes + hashes : nil
    }

    /// The end of the `\(` (with `hashes` `#` between) at `offset`, if one is there.
    private func interpolationStartEnd(at offset: Int, hashes: Int) -> Int? {
        guard byte(at: offset) == UInt8(ascii: "\\"), hashesFollow(offset + 1) == hashes,
              byte(at: offset + 1 + hashes) == UInt8(ascii: "(")
        else { return nil }
        return offset + hashes + 2
    }

    /// The number of `#` from `offset` on.
    private func hashesFollow(_ offset: Int) -> Int {
        var count = 0
        while byte(at: offset + count) == UInt8(ascii: "#") { count += 1 }
        return count
    }

    // MARK: - Helpers

    /// Ends the sequence with an `unclosed` token at `offset`.
    private mutating func unclosed(_ construct: Construct, at offset: Int) -> Token {
        isFinished = true
        return Token(kind: .unclosed(construct), range: offset..<offset)
    }

    /// Whether `byte` is a space, tab, line break, vertical tab or form feed.
    private func isWhitespace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: true
        default: false
        }
    }

    /// Whether `byte` is a digit (of a hexadecimal number when `hexadecimal`).
    private func isDigit(_ byte: UInt8, hexadecimal: Bool) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (hexadecimal && (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }
}
