/// A Swift declaration as an emitter describes it: documentation, attributes, modifiers, what
/// it declares, and a body. The header (`public struct State: Equatable`) is written from
/// these parts by ``header``; no emitter writes one as text or reads one back.
///
/// Only a function's body can hold code mapped to the spec (see ``SwiftWriter``); a type's
/// members are declarations again.
struct Declaration {
    /// What follows a declaration's header.
    enum Body {
        /// Nothing: a stored property, an enum case, a type alias.
        case none
        /// Member declarations between braces: a struct, an enum, an extension.
        case members([Declaration])
        /// Statements between braces; `nil` writes `{}`.
        case function(((inout FunctionBodyWriter) -> Void)?)
        /// Declarations compiled only when the header, a condition, holds: `#if header … #endif`.
        case conditional([Declaration])
        /// A tuple of types (or of other `elements`, such as calls) after `header =`, each
        /// written at its spec line and column: the one place outside a function body where a
        /// line is mapped to the spec (see ``SpecTypeChecks/namedTypesDeclarations(_:)``).
        case typesAtSpecPositions([Located<String>], elements: String = "type")
        /// Stored properties, each `name: Type` with the name at the type's spec line and
        /// column, where the compiler reports a property whose type does not conform to a
        /// protocol the type declares (see ``SwiftWriter/tupleAtSpecPositions(head:_:)``).
        case storedPropertiesAtSpecPositions([Located<String>])
        /// The declaration's keywords, then the rest of it (its name on) at a spec line and
        /// column, where the compiler reports a problem with the declaration (see
        /// ``SpecTypeChecks/rememberedStateDeclaration(_:generic:)``); in `file` when it is
        /// another file than the spec (`connector-gen.yml`).
        case nameAtSpecPosition(keywords: String, rest: String, at: SourceLocation, file: String? = nil)
    }

    /// How consecutive declarations are spaced: one-line declarations of one kind stay
    /// together; everything else is set apart by a blank line.
    enum Layout {
        case storedProperty
        case enumCase
        case typeAlias
        /// A function with an empty body, `func f() {}`, with its attributes.
        case emptyFunction
        case block
    }

    /// What a declaration declares, with the parts of its header after the modifiers.
    enum Kind {
        /// `struct`, `enum`, `final class` or `extension` (the `keyword`), then the name and
        /// the conformances.
        case type(keyword: String, name: String, conformances: [String])
        /// `typealias Name = Type`.
        case typeAlias(name: String, type: String)
        /// `typealias Name`, whose tuple of types the body writes.
        case tupleTypeAlias(name: String)
        /// `case name(label: Type, …)`.
        case enumCase(name: String, parameters: [String])
        /// `let` or `var` (`isVariable`), the name, an optional type and an optional value.
        case property(isVariable: Bool, name: String, type: String?, value: String?)
        /// `func` and its signature, e.g. `connect(state: AppState) -> View.State`.
        case function(signature: String)
        /// `init(parameters)`.
        case initializer(parameters: String)
        /// `#if condition`.
        case conditional(condition: String)
    }

    /// The `///` doc comment, without the slashes: its lines are joined into paragraphs and
    /// broken again to fit the line length (``SwiftWriter/documentation(_:)``).
    var documentation: [String] = []
    /// Attributes, each written on a line of its own, e.g. `@Test("name")`.
    var attributes: [String] = []
    /// A property wrapper or attribute written on the declaration's own line, before its
    /// modifiers, e.g. `@ActionBinding` or `@Environment(Store.self)`.
    var inlineAttribute: String?
    /// The modifiers, in the order written, e.g. `public`, `private static`, `mutating`.
    var modifiers: [String] = []
    /// What it declares.
    var kind: Kind
    /// What follows the header.
    var body: Body
    /// How it is spaced from its neighbours.
    var layout: Layout

