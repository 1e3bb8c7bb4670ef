/// What a diagnostic says: which one it is, its text, and the fix-it that belongs with it.
///
/// Messages are made only by the constructors of the catalogue (`Messages+Syntax.swift`,
/// `Messages+Spec.swift`, `Messages+Checks.swift`), one constructor per message, so that
/// each text has one home and one ``DiagnosticID``. A call site passes the details and the
/// place: `context.report(.unusedSlice(name), at: location)`.
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
