/// The messages of the YAML reader and of ``SourceBuffer``: one constructor per message.
extension DiagnosticMessage {
    /// A value that must be the last thing on its line, for ``textAfterValue(_:wholeLine:isMappingValue:)``.
    enum ClosedValue {
        case quotedText, list, mapping
    }

    // MARK: - The file

    static func fileTooLarge(bytes: Int, maximum: Int) -> Self {
        Self(.fileTooLarge, "the file is \(bytes / (1024 * 1024)) MB; specs larger than \(maximum / (1024 * 1024)) MB are not read")
    }

    static func controlCharacter(_ byte: UInt8) -> Self {
        Self(
            .controlCharacter, "control character U+\(hex(UInt32(byte))) is not allowed in a spec",
            fixIt: "delete it, or write it as an escape such as \"\\x\(hex(UInt32(byte), digits: 2))\" inside a double-quoted string")
    }

    static func invalidUTF8(_ byte: UInt8) -> Self {
        Self(.invalidUTF8, "invalid UTF-8 byte 0x\(hex(UInt32(byte), digits: 2)); specs must be UTF-8 text", fixIt: "save the file as UTF-8")
    }

    static let unsupportedDirective = Self(.unsupportedDirective, "YAML directives (%) are not supported", fixIt: "delete the directive line")

    static let mappingOnDocumentMarkerLine = Self(
        .mappingOnDocumentMarkerLine, "a mapping cannot start on the '---' line", fixIt: "move it to the next line")

    static let textAfterDocumentEnd = Self(
        .textAfterDocumentEnd, "unexpected text after the document end marker '...'", fixIt: "delete it, or start it on a line of its own as a comment")

    static let severalDocuments = Self(
        .severalDocuments, "several documents in one file are not supported", fixIt: "put each connector in a file of its own")

    // MARK: - Indentation and structure

    static func unmatchedIndentation(_ indentation: Int) -> Self {
        Self(
            .unmatchedIndentation, "this line is indented \(indentation) spaces, which matches no enclosing mapping or list",
            fixIt: "line it up with the keys it belongs with")
    }

    static let tabIndentation = Self(.tabIndentation, "tabs are not allowed in indentation", fixIt: "indent with spaces")

    static func nestingTooDeep(maximum: Int) -> Self {
        Self(.nestingTooDeep, "collections are nested more than \(maximum) levels deep", fixIt: "flatten the document")
    }

    /// - Parameter linesUp: Whether the line is an entry of the collection's kind, so that
    ///   the fix-it lines it up with the others.
    static func inconsistentIndentation(_ indentation: Int, entriesIndented indent: Int, isList: Bool, linesUp: Bool) -> Self {
        let entries = isList ? "items of its list" : "keys of its mapping"
        let text = "this line is indented \(indentation) spaces, but the \(entries) are indented \(indent)"
        guard linesUp else {
            return Self(
                .inconsistentIndentation, text,
                fixIt: "line it up with the entries it belongs with (the \(entries) are at \(indent) spaces), or write a value that runs over several lines as a '|' block")
        }
        return Self(
            .inconsistentIndentation, text,
            fixIt: "indent it \(indent) spaces, like the \(entries)", replacement: String(repeating: " ", count: indent))
    }

    /// A line indented between the entries of a collection that just ended (`inner`) and the
    /// entries of the one around it (`outer`).
    static func indentationBetween(_ indentation: Int, inner: Int, outer: Int, isList: Bool) -> Self {
        let entries = isList ? "items" : "keys"
        return Self(
            .inconsistentIndentation,
            "this line is indented \(indentation) spaces, between the \(entries) above it (\(inner) spaces) and those of the collection around them (\(outer) spaces)",
            fixIt: "indent it \(inner) spaces if it belongs with the \(entries) above it, or \(outer) spaces if it is a new entry of the outer collection")
    }

    static let listItemWhereKey = Self(.listItemWhereKey, "a list item where a key was expected", fixIt: "indent the list under its key")

    static let missingColon = Self(
        .missingColon, "expected a key followed by ':'",
        fixIt: "add ': value' after the key, or indent this line if it continues the previous value")

