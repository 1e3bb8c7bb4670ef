/// Types known to be `Equatable` (and `Sendable`) without asking the compiler: the generated code need not
/// check them (see `MemberConformanceChecks`), and SwiftUIFlux's example values holding only such
/// types are declared `Equatable`. Every other type is checked, or compared by its type at run
/// time, so a type missing here only costs a check; a wrong entry would move an error from
/// the spec to a generated declaration.
enum KnownEquatableTypes {
    /// The standard library's and Foundation's value types that are `Equatable`, by name.
    private static let names: Set<String> = [
        "Bool", "Character", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "String", "Substring", "Date", "Data", "Decimal", "URL", "UUID", "IndexPath", "IndexSet",
        "TimeInterval", "CGFloat", "CGPoint", "CGSize", "CGRect",
    ]

    /// Of ``names``, those that are not `Hashable` too: CoreGraphics' geometry.
    static let notHashable: Set<String> = ["CGPoint", "CGSize", "CGRect"]

    /// Whether `type` is known to be `Equatable` when the types named in `equatable` are too
    /// (such as the nested types a spec generates): one of those, a standard value type
    /// (``names``), or an optional, array, set or dictionary of such types.
    static func contains(_ type: String, alsoEquatable equatable: Set<String> = []) -> Bool {
        if let elements = elements(of: type) { return elements.allSatisfy { contains($0.type, alsoEquatable: equatable) } }
        let type = type.trimmingWhitespace()
        if equatable.contains(type) { return true }
        let name = type.split(separator: ".").last.map(String.init) ?? ""
        let isQualifiedByModule = !type.contains(".") || type.hasPrefix("Swift.") || type.hasPrefix("Foundation.")
        return isQualifiedByModule && names.contains(name)
    }

    /// The element types of a standard collection type, each with its UTF-8 offset in `type`:
    /// `[Player]` gives `Player` at 1, `[ID: Player]?` gives `ID` and `Player`, `Set<ID>` gives
    /// `ID` at 4; elements that are collections again are taken apart too. `nil` when `type` is
    /// not an optional, array, set or dictionary written with `[…]`, `?` or `<…>` (with as many
    /// arguments as the type takes).
    /// - Parameter excludingHashed: Whether to leave out a dictionary's keys and a set's
    ///   elements, which are `Hashable`, so `Equatable`, whatever their type.
    static func elements(of type: String, excludingHashed: Bool = false) -> [(type: String, offset: Int)]? {
        let text = Substring(type)
        let leading = text.prefix { $0 == " " }.utf8.count
        let trimmed = text.dropFirst(leading).reversed().drop { $0 == " " }
        var inner = Substring(String(trimmed.reversed()))
        var offset = leading
        if inner.hasSuffix("?") {
            inner = inner.dropLast()
            return expand([(String(inner), offset)], excludingHashed: excludingHashed)
        }
        var hashedParts = 0
        var parts: [Substring]
        if inner.hasPrefix("["), inner.hasSuffix("]") {
            inner = inner.dropFirst().dropLast()
            offset += 1
            parts = ReferencedNames.topLevelParts(inner, separator: ":")
            guard parts.count <= 2 else { return nil }
            hashedParts = parts.count - 1
        } else if let open = inner.firstIndex(of: "<"), inner.hasSuffix(">"), case let base = String(inner[..<open]),
            let count = ["Optional": 1, "Array": 1, "Set": 1, "Dictionary": 2][base]
        {
            offset += inner[...open].utf8.count
            inner = inner[inner.index(after: open)..<inner.index(before: inner.endIndex)]
            parts = ReferencedNames.topLevelParts(inner, separator: ",")
            guard parts.count == count else { return nil }
            hashedParts = ["Set": 1, "Dictionary": 1][base] ?? 0
        } else {
            return nil
        }
        var elements: [(String, Int)] = []
        var position = offset
        for (index, part) in parts.enumerated() {
            let spaces = part.prefix { $0 == " " }.utf8.count
            if !excludingHashed || index >= hashedParts {
                elements.append((String(part.dropFirst(spaces)).trimmingWhitespace(), position + spaces))
            }
            position += part.utf8.count + 1
        }
        return expand(elements, excludingHashed: excludingHashed)
    }

    /// `elements`, each collection among them taken apart.
    private static func expand(_ parts: [(String, Int)], excludingHashed: Bool) -> [(type: String, offset: Int)] {
        parts.flatMap { element in
            elements(of: element.0, excludingHashed: excludingHashed).map { $0.map { ($0.type, element.1 + $0.offset) } } ?? [(element.0, element.1)]
        }
    }
}
