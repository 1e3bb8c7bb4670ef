/// A small indenting writer for Swift source that maps lines back to a spec.
///
/// A line written with a spec line is preceded, when needed, by a `#sourceLocation`
/// directive, so the compiler reports problems in it at the spec's line. Consecutive
/// spec lines share one directive, and the first unmapped line after mapped ones resets
/// the location with `#sourceLocation()`.
struct SwiftWriter {
    /// The text written so far.
    private(set) var output = ""
    /// The current indentation, in levels of four spaces.
    private var level = 0 {
        didSet { indentation = String(repeating: "    ", count: level) }
    }
    /// The file name that directives name, as a Swift string literal.
    private let directiveFile: String
    /// The spec line the next written line maps to, when mapping is on.
    private var nextMappedLine: Int?

    /// Creates a writer whose directives name `specPath`.
    init(specPath: String, estimatedSize: Int = 0) {
        directiveFile = SwiftNames.stringLiteral(specPath)
        output.reserveCapacity(estimatedSize)
    }

    /// The indentation of the current level.
    private(set) var indentation = ""

    /// Writes a line at the current indentation, not mapped to the spec.
    mutating func line(_ text: String) {
        endMapping()
        if !text.isEmpty {
            output.append(indentation)
            output.append(text)
        }
        output.append("\n")
    }

    /// Writes an empty line.
    mutating func blankLine() { line("") }

    /// Writes `text` as it is (no indentation added) as spec line `specLine`.
    mutating func rawLine(_ text: String, specLine: Int) {
        if nextMappedLine != specLine {
            output.append("#sourceLocation(file: ")
            output.append(directiveFile)
            output.append(", line: ")
            output.append(String(specLine))
            output.append(")\n")
        }
        output.append(text)
        output.append("\n")
        nextMappedLine = specLine + 1
    }

    /// Writes a line at the current indentation as spec line `specLine`.
    mutating func mappedLine(_ text: String, specLine: Int) {
        rawLine(indentation + text, specLine: specLine)
    }

    /// Writes `prefix` followed by user code, so that the compiler reports a problem in the
    /// code at the code's line and column in the spec.
    ///
    /// The prefix gets a line of its own, mapped to the line before the code; the code
    /// follows, padded so its first character sits at its spec column, and every further
    /// line of a `|` block keeps the indentation it had in the spec.
    mutating func userCode(_ code: SwiftCode, prefix: String) {
        let lines = code.lines
        let specLine = code.location.line
        guard specLine > 1 else {
            mappedLine(prefix + " " + lines.joined(separator: "\n"), specLine: specLine)
            return
        }
        // Swift warns when an expression starts in the same column as a `return` on the line
        // above it; the prefix line's own indentation does not matter, so move it instead.
        let codeColumn = max(0, code.location.column - 1)
        let prefixIndentation = codeColumn == indentation.count ? indentation + "    " : indentation
        rawLine(prefixIndentation + prefix, specLine: specLine - 1)
        let blockPadding = String(repeating: " ", count: code.blockIndentation)
        for (index, line) in lines.enumerated() {
            if line.isEmpty {
                rawLine("", specLine: specLine + index)
            } else if index == 0 {
                rawLine(String(repeating: " ", count: max(0, code.location.column - 1)) + line, specLine: specLine)
            } else {
                rawLine((code.isLiteralBlock ? blockPadding : "") + line, specLine: specLine + index)
            }
        }
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        line(closing)
    }

    /// Writes `body` one level deeper.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Stops mapping lines to the spec.
    mutating func endMapping() {
        if nextMappedLine != nil {
            output += "#sourceLocation()\n"
            nextMappedLine = nil
        }
    }
}
