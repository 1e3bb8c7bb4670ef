struct AppState { var count = 0 }
enum AppAction: Equatable { case open(String) }
enum BadgeView {}
