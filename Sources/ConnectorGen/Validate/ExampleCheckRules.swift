/// Whether a spec's examples can be checked: an action example compares the app action the
/// connector sends with `expect` by `==`, which a protocol type does not have.
///
/// Swift lets a protocol be used as a type without `any` (`action: Action`), so the connector
/// compiles, but its examples' comparison would not: the compiler would report it in the
/// generated test file. Written `any Action`, the type tells connector-gen to compare actions
/// by their types at run time (`DynamicallyEquatable`). Whether a name is a protocol cannot be
/// known from the spec alone, so the rule warns only on evidence: a flavor's library whose
/// `Action` is a protocol, or a `to` or `expect` that makes a value of another type.
enum ExampleCheckRules: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        guard !resolved.names.appActionIsExistential, let evidence = protocolEvidence(resolved) else { return }
        let action = resolved.spec.action
        let replacement = ConnectorNames.existential(action.value, optional: resolved.traits.sendsOptionalAction)
        context.report(
            .actionTypeIsProtocol(action.value, evidence: evidence, replacement: replacement),
            at: action.location, replacingWritten: action.value)
    }

    private static func protocolEvidence(_ resolved: ResolvedSpec) -> DiagnosticMessage.ProtocolEvidence? {
        let spec = resolved.spec
        // Only actions are compared: a spec whose view sends none has nothing to check.
        let cases = spec.actionCases
        guard !cases.isEmpty else { return nil }
        let typeName = baseName(of: spec.action.value)
        if typeName == "Action", resolved.traits.libraryActionIsProtocol, let library = resolved.traits.library {
            return .library(library)
        }
        if typeName == "Action", let library = resolved.names.planRunner?.actionProtocolLibrary {
            return .library(library)
        }
        var sent = cases.map(\.appAction)
        for example in spec.examples {
            if case .action(_, let expect) = example.kind { sent.append(expect) }
        }
        for code in sent {
            if let made = initializedTypes(in: code.text).first(where: { ![typeName, "Optional", "Self"].contains(baseName(of: $0)) }) {
                return .sentValue(made)
            }
        }
        return nil
    }

    /// The types an expression initializes as its value: the type of one initializer call,
    /// `Name(…)`, whose name starts with a capital letter as types do; for a conditional
    /// expression, `condition ? A(…) : B(…)`, that of each branch.
    static func initializedTypes(in code: String) -> [String] {
        let lexer = SwiftLexer(code)
        let tokens = Array(lexer)
        var branches: [ArraySlice<SwiftLexer.Token>] = [tokens[...]]
        if let (question, colon) = conditionalOperator(in: tokens, lexer: lexer) {
            branches = [tokens[(question + 1)..<colon], tokens[(colon + 1)...]]
        }
        return branches.compactMap { initializedType(in: $0.filter { !$0.isTrivia }, lexer: lexer) }
    }

    /// The positions of the `?` and `:` of a conditional expression at the top level of
    /// `tokens`: a `?` written apart from its operands, as Swift requires of the conditional
    /// operator (`a?.b` and `a ?? b` are not one).
    private static func conditionalOperator(in tokens: [SwiftLexer.Token], lexer: SwiftLexer) -> (Int, Int)? {
        var depth = 0
        var question: Int?
        for (index, token) in tokens.enumerated() {
            let text = lexer.text(of: token)
            switch token.kind {
            case .punctuation where ["(", "[", "{"].contains(text): depth += 1
            case .punctuation where [")", "]", "}"].contains(text): depth -= 1
            case .operator where text == "?" && depth == 0 && question == nil:
                let spaced = index > 0 && index + 1 < tokens.count && tokens[index - 1].kind == .whitespace
                    && tokens[index + 1].kind == .whitespace
                if spaced { question = index }
            case .punctuation where text == ":" && depth == 0:
                if let question { return (question, index) }
            default: break
            }
        }
        return nil
    }

    /// The type `tokens` (without trivia) initialize when they are one initializer call: a
    /// type name, or a qualified one whose every part starts with a capital letter as types do
    /// (`TurnAction.Skip()`; `AppAction.skip()` is a case or a static function), then `(…)`.
    private static func initializedType(in tokens: [SwiftLexer.Token], lexer: SwiftLexer) -> String? {
        func isTypeName(_ token: SwiftLexer.Token) -> Bool {
            token.kind == .identifier && lexer.name(of: token).unicodeScalars.first?.properties.isUppercase == true
        }
        var path: [String] = []
        var open = 0
        while open < tokens.count, isTypeName(tokens[open]) {
            path.append(lexer.name(of: tokens[open]))
            open += 1
            guard open < tokens.count, lexer.isPeriod(tokens[open]) else { break }
            open += 1
        }
        guard !path.isEmpty, open + 1 < tokens.count, lexer.text(of: tokens[open]) == "(",
            lexer.text(of: tokens[tokens.count - 1]) == ")"
        else { return nil }
        // The parenthesis after the name closes at the end: the whole expression is the call.
        var depth = 0
        for (index, token) in tokens.enumerated().dropFirst(open) where token.kind == .punctuation {
            switch lexer.text(of: token) {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 && index != tokens.count - 1 { return nil }
            default: break
            }
        }
        return path.joined(separator: ".")
    }

    /// The name a type is declared by: `Action` for `Action?`, `App.Action` or `Action<T>`.
    private static func baseName(of type: String) -> String {
        var name = Substring(type)
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }
}
