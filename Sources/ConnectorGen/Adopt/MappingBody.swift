/// The statements of a hand-written mapping function, as `adopt` reads them: local `let`s,
/// `guard let … else { return nil }`, the `return` of the result (or the body's one
/// expression), a `switch` over the view action, and whatever else, kept to be reported.
struct MappingBody {
    /// `let name = value` or `let name: Type = value` (or `var`).
    struct Local {
        var name: String
        var value: Range<Int>
        var nameIndex: Int
        /// Whether it is a `var`, which later statements may change.
        var isVariable = false
        /// The tokens of its type annotation (`Double` in `let scale: Double = 7`), if any.
        var annotation: Range<Int>? = nil
    }

    /// One binding of `guard let name = value, … else { return nil }`, or one test
    /// `value != nil` there, named after the last name of its path (`selectedID` of
    /// `state.selectedID != nil`).
    struct Guard {
        var name: String
        var value: Range<Int>
        var nameIndex: Int
        /// Whether it only tests the value (`!= nil`) and binds no name.
        var isTest = false
    }

    /// A call: its callee's text and its arguments.
    struct Call {
        var callee: String
        var arguments: [Argument]
        var calleeIndex: Int
        /// The closure after the parentheses, `callee(…) { … }`, which is not among `arguments`.
        var trailingClosure: Range<Int>? = nil
    }

    /// An argument of a call: its label, if any, and its expression.
    struct Argument {
        var label: String?
        var value: Range<Int>
    }

    /// A `case` of a `switch` over the view action.
    struct SwitchCase {
        /// The case name of the pattern (`.unwatch(let episode)` → `unwatch`).
        var name: String
        /// The names the pattern binds, one per associated value (`nil` for `_`).
        var bindings: [String?]
        /// The expression the case returns.
        var value: Range<Int>?
        var caseIndex: Int
        /// Whether the case's statements hold an `#if` block, which keeps them from being one return.
        var holdsDirective = false
    }

    var locals: [Local] = []
    var guards: [Guard] = []
    /// The token range of the returned expression.
    var result: Range<Int>?
    /// `if condition { return value }` before the final `return`, in order.
    var earlyReturns: [(condition: Range<Int>, value: Range<Int>)] = []
    /// The switch over the view action, when the body is one.
    var switchCases: [SwitchCase]?
    /// The subject of that switch.
    var switchSubject: String?
    /// The `default:` of the switch over the view action when it returns one expression: that
    /// expression, and the label's token.
    var defaultCase: (value: Range<Int>, index: Int)?
    /// The names bound by the guards not read (`guard let note = …, note.isEditable else …`).
    var unreadGuardNames: [String] = []
    /// Each statement not read: its tokens, and what it is in words.
    var unread: [(index: Int, range: Range<Int>, what: String)] = []
    /// The tokens of the whole body, braces excluded.
    var range: Range<Int> = 0..<0

    /// How ``unread`` ends the words for a case of the switch whose body does more than return
    /// an action; such a case is also a ``SwitchCase`` without a value.
    static let doesMoreThanReturn = ", which does more than return an action"

    /// How ``unread`` names an `#if` block in the mapping, whose first line is `condition`
    /// (`#if DEBUG`): the draft reads its first branch only.
    static func conditionalCompilation(_ condition: String) -> String {
        "an '#if' block (the draft takes its first branch, '\(condition)', as if that configuration were built; write the fields for the others by hand)"
    }

