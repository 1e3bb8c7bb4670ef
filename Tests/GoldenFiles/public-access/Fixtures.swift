public struct User: Sendable { public var name = ""; public var badges: [String] = [] }
public struct AppState: Sendable { public var user = User() }
public enum AppAction: Equatable, Sendable { case rename(String) }
public enum ProfileView {}
