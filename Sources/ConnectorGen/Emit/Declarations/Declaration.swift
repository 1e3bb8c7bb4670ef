/// A Swift declaration as an emitter describes it: documentation, attributes, a header such
/// as `public struct State: Equatable`, and a body.
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
    }

    /// How consecutive declarations are spaced: one-line declarations of one kind stay
    /// together; everything else is set apart by a blank line.
    enum Layout {
        case storedProperty
        case enumCase
        case typeAlias
        case block
    }

    /// Lines of the `///` doc comment, without the slashes.
    var documentation: [String] = []
    /// Attributes, each written on a line of its own, e.g. `@Test("name")`.
    var attributes: [String] = []
    /// The declaration up to its body, e.g. `public func connect(state: AppState) -> View.State`.
    var header: String
    /// What follows the header.
    var body: Body
    /// How it is spaced from its neighbours.
    var layout: Layout

    // MARK: - Kinds

    /// `access struct Name: Conformances { members }`.
    static func `struct`(
        _ name: String, access: AccessLevel = .internal, conformances: [String] = [], documentation: [String] = [],
        attributes: [String] = [], members: [Declaration]
    ) -> Declaration {
        Declaration(
            documentation: documentation, attributes: attributes,
            header: access.modifier + "struct " + name + conformanceClause(conformances), body: .members(members), layout: .block)
    }

    /// `isolation final class Name: Superclass { members }`, where `isolation` is a modifier
    /// such as `"nonisolated "` or nothing.
    static func finalClass(_ name: String, isolation: String = "", inherits: [String], members: [Declaration]) -> Declaration {
        Declaration(header: isolation + "final class " + name + conformanceClause(inherits), body: .members(members), layout: .block)
    }

    /// `access enum Name: Conformances { members }`.
    static func `enum`(
        _ name: String, access: AccessLevel = .internal, conformances: [String] = [], documentation: [String] = [],
        members: [Declaration]
    ) -> Declaration {
        Declaration(
            documentation: documentation, header: access.modifier + "enum " + name + conformanceClause(conformances),
            body: .members(members), layout: .block)
    }

    /// `extension Type { members }`.
    static func `extension`(_ type: String, members: [Declaration]) -> Declaration {
        Declaration(header: "extension " + type, body: .members(members), layout: .block)
    }

    /// `#if condition`, the declarations, `#endif`.
    static func conditional(_ condition: String, _ declarations: [Declaration]) -> Declaration {
        Declaration(header: condition, body: .conditional(declarations), layout: .block)
    }

    /// `access typealias Name = Type`.
    static func typeAlias(_ name: String, access: AccessLevel = .internal, documentation: [String] = [], _ type: String) -> Declaration {
        Declaration(documentation: documentation, header: access.modifier + "typealias " + name + " = " + type, body: .none, layout: .typeAlias)
    }

    /// `case name(label: Type, …)`, each parameter written as it is declared.
    static func enumCase(_ name: String, parameters: [String] = []) -> Declaration {
        let list = parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"
        return Declaration(header: "case " + name + list, body: .none, layout: .enumCase)
    }

    /// `access let name: Type`, or `let name = value`.
    static func constant(_ name: String, access: AccessLevel = .internal, type: String? = nil, value: String? = nil) -> Declaration {
        var header = access.modifier + "let " + name
        if let type { header += ": " + type }
        if let value { header += " = " + value }
        return Declaration(header: header, body: .none, layout: .storedProperty)
    }

    /// `access func signature { body }`; a `nil` body writes `{}`.
    static func function(
        _ signature: String, access: AccessLevel = .internal, documentation: [String] = [], attributes: [String] = [],
        body: ((inout FunctionBodyWriter) -> Void)?
    ) -> Declaration {
        Declaration(
            documentation: documentation, attributes: attributes, header: access.modifier + "func " + signature,
            body: .function(body), layout: .block)
    }

    /// `access init(parameters) { body }`; a `nil` body writes `{}`.
    static func initializer(_ parameters: String, access: AccessLevel = .internal, body: ((inout FunctionBodyWriter) -> Void)?) -> Declaration {
        Declaration(header: access.modifier + "init(" + parameters + ")", body: .function(body), layout: .block)
    }

    /// A memberwise initializer, for access levels at which Swift's synthesized one is not visible.
    static func memberwiseInitializer(_ properties: [(name: String, type: String)], access: AccessLevel) -> Declaration {
        let parameters = properties.map { "\(SwiftNames.escaped($0.name)): \($0.type)" }.joined(separator: ", ")
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

extension AccessLevel {
    /// The modifier written before a declaration: `"public "`, `"package "`, or nothing for internal.
    var modifier: String { self == .internal ? "" : rawValue + " " }
}
