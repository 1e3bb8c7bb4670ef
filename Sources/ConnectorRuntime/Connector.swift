/// Maps an app's state to a view's state, and a view's actions to the app's actions.
///
/// A connector is the one place where a screen meets the app's single store: the view
/// renders ``ViewState`` and sends ``ViewAction``s; the connector derives the view state
/// from the app state and translates each view action into the app action the store
/// understands. connector-gen generates conforming types from `*.connector.yml` specs.
public protocol Connector {
    /// The app state the connector reads.
    associatedtype State
    /// The app action the connector produces.
    associatedtype Action
    /// The state the view renders; compared to skip redundant view updates.
    associatedtype ViewState: Equatable
    /// The actions the view sends.
    associatedtype ViewAction

    /// Derives the view state from the app state.
    func connect(state: State) -> ViewState

    /// Translates a view action into the app action to dispatch.
    func connect(action: ViewAction) -> Action
}
