/// Examples that cannot run as written (two of one name, an action example the flavor cannot
/// map, or one sending to a view without actions), and view actions no example sends and that
/// do not say why none can (`noExample`).
enum ExampleRules: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        var names: [String: SourceLocation] = [:]
        // An action that failed to read is missing from the actions, not unknown.
        let actionsReadWhole = !spec.keysReadInPart.contains("viewAction")
        for example in spec.examples {
            if let first = names[example.name.value] {
                // A name YAML cut at a ` #` (`row #1`) is a name the user did not write twice: the
                // warning that says so, which waits for the errors to go, is a note here.
                let cuts = context.diagnostics.filter { $0.id == .textCutByComment && [first, example.name.location].contains($0.location) }
                var duplicate = Diagnostic(
                    .duplicateExampleName(example.name.value), file: context.file, at: example.name.location,
                    notes: [.firstExample(at: first)] + cuts.map { Diagnostic.Note($0.message, at: $0.location) })
                // Quoting this name whole, as written, is the fix: the other's warning then says the same.
                if let cut = cuts.first(where: { $0.location == example.name.location }) { duplicate.fixIt = cut.fixIt }
                context.diagnostics.append(duplicate)
            }
            names[example.name.value] = example.name.location
            if case .action(let send, _) = example.kind {
                let sent = sentCaseName(send.text)
                // `send: refresh`: the view action without its `.`.
                if sent == nil, send.blockIndentation == 0, let name = Self.leadingName(of: send.text),
                    spec.actionCases.contains(where: { $0.name.value == name })
                {
                    context.report(.sendWithoutDot(example.name.value, action: name), at: send.location, insertingAt: send.location)
                    continue
                }
                // `send: .toggle` after the action was renamed, or misspelt.
                let actionNames = spec.actionCases.map(\.name.value)
                if actionsReadWhole, let sent, send.text.hasPrefix("."), !actionNames.isEmpty, !actionNames.contains(sent) {
                    let nameLocation = send.location.advanced(by: 1)
                    context.report(
                        .unknownSentAction(
                            example.name.value, action: sent, actions: actionNames, suggestion: DidYouMean.suggestion(for: sent, among: actionNames)),
                        at: nameLocation, replacingWritten: sent)
                    continue
                }
                let readsState = sent.map(resolved.facts.actionsReadingState.contains) ?? false
                // A plan an example runs (`dispatches`) reads `given` as its state; without
                // `plans`, DispatchesRule says what is missing.
                // Whether an action reads the state is known only of actions, and slices, that read whole.
                if actionsReadWhole, !spec.keysReadInPart.contains("slices"), resolved.traits.makesConnector, let given = example.state, !resolved.facts.actionsReadState, !example.checksDispatches {
                    context.diagnostics.append(Diagnostic(
                        .exampleWithGivenAndSend(example.name.value), file: context.file, at: given.location,
                        replacing: Self.removal(ofLineOf: given, key: "given", in: context)))
                } else if resolved.traits.makesConnector && example.state == nil && resolved.facts.actionsReadState {
                    // Without `given`, the test would call `connect(action:)`, which maps against
                    // the state of an earlier `connect(state:)` and has none: every action
                    // example needs `given`, even one whose action reads nothing.
                    if let sent, readsState {
                        let reads = resolved.facts.stateReads[sent] ?? []
                        context.report(.stateActionExampleWithoutGiven(example.name.value, action: sent, reads: reads), at: send.location)
                    } else if let reading = resolved.spec.actionCases.first(where: { resolved.facts.actionsReadingState.contains($0.name.value) }) {
                        context.report(
                            .stateActionExampleWithoutGiven(
                                example.name.value,
                                sending: sent.flatMap { name in resolved.spec.actionCases.contains { $0.name.value == name } ? name : nil }
                                    ?? Self.firstLine(of: send.text),
                                readingAction: reading.name.value),
                            at: send.location)
                    }
                } else if !resolved.traits.makesConnector && example.state == nil {
                    context.report(.flavorActionExampleWithoutGiven(example.name.value, flavor: resolved.flavor.rawValue), at: send.location)
                }
                // A `viewAction` indented under another key is reported as such.
                if case .none = spec.viewAction, !context.misplacedSpecKeys.contains("viewAction") {
                    context.report(.actionExampleWithoutViewAction(example.name.value), at: send.location)
                }
            }
        }
        checkReasonsBesideExamples(resolved, context: &context)
        for actionCase in resolved.facts.actionsWithoutExamples where actionCase.noExample == nil {
            let parameters = actionCase.parameters.map { $0.argument("<#\($0.type.value)#>") }
            let plans: DiagnosticMessage.PlansInExamples = switch resolved.names.planRunner {
            case nil: .notRun(importsReSwift: resolved.importsThunkLibrary)
            case .asyncAction: .asyncActions
            case .runnableAction, .thunk: .closures
            }
            context.report(
                .actionWithoutExample(
                    actionCase.name.value, parameters: parameters,
                    needsGiven: resolved.actionExamplesNeedGiven, plans: plans),
                at: actionCase.name.location)
        }
    }

    /// Warns about each view action that says why no example can check it (`noExample`) while
    /// an example sends it: the example runs, and the reason says what is no longer so.
    static func checkReasonsBesideExamples(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let untested = Set(resolved.facts.actionsWithoutExamples.map(\.name.value))
        for actionCase in resolved.spec.actionCases where !untested.contains(actionCase.name.value) {
            guard let reason = actionCase.noExample,
                  let example = resolved.spec.examples.first(where: { example in
                      if case .action(let send, _) = example.kind { return sentCaseName(send.text) == actionCase.name.value }
                      return false
                  })
            else { continue }
            let code = SwiftCode(reason.value, at: reason.location)
            context.diagnostics.append(Diagnostic(
                .noExampleBesideExample(actionCase.name.value, example: example.name.value), file: context.file, at: reason.location,
                replacing: removal(ofLineOf: code, key: "noExample", in: context),
                notes: [.init("the example is here", at: example.name.location)]))
        }
    }

    /// The range of the line that holds `key`'s entry with `code` as its value, line break
    /// included, when the line holds only that entry (`    given: AppState()`) and the value
    /// goes on on no line below; otherwise `nil`, and the fix-it is words only.
    static func removal(ofLineOf code: SwiftCode, key: String, in context: DecodingContext) -> SourceRange? {
        let line = code.location.line
        // The line holds the entry and nothing else but a comment (not `given: X, send: .y,`):
        // the value written as read, or quoted whole.
        func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\r" }
        guard code.blockIndentation == 0, !code.text.contains("\n"),
              let text = context.sourceLine(at: SourceLocation(line: line, column: 1)),
              case let entry = text.drop(while: { $0 == " " }), entry.hasPrefix(key + ":"),
              case let rest = entry.dropFirst(key.count + 1).drop(while: isBlank)
        else { return nil }
        let comment = rest.firstRange(of: " #").map { rest[..<$0.lowerBound] } ?? rest.firstRange(of: "\t#").map { rest[..<$0.lowerBound] } ?? rest
        let value = comment.reversed().drop(while: isBlank).reversed()
        let isQuotedWhole = value.count >= 2 && (value.first == "'" || value.first == "\"") && value.last == value.first
        guard String(value) == code.text || isQuotedWhole else { return nil }
        let indentation = text.prefix { $0 == " " }.count
        // A line below indented deeper goes on with the value (YAML folds it in).
        var next = line + 1
        while let below = context.sourceLine(at: SourceLocation(line: next, column: 1)) {
            let content = below.drop { $0 == " " }
            if !content.isEmpty && !content.hasPrefix("#") {
                guard below.count - content.count <= indentation else { return nil }
                break
            }
            next += 1
        }
        // With its line break; the last line of a file that ends without one, to its end.
        let isLast = context.lines.location(ofOffset: context.source.count).line == line
        return SourceRange(
            from: SourceLocation(line: line, column: 1),
            to: isLast ? SourceLocation(line: line, column: text.utf8.count + 1) : SourceLocation(line: line + 1, column: 1))
    }

    /// The identifier `code` starts with when nothing or a call's `(` follows it: `refresh`
    /// for `refresh` and `select(id: 1)`.
    private static func leadingName(of code: String) -> String? {
        let name = code.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let rest = code.dropFirst(name.count)
        guard !name.isEmpty, rest.allSatisfy({ $0 == " " }) || rest.hasPrefix("(") else { return nil }
        return String(name)
    }

    /// The first line of `code`, without the spaces around it, to quote in a message.
    private static func firstLine(of code: String) -> String {
        let line = code.split(separator: "\n", omittingEmptySubsequences: true).first ?? ""
        return String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
