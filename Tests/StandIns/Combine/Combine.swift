// A stand-in for the declarations of Apple's Combine that the SwiftDux stand-in and generated
// SwiftDux tests use: `Cancellable` and `AnyCancellable`, which `sendAsCancellable(_:)` and
// `sink` return, and the `Publisher`s an `ActionPlan` returns (`AnyPublisher`, `Empty`, `Just`,
// `Future`, `eraseToAnyPublisher()`, `sink(receiveValue:)`, `sink(receiveCompletion:
// receiveValue:)`, `Subscribers.Completion`), mirroring the iOS 18 / macOS 15 SDKs. Combine
// does not exist on Linux. Built only by the tests, as a module named Combine.
//
// A stand-in publisher hands its subscriber values and then a completion, at once (`Just`,
// `Empty`) or when it has them (`Future`, fulfilled later), as Combine's do; there is no
// back-pressure, and cancelling stops a subscription from receiving more.

/// Mirrors `Combine.Cancellable`.
public protocol Cancellable {
    func cancel()
}

/// Mirrors `Combine.AnyCancellable`: cancels when cancelled or released.
final public class AnyCancellable: Cancellable, Hashable {
    private var cancelBlock: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelBlock = cancel }

    deinit { cancelBlock?() }

    final public func cancel() {
        cancelBlock?()
        cancelBlock = nil
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    final public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Mirrors `Combine.Subscribers`.
public enum Subscribers {
    /// Mirrors `Subscribers.Completion`.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Mirrors `Combine.Publisher`'s associated types. Its requirement is the stand-in's own (the
/// real one takes a `Subscriber`, which nothing here declares).
public protocol Publisher {
    associatedtype Output
    associatedtype Failure: Error

    // Not in Combine: hands `receiveValue` each value and then `receiveCompletion` the
    // completion, until the returned cancellable is cancelled.
    func standInSubscribe(
        receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable
}

extension Publisher {
    /// Mirrors `Publisher.eraseToAnyPublisher()`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(subscribe: standInSubscribe)
    }

    /// Mirrors `Publisher.sink(receiveCompletion:receiveValue:)`.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        standInSubscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
}

extension Publisher where Failure == Never {
    /// Mirrors `Publisher.sink(receiveValue:)`.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        standInSubscribe(receiveValue: receiveValue, receiveCompletion: { _ in })
    }
}

/// Mirrors `Combine.AnyPublisher`.
public struct AnyPublisher<Output, Failure>: Publisher where Failure: Error {
    private let subscribe:
        (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

    // Not in Combine: a publisher that subscribes with `subscribe`.
    public init(
        subscribe: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
    ) {
        self.subscribe = subscribe
    }

    public func standInSubscribe(
        receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        subscribe(receiveValue, receiveCompletion)
    }
}

/// Mirrors `Combine.Empty`.
public struct Empty<Output, Failure>: Publisher where Failure: Error {
    private let completeImmediately: Bool

    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    public func standInSubscribe(
        receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        if completeImmediately { receiveCompletion(.finished) }
        return AnyCancellable {}
    }
}

/// Mirrors `Combine.Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func standInSubscribe(
        receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

/// Mirrors `Combine.Future`: runs `attemptToFulfill` at once; each subscriber receives the
/// result when the promise is fulfilled, or at once if it already was.
final public class Future<Output, Failure>: Publisher where Failure: Error {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?
    private var waiting: [UInt64: (Result<Output, Failure>) -> Void] = [:]
    private var nextSubscription: UInt64 = 0

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in
            guard self.result == nil else { return }
            self.result = result
            let subscribers = waiting.sorted { $0.key < $1.key }.map(\.value)
            waiting = [:]
            subscribers.forEach { $0(result) }
        }
    }

    public func standInSubscribe(
        receiveValue: @escaping (Output) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        let deliver = { (result: Result<Output, Failure>) in
            switch result {
            case .success(let output):
                receiveValue(output)
                receiveCompletion(.finished)
            case .failure(let failure):
                receiveCompletion(.failure(failure))
            }
        }
        if let result {
            deliver(result)
            return AnyCancellable {}
        }
        let subscription = nextSubscription
        nextSubscription += 1
        waiting[subscription] = deliver
        return AnyCancellable { [weak self] in self?.waiting[subscription] = nil }
    }
}