    /// The declaration up to its body, e.g. `public func connect(state: AppState) -> View.State`.
    var header: String {
        let declared: String
        switch kind {
        case .type(let keyword, let name, let conformances):
            declared = keyword + " " + name + Self.conformanceClause(conformances)
        case .typeAlias(let name, let type):
            declared = "typealias " + name + " = " + type
        case .tupleTypeAlias(let name):
            declared = "typealias " + name
        case .enumCase(let name, let parameters):
            declared = "case " + name + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")")
        case .property(let isVariable, let name, let type, let value):
            declared = (isVariable ? "var " : "let ") + name + (type.map { ": " + $0 } ?? "") + (value.map { " = " + $0 } ?? "")
        case .function(let signature):
            declared = "func " + signature
        case .initializer(let parameters):
            declared = "init(" + parameters + ")"
        case .conditional(let condition):
            return condition
        }
        return ([inlineAttribute].compactMap { $0 } + modifiers + [declared]).joined(separator: " ")
    }

    /// The modifiers of `access` (none for internal) followed by `others`.
    static func modifiers(_ access: AccessLevel, _ others: String...) -> [String] {
        (access == .internal ? [] : [access.rawValue]) + others
    }

    // MARK: - Kinds

    /// `access struct Name: Conformances { members }`.
    static func `struct`(
        _ name: String, access: AccessLevel = .internal, conformances: [String] = [], documentation: [String] = [],
        attributes: [String] = [], members: [Declaration]
    ) -> Declaration {
        Declaration(
            documentation: documentation, attributes: attributes, modifiers: modifiers(access),
            kind: .type(keyword: "struct", name: name, conformances: conformances), body: .members(members), layout: .block)
    }

    /// `isolation final class Name: Superclass { members }`, where `isolation` is a modifier
    /// such as `"nonisolated "` or nothing.
    static func finalClass(_ name: String, isolation: String = "", inherits: [String], members: [Declaration]) -> Declaration {
        Declaration(
            modifiers: isolation.split(separator: " ").map(String.init),
            kind: .type(keyword: "final class", name: name, conformances: inherits), body: .members(members), layout: .block)
    }

    /// `access modifiers enum Name: Conformances { members }`.
    static func `enum`(
        _ name: String, access: AccessLevel = .internal, modifiers others: [String] = [], conformances: [String] = [],
        documentation: [String] = [], attributes: [String] = [], members: [Declaration]
    ) -> Declaration {
        Declaration(
            documentation: documentation, attributes: attributes, modifiers: modifiers(access) + others,
            kind: .type(keyword: "enum", name: name, conformances: conformances), body: .members(members), layout: .block)
    }

    /// `extension Type: Conformances { members }`.
    static func `extension`(_ type: String, conformances: [String] = [], members: [Declaration]) -> Declaration {
        Declaration(kind: .type(keyword: "extension", name: type, conformances: conformances), body: .members(members), layout: .block)
    }

    /// `#if condition`, the declarations, `#endif`.
    static func conditional(_ condition: String, _ declarations: [Declaration]) -> Declaration {
        Declaration(kind: .conditional(condition: condition), body: .conditional(declarations), layout: .block)
    }

    /// `access typealias Name = Type`.
    static func typeAlias(_ name: String, access: AccessLevel = .internal, documentation: [String] = [], _ type: String) -> Declaration {
        Declaration(
            documentation: documentation, modifiers: modifiers(access), kind: .typeAlias(name: name, type: type), body: .none,
            layout: .typeAlias)
    }

    /// `case name(label: Type, …)`, each parameter written as it is declared.
    static func enumCase(_ name: String, parameters: [String] = []) -> Declaration {
        Declaration(kind: .enumCase(name: name, parameters: parameters), body: .none, layout: .enumCase)
    }

    /// `access let name: Type`, or `let name = value`.
    static func constant(_ name: String, access: AccessLevel = .internal, type: String? = nil, value: String? = nil) -> Declaration {
        .property(name, access: access, type: type, value: value)
    }

    /// A stored property: `@Wrapper access modifiers let name: Type = value`, `var` when `isVariable`.
    static func property(
        _ name: String, access: AccessLevel = .internal, modifiers others: [String] = [], wrapper: String? = nil,
        isVariable: Bool = false, type: String? = nil, value: String? = nil, documentation: [String] = []
    ) -> Declaration {
        Declaration(
            documentation: documentation, inlineAttribute: wrapper, modifiers: modifiers(access) + others,
            kind: .property(isVariable: isVariable, name: name, type: type, value: value), body: .none, layout: .storedProperty)
    }

    /// A computed property, `access var name: Type { body }`, written as a block.
    static func computedProperty(
        _ name: String, access: AccessLevel = .internal, type: String, documentation: [String] = [],
        body: @escaping (inout FunctionBodyWriter) -> Void
    ) -> Declaration {
        Declaration(
            documentation: documentation, modifiers: modifiers(access),
            kind: .property(isVariable: true, name: name, type: type, value: nil), body: .function(body), layout: .block)
    }

    /// `access func signature { body }`; a `nil` body writes `{}`.
    static func function(
        _ signature: String, access: AccessLevel = .internal, modifiers others: [String] = [], documentation: [String] = [],
        attributes: [String] = [], body: ((inout FunctionBodyWriter) -> Void)?
    ) -> Declaration {
        Declaration(
            documentation: documentation, attributes: attributes, modifiers: modifiers(access) + others,
            kind: .function(signature: signature), body: .function(body), layout: .block)
    }

    /// `access init(parameters) { body }`; a `nil` body writes `{}`.
    static func initializer(
        _ parameters: String, access: AccessLevel = .internal, documentation: [String] = [], body: ((inout FunctionBodyWriter) -> Void)?
    ) -> Declaration {
        Declaration(
            documentation: documentation, modifiers: modifiers(access), kind: .initializer(parameters: parameters), body: .function(body),
            layout: .block)
    }

    /// A memberwise initializer, for access levels at which Swift's synthesized one is not visible.
    static func memberwiseInitializer(_ properties: [(name: String, type: String)], access: AccessLevel) -> Declaration {
        let parameters = properties.map { "\(SwiftNames.escaped($0.name)): \(TypeTextRules.storedParameterType($0.type))" }.joined(separator: ", ")
        guard !properties.isEmpty else { return initializer("", access: access, body: nil) }
        return initializer(parameters, access: access) { body in
            for property in properties {
                let name = SwiftNames.escaped(property.name)
                body.line("self.\(name) = \(name)")
            }
        }
    }

    private static func conformanceClause(_ conformances: [String]) -> String {
        conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
    }
}
