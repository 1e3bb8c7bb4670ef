import Foundation

/// A diagnostic message as the source writes it: the literal text between its
/// interpolations, e.g. `"duplicate key '\(name)'"` is `["duplicate key '", "'"]`.
struct MessageTemplate: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        /// The whole message of a diagnostic.
        case message
        /// A part that another message interpolates, such as an expression problem.
        case fragment
    }

    /// The literal segments; one more than the number of interpolations.
    var segments: [String]
    var kind: Kind
    /// Where the literal is, as `Folder/File.swift:line`.
    var site: String

    /// The template with `…` for each interpolation, e.g. `duplicate key '…'`.
    var pattern: String { segments.joined(separator: "…") }

    /// The text to look for: the literal before the first interpolation, or, when that is
    /// shorter than 6 characters, the longest literal segment.
    var key: String {
        segments[0].count >= 6 ? segments[0] : segments.max { $0.count < $1.count } ?? ""
    }

    var description: String { "\(site): \(pattern)" }

    /// Whether `message` could have been made from this template: for a message, it starts
    /// with the first segment, ends with the last and holds the others in order between;
    /// for a fragment, the segments appear in order anywhere in it.
    func matches(_ message: String) -> Bool {
        var rest = Substring(message)
        if kind == .message {
            if segments.count == 1 { return message == segments[0] }
            guard rest.hasPrefix(segments[0]), rest.dropFirst(segments[0].count).hasSuffix(segments[segments.count - 1]) else {
                return false
            }
            rest = rest.dropFirst(segments[0].count).dropLast(segments[segments.count - 1].count)
            for segment in segments.dropFirst().dropLast() where !segment.isEmpty {
                guard let range = rest.range(of: segment) else { return false }
                rest = rest[range.upperBound...]
            }
            return true
        }
        for segment in segments where !segment.isEmpty {
            guard let range = rest.range(of: segment) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}

/// Finds diagnostic message templates in Swift source text with a small scanner that
/// knows comments and string literals (escapes, interpolations, raw and multi-line strings).
///
/// It reports the string literal that is the message argument of:
/// - `SyntaxError("…", …)`, `context.error("…", …)`, `context.warning("…", …)`, and
///   `error("…", …)` / `warning("…", …)` inside `DecodingContext` itself;
/// - `Diagnostic(.error, "…", …)` and `Diagnostic(.warning, "…", …)`;
/// - and, as fragments: `Problem(message: "…", …)` (expression problems) and, in
///   `TypeTextRules.swift`, every `return "…"` (type problems).
/// A call whose message is not a literal (such as `Diagnostic(.error, message, …)`,
/// which forwards one) is skipped.
struct MessageTemplateScanner {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var templates: [MessageTemplate] = []

    /// The templates in `source`, in order; `file` names them in messages.
    static func templates(in source: String, file: String) -> [MessageTemplate] {
        var scanner = MessageTemplateScanner(bytes: Array(source.utf8), file: file)
        scanner.scan()
        return scanner.templates
    }

    /// The templates of every `.swift` file under `folder`, files in path order.
    static func templates(inFolder folder: URL) throws -> [MessageTemplate] {
        let base = folder.deletingLastPathComponent().path + "/"
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { paths.append(path) }
        }
        var templates: [MessageTemplate] = []
        for path in paths.sorted() {
            let url = folder.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let name = String(url.path.dropFirst(base.count))
            templates += Self.templates(in: text, file: name)
        }
        return templates
    }

    private static let messageCallees: Set<String> = [
        "SyntaxError", "context.error", "context.warning", "error", "warning",
    ]

    private func peek(_ ahead: Int = 0) -> UInt8 {
        index + ahead < bytes.count ? bytes[index + ahead] : 0
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }

    private func line(at offset: Int) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    private mutating func scan() {
        var previousWord = ""
        while index < bytes.count {
            let byte = peek()
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while index < bytes.count && peek() != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if isStringStart() {
                _ = readString()
            } else if isIdentifierByte(byte) && !(index > 0 && (isIdentifierByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "."))) {
                let name = readDottedName()
                defer { previousWord = name }
                if peek() == UInt8(ascii: "(") {
                    if previousWord == "func" || previousWord == "init" { continue }
                    call(name)
                } else if name == "return" && file.hasSuffix("TypeTextRules.swift") {
                    skipBlanks()
                    if peek() == UInt8(ascii: "\"") { record(readString(), kind: .fragment) }
                }
            } else {
                index += 1
            }
        }
    }

    /// At the `(` after `name`: records the message literal if `name` makes a diagnostic.
    private mutating func call(_ name: String) {
        let isMessageCall = Self.messageCallees.contains(name)
        guard isMessageCall || name == "Diagnostic" || name == "Problem" else { return }
        // Bare `error(` / `warning(` are DecodingContext's own helpers.
        if (name == "error" || name == "warning") && !file.hasSuffix("DecodingContext.swift") { return }
        index += 1
        skipBlanks()
        var kind = MessageTemplate.Kind.message
        if name == "Diagnostic" {
            guard consume(".error") || consume(".warning") else { return }
            skipBlanks()
            guard consume(",") else { return }
            skipBlanks()
        } else if name == "Problem" {
            guard consume("message:") else { return }
            skipBlanks()
            kind = .fragment
        }
        guard peek() == UInt8(ascii: "\"") && !(peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")) else { return }
        record(readString(), kind: kind)
    }

    private mutating func record(_ literal: (segments: [String], start: Int)?, kind: MessageTemplate.Kind) {
        guard let literal else { return }
        templates.append(MessageTemplate(segments: literal.segments, kind: kind, site: "\(file):\(line(at: literal.start))"))
    }

    private mutating func consume(_ text: String) -> Bool {
        let expected = Array(text.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else { return false }
        if let last = expected.last, isIdentifierByte(last), isIdentifierByte(peek(expected.count)) { return false }
        index += expected.count
        return true
    }

    private mutating func skipBlanks() {
        while [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(peek()) { index += 1 }
    }

    private mutating func readDottedName() -> String {
        let start = index
        while true {
            while index < bytes.count && isIdentifierByte(peek()) { index += 1 }
            guard peek() == UInt8(ascii: "."), isIdentifierByte(peek(1)), !(peek(1) >= UInt8(ascii: "0") && peek(1) <= UInt8(ascii: "9")) else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Whether a string literal starts at the index: `"`, or `#`s followed by `"`.
    private func isStringStart() -> Bool {
        var ahead = 0
        while peek(ahead) == UInt8(ascii: "#") { ahead += 1 }
        return peek(ahead) == UInt8(ascii: "\"")
    }

    /// Reads the string literal at the index; returns its literal segments (unescaped) and
    /// the offset it starts at. Multi-line literals are skipped and give `nil`.
    private mutating func readString() -> (segments: [String], start: Int)? {
        let start = index
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = isMultiline ? 3 : 1
        index += quotes
        var segments: [[UInt8]] = [[]]
        while index < bytes.count {
            let byte = peek()
            if byte == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                let code = peek()
                switch code {
                case UInt8(ascii: "("):
                    index += 1
                    skipInterpolation()
                    segments.append([])
                    continue
                case UInt8(ascii: "u") where peek(1) == UInt8(ascii: "{"):
                    index += 2
                    var digits = ""
                    while index < bytes.count && peek() != UInt8(ascii: "}") {
                        digits.append(Character(UnicodeScalar(peek())))
                        index += 1
                    }
                    index += 1
                    if let value = UInt32(digits, radix: 16), let scalar = UnicodeScalar(value) {
                        segments[segments.count - 1] += Array(String(Character(scalar)).utf8)
                    }
                    continue
                case UInt8(ascii: "n"): segments[segments.count - 1].append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): segments[segments.count - 1].append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): segments[segments.count - 1].append(UInt8(ascii: "\r"))
                case UInt8(ascii: "0"): segments[segments.count - 1].append(0)
                case UInt8(ascii: "\n"):
                    break  // a line continuation in a multi-line literal
                default: segments[segments.count - 1].append(code)  // \\, \", \'
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") && (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") })
                && (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") }) {
                index += quotes + hashes
                break
            }
            segments[segments.count - 1].append(byte)
            index += 1
        }
        if isMultiline { return nil }
        return (segments.map { String(decoding: $0, as: UTF8.self) }, start)
    }

    /// Skips the code of an interpolation up to and including its closing `)`.
    private mutating func skipInterpolation() {
        var depth = 1
        while index < bytes.count {
            let byte = peek()
            if isStringStart() {
                _ = readString()
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            }
            index += 1
        }
    }
}