    /// Reads the statements in `body`.
    /// - Parameter mapsActions: Whether `body` maps view actions (`connect(action:)`), where a
    ///   `switch` is over the action; in a state mapping a `switch` statement is a statement,
    ///   and only `return switch …` the mapping's value.
    init(_ body: Range<Int>, in file: SwiftSourceFile, mapsActions: Bool = true) {
        range = body
        let statements = Self.statements(body, in: file)
        // How deep the statements stand in `#if` blocks, and whether in a later branch of the
        // outermost one (`#elseif`, `#else`), which is left out: the draft follows one
        // configuration, not the last value each branch gives a name.
        var directiveDepth = 0
        var inLaterBranch = false
        for statement in statements {
            let start = statement.lowerBound
            if Self.isDirective(at: start, in: file) {
                if file.isWord(start + 1, "if") {
                    directiveDepth += 1
                } else if file.isWord(start + 1, "endif") {
                    directiveDepth = max(0, directiveDepth - 1)
                    if directiveDepth == 0 { inLaterBranch = false }
                } else if directiveDepth == 1 {
                    inLaterBranch = true
                }
            }
            if inLaterBranch { continue }
            if file.isWord(start, "let") || file.isWord(start, "var"), file.isIdentifier(start + 1) {
                // `let a = 1, b = 2`: a local each.
                for binding in Self.bindings(start + 1..<statement.upperBound, in: file) {
                    var equals = binding.lowerBound + 1
                    while equals < binding.upperBound && !file.isSymbol(equals, "=") { equals = file.after(equals) }
                    let name = file.lexer.name(of: file.tokens[binding.lowerBound])
                    if equals + 1 < binding.upperBound {
                        let annotation = file.isSymbol(binding.lowerBound + 1, ":") && binding.lowerBound + 2 < equals ? binding.lowerBound + 2..<equals : nil
                        locals.append(Local(
                            name: name, value: equals + 1..<binding.upperBound, nameIndex: binding.lowerBound, isVariable: file.isWord(start, "var"),
                            annotation: annotation))
                    } else {
                        // Declared now, set by later statements: a variable as far as the fields go.
                        locals.append(Local(name: name, value: binding.upperBound..<binding.upperBound, nameIndex: binding.lowerBound, isVariable: true))
                    }
                }
            } else if file.isWord(start, "guard") {
                if let guards = Self.guardLets(statement, in: file) {
                    self.guards += guards
                } else {
                    unread.append((start, statement, "a 'guard' other than 'guard let … else { return nil }'"))
                    var index = start + 1
                    while index < statement.upperBound && !file.isWord(index, "else") {
                        if file.isWord(index, "let") || file.isWord(index, "var"), file.isIdentifier(index + 1) {
                            unreadGuardNames.append(file.lexer.name(of: file.tokens[index + 1]))
                        }
                        index = file.after(index)
                    }
                }
            } else if file.isWord(start, "return") {
                if file.isWord(start + 1, "switch") {
                    read(switch: start + 1..<statement.upperBound, in: file)
                } else if start + 1 < statement.upperBound {
                    result = start + 1..<statement.upperBound
                }
            } else if file.isWord(start, "if"), let early = Self.earlyReturn(statement, in: file) {
                earlyReturns.append(early)
            } else if file.isWord(start, "switch") {
                if !mapsActions || (statements.count > 1 && !statement.contains(where: { file.isWord($0, "return") })) {
                    // A `switch` whose cases return nothing sets locals for the statements after
                    // it (`case .done: label = "Done"`): a statement, not a mapping of actions.
                    unread.append((start, statement, "a 'switch' statement"))
                } else {
                    read(switch: statement, in: file)
                }
            } else if statements.count == 1 {
                // The body's one expression, returned implicitly.
                result = statement
            } else if file.text(of: statement).hasPrefix("#if") {
                unread.append((start, statement, Self.conditionalCompilation(Self.firstLine(of: file.text(of: statement)))))
            } else if ["#else", "#elseif", "#endif"].contains(where: file.text(of: statement).hasPrefix) {
                continue  // Part of the '#if' block reported at its start.
            } else {
                unread.append((start, statement, Self.describe(statement, in: file)))
            }
        }
    }

    /// Whether a line starts at `index` with `#if`, `#elseif`, `#else` or `#endif`.
    static func isDirective(at index: Int, in file: SwiftSourceFile) -> Bool {
        file.startsLine[index] && file.isSymbol(index, "#") && ["if", "elseif", "else", "endif"].contains { file.isWord(index + 1, $0) }
    }

    /// Whether a `case` or `default` label of the switch body `range` stands inside an `#if`
    /// block; an `#if` within one case's statements is that case's.
    static func caseInDirective(_ range: Range<Int>, file: SwiftSourceFile) -> Bool {
        var depth = 0
        var index = range.lowerBound
        while index < range.upperBound {
            if isDirective(at: index, in: file) {
                if file.isWord(index + 1, "if") { depth += 1 } else if file.isWord(index + 1, "endif") { depth = max(0, depth - 1) }
            } else if depth > 0, file.startsLine[index] || file.isSymbol(index - 1, "{"), file.isWord(index, "case") || file.isWord(index, "default") {
                return true
            }
            index = file.after(index)
        }
        return false
    }

