/// Reads a target's default actor isolation from a package manifest's text.
///
/// Plugins cannot see a target's Swift settings, so this reads `Package.swift` itself: the
/// call that declares the target (`.target(name: "App", …)`) and, inside it,
/// `.defaultIsolation(MainActor.self)` or `.defaultIsolation(nil)`. A setting built in a
/// helper function or a variable is not seen; `isolation` in `connector-gen.yml` covers those.
enum ManifestIsolation {
    /// `"MainActor"` or `"nonisolated"` when the target's declaration sets its default
    /// isolation, else `nil`.
    static func defaultIsolation(ofTarget target: String, manifest: String) -> String? {
        let code = Array(withoutComments(manifest).utf8)
        let name = Array("\"\(target)\"".utf8)
        var index = 0
        while let found = firstIndex(of: name, in: code, from: index) {
            index = found + name.count
            guard isNameArgument(code, before: found), let call = enclosingCall(code, around: found) else { continue }
            let text = String(decoding: code[call], as: UTF8.self).filter { !$0.isWhitespace }
            if text.contains(".defaultIsolation(MainActor.self)") { return "MainActor" }
            if text.contains(".defaultIsolation(nil)") { return "nonisolated" }
            return nil
        }
        return nil
    }

    /// Whether the string at `index` is the value of a `name:` argument.
    private static func isNameArgument(_ code: [UInt8], before index: Int) -> Bool {
        var position = index - 1
        while position >= 0, code[position] == UInt8(ascii: " ") || code[position] == UInt8(ascii: "\n") { position -= 1 }
        guard position >= 4, code[position] == UInt8(ascii: ":") else { return false }
        return String(decoding: code[(position - 4)..<position], as: UTF8.self) == "name"
    }

    /// The bytes between the parentheses of the call whose argument list contains `index`.
    private static func enclosingCall(_ code: [UInt8], around index: Int) -> Range<Int>? {
        var depth = 0
        var start = index
        while start > 0 {
            start -= 1
            if code[start] == UInt8(ascii: ")") { depth += 1 }
            if code[start] == UInt8(ascii: "(") {
                if depth == 0 { break }
                depth -= 1
            }
        }
        guard code[start] == UInt8(ascii: "(") else { return nil }
        depth = 0
        var end = start
        while end < code.count {
            if code[end] == UInt8(ascii: "(") { depth += 1 }
            if code[end] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return (start + 1)..<end }
            }
            end += 1
        }
        return nil
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0] && Array(haystack[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// `text` without `//` and `/* */` comments (strings are left as they are).
    private static func withoutComments(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let slash = rest.firstIndex(of: "/") {
            result += rest[..<slash]
            let after = rest[rest.index(after: slash)...]
            if after.first == "/" {
                rest = after.drop { $0 != "\n" }
            } else if after.first == "*" {
                var body = after.dropFirst()
                while !body.isEmpty && !body.hasPrefix("*/") { body = body.dropFirst() }
                rest = body.dropFirst(2)
            } else {
                result.append("/")
                rest = after
            }
        }
        return result + rest
    }
}
