extension ScreenDrafter {
    /// The fields of a draft from the stored properties of the view state or props and the
    /// arguments of the initializer the mapping returns.
    struct FieldSource {
        /// The view state or props declaration's stored properties, in order.
        var properties: [SwiftOutline.Property]
        /// The file of that declaration.
        var declarationFile: SwiftSourceFile
    }

    /// The call a mapping's result makes, following `var props = Props(…); …; return props`
    /// (or `let props = Props(…); return props`): the call, and the fields later statements change.
    static func resultCall(_ body: MappingBody, in file: SwiftSourceFile) -> (call: MappingBody.Call, changed: [String: Int])? {
        guard let result = body.result else { return nil }
        if result.count == 1, file.isIdentifier(result.lowerBound),
           let variable = body.locals.last(where: { $0.name == file.text(result.lowerBound) }),
           let call = MappingBody.callWithTrailingClosure(variable.value, in: file) {
            var changed: [String: Int] = [:]
            for statement in body.unread {
                for index in statement.range where file.isWord(index, variable.name) && file.isSymbol(index + 1, ".") && file.isIdentifier(index + 2)
                    && file.isSymbol(index + 3, "=") {
                    changed[file.text(index + 2), default: index] = min(changed[file.text(index + 2)] ?? index, index)
                }
            }
            return (call, changed)
        }
        return MappingBody.callWithTrailingClosure(result, in: file).map { ($0, [:]) }
    }

    /// `condition ? value : last` for a field given by early returns, or `nil` when one gives it no value.
    /// - Parameter last: The last return's value as drafted; a closure called in place
    ///   (``MappingDrafter/closureExpression(for:)``) is put in parentheses.
    static func conditional(
        _ name: String, branches: [(condition: Range<Int>, arguments: [String: MappingBody.Argument])], last: (value: Range<Int>, drafted: String),
        mapping: inout MappingDrafter, file: SwiftSourceFile
    ) -> String? {
        let expressions = SwiftExpressionText(file: file)
        func operand(_ range: Range<Int>) -> String {
            let text = mapping.expression(range)
            return expressions.needsParentheses(range) || text.contains("\n") ? "(" + text + ")" : text
        }
        // `if a, b { return … }`: the conditions all hold, `(a && b)`.
        func condition(_ range: Range<Int>) -> String {
            let parts = MappingBody.splitArguments(range, in: file).map(\.value)
            guard parts.count > 1 else { return operand(range) }
            return "(" + parts.map(operand).joined(separator: " && ") + ")"
        }
        var result = expressions.needsParentheses(last.value) || last.drafted.contains("\n") ? "(" + last.drafted + ")" : last.drafted
        for branch in branches.reversed() {
            guard let argument = branch.arguments[name] else { return nil }
            let value = operand(argument.value)
            if value != result { result = condition(branch.condition) + " ? " + value + " : " + result }
        }
        return result
    }

    /// Whether `statement` (an `if`, `switch`, `for`, `while` or `do`) returns from the mapping:
    /// a statement of one of its blocks, or of a statement nested there, starts with `return`
    /// (after a `case …:` label in a `switch`). A `return` in a closure returns from the closure.
    static func returnsFromMapping(_ statement: Range<Int>, in file: SwiftSourceFile) -> Bool {
        let blockStatements = ["if", "switch", "for", "while", "do", "guard", "repeat"]
        var index = statement.lowerBound
        while index < statement.upperBound {
            // Outside brackets, a `{` opens one of the statement's blocks: Swift takes no
            // trailing closure in a condition.
            guard file.isSymbol(index, "{") else {
                index = file.after(index)
                continue
            }
            let end = min(file.after(index), statement.upperBound)
            for inner in MappingBody.statements(index + 1..<max(index + 1, end - 1), in: file) {
                var start = inner.lowerBound
                if file.isWord(start, "case") || file.isWord(start, "default") {
                    while start < inner.upperBound, !file.isSymbol(start, ":") { start = file.after(start) }
                    start += 1
                }
                start = afterLabel(start, in: file)
                guard start < inner.upperBound else { continue }
                if file.isWord(start, "return") { return true }
                if blockStatements.contains(where: { file.isWord(start, $0) }), returnsFromMapping(start..<inner.upperBound, in: file) { return true }
            }
            index = end
        }
        return false
    }

    /// The names the closures in `range` take as parameters: `{ x, title in … }` and
    /// `{ (x, title) in … }` (a name followed by its type is passed over).
    static func closureParameters(in range: Range<Int>, file: SwiftSourceFile) -> Set<String> {
        var names: Set<String> = []
        for brace in range where file.isSymbol(brace, "{") {
            var index = brace + 1
            if file.isSymbol(index, "(") { index += 1 }
            var found: [String] = []
            while index < range.upperBound, file.isIdentifier(index), !file.isWord(index, "in") {
                found.append(file.text(index))
                index += 1
                if file.isSymbol(index, ")") { index += 1 }
                guard file.isSymbol(index, ",") else { break }
                index += 1
            }
            if file.isWord(index, "in") { names.formUnion(found) }
        }
        return names
    }

    /// The token after a statement's label (`outer: for …`), or `index` for a statement without one.
    static func afterLabel(_ index: Int, in file: SwiftSourceFile) -> Int {
        file.isIdentifier(index) && file.isSymbol(index + 1, ":") && ["for", "while", "repeat", "do", "if", "switch"].contains { file.isWord(index + 2, $0) }
            ? index + 2 : index
    }

