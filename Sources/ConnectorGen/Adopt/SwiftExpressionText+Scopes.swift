/// Which names of an expression are its own: bound inside it, so neither read from the mapping
/// around it nor replaced by a local's value.
extension SwiftExpressionText {
    /// The identifiers in `range` that name a value bound inside `range`, where they are bound
    /// and where they are read: a closure's parameters (`{ item in … }`), and the locals of a
    /// closure or of a statement's body (`let`, `var`, `if let`, `guard let`, `while let`,
    /// `for … in`, `case let`, `catch let`), each from where Swift binds it — a declaration after its
    /// statement, so that `let title = title.uppercased()` reads the outer `title`; a condition's
    /// names in the body it opens; a `guard`'s after its `else` body.
    func namesBoundInside(_ range: Range<Int>) -> Set<Int> {
        let range = range.clamped(to: 0..<file.tokens.count)
        var bound: Set<Int> = []
        // The names each brace binds, innermost last; the first is `range`'s own level.
        var scopes: [Set<String>] = [[]]
        var parentheses = 0
        // The statement whose condition or pattern is being read, until its body's `{`.
        var statement: (keyword: String, parentheses: Int, names: Set<String>)?
        // A `guard`'s names, for its scope once its `else` body closes.
        var guarded: [(depth: Int, names: Set<String>)] = []
        // A declaration's names, for its scope from the token at the key on.
        var declared: [Int: Set<String>] = [:]

        func isKeyword(_ index: Int) -> Bool {
            !file.isSymbol(index + 1, ":") && !file.isSymbol(index - 1, ".") && !file.isSymbol(index - 1, "#")
        }
        var index = range.lowerBound
        while index < range.upperBound {
            if let names = declared.removeValue(forKey: index) { scopes[scopes.count - 1].formUnion(names) }
            if file.isSymbol(index, "(") || file.isSymbol(index, "[") { parentheses += 1 }
            if file.isSymbol(index, ")") || file.isSymbol(index, "]") { parentheses -= 1 }
            if file.isSymbol(index, "{") {
                var names: Set<String> = []
                if let current = statement, current.parentheses == parentheses {
                    // The body of an `if`, `while` or `for` has its condition's names; a
                    // guard's `else` body has none, and the scope has them once it closes.
                    if current.keyword == "guard" {
                        guarded.append((scopes.count - 1, current.names))
                    } else {
                        names = current.names
                    }
                    statement = nil
                } else if let closure = ScreenDrafter.closure(index..<file.partner[index] + 1, in: file) {
                    names = Set((closure.parameters ?? []).compactMap { $0 })
                    for parameter in index + 1..<closure.body.lowerBound where file.isIdentifier(parameter) && names.contains(file.text(parameter)) {
                        bound.insert(parameter)
                    }
                }
                scopes.append(names)
            } else if file.isSymbol(index, "}") {
                if scopes.count > 1 { scopes.removeLast() }
                if let last = guarded.last, last.depth == scopes.count - 1 {
                    scopes[scopes.count - 1].formUnion(last.names)
                    guarded.removeLast()
                }
            } else if isKeyword(index), ["if", "while", "guard", "catch"].contains(where: { file.isWord(index, $0) }), statement == nil,
                      !(file.isWord(index, "while") && file.isSymbol(index - 1, "}")) {
                // (`} while …` ends a `repeat`, and opens no body.)
                statement = (file.text(index), parentheses, [])
            } else if isKeyword(index), file.isWord(index, "for"), statement == nil {
                // `for item in`, `for (key, value) in`, `for case let .some(item) in`.
                var names: Set<String> = []
                var name = index + 1
                while name < range.upperBound, !file.isWord(name, "in") {
                    if file.isIdentifier(name), !["case", "let", "var", "_"].contains(file.text(name)), !file.isSymbol(name - 1, "."),
                       !file.isSymbol(name + 1, ":") {
                        names.insert(file.text(name))
                        bound.insert(name)
                    }
                    name += 1
                }
                statement = ("for", parentheses, names)
                index = name
            } else if isKeyword(index), file.isWord(index, "let") || file.isWord(index, "var") {
                let pattern = patternNames(after: index, in: range)
                bound.formUnion(pattern.indices)
                if statement != nil {
                    statement!.names.formUnion(pattern.names)
                } else if file.isSymbol(index - 1, "(") || file.isSymbol(index - 1, ",") || file.isWord(index - 1, "case") {
                    // A `case` pattern's names (`case .loaded(let items):`), for the case's body.
                    scopes[scopes.count - 1].formUnion(pattern.names)
                } else if let end = statementEnd(after: pattern.end, in: range) {
                    declared[end, default: []].formUnion(pattern.names)
                }
                index = pattern.end
                continue
            } else if isReadName(index), scopes.contains(where: { $0.contains(file.lexer.name(of: file.tokens[index])) }) {
                bound.insert(index)
            }
            index += 1
        }
        return bound
    }

    /// The names a `let` or `var` at `keyword` binds, the indices of their tokens, and where its
    /// pattern ends: `let title`, `let (a, b)`, `case let .loaded(items)`.
    private func patternNames(after keyword: Int, in range: Range<Int>) -> (names: Set<String>, indices: Set<Int>, end: Int) {
        var names: Set<String> = []
        var indices: Set<Int> = []
        var index = keyword + 1
        if file.isSymbol(index, ".") { index += 2 }
        if file.isIdentifier(index), !file.isSymbol(index + 1, "(") {
            if file.text(index) != "_" {
                names.insert(file.text(index))
                indices.insert(index)
            }
            return (names, indices, index + 1)
        }
        if file.isIdentifier(index), file.isSymbol(index + 1, "(") { index += 1 }
        guard file.isSymbol(index, "("), file.partner[index] < range.upperBound else { return (names, indices, index) }
        let close = file.partner[index]
        for element in index + 1..<close
        where file.isIdentifier(element) && file.text(element) != "_" && !file.isSymbol(element + 1, ":") && !file.isSymbol(element - 1, ".") {
            names.insert(file.text(element))
            indices.insert(element)
        }
        return (names, indices, close + 1)
    }

    /// The first token after `start` that starts the next statement at its level: after a `;`,
    /// or on a later line, not going on with the one before (a `.member`, an operator, a
    /// closing bracket); `nil` when the level closes first.
    private func statementEnd(after start: Int, in range: Range<Int>) -> Int? {
        let bytes = file.lexer.bytes
        var index = start
        while index < range.upperBound {
            if file.isSymbol(index, "}") || file.isSymbol(index, ")") || file.isSymbol(index, "]") { return nil }
            if file.isSymbol(index, ";") { return index + 1 < range.upperBound ? index + 1 : nil }
            let next = file.after(index)
            guard next < range.upperBound else { return nil }
            let between = bytes[file.tokens[next - 1].range.upperBound..<file.tokens[next].range.lowerBound]
            let goesOn = file.tokens[next].kind == .operator || file.isSymbol(next, ".") || file.isSymbol(next, "}") || file.isSymbol(next, ")")
                || file.isSymbol(next, "]") || file.isSymbol(next, "{") || file.tokens[next - 1].kind == .operator
                || file.isSymbol(next - 1, ",") || file.isSymbol(next - 1, "(")
            if between.contains(UInt8(ascii: "\n")), !goesOn { return next }
            index = next
        }
        return nil
    }
}
