/// The messages about a spec's SwiftUI `container`, its `bindings`, `previews`, and the
/// `container` defaults in `connector-gen.yml`.
extension DiagnosticMessage {
    static func invalidContainerChoice(_ key: String, _ value: String, known: [String], suggestion: String?) -> Self {
        let choices = known.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(known.last ?? "")'"
        return Self(
            .invalidContainerChoice, "'\(key)' must be \(choices), not '\(value)'",
            fixIt: suggestion.map { "replace it with '\($0)'" }, replacement: suggestion)
    }

    /// - Parameter example: A valid value for the key, for the fix-it.
    static func invalidStoreMember(_ key: String, _ value: String, example: String) -> Self {
        let what = key == "state" ? "a property of the store" : "a method of the store taking one argument"
        return Self(
            .invalidStoreMember, "'\(key)' must name \(what), e.g. '\(example)', not '\(value)'",
            fixIt: key == "state" ? "write the property's name" : "write the method's name, and its argument label as 'name(label:)'")
    }

    /// - Parameter key: `container` or `previews`.
    static func containerWithoutView(_ key: String) -> Self {
        Self(
            .containerWithoutView, "'\(key)' renders the spec's view, but the spec has no 'view'",
            fixIt: "add 'view: <RenderingView>', the view the container renders")
    }

    static func containerWithoutStore(view: String) -> Self {
        Self(
            .containerWithoutStore, "the container of '\(view)' does not know the app's store type",
            fixIt: "add 'container: { store: <AppStore> }' to connector-gen.yml, or 'store: <AppStore>' under this 'container'")
    }

    /// - Parameters:
    ///   - key: `viewState` or `viewAction`.
    ///   - type: The existing type it names.
    static func containerNeedsFields(_ key: String, type: String) -> Self {
        let what = key == "viewState" ? "each view state field" : "a closure per view action"
        return Self(
            .containerNeedsFields, "the values shape passes \(what) to the view, but '\(key)' names the existing type '\(type)'",
            fixIt: "set 'shape: viewModel' under 'container', or list the \(key == "viewState" ? "fields" : "actions")")
    }

    static func containerWithFlavor(_ key: String, flavor: String) -> Self {
        Self(
            .containerWithFlavor, "'\(key)' needs the flavor 'connector'; with the flavor '\(flavor)' the view connects itself",
            fixIt: "remove '\(key)', or set 'flavor: connector'")
    }

    static func containerArgumentClash(_ name: String) -> Self {
        Self(
            .containerArgumentClash, "the field '\(name)' and the action '\(name)' would both be the argument '\(name)' of the view",
            fixIt: "rename the action or the field, or pair them under 'bindings' as '\(name): \(name)'")
    }

    /// - Parameters:
    ///   - what: `field` or `action`.
    ///   - known: The names the spec has.
    static func unknownBindingName(_ what: String, _ name: String, known: [String], suggestion: String?) -> Self {
        let owner = what == "field" ? "the view state" : "'viewAction'"
        if let suggestion {
            return Self(
                .unknownBindingName, "'bindings' names the \(what) '\(name)', which \(owner) does not have; did you mean '\(suggestion)'?",
                fixIt: "replace '\(name)' with '\(suggestion)'", replacement: suggestion)
        }
        let list = known.isEmpty ? "it has none" : "the \(what)s are " + known.map { "'\($0)'" }.joined(separator: ", ")
        return Self(.unknownBindingName, "'bindings' names the \(what) '\(name)', which \(owner) does not have", fixIt: list)
    }

    static func bindingTypeMismatch(field: String, type: String, action: String, takes: String) -> Self {
        Self(
            .bindingTypeMismatch,
            "the binding of '\(field)' sends '\(action)', which must take one value of the field's type '\(type)'; it takes \(takes)",
            fixIt: "declare the action with 'with: { <label>: \(type) }'")
    }

    static var bindingsNeedValues: Self {
        Self(
            .bindingsNeedValues, "'bindings' apply to the values shape; with 'shape: viewModel' the view makes its own bindings",
            fixIt: "remove 'bindings', or set 'shape: values'")
    }

    static var previewsWithoutStateExample: Self {
        Self(
            .previewsWithoutStateExample, "'previews' is true, but no example gives a state to preview",
            fixIt: "add an example with 'given' and 'expect'")
    }
}
