/// The names one spec's generated code uses, decided once from the spec and the target's
/// configuration.
struct ConnectorNames {
    /// The access level of every generated declaration.
    let access: AccessLevel
    /// The connector type's name, escaped.
    let connector: String
    /// The connector as code outside it names it, e.g. `Connectors.WatchedHistoryConnector`.
    let qualifiedConnector: String
    /// The namespace the connector is declared in; empty for the top level.
    let namespace: String
    /// What the connector conforms to.
    let protocolName: String
    /// The view state type as the connector names it, e.g. `HistoryView.State`.
    let viewState: String
    /// The view action type as the connector names it, e.g. `HistoryView.Action`.
    let viewAction: String
    /// The name the generated view state is declared with, e.g. `State`.
    let viewStateDeclaration: String
    /// The name the generated view action is declared with, e.g. `Action`.
    let viewActionDeclaration: String
    /// The type the generated view types are nested in, if any.
    let view: String?
    /// The modules the generated file imports, sorted.
    let imports: [String]

    init(spec: ConnectorSpec, config: TargetConfig) {
        access = spec.access?.value ?? config.access
        connector = SwiftNames.escaped(spec.connector.value)
        namespace = config.namespace
        qualifiedConnector = namespace.isEmpty ? connector : namespace + "." + connector
        protocolName = config.protocolName ?? "Connector"
        view = spec.view?.value
        if let view {
            viewStateDeclaration = "State"
            viewActionDeclaration = "Action"
            viewState = view + ".State"
            viewAction = view + ".Action"
        } else {
            let base = spec.connector.value.hasSuffix("Connector") && spec.connector.value != "Connector"
                ? String(spec.connector.value.dropLast("Connector".count))
                : spec.connector.value
            viewStateDeclaration = SwiftNames.escaped(base + "State")
            viewActionDeclaration = SwiftNames.escaped(base + "Action")
            viewState = viewStateDeclaration
            viewAction = viewActionDeclaration
        }
        var modules = Set(config.imports).union(spec.imports.map(\.value))
        if config.protocolName == nil { modules.insert("ConnectorRuntime") }
        imports = modules.sorted()
    }

    /// The view state type the connector produces: generated, or the existing one.
    func viewStateType(of spec: ConnectorSpec) -> String {
        if case .existing(let type, _) = spec.viewState { return type.value }
        return viewState
    }

    /// The view action type the connector takes: generated, existing, or `Never`.
    func viewActionType(of spec: ConnectorSpec) -> String {
        switch spec.viewAction {
        case .existing(let type, _): type.value
        case .none, .cases: viewAction
        }
    }

    /// `"public "`, `"package "`, or nothing for internal declarations.
    var modifier: String { access == .internal ? "" : access.rawValue + " " }

    /// The conformances of generated value types: `Equatable`, and `Sendable` spelled out
    /// when the types leave the module (inside it, Swift infers `Sendable`).
    var valueConformances: String { access == .internal ? "Equatable" : "Equatable, Sendable" }
}
