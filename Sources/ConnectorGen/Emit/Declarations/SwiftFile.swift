/// A generated Swift file: header comments, imports, and top-level declarations.
struct SwiftFile {
    /// Comment lines at the top of the file, e.g. the "generated" marker.
    var header: [String]
    /// Import lines, e.g. `import Foundation` or `@testable import App`.
    var imports: [String] = []
    /// Modules a spec or `connector-gen.yml` names, imported at their places there, after ``imports``.
    var namedImports: [NamedImport] = []
    /// The top-level declarations, set apart by blank lines.
    var declarations: [Declaration] = []

    /// The file's text. `specPath` is the file `#sourceLocation` directives name. With spec code
    /// at its exact columns, which `swift format` would move, the file starts with
    /// `// swift-format-ignore-file`.
    func render(specPath: String, layout: SourceLayout, estimatedSize: Int = 0) -> String {
        var writer = SwiftWriter(specPath: specPath, layout: layout, estimatedSize: estimatedSize)
        if layout == .exactColumns { writer.line("// swift-format-ignore-file") }
        for line in header { writer.line(line) }
        if !imports.isEmpty || !namedImports.isEmpty {
            writer.blankLine()
            for line in orderedImports(layout) { writer.line(line) }
            writer.importsAtTheirPlaces(namedImports)
        }
        if !declarations.isEmpty {
            writer.blankLine()
            DeclarationRenderer.render(declarations, into: &writer)
        }
        return writer.output
    }

    /// The imports, in the order `swift format` keeps them in the formatted layout: plain
    /// imports sorted, then `@testable` ones sorted; as given otherwise, or when a condition
    /// (`#if canImport(…)`) is among them.
    private func orderedImports(_ layout: SourceLayout) -> [String] {
        guard layout == .formatted else { return imports }
        guard !imports.contains(where: { $0.hasPrefix("#") }) else {
            // `swift format` indents the imports a condition holds.
            var depth = 0
            return imports.map { line in
                if line.hasPrefix("#endif") { depth -= 1 }
                defer { if line.hasPrefix("#if") { depth += 1 } }
                return line.hasPrefix("#") ? line : String(repeating: "    ", count: max(0, depth)) + line
            }
        }
        // By module, whatever access level comes before `import`.
        func module(_ line: String) -> Substring { line.split(separator: " ").last ?? "" }
        let testable = imports.filter { $0.hasPrefix("@testable ") }
        return imports.filter { !$0.hasPrefix("@testable ") }.sorted { module($0) < module($1) } + testable.sorted()
    }
}

/// Writes declarations: doc comments, attributes, headers and bodies, with one blank line
/// between neighbours unless both are one-line declarations of one kind (stored properties,
/// cases, type aliases, empty functions).
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
        writer.documentation(declaration.documentation)
        // An attribute on several lines keeps its lines' indentation, relative to its first.
        for attribute in declaration.attributes {
            for line in attribute.split(separator: "\n", omittingEmptySubsequences: false) { writer.line(String(line)) }
        }
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
            // `swift format` indents what a condition holds.
            if writer.layout == .formatted {
                writer.indented { render(declarations, into: &$0) }
            } else {
                render(declarations, into: &writer)
            }
            writer.blankLine()
            writer.line("#endif")
        case .typesAtSpecPositions(let types, let elements):
            writer.tupleAtSpecPositions(head: declaration.header + " = (", types, elements: elements)
        case .storedPropertiesAtSpecPositions(let properties):
            writer.tupleAtSpecPositions(head: declaration.header + " {", properties, asStoredProperties: true)
        case .nameAtSpecPosition(let keywords, let rest, let location, let file):
            writer.declarationAtSpecPosition(keywords: keywords, rest: rest, at: location, file: file)
        }
    }
}