    /// Where the lines of `range` that are all compiler directives, up to its end, start;
    /// `range.upperBound` when its last line is not one.
    static func trailingDirectivesStart(in range: Range<Int>, file: SwiftSourceFile) -> Int {
        var start = range.upperBound
        var index = range.lowerBound
        while index < range.upperBound {
            if isDirective(at: index, in: file) {
                if start == range.upperBound { start = index }
            } else if file.startsLine[index] {
                start = range.upperBound
            }
            index = file.after(index)
        }
        return start
    }

    /// `if condition { return value }`, without `else` and without a binding in the condition.
    private static func earlyReturn(_ statement: Range<Int>, in file: SwiftSourceFile) -> (condition: Range<Int>, value: Range<Int>)? {
        var brace = statement.lowerBound + 1
        while brace < statement.upperBound && !file.isSymbol(brace, "{") { brace = file.after(brace) }
        let condition = statement.lowerBound + 1..<brace
        guard brace < statement.upperBound, !condition.isEmpty, file.partner[brace] == statement.upperBound - 1,
              !condition.contains(where: { file.isWord($0, "let") || file.isWord($0, "var") || file.isWord($0, "case") }),
              // `#available(iOS 17, *)` is a condition only, never a value a ternary can test.
              !condition.contains(where: { file.isSymbol($0, "#") && (file.isWord($0 + 1, "available") || file.isWord($0 + 1, "unavailable")) })
        else { return nil }
        let inner = statements(brace + 1..<(statement.upperBound - 1), in: file)
        guard inner.count == 1, file.isWord(inner[0].lowerBound, "return"), inner[0].count > 1 else { return nil }
        return (condition, inner[0].lowerBound + 1..<inner[0].upperBound)
    }

    /// What a statement is, in words, for a report.
    private static func describe(_ statement: Range<Int>, in file: SwiftSourceFile) -> String {
        let first = file.text(statement.lowerBound)
        switch first {
        case "var": return "a 'var' that the mapping changes"
        case "if": return "an 'if' statement"
        case "for": return "a 'for' loop"
        default: return "the statement '\(firstLine(of: file.text(of: statement)))'"
        }
    }

    /// The first line of `text`, shortened to 60 characters.
    static func firstLine(of text: String) -> String {
        let line = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        return line.count > 60 ? String(line.prefix(57)) + "…" : line
    }

