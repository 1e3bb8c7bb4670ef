/// Turns the body of a hand-written state mapping (`connect(state:)` or `map(state:…)`) into
/// a draft's slices, required slices and fields: each local `let` that is a plain path into
/// the state becomes a slice, every other local is written into the expressions that use it,
/// and each argument of the returned initializer becomes its field's `from`.
struct MappingDrafter {
    let file: SwiftSourceFile
    let expressions: SwiftExpressionText
    /// The name the mapping gives the app state (`state`, or the parameter's own name).
    let root: String
    /// The stored properties of the connector or view that may be inputs.
    let owner: SwiftOutline.Members
    /// Replacements for names: the state parameter's own name, and each local written in place.
    private(set) var replacements: [String: String] = [:]
    /// The names each local reads, its own locals followed through.
    private var localReads: [String: Set<String>] = [:]
    /// The slices, in the order the mapping binds them.
    private(set) var slices: [(name: String, path: String, nameIndex: Int)] = []
    /// The slices of `guard let … else { return nil }`.
    private(set) var required: [String] = []
    /// Every name the draft's expressions read, for its inputs and slices.
    private(set) var reads: Set<String> = []
    /// TODOs found while reading the mapping.
    private(set) var todos: [DraftSpec.Todo] = []
    /// The variables the mapping declares and changes in later statements (`var props`).
    private(set) var unreadNames: Set<String> = []
    /// The names bound by guards not carried over.
    private(set) var unreadGuardNames: Set<String> = []
    /// The names of `guard let`s that read no path of the state, which are not carried over.
    private var unboundGuardNames: Set<String> = []
    /// The statements of the mapping not carried over as they are.
    private(set) var unreadStatements: [(index: Int, range: Range<Int>, what: String)] = []
    /// The mapping's variables.
    private var variables: [MappingBody.Local] = []
    /// The names of the mapping's locals, which `self.` keeps apart from the owner's members.
    private var localNames: Set<String> = []
    /// Why the last ``closureExpression(for:)`` gave none, when a statement it would carry
    /// binds a name a local written into it reads: as ``localRebound(in:)`` gives it.
    private(set) var reboundInStatement: (local: String, name: String, index: Int)?
    /// The statements written into a field's closure, by first token.
    private(set) var statementsCarried: Set<Int> = []

    /// The names of the owner's members that `self.` may be dropped from: those no local hides.
    var ownerNames: Set<String> { Set(owner.properties.map(\.name) + owner.functions.map(\.name)).subtracting(localNames) }

    init(file: SwiftSourceFile, root: String, owner: SwiftOutline.Members) {
        self.file = file
        expressions = SwiftExpressionText(file: file)
        self.root = root
        self.owner = owner
        if root != "state" { replacements[root] = "state" }
    }

