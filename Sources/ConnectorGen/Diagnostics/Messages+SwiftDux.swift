/// The diagnostics of the keys only the `swiftdux` flavor reads, `require` and a field's `set`: each
/// ID with its message constructors.
extension DiagnosticID {
    /// The diagnostics of this file, in the order `Docs/diagnostics.md` lists them.
    static let swiftDuxDiagnostics: [DiagnosticID] = [
        .requireNotAList, .unknownRequiredSlice, .nilViewStateWithoutRequire, .unknownSetterAction, .setterActionShape, .keyNeedsSwiftDux,
    ]
}

// MARK: - SwiftDux keys

extension DiagnosticID {
    /// `'require' must be a list of slice names, e.g. '[todo]'`
    public static let requireNotAList = DiagnosticID("RequireNotAList", .error, summary: "`require` is not a list of slice names.")
}
extension DiagnosticMessage {
    static let requireNotAList = Self(.requireNotAList, "'require' must be a list of slice names, e.g. '[todo]'")
}

extension DiagnosticID {
    /// `'require' names 'todos', which is not a slice`
    public static let unknownRequiredSlice = DiagnosticID("UnknownRequiredSlice", .error, summary: "`require` names something that is not a slice.")
}
extension DiagnosticMessage {
    static func unknownRequiredSlice(_ name: String, suggestion: String?) -> Self {
        Self(
            .unknownRequiredSlice, "'require' names '\(name)', which is not a slice",
            suggestion: suggestion, otherwise: "declare the slice under 'slices', e.g. '\(name): items[itemId]'")
    }

    /// `require` names the input `name`, which is never missing: a slice it reads may be.
    /// - Parameter readBy: The one slice whose path reads the input, which the fix-it requires.
    /// - Parameter alreadyRequired: Whether `require` lists that slice too: the fix-it then
    ///   removes the input.
    static func inputRequired(_ name: String, readBy slice: String?, alreadyRequired: Bool = false) -> Self {
        let text = "'require' names '\(name)', which is an input, not a slice"
        if let slice, alreadyRequired { return Self(.unknownRequiredSlice, text + ": it lists the slice '\(slice)' that reads it too", fixIt: "remove '\(name)'") }
        if let slice { return Self(.unknownRequiredSlice, text + ": the slice '\(slice)' reads it", suggestion: slice) }
        let base = ["Id", "ID", "Key"].lazy.compactMap { name.hasSuffix($0) && name.count > $0.count ? String(name.dropLast($0.count)) : nil }.first ?? name + "Item"
        return Self(.unknownRequiredSlice, text + ": an input is always there", fixIt: "require a slice the input reads, declared under 'slices', e.g. '\(base): items[\(name)]'")
    }
}

extension DiagnosticID {
    /// `the example 'empty' expects nil, but the view state is never nil: only 'require' makes it optional`
    public static let nilViewStateWithoutRequire = DiagnosticID(
        "NilViewStateWithoutRequire", .error,
        summary: "A state example expects `nil` from a spec without `require`, whose generated view state is never `nil`.")
}
extension DiagnosticMessage {
    /// - Parameter flavor: The spec's flavor when it cannot take `require` (`swiftuiflux`),
    ///   whose `map` always returns props.
    static func nilViewStateWithoutRequire(_ example: String, flavorWithoutRequire flavor: String? = nil) -> Self {
        if let flavor {
            return Self(
                .nilViewStateWithoutRequire, "the example '\(example)' expects nil, but with the flavor '\(flavor)' map always returns props",
                fixIt: "expect the props this state maps to")
        }
        return Self(
            .nilViewStateWithoutRequire,
            "the example '\(example)' expects nil, but the view state is never nil: only 'require' makes it optional, nil while a slice it names is missing",
            fixIt: "expect the view state this state maps to, or name the slices that must be present under 'require'")
    }
}

