// A stand-in for the declarations of ReSwift-Thunk (github.com/ReSwift/ReSwift-Thunk, version
// 2.0.1, module `ReSwiftThunk`) that the tests of connector-form specs with
// `plans: reswift-thunk` use: `Thunk` and `createThunkMiddleware()`. Names, generic signatures
// and behaviour are those of the library's public sources (`ReSwift-Thunk/Thunk.swift`,
// `ReSwift-Thunk/createThunkMiddleware.swift`): the middleware runs a `Thunk<State>` of the
// store's own `State` with the store's `dispatch` and `getState`, and passes any other action
// on. The library's manifest (tools version 4.2) builds it in the Swift 4.2 language mode;
// this module is built in the Swift 5 mode, which checks these declarations the same way.
// Built only by the tests.

import ReSwift

/// Mirrors `Thunk.swift`: an action whose body dispatches others, reading the state. Its
/// `body` is internal in the library too: only the middleware runs it.
public struct Thunk<State>: Action {
    let body: (_ dispatch: @escaping DispatchFunction, _ getState: @escaping () -> State?) -> Void

    public init(body: @escaping (_ dispatch: @escaping DispatchFunction, _ getState: @escaping () -> State?) -> Void) {
        self.body = body
    }
}

/// Mirrors `createThunkMiddleware.swift`.
public func createThunkMiddleware<State>() -> Middleware<State> {
    { dispatch, getState in
        { next in
            { action in
                guard let thunk = action as? Thunk<State> else { return next(action) }
                thunk.body(dispatch, getState)
            }
        }
    }
}
