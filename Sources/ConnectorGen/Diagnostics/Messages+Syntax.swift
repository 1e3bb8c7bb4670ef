/// The diagnostics of the YAML reader and of ``SourceBuffer``: each ID with its message constructors.
extension DiagnosticID {
    /// The diagnostics of this file, in the order `Docs/diagnostics.md` lists them.
    static let syntaxDiagnostics: [DiagnosticID] = [
        .fileTooLarge, .controlCharacter, .invalidUTF8, .unsupportedDirective, .mappingOnDocumentMarkerLine, .severalDocuments,
        .textAfterDocumentEnd, .unmatchedIndentation, .tabIndentation, .invisibleCharacter, .nestingTooDeep, .inconsistentIndentation,
        .listItemWhereKey, .listItemWithoutSpace, .missingColon, .duplicateKey, .keyIndentedTooDeep, .zeroIndentationIndicator, .textAfterBlockIndicator,
        .unclosedCollection, .closureAsMapping, .pairInFlowList, .missingFlowSeparator, .documentMarkerInFlow, .collectionAsKey,
        .unsupportedComplexKey, .unsupportedMergeKey, .blockScalarInFlow, .listItemInFlow, .listOnKeyLine, .textAfterValue,
        .unsupportedAnchor, .unsupportedAlias, .unsupportedTag, .reservedIndicator, .emptyFlowEntry, .indicatorAtStart,
        .colonWithoutKey, .continuationNotIndented, .blockScalarEmptyLineTooLong, .colonInContinuedValue, .unclosedQuote,
        .quoteCutByDocumentMarker, .unknownEscape, .shortHexEscape, .escapeNotACharacter,
    ]
}

extension DiagnosticMessage {
    /// A value that must be the last thing on its line, for ``textAfterValue(_:wholeLine:isMappingValue:swiftComment:yamlComment:)``.
    enum ClosedValue {
        case quotedText, list, mapping
    }

    /// The fix-it that quotes `text` so that YAML reads it as text: `quote the text: '!reload'`.
    private static func quoteTheText(_ text: String) -> String {
        "quote the text: \(singleQuoted(text))"
    }

    /// An ASCII byte of the spec as the character it is.
    private static func character(_ byte: UInt8) -> Character {
        Character(UnicodeScalar(byte))
    }
}

// MARK: - The file

extension DiagnosticID {
    /// `the file is 120 MB; specs larger than 100 MB are not read`
    public static let fileTooLarge = DiagnosticID("FileTooLarge", .error, summary: "The file is larger than the 100 MB a spec may be.")
}
extension DiagnosticMessage {
    static func fileTooLarge(bytes: Int, maximum: Int) -> Self {
        Self(.fileTooLarge, "the file is \(bytes / (1024 * 1024)) MB; specs larger than \(maximum / (1024 * 1024)) MB are not read")
    }
}

extension DiagnosticID {
    /// `control character U+0001 is not allowed in a spec`
    public static let controlCharacter = DiagnosticID(
        "ControlCharacter", .error,
        summary: "The file holds a control character that YAML allows only as an escape.")
}
extension DiagnosticMessage {
    static func controlCharacter(_ byte: UInt8) -> Self {
        Self(
            .controlCharacter, "control character U+\(hex(UInt32(byte))) is not allowed in a spec",
            fixIt: "delete it, or write it as an escape such as \"\\x\(hex(UInt32(byte), digits: 2))\" inside a double-quoted string")
    }
}

extension DiagnosticID {
    /// `invalid UTF-8 byte 0xFF; specs must be UTF-8 text`
    public static let invalidUTF8 = DiagnosticID("InvalidUTF8", .error, summary: "The file is not UTF-8 text.")
}
extension DiagnosticMessage {
    static func invalidUTF8(_ byte: UInt8) -> Self {
        Self(.invalidUTF8, "invalid UTF-8 byte 0x\(hex(UInt32(byte), digits: 2)); specs must be UTF-8 text", fixIt: "save the file as UTF-8")
    }

    /// A file of UTF-16 text without a byte-order mark: every other byte of its ASCII is 0.
    static let utf16Text = Self(.invalidUTF8, "the file is UTF-16 text; specs must be UTF-8 text", fixIt: "save the file as UTF-8")
}

extension DiagnosticID {
    /// `YAML directives (%) are not supported`
    public static let unsupportedDirective = DiagnosticID(
        "UnsupportedDirective", .error,
        summary: "A YAML directive line such as `%YAML 1.2`, which specs do not use.")
}
extension DiagnosticMessage {
    static let unsupportedDirective = Self(
        .unsupportedDirective, "YAML directives (%) are not supported", fixIt: "delete the directive line", replacement: "")
}

extension DiagnosticID {
    /// `a mapping cannot start on the '---' line`
    public static let mappingOnDocumentMarkerLine = DiagnosticID(
        "MappingOnDocumentMarkerLine", .error,
        summary: "A mapping starts on the `---` line.")
}
extension DiagnosticMessage {
    static let mappingOnDocumentMarkerLine = Self(
        .mappingOnDocumentMarkerLine, "a mapping cannot start on the '---' line", fixIt: "move it to the next line")
}

extension DiagnosticID {
    /// `several documents in one file are not supported`
    public static let severalDocuments = DiagnosticID("SeveralDocuments", .error, summary: "The file holds more than one YAML document.")
}
extension DiagnosticMessage {
    static let severalDocuments = Self(
        .severalDocuments, "several documents in one file are not supported", fixIt: "put each connector in a file of its own")
}

extension DiagnosticID {
    /// `unexpected text after the document end marker '...'`
    public static let textAfterDocumentEnd = DiagnosticID(
        "TextAfterDocumentEnd", .error,
        summary: "Text follows the `...` document end marker on its line.")
}
extension DiagnosticMessage {
    static let textAfterDocumentEnd = Self(
        .textAfterDocumentEnd, "unexpected text after the document end marker '...'", fixIt: "delete it, or start it on a line of its own as a comment")
}

// MARK: - Indentation and structure

