/// YAML scalars as connector-gen writes them into specs and fix-its: plain where that reads
/// back as the same text, else quoted.
enum YAMLScalarText {
    /// `text` as a one-line YAML value outside flow collections: plain when that reads back
    /// as the same text, else single-quoted.
    static func scalar(_ text: String) -> String {
        needsEscapes(text) || text.contains("\n") ? escaped(text) : isPlain(text, inFlow: false) ? text : singleQuoted(text)
    }

    /// `text` as a value inside `{ }`.
    static func flowScalar(_ text: String) -> String {
        needsEscapes(text) || text.contains("\n") ? escaped(text) : isPlain(text, inFlow: true) ? text : singleQuoted(text)
    }

    /// `text` as a value inside `{ }` within a message, whose words single-quote the whole
    /// entry: plain where that reads back as the same text, else double-quoted.
    static func flowScalarInMessage(_ text: String) -> String {
        !needsEscapes(text) && isPlain(text, inFlow: true) ? text : escaped(text)
    }

    /// Whether `text` holds a character a spec may hold only as an escape: a control
    /// character other than the line break, or a Unicode line or paragraph separator.
    static func needsEscapes(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0.value == 0x85 || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{FEFF}" }
    }

    /// `text` as a double-quoted YAML string, escapes and all.
    static func escaped(_ text: String) -> String {
        doubleQuotedLiteral(text) { "\\u" + hex($0) }.replacingAll("\u{85}", with: "\\u0085").replacingAll("\u{FEFF}", with: "\\uFEFF")
    }

    /// Whether `text` reads back unchanged as a plain scalar.
    static func isPlain(_ text: String, inFlow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if first == " " || last == " " || text.contains("\n") || text.contains("\t") { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) {
            // `-x`, `?x`, `:x` are plain when a non-space follows; the rest never start one.
            let second = text.unicodeScalars.dropFirst().first
            guard "-?:".unicodeScalars.contains(first), let second, second != " ", !inFlow || !",[]{}".unicodeScalars.contains(second) else { return false }
        }
        if text.contains(": ") || text.hasSuffix(":") || text.contains(" #") { return false }
        if inFlow && text.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }) { return false }
        if inFlow && text.contains(":") { return false }
        return !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