    /// Whether the mapping's result is a value of its type the app keeps, a read of the state
    /// (`state.settings`, or a slice of it) rather than one it makes: the app's own type, which
    /// a draft neither fills from the result nor replaces.
    static func returnsKeptValue(_ body: MappingBody, mapping: MappingDrafter, in file: SwiftSourceFile) -> Bool {
        guard let result = body.result else { return false }
        let expressions = SwiftExpressionText(file: file)
        if result.count == 1, file.isIdentifier(result.lowerBound) {
            let name = file.text(result.lowerBound)
            // The state itself, a slice of it, or a local copy of a part of it
            // (`var settings = state.settings; settings.region = …; return settings`).
            return name == mapping.root || mapping.slices.contains { $0.name == name }
                || body.locals.last { $0.name == name }.map { expressions.isPlainPath($0.value, from: mapping.root) } == true
        }
        // A path into the state, or one through its methods and subscripts
        // (`state.cast(of: movieId)[personId]`): a value the app keeps, not one made here.
        return expressions.isPlainPath(result, from: mapping.root)
            || file.isWord(result.lowerBound, mapping.root) && (file.isSymbol(result.lowerBound + 1, ".") || file.isSymbol(result.lowerBound + 1, "["))
    }

    /// The path of the part of the state a mapping returns whole: `summary` of `return
    /// state.summary`, or of a slice bound to it; `nil` when the mapping does more than bind
    /// the slices it requires and return that part. A path reads no slice, so one that reads
    /// a required slice (`pinned[selection]`) reads that slice's path, unwrapped:
    /// `selectedID.flatMap { state.pinned[$0] }`.
    static func wholeSlice(_ body: MappingBody, mapping: MappingDrafter, in file: SwiftSourceFile) -> String? {
        guard let result = body.result, body.unread.isEmpty, body.earlyReturns.isEmpty, body.switchCases == nil, mapping.todos.isEmpty,
              body.locals.allSatisfy({ local in mapping.slices.contains { $0.name == local.name } }) else { return nil }
        let expressions = SwiftExpressionText(file: file)
        let path: String
        if result.count == 1, let slice = mapping.slices.last(where: { file.isWord(result.lowerBound, $0.name) }) {
            path = slice.path
        } else if expressions.isPlainPath(result, from: mapping.root),
                  let written = expressions.path(result, after: mapping.root, replacing: mapping.replacements, unqualifying: mapping.ownerNames) {
            path = written
        } else {
            return nil
        }
        // The view state is optional where a slice is required, as an unwrapped read is.
        return mapping.pathOfState(path, isRequired: true, among: mapping.slices)
    }

    /// Whether a result's callee makes the view state or props: `Props`, `Self.Props`,
    /// `.init`, `HistoryScreen.State`, or the type's own name.
    static func calleeMakes(_ callee: String, typeName: String) -> Bool {
        let last = typeName.split(separator: ".").last.map(String.init) ?? typeName
        return callee == ".init" || callee == typeName || callee == last || callee == "Self." + last || callee == typeName + ".init"
            || callee == last + ".init" || callee.hasSuffix("." + last)
    }

    /// The argument each property of `properties` is given, by label or else by position.
    static func arguments(of call: MappingBody.Call, for properties: [SwiftOutline.Property]) -> [String: MappingBody.Argument] {
        var byName: [String: MappingBody.Argument] = [:]
        if call.arguments.allSatisfy({ $0.label != nil }) {
            for argument in call.arguments { byName[argument.label!] = argument }
            // A trailing closure gives the first property after the last one labeled that takes
            // a function, as Swift matches it to a memberwise initializer's parameters.
            if let closure = call.trailingClosure {
                let lastLabeled = properties.lastIndex { byName[$0.name] != nil } ?? -1
                let rest = properties[(lastLabeled + 1)...].filter { !($0.isLet && $0.hasInitialValue) }
                // A property with a default is passed over unless it takes a function; one named
                // through a type alias (`Handler`) cannot be told from others.
                if let property = rest.first(where: { $0.type?.contains("->") == true }) ?? rest.first(where: { !$0.hasInitialValue }) {
                    byName[property.name] = MappingBody.Argument(label: property.name, value: closure)
                }
            }
        } else {
            let initialized = properties.filter { !($0.isLet && $0.hasInitialValue) }
            for (property, argument) in zip(initialized, call.arguments) { byName[property.name] = argument }
        }
        return byName
    }
}

extension ScreenDrafter {
    /// What an early `return` gives a property that differs from what the last `return` gives
    /// it: the early return's condition, and its value (`nil` when it gives none).
    typealias EarlyDifference = (condition: Range<Int>, value: Range<Int>?)