extension DiagnosticID {
    /// `the field 'text' is set by 'setTxt', which is not a view action`
    public static let unknownSetterAction = DiagnosticID(
        "UnknownSetterAction", .error,
        summary: "A field's `set` names something that is not a view action.")
}
extension DiagnosticMessage {
    static func unknownSetterAction(field: String, action: String, suggestion: String?) -> Self {
        Self(
            .unknownSetterAction, "the field '\(field)' is set by '\(action)', which is not a view action",
            suggestion: suggestion, otherwise: "add the action under 'viewAction', with one value of the field's type")
    }
}

extension DiagnosticID {
    /// `the view action 'setText' sets the field 'text', so it takes one value, of the field's type 'String'`
    public static let setterActionShape = DiagnosticID(
        "SetterActionShape", .error,
        summary: "The view action a field's `set` names does not take exactly one value of the field's type.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - action: The view action that `set` names.
    ///   - field: The field it sets.
    ///   - type: The field's type.
    ///   - values: How many associated values the action has.
    ///   - label: The value's label in the fix-it, as the action declares it when it has one value.
    ///   - misspelt: The value's type when it reads as a misspelling of the field's: the
    ///     fix-it replaces it.
    ///   - fieldTypeMeant: The value's type when the field's reads as a misspelling of it: the
    ///     fix-it replaces the field's.
    static func setterActionShape(
        action: String, field: String, type: String, values: Int, label: String, misspelt: String? = nil, fieldTypeMeant: String? = nil
    ) -> Self {
        if let fieldTypeMeant {
            return Self(
                .setterActionShape, "the view action '\(action)' sets the field '\(field)', whose type '\(type)' reads as a misspelling of '\(fieldTypeMeant)', the type of the action's value",
                replacing: type, suggestion: fieldTypeMeant)
        }
        let has = values == 1 ? "its value is of another type" : "it has \(values == 0 ? "none" : "\(values)")"
        let text = "the view action '\(action)' sets the field '\(field)', so it takes one value, of the field's type '\(type)', but \(has)"
        if let misspelt {
            return Self(.setterActionShape, text, replacing: misspelt, suggestion: type)
        }
        // Types are compared as written: an alias of the field's type is written as the field writes it.
        return Self(.setterActionShape, text, fixIt: "write 'with: { \(label): \(YAMLScalarText.flowScalarInMessage(type)) }', the type as the field writes it")
    }
}

extension DiagnosticID {
    /// `'require' needs the flavor 'swiftdux', whose map returns no props while a slice is missing; …`
    public static let keyNeedsSwiftDux = DiagnosticID(
        "KeyNeedsSwiftDux", .error,
        summary: "`require` in a `swiftuiflux` spec, or a field's `set` in the connector form, which has no props.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - key: `require`, or `set` for a field's.
    ///   - flavor: The spec's flavor.
    /// - Parameter fromConfig: Whether the spec's flavor is the target's, which
    ///   `connector-gen.yml` sets.
    static func keyNeedsSwiftDux(_ key: String, flavor: String, fromConfig: Bool = false) -> Self {
        if key == "require" {
            return Self(
                .keyNeedsSwiftDux,
                "'require' needs a mapping that can return nothing while a required slice is missing, as the connector form and the flavor 'swiftdux' can; this spec's flavor is '\(flavor)'"
                    + (fromConfig ? ", the target's, which connector-gen.yml sets" : ""),
                fixIt: fromConfig
                    ? "remove 'require', or set 'flavor: swiftdux' in connector-gen.yml if the target's views are SwiftDux's, or in this spec"
                    : "remove 'require', or set 'flavor: swiftdux'")
        }
        return Self(
            .keyNeedsSwiftDux,
            "'set' needs the flavor 'swiftdux' or 'swiftuiflux', whose props bind a field to the action that sets it; in the connector form a container's 'bindings' do",
            fixIt: "remove 'set', and bind the field in the container's 'bindings'")
    }
}