    /// Reads the locals and guards of `body`; returns the range of its result.
    mutating func read(_ body: MappingBody) -> Range<Int>? {
        // Known before any local is drafted: `self.name` stays as written where a local hides `name`.
        localNames = Set(body.locals.map(\.name) + body.guards.filter { !$0.isTest }.map(\.name))
        // A local bound after an early return (`if state.order.isEmpty { return … }`) may read
        // what the return guards against (`state.order[0]`): a slice would read it first.
        let firstEarlyReturn = body.earlyReturns.map(\.condition.lowerBound).min() ?? Int.max
        for guardLet in body.guards {
            if guardLet.isTest {
                // `guard state.selectedID != nil`: a required slice named after the path, which
                // nothing reads, when no other name of the mapping has that name.
                // It binds no name: one the mapping reads anywhere (a member, a global) is not it;
                // an argument's label (`selectedID: …`) reads nothing.
                let spelled = body.range.filter { index in
                    !guardLet.value.contains(index) && file.isIdentifier(index) && !file.isSymbol(index - 1, ".") && !expressions.isLabel(at: index, in: body.range)
                        && file.lexer.name(of: file.tokens[index]) == guardLet.name
                }
                // A closure's or a statement's own name of that spelling is its own.
                let own = expressions.ownNames(body.range, visibleAt: Set(spelled))
                let readElsewhere = spelled.contains { !own.bound.contains($0) && own.visible[$0]?.contains(guardLet.name) != true }
                let taken = localNames.union(owner.properties.map(\.name)).union(owner.functions.map(\.name)).union(slices.map(\.name))
                    .union([root, "state"])
                if !taken.contains(guardLet.name), !readElsewhere, expressions.isPlainPath(guardLet.value, from: root),
                   let path = expressions.path(guardLet.value, after: root, replacing: replacements, unqualifying: ownerNames) {
                    self.reads.formUnion(readNames(guardLet.value))
                    slices.append((guardLet.name, path, guardLet.nameIndex))
                    required.append(guardLet.name)
                } else {
                    todos.append(.init(
                        message: "'guard \(file.text(of: guardLet.value)) != nil' is not carried over: add its path under 'slices' and the slice's name under 'require'",
                        location: file.location(guardLet.value.lowerBound)))
                }
                continue
            }
            let reads = readNames(guardLet.value)
            // `let todo = state.todos[ref]` after a `let ref` not carried over, or one written in
            // place or changed by later statements (no slice either): its slice would read a name
            // that does not exist.
            let unsliced = Set(body.locals.filter { local in
                local.nameIndex < guardLet.nameIndex
                    && (local.isVariable || local.annotation != nil || local.nameIndex >= firstEarlyReturn || !expressions.isPlainPath(local.value, from: root))
            }.map(\.name))
            if let unbound = reads.sorted().first(where: { unboundGuardNames.contains($0) || unsliced.contains($0) }) {
                let message = unsliced.contains(unbound)
                    ? "'guard let \(guardLet.name)' reads the local '\(unbound)', which is no slice, and a slice's path reads the state alone: add '\(guardLet.name)' under 'slices' with the value of '\(unbound)' written into its path, and under 'require'"
                    : "'guard let \(guardLet.name)' reads '\(unbound)', which is not carried over; no props while it is nil is not carried over either"
                todos.append(.init(message: message, location: file.location(guardLet.nameIndex)))
                unboundGuardNames.insert(guardLet.name)
                continue
            }
            if let path = expressions.path(guardLet.value, after: root, replacing: replacements, unqualifying: ownerNames) {
                self.reads.formUnion(reads)
                slices.append((guardLet.name, path, guardLet.nameIndex))
                required.append(guardLet.name)
                localReads[guardLet.name] = Set([guardLet.name]).union(reads)
            } else {
                todos.append(.init(message: "'guard let \(guardLet.name)' does not read the state; no props while it is nil is not carried over", location: file.location(guardLet.nameIndex)))
                // Not carried over, it binds nothing a field could read.
                unboundGuardNames.insert(guardLet.name)
            }
        }
        for local in body.locals {
            if local.isVariable {
                unreadNames.insert(local.name)
                continue
            }
            if local.annotation == nil, local.nameIndex < firstEarlyReturn, expressions.isPlainPath(local.value, from: root),
               let path = expressions.path(local.value, after: root, replacing: replacements, unqualifying: ownerNames) {
                if local.name == "state" {
                    // A spec's expressions name the app state 'state', so no slice may.
                    todos.append(.init(
                        message: "the local 'state' hides the app state, and a slice cannot be named 'state': rename the slice (e.g. '\(Self.suggestedName(forPath: path))') under 'slices' and in each 'from' that reads it",
                        location: file.location(local.nameIndex)))
                }
                slices.append((local.name, path, local.nameIndex))
                localReads[local.name] = Set([local.name]).union(readNames(local.value))
            } else {
                // A value computed from the state, or from literals (`String(localized: "Inbox")`),
                // is the same each time; a call without arguments that reads nothing of the state
                // may not be (`UUID()`, `Date()`), nor a random or current value.
                if !readNames(local.value).contains(root), let call = local.value.first(where: { index in
                    file.isIdentifier(index) && ((file.isSymbol(index + 1, "(") && file.isSymbol(index + 2, ")"))
                        || ["random", "now", "randomElement", "shuffled"].contains(file.text(index)))
                }) {
                    callingLocals[local.name] = (local.nameIndex, file.isSymbol(call + 1, "(") ? file.text(call) + "()" : file.text(call))
                } else if isWorkOnData(local.value) {
                    // Work on the state (`state.movies.values.sorted { … }`), on a slice or an
                    // input of it, or on a local that is, done once by hand.
                    computedLocals[local.name] = (
                        local.nameIndex, startsFromState: local.value.first.map { first in file.isWord(first, root) || slices.contains { file.isWord(first, $0.name) } } ?? false)
                }
                let text = inPlace(local, value: expressions.text(local.value, replacing: replacements, unqualifying: ownerNames))
                let isStatementExpression = Self.isStatementExpression(local, in: file)
                localReads[local.name] = readNames(local.value)
                writtenLocals[local.name] = local
                replacements[local.name] = text
                // As a whole `from` it may stand alone, but not as a ternary's branch: an `if` or
                // `switch` expression keeps its closure.
                if let annotation = local.annotation, !isStatementExpression {
                    annotatedLocals[local.name] = (
                        expressions.text(annotation, replacing: [:], unqualifying: []),
                        expressions.text(local.value, replacing: replacements.filter { $0.key != local.name }, unqualifying: ownerNames))
                }
                wholeLocals[local.name] = isStatementExpression || local.annotation != nil
                    ? String(text.dropFirst().dropLast())
                    : expressions.text(local.value, replacing: replacements.filter { $0.key != local.name }, unqualifying: ownerNames)
            }
        }
        writeSlicePathsOfState()
        unreadStatements = body.unread
        // What a statement not read as a local declares (`let (a, b) = …`, `func format(_:)`,
        // `lazy var`) exists only where the statement is carried.
        for statement in unreadStatements { unreadNames.formUnion(expressions.declaredNames(statement.range)) }
        unreadGuardNames = Set(body.unreadGuardNames).union(unboundGuardNames)
        variables = body.locals.filter(\.isVariable)
        return body.result
    }

