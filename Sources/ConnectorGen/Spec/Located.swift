/// A value from a spec, with the place it was written.
package struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    package var value: Value
    /// Where it was written.
    package var location: SourceLocation

    /// Creates a located value.
    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// Swift source text from a spec: an expression, a key path or a statement body.
package struct SwiftCode: Hashable, Sendable {
    /// The code, as read from the spec.
    package var text: String
    /// Where the code's first character is in the spec.
    package var location: SourceLocation
    /// For code from a `|` or `>` block, the indentation the reader removed from each line;
    /// 0 for code on a single line.
    package var blockIndentation: Int
    /// Whether the code came from a `|` block, whose lines keep their line breaks.
    package var isLiteralBlock: Bool

    /// Creates code read from a spec.
    package init(_ text: String, at location: SourceLocation, blockIndentation: Int = 0, isLiteralBlock: Bool = false) {
        self.text = text
        self.location = location
        self.blockIndentation = blockIndentation
        self.isLiteralBlock = isLiteralBlock
    }

    /// The lines of the code, without a final empty line.
    package var lines: [Substring] {
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        while lines.count > 1, lines.last?.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) == true { lines.removeLast() }
        return lines
    }
}

extension SourceLocation {
    /// The location `columns` columns further on the same line.
    func advanced(by columns: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + columns)
    }
}
