/// What a diagnostic says: which one it is, its text, and the fix-it that belongs with it.
///
/// Messages are made only by the constructors of the catalogue, the `Messages+*.swift` file of
/// each group (`Messages+Syntax.swift`, `Messages+Spec.swift`, …), where each constructor sits
/// right after the ``DiagnosticID`` it reports, so that each text has one home and one ID. A
/// call site passes the details and the place: `context.report(.unusedSlice(name), at: location)`.
public struct DiagnosticMessage: Hashable, Sendable {
    /// Which diagnostic this is.
    public let id: DiagnosticID
    /// What is wrong, in one sentence without a trailing period.
    public let text: String
    /// How to fix it, in words, when there is an obvious way.
    public let fixIt: String?
    /// The text that resolves the problem when put in place of the diagnosed source; the call
    /// site knows that source's range.
    public let replacement: String?

    init(_ id: DiagnosticID, _ text: String, fixIt: String? = nil, replacement: String? = nil) {
        self.id = id
        self.text = text
        self.fixIt = fixIt
        self.replacement = replacement
    }
}

/// The pieces several messages share, so that each wording has one home.
extension DiagnosticMessage {
    /// A message whose fix-it puts `suggestion` in the place of the diagnosed text, "replace
    /// 'written' with 'suggestion'" ("replace it with …" without `written`); without a
    /// suggestion, the fix-it is `otherwise`.
    init(_ id: DiagnosticID, _ text: String, replacing written: String? = nil, suggestion: String?, otherwise: String? = nil) {
        let replace = suggestion.map { suggestion in written.map { "replace '\($0)' with '\(suggestion)'" } ?? "replace it with '\(suggestion)'" }
        self.init(id, text, fixIt: replace ?? otherwise, replacement: suggestion)
    }

    /// `'key' must be 'a', 'b' or 'c', not 'value'`, with the fix-it that puts `suggestion` in
    /// the value's place.
    static func invalidChoice(
        _ id: DiagnosticID, key: String, value: String, known: [String], suggestion: String?, otherwise: String? = nil
    ) -> Self {
        Self(id, "'\(key)' must be \(alternatives(known)), not '\(value)'", suggestion: suggestion, otherwise: otherwise)
    }

    /// Each name in single quotes, the last joined with `conjunction`: `'a', 'b' or 'c'`.
    package static func alternatives(_ names: [String], conjunction: String = "or") -> String {
        guard let last = names.last, names.count > 1 else { return quotedList(names) }
        return quotedList(names.dropLast()) + " \(conjunction) '\(last)'"
    }

    /// Each name in single quotes, joined by `separator`: `'id', 'title'`.
    package static func quotedList(_ names: some Sequence<String>, separator: String = ", ") -> String {
        names.map { "'\($0)'" }.joined(separator: separator)
    }
}
