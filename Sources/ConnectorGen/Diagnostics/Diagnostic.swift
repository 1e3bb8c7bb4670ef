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
    ///
    /// Notes are made by the constructors of the catalogue, such as ``Note/firstDefinition(of:at:)``.
    public struct Note: Hashable, Sendable {
        /// What the note says.
        public var message: String
        /// Where it points; `nil` points at the diagnostic's own location.
        public var location: SourceLocation?

        /// Creates a note.
        init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// A change to a file that a tool can apply: the text of `range` becomes `replacement`.
    public struct Edit: Hashable, Sendable {
        /// The text to replace; an empty range inserts.
        public var range: SourceRange
        /// The new text.
        public var replacement: String

        /// Creates an edit.
        public init(replacing range: SourceRange, with replacement: String) {
            self.range = range
            self.replacement = replacement
        }

        /// Whether the new text holds an editor placeholder (`<#Int#>`): a value only the
        /// user can choose. An editor shows it as a field to fill in; `--fix` leaves the edit.
        public var needsUserValue: Bool {
            let bytes = Array(replacement.utf8)
            guard let open = bytes.indices.dropLast().first(where: { bytes[$0] == UInt8(ascii: "<") && bytes[$0 + 1] == UInt8(ascii: "#") }) else {
                return false
            }
            return (open + 2..<max(open + 2, bytes.count - 1)).contains { bytes[$0] == UInt8(ascii: "#") && bytes[$0 + 1] == UInt8(ascii: ">") }
        }
    }

    /// A concrete change that resolves a diagnostic: words for the user, and an edit when the
    /// change is a replacement a tool could make.
    public struct FixIt: Hashable, Sendable {
        /// What to do, in words, e.g. `quote it: "[Item]"`.
        public var message: String
        /// The edit that makes the change, or `nil` for a fix-it in words only.
        public var edit: Edit?

        /// Creates a fix-it.
        public init(_ message: String, edit: Edit? = nil) {
            self.message = message
            self.edit = edit
        }
    }

    /// Which diagnostic this is; printed after the message as `[#ID]`.
    public var id: DiagnosticID
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

    /// Creates a diagnostic from a catalogued message, with the severity of its ID.
    ///
    /// - Parameter range: The source text the message's replacement takes the place of; with
    ///   a message that has a replacement, the fix-it carries the edit.
    public init(
        _ message: DiagnosticMessage,
        file: String,
        at location: SourceLocation?,
        replacing range: SourceRange? = nil,
        notes: [Note] = []
    ) {
        self.id = message.id
        self.severity = message.id.defaultSeverity
        self.message = message.text
        self.file = file
        self.location = location
        self.notes = notes
        self.fixIt = message.fixIt.map { text in
            let edit = zip(range, message.replacement).map { Edit(replacing: $0, with: $1) }
            return FixIt(text, edit: edit)
        }
    }

    /// Whether this diagnostic stops generation.
    public var isError: Bool { severity == .error }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains(where: \.isError) }

    /// The diagnostics of one file in the order a reader meets them: by line and column, those
    /// of the whole file first, and those at one place in the order they were found.
    package func inSourceOrder() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case let (left?, right?) where left != right: left < right
            case (nil, _?): true
            case (_?, nil): false
            default: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}

/// Both values when neither is `nil`.
private func zip<A, B>(_ first: A?, _ second: B?) -> (A, B)? {
    guard let first, let second else { return nil }
    return (first, second)
}
