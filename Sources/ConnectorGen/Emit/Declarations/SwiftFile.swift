/// A generated Swift file: header comments, imports, and top-level declarations.
struct SwiftFile {
    /// Comment lines at the top of the file, e.g. the "generated" marker.
    var header: [String]
    /// Import lines, e.g. `import Foundation` or `@testable import App`.
    var imports: [String] = []
    /// The top-level declarations, set apart by blank lines.
    var declarations: [Declaration] = []

    /// The file's text. `specPath` is the file `#sourceLocation` directives name.
    func render(specPath: String, estimatedSize: Int = 0) -> String {
        var writer = SwiftWriter(specPath: specPath, estimatedSize: estimatedSize)
        for line in header { writer.line(line) }
        if !imports.isEmpty {
            writer.blankLine()
            for line in imports { writer.line(line) }
        }
        if !declarations.isEmpty {
            writer.blankLine()
            DeclarationRenderer.render(declarations, into: &writer)
        }
        return writer.output
    }
}

/// Writes declarations: doc comments, attributes, headers and bodies, with one blank line
/// between neighbours unless both are one-line declarations of one kind (stored properties,
/// cases, type aliases).
enum DeclarationRenderer {
    static func render(_ declarations: [Declaration], into writer: inout SwiftWriter) {
        var previous: Declaration.Layout?
        for declaration in declarations {
            if let previous, previous == .block || declaration.layout != previous { writer.blankLine() }
            render(declaration, into: &writer)
            previous = declaration.layout
        }
    }

    private static func render(_ declaration: Declaration, into writer: inout SwiftWriter) {
        for line in declaration.documentation { writer.line("/// " + line) }
        for attribute in declaration.attributes { writer.line(attribute) }
        switch declaration.body {
        case .none:
            writer.line(declaration.header)
        case .members(let members) where members.isEmpty:
            writer.line(declaration.header + " {}")
        case .members(let members):
            writer.line(declaration.header + " {")
            writer.indented { render(members, into: &$0) }
            writer.line("}")
        case .function(nil):
            writer.line(declaration.header + " {}")
        case .function(let body?):
            writer.line(declaration.header + " {")
            FunctionBodyWriter.write(into: &writer, body)
            writer.line("}")
        case .conditional(let declarations):
            writer.line("#if " + declaration.header)
            writer.blankLine()
            render(declarations, into: &writer)
            writer.blankLine()
            writer.line("#endif")
        case .typesAtSpecPositions(let types):
            writer.tupleAtSpecPositions(head: declaration.header + " = (", types)
        }
    }
}
