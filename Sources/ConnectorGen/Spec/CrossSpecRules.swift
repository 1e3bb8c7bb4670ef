/// Problems between the specs of one target: two connectors of one name, two specs that
/// would write the same file.
enum CrossSpecRules {
    static func problems(_ specs: [ResolvedSpec]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var connectors: [String: (String, SourceLocation)] = [:]
        var outputs: [String: String] = [:]
        for resolved in specs {
            let name = resolved.spec.connector.value
            if let (file, location) = connectors[name] {
                diagnostics.append(Diagnostic(
                    .duplicateConnector(name), file: resolved.path, at: resolved.spec.connector.location,
                    notes: [.connectorDeclaration(name, file: file, at: location)]))
            } else {
                connectors[name] = (resolved.path, resolved.spec.connector.location)
            }
            let output = resolved.fileName(.connector)
            if let other = outputs[output] {
                diagnostics.append(Diagnostic(.duplicateOutputFile(output, otherSpec: other), file: resolved.path, at: nil))
            } else {
                outputs[output] = resolved.path
            }
        }
        return diagnostics
    }
}
