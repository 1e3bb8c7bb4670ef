/// The bytes of a spec, ready for the reader: UTF-8 checked, byte-order mark removed, line
/// breaks normalized to `\n`.
///
/// Normalizing up front lets every later stage treat `\r\n`, `\r` and `\n` alike while
/// columns still match what an editor shows.
package struct SourceBuffer: Sendable {
    /// The largest input accepted, in bytes.
    package static let maximumSize = 100 * 1024 * 1024

    /// The normalized bytes.
    package let bytes: [UInt8]

    /// Checks and normalizes `raw`, or explains why it cannot be read.
    package init(_ raw: [UInt8]) throws(SyntaxError) {
        guard raw.count <= Self.maximumSize else {
            throw SyntaxError(.fileTooLarge(bytes: raw.count, maximum: Self.maximumSize), at: SourceLocation(line: 1, column: 1))
        }
        var start = 0
        if raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF { start = 3 }
        // Most specs are printable ASCII with LF line breaks: nothing to check or change.
        if raw[start...].allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }) {
            bytes = Array(raw[start...])
            return
        }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(raw.count - start)
        var line = 1
        var lineStart = 0
        var index = start
        while index < raw.count {
            let byte = raw[index]
            let column = normalized.count - lineStart + 1
            if byte < 0x80 {
                switch byte {
                case 0x0D:
                    normalized.append(0x0A)
                    if index + 1 < raw.count, raw[index + 1] == 0x0A { index += 1 }
                    line += 1
                    lineStart = normalized.count
                case 0x0A:
                    normalized.append(0x0A)
                    line += 1
                    lineStart = normalized.count
                case 0x09, 0x20...0x7E:
                    normalized.append(byte)
                case 0x00 where Self.looksLikeUTF16(raw):
                    throw SyntaxError(.utf16Text, at: SourceLocation(line: 1, column: 1))
                default:
                    throw SyntaxError(.controlCharacter(byte), at: SourceLocation(line: line, column: column))
                }
                index += 1
                continue
            }
            let length = Self.validSequenceLength(raw, at: index)
            guard length > 0 else {
                throw SyntaxError(.invalidUTF8(raw[index]), at: SourceLocation(line: line, column: column))
            }
            normalized.append(contentsOf: raw[index..<index + length])
            index += length
        }
        bytes = normalized
    }

    /// Whether `raw` reads as UTF-16 text without a byte-order mark: of its first 16 KB, the
    /// bytes at even offsets, or at odd ones, hold 0s (the high bytes of its ASCII: a spec's keys,
    /// a Swift file's code and line breaks), a fifth of them, or at least eight where the others
    /// hold none (text mostly in another script); and hardly any at the others. A few 0s in
    /// UTF-8 text are not that. (A byte-order mark is not UTF-8, and is reported as such.)
    package static func looksLikeUTF16(_ raw: [UInt8]) -> Bool {
        let sample = raw.prefix(16 * 1024)
        guard sample.count >= 16 else { return false }
        let even = stride(from: 0, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
        let odd = stride(from: 1, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
        let most = max(even, odd), fewest = min(even, odd)
        return (most * 10 >= sample.count / 2 * 2 || (fewest == 0 && most >= 8)) && fewest * 20 <= most
    }

    /// The line and column (in bytes; a line ends at LF, CRLF or CR) of the first byte of `raw`
    /// that is not UTF-8, or `nil` when all of it is.
    package static func firstInvalidUTF8(_ raw: [UInt8]) -> SourceLocation? {
        var index = 0, line = 1, lineStart = 0
        while index < raw.count {
            let byte = raw[index]
            if byte < 0x80 {
                // A line ends at LF, CRLF, or a CR alone, as swiftc counts lines.
                if byte == 0x0A || (byte == 0x0D && index + 1 < raw.count && raw[index + 1] != 0x0A) {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
                continue
            }
            let length = validSequenceLength(raw, at: index)
            guard length > 0 else { return SourceLocation(line: line, column: index - lineStart + 1) }
            index += length
        }
        return nil
    }

    /// The length of the valid multi-byte UTF-8 sequence at `index`, or 0 if it is invalid.
    private static func validSequenceLength(_ raw: [UInt8], at index: Int) -> Int {
        let lead = raw[index]
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: return 0
        }
        guard index + length <= raw.count else { return 0 }
        for offset in 1..<length {
            let byte = raw[index + offset]
            guard byte & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return 0 }
        return length
    }
}
