struct VarState: Equatable, Sendable { var count = 0 }
enum VarAction: Equatable, Sendable { case bump }
func varReducer(state: inout VarState, action: VarAction) {
    switch action {
    case .bump: state.count += 1
    }
}

struct InoutState: Equatable, Sendable { var on = false }
enum InoutAction: Equatable, Sendable { case toggle }
func inoutReducer(state: inout InoutState, action: InoutAction) {
    switch action {
    case .toggle: state.on.toggle()
    }
}

func reduceAppAction(state: inout AppState, action: AppAction) {
    if case .set(let value, let on) = action {
        state.let = value
        state.inout.on = on
    }
}
enum CounterView {}
