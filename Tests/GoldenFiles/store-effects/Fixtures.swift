/// An effect of the tests' own: the actions to send next. Its `map` takes a `@Sendable`
/// function, as effects that run their work on other tasks do.
public struct Effect<Action> {
    public var actions: [Action]
    public func map<Other>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> { Effect<Other>(actions: actions.map(transform)) }
}

public struct CalendarState: Sendable { public var day = 0 }
public enum CalendarAction: Sendable { case next }
func calendarReducer(state: inout CalendarState, action: CalendarAction) -> Effect<CalendarAction> {
    state.day += 1
    return Effect(actions: [])
}

public struct TrendsState: Sendable { public var points: [Int] = [] }
public enum TrendsAction: Sendable { case add(Int) }
enum TrendsReducer {
    static func reduce(state: inout TrendsState, action: TrendsAction) -> Effect<TrendsAction> {
        Effect(actions: [])
    }
}

func reduceAppAction(state: inout AppState, action: AppAction) -> Effect<AppAction> {
    Effect(actions: [.calendar(.next)])
}
