/// A node of a YAML document, with the place it came from.
package struct Node: Hashable, Sendable {
    /// What a node holds.
    package enum Content: Hashable, Sendable {
        /// Text; every scalar is text to connector-gen.
        case scalar(Scalar)
        /// An ordered list of nodes.
        case sequence([Node])
        /// Key–value pairs in document order; keys are unique.
        case mapping([MappingEntry])
    }

    /// The node's content.
    package var content: Content
    /// Where the node starts: its first character, or the first key or `-` of a block collection.
    package var location: SourceLocation
    /// The byte range of the node's source text, for fix-its that quote what the user wrote.
    package var sourceRange: Range<Int>

    /// Creates a node.
    package init(_ content: Content, at location: SourceLocation, sourceRange: Range<Int>) {
        self.content = content
        self.location = location
        self.sourceRange = sourceRange
    }

    /// The scalar, if this node is one.
    package var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The entries, if this node is a mapping.
    package var mappingEntries: [MappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The items, if this node is a sequence.
    package var sequenceItems: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// A word for the node's kind, for messages: "text", "a list", "a mapping".
    package var kindDescription: String {
        switch content {
        case .scalar: "text"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One `key: value` pair of a mapping.
package struct MappingEntry: Hashable, Sendable {
    /// The key; always a scalar, since complex keys are rejected.
    package var key: Node
    /// The value.
    package var value: Node

    /// The key's text.
    package var name: String { key.scalar?.text ?? "" }

    /// Creates an entry.
    package init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }
}

/// A scalar's text and how it was written.
package struct Scalar: Hashable, Sendable {
    /// The ways a scalar can be written.
    package enum Style: Hashable, Sendable {
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
    package var text: String
    /// How it was written.
    package var style: Style
    /// Where the value's first character is: after an opening quote, or the first content line of a block.
    package var contentLocation: SourceLocation
    /// For block scalars, the indentation removed from every content line; 0 otherwise.
    package var blockIndentation: Int
    /// For plain scalars, whether a ` #` comment followed the value on its last line.
    package var endedAtComment: Bool
    /// Whether the scalar is inside a `[ ]` or `{ }` collection, where `,` ends plain text.
    package var isInFlowCollection = false

    /// Creates a scalar.
    package init(
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

    /// Whether the scalar is no value: written as nothing at all (`key:`), or as YAML's `~`,
    /// which no Swift name, type or expression is. (`null` is text: it may be a Swift name.)
    package var isNull: Bool { style == .plain && (text.isEmpty || text == "~") }
}
