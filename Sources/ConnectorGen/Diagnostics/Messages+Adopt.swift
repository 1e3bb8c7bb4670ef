/// The diagnostics of `connector-gen adopt`, reported at the Swift files it reads and the
/// drafts it writes: each ID with its message constructors.
extension DiagnosticID {
    /// The diagnostics of this file, in the order `Docs/diagnostics.md` lists them.
    static let adoptDiagnostics: [DiagnosticID] = [.draftTodo, .screenNotDrafted, .draftNotReplaced, .draftDoesNotLint]
}

extension DiagnosticID {
    /// `the draft HistoryConnector.connector.yml has a TODO here: the mapping calls 'formatted', …`
    public static let draftTodo = DiagnosticID(
        "DraftTodo", .warning, summary: "`adopt` drafted a screen but left part of it as a `# TODO(adopt):` comment in the draft.")
}
extension DiagnosticMessage {
    static func draftTodo(_ draft: String, _ message: String) -> Self {
        Self(.draftTodo, "the draft \(draft) has a TODO here: \(message)")
    }
}

extension DiagnosticID {
    /// `'SearchScreen' was not drafted: its view state 'SearchState' is not declared in the files read`
    public static let screenNotDrafted = DiagnosticID(
        "ScreenNotDrafted", .warning, summary: "`adopt` found a connected screen it could not draft.")
}
extension DiagnosticMessage {
    /// - Parameter isScreen: Whether `name` is a screen; otherwise the rest of a file, not read.
    static func screenNotDrafted(_ name: String, reason: String, isScreen: Bool = true) -> Self {
        Self(.screenNotDrafted, isScreen ? "'\(name)' was not drafted: \(reason)" : "\(name) was not read: \(reason)")
    }
}

extension DiagnosticID {
    /// `Drafts/History.connector.yml: warning: the file exists; adopt never replaces a spec`
    public static let draftNotReplaced = DiagnosticID(
        "DraftNotReplaced", .warning, summary: "`adopt` did not write a draft because a file of its name exists.")
}
extension DiagnosticMessage {
    static func draftNotReplaced(_ path: String) -> Self {
        Self(.draftNotReplaced, "the file exists; adopt never replaces a spec, so this screen's draft was not written",
             fixIt: "move the file away, or choose another --output folder, and run adopt again")
    }
}

extension DiagnosticID {
    /// `Drafts/Counter.connector.yml:9:30: warning: the draft does not lint: '+' ends the expression, …`
    public static let draftDoesNotLint = DiagnosticID(
        "DraftDoesNotLint", .warning, summary: "A draft `adopt` wrote has an error `lint` reports, most often from a mistake in the Swift it was drafted from.")
}

extension DiagnosticMessage {
    /// - Parameters:
    ///   - message: `lint`'s message, and the ID of its error.
    ///   - fixIt: `lint`'s fix-it, in words.
    static func draftDoesNotLint(_ message: String, id: DiagnosticID, fixIt: String?) -> Self {
        Self(.draftDoesNotLint, "the draft does not lint: \(message) [#\(id.rawValue)]", fixIt: fixIt)
    }
}

extension Diagnostic {
    /// `lint`'s error `error` in a draft adopt wrote, as a warning of adopt's at the same place:
    /// the draft is written, and not complete.
    public static func draftDoesNotLint(_ error: Diagnostic) -> Diagnostic {
        Diagnostic(.draftDoesNotLint(error.message, id: error.id, fixIt: error.fixIt?.message), file: error.file, at: error.location, notes: error.notes)
    }

    /// A TODO of the draft `draft`, at its place in the Swift file it comes from.
    package static func draftTodo(_ draft: String, _ message: String, file: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.draftTodo(draft, message), file: file, at: location)
    }

    /// A screen `adopt` found and did not draft.
    package static func screenNotDrafted(_ name: String, reason: String, isScreen: Bool = true, file: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.screenNotDrafted(name, reason: reason, isScreen: isScreen), file: file, at: location)
    }

    /// A draft not written because `path` exists.
    public static func draftNotReplaced(_ path: String) -> Diagnostic {
        Diagnostic(.draftNotReplaced(path), file: path, at: nil)
    }
}
