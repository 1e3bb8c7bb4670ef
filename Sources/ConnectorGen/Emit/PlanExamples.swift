/// What the example tests of every form share to check a plan (`dispatches`): the call that
/// runs what a view action sent against `given` and the comparison with the listed actions,
/// and the file-private `runPlans` function that does the running, one per runner
/// (``PlanRunner``).
enum PlanExamples {
    /// How long a test waits for the plans an example runs to finish.
    static let waitSeconds = 5

    /// The locals the lines of ``writeRunAndCompare(_:against:expected:resolved:shape:into:)``
    /// declare, which an input of the same name must not hide.
    static let locals: Set<String> = ["expected", "planned", "plansFinished", "runPlans"]

    /// Writes the lines that run `actions` (an expression of the actions a view action sent)
    /// against `state` (an expression of the app state, or `nil`) with the spec's runner, and
    /// that compare what they dispatched with `expected`, the example's `dispatches`, reported
    /// there. The test is `async` (``ConnectorNames/runsPlans(_:)``).
    static func writeRunAndCompare(
        _ actions: String, against state: String, expected: SwiftCode, resolved: ResolvedSpec, shape: TestSuiteShape,
        into body: inout FunctionBodyWriter
    ) {
        guard let runner = resolved.names.planRunner else { return }
        let appAction = resolved.names.appAction
        body.userCode(expected, prefix: "let expected: [\(appAction)] =")
        let arguments = [CallArgument(nil, actions), CallArgument("against", state)]
        if runner.waitsForExpectedCount {
            body.call("let planned = await runPlans", arguments + [CallArgument("expecting", "expected.count")])
        } else {
            body.call("let (planned, plansFinished) = await runPlans", arguments)
            shape.writeAssertTrue(
                "plansFinished", message: "a plan had not finished after \(waitSeconds) seconds: its publisher did not complete",
                reportedAt: expected.location, ofSpec: resolved, into: &body)
        }
        shape.writeAssertActionEqual(
            plain: ("planned.map { $0 as? \(appAction) }", "expected.map(Optional.some)"),
            dynamic: ("planned.map(DynamicallyEquatable.init)", "expected.map(DynamicallyEquatable.init)"),
            reportedAt: expected.location, ofSpec: resolved, into: &body)
    }

    /// `private func runPlans(_:against:…) async`, with which action examples run what a view
    /// action sent against `given` when an example has `dispatches`: each plan among the
    /// actions runs (a plan a plan sends too; an action that is no plan dispatches itself), and
    /// the function waits, up to ``waitSeconds``, for plans that dispatch later (after a delay,
    /// when a `Future` is fulfilled, in a completion handler) while they run on the main actor.
    /// `nil` when no example runs plans.
    ///
    /// A SwiftDux plan is done when its publisher completes: the function returns what was
    /// dispatched and whether every plan finished. An `AsyncAction` or a thunk does not say
    /// when it is done: the function waits for as many actions as the example expects, then a
    /// moment more, in which one dispatched beyond them is seen.
    static func runPlansFunction(_ resolved: ResolvedSpec) -> Declaration? {
        guard resolved.names.examplesRunPlans, let runner = resolved.names.planRunner else { return nil }
        let appState = resolved.names.appState
        let steps = waitSeconds * 100
        // ReSwift's names are written with their module: the app may declare its own
        // `Middleware`, `DispatchFunction` or `Action`, which the test file also sees.
        let action = runner.actionProtocolLibrary.map { "any \($0).Action" } ?? "any Action"
        let signature: String
        let documentation: [String]
        switch runner {
        // On three lines, as `swift format` breaks a declaration longer than a line.
        case .runnableAction:
            signature = "runPlans(\n    _ actions: [any Action], against state: \(appState)\n) async -> (dispatched: [any Action], finished: Bool)"
            documentation = [
                "Runs each plan among `actions` with a store of `state`, until its publisher completes or \(waitSeconds) seconds have",
                "passed: what the plans dispatch (an action that is no plan dispatches itself), and whether they all finished.",
            ]
        case .asyncAction:
            signature = "runPlans(\n    _ actions: [any Action], against state: \(appState), expecting count: Int\n) async -> [any Action]"
            documentation = [
                "Executes each `AsyncAction` among `actions` with `state`: what they dispatch (an action that is no plan",
                "dispatches itself), once `count` actions have arrived and a tenth of a second more (one dispatched later is not seen), or after \(waitSeconds) seconds.",
            ]
        case .thunk:
            signature = "runPlans(\n    _ actions: [\(action)], against state: \(appState)?, expecting count: Int\n) async -> [\(action)]"
            documentation = [
                "Runs each thunk among `actions` through ReSwift-Thunk's middleware with `state`: what they dispatch (an action",
                "that is no thunk dispatches itself), once `count` actions have arrived and a tenth of a second more (one dispatched later is not seen), or after \(waitSeconds) seconds.",
            ]
        }
        return .function(signature, modifiers: ["private"], documentation: documentation, attributes: ["@MainActor"]) { body in
            body.line("var dispatched: [\(action)] = []")
            switch runner {
            case .runnableAction:
                body.line("var running: [AnyCancellable] = []")
                body.line("var finished = 0")
                body.block("func run(_ action: any Action) {") { body in
                    body.block("guard let plan = action as? any RunnableAction else {") { body in
                        body.line("dispatched.append(action)")
                        body.line("return")
                    }
                    body.block("let store = StoreProxy<\(appState)>(", closing: ")") { body in
                        body.line("getState: { state },")
                        body.line("didChange: StorePublisher(),")
                        body.line("dispatcher: ActionDispatcherProxy(")
                        body.indented { body in
                            body.line("send: run,")
                            body.block("sendAsCancellable: { _ in", closing: "})") { body in
                                body.line("fatalError(\"a plan an example runs sends no cancellable actions\")")
                            }
                        }
                    }
                    // Subscribed before it is kept: a plan that sends another runs it in `sink`, which appends too.
                    body.call(
                        "let subscription = plan.run(store: store).sink",
                        [CallArgument("receiveCompletion", "{ _ in finished += 1 }"), CallArgument("receiveValue", "run")])
                    body.line("running.append(subscription)")
                }
            case .asyncAction:
                body.block("func run(_ action: any Action) {") { body in
                    body.block("guard let plan = action as? any AsyncAction else {") { body in
                        body.line("dispatched.append(action)")
                        body.line("return")
                    }
                    body.line("plan.execute(state: state, dispatch: run)")
                }
            case .thunk:
                body.line("let middleware: ReSwift.Middleware<\(appState)> = ReSwiftThunk.createThunkMiddleware()")
                body.line("var run: ReSwift.DispatchFunction = { _ in }")
                // What a thunk dispatches goes through the middleware again, so a thunk it sends runs too.
                body.line("run = middleware({ run($0) }, { state })({ dispatched.append($0) })")
            }
            body.line("actions.forEach(run)")
            let isRunning = runner.waitsForExpectedCount ? "dispatched.count < count" : "finished < running.count"
            body.line("var waited = 0")
            body.block("while \(isRunning), waited < \(steps) {") { body in
                body.line("try? await Task.sleep(nanoseconds: 10_000_000)")
                body.line("waited += 1")
            }
            if runner.waitsForExpectedCount {
                body.line("try? await Task.sleep(nanoseconds: 100_000_000)")
                body.line("return dispatched")
            } else {
                body.line("return (dispatched, finished == running.count)")
            }
        }
    }
}
