/// The body of `connect(state:)`: the slices it reads, each field's expression, and the view state.
enum ConnectStateBody {
    static func write(_ resolved: ResolvedSpec, into body: inout FunctionBodyWriter) {
        let spec = resolved.spec
        let names = resolved.names
        switch spec.viewState {
        case .existing(_, let slice):
            // The view state is one slice: a required one only says when there is none.
            for required in spec.required {
                guard let path = spec.slices.first(where: { $0.name.value == required.value })?.path else { continue }
                body.statePath(path, head: "guard ", tail: " != nil else { return nil }", keepsHeadOnLine: true)
            }
            guard names.memoized else {
                body.statePath(slice, head: "return ")
                return
            }
            let local = LocalNames.apart("viewState", from: spec.inputs.map(\.name.value))
            // The slice is the view state: the memo only spares the view an unchanged copy. In
            // the exact layout the path is read at its column, and the memo's check follows
            // there, as for a slice. The local is declared with the view state's type, so a slice
            // of another type is reported at its path (the memo's generic call leaves the
            // compiler without a diagnostic).
            let declaration = "let \(local): \(names.connectedViewStateType) = "
            if body.isFormatted {
                body.mappedLine(declaration + "\(names.memoType).slice(state.\(slice.textBeforeTrailingComment))", specLine: slice.location.line)
            } else {
                body.statePath(slice, head: declaration)
                body.memoCheck("_ = \(names.memoType)", call: ".slice(\(local))", at: slice.location)
            }
            body.line("return \(names.memoProperty).viewState(reading: \(local)) { \(local) }")
        case .fields(let fields):
            guard names.memoized else {
                let arguments = writeFields(fields, resolved: resolved, locals: LocalNames(), into: &body)
                    .arguments
                body.call((body.isEmpty ? "" : "return ") + names.viewState.generated, arguments)
                return
            }
            let slices = resolved.facts.usedSlices
            let unwrapped = writeSlices(resolved, memoized: true, into: &body)
            // A local function rather than a closure: its body is checked before the memo's
            // call, so a field that is not `Sendable` is reported at the spec first, and the
            // call's requirement on the view state after it.
            let compute = names.memoComputation
            body.block("func \(compute)() -> \(names.viewState.generated) {") { body in
                let locals = LocalNames(taken: slices.map(\.name.value) + unwrapped)
                let arguments = writeFieldLocals(fields, resolved: resolved, locals: locals, into: &body)
                    .arguments
                body.call("return \(names.viewState.generated)", arguments)
            }
            let sliceNames = slices.map { SwiftNames.escaped($0.name.value) + ", " }.joined()
            body.line("return \(names.memoProperty).viewState(\(slices.isEmpty ? "" : "reading: \(sliceNames)")compute: \(compute))")
        }
    }

    /// Writes the slices the fields read and a local for each field computed by an expression;
    /// returns the arguments that pass the fields by label, and `locals` (the names the locals
    /// must not take) with the slices and fields' locals claimed.
    static func writeFields(
        _ fields: [Field], resolved: ResolvedSpec, locals: LocalNames, into body: inout FunctionBodyWriter
    ) -> (arguments: [CallArgument], locals: LocalNames) {
        let unwrapped = writeSlices(resolved, memoized: false, into: &body)
        var locals = locals
        locals.reserve(resolved.facts.usedSlices.map(\.name.value) + unwrapped)
        return writeFieldLocals(fields, resolved: resolved, locals: locals, into: &body)
    }

