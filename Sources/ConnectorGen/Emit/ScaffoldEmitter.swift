/// An editable test file for a spec: one test per view-state field and one per view action,
/// with Xcode placeholders (`<#…#>`) where the values go. It compiles once they are filled in.
enum ScaffoldEmitter {
    static func emit(_ resolved: ResolvedSpec, module: String) -> String {
        if resolved.flavor == .swiftuiflux { return swiftUIFlux(resolved, module: module) }
        let spec = resolved.spec
        let names = resolved.names
        var shape = TestSuiteShape(resolved, module: module)
        var members: [Declaration] = spec.types.map { type in
            let name = SwiftNames.escaped(type.name.value)
            return .typeAlias(name, "\(names.generatedViewState).\(name)")
        }
        let inputs = spec.inputs.map { "\(SwiftNames.label($0.name.value)): <#\($0.type.value)#>" }
        members.append(.constant("connector", value: "\(names.qualifiedConnector)(\(inputs.joined(separator: ", ")))"))
        if case .fields(let fields) = spec.viewState {
            for field in fields {
                members.append(shape.test(field.name.value, displayName: "the view state's \(field.name.value)", documentsTitle: false) { body in
                    body.line("let given: \(names.appState) = <#app state#>")
                    body.line("let expected: \(field.type.value) = <#expected \(field.name.value)#>")
                    body.line(shape.assertEqual("connector.connect(state: given).\(SwiftNames.escaped(field.name.value))", "expected"))
                })
            }
        }
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
        let suiteName = spec.connector.value + "BehaviorTests"
        let suite = shape.isXCTest
            ? Declaration.finalClass(suiteName, isolation: shape.classIsolation, inherits: ["XCTestCase"], members: members)
            : Declaration(attributes: shape.suiteAttributes, header: "@Suite struct \(suiteName)", body: .members(members), layout: .block)
        let file = SwiftFile(
            header: [
                "// Tests for \(names.qualifiedConnector), from \(SwiftNames.commentText(resolved.specFileName)).",
                "// Written once by `connector-gen scaffold`: this file is yours to edit. Fill in each <#placeholder#>.",
            ],
            imports: shape.imports, declarations: [suite])
        return file.render(specPath: resolved.path)
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
        let inputs = spec.inputs.map { "\(SwiftNames.label($0.name.value)): <#\($0.type.value)#>" }
        var members: [Declaration] = spec.types.map { type in
            let name = SwiftNames.escaped(type.name.value)
            return .typeAlias(name, "\(view).Props.\(name)")
        }
        members.append(.constant("view", value: "\(view)(\(inputs.joined(separator: ", ")))"))
        if case .fields(let fields) = spec.viewState {
            for field in fields {
                members.append(shape.test(field.name.value, displayName: "the props' \(field.name.value)", documentsTitle: false) { body in
                    body.line("let given: \(names.appState) = <#app state#>")
                    body.line("let expected: \(field.type.value) = <#expected \(field.name.value)#>")
                    body.line(shape.assertEqual("view.map(state: given, dispatch: { _ in }).\(SwiftNames.escaped(field.name.value))", "expected"))
                })
            }
        }
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
        let suiteName = spec.connector.value + "BehaviorTests"
        let suite = shape.isXCTest
            ? Declaration.finalClass(suiteName, isolation: shape.classIsolation, inherits: ["XCTestCase"], members: members)
            : Declaration(attributes: shape.suiteAttributes, header: "@Suite struct \(suiteName)", body: .members(members), layout: .block)
        let file = SwiftFile(
            header: [
                "// Tests for the props of \(view), from \(SwiftNames.commentText(resolved.specFileName)).",
                "// Written once by `connector-gen scaffold`: this file is yours to edit. Fill in each <#placeholder#>.",
            ],
            imports: shape.imports, declarations: [suite])
        return file.render(specPath: resolved.path)
    }
}
