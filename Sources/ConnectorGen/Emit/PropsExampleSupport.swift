/// What the example tests of the flavors whose views map `Props` (`swiftuiflux`, `swiftdux`)
/// share: the view created with an example's inputs, the state and action examples, and an
/// extension of `Props` with `ExampleValues` (the value fields, which state examples compare)
/// and, for a view with actions, `ExampleAction` (one case per view action, as `send` names
/// it) and `send(_:)`, which calls the action's prop, or sets the two-way field it sets.
enum PropsExampleSupport {
    /// What differs between the flavors' tests: how the props are mapped.
    struct Mapping {
        /// Whether the tests import the library `@testable`.
        var importsLibraryTestable = false
        /// Whether `map` returns optional props (`nil`: no props).
        var isOptional = false
        /// Writes the lines `map`'s call needs first, dispatching each app action to the
        /// closure `send` (SwiftDux's recording dispatcher); none by default.
        var writeSetup: (_ send: String, _ body: inout FunctionBodyWriter) -> Void = { _, _ in }
        /// The call that maps the props from `view` and `given`, dispatching each app action
        /// to the closure `send`.
        var mapCall: (_ send: String) -> String

        /// Writes the lines that bind `props` from `view` and `given`, dispatching each app
        /// action to the closure `send`; `var props` when the test mutates them.
        func writeMap(_ send: String, _ mutable: Bool, _ body: inout FunctionBodyWriter) {
            writeSetup(send, &body)
            body.line("\(mutable ? "var" : "let") props = \(mapCall(send))")
        }
    }

    /// The locals of a generated example test, which an input of the same name must not hide.
    static let testLocals = Set(["view", "props", "given", "sent", "dispatched", "binder", "dispatcher"]).union(PlanExamples.locals)

    /// The test file of `resolved`'s examples.
    static func emit(_ resolved: ResolvedSpec, module: String, mapping: Mapping) -> String {
        var shape = TestSuiteShape(resolved, module: module)
        // `map` is isolated to the main actor, like every `View` member.
        let appIsMainActor = shape.isMainActor
        shape.isMainActor = true
        let tests: [Declaration] = resolved.spec.examples.map { example in
            shape.test(example.name.value, isAsync: resolved.names.runsPlans(example), isThrowing: requiresProps(example, mapping: mapping)) { body in
                writeExample(example, resolved: resolved, shape: shape, mapping: mapping, into: &body)
            }
        }
        let suite = shape.exampleSuite(for: resolved, tests: tests)
        let helpers = propsExtension(resolved, mainActor: appIsMainActor)
        let file = SwiftFile(
            header: FileHeader.lines(source: resolved.specFileName), imports: imports(shape, resolved: resolved, mapping: mapping),
            declarations: [helpers, makeViewFunction(resolved), PlanExamples.runPlansFunction(resolved)].compactMap { $0 } + [suite])
        return file.render(specPath: resolved.path, layout: resolved.config.layout)
    }

    /// The test file's imports: `shape`'s, with the library's `@testable` when the mapping says,
    /// and the `@testable` ones after the others, in the order of their names, as `swift format`
    /// orders them.
    static func imports(_ shape: TestSuiteShape, resolved: ResolvedSpec, mapping: Mapping) -> [String] {
        let library = "import " + (resolved.traits.library ?? "")
        let imports = shape.imports.map { mapping.importsLibraryTestable && $0 == library ? "@testable " + library : $0 }
        return imports.filter { !$0.hasPrefix("@testable ") } + imports.filter { $0.hasPrefix("@testable ") }.sorted()
    }

