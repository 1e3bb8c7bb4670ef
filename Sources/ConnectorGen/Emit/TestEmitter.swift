/// A test suite from a spec's examples: one test per example, and a disabled test for every
/// view action that has no example yet.
enum TestEmitter {
    static func emit(_ resolved: ResolvedSpec, module: String) -> String {
        let spec = resolved.spec
        var shape = TestSuiteShape(resolved, module: module)
        let tests: [Declaration] = spec.examples.map { example in
            // Plans run on the main actor, as they do in an app: so do the tests that run them.
            let runsPlans = resolved.names.runsPlans(example)
            return shape.test(example.name.value, isAsync: runsPlans, isMainActor: runsPlans) { body in
                writeExample(example, resolved: resolved, shape: shape, into: &body)
            }
        }
        let suite = shape.exampleSuite(for: resolved, tests: tests)
        let file = SwiftFile(
            header: FileHeader.lines(source: resolved.specFileName), imports: shape.imports,
            declarations: comparedAppActionCheck(resolved) + [PlanExamples.runPlansFunction(resolved)].compactMap { $0 } + [suite])
        return file.render(specPath: resolved.path, layout: resolved.config.layout)
    }

    /// For a spec whose examples compare the app actions it sends with `==`, the check that
    /// the app action is `Equatable`, at the spec's `action`, first in the file: an app action
    /// that is not is reported there, rather than at each comparison in the tests. None where
    /// the app action is a protocol's existential, compared by type at run time, or known to be
    /// `Equatable`, or where every example that sends one runs a plan.
    private static func comparedAppActionCheck(_ resolved: ResolvedSpec) -> [Declaration] {
        let action = resolved.spec.action
        let compares = resolved.spec.examples.contains { example in
            if case .action = example.kind { !resolved.names.runsPlans(example) } else { false }
        }
        guard compares, !resolved.names.appActionIsExistential, action.location.line > 1, !KnownEquatableTypes.contains(action.value) else { return [] }
        return SpecTypeChecks.conformanceCheck(
            action, generic: "SpecEquatable", requirement: "Equatable", alias: "SpecAppAction",
            why: "The examples compare app actions with `==`: the app action must be Equatable.",
            what: "The spec's app action, at its line there: checked first, so one that is not Equatable is reported at the spec.")
    }

    /// `let connector = Connector(input: value, …)`, each value first bound to a local of the
    /// input's name and type, mapped to its spec line and column; no local takes a name of
    /// `reserving` either.
    static func writeConnector(_ example: Example, resolved: ResolvedSpec, reserving: Set<String> = [], into body: inout FunctionBodyWriter) {
        // The test's own locals keep their names; an input of the same name gets another.
        let reserved = reserving.union(["connector", "given", "sent", "expected"])
        let arguments = TestSuiteShape.writeInputs(
            of: example, resolved: resolved, reserved: resolved.names.examplesRunPlans ? reserved.union(PlanExamples.locals) : reserved,
            into: &body)
        body.line("let connector = \(resolved.names.qualifiedConnector)(\(arguments.joined(separator: ", ")))")
    }

    private static func writeExample(_ example: Example, resolved: ResolvedSpec, shape: TestSuiteShape, into body: inout FunctionBodyWriter) {
        let names = resolved.names
        writeConnector(example, resolved: resolved, reserving: shape.reservedNames([]), into: &body)
        switch example.kind {
        case .state(let given, let expected):
            body.userCode(given, prefix: "let given: \(names.appState) =")
            body.userCode(expected, prefix: "let expected: \(names.connectedViewStateType) =")
            shape.writeAssertEqual("connector.connect(state: given)", "expected", reportedAt: expected.location, ofSpec: resolved, into: &body)
        case .action(let send, let expected):
            // An action whose app action depends on the state is sent in the example's `given`
            // (which a plan an example runs also reads).
            var call = "connector.connect(action: sent)"
            if let given = example.state {
                body.userCode(given, prefix: "let given: \(names.appState) =")
                if resolved.facts.actionsReadState { call = "connector.connect(action: sent, state: given)" }
            }
            body.userCode(send, prefix: "let sent: \(names.viewAction.type) =")
            if resolved.names.runsPlans(example) {
                // An app action that may be nothing dispatches nothing.
                let sentActions = names.appActionIsOptional ? "[\(call)].compactMap { $0 }" : "[\(call)]"
                PlanExamples.writeRunAndCompare(
                    sentActions, against: example.state == nil ? "nil" : "given", expected: expected, resolved: resolved, shape: shape,
                    into: &body)
                return
            }
            body.userCode(expected, prefix: "let expected: \(names.appAction) =")
            // `any Action` values have no `==`: compare them by their types at run time.
            shape.writeAssertActionEqual(
                plain: (call, "expected"), dynamic: ("DynamicallyEquatable(\(call))", "DynamicallyEquatable(expected)"),
                reportedAt: expected.location, ofSpec: resolved, into: &body)
        }
    }
}
