/// Finds the hand-written connected screens in the sources `adopt` reads and drafts a spec
/// for each: connectors (`connect(state:)`, `connect(action:)`), SwiftUIFlux's
/// `ConnectedView` (`map(state:dispatch:)`) and SwiftDux's `ConnectableView`
/// (`map(state:binder:)`).
struct ScreenDrafter {
    let sources: AdoptedSources
    /// The connectors whose `connect(state:)` returns each view state type (by
    /// ``viewStateKey(_:in:)``): where each is declared, and its name.
    let connectorsByViewState: [String: [(path: String, keywordIndex: Int, name: String)]]

    init(sources: AdoptedSources) {
        self.sources = sources
        var byViewState: [String: [(path: String, keywordIndex: Int, name: String)]] = [:]
        for located in sources.all {
            guard let connect = located.declaration.members.functions.first(where: { $0.signature == "connect(state:)" && $0.body != nil }),
                  var returned = connect.returnType?.filter({ !$0.isWhitespace }) else { continue }
            if returned.hasSuffix("?") { returned.removeLast() }
            let key = Self.viewStateKey(returned, in: located.outer + [located.declaration.name], sources: sources)
            byViewState[key, default: []].append((located.file.path, located.declaration.keywordIndex, located.declaration.name))
        }
        connectorsByViewState = byViewState
    }

    /// The type a connector in `context` names `type` (as written, whitespace and a trailing
    /// `?` dropped), by its full name where the files read declare it: each connector's own
    /// nested `State` is another type.
    static func viewStateKey(_ type: String, in context: [String], sources: AdoptedSources) -> String {
        guard let declaration = sources.primary(type, in: context) else { return type }
        return (declaration.outer + [declaration.declaration.name]).joined(separator: ".")
    }

    /// What the drafter found: drafts, and screens it could not draft, with why.
    struct Found {
        var drafts: [Adopter.Draft] = []
        var skipped: [Adopter.Skipped] = []
    }

    /// Drafts every screen of the sources, in file order.
    func draftAll() -> Found {
        var found = Found()
        let protocols = sources.connectorProtocols
        for located in sources.all where ["struct", "class", "extension", "enum", "actor"].contains(located.declaration.keyword) {
            let functions = located.declaration.members.functions
            let outcome: Result<Adopter.Draft, Adopter.Skipped>
            if let map = functions.first(where: { $0.signature == "map(state:dispatch:)" && $0.body != nil }) {
                outcome = draftFlavor(located, map: map, flavor: .swiftUIFlux)
            } else if let map = functions.first(where: { $0.signature == "map(state:binder:)" && $0.body != nil }) {
                outcome = draftFlavor(located, map: map, flavor: .swiftDux)
            } else if let map = functions.first(where: { $0.signature == "map(state:)" && $0.body != nil }),
                      sources.declarations(of: located.declaration.name, in: located.outer)
                        .contains(where: { $0.declaration.inherited.map(Self.conformanceName).contains("ConnectableView") }) {
                // SwiftDux's view that binds nothing.
                outcome = draftFlavor(located, map: map, flavor: .swiftDux)
            } else if let connect = functions.first(where: { $0.signature == "connect(state:)" && $0.body != nil }) {
                outcome = draftConnector(located, connect: connect, protocols: protocols)
            } else if let skipped = mapOfAnotherSignature(located) {
                outcome = .failure(skipped)
            } else {
                continue
            }
            if let malformation = located.file.malformation, located.file.endOffset(of: located.declaration.range) > malformation.offset {
                // From a bracket left open on, declarations nest wrongly: a draft, and the code it
                // says it replaces, could take in the screens that follow. Those before it are whole.
                let at = located.file.location(ofOffset: malformation.offset)
                found.skipped.append(Adopter.Skipped(
                    name: located.declaration.name, file: located.file.path, location: located.file.location(located.declaration.keywordIndex),
                    reason: "\(located.file.path) does not read as Swift: at \(at.line):\(at.column), \(malformation.problem); fix the file and run adopt again"))
                continue
            }
            switch outcome {
            case .success(let draft): found.drafts.append(draft)
            case .failure(let skipped): found.skipped.append(skipped)
            }
        }
        // Nothing after a literal left open is read: the screens there are not even found.
        for file in sources.files where file.endsEarly {
            guard let malformation = file.malformation else { continue }
            let at = file.location(ofOffset: malformation.offset)
            found.skipped.append(Adopter.Skipped(
                name: "the rest of \(OutputNaming.fileName(of: file.path))", file: file.path, location: at,
                reason: "a string literal or comment starts at \(at.line):\(at.column) and is never closed, so nothing after it was read; fix the file and run adopt again",
                isScreen: false))
        }
        return found
    }

