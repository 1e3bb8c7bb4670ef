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
                    .error, "another spec already declares the connector '\(name)'", file: resolved.path, at: resolved.spec.connector.location,
                    notes: [Diagnostic.Note("'\(name)' is declared in \(file):\(location.line):\(location.column)")],
                    fixIt: Diagnostic.FixIt("rename one of the two connectors")))
            } else {
                connectors[name] = (resolved.path, resolved.spec.connector.location)
            }
            let output = resolved.fileName(.connector)
            if let other = outputs[output] {
                diagnostics.append(Diagnostic(
                    .error, "this spec and \(other) would both generate \(output)", file: resolved.path, at: nil,
                    fixIt: Diagnostic.FixIt("rename one of the two spec files")))
            } else {
                outputs[output] = resolved.path
            }
        }
        return diagnostics
    }
}
