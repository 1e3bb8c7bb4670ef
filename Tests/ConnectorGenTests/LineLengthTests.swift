@testable import ConnectorGen
import Testing

/// Generated lines keep to 100 columns, as careful hand-written Swift does, but for spec code
/// at its spec columns, `@available` messages and string literals Swift cannot break; and
/// doc comments broken to fit read as the text they were.
@Suite("Line length")
struct LineLengthTests {
    /// Whether `line`, outside the spec's code, is one of those allowed to run longer: an
    /// attribute message or a reason in a string literal.
    static func mayRunLonger(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " }
        return text.hasPrefix("@available(") || text.hasPrefix(".disabled(\"") || text.hasPrefix("throw XCTSkip(\"")
    }

    @Test("no generated line outside spec code is longer than 100 columns", arguments: GoldenCase.all)
    func goldenLines(_ golden: GoldenCase) throws {
        for (name, contents) in try golden.generate() where name.hasSuffix(".swift") {
            var isMapped = false
            for (number, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("#sourceLocation(") {
                    isMapped = line != "#sourceLocation()"
                    continue
                }
                guard !isMapped, line.utf8.count > SwiftWriter.lineLength, !Self.mayRunLonger(line) else { continue }
                Issue.record("\(golden.name)/\(name):\(number + 1) has \(line.utf8.count) columns: \(line)")
            }
        }
    }

    @Test("a doc comment is broken between words, and no line it is broken into starts a Markdown list, heading or quote")
    func documentationWrapping() {
        let words = Array(repeating: "word", count: 18).joined(separator: " ")
        #expect(SwiftWriter.wrapped(words + " and more", width: 90) == [words, "and more"])
        // A line starting `- even` would be a list item in Quick Help.
        #expect(SwiftWriter.wrapped(words + " - even zero", width: 90) == [Array(repeating: "word", count: 17).joined(separator: " "), "word - even zero"])
        #expect(SwiftWriter.wrapped(words + " 1. once", width: 92).allSatisfy { !$0.hasPrefix("1.") })
        #expect(SwiftWriter.wrapped(words + " # heading", width: 92).allSatisfy { !$0.hasPrefix("#") })
        // With no word to carry down, the line runs longer.
        #expect(SwiftWriter.wrapped("a-word - b", width: 6) == ["a-word -", "b"])
    }

    @Test("a doc comment is not broken inside a code span, and a backtick never closed breaks as plain words")
    func codeSpansStayWhole() {
        #expect(SwiftWriter.wrapped("to `any Action`.", width: 8) == ["to", "`any Action`."])
        #expect(SwiftWriter.wrapped("`a b` c `d e f`", width: 5) == ["`a b`", "c", "`d e f`"])
        #expect(SwiftWriter.wrapped("a `b c d", width: 5) == ["a `b", "c d"])
    }
}
