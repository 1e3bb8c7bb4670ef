/// The edit that indents with spaces a file indented with tabs alone: each tab at a line's start
/// becomes two spaces, which keeps every line's level.
///
/// A file whose indentation mixes tabs and spaces has no such edit: how wide its author's tab
/// was cannot be known, so which lines line up cannot either.
enum TabIndentationEdit {
    /// The range from the first line indented with tabs to the end of the last one's tabs, and
    /// its text with those tabs made spaces; `nil` when some line is indented with a space.
    static func edit(in bytes: [UInt8]) -> (range: SourceRange, replacement: String, lines: Int)? {
        var lines: [(number: Int, start: Int, tabs: Int)] = []
        var lineStart = 0
        var number = 1
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: .lineFeed) ?? bytes.count
            var tabs = 0
            while lineStart + tabs < lineEnd, bytes[lineStart + tabs] == .tab { tabs += 1 }
            let next = lineStart + tabs < lineEnd ? bytes[lineStart + tabs] : nil
            // Spaces before or after the tabs of an indented line: a mix, whose width is unknown.
            if next == .space, lineEnd > lineStart + tabs + 1 || tabs > 0 { return nil }
            if tabs > 0 { lines.append((number, lineStart, tabs)) }
            lineStart = lineEnd + 1
            number += 1
        }
        guard let first = lines.first, let last = lines.last else { return nil }
        var replacement: [UInt8] = []
        var tabsAt: [Int: Int] = [:]
        for line in lines { tabsAt[line.start] = line.tabs }
        var index = first.start
        let end = last.start + last.tabs
        while index < end {
            if let tabs = tabsAt[index] {
                replacement += Array(repeating: .space, count: tabs * 2)
                index += tabs
            } else {
                replacement.append(bytes[index])
                index += 1
            }
        }
        let range = SourceRange(from: SourceLocation(line: first.number, column: 1), to: SourceLocation(line: last.number, column: last.tabs + 1))
        return (range, String(decoding: replacement, as: UTF8.self), lines.count)
    }

    /// The edit that indents with spaces the one line starting at `lineStart` (line `line`), whose
    /// indentation holds a tab, where it stands between two siblings: the lines above and below
    /// it (passing over blank lines and comments) are indented with the same spaces, and each is
    /// a `key: value` on one line, which opens nothing below it. `nil` otherwise: a tab's width
    /// cannot tell which level was meant.
    static func lineEdit(in bytes: [UInt8], lineStart: Int, line: Int) -> (range: SourceRange, replacement: String, spaces: Int)? {
        var indentationEnd = lineStart
        while indentationEnd < bytes.count, bytes[indentationEnd] == .tab || bytes[indentationEnd] == .space { indentationEnd += 1 }
        let lineEnd = bytes[lineStart...].firstIndex(of: .lineFeed) ?? bytes.count
        guard let above = siblingIndentation(in: bytes, from: lineStart - 1, forward: false),
              let below = siblingIndentation(in: bytes, from: lineEnd + 1, forward: true), above == below else { return nil }
        let range = SourceRange(from: SourceLocation(line: line, column: 1), to: SourceLocation(line: line, column: indentationEnd - lineStart + 1))
        return (range, String(repeating: " ", count: above), above)
    }

    /// The indentation of the first line from `offset` on (`forward`) or before it that holds
    /// text other than a comment, when that line is indented with spaces alone and is a
    /// `key: value` on one line (a value that is not a block's `|` or `>`, a list item, or a
    /// comment); `nil` otherwise.
    private static func siblingIndentation(in bytes: [UInt8], from offset: Int, forward: Bool) -> Int? {
        var position = offset
        while forward ? position < bytes.count : position > 0 {
            let start = forward ? position : (bytes[..<position].lastIndex(of: .lineFeed) ?? -1) + 1
            let end = forward ? (bytes[position...].firstIndex(of: .lineFeed) ?? bytes.count) : position
            let text = Array(bytes[start..<end].filter { $0 != 0x0D })
            let content = Array(text.drop { $0 == .space })
            if !content.isEmpty && content.first != .hash {
                guard !text.contains(.tab), content.first != .hyphen,
                      let colon = content.indices.first(where: { content[$0] == .colon && $0 + 1 < content.count && content[$0 + 1] == .space }),
                      case let value = content[(colon + 1)...].drop(while: { $0 == .space }),
                      let first = value.first, first != .hash, first != .pipe, first != .greaterThan
                else { return nil }
                return text.count - content.count
            }
            position = forward ? end + 1 : start - 1
        }
        return nil
    }
}
