/// Finds the names Swift code refers to, so the emitter binds only the slices and
/// associated values an expression uses (an unused binding is a compiler warning).
package enum ReferencedNames {
    /// The identifiers `code` refers to: outside string literals (but inside interpolations)
    /// and comments, not after a `.` (a member) and not directly before a `:` (an argument
    /// label). A backticked name is given without its backticks.
    package static func names(in code: String) -> Set<String> {
        Set(references(in: code).map(\.name))
    }

    /// Each reference in `code` (see ``names(in:)``) with the UTF-8 offset of its first
    /// character, in the order written.
    package static func references(in code: String) -> [(name: String, offset: Int)] {
        var references: [(name: String, offset: Int)] = []
        let lexer = SwiftLexer(code)
        var previous: SwiftLexer.Token?
        for token in lexer {
            defer { previous = token }
            guard case .identifier = token.kind else { continue }
            let isMember = previous.map(lexer.isPeriod) ?? false
            let isLabel = lexer.byte(at: token.range.upperBound) == UInt8(ascii: ":")
            if !isMember && !isLabel { references.append((lexer.name(of: token), token.range.lowerBound)) }
        }
        return references
    }

    /// The names a type refers to: its identifiers not after a `.`. Unlike ``names(in:)``, a
    /// name before a `:` counts, as the key of a dictionary type (`[Row: Int]`) does.
    package static func typeNames(in type: String) -> Set<String> {
        let lexer = SwiftLexer(type)
        var names: Set<String> = []
        var previous: SwiftLexer.Token?
        for token in lexer {
            defer { previous = token }
            guard case .identifier = token.kind, !(previous.map(lexer.isPeriod) ?? false) else { continue }
            names.insert(lexer.name(of: token))
        }
        return names
    }

    /// The names a type needs `Hashable`: those ``typeNames(in:)`` finds in a `Set`'s element
    /// or a dictionary's key (`Set<Item>`, `[Item: Int]`, `Dictionary<[Tag], Int>`), at any depth.
    package static func hashedTypeNames(in type: String) -> Set<String> {
        var names: Set<String> = []
        var pending = [Substring(type)]
        while let text = pending.popLast() {
            var index = text.startIndex
            while index < text.endIndex {
                let rest = text[index...]
                // `Set<` or `Dictionary<` alone or after `Swift.`, not a type of another's.
                let before = text[..<index]
                let qualifier = before.hasSuffix("Swift.") ? before.dropLast("Swift.".count) : before
                let startsName = qualifier.last.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
                if startsName, let generic = ["Set<", "Dictionary<"].first(where: { rest.hasPrefix($0) }),
                    let close = closingIndex(of: text.index(index, offsetBy: generic.count - 1), in: text) {
                    let arguments = text[text.index(index, offsetBy: generic.count)..<close]
                    let parts = topLevelParts(arguments, separator: ",")
                    names.formUnion(typeNames(in: String(parts[0])))
                    pending.append(contentsOf: parts)
                    index = text.index(after: close)
                } else if text[index] == "[", let close = closingIndex(of: index, in: text) {
                    let parts = topLevelParts(text[text.index(after: index)..<close], separator: ":")
                    if parts.count == 2 { names.formUnion(typeNames(in: String(parts[0]))) }
                    pending.append(contentsOf: parts)
                    index = text.index(after: close)
                } else {
                    index = text.index(after: index)
                }
            }
        }
        return names
    }

    /// The index of the bracket that closes the one at `open` (`[`, `<` or `(`) in `text`; an
    /// arrow's `>` closes nothing.
    private static func closingIndex(of open: Substring.Index, in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text[open...].indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case ">" where index > text.startIndex && text[text.index(before: index)] == "-": break
            case "]", ">", ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// `text` split at each `separator` outside brackets (an arrow's `>` closes none).
    package static func topLevelParts(_ text: Substring, separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case ">" where index > text.startIndex && text[text.index(before: index)] == "-": break
            case "]", ">", ")": depth -= 1
            case separator where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    /// The names a type qualifies another with: those of ``typeNames(in:)`` a `.` follows, as
    /// `Account` in `[Account.ID]`.
    package static func qualifyingNames(in type: String) -> Set<String> {
        let lexer = SwiftLexer(type)
        var names: Set<String> = []
        var previous: SwiftLexer.Token?
        var candidate: String?
        for token in lexer {
            defer { previous = token }
            if let name = candidate, lexer.isPeriod(token) { names.insert(name) }
            candidate = nil
            guard case .identifier = token.kind, !(previous.map(lexer.isPeriod) ?? false) else { continue }
            candidate = lexer.name(of: token)
        }
        return names
    }

    /// `type` with each of `names` it refers to (not after a `.`) written `outer.name`:
    /// `[Row: Int]` with `Row` in `State` gives `[State.Row: Int]`.
    package static func qualifying(_ type: String, names: Set<String>, in outer: String) -> String {
        guard !names.isEmpty else { return type }
        let lexer = SwiftLexer(type)
        var insertions: [Int] = []
        var previous: SwiftLexer.Token?
        for token in lexer {
            defer { previous = token }
            guard case .identifier = token.kind, !(previous.map(lexer.isPeriod) ?? false), names.contains(lexer.name(of: token)) else { continue }
            insertions.append(token.range.lowerBound)
        }
        var bytes = Array(type.utf8)
        for offset in insertions.reversed() { bytes.insert(contentsOf: Array((outer + ".").utf8), at: offset) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How `code` refers to a name (see ``names(in:)``): whether it does at all, whether it
    /// calls it (`name(…)`), and whether it calls it inside a closure's braces.
    package struct Use: Sendable {
        package var refers = false
        package var calls = false
        package var callsInClosure = false
    }

    /// How `code` refers to each name it refers to (see ``Use``), read in one pass.
    package static func uses(in code: String) -> [String: Use] {
        let lexer = SwiftLexer(code)
        let tokens = lexer.filter { !$0.isTrivia }
        var result: [String: Use] = [:]
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if case .punctuation = token.kind {
                let byte = lexer.byte(at: token.range.lowerBound)
                if byte == UInt8(ascii: "{") { depth += 1 } else if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                continue
            }
            guard case .identifier = token.kind,
                index == 0 || !lexer.isPeriod(tokens[index - 1]),
                lexer.byte(at: token.range.upperBound) != UInt8(ascii: ":")
            else { continue }
            let name = lexer.name(of: token)
            result[name, default: Use()].refers = true
            if index + 1 < tokens.count, case .punctuation = tokens[index + 1].kind, lexer.byte(at: tokens[index + 1].range.lowerBound) == UInt8(ascii: "(") {
                result[name]!.calls = true
                if depth > 0 { result[name]!.callsInClosure = true }
            }
        }
        return result
    }
}