extension DiagnosticID {
    /// `this line is indented 0 spaces, which matches no enclosing mapping or list`
    public static let unmatchedIndentation = DiagnosticID(
        "UnmatchedIndentation", .error,
        summary: "A line's indentation matches no enclosing mapping or list.")
}
extension DiagnosticMessage {
    static func unmatchedIndentation(_ indentation: Int) -> Self {
        Self(
            .unmatchedIndentation, "this line is indented \(spaces(indentation)), which matches no enclosing mapping or list",
            fixIt: "line it up with the keys it belongs with")
    }
}

extension DiagnosticID {
    /// `tabs are not allowed in indentation`
    public static let tabIndentation = DiagnosticID("TabIndentation", .error, summary: "A line is indented with a tab.")
}
extension DiagnosticMessage {
    static let tabIndentation = Self(.tabIndentation, "tabs are not allowed in indentation", fixIt: "indent with spaces")

    /// A file indented with tabs alone, whose tabs `replacement` makes two spaces each.
    static func tabIndentation(lines: Int, replacement: String) -> Self {
        Self(
            .tabIndentation, "tabs are not allowed in indentation",
            fixIt: "indent with spaces, two for each tab on the \(lines == 1 ? "" : "\(lines) ")line\(lines == 1 ? "" : "s") indented with tabs", replacement: replacement)
    }

    /// One line indented with a tab, among lines indented with spaces: the edit indents it
    /// `spaces` spaces, like the line above it.
    static func tabIndentationLine(spaces: Int, replacement: String) -> Self {
        Self(.tabIndentation, "tabs are not allowed in indentation", fixIt: "indent it with \(spaces) spaces, like the line above it", replacement: replacement)
    }
}

extension DiagnosticID {
    /// `collections are nested more than 64 levels deep`
    public static let nestingTooDeep = DiagnosticID("NestingTooDeep", .error, summary: "Collections are nested more than 64 levels deep.")
}
extension DiagnosticMessage {
    static func nestingTooDeep(maximum: Int) -> Self {
        Self(.nestingTooDeep, "collections are nested more than \(maximum) levels deep", fixIt: "flatten the document")
    }
}

extension DiagnosticID {
    /// `this line is indented 2 spaces, but the keys of its mapping are indented 0`
    public static let inconsistentIndentation = DiagnosticID(
        "InconsistentIndentation", .error,
        summary: "A line is indented deeper than the other entries of its mapping or list.")
}
extension DiagnosticMessage {
    /// - Parameter linesUp: Whether the line is an entry of the collection's kind, so that
    ///   the fix-it lines it up with the others.
    /// - Parameter firstKeyOf: The key on the line above, and the empty key above it, when that
    ///   first key is the one out of line: written at its parent's indentation, the lines after it
    ///   as deep as it was meant to be. The edit then indents that first key.
    static func inconsistentIndentation(
        _ indentation: Int, entriesIndented indent: Int, isList: Bool, linesUp: Bool, firstKeyOf: (key: String, parent: String)? = nil
    ) -> Self {
        let entries = isList ? "items of its list" : "keys of its mapping"
        let text = "this line is indented \(spaces(indentation)), but the \(entries) are indented \(indent)"
        if let (key, parent) = firstKeyOf {
            return Self(
                .inconsistentIndentation, "\(text): '\(key)' above it is indented like '\(parent)', which is empty",
                fixIt: "indent '\(key)' \(spaces(indentation - indent)) more, under '\(parent)' with the lines after it",
                replacement: String(repeating: " ", count: indentation - indent))
        }
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
    /// entries of the one around it (`outer`, a list when `isList`; the inner one is a list
    /// when `innerIsList`).
    ///
    /// - Parameter belongsWith: The indentation of the entries the line can only belong
    ///   with, when its kind says which (a list item in a list, a key where the list's items
    ///   are mappings): the fix-it's edit indents it so.
    static func indentationBetween(_ indentation: Int, inner: Int, outer: Int, isList: Bool, innerIsList: Bool, belongsWith: Int? = nil) -> Self {
        let outerEntries = isList ? "items of the list around them" : "keys of the mapping around them"
        let innerEntries = innerIsList ? "items above it" : "keys above it"
        let text = "this line is indented \(spaces(indentation)), between the \(innerEntries) (\(spaces(inner))) and the \(outerEntries) (\(spaces(outer)))"
        if let belongsWith {
            let entries = belongsWith == outer ? (isList ? "items of the list it belongs to" : "keys of the mapping it belongs to") : innerEntries
            return Self(
                .inconsistentIndentation, text, fixIt: "indent it \(spaces(belongsWith)), like the \(entries)",
                replacement: String(repeating: " ", count: belongsWith))
        }
        return Self(
            .inconsistentIndentation, text,
            fixIt: "indent it \(spaces(inner)) if it belongs with the \(innerEntries), or \(spaces(outer)) if it is one of the \(outerEntries)")
    }

    /// A line right after a `|` or `>` block, indented less than the block's lines (`block`),
    /// that reads as no key: the block ended on the line before, and the line was meant as its last.
    static func indentedBelowBlockScalar(_ indentation: Int, block: Int, indicator: Character) -> Self {
        Self(
            .inconsistentIndentation,
            "this line is indented \(spaces(indentation)), less than the lines of the '\(indicator)' block above it (\(spaces(block))), so the block ends before it",
            fixIt: "indent it \(spaces(block)), like the block's lines, if it belongs to the block", replacement: String(repeating: " ", count: block))
    }

    /// A `#` comment line indented less than the `|` or `>` block above it (`block`), which
    /// ends the block, with lines after it as deep as the block's. In a `|` block of code, the
    /// edit indents it as the block's lines and makes it a Swift comment; a `>` block folds a
    /// comment's line into the code after it, so it is made a `|` block first, in words; in
    /// a block of words (`isProse`), the comment's text is the block's, indented as its lines.
    static func commentEndsBlockScalar(block: Int, indicator: Character, comment: String, isProse: Bool) -> Self {
        let indentation = String(repeating: " ", count: block)
        let text = "this comment is indented less than the lines of the '\(indicator)' block above it (\(spaces(block))), so the block ends before it, and the lines after it are not the block's"
        if isProse {
            return Self(
                .inconsistentIndentation, text, fixIt: "indent it \(spaces(block)), as the block's lines, if its words belong to them, or delete it",
                replacement: indentation + "#")
        }
        if indicator == ">" {
            return Self(
                .inconsistentIndentation, text,
                fixIt: "write the value as a '|' block, which keeps its lines, and the comment in it as a Swift comment: '\(indentation)//\(comment)'")
        }
        return Self(
            .inconsistentIndentation, text,
            fixIt: "indent it \(spaces(block)) and write it as a Swift comment: '\(indentation)//\(comment)'", replacement: indentation + "//")
    }

    /// `1 space`, `2 spaces`.
    static func spaces(_ count: Int) -> String {
        count == 1 ? "1 space" : "\(count) spaces"
    }
}

extension DiagnosticID {
    /// `a list item where a key was expected`
    public static let listItemWhereKey = DiagnosticID("ListItemWhereKey", .error, summary: "A `- ` list item where a mapping key was expected.")
}
extension DiagnosticMessage {
    static let listItemWhereKey = Self(.listItemWhereKey, "a list item where a key was expected", fixIt: "indent the list under its key")

