extension YAMLReader {
    /// Parses a flow sequence `[a, b]` or flow mapping `{a: b}` at the cursor; it may span lines.
    mutating func parseFlowCollection(depth: Int) throws(SyntaxError) -> Node {
        try checkDepth(depth)
        let location = cursor.location
        let start = cursor.offset
        let isSequence = cursor.peek() == .openBracket
        let closing: UInt8 = isSequence ? .closeBracket : .closeBrace
        cursor.advance()
        let savedUnclosed = unclosedFlow
        // A comment of a collection that closed after all hid no bracket.
        if savedUnclosed == nil { lastFlowComment = nil }
        unclosedFlow = (location, isSequence)
        let savedOutermost = outermostFlowList
        if !isSequence {
            outermostFlowList = nil
        } else if outermostFlowList == nil {
            outermostFlowList = (start, location)
        }
        defer {
            unclosedFlow = savedUnclosed
            outermostFlowList = savedOutermost
        }
        var items: [Node] = []
        var entries: [MappingEntry] = []
        var firstLocations: [String: SourceLocation] = [:]
        while true {
            try skipFlowWhitespace()
            if cursor.isAtEnd {
                throw unclosedCollection(isList: isSequence, at: location)
            }
            if cursor.peek() == closing {
                cursor.advance()
                break
            }
            if isSequence {
                let item = try parseFlowNode(depth: depth)
                try skipFlowWhitespace()
                if cursor.peek() == .colon {
                    throw pairInFlowList(at: cursor.location, listStart: outermostFlowList?.offset ?? start, listLocation: outermostFlowList?.location ?? location)
                }
                items.append(item)
            } else {
                let key = try parseFlowKey()
                let name = key.scalar?.text ?? ""
                if let first = firstLocations[name] {
                    throw SyntaxError(.duplicateKey(name), at: key.location, note: .firstDefinition(of: name, at: first))
                }
                firstLocations[name] = key.location
                try skipFlowWhitespace()
                var value = Node(
                    .scalar(Scalar("", style: .plain, contentLocation: cursor.location)),
                    at: cursor.location, sourceRange: cursor.offset..<cursor.offset)
                if cursor.peek() == .colon {
                    cursor.advance()
                    try skipFlowWhitespace()
                    if cursor.peek() != .comma && cursor.peek() != closing {
                        try rejectInvisibleStart()
                        value = try parseFlowNode(depth: depth)
                    }
                }
                entries.append(MappingEntry(key: key, value: value))
            }
            try skipFlowWhitespace()
            if cursor.peek() == .comma {
                cursor.advance()
            } else if cursor.peek() != closing {
                if cursor.isAtEnd { continue }
                if cursor.line > location.line {
                    throw unclosedCollection(isList: isSequence, at: location, note: .expectedFlowSeparator(isList: isSequence, at: cursor.location))
                }
                let next = cursor.peek()
                var bracket: Character? = next == UInt8(ascii: "{") ? "{" : next == UInt8(ascii: "[") ? "[" : nil
                // `joined(separator: "-")`: the value stopped at a label's `: ` inside its call.
                if bracket == nil, next == .colon, let last = entries.last, openBrackets(before: cursor.offset, in: last.value) > 0 { bracket = ":" }
                // `isEmpty ? "none" : name`: the value stopped at a conditional's ` : `.
                let isConditional = bracket == nil && next == .colon && entries.last?.value.scalar.map { $0.style == .plain && $0.text.contains(" ? ") } == true
                if isConditional { bracket = ":" }
                // `{ type: "Int" from: count }`: the next key, after a value without its `,`.
                if bracket == nil, !isSequence, let last = entries.last, let key = keyAtCursor(),
                   last.value.sourceRange.upperBound >= cursor.lineStart, last.value.sourceRange.upperBound <= cursor.offset {
                    let end = SourceLocation(line: cursor.line, column: last.value.sourceRange.upperBound - cursor.lineStart + 1)
                    throw SyntaxError(.missingFlowSeparator(isList: false, beforeKey: key), at: cursor.location, replacing: SourceRange(from: end, to: end))
                }
                // `{ type: Int from: count }`: the next key read into a plain value without its `,`.
                if bracket == nil, !isSequence, next == .colon, let last = entries.last, let scalar = last.value.scalar, scalar.style == .plain,
                   last.value.sourceRange.lowerBound >= cursor.lineStart, let space = scalar.text.utf8.lastIndex(of: .space),
                   case let key = String(decoding: scalar.text.utf8[scalar.text.utf8.index(after: space)...], as: UTF8.self), IdentifierRules.isValid(key),
                   last.value.sourceRange.upperBound == cursor.offset || cursor.bytes[last.value.sourceRange.upperBound..<cursor.offset].allSatisfy(\.isInlineWhitespace)
                {
                    // `{ stars: Int _ comment: String }`: the `,` goes before the `_` of a value without a label.
                    let before = scalar.text.utf8[..<space]
                    let marker = before.last == UInt8(ascii: "_") && before.dropLast().last == .space ? 2 : 0
                    let offset = last.value.sourceRange.lowerBound + scalar.text.utf8.distance(from: scalar.text.utf8.startIndex, to: space) - marker
                    let end = SourceLocation(line: cursor.line, column: offset - cursor.lineStart + 1)
                    throw SyntaxError(.missingFlowSeparator(isList: false, beforeKey: key), at: end, replacing: SourceRange(from: end, to: end))
                }
                // A quoted value or a `[ ]` or `{ }` that Swift goes on after (`"n" + "m"`,
                // `[Int]?`, `'it's'`): the whole entry's value was meant.
                if bracket == nil, !isSequence, let last = entries.last, let whole = wholeValueAfterClosedValue(last.value) {
                    throw SyntaxError(
                        .textAfterValue(whole.closed, wholeLine: whole.text, isMappingValue: false, cutBy: whole.apostrophe ? "'" : nil),
                        at: cursor.location, replacing: whole.range)
                }
                let quoting = bracket == nil ? nil : entries.last.flatMap { entry in
                    quotingValue(entry.value, isType: !Self.expressionKeys.contains(entry.key.scalar?.text ?? ""))
                }
                throw SyntaxError(
                    .missingFlowSeparator(isList: isSequence, bracket: bracket, quoted: quoting?.replacement, afterConditional: isConditional), at: cursor.location,
                    replacing: quoting?.range)
            }
        }
        let content: Node.Content = isSequence ? .sequence(items) : .mapping(entries)
        return Node(content, at: location, sourceRange: start..<cursor.offset)
    }

