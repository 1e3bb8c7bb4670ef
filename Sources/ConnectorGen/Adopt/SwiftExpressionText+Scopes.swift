/// Which names of an expression are its own: bound inside it, so neither read from the mapping
/// around it nor replaced by a local's value.
extension SwiftExpressionText {
    /// The names of an expression that are its own.
    struct OwnNames {
        /// The identifiers that name a value bound inside the expression, where they are bound
        /// and where they are read: neither a read of the mapping's names nor replaced.
        var bound: Set<Int> = []
        /// The identifiers that bind a name to the value the name has outside, in place: a
        /// capture list's `[prefix]`, the shorthand `if let prefix`. Each reads the outer
        /// name; one replaced by a local's value is written `prefix = value`.
        var rebinding: Set<Int> = []
        /// The names bound inside the expression that are in scope at each place asked for.
        var visible: [Int: Set<String>] = [:]
    }

    /// The names `range` binds for itself: a closure's parameters (`{ item in … }`) and
    /// captures (`[prefix]`), and the locals of a closure or of a statement's body (`let`, `var`,
    /// `if let`, `guard let`, `while let`, `for … in`, `case let`, `catch let`), each from where
    /// Swift binds it — a declaration after its statement, so that `let title =
    /// title.uppercased()` reads the outer `title`; a condition's names in the conditions after
    /// it and the body it opens; a `guard`'s after its `else` body; a `for`'s in its `where` and
    /// body; a `case`'s in its case.
    /// - Parameter places: The tokens to give ``OwnNames/visible`` for.
    func ownNames(_ range: Range<Int>, visibleAt places: Set<Int> = []) -> OwnNames {
        let range = range.clamped(to: 0..<file.tokens.count)
        var own = OwnNames()
        /// The statement whose condition or pattern is being read, until its body's `{`: the
        /// names it binds, and those its later conditions already see.
        typealias Statement = (keyword: String, parentheses: Int, names: Set<String>, active: Set<String>)
        // The names each brace, or each case of a `switch`, binds, innermost last; the first is
        // `range`'s own level. A closure's keeps the statement around it, read again after it.
        var scopes: [(names: Set<String>, isCase: Bool, around: Statement??)] = [([], false, nil)]
        // How deep in `( )` and `[ ]` the token is.
        var parentheses = 0
        var statement: Statement?
        // A `guard`'s names, for its scope once its `else` body closes.
        var guarded: [(depth: Int, names: Set<String>)] = []
        // A declaration's names, for its scope from the token at the key on.
        var declared: [Int: Set<String>] = [:]

        func isOwn(_ name: String) -> Bool {
            scopes.contains { $0.names.contains(name) } || statement?.active.contains(name) == true
        }
        var index = range.lowerBound
        while index < range.upperBound {
            if let names = declared.removeValue(forKey: index) { scopes[scopes.count - 1].names.formUnion(names) }
            if places.contains(index) { own.visible[index] = scopes.reduce(statement?.active ?? []) { $0.union($1.names) } }
            if file.isSymbol(index, "(") || file.isSymbol(index, "[") { parentheses += 1 }
            if file.isSymbol(index, ")") || file.isSymbol(index, "]") { parentheses -= 1 }
            if file.isSymbol(index, "{") {
                var names: Set<String> = []
                if let current = statement, current.parentheses == parentheses {
                    // The body of an `if`, `while` or `for` has its condition's names (a bare
                    // `catch`, `error`); a guard's `else` body has none, and the scope has
                    // them once it closes.
                    if current.keyword == "guard" {
                        guarded.append((scopes.count, current.names))
                    } else {
                        names = current.keyword == "catch" && current.names.isEmpty ? ["error"] : current.names
                    }
                    statement = nil
                } else if let signature = closureSignature(at: index) {
                    // A capture is read where the closure is made, outside it.
                    for capture in signature.captures {
                        if let value = capture.value {
                            own.bound.insert(capture.index)
                            for read in value where isReadName(read) && isOwn(name(read)) { own.bound.insert(read) }
                        } else if isOwn(name(capture.index)) {
                            own.bound.insert(capture.index)
                        } else {
                            own.rebinding.insert(capture.index)
                        }
                        names.insert(name(capture.index))
                    }
                    for parameter in signature.parameters.compactMap({ $0 }) {
                        own.bound.insert(parameter)
                        names.insert(name(parameter))
                    }
                    scopes.append((names, false, .some(statement)))
                    statement = nil
                    index = signature.bodyStart
                    continue
                } else if !file.isWord(index - 1, "else"), !file.isWord(index - 1, "do"), !file.isWord(index - 1, "repeat"), !file.isWord(index - 1, "defer") {
                    // A closure without a signature: the statement around it goes on after it.
                    scopes.append((names, false, .some(statement)))
                    statement = nil
                    index += 1
                    continue
                }
                scopes.append((names, false, nil))
            } else if file.isSymbol(index, "}") {
                while scopes.count > 1, scopes[scopes.count - 1].isCase { scopes.removeLast() }
                if scopes.count > 1, let closed = scopes.popLast(), let around = closed.around { statement = around }
                if let last = guarded.last, last.depth == scopes.count {
                    scopes[scopes.count - 1].names.formUnion(last.names)
                    guarded.removeLast()
                }
            } else if statement == nil, isStatementWord(index) && file.isWord(index, "case")
                || file.isWord(index, "default") && file.isSymbol(index + 1, ":") && !file.isSymbol(index - 1, ".")
                && !file.isSymbol(index - 1, "(") && !file.isSymbol(index - 1, ",") && !file.isSymbol(index - 1, "[") && !file.isSymbol(index - 1, "?") {
                // A case of a `switch`: its names are its own.
                if scopes.count > 1, scopes[scopes.count - 1].isCase { scopes.removeLast() }
                scopes.append(([], true, nil))
            } else if isStatementWord(index), ["if", "while", "guard", "catch"].contains(where: { file.isWord(index, $0) }), statement == nil,
                      !(file.isWord(index, "while") && file.isSymbol(index - 1, "}") && file.isWord(file.partner[index - 1] - 1, "repeat")) {
                // (`repeat { … } while …` opens no body.)
                statement = (file.text(index), parentheses, [], [])
            } else if let current = statement, current.parentheses == parentheses,
                      file.isSymbol(index, ",") || file.isWord(index, "where") {
                // The conditions after a binding, and a `where` clause, see its names.
                statement!.active = current.names
            } else if isStatementWord(index), file.isWord(index, "for"), statement == nil {
                // `for item in`, `for (key, value) in`, `for case let .some(item) in`, `for x:
                // Int in`: the sequence after `in` is read outside.
                var names: Set<String> = []
                var position = index + 1
                while position < range.upperBound, !file.isWord(position, "in") {
                    if file.isIdentifier(position), !["case", "let", "var", "_", "await", "try"].contains(file.text(position)), !file.isSymbol(position - 1, ".") {
                        names.insert(name(position))
                        own.bound.insert(position)
                        // `x: Int`: the type after the name binds nothing.
                        if file.isSymbol(position + 1, ":") {
                            position += 2
                            while position < range.upperBound, !file.isWord(position, "in"), !file.isSymbol(position, ","), !file.isSymbol(position, ")") {
                                position = file.after(position)
                            }
                            continue
                        }
                    }
                    position += 1
                }
                statement = ("for", parentheses, names, [])
                index = position
            } else if isStatementWord(index), file.isWord(index, "let") || file.isWord(index, "var") {
                let pattern = patternNames(after: index, in: range)
                own.bound.formUnion(pattern.indices)
                if let current = statement {
                    statement!.names.formUnion(pattern.names)
                    // `if let prefix {`, `guard let prefix else`: the outer `prefix`, bound again.
                    if current.keyword != "catch", pattern.indices.count == 1, let binding = pattern.indices.first, binding + 1 == pattern.end,
                       file.isSymbol(pattern.end, "{") || file.isSymbol(pattern.end, ",") || file.isWord(pattern.end, "else"), !isOwn(name(binding)) {
                        own.bound.remove(binding)
                        own.rebinding.insert(binding)
                    }
                } else if file.isSymbol(index - 1, "(") || file.isSymbol(index - 1, ",") || file.isWord(index - 1, "case") {
                    // A `case` pattern's names (`case .loaded(let items):`), for the case.
                    scopes[scopes.count - 1].names.formUnion(pattern.names)
                } else if let end = statementEnd(after: pattern.end, in: range) {
                    declared[end, default: []].formUnion(pattern.names)
                }
                index = pattern.end
                continue
            } else if isReadName(index), isOwn(name(index)) {
                own.bound.insert(index)
            }
            index += 1
        }
        return own
    }

