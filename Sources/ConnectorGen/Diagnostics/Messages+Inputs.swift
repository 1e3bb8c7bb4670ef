/// The messages about a spec's `inputs` and the inputs its examples give.
extension DiagnosticMessage {
    /// - Parameter function: The function whose parameter hides the input; `connect(name:)` by default.
    static func inputNamedLikeParameter(_ name: String, of function: String? = nil) -> Self {
        let example = switch name {
        case "state": "initialState"
        case "action": "initialAction"
        default: name + "Value"
        }
        return Self(
            .inputNamedLikeParameter, "an input named '\(name)' would be hidden by the '\(name)' parameter of \(function ?? "connect(\(name):)")",
            fixIt: "rename the input, e.g. '\(example)'")
    }

    /// - Parameter other: What else has the name: `slice`, `field`, `type` or `associated value`.
    static func inputNameClash(_ name: String, other: String) -> Self {
        let article = other.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return Self(.inputNameClash, "the input '\(name)' has the same name as \(article) \(other)", fixIt: "rename the input or the \(other)")
    }

    static func unusedInput(_ name: String) -> Self {
        Self(.unusedInput, "the input '\(name)' is never used", fixIt: "remove it, or use it in a slice path, a 'from' or a 'to'")
    }

    /// - Parameters:
    ///   - declared: The inputs the spec declares; empty when it has no `inputs`.
    ///   - suggestion: A declared input of a similar name.
    static func unknownExampleInput(example: String, input: String, declared: [String], suggestion: String?) -> Self {
        if declared.isEmpty {
            return Self(
                .unknownExampleInput, "the example '\(example)' gives the input '\(input)', but the spec has no 'inputs'",
                fixIt: "declare it under 'inputs', or remove it from the example")
        }
        if let suggestion {
            return Self(
                .unknownExampleInput, "the example '\(example)' gives the unknown input '\(input)'; did you mean '\(suggestion)'?",
                fixIt: "replace '\(input)' with '\(suggestion)'")
        }
        return Self(
            .unknownExampleInput, "the example '\(example)' gives the unknown input '\(input)'",
            fixIt: "the inputs are \(declared.map { "'\($0)'" }.joined(separator: ", "))")
    }

    /// - Parameters:
    ///   - missing: The inputs not given, with their types.
    ///   - hasInputs: Whether the example has an `inputs` key at all.
    static func missingExampleInput(example: String, missing: [(name: String, type: String)], hasInputs: Bool) -> Self {
        let names = missing.map { "'\($0.name)'" }.joined(separator: ", ")
        let list = missing.map { "\($0.name): <\($0.type)>" }.joined(separator: ", ")
        return Self(
            .missingExampleInput,
            "the example '\(example)' does not give the input\(missing.count == 1 ? "" : "s") \(names) its connector is created with",
            fixIt: hasInputs ? "add \(list) under the example's 'inputs'" : "add 'inputs: { \(list) }' to the example")
    }
}

extension Diagnostic.Note {
    /// Points at what an input has the name of.
    static func clashingDeclaration(_ what: String, _ name: String, at location: SourceLocation) -> Self {
        Self("the \(what) '\(name)' is declared here", at: location)
    }
}
