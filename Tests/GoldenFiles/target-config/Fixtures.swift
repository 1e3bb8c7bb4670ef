import Foundation
package protocol ScreenConnector {
    associatedtype State
    associatedtype Action
    associatedtype ViewState: Equatable
    associatedtype ViewAction
    func connect(state: State) -> ViewState
    func connect(action: ViewAction) -> Action
}
package struct AppState: Sendable { package var now = Date() }
package enum AppAction: Equatable, Sendable { case tick }
package enum ClockView {}
