/// The reads of other slices in a slice's path, and the path rewritten to read what they read
/// from the app state instead. A path is written as it reads after `state.`, where no slice is
/// in scope: `item: items[id]`, `id` a slice of `selectedID`, reads the state's `selectedID`
/// as `items[state.selectedID]`, or, where it is optional, `selectedID.flatMap { state.items[$0] }`.
package struct SlicePathReads {
    /// The path, as written after `state.`.
    package let path: String

    package init(_ path: String) {
        self.path = path
    }

    /// The UTF-8 offset in the path of each read of `name`: not its first name, a member of
    /// the state, nor one called (`max(0, index)`, a function of that name), nor one inside a
    /// closure that declares the name for itself (`first { id in id > 0 }`). Names are
    /// compared as written, scalar by scalar.
    package func offsets(of name: String) -> [Int] {
        let read = "state."
        let code = read + path
        let own = Self.closuresDeclaring(name, in: code)
        return ReferencedNames.references(in: code).filter { reference in
            guard reference.name.unicodeScalars.elementsEqual(name.unicodeScalars), reference.offset >= read.utf8.count,
                  !own.contains(where: { $0.contains(reference.offset) }) else { return false }
            let after = code.utf8.index(code.utf8.startIndex, offsetBy: reference.offset + Self.length(of: name, at: reference.offset, in: code), limitedBy: code.utf8.endIndex)
            return after.map { $0 == code.utf8.endIndex || code.utf8[$0] != UInt8(ascii: "(") } ?? true
        }.map { $0.offset - read.utf8.count }
    }

    /// The path with the read of `name` at `offset` reading `otherPath` from the state, in
    /// parentheses unless it is a plain chain (`(state.session?.userID)!`).
    package func reading(_ otherPath: String, for name: String, at offset: Int) -> String {
        let (before, after) = split(around: name, at: offset)
        let read = "state." + otherPath
        // A capture (`[id] n in`) names the value it holds: `[id = state.selectedID]`.
        if isCapture(at: offset) { return before + SwiftNames.escaped(name) + " = " + read + after }
        return before + (Self.isPlainChain(otherPath) ? read : "(" + read + ")") + after
    }

    /// Whether the name at `offset` is a capture of a closure's capture list: `{ [id] n in`,
    /// `{ @MainActor [a, id] in`.
    private func isCapture(at offset: Int) -> Bool {
        let lexer = SwiftLexer(path)
        let tokens = lexer.filter { !$0.isTrivia }
        guard var index = tokens.firstIndex(where: { $0.range.lowerBound == offset }) else { return false }
        // Back over the list's other entries to its `[`.
        while index > 0 {
            index -= 1
            let text = lexer.text(of: tokens[index])
            if text == "[" { break }
            guard tokens[index].kind == .identifier || text == "," || text == "=" || text == "." else { return false }
        }
        guard lexer.text(of: tokens[index]) == "[", index > 0 else { return false }
        var previous = index - 1
        // Attributes: `@MainActor`.
        while previous > 0, tokens[previous].kind == .identifier, lexer.text(of: tokens[previous - 1]) == "@" { previous -= 2 }
        return lexer.text(of: tokens[previous]) == "{"
    }

    /// `otherPath.flatMap { state.… }`: the path read with the unwrapped value of `otherPath`
    /// in place of `name` at `offset`, as `$0`, or as `name` where the path has a closure of
    /// its own, inside which `$0` would be that closure's. `nil` where `otherPath` cannot stand
    /// before `.flatMap` (``unwrappingChain(_:)``): `a ?? b.flatMap` would be on `b` alone,
    /// and a path read after `state.` cannot start with a parenthesis.
    package func flatMapped(_ otherPath: String, for name: String, at offset: Int) -> String? {
        let (before, after) = split(around: name, at: offset)
        // The unwrapped value takes no `!` or `?` of its own.
        guard let chain = Self.unwrappingChain(otherPath), !after.hasPrefix("!"), !after.hasPrefix("?") else { return nil }
        guard path.contains("$") || path.contains("{") else { return "\(chain).flatMap { state.\(before)$0\(after) }" }
        return "\(chain).flatMap { \(SwiftNames.escaped(name)) in state.\(before)\(SwiftNames.escaped(name))\(after) }"
    }

    /// `path` as it may stand before `.flatMap`: itself when a plain chain, or a plain chain
    /// with one optional link (`session?.userID`) as `session.flatMap { $0.userID }`, whose
    /// value is the same; `nil` for any other.
    static func unwrappingChain(_ path: String) -> String? {
        if isPlainChain(path) { return path }
        guard let link = path.firstRange(of: "?.") else { return nil }
        let head = String(path[..<link.lowerBound])
        let tail = String(path[link.upperBound...])
        guard isPlainChain(head), !tail.contains("$"), !tail.contains("{"), isPlainChain("$0." + tail) else { return nil }
        return "\(head).flatMap { $0.\(tail) }"
    }

    /// Whether the path is a plain chain: a name, then members, `!`, calls and subscripts, each
    /// after a name or a bracket; no `?`, no operator, no keyword between names (`raw as! Int`,
    /// `try? load()`). It stands as it is before `.flatMap` or a member.
    package static func isPlainChain(_ path: String) -> Bool {
        let lexer = SwiftLexer(path)
        var depth = 0
        // Whether the last token ends a value (a name, a bracket), after which a postfix may
        // follow; otherwise a name must.
        var endsValue = false
        for token in lexer where !token.isTrivia {
            let text = lexer.text(of: token)
            if depth > 0 {
                if text == "(" || text == "[" { depth += 1 } else if text == ")" || text == "]" { depth -= 1 }
                continue
            }
            switch token.kind {
            case .identifier where !endsValue:
                endsValue = true
            case .punctuation where endsValue && text == ".":
                endsValue = false
            case .punctuation where endsValue && (text == "(" || text == "["):
                depth += 1
            case .operator where endsValue && text == "!":
                continue
            default:
                return false
            }
        }
        return depth == 0 && endsValue
    }

    /// The UTF-8 ranges of the closures in `code` whose signature declares `name`: a
    /// parameter (`{ id in`, `{ (id: Int) -> Bool in`) or a capture (`[id = item.id]`). A
    /// plain capture (`[id]`) reads the name where the closure is made, so its range starts
    /// after the capture list.
    private static func closuresDeclaring(_ name: String, in code: String) -> [Range<Int>] {
        let lexer = SwiftLexer(code)
        let tokens = lexer.filter { !$0.isTrivia }
        func isName(_ token: SwiftLexer.Token) -> Bool { lexer.name(of: token).unicodeScalars.elementsEqual(name.unicodeScalars) }
        var ranges: [Range<Int>] = []
        for (position, token) in tokens.enumerated() where lexer.text(of: token) == "{" {
            var declared = false
            var start = token.range.lowerBound
            var signatureEnds = false
            var captureDepth = 0
            var index = position + 1
            while index < tokens.count {
                let next = tokens[index]
                let text = lexer.text(of: next)
                if text == "{" || text == "}" { break }
                if text == "[" { captureDepth += 1 } else if text == "]" { captureDepth -= 1 }
                if next.kind == .identifier {
                    if captureDepth == 0 && text == "in" {
                        signatureEnds = true
                        break
                    }
                    let names = index + 1 < tokens.count && lexer.text(of: tokens[index + 1]) == "="
                    if isName(next) && (captureDepth == 0 || names) { declared = true }
                    // `[id]`: read here, the closure's own after the list.
                    if isName(next) && captureDepth > 0 && !names {
                        declared = true
                        start = tokens[(index + 1)...].first { lexer.text(of: $0) == "]" }?.range.upperBound ?? start
                    }
                }
                index += 1
            }
            guard signatureEnds, declared else { continue }
            // Its body, to the `}` that closes it.
            var depth = 0
            for next in tokens[position...] {
                let text = lexer.text(of: next)
                if text == "{" { depth += 1 }
                if text == "}" {
                    depth -= 1
                    if depth == 0 {
                        ranges.append(start..<next.range.upperBound)
                        break
                    }
                }
            }
        }
        return ranges
    }

    /// The length in UTF-8 of the identifier that reads `name` at `offset` of `code`: its
    /// token's, backticks included.
    private static func length(of name: String, at offset: Int, in code: String) -> Int {
        SwiftLexer(code).first { $0.range.lowerBound == offset && $0.kind == .identifier }?.range.count ?? name.utf8.count
    }

    private func split(around name: String, at offset: Int) -> (before: String, after: String) {
        let start = path.utf8.index(path.utf8.startIndex, offsetBy: offset)
        let end = path.utf8.index(start, offsetBy: Self.length(of: name, at: offset, in: path), limitedBy: path.utf8.endIndex) ?? path.utf8.endIndex
        return (String(path[..<start]), String(path[end...]))
    }
}
