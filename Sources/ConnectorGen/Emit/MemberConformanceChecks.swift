/// Checks, at the spec, that the members of a generated `Equatable` type (the view state or
/// SwiftDux's props, whose fields and nested types' properties are compared; the view action,
/// whose associated values are) are `Equatable` themselves, with an error that names the
/// member, its type and the fix.
///
/// A private enum, `EquatableViewMember`, declared before the view types, holds two overloads
/// of a static function per checked member, named after it: one that takes only an
/// `Equatable` member, and an unavailable one that takes any, whose message says what to do.
/// Its `checks` call each function with the member, the function's name at the spec line and
/// column of the member's type; the compiler picks the first overload when it can, and
/// otherwise reports the second there:
///
/// ```
/// Roster.connector.yml:7:22: error: 'players' is unavailable: the view state is compared with '==', so its field 'players' must be Equatable: 'Player' must conform to 'Equatable'
/// ```
///
/// Declared before the view types, the checks are the first errors of a build, also where it
/// checks declarations only (the module interface, before any function body): a member that is
/// not `Equatable` is reported at the spec before the generated type it breaks
/// (`type 'RosterView.State' does not conform to protocol 'Equatable'`).
///
/// A field or a nested type's property is passed as its key path (`\.players`, its root written
/// in the function's parameter, `KeyPath<RosterView.State, Value>`),
/// an associated value as its case (`RosterView.Action.draw(shape:animated:)`), whose
/// function type holds it: no check writes the type again, so a misspelt type, reported at
/// the spec by its declaration, adds no second error here; and no value is passed, so an
/// existential (`any P`) is not opened, and is checked as it is, not `Equatable` even where
/// `P` refines it. Types known to be `Equatable` (``KnownEquatableTypes``) and the nested
/// types the spec generates are not checked; a standard collection of the app's types
/// (`[Player]`) is checked whole, at its first element that is not known to be. A type is
/// checked once a file, at the first member that uses it (the view state's before the view
/// action's): fixing it there fixes every member, and each check costs compile time.
///
/// The same checks, with `Sendable` for `Equatable` (`SendableViewMember`), report at the spec
/// a nested type's property or an associated value that is not `Sendable` where the generated
/// view types declare `Sendable` (``sendable(of:)``): a field of the connector's view state too,
/// which is otherwise checked, where a memo needs it `Sendable`, by
/// ``SpecTypeChecks/writeSendableValues(_:sendable:into:)``. And with `Hashable`
/// (`HashableViewMember`, ``hashable(of:)``), the properties of the nested types declared
/// `Hashable` because the spec uses them as a `Set`'s element or a dictionary's key.
struct MemberConformanceChecks {
    /// What the checked members must conform to.
    enum Requirement {
        /// `Equatable`: the generated type is compared with `==`.
        case equatable
        /// `Sendable`: the generated type declares `Sendable`.
        case sendable
        /// `Hashable`: the generated nested type is a `Set`'s element or a dictionary's key.
        case hashable

        /// The protocol's name.
        var protocolName: String {
            switch self {
            case .equatable: "Equatable"
            case .sendable: "Sendable"
            case .hashable: "Hashable"
            }
        }
        /// Why its members must conform, after what the generated type is: `compared with '=='`.
        var reason: String {
            switch self {
            case .equatable: "compared with '=='"
            case .sendable: "declared Sendable"
            case .hashable: "a Set's element or a dictionary's key in the spec"
            }
        }
        /// Whether a member that does not conform is reported with a message of connector-gen's,
        /// through an unavailable overload; the compiler's message names `Sendable` itself.
        var hasOwnMessage: Bool { self != .sendable }
    }

    /// One member's check.
    struct Check {
        /// What is checked, and how the check names it.
        enum Subject {
            /// A field or a nested type's property, the member `name` of `type`, passed as its
            /// key path; or, where Swift would read the key path as a metatype (a member named
            /// `Type` or `Protocol`), as a closure that reads it.
            case property(of: String, name: String)
            /// The associated value at `index` of the `count` a case of the view action `action`
            /// has, passed as the case (`View.Action.draw(shape:animated:)`), whose function
            /// type holds them all.
            case associatedValue(action: String, case: String, index: Int, count: Int)