    /// Fills `draft`'s slices, `require` and value fields from a state mapping. A field whose
    /// value cannot be carried over is left out, with a TODO where it would be. With a
    /// flavor, `makeField` drafts the properties that are actions and returns `true` for them;
    /// it is told when an early `return` gives the property something else.
    func draftFields(
        _ draft: inout DraftSpec, mapping: inout MappingDrafter, body: MappingBody, properties: [SwiftOutline.Property],
        typeName: String, typeStart: Int, location: SourceLocation, file: SwiftSourceFile, declarationFile: SwiftSourceFile, flavor: Adopter.Form?,
        declaresInitializer: Bool = false,
        field makeField: (inout DraftSpec, inout MappingDrafter, SwiftOutline.Property, MappingBody.Argument, EarlyDifference?) -> Bool = { _, _, _, _, _ in false }
    ) {
        mapping.todos.forEach { draft.todos.append($0) }
        // A statement a field TODO already names is not named again as one not carried over.
        var statementNamed: SourceLocation?
        defer {
            draft.todos += mapping.unreadStatementTodos.filter { $0.location != statementNamed }
                + mapping.repeatedCallTodos(in: draft.fields.compactMap(\.from), actions: draft.actions.map(\.to))
        }
        // What is left to write by hand when no field can be drafted: the props' actions too.
        let byHand = "write by hand " + (flavor == nil ? "each field's 'from'" : "each field and action") + " ("
            + properties.filter { !($0.isLet && $0.hasInitialValue) }.map { "'\($0.name)'" }.joined(separator: ", ") + ")"
        guard let (call, changed) = Self.resultCall(body, in: file), Self.calleeMakes(call.callee, typeName: typeName) else {
            // `if let movie = … { return … } else { return … }`, the body's one statement.
            if let result = body.result, let word = ["if", "switch"].first(where: { file.isWord(result.lowerBound, $0) }) {
                draft.addFieldTodo("the mapping returns in each branch of \(word == "if" ? "an 'if'" : "a 'switch'") statement: \(byHand)", at: location)
                return
            }
            let what = body.result.map { "returns '\(MappingBody.firstLine(of: file.text(of: $0)))'" } ?? "has no 'return' of a \(typeName)"
            if Self.returnsKeptValue(body, mapping: mapping, in: file) {
                let made = flavor == nil ? "view state" : "props"
                draft.addFieldTodo(
                    "the mapping \(what), the app's own '\(typeName)', and a spec makes its \(made) field by field: \(byHand), each read from it; '\(typeName)' stays, and is not replaced",
                    at: location)
                return
            }
            draft.addFieldTodo("the mapping \(what), not '\(typeName)(…)' with each field: \(byHand)", at: location)
            return
        }
        // `if a { return … } else if b { return … }`, `if let x = … { return … }`: a statement
        // not carried over that returns, whose values the fields would leave out.
        if let returning = body.unread.first(where: { statement in
            let start = Self.afterLabel(statement.index, in: file)
            return ["if", "switch", "for", "while", "do", "repeat"].contains { file.isWord(start, $0) }
                && Self.returnsFromMapping(start..<statement.range.upperBound, in: file)
        }) {
            statementNamed = file.location(returning.index)
            draft.addFieldTodo(
                "the mapping also returns inside \(returning.what), which is not carried over: \(byHand)", at: file.location(returning.index))
            return
        }
        let arguments = Self.arguments(of: call, for: properties)
        // `if condition { return Props(…) }` before the last return: each field a conditional.
        var branches: [(condition: Range<Int>, arguments: [String: MappingBody.Argument])] = []
        for early in body.earlyReturns {
            guard let earlyCall = MappingBody.callWithTrailingClosure(early.value, in: file), Self.calleeMakes(earlyCall.callee, typeName: typeName) else {
                draft.addFieldTodo(
                    "the mapping returns '\(MappingBody.firstLine(of: file.text(of: early.value)))' early: \(byHand)",
                    at: file.location(early.condition.lowerBound - 1))
                return
            }
            // Its condition is written into each field's `from`, where a variable the mapping
            // sets in statements around it does not exist.
            if let name = mapping.readsUnread(early.condition) {
                draft.addFieldTodo(
                    "the mapping returns early when '\(MappingBody.firstLine(of: file.text(of: early.condition)))', which reads '\(name)', set in statements around it: \(byHand)",
                    at: file.location(early.condition.lowerBound - 1))
                return
            }
            branches.append((early.condition, Self.arguments(of: earlyCall, for: properties)))
        }
        // The TODOs of properties left out go before the next field drafted, where they stood.
        let unplacedTodos = draft.fieldTodos[""]?.count ?? 0
        for property in properties {
            let fieldCount = draft.fields.count
            defer {
                if draft.fields.count > fieldCount, let field = draft.fields.last {
                    draft.moveFieldTodos(from: unplacedTodos, before: field.name)
                }
            }
            let todoLocation = file.location(call.calleeIndex)
            // `#if DEBUG` around a property: the generated type has it in every configuration.
            if let todo = memberConditionTodo(
                "'\(property.name)' of '\(typeName)'", at: property.nameIndex, typeStart: typeStart, in: declarationFile,
                consequence: "the draft leaves it out") {
                draft.addFieldTodo(todo.message, at: todo.location, in: declarationFile.path)
                continue
            }
            guard let argument = arguments[property.name] else {
                // `var maxItems: Int = 50`, left to its default: a literal is its `from`, unless
                // an early return gives it a value or a later statement changes it. A `var` of an
                // optional type without a value of its own starts as `nil`, which Swift gives it.
                // (An initializer of the type's own may set it otherwise.)
                let optionalDefault = !declaresInitializer && !property.hasInitialValue && property.type.map(Self.isOptionalType) == true ? "nil" : nil
                if !property.isLet, let type = property.type, changed[property.name] == nil, branches.allSatisfy({ $0.arguments[property.name] == nil }),
                   let literal = Self.literalInitialValue(of: property, in: declarationFile) ?? optionalDefault {
                    draft.fields.append(.init(name: property.name, type: type, from: literal))
                    continue
                }
                if property.hasObservers {
                    // `var shown = 3 { didSet { … } }`: stored, with an observer.
                    draft.addFieldTodo(
                        "'\(property.name)' has an observer ('didSet' or 'willSet'), which a generated field cannot have: add the field \(property.name)\(property.type.map { ": \($0)" } ?? "") with its 'from', and do what the observer did where the value changes",
                        at: declarationFile.location(property.nameIndex), in: declarationFile.path)
                } else if !(property.isLet && property.hasInitialValue) {
                    draft.addFieldTodo(
                        "'\(typeName)(…)' gives '\(property.name)' no value: add the field \(property.name)\(property.type.map { ": \($0)" } ?? "") with its 'from'",
                        at: todoLocation)
                } else {
                    draft.addFieldTodo(
                        "'\(property.name)' is a constant of '\(typeName)': add it in an extension as a computed property",
                        at: declarationFile.location(property.nameIndex), in: declarationFile.path)
                }
                continue
            }
            if ["#if", "#else", "#endif"].contains(where: file.text(of: argument.value).contains) {
                draft.addFieldTodo(
                    "'\(property.name)' is given in an '#if' block, which a 'from' cannot be drafted from: write it by hand for each configuration",
                    at: file.location(argument.value.lowerBound))
                continue
            }
            let lastValue = file.compactText(of: argument.value)
            let earlyDifference = branches.first { branch in
                branch.arguments[property.name].map { file.compactText(of: $0.value) } != lastValue
            }.map { EarlyDifference($0.condition, $0.arguments[property.name]?.value) }
            if makeField(&draft, &mapping, property, argument, earlyDifference) { continue }
            guard let type = property.type ?? enumCaseType(of: property, in: declarationFile) else {
                draft.addFieldTodo(
                    "'\(property.name)' has no written type: add the field with its type",
                    at: declarationFile.location(property.nameIndex), in: declarationFile.path)
                continue
            }
            if let line = changed[property.name] {
                draft.addFieldTodo(
                    "the mapping changes '\(property.name)' after making the \(flavor == nil ? "view state" : "props"): add the field \(property.name): \(type) with a 'from' that computes it",
                    at: file.location(line))
                continue
            }
            if let name = mapping.readsUnreadGuard(argument.value) {
                draft.addFieldTodo(
                    "'\(property.name)' reads '\(name)', which a 'guard' not carried over binds: add '\(name)' under 'slices', with the guard's other conditions folded into its path ('….flatMap { condition ? $0 : nil }'), and under 'require' if the guard returns nil; then add the field \(property.name): \(type)",
                    at: file.location(argument.value.lowerBound))
                continue
            }
            var from: String
            if let name = mapping.readsUnread(argument.value) {
                // The statements that set what it reads become a closure the field calls, where they can.
                guard let closure = mapping.closureExpression(for: argument.value) else {
                    if let rebound = mapping.reboundInStatement {
                        draft.addFieldTodo(
                            "'\(property.name)' is set by a statement the draft would carry into its 'from', whose own '\(rebound.name)' would hide the mapping's '\(rebound.name)' that the local '\(rebound.local)' reads there: add the field \(property.name): \(type) with a 'from' that renames the statement's '\(rebound.name)'",
                            at: file.location(rebound.index))
                        continue
                    }
                    draft.addFieldTodo(
                        "'\(property.name)' reads '\(name)', which the mapping changes: add the field \(property.name): \(type) with a 'from' that computes it",
                        at: file.location(argument.value.lowerBound))
                    continue
                }
                from = closure
            } else if let rebound = mapping.localRebound(in: argument.value) {
                draft.addFieldTodo(
                    "'\(property.name)' reads the local '\(rebound.local)' inside a closure whose own '\(rebound.name)' would hide the mapping's '\(rebound.name)' that '\(rebound.local)' reads: add the field \(property.name): \(type) with a 'from' that renames the closure's '\(rebound.name)'",
                    at: file.location(rebound.index))
                continue
            } else {
                // Work a local did once, which the field would do again, stays a local of it.
                from = mapping.closureKeepingLocals(for: argument.value) ?? mapping.expression(argument.value, type: type)
            }
            // An early return gives the field its own value under its condition, whichever way
            // the last return's value is drafted.
            if let early = branches.lazy.compactMap({ $0.arguments[property.name] }).first(where: { mapping.readsUnread($0.value) != nil }),
               let name = mapping.readsUnread(early.value) {
                draft.addFieldTodo(
                    "an early 'return' gives '\(property.name)' a value that reads '\(name)', which the mapping sets in statements around it: add the field \(property.name): \(type) with a 'from' that computes it",
                    at: file.location(early.value.lowerBound))
                continue
            }
            if !branches.isEmpty {
                guard let conditional = Self.conditional(property.name, branches: branches, last: (argument.value, from), mapping: &mapping, file: file) else {
                    draft.addFieldTodo(
                        "an early 'return' gives '\(property.name)' no value: add the field \(property.name): \(type) with its 'from'",
                        at: todoLocation)
                    continue
                }
                from = conditional
            }
            let copiesSlice = from == property.name && mapping.slices.contains { $0.name == property.name }
            draft.fields.append(.init(name: property.name, type: type, from: copiesSlice ? nil : from))
        }
    }

