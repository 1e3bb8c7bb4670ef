/// The diagnostics of a spec's SwiftUI `container`, its `bindings`, `previews`, and the `container`
/// defaults in `connector-gen.yml`: each ID with its message constructors.
extension DiagnosticID {
    /// The diagnostics of this file, in the order `Docs/diagnostics.md` lists them.
    static let containerDiagnostics: [DiagnosticID] = [
        .invalidContainerChoice, .invalidStoreMember, .containerWithoutView, .containerNamedLikeView, .containerWithoutStore, .containerNeedsFields,
        .containerWithFlavor, .containerWithRequire, .containerArgumentClash, .containerArgumentNamedBody, .unknownBindingName, .bindingTypeMismatch, .bindingsNeedValues,
        .providedStoreNeedsValues, .previewsWithoutStateExample,
    ]
}

// MARK: - Containers and previews

extension DiagnosticID {
    /// `'source' must be 'environmentObject', 'observedObject', 'environment' or 'parameter', not 'environmentObj'`
    public static let invalidContainerChoice = DiagnosticID(
        "InvalidContainerChoice", .error,
        summary: "A container's `source` or `shape` is not one of the choices.")
}
extension DiagnosticMessage {
    static func invalidContainerChoice(_ key: String, _ value: String, known: [String], suggestion: String?) -> Self {
        invalidChoice(.invalidContainerChoice, key: key, value: value, known: known, suggestion: suggestion)
    }
}

extension DiagnosticID {
    /// `'send' must name a method of the store taking one argument, e.g. 'dispatch(_:)', not 'send action'`
    public static let invalidStoreMember = DiagnosticID(
        "InvalidStoreMember", .error,
        summary: "A container's `state`, `send`, `connect` or `stub` does not name a member of the store.")
}
extension DiagnosticMessage {
    /// - Parameter example: A valid value for the key, for the fix-it.
    static func invalidStoreMember(_ key: String, _ value: String, example: String) -> Self {
        let what = key == "state" ? "a property of the store" : "a method of the store taking one argument"
        return Self(
            .invalidStoreMember, "'\(key)' must name \(what), e.g. '\(example)', not '\(value)'",
            fixIt: key == "state" ? "write the property's name" : "write the method's name, and its argument label as 'name(label:)'")
    }
}

extension DiagnosticID {
    /// `'container' renders the spec's view, but the spec has no 'view'`
    public static let containerWithoutView = DiagnosticID(
        "ContainerWithoutView", .error,
        summary: "`container` or `previews` without `view`, the rendering view.")
}
extension DiagnosticMessage {
    /// - Parameter key: `container` or `previews`.
    static func containerWithoutView(_ key: String) -> Self {
        Self(
            .containerWithoutView, "'\(key)' renders the spec's view, but the spec has no 'view'",
            fixIt: "add 'view: <RenderingView>', the view the container renders")
    }
}

extension DiagnosticID {
    /// `the container does not know the app's store type`
    public static let containerWithoutStore = DiagnosticID(
        "ContainerWithoutStore", .error,
        summary: "Neither the spec's `container` nor `connector-gen.yml` names the app's store type.")
}
extension DiagnosticMessage {
    static func containerWithoutStore(view: String) -> Self {
        Self(
            .containerWithoutStore, "the container of '\(view)' does not know the app's store type",
            fixIt: "add 'container: { store: <#AppStore#> }' to connector-gen.yml, or 'store: <#AppStore#>' under this 'container'")
    }
}