    /// Writes each slice's path as a path of the app state alone, in the order the mapping
    /// binds them (see ``pathOfState(_:isRequired:among:)``), and what each slice and local
    /// reads as the paths now read.
    private mutating func writeSlicePathsOfState() {
        // Each slice's path of the app state alone, in the order the mapping binds them.
        slices.sort { $0.nameIndex < $1.nameIndex }
        var rewritten = false
        for index in slices.indices {
            guard let path = pathOfState(slices[index].path, isRequired: required.contains(slices[index].name), among: Array(slices[..<index])),
                  path != slices[index].path else { continue }
            slices[index].path = path
            rewritten = true
        }
        // What each slice reads, through the slices it reads, as its path now reads.
        if rewritten {
            for slice in slices {
                let referenced = ReferencedNames.names(in: "state." + slice.path).map { $0 == "state" ? root : $0 }
                localReads[slice.name] = referenced.reduce(into: Set([slice.name])) { names, name in
                    names.insert(name)
                    if name != slice.name, let through = localReads[name] { names.formUnion(through) }
                }
            }
            for local in writtenLocals.values.sorted(by: { $0.nameIndex < $1.nameIndex }) { localReads[local.name] = readNames(local.value) }
        }
        // So far only the guards' paths have read slices: those the paths still read are read.
        let sliceNames = Set(slices.map(\.name))
        reads.subtract(sliceNames)
        reads.formUnion(sliceNames.filter { name in slices.contains { !SlicePathReads($0.path).offsets(of: name).isEmpty } })
    }