    private mutating func read(switch statement: Range<Int>, in file: SwiftSourceFile) {
        var brace = statement.lowerBound + 1
        while brace < statement.upperBound && !file.isSymbol(brace, "{") { brace = file.after(brace) }
        guard brace < statement.upperBound else {
            unread.append((statement.lowerBound, statement, "a 'switch' without cases"))
            return
        }
        switchSubject = file.text(of: statement.lowerBound + 1..<brace)
        let close = min(file.partner[brace], statement.upperBound)
        if Self.caseInDirective(brace + 1..<close, file: file) {
            unread.append((brace, brace..<close, "an '#if' block among the cases of the switch (adopt reads the cases as if all were compiled)"))
        }
        // The `case`/`default` labels at the top level of the switch body.
        var labels: [Int] = []
        var index = brace + 1
        while index < close {
            if file.startsLine[index] || file.isSymbol(index - 1, "{"), file.isWord(index, "case") || file.isWord(index, "default") {
                labels.append(index)
            }
            index = file.after(index)
        }
        var cases: [SwitchCase] = []
        for (position, label) in labels.enumerated() {
            let end = position + 1 < labels.count ? labels[position + 1] : close
            guard file.isWord(label, "case") else {
                // `default: return .noop`: the app action of each case no other case maps.
                let body = file.isSymbol(label + 1, ":") ? Self.statements(label + 2..<Self.trailingDirectivesStart(in: label + 2..<end, file: file), in: file) : []
                // Its one statement returns the action, or is the action in a `switch` expression,
                // whose cases return nothing (`default: break`, `print(…)` are no action).
                let isExpressionSwitch = !(brace + 1..<close).contains { file.isWord($0, "return") }
                if body.count == 1, file.isWord(body[0].lowerBound, "return") || (isExpressionSwitch && !file.isWord(body[0].lowerBound, "break")) {
                    let value = file.isWord(body[0].lowerBound, "return") ? body[0].lowerBound + 1..<body[0].upperBound : body[0]
                    if !value.isEmpty {
                        defaultCase = (value, label)
                        continue
                    }
                }
                unread.append((label, label..<(label + 1), "a 'default' case"))
                continue
            }
            var colon = label + 1
            while colon < end && !file.isSymbol(colon, ":") { colon = file.after(colon) }
            guard colon < end, let patterns = Self.casePatterns(label + 1..<colon, in: file) else {
                unread.append((label, label..<(label + 1), "the case '\(Self.firstLine(of: file.text(of: label..<min(colon + 1, end))))'"))
                continue
            }
            // Compiler directives that follow the case's statements, up to the next case
            // (`#if DEBUG` before a debug-only case), are not part of it.
            let body = Self.statements(colon + 1..<Self.trailingDirectivesStart(in: colon + 1..<end, file: file), in: file)
            var value: Range<Int>?
            if body.count == 1 {
                let statement = body[0]
                value = file.isWord(statement.lowerBound, "return") ? statement.lowerBound + 1..<statement.upperBound : statement
            }
            if value == nil || value!.isEmpty {
                let names = patterns.map { "." + $0.name }.joined(separator: ", ")
                unread.append((label, label..<(label + 1), "the case '\(names)'" + Self.doesMoreThanReturn))
                value = nil
            }
            // Only returns, in the branches of an `#if`: each configuration returns an action.
            let caseBody = colon + 1..<end
            let holdsDirective = value == nil && caseBody.contains { Self.isDirective(at: $0, in: file) }
                && caseBody.allSatisfy { !file.startsLine[$0] || Self.isDirective(at: $0, in: file) || file.isWord($0, "return") || (file.isSymbol($0 - 1, "#") && Self.isDirective(at: $0 - 1, in: file)) }
            // `case .a, .b:` maps each of its actions to the same app action.
            cases += patterns.map { SwitchCase(name: $0.name, bindings: $0.bindings, value: value, caseIndex: label, holdsDirective: holdsDirective) }
        }
        switchCases = cases
    }

    /// The patterns of a case label, `.a, .b(let x)`, each read by ``casePattern(_:in:)``;
    /// `nil` when one of them cannot be.
    private static func casePatterns(_ range: Range<Int>, in file: SwiftSourceFile) -> [(name: String, bindings: [String?])]? {
        var patterns: [(name: String, bindings: [String?])] = []
        for part in splitArguments(range, in: file) {
            guard part.label == nil, let pattern = casePattern(part.value, in: file) else { return nil }
            patterns.append(pattern)
        }
        return patterns.isEmpty ? nil : patterns
    }

    /// The case name and bound names of a pattern: `.name`, `.name(let a, _)`,
    /// `let .name(a, b)`, `.name(label: let a)`; `nil` for any other pattern (several, `where`).
    private static func casePattern(_ range: Range<Int>, in file: SwiftSourceFile) -> (name: String, bindings: [String?])? {
        var index = range.lowerBound
        var bindsAll = false
        if file.isWord(index, "let") || file.isWord(index, "var") {
            bindsAll = true
            index += 1
        }
        while file.isIdentifier(index), file.isSymbol(index + 1, ".") { index += 2 }  // `Screen.Action.refresh`
        guard file.isSymbol(index, "."), file.isIdentifier(index + 1) else { return nil }
        let name = file.lexer.name(of: file.tokens[index + 1])
        index += 2
        var bindings: [String?] = []
        if file.isSymbol(index, "(") {
            let close = file.partner[index]
            guard close < range.upperBound else { return nil }
            for part in splitArguments(index + 1..<close, in: file) {
                var tokens = Array(part.value)
                if file.isWord(tokens.first ?? -1, "let") || file.isWord(tokens.first ?? -1, "var") { tokens.removeFirst() }
                guard tokens.count == 1, file.isIdentifier(tokens[0]) || file.text(tokens[0]) == "_" else { return nil }
                let bound = file.text(tokens[0])
                if bound == "_" { bindings.append(nil); continue }
                guard bindsAll || file.isWord(part.value.lowerBound, "let") || file.isWord(part.value.lowerBound, "var") else { return nil }
                bindings.append(file.lexer.name(of: file.tokens[tokens[0]]))
            }
            index = close + 1
        }
        return index == range.upperBound ? (name, bindings) : nil
    }

