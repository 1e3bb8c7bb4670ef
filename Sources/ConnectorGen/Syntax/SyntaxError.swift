/// A reason the reader rejected a document, with the place it applies to.
package struct SyntaxError: Error, Hashable, Sendable {
    /// What is wrong, and how to fix it.
    package var message: DiagnosticMessage
    /// Where.
    package var location: SourceLocation
    /// A related place, such as the first of two duplicate keys.
    package var note: Diagnostic.Note?
    /// The source that the message's replacement goes in place of, when it has one.
    package var replacing: SourceRange?

    /// Creates a syntax error.
    package init(_ message: DiagnosticMessage, at location: SourceLocation, note: Diagnostic.Note? = nil, replacing: SourceRange? = nil) {
        self.message = message
        self.location = location
        self.note = note
        self.replacing = replacing
    }
}
