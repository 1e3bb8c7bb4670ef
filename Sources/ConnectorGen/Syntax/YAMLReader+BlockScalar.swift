extension YAMLReader {
    /// How a block scalar treats its final line breaks.
    enum Chomping {
        /// `-`: no final line break.
        case strip
        /// The default: one final line break.
        case clip
        /// `+`: every final line break.
        case keep
    }

    /// Parses a literal (`|`) or folded (`>`) block scalar whose header is at the cursor.
    mutating func parseBlockScalar(parentIndent: Int) throws(SyntaxError) -> Node {
        let location = cursor.location
        let start = cursor.offset
        let isFolded = cursor.peek() == .greaterThan
        cursor.advance()
        var chomping: Chomping?
        var increment: Int?
        for _ in 0..<2 {
            let byte = cursor.peek()
            if chomping == nil && (byte == .hyphen || byte == UInt8(ascii: "+")) {
                chomping = byte == .hyphen ? .strip : .keep
            } else if increment == nil && byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") {
                increment = Int(byte - UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: "0") {
                let location = cursor.location
                throw SyntaxError(
                    .zeroIndentationIndicator, at: location,
                    replacing: SourceRange(from: location, to: SourceLocation(line: location.line, column: location.column + 1)))
            } else {
                break
            }
            cursor.advance()
        }
        let afterHeader = cursor.offset
        cursor.skipInlineWhitespace()
        let byte = cursor.peek()
        guard byte == .lineFeed || cursor.isAtEnd || (byte == .hash && cursor.offset > afterHeader) else {
            throw SyntaxError(.textAfterBlockIndicator(isFolded: isFolded), at: cursor.location)
        }
        cursor.skipToNextLine()

        let minimumIndent = parentIndent + 1
        let contentLine = cursor.line
        var breaks: [UInt8]
        let indent: Int
        if cursor.isAtEnd && cursor.line == location.line {
            // The header ends the file: no content, no line break.
            indent = max(parentIndent, 0) + (increment ?? 1)
            breaks = []
        } else if let increment {
            indent = max(parentIndent, 0) + increment
            breaks = scanBlockScalarBreaks(indent: indent)
        } else {
            (indent, breaks) = try scanBlockScalarIndentation(minimumIndent: minimumIndent)
        }
        if cursor.peek() == .tab && cursor.column < indent {
            throw SyntaxError(.tabIndentation, at: cursor.location)
        }

        var text: [UInt8] = []
        var lineBreak: [UInt8] = []
        var end = cursor.offset
        while isAtBlockScalarLine(indent: indent) {
            text.append(contentsOf: breaks)
            let leadingNonSpace = !cursor.peek().isInlineWhitespace
            let lineStart = cursor.offset
            while !cursor.isAtEnd && cursor.peek() != .lineFeed { cursor.advance() }
            text.append(contentsOf: cursor.bytes[lineStart..<cursor.offset])
            end = cursor.offset
            if cursor.isAtEnd {
                // A last line of only spaces ends as if with a line break, as YAML reads it.
                let onlySpaces = cursor.bytes[cursor.lineStart..<cursor.offset].allSatisfy { $0 == .space }
                lineBreak = onlySpaces ? [.lineFeed] : []
            } else {
                lineBreak = [.lineFeed]
                cursor.advanceLineBreak()
            }
            breaks = scanBlockScalarBreaks(indent: indent)
            if cursor.peek() == .tab && cursor.column < indent {
                throw SyntaxError(.tabIndentation, at: cursor.location)
            }
            guard isAtBlockScalarLine(indent: indent) else { break }
            if isFolded && !lineBreak.isEmpty && leadingNonSpace && !cursor.peek().isInlineWhitespace {
                if breaks.isEmpty { text.append(.space) }
            } else {
                text.append(contentsOf: lineBreak)
            }
        }
        switch chomping ?? .clip {
        case .strip: break
        case .clip: text.append(contentsOf: lineBreak)
        case .keep: text.append(contentsOf: lineBreak + breaks)
        }
        cursor.rewindToLineStartIfNeeded()
        if !cursor.isAtEnd {
            endedBlockScalar = (indent, cursor.line, isFolded ? ">" : "|")
            // A `#` line indented less than the block ends it: what follows at the block's
            // indentation was meant to go on with it.
            var offset = cursor.offset
            while offset < cursor.bytes.count, cursor.bytes[offset] == .space { offset += 1 }
            endingComment = offset < cursor.bytes.count && cursor.bytes[offset] == .hash && offset - cursor.offset < indent
                ? (SourceLocation(line: cursor.line, column: offset - cursor.offset + 1), offset, Self.proseKeys.contains(valueKey ?? ""))
                : nil
        }
        let scalar = Scalar(
            String(decoding: text, as: UTF8.self), style: isFolded ? .folded : .literal,
            contentLocation: SourceLocation(line: contentLine, column: indent + 1),
            blockIndentation: indent)
        return Node(.scalar(scalar), at: location, sourceRange: start..<max(end, afterHeader))
    }

    /// Finds a block scalar's indentation from its first non-empty line; returns it with
    /// the line breaks of the empty lines before that line.
    ///
    /// An empty line before that line may not have more spaces than it.
    mutating func scanBlockScalarIndentation(minimumIndent: Int) throws(SyntaxError) -> (Int, [UInt8]) {
        var breaks: [UInt8] = []
        var longestEmpty = 0
        var longestEmptyLocation: SourceLocation?
        while cursor.peek() == .space || cursor.peek() == .lineFeed {
            if cursor.peek() == .lineFeed {
                if cursor.column > longestEmpty {
                    longestEmpty = cursor.column
                    longestEmptyLocation = SourceLocation(line: cursor.line, column: 1)
                }
                breaks.append(.lineFeed)
                cursor.advanceLineBreak()
            } else {
                cursor.advance()
            }
        }
        if cursor.isAtEnd {
            // A last line of only spaces ends as if with a line break.
            if cursor.offset > cursor.lineStart { breaks.append(.lineFeed) }
            return (max(minimumIndent, longestEmpty, cursor.column), breaks)
        }
        if cursor.column >= minimumIndent && cursor.peek() != .tab, let location = longestEmptyLocation, longestEmpty > cursor.column {
            throw SyntaxError(.blockScalarEmptyLineTooLong, at: location)
        }
        return (max(minimumIndent, longestEmpty, cursor.column), breaks)
    }

    /// Whether the cursor is at a content line of a block scalar indented `indent`; at
    /// indentation 0, a document marker ends the scalar.
    func isAtBlockScalarLine(indent: Int) -> Bool {
        cursor.column == indent && !cursor.isAtEnd && !(indent == 0 && cursor.isAtDocumentMarker)
    }

    /// Moves past empty lines inside a block scalar, and past up to `indent` spaces of the
    /// next line; returns the line breaks passed.
    mutating func scanBlockScalarBreaks(indent: Int) -> [UInt8] {
        var breaks: [UInt8] = []
        let startsOnNewLine = cursor.offset == cursor.lineStart
        while cursor.column < indent && cursor.peek() == .space { cursor.advance() }
        while cursor.peek() == .lineFeed {
            breaks.append(.lineFeed)
            cursor.advanceLineBreak()
            while cursor.column < indent && cursor.peek() == .space { cursor.advance() }
        }
        // A last line of only spaces ends as if with a line break.
        if cursor.isAtEnd && cursor.offset > cursor.lineStart && (startsOnNewLine || !breaks.isEmpty) {
            breaks.append(.lineFeed)
        }
        return breaks
    }
}
