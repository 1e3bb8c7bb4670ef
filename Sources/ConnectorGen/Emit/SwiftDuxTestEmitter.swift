/// The test suite of a spec of flavor `swiftdux`: a state example compares the value fields of
/// the props `map(state:binder:)` makes (or expects `nil`: no props while a required slice is
/// missing); an action example calls the action's binding, or sets the two-way field the
/// action sets, and compares the one app action dispatched (see ``PropsExampleSupport``).
///
/// The props are mapped with an `ActionBinder` whose dispatcher records what it is sent. That
/// initializer is internal to SwiftDux, so the file imports it `@testable` (SwiftPM and Xcode
/// build package dependencies for testing in debug builds).
enum SwiftDuxTestEmitter {
    /// How a test maps the props: `map(state:binder:)` with a binder whose dispatcher records.
    static var mapping: PropsExampleSupport.Mapping {
        var mapping = PropsExampleSupport.Mapping { _ in "view.map(state: given, binder: ActionBinder(actionDispatcher: dispatcher))" }
        mapping.writeSetup = { send, body in
            body.block("let dispatcher = ActionDispatcherProxy(", closing: ")") { body in
                body.line("send: \(send),")
                body.line("sendAsCancellable: { _ in fatalError(\"the props send no cancellable actions\") }")
            }
        }
        mapping.importsLibraryTestable = true
        mapping.isOptional = true
        return mapping
    }
}
