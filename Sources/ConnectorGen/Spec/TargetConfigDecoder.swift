/// Turns the node tree of a `connector-gen.yml` file into a ``TargetConfig``.
package enum TargetConfigDecoder {
    /// The keys of a target configuration.
    package static let keys = ["access", "imports", "protocol", "namespace", "tests", "isolation", "memoize", "sendable", "flavor", "container", "previews", "plans"]

    /// Decodes a configuration; returns `nil` if any error was found.
    package static func decode(_ root: Node?, file: String, source: [UInt8]) -> (TargetConfig?, [Diagnostic]) {
        var context = DecodingContext(file: file, source: source)
        var config = TargetConfig()
        config.file = file
        guard let root else { return (config, []) }
        guard let entries = root.mappingEntries else {
            context.report(.configNotAMapping(found: root.kindDescription), at: root.location)
            return (nil, context.diagnostics)
        }
        context.checkKeys(entries, known: keys, in: .config)
        for entry in entries {
            switch entry.name {
            case "access":
                if let access = SpecDecoder.decodeAccess(entry.value, context: &context) { config.access = access.value }
            case "imports":
                for module in SpecDecoder.decodeImports(entry.value, context: &context) {
                    config.imports.append(module.value)
                    if config.importLocations[module.value] == nil { config.importLocations[module.value] = module.location }
                }
            case "protocol":
                // `ConnectorRuntime.Connector` is the runtime's own protocol, as when the key is
                // left out: the files then import ConnectorRuntime for it.
                if let type = context.type(entry.value, for: "protocol"), type.value != TargetConfig.runtimeProtocolName {
                    config.protocolName = type.value
                    config.protocolSource = Located(file, at: type.location)
                }
            case "namespace":
                // `namespace: ~` or `null` is YAML's null, no namespace, as `namespace: ""` is:
                // `enum null {}` is no namespace anyone means.
                let text = entry.value.scalar.map { $0.isNull || ($0.style == .plain && ["null", "Null", "NULL"].contains($0.text)) ? "" : $0.text } ?? ""
                // The namespace is written bare in `extension Connectors` and
                // `Connectors.HistoryConnector()`, so a keyword cannot name it.
                if text.isEmpty || (IdentifierRules.isValid(text) && !SwiftNames.keywords.contains(text)) {
                    config.namespace = text
                    config.setsNamespace = true
                } else {
                    context.report(.invalidNamespace(text), at: entry.value.location)
                }
            case "tests":
                if let framework: TargetConfig.TestFramework = choice(entry, context: &context, message: DiagnosticMessage.invalidTestFramework) {
                    config.tests = framework
                }
            case "isolation":
                if let isolation: TargetConfig.DefaultIsolation = choice(entry, context: &context, message: DiagnosticMessage.invalidIsolation) {
                    config.isolation = isolation
                    config.isolationSource = Located(file, at: entry.value.location)
                }
            case "memoize":
                if let memoize = SpecDecoder.decodeBoolean(entry.value, for: "memoize", context: &context) { config.memoize = memoize.value }
            case "sendable":
                if let sendable = SpecDecoder.decodeBoolean(entry.value, for: "sendable", context: &context) { config.sendable = sendable.value }
            case "flavor":
                if let flavor = SpecDecoder.decodeFlavor(entry.value, context: &context) {
                    config.flavor = flavor.value
                    config.flavorLocation = flavor.location
                }
            case "container":
                ContainerDecoder.decodeDefaults(entry.value, into: &config.container, context: &context)
            case "previews":
                if let previews = SpecDecoder.decodeBoolean(entry.value, for: "previews", context: &context) {
                    config.previews = previews.value
                    config.previewsSource = Located(context.file, at: previews.location)
                }
            case "plans":
                if let plans: TargetConfig.Plans = choice(entry, context: &context, message: DiagnosticMessage.invalidPlans) { config.plans = plans }
            default:
                break
            }
        }
        return (context.diagnostics.containsErrors ? nil : config, context.diagnostics)
    }

    /// The case of `Choice` that the entry's text names; otherwise `message` is reported, with
    /// the closest name as the fix-it when there is one.
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ entry: MappingEntry, context: inout DecodingContext, message: (String, [String], String?) -> DiagnosticMessage
    ) -> Choice? where Choice.RawValue == String {
        guard let text = context.text(entry.value, for: entry.name) else { return nil }
        if let value = Choice(rawValue: text.value) { return value }
        let names = Choice.allCases.map(\.rawValue)
        let suggestion = DidYouMean.suggestion(for: text.value, among: names)
            ?? names.first { $0.lowercased() == text.value.lowercased() }
        context.report(message(text.value, names, suggestion), at: text.location, replacing: suggestion == nil ? nil : entry.value)
        return nil
    }
}