            /// Whether it is a view action's associated value.
            var isAssociatedValue: Bool {
                if case .associatedValue = self { true } else { false }
            }

            /// Whether the member is passed as a closure, not a key path.
            var isReadByClosure: Bool {
                if case .property(_, let name) = self { ["Type", "Protocol"].contains(name) } else { false }
            }

            /// What the check passes to its function.
            var argument: String {
                switch self {
                case .property(_, let name) where isReadByClosure: "{ $0.\(SwiftNames.escaped(name)) }"
                case .property(_, let name): "\\.\(SwiftNames.escaped(name))"
                case .associatedValue(let action, let reference, _, _): action + "." + reference
                }
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
    /// The name of the enum that declares the checks: `EquatableViewMember` or `SendableViewMember`.
    var enumName: String { requirement.protocolName + "ViewMember" }

    init(_ requirement: Requirement = .equatable) {
        self.requirement = requirement
    }

    /// The checks, in spec order.
    private(set) var checks: [Check] = []
    /// The names of the checks' functions, each claimed once.
    private var functionNames = LocalNames()
    /// The types the checks name as possibly not `Equatable`: a later member whose types are
    /// all among them is not checked again, since fixing the type the first check names
    /// fixes it too.
    private(set) var checkedTypes: Set<String> = []

    /// The checks of the members of `resolved`'s view state (SwiftDux's props, in that
    /// flavor): its fields and nested types' properties.
    static func viewState(of resolved: ResolvedSpec) -> Self {
        let spec = resolved.spec
        let compared = resolved.traits.makesConnector ? "the view state is" : "the props are"
        let owner = resolved.nestedTypesOwner
        var checks = Self()
        // The nested types are generated `Equatable`; their properties are checked instead, but
        // for those of a type declared `Hashable`, which ``hashable(of:)`` checks: one that is
        // not `Hashable` is reported once, whether or not it is `Equatable`.
        let nested = resolved.facts.nestedTypeNames
        for field in spec.fields {
            checks.add(
                member: "its field '\(field.name.value)'", function: checks.functionNames.claim(functionName(field.name.value)), type: field.type,
                subject: .property(of: owner, name: field.name.value), compared: compared, known: nested)
        }
        for nested in spec.types where !resolved.facts.hashedNestedTypeNames.contains(nested.name.value) {
            for property in nested.properties {
                checks.add(
                    member: "the property '\(property.name.value)' of its type '\(nested.name.value)'",
                    function: checks.functionNames.claim(property.name.value + "Of" + nested.name.value), type: property.type,
                    subject: .property(of: "\(owner).\(SwiftNames.escaped(nested.name.value))", name: property.name.value),
                    compared: compared)
            }
        }
        return checks
    }

    /// The checks that the properties of `resolved`'s nested types declared `Hashable`
    /// (``SpecFacts/hashedNestedTypeNames``) are `Hashable`, as the synthesized conformance
    /// needs; empty where none is.
    static func hashable(of resolved: ResolvedSpec) -> Self {
        var checks = Self(.hashable)
        let owner = resolved.nestedTypesOwner
        let hashed = resolved.facts.hashedNestedTypeNames
        for type in resolved.spec.types where hashed.contains(type.name.value) {
            for property in type.properties {
                checks.add(
                    member: "the property '\(property.name.value)' of '\(type.name.value)'",
                    function: checks.functionNames.claim(property.name.value + "Of" + type.name.value), type: property.type,
                    subject: .property(of: "\(owner).\(SwiftNames.escaped(type.name.value))", name: property.name.value),
                    compared: "'\(type.name.value)' is", known: hashed)
            }
        }
        return checks
    }

    /// The checks of `resolved`'s view state (``viewState(of:)``), then of the associated values
    /// of its view action, but for the types the view state's checks already name.
    static func viewStateAndAction(of resolved: ResolvedSpec) -> Self {
        var checks = viewState(of: resolved)
        checks.addAssociatedValues(of: resolved.spec, owner: resolved.names.viewAction.generated)
        return checks
    }

    /// The checks that the fields of `resolved`'s view state, the properties of its nested types
    /// and the associated values of its view action are `Sendable`, where the generated view
    /// types (or a flavor's props, but for their fields) declare it; empty otherwise.
    static func sendable(of resolved: ResolvedSpec) -> Self {
        var checks = Self(.sendable)
        let names = resolved.names
        guard names.declaresSendable else { return checks }
        let owner = resolved.nestedTypesOwner
        let nested = resolved.facts.nestedTypeNames
        // The connector's view state declares `Sendable`: its fields are checked here. (A
        // flavor's props have theirs checked in `map`.)
        if resolved.traits.makesConnector {
            for field in resolved.spec.fields {
                checks.add(
                    member: "its field '\(field.name.value)'", function: checks.functionNames.claim(functionName(field.name.value)), type: field.type,
                    subject: .property(of: owner, name: field.name.value), compared: "the view state is", known: nested)
            }
        }
        for type in resolved.spec.types {
            for property in type.properties {
                checks.add(
                    member: "the property '\(property.name.value)' of its type '\(type.name.value)'",
                    function: checks.functionNames.claim(property.name.value + "Of" + type.name.value), type: property.type,
                    subject: .property(of: "\(owner).\(SwiftNames.escaped(type.name.value))", name: property.name.value),
                    compared: resolved.traits.makesConnector ? "the view state is" : "the props are", known: nested)
            }
        }
        if names.viewActionDeclaresSendable && resolved.traits.makesConnector {
            checks.addAssociatedValues(of: resolved.spec, owner: names.viewAction.generated, known: nested)
        }
        return checks
    }

    /// Adds a check for each associated value of `spec`'s view action cases, each case named
    /// as a member of `owner`, the generated view action.
    private mutating func addAssociatedValues(of spec: ConnectorSpec, owner: String, known: Set<String> = []) {
        for actionCase in spec.actionCases {
            let caseName = actionCase.name.value
            let capitalized = caseName.prefix(1).uppercased() + caseName.dropFirst()
            let labels = actionCase.parameters.map { ($0.isUnlabeled ? "_" : SwiftNames.argumentLabel($0.label.value)) + ":" }.joined()
            let reference = "\(SwiftNames.escaped(caseName))(\(labels))"
            for (index, parameter) in actionCase.parameters.enumerated() {
                let member = parameter.isUnlabeled
                    ? "a value of its case '\(caseName)'" : "the value '\(parameter.label.value)' of its case '\(caseName)'"
                add(
                    member: member, function: functionNames.claim((parameter.isUnlabeled ? "value" : parameter.label.value) + "Of" + capitalized),
                    type: parameter.type,
                    subject: .associatedValue(action: owner, case: reference, index: index, count: actionCase.parameters.count),
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
        func isKnown(_ type: String) -> Bool {
            KnownEquatableTypes.contains(type, alsoEquatable: known)
                && (requirement != .hashable || ReferencedNames.typeNames(in: type).isDisjoint(with: KnownEquatableTypes.notHashable))
        }
        guard !type.value.contains("!"), !isKnown(type.value) else { return }
        var location = type.location
        var culprits = [type.value]
        if !type.value.contains("\n"), let elements = KnownEquatableTypes.elements(of: type.value, excludingHashed: requirement != .sendable) {
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
        } else if requirement == .equatable, culprits.count == 1, let existential = culprits.first.flatMap(TypeTextRules.existential) {
            // Nor can an existential or a tuple: the view state holds a value made from it.
            let use = subject.isAssociatedValue ? "send" : "hold"
            message += "an existential ('\(existential)') cannot conform to 'Equatable'; \(use) an Equatable value made from it, such as its message or an id"
        } else if requirement == .equatable, culprits.count == 1, let tuple = culprits.first, TypeTextRules.isTuple(tuple) {
            message += "a tuple ('\(tuple)') cannot conform to 'Equatable'; declare a type of its values under 'types'"
        } else {
            message += DiagnosticMessage.quotedList(culprits, separator: " and ") + " must conform to '\(name)'"
        }
        checks.append(Check(function: SwiftNames.escaped(function), message: message, location: location, subject: subject))
    }

    /// Whether nothing is checked.
    var isEmpty: Bool { checks.isEmpty }

    /// `private enum EquatableViewMember { … }`: a function pair per check (one for
    /// `Sendable`, whose compiler message names the type and the protocol, where an
    /// unavailable overload would never be chosen), then `checks`, a tuple of the calls, each
    /// function's name at its member's type in the spec, for a file to declare before the view
    /// types; the calls that leave no room for each other on a spec line go to further tuples.
    /// `nil` when nothing is checked.
    func declaration(layout: SourceLayout) -> Declaration? {
        guard !checks.isEmpty else { return nil }
        let name = requirement.protocolName
        var members: [Declaration] = []
        for check in checks {
            let (generics, parameter) = Self.signature(of: check.subject, requirement: name)
            members.append(Declaration(modifiers: ["static"], kind: .function(signature: "\(check.function)<\(generics(true))>(_: \(parameter))"), body: .function(nil), layout: .emptyFunction))
            guard requirement.hasOwnMessage else { continue }
            members.append(Declaration(
                attributes: ["@available(*, unavailable, message: \(SwiftNames.stringLiteral(check.message)))"], modifiers: ["static"],
                kind: .function(signature: "\(check.function)<\(generics(false))>(_: \(parameter))"), body: .function(nil), layout: .emptyFunction))
        }
        let calls = checks.filter { $0.location.line > 1 }.map { Located("\($0.function)(\($0.subject.argument))", at: $0.location) }
        let groups = SpecTypeChecks.layersAtSpecColumns(calls, layout: layout).flatMap { SpecTypeChecks.groups($0, layout: layout) }
        members += groups.enumerated().map { index, group in
            Declaration(
                documentation: SpecTypeChecks.documentation(ofGroup: index, first: [
                    "Each member, at its type's line in the spec: checked before the view types, so one that is not "
                        + "\(name) is reported there first.",
                ]),
                // Typed, since a tuple of one call is `()`, which Swift warns of when inferred.
                modifiers: ["static"],
                kind: .property(
                    isVariable: false, name: "checks" + (index == 0 ? "" : String(index + 1)),
                    type: group.count == 1 ? "Void" : "(" + Array(repeating: "Void", count: group.count).joined(separator: ", ") + ")", value: nil),
                body: .typesAtSpecPositions(group, elements: "check"), layout: .block)
        }
        let documentation = requirement.hasOwnMessage
            ? "Each function takes only \(requirement == .equatable ? "an" : "a") `\(name)` member; its unavailable overload says what to do with another."
            : "Each function takes only a `Sendable` member, so that one that is not is reported at the spec."
        // The messages are longer than a line, a string literal cannot be broken, and the calls
        // keep their spec lines, which `swift format` would join.
        let attributes = layout == .formatted ? ["// swift-format-ignore"] : []
        return .enum(enumName, modifiers: ["private"], documentation: [documentation], attributes: attributes, members: members)
    }

    /// A check function's generic parameters, with or without the requirement on the checked
    /// member, and its parameter's type.
    private static func signature(of subject: Check.Subject, requirement: String) -> (generics: (Bool) -> String, parameter: String) {
        switch subject {
        case .property(let type, _):
            // The root is written, so that only the member's type is inferred.
            return ({ $0 ? "Value: \(requirement)" : "Value" }, subject.isReadByClosure ? "(\(type)) -> Value" : "KeyPath<\(type), Value>")
        case .associatedValue(let action, _, let index, let count):
            let values = (0..<count).map { "Value\($0)" }
            let generics = { (requires: Bool) in
                values.enumerated().map { requires && $0.offset == index ? $0.element + ": \(requirement)" : $0.element }.joined(separator: ", ")
            }
            // The case's function returns the generated view action: only the values are inferred.
            return (generics, "(" + values.joined(separator: ", ") + ") -> " + action)
        }
    }
}
