struct CalendarState: Sendable { var day = 0 }
enum CalendarAction: Sendable { case next, loaded(Int) }
func calendarReducer(state: inout CalendarState, action: CalendarAction) async -> CalendarAction? {
    switch action {
    case .next: return .loaded(state.day + 1)
    case .loaded(let day):
        state.day = day
        return nil
    }
}
