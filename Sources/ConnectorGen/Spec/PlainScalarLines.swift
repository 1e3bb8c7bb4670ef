/// Swift code from a plain YAML scalar written over several lines, given back its lines.
///
/// YAML folds such a scalar into one line (`state.count +` and `  state.extra` read as
/// `state.count + state.extra`), which would put the code of its later lines on the first
/// spec line, at columns past its end. Where a line break between tokens means what the space
/// YAML puts there means in Swift, the code keeps the spec's line breaks and indentation
/// instead, so each token stands at its spec line and column.
enum PlainScalarLines {
    /// The code of `folded`, the value of the plain scalar written `raw` (its text from its
    /// first character to its last, later lines with their indentation), on the spec's lines:
    /// its text with the indentation common to the later lines removed, and that indentation.
    /// `nil` when the scalar is on one line, when its lines do not fold into `folded`, or when
    /// a line break would change the Swift: inside a string literal, after a `//` comment,
    /// or before a `(` or `[`, which on a line of its own starts a new expression.
    static func unfolded(raw: String, folded: String) -> (text: String, indentation: Int)? {
        let lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        guard lines.count > 1 else { return nil }
        let later = lines.dropFirst().map { line -> (indentation: Int, content: Substring) in
            let indentation = line.prefix { $0 == " " || $0 == "\t" }.count
            return (indentation, Substring(String(line.dropFirst(indentation)).trimmingTrailingWhitespace()))
        }
        // YAML's folding: a break between two lines of text is a space, each empty line a `\n`.
        var refolded = String(lines[0]).trimmingTrailingWhitespace()
        var emptyLines = 0
        for line in later {
            if line.content.isEmpty {
                emptyLines += 1
                continue
            }
            refolded += emptyLines > 0 ? String(repeating: "\n", count: emptyLines) : " "
            refolded += line.content
            emptyLines = 0
        }
        guard refolded == folded, !later.contains(where: { $0.content.first == "(" || $0.content.first == "[" }) else { return nil }
        let indentation = later.filter { !$0.content.isEmpty }.map(\.indentation).min() ?? 0
        let text = ([String(lines[0]).trimmingTrailingWhitespace()] + later.map { line in
            line.content.isEmpty ? "" : String(repeating: " ", count: line.indentation - indentation) + line.content
        }).joined(separator: "\n")
        // Each line break must fall between tokens, where Swift reads it as it reads a space.
        let lexer = SwiftLexer(text)
        for token in lexer {
            switch token.kind {
            case .lineComment, .unclosed: return nil
            case .stringText, .blockComment:
                if lexer.bytes[token.range].contains(0x0A) { return nil }
            default: continue
            }
        }
        return (text, indentation)
    }

    /// Where a `//` comment starts on a line of the plain scalar written `raw` that later lines
    /// follow: YAML joins them onto that line, so the comment hides them from Swift. The line
    /// (0 for the first) and the UTF-8 offset on it, as written; `nil` when there is none.
    static func commentHidingLines(raw: String) -> (line: Int, offset: Int)? {
        let lines = raw.split(separator: "\n", omittingEmptySubsequences: false)
        guard let last = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }), last > 0 else { return nil }
        for (index, line) in lines[..<last].enumerated() {
            let lexer = SwiftLexer(String(line))
            if let comment = lexer.first(where: { $0.kind == .lineComment }) { return (index, comment.range.lowerBound) }
        }
        return nil
    }
}
