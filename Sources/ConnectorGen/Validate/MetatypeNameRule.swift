/// A type the generated code names after a `.` cannot be called `Type`, `Protocol` or `Self`:
/// Swift reads `Connectors.Type` as the namespace's metatype, backticks or not. That is a
/// connector in a namespace, and every type in `types`, nested in the view state or props. A
/// connector at the top level (`namespace: ""`), or a flavor's, which declares none, may.
enum MetatypeNameRule: SpecRule {
    static let names: Set<String> = ["Type", "Protocol", "Self"]

    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let connector = resolved.spec.connector
        if names.contains(connector.value), resolved.traits.makesConnector, !resolved.names.namespace.isEmpty {
            let suggestion = connector.value + "Connector"
            report(
                .typeNameReadAsMetatype(connector.value, as: .connector, qualified: resolved.names.namespace + "." + connector.value, suggestion: suggestion),
                renaming: connector, to: suggestion, context: &context)
        }
        let owner = resolved.traits.makesConnector ? resolved.names.viewState.generated : (resolved.names.view ?? resolved.names.connector) + ".Props"
        for type in resolved.spec.types where names.contains(type.name.value) {
            let suggestion = type.name.value + "Value"
            report(
                .typeNameReadAsMetatype(type.name.value, as: .nestedType, qualified: owner + "." + type.name.value, suggestion: suggestion),
                renaming: type.name, to: suggestion, context: &context)
        }
    }

    /// Reports `message` at `name`, with the rename as its edit where no expression reads the name.
    private static func report(_ message: DiagnosticMessage, renaming name: Located<String>, to suggestion: String, context: inout DecodingContext) {
        if context.isSafeRename(name.value, to: suggestion) {
            context.report(message, at: name.location, replacingWritten: name.value)
        } else {
            context.report(message, at: name.location)
        }
    }
}
