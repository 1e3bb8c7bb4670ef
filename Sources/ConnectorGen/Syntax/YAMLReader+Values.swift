extension YAMLReader {
    // MARK: - Keys

    /// Whether the rest of the current line starts with a mapping key: text followed by `:` and a blank.
    func looksLikeMappingKey() -> Bool {
        var probe = cursor
        let first = probe.peek()
        if first == .question && probe.isBlankOrEnd(1) { return true }
        if first == .singleQuote || first == .doubleQuote {
            guard probe.skipQuotedOnLine() else { return false }
            probe.skipInlineWhitespace()
            return probe.peek() == .colon && probe.isBlankOrEnd(1)
        }
        if first == .openBracket || first == .openBrace {
            guard probe.skipBracketsOnLine() else { return false }
            probe.skipInlineWhitespace()
            return probe.peek() == .colon && probe.isBlankOrEnd(1)
        }
        var previous = UInt8.space
        while !probe.isAtEnd {
            let byte = probe.peek()
            if byte == .lineFeed { return false }
            if byte == .hash && previous.isInlineWhitespace { return false }
            if byte == .colon && probe.isBlankOrEnd(1) { return true }
            previous = byte
            probe.advance()
        }
        return false
    }

    /// For a `{` at `braceAt` whose `}` on the same line is followed by `(`, a closure called in
    /// place (`{ … }()`), the offset where the call ends, before any ` #` comment and trailing
    /// blanks; `nil` otherwise. Quoted text inside is skipped.
    static func endOfClosureCall(_ bytes: [UInt8], braceAt start: Int) -> Int? {
        var depth = 0
        var parentheses = 0
        var index = start
        var quote: UInt8?
        var closed: Int?
        while index < bytes.count, bytes[index] != .lineFeed {
            let byte = bytes[index]
            if let open = quote {
                if byte == .backslash { index += 1 } else if byte == open { quote = nil }
            } else if byte == .doubleQuote {
                quote = byte
            } else if byte == .openBrace {
                depth += 1
            } else if byte == .closeBrace {
                depth -= 1
                if depth == 0 && closed == nil { closed = index }
            } else if byte == UInt8(ascii: "(") {
                parentheses += 1
            } else if byte == UInt8(ascii: ")") {
                parentheses -= 1
            } else if byte == .hash, index > start, bytes[index - 1].isInlineWhitespace, depth == 0, parentheses <= 0 {
                // A YAML comment only outside the braces and the call's parentheses (`#"raw"#` is Swift).
                break
            }
            index += 1
        }
        guard let closed, closed + 1 < bytes.count, bytes[closed + 1] == UInt8(ascii: "(") else { return nil }
        var end = index
        while end > closed, bytes[end - 1].isInlineWhitespace || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// Words that start a Swift statement inside a closure, and no spec's key.
    private static let closureStatementWords: Set<String> = [
        "var", "let", "return", "guard", "if", "for", "switch", "while", "defer", "do", "try", "await",
    ]

    /// Whether the `{` at `offset` ends its line (or a `//` comment follows it) and the next
    /// line that holds text starts a Swift statement: a statement's word (`var s = AppState()`,
    /// `return s`), an assignment (`s.count = 2`, `state.items += [item]`) or a method's call
    /// (`state.items.append(item)`). Such braces are a closure's, which YAML reads as a mapping.
    static func swiftCodeFollowsBrace(_ bytes: [UInt8], at offset: Int) -> Bool {
        let carriageReturn = UInt8(ascii: "\r")
        func endsLine(_ byte: UInt8) -> Bool { byte == .lineFeed || byte == carriageReturn }
        var index = offset + 1
        while index < bytes.count, bytes[index].isInlineWhitespace { index += 1 }
        if bytes[index...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            while index < bytes.count, !endsLine(bytes[index]) { index += 1 }
        }
        guard index < bytes.count, endsLine(bytes[index]) else { return false }
        // The next line with text.
        var line: ArraySlice<UInt8> = []
        while index < bytes.count, line.isEmpty {
            while index < bytes.count, endsLine(bytes[index]) { index += 1 }
            let end = bytes[index...].firstIndex(where: endsLine) ?? bytes.count
            line = bytes[index..<end].drop { $0.isInlineWhitespace }
            index = end
        }
        func isNamePart(_ byte: UInt8) -> Bool { byte >= 0x80 || UTF8Scanning.isASCIIIdentifierContinue(byte) }
        let word = line.prefix(while: isNamePart)
        let afterWord = line.dropFirst(word.count).first
        // `for : { type: Bool, … }`: a key named like a keyword, which specs may have.
        let isKey = line.dropFirst(word.count).drop { $0.isInlineWhitespace }.first == .colon
        if closureStatementWords.contains(String(decoding: word, as: UTF8.self)), !isKey,
           afterWord == nil || afterWord == .space || afterWord == UInt8(ascii: "(") || afterWord == .openBrace {
            return true
        }
        // `name.path` then an assignment, or a method's `(`.
        let path = line.prefix { isNamePart($0) || $0 == .period || $0 == UInt8(ascii: "$") }
        guard !path.isEmpty else { return false }
        let rest = line.dropFirst(path.count)
        if rest.first == UInt8(ascii: "(") { return path.contains(.period) }
        let operators = ["= ", "+= ", "-= ", "*= ", "/= "].map { Array($0.utf8) }
        let afterSpace = rest.drop { $0.isInlineWhitespace }
        return rest.first?.isInlineWhitespace == true && operators.contains { afterSpace.starts(with: $0) }
    }

    /// Whether the text at `offset` is `-` and a letter or `_`: `-name`, a list item without
    /// its space, which no spec's key is.
    static func startsListItemWithoutSpace(_ bytes: [UInt8], at offset: Int) -> Bool {
        guard offset + 1 < bytes.count, bytes[offset] == .hyphen else { return false }
        let next = bytes[offset + 1]
        return next == UInt8(ascii: "_") || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z"))
    }

    /// The error for `-name:`, a list item without the space after its `-`, at `location`; the
    /// `-` is the byte `dashOffset`. Its edit adds the space, and one more to each line after
    /// it lined up with `name`, the item's other keys.
    func listItemWithoutSpace(_ key: String, at location: SourceLocation, dashOffset: Int) -> SyntaxError {
        let bytes = cursor.bytes
        let keyIndentation = location.column
        func lineEnd(from offset: Int) -> Int {
            var end = offset
            while end < bytes.count, bytes[end] != .lineFeed { end += 1 }
            return end
        }
        var end = lineEnd(from: dashOffset)
        var lines = [String(decoding: bytes[(dashOffset + 1)..<end], as: UTF8.self)]
        // The item's lines: those indented as far as its keys or further (their values,
        // comments among them), and blank lines between them, which stay blank.
        var pending: [String] = []
        // Only when the first of them is lined up with the name after the `-`: keys already
        // indented for `- name` stay.
        var shiftsFollowing: Bool?
        while end < bytes.count {
            let next = end + 1
            var indentation = 0
            while next + indentation < bytes.count, bytes[next + indentation] == .space { indentation += 1 }
            let nextEnd = lineEnd(from: next)
            let text = String(decoding: bytes[next..<nextEnd], as: UTF8.self)
            if text.allSatisfy({ $0 == " " || $0 == "\r" }) {
                pending.append(text)
                end = nextEnd
                continue
            }
            if shiftsFollowing == nil { shiftsFollowing = indentation == keyIndentation }
            guard shiftsFollowing == true, indentation >= keyIndentation else { break }
            lines += pending + [" " + text]
            pending = []
            end = nextEnd
        }
        // Blank lines after the item are not its own.
        if !pending.isEmpty { end -= pending.reduce(0) { $0 + $1.utf8.count + 1 } }
        let afterDash = SourceLocation(line: location.line, column: location.column + 1)
        let last = SourceLocation(line: location.line + lines.count - 1, column: lines.count == 1 ? afterDash.column + lines[0].utf8.count : lines.last!.utf8.count)
        return SyntaxError(
            .listItemWithoutSpace(key, replacement: " " + lines.joined(separator: "\n")), at: location, replacing: SourceRange(from: afterDash, to: last))
    }

    /// Parses a block mapping key and its `:`.
    mutating func parseMappingKey() throws(SyntaxError) -> Node {
        let location = cursor.location
        let start = cursor.offset
        switch cursor.peek() {
        case .question where cursor.isBlankOrEnd(1):
            throw SyntaxError(.unsupportedComplexKey, at: location)
        case .openBracket, .openBrace:
            throw SyntaxError(.collectionAsKey, at: location)
        case .singleQuote, .doubleQuote:
            let key = try parseQuotedScalar()
            cursor.skipInlineWhitespace()
            cursor.advance()  // the ':' that looksLikeMappingKey found
            return key
        default:
            try rejectIndicator(inKey: true)
            var end = cursor.offset
            while !(cursor.peek() == .colon && cursor.isBlankOrEnd(1)) {
                cursor.advance()
                if !cursor.peek(-1).isInlineWhitespace { end = cursor.offset }
            }
            cursor.advance()
            let text = cursor.text(start..<end)
            if text == "<<" {
                throw SyntaxError(.unsupportedMergeKey, at: location)
            }
            // `-name: refresh`: a list item without its space, which no spec's key is.
            if Self.startsListItemWithoutSpace(cursor.bytes, at: start) {
                throw listItemWithoutSpace(text, at: location, dashOffset: start)
            }
            return Node(
                .scalar(Scalar(text, style: .plain, contentLocation: location)),
                at: location, sourceRange: start..<end)
        }
    }

    // MARK: - Values that start on the current line

    /// Parses a value that starts at the cursor, on a line that may hold a key before it.
    ///
    /// - Parameter isMappingValue: Whether the value follows `key: `; such plain values
    ///   run to the end of the line (the one relaxation of YAML connector-gen makes).
    mutating func parseInlineValue(parentIndent: Int, isMappingValue: Bool, depth: Int) throws(SyntaxError) -> Node {
        let byte = cursor.peek()
        switch byte {
        case .pipe, .greaterThan:
            return try parseBlockScalar(parentIndent: parentIndent)
        case .singleQuote, .doubleQuote:
            let start = cursor.offset
            let saved = continuationIndent
            continuationIndent = parentIndent
            defer { continuationIndent = saved }
            let node = try parseQuotedScalar()
            try finishLineAfterValue(start: start, value: .quotedText, isMappingValue: isMappingValue)
            return node
        case .openBracket, .openBrace:
            let start = cursor.offset
            let saved = continuationIndent
            continuationIndent = parentIndent
            defer { continuationIndent = saved }
            // `given: {` with Swift statements on the lines below: a closure, not a mapping.
            if byte == .openBrace, Self.swiftCodeFollowsBrace(cursor.bytes, at: start) { throw SyntaxError(.closureAsMapping, at: cursor.location) }
            let braceLocation = cursor.location
            let node: Node
            do {
                node = try parseFlowCollection(depth: depth)
            } catch {
                // `{ a ? b : String(x) }()` on one line, which YAML cannot read as a mapping.
                guard byte == .openBrace, let end = Self.endOfClosureCall(cursor.bytes, braceAt: start) else { throw error }
                let whole = String(decoding: cursor.bytes[start..<end], as: UTF8.self)
                throw SyntaxError(
                    .textAfterValue(.mapping, wholeLine: whole, isMappingValue: isMappingValue, continuesAsSwift: true), at: braceLocation,
                    replacing: SourceRange(
                        from: braceLocation, to: SourceLocation(line: braceLocation.line, column: braceLocation.column + (end - start))))
            }
            // `{ a ? b : c }()` reads as a mapping of odd entries; `{ type: Int, from: x }` as a field's.
            let mayBeClosure = node.mappingEntries.map { !$0.isEmpty && !$0.contains { Self.fieldAndActionKeys.contains($0.name) } } ?? false
            try finishLineAfterValue(start: start, value: byte == .openBracket ? .list : .mapping, isMappingValue: isMappingValue, mayBeClosure: mayBeClosure)
            return node
        case .hyphen where cursor.isBlankOrEnd(1):
            throw SyntaxError(.listOnKeyLine, at: cursor.location)
        default:
            try rejectIndicator(inKey: false)
            if isMappingValue { try rejectInvisibleStart() }
            return try parsePlainScalar(parentIndent: parentIndent, isMappingValue: isMappingValue)
        }
    }

    /// After a quoted scalar or flow collection: only a comment may follow on the line.
    ///
    /// - Parameter mayBeClosure: Whether the value is a mapping that is no field's or action's
    ///   (none of its keys is `type`, `from`, …), as Swift code in braces reads: a `(` after it
    ///   calls a closure.
    mutating func finishLineAfterValue(start: Int, value: DiagnosticMessage.ClosedValue, isMappingValue: Bool, mayBeClosure: Bool = false) throws(SyntaxError) {
        let end = cursor.offset
        cursor.skipInlineWhitespace()
        if cursor.peek() == .hash && cursor.offset > end || cursor.peek() == .lineFeed || cursor.isAtEnd {
            cursor.skipToNextLine()
            return
        }
        // Up to the end of the line, or to a ` #` comment after the value.
        var lineEnd = cursor.offset
        while lineEnd < cursor.bytes.count, cursor.bytes[lineEnd] != .lineFeed,
            !(cursor.bytes[lineEnd] == .hash && cursor.bytes[lineEnd - 1].isInlineWhitespace)
        {
            lineEnd += 1
        }
        // A closure called in place runs to the end of its call, whatever ` #` its arguments hold.
        if value == .mapping, mayBeClosure, cursor.peek() == UInt8(ascii: "("), let end = Self.endOfClosureCall(cursor.bytes, braceAt: start) {
            lineEnd = max(lineEnd, end)
        }
        let whole = cursor.text(start..<lineEnd).trimmingTrailingWhitespace()
        // A Swift comment after the value (`{ type: Int } // the count`) becomes a YAML comment.
        let after = cursor.text(cursor.offset..<lineEnd).trimmingTrailingWhitespace()
        if after.hasPrefix("//") {
            let text = String(after.dropFirst(2)).trimmingWhitespace()
            let yamlComment = (cursor.offset > end ? "" : " ") + (text.isEmpty ? "#" : "# " + text)
            throw SyntaxError(
                .textAfterValue(value, wholeLine: whole, isMappingValue: isMappingValue, swiftComment: after, yamlComment: yamlComment),
                at: cursor.location,
                replacing: SourceRange(from: cursor.location, to: SourceLocation(line: cursor.line, column: cursor.location.column + after.utf8.count)))
        }
        // `open:{ with: { id: Int }, to: .open(id) }`: the line's key took in the `{`, and the
        // value is the `{ }` after the `: ` inside it; the `: ` after the name is what is missing.
        if let error = keyTakingFlowStart(onLineStartingAt: cursor.lineStart) { throw error }
        // `given 'AppState(a: 1)'`: the same, with a quote.
        if let error = keyTakingQuoteStart(onLineStartingAt: cursor.lineStart) { throw error }
        // `'.play'# plays all`: a comment meant, without the space YAML needs before its `#`.
        if after.hasPrefix("#"), cursor.offset == end {
            throw SyntaxError(.textAfterValue(value, wholeLine: whole, isMappingValue: isMappingValue, hashWithoutSpace: true), at: cursor.location, replacing: SourceRange(from: cursor.location, to: cursor.location))
        }
        // The fix-it quotes the value and the text after it, which start at `start` on this line.
        let wholeStart = SourceLocation(line: cursor.line, column: start - cursor.lineStart + 1)
        let isOnThisLine = start >= cursor.lineStart
        // `'"it's " + name'`: a quote inside cut the text that the outer quotes were meant to
        // hold, so the text is what stands between them.
        var text = whole
        var cutBy: Character?
        // Only single quotes: Swift has no such literal, while `"Hello, " + name + "!"` is Swift.
        if value == .quotedText, let quote = whole.first, quote == "'", whole.count > 2, whole.last == quote {
            text = String(whole.dropFirst().dropLast())
            cutBy = quote
        }
        // `{ … }()`: a closure called in place, which is Swift as a whole.
        let continuesAsSwift = value == .mapping && mayBeClosure && after.first == "("
        throw SyntaxError(
            .textAfterValue(value, wholeLine: text, isMappingValue: isMappingValue, cutBy: cutBy, continuesAsSwift: continuesAsSwift), at: cursor.location,
            replacing: isOnThisLine
                ? SourceRange(from: wholeStart, to: SourceLocation(line: cursor.line, column: wholeStart.column + whole.utf8.count)) : nil)
    }

    /// The names of YAML's own tags (`!!str`), which a fix-it removes from before a value; any
    /// other `!!…` may be Swift (`!!flag`).
    static let yamlTagNames: Set<String> = [
        "str", "int", "float", "bool", "null", "map", "seq", "binary", "timestamp", "set", "omap", "pairs", "merge", "value", "yaml",
    ]

    /// Rejects a value that starts with an indicator YAML reserves.
    func rejectIndicator(inKey: Bool, inFlow: Bool = false) throws(SyntaxError) {
        let location = cursor.location
        let word = cursor.wordAtCursor()
        // What a fix-it quotes: a key's word, or the whole value; and where it is.
        var quotable: String { inKey ? word : cursor.restOfLine(inFlow: inFlow) }
        // The edit quotes a value that is text as written (`!flag`, `@Sendable () -> Void`): a
        // key is wrong in another way.
        var quotableRange: SourceRange? {
            guard !inKey else { return nil }
            return SourceRange(from: location, to: SourceLocation(line: location.line, column: location.column + quotable.utf8.count))
        }
        // An anchor, or one of YAML's own tags (`!!str`), before a value on its line: the word
        // and the blanks after it, which the edit removes. (A single `!` may be Swift's `!`, as
        // in `!items.isEmpty && ready`: that value is quoted instead.)
        // Only where a name follows (`&s AppState`, `!!str [Int]`): before an operator
        // (`!!value && ready`, `&& x`) the text is Swift, whose meaning removing would change.
        var removableBeforeValue: SourceRange? {
            guard !inKey, word.utf8.count > 1, let nameStart = word.unicodeScalars.dropFirst(word.hasPrefix("!!") ? 2 : 1).first,
                nameStart == "_" || nameStart.properties.isAlphabetic
            else { return nil }
            let rest = quotable
            guard rest.utf8.count > word.utf8.count, rest.hasPrefix(word) else { return nil }
            let after = rest.utf8.dropFirst(word.utf8.count)
            let blanks = after.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            guard blanks > 0, let next = after.dropFirst(blanks).first,
                UTF8Scanning.isASCIIIdentifierStart(next) || next >= 0x80 || "[('\"".utf8.contains(next)
            else { return nil }
            return SourceRange(from: location, to: SourceLocation(line: location.line, column: location.column + word.utf8.count + blanks))
        }
        switch cursor.peek() {
        case UInt8(ascii: "&"):
            if let range = removableBeforeValue { throw SyntaxError(.unsupportedAnchor(word, beforeValue: ()), at: location, replacing: range) }
            throw SyntaxError(.unsupportedAnchor(word), at: location)
        case UInt8(ascii: "*"):
            throw SyntaxError(.unsupportedAlias(word), at: location)
        case UInt8(ascii: "!"):
            if Self.yamlTagNames.contains(String(word.dropFirst(2))), word.hasPrefix("!!"), let range = removableBeforeValue {
                throw SyntaxError(.unsupportedTag(word, beforeValue: ()), at: location, replacing: range)
            }
            throw SyntaxError(.unsupportedTag(word, text: quotable), at: location, replacing: quotableRange)
        case UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            // `to .set(let: `let`)`: the line's key took in the start of the value, whose `: ` ended it.
            if !inKey, let error = keyTakingQuoteStart(onLineStartingAt: cursor.lineStart) { throw error }
            throw SyntaxError(.reservedIndicator(cursor.peek(), text: quotable), at: location, replacing: quotableRange)
        case .comma where inFlow:
            throw SyntaxError(.emptyFlowEntry, at: location)
        case .comma, .closeBracket, .closeBrace, .hash:
            throw SyntaxError(.indicatorAtStart(cursor.peek(), text: quotable), at: location)
        case .question where cursor.isBlankOrEnd(1):
            throw SyntaxError(.unsupportedComplexKey, at: location)
        case .colon where cursor.isBlankOrEnd(1):
            throw SyntaxError(.colonWithoutKey, at: location)
        default:
            return
        }
    }

    /// The key on the line above the line of `offset`, past blank and comment lines, when it is
    /// as deep as that line and has no value on its line (`count:`): its name and indentation.
    /// The line number of the key whose value starts at `offset`, when the line above it with
    /// content is `examples:` (with nothing after it), less indented: the key starts an example
    /// written without its `- `.
    func exampleWithoutDash(keyAt offset: Int) -> Int? {
        let bytes = cursor.bytes
        func lineStart(before end: Int) -> Int { (bytes[..<end].lastIndex(of: .lineFeed)).map { $0 + 1 } ?? 0 }
        let keyLineStart = lineStart(before: offset)
        let keyIndentation = bytes[keyLineStart...].prefix { $0 == .space }.count
        // `- name: …` is an example with its `- `.
        guard keyLineStart + keyIndentation < bytes.count, bytes[keyLineStart + keyIndentation] != .hyphen else { return nil }
        var above = keyLineStart
        while above > 0 {
            above = lineStart(before: above - 1)
            let indentation = bytes[above...].prefix { $0 == .space }.count
            let content = bytes[(above + indentation)...].prefix { $0 != .lineFeed && $0 != 0x0D }
            if content.allSatisfy(\.isInlineWhitespace) || content.first == .hash { continue }
            let text = String(decoding: content, as: UTF8.self)
            guard indentation < keyIndentation, text == "examples:" || text.hasPrefix("examples: #") else { return nil }
            return bytes[..<keyLineStart].filter { $0 == .lineFeed }.count + 1
        }
        return nil
    }

    func emptyKeyAbove(lineOf offset: Int) -> (name: String, indentation: Int)? {
        let bytes = cursor.bytes
        func lineStart(before end: Int) -> Int { (bytes[..<end].lastIndex(of: .lineFeed)).map { $0 + 1 } ?? 0 }
        func indentation(at start: Int) -> Int { bytes[start...].prefix { $0 == .space }.count }
        let start = lineStart(before: offset)
        var above = start
        while above > 0 {
            above = lineStart(before: above - 1)
            let content = bytes[(above + indentation(at: above))...].prefix { $0 != .lineFeed && $0 != 0x0D }
            if content.allSatisfy(\.isInlineWhitespace) || content.first == .hash { continue }
            guard indentation(at: above) == indentation(at: start), let colon = content.firstIndex(of: .colon),
                bytes[(colon + 1)...].prefix(while: { $0 != .lineFeed && $0 != 0x0D }).drop(while: \.isInlineWhitespace).first.map({ $0 == .hash }) ?? true
            else { return nil }
            let name = String(decoding: content[..<colon], as: UTF8.self)
            return IdentifierRules.isValid(name) ? (name, indentation(at: above)) : nil
        }
        return nil
    }

    /// Throws when a value starts with a character nobody sees (`state: ` and a no-break
    /// space), which YAML reads as the value's first character.
    func rejectInvisibleStart() throws(SyntaxError) {
        guard let (scalar, length) = InvisibleCharacters.at(cursor.bytes, cursor.offset),
            let name = InvisibleCharacters.name(of: scalar)
        else { return }
        let location = cursor.location
        throw SyntaxError(
            .invisibleCharacter(name, "at the start of a value", isSpace: false, replacement: ""), at: location,
            replacing: SourceRange(from: location, to: SourceLocation(line: location.line, column: location.column + length)))
    }

    // MARK: - Plain scalars

    /// Parses a plain scalar in block context: the rest of the line up to a ` #` comment,
    /// folded with any more-indented continuation lines.
    mutating func parsePlainScalar(parentIndent: Int, isMappingValue: Bool) throws(SyntaxError) -> Node {
        let location = cursor.location
        let start = cursor.offset
        // Whether the scalar starts its line, or a list item's (`- name empty`), where a key
        // could have been meant.
        let startsLine = cursor.bytes[cursor.lineStart..<start].allSatisfy { $0 == .space || $0 == .hyphen }
        var text: [UInt8] = []
        var (segmentEnd, endedAtComment) = cursor.scanPlainLine()
        text.append(contentsOf: cursor.bytes[start..<segmentEnd])
        var end = segmentEnd
        cursor.skipToNextLine()
        // Whether a line has continued the first.
        var continued = false
        while !endedAtComment && !cursor.isAtEnd {
            let resume = cursor
            var lineBreaks = 0
            while true {
                cursor.skipInlineWhitespace()
                guard cursor.peek() == .lineFeed else { break }
                cursor.advanceLineBreak()
                lineBreaks += 1
            }
            cursor.rewindToLineStart()
            var indentation = 0
            while cursor.peek(indentation) == .space { indentation += 1 }
            var contentStart = indentation
            while cursor.peek(contentStart).isInlineWhitespace { contentStart += 1 }
            let first = cursor.peek(contentStart)
            if cursor.isAtEnd || indentation <= parentIndent || first == .hash || first == 0 || cursor.isAtDocumentMarker {
                cursor = resume
                break
            }
            cursor.advance(contentStart)
            let segmentStart = cursor.offset
            (segmentEnd, endedAtComment) = cursor.scanPlainLine()
            if let colon = cursor.bytes[segmentStart..<segmentEnd].indices.first(where: {
                cursor.bytes[$0] == .colon && ($0 + 1 == segmentEnd || cursor.bytes[$0 + 1].isInlineWhitespace)
            }) {
                // A key below a line at its indentation that starts like a key without its `:`,
                // or without the space after it: that one was meant as a key too (`type String`
                // or `state:AppState` above `from: x`).
                if startsLine && indentation == location.column - 1, colon > segmentStart,
                    IdentifierRules.isValid(String(decoding: cursor.bytes[segmentStart..<colon], as: UTF8.self)),
                    keyWithoutColon(onLineAt: start) != nil || keyWithoutSpaceAfterColon(onLineAt: start) != nil || bareName(onLineAt: start) != nil
                {
                    throw missingColon(at: location, offset: start)
                }
                // A name alone on its line, and a key deeper on the next (`titles` over
                // `type: String`): the name was meant as the key of the block below it.
                if startsLine, !continued, indentation > location.column - 1, keyOverBlockWithoutColon(onLineAt: start) != nil,
                    IdentifierRules.isValid(String(decoding: cursor.bytes[segmentStart..<colon], as: UTF8.self))
                {
                    throw missingColon(at: location, offset: start)
                }
                // A line that goes on with code whose bracket is still open above (`f(a,` over
                // `b: 1)`, or over `"Title: " + b)`, whose `: ` is in a string) or before its `: `
                // is an argument, not a key: the value wants a `|` block.
                let before = String(decoding: text + [.space] + cursor.bytes[segmentStart..<colon], as: UTF8.self)
                let continuesCode = !Self.proseKeys.contains(valueKey ?? "")
                    && [String(decoding: text, as: UTF8.self), before].contains { ExpressionRules.problem(in: $0)?.unclosedBracket != nil }
                // A continued line that reads as a key was meant as one: it is one level too deep.
                let isKey = isMappingValue && !continuesCode
                    && IdentifierRules.isValid(String(decoding: cursor.bytes[segmentStart..<colon], as: UTF8.self))
                // `- name: x` deeper than its list's other items.
                let segment = cursor.bytes[segmentStart..<colon]
                let isListItem = !isKey && !continuesCode && segment.starts(with: [.hyphen, .space])
                    && IdentifierRules.isValid(String(decoding: segment.dropFirst(2).drop { $0 == .space }, as: UTF8.self))
                // `count:` with nothing after it, then `type: Int` beside it and `from: x` deeper:
                // the key above the line was meant under the empty one, as deep as the line. Only
                // for the keys a named field, action or store feature takes (``entryKeys``).
                let lineKey = String(decoding: cursor.bytes[segmentStart..<colon], as: UTF8.self)
                if isKey, !startsLine, Self.entryKeys.contains(valueKey ?? ""), Self.entryKeys.contains(lineKey),
                    let above = emptyKeyAbove(lineOf: start), above.indentation > 0, indentation > above.indentation
                {
                    let keyLine = SourceLocation(line: location.line, column: 1)
                    throw SyntaxError(
                        .colonInContinuedValue(underEmptyKey: above.name, keyLine: location.line, by: indentation - above.indentation),
                        at: SourceLocation(line: cursor.line, column: colon - cursor.lineStart + 1), replacing: SourceRange(from: keyLine, to: keyLine))
                }
                // `examples:` over `name: adds` and `given: …` deeper: an example without its `- `.
                if isKey, !startsLine, valueKey == "name", indentation == parentIndent + 2, let keyLine = exampleWithoutDash(keyAt: start) {
                    let dash = SourceLocation(line: keyLine, column: parentIndent + 1)
                    throw SyntaxError(
                        .colonInContinuedValue(listItemWithoutDash: "name", keyLine: keyLine),
                        at: SourceLocation(line: cursor.line, column: colon - cursor.lineStart + 1), replacing: SourceRange(from: dash, to: dash))
                }
                throw SyntaxError(
                    .colonInContinuedValue(keyIndentation: isKey ? parentIndent : nil, continuesCode: continuesCode, isListItem: isListItem),
                    at: SourceLocation(line: cursor.line, column: colon - cursor.lineStart + 1),
                    replacing: isKey ? SourceRange(
                        from: SourceLocation(line: cursor.line, column: 1),
                        to: SourceLocation(line: cursor.line, column: segmentStart - cursor.lineStart + 1)) : nil)
            }
            if lineBreaks == 0 {
                text.append(.space)
            } else {
                text.append(contentsOf: repeatElement(UInt8.lineFeed, count: lineBreaks))
            }
            text.append(contentsOf: cursor.bytes[segmentStart..<segmentEnd])
            end = segmentEnd
            continued = true
            cursor.skipToNextLine()
        }
        let scalar = Scalar(
            String(decoding: text, as: UTF8.self), style: .plain, contentLocation: location,
            endedAtComment: endedAtComment)
        return Node(.scalar(scalar), at: location, sourceRange: start..<end)
    }

    /// The keys of a spec whose values are words, not code: a bracket left open there is prose's
    /// (`name: shows the title :(`), not an argument list going on below.
    static let proseKeys: Set<String> = ["name", "noExample"]

    /// The keys of a field's or a view action's mapping (`{ type: Int, from: x }`).
    static let fieldAndActionKeys: Set<String> = ["type", "from", "set", "with", "to", "noExample", "dispatches"]

    /// The keys of the named mappings of specs: a field's or an action's, and a store's field's
    /// (`type`, `initial`) or feature's (`state`, `action`, `reducer`, `initial`).
    static let entryKeys = fieldAndActionKeys.union(["initial", "state", "action", "reducer"])

    /// The top-level keys whose mapping may hold keys without a value: a store's `actions`,
    /// where one names an action without values (`logout:`). A key there written again is a
    /// duplicate, not a sign that the empty one is indented too deep.
    static let keysOfEmptyEntries: Set<String> = ["actions"]

    // MARK: - Quoted scalars

    /// Parses a single- or double-quoted scalar, which may span lines.
    mutating func parseQuotedScalar() throws(SyntaxError) -> Node {
        let location = cursor.location
        let start = cursor.offset
        let quote = cursor.peek()
        let isDouble = quote == .doubleQuote
        cursor.advance()
        let contentLocation = cursor.location
        var text: [UInt8] = []
        var whitespaceRunStart: Int?
        while true {
            if cursor.isAtEnd {
                throw SyntaxError(.unclosedQuote(isDouble: isDouble), at: location)
            }
            let byte = cursor.peek()
            if byte == quote {
                if !isDouble && cursor.peek(1) == .singleQuote {
                    text.append(.singleQuote)
                    cursor.advance(2)
                    whitespaceRunStart = nil
                    continue
                }
                cursor.advance()
                break
            }
            if byte == .lineFeed {
                if let run = whitespaceRunStart { text.removeSubrange(run...) }
                whitespaceRunStart = nil
                try foldQuotedLineBreak(into: &text, escaped: false, opening: (location, start))
                continue
            }
            if isDouble && byte == .backslash {
                whitespaceRunStart = nil
                if cursor.peek(1) == .lineFeed {
                    cursor.advance()
                    try foldQuotedLineBreak(into: &text, escaped: true, opening: (location, start))
                    continue
                }
                try parseEscape(into: &text, quoteStart: (start, location))
                continue
            }
            if byte.isInlineWhitespace {
                if whitespaceRunStart == nil { whitespaceRunStart = text.count }
            } else {
                whitespaceRunStart = nil
            }
            text.append(byte)
            cursor.advance()
        }
        let style: Scalar.Style = isDouble ? .doubleQuoted : .singleQuoted
        let scalar = Scalar(String(decoding: text, as: UTF8.self), style: style, contentLocation: contentLocation)
        return Node(.scalar(scalar), at: location, sourceRange: start..<cursor.offset)
    }

    /// Folds the line break at the cursor inside quoted text: one break becomes a space,
    /// each further empty line a `\n`; an escaped break becomes nothing.
    mutating func foldQuotedLineBreak(into text: inout [UInt8], escaped: Bool, opening: (location: SourceLocation, offset: Int)) throws(SyntaxError) {
        cursor.advanceLineBreak()
        var emptyLines = 0
        while true {
            if cursor.isAtDocumentMarker {
                throw SyntaxError(.quoteCutByDocumentMarker, at: opening.location)
            }
            try checkContinuationIndentation(unclosed: SyntaxError(.unclosedQuote(isDouble: cursor.bytes[opening.offset] == .doubleQuote), at: opening.location))
            cursor.skipInlineWhitespace()
            guard cursor.peek() == .lineFeed else { break }
            cursor.advanceLineBreak()
            emptyLines += 1
        }
        if emptyLines > 0 {
            text.append(contentsOf: repeatElement(UInt8.lineFeed, count: emptyLines))
        } else if !escaped {
            text.append(.space)
        }
    }

    /// Where the Swift expression that goes on at byte `start` of a line ends: at the end of
    /// the line, at a ` #` comment, or at a `,`, `}` or `]` outside its own brackets and string
    /// literals, which ends a value in a flow collection; trailing spaces left out.
    func expressionEnd(after start: Int) -> Int {
        let bytes = cursor.bytes
        var index = start
        var depth = 0
        var end = start
        while index < bytes.count, bytes[index] != .lineFeed {
            let byte = bytes[index]
            if byte == .hash && index > start && bytes[index - 1].isInlineWhitespace { break }
            if depth == 0 && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")) { break }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case .doubleQuote:
                // A string literal: its escapes and brackets are its own.
                index += 1
                while index < bytes.count, bytes[index] != .doubleQuote, bytes[index] != .lineFeed { index += bytes[index] == .backslash ? 2 : 1 }
            default: break
            }
            index += 1
            if !byte.isInlineWhitespace { end = min(index, bytes.count) }
        }
        return end
    }

    /// Parses one escape sequence of a double-quoted scalar whose opening quote is at
    /// `quoteStart` (its byte offset and location).
    mutating func parseEscape(into text: inout [UInt8], quoteStart: (offset: Int, location: SourceLocation)) throws(SyntaxError) {
        let location = cursor.location
        let code = cursor.peek(1)
        let simple: [UInt8: UInt32] = [
            UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, .tab: 9,
            UInt8(ascii: "n"): 10, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13,
            UInt8(ascii: "e"): 27, .space: 32, .doubleQuote: 34, UInt8(ascii: "/"): 47, .backslash: 92,
            UInt8(ascii: "N"): 0x85, UInt8(ascii: "_"): 0xA0, UInt8(ascii: "L"): 0x2028, UInt8(ascii: "P"): 0x2029,
        ]
        if let value = simple[code] {
            text.append(contentsOf: Array(String(Character(UnicodeScalar(value)!)).utf8))
            cursor.advance(2)
            return
        }
        let digits: Int
        switch code {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        case UInt8(ascii: "(") where quoteStart.location.line == location.line:
            // `"\(count) items"`: a Swift string literal with an interpolation, when it closes on its line.
            var end = quoteStart.offset + 1
            while end < cursor.bytes.count, cursor.bytes[end] != .doubleQuote, cursor.bytes[end] != .lineFeed {
                end += cursor.bytes[end] == .backslash ? 2 : 1
            }
            guard end < cursor.bytes.count, cursor.bytes[end] == .doubleQuote else { throw SyntaxError(.unknownEscape(code), at: location) }
            // The expression goes on after the literal (`"\(count)" + " items"`): it is all quoted.
            end = expressionEnd(after: end + 1) - 1
            let literal = cursor.text(quoteStart.offset..<end + 1)
            let endLocation = SourceLocation(line: location.line, column: quoteStart.location.column + end + 1 - quoteStart.offset)
            throw SyntaxError(
                .unknownEscape(code, swiftLiteral: literal), at: location, replacing: SourceRange(from: quoteStart.location, to: endLocation))
        default:
            throw SyntaxError(.unknownEscape(code), at: location)
        }
        var value: UInt32 = 0
        for index in 0..<digits {
            guard let digit = hexValue(cursor.peek(2 + index)) else {
                throw SyntaxError(.shortHexEscape(code, digits: digits), at: location)
            }
            value = value << 4 | digit
        }
        guard let scalar = UnicodeScalar(value) else {
            throw SyntaxError(.escapeNotACharacter(code, value: value, digits: digits), at: location)
        }
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
        cursor.advance(2 + digits)
    }
}

private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}
