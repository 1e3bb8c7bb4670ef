/// Fast checks on UTF-8 text: ASCII answered from the byte, anything else from the Unicode
/// scalar it starts, so names in any script work at the cost of plain ASCII.
enum UTF8Scanning {
    /// The Unicode scalar whose UTF-8 encoding starts at `index`, and its length in bytes.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
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
    static func identifierContinue(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Bool, Int) {
        let byte = bytes[index]
        if byte < 0x80 { return (isASCIIIdentifierContinue(byte), 1) }
        let (scalar, length) = scalar(in: bytes, at: index)
        return (scalar?.properties.isXIDContinue ?? false, length)
    }

    /// Whether the character starting at `index` can start an identifier, and its length.
    static func identifierStart(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Bool, Int) {
        let byte = bytes[index]
        if byte < 0x80 { return (isASCIIIdentifierStart(byte), 1) }
        let (scalar, length) = scalar(in: bytes, at: index)
        return (scalar?.properties.isXIDStart ?? false, length)
    }
}
