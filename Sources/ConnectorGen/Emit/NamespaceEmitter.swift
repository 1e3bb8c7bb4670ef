/// The file that declares the namespace connectors live in, once per target.
enum NamespaceEmitter {
    /// The file, declared at the widest access level any connector in it needs.
    static func emit(_ specs: [ResolvedSpec], config: TargetConfig) -> String {
        var file = SwiftFile(header: FileHeader.lines(source: nil))
        let failsInMainActorTarget = config.protocolName != nil || specs.contains { $0.names.memoized || $0.traits.needsIsolationCheck }
        let setting = config.isolationSetting
        var check = IsolationCheck.declarations(
            for: config.effectiveIsolation, failsInMainActorTarget: failsInMainActorTarget,
            failsInNonisolatedTarget: specs.contains { $0.names.memoized }, setting: setting)
        if specs.contains(where: \.traits.makesConnector), let name = config.protocolName, let source = config.protocolSource,
            source.value == setting?.value
        {
            check.append(protocolCheck(name, at: source))
            // The protocol may come from a module `imports` names, imported at its place there
            // as the connectors' files import it.
            let sites = NamedImport.sites(spec: [], specPath: source.value, config: config)
            (file.imports, file.namedImports) = NamedImport.imports(of: config.imports.sorted(), sites: sites, layout: config.layout)
        }
        guard specs.contains(where: \.traits.makesConnector) else {
            // A flavor extends the view: there is no connector to put in a namespace.
            file.header.append("// This target's specs generate no connectors, so no namespace is declared.")
            file.declarations = check
            return file.render(specPath: setting?.value ?? "", layout: config.layout)
        }
        guard !config.namespace.isEmpty else {
            file.header.append("// Connectors are declared at the top level: this target's namespace is empty.")
            file.declarations = check
            return file.render(specPath: setting?.value ?? "", layout: config.layout)
        }
        let access = specs.map(\.names.access).max() ?? config.access
        file.declarations = [
            .enum(
                SwiftNames.escaped(config.namespace), access: access,
                documentation: ["The connectors generated from this target's `*.connector.yml` specs."], members: []),
        ] + check
        return file.render(specPath: setting?.value ?? "", layout: config.layout)
    }

    /// The protocol `connector-gen.yml` names for the connectors, named in a function body at its
    /// line and column there, so that a misspelt one is reported at `protocol:` rather than only
    /// at each connector's conformance.
    private static func protocolCheck(_ name: String, at source: Located<String>) -> Declaration {
        .function(
            "checkConnectorProtocol()", modifiers: ["private"],
            documentation: ["The protocol connector-gen.yml's `protocol` names, at its line there: a misspelt one is reported there."]
        ) { body in
            let head = "_ = (any "
            body.paddedLine(String(repeating: " ", count: max(0, source.location.column - 1 - head.count)) + head + name + ").self", specLine: source.location.line)
        }
    }
}
