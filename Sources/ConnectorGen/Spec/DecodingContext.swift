/// What every decoder shares: the file being decoded, its text for fix-its, and the
/// diagnostics found so far. Each helper reports its own problem and returns `nil`.
struct DecodingContext {
    let file: String
    let source: [UInt8]
    /// The lines of `source`, to turn a node's byte range into a ``SourceRange``.
    let lines: LineTable
    var diagnostics: [Diagnostic] = []
    /// The app types the target's other specs name, for the fix-it of a missing `state` or
    /// `action`.
    var appTypes: AppTypeNames?

    /// How many of the diagnostics so far are errors.
    var errorCount: Int { diagnostics.count(where: \.isError) }
    /// The keys of the spec's top level found indented under another key
    /// (``withoutMisplacedSpecKey(_:in:readAs:specKeys:specHas:)``): not also missing.
    var misplacedSpecKeys: Set<String> = []

    init(file: String, source: [UInt8]) {
        self.file = file
        self.source = source
        self.lines = LineTable(source)
    }

    /// Adds a diagnostic for `message` at `location`.
    ///
    /// - Parameter node: The node whose source text the message's replacement takes the
    ///   place of; the fix-it then carries that edit.
    mutating func report(_ message: DiagnosticMessage, at location: SourceLocation, replacing node: Node? = nil, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(
            message, file: file, at: location, replacing: node.map { lines.range($0.sourceRange) }, notes: notes))
    }

    /// Adds a diagnostic for `message` at `location`, whose fix-it inserts the message's
    /// replacement at `insertion`.
    mutating func report(_ message: DiagnosticMessage, at location: SourceLocation, insertingAt insertion: SourceLocation?) {
        diagnostics.append(Diagnostic(message, file: file, at: location, replacing: insertion.map { SourceRange(from: $0, to: $0) }))
    }

    /// Where a line added at the end of the document goes, and the line break it needs
    /// before it when the last line has none: before a `...` line that ends the document, if
    /// there is one, else at the end.
    var endOfDocument: (location: SourceLocation, lineBreak: String) {
        // The trailing lines that hold no content: blank, comments, and `...` markers.
        var end = source.count
        var documentEnd: Int?
        while end > 0 {
            var lineStart = end
            while lineStart > 0 && source[lineStart - 1] != 0x0A { lineStart -= 1 }
            let line = source[lineStart..<end].drop { $0 == 0x20 || $0 == 0x09 }
            let text = line.prefix { $0 != 0x0D && $0 != 0x0A }
            if text.starts(with: Array("...".utf8)) && (text.count == 3 || [0x20, 0x09].contains(text[text.startIndex + 3])) && line.startIndex == lineStart {
                documentEnd = lineStart
            } else if !(text.isEmpty || text.first == UInt8(ascii: "#")) {
                break
            }
            guard lineStart > 0 else { break }
            end = lineStart - 1
        }
        if let documentEnd { return (lines.location(ofOffset: documentEnd), "") }
        return (lines.location(ofOffset: source.count), source.last == 0x0A || source.isEmpty ? "" : "\n")
    }

    /// Adds a diagnostic for `message` at `location`, whose fix-it replaces `written` there
    /// when the source holds exactly that text at `location`: a plain value, or one quoted
    /// without escapes (`"titel"`, whose text between the quotes is replaced).
    mutating func report(_ message: DiagnosticMessage, at location: SourceLocation, replacingWritten written: String) {
        var range: SourceRange?
        let line = sourceLine(at: location)
        var start = location
        if let quote = line?.first, quote == "\"" || quote == "'", line?.dropFirst().hasPrefix(written + String(quote)) == true {
            start = SourceLocation(line: location.line, column: location.column + 1)
        }
        if start != location || line?.hasPrefix(written) == true {
            range = SourceRange(from: start, to: SourceLocation(line: start.line, column: start.column + written.utf8.count))
        }
        diagnostics.append(Diagnostic(message, file: file, at: location, replacing: range))
    }

    /// Adds a diagnostic for `message` at `location`, a value of the top-level `key`, whose
    /// fix-it removes the key's whole line when the line holds just `key: value` (and a
    /// comment): a key that has no effect.
    mutating func report(_ message: DiagnosticMessage, at location: SourceLocation, removingLineOf key: String) {
        var range: SourceRange?
        if let line = sourceLine(at: SourceLocation(line: location.line, column: 1)), line.hasPrefix(key + ":"),
           let value = sourceLine(at: location), !value.hasPrefix("{"), !value.hasPrefix("["), !value.hasPrefix("|"), !value.hasPrefix(">") {
            let next = SourceLocation(line: location.line + 1, column: 1)
            let hasNextLine = lines.location(ofOffset: source.count).line > location.line
            range = SourceRange(
                from: SourceLocation(line: location.line, column: 1),
                to: hasNextLine ? next : SourceLocation(line: location.line, column: line.utf8.count + 1))
        }
        diagnostics.append(Diagnostic(message, file: file, at: location, replacing: range))
    }

    /// The source text of a node, as written.
    func sourceText(of node: Node) -> String {
        let range = node.sourceRange.clamped(to: 0..<source.count)
        return String(decoding: source[range], as: UTF8.self)
    }

    /// The text of the source line `location` is on, from its column to the end of the line.
    func sourceLine(at location: SourceLocation) -> Substring? {
        var line = 1
        var index = 0
        while line < location.line, let newline = source[index...].firstIndex(of: 0x0A) {
            index = newline + 1
            line += 1
        }
        guard line == location.line else { return nil }
        let start = min(source.count, index + location.column - 1)
        let end = source[start...].firstIndex(of: 0x0A) ?? source.count
        return Substring(String(decoding: source[start..<end], as: UTF8.self))
    }

    /// The entries of a mapping, or an error naming what was expected.
    mutating func mapping(_ node: Node, for key: String, expected: DiagnosticMessage.MappingShape) -> [MappingEntry]? {
        if let entries = node.mappingEntries { return entries }
        if node.scalar?.isNull == true {
            report(.emptyMapping(key, expected: expected), at: node.location)
        } else if let scalar = node.scalar, scalar.style == .plain, let braced = Self.bracedPairs(scalar.text) {
            // `with: title: String`: pairs written without their braces.
            report(.notAMapping(key, expected: expected, found: node.kindDescription, braced: braced), at: node.location, replacing: node)
        } else {
            report(.notAMapping(key, expected: expected, found: node.kindDescription), at: node.location)
        }
        return nil
    }

    /// `{ title: String, _ id: Int }` for `title: String, _ id: Int`: text that reads as
    /// `name: value` pairs (a name, or `_` and a name, then `: ` and a value without brackets or
    /// quotes), written in braces; `nil` for other text.
    static func bracedPairs(_ text: String) -> String? {
        let pairs = text.split(separator: ",").map { $0.split(separator: ":", maxSplits: 1) }
        guard !pairs.isEmpty, !text.contains(where: { "[]{}()\"'".contains($0) }) else { return nil }
        for pair in pairs {
            guard pair.count == 2, pair[1].first == " ", !pair[1].contains(":"), !String(pair[1]).trimmingWhitespace().isEmpty else { return nil }
            var name = String(pair[0]).trimmingWhitespace()
            if name.hasPrefix("_ ") { name = String(name.dropFirst(2)).trimmingWhitespace() }
            guard IdentifierRules.isValid(name) else { return nil }
        }
        return "{ " + text.trimmingWhitespace() + " }"
    }

    /// Each entry of a mapping made into a value by `transform`, which reports its own
    /// problems and returns `nil` for an entry it cannot use; empty if `node` is no mapping.
    mutating func entries<Value>(
        of node: Node, for key: String, expected: DiagnosticMessage.MappingShape,
        _ transform: (inout DecodingContext, MappingEntry) -> Value?
    ) -> [Value] {
        guard let entries = mapping(node, for: key, expected: expected) else { return [] }
        var values: [Value] = []
        for entry in entries {
            if let value = transform(&self, entry) { values.append(value) }
        }
        return values
    }

    /// The `name: value` entries of a mapping made into values by `make`: each name an
    /// identifier in `role`, each value read by `decodeValue`. An entry whose name or value is
    /// wrong is reported and left out.
    mutating func namedEntries<Value, Entry>(
        of node: Node, for key: String, expected: DiagnosticMessage.MappingShape, naming role: DiagnosticMessage.IdentifierRole,
        value decodeValue: (inout DecodingContext, MappingEntry) -> Value?, _ make: (Located<String>, Value) -> Entry
    ) -> [Entry] {
        entries(of: node, for: key, expected: expected) { context, entry in
            let name = context.identifier(key: entry, as: role)
            // `{ title String }`: the key's error says the `:` is missing; the value is not also empty.
            if name == nil, Self.leavesValueUnread(entry) { return nil }
            let value = decodeValue(&context, entry)
            guard let name, let value else { return nil }
            return make(name, value)
        }
    }

    /// Drops the edits of the diagnostics from `index` on, those of the rules, when the spec
    /// read before them had errors: a rule then checks a spec with a part missing (a misspelt
    /// `slices`, an action that did not read), and its edit may undo what the part needs.
    /// Their fix-its stay in words; `--fix` applies the reading's edits first, and the rules'
    /// once the spec reads whole.
    mutating func keepEditsOfRulesOnlyIfReadWhole(from index: Int) {
        guard diagnostics.prefix(index).contains(where: \.isError) else { return }
        for position in diagnostics.indices.dropFirst(index) where diagnostics[position].fixIt?.edit != nil {
            diagnostics[position].fixIt?.edit = nil
        }
    }

    /// Reports every key of `entries` that is not in `known`, suggesting the closest known key.
    ///
    /// - Returns: The known keys suggested for misspelt ones. A missing key that was suggested
    ///   is not reported again: the misspelling's fix-it adds it.
    @discardableResult
    mutating func checkKeys(_ entries: [MappingEntry], known: [String], in owner: DiagnosticMessage.KeyOwner) -> Set<String> {
        var suggested: Set<String> = []
        // Each key suggested for a misspelt one, with the misspelling.
        var misspellings: [String: String] = [:]
        // Inside `{ }`, a `,` in an expression cuts it, and the rest reads as more keys: those
        // are the pieces of the cut value, which its own error explains, not unknown keys.
        var followsCutExpression = false
        for entry in entries {
            defer {
                if let scalar = entry.value.scalar, scalar.style == .plain, scalar.isInFlowCollection,
                    let problem = ExpressionRules.problem(in: scalar.text), problem.statement == nil
                {
                    followsCutExpression = true
                }
            }
            guard !known.contains(entry.name), !followsCutExpression else { continue }
            if reportsKeyWithoutColon(entry, known: known) {
                // The key is there, its `:` missing: not missing too.
                suggested.insert(String(entry.name.prefix { $0 != " " && $0 != ":" }))
                continue
            }
            // A key the mapping already has is no suggestion: renaming to it makes a duplicate.
            var nearest = DidYouMean.suggestion(for: entry.name, among: known)
            // A connector spec's view actions and fields, under the names other tools use.
            if owner == .spec, let meant = ["actions": "viewAction", "fields": "viewState"][entry.name], known.contains(meant),
                entry.value.mappingEntries != nil, !entries.contains(where: { $0.name == meant })
            {
                nearest = meant
            }
            // A key of another part of the spec, or another tool's word, for one this mapping
            // takes: an action's `send:` (an example's word) is its `to:`.
            if nearest == nil, let meant = Self.keyAliases(of: owner)[entry.name], known.contains(meant), !entries.contains(where: { $0.name == meant }) {
                nearest = meant
            }
            if let nearest, entries.contains(where: { $0.name == nearest }) {
                report(.unknownKeyBesideKnown(entry.name, known: nearest, in: owner), at: entry.key.location)
                continue
            }
            // A second misspelling of one key: renaming both would make a duplicate.
            if let nearest, let first = misspellings[nearest] {
                report(.unknownKeyBesideKnown(entry.name, known: nearest, misspelt: first, in: owner), at: entry.key.location)
                continue
            }
            let suggestion = nearest
            if suggestion == nil, let unindented = unindentedIfTooDeep(entry, known: known) {
                diagnostics.append(Diagnostic(
                    .entryIndentedTooDeep(entry.name, in: owner, keys: unindented.keys, by: unindented.step, replacement: unindented.text),
                    file: file, at: entry.key.location, replacing: unindented.range))
                continue
            }
            if suggestion == nil, let diagnostic = valueWithoutWith(entry, of: entries, known: known, in: owner) {
                diagnostics.append(diagnostic)
                continue
            }
            // Where the mapping has none of its keys, the key is one of them misnamed, not an entry
            // of its own.
            if suggestion == nil, entries.contains(where: { known.contains($0.name) }),
                let sibling = oneLineEntryIndentedTooDeep(entry, known: known, in: owner)
            {
                // Unindented, it would take the keys after it as more of its value: the edit
                // is for the last key, and a fix-it in words for one before others.
                let isLast = entry == entries.last
                diagnostics.append(Diagnostic(
                    .oneLineEntryIndentedTooDeep(entry.name, in: owner, known: known, by: sibling.step, replacement: isLast ? sibling.text : nil),
                    file: file, at: entry.key.location, replacing: isLast ? sibling.range : nil))
                continue
            }
            if let suggestion {
                suggested.insert(suggestion)
                misspellings[suggestion] = entry.name
            }
            let isTargetDefault = TargetConfigDecoder.keys.contains(entry.name)
            // `bindings:` at a spec's top level: a key of its `container` (but for `name`, which
            // names much else).
            if owner == .spec, suggestion == nil, known.contains("container"), entry.name != "name", ContainerDecoder.specKeys.contains(entry.name) {
                report(.containerKeyAtTopLevel(entry.name), at: entry.key.location)
                continue
            }
            report(
                .unknownKey(entry.name, in: owner, known: known, suggestion: suggestion, isTargetDefault: isTargetDefault),
                at: entry.key.location, replacing: entry.key)
        }
        return suggested
    }

    /// Keys written for those a mapping of `owner` takes, each with the key it stands for: an
    /// example's words in an action, an action's in an example, other tools' words.
    static func keyAliases(of owner: DiagnosticMessage.KeyOwner) -> [String: String] {
        switch owner {
        case .action:
            ["send": "to", "action": "to", "dispatch": "to", "expect": "to", "from": "to", "values": "with", "parameters": "with", "arguments": "with"]
        case .field:
            ["value": "from", "get": "from", "source": "from", "path": "from", "to": "from", "setter": "set"]
        case .example:
            ["state": "given", "when": "send", "action": "send", "then": "expect", "result": "expect", "title": "name"]
        default:
            [:]
        }
    }

    /// Reports the entry at `index` of `entries`, the fields or actions of `section`, when it
    /// is a key written at the wrong level: a key of the spec that the spec does not have at
    /// its top level, whose value is not a field's or an action's (`types:` under
    /// `viewState`), or a key of the entry above that it lacks, written beside it
    /// (`noExample:` two spaces short). The edit moves its lines where they belong when
    /// nothing else moves with them.
    ///
    /// - Parameters:
    ///   - readAs: What the entries are: `field`, `action`.
    ///   - entryKeys: The keys an entry's mapping takes.
    ///   - specKeys: The keys of a spec's top level.
    ///   - specHas: The keys the spec's top level has.
    ///   - isSpecValue: Whether a value is one the spec's key of that name takes and no entry
    ///     could (`memoize: true`), so that a key with text is misplaced too.
    /// - Returns: Whether it reported the entry, which is then no field or action.
    /// - Parameter shortForms: Names whose entry may stand in a short form whose value is text
    ///   (a field named like a slice copies it), which is no misplaced key.
    mutating func reportsMisplacedKey(
        _ index: Int, of entries: [MappingEntry], in section: String, readAs: String, entryKeys: [String], specKeys: [String], specHas: Set<String>,
        shortForms: Set<String> = [], isSpecValue: (String, Node) -> Bool = { _, _ in false }
    ) -> Bool {
        let entry = entries[index]
        let asOne = ("aeiou".contains(readAs.first ?? "x") ? "an " : "a ") + readAs
        if specKeys.contains(entry.name), !specHas.contains(entry.name), !entryKeys.contains(entry.name) {
            let isEntryShaped = entry.value.mappingEntries.map { members in members.isEmpty || members.contains { entryKeys.contains($0.name) } } ?? true
            guard entry.value.sequenceItems != nil || !isEntryShaped || isSpecValue(entry.name, entry.value) else { return false }
            let step = entry.key.location.column - 1
            // Unindented in place, the entries after it would become its own; inside `{ }` no
            // indentation moves it.
            let shifted = index == entries.count - 1 && startsItsLine(entry) ? shiftedLines(of: entry, by: -step) : nil
            diagnostics.append(Diagnostic(
                .misplacedKey(entry.name, belongsTo: "the spec", readAs: asOne, in: section, move: shifted == nil ? .outOf(section) : .indent(-step), replacement: shifted?.text),
                file: file, at: entry.key.location, replacing: shifted?.range))
            return true
        }
        guard !shortForms.contains(entry.name), let step = Self.stepToEntryAbove(index, of: entries, entryKeys: entryKeys) else { return false }
        let above = entries[index - 1]
        let shifted = shiftedLines(of: entry, by: step)
        diagnostics.append(Diagnostic(
            .misplacedKey(entry.name, belongsTo: "the \(readAs) '\(above.name)' above", readAs: asOne, in: section, move: .indent(step), replacement: shifted?.text),
            file: file, at: entry.key.location, replacing: shifted?.range))
        return true
    }

    /// `node`, the mapping of `section` (`slices`, `types`, `inputs`), up to a key of the spec
    /// that the spec lacks at its top level, written under it (`viewState:` two spaces deep
    /// below the slices, its fields after it; or `viewAction:` and its actions below the
    /// types), which is reported as `MisplacedKey`: that key and the entries after it, which
    /// are then its own, are not read as the section's.
    ///
    /// - Parameters:
    ///   - readAs: What the section's entries are: `slice`, `type`, `input`.
    ///   - specKeys: The keys of a spec's top level.
    ///   - specHas: The keys the spec's top level has.
    ///   - isSpecValue: Whether a value is one the spec's key of that name takes and no entry
    ///     could (`memoize: true`, `require: [account]`): such a key is misplaced too, and the
    ///     entries after it stay the section's.
    ///   - onlyEmpty: Whether only a key without a value is taken for the spec's: in
    ///     `viewState` and `viewAction`, whose entries' values are mappings and text, a field
    ///     may be named `inputs`, but none is empty.
    mutating func withoutMisplacedSpecKey(
        _ node: Node, in section: String, readAs: String, specKeys: [String], specHas: Set<String>, onlyEmpty: Bool = false,
        isSpecValue: (String, Node) -> Bool = { _, _ in false }
    ) -> Node {
        guard let entries = node.mappingEntries,
              let index = entries.firstIndex(where: { entry in
                  specKeys.contains(entry.name) && !specHas.contains(entry.name) && entry.name != section
                      && (!onlyEmpty || entry.value.scalar?.isNull == true)
                      && (entry.value.scalar?.isNull == true || entry.value.mappingEntries != nil
                          || entry.value.sequenceItems.map { !$0.isEmpty && $0.allSatisfy { $0.mappingEntries != nil } } == true
                          || isSpecValue(entry.name, entry.value))
              })
        else { return node }
        // A key with a value of its own that is text or a list owns none of the entries after it.
        let ownsWhatFollows = entries[index].value.scalar?.isNull == true || entries[index].value.mappingEntries != nil
            || entries[index].value.sequenceItems?.allSatisfy { $0.mappingEntries != nil } == true
        let entry = entries[index]
        let asOne = ("aeiou".contains(readAs.first ?? "x") ? "an " : "a ") + readAs
        let step = entry.key.location.column - 1
        // Without a value of its own, the entries after it are its own once it is unindented;
        // with one, only where none follows it.
        let keyLineOnly = entry.value.scalar?.isNull == true
        // Inside `{ }` (not at its line's start), no indentation moves it.
        let shifted = startsItsLine(entry) && (keyLineOnly || index == entries.count - 1) ? shiftedLines(of: entry, by: -step) : nil
        let move: DiagnosticMessage.KeyMove = shifted == nil ? .outOf(section) : keyLineOnly ? .unindentLine(step) : .indent(-step)
        diagnostics.append(Diagnostic(
            .misplacedKey(entry.name, belongsTo: "the spec", readAs: asOne, in: section, move: move, replacement: shifted?.text),
            file: file, at: entry.key.location, replacing: shifted?.range))
        misplacedSpecKeys.insert(entry.name)
        var kept = node
        kept.content = .mapping(ownsWhatFollows ? Array(entries[..<index]) : Array(entries[..<index] + entries[(index + 1)...]))
        return kept
    }

    /// `node`, a section of entries (`features`, `viewState`, `viewAction`), with the keys of an
    /// entry written after it at its own indentation, its value left empty (`calendar:` over
    /// `state: CalendarState` and `action: …`, all two spaces deep), read as that entry's own
    /// and reported once, as `MisplacedKey` with the edit that indents them under it.
    ///
    /// - Parameters:
    ///   - readAs: What the section's entries are: `feature`, `field`, `action`.
    ///   - entryKeys: The keys an entry takes.
    ///   - besideBlock: Whether keys the entry lacks, written after its block of keys at its
    ///     own indentation, are taken the same way (where no other check reports them).
    mutating func withKeysUnderEmptyEntries(_ node: Node, in section: String, readAs: String, entryKeys: [String], besideBlock: Bool = false) -> Node {
        guard var entries = node.mappingEntries else { return node }
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            let members = entry.value.mappingEntries
            let isEmpty = entry.value.scalar?.isNull == true
            // Keys under the entry, on lines of their own: where more of them go.
            let block = members.flatMap { members in members.first.map { (members, $0.key.location.column) } }.flatMap { members, column in
                besideBlock && column > entry.key.location.column && members.allSatisfy { $0.key.location.line > entry.key.location.line }
                    ? (members, column - entry.key.location.column) : nil
            }
            // Each on a line of its own, its value too: a plain value going on over the next
            // lines would take them along, wherever the key went.
            let keys = entries[(index + 1)...].prefix { key in
                entryKeys.contains(key.name) && key.key.location.column == entry.key.location.column && startsItsLine(key)
                    && (key.value.scalar == nil || !source[key.value.sourceRange.clamped(to: 0..<source.count)].contains(0x0A))
                    && !(block?.0.contains { $0.name == key.name } ?? false)
            }
            guard isEmpty || block != nil, startsItsLine(entry), let first = keys.first, let last = keys.last,
                  Set(keys.map(\.name)).count == keys.count
            else {
                index += 1
                continue
            }
            let step = block?.1 ?? entry.key.location.column - 1
            let shifted = step > 0 ? shiftedLines(from: first, through: last, by: step) : nil
            diagnostics.append(Diagnostic(
                .misplacedKey(
                    entry.name, belongsTo: "the \(readAs) '\(entry.name)'", readAs: readAs, in: section,
                    move: .under(keys: keys.map(\.name), step: step, isEmpty: isEmpty), replacement: shifted?.text),
                file: file, at: (isEmpty ? entry : first).key.location, replacing: shifted?.range))
            var owner = entry
            owner.value.content = .mapping((block?.0 ?? []) + keys)
            entries.replaceSubrange(index...(index + keys.count), with: [owner])
            index += 1
        }
        var kept = node
        kept.content = .mapping(entries)
        return kept
    }

    /// Whether `entry`'s key starts its line, after spaces: not inside `{ }` after other entries.
    private func startsItsLine(_ entry: MappingEntry) -> Bool {
        sourceLine(at: SourceLocation(line: entry.key.location.line, column: 1))?.prefix(entry.key.location.column - 1).allSatisfy { $0 == " " } == true
    }

    /// How many spaces the entry at `index` of `entries` is short of the keys of the entry above
    /// it, when it is one of the keys that entry takes (`entryKeys`) and lacks, written beside
    /// it instead of under it; `nil` otherwise.
    static func stepToEntryAbove(_ index: Int, of entries: [MappingEntry], entryKeys: [String]) -> Int? {
        guard index > 0, index < entries.count else { return nil }
        let entry = entries[index]
        let above = entries[index - 1]
        // An entry whose value is a mapping (`from: { type: Date, … }`) is a field or action of that name.
        guard entryKeys.contains(entry.name), entry.value.mappingEntries == nil, entry.value.sequenceItems == nil,
              let members = above.value.mappingEntries, let first = members.first,
              !members.contains(where: { $0.name == entry.name }), first.key.location.line > above.key.location.line
        else { return nil }
        let step = first.key.location.column - entry.key.location.column
        return step > 0 ? step : nil
    }

    /// Whether the entry after the one at `index` is its key `key`, written beside it: the
    /// entry's missing `key` is then that entry's error alone.
    static func keyFollows(_ key: String, after index: Int, of entries: [MappingEntry], entryKeys: [String]) -> Bool {
        index + 1 < entries.count && entries[index + 1].name == key && stepToEntryAbove(index + 1, of: entries, entryKeys: entryKeys) != nil
    }

    /// The lines of `entry`, from its key's line to the end of its value, each indented by
    /// `step` more spaces (fewer when negative; a line with fewer is left as it is), and their range.
    private func shiftedLines(of entry: MappingEntry, by step: Int) -> (text: String, range: SourceRange)? {
        shiftedLines(from: entry, through: entry, by: step)
    }

    /// The lines of the entries from `first` through `last`, each indented by `step` more
    /// spaces (fewer when negative), as ``shiftedLines(of:by:)``.
    private func shiftedLines(from first: MappingEntry, through last: MappingEntry, by step: Int) -> (text: String, range: SourceRange)? {
        let start = first.key.sourceRange.lowerBound - (first.key.location.column - 1)
        let end = min(max(last.value.sourceRange.upperBound, last.key.sourceRange.upperBound), source.count)
        guard step != 0, start >= 0, start < end else { return nil }
        let lines = source[start..<end].split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> [UInt8] in
            if step > 0 { return line.isEmpty || line == [0x0D] ? Array(line) : Array(repeating: 0x20, count: step) + line }
            return line.prefix(-step).allSatisfy { $0 == 0x20 } ? Array(line.dropFirst(min(-step, line.count))) : Array(line)
        }
        return (String(decoding: Array(lines.joined(separator: [0x0A])), as: UTF8.self), self.lines.range(start..<end))
    }

    /// An unknown key whose value is a mapping of keys its own mapping takes is an entry
    /// indented one level too deep: it belongs beside the entry it was written in. Returns its
    /// lines unindented by one step (the indentation of its keys below it), and their range.
    private func unindentedIfTooDeep(
        _ entry: MappingEntry, known: [String]
    ) -> (keys: [String], step: Int, text: String, range: SourceRange)? {
        guard let children = entry.value.mappingEntries, let firstChild = children.first,
              children.allSatisfy({ known.contains($0.name) }),
              firstChild.key.location.line > entry.key.location.line
        else { return nil }
        let step = firstChild.key.location.column - entry.key.location.column
        guard step > 0, entry.key.location.column > step, let unindented = shiftedLines(of: entry, by: -step) else { return nil }
        return (children.map(\.name), step, unindented.text, unindented.range)
    }

    /// Whether `text` reads as a type written alone (`Int`, `[Row]`), not as an expression.
    private static func readsAsType(_ text: String) -> Bool {
        TypeTextRules.problem(in: text) == nil && text.first.map { $0.isUppercase || $0 == "[" } == true
    }

    /// An unknown key of an action whose value is a plain type (`stars: Int`): a value of the
    /// action written without its `with`. The edit writes it under `with` where it is the
    /// action's only such key, on one line, and `with` is missing.
    private func valueWithoutWith(_ entry: MappingEntry, of entries: [MappingEntry], known: [String], in owner: DiagnosticMessage.KeyOwner) -> Diagnostic? {
        guard case .action = owner, known.contains("with"), IdentifierRules.isValid(entry.name),
              let scalar = entry.value.scalar, scalar.style == .plain, Self.readsAsType(scalar.text),
              !scalar.text.contains("."), !scalar.text.contains("(")
        else { return nil }
        let values = entries.filter { !known.contains($0.name) && $0.value.scalar.map { Self.readsAsType($0.text) } == true }
        let isOnly = values.count == 1 && !entries.contains { $0.name == "with" } && startsItsLine(entry)
            && entry.value.location.line == entry.key.location.line
        let end = entry.value.location.advanced(by: scalar.text.utf8.count)
        return Diagnostic(
            .actionValueWithoutWith(entry.name, type: scalar.text, in: owner), file: file, at: entry.key.location,
            replacing: isOnly ? SourceRange(from: entry.key.location, to: end) : nil)
    }

    /// An unknown key of a field or an action, on a line of its own, whose one-line value is a
    /// field's or an action's in short form or in `{ }` (`clear: .clear` under the action
    /// `add`, `total: { type: Int, from: x }` under the field `count`): a field or action
    /// indented one level too deep, as deep as the keys of the one above it. Returns its lines
    /// unindented to the column of that one's key, and their range.
    private func oneLineEntryIndentedTooDeep(
        _ entry: MappingEntry, known: [String], in owner: DiagnosticMessage.KeyOwner
    ) -> (step: Int, text: String, range: SourceRange)? {
        let isField: Bool
        switch owner {
        case .field: isField = true
        case .action: isField = false
        default: return nil
        }
        guard IdentifierRules.isValid(entry.name), startsItsLine(entry), entry.value.location.line == entry.key.location.line else { return nil }
        if let children = entry.value.mappingEntries {
            guard !children.isEmpty, children.allSatisfy({ known.contains($0.name) }) else { return nil }
        } else if let scalar = entry.value.scalar, !scalar.isNull {
            // A short form: a field's type (`total: Int`), an action's app action (`.clear`,
            // `AppAction.clear`).
            let text = scalar.text
            let isShortForm = isField
                ? Self.readsAsType(text)
                : text.first.map { $0 == "." || $0.isUppercase } == true && ExpressionRules.problem(in: text) == nil
            guard isShortForm else { return nil }
        } else {
            return nil
        }
        // The key of the field or action it is in: the nearest line above it that is indented less.
        var line = entry.key.location.line - 1
        var ownerColumn: Int?
        while line > 0, let text = sourceLine(at: SourceLocation(line: line, column: 1)) {
            let indentation = text.prefix { $0 == " " }.count
            if indentation < text.count, !text.dropFirst(indentation).hasPrefix("#"), indentation < entry.key.location.column - 1 {
                ownerColumn = indentation + 1
                break
            }
            line -= 1
        }
        guard let ownerColumn, case let step = entry.key.location.column - ownerColumn, step > 0,
              let shifted = shiftedLines(of: entry, by: -step)
        else { return nil }
        return (step, shifted.text, shifted.range)
    }

    /// The value a `#` comment after a key may have been meant as (`#URL("https://x")`): up to
    /// a ` #` outside a string literal, which starts a comment of its own, without the trailing
    /// whitespace.
    static func commentValue(_ comment: String) -> String {
        var end = comment.startIndex
        var inString = false
        var previous: Character = " "
        for index in comment.indices {
            let character = comment[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if character == "#" && index != comment.startIndex && previous.isWhitespace && !inString { break }
            previous = character
            end = comment.index(after: index)
        }
        return String(comment[..<end]).trimmingTrailingWhitespace()
    }

    /// Warns when `text`, read from the plain scalar `node`, ended at a ` #` that reads as more
    /// of the text, a `#` with a letter or digit right after it (`row #1`), rather than a
    /// comment (`# why`): YAML cut the text there. The fix-it quotes the line's whole value.
    mutating func warnsTextCutByComment(_ node: Node, text: Located<String>, what: String) {
        guard let scalar = node.scalar, scalar.style == .plain, scalar.endedAtComment, !text.value.contains("\n"),
              let line = sourceLine(at: text.location),
              let hash = line.indices.first(where: { line[$0] == "#" && $0 > line.startIndex && line[line.index(before: $0)] == " " })
        else { return }
        // Up to a comment after it, `# …` with a blank after the `#`.
        let rest = line[line.index(after: hash)...]
        let end = rest.indices.first { index in
            index > rest.startIndex && rest[index] == "#" && rest[rest.index(before: index)] == " "
                && (rest.index(after: index) == rest.endIndex || rest[rest.index(after: index)] == " ")
        } ?? line.endIndex
        let whole = String(line[..<end]).trimmingTrailingWhitespace()
        let comment = String(line[hash..<end]).trimmingTrailingWhitespace()
        guard let next = comment.dropFirst().first, next.isLetter || next.isNumber else { return }
        diagnostics.append(Diagnostic(
            .textCutByComment(what, text: text.value, comment: comment, quoted: YAMLScalarText.scalar(whole)), file: file, at: text.location,
            replacing: SourceRange(from: text.location, to: text.location.advanced(by: whole.utf8.count))))
    }

    /// Text from a scalar node; a list or mapping where text was meant gets the quoting fix-it.
    ///
    /// - Parameter isType: Whether the text is a Swift type: a `{ }` around a valid type is
    ///   then fixed by removing the braces, which a type never has.
    mutating func text(_ node: Node, for key: String, isType: Bool = false) -> Located<String>? {
        if let scalar = node.scalar {
            if scalar.isNull {
                if !scalar.text.isEmpty {
                    report(.emptyValue(key, nullWord: scalar.text), at: node.location)
                } else if scalar.endedAtComment {
                    let line = sourceLine(at: node.location) ?? ""
                    let comment = Self.commentValue(String(line.drop { $0 != "#" }))
                    // The fix-it quotes the comment, from its '#' to the end of the line, when it
                    // reads as Swift (`#URL(…)`, `#selector(…)`, a raw string `#"…"#`); `# text` reads as a comment.
                    let from = node.location.advanced(by: line.utf8.count - line.drop { $0 != "#" }.utf8.count)
                    let readsAsSwift = comment.dropFirst().first.map { $0.isLetter || $0 == "_" || $0 == "\"" } ?? false
                    let range = readsAsSwift ? SourceRange(from: from, to: from.advanced(by: comment.utf8.count)) : nil
                    diagnostics.append(Diagnostic(.valueIsAComment(key, comment: comment.isEmpty ? "#" : comment), file: file, at: node.location, replacing: range))
                } else {
                    report(.emptyValue(key), at: node.location)
                }
                return nil
            }
            return Located(scalar.text, at: scalar.contentLocation)
        }
        let written = sourceText(of: node)
        let isOneLine = !written.contains("\n")
        if node.sequenceItems != nil, isOneLine, written.hasPrefix("[") {
            report(.listWhereText(written, key: key), at: node.location, replacing: node)
        } else if let entries = node.mappingEntries, isOneLine, written.hasPrefix("{") {
            let bare = String(written.dropFirst().dropLast()).trimmingWhitespace()
            let isBareType = isType && written.hasSuffix("}") && !bare.isEmpty && TypeTextRules.problem(in: bare) == nil
            if isType && !isBareType {
                // Quoted, it would still be no type.
                report(.mappingWhereText(written, key: key, takesType: true), at: node.location)
            } else if Self.expressionKeys.contains(key), !entries.isEmpty, written.hasSuffix("}") {
                // `expect: { count: 1 }`: a value of a struct, made with its initializer. Values
                // YAML quotes or nests read otherwise in Swift: the fix-it then only says so.
                let arguments = entries.map { $0.name + ": " + sourceText(of: $0.value).trimmingWhitespace() }
                let isPlain = entries.allSatisfy { $0.value.scalar.map { $0.style == .plain && !$0.isNull } ?? false }
                report(
                    .mappingWhereText(written, key: key, initializer: ".init(" + arguments.joined(separator: ", ") + ")", isEdit: isPlain),
                    at: node.location, replacing: isPlain ? node : nil)
            } else {
                report(.mappingWhereText(written, key: key, bareType: isBareType ? bare : nil), at: node.location, replacing: node)
            }
        } else {
            report(.textExpected(key, found: node.kindDescription), at: node.location)
        }
        return nil
    }

    /// Reports a `//` comment after a name or type, which Swift would read as a comment and
    /// YAML reads as part of the value; `true` when there is one. The fix-it removes it.
    /// - Parameter role: What the value is, for the message: `name` or `type`.
    private mutating func reportsComment(in located: Located<String>, role: String) -> Bool {
        let bytes = Array(located.value.utf8)
        // `RowConnector# the row`: a name, then a comment whose `#` has no space before it.
        if let hash = bytes.firstIndex(of: UInt8(ascii: "#")), hash > 0, bytes[hash - 1] != UInt8(ascii: " "),
           IdentifierRules.isValidDottedName(String(decoding: bytes[..<hash], as: UTF8.self)) {
            let at = located.location.advanced(by: hash)
            // Where the value is written as YAML reads it (plain, on one line), the edit inserts the space.
            let written = sourceLine(at: located.location)?.hasPrefix(located.value) == true
            diagnostics.append(Diagnostic(.hashInName(located.value, role: role), file: file, at: at, replacing: written ? SourceRange(from: at, to: at) : nil))
            return true
        }
        guard let slashes = bytes.indices.dropLast().first(where: { bytes[$0] == UInt8(ascii: "/") && bytes[$0 + 1] == UInt8(ascii: "/") }),
            slashes > 0
        else { return false }
        var start = slashes
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        let comment = String(decoding: bytes[start...], as: UTF8.self)
        // The fix-it edits the comment where the value is written as YAML reads it (plain, on
        // one line): a comment that ends the line becomes a YAML comment, keeping its text; one
        // inside `{ }` or `[ ]`, which a YAML comment would cut short, goes.
        let from = located.location.advanced(by: start)
        let rest = sourceLine(at: from)
        let range = rest?.hasPrefix(comment) == true ? SourceRange(from: from, to: from.advanced(by: comment.utf8.count)) : nil
        let text = String(comment.trimmingWhitespace().dropFirst(2)).trimmingWhitespace()
        let endsLine = rest.map { String($0).trimmingWhitespace() == comment.trimmingWhitespace() } ?? false
        let yamlComment = range != nil && endsLine && !text.isEmpty ? " # " + text : nil
        diagnostics.append(Diagnostic(
            .commentInName(located.value, comment: comment, role: role, yamlComment: yamlComment), file: file,
            at: located.location.advanced(by: slashes), replacing: range))
        return true
    }

    /// The keys whose value is a Swift expression, where `{ a: 1 }` means a value made with its
    /// initializer rather than text.
    static let expressionKeys: Set<String> = ["given", "expect", "send", "from", "initial"]

    /// A Swift identifier, such as a field or case name; keywords are fine and get escaped.
    ///
    /// - Parameters:
    ///   - node: The node the identifier was written as, which the fix-it replaces.
    ///   - renames: Whether the fix-it may carry the rename as an edit.
    private mutating func identifier(
        _ located: Located<String>, as role: DiagnosticMessage.IdentifierRole, writtenAs node: Node, renames: Bool = true
    ) -> Located<String>? {
        if reportsComment(in: located, role: "name") { return nil }
        guard IdentifierRules.isValid(located.value) else {
            // `summary(action:)`: a case or function written with its labels; the name is before them.
            let name = String(located.value.prefix { $0 != "(" }).trimmingWhitespace()
            var suggestion = located.value.contains("(") && IdentifierRules.isValid(name) ? name : IdentifierRules.suggestion(for: located.value)
            // A type's name starts with a capital, as Swift's types do: `todo list` gives `TodoList`.
            if role == .connector || role == .type || role == .nestedType { suggestion = suggestion.prefix(1).uppercased() + suggestion.dropFirst() }
            // The name with what it cannot hold left out (`tit le`, `log-out`), where the spec
            // names that elsewhere (`.init(title: …)`, `send: .logout`): a stray character in
            // the name meant there. Suggested, not made: it may also be another name's.
            let joined = String(located.value.unicodeScalars.filter(SwiftIdentifierCharacters.isContinuation).map(Character.init))
            // Not a key its mapping has already (a field `title:` beside `tit le:`).
            let meantElsewhere = joined != suggestion && IdentifierRules.isValid(joined) && !hasSiblingKey(joined, besideKeyAt: located.location)
                && references(to: joined) > 0
            if meantElsewhere { suggestion = joined }
            // A name that differs from its suggestion only by what nobody sees is the name the
            // spec's other places spell without it: the rename joins them, as meant.
            let onlyUnseen = InvisibleCharacters.first(in: located.value)?.deleted == suggestion
            report(
                .invalidIdentifier(located.value, as: role, suggestion: suggestion), at: located.location,
                replacing: renames && (onlyUnseen || (!meantElsewhere && isSafeRename(located.value, to: suggestion))) ? node : nil)
            return nil
        }
        return located
    }

    /// Whether renaming `name` to `suggestion` is an edit `--fix` may make on its own: the
    /// suggestion keeps something of the name, the spec names neither anywhere else (an
    /// expression reading the old name would break, and one the new name already has would be
    /// a duplicate).
    func isSafeRename(_ name: String, to suggestion: String) -> Bool {
        guard suggestion != "name" || name == "name" else { return false }
        return occurrences(of: name) <= 1 && occurrences(of: suggestion) == 0
    }

    /// How many times `word` stands in the source as a word: not inside a longer identifier.
    private func occurrences(of word: String) -> Int {
        wordOffsets(of: word).count
    }

    /// How many times the spec reads `word` as a member or a label, outside comments:
    /// after a `.` (`send: .logout`), or as a call's label (`.init(title: …)`); not as a key.
    private func references(to word: String) -> Int {
        wordOffsets(of: word).count { start in
            let lineStart = source[..<start].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            // In a ` #` comment, or a line that is one.
            let line = source[lineStart..<start]
            if line.first(where: { $0 != 0x20 }) == UInt8(ascii: "#") || zip(line, line.dropFirst()).contains(where: { $0 == 0x20 && $1 == UInt8(ascii: "#") }) {
                return false
            }
            let before = source[lineStart..<start].last { $0 != 0x20 }
            let end = start + word.utf8.count
            let after = source[end...].first { $0 != 0x20 }
            return before == UInt8(ascii: ".") || (after == UInt8(ascii: ":") && (before == UInt8(ascii: "(") || before == UInt8(ascii: ",")))
        }
    }

    /// Whether the block mapping whose key stands at `location` has a key `name` too: a line
    /// indented as that key is, in the run of lines around it indented at least as much, or
    /// an entry of the same flow mapping on its line.
    private func hasSiblingKey(_ name: String, besideKeyAt location: SourceLocation) -> Bool {
        let lines = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let row = location.line - 1
        guard lines.indices.contains(row) else { return false }
        if lines[row].contains("{ \(name):") || lines[row].contains(", \(name):") { return true }
        let indentation = location.column - 1
        func keyOf(_ line: Substring) -> (indentation: Int, isKey: Bool)? {
            let content = line.drop { $0 == " " }
            guard !content.isEmpty, !content.hasPrefix("#") else { return nil }
            return (line.count - content.count, content.hasPrefix(name + ":"))
        }
        for rows in [AnyCollection((0..<row).reversed()), AnyCollection((row + 1)..<lines.count)] {
            for other in rows {
                guard let key = keyOf(lines[other]) else { continue }
                if key.indentation < indentation { break }
                if key.indentation == indentation && key.isKey { return true }
            }
        }
        return false
    }

    /// The offsets where `word` stands in the source as a word: not inside a longer identifier.
    private func wordOffsets(of word: String) -> [Int] {
        let needle = Array(word.utf8)
        guard !needle.isEmpty, needle.count <= source.count else { return [] }
        func isIdentifierByte(_ byte: UInt8) -> Bool { byte >= 0x80 || UTF8Scanning.isASCIIIdentifierContinue(byte) }
        return (0...(source.count - needle.count)).filter { start in
            guard source[start] == needle[0], source[start..<(start + needle.count)].elementsEqual(needle) else { return false }
            let before = start > 0 ? source[start - 1] : 0x20
            let after = start + needle.count < source.count ? source[start + needle.count] : 0x20
            return !isIdentifierByte(before) && !isIdentifierByte(after)
        }
    }

    /// A Swift identifier from a node.
    mutating func identifier(_ node: Node, for key: String, as role: DiagnosticMessage.IdentifierRole) -> Located<String>? {
        text(node, for: key).flatMap { identifier($0, as: role, writtenAs: node) }
    }

    /// A Swift name that may be qualified, `reduce` or `CalendarReducer.reduce`: identifiers
    /// joined by `.`.
    mutating func qualifiedName(_ node: Node, for key: String, as role: DiagnosticMessage.IdentifierRole) -> Located<String>? {
        guard let text = text(node, for: key) else { return nil }
        if reportsComment(in: text, role: "name") { return nil }
        // `Page<Todo>.reduce`: a static function of a generic type, at the type the state is.
        if let dot = text.value.lastIndex(of: "."), text.value[..<dot].contains("<"),
           IdentifierRules.isValid(String(text.value[text.value.index(after: dot)...])),
           TypeTextRules.problem(in: String(text.value[..<dot])) == nil {
            return text
        }
        guard IdentifierRules.isValidDottedName(text.value) else {
            guard text.value.contains(".") else { return identifier(text, as: role, writtenAs: node) }
            // Each part made an identifier, so the fix keeps the qualification.
            let parts = text.value.split(separator: ".").map { IdentifierRules.suggestion(for: String($0)) }
            let suggestion = parts.joined(separator: ".")
            report(
                .invalidIdentifier(text.value, as: role, suggestion: suggestion), at: text.location,
                replacing: isSafeRename(text.value, to: suggestion) && !parts.contains("name") ? node : nil)
            return nil
        }
        return text
    }

    /// A Swift identifier from a mapping key, such as a field name.
    mutating func identifier(key entry: MappingEntry, as role: DiagnosticMessage.IdentifierRole) -> Located<String>? {
        if reportsKeyWithoutColon(entry) { return nil }
        // `{ title string }`: where a name takes a value, two words and no value may be a name
        // and its value without the `:` as well as a name of two words; the fix-it then
        // renames in words only.
        let takesValue = role == .label || role == .field
        let mayLackColon = takesValue && entry.name.contains(" ") && entry.value.scalar?.isNull == true
        // A key that took in the start of its value (`a}b { type`) is not a name to rename whole.
        return identifier(
            Located(entry.name, at: entry.key.location), as: role, writtenAs: entry.key, renames: !mayLackColon && !Self.keyLeavesBracketOpen(entry))
    }

    /// The name of `entry`'s key when the key took in the start of its value, `count:{ type`
    /// or `Row { id` (and whether a `:` follows the name): a name, then a `{ }` or `[ ]`
    /// written without the `: ` between them, which YAML read into the key up to the first
    /// `: ` inside it. The entry's value is then the rest of that `{ }` or `[ ]`, and is not
    /// read: ``reportsKeyWithoutColon(_:known:)`` reports the key. The name need not be a
    /// valid one (`2count { type`, `item-count { type`): the `:` comes first, and then the
    /// name is reported as it is.
    static func keyTakingValueStart(_ entry: MappingEntry) -> (name: String, hasColon: Bool)? {
        guard let key = entry.key.scalar, key.style == .plain, !key.text.contains("\n") else { return nil }
        // The first bracket left open: `items[0]` or `title {x}` closes each, and is a name of
        // its own, however wrong.
        var open: [String.Index] = []
        for index in key.text.indices {
            switch key.text[index] {
            case "{", "[": open.append(index)
            case "}", "]": _ = open.popLast()
            default: break
            }
        }
        guard let start = open.first else { return nil }
        var before = key.text[..<start]
        let hasColon = before.hasSuffix(":")
        if hasColon { before = before.dropLast() } else { while before.last == " " { before.removeLast() } }
        let name = String(before)
        guard !name.isEmpty, name.last != " ", !name.contains(where: { "}\"'#,:".contains($0) }) else { return nil }
        return (name, hasColon)
    }

    /// Whether `entry`'s key leaves a `{`, `[` or `(` open (`rows[0]{ type`, `play .play(at`):
    /// its value is then the rest of a `{ }`, `[ ]` or call that YAML cut at a `: ` inside it,
    /// not a value to read.
    static func keyLeavesBracketOpen(_ entry: MappingEntry) -> Bool {
        guard let key = entry.key.scalar, key.style == .plain, !key.text.contains("\n") else { return false }
        return key.text.filter { "{[(".contains($0) }.count > key.text.filter { "}])".contains($0) }.count
    }

    /// Whether the value of `entry`, whose key is not a name, is not to be read either: it is
    /// empty (`{ title String }` is a key without its `:`), or the key took in its start.
    static func leavesValueUnread(_ entry: MappingEntry) -> Bool {
        entry.value.scalar?.isNull == true || keyLeavesBracketOpen(entry)
    }

    /// Reports `entry` when it reads as a `key: value` pair whose `:` is missing, `title String`
    /// in `{ title String }` or `type Int` in `{ type Int, from: … }`: a key of a name and one
    /// more word that can start its value (a type, where the name is a label or a field), with
    /// no value and no `:` after it. `true`
    /// when it does; the fix-it adds the `:` after the name. `known`, when given, are the keys
    /// the mapping takes: the name must be one of them.
    mutating func reportsKeyWithoutColon(_ entry: MappingEntry, known: [String]? = nil) -> Bool {
        // A name, then the start of a value that a `: ` inside it cut, which YAML read into the
        // key: quoted text (`expect '.init(count: 0)'`, after a key the mapping takes) or a call
        // left open (`play .play(selected, at: rowId)`).
        if let key = entry.key.scalar, key.style == .plain, !key.text.contains("\n"),
           case let words = key.text.split(separator: " ", maxSplits: 1), words.count == 2, IdentifierRules.isValid(String(words[0])),
           known?.contains(String(words[0])) ?? true, let first = words[1].first
        {
            let cutQuote = known != nil && (first == "'" || first == "\"") && words[1].filter({ $0 == first }).count % 2 == 1
            let openCall = (first == "." || first.isLetter) && words[1].filter({ $0 == "(" }).count > words[1].filter({ $0 == ")" }).count
            if cutQuote || openCall {
                let afterName = entry.key.location.advanced(by: words[0].utf8.count)
                diagnostics.append(Diagnostic(
                    .missingColon(key: String(words[0])), file: file, at: entry.key.location, replacing: SourceRange(from: afterName, to: afterName)))
                return true
            }
        }
        if let (name, hasColon) = Self.keyTakingValueStart(entry), known?.contains(name) ?? true, let key = entry.key.scalar {
            let afterName = entry.key.location.advanced(by: name.utf8.count)
            if hasColon {
                diagnostics.append(Diagnostic(
                    .missingSpaceAfterColon(key: name, written: key.text), file: file, at: entry.key.location,
                    replacing: SourceRange(from: afterName.advanced(by: 1), to: afterName.advanced(by: 1))))
            } else {
                // `count { … }` takes the `:` after the name; `count{ … }`, a space after it too.
                let spaced = key.text.dropFirst(name.count).hasPrefix(" ")
                diagnostics.append(Diagnostic(
                    .missingColon(key: name, withSpace: !spaced), file: file, at: entry.key.location,
                    replacing: SourceRange(from: afterName, to: afterName)))
            }
            return true
        }
        guard let key = entry.key.scalar, key.style == .plain, entry.value.scalar?.isNull == true, !key.text.contains("\n") else { return false }
        // `done:Bool`: a name, its `:`, and its value without the space that makes them two.
        let unlabeledPrefix = known == nil && key.text.hasPrefix("_ ") ? "_ " : ""
        let written = key.text.dropFirst(unlabeledPrefix.count)
        if let colon = written.firstIndex(of: ":"), IdentifierRules.isValid(String(written[..<colon])),
           let next = written[written.index(after: colon)...].first, next != " ", next != ":",
           known?.contains(String(written[..<colon])) ?? true
        {
            let name = unlabeledPrefix + written[..<colon]
            let afterColon = entry.key.location.advanced(by: name.utf8.count + 1)
            if let invisible = next.unicodeScalars.first, let invisibleName = InvisibleCharacters.name(of: invisible) {
                // `from:` and a no-break space: it looks right, and is not.
                diagnostics.append(Diagnostic(
                    .invisibleCharacter(invisibleName, "after '\(name):'", isSpace: true, replacement: " "), file: file, at: afterColon,
                    replacing: SourceRange(from: afterColon, to: afterColon.advanced(by: String(invisible).utf8.count))))
                return true
            }
            diagnostics.append(Diagnostic(
                .missingSpaceAfterColon(key: name, written: key.text), file: file, at: entry.key.location, replacing: SourceRange(from: afterColon, to: afterColon)))
            return true
        }
        // `_ player Player`: a value without a label, named `player`.
        let unlabeled = known == nil && key.text.hasPrefix("_ ") ? "_ " : ""
        let words = key.text.dropFirst(unlabeled.count).split(separator: " ", maxSplits: 1)
        guard words.count == 2, IdentifierRules.isValid(String(words[0])), known?.contains(String(words[0])) ?? true else { return false }
        // Where the name is a label or a field (no `known` keys), the word after it is its type:
        // `{ log out }` is a name of two words, `{ title String }` a label without its `:`.
        guard let next = words[1].first else { return false }
        let startsType = next.isUppercase || next == "[" || next == "("
        let startsValue = startsType || next.isLetter || next.isNumber || "._\"'".contains(next)
        guard known == nil ? startsType : startsValue else { return false }
        // `title String: Int` has its `:`, after the two words.
        let end = entry.key.location.advanced(by: key.text.utf8.count)
        if sourceLine(at: end)?.drop(while: { $0 == " " }).first == ":" { return false }
        let afterName = entry.key.location.advanced(by: unlabeled.utf8.count + words[0].utf8.count)
        diagnostics.append(Diagnostic(
            .missingColon(key: unlabeled + words[0]), file: file, at: entry.key.location, replacing: SourceRange(from: afterName, to: afterName)))
        return true
    }

    /// An associated value, `label: Type` or `_ name: Type`: its name, whether it has no label,
    /// and its type. A lone type name, `{ Int }`, reads as a key without a value: the message
    /// then shows the form.
    mutating func associatedValue(_ entry: MappingEntry, of caseName: String) -> (name: Located<String>, isUnlabeled: Bool, type: Located<String>)? {
        if entry.value.scalar?.isNull == true, let first = entry.name.first, first.isUppercase, !entry.name.contains(" ") {
            report(.associatedValueWithoutLabel(entry.name), at: entry.key.location)
            return nil
        }
        if reportsKeyWithoutColon(entry) { return nil }
        // `with: { stars }`: a value's name without its type.
        if entry.value.scalar?.isNull == true, IdentifierRules.isValid(entry.name) {
            report(.associatedValueWithoutType(entry.name), at: entry.key.location)
            return nil
        }
        let name = associatedValueName(key: entry, of: caseName)
        if name == nil, Self.keyLeavesBracketOpen(entry) { return nil }
        let type = type(entry.value, for: entry.name)
        guard let name, let type else { return nil }
        return (name.name, name.isUnlabeled, type)
    }

    /// The name of an associated value from its key: `label`, or `_ name` for a value without
    /// a label, which `to` still reads by its name.
    mutating func associatedValueName(key entry: MappingEntry, of caseName: String) -> (name: Located<String>, isUnlabeled: Bool)? {
        if entry.name == "_" {
            let type = entry.value.scalar.map(\.text).flatMap { $0.isEmpty || $0.contains("\n") ? nil : $0 }
            report(.unnamedAssociatedValue(caseName: caseName, type: type), at: entry.key.location)
            return nil
        }
        guard entry.name.hasPrefix("_ ") else { return identifier(key: entry, as: .label).map { ($0, false) } }
        if reportsKeyWithoutColon(entry) { return nil }
        let name = Located(String(entry.name.dropFirst(2)).trimmingWhitespace(), at: entry.key.location.advanced(by: 2))
        guard IdentifierRules.isValid(name.value) else {
            report(.invalidIdentifier(name.value, as: .label, suggestion: IdentifierRules.suggestion(for: name.value)), at: name.location)
            return nil
        }
        return (name, true)
    }

    /// A Swift type from a node, checked so it cannot escape its declaration.
    ///
    /// - Parameters:
    ///   - allowsList: Whether the value may be several types separated by commas, as a store's
    ///     `conformances` written as one value.
    ///   - allowsOpaque: Whether the type may be opaque (`some P`): a function's result, the
    ///     routing reducer's `returns`.
    ///   - extended: Whether the generated code extends the type (`view`), which then must be a
    ///     named type.
    mutating func type(_ node: Node, for key: String, allowsList: Bool = false, allowsOpaque: Bool = false, extended: Bool = false) -> Located<String>? {
        guard let text = text(node, for: key, isType: true) else { return nil }
        let trimmed = Located(text.value.trimmingWhitespace(), at: text.location)
        if reportsComment(in: trimmed, role: "type") { return nil }
        if let problem = TypeTextRules.problem(in: trimmed.value, allowsList: allowsList) {
            // A character nobody sees is deleted by the edit, typographic quotes around a type
            // are dropped; other problems need the user.
            let message = DiagnosticMessage.invalidType(
                trimmed.value, key: key, problem: problem, isQuoted: node.scalar.map { $0.style != .plain } ?? false,
                isInFlow: node.scalar?.isInFlowCollection ?? false)
            if message.replacement != nil {
                report(message, at: text.location, replacingWritten: trimmed.value)
            } else {
                report(message, at: text.location)
            }
            return nil
        }
        // `int`, `[string]`: the compiler would say it cannot find the type, and the generated
        // type would not be Equatable.
        if let (written, standard, fixed) = TypeTextRules.lowercaseStandardType(in: trimmed.value) {
            report(
                .lowercaseStandardType(trimmed.value, key: key, written: written, standard: standard, fixed: fixed), at: text.location,
                replacingWritten: trimmed.value)
            return nil
        }
        if !allowsOpaque, let (opaque, existential, bare) = TypeTextRules.opaqueType(in: trimmed.value) {
            report(.opaqueType(opaque, key: key, existential: existential, bare: bare), at: text.location, replacingWritten: trimmed.value)
            return nil
        }
        if extended, let problem = TypeGrammar.extensionProblem(in: trimmed.value) {
            report(
                .invalidType(
                    trimmed.value, key: key, problem: problem,
                    fixIt: "name a struct, enum, class or actor of yours: the view, or an enum declared for its types ('enum CounterView {}')"),
                at: text.location)
            return nil
        }
        return trimmed
    }

    /// Reports `node`, the value of `viewState` or `viewAction`, when it reads as an entry
    /// whose `:` is missing (`refresh .reload`, `count Int`) rather than a type; `true` when
    /// it does. The fix-it adds the `:` after the name.
    mutating func reportsEntryWithoutColon(_ node: Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain, !scalar.text.contains(":"), !scalar.text.contains("\n") else { return false }
        let words = scalar.text.split(separator: " ", maxSplits: 1)
        let modifiers: Set<Substring> = ["any", "some", "inout", "borrowing", "consuming", "sending", "each", "repeat"]
        guard words.count == 2, IdentifierRules.isValid(String(words[0])), !modifiers.contains(words[0]) else { return false }
        // `SummaryState ?`, `Array <Int>`, `A & B`, `Summary // its actions`: a type, or a comment.
        guard let next = words[1].first, next == "." || next.isLetter || next == "_" || next == "\"" || next == "'" || next == "[" else { return false }
        let afterName = scalar.contentLocation.advanced(by: words[0].utf8.count)
        diagnostics.append(Diagnostic(
            .missingColon(key: String(words[0])), file: file, at: scalar.contentLocation, replacing: SourceRange(from: afterName, to: afterName)))
        return true
    }

    /// The first line of `code` that starts with a `#` followed by a space or nothing, a
    /// YAML comment written in a block of Swift, outside string literals: the `#`'s UTF-8
    /// offset and the line's text after it.
    /// - Parameter rightAfterCode: Whether the `#` sought is one written right after code, with
    ///   no space before it (`.play(x)# plays all`), as a plain value holds it: a YAML comment
    ///   meant, which YAML reads into the value.
    static func yamlComment(in code: String, rightAfterCode: Bool = false) -> (offset: Int, text: String)? {
        let lexer = SwiftLexer(code)
        let bytes = Array(code.utf8)
        var lineHasCode = false
        for token in lexer {
            if token.kind == .whitespace {
                if bytes[token.range].contains(0x0A) { lineHasCode = false }
                continue
            }
            defer { lineHasCode = true }
            // At a line's start, or after code and a space (`items.count # the count`): in
            // Swift, a `#` followed by a blank starts nothing.
            guard token.kind == .punctuation, bytes[token.range] == [0x23] else { continue }
            let start = token.range.lowerBound
            let followsBlank = !lineHasCode || start == 0 || [0x20, 0x09].contains(bytes[start - 1])
            guard followsBlank != rightAfterCode else { continue }
            let end = token.range.upperBound
            guard end == bytes.count || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) else { continue }
            let lineEnd = bytes[end...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? bytes.count
            return (token.range.lowerBound, String(decoding: bytes[end..<lineEnd], as: UTF8.self))
        }
        return nil
    }

    /// Warns when `value`, the Swift code of `key` for a value of the type `type`, is quoted
    /// text that reads as words on a `String` (`from: "Settings"`): YAML's quotes, meant as a
    /// Swift string.
    mutating func checkQuotedText(_ value: Node, for key: String, type: Node) {
        guard let scalar = value.scalar, scalar.style == .singleQuoted || scalar.style == .doubleQuoted,
              let type = type.scalar?.text.trimmingWhitespace(), type == "String" || type == "String?",
              ExpressionRules.readsAsWordsRatherThanCode(scalar.text)
        else { return }
        report(.quotedTextIsNotAString(scalar.text, key: key, isName: !scalar.text.contains(" ")), at: value.location, replacing: value)
    }

    /// The edit that quotes a value `{ }` cut at a `,`: from the value's start to the end of
    /// the mapping `mapping`, when nothing but the value's pieces follows it there (no key
    /// `known` takes); `nil` otherwise.
    func quotingCutValue(of entry: MappingEntry, in mapping: Node, known: [String]) -> (range: SourceRange, replacement: String)? {
        guard let entries = mapping.mappingEntries, let index = entries.firstIndex(of: entry),
            entries[(index + 1)...].allSatisfy({ !known.contains($0.name) })
        else { return nil }
        let start = entry.value.sourceRange.lowerBound
        var end = min(mapping.sourceRange.upperBound, source.count)
        while end > start, source[end - 1] != UInt8(ascii: "}") { end -= 1 }
        guard end > start else { return nil }
        end -= 1
        while end > start, source[end - 1] == UInt8(ascii: " ") || source[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let text = String(decoding: source[start..<end], as: UTF8.self)
        guard !text.contains("\n") else { return nil }
        return (lines.range(start..<end), yamlQuoted(text))
    }

    /// Swift code from a node, checked for balanced brackets, strings and comments.
    ///
    /// - Parameters:
    ///   - quoting: For a value inside `{ }`, the edit that quotes all of it
    ///     (``quotingCutValue(of:in:known:)``), which the fix-it of a cut expression carries.
    ///   - isPath: Whether the code is a slice's path, which the generated code reads after
    ///     `state.`.
    mutating func code(_ node: Node, for key: String, quoting: (range: SourceRange, replacement: String)? = nil, isPath: Bool = false) -> SwiftCode? {
        guard let text = text(node, for: key), let scalar = node.scalar else { return nil }
        if text.value.allSatisfy(\.isWhitespace) {
            // `from: ""`: YAML's quotes around nothing, meant as Swift's empty string.
            let raw = sourceText(of: node)
            if text.value.isEmpty, raw == "\"\"" || raw == "''" {
                report(.emptyQuotedExpression(key, written: raw), at: node.location, replacingWritten: raw)
            } else {
                report(.emptyExpression(key), at: node.location)
            }
            return nil
        }
        let isBlock = scalar.style == .literal || scalar.style == .folded
        var code = SwiftCode(
            text.value, at: scalar.contentLocation, blockIndentation: scalar.blockIndentation,
            isLiteralBlock: scalar.style == .literal, escapeShifts: QuotedScalarColumns.shifts(raw: sourceText(of: node), style: scalar.style))
        // A plain value on several lines keeps them, so its code stands at its spec positions.
        if scalar.style == .plain, let lines = PlainScalarLines.unfolded(raw: sourceText(of: node), folded: text.value) {
            code = SwiftCode(lines.text, at: scalar.contentLocation, blockIndentation: lines.indentation, isLiteralBlock: true)
        }
        if scalar.style == .plain, let comment = PlainScalarLines.commentHidingLines(raw: sourceText(of: node)) {
            let start = scalar.contentLocation
            let location = comment.line == 0
                ? start.advanced(by: comment.offset) : SourceLocation(line: start.line + comment.line, column: comment.offset + 1)
            report(.commentHidesLines(key), at: location)
            return nil
        }
        if SwiftLexer(text.value).allSatisfy(\.isTrivia) {
            report(.emptyExpression(key, onlyComment: true), at: node.location)
            return nil
        }
        // A `>` block folds the `#` line into the lines around it: read as written, after its header.
        if scalar.style == .folded {
            let raw = node.sourceRange.clamped(to: 0..<source.count)
            let bodyStart = source[raw].firstIndex(of: 0x0A).map { $0 + 1 } ?? raw.upperBound
            let body = String(decoding: source[bodyStart..<max(bodyStart, raw.upperBound)], as: UTF8.self)
            if let comment = Self.yamlComment(in: body) {
                report(.hashCommentInCode(key, comment: comment.text, isFolded: true), at: lines.location(ofOffset: bodyStart + comment.offset))
                return nil
            }
        }
        if scalar.style == .literal, let comment = Self.yamlComment(in: code.text) {
            let location = code.location(ofOffset: comment.offset)
            diagnostics.append(Diagnostic(
                .hashCommentInCode(key, comment: comment.text), file: file, at: location,
                replacing: SourceRange(from: location, to: location.advanced(by: 1))))
            return nil
        }
        // `to: .play(x)# plays all`: a comment meant, without the space YAML needs before its `#`.
        if scalar.style == .plain, let comment = Self.yamlComment(in: code.text, rightAfterCode: true) {
            let location = code.location(ofOffset: comment.offset)
            diagnostics.append(Diagnostic(
                .hashCommentInCode(key, comment: comment.text, isRightAfterValue: true), file: file, at: location,
                replacing: SourceRange(from: location, to: location)))
            return nil
        }
        // Quoted on one line, the code stands at its columns but for its escapes, which the
        // code's shifts count; folded over lines, at other offsets than the spec's.
        let quotedOnOneLine = (scalar.style == .singleQuoted || scalar.style == .doubleQuoted) && !sourceText(of: node).contains("\n")
        func location(ofOffset offset: Int) -> SourceLocation {
            isBlock || scalar.style == .plain || quotedOnOneLine ? code.location(ofOffset: offset) : scalar.contentLocation
        }
        // A path is read after `state.`, where a keyword is a member's name (`state.repeat`).
        guard let problem = ExpressionRules.problem(in: code.text, readAfterDot: isPath) else {
            if let invisible = InvisibleCharacters.firstInCode(code.text), let name = InvisibleCharacters.name(of: invisible.scalar) {
                let start = location(ofOffset: invisible.offset)
                let isSpace = InvisibleCharacters.isSpace(invisible.scalar)
                // Written as a YAML escape (`\u00a0`), it is the user's to rewrite.
                let isWritten = sourceLine(at: start)?.hasPrefix(String(invisible.scalar)) == true
                diagnostics.append(Diagnostic(
                    .invisibleCharacterInCode(name, key: key, isSpace: isSpace), file: file, at: start,
                    replacing: isWritten ? SourceRange(from: start, to: start.advanced(by: invisible.length)) : nil))
                return nil
            }
            guard let placeholder = ExpressionRules.editorPlaceholder(in: code.text) else { return code }
            report(.placeholderInExpression(placeholder.text, key: key), at: location(ofOffset: placeholder.offset))
            return nil
        }
        let location = location(ofOffset: problem.offset)
        // Inside `{ }`, an expression that ends in an operator was cut only when more of it
        // follows (`a ?? [1]` ends at the `[`): the value quoting would keep is longer.
        // A `)` nothing opened was not cut from its `(`: YAML ends a value at no `(` or `)`.
        let wasCut = problem.unopenedBracket != ")" && problem.leadingOperator == nil
            && (problem.danglingOperator == nil || (quoting.map { $0.replacement.count > text.value.count + 2 } ?? false))
        if let separator = problem.pathSeparator {
            // A `;` alone at the end goes; what follows a `,` or `;` is for the user to move.
            let rest = String(decoding: code.text.utf8.dropFirst(problem.offset + 1), as: UTF8.self)
            let isTrailing = separator == ";" && SwiftLexer(rest).allSatisfy(\.isTrivia)
            diagnostics.append(Diagnostic(
                .separatorInPath(separator, key: key, isTrailing: isTrailing), file: file, at: location,
                replacing: isTrailing ? SourceRange(from: location, to: location.advanced(by: 1)) : nil))
        } else if let word = problem.leadingStatement {
            // `return` alone goes, with the spaces after it: the value is what follows.
            let line = sourceLine(at: location) ?? ""
            let blanks = line.hasPrefix("return") ? line.dropFirst(6).prefix { $0 == " " || $0 == "\t" }.utf8.count : 0
            let removed = word == "return" && blanks > 0 ? "return".utf8.count + blanks : 0
            diagnostics.append(Diagnostic(
                .statementForExpression(word, key: key), file: file, at: location,
                replacing: removed > 0 ? SourceRange(from: location, to: location.advanced(by: removed)) : nil))
        } else if let statement = problem.statement {
            // A folded value (a `>` block, quoted lines) puts its code at other offsets than the spec's.
            let found = sourceLine(at: location)?.hasPrefix(statement) == true
            report(.statementAfterExpression(statement, key: key), at: found ? location : code.location)
        } else if scalar.endedAtComment {
            report(.expressionCutByComment(problem: problem.message, key: key, line: sourceText(of: node)), at: location)
        } else if scalar.isInFlowCollection, wasCut {
            diagnostics.append(Diagnostic(
                .expressionCutInFlow(problem: problem.message, key: key, quoted: quoting?.replacement), file: file, at: location,
                replacing: quoting?.range))
        } else if let symbol = problem.leadingOperator {
            // The operator goes, with the blanks after it, where the value is written as it stands.
            let line = sourceLine(at: location) ?? ""
            let removed = line.hasPrefix(symbol) ? symbol.utf8.count + line.dropFirst(symbol.count).prefix { $0 == " " }.utf8.count : 0
            diagnostics.append(Diagnostic(
                .operatorStartsExpression(symbol, key: key), file: file, at: location,
                replacing: removed > 0 ? SourceRange(from: location, to: location.advanced(by: removed)) : nil))
        } else if let symbol = problem.danglingOperator {
            report(.incompleteExpression(symbol, key: key), at: location)
        } else {
            report(.unbalancedExpression(problem: problem.message, key: key), at: location)
        }
        return nil
    }
}

extension DecodingContext {
    /// Reports a placeholder a fix-it wrote in text (an example's `name`, a `noExample`
    /// reason) and left to fill in (`<#what it does#>`), at it when the text stands on its line
    /// as written; whether there was one.
    mutating func reportsPlaceholder(in text: Located<String>, key: String) -> Bool {
        guard let start = text.value.firstRange(of: "<#"), let end = text.value[start.upperBound...].firstRange(of: "#>") else { return false }
        let placeholder = String(text.value[start.lowerBound..<end.upperBound])
        let offset = text.value.utf8.distance(from: text.value.utf8.startIndex, to: start.lowerBound.samePosition(in: text.value.utf8) ?? text.value.utf8.startIndex)
        let written = sourceLine(at: text.location.advanced(by: offset))?.hasPrefix(placeholder) == true
        report(.placeholderInExpression(placeholder, key: key), at: written ? text.location.advanced(by: offset) : text.location)
        return true
    }
}

extension SwiftCode {
    /// The spec location of the character at UTF-8 `offset` in the code.
    func location(ofOffset offset: Int) -> SourceLocation {
        let prefix = text.utf8.prefix(offset)
        let lineIndex = prefix.filter { $0 == UInt8(ascii: "\n") }.count
        let lastLineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { prefix.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0
        let column = offset - lastLineStart
        if lineIndex == 0 {
            return SourceLocation(line: location.line, column: location.column + column + escapeShift(at: offset))
        }
        return SourceLocation(line: location.line + lineIndex, column: blockIndentation + column + 1)
    }
}
