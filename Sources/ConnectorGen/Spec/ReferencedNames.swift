/// Finds the names Swift code refers to, so the emitter binds only the slices and
/// associated values an expression uses (an unused binding is a compiler warning).
public enum ReferencedNames {
    /// The identifiers `code` refers to: outside string literals (but inside interpolations),
    /// not after a `.` (a member) and not directly before a `:` (an argument label).
    public static func names(in code: String) -> Set<String> {
        var code = code
        return code.withUTF8 { names(in: $0) }
    }

    private static func names(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        var interpolationDepths: [Int] = []  // the paren depth at which each open interpolation resumes its string
        var parenDepth = 0
        var inString = false
        var stringIsMultiline = false
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        func isTripleQuote(at position: Int) -> Bool {
            position + 2 < bytes.count && bytes[position] == quote && bytes[position + 1] == quote && bytes[position + 2] == quote
        }
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == backslash, index + 1 < bytes.count, bytes[index + 1] == open {
                    interpolationDepths.append(parenDepth)
                    parenDepth += 1
                    inString = false
                    index += 2
                } else if byte == backslash {
                    index += 2
                } else if byte == quote && (!stringIsMultiline || isTripleQuote(at: index)) {
                    inString = false
                    index += stringIsMultiline ? 3 : 1
                } else {
                    index += 1
                }
                continue
            }
            switch byte {
            case quote:
                inString = true
                stringIsMultiline = isTripleQuote(at: index)
                index += stringIsMultiline ? 3 : 1
            case open:
                parenDepth += 1
                index += 1
            case close:
                parenDepth -= 1
                index += 1
                if let resume = interpolationDepths.last, resume == parenDepth {
                    interpolationDepths.removeLast()
                    inString = true
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            default:
                let isBackticked = byte == UInt8(ascii: "`")
                let (starts, length) = isBackticked ? (true, 1) : UTF8Scanning.identifierStart(in: bytes, at: index)
                guard starts else {
                    index += length
                    continue
                }
                let start = index
                index += length
                while index < bytes.count {
                    let (continues, length) = UTF8Scanning.identifierContinue(in: bytes, at: index)
                    guard continues else { break }
                    index += length
                }
                var nameRange = start..<index
                if isBackticked {
                    nameRange = (start + 1)..<index
                    if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                }
                let isMember = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
                let isLabel = index < bytes.count && bytes[index] == UInt8(ascii: ":")
                if !isMember && !isLabel && !nameRange.isEmpty {
                    names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[nameRange]), as: UTF8.self))
                }
            }
        }
        return names
    }
}
