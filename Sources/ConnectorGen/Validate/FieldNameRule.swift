/// A view state field named like a type in `types` would hide the type in the view state.
enum FieldNameRule: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        let typeNames = Dictionary(spec.types.map { ($0.name.value, $0.name.location) }, uniquingKeysWith: { first, _ in first })
        for field in spec.fields {
            if let typeLocation = typeNames[field.name.value] {
                context.report(
                    .fieldNamedLikeType(field.name.value), at: field.name.location,
                    notes: [.typeDeclaration(field.name.value, at: typeLocation)])
            }
        }
    }
}