    private static func writeExample(
        _ example: Example, resolved: ResolvedSpec, shape: TestSuiteShape, mapping: Mapping, into body: inout FunctionBodyWriter
    ) {
        let names = resolved.names
        let view = names.view ?? names.connector
        let chain = mapping.isOptional ? "props?." : "props."
        writeView(example, resolved: resolved, shape: shape, into: &body)
        switch example.kind {
        case .state(let given, let expected):
            body.userCode(given, prefix: "let given: \(names.appState) =")
            // With optional props, `nil` expects none, as while a required slice is missing.
            body.userCode(expected, prefix: "let expected: \(view).Props.ExampleValues\(mapping.isOptional ? "?" : "") =")
            mapping.writeMap("{ _ in }", false, &body)
            if names.examplesCompareValuesDynamically {
                shape.writeAssertEqual(
                    "DynamicallyEquatable(\(chain)exampleValues())", "DynamicallyEquatable(expected)", reportedAt: expected.location,
                    ofSpec: resolved, into: &body)
            } else {
                shape.writeAssertEqual(chain + "exampleValues()", "expected", reportedAt: expected.location, ofSpec: resolved, into: &body)
            }
        case .action(let send, let expected):
            if let given = example.state {
                body.userCode(given, prefix: "let given: \(names.appState) =")
            }
            body.line("var dispatched: [any Action] = []")
            let binding = settingMutatesProps(resolved) ? "var props" : "let props"
            if requiresProps(example, mapping: mapping) {
                // Without props nothing is sent: the example fails saying why, at its `given`,
                // and goes no further.
                mapping.writeSetup("{ dispatched.append($0) }", &body)
                body.userCode(send, prefix: "let sent: \(view).Props.ExampleAction =")
                shape.writeUnwrap(
                    mapping.mapCall("{ dispatched.append($0) }"), into: binding, message: "map gave no props for 'given', so the action was not sent",
                    reportedAt: (example.state ?? send).location, ofSpec: resolved, into: &body)
                body.line("props.send(sent)")
            } else {
                mapping.writeMap("{ dispatched.append($0) }", settingMutatesProps(resolved), &body)
                body.userCode(send, prefix: "let sent: \(view).Props.ExampleAction =")
                body.line(chain + "send(sent)")
            }
            if resolved.names.runsPlans(example) {
                PlanExamples.writeRunAndCompare("dispatched", against: "given", expected: expected, resolved: resolved, shape: shape, into: &body)
                return
            }
            body.userCode(expected, prefix: "let expected: \(names.appAction) =")
            shape.writeAssertActionEqual(
                plain: ("dispatched.map { $0 as? \(names.appAction) }", "[expected]"),
                dynamic: ("dispatched.map(DynamicallyEquatable.init)", "[DynamicallyEquatable(expected)]"),
                reportedAt: expected.location, ofSpec: resolved, into: &body)
        }
    }

    /// Whether `example` requires props before it goes on: an action example, whose action the
    /// props send, where `map` may give none.
    private static func requiresProps(_ example: Example, mapping: Mapping) -> Bool {
        guard mapping.isOptional, case .action = example.kind else { return false }
        return true
    }

    /// Whether sending a view action may mutate the props: it sets a two-way field, and the
    /// flavor's two-way props are set as stored properties.
    static func settingMutatesProps(_ resolved: ResolvedSpec) -> Bool {
        !resolved.facts.twoWayFields.isEmpty && resolved.traits.twoWayField?.settingMutates == true
    }

    /// What reads or sets the value of `field`'s prop: the prop itself, or its binding's value.
    static func value(of field: Field, resolved: ResolvedSpec) -> String {
        let name = SwiftNames.escaped(field.name.value)
        guard field.setter != nil, let twoWay = resolved.traits.twoWayField else { return name }
        return twoWay.value(of: name)
    }

    /// The extension of the view's `Props` with the helpers the examples use: `ExampleValues`
    /// for state examples, `ExampleAction` and `send(_:)` for action examples; `nil` when they
    /// use none. `send(_:)` sets the two-way field a view action sets, and is `mutating` when
    /// that mutates the props. `mainActor` says whether the app's declarations are main-actor isolated.
    private static func propsExtension(_ resolved: ResolvedSpec, mainActor: Bool) -> Declaration? {
        let view = resolved.names.view ?? resolved.names.connector
        let members = helperDeclarations(resolved, mainActor: mainActor)
        return members.isEmpty ? nil : .extension(view + ".Props", members: members)
    }

