/// A value compared by its type at run time: the way generated tests compare actions typed
/// as a protocol (`any Action`), which Swift cannot compare with `==` directly.
///
/// Two values are equal when they hold the same `Equatable` type and `==` on that type says
/// so. Values of different types are not equal, and neither are values of a type that is not
/// `Equatable`; the description says which, so a failing test explains itself.
public struct DynamicallyEquatable: Equatable, CustomStringConvertible, @unchecked Sendable {
    /// The value, as the test produced it.
    public let value: Any

    /// Wraps `value` for comparison.
    public init(_ value: Any) {
        self.value = value
    }

    public static func == (lhs: DynamicallyEquatable, rhs: DynamicallyEquatable) -> Bool {
        guard let left = lhs.value as? any Equatable else { return false }
        return left.isEqual(to: rhs.value)
    }

    /// The value, with its type, and why it cannot be compared when it cannot.
    public var description: String {
        let text = String(reflecting: value)
        guard !(value is any Equatable) else { return text }
        return "\(text) (of type \(String(reflecting: type(of: value))), which is not Equatable, so it cannot be compared)"
    }
}

extension Equatable {
    /// Whether `other` is of this type and equal to this value.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