    /// Binds each slice some field reads; a required one with `guard let`. Memoized, each slice
    /// passes through the memo's check, so a slice that cannot be compared is reported at its
    /// path in the spec. Returns the names of the locals a required slice is read into before it
    /// is unwrapped, which the fields' locals must not take.
    @discardableResult
    private static func writeSlices(_ resolved: ResolvedSpec, memoized: Bool, into body: inout FunctionBodyWriter) -> [String] {
        var unwrapped: [String] = []
        for slice in resolved.facts.usedSlices {
            // A required slice nothing reads is only a gate: unwrapped into `_`, as the memo,
            // which is handed every slice it reads, does not take it.
            let isGate = !memoized && resolved.facts.gateOnlySlices.contains(slice.name.value)
            let name = isGate ? "_" : SwiftNames.escaped(slice.name.value)
            let copiedType = resolved.facts.shortFormSliceTypes[slice.name.value]
            let annotation = copiedType.map { ": \($0.value)" } ?? ""
            let isRequired = resolved.spec.required.contains { $0.value == slice.name.value }
            // A slice a short-form field copies is declared with the field's type, at the type's
            // place in the spec, where a misspelt one is reported, and then read.
            func read(head: String) {
                if let copiedType, !body.isFormatted {
                    body.typeAnnotation(name, type: copiedType)
                    body.statePath(slice.path, head: "\(name) = ")
                } else {
                    body.statePath(slice.path, head: head)
                }
            }
            func memoCheck(_ local: String) {
                body.memoCheck("_ = \(resolved.names.memoType)", call: ".slice(\(local))", at: slice.path.location)
            }
            if body.isFormatted {
                // Formatted, each slice is one statement on its line.
                let read = memoized ? "\(resolved.names.memoType).slice(state.\(slice.path.textBeforeTrailingComment))" : nil
                if isRequired {
                    if let read {
                        body.mappedLine("guard let \(name)\(annotation) = \(read) else { return nil }", specLine: slice.path.location.line)
                    } else {
                        body.statePath(slice.path, head: "guard let \(name)\(annotation) = ", tail: " else { return nil }", keepsHeadOnLine: true)
                    }
                } else if let read {
                    body.mappedLine("let \(name)\(annotation) = \(read)", specLine: slice.path.location.line)
                } else {
                    body.statePath(slice.path, head: "let \(name)\(annotation) = ")
                }
            } else if isRequired {
                // A required slice: read at its path's column, where a misspelt member is
                // reported (memoized, the memo's check of it follows there), then unwrapped with
                // its `let` at the slice's name, where the compiler reports a path that is not
                // optional. No view state (or props) while it is missing. The type a short-form
                // field copies it with is checked after, at its place.
                let read = LocalNames.apart(slice.name.value + "IfPresent", from: takenNames(resolved).union(unwrapped))
                unwrapped.append(read)
                let local = SwiftNames.escaped(read)
                body.statePath(slice.path, head: "let \(local) = ")
                if memoized { memoCheck(local) }
                body.unwrap(name, from: local, at: slice.name.location)
            } else {
                // The path at its spec column, so that a misspelt member is reported there;
                // memoized, the memo's check of the slice, reported at `slice`, follows there.
                read(head: "let \(name)\(annotation) = ")
                if memoized { memoCheck(name) }
            }
            if isRequired, let copiedType, !body.isFormatted {
                body.typeAnnotation("_", type: copiedType, suffix: " = \(name)")
            }
        }
        return unwrapped
    }

    /// The names a local of `connect(state:)` (or a flavor's `map`) must not take: the slices',
    /// inputs', fields' and view actions' (a flavor's `map` declares a local per action prop),
    /// and every name a slice's path, a field's expression or an action's `to` reads.
    private static func takenNames(_ resolved: ResolvedSpec) -> Set<String> {
        let spec = resolved.spec
        var taken = Set(
            spec.slices.map(\.name.value) + spec.inputs.map(\.name.value) + spec.fields.map(\.name.value) + spec.actionCases.map(\.name.value)
                + ["state"])
        for slice in spec.slices { taken.formUnion(ReferencedNames.names(in: slice.path.text)) }
        for field in spec.fields {
            if case .expression(let code) = field.source { taken.formUnion(ReferencedNames.names(in: code.text)) }
        }
        for action in spec.actionCases { taken.formUnion(ReferencedNames.names(in: action.appAction.text)) }
        return taken
    }

