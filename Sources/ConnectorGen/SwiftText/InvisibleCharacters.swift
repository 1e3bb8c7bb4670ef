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

    /// The name of the first character of `text` that ``name(of:)`` names, but for the
    /// zero-width joiner and non-joiner, which words of some scripts and emoji hold (`nil` when
    /// there is none); and `text` with each such character written as a plain space where it
    /// looks like one (`spaced`), and with each deleted (`deleted`).
    package static func first(in text: String) -> (name: String, spaced: String, deleted: String)? {
        let isWordJoiner: (Unicode.Scalar) -> Bool = { $0.value == 0x200C || $0.value == 0x200D }
        guard let first = text.unicodeScalars.lazy.filter({ !isWordJoiner($0) }).compactMap(name(of:)).first else { return nil }
        var spaced = String.UnicodeScalarView()
        var deleted = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if name(of: scalar) == nil || isWordJoiner(scalar) {
                spaced.append(scalar)
                deleted.append(scalar)
            } else if isSpace(scalar) {
                spaced.append(" ")
            }
        }
        return (first, String(spaced), String(deleted))
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
