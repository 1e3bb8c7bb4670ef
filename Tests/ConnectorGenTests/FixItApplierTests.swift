import ConnectorGen
import Testing

/// `--fix` applies edits whose places are the reader's lines and UTF-8 columns to files as they
/// are: with a byte-order mark, with CRLF or CR line endings, and with edits that overlap.
@Suite("Applying fix-it edits to a file")
struct FixItApplierTests {
    static func edit(_ line: Int, _ column: Int, to endLine: Int, _ endColumn: Int, _ replacement: String) -> Diagnostic.Edit {
        Diagnostic.Edit(
            replacing: SourceRange(from: SourceLocation(line: line, column: column), to: SourceLocation(line: endLine, column: endColumn)),
            with: replacement)
    }

    @Test("places are found past a byte-order mark and across CRLF and CR line endings, which a replacement keeps", arguments: [
        ("a: 1\nb: 2\n", "a: 1\nb: 22\nc: 3\n"),
        ("\u{FEFF}a: 1\r\nb: 2\r\n", "\u{FEFF}a: 1\r\nb: 22\r\nc: 3\r\n"),
        ("a: 1\rb: 2\r", "a: 1\rb: 22\rc: 3\r"),
    ])
    func lineEndings(_ before: String, _ after: String) {
        let outcome = FixItApplier.apply([Self.edit(2, 4, to: 2, 5, "22\nc: 3")], to: Array(before.utf8))
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == after)
        #expect(outcome.applied.count == 1 && outcome.skipped.isEmpty)
    }

    @Test("of overlapping edits the first is applied; a repeated edit is applied once; one past the end is skipped")
    func overlapsAndRepeats() {
        let first = Self.edit(1, 1, to: 1, 4, "xyz")
        let overlapping = Self.edit(1, 3, to: 1, 6, "!")
        let later = Self.edit(2, 1, to: 2, 2, "B")
        let pastTheEnd = Self.edit(9, 1, to: 9, 2, "?")
        let outcome = FixItApplier.apply([later, overlapping, first, first, pastTheEnd], to: Array("abcdef\nb\n".utf8))
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "xyzdef\nB\n")
        #expect(outcome.applied == [first, later])
        #expect(outcome.skipped == [overlapping, pastTheEnd])
    }
}