extension DiagnosticID {
    /// `the container passes each view state field to the view, but 'viewState' names the existing type 'ListState'`
    public static let containerNeedsFields = DiagnosticID(
        "ContainerNeedsFields", .error,
        summary: "A container or previews of the values shape, with an existing view state or action type.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - key: `viewState` or `viewAction`.
    ///   - type: The existing type it names.
    static func containerNeedsFields(_ key: String, type: String) -> Self {
        let what = key == "viewState" ? "each view state field" : "a closure per view action"
        return Self(
            .containerNeedsFields, "the values shape passes \(what) to the view, but '\(key)' names the existing type '\(type)'",
            fixIt: "set 'shape: viewModel' under 'container', or list the \(key == "viewState" ? "fields" : "actions")")
    }
}

extension DiagnosticID {
    /// `'container' needs the flavor 'connector'; with 'swiftuiflux' the view connects itself`
    public static let containerWithFlavor = DiagnosticID(
        "ContainerWithFlavor", .error,
        summary: "`container` or `previews` with a flavor other than `connector`.")
}
extension DiagnosticMessage {
    static func containerWithFlavor(_ key: String, flavor: String) -> Self {
        Self(
            .containerWithFlavor, "'\(key)' needs the flavor 'connector'; with the flavor '\(flavor)' the view connects itself",
            fixIt: "remove '\(key)', or set 'flavor: connector'")
    }
}

extension DiagnosticID {
    /// `'container' renders the view state of every state, but 'require' leaves it out while 'note' is missing`
    public static let containerWithRequire = DiagnosticID(
        "ContainerWithRequire", .error,
        summary: "`container` or `previews` in a spec whose view state is optional (`require`).")
}
extension DiagnosticMessage {
    static func containerWithRequire(_ key: String, slice: String) -> Self {
        Self(
            .containerWithRequire,
            "'\(key)' renders the view with a view state, but 'require' leaves it out while '\(slice)' is missing",
            fixIt: "remove '\(key)' and render the view where the optional view state is unwrapped, or remove 'require'")
    }
}

extension DiagnosticID {
    /// `the container 'SearchView' would have the name of the view it renders`
    public static let containerNamedLikeView = DiagnosticID(
        "ContainerNamedLikeView", .error, summary: "A container's `name` is the spec's `view`, which the container renders.")
}
extension DiagnosticMessage {
    /// - Parameter defaultName: The container's name without `name`.
    static func containerNamedLikeView(_ name: String, defaultName: String) -> Self {
        Self(
            .containerNamedLikeView, "the container '\(name)' would have the name of the view it renders",
            fixIt: "name it otherwise, such as '\(defaultName)', the name it has without 'name'")
    }
}

extension DiagnosticID {
    /// `the field 'rate' and the action 'rate' would both be the argument 'rate' of the view`
    public static let containerArgumentClash = DiagnosticID(
        "ContainerArgumentClash", .error,
        summary: "In the values shape, a view action has the name of a field: both are arguments of the view.")
}
extension DiagnosticMessage {
    /// - Parameter canBind: Whether the action takes one value of the field's type, so that
    ///   `bindings` can pair them into one `Binding` argument.
    static func containerArgumentClash(_ name: String, canBind: Bool) -> Self {
        Self(
            .containerArgumentClash, "the field '\(name)' and the action '\(name)' would both be the argument '\(name)' of the view",
            fixIt: canBind ? "rename the action or the field, or pair them under 'bindings' as '\(name): \(name)'" : "rename the action or the field")
    }
}

extension DiagnosticID {
    /// `the values shape passes the field 'body' to the view as its argument 'body', the name of the view's own 'body'`
    public static let containerArgumentNamedBody = DiagnosticID(
        "ContainerArgumentNamedBody", .warning,
        summary: "In the values shape, a field or view action is named `body`: the view's argument of that name would be its `body`, unless the view's own `init(body:)` stores it under another name.")
}
extension DiagnosticMessage {
    /// - Parameter kind: `field` or `action`.
    static func containerArgumentNamedBody(_ kind: String) -> Self {
        Self(
            .containerArgumentNamedBody, "the values shape passes the \(kind) 'body' to the view as its argument 'body', the name of the view's own 'body'",
            fixIt: "rename the \(kind), set 'shape: viewModel' under 'container', or give the view an 'init(body:)' that stores it under another name")
    }
}

extension DiagnosticID {
    /// `'bindings' names the field 'drafts', which the view state does not have; did you mean 'draft'?`
    public static let unknownBindingName = DiagnosticID(
        "UnknownBindingName", .error,
        summary: "A binding names a field or an action the spec does not have.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - what: `field` or `action`.
    ///   - known: The names the spec has.
    static func unknownBindingName(_ what: String, _ name: String, known: [String], suggestion: String?) -> Self {
        let owner = what == "field" ? "the view state" : "'viewAction'"
        if let suggestion {
            return Self(
                .unknownBindingName, "'bindings' names the \(what) '\(name)', which \(owner) does not have; did you mean '\(suggestion)'?",
                replacing: name, suggestion: suggestion)
        }
        let list = known.isEmpty ? "it has none" : "the \(what)s are " + quotedList(known)
        return Self(.unknownBindingName, "'bindings' names the \(what) '\(name)', which \(owner) does not have", fixIt: list)
    }
}

extension DiagnosticID {
    /// `the binding of 'draft' sends 'edit', which must take one value of the field's type 'String'`
    public static let bindingTypeMismatch = DiagnosticID(
        "BindingTypeMismatch", .error,
        summary: "A binding's action does not take exactly one value of its field's type.")
}
extension DiagnosticMessage {
    /// - Parameter fitting: The view actions that take one value of the field's type, which
    ///   the binding could send instead, but for those another binding sends; with one, the
    ///   fix-it is the edit that names it.
    /// - Parameter fieldsOfItsType: The fields bound to nothing whose type is the one value the
    ///   action takes: the field may be the mistake, so the fix-it names them, in words.
    /// - Parameters:
    ///   - misspelt: The value's type when it reads as a misspelling of the field's: the fix-it replaces it.
    ///   - mayBeAlias: Whether the one value's type is not a standard type, so may be an alias of
    ///     the field's: the fix-it says that types are compared as written.
    static func bindingTypeMismatch(
        field: String, type: String, action: String, takes: String, fitting: [String], fieldsOfItsType: [String] = [], misspelt: String? = nil,
        mayBeAlias: Bool = false
    ) -> Self {
        let text = "the binding of '\(field)' sends '\(action)', which must take one value of the field's type '\(type)'; it takes \(takes)"
        if let misspelt {
            return Self(.bindingTypeMismatch, text, replacing: misspelt, suggestion: type)
        }
        if !fieldsOfItsType.isEmpty {
            let orAction = fitting.isEmpty ? "" : ", or bind '\(field)' to \(alternatives(fitting))"
            return Self(.bindingTypeMismatch, text, fixIt: "bind \(alternatives(fieldsOfItsType)) to '\(action)' in its place\(orAction)")
        }
        switch fitting.count {
        case 0:
            // Types are compared as written: an alias of the field's type is written as the field writes it.
            return Self(
                .bindingTypeMismatch, text,
                fixIt: "add a view action that takes one \(type), 'with: { <#label#>: \(YAMLScalarText.flowScalarInMessage(type)) }', and bind that"
                    + (mayBeAlias ? "; types are compared as written, so write an alias of '\(type)' as '\(type)'" : ""))
        case 1:
            return Self(.bindingTypeMismatch, text, fixIt: "bind '\(fitting[0])', which takes one \(type)", replacement: fitting[0])
        default:
            return Self(.bindingTypeMismatch, text, fixIt: "bind one of the actions that take one \(type): \(quotedList(fitting))")
        }
    }
}

extension DiagnosticID {
    /// `'bindings' apply to the values shape; with 'shape: viewModel' the view makes its own bindings`
    public static let bindingsNeedValues = DiagnosticID(
        "BindingsNeedValues", .error,
        summary: "`bindings` with the view-model shape, where the view makes its own bindings.")
}
extension DiagnosticMessage {
    static let bindingsNeedValues = Self(
        .bindingsNeedValues, "'bindings' apply to the values shape; with 'shape: viewModel' the view makes its own bindings",
        fixIt: "remove 'bindings', or set 'shape: values'")
}

extension DiagnosticID {
    /// `a container of 'source: provideStore' passes the view its values; 'shape: viewModel' needs a store the container holds`
    public static let providedStoreNeedsValues = DiagnosticID(
        "ProvidedStoreNeedsValues", .error,
        summary: "`source: provideStore` with the view-model shape, which needs a store the container holds.")
}
extension DiagnosticMessage {
    static let providedStoreNeedsValues = Self(
        .providedStoreNeedsValues,
        "a container of 'source: provideStore' renders through SwiftDux's 'Connector', which passes the view its values; 'shape: viewModel' needs a store the container holds",
        fixIt: "set 'shape: values'")
}

extension DiagnosticID {
    /// `'previews' is true, but no example gives a state to preview`
    public static let previewsWithoutStateExample = DiagnosticID(
        "PreviewsWithoutStateExample", .warning,
        summary: "`previews` is true, but no example gives a state to preview.")
}
extension DiagnosticMessage {
    static let previewsWithoutStateExample = Self(
        .previewsWithoutStateExample, "'previews' is true, but no example gives a state to preview",
        fixIt: "add an example with 'given' and 'expect'")
}
