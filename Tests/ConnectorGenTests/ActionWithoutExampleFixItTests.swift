@testable import ConnectorGen
import Testing

/// What the fix-it of a view action no example sends suggests, in each form: an example the
/// form accepts (with `given` where it needs one), and how a plan is checked there.
@Suite("The fix-it of an action without example")
struct ActionWithoutExampleFixItTests {
    /// The fix-it for the action `refresh` of a spec with `lines` after its view action.
    private func fixIt(_ lines: String, flavor: String? = nil) -> String? {
        let spec = """
            connector: RefreshConnector
            state: AppState
            action: any Action
            view: RefreshView
            viewState:
              isLoading: { type: Bool, from: state.isLoading }
            viewAction:
              refresh: Plans.refresh()
            \(flavor.map { "flavor: \($0)" } ?? "")
            \(lines)
            """
        let run = GoldenCase.run(["Refresh.connector.yml": Array(spec.utf8)])
        let rendered = DiagnosticRenderer.render(run.diagnostics).split(separator: "\n").map(String.init)
        return rendered.first { $0.hasPrefix("Refresh.connector.yml:8:3: note: fix-it: add an example") }
    }

    @Test("the connector form names 'plans: reswift-thunk' only in a spec that imports ReSwift")
    func connectorForm() {
        let withReSwift = fixIt("imports: [ReSwift]")
        #expect(withReSwift?.contains("set 'plans: reswift-thunk' in connector-gen.yml") == true, "\(withReSwift ?? "no fix-it")")
        let without = fixIt("")
        #expect(
            without?.hasSuffix("'send: .refresh', 'expect: <#app action#>'; if no example can check it, say why with 'noExample: <#why#>' in the action")
                == true,
            "\(without ?? "no fix-it")")
    }

    @Test("swiftuiflux: the example has 'given', and an AsyncAction that calls the network is checked with 'expect'")
    func swiftUIFlux() {
        let text = fixIt("", flavor: "swiftuiflux")
        #expect(text?.contains("'given: <#app state#>', 'send: .refresh'") == true, "\(text ?? "no fix-it")")
        #expect(text?.contains("one that calls the network is checked with 'expect' and never run") == true, "\(text ?? "no fix-it")")
    }

    @Test("swiftdux: the example has 'given', and a plan that calls the network needs 'noExample'")
    func swiftDux() {
        let text = fixIt("", flavor: "swiftdux")
        #expect(text?.contains("'given: <#app state#>', 'send: .refresh'") == true, "\(text ?? "no fix-it")")
        #expect(text?.contains("if no example can check it (a plan that calls the network), say why with 'noExample") == true, "\(text ?? "no fix-it")")
    }
}