    /// A list item lined up with the keys of a mapping that is itself an item of a list whose
    /// items are indented `listIndentation`: an item of that list, indented too deep.
    static func listItemWhereKey(listIndentation: Int) -> Self {
        Self(
            .listItemWhereKey, "a list item where a key was expected: the items of the list around this mapping are indented \(spaces(listIndentation))",
            fixIt: "indent it \(spaces(listIndentation)), like the items of that list", replacement: String(repeating: " ", count: listIndentation))
    }
}

extension DiagnosticID {
    /// `a no-break space (U+00A0) in the indentation is not a space to YAML`
    public static let invisibleCharacter = DiagnosticID(
        "InvisibleCharacter", .error,
        summary: "A character that looks like a space, or like nothing, where YAML needs a space or in Swift code: a no-break space or a zero-width space pasted from a web page or a chat.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - name: The character's name and code point (``InvisibleCharacters/name(of:)``).
    ///   - place: Where it is: `in the indentation`, `after 'view:'`.
    ///   - isSpace: Whether it looks like a space, which the edit writes instead; else the
    ///     edit deletes it.
    ///   - replacement: What the edit writes over the characters the diagnostic covers.
    static func invisibleCharacter(_ name: String, _ place: String, isSpace: Bool, replacement: String) -> Self {
        Self(
            .invisibleCharacter, "\(name) \(place) is not a space to YAML",
            fixIt: isSpace ? "write a plain space instead" : "delete it", replacement: replacement)
    }

    /// A character ``InvisibleCharacters/name(of:)`` names (`name`) in the Swift code of `key`,
    /// outside a string literal: Swift takes a space-like one for no space, and one that looks
    /// like nothing for part of the name it touches.
    static func invisibleCharacterInCode(_ name: String, key: String, isSpace: Bool) -> Self {
        Self(
            .invisibleCharacter,
            isSpace ? "\(name) in the code of '\(key)' is not a space to Swift" : "\(name) in the code of '\(key)' is part of a name to Swift, which then names nothing",
            fixIt: isSpace ? "write a plain space instead" : "delete it", replacement: isSpace ? " " : "")
    }
}

extension DiagnosticID {
    /// `'-name' reads as a key: a list item needs a space after '-'`
    public static let listItemWithoutSpace = DiagnosticID(
        "ListItemWithoutSpace", .error,
        summary: "A line starts with `-` and a name with no space between them, which YAML reads as a key named with the `-`, not as a list item.")
}
extension DiagnosticMessage {
    /// - Parameter replacement: The item's lines from after its `-`, with the space added, and
    ///   the lines of its other keys indented to stay lined up with the first.
    static func listItemWithoutSpace(_ key: String, replacement: String) -> Self {
        Self(
            .listItemWithoutSpace, "'\(key)' reads as a key: a list item needs a space after '-'",
            fixIt: replacement.contains("\n") ? "add a space after '-', and one before each of the item's keys under it" : "add a space after '-'",
            replacement: replacement)
    }
}

extension DiagnosticID {
    /// `expected a key followed by ':'`
    public static let missingColon = DiagnosticID("MissingColon", .error, summary: "A line in a mapping has no `key:`.")
}
extension DiagnosticMessage {
    /// - Parameter key: The line's first word, when a value follows it on the line: the
    ///   fix-it puts the `:` after it.
    /// - Parameter withSpace: Whether the `:` needs a space after it too (`Cell{ id: Int }`).
    /// - Parameter isBare: Whether the key stands alone on its line (`logout`): its value, if
    ///   it takes one, is still to write.
    static func missingColon(key: String? = nil, withSpace: Bool = false, beforeBlock: Bool = false, isBare: Bool = false) -> Self {
        guard let key else {
            return Self(.missingColon, "expected a key followed by ':'", fixIt: "add ': value' after the key, or indent this line if it continues the previous value")
        }
        let colon = withSpace ? ": " : ":"
        let block = beforeBlock ? ": the lines below it are its value" : isBare ? ", and its value if it takes one" : ""
        return Self(.missingColon, "expected a key followed by ':'", fixIt: "add '\(colon)' after '\(key)'\(block)", replacement: colon)
    }

    /// A key followed by a `:` or `=` with the space on its wrong side, `from :value` or
    /// `from = value`: the fix-it puts `: ` in the place of `separator`.
    static func misplacedColon(key: String, separator: String) -> Self {
        Self(.missingColon, "expected a key followed by ':' and a space", fixIt: "replace '\(separator)' after '\(key)' with ': '", replacement: ": ")
    }

