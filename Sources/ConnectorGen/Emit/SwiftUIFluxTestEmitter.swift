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
        let names = resolved.names
        var shape = TestSuiteShape(resolved, module: module)
        // `map(state:dispatch:)` is isolated to the main actor, like every `View` member.
        let appIsMainActor = shape.isMainActor
        shape.isMainActor = true
        shape.specImports = Set(shape.specImports + ["SwiftUIFlux"]).sorted()
        let view = names.view ?? names.connector
        let tests: [Declaration] = spec.examples.map { example in
            shape.test(example.name.value) { body in writeExample(example, resolved: resolved, shape: shape, into: &body) }
        }
        let suite = shape.exampleSuite(for: resolved, tests: tests)
        let helpers = Declaration.extension(view + ".Props", members: helperDeclarations(resolved, mainActor: appIsMainActor))
        let file = SwiftFile(header: FileHeader.lines(source: resolved.specFileName), imports: shape.imports, declarations: [helpers, suite])
        return file.render(specPath: resolved.path)
    }

    private static func fields(_ spec: ConnectorSpec) -> [Field] {
        if case .fields(let fields) = spec.viewState { return fields }
        return []
    }

    /// `ExampleValues`, `exampleValues()`, and for a view with actions `ExampleAction` and `send(_:)`.
    private static func helperDeclarations(_ resolved: ResolvedSpec, mainActor: Bool) -> [Declaration] {
        let spec = resolved.spec
        let fields = fields(spec)
        // The props' members are main-actor isolated by the app's default; this file's test
        // target may have another default.
        let isolation = mainActor ? ["@MainActor"] : []
        var declarations: [Declaration] = [
            .struct(
                "ExampleValues", conformances: [mainActor ? "@MainActor Equatable" : "Equatable"],
                documentation: ["The value fields of `Props`, which state examples compare."],
                attributes: mainActor ? ["@MainActor"] : [],
                members: fields.map { .constant(SwiftNames.escaped($0.name.value), type: $0.type.value) }),
            .function(
                "exampleValues() -> ExampleValues", documentation: ["The value fields of these props."], attributes: isolation
            ) { body in
                let arguments = fields.map { "\(SwiftNames.label($0.name.value)): \(SwiftNames.escaped($0.name.value))" }
                ConnectStateBody.writeCall("return ExampleValues", arguments: arguments, into: &body)
            },
        ]
        let cases = SwiftUIFluxEmitter.cases(spec)
        guard !cases.isEmpty else { return declarations }
        declarations.append(.enum(
            "ExampleAction", documentation: ["The view actions, as action examples send them."],
            members: cases.map { .enumCase(SwiftNames.escaped($0.name.value), parameters: $0.parameters.map(\.declaration)) }))
        declarations.append(.function("send(_ action: ExampleAction)", documentation: ["Calls the prop of `action`."], attributes: isolation) { body in
            body.line("switch action {")
            for actionCase in cases {
                let name = SwiftNames.escaped(actionCase.name.value)
                let locals = actionCase.parameters.indices.map { "value\($0)" }
                let pattern = locals.isEmpty ? "." + name : "." + name + "(" + locals.map { "let " + $0 }.joined(separator: ", ") + ")"
                body.line("case \(pattern):")
                body.indented { body in body.line("\(name)(\(locals.joined(separator: ", ")))") }
            }
            body.line("}")
        })
        return declarations
    }

    /// `let view = View(input: value, …)`, each value first bound to a local of the input's
    /// name and type, mapped to its spec line and column.
    private static func writeView(_ example: Example, resolved: ResolvedSpec, into body: inout FunctionBodyWriter) {
        var arguments: [String] = []
        for input in resolved.spec.inputs {
            guard let given = example.inputs.first(where: { $0.name.value == input.name.value }) else { continue }
            let name = input.name.value
            let local = ["view", "props", "given", "sent", "expected", "dispatched"].contains(name) ? name + "Input" : name
            body.userCode(given.value, prefix: "let \(SwiftNames.escaped(local)): \(input.type.value) =")
            arguments.append("\(SwiftNames.label(name)): \(SwiftNames.escaped(local))")
        }
        body.line("let view = \(resolved.names.view ?? resolved.names.connector)(\(arguments.joined(separator: ", ")))")
    }

    private static func writeExample(_ example: Example, resolved: ResolvedSpec, shape: TestSuiteShape, into body: inout FunctionBodyWriter) {
        let names = resolved.names
        let view = names.view ?? names.connector
        writeView(example, resolved: resolved, into: &body)
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