    /// A local for each field computed by an expression, none taking a name `locals` holds.
    private static func writeFieldLocals(
        _ fields: [Field], resolved: ResolvedSpec, locals: LocalNames, into body: inout FunctionBodyWriter
    ) -> (arguments: [CallArgument], locals: LocalNames) {
        var locals = locals
        // An input is read by its name in every expression: a field named like it steps aside.
        locals.reserve(["state"] + resolved.spec.inputs.map(\.name.value))
        var arguments: [CallArgument] = []
        var values: [(local: String, type: Located<String>)] = []
        var fieldLocals: [String: String] = [:]
        // Each field's expression read once: how it uses each name, and where each name is
        // called last.
        let uses = fields.map { field -> [String: ReferencedNames.Use] in
            guard case .expression(let code) = field.source else { return [:] }
            return ReferencedNames.uses(in: code.text)
        }
        var lastCall: [String: Int] = [:]
        for (position, use) in uses.enumerated() {
            for (name, use) in use where use.calls { lastCall[name] = position }
        }
        for (position, field) in fields.enumerated() {
            guard case .expression(let code) = field.source else {
                arguments.append(CallArgument(field.name.value, SwiftNames.escaped(field.name.value)))
                values.append((SwiftNames.escaped(field.name.value), field.type))
                fieldLocals[field.name.value] = SwiftNames.escaped(field.name.value)
                continue
            }
            // A local of the field's name holds it for the later fields that read it. Where a
            // function of that name is called (`max(a, b)`, `label(for: sort)`) the local would
            // hide it: declared with its value, it does not hide it from its own expression but
            // for inside a closure there; a later field that calls it needs another name.
            let own = uses[position][field.name.value] ?? ReferencedNames.Use()
            let calledLater = (lastCall[field.name.value] ?? -1) > position
            let local = calledLater || own.callsInClosure
                ? locals.claim(field.name.value, avoiding: field.name.value) : locals.claim(field.name.value)
            let escapedLocal = SwiftNames.escaped(local)
            // One statement, with the type and the code each at its spec place, where the
            // spec's layout leaves room; else the type's line and the code's are mapped apart.
            let isWritten = body.typedLocal(escapedLocal, type: field.type, code: code)
            if !isWritten && own.refers && local == field.name.value {
                body.userCode(code, prefix: "let \(escapedLocal): \(field.type.value) =")
            } else if !isWritten {
                // Mapped to the field's type: a misspelled type is reported at the spec.
                body.typeAnnotation(escapedLocal, type: field.type)
                body.userCode(code, prefix: "\(escapedLocal) =")
            }
            arguments.append(CallArgument(field.name.value, escapedLocal))
            values.append((escapedLocal, field.type))
            fieldLocals[field.name.value] = escapedLocal
        }
        // A connector's view state declared `Sendable` has its fields checked before it
        // (``MemberConformanceChecks/sendable(of:)``).
        if resolved.names.viewStateMustBeSendable && !(resolved.names.declaresSendable && resolved.traits.makesConnector) {
            // Nested types declared `Sendable` have each property checked (``MemberConformanceChecks/sendable(of:)``).
            let declaredSendable = resolved.names.declaresSendable ? resolved.facts.nestedTypeNames : []
            SpecTypeChecks.writeSendableValues(values, sendable: declaredSendable, into: &body)
        }
        return (arguments, locals)
    }
}

/// The body of `connect(action:)`: a switch from each view action to the app action it sends.
enum ConnectActionBody {
    static func write(_ resolved: ResolvedSpec, into body: inout FunctionBodyWriter) {
        switch resolved.spec.viewAction {
        case .none:
            body.comment("The view sends no actions: `\(resolved.names.viewAction.type)` is `Never`, so this is never called.")
        case .existing(_, let embed):
            // The case at its spec column: a misspelt one is reported there.
            body.statement(
                "return ", code: ".\(SwiftNames.escaped(embed.value))(action)", atColumn: embed.location.column - 2, line: embed.location.line)
        case .cases(let cases):
            // The slices a `to` reads, from the state `connect(action:state:)` is given.
            for slice in resolved.facts.actionSlices {
                body.statePath(slice.path, head: "let \(SwiftNames.escaped(slice.name.value)) = ")
            }
            body.line("switch action {")
            for actionCase in cases {
                let read = resolved.facts.readParameters[actionCase.name.value] ?? []
                let bindings = actionCase.parameters.map { parameter in
                    read.contains(parameter.label.value) ? "let \(SwiftNames.escaped(parameter.label.value))" : "_"
                }
                let name = "." + SwiftNames.escaped(actionCase.name.value)
                let pattern = bindings.allSatisfy { $0 == "_" } ? name : name + "(" + bindings.joined(separator: ", ") + ")"
                body.line("case \(pattern):")
                body.indented { body in
                    body.userCode(actionCase.appAction, prefix: "return")
                }
            }
            body.line("}")
        }
    }
}