    /// The bindings of `guard let a = x, let b = y else { return nil }`; `nil` for any other guard.
    private static func guardLets(_ statement: Range<Int>, in file: SwiftSourceFile) -> [Guard]? {
        var elseIndex = statement.lowerBound + 1
        while elseIndex < statement.upperBound && !file.isWord(elseIndex, "else") { elseIndex = file.after(elseIndex) }
        guard elseIndex < statement.upperBound, file.isSymbol(elseIndex + 1, "{"),
              file.isWord(elseIndex + 2, "return"), file.isWord(elseIndex + 3, "nil"), file.isSymbol(elseIndex + 4, "}") else { return nil }
        var guards: [Guard] = []
        for part in splitArguments(statement.lowerBound + 1..<elseIndex, in: file) {
            let range = part.value
            // `state.selectedID != nil`: a path (names, `.`, `?`, `!`, calls and subscripts),
            // its last name an identifier; not `a || b != nil`.
            if range.count > 3, file.isWord(range.upperBound - 1, "nil"), file.isSymbol(range.upperBound - 2, "!="),
               file.isIdentifier(range.upperBound - 3), file.isSymbol(range.upperBound - 4, "."), isPostfixPath(range.lowerBound..<range.upperBound - 2, in: file) {
                guards.append(Guard(
                    name: file.lexer.name(of: file.tokens[range.upperBound - 3]), value: range.lowerBound..<range.upperBound - 2,
                    nameIndex: range.upperBound - 3, isTest: true))
                continue
            }
            guard file.isWord(range.lowerBound, "let"), file.isIdentifier(range.lowerBound + 1), file.isSymbol(range.lowerBound + 2, "="),
                  range.lowerBound + 3 < range.upperBound else { return nil }
            guards.append(Guard(name: file.lexer.name(of: file.tokens[range.lowerBound + 1]), value: range.lowerBound + 3..<range.upperBound, nameIndex: range.lowerBound + 1))
        }
        return guards
    }

