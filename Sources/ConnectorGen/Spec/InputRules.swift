/// Checks a spec's `inputs` and the inputs its examples give: names that would clash in the
/// generated code, inputs nothing reads, and examples that do not give exactly the inputs.
enum InputRules {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        checkClashes(spec, context: &context)
        if !context.diagnostics.containsErrors {
            for input in resolved.facts.unusedInputs {
                context.warning(
                    "the input '\(input.name.value)' is never used", at: input.name.location,
                    fixIt: "remove it, or use it in a slice path, a 'from' or a 'to'")
            }
        }
        for example in spec.examples {
            checkExample(example, inputs: spec.inputs, context: &context)
        }
    }

    /// An input is a stored property of the connector, read by name: a slice, a field's local,
    /// a nested type, an associated value or a `connect` parameter of the same name would hide it.
    private static func checkClashes(_ spec: ConnectorSpec, context: inout DecodingContext) {
        var others: [String: (what: String, location: SourceLocation)] = [:]
        func add(_ name: Located<String>, _ what: String) {
            if others[name.value] == nil { others[name.value] = (what, name.location) }
        }
        spec.slices.forEach { add($0.name, "slice") }
        if case .fields(let fields) = spec.viewState { fields.forEach { add($0.name, "field") } }
        spec.types.forEach { add($0.name, "type") }
        if case .cases(let cases) = spec.viewAction { cases.flatMap(\.parameters).forEach { add($0.label, "associated value") } }
        for input in spec.inputs {
            let name = input.name.value
            if name == "state" || name == "action" {
                context.error(
                    "an input named '\(name)' would be hidden by the '\(name)' parameter of connect(\(name):)", at: input.name.location,
                    fixIt: "rename the input, e.g. '\(name == "state" ? "initialState" : "initialAction")'")
            } else if let other = others[name] {
                context.error(
                    "the input '\(name)' has the same name as a \(other.what)", at: input.name.location,
                    fixIt: "rename the input or the \(other.what)",
                    notes: [Diagnostic.Note("the \(other.what) '\(name)' is declared here", at: other.location)])
            }
        }
    }

    private static func checkExample(_ example: Example, inputs: [ConnectorInput], context: inout DecodingContext) {
        let declared = inputs.map(\.name.value)
        var given: Set<String> = []
        for input in example.inputs {
            given.insert(input.name.value)
            guard !declared.contains(input.name.value) else { continue }
            if declared.isEmpty {
                context.error(
                    "the example '\(example.name.value)' gives the input '\(input.name.value)', but the spec has no 'inputs'",
                    at: input.name.location, fixIt: "declare it under 'inputs', or remove it from the example")
            } else if let suggestion = DidYouMean.suggestion(for: input.name.value, among: declared) {
                context.error(
                    "the example '\(example.name.value)' gives the unknown input '\(input.name.value)'; did you mean '\(suggestion)'?",
                    at: input.name.location, fixIt: "replace '\(input.name.value)' with '\(suggestion)'")
            } else {
                context.error(
                    "the example '\(example.name.value)' gives the unknown input '\(input.name.value)'", at: input.name.location,
                    fixIt: "the inputs are \(declared.map { "'\($0)'" }.joined(separator: ", "))")
            }
        }
        let missing = inputs.filter { !given.contains($0.name.value) }
        guard !missing.isEmpty else { return }
        let list = missing.map { "\($0.name.value): <\($0.type.value)>" }.joined(separator: ", ")
        context.error(
            "the example '\(example.name.value)' does not give the input\(missing.count == 1 ? "" : "s") \(missing.map { "'\($0.name.value)'" }.joined(separator: ", ")) its connector is created with",
            at: example.name.location,
            fixIt: example.inputs.isEmpty ? "add 'inputs: { \(list) }' to the example" : "add \(list) under the example's 'inputs'")
    }
}
