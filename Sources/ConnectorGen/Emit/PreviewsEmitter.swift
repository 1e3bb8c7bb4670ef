/// The previews of a spec's view (`previews: true`): a `PreviewProvider` with one preview per
/// state example, each rendering the view from `connect(state: given)` with actions that do
/// nothing, so that every example is both a test and a preview.
enum PreviewsEmitter {
    /// The preview provider, or `nil` when the spec asks for none, has no `view`, or has no
    /// state example to preview.
    static func declaration(_ resolved: ResolvedSpec) -> Declaration? {
        guard resolved.hasPreviews, let view = resolved.spec.view?.value else { return nil }
        let examples = resolved.spec.stateExamples
        guard !examples.isEmpty else { return nil }
        let names = resolved.names
        var functionNames = LocalNames(taken: ["previews", "render"])
        let functions = examples.map { functionNames.claimFunction(forExample: $0.name.value, isXCTest: false) }

        var previews = Declaration.computedProperty("previews", type: "some View") { body in
            for (example, function) in zip(examples, functions) {
                body.line("render(\(function)())")
                body.indented { $0.line(".previewDisplayName(\(SwiftNames.stringLiteral(example.name.value)))") }
            }
        }
        previews.modifiers = ["static"]
        var members: [Declaration] = [previews]
        members.append(.function(
            "render(_ state: \(names.viewState.type)) -> some View", modifiers: ["private", "static"],
            documentation: ["`\(view)` showing `state`, with actions that do nothing."]
        ) { body in writeRender(resolved, view: view, into: &body) })
        for (example, function) in zip(examples, functions) {
            guard case .state(let given, _) = example.kind else { continue }
            members.append(.function(
                "\(function)() -> \(names.viewState.type)", modifiers: ["private", "static"],
                documentation: ["The view state of the example \(SwiftNames.stringLiteral(example.name.value))."]
            ) { body in
                TestEmitter.writeConnector(example, resolved: resolved, into: &body)
                body.userCode(given, prefix: "let given: \(names.appState) =")
                body.line("return connector.connect(state: given)")
            })
        }
        return .struct(
            ContainerNames.previewsName(forView: view), conformances: ["PreviewProvider"],
            documentation: ["A preview of `\(view)` for each state example of \(resolved.specFileName)."],
            members: members)
    }

    /// The view made from `state`: in the values shape its fields, constant bindings and
    /// closures that do nothing; in the view-model shape the view model's stub.
    private static func writeRender(_ resolved: ResolvedSpec, view: String, into body: inout FunctionBodyWriter) {
        let shape = resolved.containerShape
        guard shape == .values else {
            // The view model's type is the view's to know: the stub is made in place, and a
            // `stub` set in connector-gen.yml is reported there; the default one at the spec's
            // `previews`, or connector-gen.yml's, which asks for it.
            let head = "\(view)(viewModel: "
            let stub = resolved.config.container.stub.implicitCall("state")
            let configured = resolved.config.container.memberSources["stub"]
            let asked = resolved.spec.previews.map { Located(resolved.path, at: $0.location) } ?? resolved.config.previewsSource
            guard let source = configured ?? asked else {
                body.line(head + stub + ")")
                return
            }
            guard !body.isFormatted else {
                body.line(head + stub + ")", mappedTo: source)
                return
            }
            // The stub alone on its line, in a closure called in place (a directive cannot
            // stand inside the call), with its name at the column of what names it; the view's
            // initializer at the spec's `view`, as the container's.
            body.line(head + "{", mappedToSpecLine: resolved.spec.view?.location.line)
            body.indented { body in body.line(stub, placing: 1, at: source) }
            body.line("}())")
            return
        }
        let call = RenderingViewCall(resolved)
        let arguments = call.arguments(
            value: { "state.\(SwiftNames.escaped($0))" },
            binding: { field, _ in [".constant(state.\(SwiftNames.escaped(field)))"] },
            closure: { action in
                action.parameters.isEmpty ? "{}" : "{ \(RenderingViewCall.closureParameters(action, unused: true)) in }"
            })
        call.write(view, arguments, into: &body)
    }
}