    private static func helperDeclarations(_ resolved: ResolvedSpec, mainActor: Bool) -> [Declaration] {
        let spec = resolved.spec
        let fields = spec.fields
        let twoWay = resolved.facts.twoWayFields
        // The props' members are main-actor isolated by the app's default; this file's test
        // target may have another default.
        let isolation = mainActor ? ["@MainActor"] : []
        // A field that may not be `Equatable` leaves the values to be compared by their types at run time.
        let isEquatable = !resolved.names.examplesCompareValuesDynamically
        let comparesStates = spec.examples.contains { if case .state = $0.kind { true } else { false } }
        var declarations: [Declaration] = !comparesStates ? [] : [
            .struct(
                "ExampleValues", conformances: isEquatable ? [mainActor ? "@MainActor Equatable" : "Equatable"] : [],
                documentation: [
                    isEquatable
                        ? "The value fields of `Props`, which state examples compare."
                        : "The value fields of `Props`, which state examples compare by their types at run time.",
                ],
                attributes: mainActor ? ["@MainActor"] : [],
                members: fields.map { .constant(SwiftNames.escaped($0.name.value), type: $0.type.value) }),
            .function(
                "exampleValues() -> ExampleValues", documentation: ["The value fields of these props."], attributes: isolation
            ) { body in
                body.call("ExampleValues", fields.map { CallArgument($0.name.value, value(of: $0, resolved: resolved)) })
            },
        ]
        let cases = spec.actionCases
        let sendsActions = spec.examples.contains { if case .action = $0.kind { true } else { false } }
        guard !cases.isEmpty, sendsActions else { return declarations }
        declarations.append(.enum(
            "ExampleAction", documentation: ["The view actions, as action examples send them."],
            members: cases.map { .enumCase(SwiftNames.escaped($0.name.value), parameters: $0.parameters.map(\.declaration)) }))
        let send = Declaration.function(
            "send(_ action: ExampleAction)", modifiers: settingMutatesProps(resolved) ? ["mutating"] : [],
            documentation: [twoWay.isEmpty ? "Calls the prop of `action`." : "Calls the prop of `action`, or sets the field it sets."],
            attributes: isolation
        ) { body in
            body.line("switch action {")
            for actionCase in cases {
                let name = SwiftNames.escaped(actionCase.name.value)
                // The values are bound by their labels; a prop one of them hides is `self.`'s.
                let locals = actionCase.parameters.map { SwiftNames.escaped($0.label.value) }
                let pattern = locals.isEmpty ? "." + name : "." + name + "(" + locals.map { "let " + $0 }.joined(separator: ", ") + ")"
                let prop = twoWay[actionCase.name.value]?.name.value ?? actionCase.name.value
                let owner = actionCase.parameters.contains { $0.label.value == prop } ? "self." : ""
                body.line("case \(pattern):")
                body.indented { body in
                    if let field = twoWay[actionCase.name.value] {
                        body.line("\(owner)\(value(of: field, resolved: resolved)) = \(locals.joined())")
                    } else {
                        body.line("\(owner)\(name)(\(locals.joined(separator: ", ")))")
                    }
                }
            }
            body.line("}")
        }
        declarations.append(send)
        return declarations
    }

    /// `let view = View(input: value, …)`, each value first bound to a local of the input's
    /// name and type, mapped to its spec line and column; the call is mapped to the spec's
    /// `view`, so a view that needs more than its inputs is reported there. With `makeView`,
    /// `let view = makeView(input: value, …)`, which ``makeViewFunction(_:)`` declares.
    private static func writeView(_ example: Example, resolved: ResolvedSpec, shape: TestSuiteShape, into body: inout FunctionBodyWriter) {
        let arguments = TestSuiteShape.writeInputs(of: example, resolved: resolved, reserved: shape.reservedNames(testLocals), into: &body)
        let view = resolved.names.view ?? resolved.names.connector
        if resolved.spec.makeView != nil {
            body.line("let view = makeView(\(arguments.joined(separator: ", ")))")
        } else if let location = resolved.spec.view?.location {
            body.statement("let view = ", code: "\(view)(\(arguments.joined(separator: ", ")))", atColumn: location.column - 1, line: location.line)
        } else {
            body.line("let view = \(view)(\(arguments.joined(separator: ", ")))")
        }
    }

    /// `private func makeView(input: Type, …) -> View`, returning the spec's `makeView`
    /// expression, mapped to its spec line and column; `nil` without `makeView`.
    /// - Parameter mapsToSpec: Whether the expression is mapped to the spec; a scaffold, which
    ///   is the user's to edit and outlives the spec's lines, holds a plain copy.
    static func makeViewFunction(_ resolved: ResolvedSpec, mapsToSpec: Bool = true) -> Declaration? {
        guard let makeView = resolved.spec.makeView else { return nil }
        let view = resolved.names.view ?? resolved.names.connector
        // Each input is a parameter of its own name, in scope in the expression.
        let signature = resolved.spec.inputs.map { SwiftNames.escaped($0.name.value) + ": " + resolved.typeOutsideConnector(of: $0) }
        return .function(
            "makeView(\(signature.joined(separator: ", "))) -> \(view)", modifiers: ["private"],
            documentation: ["Makes the view as the spec's `makeView` says, from \(mapsToSpec ? "an example's" : "the") inputs."],
            attributes: ["@MainActor"]
        ) { body in
            guard mapsToSpec else {
                let lines = makeView.lines
                body.line("return " + lines[0])
                for line in lines.dropFirst() { body.line(String(line)) }
                return
            }
            body.userCode(makeView, prefix: "return")
        }
    }
}
