/// An editable test file for a spec: one test per view-state field and one per view action,
/// with Xcode placeholders (`<#…#>`) where the values go. It compiles once they are filled in.
enum ScaffoldEmitter {
    static func emit(_ resolved: ResolvedSpec, module: String) -> String {
        if resolved.flavor == .swiftuiflux { return swiftUIFlux(resolved, module: module) }
        let spec = resolved.spec
        let names = resolved.names
        var shape = TestSuiteShape(resolved, module: module)
        var members = typeAliases(spec, in: names.generatedViewState)
        members.append(.constant("connector", value: "\(names.qualifiedConnector)(\(placeholderInputs(spec)))"))
        members += fieldTests(resolved, shape: &shape, describing: "the view state's") { "connector.connect(state: given).\($0)" }
        if case .cases(let cases) = spec.viewAction {
            for actionCase in cases {
                let arguments = actionCase.parameters.map { $0.argument("<#\($0.type.value)#>") }
                let sent = "." + SwiftNames.escaped(actionCase.name.value) + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
                members.append(shape.test(actionCase.name.value + " action", displayName: "the \(actionCase.name.value) action", documentsTitle: false) { body in
                    body.line("let sent: \(names.viewActionType) = \(sent)")
                    body.line("let expected: \(names.appAction) = <#expected app action#>")
                    body.line(shape.assertEqual("connector.connect(action: sent)", "expected"))
                })
            }
        }
        return suiteFile(resolved, shape: shape, testing: names.qualifiedConnector, members: members)
    }

    /// The scaffold of a `swiftuiflux` view: a test per prop, each mapping the props from a
    /// state and reading the field or calling the action.
    private static func swiftUIFlux(_ resolved: ResolvedSpec, module: String) -> String {
        let spec = resolved.spec
        let names = resolved.names
        var shape = TestSuiteShape(resolved, module: module)
        shape.isMainActor = true
        let comparesDynamically = names.appActionIsExistential && !SwiftUIFluxEmitter.cases(spec).isEmpty
        shape.specImports = Set(shape.specImports + ["SwiftUIFlux"] + (comparesDynamically ? ["ConnectorRuntime"] : [])).sorted()
        let view = names.view ?? names.connector
        var members = typeAliases(spec, in: "\(view).Props")
        members.append(.constant("view", value: "\(view)(\(placeholderInputs(spec)))"))
        members += fieldTests(resolved, shape: &shape, describing: "the props'") { "view.map(state: given, dispatch: { _ in }).\($0)" }
        for actionCase in SwiftUIFluxEmitter.cases(spec) {
            let arguments = actionCase.parameters.map { "<#\($0.type.value)#>" }
            members.append(shape.test(actionCase.name.value + " action", displayName: "the \(actionCase.name.value) action", documentsTitle: false) { body in
                body.line("let given: \(names.appState) = <#app state#>")
                body.line("var dispatched: [any Action] = []")
                body.line("let props = view.map(state: given, dispatch: { dispatched.append($0) })")
                body.line("props.\(SwiftNames.escaped(actionCase.name.value))(\(arguments.joined(separator: ", ")))")
                body.line("let expected: \(names.appAction) = <#expected app action#>")
                if names.appActionIsExistential {
                    body.line(shape.assertEqual("dispatched.map(DynamicallyEquatable.init)", "[DynamicallyEquatable(expected)]"))
                } else {
                    body.line(shape.assertEqual("dispatched.map { $0 as? \(names.appAction) }", "[expected]"))
                }
            })
        }
        return suiteFile(resolved, shape: shape, testing: "the props of \(view)", members: members)
    }

    /// A type alias in the suite for each nested type of the spec, so placeholders can name
    /// them as the spec does.
    private static func typeAliases(_ spec: ConnectorSpec, in parent: String) -> [Declaration] {
        spec.types.map { type in
            let name = SwiftNames.escaped(type.name.value)
            return .typeAlias(name, "\(parent).\(name)")
        }
    }

    /// The arguments that create the tested value: one placeholder per input.
    private static func placeholderInputs(_ spec: ConnectorSpec) -> String {
        spec.inputs.map { "\(SwiftNames.label($0.name.value)): <#\($0.type.value)#>" }.joined(separator: ", ")
    }

    /// One test per view-state field comparing what `read` returns for the escaped field name
    /// with an expected value.
    private static func fieldTests(
        _ resolved: ResolvedSpec, shape: inout TestSuiteShape, describing subject: String, read: (String) -> String
    ) -> [Declaration] {
        guard case .fields(let fields) = resolved.spec.viewState else { return [] }
        let appState = resolved.names.appState
        return fields.map { field in
            let assertion = shape.assertEqual(read(SwiftNames.escaped(field.name.value)), "expected")
            return shape.test(field.name.value, displayName: "\(subject) \(field.name.value)", documentsTitle: false) { body in
                body.line("let given: \(appState) = <#app state#>")
                body.line("let expected: \(field.type.value) = <#expected \(field.name.value)#>")
                body.line(assertion)
            }
        }
    }

    /// The scaffold's file: one suite named after the connector, holding `members`.
    private static func suiteFile(
        _ resolved: ResolvedSpec, shape: TestSuiteShape, testing subject: String, members: [Declaration]
    ) -> String {
        let suiteName = resolved.spec.connector.value + "BehaviorTests"
        let suite = shape.isXCTest
            ? Declaration.finalClass(suiteName, isolation: shape.classIsolation, inherits: ["XCTestCase"], members: members)
            : Declaration(attributes: shape.suiteAttributes, header: "@Suite struct \(suiteName)", body: .members(members), layout: .block)
        let file = SwiftFile(
            header: [
                "// Tests for \(subject), from \(SwiftNames.commentText(resolved.specFileName)).",
                "// Written once by `connector-gen scaffold`: this file is yours to edit. Fill in each <#placeholder#>.",
            ],
            imports: shape.imports, declarations: [suite])
        return file.render(specPath: resolved.path)
    }
}
