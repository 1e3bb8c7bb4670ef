/// A value compared by its type at run time: the way generated tests compare actions typed
/// as a protocol (`any Action`), which Swift cannot compare with `==` directly.
///
/// Two values are equal when they hold the same `Equatable` type and `==` on that type says
/// so. Values of different types are not equal, and neither are values of a type that is not
/// `Equatable`; the description says which, so a failing test explains itself. Optionals are
/// looked through: two `nil`s are equal, and `Optional(x)` compares as `x` (for app actions
/// typed `(any Action)?`, where a view action may send nothing).
public struct DynamicallyEquatable: Equatable, CustomStringConvertible, @unchecked Sendable {
    /// The value, as the test produced it.
    public let value: Any

    /// Wraps `value` for comparison.
    public init<Value>(_ value: Value) {
        self.value = value
    }

    public static func == (lhs: DynamicallyEquatable, rhs: DynamicallyEquatable) -> Bool {
        switch (unwrapped(lhs.value), unwrapped(rhs.value)) {
        case (nil, nil):
            return true
        case (let left?, let right?):
            guard let left = left as? any Equatable else { return false }
            return left.isEqual(to: right)
        default:
            return false
        }
    }

    /// The value, with its type, and why it cannot be compared when it cannot.
    public var description: String {
        guard let value = unwrapped(value) else { return "nil" }
        let text = String(reflecting: value)
        guard !(value is any Equatable) else { return text }
        return "\(text) (of type \(String(reflecting: type(of: value))), which is not Equatable, so it cannot be compared)"
    }
}

/// An optional of any wrapped type, so a value typed `Any` can be looked through.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { map { $0 } }
}

/// `value` with every level of `Optional` removed, or `nil` if one of them is `nil`.
private func unwrapped(_ value: Any) -> Any? {
    guard let optional = value as? any OptionalValue else { return value }
    return optional.wrappedValue.flatMap(unwrapped)
}

extension Equatable {
    /// Whether `other` is of this type and equal to this value.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
