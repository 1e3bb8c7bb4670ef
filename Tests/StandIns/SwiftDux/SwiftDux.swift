// A stand-in for the declarations of SwiftDux (github.com/StevenLambion/SwiftDux, tag v2.0.1)
// that connector-gen's `swiftdux` flavor and its generated tests use: `Action`,
// `ActionDispatcher` and `ActionDispatcherProxy`, `ActionBinder` (whose `bind` functions make
// the props' bindings, and whose initializer is internal: the generated tests import this
// module `@testable`), the `ActionBinding` property wrapper, and `Connectable` /
// `ConnectableView` with the `body` and `Connector` its extension provides (which generated
// containers of `source: provideStore` render through), the environment's
// `actionDispatcher`, and `RunnableAction`, `ActionPlan`, `StoreProxy` and `StorePublisher`,
// which generated tests run plans with. Names, generic
// signatures, requirements and access levels are those of the library's public sources; the
// library declares no isolation and is built in the Swift 5 language mode, and so is this
// module. Written for the tests from those declarations; the bodies are this stand-in's own:
// a binding keeps its value and dispatches through the binder, and `Connector` renders nothing.

import Combine
import SwiftUI

/// Mirrors `Action/Action.swift`.
public protocol Action {}

/// Mirrors `Action/Action.swift`.
public typealias SendAction = (Action) -> Void

/// Mirrors `Action/Action.swift`.
public typealias SendCancellableAction = (Action) -> Cancellable

/// Mirrors `Action/ActionDispatcher.swift`.
public protocol ActionDispatcher {
    func send(_ action: Action)
    func sendAsCancellable(_ action: Action) -> Cancellable
}

extension ActionDispatcher {
    public func callAsFunction(_ action: Action) {
        send(action)
    }
}

/// Mirrors `Action/ActionDispatcherProxy.swift`.
public struct ActionDispatcherProxy: ActionDispatcher {
    @usableFromInline internal var sendBlock: SendAction
    @usableFromInline internal var sendAsCancellableBlock: SendCancellableAction

    public init(send: @escaping SendAction, sendAsCancellable: @escaping SendCancellableAction) {
        sendBlock = send
        sendAsCancellableBlock = sendAsCancellable
    }

    public func send(_ action: Action) {
        sendBlock(action)
    }

    public func sendAsCancellable(_ action: Action) -> Cancellable {
        sendAsCancellableBlock(action)
    }
}

/// Mirrors `Action/RunnableAction.swift`: an action the store runs rather than reduces.
public protocol RunnableAction: Action {
    func run<T>(store: StoreProxy<T>) -> AnyPublisher<Action, Never>
}

/// Mirrors `Action/ActionPlan.swift`: a plan, run against the store's state, sends actions
/// through the store or publishes them.
public struct ActionPlan<State>: RunnableAction {
    @usableFromInline internal typealias Body = (StoreProxy<State>) -> AnyPublisher<Action, Never>

    @usableFromInline
    internal var body: Body

    public init<P>(_ body: @escaping (StoreProxy<State>) -> P) where P: Publisher, P.Output == Action, P.Failure == Never {
        self.body = { store in body(store).eraseToAnyPublisher() }
    }

    public init<P>(_ body: @escaping (StoreProxy<State>) -> P) where P: Publisher, P.Output == Void, P.Failure == Never {
        self.body = { store in
            // Completes after the first value, publishing no action, as the library's
            // `first().compactMap { _ in nil }` does.
            let publisher = body(store)
            return AnyPublisher { _, receiveCompletion in
                var cancellable: AnyCancellable?
                var finished = false
                cancellable = publisher.sink(
                    receiveCompletion: { _ in
                        guard !finished else { return }
                        finished = true
                        receiveCompletion(.finished)
                    },
                    receiveValue: { _ in
                        guard !finished else { return }
                        finished = true
                        receiveCompletion(.finished)
                        cancellable?.cancel()
                    })
                return AnyCancellable { cancellable?.cancel() }
            }
        }
    }

