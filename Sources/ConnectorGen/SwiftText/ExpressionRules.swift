/// Checks that Swift code from a spec is balanced, so it stays inside the declaration it is
/// generated into: brackets match, and strings and comments are closed.
package enum ExpressionRules {
    /// A problem found in code, with the offset of the character it concerns.
    package struct Problem: Hashable, Sendable {
        /// What is wrong.
        package var message: String
        /// The UTF-8 offset in the code of the character concerned.
        package var offset: Int
    }

    /// The first problem in `code`, or `nil` if it is balanced.
    package static func problem(in code: String) -> Problem? {
        // The open brackets, and a `nil` byte for each open interpolation, innermost last.
        var open: [(byte: UInt8?, offset: Int)] = []
        let lexer = SwiftLexer(code)
        for token in lexer {
            let offset = token.range.lowerBound
            switch token.kind {
            case .punctuation:
                let byte = lexer.bytes[offset]
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    open.append((byte, offset))
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    // A `)` with nothing open in its interpolation ends it: the lexer says so.
                    guard let last = open.last?.byte else {
                        return Problem(message: "'\(char(byte))' has no matching '\(char(opener(of: byte)))'", offset: offset)
                    }
                    guard last == opener(of: byte) else {
                        return Problem(message: "'\(char(byte))' does not match the '\(char(last))' it closes", offset: offset)
                    }
                    open.removeLast()
                }
            case .interpolationStart:
                open.append((nil, offset))
            case .interpolationEnd:
                open.removeLast()
            case .unclosed(.interpolation):
                if let last = open.last, let byte = last.byte { return neverClosed(byte, at: last.offset) }
                return Problem(message: "a string interpolation '\\(' is never closed", offset: offset)
            case .unclosed(.stringLiteral):
                return Problem(message: "a string literal is never closed", offset: offset)
            case .unclosed(.blockComment):
                return Problem(message: "a '/*' comment is never closed", offset: offset)
            default:
                continue
            }
        }
        guard let last = open.last, let byte = last.byte else { return nil }
        return neverClosed(byte, at: last.offset)
    }

    /// The problem of the bracket `byte` at `offset`, which nothing closes.
    private static func neverClosed(_ byte: UInt8, at offset: Int) -> Problem {
        Problem(message: "'\(char(byte))' is never closed", offset: offset)
    }

    /// The opening bracket that the closing bracket `close` matches.
    private static func opener(of close: UInt8) -> UInt8 {
        switch close {
        case UInt8(ascii: ")"): UInt8(ascii: "(")
        case UInt8(ascii: "]"): UInt8(ascii: "[")
        default: UInt8(ascii: "{")
        }
    }

    /// The ASCII `byte` as a character.
    private static func char(_ byte: UInt8) -> Character { Character(UnicodeScalar(byte)) }
}