    /// A key whose `:` has no space after it, `done:Bool`: YAML reads the whole as text.
    /// - Parameter written: The text as written, from the key to the end of its value.
    static func missingSpaceAfterColon(key: String, written: String) -> Self {
        Self(
            .missingColon, "expected a key followed by ':' and a space; without the space, '\(written)' is one piece of text",
            fixIt: "add a space after '\(key):'", replacement: " ")
    }
}

extension DiagnosticID {
    /// `duplicate key 'state'`
    public static let duplicateKey = DiagnosticID("DuplicateKey", .error, summary: "A mapping has two entries with the same key.")
}
extension DiagnosticMessage {
    /// - Parameter newItemIndentation: The start of the key's line as a new list item's
    ///   (`  - `), when the key is the first key of the list item it is in, again: a new item
    ///   written without its `- `.
    static func duplicateKey(_ name: String, newItemIndentation: String? = nil) -> Self {
        guard let newItemIndentation else {
            return Self(.duplicateKey, "duplicate key '\(name)'", fixIt: "remove one of the two entries, or rename one")
        }
        return Self(
            .duplicateKey, "duplicate key '\(name)': it is the first key of this list item again, where a new item starts with '- '",
            fixIt: "start a new item: write '- ' before '\(name)'", replacement: newItemIndentation)
    }

    /// Two values of a view action that bind one name (`_ index` and `index`).
    static func valueNamedTwice(_ name: String, action: String) -> Self {
        Self(.duplicateKey, "two values of the action '\(action)' are named '\(name)'", fixIt: "rename one of them")
    }
}

extension DiagnosticID {
    /// `'edit' has no value, and the keys after it repeat keys of its mapping: ...`
    public static let keyIndentedTooDeep = DiagnosticID(
        "KeyIndentedTooDeep", .error,
        summary: "A key is indented one level deeper than the entries it belongs with.")
}
extension DiagnosticMessage {
    /// A key without a value after which its mapping repeats a key: the key was meant at
    /// `parentIndentation`, with the keys after it as its own.
    static func keyIndentedTooDeep(_ name: String, indentation: Int, parentIndentation: Int) -> Self {
        Self(
            .keyIndentedTooDeep,
            "'\(name)' has no value, and the keys after it repeat keys of its mapping: it is indented one level too deep (\(indentation) spaces, where the keys of the mapping around it have \(parentIndentation))",
            fixIt: "indent '\(name):' \(parentIndentation) spaces, so that the keys after it are its own",
            replacement: String(repeating: " ", count: parentIndentation))
    }

    /// An unknown key of a spec whose value has the keys of the mapping it is in: decoding finds
    /// it where the reader found nothing wrong.
    ///
    /// - Parameters:
    ///   - keys: The entry's own keys, which are those `owner` takes.
    ///   - step: How many spaces too deep the entry is.
    ///   - replacement: The entry's lines, unindented by `step`.
    static func entryIndentedTooDeep(_ name: String, in owner: KeyOwner, keys: [String], by step: Int, replacement: String) -> Self {
        Self(
            .keyIndentedTooDeep,
            "'\(name)' is indented one level too deep: it has the keys of \(owner.description) (\(quotedList(keys))), so it belongs beside it, not inside it",
            fixIt: "unindent '\(name)' and the lines under it by \(step) spaces", replacement: replacement)
    }

