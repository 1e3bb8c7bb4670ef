/// One connector, as described by a `*.connector.yml` spec.
public struct ConnectorSpec: Hashable, Sendable {
    /// The name of the generated connector type, e.g. `WatchedHistoryConnector`.
    public var connector: Located<String>
    /// The app state type the connector reads.
    public var state: Located<String>
    /// The app action type the connector produces.
    public var action: Located<String>
    /// The type the generated view types are nested in, if any.
    public var view: Located<String>?
    /// The values the connector is created with, such as the id of the item a screen shows;
    /// in scope in slice paths, `from` and `to`.
    public var inputs: [ConnectorInput]
    /// Named reads of the app state, bound as locals in `connect(state:)`.
    public var slices: [Slice]
    /// The view state: generated fields, or an existing type.
    public var viewState: ViewStateSpec
    /// Value types nested in the generated view state.
    public var types: [NestedType]
    /// The view actions: generated cases, an existing type, or none.
    public var viewAction: ViewActionSpec
    /// Modules the generated file imports, in addition to the target's.
    public var imports: [Located<String>]
    /// The access level of the generated declarations, when the spec sets one.
    public var access: Located<AccessLevel>?
    /// Examples that become generated unit tests.
    public var examples: [Example]
    /// The location of the spec's first key, for problems with the spec as a whole.
    public var location: SourceLocation

    /// Creates a spec.
    public init(
        connector: Located<String>, state: Located<String>, action: Located<String>, view: Located<String>?,
        inputs: [ConnectorInput] = [], slices: [Slice], viewState: ViewStateSpec, types: [NestedType], viewAction: ViewActionSpec,
        imports: [Located<String>], access: Located<AccessLevel>?, examples: [Example], location: SourceLocation
    ) {
        self.connector = connector
        self.state = state
        self.action = action
        self.view = view
        self.inputs = inputs
        self.slices = slices
        self.viewState = viewState
        self.types = types
        self.viewAction = viewAction
        self.imports = imports
        self.access = access
        self.examples = examples
        self.location = location
    }
}

/// `name: Type` under `inputs`: a value the connector is created with.
public struct ConnectorInput: Hashable, Sendable {
    /// The input's name: a stored property of the connector and a label of its initializer.
    public var name: Located<String>
    /// The input's Swift type.
    public var type: Located<String>
}

/// `name: key.path` under `slices`: binds `let name = state.key.path`.
public struct Slice: Hashable, Sendable {
    /// The local's name.
    public var name: Located<String>
    /// The path read from the app state, without the leading `state.`.
    public var path: SwiftCode
}

/// What a view state is made of.
public enum ViewStateSpec: Hashable, Sendable {
    /// A generated struct with these fields, in spec order.
    case fields([Field])
    /// An existing type: the whole view state is `state.<slice>` (the derived-store form).
    case existing(type: Located<String>, slice: SwiftCode)
}

/// One field of a generated view state.
public struct Field: Hashable, Sendable {
    /// Where a field's value comes from.
    public enum Source: Hashable, Sendable {
        /// A Swift expression over `state` and the slices.
        case expression(SwiftCode)
        /// The slice of the same name, copied as it is.
        case slice
    }

    /// The field's name.
    public var name: Located<String>
    /// The field's Swift type.
    public var type: Located<String>
    /// Where its value comes from.
    public var source: Source
}

/// A value type nested in the generated view state, from `types`.
public struct NestedType: Hashable, Sendable {
    /// One stored property of a nested type.
    public struct Property: Hashable, Sendable {
        /// The property's name.
        public var name: Located<String>
        /// The property's Swift type.
        public var type: Located<String>
    }

    /// The type's name.
    public var name: Located<String>
    /// Its stored properties, in spec order.
    public var properties: [Property]
}

/// What a view's actions are.
public enum ViewActionSpec: Hashable, Sendable {
    /// The view sends nothing.
    case none
    /// A generated enum with these cases, in spec order.
    case cases([ActionCase])
    /// An existing type: each view action is sent as `.<embed>(action)` (the derived-store form).
    case existing(type: Located<String>, embed: Located<String>)
}

/// One case of a generated view action enum.
public struct ActionCase: Hashable, Sendable {
    /// One associated value of a case.
    public struct Parameter: Hashable, Sendable {
        /// The label, which also names the binding in `connect(action:)`.
        public var label: Located<String>
        /// The Swift type.
        public var type: Located<String>
    }

    /// The case's name.
    public var name: Located<String>
    /// Its associated values, in order.
    public var parameters: [Parameter]
    /// The app action the case sends, a Swift expression over the parameters.
    public var appAction: SwiftCode
}

/// An example that becomes a generated unit test.
public struct Example: Hashable, Sendable {
    /// What an example checks.
    public enum Kind: Hashable, Sendable {
        /// `connect(state: given) == expect`.
        case state(given: SwiftCode, expect: SwiftCode)
        /// `connect(action: send) == expect`.
        case action(send: SwiftCode, expect: SwiftCode)
    }

    /// The test's name.
    public var name: Located<String>
    /// The inputs the example's connector is created with, in the order written.
    public var inputs: [ExampleInput]
    /// What it checks.
    public var kind: Kind
    /// Where the example starts.
    public var location: SourceLocation
}

/// `name: value` under an example's `inputs`: the value the connector is created with.
public struct ExampleInput: Hashable, Sendable {
    /// The input's name.
    public var name: Located<String>
    /// The value, a Swift expression.
    public var value: SwiftCode
}

/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Comparable, Hashable, Sendable {
    /// Visible in the module.
    case `internal`
    /// Visible in the package.
    case `package`
    /// Visible to every client.
    case `public`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
