/// A problem found in a spec: a value until the command line prints it.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The spec cannot be used: nothing is generated.
        case error
        /// The spec works, but something is probably not what was meant.
        case warning
        /// Extra context attached to another diagnostic.
        case note
    }

    /// A secondary message that points at a related place, such as the first of two duplicates.
    public struct Note: Hashable, Sendable {
        /// What the note says.
        public var message: String
        /// Where it points; `nil` points at the diagnostic's own location.
        public var location: SourceLocation?

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// A concrete change that resolves a diagnostic.
    public struct FixIt: Hashable, Sendable {
        /// What to do, in words, e.g. `quote the type: "[Item]"`.
        public var message: String
        /// The text to put in place of the diagnosed text, when the change is a replacement.
        public var replacement: String?

        /// Creates a fix-it.
        public init(_ message: String, replacement: String? = nil) {
            self.message = message
            self.replacement = replacement
        }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// The file the problem is in, as the user named it.
    public var file: String
    /// Where in the file; `nil` for problems with the file as a whole.
    public var location: SourceLocation?
    /// Related places.
    public var notes: [Note]
    /// How to fix it, when there is one obvious way.
    public var fixIt: FixIt?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        _ message: String,
        file: String,
        at location: SourceLocation?,
        notes: [Note] = [],
        fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.notes = notes
        self.fixIt = fixIt
    }

    /// Whether this diagnostic stops generation.
    public var isError: Bool { severity == .error }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains(where: \.isError) }
}
