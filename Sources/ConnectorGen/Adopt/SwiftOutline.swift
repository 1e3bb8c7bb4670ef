/// The declarations of a Swift file, as far as `adopt` needs them: types and extensions with
/// what they conform to, and their stored properties, functions, enum cases and nested types.
///
/// It reads the declaration structure only; function bodies are kept as token ranges for
/// `MappingReader`. Anything it does not recognise is skipped, a bracket group at a time.
struct SwiftOutline {
    /// A type declaration or an extension.
    struct TypeDeclaration {
        /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
        var keyword: String
        /// The type's name; for an extension, the extended type as written (`HistoryScreen`, `A.B`).
        var name: String
        /// The names in its inheritance clause, as written (`Equatable`, `ConnectedView`).
        var inherited: [String]
        /// The token range of the inheritance clause, `:` included; empty without one.
        var inheritanceClause: Range<Int>
        /// Its attributes (`@MainActor`), as written.
        var attributes: [String]
        /// Its modifiers (`public`, `final`).
        var modifiers: [String]
        /// The token index of its keyword.
        var keywordIndex: Int
        /// The token range from its first attribute or modifier to its closing brace.
        var range: Range<Int>
        /// Its members.
        var members: Members
    }

    /// The members of a type body.
    struct Members {
        var types: [TypeDeclaration] = []
        var properties: [Property] = []
        var functions: [Function] = []
        var cases: [EnumCase] = []
        /// Members of other kinds (initializers, subscripts, type aliases), for the report.
        var others: [String] = []
        /// The token range of each initializer among them, from its first modifier to the end
        /// of its body.
        var initializers: [Range<Int>] = []
        /// The names of the type aliases among them.
        var typeAliases: [String] = []
        /// The type aliases among them that name `Never` (`typealias Action = Never`): each
        /// name, and the token range of its declaration.
        var neverAliases: [(name: String, range: Range<Int>)] = []
        /// The modules of the `import` declarations among them (at the top level of a file), but
        /// those inside an `#if` block, which only some builds import.
        var imports: [String] = []
    }

    /// A `let` or `var`.
    struct Property {
        var name: String
        /// Its type as written, when it has one.
        var type: String?
        /// Its attributes as written (`@ActionBinding`, `@Environment(\.sizeClass)`).
        var attributes: [String]
        var modifiers: [String]
        var isLet: Bool
        /// Whether it has an initial value.
        var hasInitialValue: Bool
        /// Whether it has a body: a computed property or one with observers.
        var hasBody: Bool
        /// Whether it has a value and observers after it (`var shown = 3 { didSet { … } }`).
        var hasObservers = false
        /// The token index of its name.
        var nameIndex: Int
        /// The token range of the whole declaration.
        var range: Range<Int>

        /// Whether it is stored (not computed, not `static`).
        var isStored: Bool { !hasBody && !modifiers.contains("static") && !modifiers.contains("class") }
    }

    /// A function.
    struct Function {
        var name: String
        var parameters: [Parameter]
        /// The return type as written, when it has one.
        var returnType: String?
        var modifiers: [String]
        /// The token range of the body, braces excluded; `nil` for a requirement.
        var body: Range<Int>?
        /// The token index of `func`.
        var keywordIndex: Int
        /// The token range of the whole declaration.
        var range: Range<Int>

        /// `name(label:label:)`.
        var signature: String { name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
    }

    /// A function or enum-case parameter.
    struct Parameter {
        /// The argument label; `nil` for `_` or none.
        var label: String?
        /// The name used inside; `nil` when there is none (an enum case's `case a(Int)`).
        var name: String?
        var type: String
        /// The default value after `=`, when it has one.
        var defaultValue: String? = nil
    }

    /// One element of an enum `case` declaration.
    struct EnumCase {
        var name: String
        var parameters: [Parameter]
        var nameIndex: Int
    }

    /// The file's top-level declarations.
    let declarations: Members

    /// The modules the file imports, in order; not those it imports `@testable`.
    var imports: [String] { declarations.imports }

    /// Outlines `file`.
    init(_ file: SwiftSourceFile) {
        var reader = Reader(file: file)
        declarations = reader.members(in: 0..<file.tokens.count)
    }

