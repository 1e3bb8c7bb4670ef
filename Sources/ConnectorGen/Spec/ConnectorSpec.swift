/// One connector, as described by a `*.connector.yml` spec.
package struct ConnectorSpec: Hashable, Sendable {
    /// The name of the generated connector type, e.g. `WatchedHistoryConnector`.
    package var connector: Located<String>
    /// The app state type the connector reads.
    package var state: Located<String>
    /// The app action type the connector produces.
    package var action: Located<String>
    /// The type the generated view types are nested in, if any.
    package var view: Located<String>?
    /// The values the connector is created with, such as the id of the item a screen shows;
    /// in scope in slice paths, `from` and `to`.
    package var inputs: [ConnectorInput]
    /// The names written under `inputs`, those whose type failed to decode included: an
    /// example that gives one of them is not also told the input is unknown.
    package var inputNamesWritten: Set<String> = []
    /// Whether `inputs` is written but could not be read: not a mapping, or indented under
    /// another key. An example that gives inputs is then not told the spec has none.
    package var inputsUnread = false
    /// The names written under `slices`, those whose path failed to decode included: a
    /// `require` that names one of them is not also told the slice is unknown.
    package var sliceNamesWritten: Set<String> = []
    /// How a flavor's example tests make the view, a Swift expression in which the inputs are
    /// in scope; without it, they call `View(input: value, …)` with the inputs in spec order.
    package var makeView: SwiftCode? = nil
    /// Named reads of the app state, bound as locals in `connect(state:)`.
    package var slices: [Slice]
    /// The slices that must be present, from `require`: each is bound with `guard let`, and
    /// without it the view has no props (flavor `swiftdux`).
    package var required: [Located<String>] = []
    /// The keys, of those whose whole value a rule reads (`slices`, `require`, `viewAction`), that had
    /// an error as they were decoded, or were misspelt: what failed to read is missing, not
    /// wrong, so those rules say nothing of it.
    package var keysReadInPart: Set<String> = []
    /// The view state: generated fields, or an existing type.
    package var viewState: ViewStateSpec
    /// Value types nested in the generated view state.
    package var types: [NestedType]
    /// The view actions: generated cases, an existing type, or none.
    package var viewAction: ViewActionSpec
    /// Modules the generated file imports, in addition to the target's.
    package var imports: [Located<String>]
    /// The access level of the generated declarations, when the spec sets one.
    package var access: Located<AccessLevel>?
    /// Whether the connector returns its last view state while the slices it reads are
    /// unchanged, when the spec says; otherwise the target's `memoize`.
    package var memoize: Located<Bool>? = nil
    /// Whether the generated view types conform to `Sendable`, when the spec says; otherwise
    /// the target's `sendable`.
    package var sendable: Located<Bool>? = nil
    /// What the spec generates, when it sets it; otherwise the target's default.
    package var flavor: Located<TargetConfig.Flavor>?
    /// The SwiftUI container view to generate for the spec's view, if any.
    package var container: ContainerSpec? = nil
    /// Whether the spec generates a preview per state example, when it says; otherwise the
    /// target's `previews`.
    package var previews: Located<Bool>? = nil
    /// Examples that become generated unit tests.
    package var examples: [Example]
    /// The location of the spec's first key, for problems with the spec as a whole.
    package var location: SourceLocation

    /// Creates a spec.
    package init(
        connector: Located<String>, state: Located<String>, action: Located<String>, view: Located<String>?,
        inputs: [ConnectorInput] = [], slices: [Slice], viewState: ViewStateSpec, types: [NestedType], viewAction: ViewActionSpec,
        imports: [Located<String>], access: Located<AccessLevel>?, flavor: Located<TargetConfig.Flavor>? = nil,
        examples: [Example], location: SourceLocation
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
        self.flavor = flavor
        self.examples = examples
        self.location = location
    }
}

/// `name: Type` under `inputs`: a value the connector is created with.
package struct ConnectorInput: Hashable, Sendable {
    /// The input's name: a stored property of the connector and a label of its initializer.
    package var name: Located<String>
    /// The input's Swift type.
    package var type: Located<String>
}

/// `name: key.path` under `slices`: binds `let name = state.key.path`.
package struct Slice: Hashable, Sendable {
    /// The local's name.
    package var name: Located<String>
    /// The path read from the app state, without the leading `state.`.
    package var path: SwiftCode

    /// Whether the path reads `name` (an input), as a name of its own: `notes[noteId]`.
    func reads(_ name: String) -> Bool {
        ReferencedNames.names(in: "state." + path.text).contains(name)
    }
}

/// What a view state is made of.
package enum ViewStateSpec: Hashable, Sendable {
    /// A generated struct with these fields, in spec order.
    case fields([Field])
    /// An existing type: the whole view state is `state.<slice>` (the derived-store form).
    case existing(type: Located<String>, slice: SwiftCode)
}

/// One field of a generated view state.
package struct Field: Hashable, Sendable {
    /// Where a field's value comes from.
    package enum Source: Hashable, Sendable {
        /// A Swift expression over `state` and the slices.
        case expression(SwiftCode)
        /// The slice of the same name, copied as it is.
        case slice
    }

    /// The field's name.
    package var name: Located<String>
    /// The field's Swift type.
    package var type: Located<String>
    /// Where its value comes from.
    package var source: Source
    /// The view action that sets the field, from `set`: in the flavors `swiftdux` and
    /// `swiftuiflux`, the field is a two-way prop that sends that action's app action.
    package var setter: Located<String>? = nil
}