    /// A TODO where the generated type's memberwise initializer differs from the hand-written
    /// one's (the generated one takes every field, in the draft's order, a flavor's action props
    /// after its fields, with no default values) and code the files read makes the type by hand
    /// (`Tile.Props(…)`, `Props(…)` or `Props.init(…)` inside `Tile` and its extensions, or
    /// `.init(…)` with the hand-written initializer's labels, in their order), other than the
    /// mapping in `mapping`'s file and token range, which the draft replaces: at that code,
    /// which must follow. `generatedName` names the generated type.
    func memberwiseInitializerTodo(
        _ draft: DraftSpec, properties: [SwiftOutline.Property], type: AdoptedSources.Located, generatedName: String, besides mapping: (path: String, range: Range<Int>)
    ) -> DraftSpec.Todo? {
        let typeName = type.fullName
        let generated = draft.fields.map(\.name) + draft.actions.map(\.name)
        let written = properties.map(\.name).filter(generated.contains)
        let defaults = properties.filter { $0.isStored && $0.hasInitialValue && !$0.isLet && generated.contains($0.name) }.map { "'\($0.name)'" }
        let reordered = generated.filter(written.contains) != written
        // SwiftDux's generated props hold each action as an `@ActionBinding`, which the
        // memberwise initializer takes as the wrapper: a closure written there no longer fits.
        let actionNames = Set(draft.actions.map(\.name))
        let bound = draft.flavor == "swiftdux"
            ? properties.filter { actionNames.contains($0.name) && !$0.attributes.contains { $0.hasPrefix("@ActionBinding") || $0.hasPrefix("@SwiftDux.ActionBinding") } }.map { "'\($0.name)'" } : []
        guard !defaults.isEmpty || reordered || !bound.isEmpty else { return nil }
        var excluded = [mapping.path: [mapping.range]]
        excluded[type.file.path, default: []].append(type.declaration.range)
        let named = firstUse(of: typeName, outside: excluded, where: { file, end in
            file.isSymbol(end, "(") || (file.isSymbol(end, ".") && file.isWord(end + 1, "init") && file.isSymbol(end + 2, "("))
        })
        guard let use = named ?? implicitInitializerCall(labels: properties.filter(\.isStored).map(\.name), outside: excluded) else { return nil }
        var changes: [String] = []
        if reordered { changes.append("takes its fields before its actions (\(generated.filter(written.contains).map { $0 + ":" }.joined()))") }
        if !defaults.isEmpty { changes.append("gives \(Self.listed(defaults, quoted: false)) no default value") }
        if !bound.isEmpty { changes.append("holds \(Self.listed(bound, quoted: false)) as an @ActionBinding, which a closure does not make") }
        // SwiftDux makes an `ActionBinding` only in `map`, through its binder.
        let fix = bound.isEmpty ? "pass every field, in the generated order" : "make it with the view's 'map' from an app state instead"
        return .init(
            message: "the generated '\(generatedName)'\(generatedName == typeName ? "" : " (now '\(typeName)')") \(changes.joined(separator: " and ")), and this code makes it by hand: \(fix)",
            location: use.0.location(use.1), file: use.0.path)
    }