    /// A field or an action on one line, written as deep as the keys of the one above it
    /// (`owner`), which takes `known`.
    /// - Parameter replacement: Its line unindented, or `nil` where keys follow it, which it
    ///   would take as more of its value: the fix-it then says to unindent those too.
    static func oneLineEntryIndentedTooDeep(_ name: String, in owner: KeyOwner, known: [String], by step: Int, replacement: String?) -> Self {
        let sibling = if case .field = owner { "a field" } else { "an action" }
        return Self(
            .keyIndentedTooDeep,
            "'\(name)' is indented one level too deep: it reads as a key of \(owner.description), whose keys are \(quotedList(known)), not as \(sibling) of its own",
            fixIt: replacement == nil ? "unindent '\(name)', and the keys after it that do not belong to \(owner.description), by \(step) spaces" : "unindent '\(name)' by \(step) spaces",
            replacement: replacement)
    }
}

// MARK: - Block scalars

extension DiagnosticID {
    /// `a block scalar's indentation indicator must be 1 to 9`
    public static let zeroIndentationIndicator = DiagnosticID(
        "ZeroIndentationIndicator", .error,
        summary: "A block scalar's indentation indicator is 0.")
}
extension DiagnosticMessage {
    static let zeroIndentationIndicator = Self(
        .zeroIndentationIndicator, "a block scalar's indentation indicator must be 1 to 9", fixIt: "remove the 0", replacement: "")
}

extension DiagnosticID {
    /// `unexpected text after the block scalar indicator '|'`
    public static let textAfterBlockIndicator = DiagnosticID(
        "TextAfterBlockIndicator", .error,
        summary: "Text follows a block scalar's `|` or `>` on its line.")
}
extension DiagnosticMessage {
    static func textAfterBlockIndicator(isFolded: Bool) -> Self {
        Self(
            .textAfterBlockIndicator, "unexpected text after the block scalar indicator '\(isFolded ? ">" : "|")'",
            fixIt: "start the text on the next line, indented")
    }
}

// MARK: - Flow collections

extension DiagnosticID {
    /// `this '{' starts a YAML mapping, but Swift statements follow it: YAML does not read a closure in a plain value`
    public static let closureAsMapping = DiagnosticID(
        "ClosureAsMapping", .error,
        summary: "A value starts with `{` and Swift statements follow on the lines below: a closure, which YAML reads as a `{ }` mapping.")
}
extension DiagnosticMessage {
    static let closureAsMapping = Self(
        .closureAsMapping, "this '{' starts a YAML mapping, but Swift statements follow it: YAML does not read a closure in a plain value",
        fixIt: "write the value as a '|' block: a '|' after the key, and the closure on the lines below it, each indented past the key")
}

extension DiagnosticID {
    /// `this mapping is never closed`
    public static let unclosedCollection = DiagnosticID("UnclosedCollection", .error, summary: "A `[ ]` list or `{ }` mapping is never closed.")
}
extension DiagnosticMessage {
    /// - Parameter commentHidesClose: Whether the closing bracket is in a comment that ` #`
    ///   starts, where the diagnostic stands.
    static func unclosedCollection(isList: Bool, commentHidesClose: Bool = false) -> Self {
        let kind = isList ? "list" : "mapping"
        let close = isList ? "]" : "}"
        if commentHidesClose {
            return Self(
                .unclosedCollection, "this \(kind)'s closing '\(close)' is in a YAML comment: ' #' starts one, up to the end of the line",
                fixIt: "quote the value that holds the '#', or remove the space before '#'")
        }
        return Self(.unclosedCollection, "this \(kind) is never closed", fixIt: "add the closing '\(close)'")
    }
}

extension DiagnosticID {
    /// `a 'key: value' pair inside a '[ ]' list is not supported`
    public static let pairInFlowList = DiagnosticID("PairInFlowList", .error, summary: "A `key: value` pair inside a `[ ]` list.")
}
extension DiagnosticMessage {
    /// - Parameter list: The list as written, when it is on one line: most likely a Swift
    ///   dictionary type or literal (`[String: Int]`, `[:]`), which the fix-it quotes.
    /// - Parameter value: The whole value the list begins, which the fix-it quotes: the list
    ///   and the Swift after it on its line (`[Int: Item]?`).
    /// - Parameter isLabelList: Whether the list holds `label: Type` pairs, which the fix-it
    ///   writes as the mapping they mean (`{ title: String }`).
    /// - Parameter goesOn: Whether the value goes on on the lines below, which want a `|` block.
    /// - Parameter labelsName: What the pairs of a list read as a mapping are, when they are not
    ///   labels and types (`names and values`).
    static func pairInFlowList(_ list: String? = nil, value: String? = nil, isLabelList: Bool = false, labelsName: String? = nil, goesOn: Bool = false) -> Self {
        guard let list else {
            return Self(.pairInFlowList, "a 'key: value' pair inside a '[ ]' list is not supported", fixIt: "write the pair as a mapping: { key: value }")
        }
        if isLabelList {
            let mapping = "{ " + String(list.dropFirst().dropLast()).trimmingWhitespace() + " }"
            return Self(
                .pairInFlowList, "a 'key: value' pair inside a '[ ]' list is not supported, so '\(list)' is read as neither a list nor a mapping",
                fixIt: "write the \(labelsName ?? "labels and types") as a mapping: \(mapping)", replacement: mapping)
        }
        return Self(
            .pairInFlowList, "a 'key: value' pair inside a '[ ]' list is not supported, so '\(list)' is not read as a Swift dictionary",
            fixIt: goesOn ? "write the value as a '|' block, on the lines below the key" : "quote it: \(singleQuoted(value ?? list))",
            replacement: goesOn ? nil : singleQuoted(value ?? list))
    }
}

extension DiagnosticID {
    /// `expected ',' or '}'`
    public static let missingFlowSeparator = DiagnosticID(
        "MissingFlowSeparator", .error,
        summary: "Two entries of a `[ ]` list or `{ }` mapping have no `,` between them.")
}
extension DiagnosticMessage {
    /// - Parameter bracket: What follows the value where a separator should: a `{` or `[` that
    ///   starts a collection (a closure's or a literal's, which YAML reads as a new one), or a
    ///   `:` that ends a value with an open `(` (an argument label) or a conditional's `?`.
    /// - Parameter quoted: The whole value, quoted, when the reader can put it in place.
    /// - Parameter afterConditional: Whether the `:` is a conditional's (`a ? b : c`).
    /// - Parameter beforeKey: The key that follows a value without the `,` after it: the edit adds the `,`.
    static func missingFlowSeparator(isList: Bool, bracket: Character? = nil, quoted: String? = nil, afterConditional: Bool = false, beforeKey: String? = nil) -> Self {
        let expected = "expected ',' or '\(isList ? "]" : "}")'"
        if let beforeKey {
            return Self(.missingFlowSeparator, "\(expected) before '\(beforeKey)'", fixIt: "add ',' after the value before '\(beforeKey)'", replacement: ",")
        }
        if bracket == ":" {
            // `{ from: names.joined(separator: "-") }`: an argument label's colon, or a
            // conditional's (`isEmpty ? "none" : name`).
            return Self(
                .missingFlowSeparator,
                "\(expected): inside '{ }' or '[ ]', a ': ' in a value ends it, as \(afterConditional ? "in a conditional 'a ? b : c'" : "after an argument label")",
                fixIt: quoted.map { "quote the whole value: \($0)" }
                    ?? "quote the whole value, or write the entry in block form, on a line of its own",
                replacement: quoted)
        }
        if let bracket {
            return Self(
                .missingFlowSeparator, "\(expected): inside '{ }' or '[ ]', a '\(bracket)' in a value starts a new collection",
                fixIt: quoted.map { "quote the whole value: \($0)" }
                    ?? "quote the whole value (a closure's or a literal's brackets need it), or write the entry in block form, on a line of its own",
                replacement: quoted)
        }
        return Self(
            .missingFlowSeparator, expected,
            fixIt: "separate entries with ',', and quote text that contains ',', ':', '[', ']', '{' or '}'")
    }
}

extension DiagnosticID {
    /// `a document marker inside a '[ ]' or '{ }' collection`
    public static let documentMarkerInFlow = DiagnosticID(
        "DocumentMarkerInFlow", .error,
        summary: "A `---` or `...` line inside a `[ ]` list or `{ }` mapping.")
}
extension DiagnosticMessage {
    static let documentMarkerInFlow = Self(.documentMarkerInFlow, "a document marker inside a '[ ]' or '{ }' collection")
}

// MARK: - Keys, indicators and continued values

