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

    /// The UTF-8 ranges of the closures in `code` whose signature declares `name` (`{ id in`,
    /// `{ (id: Int) -> Bool in`).
    private static func closuresDeclaring(_ name: String, in code: String) -> [Range<Int>] {
        let lexer = SwiftLexer(code)
        let tokens = lexer.filter { !$0.isTrivia }
        var ranges: [Range<Int>] = []
        for (position, token) in tokens.enumerated() where lexer.text(of: token) == "{" {
            var declared: Set<String> = []
            var signatureEnds = false
            for next in tokens[(position + 1)...] {
                let text = lexer.text(of: next)
                if text == "{" || text == "}" { break }
                if next.kind == .identifier && text == "in" {
                    signatureEnds = true
                    break
                }
                if next.kind == .identifier { declared.insert(lexer.name(of: next)) }
            }
            guard signatureEnds, declared.contains(name) else { continue }
            // Its body, to the `}` that closes it.
            var depth = 0
            for next in tokens[position...] {
                let text = lexer.text(of: next)
                if text == "{" { depth += 1 }
                if text == "}" {
                    depth -= 1
                    if depth == 0 {
                        ranges.append(token.range.lowerBound..<next.range.upperBound)
                        break
                    }
                }
            }
        }
        return ranges
    }

    /// Whether the path is a chain of names, members, `!`, calls and subscripts, with no `?`
    /// (`optionalChaining`) and no operator: it stands as it is before `.flatMap` or a member.
    package static func isPlainChain(_ path: String, optionalChaining: Bool = false) -> Bool {
        let lexer = SwiftLexer(path)
        var depth = 0
        for token in lexer where !token.isTrivia {
            let text = lexer.text(of: token)
            if depth > 0 {
                if text == "(" || text == "[" { depth += 1 } else if text == ")" || text == "]" { depth -= 1 }
                continue
            }
            switch token.kind {
            case .identifier: continue
            case .punctuation where text == "." || text == "(" || text == "[":
                if text != "." { depth += 1 }
            case .operator where text == "!" || (optionalChaining && text == "?"): continue
            default: return false
            }
        }
        return depth == 0
    }

    /// The UTF-8 offset in the path of each read of `name`: not its first name, a member of
    /// the state, nor one called (`max(0, index)`, a function of that name), nor one inside a
    /// closure that declares the name for itself (`first { id in id > 0 }`).
    package func offsets(of name: String) -> [Int] {
        let read = "state."
        let code = read + path
        let own = Self.closuresDeclaring(name, in: code)
        return ReferencedNames.references(in: code).filter { reference in
            guard reference.name == name, reference.offset >= read.utf8.count, !own.contains(where: { $0.contains(reference.offset) }) else { return false }
            let after = code.utf8.index(code.utf8.startIndex, offsetBy: reference.offset + name.utf8.count, limitedBy: code.utf8.endIndex)
            return after.map { $0 == code.utf8.endIndex || code.utf8[$0] != UInt8(ascii: "(") } ?? true
        }.map { $0.offset - read.utf8.count }
    }

    /// The path with the read of `name` at `offset` reading `otherPath` from the state.
    package func reading(_ otherPath: String, for name: String, at offset: Int) -> String {
        let (before, after) = split(around: name, at: offset)
        let read = "state." + otherPath
        return before + (Self.isPlainChain(otherPath, optionalChaining: true) ? read : "(" + read + ")") + after
    }

    /// `otherPath.flatMap { state.… }`: the path read with the unwrapped value of `otherPath`
    /// in place of `name` at `offset`, as `$0`, or as `name` where the path has a closure of
    /// its own that `$0` would mean inside. `nil` where `otherPath` is more than a chain
    /// without `?`: `maybe?.id.flatMap` would be inside the chain, `a ?? b.flatMap` on `b`
    /// alone, and a path read after `state.` cannot start with a parenthesis.
    package func flatMapped(_ otherPath: String, for name: String, at offset: Int) -> String? {
        guard Self.isPlainChain(otherPath) else { return nil }
        let (before, after) = split(around: name, at: offset)
        guard path.contains("$") else { return "\(otherPath).flatMap { state.\(before)$0\(after) }" }
        return "\(otherPath).flatMap { \(SwiftNames.escaped(name)) in state.\(before)\(SwiftNames.escaped(name))\(after) }"
    }

    private func split(around name: String, at offset: Int) -> (before: String, after: String) {
        let start = path.utf8.index(path.utf8.startIndex, offsetBy: offset)
        // A backticked name (`` `default` ``) with its backticks.
        let length = name.utf8.count + (path.utf8[start] == UInt8(ascii: "`") ? 2 : 0)
        let end = path.utf8.index(start, offsetBy: length)
        return (String(path[..<start]), String(path[end...]))
    }
}
