/// An editable test file for a spec: one test per view-state field and one per view action,
/// with Xcode placeholders (`<#…#>`) where the values go. It compiles once they are filled in.
enum ScaffoldEmitter {
    static func emit(_ resolved: ResolvedSpec, module: String) -> String {
        let spec = resolved.spec
        let names = resolved.names
        var shape = TestSuiteShape(resolved, module: module)
        var members: [Declaration] = spec.types.map { type in
            let name = SwiftNames.escaped(type.name.value)
            return .typeAlias(name, "\(names.viewState.generated).\(name)")
        }
        let inputs = spec.inputs.map { "\(SwiftNames.label($0.name.value)): <#\($0.type.value)#>" }
        members.append(.constant("connector", value: "\(names.qualifiedConnector)(\(inputs.joined(separator: ", ")))"))
        for field in spec.fields {
            members.append(shape.test(field.name.value, displayName: "the view state's \(field.name.value)", documentsTitle: false) { body in
                body.line("let given: \(names.appState) = <#app state#>")
                body.line("let expected: \(field.type.value) = <#expected \(field.name.value)#>")
                body.line(shape.assertEqual("connector.connect(state: given).\(SwiftNames.escaped(field.name.value))", "expected"))
            })
        }
        for actionCase in spec.actionCases {
            let arguments = actionCase.parameters.map { $0.argument("<#\($0.type.value)#>") }
            let sent = "." + SwiftNames.escaped(actionCase.name.value) + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
            members.append(shape.test(actionCase.name.value + " action", displayName: "the \(actionCase.name.value) action", documentsTitle: false) { body in
                body.line("let sent: \(names.viewAction.type) = \(sent)")
                body.line("let expected: \(names.appAction) = <#expected app action#>")
                body.line(shape.assertEqual("connector.connect(action: sent)", "expected"))
            })
        }
        return file(resolved, testing: names.qualifiedConnector, shape: shape, imports: shape.imports, members: members)
    }

    /// The scaffold file: a suite (or XCTestCase) `<Connector>BehaviorTests` of `members`,
    /// under a header that says it tests `subject` and is the user's to edit.
    static func file(_ resolved: ResolvedSpec, testing subject: String, shape: TestSuiteShape, imports: [String], members: [Declaration]) -> String {
        let suiteName = resolved.spec.connector.value + "BehaviorTests"
        var suite: Declaration
        if shape.isXCTest {
            suite = .finalClass(suiteName, isolation: shape.classIsolation, inherits: ["XCTestCase"], members: members)
        } else {
            suite = .struct(suiteName, attributes: shape.suiteAttributes, members: members)
            suite.inlineAttribute = "@Suite"
        }
        let file = SwiftFile(
            header: [
                "// Tests for \(subject), from \(SwiftNames.commentText(resolved.specFileName)).",
                "// Written once by `connector-gen scaffold`: this file is yours to edit. Fill in each <#placeholder#>.",
            ],
            imports: imports, declarations: [suite])
        return file.render(specPath: resolved.path, layout: resolved.config.layout)
    }
}
