/// Finds the names Swift code refers to, so the emitter binds only the slices and
/// associated values an expression uses (an unused binding is a compiler warning).
package enum ReferencedNames {
    /// The identifiers `code` refers to: outside string literals (but inside interpolations)
    /// and comments, not after a `.` (a member) and not directly before a `:` (an argument
    /// label). A backticked name is given without its backticks.
    package static func names(in code: String) -> Set<String> {
        Set(references(in: code).map(\.name))
    }

    /// Each reference in `code` (see ``names(in:)``) with the UTF-8 offset of its first
    /// character, in the order written.
    package static func references(in code: String) -> [(name: String, offset: Int)] {
        var references: [(name: String, offset: Int)] = []
        let lexer = SwiftLexer(code)
        var previous: SwiftLexer.Token?
        for token in lexer {
            defer { previous = token }
            guard case .identifier = token.kind else { continue }
            let isMember = previous.map(lexer.isPeriod) ?? false
            let isLabel = lexer.byte(at: token.range.upperBound) == UInt8(ascii: ":")
            if !isMember && !isLabel { references.append((lexer.name(of: token), token.range.lowerBound)) }
        }
        return references
    }
}
