/// Checks, at the spec, that the members of a generated `Equatable` type (the view state or
/// SwiftDux's props, whose fields and nested types' properties are compared; the view action,
/// whose associated values are) are `Equatable` themselves, with an error that names the
/// member, its type and the fix.
///
/// A function body declares a local enum, `EquatableViewMember`, with two overloads of a
/// static function per checked member, named after it: one that takes only `Equatable`
/// values, and an unavailable one that takes any value, whose message says what to do. The
/// compiler picks the first when it can; otherwise it reports the second at its use, a
/// statement with the function's name at the spec line and column of the member's type:
///
/// ```
/// Roster.connector.yml:7:22: error: 'players' is unavailable: the view state is compared with '==', so its field 'players' must be Equatable: 'Player' must conform to 'Equatable'
/// ```
///
/// A field's or associated value's function takes the value as an autoclosure
/// (`@autoclosure () -> Value`): a value of an existential type passed as a generic value
/// would be opened, and its dynamic type checked instead of `any P`, which is not `Equatable`
/// even where `P` refines it. An autoclosure is not opened (nor is an array literal,
/// `[local]`, which type-checks no faster).
///
/// No check writes the type again: a field passes its local, a nested type's property its key
/// path (`\ListView.State.Row.shape`), an associated value its case's values, bound from the
/// action `connect(action:)` maps (`if case .draw(let value0, let value1) = action`), so a
/// misspelt type, reported at the spec by its declaration, adds no second error here. Types
/// known to be `Equatable` (``KnownEquatableTypes``) and the nested types the spec generates
/// are not checked; a standard collection of the app's types (`[Player]`) is checked whole, at
/// its first element that is not known to be. A type is checked once a file, at the first
/// member that uses it (the view state's before the view action's): fixing it there fixes
/// every member, and each check costs compile time.
struct EquatableMemberChecks {
    /// One member's check.
    struct Check {
        /// What is checked.
        enum Subject {
            /// The value of the field of this name, passed as its local.
            case field(String)
            /// A nested type's property, passed as its key path.
            case property(keyPath: String)
            /// The associated value at `index` of the `arity` the case of this name has, passed
            /// with the others, bound from the action.
            case associatedValue(case: String, index: Int, arity: Int)
        }

        /// The name of the function pair, escaped.
        let function: String
        /// The unavailable overload's message.
        let message: String
        /// Where the function's name goes: the member's type, or its first element not known
        /// to be `Equatable`.
        let location: SourceLocation
        /// What the use passes.
        let subject: Subject
    }

    /// The name of the local enum.
    static let enumName = "EquatableViewMember"

    /// The checks, in spec order.
    private(set) var checks: [Check] = []
    /// The types the checks name as possibly not `Equatable`: a later member whose types are
    /// all among them is not checked again, since fixing the type the first check names
    /// fixes it too.
    private(set) var checkedTypes: Set<String> = []

    /// The checks of the members of `resolved`'s view state (SwiftDux's props, in that
    /// flavor): its fields and nested types' properties.
    static func viewState(of resolved: ResolvedSpec) -> Self {
        let spec = resolved.spec
        let compared = resolved.traits.makesConnector ? "the view state is" : "the props are"
        // Where the nested types are declared: the view state, or SwiftDux's `Props`.
        let owner = resolved.traits.makesConnector ? resolved.names.viewState.generated : "Props"
        var checks = Self()
        var names = LocalNames()
        // The nested types are generated `Equatable`; their properties are checked instead.
        let nested = resolved.facts.nestedTypeNames
        for field in spec.fields {
            checks.add(
                member: "its field '\(field.name.value)'", function: names.claim(functionName(field.name.value)), type: field.type,
                subject: .field(field.name.value), compared: compared, equatable: nested)
        }
        for nested in spec.types {
            for property in nested.properties {
                checks.add(
                    member: "the property '\(property.name.value)' of its type '\(nested.name.value)'",
                    function: names.claim(property.name.value + "Of" + nested.name.value), type: property.type,
                    subject: .property(keyPath: "\\\(owner).\(SwiftNames.escaped(nested.name.value)).\(SwiftNames.escaped(property.name.value))"),
                    compared: compared)
            }
        }
        return checks
    }

    /// The checks of the associated values of `resolved`'s view action, but for the types
    /// `viewState`'s checks already name (the view state's, in the same file).
    static func viewAction(of resolved: ResolvedSpec, after viewState: Self) -> Self {
        let spec = resolved.spec
        var checks = Self()
        checks.checkedTypes = viewState.checkedTypes
        var names = LocalNames()
        for actionCase in spec.actionCases {
            let caseName = actionCase.name.value
            let capitalized = caseName.prefix(1).uppercased() + caseName.dropFirst()
            for (index, parameter) in actionCase.parameters.enumerated() {
                let member = parameter.isUnlabeled
                    ? "a value of its case '\(caseName)'" : "the value '\(parameter.label.value)' of its case '\(caseName)'"
                checks.add(
                    member: member, function: names.claim((parameter.isUnlabeled ? "value" : parameter.label.value) + "Of" + capitalized),
                    type: parameter.type, subject: .associatedValue(case: SwiftNames.escaped(caseName), index: index, arity: actionCase.parameters.count),
                    compared: "the view action is")
            }
        }
        return checks
    }

