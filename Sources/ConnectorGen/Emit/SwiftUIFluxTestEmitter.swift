/// The test suite of a spec of flavor `swiftuiflux`: a state example compares the value
/// fields of the props `map(state:dispatch:)` makes; an action example calls the action prop
/// and compares the one app action dispatched.
///
/// The file extends the view's `Props` with `ExampleValues` (the value fields, `Equatable`),
/// and with `ExampleAction` (one case per view action, as `send` names it) and `send(_:)`,
/// which calls the action's prop.
enum SwiftUIFluxTestEmitter {
    static func emit(_ resolved: ResolvedSpec, module: String) -> String {
        let spec = resolved.spec
        var shape = TestSuiteShape(resolved, module: module)
        // `map(state:dispatch:)` is isolated to the main actor, like every `View` member.
        let appIsMainActor = shape.isMainActor
        shape.isMainActor = true
        shape.specImports = Set(shape.specImports + ["SwiftUIFlux"]).sorted()
        let tests: [Declaration] = spec.examples.map { example in
            shape.test(example.name.value) { body in writeExample(example, resolved: resolved, shape: shape, into: &body) }
        }
        let suite = shape.exampleSuite(for: resolved, tests: tests)
        let helpers = PropsExampleSupport.propsExtension(resolved, mainActor: appIsMainActor)
        let file = SwiftFile(header: FileHeader.lines(source: resolved.specFileName), imports: shape.imports, declarations: [helpers, suite])
        return file.render(specPath: resolved.path)
    }

    private static func writeExample(_ example: Example, resolved: ResolvedSpec, shape: TestSuiteShape, into body: inout FunctionBodyWriter) {
        let names = resolved.names
        let view = names.view ?? names.connector
        PropsExampleSupport.writeView(example, resolved: resolved, shape: shape, into: &body)
        switch example.kind {
        case .state(let given, let expected):
            body.userCode(given, prefix: "let given: \(names.appState) =")
            body.userCode(expected, prefix: "let expected: \(view).Props.ExampleValues =")
            body.line("let props = view.map(state: given, dispatch: { _ in })")
            shape.writeAssertEqual("props.exampleValues()", "expected", reportedAt: expected.location, ofSpec: resolved, into: &body)
        case .action(let send, let expected):
            if let given = example.state {
                body.userCode(given, prefix: "let given: \(names.appState) =")
            }
            body.line("var dispatched: [any Action] = []")
            body.line("let props = view.map(state: given, dispatch: { dispatched.append($0) })")
            body.userCode(send, prefix: "let sent: \(view).Props.ExampleAction =")
            body.line("props.send(sent)")
            body.userCode(expected, prefix: "let expected: \(names.appAction) =")
            if names.appActionIsExistential {
                shape.writeAssertEqual(
                    "dispatched.map(DynamicallyEquatable.init)", "[DynamicallyEquatable(expected)]",
                    reportedAt: expected.location, ofSpec: resolved, into: &body)
            } else {
                shape.writeAssertEqual(
                    "dispatched.map { $0 as? \(names.appAction) }", "[expected]", reportedAt: expected.location, ofSpec: resolved, into: &body)
            }
        }
    }
}
