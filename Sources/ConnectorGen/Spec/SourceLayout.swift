/// How generated code is laid out around the spec's code.
public enum SourceLayout: String, CaseIterable, Hashable, Sendable {
    /// Each piece of spec code at its spec column, so the compiler reports a mistake at its
    /// exact line and column; the file carries `// swift-format-ignore-file`. What the build
    /// plugin writes, which no one reads.
    case exactColumns = "exact"
    /// Indented as `swift format` indents it (four spaces, lines of at most 120 columns), for
    /// output that is committed and reviewed; the compiler still reports a mistake at its spec
    /// line, at an approximate column. What the command plugins write.
    case formatted
}
