struct AppState { var count = 0; var selected: Int? = nil }
enum AppAction: Equatable { case open(String) }
enum BadgeView {}
enum MeterView {}
func title(for id: Int) -> String { "#\(id)" }
