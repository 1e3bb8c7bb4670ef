/// A Swift file read for `adopt`: its tokens without trivia, each bracket's partner, and the
/// line breaks between tokens, which end statements.
///
/// Reading never fails: a bracket left open closes at the end of the file, a stray closing
/// bracket is ignored, and a string literal or comment left open ends the tokens. Every step
/// is linear in the file's size.
struct SwiftSourceFile {
    /// The file's path, as given.
    let path: String
    /// The lexer over the file's text, for the text of tokens.
    let lexer: SwiftLexer
    /// The file's tokens, trivia left out.
    let tokens: [SwiftLexer.Token]
    /// For each token, whether a line break comes between it and the token before.
    let startsLine: [Bool]
    /// For each opening bracket (`(`, `[`, `{`, `\(`), the index of its closing partner, or
    /// `tokens.count` when it has none; `-1` for every other token.
    let partner: [Int]
    /// Where the file first fails to read as Swift in a way that nests what follows wrongly,
    /// and how: a bracket never closed (everything after it would be inside it), or a string
    /// literal or comment never closed (nothing after it is read). A closing bracket that closes
    /// nothing is not one: it is passed over, and a regular expression literal such as
    /// `/[)]/`, which the lexer reads as code, has one. `nil` when nothing is left open.
    let malformation: (offset: Int, problem: String)?
    /// Whether the tokens stop before the end of the file, at ``malformation``: a string
    /// literal or comment never closed, after which nothing is read.
    let endsEarly: Bool
    /// Where each line starts.
    private let lines: LineTable

    /// Reads `text`, the contents of the file at `path`.
    init(path: String, text: String) {
        self.path = path
        // A byte order mark some editors write first is no code, as the compiler skips it.
        let unmarked = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        // Line breaks as Swift counts them, one character each: CRLF and a lone CR become LF.
        let text = unmarked.utf8.contains(UInt8(ascii: "\r")) ? unmarked.replacingAll("\r\n", with: "\n").replacingAll("\r", with: "\n") : unmarked
        lexer = SwiftLexer(text)
        var tokens: [SwiftLexer.Token] = []
        var startsLine: [Bool] = []
        var pendingBreak = true
        var unclosedLiteral: Int?
        for token in SwiftLexer(text) {
            if case .unclosed = token.kind {
                unclosedLiteral = token.range.lowerBound
                break
            }
            if token.isTrivia {
                if lexer.bytes[token.range].contains(UInt8(ascii: "\n")) || token.kind == .lineComment { pendingBreak = true }
                continue
            }
            tokens.append(token)
            startsLine.append(pendingBreak)
            pendingBreak = false
        }
        self.tokens = tokens
        self.startsLine = startsLine
        var partner = Array(repeating: -1, count: tokens.count)
        // The open brackets, innermost last, and how many of each kind are open: a closer
        // closes the brackets left open inside its partner; a stray one closes nothing.
        var open: [(index: Int, kind: Int)] = []
        var openCount = [0, 0, 0, 0]
        for index in tokens.indices {
            let kind = Self.bracketKind(tokens[index], in: lexer.bytes)
            guard let kind else { continue }
            if kind.isOpening {
                open.append((index, kind.kind))
                openCount[kind.kind] += 1
            } else if openCount[kind.kind] > 0 {
                while let last = open.popLast() {
                    partner[last.index] = index
                    openCount[last.kind] -= 1
                    if last.kind == kind.kind { break }
                }
            }
        }
        for (index, _) in open { partner[index] = tokens.count }
        self.partner = partner
        // A literal left open ends the tokens, which leaves brackets open: it is the cause.
        endsEarly = unclosedLiteral != nil
        if let unclosedLiteral {
            malformation = (unclosedLiteral, "a string literal or comment starts here and is never closed")
        } else if let first = open.first {
            malformation = (tokens[first.index].range.lowerBound, "this '\(lexer.text(of: tokens[first.index]))' is never closed")
        } else {
            malformation = nil
        }
        lines = LineTable(lexer.bytes)
    }

    /// Which of `( [ { \(` a token opens or closes (0 to 3), if it is a bracket.
    private static func bracketKind(_ token: SwiftLexer.Token, in bytes: [UInt8]) -> (kind: Int, isOpening: Bool)? {
        switch token.kind {
        case .interpolationStart: return (3, true)
        case .interpolationEnd: return (3, false)
        case .punctuation:
            switch bytes[token.range.lowerBound] {
            case UInt8(ascii: "("): return (0, true)
            case UInt8(ascii: ")"): return (0, false)
            case UInt8(ascii: "["): return (1, true)
            case UInt8(ascii: "]"): return (1, false)
            case UInt8(ascii: "{"): return (2, true)
            case UInt8(ascii: "}"): return (2, false)
            default: return nil
            }
        default: return nil
        }
    }

    /// The text of the token at `index`; empty past the end.
    func text(_ index: Int) -> String {
        index >= 0 && index < tokens.count ? lexer.text(of: tokens[index]) : ""
    }

    /// Whether the token at `index` is the punctuation or operator `symbol`.
    func isSymbol(_ index: Int, _ symbol: String) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        switch tokens[index].kind {
        case .punctuation, .operator: return text(index) == symbol
        default: return false
        }
    }

    /// Whether the token at `index` is the identifier or keyword `word`.
    func isWord(_ index: Int, _ word: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier && text(index) == word
    }

    /// Whether the token at `index` is an identifier.
    func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
    }

    /// The source text from the token at `range.lowerBound` to the end of the token before
    /// `range.upperBound`, comments and line breaks included; empty for an empty range.
    func text(of range: Range<Int>) -> String {
        let range = range.clamped(to: 0..<tokens.count)
        guard let first = range.first, let last = range.last else { return "" }
        return String(decoding: lexer.bytes[tokens[first].range.lowerBound..<tokens[last].range.upperBound], as: UTF8.self)
    }

    /// The tokens of `range` on one line, comments left out: one space where the source has
    /// trivia between two tokens. For type text, which a spec holds on one line.
    func compactText(of range: Range<Int>) -> String {
        let range = range.clamped(to: 0..<tokens.count)
        var bytes: [UInt8] = []
        for index in range {
            if index > range.lowerBound && tokens[index - 1].range.upperBound != tokens[index].range.lowerBound { bytes.append(UInt8(ascii: " ")) }
            bytes += lexer.bytes[tokens[index].range]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where the token at `index` starts; the end of the file past the last token.
    func location(_ index: Int) -> SourceLocation {
        location(ofOffset: index < tokens.count ? tokens[index].range.lowerBound : lexer.bytes.count)
    }

    /// Where the token at `index` ends.
    func endLocation(_ index: Int) -> SourceLocation {
        location(ofOffset: index < tokens.count ? tokens[index].range.upperBound : lexer.bytes.count)
    }

    /// The line and UTF-8 column of `offset`.
    func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(ofOffset: offset)
    }

    /// The byte offset where the tokens `range` end; the end of the file for a range that
    /// runs to the last token.
    func endOffset(of range: Range<Int>) -> Int {
        range.upperBound > 0 && range.upperBound <= tokens.count && range.upperBound > range.lowerBound
            ? tokens[range.upperBound - 1].range.upperBound : lexer.bytes.count
    }

    /// The index after the bracket group that starts at `index`, or `index + 1` for any other token.
    func after(_ index: Int) -> Int {
        index < partner.count && partner[index] >= 0 ? min(partner[index] + 1, tokens.count) : index + 1
    }
}
