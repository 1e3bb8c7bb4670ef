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
/// action `connect(action:)` maps (`if case .draw(let x, let y) = action`), so a
/// misspelt type, reported at the spec by its declaration, adds no second error here. Types
/// known to be `Equatable` (``KnownEquatableTypes``) and the nested types the spec generates
/// are not checked; a standard collection of the app's types (`[Player]`) is checked whole, at
/// its first element that is not known to be. A type is checked once a file, at the first
/// member that uses it (the view state's before the view action's): fixing it there fixes
/// every member, and each check costs compile time.
///
/// The same checks, with `Sendable` for `Equatable`, report at the spec a nested type's property
/// or an associated value that is not `Sendable` where the generated view types declare
/// `Sendable` (``sendableProperties(of:)``, ``sendableValues(of:)``); a field is checked by
/// ``SpecTypeChecks/writeSendableValues(_:sendable:into:)``.
struct MemberConformanceChecks {
    /// What the checked members must conform to.
    enum Requirement {
        /// `Equatable`: the generated type is compared with `==`.
        case equatable
        /// `Sendable`: the generated type declares `Sendable`.
        case sendable

        /// The protocol's name.
        var protocolName: String { self == .equatable ? "Equatable" : "Sendable" }
        /// Why its members must conform, after what the generated type is: `compared with '=='`.
        var reason: String { self == .equatable ? "compared with '=='" : "declared Sendable" }
    }

    /// One member's check.
    struct Check {
        /// What is checked.
        enum Subject {
            /// The value of the field of this name, passed as its local.
            case field(String)
            /// A nested type's property, passed as its key path.
            case property(keyPath: String)
            /// The associated value at `index` of those the case of this name has, passed with
            /// the others, bound from the action to `values`, their labels.
            case associatedValue(case: String, index: Int, values: [String])

            /// Whether it is a view action's associated value.
            var isAssociatedValue: Bool {
                if case .associatedValue = self { true } else { false }
            }
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

    /// What the members must conform to.
    let requirement: Requirement
    /// The name of the local enum: `EquatableViewMember` or `SendableViewMember`.
    var enumName: String { requirement.protocolName + "ViewMember" }

    init(_ requirement: Requirement = .equatable) {
        self.requirement = requirement
    }

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
                subject: .field(field.name.value), compared: compared, known: nested)
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
        var checks = Self()
        checks.checkedTypes = viewState.checkedTypes
        checks.addAssociatedValues(of: resolved.spec)
        return checks
    }

    /// The checks that the properties of `resolved`'s nested types are `Sendable`, where the
    /// generated view types declare it; empty otherwise.
    static func sendableProperties(of resolved: ResolvedSpec) -> Self {
        var checks = Self(.sendable)
        guard resolved.names.declaresSendable else { return checks }
        let owner = resolved.traits.makesConnector ? resolved.names.viewState.generated : "Props"
        let nested = resolved.facts.nestedTypeNames
        var names = LocalNames()
        for type in resolved.spec.types {
            for property in type.properties {
                checks.add(
                    member: "the property '\(property.name.value)' of its type '\(type.name.value)'",
                    function: names.claim(property.name.value + "Of" + type.name.value), type: property.type,
                    subject: .property(keyPath: "\\\(owner).\(SwiftNames.escaped(type.name.value)).\(SwiftNames.escaped(property.name.value))"),
                    compared: resolved.traits.makesConnector ? "the view state is" : "the props are", known: nested)
            }
        }
        return checks
    }

    /// The checks that the associated values of `resolved`'s view action are `Sendable`, where
    /// the generated view action (or a flavor's props) declares it; empty otherwise.
    static func sendableValues(of resolved: ResolvedSpec) -> Self {
        var checks = Self(.sendable)
        guard resolved.names.declaresSendable && (resolved.names.viewActionDeclaresSendable || !resolved.traits.makesConnector) else { return checks }
        checks.addAssociatedValues(of: resolved.spec, known: resolved.facts.nestedTypeNames)
        return checks
    }

    /// Adds a check for each associated value of `spec`'s view action cases.
    private mutating func addAssociatedValues(of spec: ConnectorSpec, known: Set<String> = []) {
        var names = LocalNames()
        for actionCase in spec.actionCases {
            let caseName = actionCase.name.value
            let capitalized = caseName.prefix(1).uppercased() + caseName.dropFirst()
            for (index, parameter) in actionCase.parameters.enumerated() {
                let member = parameter.isUnlabeled
                    ? "a value of its case '\(caseName)'" : "the value '\(parameter.label.value)' of its case '\(caseName)'"
                add(
                    member: member, function: names.claim((parameter.isUnlabeled ? "value" : parameter.label.value) + "Of" + capitalized),
                    type: parameter.type,
                    subject: .associatedValue(
                        case: SwiftNames.escaped(caseName), index: index, values: actionCase.parameters.map { SwiftNames.escaped($0.label.value) }),
                    compared: "the view action is", known: known)
            }
        }
    }

