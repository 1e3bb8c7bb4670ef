/// Spelling names and literals so the generated Swift means what the spec says.
enum SwiftNames {
    /// Words that must be written in backticks to be used as names.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol",
    ]

    /// `name`, in backticks if it is a keyword the compiler does not read as a name where
    /// generated code puts one (a declaration, a pattern, a member, an expression).
    static func escaped(_ name: String) -> String {
        keywords.contains(name) && !contextualKeywords.contains(name) ? "`\(name)`" : name
    }

    /// The keywords that are keywords only before a declaration or a parameter's type, and
    /// names everywhere generated code puts a name: `case open`, `let package`, `.open`.
    static let contextualKeywords: Set<String> = ["borrowing", "consuming", "nonisolated", "open", "package"]

    /// `name` as the start of a value's or function's name: its leading capitals lowered, but
    /// for the one that starts the next word (`Greenhouse` gives `greenhouse`, `URLCache`
    /// `urlCache`).
    static func lowerCamelCase(_ name: String) -> String {
        let capitals = name.prefix { $0.isUppercase }
        let lowered = capitals.count > 1 && capitals.count < name.count ? capitals.dropLast() : capitals
        return lowered.lowercased() + name.dropFirst(lowered.count)
    }

    /// `name` as an argument label in a parameter list or an enum case's associated values,
    /// where only `inout`, `var` and `let` need backticks.
    static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label in a call, where only `inout` needs backticks (Swift warns
    /// that `var` and `let` do not).
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        doubleQuotedLiteral(text) { "\\u{\(String($0, radix: 16))}" }
    }

    /// `text` with comment terminators and line breaks neutralized, for use inside a `//` comment.
    static func commentText(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
