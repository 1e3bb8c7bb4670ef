// Part of the SwiftUI stand-in (see SwiftUI.swift): the declarations generated containers and
// previews use, mirroring the iOS 18 / macOS 15 SDKs — the property wrappers through which a
// view reaches a store (`EnvironmentObject`, `ObservedObject`, `Environment` of an
// `@Observable` object), `Binding`, and `PreviewProvider` — and what SwiftUI re-exports for
// them: Combine's `ObservableObject`, `ObservableObjectPublisher` and `Published` (Combine does
// not exist on Linux; the stand-in declares no `Publisher`, so `ObjectWillChangePublisher` is
// unconstrained here), and the Observation module itself, which the Linux toolchain has.
// Nothing here observes or updates anything.

@_exported import Observation

// MARK: Combine, as SwiftUI re-exports it

/// Mirrors `Combine.ObservableObject` (its publisher unconstrained: see above).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// Mirrors the default `objectWillChange`.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Mirrors `Combine.ObservableObjectPublisher`.
final public class ObservableObjectPublisher {
    public init() {}
    final public func send() {}
}

/// Mirrors `Combine.Published`: the value lives in the wrapper, read and written through the
/// enclosing object, as the real one is.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set { object[keyPath: storageKeyPath].value = newValue }
    }
}

// MARK: Reaching a store

/// Mirrors `SwiftUI.EnvironmentObject`. The stand-in has no environment: reading it traps.
@MainActor @frozen @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType> where ObjectType: ObservableObject {
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        fatalError("the SwiftUI stand-in has no environment to read \(ObjectType.self) from")
    }

    public init() {}
}

/// Mirrors `SwiftUI.ObservedObject`.
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType> where ObjectType: ObservableObject {
    @MainActor @preconcurrency public var wrappedValue: ObjectType

    @MainActor @preconcurrency public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    @MainActor @preconcurrency public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
}

/// Mirrors `SwiftUI.Environment`: the initializer reading an environment value by key path,
/// and the one for an `@Observable` object (iOS 17). The stand-in has no view hierarchy: a
/// key path reads ``EnvironmentValues/standInCurrent``, and an object traps.
@frozen @propertyWrapper
public struct Environment<Value> {
    @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>?

    public var wrappedValue: Value {
        guard let keyPath else { fatalError("the SwiftUI stand-in has no environment to read \(Value.self) from") }
        return EnvironmentValues.standInCurrent[keyPath: keyPath]
    }

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { keyPath = nil }
}

/// Mirrors `SwiftUI.EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// Mirrors `SwiftUI.EnvironmentValues`: values by key, each key's default until set.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    // Not in SwiftUI: the environment every `@Environment(\.keyPath)` reads, which a behaviour
    // test sets as an ancestor's `environment(_:_:)` would.
    nonisolated(unsafe) public static var standInCurrent = EnvironmentValues()
}

// MARK: Binding

/// Mirrors `SwiftUI.Binding`.
/// Mirrors `State` (iOS 18 / macOS 15): not isolated, `Sendable` when its value is. SwiftUI
/// keeps the first value for as long as the view is on screen; here a view is never created
/// again, so the value simply lives in a box the copies share, as `nonmutating set` needs.
@frozen @propertyWrapper
public struct State<Value> {
    @usableFromInline final class Box: @unchecked Sendable {
        @usableFromInline var value: Value
        @usableFromInline init(_ value: Value) { self.value = value }
    }

    @usableFromInline let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }

    public init(initialValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State: Sendable where Value: Sendable {}

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline enum Source {
        case constant(Value)
        case closures(get: @isolated(any) @Sendable () -> Value, set: @isolated(any) @Sendable (Value) -> Void)
    }

    @usableFromInline let source: Source

    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        source = .closures(get: get, set: set)
    }

    public static func constant(_ value: Value) -> Binding<Value> { Binding(source: .constant(value)) }

    private init(source: Source) { self.source = source }

    /// SwiftUI reads and writes a binding synchronously, checking at run time that closures
    /// isolated to an actor are called on it. The stand-in calls them synchronously without
    /// that check: `@isolated(any)` adds no argument to a synchronous call, so the closure is
    /// called as the plain function it is.
    public var wrappedValue: Value {
        get {
            switch source {
            case .constant(let value): value
            case .closures(let get, _): unsafeBitCast(get, to: (@Sendable () -> Value).self)()
            }
        }
        nonmutating set {
            if case .closures(_, let set) = source { unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)(newValue) }
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("the SwiftUI stand-in does not derive bindings")
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

// MARK: Previews

/// Mirrors `SwiftUI.PreviewProvider`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

extension View {
    /// Mirrors `View.previewDisplayName(_:)`.
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
}
