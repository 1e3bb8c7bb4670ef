/// Fast checks on UTF-8 text: ASCII answered from the byte, anything else from the Unicode
/// scalar it starts, so names in any script work at the cost of plain ASCII.
enum UTF8Scanning {
    /// The Unicode scalar whose UTF-8 encoding starts at `index`, and its length in bytes.
    static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard lead >= 0x80, index + length <= bytes.count else { return (Unicode.Scalar(lead), 1) }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value), length)
    }

    /// Whether an ASCII byte can start an identifier.
    @inline(__always)
    static func isASCIIIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    /// Whether an ASCII byte can continue an identifier.
    @inline(__always)
    static func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
        isASCIIIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Whether the character starting at `index` can continue an identifier, and its length.
    static func identifierContinue(in bytes: [UInt8], at index: Int) -> (Bool, Int) {
        let byte = bytes[index]
        if byte < 0x80 { return (isASCIIIdentifierContinue(byte), 1) }
        let (scalar, length) = scalar(in: bytes, at: index)
        return (scalar.map(SwiftIdentifierCharacters.isContinuation) ?? false, length)
    }

    /// Whether the character starting at `index` can start an identifier, and its length.
    static func identifierStart(in bytes: [UInt8], at index: Int) -> (Bool, Int) {
        let byte = bytes[index]
        if byte < 0x80 { return (isASCIIIdentifierStart(byte), 1) }
        let (scalar, length) = scalar(in: bytes, at: index)
        return (scalar.map(SwiftIdentifierCharacters.isHead) ?? false, length)
    }

    /// Whether an ASCII byte is an operator character: `/ = - + ! * % < > & | ^ ~ ?`.
    @inline(__always)
    static func isASCIIOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
        default: false
        }
    }

    /// Whether the character starting at `index` can start an operator (or, with
    /// `continuing`, continue one), by the ranges of The Swift Programming Language, and its
    /// length. A `.` is not included: dots follow their own rule.
    static func operatorCharacter(in bytes: [UInt8], at index: Int, continuing: Bool) -> (Bool, Int) {
        let byte = bytes[index]
        if byte < 0x80 { return (isASCIIOperator(byte), 1) }
        let (scalar, length) = scalar(in: bytes, at: index)
        guard let value = scalar?.value else { return (false, length) }
        let isOperator = operatorHeads.contains { $0.contains(value) }
            || (continuing && operatorContinuations.contains { $0.contains(value) })
        return (isOperator, length)
    }

    /// The non-ASCII scalars that can start an operator.
    private static let operatorHeads: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB,
        0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
        0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
        0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]

    /// The non-ASCII scalars that can continue an operator besides its heads: combining marks.
    private static let operatorContinuations: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]
}
