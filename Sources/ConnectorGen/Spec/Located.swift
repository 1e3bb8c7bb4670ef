/// A value from a spec, with the place it was written.
package struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    package var value: Value
    /// Where it was written.
    package var location: SourceLocation

    /// Creates a located value.
    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// Swift source text from a spec: an expression, a key path or a statement body.
package struct SwiftCode: Hashable, Sendable {
    /// The code, as read from the spec.
    package var text: String
    /// Where the code's first character is in the spec.
    package var location: SourceLocation
    /// For code from a `|` or `>` block, the indentation the reader removed from each line;
    /// 0 for code on a single line.
    package var blockIndentation: Int
    /// Whether the code came from a `|` block, whose lines keep their line breaks.
    package var isLiteralBlock: Bool
    /// For code from a quoted scalar on one line, where its escapes make the spec's text
    /// longer than the code: at each offset in the code after an escape, how many columns
    /// further on the code stands in the spec (`'it''s'` holds `it's`, one column shorter).
    /// Empty when the code stands at its columns.
    package var escapeShifts: [EscapeShift] = []

    /// Columns the code's text lies behind the spec's from `offset` on.
    package struct EscapeShift: Hashable, Sendable {
        /// The UTF-8 offset in the code where the shift starts.
        package var offset: Int
        /// How many columns the code is behind the spec from there on, all escapes before counted.
        package var columns: Int
    }

    /// How many columns the code at `offset` is behind the spec, because of escapes before it.
    package func escapeShift(at offset: Int) -> Int {
        escapeShifts.last { $0.offset <= offset }?.columns ?? 0
    }

    /// `line`, the code's first line (and what follows it), with the whitespace between its
    /// tokens widened, and spaces put before a closing bracket or a comma, so that each token
    /// after an escape stands at its spec column again where that is allowed: neither changes
    /// what Swift code means. Inside a
    /// string literal, where widening would change the string, a `'` that YAML's `''` wrote is
    /// written `\'`, Swift's escape of it, as wide as the spec's `''`.
    package func atSpecColumns(_ line: Substring) -> String {
        let line = String(line)
        guard !escapeShifts.isEmpty else { return line }
        var result = ""
        var added = 0
        // For each string literal open at this point, whether it is a raw one (`#"…"#`), where
        // `\'` is no escape.
        var rawStrings: [Bool] = []
        let lexer = SwiftLexer(line)
        for token in lexer {
            var text = lexer.text(of: token)
            switch token.kind {
            case .stringStart: rawStrings.append(text.hasPrefix("#"))
            case .stringEnd: _ = rawStrings.popLast()
            case .stringText where rawStrings.last == false:
                var widened: [UInt8] = []
                for (index, byte) in lexer.bytes[token.range].enumerated() {
                    let offset = token.range.lowerBound + index
                    if byte == UInt8(ascii: "'"), escapeShift(at: offset + 1) > escapeShift(at: offset), escapeShift(at: offset + 1) > added {
                        widened.append(UInt8(ascii: "\\"))
                        added += 1
                    }
                    widened.append(byte)
                }
                text = String(decoding: widened, as: UTF8.self)
            default: break
            }
            // Spaces may go in a run of white space, or before a closing bracket or a comma
            // (`default: ""  ]`), where they change nothing; not before an operator, whose
            // meaning they would change, nor before a call's or a subscript's bracket.
            if token.kind == .whitespace || (token.kind == .punctuation && [")", "]", "}", ","].contains(text)) {
                let wanted = escapeShift(at: token.kind == .whitespace ? token.range.upperBound : token.range.lowerBound)
                if wanted > added {
                    result += String(repeating: " ", count: wanted - added)
                    added = wanted
                }
            }
            result += text
        }
        return result
    }

    /// Creates code read from a spec.
    package init(
        _ text: String, at location: SourceLocation, blockIndentation: Int = 0, isLiteralBlock: Bool = false, escapeShifts: [EscapeShift] = []
    ) {
        self.text = text
        self.location = location
        self.blockIndentation = blockIndentation
        self.isLiteralBlock = isLiteralBlock
        self.escapeShifts = escapeShifts
    }

    /// The code up to its last token: without the `//` comment that ends it, if one does, so
    /// that code written after it on the same line is not commented out. The text itself
    /// when no `//` comment follows the last token.
    package var textBeforeTrailingComment: String {
        let lexer = SwiftLexer(text)
        var end = 0
        var endsInLineComment = false
        for token in lexer {
            if token.kind == .lineComment {
                endsInLineComment = true
            } else if !token.isTrivia {
                end = token.range.upperBound
                endsInLineComment = false
            }
        }
        return endsInLineComment ? String(decoding: lexer.bytes[..<end], as: UTF8.self) : text
    }

    /// The lines of the code, without a final empty line.
    package var lines: [Substring] {
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        while lines.count > 1, lines.last?.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) == true { lines.removeLast() }
        return lines
    }
}

extension SourceLocation {
    /// The location `columns` columns further on the same line.
    func advanced(by columns: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + columns)
    }
}
