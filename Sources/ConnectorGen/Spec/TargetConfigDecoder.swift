/// Turns the node tree of a `connector-gen.yml` file into a ``TargetConfig``.
public enum TargetConfigDecoder {
    /// The keys of a target configuration.
    public static let keys = ["access", "imports", "protocol", "namespace", "tests"]

    /// Decodes a configuration; returns `nil` if any error was found.
    public static func decode(_ root: Node?, file: String, source: [UInt8]) -> (TargetConfig?, [Diagnostic]) {
        var context = DecodingContext(file: file, source: source)
        var config = TargetConfig()
        guard let root else { return (config, []) }
        guard let entries = root.mappingEntries else {
            context.error("connector-gen.yml is a mapping of keys such as 'access:', not \(root.kindDescription)", at: root.location)
            return (nil, context.diagnostics)
        }
        context.checkKeys(entries, known: keys, in: "connector-gen.yml")
        for entry in entries {
            switch entry.name {
            case "access":
                if let access = SpecDecoder.decodeAccess(entry.value, context: &context) { config.access = access.value }
            case "imports":
                let items = entry.value.sequenceItems ?? (entry.value.scalar.map { _ in [entry.value] } ?? [])
                for item in items {
                    guard let name = context.text(item, for: "imports") else { continue }
                    if IdentifierRules.isValidModuleName(name.value) {
                        config.imports.append(name.value)
                    } else {
                        context.error("'\(name.value)' is not a valid module name", at: name.location)
                    }
                }
            case "protocol":
                if let type = context.type(entry.value, for: "protocol") { config.protocolName = type.value }
            case "namespace":
                let text = entry.value.scalar?.text ?? ""
                if text.isEmpty || IdentifierRules.isValid(text) {
                    config.namespace = text
                } else {
                    context.error(
                        "'\(text)' is not a valid namespace name", at: entry.value.location,
                        fixIt: "use a Swift identifier such as 'Connectors', or \"\" to put connectors at the top level")
                }
            case "tests":
                guard let text = context.text(entry.value, for: "tests") else { continue }
                if let framework = TargetConfig.TestFramework(rawValue: text.value) {
                    config.tests = framework
                } else {
                    let names = TargetConfig.TestFramework.allCases.map(\.rawValue)
                    context.error(
                        "'tests' must be \(names.map { "'\($0)'" }.joined(separator: " or ")), not '\(text.value)'", at: text.location,
                        fixIt: DidYouMean.suggestion(for: text.value, among: names).map { "replace it with '\($0)'" })
                }
            default:
                break
            }
        }
        return (context.diagnostics.containsErrors ? nil : config, context.diagnostics)
    }
}
