extension Node {
    /// The node as plain JSON: mappings as objects with keys in document order, sequences as
    /// arrays, every scalar as a string. This is what `connector-gen parse` prints.
    package var json: String {
        var output = ""
        appendJSON(to: &output, indent: 0)
        return output
    }

    private func appendJSON(to output: inout String, indent: Int) {
        let padding = String(repeating: "  ", count: indent + 1)
        let closingPadding = String(repeating: "  ", count: indent)
        switch content {
        case .scalar(let scalar):
            output += jsonString(scalar.text)
        case .sequence(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += padding
                item.appendJSON(to: &output, indent: indent + 1)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += closingPadding + "]"
        case .mapping(let entries):
            guard !entries.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, entry) in entries.enumerated() {
                output += padding + jsonString(entry.name) + ": "
                entry.value.appendJSON(to: &output, indent: indent + 1)
                output += index == entries.count - 1 ? "\n" : ",\n"
            }
            output += closingPadding + "}"
        }
    }
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case "\u{2028}": output += "\\u2028"
        case "\u{2029}": output += "\\u2029"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                output += "\\u" + hex(scalar.value).lowercased()
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
    }
    return output + "\""
}
