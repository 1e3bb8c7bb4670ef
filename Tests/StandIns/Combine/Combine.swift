// A stand-in for the declarations of Apple's Combine that the SwiftDux stand-in and generated
// SwiftDux tests use: `Cancellable` and `AnyCancellable`, which `sendAsCancellable(_:)` and
// `sink(receiveValue:)` return, and the `Publisher`s an `ActionPlan` returns (`AnyPublisher`,
// `Empty`, `Just`, `eraseToAnyPublisher()`, `sink(receiveValue:)`), mirroring the iOS 18 /
// macOS 15 SDKs. Combine does not exist on Linux. Built only by the tests, as a module named
// Combine. Nothing here is asynchronous: a stand-in publisher holds the values it publishes,
// and `sink` hands them over at once, as the synchronous plans the tests run do.

/// Mirrors `Combine.Cancellable`.
public protocol Cancellable {
    func cancel()
}

/// Mirrors `Combine.AnyCancellable`.
final public class AnyCancellable: Cancellable, Hashable {
    private let cancelBlock: () -> Void

    public init(_ cancel: @escaping () -> Void) { cancelBlock = cancel }

    final public func cancel() { cancelBlock() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    final public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Mirrors `Combine.Publisher`'s associated types. Its requirement is the stand-in's own (the
/// real one takes a `Subscriber`, which nothing here declares).
public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error

    // Not in Combine: the values the publisher publishes, at once.
    func standInOutputs() -> [Output]
}

extension Publisher {
    /// Mirrors `Publisher.eraseToAnyPublisher()`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(outputs: standInOutputs())
    }
}

extension Publisher where Failure == Never {
    /// Mirrors `Publisher.sink(receiveValue:)`.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        standInOutputs().forEach(receiveValue)
        return AnyCancellable {}
    }
}

/// Mirrors `Combine.AnyPublisher`.
public struct AnyPublisher<Output, Failure>: Publisher where Failure: Error {
    private let outputs: [Output]

    init(outputs: [Output]) { self.outputs = outputs }

    public func standInOutputs() -> [Output] { outputs }
}

/// Mirrors `Combine.Empty`.
public struct Empty<Output, Failure>: Publisher where Failure: Error {
    public init(completeImmediately: Bool = true) {}

    public func standInOutputs() -> [Output] { [] }
}

/// Mirrors `Combine.Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func standInOutputs() -> [Output] { [output] }
}
