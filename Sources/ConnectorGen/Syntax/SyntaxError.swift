/// A reason the reader rejected a document, with the place it applies to.
public struct SyntaxError: Error, Hashable, Sendable {
    /// What is wrong, and how to fix it.
    public var message: DiagnosticMessage
    /// Where.
    public var location: SourceLocation
    /// A related place, such as the first of two duplicate keys.
    public var note: Diagnostic.Note?

    /// Creates a syntax error.
    public init(_ message: DiagnosticMessage, at location: SourceLocation, note: Diagnostic.Note? = nil) {
        self.message = message
        self.location = location
        self.note = note
    }
}