    /// A path that reads one of the slices `others` once (`items[id]`), as a path of the app
    /// state alone, as a spec's slice path is read: the other slice's path read from the state
    /// (`items[state.selectedID]`), or, where the other is required, its unwrapped value
    /// (`selectedID.flatMap { state.items[$0] }`), which is optional: only for a value that
    /// may be (`isRequired`). The path itself where it reads none; `nil` where it cannot be
    /// written so.
    func pathOfState(_ path: String, isRequired: Bool, among others: [(name: String, path: String, nameIndex: Int)]) -> String? {
        let reads = SlicePathReads(path)
        let read = others.map { slice in (slice: slice, offsets: reads.offsets(of: slice.name)) }.filter { !$0.offsets.isEmpty }
        guard let other = read.first else { return path }
        guard read.count == 1, other.offsets.count == 1 else { return nil }
        guard required.contains(other.slice.name) else { return reads.reading(other.slice.path, for: other.slice.name, at: other.offsets[0]) }
        return isRequired ? reads.flatMapped(other.slice.path, for: other.slice.name, at: other.offsets[0]) : nil
    }

    /// Whether `local`'s value is an `if` or `switch` expression.
    private static func isStatementExpression(_ local: MappingBody.Local, in file: SwiftSourceFile) -> Bool {
        local.value.first.map { file.isWord($0, "if") || file.isWord($0, "switch") } ?? false
    }

    /// `local` as it is written in place of its name, `value` being its value's text: in
    /// parentheses where it has an operator, with the type it is declared with as a cast.
    private func inPlace(_ local: MappingBody.Local, value text: String) -> String {
        let isStatementExpression = Self.isStatementExpression(local, in: file)
        if let annotation = local.annotation {
            // The type the local is declared with (`let scale: Double = 7`) is the value's.
            let type = expressions.text(annotation, replacing: [:], unqualifying: [])
            let value = expressions.needsParentheses(local.value) ? "(" + text + ")" : text
            return isStatementExpression ? "({ () -> \(type) in " + text + " }())" : "(" + value + " as " + type + ")"
        } else if isStatementExpression {
            // An `if` or `switch` expression stands only as a value of its own (a local's, a
            // return's): written in place, it is a closure's, called there, in parentheses,
            // which an `if` condition needs around a closure.
            return "({ " + text + " }())"
        }
        return expressions.needsParentheses(local.value) ? "(" + text + ")" : text
    }

    /// Each local written in place, by name, as the whole expression it is (no parentheses).
    private var wholeLocals: [String: String] = [:]
    /// Each local declared with its type (`let count: Int = …`), by name: that type, and the
    /// value without the cast that keeps the type where the local is written in place.
    private var annotatedLocals: [String: (type: String, value: String)] = [:]
    /// Each local written in place, by name, as the mapping declares it.
    private var writtenLocals: [String: MappingBody.Local] = [:]

    /// The value of the local `name` that the mapping writes in place (`let toggle = binder.bind
    /// { … }`), whose work a prop given it by name does.
    func localValue(named name: String) -> Range<Int>? {
        writtenLocals[name]?.value
    }
    /// The locals written in place whose value calls a function and reads nothing of the
    /// state, with where each is named and the function: written into two expressions, the
    /// call runs twice.
    private var callingLocals: [String: (nameIndex: Int, function: String)] = [:]
    /// The locals written in place whose value is work on the state (a call or a closure on a
    /// path from it, from a slice, an input or another such local), with where each is named and
    /// whether it starts from the state or a slice: written into two expressions, the connector does the
    /// work twice.
    private var computedLocals: [String: (nameIndex: Int, startsFromState: Bool)] = [:]

    /// Whether `value` is work on what the mapping reads: it calls something or has a closure,
    /// and reads the state or a member of the owner (an input), itself or through a local.
    private func isWorkOnData(_ value: Range<Int>) -> Bool {
        let members = Set(owner.properties.map(\.name))
        return value.contains(where: { file.isSymbol($0, "(") || file.isSymbol($0, "{") })
            && readNames(value).contains { $0 == root || members.contains($0) }
    }

    /// The names `range` reads, with the locals it reads followed through.
    func readNames(_ range: Range<Int>) -> Set<String> {
        var names = Set(expressions.readNames(range)).union(expressions.selfMembers(range))
        for name in names { if let reads = localReads[name] { names.formUnion(reads) } }
        return names
    }