extension DiagnosticID {
    /// `complex keys (a list or mapping used as a key) are not supported`
    public static let collectionAsKey = DiagnosticID("CollectionAsKey", .error, summary: "A list or mapping used as a key.")
}
extension DiagnosticMessage {
    static let collectionAsKey = Self(
        .collectionAsKey, "complex keys (a list or mapping used as a key) are not supported", fixIt: "use plain text as the key, or quote it")
}

extension DiagnosticID {
    /// `complex keys ('? key') are not supported`
    public static let unsupportedComplexKey = DiagnosticID("UnsupportedComplexKey", .error, summary: "A `? key` complex key.")
}
extension DiagnosticMessage {
    static let unsupportedComplexKey = Self(
        .unsupportedComplexKey, "complex keys ('? key') are not supported", fixIt: "write the key as plain text followed by ':'")
}

extension DiagnosticID {
    /// `merge keys ('<<') are not supported`
    public static let unsupportedMergeKey = DiagnosticID("UnsupportedMergeKey", .error, summary: "A `<<` merge key.")
}
extension DiagnosticMessage {
    static let unsupportedMergeKey = Self(
        .unsupportedMergeKey, "merge keys ('<<') are not supported", fixIt: "write the merged keys out in full")
}

extension DiagnosticID {
    /// `a '|' block cannot appear inside '[ ]' or '{ }'`
    public static let blockScalarInFlow = DiagnosticID(
        "BlockScalarInFlow", .error,
        summary: "A `|` or `>` block inside a `[ ]` list or `{ }` mapping.")
}
extension DiagnosticMessage {
    static func blockScalarInFlow(indicator: UInt8) -> Self {
        Self(
            .blockScalarInFlow, "a '\(character(indicator))' block cannot appear inside '[ ]' or '{ }'",
            fixIt: "quote the text, or use the block form of the collection")
    }
}

extension DiagnosticID {
    /// `a '- ' list item cannot appear inside '[ ]' or '{ }'`
    public static let listItemInFlow = DiagnosticID("ListItemInFlow", .error, summary: "A `- ` list item inside a `[ ]` list or `{ }` mapping.")
}
extension DiagnosticMessage {
    static let listItemInFlow = Self(
        .listItemInFlow, "a '- ' list item cannot appear inside '[ ]' or '{ }'", fixIt: "separate items with ',' instead")
}

extension DiagnosticID {
    /// `a list cannot start on the same line as its key`
    public static let listOnKeyLine = DiagnosticID("ListOnKeyLine", .error, summary: "A `- ` list starts on the same line as its key.")
}
extension DiagnosticMessage {
    static let listOnKeyLine = Self(
        .listOnKeyLine, "a list cannot start on the same line as its key",
        fixIt: "start the list on the next line, or quote the value if the '-' is text")
}

extension DiagnosticID {
    /// `unexpected text after the closing quote`
    public static let textAfterValue = DiagnosticID("TextAfterValue", .error, summary: "Text follows a closing quote, `]` or `}` on its line.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - swiftComment: The text after the value when it is a `//` comment, which the fix-it
    ///     makes a YAML comment.
    ///   - yamlComment: That comment as YAML writes it, replacing the `//`.
    ///   - cutBy: The `'` inside single-quoted text that ended it, when the line's last quote
    ///     was meant to (`'"it's " + name'`): `wholeLine` is then the text between the outer quotes.
    /// - Parameter continuesAsSwift: Whether the text after a mapping goes on with it as Swift
    ///   does (`{ … }()`, a closure called in place): the whole value is then Swift, to quote.
    /// - Parameter hashWithoutSpace: Whether the text is a comment meant, written right after
    ///   the value (`'.play'# plays all`): the edit inserts the space YAML needs before the `#`.
    static func textAfterValue(
        _ value: ClosedValue, wholeLine: String, isMappingValue: Bool, swiftComment: String? = nil, yamlComment: String? = nil, cutBy: Character? = nil,
        continuesAsSwift: Bool = false, hashWithoutSpace: Bool = false
    ) -> Self {
        let what = switch value {
        case .quotedText: "the closing quote"
        case .list: "the list"
        case .mapping: "the mapping"
        }
        if hashWithoutSpace {
            return Self(
                .textAfterValue, "unexpected text after \(what): a '#' starts a comment only after a space",
                fixIt: "add a space before the '#'", replacement: " ")
        }
        if let swiftComment, let yamlComment {
            return Self(
                .textAfterValue, "unexpected text after \(what): '\(swiftComment)' is no comment in YAML",
                fixIt: "make it a YAML comment, which starts with ' #': '\(yamlComment.trimmingWhitespace())'", replacement: yamlComment)
        }
        guard value != .mapping || continuesAsSwift else {
            // Quoted, a mapping would be text (a field's type): what follows it has to go.
            return Self(.textAfterValue, "unexpected text after \(what)", fixIt: "remove it, or make it a comment, which starts with ' #'")
        }
        if let cutBy {
            return Self(
                .textAfterValue, "unexpected text after \(what): the \(cutBy) inside the text ends it",
                fixIt: "write each ' inside the quotes as '': \(singleQuoted(wholeLine))", replacement: singleQuoted(wholeLine))
        }
        if value == .quotedText, wholeLine.hasPrefix("\"\"\"") {
            // `from: """`: a Swift multi-line string literal, whose lines YAML cannot hold this way.
            return Self(
                .textAfterValue, "unexpected text after the closing quote: YAML reads '\"\"' as empty text, not as the start of a Swift multi-line string",
                fixIt: "write the value as a '|' block: '|' after the key, then the string's lines, from its '\"\"\"' to its closing '\"\"\"', indented below it")
        }
        if continuesAsSwift && wholeLine.contains("\n") {
            return Self(
                .textAfterValue, "unexpected text after \(what): YAML reads '{' as the start of a mapping, not of a Swift closure",
                fixIt: "write the value as a '|' block")
        }
        if continuesAsSwift {
            return Self(
                .textAfterValue, "unexpected text after \(what): YAML reads '{' as the start of a mapping, not of a Swift closure",
                fixIt: "quote all of it: \(singleQuoted(wholeLine)), or write it as a '|' block", replacement: singleQuoted(wholeLine))
        }
        return Self(
            .textAfterValue, "unexpected text after \(what)",
            fixIt: isMappingValue
                ? "to use the whole line as text, quote all of it: \(singleQuoted(wholeLine)), or write it as a '|' block"
                : "quote all of it: \(singleQuoted(wholeLine))",
            replacement: singleQuoted(wholeLine))
    }
}

extension DiagnosticID {
    /// `anchors ('&s') are not supported`
    public static let unsupportedAnchor = DiagnosticID("UnsupportedAnchor", .error, summary: "A `&name` anchor.")
}
extension DiagnosticMessage {
    static func unsupportedAnchor(_ word: String) -> Self {
        Self(.unsupportedAnchor, "anchors ('\(word)') are not supported", fixIt: "remove the anchor, or \(quoteTheText(word))")
    }