    /// The name at the cursor when it reads as a key of a mapping, a name and `: `.
    func keyAtCursor() -> String? {
        let bytes = cursor.bytes
        var end = cursor.offset
        while end < bytes.count, bytes[end] != .colon, !bytes[end].isInlineWhitespace, bytes[end] != .lineFeed { end += 1 }
        guard end + 1 < bytes.count, bytes[end] == .colon, bytes[end + 1].isInlineWhitespace else { return nil }
        let name = String(decoding: bytes[cursor.offset..<end], as: UTF8.self)
        return IdentifierRules.isValid(name) ? name : nil
    }

    /// Whether `text` reads as a type rather than as a string's words or an expression: a valid
    /// type whose first type name is capitalized (`[String]`, `[any Equatable]`, `[os.Logger]`,
    /// `[(id: Int, name: String)]`), not `[draft]`. Keywords, attributes, tuple labels and
    /// module names before a `.` are passed over, and so are leading underscores.
    static func readsAsType(_ text: String) -> Bool {
        guard TypeTextRules.problem(in: text) == nil else { return false }
        let modifiers: Set<String> = ["any", "some", "inout", "borrowing", "consuming", "sending", "each", "repeat", "throws", "async"]
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index].isLetter || characters[index] == "_" else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            let word = String(characters[index..<end])
            let next = characters[end...].first { $0 != " " }
            let isAttribute = index > 0 && characters[index - 1] == "@"
            if !modifiers.contains(word), !isAttribute, next != ":", next != "." {
                return word.drop { $0 == "_" }.first?.isUppercase == true
            }
            index = end
        }
        return false
    }

    /// The keys whose values are Swift expressions, where typographic quotes around a value
    /// (`“[x]”`) may be meant as a string's; every other value in `{ }` that a fix-it quotes
    /// is a type (`type`, an input's, a label's, a short-form field's) when it reads as one.
    static let expressionKeys: Set<String> = ["from", "to", "given", "expect", "initial", "send", "dispatches"]

    /// The edit that quotes a plain value inside `{ }` that a `{` or `[` in it (a closure's or a
    /// literal's brackets), or a `: ` inside its call's parentheses, cut short at the cursor:
    /// from the value's start to the `,` or `}` that ends it once its brackets are balanced, on
    /// the same line; `nil` when there is none.
    /// - Parameter isType: Whether the value is a type, which typographic quotes around it
    ///   (`“[String]”`) were meant to quote: the fix-it writes YAML's in their place.
    private func quotingValue(_ value: Node, isType: Bool = false) -> (range: SourceRange, replacement: String)? {
        let bytes = cursor.bytes
        let start = value.sourceRange.lowerBound
        guard value.scalar?.style == .plain, start >= cursor.lineStart, start < cursor.offset else { return nil }
        // Once its brackets are balanced, a `,` or `}` ends it; the line's end does not.
        let scan = Self.scanValue(in: bytes, after: cursor.offset, openBrackets: openBrackets(before: cursor.offset, in: value))
        guard scan.endsEntry else { return nil }
        let end = scan.end
        let range = SourceRange(
            from: SourceLocation(line: cursor.line, column: start - cursor.lineStart + 1),
            to: SourceLocation(line: cursor.line, column: end - cursor.lineStart + 1))
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        // `“[String]”`: quotes an editor curled, which YAML does not read as quotes, give way to YAML's.
        if isType, let first = text.first, let last = text.last, text.count > 2, "“‘„".contains(first), "”’“".contains(last),
           case let inner = String(text.dropFirst().dropLast()), Self.readsAsType(inner) {
            text = inner
        }
        return (range, yamlQuoted(text))
    }

    /// A value inside `{ }` that ended at its closing quote or `]` with more text after it on
    /// its line (`"n" + "m"`, `[Int]?`): what it is, the whole value up to the entry's end, and
    /// its range; for a single-quoted value that goes on to another `'` (`'it's'`), the text
    /// between the outer quotes, unescaped (`apostrophe`). `nil` for another value, or one on
    /// several lines.
    private func wholeValueAfterClosedValue(_ value: Node) -> (closed: DiagnosticMessage.ClosedValue, text: String, range: SourceRange, apostrophe: Bool)? {
        let bytes = cursor.bytes
        let start = value.sourceRange.lowerBound
        let closed: DiagnosticMessage.ClosedValue
        if let scalar = value.scalar {
            guard scalar.style == .singleQuoted || scalar.style == .doubleQuoted else { return nil }
            closed = .quotedText
        } else {
            guard value.sequenceItems != nil else { return nil }
            closed = .list
        }
        guard start >= cursor.lineStart, start < cursor.offset else { return nil }
        var end = Self.endOfValue(in: bytes, after: cursor.offset)
        if value.scalar?.style == .singleQuoted {
            // `'it's'`: up to the next lone `'` on the line that a `,` or `}` follows.
            var index = cursor.offset
            while index < bytes.count, bytes[index] != .lineFeed {
                if bytes[index] == .singleQuote {
                    if index + 1 < bytes.count, bytes[index + 1] == .singleQuote {
                        index += 2
                        continue
                    }
                    let next = bytes[(index + 1)...].first { !$0.isInlineWhitespace }
                    if next == .comma || next == .closeBrace {
                        end = index + 1
                        break
                    }
                }
                index += 1
            }
        }
        guard end > cursor.offset, end <= bytes.count, !bytes[start..<end].contains(.lineFeed) else { return nil }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        let range = SourceRange(
            from: SourceLocation(line: cursor.line, column: start - cursor.lineStart + 1),
            to: SourceLocation(line: cursor.line, column: end - cursor.lineStart + 1))
        if value.scalar?.style == .singleQuoted, text.utf8.count > 2, text.hasSuffix("'") {
            return (closed, String(text.dropFirst().dropLast()).replacing("''", with: "'"), range, true)
        }
        return (closed, text, range, false)
    }

    /// How many `(` and `[` a plain `value` that ends at `offset` leaves open.
    private func openBrackets(before offset: Int, in value: Node) -> Int {
        guard value.scalar?.style == .plain else { return 0 }
        var depth = 0
        for byte in cursor.bytes[value.sourceRange.lowerBound..<max(value.sourceRange.lowerBound, offset)] {
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth = max(0, depth - 1) }
        }
        return depth
    }

    /// Skips spaces, line breaks and comments between flow tokens.
    mutating func skipFlowWhitespace() throws(SyntaxError) {
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == .space {
                cursor.advance()
            } else if byte == .tab {
                cursor.advance()
            } else if byte == .lineFeed {
                cursor.advanceLineBreak()
                if cursor.isAtDocumentMarker {
                    throw SyntaxError(.documentMarkerInFlow, at: cursor.location)
                }
                try checkContinuationIndentation()
            } else if byte == .hash && (cursor.offset == cursor.lineStart || cursor.peek(-1).isInlineWhitespace) {
                let hash = cursor.location
                let start = cursor.offset
                while !cursor.isAtEnd && cursor.peek() != .lineFeed { cursor.advance() }
                lastFlowComment = (hash, String(decoding: cursor.bytes[start..<cursor.offset], as: UTF8.self))
            } else {
                return
            }
        }
    }

    /// Parses a key of a flow mapping.
    mutating func parseFlowKey() throws(SyntaxError) -> Node {
        switch cursor.peek() {
        case .openBracket, .openBrace:
            throw SyntaxError(.collectionAsKey, at: cursor.location)
        case .singleQuote, .doubleQuote:
            return try parseQuotedScalar()
        default:
            try rejectIndicator(inKey: true, inFlow: true)
            let node = try parseFlowPlainScalar()
            if node.scalar?.text == "<<" {
                throw SyntaxError(.unsupportedMergeKey, at: node.location)
            }
            return node
        }
    }

    /// Parses a value inside a flow collection.
    mutating func parseFlowNode(depth: Int) throws(SyntaxError) -> Node {
        switch cursor.peek() {
        case .openBracket, .openBrace:
            return try parseFlowCollection(depth: depth + 1)
        case .singleQuote, .doubleQuote:
            return try parseQuotedScalar()
        case .pipe, .greaterThan:
            throw SyntaxError(.blockScalarInFlow(indicator: cursor.peek()), at: cursor.location)
        case .hyphen where cursor.isBlankOrEnd(1) || cursor.peek(1).isFlowIndicator:
            throw SyntaxError(.listItemInFlow, at: cursor.location)
        default:
            try rejectIndicator(inKey: false, inFlow: true)
            return try parseFlowPlainScalar()
        }
    }

    /// Parses plain text inside a flow collection: it ends at `,`, `[`, `]`, `{`, `}`,
    /// at `: `, or at a comment, and folds across lines.
    mutating func parseFlowPlainScalar() throws(SyntaxError) -> Node {
        let location = cursor.location
        let start = cursor.offset
        var text: [UInt8] = []
        var end = start
        var pendingBreaks = -1
        while true {
            let segmentStart = cursor.offset
            var segmentEnd = segmentStart
            while !cursor.isAtEnd {
                let byte = cursor.peek()
                if byte == .lineFeed || byte.isFlowIndicator { break }
                if byte == .colon {
                    let next = cursor.peek(1)
                    if next == .space || next == .tab || next == .lineFeed || next == 0 || next.isFlowIndicator { break }
                }
                if byte == .hash && cursor.offset > segmentStart && cursor.peek(-1).isInlineWhitespace { break }
                cursor.advance()
                if !byte.isInlineWhitespace { segmentEnd = cursor.offset }
            }
            if segmentEnd > segmentStart {
                if pendingBreaks == 0 {
                    text.append(.space)
                } else if pendingBreaks > 0 {
                    text.append(contentsOf: repeatElement(UInt8.lineFeed, count: pendingBreaks))
                }
                text.append(contentsOf: cursor.bytes[segmentStart..<segmentEnd])
                end = segmentEnd
            }
            guard cursor.peek() == .lineFeed else { break }
            // A line break: the text continues if the next line holds more of it.
            let resume = cursor
            var lineBreaks = 0
            while cursor.peek() == .lineFeed {
                cursor.advanceLineBreak()
                if cursor.isAtDocumentMarker {
                    throw SyntaxError(.documentMarkerInFlow, at: cursor.location)
                }
                try checkContinuationIndentation()
                lineBreaks += 1
                cursor.skipInlineWhitespace()
            }
            let next = cursor.peek()
            let continues = !cursor.isAtEnd && !next.isFlowIndicator && next != .hash
                && !(next == .colon && (cursor.isBlankOrEnd(1) || cursor.peek(1).isFlowIndicator))
            if !continues {
                cursor = resume
                break
            }
            pendingBreaks = lineBreaks - 1
        }
        var scalar = Scalar(String(decoding: text, as: UTF8.self), style: .plain, contentLocation: location)
        scalar.isInFlowCollection = true
        return Node(.scalar(scalar), at: location, sourceRange: start..<end)
    }

    /// An `UnclosedCollection` error for the collection opened at `location`: at the comment
    /// that holds its closing bracket where one does on the collection's last line (` #`
    /// started a comment the user meant as part of a value), else at the opening, with `note`.
    func unclosedCollection(isList: Bool, at location: SourceLocation, note: Diagnostic.Note? = nil) -> SyntaxError {
        if let comment = lastFlowComment, comment.text.contains(isList ? "]" : "}"), comment.location.line == cursor.endOfPreviousText.line {
            return SyntaxError(.unclosedCollection(isList: isList, commentHidesClose: true), at: comment.location)
        }
        return SyntaxError(.unclosedCollection(isList: isList), at: location, note: note)
    }

    /// Whether `list`, `[…]` on one line, holds `label: Type` pairs (`[title: String, _ id:
    /// Int]`), each label a lower-case name and each type an upper-case one: associated values
    /// or properties written in the brackets of a list, rather than a Swift dictionary type
    /// (`[String: Int]`) or literal (`["a": 1]`, `[id: name]`).
    static func readsAsLabels(_ list: String) -> Bool {
        let inner = list.dropFirst().dropLast()
        guard !inner.contains("["), !inner.contains("("), !inner.contains("{") else { return false }
        let pairs = inner.split(separator: ",")
        return !pairs.isEmpty && pairs.allSatisfy { pair in
            let parts = pair.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return false }
            var label = parts[0].drop { $0 == " " }
            if label.hasPrefix("_ ") { label = label.dropFirst(2) }
            let type = parts[1].drop { $0 == " " }
            let isName = String(label).trimmingWhitespace().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            return isName && label.first?.isLowercase == true && type.first?.isUppercase == true
        }
    }

    /// Whether `list` (`[accountId: 2]`) is the value of a key that takes a mapping of names
    /// (an example's `inputs`), or its names are those of a store feature's mapping (`[state:
    /// SettingsState, reducer: settingsReducer]`): a mapping written in brackets, not a Swift
    /// dictionary.
    func readsAsNamedValues(_ list: String) -> Bool {
        let inner = list.dropFirst().dropLast()
        guard !inner.contains("["), !inner.contains("("), !inner.contains("{"), !inner.contains("\""), !inner.contains("'") else { return false }
        let pairs = inner.split(separator: ",").map { $0.split(separator: ":", maxSplits: 1) }
        guard !pairs.isEmpty, pairs.allSatisfy({ $0.count == 2 }) else { return false }
        let names = pairs.map { String($0[0]).trimmingWhitespace() }
        guard names.allSatisfy(IdentifierRules.isValid) else { return false }
        // A store's feature or field: its keys that no field or action has.
        let storeEntryKeys = Self.entryKeys.subtracting(Self.fieldAndActionKeys)
        return valueKey == "inputs" || names.allSatisfy(storeEntryKeys.contains)
    }

    /// A `PairInFlowList` error at `location`, in the list that starts at the byte
    /// `listStart`, at `listLocation`: a list closed on its line (`[String: Int]`, `[:]`) is
    /// most likely Swift, which the fix-it quotes.
    func pairInFlowList(at location: SourceLocation, listStart: Int, listLocation: SourceLocation) -> SyntaxError {
        // `given AppState(people: [1: p])`: the line's key took in the start of the value,
        // whose `: ` ended it, and the list is Swift's dictionary inside it.
        if let error = keyTakingQuoteStart(onLineStartingAt: cursor.lineStart) { return error }
        let bytes = cursor.bytes
        var depth = 0
        var offset = listStart
        var quote: UInt8?
        while offset < bytes.count, bytes[offset] != .lineFeed {
            let byte = bytes[offset]
            if let open = quote {
                // A double-quoted string's `\"` does not close it.
                if byte == .backslash && open == .doubleQuote {
                    offset += 2
                    continue
                }
                if byte == open { quote = nil }
            } else if byte == .doubleQuote || byte == .singleQuote {
                quote = byte
            } else if byte == .openBracket || byte == .openBrace || byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == .closeBracket || byte == .closeBrace || byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    let list = String(decoding: bytes[listStart...offset], as: UTF8.self)
                    let isLabelList = Self.readsAsLabels(list) || readsAsNamedValues(list)
                    // Swift goes on after the list (`[Int: Item]?`, `[1: 2].count`): the
                    // fix-it quotes the whole value.
                    let valueEnd = isLabelList ? offset + 1 : Self.endOfValue(in: bytes, after: offset + 1)
                    let value = String(decoding: bytes[listStart..<valueEnd], as: UTF8.self)
                    let end = SourceLocation(line: listLocation.line, column: listLocation.column + valueEnd - listStart)
                    // A value that goes on on the lines below is more than one line to quote.
                    let goesOn = !isLabelList && Self.continuesBelow(in: bytes, lineOf: listStart, valueEnd: valueEnd)
                    return SyntaxError(
                        .pairInFlowList(list, value: goesOn ? nil : value, isLabelList: isLabelList, labelsName: Self.readsAsLabels(list) ? nil : "names and values",
                                        goesOn: goesOn), at: location,
                        replacing: goesOn ? nil : SourceRange(from: listLocation, to: end))
                }
            }
            offset += 1
        }
        return SyntaxError(.pairInFlowList(), at: location)
    }

    /// Whether the value that ends at `valueEnd` on the line of `offset` goes on below it: it
    /// ends the line (no `,` or `}` after it there), and the next line that holds text is
    /// indented deeper than this one, or as deep where the value starts its line (a value on
    /// the line below its key, whose lines line up).
    static func continuesBelow(in bytes: [UInt8], lineOf offset: Int, valueEnd: Int) -> Bool {
        var index = valueEnd
        while index < bytes.count, bytes[index].isInlineWhitespace || bytes[index] == UInt8(ascii: "\r") { index += 1 }
        guard index < bytes.count, bytes[index] == .lineFeed else { return false }
        let lineStart = (bytes[..<offset].lastIndex(of: .lineFeed) ?? -1) + 1
        let indentation = bytes[lineStart...].prefix { $0 == .space }.count
        let startsLine = lineStart + indentation == offset
        var next = index + 1
        while next < bytes.count {
            let spaces = bytes[next...].prefix { $0 == .space }.count
            let first = next + spaces < bytes.count ? bytes[next + spaces] : .lineFeed
            if first != .lineFeed && first != UInt8(ascii: "\r") && first != .hash { return spaces > indentation || (startsLine && spaces == indentation) }
            next = (bytes[next...].firstIndex(of: .lineFeed) ?? bytes.count) + 1
        }
        return false
    }

    /// The offset where a value that goes on at `start`, on the same line, ends: before a
    /// `,` or an unmatched closing bracket outside brackets and quotes (the end of an entry
    /// of a `{ }` mapping), a ` #` comment or the line's end, less trailing blanks.
    static func endOfValue(in bytes: [UInt8], after start: Int) -> Int {
        scanValue(in: bytes, after: start, openBrackets: 0).end
    }

    /// ``endOfValue(in:after:)`` for a value that has `openBrackets` brackets open before
    /// `start`, and whether a `,` or unmatched closing bracket ended it (`endsEntry`), not the
    /// line's end or a comment.
    static func scanValue(in bytes: [UInt8], after start: Int, openBrackets: Int) -> (end: Int, endsEntry: Bool) {
        var depth = openBrackets
        var quote: UInt8?
        var offset = start
        var end = start
        scan: while offset < bytes.count {
            let byte = bytes[offset]
            if byte == .lineFeed { break }
            if let open = quote {
                if byte == .backslash && open == .doubleQuote {
                    offset += 2
                    end = min(offset, bytes.count)
                    continue
                }
                if byte == open { quote = nil }
            } else {
                switch byte {
                case .lineFeed, UInt8(ascii: "\r"): break scan
                case .hash where offset > start && bytes[offset - 1].isInlineWhitespace: break scan
                case .doubleQuote, .singleQuote: quote = byte
                case .openBracket, .openBrace, UInt8(ascii: "("): depth += 1
                case .closeBracket, .closeBrace, UInt8(ascii: ")"):
                    if depth == 0 { break scan }
                    depth -= 1
                case .comma where depth == 0: break scan
                default: break
                }
            }
            offset += 1
            if !byte.isInlineWhitespace || quote != nil { end = offset }
        }
        let endsEntry = offset < bytes.count && quote == nil
            && [UInt8.comma, .closeBracket, .closeBrace, UInt8(ascii: ")")].contains(bytes[offset]) && depth == 0
        return (end, endsEntry)
    }
}
