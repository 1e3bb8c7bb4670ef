/// Mentions the types written in `inputs:`, `types:` and `with:` inside a function body, each at its
/// spec line and column, so the compiler reports a misspelt type at the spec.
///
/// Those types are declared in the view types, whose bodies are never mapped to the spec
/// (see ``SwiftWriter``); this keeps that rule and still points the error at the spec. Each
/// spec line gets one statement, `let _: (A, B)? = nil`, padded so every type sits at its
/// column; the compiler's message is the one it gives for the declaration.
///
/// The members of the `Equatable` view types (fields, nested types' properties, associated
/// values) must be `Equatable` themselves. ``writeEquatable(_:into:)`` and
/// ``writeEquatableValues(_:into:)`` check that through a local generic struct whose static
/// function takes only `Equatable` values (``declareEquatableCheck(into:)``), one statement
/// per type at its spec line, so a type that is not `Equatable` is reported at the spec too,
/// and not only at the generated declaration whose conformance it breaks. (A local generic
/// function would do the same, at a measurably higher cost in compile time.)
enum SpecTypeChecks {
    /// The types of the spec's inputs, declared as the connector's stored properties.
    static func inputTypes(of spec: ConnectorSpec) -> [Located<String>] {
        spec.inputs.map(\.type)
    }

    /// The property types of the spec's nested `types`.
    static func nestedTypes(of spec: ConnectorSpec) -> [Located<String>] {
        spec.types.flatMap { $0.properties.map(\.type) }
    }

    /// The associated-value types of the spec's view actions.
    static func associatedValueTypes(of spec: ConnectorSpec) -> [Located<String>] {
        guard case .cases(let cases) = spec.viewAction else { return [] }
        return cases.flatMap { $0.parameters.map(\.type) }
    }

    /// Writes the checks for `types`, one statement per spec line.
    static func write(_ types: [Located<String>], into body: inout FunctionBodyWriter) {
        // `Int!` is a valid property type but cannot be nested in a tuple; such types are left
        // to the declaration.
        let checked = types.filter { !$0.value.contains("!") }
        let lines = Dictionary(grouping: checked, by: \.location.line)
        for line in lines.keys.sorted() {
            let types = lines[line]!.sorted { $0.location.column < $1.location.column }
            writeStatement(naming: types, suffix: ")? = nil", into: &body)
        }
    }

    /// Writes `let _: (A, B` + `suffix`, one spec line's `types` each at its column; when the
    /// first type leaves no room for `let _: (`, that goes on a line of its own before it.
    private static func writeStatement(naming types: [Located<String>], suffix: String, into body: inout FunctionBodyWriter) {
        let prefix = "let _: ("
        let line = types[0].location.line
        var text = ""
        let firstColumn = types[0].location.column - 1
        if firstColumn >= prefix.count {
            text = String(repeating: " ", count: firstColumn - prefix.count) + prefix
        } else if line > 1 {
            body.paddedLine(body.indentation + prefix, specLine: line - 1)
        } else {
            text = prefix
        }
        for (index, type) in types.enumerated() {
            if index > 0 { text += ", " }
            let column = type.location.column - 1
            if text.utf8.count < column { text += String(repeating: " ", count: column - text.utf8.count) }
            text += type.value
        }
        body.paddedLine(text + suffix, specLine: line)
    }

    /// The local struct's function that takes only `Equatable` values.
    static let equatableCheck = "EquatableViewMember.check"

    /// Whether a function computing the view state of `spec` checks members with
    /// ``equatableCheck``: it has fields or nested types.
    static func checksViewStateMembers(of spec: ConnectorSpec) -> Bool {
        guard case .fields(let fields) = spec.viewState else { return false }
        return needsEquatableCheck(fields.map(\.type) + nestedTypes(of: spec))
    }