    /// The first `.init(…)` of the files read, outside `excluded` (token ranges by path), whose
    /// argument labels are some of `labels`, in their order: the memberwise initializer of the
    /// type with those stored properties, called where the type is implied (`body(props: .init(…))`).
    func implicitInitializerCall(labels: [String], outside excluded: [String: [Range<Int>]]) -> (file: SwiftSourceFile, index: Int)? {
        for file in sources.files {
            let ranges = excluded[file.path] ?? []
            for index in file.tokens.indices
            where file.isSymbol(index, ".") && file.isWord(index + 1, "init") && file.isSymbol(index + 2, "(")
                && !file.isIdentifier(index - 1) && !ranges.contains(where: { $0.contains(index) }) {
                let close = file.partner[index + 2]
                let written = MappingBody.splitArguments(index + 3..<close, in: file).compactMap(\.label)
                guard !written.isEmpty, written.count == MappingBody.splitArguments(index + 3..<close, in: file).count else { continue }
                var remaining = labels[...]
                if written.allSatisfy({ label in
                    guard let found = remaining.firstIndex(of: label) else { return false }
                    remaining = remaining[(found + 1)...]
                    return true
                }) {
                    return (file, index)
                }
            }
        }
        return nil
    }

    /// Whether `type` is an optional written `T?` or `T!`: a `var` of it without a value starts
    /// as `nil`. (Swift does not start one written `Optional<T>` so.)
    static func isOptionalType(_ type: String) -> Bool {
        let type = type.trimmingWhitespace()
        return type.hasSuffix("?") || type.hasSuffix("!")
    }

