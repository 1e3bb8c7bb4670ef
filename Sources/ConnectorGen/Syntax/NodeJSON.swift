extension Node {
    /// The node as plain JSON: mappings as objects with keys in document order, sequences as
    /// arrays, every scalar as a string. This is what `connector-gen parse` prints.
    package var json: String {
        var output = ""
        appendJSON(to: &output, indent: 0)
        return output
    }

    private func appendJSON(to output: inout String, indent: Int) {
        switch content {
        case .scalar(let scalar):
            output += jsonString(scalar.text)
        case .sequence(let items):
            appendCollection("[", "]", items.count, to: &output, indent: indent) { index, output in
                items[index].appendJSON(to: &output, indent: indent + 1)
            }
        case .mapping(let entries):
            appendCollection("{", "}", entries.count, to: &output, indent: indent) { index, output in
                output += jsonString(entries[index].name) + ": "
                entries[index].value.appendJSON(to: &output, indent: indent + 1)
            }
        }
    }
}

/// Writes `count` elements between `open` and `close`, one a line, indented one level deeper
/// than `indent`; an empty collection stays on one line.
private func appendCollection(
    _ open: String, _ close: String, _ count: Int, to output: inout String, indent: Int, element: (Int, inout String) -> Void
) {
    guard count > 0 else {
        output += open + close
        return
    }
    output += open + "\n"
    for index in 0..<count {
        output += String(repeating: "  ", count: indent + 1)
        element(index, &output)
        output += index == count - 1 ? "\n" : ",\n"
    }
    output += String(repeating: "  ", count: indent) + close
}
