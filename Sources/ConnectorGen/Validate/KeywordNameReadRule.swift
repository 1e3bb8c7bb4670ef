/// A slice, input, field or action value named like a Swift keyword (`class`, `in`) that an
/// expression reads without backticks (`class.description`): Swift reads the keyword, and the
/// compiler's errors (`expected initial value after '='`) say nothing of the name. Only a
/// keyword right before `.`, `?`, `!` or `[`, or one that stands as a whole argument or element
/// (`.open(episode: in)`), is taken for the name: elsewhere (`{ x in … }`) it may be the keyword
/// itself.
enum KeywordNameReadRule: SpecRule {
    /// The keywords never reported: those that read as a value there themselves (`self.x`,
    /// `true.description`, `try!`, `as?`), and the contextual ones, which Swift reads as the
    /// name there (`package.name` compiles).
    static let expressionKeywords: Set<String> = [
        "self", "Self", "super", "true", "false", "nil", "Any", "try", "as", "Type", "Protocol",
        "borrowing", "consuming", "nonisolated", "open", "package",
    ]

    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        var named: [String: String] = [:]
        for slice in spec.slices { named[slice.name.value] = "slice" }
        for input in spec.inputs { named[input.name.value] = "input" }
        for field in spec.fields where named[field.name.value] == nil { named[field.name.value] = "field" }
        named = named.filter { SwiftNames.keywords.contains($0.key) && !expressionKeywords.contains($0.key) }
        // A slice's path starts with a member of the state (`default.profile` is `state.default.profile`).
        var codes: [(code: SwiftCode, names: [String: String], from: Int)] = spec.slices.map { ($0.path, named, 1) }
        for field in spec.fields {
            if case .expression(let code) = field.source { codes.append((code, named, 0)) }
        }
        for actionCase in spec.actionCases {
            var names = named
            for parameter in actionCase.parameters where SwiftNames.keywords.contains(parameter.label.value)
                && !expressionKeywords.contains(parameter.label.value) {
                names[parameter.label.value] = "value"
            }
            codes.append((actionCase.appAction, names, 0))
        }
        for (code, names, first) in codes where !names.isEmpty {
            if let (name, offset) = unescapedRead(in: code.text, of: Set(names.keys), from: first) {
                report(name, what: names[name] ?? "name", offset: offset, in: code, context: &context)
            }
        }
    }

    /// The first of `names` that `code` reads as a bare keyword before `.`, `?`, `!` or `[`, or
    /// as a whole argument or element (between `(`, `[`, `,` or a label's `:` and `)`, `]` or
    /// `,`), from the UTF-8 offset `first` on, with its offset.
    static func unescapedRead(in code: String, of names: Set<String>, from first: Int = 0) -> (name: String, offset: Int)? {
        let bytes = Array(code.utf8)
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") }
        for reference in ReferencedNames.references(in: code) where names.contains(reference.name) && reference.offset >= first {
            guard bytes[reference.offset] != UInt8(ascii: "`") else { continue }
            let end = reference.offset + reference.name.utf8.count
            if end < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "[")].contains(bytes[end]) {
                return (reference.name, reference.offset)
            }
            let next = bytes[end...].first { !isBlank($0) }
            let previous = bytes[..<reference.offset].last { !isBlank($0) }
            if let next, let previous, [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ",")].contains(next),
               [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":")].contains(previous) {
                return (reference.name, reference.offset)
            }
        }
        return nil
    }

    /// Reports the read at `offset`, with an edit that adds the backticks: in place, or, for a
    /// plain value that would start with one (which YAML does not allow), by quoting the whole value.
    private static func report(_ name: String, what: String, offset: Int, in code: SwiftCode, context: inout DecodingContext) {
        let location = code.location(ofOffset: offset)
        let escaped = "`" + name + "`"
        let before = code.location.column > 1
            ? context.sourceLine(at: SourceLocation(line: code.location.line, column: code.location.column - 1))?.first : nil
        let isQuoted = before == "'" || before == "\""
        // A `|` or `>` block: its header ends the line before the code.
        let header = code.location.line > 1 ? context.sourceLine(at: SourceLocation(line: code.location.line - 1, column: 1)) : nil
        let headerText = header.map { line in String(line.firstRange(of: " #").map { line[..<$0.lowerBound] } ?? line[...]).trimmingWhitespace() } ?? ""
        let isBlock = headerText.reversed().drop { "-+0123456789".contains($0) }.first.map { $0 == "|" || $0 == ">" } ?? false
        if offset > 0 || isQuoted || isBlock {
            context.report(.keywordNameRead(name, what: what, replacement: escaped), at: location, replacingWritten: name)
        } else if code.text.contains("\n") || context.sourceLine(at: code.location)?.hasPrefix(code.text) != true {
            // A plain value over several lines: quoting it is more than one edit.
            context.report(.keywordNameRead(name, what: what, replacement: escaped, quotesValue: true, inWords: true), at: location)
        } else {
            let rewritten = escaped + code.text.dropFirst(name.utf8.count)
            let quoted = "'" + String(rewritten.flatMap { $0 == "'" ? ["'", "'"] : [$0] }) + "'"
            context.report(.keywordNameRead(name, what: what, replacement: quoted, quotesValue: true), at: location, replacingWritten: code.text)
        }
    }
}
