// A stand-in for the declarations of ReSwift (github.com/ReSwift/ReSwift, version 6.1.1) that
// the tests of connector-form specs with `plans: reswift-thunk` use: `Action`,
// `DispatchFunction` and `Middleware`. Names and signatures are those of the library's public
// sources (`CoreTypes/Action.swift`, `CoreTypes/Middleware.swift`). Swift 5 toolchains read
// the library's `Package@swift-5.0.swift` (tools version 5.0), which builds it in the Swift 5
// language mode, as this module is built. The store is not mirrored:
// examples run a middleware without one. Built only by the tests.

/// Mirrors `CoreTypes/Action.swift`: every action a store dispatches conforms; no requirements.
public protocol Action {}

/// Mirrors `CoreTypes/Middleware.swift`: how an action is dispatched.
public typealias DispatchFunction = (Action) -> Void

/// Mirrors `CoreTypes/Middleware.swift`: given the store's `dispatch` and `getState`, wraps the
/// next dispatch function in the chain.
public typealias Middleware<State> = (@escaping DispatchFunction, @escaping () -> State?)
    -> (@escaping DispatchFunction) -> DispatchFunction
