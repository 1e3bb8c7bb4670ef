/// The characters Swift accepts in an identifier, as the lexical structure of The Swift
/// Programming Language lists them (`identifier-head`, `identifier-character`): letters of
/// every script, but also emoji and other symbols (`🍕View` is a valid type name), which
/// Unicode's `XID_Start` leaves out.
///
/// The invisible characters among them that no word needs (zero-width spaces, word joiners,
/// soft hyphens, bidirectional controls) are not accepted here: a name that holds one looks
/// like another name and is not it, which the compiler then reports as a name it cannot find.
/// The zero-width joiner and non-joiner are accepted: Persian and Indic words, and emoji such
/// as 👩‍💻, are written with them.
package enum SwiftIdentifierCharacters {
    /// Whether `scalar` can start an identifier.
    package static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        guard !isInvisible(scalar) else { return false }
        return heads.contains { $0.contains(value) } || (0x10000...0xEFFFD).contains(value) && value & 0xFFFF <= 0xFFFD
    }

    /// Whether `scalar` can continue an identifier.
    package static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if ("0"..."9").contains(scalar) { return true }
        let value = scalar.value
        return isHead(scalar) || continuations.contains { $0.contains(value) }
    }

    /// Whether `scalar` is a character nobody sees that Swift would take into a name, and no
    /// word needs: a zero-width space, a word joiner, a soft hyphen, an invisible operator, or
    /// a bidirectional control.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD, 0x200B, 0x202A...0x202E, 0x2060...0x206F, 0xFEFF: true
        default: false
        }
    }

    /// The offsets in `scalars` of the zero-width joiners and non-joiners that join nothing: at
    /// the start or the end, or beside an ASCII character, where no script or emoji needs one
    /// (`count\u{200D}` would be a name that looks like `count` and is not).
    package static func strayJoiners(in scalars: [Unicode.Scalar]) -> [Int] {
        scalars.indices.filter { index in
            guard scalars[index].value == 0x200C || scalars[index].value == 0x200D else { return false }
            guard index > 0, index + 1 < scalars.count else { return true }
            return scalars[index - 1].isASCII || scalars[index + 1].isASCII
        }
    }

    /// `identifier-head` beyond ASCII and the planes above the first.
    private static let heads: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        // Swift's grammar says U+FFFD; the compiler takes none after U+FFF8.
        0xFE47...0xFFF8,
    ]

    /// The combining marks `identifier-character` adds to `identifier-head`.
    private static let continuations: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
