extension YAMLReader {
    // MARK: - Documents

    /// Parses the document's root node. When its first line is a key without the space after
    /// its `:` (`state:AppState`, or `state:` and a no-break space), the line is one piece of
    /// text, which the lines below cannot go on from: where the document then does not read,
    /// that is what is said.
    private mutating func parseRootReportingKeyWithoutSpace() throws(SyntaxError) -> Node {
        let (firstLine, firstOffset) = (cursor.location, cursor.offset)
        let startsLikeKey = keyWithoutSpaceAfterColon(onLineAt: firstOffset) != nil
        let root: Node
        do {
            root = try parseBlockNode(parentIndent: -1, depth: 1)
        } catch {
            throw startsLikeKey ? missingColon(at: firstLine, offset: firstOffset) : error
        }
        let resume = cursor
        try skipBlankLines()
        if startsLikeKey && !cursor.isAtEnd && !cursor.isAtDocumentMarker { throw missingColon(at: firstLine, offset: firstOffset) }
        cursor = resume
        return root
    }

    mutating func readDocument() throws(SyntaxError) -> Node? {
        try skipBlankLines()
        // A '...' before any document ends nothing.
        while cursor.isAtDocumentMarker && cursor.peek() == .period {
            try skipDocumentEnd()
        }
        if cursor.isAtEnd { return nil }
        if cursor.peek() == UInt8(ascii: "%") {
            // The edit deletes the line, and its line break.
            let location = cursor.location
            let lineEnd = cursor.bytes[cursor.offset...].firstIndex(of: .lineFeed)
            let end = lineEnd.map { _ in SourceLocation(line: location.line + 1, column: 1) }
                ?? SourceLocation(line: location.line, column: location.column + cursor.bytes.count - cursor.offset)
            throw SyntaxError(.unsupportedDirective, at: location, replacing: SourceRange(from: location, to: end))
        }
        var root: Node?
        if cursor.isAtDocumentMarker && cursor.peek() == .hyphen {
            cursor.advance(3)
            cursor.skipInlineWhitespace()
            if cursor.peek() == .lineFeed || cursor.peek() == .hash || cursor.isAtEnd {
                cursor.skipToNextLine()
                try skipBlankLines()
                if !cursor.isAtEnd && !cursor.isAtDocumentMarker {
                    try consumeIndentation()
                    root = try parseRootReportingKeyWithoutSpace()
                }
            } else {
                if looksLikeMappingKey() {
                    throw SyntaxError(.mappingOnDocumentMarkerLine, at: cursor.location)
                }
                root = try parseInlineValue(parentIndent: -1, isMappingValue: false, depth: 1)
            }
        } else {
            try consumeIndentation()
            root = try parseRootReportingKeyWithoutSpace()
        }
        try skipBlankLines()
        if cursor.isAtDocumentMarker && cursor.peek() == .period {
            while cursor.isAtDocumentMarker && cursor.peek() == .period {
                try skipDocumentEnd()
            }
            // After '...', anything but comments starts another document.
            if !cursor.isAtEnd {
                throw SyntaxError(.severalDocuments, at: cursor.location)
            }
        }
        if !cursor.isAtEnd {
            if cursor.isAtDocumentMarker {
                throw SyntaxError(.severalDocuments, at: cursor.location)
            }
            let indentation = try lineIndentation()
            cursor.advance(indentation)
            throw SyntaxError(.unmatchedIndentation(indentation), at: cursor.location)
        }
        return root
    }

    /// Moves past a `...` line and the blank lines after it; only a comment may follow the `...`.
    mutating func skipDocumentEnd() throws(SyntaxError) {
        cursor.advance(3)
        let afterMarker = cursor.offset
        cursor.skipInlineWhitespace()
        let byte = cursor.peek()
        guard cursor.isAtEnd || byte == .lineFeed || (byte == .hash && cursor.offset > afterMarker) else {
            throw SyntaxError(.textAfterDocumentEnd, at: cursor.location)
        }
        cursor.skipToNextLine()
        try skipBlankLines()
    }

    // MARK: - Continuation lines

    /// At the start of a line that continues quoted text or a flow collection: unless the line
    /// is blank or a comment, it must be indented (with spaces) more than the block collection
    /// around the value. When the line starts a new key or list item, the value was more
    /// likely never closed: then `unclosed` is the error, or the innermost open flow collection's.
    func checkContinuationIndentation(unclosed: SyntaxError? = nil) throws(SyntaxError) {
        guard continuationIndent >= 0 else { return }
        var spaces = 0
        while cursor.peek(spaces) == .space { spaces += 1 }
        var first = spaces
        while cursor.peek(first).isInlineWhitespace { first += 1 }
        let byte = cursor.peek(first)
        if byte == .lineFeed || byte == .hash || cursor.offset + first >= cursor.bytes.count { return }
        if spaces <= continuationIndent {
            let location = SourceLocation(line: cursor.line, column: cursor.column + first + 1)
            var probe = self
            probe.cursor.advance(first)
            if probe.isAtSequenceEntry || probe.looksLikeMappingKey() {
                if let unclosed { throw unclosed }
                if let (opening, isList) = unclosedFlow {
                    throw unclosedCollection(isList: isList, at: opening, note: .expectedFlowSeparator(isList: isList, at: cursor.endOfPreviousText))
                }
            }
            if cursor.peek(spaces) == .tab {
                throw SyntaxError(.tabIndentation, at: SourceLocation(line: cursor.line, column: cursor.column + spaces + 1))
            }
            throw SyntaxError(.continuationNotIndented(spaces, parentIndent: continuationIndent), at: location)
        }
    }
}

extension Cursor {
    /// The place just after the last character before the cursor that is not a blank or line break.
    var endOfPreviousText: SourceLocation {
        var index = offset - 1
        var line = self.line
        while index >= 0, bytes[index] == .space || bytes[index] == .tab || bytes[index] == .lineFeed {
            if bytes[index] == .lineFeed { line -= 1 }
            index -= 1
        }
        var start = index
        while start > 0, bytes[start - 1] != .lineFeed { start -= 1 }
        return SourceLocation(line: line, column: index - max(start, 0) + 2)
    }
}