/// A value type nested in the generated view state, from `types`.
package struct NestedType: Hashable, Sendable {
    /// One stored property of a nested type.
    package struct Property: Hashable, Sendable {
        /// The property's name.
        package var name: Located<String>
        /// The property's Swift type.
        package var type: Located<String>
    }

    /// The type's name.
    package var name: Located<String>
    /// Its stored properties, in spec order.
    package var properties: [Property]
}

/// What a view's actions are.
package enum ViewActionSpec: Hashable, Sendable {
    /// The view sends nothing.
    case none
    /// A generated enum with these cases, in spec order.
    case cases([ActionCase])
    /// An existing type: each view action is sent as `.<embed>(action)` (the derived-store form).
    case existing(type: Located<String>, embed: Located<String>)
}

/// One case of a generated view action enum.
package struct ActionCase: Hashable, Sendable {
    /// One associated value of a case.
    package struct Parameter: Hashable, Sendable {
        /// The label, which also names the binding in `connect(action:)`; for an unlabeled
        /// value, the name only.
        package var label: Located<String>
        /// The Swift type.
        package var type: Located<String>
        /// Whether the value has no label (`_ name: Type` in the spec): `case delete(_ id: ID)`
        /// is sent as `.delete(id)`.
        package var isUnlabeled = false

        /// The value as the case declares it: `label: Type` or `_ name: Type`.
        package var declaration: String {
            (isUnlabeled ? "_ " : "") + SwiftNames.escaped(label.value) + ": " + type.value
        }

        /// The value as a call passes `value`: `label: value`, or `value` when it has no label.
        package func argument(_ value: String) -> String {
            isUnlabeled ? value : SwiftNames.argumentLabel(label.value) + ": " + value
        }
    }

    /// The case's name.
    package var name: Located<String>
    /// Its associated values, in order.
    package var parameters: [Parameter]
    /// The app action the case sends, a Swift expression over the parameters.
    package var appAction: SwiftCode
    /// Why no example can check the action (`noExample`), when the spec says: an app action
    /// examples cannot compare, such as a SwiftDux `ActionPlan` or a thunk. It silences
    /// `ActionWithoutExample`, and the disabled test generated in the example's place gives it.
    package var noExample: Located<String>? = nil
}

/// An example that becomes a generated unit test.
package struct Example: Hashable, Sendable {
    /// What an example checks.
    package enum Kind: Hashable, Sendable {
        /// `connect(state: given) == expect`.
        case state(given: SwiftCode, expect: SwiftCode)
        /// `connect(action: send) == expect`.
        case action(send: SwiftCode, expect: SwiftCode)
    }

    /// The test's name.
    package var name: Located<String>
    /// The inputs the example's connector is created with, in the order written.
    package var inputs: [ExampleInput]
    /// What it checks.
    package var kind: Kind
    /// Where the example starts.
    package var location: SourceLocation
    /// The app state an action example's props are mapped from, from `given`: flavors other
    /// than `connector` map props from a state before an action prop can be called.
    package var state: SwiftCode? = nil
    /// Whether an action example's `expect` is its `dispatches`: the actions the app action
    /// sent dispatches when run against `given` (a plan), rather than that app action.
    package var checksDispatches = false
    /// Whether the example's `inputs` is written but is not a mapping: it is not also told
    /// which inputs it lacks.
    package var inputsUnread = false
    /// The names under the example's `inputs`, those whose value did not decode (and was
    /// reported) included: none of them is missing.
    package var inputNamesWritten: Set<String> = []
}

/// `name: value` under an example's `inputs`: the value the connector is created with.
package struct ExampleInput: Hashable, Sendable {
    /// The input's name.
    package var name: Located<String>
    /// The value, a Swift expression.
    package var value: SwiftCode
}

extension ConnectorSpec {
    /// The view state fields the spec lists; none when `viewState` names an existing type.
    package var fields: [Field] {
        if case .fields(let fields) = viewState { return fields }
        return []
    }

    /// Whether the view sends actions: its `viewAction` lists cases, or names an existing type.
    package var sendsActions: Bool {
        !actionCases.isEmpty || existingViewActionType != nil
    }

    /// The view action cases the spec lists; none when `viewAction` names an existing type or is absent.
    package var actionCases: [ActionCase] {
        if case .cases(let cases) = viewAction { return cases }
        return []
    }

    /// The existing type `viewState` names instead of listing fields, if it does.
    package var existingViewStateType: Located<String>? {
        if case .existing(let type, _) = viewState { type } else { nil }
    }

    /// The existing type `viewAction` names instead of listing cases, if it does.
    package var existingViewActionType: Located<String>? {
        if case .existing(let type, _) = viewAction { type } else { nil }
    }

    /// The examples that give a state and expect a view state, in spec order.
    package var stateExamples: [Example] {
        examples.filter { if case .state = $0.kind { true } else { false } }
    }
}