    /// `name`, or `nameMember` for the names a static function cannot be called by after a
    /// type (`E.init(…)` is an initializer, `E.Type` and `E.Protocol` metatypes).
    private static func functionName(_ name: String) -> String {
        ["init", "Type", "Protocol", "self", "Self"].contains(name) ? name + "Member" : name
    }

    /// Adds the check of `member` unless its type is known to be `Equatable` (a standard type,
    /// or one of `equatable`), is already checked (``checkedTypes``), or cannot be checked
    /// (an implicitly unwrapped `T!`).
    private mutating func add(
        member: String, function: String, type: Located<String>, subject: Check.Subject, compared: String, equatable: Set<String> = []
    ) {
        func isKnown(_ type: String) -> Bool { KnownEquatableTypes.contains(type, alsoEquatable: equatable) }
        guard !type.value.contains("!"), !isKnown(type.value) else { return }
        var location = type.location
        var culprits = [type.value]
        if !type.value.contains("\n"), let elements = KnownEquatableTypes.elements(of: type.value) {
            let unknown = elements.filter { !isKnown($0.type) }
            guard let first = unknown.first else { return }
            location = type.location.advanced(by: first.offset)
            culprits = unknown.map(\.type)
        }
        guard !Set(culprits).isSubset(of: checkedTypes) else { return }
        checkedTypes.formUnion(culprits)
        let message = "\(compared) compared with '==', so \(member) must be Equatable: "
            + DiagnosticMessage.quotedList(culprits, separator: " and ") + " must conform to 'Equatable'"
        checks.append(Check(function: SwiftNames.escaped(function), message: message, location: location, subject: subject))
    }

    /// Whether nothing is checked.
    var isEmpty: Bool { checks.isEmpty }

    /// Declares the local enum, at the top of a function body, when there is anything to check.
    func declare(into body: inout FunctionBodyWriter) {
        guard !checks.isEmpty else { return }
        // The messages are longer than a line, and a string literal cannot be broken.
        if body.isFormatted { body.line("// swift-format-ignore") }
        body.line("/// Each function takes only an `Equatable` value; its unavailable overload says what to do with another.")
        body.block("enum \(Self.enumName) {") { body in
            for check in checks {
                let (generics, parameter) = Self.signature(of: check.subject)
                body.line("static func \(check.function)<\(generics(true))>(_: \(parameter)) {}")
                body.line("@available(*, unavailable, message: \(SwiftNames.stringLiteral(check.message)))")
                body.line("static func \(check.function)<\(generics(false))>(_: \(parameter)) {}")
            }
        }
    }

    /// A check function's generic parameters, with or without the `Equatable` requirement on
    /// the checked one, and its parameter's type.
    private static func signature(of subject: Check.Subject) -> (generics: (Bool) -> String, parameter: String) {
        switch subject {
        case .field:
            return ({ $0 ? "Value: Equatable" : "Value" }, "@autoclosure () -> Value")
        case .property:
            return ({ "Root, " + ($0 ? "Value: Equatable" : "Value") }, "KeyPath<Root, Value>")
        case .associatedValue(_, let index, let arity):
            let values = (0..<arity).map { "Value\($0)" }
            let generics = { (requires: Bool) in
                values.enumerated().map { requires && $0.offset == index ? $0.element + ": Equatable" : $0.element }.joined(separator: ", ")
            }
            return (generics, values.map { "@autoclosure () -> \($0)" }.joined(separator: ", _: "))
        }
    }

    /// Writes the checks of nested types' properties and associated values.
    func writeTypeChecks(into body: inout FunctionBodyWriter) {
        for check in checks {
            switch check.subject {
            case .field: continue
            case .property(let keyPath): write(check, argument: keyPath, into: &body)
            case .associatedValue(let name, _, let arity):
                let values = (0..<arity).map { "value\($0)" }.joined(separator: ", ")
                write(check, head: "if case .\(name)(\((0..<arity).map { "let value\($0)" }.joined(separator: ", "))) = action { ",
                      argument: values, tail: " }", into: &body)
            }
        }
    }

    /// Writes the checks of fields, each passing its local, `locals[field]`.
    func writeFieldChecks(locals: [String: String], into body: inout FunctionBodyWriter) {
        for check in checks {
            guard case .field(let field) = check.subject, let local = locals[field] else { continue }
            write(check, argument: local, into: &body)
        }
    }

    /// `EquatableViewMember.function(argument)`, the function's name at the check's location.
    /// `head` goes before it, `tail` after.
    private func write(_ check: Check, head: String = "", argument: String, tail: String = "", into body: inout FunctionBodyWriter) {
        body.statement(
            head + Self.enumName, code: ".\(check.function)(\(argument))", tail: tail, atColumn: check.location.column - 2,
            line: check.location.line)
    }
}
