/// The test suite of a spec of flavor `swiftuiflux`: a state example compares the value
/// fields of the props `map(state:dispatch:)` makes; an action example calls the action prop
/// and compares the one app action dispatched (see ``PropsExampleSupport``).
enum SwiftUIFluxTestEmitter {
    static func emit(_ resolved: ResolvedSpec, module: String) -> String {
        PropsExampleSupport.emit(resolved, module: module, mapping: mapping)
    }

    /// The scaffold: a test per prop.
    static func scaffold(_ resolved: ResolvedSpec, module: String) -> String {
        PropsScaffoldEmitter.emit(resolved, module: module, mapping: mapping)
    }

    /// How a test maps the props: `map(state:dispatch:)` with a closure that records.
    static var mapping: PropsExampleSupport.Mapping {
        PropsExampleSupport.Mapping { send, _, body in
            body.line("let props = view.map(state: given, dispatch: \(send))")
        }
    }
}
