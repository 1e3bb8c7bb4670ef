extension Cursor {
    /// Scans the plain text on the rest of the line: returns where it ends (trailing blanks
    /// trimmed) and whether a ` #` comment ended it. Leaves the cursor where it was.
    func scanPlainLine() -> (end: Int, endedAtComment: Bool) {
        var index = offset
        var end = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .lineFeed { break }
            if byte == .hash && index > offset && bytes[index - 1].isInlineWhitespace {
                return (end, true)
            }
            index += 1
            if !byte.isInlineWhitespace { end = index }
        }
        return (end, false)
    }

    /// Moves past a quoted scalar that closes on this line; false if it does not.
    mutating func skipQuotedOnLine() -> Bool {
        let quote = peek()
        advance()
        while !isAtEnd && peek() != .lineFeed {
            let byte = peek()
            if quote == .doubleQuote && byte == .backslash {
                advance(peek(1) == .lineFeed ? 1 : 2)
                continue
            }
            if byte == quote {
                if quote == .singleQuote && peek(1) == .singleQuote {
                    advance(2)
                    continue
                }
                advance()
                return true
            }
            advance()
        }
        return false
    }

    /// Moves past a bracketed flow collection that closes on this line; false if it does not.
    mutating func skipBracketsOnLine() -> Bool {
        var depth = 0
        while !isAtEnd && peek() != .lineFeed {
            switch peek() {
            case .openBracket, .openBrace: depth += 1
            case .closeBracket, .closeBrace:
                depth -= 1
                if depth == 0 {
                    advance()
                    return true
                }
            default: break
            }
            advance()
        }
        return false
    }

    /// The text from the cursor to the next blank (or to a key's `:`), for messages.
    func wordAtCursor() -> String {
        var index = offset
        while index < bytes.count, !bytes[index].isInlineWhitespace, bytes[index] != .lineFeed {
            if bytes[index] == .colon, index + 1 >= bytes.count || bytes[index + 1].isInlineWhitespace || bytes[index + 1] == .lineFeed { break }
            index += 1
        }
        return text(offset..<index)
    }

    /// The text from the cursor to the end of the line, without a trailing comment or blanks;
    /// inside a flow collection, only up to the next `,`, `]` or `}`.
    func restOfLine(inFlow: Bool = false) -> String {
        var end = scanPlainLine().end
        if inFlow {
            // The entry ends at a `,`, `]` or `}` outside the brackets it opens.
            var depth = 0
            var index = offset
            while index < end {
                let byte = bytes[index]
                if depth == 0 && (byte == .comma || byte == .closeBracket || byte == .closeBrace) {
                    end = index
                } else if byte == .openBracket || byte == .openBrace || byte == UInt8(ascii: "(") {
                    depth += 1
                } else if byte == .closeBracket || byte == .closeBrace || byte == UInt8(ascii: ")") {
                    depth -= 1
                }
                index += 1
            }
        }
        return text(offset..<end).trimmingTrailingWhitespace()
    }
}
