/// Checks that Swift code from a spec is balanced, so it stays inside the declaration it is
/// generated into: brackets match, and strings and comments are closed.
public enum ExpressionRules {
    /// A problem found in code, with the offset of the character it concerns.
    public struct Problem: Hashable, Sendable {
        /// What is wrong.
        public var message: String
        /// The UTF-8 offset in the code of the character concerned.
        public var offset: Int
    }

    /// The first problem in `code`, or `nil` if it is balanced.
    public static func problem(in code: String) -> Problem? {
        var scanner = Scanner(bytes: Array(code.utf8))
        return scanner.scanCode(until: nil)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        func peek(_ ahead: Int = 0) -> UInt8 {
            index + ahead < bytes.count ? bytes[index + ahead] : 0
        }

        /// Scans code until the closer `until` (or the end when `nil`), checking nesting.
        mutating func scanCode(until closer: UInt8?) -> Problem? {
            var openers: [(byte: UInt8, offset: Int)] = []
            while index < bytes.count {
                let byte = bytes[index]
                let offset = index
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    openers.append((byte, offset))
                    index += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if let last = openers.last {
                        guard matches(last.byte, byte) else {
                            return Problem(message: "'\(char(byte))' does not match the '\(char(last.byte))' it closes", offset: offset)
                        }
                        openers.removeLast()
                        index += 1
                    } else if byte == closer {
                        index += 1
                        return nil
                    } else {
                        return Problem(message: "'\(char(byte))' has no matching '\(char(opener(of: byte)))'", offset: offset)
                    }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    if let problem = scanBlockComment() { return problem }
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    var hashes = 0
                    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if peek(hashes) == UInt8(ascii: "\"") {
                        index += hashes
                        if let problem = scanString(rawHashes: hashes, start: offset) { return problem }
                    } else {
                        index += max(hashes, 1)
                    }
                default:
                    index += 1
                }
            }
            if let open = openers.last {
                return Problem(message: "'\(char(open.byte))' is never closed", offset: open.offset)
            }
            if closer != nil {
                return Problem(message: "a string interpolation '\\(' is never closed", offset: bytes.count)
            }
            return nil
        }

        /// Scans a string literal whose opening `"` (after any `#`s) is at the index.
        mutating func scanString(rawHashes: Int, start: Int) -> Problem? {
            let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += isMultiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") && !isMultiline { break }
                if byte == UInt8(ascii: "\\") && hashesFollow(at: index + 1) == rawHashes {
                    let afterHashes = index + 1 + rawHashes
                    if afterHashes < bytes.count && bytes[afterHashes] == UInt8(ascii: "(") {
                        index = afterHashes + 1
                        if let problem = scanCode(until: UInt8(ascii: ")")) { return problem }
                        continue
                    }
                    index = afterHashes + 1
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = isMultiline ? 3 : 1
                    if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }) && hashesFollow(at: index + quotes) >= rawHashes {
                        index += quotes + rawHashes
                        return nil
                    }
                }
                index += 1
            }
            return Problem(message: "a string literal is never closed", offset: start)
        }

        mutating func scanBlockComment() -> Problem? {
            let start = index
            var depth = 0
            while index < bytes.count {
                if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return nil }
                } else {
                    index += 1
                }
            }
            return Problem(message: "a '/*' comment is never closed", offset: start)
        }

        func hashesFollow(at position: Int) -> Int {
            var count = 0
            while position + count < bytes.count && bytes[position + count] == UInt8(ascii: "#") { count += 1 }
            return count
        }

        func matches(_ open: UInt8, _ close: UInt8) -> Bool { opener(of: close) == open }

        func opener(of close: UInt8) -> UInt8 {
            switch close {
            case UInt8(ascii: ")"): UInt8(ascii: "(")
            case UInt8(ascii: "]"): UInt8(ascii: "[")
            default: UInt8(ascii: "{")
            }
        }

        func char(_ byte: UInt8) -> Character { Character(UnicodeScalar(byte)) }
    }
}