    /// A view that conforms to `ConnectedView` or `ConnectableView` with a `map(state:…)` of
    /// another signature than the library's (`map(state:send:)`): a screen adopt cannot draft,
    /// said at the view rather than passed over.
    private func mapOfAnotherSignature(_ located: AdoptedSources.Located) -> Adopter.Skipped? {
        guard let map = located.declaration.members.functions.first(where: { $0.name == "map" && $0.body != nil && $0.parameters.first?.label == "state" })
        else { return nil }
        guard let flavor = [Adopter.Form.swiftUIFlux, .swiftDux].first(where: { form in
                  form.library.map { conformance(of: located.declaration.name, in: located.outer, to: $0.protocolName) != nil } ?? false
              }),
              let library = flavor.library
        else { return nil }
        let mismatch = "its '\(map.signature)' is not \(library.name)'s '\(library.map)'"
        let reason = otherProtocolOwner(library.protocolName, library: library.name, map: nil, file: located.file).map {
            "it conforms to \($0), and \(mismatch): keep this screen hand-written"
        } ?? "\(mismatch), which the \(flavor.flavorName) flavor generates: keep this screen hand-written"
        return Adopter.Skipped(
            name: located.declaration.name, file: located.file.path, location: located.file.location(located.declaration.keywordIndex), reason: reason)
    }

    // MARK: - Shared

    /// The app action type as a spec writes it, from the type hand-written code names (what
    /// `connect(action:)` returns): a protocol as its existential, `any Action`, so that the
    /// examples compare actions by their types. A protocol is one the files read declare, or a
    /// library's `Action` (ReSwift's, SwiftDux's, SwiftUIFlux's) that they do not.
    func appActionType(_ written: String, in context: [String]) -> String {
        var base = Substring(written.trimmingWhitespace())
        while base.hasSuffix("?") || base.hasSuffix("!") { base = base.dropLast() }
        if let wrapped = ConnectorNames.unwrappedOptional(base) { base = wrapped }
        if base.hasPrefix("("), base.hasSuffix(")") { base = base.dropFirst().dropLast() }
        guard !base.hasPrefix("any "), !base.hasPrefix("some "), IdentifierRules.isValidDottedName(String(base)) else { return written }
        let declarations = sources.declarations(of: String(base), in: context).filter { $0.declaration.keyword != "extension" }
        // Undeclared, only the libraries' own `Action` is known to be a protocol: `Root.Action`
        // declared in a file adopt did not read may be an enum.
        let libraryActions: Set<Substring> = ["Action", "ReSwift.Action", "SwiftDux.Action", "SwiftUIFlux.Action"]
        let isProtocol = declarations.isEmpty
            ? libraryActions.contains(base)
            : declarations.contains { $0.declaration.keyword == "protocol" }
        return isProtocol ? ConnectorNames.existential(written, optional: true) : written
    }

    /// The modules a draft imports: those the hand-written files import (the screen's, then
    /// those that declare its view state or props, whose fields' types the generated code
    /// names), each once, but for the ones the spec implies (the flavor's library,
    /// ConnectorRuntime for a connector).
    func imports(of files: SwiftSourceFile...) -> [String] {
        let implied: Set<String> = ["ConnectorRuntime", "SwiftUIFlux", "SwiftDux"]
        var modules: [String] = []
        for file in files {
            for module in sources.imports(ofFile: file.path) where !implied.contains(module) && !modules.contains(module) { modules.append(module) }
        }
        return modules
    }

