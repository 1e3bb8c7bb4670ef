/// The diagnostics of a spec's `inputs` and the inputs its examples give: each ID with its message
/// constructors.
extension DiagnosticID {
    /// The diagnostics of this file, in the order `Docs/diagnostics.md` lists them.
    static let inputDiagnostics: [DiagnosticID] = [
        .inputNamedLikeParameter, .inputNameClash, .unusedInput, .unknownExampleInput, .missingExampleInput, .makeViewWithoutFlavor,
    ]
}

// MARK: - Inputs

extension DiagnosticID {
    /// `an input named 'state' would be hidden by the 'state' parameter of connect(state:)`
    public static let inputNamedLikeParameter = DiagnosticID(
        "InputNamedLikeParameter", .error,
        summary: "An input is named `state` or `action`, which the `connect` parameters would hide, or like a flavor's other `map` parameter (`binder`, `dispatch`).")
}
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
}

extension DiagnosticID {
    /// `the input 'movieId' has the same name as a slice`
    public static let inputNameClash = DiagnosticID(
        "InputNameClash", .error,
        summary: "An input has the name of a slice, a nested type or an associated value.")
}
extension DiagnosticMessage {
    /// - Parameter other: What else has the name: `slice`, `type` or `associated value`.
    /// - Parameter article: What comes before `other`; `a` or `an` by default.
    static func inputNameClash(_ name: String, other: String, article: String? = nil) -> Self {
        let article = article ?? (other.first.map { "aeiou".contains($0) } == true ? "an" : "a")
        return Self(.inputNameClash, "the input '\(name)' has the same name as \(article) \(other)", fixIt: "rename the input or the \(other)")
    }
}

extension DiagnosticID {
    /// `the input 'movieId' is never used`
    public static let unusedInput = DiagnosticID(
        "UnusedInput", .warning, summary: "An input that no `from`, `to` or slice in use reads.")
}
extension DiagnosticMessage {
    /// - Parameter slices: The slices that read the input, which nothing reads in turn.
    static func unusedInput(_ name: String, readOnlyBy slices: [String] = []) -> Self {
        slices.isEmpty
            ? Self(.unusedInput, "the input '\(name)' is never used", fixIt: "remove it, or use it in a slice path, a 'from' or a 'to'")
            : Self(
                .unusedInput, "the input '\(name)' is read only by \(slices.count == 1 ? "the slice" : "the slices") \(alternatives(slices, conjunction: "and")), which nothing reads",
                fixIt: "read the \(slices.count == 1 ? "slice" : "slices") in a 'from' or a 'to', or remove \(slices.count == 1 ? "it" : "them") and the input")
    }
}

extension DiagnosticID {
    /// `the example 'shows the movie' gives the unknown input 'movie'; did you mean 'movieId'?`
    public static let unknownExampleInput = DiagnosticID(
        "UnknownExampleInput", .error,
        summary: "An example gives an input the spec does not declare.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - declared: The inputs the spec declares; empty when it has no `inputs`.
    ///   - suggestion: A declared input of a similar name.
    /// - Parameter isSlice: Whether `input` is the name of a slice, which an example does not give.
    static func unknownExampleInput(example: String, input: String, declared: [String], suggestion: String?, isSlice: Bool = false) -> Self {
        if isSlice {
            return Self(
                .unknownExampleInput, "the example '\(example)' gives '\(input)', which is a slice, not an input: the slice reads 'given'",
                fixIt: "remove it, and write the app state it reads in 'given'")
        }
        if declared.isEmpty {
            return Self(
                .unknownExampleInput, "the example '\(example)' gives the input '\(input)', but the spec has no 'inputs'",
                fixIt: "declare it under 'inputs', or remove it from the example")
        }
        if let suggestion {
            return Self(
                .unknownExampleInput, "the example '\(example)' gives the unknown input '\(input)'; did you mean '\(suggestion)'?",
                fixIt: "replace '\(input)' with '\(suggestion)'", replacement: suggestion)
        }
        return Self(
            .unknownExampleInput, "the example '\(example)' gives the unknown input '\(input)'",
            fixIt: "the inputs are \(quotedList(declared))")
    }
}

extension DiagnosticID {
    /// `the example 'shows the movie' does not give the input 'movieId' its connector is created with`
    public static let missingExampleInput = DiagnosticID(
        "MissingExampleInput", .error,
        summary: "An example does not give every input its connector is created with.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - missing: The inputs not given, with their types.
    ///   - hasInputs: Whether the example has an `inputs` key at all.
    /// - Parameter indentation: For an example without `inputs`, written as a block, the
    ///   indentation of its keys: the fix-it's edit adds the `inputs` line after its first.
    static func missingExampleInput(
        example: String, missing: [(name: String, type: String)], hasInputs: Bool, indentation: String? = nil
    ) -> Self {
        let names = quotedList(missing.map(\.name))
        let list = missing.map { "\($0.name): <#\($0.type)#>" }.joined(separator: ", ")
        return Self(
            .missingExampleInput,
            "the example '\(example)' does not give the input\(missing.count == 1 ? "" : "s") \(names) its connector is created with",
            fixIt: hasInputs ? "add \(list) under the example's 'inputs'" : "add 'inputs: { \(list) }' to the example",
            replacement: hasInputs ? nil : indentation.map { $0 + "inputs: { \(list) }\n" })
    }
}

extension Diagnostic.Note {
    /// Points at what an input has the name of.
    static func clashingDeclaration(_ what: String, _ name: String, at location: SourceLocation) -> Self {
        Self("the \(what) '\(name)' is declared here", at: location)
    }
}

extension DiagnosticID {
    /// `'makeView' tells a flavor's example tests how to make the view; the connector form's tests make no view`
    public static let makeViewWithoutFlavor = DiagnosticID(
        "MakeViewWithoutFlavor", .error,
        summary: "`makeView` in a spec of the connector form, whose tests make no view.")
}
extension DiagnosticMessage {
    static let makeViewWithoutFlavor = Self(
        .makeViewWithoutFlavor, "'makeView' tells a flavor's example tests how to make the view; the connector form's tests make no view",
        fixIt: "remove 'makeView'")
}
