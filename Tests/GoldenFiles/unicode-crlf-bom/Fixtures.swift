struct Usuario: Sendable { var nome = "" }
struct AppState: Sendable { var usuario = Usuario() }
enum AppAction: Equatable, Sendable { case sair }
enum PerfilView {}
