extension ScreenDrafter {
    /// The protocol a hand-written connector conforms to, as the drafted `connector-gen.yml`
    /// carries it over.
    struct ConnectorProtocol {
        /// The app's own protocol, for `protocol:`; `nil` for `ConnectorRuntime`'s `Connector`.
        var name: String?
        /// The module that declares it, for `imports:`, when it is not the connector's own.
        var module: String?
        /// What the draft cannot carry over about it.
        var todos: [DraftSpec.Todo] = []
    }

    /// Whether a file read imports ConnectorRuntime, whose `Connector` is then the one connectors name.
    private var importsConnectorRuntime: Bool {
        sources.files.contains { sources.imports(ofFile: $0.path).contains("ConnectorRuntime") }
    }

    /// What the connector `located`, declared in `file`, conforms to: the app's own protocol
    /// (one the files read declare with `connect(state:)`, or one they do not declare that a
    /// module the file imports must), with the module to import and what the generated
    /// connector cannot give it.
    /// - Parameters:
    ///   - requiresSlices: whether the draft has `require`, so that the generated
    ///     `connect(state:)` returns an optional view state.
    func connectorProtocol(
        of located: AdoptedSources.Located, in file: SwiftSourceFile, declared protocols: Set<String>, requiresSlices: Bool
    ) -> ConnectorProtocol {
        let location = file.location(located.declaration.keywordIndex)
        let written = located.declaration.inherited
        let conformances = written.map(Self.conformanceName)
        if let own = conformances.first(where: protocols.contains), let declaration = sources.primary(own) {
            var result = ConnectorProtocol(name: own)
            result.module = sources.importedModule(declaring: declaration.file.path, importedBy: file.path)
            let members = declaration.declaration.members
            if !requiresSlices, let connect = members.functions.first(where: { $0.signature == "connect(state:)" }),
               let returned = connect.returnType, returned.hasSuffix("?") || returned.hasPrefix("Optional<") {
                result.todos.append(.init(
                    message: "the app's protocol '\(own)' requires 'connect(state:)' to return an optional ('\(returned)'), and the generated one returns the view state itself: make the requirement non-optional, or add a 'require' that can fail",
                    location: location))
            }
            // What the hand-written connector declares besides the two has a TODO of its own.
            let connector = sources.members(of: located.declaration.name, in: located.outer)
            let provided = Set(["connect(state:)", "connect(action:)"] + connector.functions.map(\.signature))
            let others = members.functions.filter { !provided.contains($0.signature) }.map { "'\($0.signature)'" }
                + members.properties.filter { property in !connector.properties.contains { $0.name == property.name } }.map { "'\($0.name)'" }
            if !others.isEmpty {
                result.todos.append(.init(
                    message: "the app's protocol '\(own)' also requires \(others.joined(separator: ", ")), which the generated connector does not declare: declare \(others.count == 1 ? "it" : "them") in an extension of \(located.declaration.name)",
                    location: location))
            }
            return result
        }
        // A protocol the files read do not declare, named as a connector protocol is
        // (`Connector`, `ScreenConnector`); ConnectorRuntime's `Connector` is the draft's
        // default, as it is wherever a file read imports ConnectorRuntime.
        if conformances.contains("Connector"), written.contains(where: { $0.contains("ConnectorRuntime.") }) || importsConnectorRuntime {
            return ConnectorProtocol()
        }
        guard let name = conformances.first(where: { $0.hasSuffix("Connector") && sources.declarations(of: $0).isEmpty }) else { return ConnectorProtocol() }
        let imports = imports(of: file)
        // With no module it may come from, it is ConnectorRuntime's, which the file may yet import.
        let candidates = imports.filter { !AdoptedSources.platformModules.contains($0) }
        if candidates.isEmpty { return ConnectorProtocol() }
        if candidates.count == 1 { return ConnectorProtocol(name: name, module: candidates[0]) }
        let modules = " (\(DiagnosticMessage.alternatives(candidates)))"
        return ConnectorProtocol(todos: [.init(
            message: "\(located.declaration.name) conforms to '\(name)', which the files read do not declare, and the draft conforms to ConnectorRuntime's 'Connector': if '\(name)' is the app's own protocol, say so in connector-gen.yml with 'protocol: \(name)' and the module that declares it under 'imports'\(modules)",
            location: location)])
    }
}