    /// An anchor before the value it names (`&s AppState`): the edit removes it.
    static func unsupportedAnchor(_ word: String, beforeValue: Void) -> Self {
        Self(.unsupportedAnchor, "anchors ('\(word)') are not supported", fixIt: "remove the anchor '\(word)'", replacement: "")
    }
}

extension DiagnosticID {
    /// `aliases ('*shared') are not supported`
    public static let unsupportedAlias = DiagnosticID("UnsupportedAlias", .error, summary: "A `*name` alias.")
}
extension DiagnosticMessage {
    static func unsupportedAlias(_ word: String) -> Self {
        Self(
            .unsupportedAlias, "aliases ('\(word)') are not supported",
            fixIt: "write the value out in full, or \(quoteTheText(word))")
    }
}

extension DiagnosticID {
    /// `tags ('!reload') are not supported; a value starting with '!' is a YAML tag`
    public static let unsupportedTag = DiagnosticID("UnsupportedTag", .error, summary: "A `!tag`, or text that starts with `!`.")
}
extension DiagnosticMessage {
    /// - Parameter text: The text to quote in the fix-it.
    static func unsupportedTag(_ word: String, text: String) -> Self {
        Self(
            .unsupportedTag, "tags ('\(word)') are not supported; a value starting with '!' is a YAML tag",
            fixIt: quoteTheText(text), replacement: singleQuoted(text))
    }