    /// The expression in `range` for the spec: locals written in place, `self.` dropped.
    /// `extra` renames more names (an action's bound values). Records what it reads. A local
    /// declared with `type`, the type of the field whose whole expression it is, needs no cast.
    mutating func expression(_ range: Range<Int>, renaming extra: [String: String] = [:], type: String? = nil) -> String {
        // A name `extra` renames is a value of its own, not the local it may hide.
        var read = Set(expressions.readNames(range)).subtracting(extra.keys).union(expressions.selfMembers(range))
        for name in read { if let reads = localReads[name] { read.formUnion(reads) } }
        reads.formUnion(read)
        // A local used as the whole expression is written without parentheses.
        if range.count == 1, file.isIdentifier(range.lowerBound), let whole = wholeLocals[file.text(range.lowerBound)], extra.isEmpty {
            if let annotated = annotatedLocals[file.text(range.lowerBound)], let type,
               annotated.type.filter({ !$0.isWhitespace }) == type.filter({ !$0.isWhitespace }) {
                return annotated.value
            }
            return whole
        }
        return expressions.text(range, replacing: replacements.merging(extra) { $1 }, unqualifying: ownerNames, values: Set(extra.keys))
    }

    /// TODOs for the statements that no field's closure carries over.
    var unreadStatementTodos: [DraftSpec.Todo] {
        unreadStatements.filter { !statementsCarried.contains($0.index) }.map {
            .init(message: "\($0.what) is not carried over", location: file.location($0.index))
        }
    }

    /// A name for a slice of `path`: its last property (`clock` for `settings.clock`), else `slice`.
    static func suggestedName(forPath path: String) -> String {
        let last = path.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last.map(String.init) ?? ""
        return last.isEmpty || last == "state" || last.first!.isNumber ? "slice" : last
    }

    /// TODOs for the locals of ``callingLocals`` whose value the draft's `expressions` write
    /// more than once, or inside a closure that is not called in place (`.map { … }`), or that
    /// an action's `to` writes (`actions`), which runs at each send: each place, each run, now
    /// calls it on its own, which differs for such a call; and for those of ``computedLocals``,
    /// whose work each place of `expressions` now does again.
    func repeatedCallTodos(in expressions: [String], actions: [String] = []) -> [DraftSpec.Todo] {
        let actions = actions.map(Self.collapsed)
        let expressions = expressions.map(Self.collapsed)
        /// Where the draft writes `name`'s value: how many times, and whether inside a closure.
        func uses(of name: String) -> (count: Int, inClosure: Bool)? {
            guard let value = wholeLocals[name].map(Self.collapsed), !value.isEmpty else { return nil }
            let uses = expressions.map { Self.uses(of: value, in: $0) }
            return (uses.reduce(0) { $0 + $1.count }, uses.contains { $0.inClosure })
        }
        return callingLocals.keys.sorted().compactMap { name in
            guard let local = callingLocals[name] else { return nil }
            // The mapping made it once, and its closures sent that value; an action's `to` makes it at each send.
            if let value = wholeLocals[name].map(Self.collapsed), !value.isEmpty, actions.contains(where: { Self.uses(of: value, in: $0).count > 0 }) {
                return .init(
                    message: "the local '\(name)' is made with '\(local.function)', and an action's 'to' writes its value, so each send makes it anew, "
                        + "not the one the mapping made: pass the value in as an input, or keep it in the app state",
                    location: file.location(local.nameIndex))
            }
            guard let uses = uses(of: name), uses.count > 1 || uses.inClosure else { return nil }
            let message = uses.count > 1
                ? "the draft writes its value \(uses.count) times, so each place now makes it anew: check that they still agree, or pass the value in as an input"
                : "the draft writes its value inside a closure, so each run of the closure makes it anew: \(Self.workOnce(name)), or pass the value in as an input"
            return .init(message: "the local '\(name)' is made with '\(local.function)', and \(message)", location: file.location(local.nameIndex))
        } + computedLocals.keys.sorted().compactMap { name in
            guard let local = computedLocals[name], let uses = uses(of: name), uses.count > 1 || uses.inClosure else { return nil }
            let written = uses.count > 1 ? "writes its value \(uses.count) times, so the connector works it out \(uses.count) times"
                : "writes its value inside a closure, so the connector works it out each time the closure runs"
            let once = if local.startsFromState {
                "name it under 'slices' (a slice's path may be any member expression of the state) and read the slice"
            } else if uses.count > 1 {
                "check that this costs little, since fields share a value only through a slice"
            } else {
                Self.workOnce(name)
            }
            return .init(message: "the local '\(name)' is worked out once by hand, and the draft \(written): \(once)", location: file.location(local.nameIndex))
        }
    }

