/// The spec's `types`, as the structs nested in a view's `State` or a flavor's `Props`.
enum NestedTypeDeclarations {
    /// One struct per type, its properties in spec order, with a memberwise initializer when
    /// the access level hides Swift's own.
    static func structs(_ types: [NestedType], names: ConnectorNames) -> [Declaration] {
        types.map { type in
            var properties: [Declaration] = type.properties.map {
                .constant(SwiftNames.escaped($0.name.value), access: names.access, type: $0.type.value)
            }
            if names.access != .internal {
                properties.append(.memberwiseInitializer(type.properties.map { ($0.name.value, $0.type.value) }, access: names.access))
            }
            return .struct(
                SwiftNames.escaped(type.name.value), access: names.access, conformances: names.conformances(ofNestedType: type.name.value), members: properties)
        }
    }

    /// `typealias Name = Props.Name` for each type, so that `from` and `to` name them plainly
    /// in a flavor's extension of the view.
    static func aliases(_ types: [NestedType], in container: String, names: ConnectorNames) -> [Declaration] {
        types.map { type in
            let name = SwiftNames.escaped(type.name.value)
            return .typeAlias(name, access: names.access, "\(container).\(name)")
        }
    }
}