    /// A key without a value after which its mapping repeats a key: the key was meant at
    /// `parentIndentation`, with the keys after it as its own.
    static func keyIndentedTooDeep(_ name: String, indentation: Int, parentIndentation: Int) -> Self {
        Self(
            .keyIndentedTooDeep,
            "'\(name)' has no value, and the keys after it repeat keys of its mapping: it is indented one level too deep (\(indentation) spaces, where the keys of the mapping around it have \(parentIndentation))",
            fixIt: "indent '\(name):' \(parentIndentation) spaces, so that the keys after it are its own",
            replacement: String(repeating: " ", count: parentIndentation))
    }

    static func duplicateKey(_ name: String) -> Self {
        Self(.duplicateKey, "duplicate key '\(name)'", fixIt: "remove one of the two entries, or rename one")
    }

    static let listOnKeyLine = Self(
        .listOnKeyLine, "a list cannot start on the same line as its key",
        fixIt: "start the list on the next line, or quote the value if the '-' is text")

    static func textAfterValue(_ value: ClosedValue, wholeLine: String, isMappingValue: Bool) -> Self {
        let what = switch value {
        case .quotedText: "the closing quote"
        case .list: "the list"
        case .mapping: "the mapping"
        }
        return Self(
            .textAfterValue, "unexpected text after \(what)",
            fixIt: isMappingValue
                ? "to use the whole line as text, quote all of it: \(singleQuoted(wholeLine)), or write it as a '|' block"
                : "quote all of it: \(singleQuoted(wholeLine))")
    }

    /// - Parameter keyIndentation: The indentation of the keys of the mapping, when the line
    ///   reads as one of its keys; the fix-it then lines it up with them.
    static func colonInContinuedValue(keyIndentation: Int?) -> Self {
        let text = "this line is indented more than the key above it, so it continues that key's value, and a ': ' cannot appear in a continued value"
        guard let keyIndentation else {
            return Self(.colonInContinuedValue, text, fixIt: "indent it like the keys of its mapping, or write the value as a '|' block")
        }
        return Self(
            .colonInContinuedValue, text,
            fixIt: "indent it \(keyIndentation) spaces, like the keys of its mapping", replacement: String(repeating: " ", count: keyIndentation))
    }

    // MARK: - Block scalars

    static let zeroIndentationIndicator = Self(
        .zeroIndentationIndicator, "a block scalar's indentation indicator must be 1 to 9", fixIt: "remove the 0")

    static func textAfterBlockIndicator(isFolded: Bool) -> Self {
        Self(
            .textAfterBlockIndicator, "unexpected text after the block scalar indicator '\(isFolded ? ">" : "|")'",
            fixIt: "start the text on the next line, indented")
    }

    // MARK: - Flow collections