    /// The type of `property`, declared without one, whose initial value is a case of an enum
    /// the files read declare (`var status = Status.ready`): that enum, as Swift infers it.
    func enumCaseType(of property: SwiftOutline.Property, in file: SwiftSourceFile) -> String? {
        guard property.hasInitialValue, !property.hasBody,
              let equals = property.range.first(where: { $0 > property.nameIndex && file.text($0) == "=" })
        else { return nil }
        let value = Array(equals + 1..<property.range.upperBound)
        guard value.count == 3, file.isIdentifier(value[0]), file.isSymbol(value[1], "."), file.isIdentifier(value[2]) else { return nil }
        let typeName = file.text(value[0])
        let caseName = file.text(value[2])
        let isCase = sources.declarations(of: typeName).contains { found in
            found.declaration.keyword == "enum" && found.declaration.members.cases.contains { $0.name == caseName && $0.parameters.isEmpty }
        }
        return isCase ? typeName : nil
    }

    /// The initial value of `property` when it is a literal (`50`, `"Inbox"`, `true`, `nil`,
    /// `[]`, `-1.5`) that means the same wherever it is written; `nil` otherwise.
    static func literalInitialValue(of property: SwiftOutline.Property, in file: SwiftSourceFile) -> String? {
        guard property.hasInitialValue, !property.hasBody,
              let equals = property.range.first(where: { $0 > property.nameIndex && file.text($0) == "=" })
        else { return nil }
        let value = equals + 1..<property.range.upperBound
        let tokens = value.map { file.tokens[$0] }
        guard !tokens.isEmpty else { return nil }
        let isLiteral = tokens.allSatisfy { token in
            switch token.kind {
            case .number, .stringStart, .stringText, .stringEnd: true
            case .identifier: ["true", "false", "nil"].contains(file.lexer.text(of: token))
            case .operator: file.lexer.text(of: token) == "-"
            case .punctuation: ["[", "]", ",", ":"].contains(file.lexer.text(of: token))
            default: false
            }
        }
        return isLiteral ? file.text(of: value).trimmingWhitespace() : nil
    }

    /// Whether `expression` reads a member named `name`, `.name`, in its code (not in a string
    /// literal's text or a comment).
    static func readsMember(_ name: String, in expression: String) -> Bool {
        let lexer = SwiftLexer(expression)
        let tokens = lexer.filter { !$0.isTrivia && $0.kind != .stringText }
        return zip(tokens, tokens.dropFirst()).contains { lexer.isPeriod($0) && $1.kind == .identifier && lexer.name(of: $1) == name }
    }

    /// Whether `expression` holds `reference` as a whole name: not followed by more of a name
    /// (`Self.max` is not in `Self.maxPages`), nor preceded by one (`ListConnector.title` is
    /// not in `MyListConnector.title`), nor a member of another (`x.Self.max`), in its code,
    /// not in a string literal's text or a comment.
    static func names(_ expression: String, _ reference: String) -> Bool {
        let parts = reference.split(separator: ".").map(String.init)
        let lexer = SwiftLexer(expression)
        let tokens = lexer.filter { !$0.isTrivia && $0.kind != .stringText }
        let span = parts.count * 2 - 1
        guard !parts.isEmpty, span <= tokens.count else { return false }
        for start in 0...(tokens.count - span) where start == 0 || !lexer.isPeriod(tokens[start - 1]) {
            let matches = parts.indices.allSatisfy { index in
                tokens[start + index * 2].kind == .identifier && lexer.name(of: tokens[start + index * 2]) == parts[index]
                    && (index == 0 || lexer.isPeriod(tokens[start + index * 2 - 1]))
            }
            if matches { return true }
        }
        return false
    }

    /// Whether a stored property of a view is an argument of its memberwise initializer with
    /// no default: no initial value, not an optional `var`, not a wrapper SwiftUI sets.
    static func needsArgument(_ property: SwiftOutline.Property) -> Bool {
        let setBySwiftUI = ["@State", "@Environment", "@EnvironmentObject", "@FocusState", "@Namespace", "@AppStorage", "@SceneStorage", "@StateObject", "@GestureState"]
        if property.attributes.contains(where: { attribute in setBySwiftUI.contains { attribute == $0 || attribute.hasPrefix($0 + "(") } }) { return false }
        if !property.isLet, property.type?.hasSuffix("?") == true { return false }
        return !property.hasInitialValue
    }

    /// Whether `property` holds a value SwiftUI gives the view that reading it outside a view
    /// hierarchy, as an example's test does, still gives: an environment value
    /// (`@Environment(\.colorScheme)`) or the view's own `@State`; not an environment object,
    /// which is missing there.
    static func isReadableOutsideAView(_ property: SwiftOutline.Property) -> Bool {
        property.attributes.contains { $0.hasPrefix("@Environment(\\") || $0 == "@State" || $0.hasPrefix("@AppStorage(") || $0 == "@FocusState" }
    }

    /// The wrapper of `property` when it is an object SwiftUI's environment gives the view
    /// (`@EnvironmentObject`, `@Environment(Store.self)`), which a view made outside a view
    /// hierarchy, as an example's test makes it, does not have; `nil` otherwise.
    static func environmentObjectWrapper(of property: SwiftOutline.Property) -> String? {
        property.attributes.first { $0 == "@EnvironmentObject" || ($0.hasPrefix("@Environment(") && $0.hasSuffix(".self)") && !$0.hasPrefix("@Environment(\\")) }
    }