    /// The fix for a local written inside a closure: keep it a local of the field's `from`.
    private static func workOnce(_ name: String) -> String {
        "work it out once, in a 'from' written as a closure called in place ('{ let \(name) = …; return … }()')"
    }

    /// How many times `value` stands in `expression`, and whether once inside a closure of it
    /// that is not called in place (`{ … }()` runs once).
    static func uses(of value: String, in expression: String) -> (count: Int, inClosure: Bool) {
        let count = expression.occurrences(of: value)
        guard count > 0 else { return (0, false) }
        let file = SwiftSourceFile(path: "", text: expression)
        let closures: [Range<Int>] = file.tokens.indices.compactMap { open in
            let close = file.partner[open]
            guard file.isSymbol(open, "{"), close < file.tokens.count, !(file.isSymbol(close + 1, "(") && file.isSymbol(close + 2, ")")) else { return nil }
            return file.tokens[open].range.upperBound..<file.tokens[close].range.lowerBound
        }
        let bytes = Array(expression.utf8), part = Array(value.utf8)
        let inClosure = bytes.indices.contains { start in
            closures.contains { $0.contains(start) } && bytes[start...].starts(with: part)
        }
        return (count, inClosure)
    }

    /// A field's value that would write the value of a local of ``callingLocals`` or
    /// ``computedLocals`` more than once, or inside a closure not called in place, as a closure
    /// called in place that works those locals out first, once, as the hand-written mapping did:
    /// `{ let total = rows.reduce(0) { … }; return total > 99 ? "99+" : "\(total)" }()`, each
    /// such local the value reads kept, in the mapping's order. `nil` when none is.
    mutating func closureKeepingLocals(for value: Range<Int>) -> String? {
        let plain = Self.collapsed(expression(value))
        let worked = readNames(value).filter { callingLocals[$0] != nil || computedLocals[$0] != nil }
        let repeated = worked.contains { name in
            guard let whole = wholeLocals[name].map(Self.collapsed), !whole.isEmpty else { return false }
            let uses = Self.uses(of: whole, in: plain)
            return uses.count > 1 || uses.inClosure
        }
        guard repeated else { return nil }
        let kept = worked.compactMap { writtenLocals[$0] }.sorted { $0.nameIndex < $1.nameIndex }
        let keptNames = Set(kept.map(\.name))
        // A local written in place that reads a kept one by its name, where the value binds
        // that name for itself, would read the value's: each is written in full instead.
        guard localRebound(in: value, keeping: keptNames) == nil else { return nil }
        // The other locals written in place anew, so that one that reads a kept local (`let
        // domain = memory?.host`) reads it by its name, as the value does.
        var keeping = replacements.filter { !writtenLocals.keys.contains($0.key) }
        for name in keptNames { keeping[name] = SwiftNames.escaped(name) }
        for local in writtenLocals.values.sorted(by: { $0.nameIndex < $1.nameIndex }) where !keptNames.contains(local.name) {
            keeping[local.name] = inPlace(local, value: expressions.text(local.value, replacing: keeping.filter { $0.key != local.name }, unqualifying: ownerNames))
        }
        let declarations = kept.map { local in
            let annotation = local.annotation.map { ": " + expressions.text($0, replacing: [:], unqualifying: []) } ?? ""
            return "let \(SwiftNames.escaped(local.name))\(annotation) = "
                + expressions.text(local.value, replacing: keeping.filter { $0.key != local.name }, unqualifying: ownerNames)
        }
        return Self.calledInPlace(declarations, returning: expressions.text(value, replacing: keeping, unqualifying: ownerNames, values: keptNames))
    }

