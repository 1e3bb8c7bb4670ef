/// The view's `State` struct, with the `types` nested in it, and its `Action` enum.
///
/// These are declarations only: nothing in them is mapped to the spec (see ``SwiftWriter``).
/// The types written in them are checked at their spec lines by ``SpecTypeChecks``.
enum ViewTypesEmitter {
    /// The view types' declarations: in an extension of `view`, or at the top level when the
    /// spec has none; empty when the spec names existing types for both.
    static func declarations(for resolved: ResolvedSpec) -> [Declaration] {
        let spec = resolved.spec
        let names = resolved.names
        var members: [Declaration] = []
        if case .fields(let fields) = spec.viewState {
            members.append(state(fields: fields, types: spec.types, resolved: resolved))
        }
        switch spec.viewAction {
        case .none:
            members.append(.typeAlias(
                names.viewAction.declaration, access: names.access,
                documentation: ["\(spec.view.map { "`\($0.value)`" } ?? "The view") sends no actions."], "Never"))
        case .cases(let cases):
            members.append(action(cases: cases, resolved: resolved))
        case .existing:
            break
        }
        guard let view = names.view, !members.isEmpty else { return members }
        return [.extension(view, members: members)]
    }

    private static func viewName(_ spec: ConnectorSpec) -> String {
        spec.view.map { "`\($0.value)`" } ?? "the view"
    }

    private static func state(fields: [Field], types: [NestedType], resolved: ResolvedSpec) -> Declaration {
        let names = resolved.names
        var members: [Declaration] = fields.map {
            .constant(SwiftNames.escaped($0.name.value), access: names.access, type: $0.type.value)
        }
        if names.access != .internal {
            members.append(.memberwiseInitializer(fields.map { ($0.name.value, $0.type.value) }, access: names.access))
        }
        members += NestedTypeDeclarations.structs(types, names: names)
        return .struct(
            names.viewState.declaration, access: names.access, conformances: names.valueConformances,
            documentation: ["The state \(viewName(resolved.spec)) renders, derived from `\(names.appState)` by `\(names.qualifiedConnector)`."],
            members: members)
    }

    private static func action(cases: [ActionCase], resolved: ResolvedSpec) -> Declaration {
        let names = resolved.names
        return .enum(
            names.viewAction.declaration, access: names.access, conformances: names.viewActionDeclaresSendable ? ["Equatable", "Sendable"] : ["Equatable"],
            documentation: ["The actions \(viewName(resolved.spec)) sends, translated to `\(names.appAction)` by `\(names.qualifiedConnector)`."],
            members: cases.map { actionCase in
                // A type of `types` is nested in the view state, which the action enum is beside.
                let parameters = actionCase.parameters.map { parameter in
                    let type = ReferencedNames.qualifying(parameter.type.value, names: resolved.facts.nestedTypeNames, in: names.viewState.declaration)
                    return (parameter.isUnlabeled ? "_ " : "") + SwiftNames.escaped(parameter.label.value) + ": " + type
                }
                return .enumCase(SwiftNames.escaped(actionCase.name.value), parameters: parameters)
            })
    }
}