    /// `name`, or `nameMember` for the names a static function cannot be called by after a
    /// type (`E.init(…)` is an initializer, `E.Type` and `E.Protocol` metatypes).
    private static func functionName(_ name: String) -> String {
        ["init", "Type", "Protocol", "self", "Self"].contains(name) ? name + "Member" : name
    }

    /// Adds the check of `member` unless its type is known to conform (a standard value type,
    /// all of which are `Equatable` and `Sendable`, or one of `known`, generated so), is already
    /// checked (``checkedTypes``), or cannot be checked (an implicitly unwrapped `T!`).
    private mutating func add(
        member: String, function: String, type: Located<String>, subject: Check.Subject, compared: String, known: Set<String> = []
    ) {
        func isKnown(_ type: String) -> Bool { KnownEquatableTypes.contains(type, alsoEquatable: known) }
        guard !type.value.contains("!"), !isKnown(type.value) else { return }
        var location = type.location
        var culprits = [type.value]
        if !type.value.contains("\n"), let elements = KnownEquatableTypes.elements(of: type.value, excludingHashed: requirement == .equatable) {
            let unknown = elements.filter { !isKnown($0.type) }
            guard let first = unknown.first else { return }
            location = type.location.advanced(by: first.offset)
            culprits = unknown.map(\.type)
        }
        guard !Set(culprits).isSubset(of: checkedTypes) else { return }
        checkedTypes.formUnion(culprits)
        let name = requirement.protocolName
        var message = "\(compared) \(requirement.reason), so \(member) must be \(name): "
        // A function type cannot be made Equatable: what it does belongs in a view action, or
        // in the app's reducer and effects.
        if requirement == .equatable, culprits.count == 1, let function = culprits.first, TypeTextRules.isFunctionType(function) {
            message += "a function ('\(function)') cannot be compared; "
                + (subject.isAssociatedValue ? "send values the app acts on, not the work to do" : "let the view send a view action instead of holding what to do")
        } else {
            message += DiagnosticMessage.quotedList(culprits, separator: " and ") + " must conform to '\(name)'"
        }
        checks.append(Check(function: SwiftNames.escaped(function), message: message, location: location, subject: subject))
    }

    /// Whether nothing is checked.
    var isEmpty: Bool { checks.isEmpty }

    /// Declares the local enum, at the top of a function body, when there is anything to check.
    func declare(into body: inout FunctionBodyWriter) {
        guard !checks.isEmpty else { return }
        // The messages are longer than a line, and a string literal cannot be broken.
        if body.isFormatted { body.line("// swift-format-ignore") }
        let name = requirement.protocolName
        // For `Sendable`, the compiler's own message names the type and the protocol, and the
        // unavailable overload would never be chosen.
        body.documentation([requirement == .equatable
            ? "Each function takes only an `Equatable` value; its unavailable overload says what to do with another."
            : "Each function takes only a `Sendable` value, so that one that is not is reported at the spec."])
        body.block("enum \(enumName) {") { body in
            for check in checks {
                let (generics, parameter) = Self.signature(of: check.subject, requirement: name)
                body.line("static func \(check.function)<\(generics(true))>(_: \(parameter)) {}")
                guard requirement == .equatable else { continue }
                body.line("@available(*, unavailable, message: \(SwiftNames.stringLiteral(check.message)))")
                body.line("static func \(check.function)<\(generics(false))>(_: \(parameter)) {}")
            }
        }
    }

    /// A check function's generic parameters, with or without the `Equatable` requirement on
    /// the checked one, and its parameter's type.
    private static func signature(of subject: Check.Subject, requirement: String) -> (generics: (Bool) -> String, parameter: String) {
        switch subject {
        case .field:
            return ({ $0 ? "Value: \(requirement)" : "Value" }, "@autoclosure () -> Value")
        case .property:
            return ({ "Root, " + ($0 ? "Value: \(requirement)" : "Value") }, "KeyPath<Root, Value>")
        case .associatedValue(_, let index, let bound):
            let values = bound.indices.map { "Value\($0)" }
            let generics = { (requires: Bool) in
                values.enumerated().map { requires && $0.offset == index ? $0.element + ": \(requirement)" : $0.element }.joined(separator: ", ")
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
            case .associatedValue(let name, _, let values):
                write(check, head: "if case .\(name)(\(values.map { "let " + $0 }.joined(separator: ", "))) = action { ",
                      argument: values.joined(separator: ", "), tail: " }", into: &body)
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
            head + enumName, code: ".\(check.function)(\(argument))", tail: tail, atColumn: check.location.column - 2,
            line: check.location.line)
    }
}
