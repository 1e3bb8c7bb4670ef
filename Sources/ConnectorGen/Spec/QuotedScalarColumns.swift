/// Where the escapes of a quoted YAML scalar make its text in the spec longer than its value,
/// so that Swift code read from one can be written at its spec columns again
/// (``SwiftCode/escapeShifts``): `'it''s'` is `it's`, and `"\t"` one character.
enum QuotedScalarColumns {
    /// The shifts of the value of the scalar written `raw` (from its opening quote to its
    /// closing one, on one line), in the order they start; empty for other text or no escapes.
    static func shifts(raw: String, style: Scalar.Style) -> [SwiftCode.EscapeShift] {
        let bytes = Array(raw.utf8)
        guard bytes.count >= 2, !bytes.contains(0x0A) else { return [] }
        let quote: UInt8 = style == .singleQuoted ? UInt8(ascii: "'") : UInt8(ascii: "\"")
        guard style == .singleQuoted || style == .doubleQuoted, bytes.first == quote, bytes.last == quote else { return [] }
        var shifts: [SwiftCode.EscapeShift] = []
        var index = 1
        var decoded = 0
        var behind = 0
        let end = bytes.count - 1
        while index < end {
            let (rawLength, decodedLength) = escape(at: index, in: bytes, style: style)
            index += rawLength
            decoded += decodedLength
            if rawLength > decodedLength {
                behind += rawLength - decodedLength
                shifts.append(SwiftCode.EscapeShift(offset: decoded, columns: behind))
            }
        }
        return shifts
    }

    /// The length in the spec and in the value (UTF-8 bytes) of what starts at `index`: an
    /// escape, or one byte.
    private static func escape(at index: Int, in bytes: [UInt8], style: Scalar.Style) -> (raw: Int, decoded: Int) {
        if style == .singleQuoted {
            return bytes[index] == UInt8(ascii: "'") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "'") ? (2, 1) : (1, 1)
        }
        guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else { return (1, 1) }
        func scalar(hexDigits: Int) -> (Int, Int) {
            let digits = bytes[(index + 2)..<min(bytes.count, index + 2 + hexDigits)]
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16).flatMap(Unicode.Scalar.init)
            return (2 + hexDigits, value.map { String($0).utf8.count } ?? 1)
        }
        switch bytes[index + 1] {
        case UInt8(ascii: "x"): return scalar(hexDigits: 2)
        case UInt8(ascii: "u"): return scalar(hexDigits: 4)
        case UInt8(ascii: "U"): return scalar(hexDigits: 8)
        case UInt8(ascii: "N"), UInt8(ascii: "_"): return (2, 2)  // U+0085, U+00A0
        case UInt8(ascii: "L"), UInt8(ascii: "P"): return (2, 3)  // U+2028, U+2029
        default: return (2, 1)
        }
    }
}