    static func unclosedCollection(isList: Bool) -> Self {
        Self(.unclosedCollection, "this \(isList ? "list" : "mapping") is never closed", fixIt: "add the closing '\(isList ? "]" : "}")'")
    }

    static let pairInFlowList = Self(
        .pairInFlowList, "a 'key: value' pair inside a '[ ]' list is not supported", fixIt: "write the pair as a mapping: { key: value }")

    static func missingFlowSeparator(isList: Bool) -> Self {
        Self(
            .missingFlowSeparator, "expected ',' or '\(isList ? "]" : "}")'",
            fixIt: "separate entries with ',', and quote text that contains ',', ':', '[', ']', '{' or '}'")
    }

    static let documentMarkerInFlow = Self(.documentMarkerInFlow, "a document marker inside a '[ ]' or '{ }' collection")

    static func blockScalarInFlow(indicator: UInt8) -> Self {
        Self(
            .blockScalarInFlow, "a '\(Character(UnicodeScalar(indicator)))' block cannot appear inside '[ ]' or '{ }'",
            fixIt: "quote the text, or use the block form of the collection")
    }

    static let listItemInFlow = Self(
        .listItemInFlow, "a '- ' list item cannot appear inside '[ ]' or '{ }'", fixIt: "separate items with ',' instead")

    static let emptyFlowEntry = Self(.emptyFlowEntry, "an empty entry: two ',' with nothing between them", fixIt: "remove the extra ','")

    // MARK: - Keys and indicators

    static let collectionAsKey = Self(
        .collectionAsKey, "complex keys (a list or mapping used as a key) are not supported", fixIt: "use plain text as the key, or quote it")

    static let unsupportedComplexKey = Self(
        .unsupportedComplexKey, "complex keys ('? key') are not supported", fixIt: "write the key as plain text followed by ':'")

    static let unsupportedMergeKey = Self(
        .unsupportedMergeKey, "merge keys ('<<') are not supported", fixIt: "write the merged keys out in full")

    static func unsupportedAnchor(_ word: String) -> Self {
        Self(.unsupportedAnchor, "anchors ('\(word)') are not supported", fixIt: "remove the anchor, or quote the text: \(singleQuoted(word))")
    }

    static func unsupportedAlias(_ word: String) -> Self {
        Self(
            .unsupportedAlias, "aliases ('\(word)') are not supported",
            fixIt: "write the value out in full, or quote the text: \(singleQuoted(word))")
    }

    /// - Parameter text: The text to quote in the fix-it.
    static func unsupportedTag(_ word: String, text: String) -> Self {
        Self(
            .unsupportedTag, "tags ('\(word)') are not supported; a value starting with '!' is a YAML tag",
            fixIt: "quote the text: \(singleQuoted(text))")
    }

    static func reservedIndicator(_ indicator: UInt8, text: String) -> Self {
        Self(
            .reservedIndicator, "text cannot start with '\(Character(UnicodeScalar(indicator)))', which YAML reserves",
            fixIt: "quote the text: \(singleQuoted(text))")
    }

    static func indicatorAtStart(_ indicator: UInt8, text: String) -> Self {
        Self(.indicatorAtStart, "text cannot start with '\(Character(UnicodeScalar(indicator)))'", fixIt: "quote the text: \(singleQuoted(text))")
    }

    static let colonWithoutKey = Self(
        .colonWithoutKey, "empty keys (a ':' with no key before it) are not supported", fixIt: "add the key before the ':'")

    static func continuationNotIndented(_ indentation: Int, parentIndent: Int) -> Self {
        Self(
            .continuationNotIndented,
            "this line continues the value above, so it must be indented more than its key or '-' (\(parentIndent) spaces), not \(indentation)",
            fixIt: "indent it with spaces, past the key or '-' the value belongs to")
    }

    static let blockScalarEmptyLineTooLong = Self(
        .blockScalarEmptyLineTooLong, "an empty line at the start of this block scalar has more spaces than its first line of text",
        fixIt: "remove the spaces from the empty line, or add an indentation indicator such as '|2'")

    // MARK: - Quoted text

    static func unclosedQuote(isDouble: Bool) -> Self {
        Self(
            .unclosedQuote, "this \(isDouble ? "double" : "single")-quoted text is never closed",
            fixIt: "add the closing \(isDouble ? "\"" : "'")")
    }

    static let quoteCutByDocumentMarker = Self(
        .quoteCutByDocumentMarker, "this quoted text is never closed before the document marker", fixIt: "add the closing quote")

    /// - Parameter code: The byte after the backslash; 0 at the end of the file.
    static func unknownEscape(_ code: UInt8) -> Self {
        let shown = code == 0 || code == .lineFeed ? "" : String(decoding: [code], as: UTF8.self)
        return Self(
            .unknownEscape, "unknown escape '\\\(shown)' in double-quoted text",
            fixIt: "write '\\\\' for a backslash, or use single quotes, where '\\' is an ordinary character")
    }

    static func shortHexEscape(_ code: UInt8, digits: Int) -> Self {
        Self(.shortHexEscape, "'\\\(Character(UnicodeScalar(code)))' must be followed by \(digits) hexadecimal digits")
    }

    static func escapeNotACharacter(_ code: UInt8, value: UInt32, digits: Int) -> Self {
        Self(.escapeNotACharacter, "'\\\(Character(UnicodeScalar(code)))\(hex(value, digits: digits))' is not a Unicode character")
    }
}

extension Diagnostic.Note {
    /// Points at the first of two duplicate keys.
    static func repeatedKey(_ name: String, at location: SourceLocation) -> Self {
        Self("'\(name)' appears a second time here", at: location)
    }

    static func firstDefinition(of name: String, at location: SourceLocation) -> Self {
        Self("'\(name)' is first defined here", at: location)
    }

    /// Points where a flow collection that is never closed needed its next `,` or closer.
    static func expectedFlowSeparator(isList: Bool, at location: SourceLocation) -> Self {
        Self("expected ',' or '\(isList ? "]" : "}")' here", at: location)
    }
}
