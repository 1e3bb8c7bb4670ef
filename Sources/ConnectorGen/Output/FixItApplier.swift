/// Applies the edits of fix-its to a file's bytes, for `lint --fix` and `generate --fix`.
///
/// An edit's range is in lines and UTF-8 columns of the text as the reader sees it: without a
/// byte-order mark, with `\r\n` and `\r` read as `\n`. The applier finds the same places in the
/// file as it is, so a file keeps its byte-order mark and its line endings, and a replacement's
/// line breaks are written in the file's own.
public enum FixItApplier {
    /// What applying edits to one file did.
    public struct Outcome: Sendable {
        /// The file's new bytes.
        public var bytes: [UInt8]
        /// The edits applied, in the file's order.
        public var applied: [Diagnostic.Edit]
        /// The edits left out because they overlap an applied one, or point past the file's
        /// end; a second run, on the fixed file, finds what is still to fix.
        public var skipped: [Diagnostic.Edit]
    }

    /// `bytes` with every edit of `edits` applied that overlaps no other, the earliest first
    /// among overlapping ones. Identical edits (two diagnostics, one fix) are applied once.
    public static func apply(_ edits: [Diagnostic.Edit], to bytes: [UInt8]) -> Outcome {
        let lines = RawLines(bytes)
        var unique: [Diagnostic.Edit] = []
        for edit in edits.sorted(by: { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }) where !unique.contains(edit) {
            unique.append(edit)
        }
        var chosen: [(edit: Diagnostic.Edit, range: Range<Int>)] = []
        var skipped: [Diagnostic.Edit] = []
        for edit in unique {
            guard let start = lines.offset(of: edit.range.start), let end = lines.offset(of: edit.range.end), start <= end else {
                skipped.append(edit)
                continue
            }
            if let last = chosen.last, start < last.range.upperBound || (start == last.range.lowerBound && start == end) {
                skipped.append(edit)
                continue
            }
            chosen.append((edit, start..<end))
        }
        var result = bytes
        for (edit, range) in chosen.reversed() {
            let replacement = lines.lineBreak == [0x0A]
                ? Array(edit.replacement.utf8)
                : Array(edit.replacement.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
                    .joined(separator: lines.lineBreak).map { $0 }
            result.replaceSubrange(range, with: replacement)
        }
        return Outcome(bytes: result, applied: chosen.map(\.edit), skipped: skipped)
    }

    /// Where the reader's lines start in a file as it is.
    private struct RawLines {
        /// The offset of each line's first byte; line 1 starts after a byte-order mark.
        var starts: [Int] = []
        /// The offset just past each line's last byte, before its line break.
        var ends: [Int] = []
        /// The file's line break: the first one it uses, `\n` when it has none.
        var lineBreak: [UInt8] = [0x0A]

        init(_ bytes: [UInt8]) {
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var index = start
            var sawBreak = false
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == 0x0A || byte == 0x0D else {
                    index += 1
                    continue
                }
                let width = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                if !sawBreak {
                    lineBreak = Array(bytes[index..<(index + width)])
                    sawBreak = true
                }
                starts.append(start)
                ends.append(index)
                index += width
                start = index
            }
            starts.append(start)
            ends.append(bytes.count)
        }

        /// The byte offset of `location`, or `nil` when it is not in the file (a column may be
        /// one past a line's last byte, where an edit appends).
        func offset(of location: SourceLocation) -> Int? {
            guard location.line >= 1, location.line <= starts.count, location.column >= 1 else { return nil }
            let offset = starts[location.line - 1] + location.column - 1
            return offset <= ends[location.line - 1] ? offset : nil
        }
    }
}
