struct CalendarState: Equatable, Sendable { var day = 0 }
enum CalendarAction: Equatable, Sendable { case next }
func calendarReducer(state: inout CalendarState, action: CalendarAction) {
    switch action {
    case .next: state.day += 1
    }
}

struct TrendsState: Equatable, Sendable { var points: [Int] = [] }
enum TrendsAction: Equatable, Sendable { case add(Int) }
func trendsReducer(state: inout TrendsState, action: TrendsAction) {
    switch action {
    case .add(let point): state.points.append(point)
    }
}