    /// Every type declaration and extension in the file, nested ones included, each with the
    /// names of the types around it (`["HistoryScreen"]` for `State` in `extension HistoryScreen`).
    var allTypes: [(outer: [String], declaration: TypeDeclaration)] {
        var result: [(outer: [String], declaration: TypeDeclaration)] = []
        func walk(_ members: Members, outer: [String]) {
            for type in members.types {
                result.append((outer, type))
                walk(type.members, outer: outer + [type.name])
            }
        }
        walk(declarations, outer: [])
        return result
    }
}

/// The declaration keywords that start a member.
private let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
private let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "final", "nonisolated", "mutating",
    "nonmutating", "override", "lazy", "weak", "unowned", "dynamic", "required", "convenience", "optional", "indirect",
    "isolated", "consuming", "borrowing", "distributed", "prefix", "postfix", "infix",
]

private struct Reader {
    let file: SwiftSourceFile

    /// The members declared in `range`, the inside of a body or the whole file.
    mutating func members(in range: Range<Int>) -> SwiftOutline.Members {
        var members = SwiftOutline.Members()
        var index = range.lowerBound
        // How many `#if` blocks are open here: an `import` inside one is only for some builds.
        var conditions = 0
        while index < range.upperBound {
            let start = index
            if file.isSymbol(index, "#") {
                if file.isWord(index + 1, "if") { conditions += 1 }
                if file.isWord(index + 1, "endif") { conditions = max(0, conditions - 1) }
            }
            var attributes: [String] = []
            var modifiers: [String] = []
            // Attributes and modifiers, each with its argument list.
            while index < range.upperBound {
                if file.isSymbol(index, "@"), file.isIdentifier(index + 1) {
                    var end = index + 2
                    while file.isSymbol(end, "."), file.isIdentifier(end + 1) { end += 2 }
                    if file.isSymbol(end, "("), !file.startsLine[end] { end = file.after(end) }
                    attributes.append(file.text(of: index..<end))
                    index = end
                } else if file.isIdentifier(index), modifierWords.contains(file.text(index)), !file.isSymbol(index + 1, "."),
                          !file.isSymbol(index + 1, ":"), !file.isSymbol(index + 1, "=") {
                    // `private(set)` limits the setter only: it is kept whole, no `private`.
                    let setterOnly = file.isSymbol(index + 1, "(") && file.isWord(index + 2, "set")
                    modifiers.append(file.text(index) + (setterOnly ? "(set)" : ""))
                    index += 1
                    if file.isSymbol(index, "("), file.isIdentifier(index + 1) { index = file.after(index) }
                } else {
                    break
                }
            }
            guard index < range.upperBound else { break }
            let word = file.tokens[index].kind == .identifier ? file.text(index) : ""
            if typeKeywords.contains(word), file.isIdentifier(index + 1) {
                let (type, next) = typeDeclaration(keywordAt: index, start: start, attributes: attributes, modifiers: modifiers, limit: range.upperBound)
                members.types.append(type)
                index = max(next, index + 1)
            } else if word == "func" {
                let (function, next) = functionDeclaration(keywordAt: index, start: start, modifiers: modifiers, limit: range.upperBound)
                if let function { members.functions.append(function) }
                index = max(next, index + 1)
            } else if word == "let" || word == "var" {
                let (properties, next) = propertyDeclaration(keywordAt: index, start: start, attributes: attributes, modifiers: modifiers, limit: range.upperBound)
                members.properties += properties
                index = max(next, index + 1)
            } else if word == "case" {
                let (cases, next) = caseDeclaration(keywordAt: index, limit: range.upperBound)
                members.cases += cases
                index = max(next, index + 1)
            } else if file.isSymbol(index, ";") {
                index += 1
            } else if word == "import" {
                // `import M`, `import struct M.T`: the module is the first name of the path.
                var path = index + 1
                if ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"].contains(file.text(path)), file.isIdentifier(path + 1) { path += 1 }
                if file.isIdentifier(path), !file.startsLine[path] {
                    let module = file.lexer.name(of: file.tokens[path])
                    if !attributes.contains("@testable"), conditions == 0, !members.imports.contains(module) { members.imports.append(module) }
                }
                index = path + 1
            } else {
                if word == "init" || word == "deinit" || word == "subscript" || word == "typealias" || word == "associatedtype" {
                    members.others.append(word)
                }
                let alias = word == "typealias" && file.isIdentifier(index + 1) ? file.lexer.name(of: file.tokens[index + 1]) : nil
                if let alias { members.typeAliases.append(alias) }
                let keyword = index
                index = file.after(index)
                // Skip to the next line that could start a declaration.
                while index < range.upperBound && !file.startsLine[index] && !file.isSymbol(index, ";") { index = file.after(index) }
                if word == "init" { members.initializers.append(start..<index) }
                if let alias, file.isSymbol(keyword + 2, "="), index > keyword + 3,
                   ["Never", "Swift.Never"].contains(file.text(of: (keyword + 3)..<index).prefix { $0 != "/" }.filter { !$0.isWhitespace }) {
                    members.neverAliases.append((alias, start..<index))
                }
            }
        }
        return members
    }

