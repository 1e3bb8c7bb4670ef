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
}
