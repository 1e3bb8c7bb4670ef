/// The scaffold of a view of a flavor that maps `Props` (`swiftuiflux`, `swiftdux`): a test
/// per prop, each mapping the props from a state and reading the field, calling the action,
/// or setting the two-way field the action sets. It compares what the props give or send with
/// placeholders to fill in.
enum PropsScaffoldEmitter {
    static func emit(_ resolved: ResolvedSpec, module: String, mapping: PropsExampleSupport.Mapping) -> String {
        let spec = resolved.spec
        let names = resolved.names
        var shape = TestSuiteShape(resolved, module: module)
        shape.isMainActor = true
        let cases = spec.actionCases
        // Each action's test compares what the props send.
        let comparesDynamically = names.appActionIsExistential && !cases.isEmpty || names.examplesCompareActionsDynamically(spec)
        shape.specImports = names.testImports(comparingActionsDynamically: comparesDynamically)
        let view = names.view ?? names.connector
        let chain = mapping.isOptional ? "props?." : "props."
        let inputs = spec.inputs.map { "\(SwiftNames.argumentLabel($0.name.value)): <#\($0.type.value)#>" }
        var members: [Declaration] = spec.types.map { type in
            let name = SwiftNames.escaped(type.name.value)
            return .typeAlias(name, "\(view).Props.\(name)")
        }
        // A view made from more than its inputs is made as the spec's `makeView` says, by a copy of it.
        let makeView = PropsExampleSupport.makeViewFunction(resolved, mapsToSpec: false)
        let made = "\(makeView == nil ? view : "makeView")(\(inputs.joined(separator: ", ")))"
        members.append(shape.sharedValue("view", type: view, madeBy: made))
        for field in spec.fields {
            members.append(shape.test(field.name.value, displayName: "the props' \(field.name.value)", documentsTitle: false) { body in
                body.line("let given: \(names.appState) = <#app state#>")
                mapping.writeMap("{ _ in }", false, &body)
                let value = chain + PropsExampleSupport.value(of: field, resolved: resolved)
                // A field whose type may not be Equatable (SwiftUIFlux's props need not be) is
                // compared by its type at run time, as the examples' tests compare it.
                if names.examplesCompareValuesDynamically && !KnownEquatableTypes.contains(field.type.value) {
                    body.line("let expected: \(field.type.value) = <#expected \(field.name.value)#>")
                    body.line(shape.assertEqual("DynamicallyEquatable(\(value))", "DynamicallyEquatable(expected)"))
                } else {
                    shape.writeExpectedValue(of: value, field: field, into: &body)
                }
            })
        }
        // An action whose examples run what it sends (a plan, which cannot be compared) gets no test.
        let planned = cases.filter { resolved.facts.plannedActions.contains($0.name.value) }.map { "'\($0.name.value)'" }
        for actionCase in cases where !resolved.facts.plannedActions.contains(actionCase.name.value) {
            let twoWay = resolved.facts.twoWayFields[actionCase.name.value]
            members.append(shape.test(actionCase.name.value + " action", displayName: "the \(actionCase.name.value) action", documentsTitle: false) { body in
                body.line("let given: \(names.appState) = <#app state#>")
                body.line("var dispatched: [any Action] = []")
                mapping.writeMap("{ dispatched.append($0) }", twoWay != nil && PropsExampleSupport.settingMutatesProps(resolved), &body)
                if let twoWay {
                    body.line(chain + PropsExampleSupport.value(of: twoWay, resolved: resolved) + " = <#\(twoWay.type.value)#>")
                } else {
                    let arguments = actionCase.parameters.map { "<#\($0.type.value)#>" }
                    body.line(chain + SwiftNames.escaped(actionCase.name.value) + "(" + arguments.joined(separator: ", ") + ")")
                }
                body.line("let expected: \(names.appAction) = <#expected app action#>")
                if names.appActionIsExistential {
                    body.line(shape.assertEqual("dispatched.map(DynamicallyEquatable.init)", "[DynamicallyEquatable(expected)]"))
                } else {
                    body.line(shape.assertEqual("dispatched.map { $0 as? \(names.appAction) }", "[expected]"))
                }
            })
        }
        let note = planned.isEmpty ? [] : [
            planned.count == 1
                ? "// The action \(planned[0]) has no test here: the spec's examples run what it sends ('dispatches'), which may be a plan."
                : "// The actions \(planned.joined(separator: ", ")) have no test here: the spec's examples run what they send ('dispatches'), which may be plans.",
        ]
        return ScaffoldEmitter.file(
            resolved, testing: "the props of \(view)", shape: shape, imports: PropsExampleSupport.imports(shape, resolved: resolved, mapping: mapping),
            helpers: makeView.map { [$0] } ?? [], members: members, notes: note)
    }
}