    /// The index after a declaration's header: the first `{` at this level (whose index is
    /// returned), or a line break before a token that cannot continue the header.
    private func headerEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            if file.isSymbol(index, "{") { return index }
            if index > start, file.startsLine[index], !continuesHeader(index) { return index }
            index = file.after(index)
        }
        return limit
    }

    /// Whether the token at `index`, at the start of a line, continues a declaration's header
    /// (`where`, `->`, `,`, `:`, `&`, `throws`, a type after `,` or `:`).
    private func continuesHeader(_ index: Int) -> Bool {
        if file.isWord(index, "where") || file.isWord(index, "throws") || file.isWord(index, "async") || file.isWord(index, "rethrows") { return true }
        if file.isSymbol(index, "->") || file.isSymbol(index, ",") || file.isSymbol(index, ":") || file.isSymbol(index, "&") || file.isSymbol(index, "{") { return true }
        return file.isSymbol(index - 1, ",") || file.isSymbol(index - 1, ":") || file.isSymbol(index - 1, "&") || file.isSymbol(index - 1, "->")
    }

    private mutating func typeDeclaration(keywordAt keyword: Int, start: Int, attributes: [String], modifiers: [String], limit: Int) -> (SwiftOutline.TypeDeclaration, Int) {
        var index = keyword + 1
        var nameEnd = index + 1
        while file.isSymbol(nameEnd, "."), file.isIdentifier(nameEnd + 1) { nameEnd += 2 }
        let name = nameEnd == index + 1 ? file.lexer.name(of: file.tokens[index]) : file.text(of: index..<nameEnd).filter { !$0.isWhitespace }
        index = nameEnd
        if file.isSymbol(index, "<") { index = skipGenericClause(from: index, limit: limit) }
        let headerEnd = headerEnd(from: index, limit: limit)
        var inherited: [String] = []
        var clause = index..<index
        if file.isSymbol(index, ":") {
            var clauseEnd = index + 1
            while clauseEnd < headerEnd && !file.isWord(clauseEnd, "where") { clauseEnd = file.after(clauseEnd) }
            clause = index..<clauseEnd
            inherited = split(index + 1..<clauseEnd).map { file.compactText(of: $0) }
        }
        var members = SwiftOutline.Members()
        var end = headerEnd
        if file.isSymbol(headerEnd, "{") {
            let close = file.partner[headerEnd]
            members = self.members(in: (headerEnd + 1)..<min(close, limit))
            end = min(close + 1, limit)
        }
        let declaration = SwiftOutline.TypeDeclaration(
            keyword: file.text(keyword), name: name, inherited: inherited, inheritanceClause: clause,
            attributes: attributes, modifiers: modifiers, keywordIndex: keyword, range: start..<end, members: members)
        return (declaration, end)
    }

    /// The index after a generic parameter or argument clause starting with `<` at `start`.
    private func skipGenericClause(from start: Int, limit: Int) -> Int {
        var depth = 0
        var index = start
        while index < limit {
            let text = file.text(index)
            if file.isSymbol(index, "{") || file.isSymbol(index, "}") { return index }
            if file.tokens[index].kind == .operator && text != "->" {
                depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                if depth <= 0 { return index + 1 }
            }
            index = file.after(index)
        }
        return limit
    }

    private mutating func functionDeclaration(keywordAt keyword: Int, start: Int, modifiers: [String], limit: Int) -> (SwiftOutline.Function?, Int) {
        var index = keyword + 1
        guard index < limit else { return (nil, limit) }
        let name = file.text(index)
        index += 1
        if file.isSymbol(index, "<") { index = skipGenericClause(from: index, limit: limit) }
        guard file.isSymbol(index, "(") else { return (nil, index) }
        let parametersEnd = min(file.partner[index], limit)
        let parameters = split(index + 1..<parametersEnd).compactMap(parameter)
        index = parametersEnd + 1
        let headerEnd = headerEnd(from: index, limit: limit)
        var returnType: String?
        var arrow = index
        while arrow < headerEnd && !file.isSymbol(arrow, "->") { arrow = file.after(arrow) }
        if arrow < headerEnd {
            var typeEnd = arrow + 1
            while typeEnd < headerEnd && !file.isWord(typeEnd, "where") { typeEnd = file.after(typeEnd) }
            returnType = file.compactText(of: arrow + 1..<typeEnd)
        }
        var body: Range<Int>?
        var end = headerEnd
        if file.isSymbol(headerEnd, "{") {
            let close = min(file.partner[headerEnd], limit)
            body = (headerEnd + 1)..<close
            end = min(close + 1, limit)
        }
        return (SwiftOutline.Function(name: name, parameters: parameters, returnType: returnType, modifiers: modifiers, body: body,
                                      keywordIndex: keyword, range: start..<end), end)
    }

    /// A parameter from its tokens: `label name: Type`, `name: Type`, `_ name: Type`, or a bare `Type` (enum cases).
    private func parameter(_ range: Range<Int>) -> SwiftOutline.Parameter? {
        guard !range.isEmpty else { return nil }
        var colon = range.lowerBound
        while colon < range.upperBound && !file.isSymbol(colon, ":") { colon = file.after(colon) }
        /// Where the default value's `=` is from `start` on, or the range's end.
        func equals(from start: Int) -> Int {
            var index = start
            while index < range.upperBound && !file.isSymbol(index, "=") { index = file.after(index) }
            return index
        }
        func defaultValue(after equals: Int) -> String? {
            equals + 1 < range.upperBound ? file.compactText(of: equals + 1..<range.upperBound) : nil
        }
        guard colon < range.upperBound else {
            let typeEnd = equals(from: range.lowerBound)
            return SwiftOutline.Parameter(
                label: nil, name: nil, type: file.compactText(of: range.lowerBound..<typeEnd), defaultValue: defaultValue(after: typeEnd))
        }
        let typeEnd = equals(from: colon + 1)
        let type = file.compactText(of: colon + 1..<typeEnd)
        let names = (range.lowerBound..<colon).filter { file.isIdentifier($0) }.map { file.lexer.name(of: file.tokens[$0]) }
        switch names.count {
        case 1:
            return SwiftOutline.Parameter(
                label: names[0] == "_" ? nil : names[0], name: names[0] == "_" ? nil : names[0], type: type, defaultValue: defaultValue(after: typeEnd))
        case 2...:
            return SwiftOutline.Parameter(label: names[0] == "_" ? nil : names[0], name: names[1], type: type, defaultValue: defaultValue(after: typeEnd))
        default: return nil
        }
    }

    private func propertyDeclaration(keywordAt keyword: Int, start: Int, attributes: [String], modifiers: [String], limit: Int) -> ([SwiftOutline.Property], Int) {
        var properties: [SwiftOutline.Property] = []
        var index = keyword + 1
        while index < limit {
            guard file.isIdentifier(index) else {
                // A tuple or other pattern: skip the declaration.
                return (properties, statementEnd(from: index, limit: limit))
            }
            let nameIndex = index
            index += 1
            var type: String?
            if file.isSymbol(index, ":") {
                var typeEnd = index + 1
                while typeEnd < limit, !file.isSymbol(typeEnd, "="), !file.isSymbol(typeEnd, "{"), !file.isSymbol(typeEnd, ","), !file.isSymbol(typeEnd, ";"),
                      typeEnd == index + 1 || !file.startsLine[typeEnd] || file.isSymbol(typeEnd, "->") || file.isSymbol(typeEnd - 1, "->") {
                    if file.isSymbol(typeEnd, "<") { typeEnd = skipGenericClause(from: typeEnd, limit: limit) } else { typeEnd = file.after(typeEnd) }
                }
                type = file.compactText(of: index + 1..<typeEnd)
                index = typeEnd
            }
            var hasInitialValue = false
            var hasBody = false
            var hasObservers = false
            if file.isSymbol(index, "=") {
                hasInitialValue = true
                index += 1
                let valueStart = index
                while index < limit, !file.isSymbol(index, ","), !(file.startsLine[index] && startsDeclaration(index)), !file.isSymbol(index, ";") {
                    // `= value { didSet … }`: observers follow on the same statement.
                    if file.isSymbol(index, "{"), file.isWord(index + 1, "didSet") || file.isWord(index + 1, "willSet") { hasObservers = true }
                    index = file.after(index)
                }
                if type == nil { type = literalType(valueStart..<index) }
            } else if file.isSymbol(index, "{") {
                hasBody = true
                index = file.after(index)
            }
            properties.append(SwiftOutline.Property(
                name: file.lexer.name(of: file.tokens[nameIndex]), type: type, attributes: attributes, modifiers: modifiers,
                isLet: file.isWord(keyword, "let"), hasInitialValue: hasInitialValue, hasBody: hasBody, hasObservers: hasObservers, nameIndex: nameIndex,
                range: start..<index))
            if file.isSymbol(index, ",") { index += 1 } else { break }
        }
        // `let count, limit: Int`: a name without a type or value has the type of the next one.
        for position in properties.indices.reversed().dropFirst() where properties[position].type == nil && !properties[position].hasInitialValue {
            properties[position].type = properties[position + 1].type
        }
        return (properties, index)
    }

    /// The type Swift infers for a value that is one literal: `5` is an `Int`, `0.5` a
    /// `Double`, `true` a `Bool`, `"Inbox"` (without interpolation) a `String`; `nil` for any
    /// other value.
    private func literalType(_ value: Range<Int>) -> String? {
        let tokens = Array(value)
        guard let first = tokens.first else { return nil }
        if tokens.count == 1 {
            if file.tokens[first].kind == .number {
                let text = file.text(first)
                // `0x1p3` is a hexadecimal `Double`: its exponent is `p`; `e` is a hex digit.
                let isHex = text.hasPrefix("0x")
                let exponent: Set<Character> = isHex ? ["p", "P"] : ["e", "E"]
                return text.contains(".") || text.contains(where: exponent.contains) ? "Double" : "Int"
            }
            if file.isWord(first, "true") || file.isWord(first, "false") { return "Bool" }
            return nil
        }
        let kinds = tokens.map { file.tokens[$0].kind }
        guard kinds.first == .stringStart, kinds.last == .stringEnd, kinds.dropFirst().dropLast().allSatisfy({ $0 == .stringText }) else { return nil }
        return "String"
    }

    /// Whether the token at `index` starts a declaration.
    private func startsDeclaration(_ index: Int) -> Bool {
        guard index < file.tokens.count else { return true }
        if file.isSymbol(index, "@") || file.isSymbol(index, "}") { return true }
        let word = file.text(index)
        return file.isIdentifier(index) && (typeKeywords.contains(word) || modifierWords.contains(word)
            || ["func", "let", "var", "case", "init", "deinit", "subscript", "typealias", "associatedtype", "import", "#if", "#endif"].contains(word))
    }

    /// The index after the statement that starts at `start`.
    private func statementEnd(from start: Int, limit: Int) -> Int {
        var index = file.after(start)
        while index < limit && !(file.startsLine[index] && startsDeclaration(index)) && !file.isSymbol(index, ";") { index = file.after(index) }
        return index
    }

    private func caseDeclaration(keywordAt keyword: Int, limit: Int) -> ([SwiftOutline.EnumCase], Int) {
        var cases: [SwiftOutline.EnumCase] = []
        var index = keyword + 1
        while index < limit, file.isIdentifier(index) {
            let nameIndex = index
            index += 1
            var parameters: [SwiftOutline.Parameter] = []
            if file.isSymbol(index, "(") {
                let close = min(file.partner[index], limit)
                parameters = split(index + 1..<close).compactMap(parameter)
                index = close + 1
            }
            if file.isSymbol(index, "=") { index = file.after(index + 1) }
            cases.append(SwiftOutline.EnumCase(name: file.lexer.name(of: file.tokens[nameIndex]), parameters: parameters, nameIndex: nameIndex))
            guard file.isSymbol(index, ",") else { break }
            index += 1
        }
        return (cases, index)
    }

    /// `range` split at its top-level commas (brackets and generic clauses kept whole).
    func split(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        var angle = 0
        while index < range.upperBound {
            if file.tokens[index].kind == .operator {
                let text = file.text(index)
                if text.allSatisfy({ $0 == "<" }) { angle += text.count }
                if text.allSatisfy({ $0 == ">" }) || text.hasSuffix(">") && !text.hasPrefix("-") { angle = max(0, angle - text.filter { $0 == ">" }.count) }
            }
            if angle == 0 && file.isSymbol(index, ",") {
                parts.append(start..<index)
                start = index + 1
            }
            index = file.after(index)
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }
}