    /// The names the statement `range` declares for the statements after it: a `let` or
    /// `var` (`lazy var`, `let (a, b)`), or a local function's name.
    func declaredNames(_ range: Range<Int>) -> Set<String> {
        var start = range.lowerBound
        while file.isWord(start, "lazy") || file.isSymbol(start, "@") || file.isSymbol(start - 1, "@") { start += 1 }
        if file.isWord(start, "func"), file.isIdentifier(start + 1) { return [name(start + 1)] }
        guard file.isWord(start, "let") || file.isWord(start, "var") else { return [] }
        return patternNames(after: start, in: range).names
    }

    /// Whether the word at `index` starts a statement or a clause: not an argument label
    /// (`ids(for: id)`), a member (`.if`) or a `#` directive (`#if`).
    func isStatementWord(_ index: Int) -> Bool {
        !file.isSymbol(index + 1, ":") && !file.isSymbol(index - 1, ".") && !file.isSymbol(index - 1, "#")
    }

    /// The name of the identifier at `index`, without backticks.
    private func name(_ index: Int) -> String {
        file.lexer.name(of: file.tokens[index])
    }

    /// What a closure's signature declares, up to its `in`.
    struct ClosureSignature {
        /// Its captures (`[prefix]`, `[p = prefix]`, each with its value's tokens; `weak` and
        /// `unowned` ones by their names; `self` left out).
        var captures: [(index: Int, value: Range<Int>?)] = []
        /// Whether the capture list, if any, holds only plain names (`[todoId]`), which keep
        /// what the names mean: no `weak`, `unowned`, `self` or `name = value`.
        var capturesNamesOnly = true
        /// Its parameters' names, in order; `nil` for `_`.
        var parameters: [Int?] = []
        /// Where its body starts, after `in`.
        var bodyStart = 0
    }

