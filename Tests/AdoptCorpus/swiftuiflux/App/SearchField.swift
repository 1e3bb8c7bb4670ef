// A text field's binding: its getter reads the state, its main-actor setter dispatches the
// new value (SwiftUIFlux's `DispatchFunction` is not `Sendable`).

import SwiftUI
import SwiftUIFlux

struct SearchField: @preconcurrency ConnectedView {
    struct Props {
        let query: Binding<String>
        let resultCount: Int
    }

    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
        Props(
            query: Binding(
                get: { state.searchState.query },
                set: { @MainActor text in dispatch(SearchActions.SetQuery(query: text)) }),
            resultCount: state.searchState.results.count)
    }

    func body(props: Props) -> some View {
        Button("\(props.resultCount) for \(props.query.wrappedValue)") { props.query.wrappedValue = "" }
    }
}
