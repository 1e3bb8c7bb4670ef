/// The messages of the keys only the `swiftdux` flavor reads, `require` and a field's `set`:
/// one constructor per message.
extension DiagnosticMessage {
    static let requireNotAList = Self(.requireNotAList, "'require' must be a list of slice names, e.g. '[todo]'")

    static func unknownRequiredSlice(_ name: String, suggestion: String?) -> Self {
        Self(
            .unknownRequiredSlice, "'require' names '\(name)', which is not a slice",
            fixIt: suggestion.map { "replace it with '\($0)'" } ?? "declare the slice under 'slices', e.g. '\(name): items[itemId]'",
            replacement: suggestion)
    }

    static func unknownSetterAction(field: String, action: String, suggestion: String?) -> Self {
        Self(
            .unknownSetterAction, "the field '\(field)' is set by '\(action)', which is not a view action",
            fixIt: suggestion.map { "replace it with '\($0)'" } ?? "add the action under 'viewAction', with one value of the field's type",
            replacement: suggestion)
    }

    /// - Parameters:
    ///   - action: The view action that `set` names.
    ///   - field: The field it sets.
    ///   - type: The field's type.
    ///   - values: How many associated values the action has.
    static func setterActionShape(action: String, field: String, type: String, values: Int) -> Self {
        let has = values == 1 ? "its value is of another type" : "it has \(values == 0 ? "none" : "\(values)")"
        return Self(
            .setterActionShape,
            "the view action '\(action)' sets the field '\(field)', so it takes one value, of the field's type '\(type)', but \(has)",
            fixIt: "write 'with: { \(field): \(type) }'")
    }

    /// - Parameters:
    ///   - key: `require`, or `set` for a field's.
    ///   - flavor: The spec's flavor.
    static func keyNeedsSwiftDux(_ key: String, flavor: String) -> Self {
        let what = key == "require"
            ? "'require' needs the flavor 'swiftdux', whose map returns no props while a required slice is missing"
            : "'set' needs the flavor 'swiftdux', whose props bind a field to the action that sets it"
        return Self(.keyNeedsSwiftDux, "\(what); this spec's flavor is '\(flavor)'", fixIt: "remove '\(key)', or set 'flavor: swiftdux'")
    }
}
