/// Characters that look like a space, or like nothing at all, which a spec pasted from a web
/// page or a chat may hold: neither YAML nor Swift takes them for a space. Messages name them,
/// since printed they cannot be seen.
package enum InvisibleCharacters {
    /// The name of `scalar` with its code point, `a no-break space (U+00A0)`, if it is a space
    /// other than U+0020 or a character nobody sees; `nil` for any other.
    package static func name(of scalar: Unicode.Scalar) -> String? {
        let name: String
        switch scalar.value {
        case 0x00A0: name = "a no-break space"
        case 0x2000...0x200A: name = "a typographic space"
        case 0x202F: name = "a narrow no-break space"
        case 0x205F: name = "a mathematical space"
        case 0x3000: name = "an ideographic space"
        case 0x00AD: name = "a soft hyphen"
        case 0x200B: name = "a zero-width space"
        case 0x200C: name = "a zero-width non-joiner"
        case 0x200D: name = "a zero-width joiner"
        case 0x2060: name = "a word joiner"
        case 0xFEFF: name = "a zero-width no-break space"
        case 0x202A...0x202E, 0x2066...0x2069: name = "a bidirectional control"
        case 0x2061...0x2064: name = "an invisible operator"
        default: return nil
        }
        return "\(name) (U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)))"
    }

    /// Whether `scalar`, one of those ``name(of:)`` names, stands for a space, which a fix-it
    /// replaces with one; the others stand for nothing, and a fix-it deletes them.
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00A0, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// `'x'` for a character people can see; the name of one they cannot.
    package static func quoted(_ scalar: Unicode.Scalar) -> String {
        name(of: scalar) ?? "'\(Character(scalar))'"
    }

    /// The first character ``name(of:)`` names in Swift `code` outside its string literals,
    /// comments and regex literals, where Swift takes none for a space: a zero-width space
    /// is part of the name it touches (`todos​`), which then names nothing. A joiner between
    /// two letters of a script that uses it is part of the word. Its UTF-8 offset and length.
    package static func firstInCode(_ code: String) -> (offset: Int, scalar: Unicode.Scalar, length: Int)? {
        let lexer = SwiftLexer(code)
        let bytes = Array(code.utf8)
        for token in lexer {
            switch token.kind {
            case .stringText, .lineComment, .blockComment, .regexLiteral: continue
            default: break
            }
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            let scalars = Array(text.unicodeScalars)
            let unseen = unseenIndices(in: scalars)
            var offset = token.range.lowerBound
            for index in scalars.indices {
                if unseen.contains(index) { return (offset, scalars[index], String(scalars[index]).utf8.count) }
                offset += String(scalars[index]).utf8.count
            }
        }
        return nil
    }

    /// The indices of `scalars` that ``name(of:)`` names, but for a joiner between two letters
    /// of a script that uses it, which is part of the word.
    private static func unseenIndices(in scalars: [Unicode.Scalar]) -> Set<Int> {
        let stray = Set(SwiftIdentifierCharacters.strayJoiners(in: scalars))
        return Set(scalars.indices.filter { index in
            name(of: scalars[index]) != nil && (stray.contains(index) || (scalars[index].value != 0x200C && scalars[index].value != 0x200D))
        })
    }

    /// The name of the first character of `text` that ``name(of:)`` names, but for the
    /// zero-width joiner and non-joiner, which words of some scripts and emoji hold (`nil` when
    /// there is none); and `text` with each such character written as a plain space where it
    /// looks like one (`spaced`), and with each deleted (`deleted`).
    package static func first(in text: String) -> (name: String, spaced: String, deleted: String)? {
        let scalars = Array(text.unicodeScalars)
        let unseen = unseenIndices(in: scalars)
        func isUnseen(_ index: Int) -> Bool { unseen.contains(index) }
        guard let first = scalars.indices.first(where: isUnseen) else { return nil }
        var spaced = String.UnicodeScalarView()
        var deleted = String.UnicodeScalarView()
        for index in scalars.indices {
            if !isUnseen(index) {
                spaced.append(scalars[index])
                deleted.append(scalars[index])
            } else if isSpace(scalars[index]) {
                spaced.append(" ")
            }
        }
        return (name(of: scalars[first])!, tidied(String(spaced)), String(deleted))
    }

    /// `type` without the spaces Swift does not allow around its punctuation, which writing a
    /// space for a space-like character may leave: before `?`, `!`, `.`, `,`, `:`, `>`, `)`
    /// and `]`, and after `.`, `<`, `(` and `[`.
    private static func tidied(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == " ", let last = result.last, ".<([".contains(last) { continue }
            if "?!.,:>)]".contains(character) { while result.last == " " { result.removeLast() } }
            result.append(character)
        }
        return result
    }

    /// The character ``name(of:)`` names that starts at `offset` in `bytes`, and its length
    /// in bytes.
    package static func at(_ bytes: [UInt8], _ offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard offset < bytes.count, bytes[offset] >= 0xC2 else { return nil }
        let (scalar, length) = UTF8Scanning.scalar(in: bytes, at: offset)
        guard let scalar, name(of: scalar) != nil else { return nil }
        return (scalar, length)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