    /// The signature of the closure whose `{` is at `open`; `nil` without an `in`.
    func closureSignature(at open: Int) -> ClosureSignature? {
        let close = file.partner[open]
        guard close > open else { return nil }
        var signature = ClosureSignature()
        var index = open + 1
        // `@MainActor`, `@Sendable`: attributes, and the arguments written right after one's
        // name (`@isolated(any)`); `@MainActor (x) in` has parameters.
        while index + 1 < close, file.isSymbol(index, "@"), file.isIdentifier(index + 1) {
            index += 2
            if file.isSymbol(index, "("), file.partner[index] < close, file.tokens[index].range.lowerBound == file.tokens[index - 1].range.upperBound {
                index = file.partner[index] + 1
            }
        }
        if file.isSymbol(index, "["), file.partner[index] < close {
            let end = file.partner[index]
            for entry in MappingBody.splitArguments(index + 1..<end, in: file) {
                var capture = entry.value.lowerBound
                // `weak x`, `unowned(unsafe) x`.
                while capture < entry.value.upperBound, file.isWord(capture, "weak") || file.isWord(capture, "unowned") {
                    capture += 1
                    if file.isSymbol(capture, "(") { capture = file.partner[capture] + 1 }
                    signature.capturesNamesOnly = false
                }
                guard capture < entry.value.upperBound, file.isIdentifier(capture), file.text(capture) != "self" else {
                    signature.capturesNamesOnly = false
                    continue
                }
                let value = file.isSymbol(capture + 1, "=") ? capture + 2..<entry.value.upperBound : nil
                if value != nil || capture + 1 != entry.value.upperBound { signature.capturesNamesOnly = false }
                signature.captures.append((capture, value))
            }
            index = end + 1
        }
        var cursor = index
        if file.isSymbol(cursor, "("), file.partner[cursor] < close {
            for argument in MappingBody.splitArguments(cursor + 1..<file.partner[cursor], in: file) {
                // `(item: Item)`: the name before the type.
                let parameter = argument.label == nil ? argument.value.lowerBound : argument.value.lowerBound - 2
                if file.isIdentifier(parameter) { signature.parameters.append(file.text(parameter) == "_" ? nil : parameter) }
            }
            cursor = file.partner[cursor] + 1
        } else {
            // `a, b in`: names only, none a keyword.
            while cursor < close, file.isIdentifier(cursor), !file.isWord(cursor, "in"), !Self.expressionKeywords.contains(file.text(cursor)) || file.text(cursor) == "_" {
                signature.parameters.append(file.text(cursor) == "_" ? nil : cursor)
                cursor += 1
                guard file.isSymbol(cursor, ",") else { break }
                cursor += 1
            }
        }
        // `async`, `throws`, `throws(E)`, `-> Result<A, B>` before `in`.
        while file.isWord(cursor, "async") || file.isWord(cursor, "throws") || file.isWord(cursor, "rethrows") {
            cursor += 1
            if file.isSymbol(cursor, "("), file.partner[cursor] < close { cursor = file.partner[cursor] + 1 }
        }
        if file.isSymbol(cursor, "->") {
            while cursor < close, !file.isWord(cursor, "in"), !file.isSymbol(cursor, "{") { cursor = file.after(cursor) }
        }
        guard file.isWord(cursor, "in") else { return nil }
        signature.bodyStart = cursor + 1
        return signature
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
                names.insert(name(index))
                indices.insert(index)
            }
            return (names, indices, index + 1)
        }
        if file.isIdentifier(index), file.isSymbol(index + 1, "(") { index += 1 }
        guard file.isSymbol(index, "("), file.partner[index] < range.upperBound else { return (names, indices, index) }
        let close = file.partner[index]
        for element in index + 1..<close
        where file.isIdentifier(element) && file.text(element) != "_" && !file.isSymbol(element + 1, ":") && !file.isSymbol(element - 1, ".") {
            names.insert(name(element))
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