    public init(_ body: @escaping (StoreProxy<State>) -> Void) {
        self.body = { store in
            body(store)
            return Empty().eraseToAnyPublisher()
        }
    }

    public func run<T>(store: StoreProxy<T>) -> AnyPublisher<Action, Never> {
        guard let storeProxy = store.proxy(for: State.self) else {
            fatalError("Store does not support type `\(State.self)` from ActionPlan.")
        }
        return body(storeProxy)
    }
}

/// Mirrors `Store/StorePublisher.swift`: it publishes each change of the store's state; the
/// stand-in's store never changes.
public final class StorePublisher: Publisher {
    public typealias Failure = Never
    public typealias Output = Void

    public func standInSubscribe(
        receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
        AnyCancellable {}
    }
}

/// Mirrors `Store/StoreProxy.swift`: the store as a plan sees it. Its initializer is internal;
/// generated tests import this module `@testable`.
public struct StoreProxy<State>: ActionDispatcher {
    @usableFromInline internal var getState: () -> State
    public var didChange: StorePublisher
    @usableFromInline internal var dispatcher: ActionDispatcher

    public var state: State { getState() }

    @inlinable internal init(getState: @escaping () -> State, didChange: StorePublisher, dispatcher: ActionDispatcher) {
        self.getState = getState
        self.didChange = didChange
        self.dispatcher = dispatcher
    }

    public func send(_ action: Action) { dispatcher.send(action) }

    public func sendAsCancellable(_ action: Action) -> Cancellable { dispatcher.sendAsCancellable(action) }

    /// Mirrors `StateStorable.proxy(for:dispatcher:)`: this store seen as holding a `T`.
    public func proxy<T>(for stateType: T.Type, dispatcher: ActionDispatcher? = nil) -> StoreProxy<T>? {
        guard state is T else { return nil }
        let getState = self.getState
        return StoreProxy<T>(getState: { getState() as! T }, didChange: didChange, dispatcher: dispatcher ?? self)
    }
}

/// Mirrors `UI/ActionBinding.swift`. The library keeps the value and the setter in the
/// `Binding` it projects; this stand-in also keeps them beside it, so that tests read them
/// without awaiting the binding's possibly isolated closures.
@propertyWrapper
public struct ActionBinding<Value> {
    @usableFromInline internal var isEqual: (Value) -> Bool
    @usableFromInline internal var value: Value
    @usableFromInline internal var set: (Value) -> Void

    public var projectedValue: Binding<Value>

    public var wrappedValue: Value {
        get { value }
        set { set(newValue) }
    }

    @usableFromInline internal init(value: Value, isEqual: @escaping (Value) -> Bool, set: @escaping (Value) -> Void) {
        self.isEqual = isEqual
        self.value = value
        self.set = set
        projectedValue = Binding(get: { value }, set: set)
    }

    @usableFromInline static internal func constant(value: Value) -> ActionBinding<Value> {
        ActionBinding(value: value, isEqual: { _ in true }, set: { _ in })
    }

    public func toBinding() -> Binding<Value> {
        projectedValue
    }
}

extension ActionBinding: Equatable {
    public static func == (lhs: ActionBinding<Value>, rhs: ActionBinding<Value>) -> Bool {
        lhs.isEqual(rhs.wrappedValue) && rhs.isEqual(lhs.wrappedValue)
    }
}

/// Mirrors `UI/ActionBinder.swift`: `bind(_:dispatch:)` for a two-way value, and `bind(_:)`
/// for a function of up to six values that dispatches the action it returns.
public struct ActionBinder {
    @usableFromInline internal var actionDispatcher: ActionDispatcher

    public func bind<T>(_ state: T, dispatch getAction: @escaping (T) -> Action?) -> ActionBinding<T> where T: Equatable {
        ActionBinding(value: state, isEqual: { state == $0 }, set: { self.dispatch(getAction($0)) })
    }

    public func bind(_ getAction: @escaping () -> Action?) -> ActionBinding<() -> Void> {
        .constant(value: { self.dispatch(getAction()) })
    }

    public func bind<P0>(_ getAction: @escaping (P0) -> Action?) -> ActionBinding<(P0) -> Void> {
        .constant(value: { self.dispatch(getAction($0)) })
    }

