/// A name the generated code declares cannot be `self`: Swift reads `self`, backticks or not,
/// as the value itself wherever the code names it (`self.connector` in an initializer with an
/// input `self` is the input's member), so the code does not compile, or reads the wrong value.
enum SelfNameRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        var names: [(Located<String>, DiagnosticMessage.IdentifierRole)] = spec.inputs.map { ($0.name, .input) }
        names += spec.slices.map { ($0.name, .slice) }
        names += spec.fields.map { ($0.name, .field) }
        names += spec.types.flatMap { $0.properties.map { ($0.name, .property) } }
        for actionCase in spec.actionCases {
            names.append((actionCase.name, .actionCase))
            names += actionCase.parameters.map { ($0.label, .label) }
        }
        for (name, role) in names where name.value == "self" {
            let suggestion = "selfValue"
            if context.isSafeRename(name.value, to: suggestion) {
                context.report(.nameReadAsSelf(as: role, suggestion: suggestion), at: name.location, replacingWritten: name.value)
            } else {
                context.report(.nameReadAsSelf(as: role, suggestion: suggestion), at: name.location)
            }
        }
    }
}
