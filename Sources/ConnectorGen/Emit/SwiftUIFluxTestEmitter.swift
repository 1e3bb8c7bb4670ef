/// The test suite of a spec of flavor `swiftuiflux`: a state example compares the value
/// fields of the props `map(state:dispatch:)` makes; an action example calls the action prop
/// and compares the one app action dispatched (see ``PropsExampleSupport``; its scaffold is
/// ``PropsScaffoldEmitter``'s). What is the flavor's own is how a test maps the props.
enum SwiftUIFluxTestEmitter {
    /// How a test maps the props: `map(state:dispatch:)` with a closure that records.
    static var mapping: PropsExampleSupport.Mapping {
        PropsExampleSupport.Mapping { send in "view.map(state: given, dispatch: \(send))" }
    }
}