    public func bind<P0, P1>(_ getAction: @escaping (P0, P1) -> Action?) -> ActionBinding<(P0, P1) -> Void> {
        .constant(value: { self.dispatch(getAction($0, $1)) })
    }

    public func bind<P0, P1, P2>(_ getAction: @escaping (P0, P1, P2) -> Action?) -> ActionBinding<(P0, P1, P2) -> Void> {
        .constant(value: { self.dispatch(getAction($0, $1, $2)) })
    }

    public func bind<P0, P1, P2, P3>(
        _ getAction: @escaping (P0, P1, P2, P3) -> Action?
    ) -> ActionBinding<(P0, P1, P2, P3) -> Void> {
        .constant(value: { self.dispatch(getAction($0, $1, $2, $3)) })
    }

    public func bind<P0, P1, P2, P3, P4>(
        _ getAction: @escaping (P0, P1, P2, P3, P4) -> Action?
    ) -> ActionBinding<(P0, P1, P2, P3, P4) -> Void> {
        .constant(value: { self.dispatch(getAction($0, $1, $2, $3, $4)) })
    }

    public func bind<P0, P1, P2, P3, P4, P5>(
        _ getAction: @escaping (P0, P1, P2, P3, P4, P5) -> Action?
    ) -> ActionBinding<(P0, P1, P2, P3, P4, P5) -> Void> {
        .constant(value: { self.dispatch(getAction($0, $1, $2, $3, $4, $5)) })
    }

    @usableFromInline internal func dispatch(_ action: Action?) {
        if let action { actionDispatcher.send(action) }
    }
}

/// Mirrors `UI/Connectable.swift`.
public protocol Connectable {
    associatedtype State
    associatedtype Props: Equatable

    func map(state: State) -> Props?
    func map(state: State, binder: ActionBinder) -> Props?
}

extension Connectable {
    public func map(state: State) -> Props? {
        nil
    }

    public func map(state: State, binder: ActionBinder) -> Props? {
        map(state: state)
    }
}

/// Mirrors `UI/ConnectableView.swift`.
public protocol ConnectableView: View, Connectable {
    associatedtype Content: View
    associatedtype Body = Connector<Content, State, Props>

    func body(props: Props) -> Content
}

extension ConnectableView {
    public var body: Connector<Content, State, Props> {
        Connector(mapState: map, content: body)
    }
}

/// Mirrors `UI/Connector.swift`, whose body maps the state of the store in the environment
/// and renders `content` with the props; this stand-in has no store and renders nothing.
public struct Connector<Content, State, Props>: View where Props: Equatable, Content: View {
    @Environment(\.actionDispatcher) private var dispatch
    private var mapState: (State, ActionBinder) -> Props?
    private var content: (Props) -> Content

    public init(mapState: @escaping (State, ActionBinder) -> Props?, @ViewBuilder content: @escaping (Props) -> Content) {
        self.mapState = mapState
        self.content = content
    }

    public var body: some View {
        EmptyView()
    }

    // Not in SwiftDux: what the body renders when the store's state is `state`, as the
    // library's `Connector` maps it, with the environment's action dispatcher.
    public func standInContent(state: State) -> Content? {
        mapState(state, ActionBinder(actionDispatcher: dispatch)).map(content)
    }
}

/// Mirrors `UI/Extensions/Environment+ActionDispatcher.swift`: the dispatcher of the store an
/// ancestor provides, which by default sends nowhere.
extension EnvironmentValues {
    public var actionDispatcher: ActionDispatcher {
        get { self[ActionDispatcherKey.self] }
        set { self[ActionDispatcherKey.self] = newValue }
    }
}

internal struct ActionDispatcherKey: EnvironmentKey {
    typealias Value = ActionDispatcher
    static var defaultValue: Value = NoopActionDispatcher()
}

internal struct NoopActionDispatcher: ActionDispatcher {
    func send(_ action: Action) {}
    func sendAsCancellable(_ action: Action) -> Cancellable { AnyCancellable {} }
}
