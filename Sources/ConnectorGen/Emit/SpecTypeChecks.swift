/// Mentions the types written in `inputs:`, `types:` and `with:` inside a function body, each at its
/// spec line and column, so the compiler reports a misspelt type at the spec.
///
/// Those types are declared in the view types, whose bodies are never mapped to the spec
/// (see ``SwiftWriter``); this keeps that rule and still points the error at the spec. Each
/// spec line gets one statement, `let _: (A, B)? = nil`, padded so every type sits at its
/// column; the compiler's message is the one it gives for the declaration.
enum SpecTypeChecks {
    /// The types of the spec's inputs, declared as the connector's stored properties.
    static func inputTypes(of spec: ConnectorSpec) -> [Located<String>] {
        spec.inputs.map(\.type)
    }

    /// The property types of the spec's nested `types`.
    static func nestedTypes(of spec: ConnectorSpec) -> [Located<String>] {
        spec.types.flatMap { $0.properties.map(\.type) }
    }

    /// The associated-value types of the spec's view actions.
    static func associatedValueTypes(of spec: ConnectorSpec) -> [Located<String>] {
        guard case .cases(let cases) = spec.viewAction else { return [] }
        return cases.flatMap { $0.parameters.map(\.type) }
    }

    /// Writes the checks for `types`, one statement per spec line.
    static func write(_ types: [Located<String>], into body: inout FunctionBodyWriter) {
        // `Int!` is a valid property type but cannot be nested in a tuple; such types are left
        // to the declaration.
        let checked = types.filter { !$0.value.contains("!") }
        let lines = Dictionary(grouping: checked, by: \.location.line)
        let prefix = "let _: ("
        for line in lines.keys.sorted() {
            let types = lines[line]!.sorted { $0.location.column < $1.location.column }
            var text = ""
            let firstColumn = types[0].location.column - 1
            if firstColumn >= prefix.count {
                text = String(repeating: " ", count: firstColumn - prefix.count) + prefix
            } else if line > 1 {
                body.paddedLine(body.indentation + prefix, specLine: line - 1)
            } else {
                text = prefix
            }
            for (index, type) in types.enumerated() {
                if index > 0 { text += ", " }
                let column = type.location.column - 1
                if text.utf8.count < column { text += String(repeating: " ", count: column - text.utf8.count) }
                text += type.value
            }
            body.paddedLine(text + ")? = nil", specLine: line)
        }
    }
}
