/// Checks a spec's `inputs` and the inputs its examples give: names that would clash in the
/// generated code, inputs nothing reads, and examples that do not give exactly the inputs.
enum InputRules: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        checkClashes(spec, mapParameter: resolved.mapParameterInUse, namespace: resolved.config.namespace, context: &context)
        // A field that failed to decode may be the one that reads an input: say nothing then.
        if !context.diagnostics.containsErrors {
            for input in resolved.facts.unusedInputs {
                // A slice nothing reads may read it: the input is used once the slice is.
                let readers = resolved.facts.unusedSlices.filter { $0.reads(input.name.value) }
                context.report(.unusedInput(input.name.value, readOnlyBy: readers.map(\.name.value)), at: input.name.location)
            }
        }
        // With `inputs` unread, what an example gives or lacks is not known to be wrong.
        for example in spec.examples where !spec.inputsUnread && !example.inputsUnread {
            checkExample(example, inputs: spec.inputs, written: spec.inputNamesWritten, slices: Set(spec.slices.map(\.name.value)), context: &context)
        }
    }

    /// An input is a stored property of the connector, read by name: a slice, a nested type, an
    /// associated value or a `connect` parameter of the same name would hide it. A field may
    /// share an input's name: its local in the generated code steps aside (``LocalNames``).
    /// The namespace (`Connectors`) is named in the container, previews and tests, where the
    /// input is a local of the same name that would hide it.
    private static func checkClashes(
        _ spec: ConnectorSpec, mapParameter: (name: String, function: String)?, namespace: String, context: inout DecodingContext
    ) {
        var others: [String: (what: String, location: SourceLocation)] = [:]
        func add(_ name: Located<String>, _ what: String) {
            if others[name.value] == nil { others[name.value] = (what, name.location) }
        }
        spec.slices.forEach { add($0.name, "slice") }
        spec.types.forEach { add($0.name, "type") }
        spec.actionCases.flatMap(\.parameters).forEach { add($0.label, "associated value") }
        for input in spec.inputs {
            let name = input.name.value
            if name == "state" || name == "action" {
                context.report(.inputNamedLikeParameter(name), at: input.name.location)
            } else if let parameter = mapParameter, name == parameter.name {
                // A parameter of the flavor's `map`, in whose body every input is read.
                context.report(.inputNamedLikeParameter(name, of: parameter.function), at: input.name.location)
            } else if !namespace.isEmpty, name == namespace {
                context.report(.inputNameClash(name, other: "namespace", article: "the target's"), at: input.name.location)
            } else if let other = others[name] {
                context.report(
                    .inputNameClash(name, other: other.what), at: input.name.location,
                    notes: [.clashingDeclaration(other.what, name, at: other.location)])
            }
        }
    }

    /// - Parameter written: The names under `inputs`, those that failed to decode (and were
    ///   reported) included.
    /// - Parameter slices: The names of the slices, which an example may give by mistake.
    private static func checkExample(
        _ example: Example, inputs: [ConnectorInput], written: Set<String>, slices: Set<String>, context: inout DecodingContext
    ) {
        let declared = inputs.map(\.name.value)
        let given = Set(example.inputs.map(\.name.value))
        let givenOrUnread = given.union(example.inputNamesWritten)
        // A misspelt input is one error, whose fix-it renames it: the input it means is not also missing.
        var meant: Set<String> = []
        for input in example.inputs where !declared.contains(input.name.value) && !written.contains(input.name.value) {
            if slices.contains(input.name.value) {
                context.report(
                    .unknownExampleInput(example: example.name.value, input: input.name.value, declared: declared, suggestion: nil, isSlice: true),
                    at: input.name.location)
                continue
            }
            let suggestion = DidYouMean.suggestion(for: input.name.value, among: declared.filter { !given.contains($0) && !meant.contains($0) })
            if let suggestion { meant.insert(suggestion) }
            context.report(
                .unknownExampleInput(example: example.name.value, input: input.name.value, declared: declared, suggestion: suggestion),
                at: input.name.location, replacingWritten: input.name.value)
        }
        let missing = inputs.filter { !givenOrUnread.contains($0.name.value) && !meant.contains($0.name.value) }
        guard !missing.isEmpty else { return }
        // An example written as a block (`- name: …` on its own line) gets the line after its
        // first as an edit; one written `- { … }` gets the fix-it in words.
        let keyColumn = example.location.column
        let firstLine = context.sourceLine(at: SourceLocation(line: example.location.line, column: 1)) ?? ""
        let isBlock = example.inputs.isEmpty && example.name.location.line == example.location.line
            && firstLine.prefix(keyColumn - 1).allSatisfy { $0 == " " || $0 == "-" } && !firstLine.contains("{")
        context.report(
            .missingExampleInput(
                example: example.name.value, missing: missing.map { ($0.name.value, $0.type.value) }, hasInputs: !example.inputs.isEmpty,
                indentation: isBlock ? String(repeating: " ", count: keyColumn - 1) : nil),
            at: example.name.location, insertingAt: isBlock ? SourceLocation(line: example.location.line + 1, column: 1) : nil)
    }
}