    /// The name a type conforms to, without attributes and module: `@preconcurrency SwiftUIFlux.ConnectedView` → `ConnectedView`.
    static func conformanceName(_ written: String) -> String {
        let words = written.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).filter { !$0.hasPrefix("@") }
        return String(words.last?.split(separator: ".").last ?? "")
    }

    /// The source range of the tokens `range`, for a report.
    static func sourceRange(_ range: Range<Int>, in file: SwiftSourceFile) -> SourceRange {
        SourceRange(from: file.location(range.lowerBound), to: file.endLocation(max(range.lowerBound, range.upperBound - 1)))
    }

    /// The stored properties of `members` as inputs may be: plain `let`/`var`s.
    static func storedProperties(_ members: SwiftOutline.Members) -> [SwiftOutline.Property] {
        members.properties.filter(\.isStored)
    }

    /// Carries what a view state or props declaration holds besides the fields into `draft`:
    /// its nested types as `types` (with TODOs for those `types` cannot declare), a TODO for
    /// its other members, and the fields' types qualified where they name a nested type the
    /// app keeps.
    /// - Parameters:
    ///   - declaration: The primary declaration of the view state or props.
    ///   - members: Its members, with those of its extensions.
    ///   - typeName: The type's name as the app's code spells it.
    ///   - generatedName: The name of the type the spec generates, which qualifies the kept
    ///     nested types (`HistoryView.State`).
    ///   - isKept: Whether the app keeps the declaration, as other screens use it: its other
    ///     members stay with it.
    static func carryNestedTypes(
        of declaration: AdoptedSources.Located, members: SwiftOutline.Members, typeName: String, generatedName: String, isKept: Bool = false,
        into draft: inout DraftSpec
    ) {
        // What the app keeps goes into extensions of the generated type, which replaces this one.
        let nested = nestedTypes(of: members, outerName: generatedName, file: declaration.file, hashed: hashedTypes(in: draft.fields.map(\.type), of: members))
        draft.types = nested.types
        draft.typeTodos = nested.todos
        // The generated view state and SwiftDux props are Equatable by every field (an action
        // binding compares its value), SwiftUIFlux props not at all.
        let comparesFields = draft.flavor != "swiftuiflux"
        if !isKept, let todo = otherMembersTodo(
            declaration.declaration, typeName: typeName, generatedName: generatedName, comparesFields: comparesFields, file: declaration.file) {
            draft.typeTodos.append(todo)
        }
        // The nested types 'types' cannot declare stay the app's: the fields name them qualified.
        let kept = members.types.map(\.name).filter { name in !nested.types.contains { $0.name == name } }
        for index in draft.fields.indices {
            draft.fields[index].type = qualifying(draft.fields[index].type, kept: kept, in: generatedName)
        }
    }

    /// The nested struct types of a view state or props declaration, as `types` entries;
    /// TODOs for those the spec's `types` cannot declare.
    /// The nested types of `members` that the generated code declares `Hashable`: those the
    /// field types `types` hash (`Set<Tag>`, `[Tag: Int]`), and those their properties name.
    static func hashedTypes(in types: [String], of members: SwiftOutline.Members) -> Set<String> {
        let names = Set(members.types.map(\.name))
        var hashed: Set<String> = []
        for type in types {
            let compact = type.filter { !$0.isWhitespace }
            for name in names where compact.contains("Set<\(name)>") || compact.contains("[\(name):") { hashed.insert(name) }
        }
        var pending = Array(hashed)
        while let name = pending.popLast() {
            for property in members.types.first(where: { $0.name == name })?.members.properties ?? [] {
                for named in ReferencedNames.typeNames(in: property.type ?? "") where names.contains(named) && hashed.insert(named).inserted {
                    pending.append(named)
                }
            }
        }
        return hashed
    }

    /// - Parameter hashed: The nested types the generated code declares `Hashable`, which may
    ///   conform to it.
    static func nestedTypes(of members: SwiftOutline.Members, outerName: String, file: SwiftSourceFile, hashed: Set<String> = [])
        -> (types: [(name: String, properties: [(name: String, type: String)])], todos: [DraftSpec.Todo]) {
        var types: [(name: String, properties: [(name: String, type: String)])] = []
        var todos: [DraftSpec.Todo] = []
        for nested in members.types {
            let stored = nested.members.properties.filter(\.isStored)
            let simple = nested.keyword == "struct" && stored.allSatisfy { $0.type != nil && !$0.hasInitialValue && $0.attributes.isEmpty }
                && nested.members.functions.isEmpty && nested.members.types.isEmpty && nested.members.others.isEmpty
                && stored.count == nested.members.properties.count
                && nested.inherited.allSatisfy { ["Equatable", "Sendable"].contains(conformanceName($0)) || conformanceName($0) == "Hashable" && hashed.contains(nested.name) }
            if simple {
                types.append((nested.name, stored.map { ($0.name, $0.type ?? "") }))
            } else {
                todos.append(.init(
                    message: "'\(nested.name)' is \(Self.describe(nested)): 'types' declares plain Equatable structs only; keep it, in an extension of \(outerName) (the fields name it \(outerName).\(nested.name))",
                    location: file.location(nested.keywordIndex), file: file.path))
            }
        }
        return (types, todos)
    }

    /// A TODO when the declaration at `index` stands inside an `#if` block (`#if DEBUG`): the
    /// generated code is compiled in every configuration, so it would extend a screen that
    /// some builds do not have.
    func conditionTodo(_ name: String, at index: Int, in file: SwiftSourceFile) -> DraftSpec.Todo? {
        guard let place = conditionalBlock(at: index, in: file)?.words else { return nil }
        return .init(
            message: "'\(name)' is declared inside \(place), and the generated code is compiled in every configuration: move the screen out of the block, or keep it hand-written",
            location: file.location(index), file: file.path)
    }

    /// A TODO for a member at `index` (a view state's property, an action's case) declared in an
    /// `#if` block inside its type, which starts at `typeStart`: a generated type has the same
    /// members in every configuration. `consequence` says what the draft does with it.
    func memberConditionTodo(_ what: String, at index: Int, typeStart: Int, in file: SwiftSourceFile, consequence: String) -> DraftSpec.Todo? {
        guard let block = conditionalBlock(at: index, in: file), block.condition > typeStart else { return nil }
        return .init(
            message: "\(what) is declared inside \(block.words), and a generated type has the same members in every configuration: \(consequence); declare it for each configuration by hand, or keep the screen hand-written",
            location: file.location(index), file: file.path)
    }

    /// The innermost `#if` block that holds the token at `index`: its `#if` token, and in words
    /// the branch it is in (`'#else' (line 9) of '#if DEBUG' (line 5)`).
    func conditionalBlock(at index: Int, in file: SwiftSourceFile) -> (condition: Int, words: String)? {
        // Each open block: its `#if`, and the branch the declaration would be in.
        var open: [(condition: Int, branch: Int)] = []
        for token in sources.directives(ofFile: file.path) where token < min(index, file.tokens.count) {
            if file.isWord(token + 1, "if") {
                open.append((token, token))
            } else if file.isWord(token + 1, "endif") {
                _ = open.popLast()
            } else if !open.isEmpty {
                open[open.count - 1].branch = token
            }
        }
        guard let block = open.last else { return nil }
        func directive(_ start: Int) -> String {
            var end = start
            while end + 1 < file.tokens.count && !file.startsLine[end + 1] { end += 1 }
            return "'" + MappingBody.firstLine(of: file.text(of: start..<(end + 1))) + "' (line \(file.location(start).line))"
        }
        return (block.condition, block.branch == block.condition ? directive(block.condition) : "\(directive(block.branch)) of \(directive(block.condition))")
    }

    /// Why a type is declared at each of `places` (`file:line`), and what to do: in one file,
    /// the branches of an `#if`; in several, as by two targets.
    static func whyRepeated(_ places: [String]) -> String {
        let files = Set(places.map { String($0[..<($0.lastIndex(of: ":") ?? $0.endIndex)]) })
        return files.count == 1
            ? "as in the branches of an '#if': adopt drafts one configuration; write the spec by hand, or draft a copy of one branch on its own"
            : "as by two targets: run adopt on one target's files at a time"
    }

    /// A TODO for what the declaration of a view state or props holds besides stored
    /// properties and nested types (computed properties, methods, initializers, static
    /// members): the generated type declares only the stored properties, so these would be lost
    /// with the code the draft replaces: they move to an extension of `generatedName`, the
    /// type the spec generates in its place. `nil` when it holds nothing else. Where the
    /// generated type `comparesFields`, an `==` that compares each value the type holds, as the
    /// one Swift synthesizes for it does, goes with the declaration.
    static func otherMembersTodo(
        _ declaration: SwiftOutline.TypeDeclaration, typeName: String, generatedName: String, comparesFields: Bool, file: SwiftSourceFile
    ) -> DraftSpec.Todo? {
        let members = declaration.members
        var kept = members.properties.filter { !$0.isStored }.map { "'\($0.name)'" }
        // The values: not the closures or bindings, which a hand-written `==` does not compare,
        // and which the generated type holds as action bindings, each equal while its value is.
        let values = Set(members.properties.filter { property in
            property.isStored && !(property.type ?? "").contains("->") && !(property.type ?? "").hasPrefix("Binding<")
                && !property.attributes.contains { $0.hasPrefix("@ActionBinding") || $0.hasPrefix("@SwiftDux.ActionBinding") }
        }.map(\.name))
        kept += members.functions.filter { !(comparesFields && isFieldwiseEquality($0, of: values, in: file)) }.map { "'\($0.signature)'" }
        // A memberwise initializer is the generated type's own: it goes with the declaration.
        let storedNames = members.properties.filter(\.isStored).map(\.name)
        var memberwise = members.initializers.filter { isMemberwiseInitializer($0, of: storedNames, in: file) }.count
        kept += members.others.compactMap { other in
            if other == "init" && memberwise > 0 {
                memberwise -= 1
                return nil
            }
            return ["init": "an initializer", "deinit": "a deinit", "subscript": "a subscript", "typealias": "a type alias"][other] ?? "'\(other)'"
        }
        guard !kept.isEmpty else { return nil }
        // The mapping may make the value through its own initializer, whose work on the
        // arguments the generated code, calling the memberwise one, would skip.
        let ownInitializer = kept.contains("an initializer")
            ? "; the draft takes the arguments the mapping passes as the fields' values, and the generated code makes the value with the "
                + "memberwise initializer: write into each 'from' what that initializer does with its argument (an initializer taking "
                + "the fields' names as labels would clash with the memberwise one)"
            : ""
        return .init(
            message: "'\(typeName)' also declares \(kept.joined(separator: ", ")), which the generated type does not: move \(kept.count == 1 ? "it" : "them") into an extension of \(generatedName) before deleting the hand-written declaration\(ownInitializer)",
            location: file.location(declaration.keywordIndex), file: file.path)
    }

    /// Whether `function` is an `==` that compares exactly `values`, each with `==`:
    /// `static func == (lhs: Props, rhs: Props) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b }`.
    static func isFieldwiseEquality(_ function: SwiftOutline.Function, of values: Set<String>, in file: SwiftSourceFile) -> Bool {
        guard function.name == "==", function.modifiers.contains("static"), function.parameters.count == 2,
              let left = function.parameters[0].name, let right = function.parameters[1].name, var body = function.body else { return false }
        if file.isWord(body.lowerBound, "return") { body = body.lowerBound + 1..<body.upperBound }
        var compared: Set<String> = []
        var index = body.lowerBound
        while index < body.upperBound {
            // `lhs.name == rhs.name`, then `&&` or the end.
            guard file.isWord(index, left), file.isSymbol(index + 1, "."), file.isIdentifier(index + 2), file.isSymbol(index + 3, "=="),
                  file.isWord(index + 4, right), file.isSymbol(index + 5, "."), file.text(index + 6) == file.text(index + 2) else { return false }
            compared.insert(file.lexer.name(of: file.tokens[index + 2]))
            index += 7
            if index < body.upperBound {
                guard file.isSymbol(index, "&&") else { return false }
                index += 1
            }
        }
        return compared == values
    }

    /// Whether the initializer at `range` of `file` is the memberwise one of a type whose
    /// stored properties are `stored`: it takes each, in order, labelled with its name and with
    /// no default value, and only assigns each to the property of its name (`self.title =
    /// title`). The generated type has the same one, written for it or synthesized.
    static func isMemberwiseInitializer(_ range: Range<Int>, of stored: [String], in file: SwiftSourceFile) -> Bool {
        guard let keyword = range.first(where: { file.isWord($0, "init") }), file.isSymbol(keyword + 1, "("),
              file.partner[keyword + 1] > keyword + 1 else { return false }
        let close = file.partner[keyword + 1]
        // Each parameter: its name, one word before the ':' (the label too), and no default.
        let parameters = MappingBody.splitArguments(keyword + 2..<close, in: file)
        let names = parameters.compactMap { parameter -> String? in
            guard !parameter.value.isEmpty, !parameter.value.contains(where: { file.isSymbol($0, "=") }) else { return nil }
            return parameter.label.map { $0.hasPrefix("`") ? String($0.dropFirst().dropLast()) : $0 }
        }
        guard names.count == parameters.count, names == stored, file.isSymbol(close + 1, "{") else { return false }
        // The body: `self.name = name` for each, in any order, and nothing else.
        let bodyEnd = file.partner[close + 1]
        var assigned: [String] = []
        var index = close + 2
        while index < bodyEnd {
            if file.isSymbol(index, ";") {
                index += 1
                continue
            }
            guard file.isWord(index, "self"), file.isSymbol(index + 1, "."), file.isIdentifier(index + 2), file.isSymbol(index + 3, "="),
                  file.isIdentifier(index + 4) else { return false }
            let property = file.lexer.name(of: file.tokens[index + 2])
            guard file.lexer.name(of: file.tokens[index + 4]) == property else { return false }
            assigned.append(property)
            index += 5
        }
        return assigned.sorted() == stored.sorted()
    }

    /// `type` with each of `kept`, a type the app keeps nested in `outerName`, qualified
    /// (`[Poster]` → `[HistoryView.State.Poster]`), since the generated connector is not nested there.
    static func qualifying(_ type: String, kept: [String], in outerName: String) -> String {
        guard !kept.isEmpty else { return type }
        let file = SwiftSourceFile(path: "", text: type)
        var result = ""
        var offset = 0
        let bytes = file.lexer.bytes
        for (index, token) in file.tokens.enumerated() {
            result += String(decoding: bytes[offset..<token.range.lowerBound], as: UTF8.self)
            let text = file.text(index)
            result += kept.contains(text) && !file.isSymbol(index - 1, ".") ? outerName + "." + text : text
            offset = token.range.upperBound
        }
        return result + String(decoding: bytes[offset...], as: UTF8.self)
    }

    /// What a nested type is, for a TODO: `an enum`, `a struct that conforms to Hashable`.
    private static func describe(_ nested: SwiftOutline.TypeDeclaration) -> String {
        guard nested.keyword == "struct" else { return (nested.keyword == "enum" || nested.keyword == "actor" ? "an " : "a ") + nested.keyword }
        let extra = nested.inherited.map(conformanceName).filter { !["Equatable", "Sendable"].contains($0) }
        return extra.isEmpty ? "a struct with more than stored properties" : "a struct that conforms to \(extra.joined(separator: ", "))"
    }

    /// The parameters of a function type as written (`(_ stars: Int) -> Void`): each with its
    /// name if the type gives one, and its type; `nil` when the text is not a function type.
    static func functionTypeParameters(_ type: String) -> [(name: String?, type: String)]? {
        let file = SwiftSourceFile(path: "", text: withoutEnclosingParentheses(type))
        var index = 0
        while file.isSymbol(index, "@"), file.isIdentifier(index + 1) { index += 2 }
        guard file.isSymbol(index, "(") else { return nil }
        let close = file.partner[index]
        var arrow = close + 1
        while file.isWord(arrow, "async") || file.isWord(arrow, "throws") { arrow += 1 }
        guard close < file.tokens.count, file.isSymbol(arrow, "->") else { return nil }
        return MappingBody.splitArguments(index + 1..<close, in: file).map { argument in
            let range = argument.value
            if argument.label == nil, file.text(range.lowerBound) == "_", file.isIdentifier(range.lowerBound + 1), file.isSymbol(range.lowerBound + 2, ":") {
                return (file.text(range.lowerBound + 1), file.compactText(of: range.lowerBound + 3..<range.upperBound))
            }
            return (argument.label, file.compactText(of: range))
        }
    }

    /// A type without the parentheses that enclose all of it, which Swift lets a type have:
    /// `((Int) -> Void)` is `(Int) -> Void`. A tuple's (`(Int, String)`) stay, as do those an
    /// optional's `?` follows.
    static func withoutEnclosingParentheses(_ type: String) -> String {
        var text = type.trimmingWhitespace()
        while true {
            let file = SwiftSourceFile(path: "", text: text)
            guard file.tokens.count > 2, file.isSymbol(0, "("), file.partner[0] == file.tokens.count - 1,
                  MappingBody.splitArguments(1..<file.tokens.count - 1, in: file).count == 1 else { return text }
            text = file.compactText(of: 1..<file.tokens.count - 1)
        }
    }

    /// The result type of a function type as written (`Binding<Entry>` for `() ->
    /// Binding<Entry>`); `nil` when the text is not a function type.
    static func functionTypeResult(_ type: String) -> String? {
        let file = SwiftSourceFile(path: "", text: withoutEnclosingParentheses(type))
        var index = 0
        while file.isSymbol(index, "@"), file.isIdentifier(index + 1) { index += 2 }
        guard file.isSymbol(index, "(") else { return nil }
        var arrow = file.partner[index] + 1
        while file.isWord(arrow, "async") || file.isWord(arrow, "throws") { arrow += 1 }
        guard arrow < file.tokens.count, file.isSymbol(arrow, "->") else { return nil }
        return file.compactText(of: arrow + 1..<file.tokens.count)
    }

    /// A closure literal `{ a, b in body }`: its parameter names (`nil` for `_`; `nil` for all
    /// without a signature) and body. A capture list of names (`[todoId] in`) holds the values
    /// the names have when the closure is made, which the props' closures read as the mapping
    /// gave them; another capture (`[weak self]`, `[id = item.id]`) changes what the body's
    /// names mean: `nil`, no closure to draft.
    static func closure(_ range: Range<Int>, in file: SwiftSourceFile) -> (parameters: [String?]?, body: Range<Int>)? {
        guard let last = range.last, file.isSymbol(range.lowerBound, "{"), file.partner[range.lowerBound] == last else { return nil }
        guard let signature = SwiftExpressionText(file: file).closureSignature(at: range.lowerBound) else { return (nil, range.lowerBound + 1..<last) }
        guard signature.capturesNamesOnly else { return nil }
        return (signature.parameters.map { $0.map(file.text) }, signature.bodyStart..<last)
    }

    /// The names an action's values get in the spec: the closure's own names, else the
    /// names the type gives, else the label of the argument `$n` is passed as, else `value`.
    static func valueNames(closure: [String?]?, type: [(name: String?, type: String)], body: Range<Int>, in file: SwiftSourceFile) -> [String] {
        var names: [String] = []
        for position in type.indices {
            var name = closure.flatMap { position < $0.count ? $0[position] : nil } ?? type[position].name
            if name == nil {
                // `to: $0` names the value `to`.
                for index in body where file.text(index) == "$\(position)" && file.isSymbol(index - 1, ":") && file.isIdentifier(index - 2) {
                    let label = file.text(index - 2)
                    if IdentifierRules.isValid(label), !SwiftNames.keywords.contains(label) { name = label }
                    break
                }
            }
            var chosen = name ?? "value"
            while names.contains(chosen) { chosen += "\(position + 1)" }
            names.append(chosen)
        }
        return names
    }

    /// The access level `located` is declared with, as a spec's `access` writes it: its own
    /// (`public struct`), or else that of the extension it is declared in (`public extension
    /// Connectors { struct … }`); `nil` for internal or less.
    func declaredAccess(_ located: AdoptedSources.Located) -> String? {
        func access(_ modifiers: [String]) -> String? {
            if modifiers.contains("public") || modifiers.contains("open") { return "public" }
            if modifiers.contains("package") { return "package" }
            return nil
        }
        let ownLevels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
        if located.declaration.modifiers.contains(where: ownLevels.contains) { return access(located.declaration.modifiers) }
        guard !located.outer.isEmpty else { return nil }
        let enclosing = sources.declarations(of: located.outer.joined(separator: ".")).last {
            $0.file.path == located.file.path && $0.declaration.keyword == "extension"
                && $0.declaration.keywordIndex != located.declaration.keywordIndex
                && $0.declaration.range.contains(located.declaration.keywordIndex)
        }
        return enclosing.flatMap { access($0.declaration.modifiers) }
    }

    /// The spec's `access` for a screen whose declarations are `declarations`: `public` when one
    /// of them is public, else `package` when one is; `nil` (internal) otherwise. It is no wider
    /// than the types around them, nor than the types `usedTypes` name (the app state and action,
    /// the fields' and inputs' types) where the files read declare them: `public` members of an
    /// internal `Connectors` are internal. With it, the type of `usedTypes` that made it narrower
    /// than the screen's own declarations say, if one did: where the screen is public in name,
    /// but a type it uses is not, which generated public code could not use. Names resolve from
    /// the scope of each of `declarations` out, in order (the view state's or props' first,
    /// where the fields' types are written), as Swift finds them.
    func draftedAccessAndNarrowing(_ declarations: [AdoptedSources.Located], usedTypes: [String]) -> (access: String?, narrowedBy: String?) {
        let levels = declarations.compactMap(declaredAccess)
        var access = levels.contains("public") ? "public" : levels.first
        guard access != nil else { return (nil, nil) }
        let around = declarations.flatMap { located in located.outer.indices.map { located.outer[...$0].joined(separator: ".") } }
        for name in around {
            guard let declared = sources.primary(name), declared.declaration.keyword != "extension" else { continue }
            access = Self.narrower(access, declaredAccess(declared))
        }
        let scopes = declarations.map { $0.outer + [$0.declaration.name] }
        var narrowedBy: String?
        for name in usedTypes.flatMap({ ReferencedNames.typeNames(in: $0).sorted() }) {
            guard let declared = scopes.lazy.compactMap({ self.sources.primary(name, in: $0) }).first, declared.declaration.keyword != "extension" else { continue }
            let narrower = Self.narrower(access, declaredAccess(declared))
            if narrower != access, narrowedBy == nil { narrowedBy = declared.fullName }
            access = narrower
        }
        return (access, narrowedBy)
    }

    /// A TODO for a screen declared `access` whose draft is narrower, since `type`, what `role`
    /// says (the type of a field or input, the app state or action), is: the generated
    /// declarations would all be `access`, and could not use it.
    func narrowedAccessTodo(
        _ access: String?, by type: String, role: String = "the type of one of its fields or inputs", at location: SourceLocation, in file: SwiftSourceFile
    ) -> DraftSpec.Todo {
        let level = access ?? "internal"
        return .init(
            message: "the screen is \(level), but '\(type)', \(role), is not, and every generated declaration would be \(level): the draft leaves out 'access'; make '\(type)' \(level) and add 'access: \(level)' to keep the screen \(level)",
            location: location, file: file.path)
    }

    /// The spec's `access` for a screen of `declarations` over the app state and action
    /// `appTypes`, and a TODO where those made it narrower than the screen's own declarations
    /// say (at the first declaration that says so): a public view state over an internal app
    /// state is drafted internal.
    func draftedAccess(_ declarations: [AdoptedSources.Located], appTypes: [String], todos: inout [DraftSpec.Todo]) -> String? {
        let drafted = draftedAccessAndNarrowing(declarations, usedTypes: appTypes)
        if let narrowedBy = drafted.narrowedBy, let declaration = declarations.first(where: { declaredAccess($0) != nil }) {
            let declared = declarations.compactMap(declaredAccess).contains("public") ? "public" : declaredAccess(declaration)
            todos.append(narrowedAccessTodo(
                declared, by: narrowedBy, role: "the app state or action", at: declaration.file.location(declaration.declaration.keywordIndex), in: declaration.file))
        }
        return drafted.access
    }

    /// The narrower of two drafted accesses (`nil` is internal).
    static func narrower(_ first: String?, _ second: String?) -> String? {
        let order: [String?] = [nil, "package", "public"]
        return (order.firstIndex(of: first) ?? 0) <= (order.firstIndex(of: second) ?? 0) ? first : second
    }

    /// A TODO for a view the generated extension of it cannot see, as it is in a file of its
    /// own: a `private` or `fileprivate` view, or one declared in a private type or extension.
    func privateViewTodo(_ located: AdoptedSources.Located, named name: String) -> DraftSpec.Todo? {
        func privateAccess(_ declaration: SwiftOutline.TypeDeclaration) -> String? {
            declaration.modifiers.first { $0 == "private" || $0 == "fileprivate" }
        }
        let file = located.file
        let location = file.location(located.declaration.keywordIndex)
        if let access = privateAccess(located.declaration) {
            return .init(message: "'\(name)' is \(access), and the generated extension of it is in another file: declare it internal", location: location)
        }
        // The declarations around it are those of its outer types, outermost first, in its file.
        let around = located.outer.indices.lazy.flatMap { end in
            sources.declarations(of: located.outer[...end].joined(separator: "."))
        }
        guard let enclosing = around.first(where: {
            $0.file.path == file.path && $0.declaration.keywordIndex != located.declaration.keywordIndex
                && $0.declaration.range.contains(located.declaration.keywordIndex) && privateAccess($0.declaration) != nil
        }), let access = privateAccess(enclosing.declaration) else { return nil }
        let what = enclosing.declaration.keyword
        return .init(
            message: "'\(name)' is declared in the \(access) \(what) \(enclosing.declaration.name), and the generated extension of it is in another file: move it out, or make the \(what) internal",
            location: location)
    }
}
