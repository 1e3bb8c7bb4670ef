// A stand-in for the one declaration of Apple's Combine that the SwiftDux stand-in needs:
// `Cancellable`, which `ActionDispatcher.sendAsCancellable(_:)` returns. Combine does not exist
// on Linux; generated code never names it. Built only by the tests, as a module named Combine.

/// Mirrors `Combine.Cancellable`.
public protocol Cancellable {
    func cancel()
}