    /// Declares the local function the `Equatable` checks use, at the top of a function body.
    static func declareEquatableCheck(into body: inout FunctionBodyWriter) {
        body.line("/// Compiles only for an `Equatable` value: each use checks a member of a view type at the spec.")
        body.line("struct EquatableViewMember<Value: Equatable> { static func check(_: Value) {} }")
    }

    /// Checks that each of `types` is `Equatable`, one statement per type at its spec line and
    /// column, `let _: (T) -> Void = EquatableViewMember.check`. Replaces ``write(_:into:)`` for
    /// these types: a misspelt type is reported once, at its column, and a type that is not
    /// `Equatable` on its line. A type known to be `Equatable` (``isKnownEquatable(_:)``)
    /// is only named, as by ``write(_:into:)``.
    static func writeEquatable(_ types: [Located<String>], into body: inout FunctionBodyWriter) {
        let types = types.filter { !$0.value.contains("!") }
        for type in types.sorted(by: { $0.location < $1.location }) where !isKnownEquatable(type.value) {
            writeStatement(naming: [type], suffix: ") -> Void = \(equatableCheck)", into: &body)
        }
        write(types.filter { isKnownEquatable($0.value) }, into: &body)
    }

    /// Whether `types` holds one that must be checked to be `Equatable`: one that is not known
    /// to be.
    static func needsEquatableCheck(_ types: [Located<String>]) -> Bool {
        types.contains { !$0.value.contains("!") && !isKnownEquatable($0.value) }
    }

    /// The standard library's and Foundation's value types that are `Equatable`, by name.
    private static let equatableNames: Set<String> = [
        "Bool", "Character", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "String", "Substring", "Date", "Data", "Decimal", "URL", "UUID", "IndexPath", "IndexSet",
        "TimeInterval", "CGFloat", "CGPoint", "CGSize", "CGRect",
    ]

    /// Whether `type` is known to be `Equatable` without asking the compiler: a standard value
    /// type (``equatableNames``), or an optional, array, set or dictionary of such types. Those
    /// need no check; every other type is checked, so a wrong guess here only moves an error
    /// from the spec to the generated declaration.
    static func isKnownEquatable(_ type: String) -> Bool {
        let type = Substring(type.trimmingWhitespace())
        if type.hasSuffix("?") { return isKnownEquatable(String(type.dropLast())) }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = type.dropFirst().dropLast()
            let parts = topLevelSplit(inner, at: ":")
            return parts.count <= 2 && parts.allSatisfy { isKnownEquatable(String($0)) }
        }
        if let open = type.firstIndex(of: "<"), type.hasSuffix(">") {
            let arguments = topLevelSplit(type[type.index(after: open)..<type.index(before: type.endIndex)], at: ",")
            switch type[..<open] {
            case "Optional", "Array", "Set": return arguments.count == 1 && isKnownEquatable(String(arguments[0]))
            case "Dictionary": return arguments.count == 2 && arguments.allSatisfy { isKnownEquatable(String($0)) }
            default: return false
            }
        }
        let name = type.split(separator: ".").last.map(String.init) ?? ""
        let isQualifiedByModule = !type.contains(".") || type.hasPrefix("Swift.") || type.hasPrefix("Foundation.")
        return isQualifiedByModule && equatableNames.contains(name)
    }

    /// `text` split at each `separator` outside brackets.
    private static func topLevelSplit(_ text: Substring, at separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case separator where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    /// Checks that each local holds an `Equatable` value, `EquatableViewMember.check(local)`, at the
    /// spec line and column of the type it was declared with; a local of a misspelt type adds
    /// no second error.
    static func writeEquatableValues(_ values: [(local: String, type: Located<String>)], into body: inout FunctionBodyWriter) {
        for (local, type) in values where !isKnownEquatable(type.value) {
            let padding = String(repeating: " ", count: max(0, type.location.column - 1))
            body.paddedLine(padding + "\(equatableCheck)(\(local))", specLine: type.location.line)
        }
    }
}
