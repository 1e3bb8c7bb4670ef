/// `text` between double quotes, with `"`, `\`, line breaks, tabs, other control characters,
/// DEL and the Unicode line and paragraph separators escaped: the rules Swift and JSON string
/// literals share. `unicodeEscape` spells the escape of a scalar by its value, the one place
/// the two differ (`\u{7f}` in Swift, `\u007f` in JSON).
func doubleQuotedLiteral(_ text: String, unicodeEscape: (UInt32) -> String) -> String {
    let body = text.escapingScalars { scalar in
        switch scalar {
        case "\\": "\\\\"
        case "\"": "\\\""
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}": unicodeEscape(scalar.value)
        default: nil
        }
    }
    return "\"" + body + "\""
}

extension String {
    /// The string with each Unicode scalar for which `escape` returns a spelling written that
    /// way, and every other scalar as it is.
    func escapingScalars(_ escape: (Unicode.Scalar) -> String?) -> String {
        var escaped = ""
        for scalar in unicodeScalars {
            if let spelling = escape(scalar) {
                escaped += spelling
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
    doubleQuotedLiteral(text) { "\\u" + hex($0).lowercased() }
}

/// Upper-case hexadecimal digits of `value`, zero-padded to `digits`.
func hex(_ value: UInt32, digits: Int = 4) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}

/// `text` in single quotes, with inner quotes doubled as YAML requires.
func singleQuoted(_ text: String) -> String {
    "'" + text.replacingAll("'", with: "''") + "'"
}

/// `text` quoted for YAML as a fix-it writes Swift code: in single quotes, where every character
/// stands for itself, so the compiler's columns in the spec stay exact; in double quotes, escaped,
/// only when that adds fewer characters (code with more `'` than `\` and `"`).
func yamlQuoted(_ text: String) -> String {
    let singleQuotes = text.count { $0 == "'" }
    let escapes = text.count { $0 == "\\" || $0 == "\"" }
    guard singleQuotes > escapes else { return singleQuoted(text) }
    return "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
}
