// A stand-in for the declarations of SwiftUIFlux (github.com/Dimillian/SwiftUIFlux, version
// 0.5.1) that connector-gen's `swiftuiflux` flavor uses: `Action`, `AsyncAction`, `FluxState`,
// `DispatchFunction`, `ConnectedView` and the `body` its extension provides through
// `StoreConnector`. Names, generic signatures and requirements are those of the library's
// public sources; the library is built in the Swift 5 language mode, and so is this module.
// Rendering is not mirrored: `StoreConnector` reads no store here. Built only by the tests.

import SwiftUI

/// Mirrors `protocols/Action.swift`.
public protocol Action {}

/// Mirrors `protocols/AsyncAction.swift`: an action the store's middleware executes, which
/// may dispatch others.
public protocol AsyncAction: Action {
    func execute(state: FluxState?, dispatch: @escaping DispatchFunction)
}

/// Mirrors `protocols/FluxState.swift`.
public protocol FluxState {}

/// Mirrors `protocols/Middleware.swift`.
public typealias DispatchFunction = (Action) -> Void

/// Mirrors `connector/ConnectedView.swift`.
public protocol ConnectedView: View {
    associatedtype StoreState: FluxState
    associatedtype Props
    associatedtype V: View

    func map(state: StoreState, dispatch: @escaping DispatchFunction) -> Props
    func body(props: Props) -> V
}

public extension ConnectedView {
    func render(state: StoreState, dispatch: @escaping DispatchFunction) -> V {
        let props = map(state: state, dispatch: dispatch)
        return body(props: props)
    }

    var body: StoreConnector<StoreState, V> {
        return StoreConnector(content: render)
    }
}

/// Mirrors `connector/StoreConnector.swift`, whose body renders `content` with the state and
/// dispatch of the store in the environment; this stand-in has no store.
public struct StoreConnector<StoreState: FluxState, V: View>: View {
    let content: (StoreState, @escaping (Action) -> Void) -> V

    public var body: V {
        return unrendered()
    }
}

private func unrendered<V>() -> V {
    fatalError("the SwiftUIFlux stand-in renders nothing")
}
