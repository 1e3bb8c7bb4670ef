/// The test suite of a spec of flavor `swiftdux`: a state example compares the value fields of
/// the props `map(state:binder:)` makes (or expects `nil`: no props while a required slice is
/// missing); an action example calls the action's binding, or sets the two-way field the
/// action sets, and compares the one app action dispatched.
///
/// The props are mapped with an `ActionBinder` whose dispatcher records what it is sent. That
/// initializer is internal to SwiftDux, so the file imports it `@testable` (SwiftPM and Xcode
/// build package dependencies for testing in debug builds).
enum SwiftDuxTestEmitter {
    static func emit(_ resolved: ResolvedSpec, module: String) -> String {
        let spec = resolved.spec
        var shape = TestSuiteShape(resolved, module: module)
        // `map(state:binder:)` is isolated to the main actor, like every `View` member.
        let appIsMainActor = shape.isMainActor
        shape.isMainActor = true
        shape.specImports = Set(shape.specImports + ["SwiftDux"]).sorted()
        let tests: [Declaration] = spec.examples.map { example in
            shape.test(example.name.value) { body in writeExample(example, resolved: resolved, shape: shape, into: &body) }
        }
        let suite = shape.exampleSuite(for: resolved, tests: tests)
        let helpers = PropsExampleSupport.propsExtension(resolved, mainActor: appIsMainActor, twoWay: SwiftDuxEmitter.twoWayFields(spec))
        let imports = shape.imports.map { $0 == "import SwiftDux" ? "@testable import SwiftDux" : $0 }
        let file = SwiftFile(header: FileHeader.lines(source: resolved.specFileName), imports: imports, declarations: [helpers, suite])
        return file.render(specPath: resolved.path)
    }

    private static func writeExample(_ example: Example, resolved: ResolvedSpec, shape: TestSuiteShape, into body: inout FunctionBodyWriter) {
        let names = resolved.names
        let view = names.view ?? names.connector
        PropsExampleSupport.writeView(example, resolved: resolved, shape: shape, into: &body)
        switch example.kind {
        case .state(let given, let expected):
            body.userCode(given, prefix: "let given: \(names.appState) =")
            // `nil`: no props, as while a required slice is missing.
            body.userCode(expected, prefix: "let expected: \(view).Props.ExampleValues? =")
            writeMap(sending: "{ _ in }", into: &body)
            shape.writeAssertEqual("props?.exampleValues()", "expected", reportedAt: expected.location, ofSpec: resolved, into: &body)
        case .action(let send, let expected):
            if let given = example.state {
                body.userCode(given, prefix: "let given: \(names.appState) =")
            }
            body.line("var dispatched: [any Action] = []")
            writeMap(sending: "{ dispatched.append($0) }", mutable: true, into: &body)
            body.userCode(send, prefix: "let sent: \(view).Props.ExampleAction =")
            // Without props (a required slice is missing) nothing is sent, and the example fails.
            body.line("props?.send(sent)")
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

    /// `let props = view.map(state: given, binder: …)`, its dispatcher sending with `send`.
    private static func writeMap(sending send: String, mutable: Bool = false, into body: inout FunctionBodyWriter) {
        body.block("let dispatcher = ActionDispatcherProxy(", closing: ")") { body in
            body.line("send: \(send),")
            body.line("sendAsCancellable: { _ in fatalError(\"examples send no cancellable actions\") }")
        }
        body.line("\(mutable ? "var" : "let") props = view.map(state: given, binder: ActionBinder(actionDispatcher: dispatcher))")
    }
}
