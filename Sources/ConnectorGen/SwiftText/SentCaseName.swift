/// The case name an action example sends, or `nil` if its value does not start with one:
/// `.markAsWatched(id: 1)` gives `markAsWatched`, `HistoryScreen.Action.unwatch(id: 1)` gives
/// `unwatch`, `` .`default` `` gives `default`. The name is the last of the dotted path of
/// identifiers the value starts with, which needs at least one `.`; comments and whitespace
/// may come between.
func sentCaseName(_ text: String) -> String? {
    let lexer = SwiftLexer(text)
    var name: SwiftLexer.Token?
    var hasPeriod = false
    var isAfterPeriod = false
    for token in lexer where !token.isTrivia {
        if lexer.isPeriod(token) && !isAfterPeriod {
            hasPeriod = true
            isAfterPeriod = true
        } else if token.kind == .identifier && (isAfterPeriod || !hasPeriod && name == nil) {
            name = token
            isAfterPeriod = false
        } else {
            break
        }
    }
    guard hasPeriod, !isAfterPeriod, let name else { return nil }
    return lexer.name(of: name)
}