    /// What a TODO that makes a private helper visible adds when `others` (file names) declare
    /// one of the same name, which it would then clash with; empty when none does.
    static func clash(_ others: [String]) -> String {
        guard !others.isEmpty else { return "" }
        return ", and rename it, here and where the draft reads it: \(listed(others, quoted: false)) \(others.count == 1 ? "declares" : "declare") one of that name too, which it would clash with"
    }

    /// Sets `draft`'s inputs (the owner's stored properties its expressions read) and
    /// slices, and adds TODOs for members the generated code cannot reach.
    func finishInputs(_ draft: inout DraftSpec, mapping: MappingDrafter, owner: SwiftOutline.Members, ownerName: String, outer: [String], connectorForm: Bool) {
        /// A TODO at the member `name` of the owner, in the file that declares it.
        func todo(_ message: String, at name: String) -> DraftSpec.Todo? {
            sources.member(name, of: ownerName, in: outer).map { .init(message: message, location: $0.file.location($0.index), file: $0.file.path) }
        }
        let stored = Self.storedProperties(owner)
        let unreachable = mapping.unreachableMembers(connectorForm: connectorForm)
        var others: [String] = []
        var wrapped: [String] = []
        // The names the statements not carried over read (`guard let person = people[personId]
        // else { return … }`): written by hand, they make what they read an input.
        let file = mapping.file
        let readByStatementsLeft = Set(mapping.unreadStatements.flatMap { statement in
            // A name read (`title`, `self.title`), not another's member (`person.title`), an
            // argument's label (`log(title:`), a trailing closure's (`} title: {`) or a
            // closure's parameter (`{ x, title in … }`).
            let parameters = Self.closureParameters(in: statement.range, file: file)
            return statement.range.filter { index in
                file.isIdentifier(index) && !(file.isSymbol(index - 1, ".") && !file.isWord(index - 2, "self"))
                    && !SwiftExpressionText(file: file).isLabel(at: index, in: statement.range)
            }.map { file.text($0) }.filter { !parameters.contains($0) }
        })
        for property in stored {
            guard mapping.reads.contains(property.name) else {
                if readByStatementsLeft.contains(property.name) {
                    let input = property.type.map { "'\(property.name): \($0)'" } ?? "'\(property.name)' with its type"
                    if let todo = todo(
                        "'\(property.name)' is read by the mapping's statements that are not carried over: once they are written by hand, add \(input) under 'inputs'",
                        at: property.name) {
                        draft.todos.append(todo)
                    }
                    continue
                }
                if Self.needsArgument(property) { others.append(property.name) }
                continue
            }
            // A flavor's map is an extension of the view: what SwiftUI sets it reads there, and
            // the view's initializer does not take it.
            if !connectorForm, Self.isReadableOutsideAView(property) { continue }
            if !connectorForm, let wrapper = Self.environmentObjectWrapper(of: property),
               let todo = todo(
                "the mapping reads '\(property.name)', declared \(wrapper): an example's test makes the view outside a view hierarchy, where it is missing, so no example can run this mapping; read what it needs from the app state instead, or keep the screen hand-written",
                at: property.name) {
                draft.todos.append(todo)
            }
            // A flavor's private stored property is still an input: its TODO asks to make it internal.
            guard !connectorForm || !unreachable.contains(where: { $0.name == property.name }) else { continue }
            if connectorForm, property.isLet, property.hasInitialValue {
                // A constant is no input: the generated connector would need it at each call site.
                if let todo = todo("'\(property.name)' is a constant of \(ownerName), which the generated connector does not declare: keep it as a static member in an extension of \(ownerName) and read it as '\(ownerName).\(property.name)', or write its value into the 'from' that reads it", at: property.name) {
                    draft.todos.append(todo)
                }
                continue
            }
            if connectorForm, property.hasInitialValue, property.type != nil,
               let todo = todo("'\(property.name)' has a starting value in \(ownerName); an input has none, so each place that makes the connector now passes '\(property.name):'", at: property.name) {
                draft.todos.append(todo)
            }
            if let type = property.type {
                draft.inputs.append((property.name, type))
                if let wrapper = property.attributes.first { wrapped.append("\(property.name) is \(wrapper)") }
            } else {
                if let todo = todo("the input '\(property.name)' has no written type: add it under 'inputs' with its type", at: property.name) { draft.todos.append(todo) }
            }
        }
        // A view with an initializer of its own is made by it, whatever it stores.
        let ownInitializer = !connectorForm && owner.others.contains("init")
        if !connectorForm && !(others.isEmpty && wrapped.isEmpty && !ownInitializer) {
            let parts = (ownInitializer ? ["\(ownerName) has an initializer of its own"] : [])
                + (others.isEmpty ? [] : ["\(ownerName) also stores \(others.joined(separator: ", "))"]) + wrapped
            draft.inputsNote = parts.joined(separator: "; ") + ": an example's test makes the view with 'makeView' (spec-reference.md#makeview-how-a-flavors-tests-make-the-view)."
        }
        draft.slices = mapping.usedSlices
        draft.require = mapping.required
        // A spec gives a slice, an action's value and an input a name each; the hand-written
        // code told them apart with `self.`, which the draft's expressions keep.
        let inputNames = Set(draft.inputs.map(\.name))
        for slice in mapping.slices where inputNames.contains(slice.name) && draft.slices.contains(where: { $0.name == slice.name }) {
            draft.todos.append(.init(
                message: "the local '\(slice.name)' has the name of the input '\(slice.name)', which the mapping reads as 'self.\(slice.name)', and a spec's slice and input cannot share a name: rename the slice under 'slices' and where a 'from' reads it without 'self.'",
                location: mapping.file.location(slice.nameIndex)))
        }
        for action in draft.actions {
            for value in action.with.map({ $0.key.hasPrefix("_ ") ? String($0.key.dropFirst(2)) : $0.key }) where inputNames.contains(value) {
                draft.actionTodos[action.name, default: []].append(.init(
                    message: "the value '\(value)' of '\(action.name)' has the name of the input '\(value)', and a spec's associated value and input cannot share a name: rename one, in the spec and where the app uses it",
                    location: action.location ?? mapping.file.location(0)))
            }
        }
        // Static members read through the type (`Self.pageSize`, `PagedConnector.title`): the
        // generated connector declares none of them.
        if connectorForm {
            let expressions = draft.fields.compactMap(\.from) + draft.actions.map(\.to)
            for property in owner.properties where !property.isStored && (property.modifiers.contains("static") || property.modifiers.contains("class")) {
                guard expressions.contains(where: { Self.names($0, "Self.\(property.name)") || Self.names($0, "\(ownerName).\(property.name)") }),
                      let todo = todo("the mapping reads '\(property.name)', a static member of \(ownerName): keep it in an extension of \(ownerName)", at: property.name) else { continue }
                draft.todos.append(todo)
            }
        }
        // A flavor's private static members read through the type (`Self.maxStars`), which the
        // view's own private extension may declare: map is generated in another file.
        if !connectorForm {
            let expressions = draft.fields.compactMap(\.from) + draft.actions.map(\.to)
            func readThroughType(_ name: String) -> Bool {
                expressions.contains { Self.names($0, "Self.\(name)") || Self.names($0, "\(ownerName).\(name)") }
            }
            let statics = owner.properties.filter { $0.modifiers.contains("static") }.map { ($0.name, $0.modifiers) }
                + owner.functions.filter { $0.modifiers.contains("static") }.map { ($0.name, $0.modifiers) }
            for (name, modifiers) in statics where modifiers.contains("private") || modifiers.contains("fileprivate") {
                guard readThroughType(name), !unreachable.contains(where: { $0.name == name }),
                      let todo = todo("the mapping reads '\(name)', a private member of \(ownerName): declare it internal, since map is generated in another file", at: name)
                else { continue }
                draft.todos.append(todo)
            }
            // A private nested type (or one in a private extension), read by name or through the
            // type, or named by a field's, a value's or an input's type.
            let typeNames = (draft.fields.map(\.type) + draft.actions.flatMap { $0.with.map(\.type) } + draft.inputs.map(\.type))
                .reduce(into: Set<String>()) { $0.formUnion(ReferencedNames.typeNames(in: $1)) }
            for type in owner.types where type.modifiers.contains("private") || type.modifiers.contains("fileprivate") {
                let name = type.name
                guard mapping.reads.contains(name) || readThroughType(name) || typeNames.contains(name),
                      let todo = todo("the mapping reads '\(name)', a private member of \(ownerName): declare it internal, since map is generated in another file", at: name)
                else { continue }
                draft.todos.append(todo)
            }
        }
        // What the mapping reads of its file's own private helpers: the generated code is in another file.
        let fileName = mapping.file.path.split(separator: "/").last.map(String.init) ?? mapping.file.path
        for helper in sources.filePrivateDeclarations(in: mapping.file.path) where mapping.reads.contains(helper.name) {
            draft.todos.append(.init(
                message: "the mapping reads '\(helper.name)', which is \(helper.modifier) to \(fileName), and the generated code is in another file: declare it without '\(helper.modifier)'"
                    + Self.clash(sources.otherFiles(declaring: helper.name, besides: helper.index, of: mapping.file.path)),
                location: mapping.file.location(helper.index)))
        }
        // A member the file adds to another type in a private extension (`private extension
        // String { var initials … }`), read as `.initials`.
        let drafted = draft.fields.compactMap(\.from) + draft.actions.map(\.to)
        for member in sources.filePrivateExtensionMembers(in: mapping.file.path) where member.type != ownerName
            && drafted.contains(where: { Self.readsMember(member.name, in: $0) }) {
            draft.todos.append(.init(
                message: "the mapping reads '.\(member.name)', and \(fileName) adds a \(member.modifier) '\(member.name)' to \(member.type), which the generated code, in another file, cannot see: if the mapping reads that one, declare it without '\(member.modifier)'"
                    + Self.clash(sources.otherFiles(declaring: member.name, in: member.type, besides: member.index, of: mapping.file.path)),
                location: mapping.file.location(member.index)))
        }
        for member in unreachable {
            var message = connectorForm
                ? "the mapping calls '\(member.name)', a member of \(ownerName): keep it in an extension of \(ownerName) (not private), or write its work into the 'from'"
                : "the mapping reads '\(member.name)', a private member of \(ownerName): declare it internal, since map is generated in another file"
            // In a spec's expressions `state` is the app state and `action` the view action.
            if ["state", "action"].contains(member.name) {
                message += "; rename it first, since in a spec's expressions '\(member.name)' is the \(member.name == "state" ? "app state" : "view action")"
            }
            if let todo = todo(message, at: member.name) { draft.todos.append(todo) }
        }

    }
}