    /// One of YAML's own tags before a value (`!!str AppState`), not Swift's `!`: the edit
    /// removes it.
    static func unsupportedTag(_ word: String, beforeValue: Void) -> Self {
        Self(.unsupportedTag, "tags ('\(word)') are not supported", fixIt: "remove the tag '\(word)'", replacement: "")
    }
}

extension DiagnosticID {
    /// `text cannot start with '@', which YAML reserves`
    public static let reservedIndicator = DiagnosticID(
        "ReservedIndicator", .error,
        summary: "Unquoted text starts with `%`, `@` or a backtick, which YAML reserves.")
}
extension DiagnosticMessage {
    static func reservedIndicator(_ indicator: UInt8, text: String) -> Self {
        Self(
            .reservedIndicator, "text cannot start with '\(character(indicator))', which YAML reserves",
            fixIt: quoteTheText(text), replacement: singleQuoted(text))
    }
}

extension DiagnosticID {
    /// `an empty entry: two ',' with nothing between them`
    public static let emptyFlowEntry = DiagnosticID(
        "EmptyFlowEntry", .error,
        summary: "Two `,` with nothing between them in a `[ ]` list or `{ }` mapping.")
}
extension DiagnosticMessage {
    static let emptyFlowEntry = Self(.emptyFlowEntry, "an empty entry: two ',' with nothing between them", fixIt: "remove the extra ','")
}

extension DiagnosticID {
    /// `text cannot start with ']'`
    public static let indicatorAtStart = DiagnosticID(
        "IndicatorAtStart", .error,
        summary: "Unquoted text starts with `,`, `]`, `}`, or a `#` that follows no space.")
}
extension DiagnosticMessage {
    static func indicatorAtStart(_ indicator: UInt8, text: String) -> Self {
        Self(.indicatorAtStart, "text cannot start with '\(character(indicator))'", fixIt: quoteTheText(text))
    }
}

extension DiagnosticID {
    /// `empty keys (a ':' with no key before it) are not supported`
    public static let colonWithoutKey = DiagnosticID("ColonWithoutKey", .error, summary: "An empty key: a `:` with no key before it.")
}
extension DiagnosticMessage {
    static let colonWithoutKey = Self(
        .colonWithoutKey, "empty keys (a ':' with no key before it) are not supported", fixIt: "add the key before the ':'")
}

extension DiagnosticID {
    /// `this line continues the value above, so it must be indented more than its key or '-' (0 spaces), not 0`
    public static let continuationNotIndented = DiagnosticID(
        "ContinuationNotIndented", .error,
        summary: "A line that continues quoted text or a `[ ]` or `{ }` collection is not indented past its key.")
}
extension DiagnosticMessage {
    static func continuationNotIndented(_ indentation: Int, parentIndent: Int) -> Self {
        Self(
            .continuationNotIndented,
            "this line continues the value above, so it must be indented more than its key or '-' (\(parentIndent) spaces), not \(indentation)",
            fixIt: "indent it with spaces, past the key or '-' the value belongs to")
    }
}

extension DiagnosticID {
    /// `an empty line at the start of this block scalar has more spaces than its first line of text`
    public static let blockScalarEmptyLineTooLong = DiagnosticID(
        "BlockScalarEmptyLineTooLong", .error,
        summary: "An empty line before a block scalar's first line of text has more spaces than that line.")
}
extension DiagnosticMessage {
    static let blockScalarEmptyLineTooLong = Self(
        .blockScalarEmptyLineTooLong, "an empty line at the start of this block scalar has more spaces than its first line of text",
        fixIt: "remove the spaces from the empty line, or add an indentation indicator such as '|2'")
}

extension DiagnosticID {
    /// `this line is indented more than the key above it, so it continues that key's value, and a ': ' cannot appear in a continued value`
    public static let colonInContinuedValue = DiagnosticID(
        "ColonInContinuedValue", .error,
        summary: "A `: ` in a line that continues the value above it.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - keyIndentation: The indentation of the keys of the mapping, when the line reads as
    ///     one of its keys; the fix-it then lines it up with them.
    ///   - continuesCode: Whether a bracket of the value above is still open, so that the line
    ///     goes on with its code (an argument `label: value`) and the value wants a `|` block.
    ///   - isListItem: Whether the line is a list item (`- name: x`), indented deeper than its
    ///     list's other items.
    static func colonInContinuedValue(keyIndentation: Int?, continuesCode: Bool = false, isListItem: Bool = false) -> Self {
        let text = continuedValueText
        if continuesCode {
            return Self(
                .colonInContinuedValue, text,
                fixIt: "write the value as a '|' block: a '|' after the key, and the value on the lines below it, each indented past the key")
        }
        guard let keyIndentation else {
            return Self(
                .colonInContinuedValue, text,
                fixIt: isListItem
                    ? "if it is an item of a list, indent its '-' like the list's other items; else indent it like the keys of its mapping"
                    : "indent it like the keys of its mapping, or write the value as a '|' block")
        }
        return Self(
            .colonInContinuedValue, text,
            fixIt: "indent it \(keyIndentation) spaces, like the keys of its mapping", replacement: String(repeating: " ", count: keyIndentation))
    }

    private static let continuedValueText =
        "this line is indented more than the key above it, so it continues that key's value, and a ': ' cannot appear in a continued value"

    /// The fix-it indents line `keyLine`, a key beside the empty key `name` above it, by `by`
    /// spaces: as deep as the line below it, both keys of `name`'s value.
    static func colonInContinuedValue(underEmptyKey name: String, keyLine: Int, by spaces: Int) -> Self {
        Self(
            .colonInContinuedValue, continuedValueText,
            fixIt: "indent line \(keyLine) further by \(Self.spaces(spaces)), so that it and this line are keys of '\(name)', whose value is empty",
            replacement: String(repeating: " ", count: spaces))
    }

    /// `examples:` over `name: …` and the example's other keys deeper: the `- ` that starts
    /// the example was left out, on line `keyLine`.
    static func colonInContinuedValue(listItemWithoutDash key: String, keyLine: Int) -> Self {
        Self(.colonInContinuedValue, continuedValueText + ": '\(key)' on line \(keyLine) reads like an example without its '- '", fixIt: "write '- ' before '\(key)' on line \(keyLine)", replacement: "- ")
    }
}

// MARK: - Quoted text

extension DiagnosticID {
    /// `this double-quoted text is never closed`
    public static let unclosedQuote = DiagnosticID("UnclosedQuote", .error, summary: "Quoted text is never closed.")
}
extension DiagnosticMessage {
    static func unclosedQuote(isDouble: Bool) -> Self {
        Self(
            .unclosedQuote, "this \(isDouble ? "double" : "single")-quoted text is never closed",
            fixIt: "add the closing \(isDouble ? "\"" : "'")")
    }
}

extension DiagnosticID {
    /// `this quoted text is never closed before the document marker`
    public static let quoteCutByDocumentMarker = DiagnosticID(
        "QuoteCutByDocumentMarker", .error,
        summary: "Quoted text runs into a `---` or `...` line.")
}
extension DiagnosticMessage {
    static let quoteCutByDocumentMarker = Self(
        .quoteCutByDocumentMarker, "this quoted text is never closed before the document marker", fixIt: "add the closing quote")
}

extension DiagnosticID {
    /// `unknown escape '\q' in double-quoted text`
    public static let unknownEscape = DiagnosticID(
        "UnknownEscape", .error,
        summary: "A `\\` escape that YAML does not define, in double-quoted text.")
}
extension DiagnosticMessage {
    /// - Parameter code: The byte after the backslash; 0 at the end of the file.
    /// - Parameter swiftLiteral: The double-quoted text with its quotes, when the escape is
    ///   `\(`: a Swift string literal with an interpolation, which the fix-it single-quotes
    ///   whole, so that Swift reads it with its quotes.
    static func unknownEscape(_ code: UInt8, swiftLiteral: String? = nil) -> Self {
        let shown = code == 0 || code == 0x0A ? "" : String(decoding: [code], as: UTF8.self)
        if let swiftLiteral {
            return Self(
                .unknownEscape, "unknown escape '\\\(shown)' in double-quoted text: YAML reads the quotes, so Swift would not see a string literal",
                fixIt: "for a Swift string literal, put it whole in single quotes: \(singleQuoted(swiftLiteral))", replacement: singleQuoted(swiftLiteral))
        }
        return Self(
            .unknownEscape, "unknown escape '\\\(shown)' in double-quoted text",
            fixIt: "write '\\\\' for a backslash, or use single quotes, where '\\' is an ordinary character")
    }
}

extension DiagnosticID {
    /// `'\u' must be followed by 4 hexadecimal digits`
    public static let shortHexEscape = DiagnosticID(
        "ShortHexEscape", .error,
        summary: "A `\\x`, `\\u` or `\\U` escape without enough hexadecimal digits.")
}
extension DiagnosticMessage {
    static func shortHexEscape(_ code: UInt8, digits: Int) -> Self {
        Self(
            .shortHexEscape, "'\\\(character(code))' must be followed by \(digits) hexadecimal digits",
            fixIt: "give it \(digits) hexadecimal digits; for a backslash, write '\\\\\(character(code))', or use single quotes, where '\\' is an ordinary character")
    }
}

extension DiagnosticID {
    /// `'\uD800' is not a Unicode character`
    public static let escapeNotACharacter = DiagnosticID(
        "EscapeNotACharacter", .error,
        summary: "A `\\u` or `\\U` escape that is not a Unicode character.")
}
extension DiagnosticMessage {
    static func escapeNotACharacter(_ code: UInt8, value: UInt32, digits: Int) -> Self {
        Self(.escapeNotACharacter, "'\\\(character(code))\(hex(value, digits: digits))' is not a Unicode character")
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
