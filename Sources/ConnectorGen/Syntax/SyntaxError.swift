/// A reason the reader rejected a document, with the place it applies to.
public struct SyntaxError: Error, Hashable, Sendable {
    /// What is wrong.
    public var message: String
    /// Where.
    public var location: SourceLocation
    /// How to fix it, in words, when there is an obvious way.
    public var fixIt: String?
    /// A related place, such as the first of two duplicate keys.
    public var note: Diagnostic.Note?

    /// Creates a syntax error.
    public init(_ message: String, at location: SourceLocation, fixIt: String? = nil, note: Diagnostic.Note? = nil) {
        self.message = message
        self.location = location
        self.fixIt = fixIt
        self.note = note
    }
}
