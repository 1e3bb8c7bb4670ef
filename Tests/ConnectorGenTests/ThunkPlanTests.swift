@testable import ConnectorGen
import Testing

/// What `plans: reswift-thunk` changes in the connector form's checks; what its examples run is
/// the golden case `connector-reswift-thunk`, built and run by `GoldenExampleRunTests`.
@Suite("The connector form with ReSwift-Thunk plans")
struct ThunkPlanTests {
    static let spec = """
        connector: RefreshConnector
        state: AppState
        action: Action
        view: RefreshView
        viewState:
          isLoading: { type: Bool, from: state.isLoading }
        viewAction:
          refresh: Thunks.refresh()
        examples:
          - name: refreshing loads
            given: AppState()
            send: .refresh
            dispatches: '[Loaded()]'

        """

    private func diagnostics(plans: String?) -> [String] {
        var sources: [String: [UInt8]] = ["Refresh.connector.yml": Array(Self.spec.utf8)]
        if let plans { sources["connector-gen.yml"] = Array("plans: \(plans)\n".utf8) }
        let run = GoldenCase.run(sources)
        return DiagnosticRenderer.render(run.diagnostics).split(separator: "\n").map(String.init)
    }

    @Test("an app action type written 'Action' is ReSwift's protocol, and lint offers 'any Action'")
    func actionIsReSwiftsProtocol() {
        let lines = diagnostics(plans: "reswift-thunk")
        #expect(lines.contains {
            $0.hasPrefix("Refresh.connector.yml:3:9: warning: the app action type 'Action' is ReSwift's action protocol")
        }, "\(lines)")
        #expect(!lines.contains { $0.contains(": error:") }, "\(lines)")
    }

    @Test("without 'plans', an example with 'given', 'send' and 'dispatches' gets one error, which says to set it")
    func withoutPlansOneError() {
        let errors = diagnostics(plans: nil).filter { $0.contains(": error:") }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasSuffix("[#DispatchesNeedPlans]") == true, "\(errors)")
    }

    /// The fix-it of an action no example sends, in a spec that imports ReSwift or not.
    private func fixItOfActionWithoutExample(imports: String) -> String? {
        let spec = """
            connector: RefreshConnector
            state: AppState
            action: any Action
            view: RefreshView
            viewState:
              isLoading: { type: Bool, from: state.isLoading }
            viewAction:
              refresh: Thunks.refresh()
            \(imports)
            """
        let run = GoldenCase.run(["Refresh.connector.yml": Array(spec.utf8)])
        let lines = DiagnosticRenderer.render(run.diagnostics).split(separator: "\n").map(String.init)
        return lines.first { $0.hasPrefix("Refresh.connector.yml:8:3: note: fix-it: add an example") }
    }

    @Test("without 'plans', the fix-it of an action without example points to 'plans' only in a spec that imports ReSwift")
    func actionWithoutExampleFixIt() {
        let withReSwift = fixItOfActionWithoutExample(imports: "imports: [ReSwift]")
        #expect(withReSwift?.contains("set 'plans: reswift-thunk' in connector-gen.yml") == true, "\(withReSwift ?? "no fix-it")")
        let without = fixItOfActionWithoutExample(imports: "")
        #expect(without?.hasSuffix("'expect: <#app action#>'; if no example can check it, say why with 'noExample: <#why#>' in the action") == true,
                "\(without ?? "no fix-it")")
    }
}
