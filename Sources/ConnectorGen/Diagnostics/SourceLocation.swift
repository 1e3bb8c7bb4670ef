/// A position in a source file: a 1-based line and a 1-based column.
///
/// Columns count UTF-8 bytes, as the Swift compiler does, so a column reported by
/// connector-gen and one reported by `swiftc` for the same spec agree.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes.
    public var column: Int

    /// Creates a location from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A stretch of a source file from `start` up to, but not including, `end`.
///
/// Both ends are ``SourceLocation``s, so columns count UTF-8 bytes; an empty range
/// (`start == end`) is a place to insert text.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first position in the range.
    public var start: SourceLocation
    /// The position just after the range.
    public var end: SourceLocation

    /// Creates a range from its start and its exclusive end.
    public init(from start: SourceLocation, to end: SourceLocation) {
        self.start = start
        self.end = end
    }

    public var description: String { "\(start)-\(end)" }
}

/// The line starts of a text, to turn UTF-8 offsets into ``SourceLocation``s.
struct LineTable: Sendable {
    /// The offset of the first byte of each line; line 1 starts at 0.
    private let lineStarts: [Int]

    /// Indexes the lines of `bytes`, whose line breaks are `\n`.
    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The location of the byte at `offset`; an offset at the end of a line is just past its last byte.
    func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The source range of the UTF-8 offsets `range`.
    func range(_ range: Range<Int>) -> SourceRange {
        SourceRange(from: location(ofOffset: range.lowerBound), to: location(ofOffset: range.upperBound))
    }
}
