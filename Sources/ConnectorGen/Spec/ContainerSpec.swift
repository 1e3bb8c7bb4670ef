/// How a generated SwiftUI container view reaches the app's store.
public enum StoreSource: String, CaseIterable, Hashable, Sendable {
    /// `@EnvironmentObject private var store: Store`: an `ObservableObject` an ancestor view
    /// supplies with `environmentObject(_:)`.
    case environmentObject
    /// `@ObservedObject private var store: Store`: an `ObservableObject` passed to the
    /// container's initializer.
    case observedObject
    /// `@Environment(Store.self) private var store`: an `@Observable` store an ancestor view
    /// supplies with `environment(_:)`.
    case environment
    /// `private let store: Store`: any store, passed to the container's initializer.
    case parameter
    /// A SwiftDux store an ancestor view supplies with `provideStore(_:)`: the container renders
    /// through SwiftDux's `Connector`, which maps the store's state as it changes, and sends
    /// through `@Environment(\.actionDispatcher)`.
    case provideStore
}

/// What a generated container passes to the rendering view.
public enum RenderingShape: String, CaseIterable, Hashable, Sendable {
    /// One argument per view state field and one closure per view action.
    case values
    /// The store connected through the connector: `viewModel: store.connect(using: connector)`.
    case viewModel
}

/// A member of the app's store that generated code calls with one argument: `send`, or
/// `dispatch(action:)` for a labelled one.
public struct StoreMethod: Hashable, Sendable {
    /// The method's base name.
    public var name: String
    /// The argument's label; `nil` when it has none.
    public var label: String?

    /// Creates a method reference.
    public init(name: String, label: String? = nil) {
        self.name = name
        self.label = label
    }

    /// Reads `name`, `name(_:)` or `name(label:)`; `nil` for anything else.
    public init?(_ text: String) {
        guard let open = text.firstIndex(of: "(") else {
            guard IdentifierRules.isValid(text) else { return nil }
            self.init(name: text)
            return
        }
        let name = String(text[..<open])
        var rest = text[text.index(after: open)...]
        guard IdentifierRules.isValid(name), rest.hasSuffix(":)") else { return nil }
        rest.removeLast(2)
        let label = String(rest)
        guard label == "_" || IdentifierRules.isValid(label) else { return nil }
        self.init(name: name, label: label == "_" ? nil : label)
    }

    /// The call on `receiver` with `argument`: `store.send(action)`.
    package func call(on receiver: String, _ argument: String) -> String {
        receiver + implicitCall(argument)
    }

    /// The call as an implicit member expression: `.stub(with: state)`.
    package func implicitCall(_ argument: String) -> String {
        "." + SwiftNames.escaped(name) + "(" + (label.map { SwiftNames.argumentLabel($0) + ": " } ?? "") + argument + ")"
    }

    /// The method as the configuration writes it.
    public var description: String { label.map { "\(name)(\($0):)" } ?? name }
}

/// `container:` in `connector-gen.yml`: how every container of the target reaches the store.
public struct ContainerDefaults: Hashable, Sendable {
    /// The app's store type, e.g. `AppStore` or `Store<AppState, AppAction>`.
    public var store: String?
    /// How containers get the store.
    public var source: StoreSource = .environmentObject
    /// What containers pass to the rendering view.
    public var shape: RenderingShape = .values
    /// The store's property holding the app state.
    public var state = "state"
    /// The store's method that takes an app action.
    public var send = StoreMethod(name: "send")
    /// The store's method that derives a view model from a connector.
    public var connect = StoreMethod(name: "connect", label: "using")
    /// The view model's static method that makes one showing a given view state and sending
    /// nowhere, for previews of the view-model shape: `.stub(with: state)`.
    public var stub = StoreMethod(name: "stub", label: "with")
    /// Where `connector-gen.yml` sets `state`, `send`, `connect` or `stub`, by key: the file and
    /// the value's place, at which the generated code that uses the member is mapped, so that
    /// the compiler reports a member the store lacks in `connector-gen.yml`.
    package var memberSources: [String: Located<String>] = [:]

    /// Creates the defaults.
    public init() {}
}

/// `container:` in a spec: generate a SwiftUI container view for the spec's view.
package struct ContainerSpec: Hashable, Sendable {
    /// The container's type name, when the spec sets one.
    package var name: Located<String>?
    /// The store type, when the spec sets one instead of the target's.
    package var store: Located<String>?
    /// How the container gets the store, when the spec sets it.
    package var source: Located<StoreSource>?
    /// What the container passes to the view, when the spec sets it.
    package var shape: Located<RenderingShape>?
    /// View state fields the view edits through a `Binding`, each paired with the view action
    /// that changes it, in spec order.
    package var bindings: [ContainerBinding] = []
    /// Where the `container` key is.
    package var location: SourceLocation
}

/// `field: action` under a container's `bindings`.
package struct ContainerBinding: Hashable, Sendable {
    /// The view state field the binding reads.
    package var field: Located<String>
    /// The view action its setter sends, with the new value as its associated value.
    package var action: Located<String>
}
