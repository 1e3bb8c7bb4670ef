/// A position in a ``SourceBuffer`` that knows its line, so locations cost nothing to make.
struct Cursor {
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var offset = 0
    /// The 1-based line of `offset`.
    var line = 1
    /// The offset where the current line starts.
    var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The byte `ahead` places after the cursor, or 0 past the end.
    func peek(_ ahead: Int = 0) -> UInt8 {
        let index = offset + ahead
        return index < bytes.count ? bytes[index] : 0
    }

    /// The current location.
    var location: SourceLocation { SourceLocation(line: line, column: offset - lineStart + 1) }

    /// The 0-based column of the cursor.
    var column: Int { offset - lineStart }

    /// Moves past one byte that is not a line break.
    mutating func advance(_ count: Int = 1) { offset += count }

    /// Moves past the line break at the cursor.
    mutating func advanceLineBreak() {
        offset += 1
        line += 1
        lineStart = offset
    }

    /// Moves to the start of the next line, or to the end.
    mutating func skipToNextLine() {
        while offset < bytes.count, bytes[offset] != .lineFeed { offset += 1 }
        if offset < bytes.count { advanceLineBreak() }
    }

    /// Moves past spaces and tabs on the current line.
    mutating func skipInlineWhitespace() {
        while offset < bytes.count, bytes[offset] == .space || bytes[offset] == .tab { offset += 1 }
    }

    /// Moves back to the start of the current line.
    mutating func rewindToLineStart() { offset = lineStart }

    /// Whether the byte at `ahead` ends a token: a space, tab, line break or the end.
    func isBlankOrEnd(_ ahead: Int = 0) -> Bool {
        let byte = peek(ahead)
        return byte == .space || byte == .tab || byte == .lineFeed || byte == 0
    }

    /// Whether the cursor is at the start of a line that begins with `---` or `...`.
    var isAtDocumentMarker: Bool {
        guard offset == lineStart, offset + 3 <= bytes.count else { return false }
        let first = bytes[offset]
        guard first == .hyphen || first == .period else { return false }
        return bytes[offset + 1] == first && bytes[offset + 2] == first && isBlankOrEnd(3)
    }

    /// The text of `range` as a string.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let hash = UInt8(ascii: "#")
    static let colon = UInt8(ascii: ":")
    static let hyphen = UInt8(ascii: "-")
    static let period = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let question = UInt8(ascii: "?")
    static let singleQuote = UInt8(ascii: "'")
    static let doubleQuote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let pipe = UInt8(ascii: "|")
    static let greaterThan = UInt8(ascii: ">")

    /// Whether this byte is a space or a tab.
    var isInlineWhitespace: Bool { self == .space || self == .tab }

    /// Whether this byte is one of YAML's flow indicators `,[]{}`.
    var isFlowIndicator: Bool {
        self == .comma || self == .openBracket || self == .closeBracket || self == .openBrace || self == .closeBrace
    }
}
