/// Reads the YAML subset of connector-gen specs into a tree of located ``Node``s.
///
/// The subset: block and flow collections, plain, quoted, literal and folded scalars,
/// comments, one leading `---`. Anchors, aliases, tags, directives, several documents,
/// merge keys, complex keys, tab indentation and duplicate keys are rejected with an
/// error naming the feature. In block context, a plain scalar after `key: ` runs to the
/// end of its line, so Swift expressions like `.load(id: id)` need no quotes.
package struct YAMLReader {
    /// The deepest nesting of collections accepted.
    package static let maximumDepth = 64

    var cursor: Cursor
    /// The indentation of the block collection around the quoted text or flow collection
    /// being read: its continuation lines must be indented more (-1 at the top level).
    var continuationIndent = -1
    /// The key whose value is being read in a block mapping, if any: a spec's prose keys
    /// (`name`, `noExample`) hold words, the others Swift code or names.
    var valueKey: String?
    /// Where the innermost flow collection being read opens, and whether it is a list.
    var unclosedFlow: (location: SourceLocation, isList: Bool)?
    /// The indentations of the block lists the reader is in, outermost first.
    var listIndents: [Int] = []
    /// The last comment inside `{ }` or `[ ]`, from its `#`: where it holds the collection's
    /// closing bracket on the collection's last line, that is the bracket the user meant to
    /// close it with, which ` #` made a comment.
    var lastFlowComment: (location: SourceLocation, text: String)?
    /// Where the outermost of the flow lists being read opens, counting out from the innermost
    /// to the first flow mapping: its byte offset and location (`[[String: Int]]` as a whole).
    var outermostFlowList: (offset: Int, location: SourceLocation)?
    /// The indentation of the entries of the block collection that the current line ended,
    /// when it ended one: a line indented between that and its parent's entries belongs to
    /// one of the two, and the error says which indentations would do.
    var endedIndent: Int?
    /// Whether the collection of ``endedIndent`` is a list.
    var endedIsList = false
    /// The `|` or `>` block that ended last: its content's indentation, and the line after it.
    /// That line, indented less than the block and read as no key, was meant as its last line
    /// (a closure's `}` one space short).
    var endedBlockScalar: (indent: Int, nextLine: Int, indicator: Character)?
    /// The `#` comment line, indented less than the block, that ended the last `|` or `>`
    /// block (``endedBlockScalar``): where its `#` is, its byte offset, and whether the block
    /// holds words (`noExample: |`) rather than Swift code.
    var endingComment: (location: SourceLocation, offset: Int, isProse: Bool)?

    /// Reads a whole document.
    ///
    /// - Returns: The root node, or `nil` for a document with no content.
    package static func read(_ buffer: SourceBuffer) throws(SyntaxError) -> Node? {
        var reader = YAMLReader(cursor: Cursor(bytes: buffer.bytes))
        return try reader.readDocument()
    }

    /// Reads a whole document from raw bytes, checking the encoding first.
    package static func read(bytes: [UInt8]) throws(SyntaxError) -> Node? {
        try read(SourceBuffer(bytes))
    }

    /// Reads a whole document from a string.
    package static func read(_ text: String) throws(SyntaxError) -> Node? {
        try read(bytes: Array(text.utf8))
    }

    // MARK: - Lines and indentation

    /// Skips lines holding only whitespace or a comment; leaves the cursor at the start of a line.
    mutating func skipBlankLines() throws(SyntaxError) {
        while !cursor.isAtEnd {
            let start = cursor.offset
            cursor.skipInlineWhitespace()
            let byte = cursor.peek()
            if byte == .lineFeed || byte == .hash {
                cursor.skipToNextLine()
            } else if cursor.isAtEnd {
                return
            } else {
                cursor.offset = start
                return
            }
        }
    }

    /// The number of leading spaces on the current line; a tab among them is an error.
    func lineIndentation() throws(SyntaxError) -> Int {
        var count = 0
        while cursor.peek(count) == .space { count += 1 }
        if InvisibleCharacters.at(cursor.bytes, cursor.offset + count) != nil { throw invisibleIndentation(after: count) }
        if cursor.peek(count) == .tab {
            let location = SourceLocation(line: cursor.line, column: cursor.column + count + 1)
            // A file indented with tabs alone is indented with spaces by one edit.
            if count == 0, let edit = TabIndentationEdit.edit(in: cursor.bytes) {
                throw SyntaxError(.tabIndentation(lines: edit.lines, replacement: edit.replacement), at: location, replacing: edit.range)
            }
            // One line among lines indented with spaces: like its sibling above.
            if let edit = TabIndentationEdit.lineEdit(in: cursor.bytes, lineStart: cursor.lineStart, line: cursor.line) {
                throw SyntaxError(.tabIndentationLine(spaces: edit.spaces, replacement: edit.replacement), at: location, replacing: edit.range)
            }
            throw SyntaxError(.tabIndentation, at: location)
        }
        return count
    }

    /// An `InvisibleCharacter` error for the character after the first `spaces` of the line:
    /// its edit writes the line's indentation, spaces and such characters alike, as spaces
    /// (one for each that looks like one).
    func invisibleIndentation(after spaces: Int) -> SyntaxError {
        let bytes = cursor.bytes
        var end = cursor.offset + spaces
        var replacement = String(repeating: " ", count: spaces)
        while end < bytes.count {
            if bytes[end] == .space {
                replacement += " "
                end += 1
            } else if let (scalar, length) = InvisibleCharacters.at(bytes, end) {
                if InvisibleCharacters.isSpace(scalar) { replacement += " " }
                end += length
            } else {
                break
            }
        }
        let (scalar, _) = InvisibleCharacters.at(bytes, cursor.offset + spaces)!
        // Columns are 1-based; the cursor's, 0-based.
        let lineStart = SourceLocation(line: cursor.line, column: cursor.column + 1)
        return SyntaxError(
            .invisibleCharacter(InvisibleCharacters.name(of: scalar)!, "in the indentation", isSpace: InvisibleCharacters.isSpace(scalar), replacement: replacement),
            at: SourceLocation(line: cursor.line, column: lineStart.column + spaces),
            replacing: SourceRange(from: lineStart, to: SourceLocation(line: cursor.line, column: lineStart.column + end - cursor.offset)))
    }

    /// Moves past the current line's indentation.
    mutating func consumeIndentation() throws(SyntaxError) {
        cursor.advance(try lineIndentation())
    }

    func checkDepth(_ depth: Int) throws(SyntaxError) {
        if depth > Self.maximumDepth {
            throw SyntaxError(.nestingTooDeep(maximum: Self.maximumDepth), at: cursor.location)
        }
    }

    // MARK: - Block structure

    /// Moves to the next line with content. Returns whether it continues the block
    /// collection at `indent` (the cursor is then past its indentation); a line indented
    /// deeper than the collection's entries is an error.
    mutating func moveToNextEntry(indent: Int, isList: Bool) throws(SyntaxError) -> Bool {
        try skipBlankLines()
        if cursor.isAtEnd || cursor.isAtDocumentMarker { return false }
        let indentation = try lineIndentation()
        if indentation < indent {
            endedIndent = indent
            endedIsList = isList
            return false
        }
        cursor.advance(indentation)
        // `-name: b`, a list item without its space, however it is indented.
        if Self.startsListItemWithoutSpace(cursor.bytes, at: cursor.offset), looksLikeMappingKey() {
            var keyEnd = cursor.offset
            while keyEnd < cursor.bytes.count, cursor.bytes[keyEnd] != .colon, cursor.bytes[keyEnd] != .lineFeed { keyEnd += 1 }
            throw listItemWithoutSpace(cursor.text(cursor.offset..<keyEnd), at: cursor.location, dashOffset: cursor.offset)
        }
        if indentation > indent {
            if let inner = endedIndent, inner > indentation {
                // A list item belongs with the items of a list, where only one of the two
                // collections is a list. (A line that reads as a key may continue a value, or
                // belong to a mapping inside the list: no edit says which.)
                let belongsWith: Int? = isAtSequenceEntry ? (isList ? indent : endedIsList ? inner : nil) : nil
                throw SyntaxError(
                    .indentationBetween(indentation, inner: inner, outer: indent, isList: isList, innerIsList: endedIsList, belongsWith: belongsWith), at: cursor.location,
                    replacing: belongsWith == nil ? nil : SourceRange(from: SourceLocation(line: cursor.line, column: 1), to: cursor.location))
            }
            // An entry of the collection's kind is one it was meant to continue.
            let isEntry = isList ? isAtSequenceEntry : looksLikeMappingKey()
            if !isEntry, let error = lineOfEndedBlockScalar(indentation: indentation) { throw error }
            if !isEntry, let error = lineAfterCommentThatEndedBlockScalar(indentation: indentation) { throw error }
            // `heading   # a note` over its keys: a name and a comment, its `:` missing.
            if isEntry, let above = previousContentLine(), above.indentation < indentation,
               keyOverBlockWithoutColon(onLineAt: above.offset) != nil {
                throw missingColon(at: above.location, offset: above.offset)
            }
            // `viewState:` over `songs: "[Song]"` at its own indentation, and the other fields
            // under it: the first field is the one out of line.
            if isEntry, !isList, let above = previousContentLine(), above.indentation == indent,
               case let keyEnd = cursor.bytes[above.offset...].prefix(while: { $0 != .lineFeed }).firstIndex(of: .colon),
               let keyEnd, let parent = emptyKeyAbove(lineOf: above.offset), parent.indentation == indent,
               case let key = String(decoding: cursor.bytes[above.offset..<keyEnd], as: UTF8.self), IdentifierRules.isValid(key) {
                throw SyntaxError(
                    .inconsistentIndentation(indentation, entriesIndented: indent, isList: false, linesUp: true, firstKeyOf: (key, parent.name)),
                    at: cursor.location, replacing: SourceRange(from: above.location, to: above.location))
            }
            throw SyntaxError(
                .inconsistentIndentation(indentation, entriesIndented: indent, isList: isList, linesUp: isEntry), at: cursor.location,
                replacing: isEntry ? SourceRange(from: SourceLocation(line: cursor.line, column: 1), to: cursor.location) : nil)
        }
        endedIndent = nil
        return true
    }

    /// After a `- `: a tab in the blanks before a nested block list or mapping would indent it.
    func rejectTabBeforeBlockCollection(from start: Int) throws(SyntaxError) {
        guard let tab = cursor.bytes[start..<cursor.offset].firstIndex(of: .tab) else { return }
        if isAtSequenceEntry || looksLikeMappingKey() {
            throw SyntaxError(.tabIndentation, at: SourceLocation(line: cursor.line, column: tab - cursor.lineStart + 1))
        }
    }

    /// Whether the cursor is at a block sequence entry: `-` followed by a blank or the end.
    var isAtSequenceEntry: Bool { cursor.peek() == .hyphen && cursor.isBlankOrEnd(1) }

    /// Parses the node that starts at the cursor, in block context.
    /// - Parameter isMappingValue: Whether the node is the value of a block mapping's key at
    ///   `parentIndent`, rather than a list item.
    mutating func parseBlockNode(parentIndent: Int, depth: Int, isMappingValue: Bool = false) throws(SyntaxError) -> Node {
        try checkDepth(depth)
        let column = cursor.column
        if isAtSequenceEntry {
            return try parseBlockSequence(indent: column, depth: depth)
        }
        if looksLikeMappingKey() {
            return try parseBlockMapping(indent: column, depth: depth, keyIndent: isMappingValue ? parentIndent : nil)
        }
        return try parseInlineValue(parentIndent: parentIndent, isMappingValue: false, depth: depth)
    }

    /// - Parameter keyIndent: The indentation of the key whose value the mapping is, if it is one.
    mutating func parseBlockMapping(indent: Int, depth: Int, keyIndent: Int? = nil) throws(SyntaxError) -> Node {
        try checkDepth(depth)
        let location = cursor.location
        let start = cursor.offset
        var end = start
        var entries: [MappingEntry] = []
        var firstLocations: [String: SourceLocation] = [:]
        while true {
            let key = try parseMappingKey()
            let name = key.scalar?.text ?? ""
            if let first = firstLocations[name] {
                if let keyIndent, !(keyIndent == 0 && Self.keysOfEmptyEntries.contains(valueKey ?? "")), let misplaced = entries.last(where: { first < $0.key.location && $0.value.scalar?.isNull == true }) {
                    let line = misplaced.key.location.line
                    throw SyntaxError(
                        .keyIndentedTooDeep(misplaced.name, indentation: indent, parentIndentation: keyIndent),
                        at: misplaced.key.location, note: .repeatedKey(name, at: key.location),
                        replacing: SourceRange(from: SourceLocation(line: line, column: 1), to: SourceLocation(line: line, column: indent + 1)))
                }
                // A list item's first key again, at the start of its line: a new item without its `- `.
                if keyIndent == nil, let list = listIndents.last, list + 2 <= indent, entries.first?.name == name, key.location.column == indent + 1 {
                    let line = key.location.line
                    throw SyntaxError(
                        .duplicateKey(name, newItemIndentation: String(repeating: " ", count: list) + "- " + String(repeating: " ", count: indent - list - 2)),
                        at: key.location, note: .firstDefinition(of: name, at: first),
                        replacing: SourceRange(from: SourceLocation(line: line, column: 1), to: SourceLocation(line: line, column: indent + 1)))
                }
                throw SyntaxError(.duplicateKey(name), at: key.location, note: .firstDefinition(of: name, at: first))
            }
            firstLocations[name] = key.location
            let savedKey = valueKey
            valueKey = name
            let value = try parseMappingValue(mappingIndent: indent, depth: depth)
            valueKey = savedKey
            end = max(end, value.sourceRange.upperBound)
            entries.append(MappingEntry(key: key, value: value))

            guard try moveToNextEntry(indent: indent, isList: false) else { break }
            if isAtSequenceEntry {
                // A mapping that is a list's item (`- name: …`), and an item lined up with its keys.
                if let list = listIndents.last, list < indent, keyIndent == nil {
                    throw SyntaxError(
                        .listItemWhereKey(listIndentation: list), at: cursor.location,
                        replacing: SourceRange(from: SourceLocation(line: cursor.line, column: 1), to: cursor.location))
                }
                throw SyntaxError(.listItemWhereKey, at: cursor.location)
            }
            if !looksLikeMappingKey() {
                if let error = lineOfEndedBlockScalar(indentation: cursor.column) { throw error }
                throw missingColon(at: cursor.location, offset: cursor.offset)
            }
        }
        cursor.rewindToLineStartIfNeeded()
        return Node(.mapping(entries), at: location, sourceRange: start..<end)
    }

    /// The error for the current line, indented `indentation`, when it comes right after a `|`
    /// or `>` block indented more (``endedBlockScalar``), which it was meant to end: its edit
    /// indents it as the block.
    func lineOfEndedBlockScalar(indentation: Int) -> SyntaxError? {
        guard let block = endedBlockScalar, block.nextLine == cursor.line, indentation < block.indent, !isAtSequenceEntry else { return nil }
        return SyntaxError(
            .indentedBelowBlockScalar(indentation, block: block.indent, indicator: block.indicator), at: cursor.location,
            replacing: SourceRange(from: SourceLocation(line: cursor.line, column: 1), to: SourceLocation(line: cursor.line, column: indentation + 1)))
    }

    /// The error for the current line, indented `indentation`, when a `#` comment indented less
    /// than the `|` or `>` block above it ended the block (``endingComment``) and the line, as
    /// deep as the block's lines, was meant to go on with it: said at the comment, whose edit
    /// indents it as the block's lines (``DiagnosticMessage/commentEndsBlockScalar(block:indicator:comment:isProse:)``
    /// says how for each kind of block).
    func lineAfterCommentThatEndedBlockScalar(indentation: Int) -> SyntaxError? {
        guard let block = endedBlockScalar, let comment = endingComment, block.nextLine < cursor.line, indentation >= block.indent else { return nil }
        // Only comments and blank lines stand between the comment and this line.
        var lineStart = (cursor.bytes[comment.offset...].firstIndex(of: .lineFeed) ?? cursor.bytes.count) + 1
        while lineStart < cursor.lineStart {
            let end = cursor.bytes[lineStart...].firstIndex(of: .lineFeed) ?? cursor.bytes.count
            let first = cursor.bytes[lineStart..<end].first { $0 != .space }
            guard first == nil || first == .hash else { return nil }
            lineStart = end + 1
        }
        let lineEnd = cursor.bytes[comment.offset...].firstIndex(of: .lineFeed) ?? cursor.bytes.count
        let text = String(decoding: cursor.bytes[(comment.offset + 1)..<lineEnd], as: UTF8.self)
        return SyntaxError(
            .commentEndsBlockScalar(block: block.indent, indicator: block.indicator, comment: text, isProse: comment.isProse), at: comment.location,
            replacing: SourceRange(from: SourceLocation(line: comment.location.line, column: 1), to: SourceLocation(line: comment.location.line, column: comment.location.column + 1)))
    }

    /// The first word of the line whose content starts at the byte `offset`, when it reads as
    /// a key a value follows (`state AppState`): a Swift identifier, then a space, then more
    /// than a comment. `nil` for a line that starts otherwise, such as an operator that
    /// continues an expression (`+ extra`, `?? fallback`).
    func keyWithoutColon(onLineAt offset: Int) -> (key: String, end: Int)? {
        let bytes = cursor.bytes
        var wordEnd = offset
        while wordEnd < bytes.count, !bytes[wordEnd].isInlineWhitespace, bytes[wordEnd] != .lineFeed, bytes[wordEnd] != .colon { wordEnd += 1 }
        var valueStart = wordEnd
        while valueStart < bytes.count, bytes[valueStart].isInlineWhitespace { valueStart += 1 }
        guard wordEnd < valueStart, valueStart < bytes.count, bytes[valueStart] != .lineFeed, bytes[valueStart] != .hash else { return nil }
        let key = String(decoding: bytes[offset..<wordEnd], as: UTF8.self)
        return IdentifierRules.isValid(key) ? (key, wordEnd) : nil
    }

    /// The name alone on the line at `offset` (`logout`, or `logout # a comment`): a key
    /// written without its `:`, and where the name ends.
    func bareName(onLineAt offset: Int) -> (name: String, end: Int)? {
        let bytes = cursor.bytes
        var end = offset
        while end < bytes.count, !bytes[end].isInlineWhitespace, bytes[end] != .lineFeed, bytes[end] != 0x0D { end += 1 }
        var rest = end
        while rest < bytes.count, bytes[rest].isInlineWhitespace { rest += 1 }
        guard end > offset, rest == bytes.count || bytes[rest] == .lineFeed || bytes[rest] == 0x0D || (rest > end && bytes[rest] == .hash) else { return nil }
        let name = String(decoding: bytes[offset..<end], as: UTF8.self)
        return IdentifierRules.isValid(name) ? (name, end) : nil
    }

    /// The nearest line above the cursor's that holds more than a comment: where its text
    /// starts (offset and location) and how deep it is indented.
    func previousContentLine() -> (offset: Int, location: SourceLocation, indentation: Int)? {
        let bytes = cursor.bytes
        var end = cursor.lineStart - 1
        var line = cursor.line - 1
        while end > 0, line > 0 {
            let start = (bytes[..<end].lastIndex(of: .lineFeed) ?? -1) + 1
            var content = start
            while content < end, bytes[content] == .space { content += 1 }
            if content < end, bytes[content] != .hash, bytes[content] != 0x0D {
                return (content, SourceLocation(line: line, column: content - start + 1), content - start)
            }
            end = start - 1
            line -= 1
        }
        return nil
    }

    /// The line's only word, when it is a name with nothing after it but a comment and the next
    /// line that holds more than a comment is deeper, or a list item as deep: a key whose `:`
    /// is missing before its block value (`viewState` over its fields, `examples` over its
    /// items). Its name, and the offset where it ends.
    func keyOverBlockWithoutColon(onLineAt offset: Int) -> (key: String, end: Int)? {
        let bytes = cursor.bytes
        var wordEnd = offset
        while wordEnd < bytes.count, !bytes[wordEnd].isInlineWhitespace, bytes[wordEnd] != .lineFeed, bytes[wordEnd] != 0x0D, bytes[wordEnd] != .colon { wordEnd += 1 }
        let key = String(decoding: bytes[offset..<wordEnd], as: UTF8.self)
        guard IdentifierRules.isValid(key) else { return nil }
        var rest = wordEnd
        while rest < bytes.count, bytes[rest].isInlineWhitespace { rest += 1 }
        guard rest == bytes.count || bytes[rest] == .lineFeed || bytes[rest] == 0x0D || (bytes[rest] == .hash && rest > wordEnd) else { return nil }
        let lineStart = (bytes[..<offset].lastIndex(of: .lineFeed) ?? -1) + 1
        let indentation = offset - lineStart
        // The next line that holds more than a comment.
        var next = (bytes[offset...].firstIndex(of: .lineFeed) ?? bytes.count) + 1
        while next < bytes.count {
            var content = next
            while content < bytes.count, bytes[content] == .space { content += 1 }
            let end = bytes[next...].firstIndex(of: .lineFeed) ?? bytes.count
            guard content == end || bytes[content] == 0x0D || bytes[content] == .hash else {
                let isItem = bytes[content] == .hyphen && (content + 1 == bytes.count || bytes[content + 1].isInlineWhitespace || bytes[content + 1] == .lineFeed)
                return content - next > indentation || (content - next == indentation && isItem) ? (key, wordEnd) : nil
            }
            next = end + 1
        }
        return nil
    }

    /// The line's first word, when it is a name followed by `:` and, with no space between,
    /// more text (`done:Bool`): its key, the offset of its `:`, and where the line's text ends.
    func keyWithoutSpaceAfterColon(onLineAt offset: Int) -> (key: String, colon: Int, end: Int)? {
        let bytes = cursor.bytes
        var colon = offset
        while colon < bytes.count, bytes[colon] != .colon, !bytes[colon].isInlineWhitespace, bytes[colon] != .lineFeed { colon += 1 }
        guard colon < bytes.count - 1, bytes[colon] == .colon, !bytes[colon + 1].isInlineWhitespace,
              bytes[colon + 1] != .lineFeed, bytes[colon + 1] != 0x0D, bytes[colon + 1] != .colon else { return nil }
        let key = String(decoding: bytes[offset..<colon], as: UTF8.self)
        guard IdentifierRules.isValid(key) else { return nil }
        var end = colon + 1
        while end < bytes.count, bytes[end] != .lineFeed, bytes[end] != 0x0D, !(bytes[end] == .hash && bytes[end - 1].isInlineWhitespace) { end += 1 }
        while end > colon + 1, bytes[end - 1].isInlineWhitespace { end -= 1 }
        return (key, colon, end)
    }

    /// A `MissingColon` error for the line whose content starts at `location`, the byte
    /// `offset`: when a value follows its first word (`state AppState`), the fix-it inserts
    /// the `:` after that word.
    func missingColon(at location: SourceLocation, offset: Int) -> SyntaxError {
        if let (key, colon, end) = keyWithoutSpaceAfterColon(onLineAt: offset) {
            let insertion = SourceLocation(line: location.line, column: location.column + colon + 1 - offset)
            if let (scalar, length) = InvisibleCharacters.at(cursor.bytes, colon + 1) {
                // `view:` and a no-break space: it looks right, and is not.
                return SyntaxError(
                    .invisibleCharacter(InvisibleCharacters.name(of: scalar)!, "after '\(key):'", isSpace: true, replacement: " "),
                    at: insertion, replacing: SourceRange(from: insertion, to: SourceLocation(line: insertion.line, column: insertion.column + length)))
            }
            let written = String(decoding: cursor.bytes[offset..<end], as: UTF8.self)
            return SyntaxError(.missingSpaceAfterColon(key: key, written: written), at: location, replacing: SourceRange(from: insertion, to: insertion))
        }
        if let (key, end) = keyOverBlockWithoutColon(onLineAt: offset) {
            let insertion = SourceLocation(line: location.line, column: location.column + end - offset)
            return SyntaxError(.missingColon(key: key, beforeBlock: true), at: location, replacing: SourceRange(from: insertion, to: insertion))
        }
        // `logout` alone on its line: a key, with no value or its value still to write.
        if let (name, end) = bareName(onLineAt: offset) {
            let insertion = SourceLocation(line: location.line, column: location.column + end - offset)
            return SyntaxError(.missingColon(key: name, isBare: true), at: location, replacing: SourceRange(from: insertion, to: insertion))
        }
        guard let (key, end) = keyWithoutColon(onLineAt: offset) else { return SyntaxError(.missingColon(), at: location) }
        let insertion = SourceLocation(line: location.line, column: location.column + end - offset)
        // `from :value`, `from = value`: the `:` written, or an `=` for it, with the space before it.
        var separatorEnd = end
        while separatorEnd < cursor.bytes.count, cursor.bytes[separatorEnd].isInlineWhitespace { separatorEnd += 1 }
        if separatorEnd < cursor.bytes.count, cursor.bytes[separatorEnd] == .colon || cursor.bytes[separatorEnd] == UInt8(ascii: "="),
           separatorEnd + 1 >= cursor.bytes.count || cursor.bytes[separatorEnd + 1] != UInt8(ascii: "=") {
            separatorEnd += 1
            while separatorEnd < cursor.bytes.count, cursor.bytes[separatorEnd].isInlineWhitespace { separatorEnd += 1 }
            let separator = String(decoding: cursor.bytes[end..<separatorEnd], as: UTF8.self)
            return SyntaxError(
                .misplacedColon(key: key, separator: separator), at: location,
                replacing: SourceRange(from: insertion, to: SourceLocation(line: insertion.line, column: insertion.column + separatorEnd - end)))
        }
        return SyntaxError(.missingColon(key: key), at: location, replacing: SourceRange(from: insertion, to: insertion))
    }

    /// A `MissingColon` error for the line starting at the byte `lineStart` when its first word
    /// is a name followed by a `{` or `[` without the `: ` between them (`open:{ with`,
    /// `open { with`), which YAML reads as one key.
    func keyTakingFlowStart(onLineStartingAt lineStart: Int) -> SyntaxError? {
        let bytes = cursor.bytes
        let (offset, keyEnd, location) = lineKey(startingAt: lineStart)
        func opensFlow(_ index: Int) -> Bool { index < bytes.count && (bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[")) }
        // The key, up to the first `: `, leaves the bracket after the name open: the `{ }` or
        // `[ ]` went on past it.
        guard let bracket = bytes[offset..<keyEnd].firstIndex(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") }) else { return nil }
        var depth = 0
        for byte in bytes[bracket..<keyEnd] {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 0 { return nil }
        }
        if let (_, colon, _) = keyWithoutSpaceAfterColon(onLineAt: offset), opensFlow(colon + 1) {
            return missingColon(at: location, offset: offset)
        }
        if let (_, end) = keyWithoutColon(onLineAt: offset) {
            var valueStart = end
            while valueStart < bytes.count, bytes[valueStart].isInlineWhitespace { valueStart += 1 }
            if opensFlow(valueStart) { return missingColon(at: location, offset: offset) }
        }
        return nil
    }

    /// The key of the line starting at `lineStart` as YAML reads it: where its text starts (past
    /// the indentation and, with `afterListMarker`, a list item's `- `), where the first `: `
    /// ends it, and the location of its start.
    func lineKey(startingAt lineStart: Int, afterListMarker: Bool = false) -> (offset: Int, keyEnd: Int, location: SourceLocation) {
        let bytes = cursor.bytes
        var offset = lineStart
        while offset < bytes.count, bytes[offset] == .space { offset += 1 }
        if afterListMarker, offset + 1 < bytes.count, bytes[offset] == .hyphen, bytes[offset + 1] == .space {
            offset += 2
            while offset < bytes.count, bytes[offset] == .space { offset += 1 }
        }
        var keyEnd = offset
        while keyEnd + 1 < bytes.count, bytes[keyEnd] != .lineFeed, !(bytes[keyEnd] == .colon && bytes[keyEnd + 1].isInlineWhitespace) { keyEnd += 1 }
        return (offset, keyEnd, SourceLocation(line: cursor.line, column: offset - lineStart + 1))
    }

    /// A `MissingColon` error (or a missing space after the `:`) for the line starting at
    /// `lineStart`, when its key took in the start of a quoted value or of a call:
    /// `given 'AppState(a: 1)'`, `given:'AppState(a: 1)'` or `send .add(title: "x")`, a name,
    /// then a value the `: ` inside it cut, which YAML read into the key; the value is then the
    /// rest of it, with text after it.
    func keyTakingQuoteStart(onLineStartingAt lineStart: Int) -> SyntaxError? {
        let bytes = cursor.bytes
        let (offset, keyEnd, location) = lineKey(startingAt: lineStart, afterListMarker: true)
        func isQuote(_ index: Int) -> Bool { index < bytes.count && (bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"")) }
        // The key, up to the first `: `, holds the opening quote alone, or leaves a call open.
        let key = bytes[offset..<keyEnd]
        let quote = key.firstIndex { $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "\"") }.flatMap { quote in
            bytes[quote..<keyEnd].filter { $0 == bytes[quote] }.count == 1 ? quote : nil
        }
        // `send .add(title: "x")`: a call whose label's `: ` ended the key, leaving the call open.
        let opensCall = key.filter { $0 == UInt8(ascii: "(") }.count > key.filter { $0 == UInt8(ascii: ")") }.count
        guard quote != nil || opensCall else { return nil }
        if let (_, colon, _) = keyWithoutSpaceAfterColon(onLineAt: offset), isQuote(colon + 1) || opensCall {
            return missingColon(at: location, offset: offset)
        }
        if let (_, end) = keyWithoutColon(onLineAt: offset) {
            var valueStart = end
            while valueStart < bytes.count, bytes[valueStart].isInlineWhitespace { valueStart += 1 }
            if valueStart == quote || opensCall { return missingColon(at: location, offset: offset) }
        }
        return nil
    }

    /// Parses the value after a block mapping key's `:`.
    mutating func parseMappingValue(mappingIndent: Int, depth: Int) throws(SyntaxError) -> Node {
        cursor.skipInlineWhitespace()
        let byte = cursor.peek()
        guard byte == .lineFeed || byte == .hash || cursor.isAtEnd else {
            return try parseInlineValue(parentIndent: mappingIndent, isMappingValue: true, depth: depth + 1)
        }
        let nullNode = Node(
            .scalar(Scalar("", style: .plain, contentLocation: cursor.location, endedAtComment: byte == .hash)),
            at: cursor.location, sourceRange: cursor.offset..<cursor.offset)
        cursor.skipToNextLine()
        try skipBlankLines()
        if cursor.isAtEnd || cursor.isAtDocumentMarker { return nullNode }
        let indentation = try lineIndentation()
        if indentation > mappingIndent {
            cursor.advance(indentation)
            return try parseBlockNode(parentIndent: mappingIndent, depth: depth + 1, isMappingValue: true)
        }
        if indentation == mappingIndent {
            cursor.advance(indentation)
            if isAtSequenceEntry {
                return try parseBlockSequence(indent: indentation, depth: depth + 1)
            }
            cursor.rewindToLineStart()
        }
        return nullNode
    }

    mutating func parseBlockSequence(indent: Int, depth: Int) throws(SyntaxError) -> Node {
        try checkDepth(depth)
        let location = cursor.location
        let start = cursor.offset
        var end = start + 1
        var items: [Node] = []
        listIndents.append(indent)
        defer { listIndents.removeLast() }
        while true {
            cursor.advance()
            let afterDash = cursor.offset
            cursor.skipInlineWhitespace()
            try rejectTabBeforeBlockCollection(from: afterDash)
            let item: Node
            let byte = cursor.peek()
            if byte == .lineFeed || byte == .hash || cursor.isAtEnd {
                let nullNode = Node(
                    .scalar(Scalar("", style: .plain, contentLocation: cursor.location)),
                    at: cursor.location, sourceRange: cursor.offset..<cursor.offset)
                cursor.skipToNextLine()
                try skipBlankLines()
                if !cursor.isAtEnd, !cursor.isAtDocumentMarker, try lineIndentation() > indent {
                    try consumeIndentation()
                    item = try parseBlockNode(parentIndent: indent, depth: depth + 1)
                } else {
                    item = nullNode
                }
            } else {
                item = try parseBlockNode(parentIndent: indent, depth: depth + 1)
            }
            end = max(end, item.sourceRange.upperBound)
            items.append(item)

            // What the item's own collections left ended, for a line at the list's column that
            // is no item: it is between them and the collection around the list.
            let itemEnded = (indent: endedIndent, isList: endedIsList)
            guard try moveToNextEntry(indent: indent, isList: true) else { break }
            if !isAtSequenceEntry {
                cursor.rewindToLineStart()
                (endedIndent, endedIsList) = itemEnded
                break
            }
        }
        return Node(.sequence(items), at: location, sourceRange: start..<end)
    }
}

extension Cursor {
    /// Moves back to the start of the current line when only indentation precedes the cursor.
    mutating func rewindToLineStartIfNeeded() {
        var index = lineStart
        while index < offset, bytes[index] == .space { index += 1 }
        if index == offset { offset = lineStart }
    }
}
