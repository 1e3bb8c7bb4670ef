/// What every decoder shares: the file being decoded, its text for fix-its, and the
/// diagnostics found so far. Each helper reports its own problem and returns `nil`.
struct DecodingContext {
    let file: String
    let source: [UInt8]
    var diagnostics: [Diagnostic] = []

    mutating func error(_ message: String, at location: SourceLocation, fixIt: String? = nil, replacement: String? = nil, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(
            .error, message, file: file, at: location, notes: notes,
            fixIt: fixIt.map { Diagnostic.FixIt($0, replacement: replacement) }))
    }

    mutating func warning(_ message: String, at location: SourceLocation, fixIt: String? = nil) {
        diagnostics.append(Diagnostic(.warning, message, file: file, at: location, fixIt: fixIt.map { Diagnostic.FixIt($0) }))
    }

    /// The source text of a node, as written.
    func sourceText(of node: Node) -> String {
        let range = node.sourceRange.clamped(to: 0..<source.count)
        return String(decoding: source[range], as: UTF8.self)
    }

    /// The text of the source line `location` is on, from its column to the end of the line.
    func sourceLine(at location: SourceLocation) -> Substring? {
        var line = 1
        var index = 0
        while line < location.line, let newline = source[index...].firstIndex(of: 0x0A) {
            index = newline + 1
            line += 1
        }
        guard line == location.line else { return nil }
        let start = min(source.count, index + location.column - 1)
        let end = source[start...].firstIndex(of: 0x0A) ?? source.count
        return Substring(String(decoding: source[start..<end], as: UTF8.self))
    }

    /// The entries of a mapping, or an error naming what was expected.
    mutating func mapping(_ node: Node, for key: String, expected: String) -> [MappingEntry]? {
        if let entries = node.mappingEntries { return entries }
        if node.scalar?.isNull == true {
            error("'\(key)' is empty; expected \(expected)", at: node.location)
        } else {
            error("'\(key)' must be \(expected), not \(node.kindDescription)", at: node.location)
        }
        return nil
    }

    /// Reports every key of `entries` that is not in `known`, suggesting the closest known key.
    mutating func checkKeys(_ entries: [MappingEntry], known: [String], in context: String) {
        for entry in entries where !known.contains(entry.name) {
            if let suggestion = DidYouMean.suggestion(for: entry.name, among: known) {
                error(
                    "unknown key '\(entry.name)' in \(context); did you mean '\(suggestion)'?", at: entry.key.location,
                    fixIt: "replace '\(entry.name)' with '\(suggestion)'", replacement: suggestion)
            } else {
                error(
                    "unknown key '\(entry.name)' in \(context)", at: entry.key.location,
                    fixIt: "remove it; the keys of \(context) are \(known.map { "'\($0)'" }.joined(separator: ", "))")
            }
        }
    }

    /// Text from a scalar node; a list or mapping where text was meant gets the quoting fix-it.
    mutating func text(_ node: Node, for key: String) -> Located<String>? {
        if let scalar = node.scalar {
            if scalar.isNull {
                if scalar.endedAtComment {
                    let comment = sourceLine(at: node.location).map { String($0.drop { $0 != "#" }) } ?? "#"
                    error(
                        "'\(key)' is empty: a '#' after '\(key): ' starts a YAML comment", at: node.location,
                        fixIt: "quote the value if the '#' is part of it: \(key): \(singleQuoted(comment))")
                } else {
                    error("'\(key)' is empty", at: node.location, fixIt: "write a value after '\(key):'")
                }
                return nil
            }
            return Located(scalar.text, at: scalar.contentLocation)
        }
        let written = sourceText(of: node)
        let isOneLine = !written.contains("\n")
        if node.sequenceItems != nil, isOneLine, written.hasPrefix("[") {
            error(
                "'\(written)' is read as a YAML list, but '\(key)' takes text", at: node.location,
                fixIt: "quote it: \(quoted(written))", replacement: quoted(written))
        } else if node.mappingEntries != nil, isOneLine, written.hasPrefix("{") {
            error(
                "'\(written)' is read as a YAML mapping, but '\(key)' takes text", at: node.location,
                fixIt: "quote it: \(quoted(written))", replacement: quoted(written))
        } else {
            error("'\(key)' takes text, not \(node.kindDescription)", at: node.location)
        }
        return nil
    }

    /// A Swift identifier, such as a field or case name; keywords are fine and get escaped.
    mutating func identifier(_ located: Located<String>, what: String) -> Located<String>? {
        guard IdentifierRules.isValid(located.value) else {
            let suggestion = IdentifierRules.suggestion(for: located.value)
            error(
                "'\(located.value)' is not a valid Swift identifier for \(what)", at: located.location,
                fixIt: "use letters, digits and '_', not starting with a digit, e.g. '\(suggestion)'", replacement: suggestion)
            return nil
        }
        return located
    }

    /// A Swift identifier from a node.
    mutating func identifier(_ node: Node, for key: String, what: String) -> Located<String>? {
        text(node, for: key).flatMap { identifier($0, what: what) }
    }

    /// A Swift type from a node, checked so it cannot escape its declaration.
    mutating func type(_ node: Node, for key: String) -> Located<String>? {
        guard let text = text(node, for: key) else { return nil }
        let trimmed = Located(text.value.trimmingWhitespace(), at: text.location)
        if let problem = TypeTextRules.problem(in: trimmed.value) {
            error("'\(trimmed.value)' is not a valid type for '\(key)': \(problem)", at: text.location)
            return nil
        }
        return trimmed
    }

    /// Swift code from a node, checked for balanced brackets, strings and comments.
    mutating func code(_ node: Node, for key: String) -> SwiftCode? {
        guard let text = text(node, for: key), let scalar = node.scalar else { return nil }
        if text.value.allSatisfy(\.isWhitespace) {
            error("'\(key)' is empty", at: node.location, fixIt: "write a Swift expression after '\(key):'")
            return nil
        }
        let isBlock = scalar.style == .literal || scalar.style == .folded
        let code = SwiftCode(
            text.value, at: scalar.contentLocation, blockIndentation: scalar.blockIndentation,
            isLiteralBlock: scalar.style == .literal)
        guard let problem = ExpressionRules.problem(in: text.value) else { return code }
        let location = isBlock || scalar.style == .plain ? code.location(ofOffset: problem.offset) : scalar.contentLocation
        if scalar.endedAtComment {
            let line = sourceText(of: node)
            error(
                "\(problem.message) in '\(key)': the ' #' after '\(line)' starts a YAML comment and cut the expression short",
                at: location,
                fixIt: "quote the whole expression, or write it as a '|' block on the next lines")
        } else if scalar.isInFlowCollection {
            error(
                "\(problem.message) in '\(key)': inside '{ }' or '[ ]', a ',' or a bracket ends the value", at: location,
                fixIt: "quote the expression, or write the field in block form with '\(key):' on a line of its own")
        } else {
            error("\(problem.message) in '\(key)'", at: location, fixIt: "balance the brackets and quotes of the expression")
        }
        return nil
    }

    /// `text` in double quotes, escaped for YAML.
    func quoted(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}

extension SwiftCode {
    /// The spec location of the character at UTF-8 `offset` in the code.
    func location(ofOffset offset: Int) -> SourceLocation {
        let prefix = text.utf8.prefix(offset)
        let lineIndex = prefix.filter { $0 == UInt8(ascii: "\n") }.count
        let lastLineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { prefix.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0
        let column = offset - lastLineStart
        if lineIndex == 0 {
            return SourceLocation(line: location.line, column: location.column + column)
        }
        return SourceLocation(line: location.line + lineIndex, column: blockIndentation + column + 1)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        var characters = Substring(self)
        while let first = characters.first, first.isWhitespace { characters.removeFirst() }
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        return String(characters)
    }
}
