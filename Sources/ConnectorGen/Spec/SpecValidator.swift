/// Checks that hold across keys: names that would clash in the generated code, slices no
/// expression uses, examples that cannot work, and view actions without an example.
enum SpecValidator {
    static func validate(_ spec: inout ConnectorSpec, context: inout DecodingContext) {
        checkSlices(spec, context: &context)
        checkNames(spec, context: &context)
        checkGeneratedTypeNames(spec, context: &context)
        checkViewIsUsed(spec, context: &context)
        checkExamples(spec, context: &context)
    }

    private static func checkSlices(_ spec: ConnectorSpec, context: inout DecodingContext) {
        // A field that failed to decode may be the one that uses a slice: say nothing then.
        let reportsUnused = !context.diagnostics.containsErrors
        var used: Set<String> = []
        if case .fields(let fields) = spec.viewState {
            for field in fields {
                switch field.source {
                case .expression(let code): used.formUnion(ReferencedNames.names(in: code.text))
                case .slice: used.insert(field.name.value)
                }
            }
        }
        for slice in spec.slices {
            if slice.name.value == "state" {
                context.error(
                    "a slice named 'state' would hide the app state that every expression can read", at: slice.name.location,
                    fixIt: "rename the slice, e.g. 'appState'")
            } else if reportsUnused && !used.contains(slice.name.value) {
                context.warning(
                    "the slice '\(slice.name.value)' is never used", at: slice.name.location,
                    fixIt: "remove it, or use it in a field's 'from'")
            }
        }
    }

    private static func checkNames(_ spec: ConnectorSpec, context: inout DecodingContext) {
        guard case .fields(let fields) = spec.viewState else { return }
        let typeNames = Dictionary(spec.types.map { ($0.name.value, $0.name.location) }, uniquingKeysWith: { first, _ in first })
        for field in fields {
            if let typeLocation = typeNames[field.name.value] {
                context.error(
                    "the field '\(field.name.value)' has the same name as a type in 'types'", at: field.name.location,
                    fixIt: "rename the field or the type",
                    notes: [Diagnostic.Note("the type '\(field.name.value)' is declared here", at: typeLocation)])
            }
        }
    }

    /// Without `view`, the view types are named after the connector; they must not take the
    /// name of the app's own types.
    private static func checkGeneratedTypeNames(_ spec: ConnectorSpec, context: inout DecodingContext) {
        guard spec.view == nil else { return }
        let connector = spec.connector.value
        let base = connector.hasSuffix("Connector") && connector != "Connector" ? String(connector.dropLast("Connector".count)) : connector
        var generated: [String] = []
        if case .fields = spec.viewState { generated.append(base + "State") }
        if case .existing = spec.viewAction {} else { generated.append(base + "Action") }
        for name in generated + [connector] {
            for (key, type) in [("state", spec.state), ("action", spec.action)] where type.value == name {
                let what = name == connector ? "the connector" : "the generated view type"
                context.error(
                    "\(what) '\(name)' has the same name as the app \(key) type", at: type.location,
                    fixIt: "add 'view: \(base)View' so the view types are nested in it (\(base)View.State, \(base)View.Action), or rename the connector")
            }
        }
    }

    /// `view` holds generated types; with none generated, it has no effect.
    private static func checkViewIsUsed(_ spec: ConnectorSpec, context: inout DecodingContext) {
        guard let view = spec.view, case .existing = spec.viewState, case .existing = spec.viewAction else { return }
        context.warning(
            "'view' has no effect: 'viewState' and 'viewAction' both name existing types, so no view types are generated",
            at: view.location, fixIt: "remove 'view'")
    }

    private static func checkExamples(_ spec: ConnectorSpec, context: inout DecodingContext) {
        var names: [String: SourceLocation] = [:]
        var exampleCases: Set<String> = []
        for example in spec.examples {
            if let first = names[example.name.value] {
                context.error(
                    "two examples are named '\(example.name.value)'", at: example.name.location,
                    fixIt: "give each example a name of its own; each becomes a test",
                    notes: [Diagnostic.Note("the first is here", at: first)])
            }
            names[example.name.value] = example.name.location
            if case .action(let send, _) = example.kind {
                if case .none = spec.viewAction {
                    context.error(
                        "the example '\(example.name.value)' sends an action, but the view has no 'viewAction'", at: send.location,
                        fixIt: "add the action under 'viewAction', or remove the example")
                }
                if let name = sentCaseName(send.text) { exampleCases.insert(name) }
            }
        }
        guard case .cases(let cases) = spec.viewAction else { return }
        for actionCase in cases where !exampleCases.contains(actionCase.name.value) {
            let call = actionCase.parameters.isEmpty
                ? "." + actionCase.name.value
                : "." + actionCase.name.value + "(" + actionCase.parameters.map { "\($0.label.value): <\($0.type.value)>" }.joined(separator: ", ") + ")"
            context.warning(
                "the action '\(actionCase.name.value)' has no example", at: actionCase.name.location,
                fixIt: "add an example under 'examples': '- name: <what it does>', 'send: \(call)', 'expect: <app action>'")
        }
    }
}
