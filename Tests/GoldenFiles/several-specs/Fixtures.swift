package struct AppState: Sendable { package var messages: [String] = []; package var outbox: [String] = [] }
package enum AppAction: Equatable, Sendable { case flush }
package enum InboxView {}
package enum OutboxView {}
