/// An editable test file for a spec: one test per view-state field and one per view action
/// (for an existing view state or action type, one test of the whole value), with Xcode
/// placeholders (`<#…#>`) where the values go. It compiles once they are filled in.
enum ScaffoldEmitter {
    static func emit(_ resolved: ResolvedSpec, module: String) -> String {
        let spec = resolved.spec
        let names = resolved.names
        var shape = TestSuiteShape(resolved, module: module)
        // A test per view action compares the app actions, by their types when they are `any Action`.
        shape.specImports = names.testImports(comparingActionsDynamically: names.appActionIsExistential && spec.sendsActions)
        var members: [Declaration] = spec.types.map { type in
            let name = SwiftNames.escaped(type.name.value)
            return .typeAlias(name, "\(names.viewState.generated).\(name)")
        }
        let inputs = spec.inputs.map { "\(SwiftNames.argumentLabel($0.name.value)): <#\($0.type.value)#>" }
        let made = "\(names.qualifiedConnector)(\(inputs.joined(separator: ", ")))"
        members.append(shape.sharedValue("connector", type: names.qualifiedConnector, madeBy: made))
        for field in spec.fields {
            members.append(shape.test(field.name.value, displayName: "the view state's \(field.name.value)", documentsTitle: false) { body in
                body.line("let given: \(names.appState) = <#app state#>")
                // With `require`, the view state is nil while a required slice is missing.
                let member = names.connectedViewStateType == names.viewState.type ? "." : "?."
                shape.writeExpectedValue(
                    of: "connector.connect(state: given)\(member)\(SwiftNames.escaped(field.name.value))", field: field, into: &body)
            })
        }
        if spec.existingViewStateType != nil {
            members.append(shape.test("view state", displayName: "the view state", documentsTitle: false) { body in
                body.line("let given: \(names.appState) = <#app state#>")
                body.line("let expected: \(names.connectedViewStateType) = <#expected view state#>")
                body.line(shape.assertEqual("connector.connect(state: given)", "expected"))
            })
        }
        for actionCase in spec.actionCases {
            let arguments = actionCase.parameters.map { $0.argument("<#\($0.type.value)#>") }
            let sent = "." + SwiftNames.escaped(actionCase.name.value) + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
            members.append(shape.test(actionCase.name.value + " action", displayName: "the \(actionCase.name.value) action", documentsTitle: false) { body in
                writeActionTest(sending: sent, resolved: resolved, shape: shape, into: &body)
            })
        }
        if spec.existingViewActionType != nil {
            members.append(shape.test("view action", displayName: "a view action", documentsTitle: false) { body in
                writeActionTest(sending: "<#view action#>", resolved: resolved, shape: shape, into: &body)
            })
        }
        return file(resolved, testing: names.qualifiedConnector, shape: shape, imports: shape.imports, members: members)
    }

    /// The body of a view action's test: `sent` mapped by the connector, compared with the
    /// expected app action.
    private static func writeActionTest(sending sent: String, resolved: ResolvedSpec, shape: TestSuiteShape, into body: inout FunctionBodyWriter) {
        let names = resolved.names
        // A connector whose actions read the app state maps them against a state it is given.
        var call = "connector.connect(action: sent)"
        if resolved.facts.actionsReadState {
            body.line("let given: \(names.appState) = <#app state#>")
            call = "connector.connect(action: sent, state: given)"
        }
        body.line("let sent: \(names.viewAction.type) = \(sent)")
        body.line("let expected: \(names.appAction) = <#expected app action#>")
        // `any Action` values have no `==`: they are compared by their types at run time.
        body.line(
            names.appActionIsExistential
                ? shape.assertEqual("DynamicallyEquatable(\(call))", "DynamicallyEquatable(expected)") : shape.assertEqual(call, "expected"))
    }

    /// The scaffold file: `helpers`, then a suite (or XCTestCase) `<Connector>BehaviorTests`
    /// of `members`, under a header that says it tests `subject` and is the user's to edit,
    /// followed by the comment lines `notes`.
    static func file(
        _ resolved: ResolvedSpec, testing subject: String, shape: TestSuiteShape, imports: [String], helpers: [Declaration] = [],
        members: [Declaration], notes: [String] = []
    ) -> String {
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
            ] + notes,
            imports: imports, declarations: helpers + [suite])
        // The file is the user's and holds no spec code at spec columns: written in the formatted
        // layout, it leaves their formatter free to format it (no `// swift-format-ignore-file`).
        return file.render(specPath: resolved.path, layout: .formatted)
    }
}