    /// `{`, `statements` and `return value`, each line indented, then `}()`: a closure called in place.
    private static func calledInPlace(_ statements: [String], returning value: String) -> String {
        let lines = (statements + ["return " + value]).flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 } }
        return (["{"] + lines + ["}()"]).joined(separator: "\n")
    }

    /// `text` with each run of blanks as one space: a value on several lines is indented anew
    /// where the draft writes it, and is compared so.
    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// A field's value that reads variables the mapping sets in later statements, as a closure
    /// called in place: `{ var posters = …; for … { … }; return posters }()`. `nil` when those
    /// statements also set other variables, or return.
    mutating func closureExpression(for value: Range<Int>) -> String? {
        reboundInStatement = nil
        let read = readNames(value).intersection(unreadNames)
        guard !read.isEmpty else { return nil }
        var pieces: [(index: Int, range: Range<Int>)] = variables.filter { read.contains($0.name) }.map { ($0.nameIndex - 1, ($0.nameIndex - 1)..<$0.value.upperBound) }
        var statements: [Int] = []
        // The variables are read where the value reads them, or where a local it reads is
        // made: a statement after that changes nothing it read (a local copied before a `+=`
        // keeps what it copied), and one between two such places has no one place in a closure.
        let points = readPoints(of: read, in: value)
        let (first, last) = (points.min() ?? value.lowerBound, points.max() ?? value.lowerBound)
        // A statement that sets only variables the value does not read is another field's.
        for statement in unreadStatements where !readNames(statement.range).union(expressions.declaredNames(statement.range)).intersection(read).isEmpty {
            if statement.range.lowerBound >= last { continue }
            guard statement.range.upperBound <= first else { return nil }
            guard readNames(statement.range).intersection(unreadNames).isSubset(of: read),
                  !statement.range.contains(where: { file.isWord($0, "return") }) else { return nil }
            pieces.append((statement.index, statement.range))
            statements.append(statement.index)
        }
        guard pieces.allSatisfy({ !$0.range.isEmpty }) else { return nil }
        // A local written into a statement that binds a name the local reads (`for name in …`).
        for piece in pieces {
            if let rebound = localRebound(in: piece.range) {
                reboundInStatement = rebound
                return nil
            }
        }
        // A variable no statement carried changes is a constant of the closure: Swift warns of a `var`.
        let changed = Set(pieces.filter { statements.contains($0.index) }.flatMap { readNames($0.range) })
        let constants = Set(variables.filter { read.contains($0.name) && !changed.contains($0.name) }.map { $0.nameIndex - 1 })
        let carried = pieces.sorted(by: { $0.index < $1.index }).map { piece in
            let text = expression(piece.range)
            return constants.contains(piece.index) && text.hasPrefix("var ") ? "let " + text.dropFirst(4) : text
        }
        statementsCarried.formUnion(statements)
        return Self.calledInPlace(carried, returning: expression(value))
    }

    /// Where `value` reads each of the variables `names`: the place of `value` itself, or of the
    /// value of a local it reads (written in place) that reads one, followed through locals.
    private func readPoints(of names: Set<String>, in value: Range<Int>) -> [Int] {
        var points: [Int] = []
        var visited: Set<String> = []
        func visit(_ range: Range<Int>) {
            for name in Set(expressions.readNames(range)).union(expressions.selfMembers(range)) {
                if names.contains(name) {
                    points.append(range.lowerBound)
                } else if let local = writtenLocals[name], visited.insert(name).inserted {
                    visit(local.value)
                }
            }
        }
        visit(value)
        return points
    }

    /// A local written in place inside `range` where a name its value reads is bound by
    /// `range` itself (`.map { message in … fromMe … }`, `fromMe` reading the mapping's own
    /// `message`; `{ item in let who = item.name; return greet + who }`, `greet` reading the
    /// mapping's `who`; `for name in names { out.append(name + suffix) }`): there, its value
    /// would read the closure's or the statement's. The local, the name, and where it is bound.
    /// A name the value no longer holds, itself a local written in place, hides nothing, but
    /// for the locals `kept` by their names (as a closure declares them).
    func localRebound(in range: Range<Int>, keeping kept: Set<String> = []) -> (local: String, name: String, index: Int)? {
        func name(_ index: Int) -> String { file.lexer.name(of: file.tokens[index]) }
        let uses = range.filter {
            file.isIdentifier($0) && !file.isSymbol($0 - 1, ".") && replacements[name($0)] != nil && localReads[name($0)] != nil && !kept.contains(name($0))
        }
        guard !uses.isEmpty else { return nil }
        let own = expressions.ownNames(range, visibleAt: Set(uses))
        for index in uses where !own.bound.contains(index) {
            let local = name(index)
            let reads = (localReads[local] ?? []).subtracting([local]).filter { replacements[$0] == nil || kept.contains($0) }
            guard let visible = own.visible[index], let rebound = reads.intersection(visible).sorted().first else { continue }
            return (local, rebound, range.first { own.bound.contains($0) && name($0) == rebound } ?? index)
        }
        return nil
    }

    /// What the locals that `range` reads are worked out from (`who` for `greet`, when `let
    /// greet = who + "!"`): the names each local's value reads where the draft writes it in
    /// place, followed through locals.
    func namesReadThroughLocals(_ range: Range<Int>) -> Set<String> {
        var names: Set<String> = []
        for name in Set(expressions.readNames(range)) { if let reads = localReads[name] { names.formUnion(reads.subtracting([name])) } }
        return names
    }

    /// The name bound by a guard not carried over that `range` reads, if any.
    func readsUnreadGuard(_ range: Range<Int>) -> String? {
        readNames(range).sorted().first { unreadGuardNames.contains($0) }
    }

    /// Whether `range` reads a name the mapping declares in a statement not carried over.
    func readsUnread(_ range: Range<Int>) -> String? {
        readNames(range).first { unreadNames.contains($0) }
    }

    /// The owner's members the draft's expressions read that the generated code cannot reach
    /// as they are: for the connector form every function and computed property (the
    /// connector is generated anew), for a flavor the `private` ones.
    func unreachableMembers(connectorForm: Bool) -> [(name: String, index: Int)] {
        var found: [(name: String, index: Int)] = []
        // Overloads, or a function the outline meets twice, are one member to keep or declare.
        for function in owner.functions where reads.contains(function.name) && !found.contains(where: { $0.name == function.name }) {
            let isPrivate = function.modifiers.contains("private") || function.modifiers.contains("fileprivate")
            if connectorForm || isPrivate { found.append((function.name, function.keywordIndex)) }
        }
        for property in owner.properties where reads.contains(property.name) {
            let isPrivate = property.modifiers.contains("private") || property.modifiers.contains("fileprivate")
            if (connectorForm && !property.isStored) || (!connectorForm && isPrivate) { found.append((property.name, property.nameIndex)) }
        }
        return found
    }

    /// The slices some expression reads, or that are required.
    var usedSlices: [(name: String, path: String)] {
        slices.filter { reads.contains($0.name) || required.contains($0.name) }.map { ($0.name, $0.path) }
    }
}

extension MappingDrafter {
    /// Records names read by expressions drafted with another drafter (an action mapping).
    mutating func noteReads(_ names: Set<String>) {
        reads.formUnion(names)
    }
}

private extension String {
    /// How many times `part` occurs in the string, without overlaps.
    func occurrences(of part: String) -> Int {
        var count = 0
        var rest = self[...]
        while let range = rest.firstRange(of: part) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
