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
        var functionNames = FunctionNames(reserving: ["previews", "render"])
        let functions = examples.map { functionNames.make($0.name.value, isXCTest: false) }

        var members: [Declaration] = [Declaration(
            header: "static var previews: some View", body: .function { body in
                for (example, function) in zip(examples, functions) {
                    body.line("render(\(function)())")
                    body.indented { $0.line(".previewDisplayName(\(SwiftNames.stringLiteral(example.name.value)))") }
                }
            }, layout: .block)]
        members.append(Declaration(
            documentation: ["`\(view)` showing `state`, with actions that do nothing."],
            header: "private static func render(_ state: \(names.viewStateType)) -> some View",
            body: .function { body in writeRender(resolved, view: view, into: &body) }, layout: .block))
        for (example, function) in zip(examples, functions) {
            guard case .state(let given, _) = example.kind else { continue }
            members.append(Declaration(
                documentation: ["The view state of the example \(SwiftNames.stringLiteral(example.name.value))."],
                header: "private static func \(function)() -> \(names.viewStateType)",
                body: .function { body in
                    TestEmitter.writeConnector(example, resolved: resolved, into: &body)
                    body.userCode(given, prefix: "let given: \(names.appState) =")
                    body.line("return connector.connect(state: given)")
                }, layout: .block))
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
            body.line("\(view)(viewModel: \(resolved.config.container.stub.implicitCall("state")))")
            return
        }
        let arguments = RenderingViewCall(resolved).arguments(
            value: { "state.\(SwiftNames.escaped($0))" },
            binding: { field, _ in [".constant(state.\(SwiftNames.escaped(field)))"] },
            closure: { action in
                action.parameters.isEmpty ? "{}" : "{ \(RenderingViewCall.closureParameters(action, unused: true)) in }"
            })
        RenderingViewCall.write(view, arguments, into: &body)
    }
}