    /// Whether `range` is a postfix expression: names, `.`, `?` and `!` after a name, calls and
    /// subscripts, and no operator between them.
    private static func isPostfixPath(_ range: Range<Int>, in file: SwiftSourceFile) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            if file.isIdentifier(index) || file.isSymbol(index, ".") || file.isSymbol(index, "?") || file.isSymbol(index, "!") {
                index += 1
            } else if file.isSymbol(index, "(") || file.isSymbol(index, "[") {
                index = file.partner[index] + 1
            } else {
                return false
            }
        }
        return index == range.upperBound
    }

    /// The statements of `body`: split at `;` and at line breaks that do not continue an expression.
    static func statements(_ body: Range<Int>, in file: SwiftSourceFile) -> [Range<Int>] {
        var statements: [Range<Int>] = []
        var start = body.lowerBound
        var index = body.lowerBound
        while index < body.upperBound {
            if file.isSymbol(index, ";") {
                if start < index { statements.append(start..<index) }
                start = index + 1
                index += 1
                continue
            }
            if index > start, file.startsLine[index], !continuesExpression(index, in: file) {
                statements.append(start..<index)
                start = index
            }
            index = file.after(index)
        }
        if start < body.upperBound { statements.append(start..<body.upperBound) }
        return statements
    }

    /// Whether the token at `index`, first on its line, continues the expression before it.
    private static func continuesExpression(_ index: Int, in file: SwiftSourceFile) -> Bool {
        let previous = file.tokens[index - 1]
        if previous.kind == .operator && !(file.text(index - 1) == "?" || file.text(index - 1) == "!") { return true }
        if file.isSymbol(index - 1, ",") || file.isSymbol(index - 1, ":") || file.isSymbol(index - 1, ".") || file.isWord(index - 1, "return")
            || file.isWord(index - 1, "in") || file.isWord(index - 1, "else") || file.isSymbol(index - 1, "=") {
            return true
        }
        // A keyword that waits for what follows: `guard` alone on its line, then `let x = …`.
        if !file.isSymbol(index - 2, "."), ["guard", "if", "while", "for", "switch", "let", "var", "case", "try", "await", "throw"].contains(where: { file.isWord(index - 1, $0) }) {
            return true
        }
        // A member chain, a trailing closure or a binary operator on the next line.
        if file.isSymbol(index, ".") || file.isSymbol(index, "{") { return true }
        if file.tokens[index].kind == .operator { return file.text(index) != "!" }
        return file.isWord(index, "else") || file.isWord(index, "where") || file.isWord(index, "as") || file.isWord(index, "is")
    }

    /// A call's arguments: `callee(label: value, value)`, with the callee's token range.
    static func call(_ range: Range<Int>, in file: SwiftSourceFile) -> Call? {
        guard let last = range.last, file.isSymbol(last, ")") else { return nil }
        // The opening parenthesis whose partner is the last token.
        var open = range.lowerBound
        while open < last && !(file.isSymbol(open, "(") && file.partner[open] == last) { open = file.after(open) }
        guard open < last, open > range.lowerBound else { return nil }
        let callee = file.text(of: range.lowerBound..<open).filter { !$0.isWhitespace }
        return Call(callee: callee, arguments: splitArguments(open + 1..<last, in: file), calleeIndex: range.lowerBound)
    }

    /// ``call(_:in:)``, or a call whose parentheses a trailing closure follows,
    /// `callee(label: value) { … }`, with the closure as ``Call/trailingClosure``.
    static func callWithTrailingClosure(_ range: Range<Int>, in file: SwiftSourceFile) -> Call? {
        if let call = call(range, in: file) { return call }
        guard let last = range.last, file.isSymbol(last, "}"),
              let open = range.first(where: { file.isSymbol($0, "{") && file.partner[$0] == last }),
              open > range.lowerBound, file.isSymbol(open - 1, ")"), var call = call(range.lowerBound..<open, in: file)
        else { return nil }
        call.trailingClosure = open..<last + 1
        return call
    }

    /// The bindings of a `let` or `var` after its keyword, `a = 1, b: Int = 2`, each from its
    /// name: split at the commas between them, where each part starts with a name and `=` or
    /// `:`; the whole range as one where it does not read so (a `,` in `Dictionary<K, V>`).
    static func bindings(_ range: Range<Int>, in file: SwiftSourceFile) -> [Range<Int>] {
        let parts = commaSeparated(range, in: file)
        let readsAsBindings = parts.allSatisfy { part in
            file.isIdentifier(part.lowerBound) && (file.isSymbol(part.lowerBound + 1, "=") || file.isSymbol(part.lowerBound + 1, ":") || part.count == 1)
        }
        return readsAsBindings ? parts : [range]
    }

    /// The parts of `range` between the commas outside its brackets.
    static func commaSeparated(_ range: Range<Int>, in file: SwiftSourceFile) -> [Range<Int>] {
        var commas: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if file.isSymbol(index, ",") { commas.append(index) }
            index = file.after(index)
        }
        return zip([range.lowerBound] + commas.map { $0 + 1 }, commas + [range.upperBound]).map { $0..<$1 }
    }

    /// The comma-separated arguments in `range`, each with its label when it has one.
    static func splitArguments(_ range: Range<Int>, in file: SwiftSourceFile) -> [Argument] {
        commaSeparated(range, in: file).filter { !$0.isEmpty }.map { part in
            if file.isIdentifier(part.lowerBound), file.isSymbol(part.lowerBound + 1, ":"), part.count > 2 {
                Argument(label: file.lexer.name(of: file.tokens[part.lowerBound]), value: part.lowerBound + 2..<part.upperBound)
            } else {
                Argument(label: nil, value: part)
            }
        }
    }
}
