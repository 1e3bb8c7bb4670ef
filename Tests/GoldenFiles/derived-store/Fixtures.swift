struct SummaryState: Equatable, Sendable { var count = 0 }
enum SummaryAction: Equatable, Sendable { case refresh }
struct AppState: Sendable { var summary = SummaryState(); var selectedID: Int? = nil }
enum AppAction: Equatable, Sendable { case summary(SummaryAction) }
