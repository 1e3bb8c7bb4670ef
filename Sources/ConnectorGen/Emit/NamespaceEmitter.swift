/// Emits the file that declares the namespace connectors live in, once per target.
enum NamespaceEmitter {
    static func emit(config: TargetConfig, access: AccessLevel) -> String {
        var writer = SwiftWriter(specPath: "")
        FileHeader.emit(source: nil, into: &writer)
        guard !config.namespace.isEmpty else {
            writer.line("// Connectors are declared at the top level: this target's namespace is empty.")
            return writer.output
        }
        writer.blankLine()
        writer.line("/// The connectors generated from this target's `*.connector.yml` specs.")
        writer.line("\(access == .internal ? "" : access.rawValue + " ")enum \(SwiftNames.escaped(config.namespace)) {}")
        return writer.output
    }
}
