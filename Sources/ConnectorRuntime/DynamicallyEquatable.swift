/// A value compared by its type at run time: the way generated tests compare actions typed
/// as a protocol (`any Action`), which Swift cannot compare with `==` directly.
///
/// Two values are equal when they hold the same type and:
/// - the type is `Equatable`, and `==` on it says so; or
/// - the type is a struct, an enum or a tuple that is not `Equatable` (as many apps' action
///   structs are), and its stored values are equal in turn, the way a synthesized `==` would
///   compare them: the same case of an enum, and each property, associated value or element
///   equal by these rules; a dictionary's values compare key by key.
///
/// A value that holds a closure, an instance of a class that is not `Equatable`, or a value
/// with a custom mirror (which may leave stored properties out) cannot be compared (a closure
/// has no equality, and a class instance has an identity a test cannot reproduce), and is
/// equal to nothing; the description says what it holds and where, so a
/// failing test explains itself. Optionals are looked through: two `nil`s are equal, and
/// `Optional(x)` compares as `x` (for app actions typed `(any Action)?`, where a view action
/// may send nothing).
public struct DynamicallyEquatable: Equatable, CustomStringConvertible, @unchecked Sendable {
    /// The value, as the test produced it.
    public let value: Any

    /// Wraps `value` for comparison.
    public init<Value>(_ value: Value) {
        self.value = value
    }

    public static func == (lhs: DynamicallyEquatable, rhs: DynamicallyEquatable) -> Bool {
        guard obstacle(in: lhs.value, at: []) == nil, obstacle(in: rhs.value, at: []) == nil else { return false }
        return areEqual(lhs.value, rhs.value)
    }

    /// The value, with its type, and why it cannot be compared when it cannot.
    public var description: String {
        guard let value = unwrapped(value) else { return "nil" }
        let text = String(reflecting: value)
        guard let obstacle = obstacle(in: value, at: []) else { return text }
        let type = String(reflecting: Swift.type(of: value))
        let place = obstacle.path.isEmpty ? "" : " at '" + obstacle.path.joined(separator: ".") + "'"
        return "\(text) (of type \(type), which is not Equatable and holds \(obstacle.what)\(place), so it cannot be compared)"
    }
}

/// What keeps a value from being compared, and where in it.
private struct Obstacle {
    /// What it is: `a closure`, `an instance of class 'Loader'`.
    var what: String
    /// The labels leading to it from the value compared.
    var path: [String]
}

/// What keeps `value` from being compared, or `nil` when it can be.
private func obstacle(in value: Any, at path: [String]) -> Obstacle? {
    guard let value = unwrapped(value), !(value is any Equatable) else { return nil }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case _ where value is any CustomReflectable && mirror.displayStyle != .collection && mirror.displayStyle != .dictionary:
        // The standard collections' mirrors list their elements; another type's may not list
        // what it stores.
        return Obstacle(what: "a custom mirror, which may leave stored properties out", path: path)
    case .struct?, .tuple?, .enum?, .collection?, .dictionary?:
        for (index, child) in mirror.children.enumerated() {
            let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? String(index)
            if let found = obstacle(in: child.value, at: path + [label]) { return found }
        }
        return nil
    case .class?:
        return Obstacle(what: "an instance of class '\(String(reflecting: type(of: value)))'", path: path)
    default:
        let type = String(reflecting: type(of: value))
        return Obstacle(what: type.contains("->") ? "a closure" : "a value of type '\(type)'", path: path)
    }
}

/// Whether `left` and `right`, in which nothing keeps them from being compared (``obstacle(in:at:)``),
/// are equal by ``DynamicallyEquatable``'s rules.
private func areEqual(_ left: Any, _ right: Any) -> Bool {
    switch (unwrapped(left), unwrapped(right)) {
    case (nil, nil):
        return true
    case (let left?, let right?):
        guard type(of: left) == type(of: right) else { return false }
        if let left = left as? any Equatable { return left.isEqual(to: right) }
        let leftMirror = Mirror(reflecting: left)
        let rightMirror = Mirror(reflecting: right)
        let leftChildren = Array(leftMirror.children)
        let rightChildren = Array(rightMirror.children)
        guard leftChildren.count == rightChildren.count else { return false }
        switch leftMirror.displayStyle {
        case .enum? where leftChildren.isEmpty:
            // A case without values has no child, and its description may be the app's own:
            // its bytes tell the cases apart.
            return bytes(of: left) == bytes(of: right)
        case .dictionary?:
            let rightValues = Dictionary(rightChildren.compactMap(keyAndValue), uniquingKeysWith: { first, _ in first })
            return leftChildren.allSatisfy { child in
                guard let (key, value) = keyAndValue(child), let other = rightValues[key] else { return false }
                return areEqual(value, other)
            }
        default:
            break
        }
        return zip(leftChildren, rightChildren).allSatisfy { pair in
            pair.0.label == pair.1.label && areEqual(pair.0.value, pair.1.value)
        }
    default:
        return false
    }
}

/// The key and the value of a dictionary's element, as its mirror's child holds them.
private func keyAndValue(_ child: Mirror.Child) -> (AnyHashable, Any)? {
    let pair = Array(Mirror(reflecting: child.value).children)
    guard pair.count == 2, let key = pair[0].value as? AnyHashable else { return nil }
    return (key, pair[1].value)
}

/// The bytes of `value` itself, not of the `Any` that holds it.
private func bytes(of value: Any) -> [UInt8] {
    func bytes<Value>(of value: Value) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
    return _openExistential(value, do: bytes(of:))
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
