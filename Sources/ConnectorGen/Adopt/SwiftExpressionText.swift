/// Swift expressions of a hand-written mapping as token ranges of their file: which names
/// they read, and their text with names replaced, ready for a spec.
struct SwiftExpressionText {
    let file: SwiftSourceFile

    /// Whether the identifier at `index` is a name the expression reads: not a member after
    /// `.`, not an argument label, not a keyword.
    func isReadName(_ index: Int) -> Bool {
        guard file.isIdentifier(index) else { return false }
        if file.isSymbol(index - 1, "."), !file.isSymbol(index - 2, "..") { return false }
        if file.isSymbol(index + 1, ":"), file.isSymbol(index - 1, "(") || file.isSymbol(index - 1, ",") { return false }
        let text = file.text(index)
        return !Self.expressionKeywords.contains(text)
    }

    /// Whether the name at `index`, followed by `:`, labels an argument of a call or a
    /// subscript: it follows the call's `(` or a `,` between its arguments, not a `,` in a
    /// dictionary literal (`[a: 1, title: 2]`) or a `case` list.
    func isArgumentLabel(at index: Int, in range: Range<Int>) -> Bool {
        /// Whether the bracket at `position` opens arguments: a `(`, or a `[` right after what
        /// it subscripts (`cache[id: 1, title: 2]`).
        func opensArguments(_ position: Int) -> Bool {
            file.isSymbol(position, "(")
                || file.isSymbol(position, "[") && position > range.lowerBound
                && (file.isIdentifier(position - 1) || [")", "]", "?", "!"].contains { file.isSymbol(position - 1, $0) })
        }
        if opensArguments(index - 1) { return true }
        guard file.isSymbol(index - 1, ",") else { return false }
        // The bracket the `,` stands in: the nearest one before it that is still open.
        var depth = 0
        var position = index - 2
        while position >= range.lowerBound {
            if [")", "]", "}"].contains(where: { file.isSymbol(position, $0) }) { depth += 1 }
            if ["(", "[", "{"].contains(where: { file.isSymbol(position, $0) }) {
                if depth == 0 { return opensArguments(position) }
                depth -= 1
            }
            position -= 1
        }
        return false
    }

    /// Whether the name at `index` labels something, followed by `:`: an argument of a call or
    /// a subscript (``isArgumentLabel(at:in:)``), or a trailing closure after the first
    /// (`} title: {`); not a ternary's branch or a dictionary literal's key, which read it.
    func isLabel(at index: Int, in range: Range<Int>) -> Bool {
        file.isSymbol(index + 1, ":") && (file.isSymbol(index - 1, "}") || isArgumentLabel(at: index, in: range))
    }

    /// Keywords that can appear in an expression and are never a name.
    static let expressionKeywords: Set<String> = [
        "in", "let", "var", "if", "else", "guard", "return", "switch", "case", "default", "for", "while", "true", "false", "nil",
        "try", "await", "as", "is", "self", "Self", "super", "some", "any", "inout", "throws", "async", "where", "do", "catch",
        "throw", "func", "break", "continue", "repeat", "defer", "fallthrough", "init",
    ]

