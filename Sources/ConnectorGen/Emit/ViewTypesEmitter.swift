/// Emits the view's `State` struct, with the `types` nested in it, and its `Action` enum.
///
/// No `#sourceLocation` directive goes inside these types: a directive's line number is part
/// of a type's interface, so a spec edit that only moves lines would recompile every file
/// that uses the view types.
enum ViewTypesEmitter {
    static func emit(_ spec: ConnectorSpec, names: ConnectorNames, into writer: inout SwiftWriter) {
        let emitsState: Bool
        if case .fields = spec.viewState { emitsState = true } else { emitsState = false }
        let emitsAction: Bool
        if case .existing = spec.viewAction { emitsAction = false } else { emitsAction = true }
        guard emitsState || emitsAction else { return }

        let body = { (writer: inout SwiftWriter) in
            if case .fields(let fields) = spec.viewState {
                emitState(fields: fields, types: spec.types, spec: spec, names: names, into: &writer)
                if emitsAction { writer.blankLine() }
            }
            switch spec.viewAction {
            case .none:
                writer.line("/// \(spec.view.map { "`\($0.value)`" } ?? "The view") sends no actions.")
                writer.line("\(names.modifier)typealias \(names.viewActionDeclaration) = Never")
            case .cases(let cases):
                emitAction(cases: cases, spec: spec, names: names, into: &writer)
            case .existing:
                break
            }
        }
        if let view = names.view {
            writer.line("extension \(view) {")
            writer.indented(body)
            writer.line("}")
        } else {
            body(&writer)
        }
        writer.blankLine()
    }

    private static func emitState(fields: [Field], types: [NestedType], spec: ConnectorSpec, names: ConnectorNames, into writer: inout SwiftWriter) {
        let viewName = spec.view.map { "`\($0.value)`" } ?? "the view"
        writer.line("/// The state \(viewName) renders, derived from `\(spec.state.value)` by `\(names.qualifiedConnector)`.")
        writer.block("\(names.modifier)struct \(names.viewStateDeclaration): \(names.valueConformances) {") { writer in
            for field in fields {
                writer.line("\(names.modifier)let \(SwiftNames.escaped(field.name.value)): \(field.type.value)")
            }
            if names.access != .internal {
                writer.blankLine()
                emitInitializer(fields.map { ($0.name.value, $0.type.value) }, names: names, into: &writer)
            }
            for type in types {
                writer.blankLine()
                writer.block("\(names.modifier)struct \(SwiftNames.escaped(type.name.value)): \(names.valueConformances) {") { writer in
                    for property in type.properties {
                        writer.line("\(names.modifier)let \(SwiftNames.escaped(property.name.value)): \(property.type.value)")
                    }
                    if names.access != .internal {
                        if !type.properties.isEmpty { writer.blankLine() }
                        emitInitializer(type.properties.map { ($0.name.value, $0.type.value) }, names: names, into: &writer)
                    }
                }
            }
        }
    }

    /// A memberwise initializer, for access levels at which Swift's synthesized one is not visible.
    private static func emitInitializer(_ properties: [(name: String, type: String)], names: ConnectorNames, into writer: inout SwiftWriter) {
        let parameters = properties.map { "\(SwiftNames.escaped($0.name)): \($0.type)" }.joined(separator: ", ")
        if properties.isEmpty {
            writer.line("\(names.modifier)init() {}")
            return
        }
        writer.block("\(names.modifier)init(\(parameters)) {") { writer in
            for property in properties {
                let name = SwiftNames.escaped(property.name)
                writer.line("self.\(name) = \(name)")
            }
        }
    }

    private static func emitAction(cases: [ActionCase], spec: ConnectorSpec, names: ConnectorNames, into writer: inout SwiftWriter) {
        let viewName = spec.view.map { "`\($0.value)`" } ?? "the view"
        writer.line("/// The actions \(viewName) sends, translated to `\(spec.action.value)` by `\(names.qualifiedConnector)`.")
        writer.block("\(names.modifier)enum \(names.viewActionDeclaration): \(names.valueConformances) {") { writer in
            for actionCase in cases {
                let name = SwiftNames.escaped(actionCase.name.value)
                if !actionCase.parameters.isEmpty {
                    let parameters = actionCase.parameters.map { "\(SwiftNames.escaped($0.label.value)): \($0.type.value)" }
                    writer.line("case \(name)(\(parameters.joined(separator: ", ")))")
                } else {
                    writer.line("case \(name)")
                }
            }
        }
    }
}
