/// `text` between double quotes, with `"`, `\`, line breaks, tabs, other control characters,
/// DEL and the Unicode line and paragraph separators escaped: the rules Swift and JSON string
/// literals share. `unicodeEscape` spells the escape of a scalar by its value, the one place
/// the two differ (`\u{7f}` in Swift, `\u007f` in JSON).
func doubleQuotedLiteral(_ text: String, unicodeEscape: (UInt32) -> String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                literal += unicodeEscape(scalar.value)
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
    }
    return literal + "\""
}
