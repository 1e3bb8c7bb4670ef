/// A node of a YAML document, with the place it came from.
public struct Node: Hashable, Sendable {
    /// What a node holds.
    public enum Content: Hashable, Sendable {
        /// Text; every scalar is text to connector-gen.
        case scalar(Scalar)
        /// An ordered list of nodes.
        case sequence([Node])
        /// Key–value pairs in document order; keys are unique.
        case mapping([MappingEntry])
    }

    /// The node's content.
    public var content: Content
    /// Where the node starts: its first character, or the first key or `-` of a block collection.
    public var location: SourceLocation
    /// The byte range of the node's source text, for fix-its that quote what the user wrote.
    public var sourceRange: Range<Int>

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation, sourceRange: Range<Int>) {
        self.content = content
        self.location = location
        self.sourceRange = sourceRange
    }

    /// The scalar, if this node is one.
    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The entries, if this node is a mapping.
    public var mappingEntries: [MappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The items, if this node is a sequence.
    public var sequenceItems: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// A word for the node's kind, for messages: "text", "a list", "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar: "text"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One `key: value` pair of a mapping.
public struct MappingEntry: Hashable, Sendable {
    /// The key; always a scalar, since complex keys are rejected.
    public var key: Node
    /// The value.
    public var value: Node

    /// The key's text.
    public var name: String { key.scalar?.text ?? "" }

    /// Creates an entry.
    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }
}

/// A scalar's text and how it was written.
public struct Scalar: Hashable, Sendable {
    /// The ways a scalar can be written.
    public enum Style: Hashable, Sendable {
        /// Unquoted text.
        case plain
        /// `'text'`.
        case singleQuoted
        /// `"text"`, with escapes.
        case doubleQuoted
        /// A `|` block.
        case literal
        /// A `>` block.
        case folded
    }

    /// The value, after unquoting, unescaping and folding.
    public var text: String
    /// How it was written.
    public var style: Style
    /// Where the value's first character is: after an opening quote, or the first content line of a block.
    public var contentLocation: SourceLocation
    /// For block scalars, the indentation removed from every content line; 0 otherwise.
    public var blockIndentation: Int
    /// For plain scalars, whether a ` #` comment followed the value on its last line.
    public var endedAtComment: Bool
    /// Whether the scalar is inside a `[ ]` or `{ }` collection, where `,` ends plain text.
    public var isInFlowCollection = false

    /// Creates a scalar.
    public init(
        _ text: String,
        style: Style,
        contentLocation: SourceLocation,
        blockIndentation: Int = 0,
        endedAtComment: Bool = false
    ) {
        self.text = text
        self.style = style
        self.contentLocation = contentLocation
        self.blockIndentation = blockIndentation
        self.endedAtComment = endedAtComment
    }

    /// Whether the text is empty and was written as nothing at all (`key:`).
    public var isNull: Bool { style == .plain && text.isEmpty }
}