    /// The names `range` reads, each once, in order.
    func readNames(_ range: Range<Int>) -> [String] {
        var names: [String] = []
        let own = ownNames(range).bound
        for index in range where isReadName(index) && !own.contains(index) {
            let name = file.lexer.name(of: file.tokens[index])
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The names read as `self.name` in `range`.
    func selfMembers(_ range: Range<Int>) -> [String] {
        var names: [String] = []
        for index in range where file.isWord(index, "self") && file.isSymbol(index + 1, ".") && file.isIdentifier(index + 2) {
            let name = file.text(index + 2)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The text of `range` with each read name in `replacements` replaced, `self.` dropped
    /// before the names in `unqualified`, and the lines after the first dedented by
    /// the indentation of the line the expression starts on.
    /// - Parameter values: Names of `replacements` that rename a closure's own values, which
    ///   `self.name` never reads.
    func text(
        _ range: Range<Int>, replacing replacements: [String: String] = [:], unqualifying unqualified: Set<String> = [], values: Set<String> = []
    ) -> String {
        let range = range.clamped(to: 0..<file.tokens.count)
        guard let first = range.first, let last = range.last else { return "" }
        let bytes = file.lexer.bytes
        var result: [UInt8] = []
        var offset = file.tokens[first].range.lowerBound
        var index = first
        // The string literals the token is in, each `true` when it spans lines: a replacement
        // written into an interpolation of a one-line literal must stay on one line.
        var strings: [Bool] = []
        // How deep in closures written in `range` the token is: their `$0` is their own. The
        // body of an `if`, `switch`, `guard`, loop or `do` is no closure: its `$0` is the outer one.
        var braces: [Bool] = []
        // The names bound inside `range` are its own, not the names replaced outside it.
        let own = ownNames(range)
        var closureDepth: Int { braces.filter { $0 }.count }
        var statementKeywordDepth: Int?
        var parentheses = 0
        while index <= last {
            let token = file.tokens[index]
            result += bytes[offset..<token.range.lowerBound]
            offset = token.range.upperBound
            switch token.kind {
            case .stringStart: strings.append(file.lexer.text(of: token).hasSuffix("\"\"\""))
            case .stringEnd: _ = strings.popLast()
            default: break
            }
            if file.isSymbol(index, "(") || file.isSymbol(index, "[") { parentheses += 1 }
            if file.isSymbol(index, ")") || file.isSymbol(index, "]") {
                parentheses -= 1
                if let depth = statementKeywordDepth, parentheses < depth { statementKeywordDepth = nil }
            }
            let isKeyword = isStatementWord(index)
            // (`repeat { … } while …` opens no body.)
            let endsRepeat = file.isWord(index, "while") && file.isSymbol(index - 1, "}") && file.isWord(file.partner[index - 1] - 1, "repeat")
            if isKeyword, !endsRepeat, ["if", "switch", "guard", "for", "while", "catch"].contains(where: { file.isWord(index, $0) }), statementKeywordDepth == nil {
                statementKeywordDepth = parentheses
            }
            if file.isSymbol(index, "{") {
                let follows = ["else", "do", "repeat", "defer"].contains { file.isWord(index - 1, $0) }
                let isBody = follows || statementKeywordDepth == parentheses
                if statementKeywordDepth == parentheses { statementKeywordDepth = nil }
                braces.append(!isBody)
            }
            if file.isSymbol(index, "}") {
                _ = braces.popLast()
            }
            // `self.id` beside a value `id` of the closure's or case's own that keeps its name
            // stays as it is; beside one renamed (`idValue`), `id` is the member's alone.
            if file.isWord(index, "self"), file.isSymbol(index + 1, "."), index + 2 <= last, file.isIdentifier(index + 2),
               unqualified.contains(file.text(index + 2)), !(values.contains(file.text(index + 2)) && replacements[file.text(index + 2)] == file.text(index + 2)),
               !file.isSymbol(index - 1, ".") {
                // `self.movieId` → `movieId`, or its replacement.
                let name = file.text(index + 2)
                result += Array((values.contains(name) ? name : replacements[name] ?? name).utf8)
                offset = file.tokens[index + 2].range.upperBound
                index += 3
                continue
            }
            if isReadName(index), closureDepth == 0 || !file.text(index).hasPrefix("$"), !own.bound.contains(index),
               var replacement = replacements[file.lexer.name(of: token)] {
                // After `=` the value needs no parentheses, but for a closure in a condition.
                if isWholeElement(index) || own.rebinding.contains(index) && !replacement.contains("{"), Self.isParenthesized(replacement) {
                    replacement = String(replacement.dropFirst().dropLast())
                }
                // `[prefix]`, `if let prefix`: the name stays, bound to the value.
                if own.rebinding.contains(index) { replacement = file.text(index) + " = " + replacement }
                if strings.contains(false), replacement.contains("\n") {
                    replacement = Self.joinedLines(replacement)
                } else if replacement.contains("\n") {
                    // Its lines after the first go on at the indentation of the line it is
                    // written into, which the whole value's dedenting then takes off.
                    let indentation = String(repeating: " ", count: indentationOfLine(at: token.range.lowerBound))
                    replacement = replacement.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indentation)
                }
                result += Array(replacement.utf8)
            } else {
                result += bytes[token.range]
            }
            index += 1
        }
        let indentation = indentationOfLine(at: file.tokens[first].range.lowerBound)
        return Self.dedented(String(decoding: result, as: UTF8.self), by: indentation)
    }

    /// Whether `code` is one expression in parentheses, `(a ?? b)`: its first `(` closes at
    /// its last `)`, which `(a ?? b).trimmed()` does not end with, nor `(a) + (b)`.
    static func isParenthesized(_ code: String) -> Bool {
        let lexer = SwiftLexer(code)
        let tokens = lexer.filter { !$0.isTrivia }
        guard let first = tokens.first, let last = tokens.last, lexer.text(of: first) == "(", lexer.text(of: last) == ")" else { return false }
        var depth = 0
        for (position, token) in tokens.enumerated() where token.kind == .punctuation {
            switch lexer.text(of: token) {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return position == tokens.count - 1 }
            default: break
            }
        }
        return false
    }

    /// `code`'s lines joined with a space, each trimmed, its `//` comments left out, where that
    /// keeps its meaning: it holds no multi-line string literal; otherwise `code` as it is.
    static func joinedLines(_ code: String) -> String {
        let lexer = SwiftLexer(code)
        let keepsLines = lexer.contains { token in
            if case .stringStart = token.kind { return lexer.text(of: token).hasSuffix("\"\"\"") }
            return false
        }
        guard !keepsLines else { return code }
        var bytes = lexer.bytes
        for token in lexer.reversed() {
            if case .lineComment = token.kind { bytes.removeSubrange(token.range) }
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        // A line that continues a member chain (`.filter { … }`) follows without a space; one
        // that starts a statement of its own after a whole one (`return title` after a
        // `guard … }` in a closure) after a `;`.
        return lines.dropFirst().reduce(lines.first ?? "") { joined, line in
            joined + (line.hasPrefix(".") ? "" : startsStatement(line, after: joined) ? "; " : " ") + line
        }
    }

    /// Whether `line` starts a statement of its own after the code `before`, which Swift ends
    /// at the line break: `before` does not wait for more (an open bracket, a `,`, an operator,
    /// `in`, `return`), and `line` does not go on with it (a closing bracket, an operator,
    /// `else`, `catch`, a `{` of a trailing closure).
    private static func startsStatement(_ line: String, after before: String) -> Bool {
        let waiting: Set<Character> = ["{", "(", "[", ",", "=", "+", "-", "*", "/", "%", "<", ">", "&", "|", "^", "!", "?", ":", "."]
        let lastWord = before.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "{" }).last.map(String.init) ?? ""
        guard let last = before.last, !waiting.contains(last),
              !["in", "return", "throw", "else", "try", "await", "as", "is", "case", "where"].contains(lastWord)
        else { return false }
        let goesOn: Set<Character> = [")", "]", "}", "{", "=", "+", "-", "*", "/", "%", "<", ">", "&", "|", "^", "?", ":", ","]
        let firstWord = line.prefix { $0.isLetter }
        guard let first = line.first, !goesOn.contains(first), !line.hasPrefix("!="),
              !["else", "catch", "where", "in", "as", "is"].contains(firstWord)
        else { return false }
        return true
    }

    /// Whether the token at `index` is a whole argument or element: between `(`, `[`, `,` or
    /// a label's `:`, and `)`, `]` or `,`.
    private func isWholeElement(_ index: Int) -> Bool {
        let opens = file.isSymbol(index - 1, "(") || file.isSymbol(index - 1, "[") || file.isSymbol(index - 1, ",")
            || file.isSymbol(index - 1, ":") && file.isIdentifier(index - 2) && (file.isSymbol(index - 3, "(") || file.isSymbol(index - 3, ","))
        return opens && (file.isSymbol(index + 1, ")") || file.isSymbol(index + 1, "]") || file.isSymbol(index + 1, ","))
    }

    /// The number of spaces and tabs that start the line holding `offset`.
    private func indentationOfLine(at offset: Int) -> Int {
        let bytes = file.lexer.bytes
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var count = 0
        while start + count < bytes.count && (bytes[start + count] == UInt8(ascii: " ") || bytes[start + count] == UInt8(ascii: "\t")) { count += 1 }
        return count
    }

    /// `text` with up to `indentation` leading spaces removed from each line after the first.
    static func dedented(_ text: String, by indentation: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1 else { return text }
        return ([String(lines[0])] + lines.dropFirst().map { line in
            var line = Substring(line)
            var removed = 0
            while removed < indentation, let character = line.first, character == " " || character == "\t" {
                line.removeFirst()
                removed += 1
            }
            return String(line).trimmingTrailingWhitespace()
        }).joined(separator: "\n")
    }

    /// Whether the expression in `range` needs parentheses to be used inside another: it has
    /// an operator (a ternary's `? :` too), a closure or a keyword at its top level.
    func needsParentheses(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            switch file.tokens[index].kind {
            case .operator:
                let text = file.text(index)
                if text != "?" && text != "!" && text != "." { return true }
            case .identifier:
                if ["as", "is", "try", "await", "in"].contains(file.text(index)) { return true }
            case .punctuation:
                if file.isSymbol(index, "{") && index == range.lowerBound { return true }
                if file.isSymbol(index, ":") { return true }
            default:
                break
            }
            index = file.after(index)
        }
        return false
    }

    /// Whether `range` is a plain path from `root`: `root` followed by members, subscripts
    /// and optional chaining only (`state.movies[movieId]`, `state.library?.songs`).
    func isPlainPath(_ range: Range<Int>, from root: String) -> Bool {
        guard file.isWord(range.lowerBound, root), range.count > 2 else { return false }
        var index = range.lowerBound + 1
        var sawMember = false
        while index < range.upperBound {
            if file.isSymbol(index, "."), file.isIdentifier(index + 1) {
                index += 2
                sawMember = true
            } else if file.isSymbol(index, "["), sawMember {
                index = file.after(index)
            } else if file.isSymbol(index, "?") || file.isSymbol(index, "!") {
                index += 1
            } else {
                return false
            }
        }
        return sawMember
    }

    /// The path after `root.` of an expression that starts with `root.`: `movies[movieId]`.
    func path(_ range: Range<Int>, after root: String, replacing replacements: [String: String] = [:], unqualifying unqualified: Set<String> = []) -> String? {
        guard file.isWord(range.lowerBound, root), file.isSymbol(range.lowerBound + 1, "."), range.count > 2 else { return nil }
        return text(range.lowerBound + 2..<range.upperBound, replacing: replacements, unqualifying: unqualified)
    }
}
