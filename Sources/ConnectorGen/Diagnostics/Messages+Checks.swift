/// The messages of the checks across keys and across specs: one constructor per message.
extension DiagnosticMessage {
    // MARK: - One spec

    static let sliceNamedState = Self(
        .sliceNamedState, "a slice named 'state' would hide the app state that every expression can read",
        fixIt: "rename the slice, e.g. 'appState'")

    static func unusedSlice(_ name: String) -> Self {
        Self(.unusedSlice, "the slice '\(name)' is never used", fixIt: "remove it, or use it in a field's 'from'")
    }

    static func typeHidesName(_ name: String, meaning: String) -> Self {
        Self(
            .typeHidesName, "the type '\(name)' in 'types' has the name of \(meaning), which the connector would no longer see",
            fixIt: "rename the type")
    }

    static func fieldNamedLikeType(_ name: String) -> Self {
        Self(.fieldNamedLikeType, "the field '\(name)' has the same name as a type in 'types'", fixIt: "rename the field or the type")
    }

    /// - Parameters:
    ///   - name: The generated name that clashes.
    ///   - isConnector: Whether `name` is the connector's, rather than a generated view type's.
    ///   - appKey: The key of the app type it clashes with: `state` or `action`.
    ///   - base: The connector's name without `Connector`, for the suggested `view`.
    static func generatedNameClash(_ name: String, isConnector: Bool, appKey: String, base: String) -> Self {
        let what = isConnector ? "the connector" : "the generated view type"
        return Self(
            .generatedNameClash, "\(what) '\(name)' has the same name as the app \(appKey) type",
            fixIt: "add 'view: \(base)View' so the view types are nested in it (\(base)View.State, \(base)View.Action), or rename the connector")
    }

    /// - Parameters:
    ///   - name: The name used twice.
    ///   - what: What the later use is: `app-level field` or `app-level action`.
    ///   - other: What the earlier use is: `feature` or `feature's case`.
    static func storeNameClash(_ name: String, what: String, other: String) -> Self {
        Self(.storeNameClash, "the \(what) '\(name)' has the name of a \(other)", fixIt: "rename the \(what)")
    }

    static let viewHasNoEffect = Self(
        .viewHasNoEffect, "'view' has no effect: 'viewState' and 'viewAction' both name existing types, so no view types are generated",
        fixIt: "remove 'view'")

    static func duplicateExampleName(_ name: String) -> Self {
        Self(.duplicateExampleName, "two examples are named '\(name)'", fixIt: "give each example a name of its own; each becomes a test")
    }

    static func actionExampleWithoutViewAction(_ name: String) -> Self {
        Self(
            .actionExampleWithoutViewAction, "the example '\(name)' sends an action, but the view has no 'viewAction'",
            fixIt: "add the action under 'viewAction', or remove the example")
    }

    /// - Parameter parameters: The case's arguments with their types as placeholders
    ///   (`episode: <EpisodeID>`), for the `send:` the fix-it suggests.
    static func actionWithoutExample(_ name: String, parameters: [String]) -> Self {
        let call = parameters.isEmpty ? "." + name : "." + name + "(" + parameters.joined(separator: ", ") + ")"
        return Self(
            .actionWithoutExample, "the action '\(name)' has no example",
            fixIt: "add an example under 'examples': '- name: <what it does>', 'send: \(call)', 'expect: <app action>'")
    }

    /// - Parameters:
    ///   - type: The app action type as written.
    ///   - evidence: What shows it is a protocol.
    ///   - replacement: The type written as an existential: `any Action`, `(any Action)?`.
    static func actionTypeIsProtocol(_ type: String, evidence: ExampleCheckRules.Evidence, replacement: String) -> Self {
        let reason =
            switch evidence {
            case .library(let library): "is \(library)'s action protocol"
            case .sentValue(let made): "looks like a protocol ('\(made)(…)' is sent as one)"
            }
        return Self(
            .actionTypeIsProtocol, "the app action type '\(type)' \(reason), so examples cannot compare its values with '=='",
            fixIt: "write it '\(replacement)': examples then compare actions by their types at run time", replacement: replacement)
    }

    // MARK: - Several specs

    static func duplicateView(_ name: String) -> Self {
        Self(
            .duplicateView, "another spec already generates the types of the view '\(name)'",
            fixIt: "give each spec a 'view' of its own, or remove 'view' from this one to declare its types at the top level")
    }

    static func duplicateConnector(_ name: String) -> Self {
        Self(.duplicateConnector, "another spec already declares the connector '\(name)'", fixIt: "rename one of the two connectors")
    }

    /// - Parameter key: What the name is in both specs: `state`, `action` or `reducer`.
    static func duplicateStoreDeclaration(_ name: String, key: String) -> Self {
        Self(
            .duplicateStoreDeclaration, "another store spec already declares '\(name)' (its '\(key)')",
            fixIt: "rename it in one of the two store specs, or make one store spec of the two")
    }

    /// - Parameter otherFile: The other spec's file, which may differ from `output` in case only.
    static func duplicateOutputFile(_ output: String, otherSpec: String, otherFile: String) -> Self {
        guard otherFile != output else {
            return Self(.duplicateOutputFile, "this spec and \(otherSpec) would both generate \(output)", fixIt: "rename one of the two spec files")
        }
        return Self(
            .duplicateOutputFile,
            "this spec would generate \(output), and \(otherSpec) would generate \(otherFile): one file on a file system that ignores case, as macOS's does",
            fixIt: "rename one of the two spec files")
    }
}

extension Diagnostic.Note {
    /// Points at the type a field has the name of.
    static func typeDeclaration(_ name: String, at location: SourceLocation) -> Self {
        Self("the type '\(name)' is declared here", at: location)
    }

    /// Points at the first of two examples with one name.
    static func firstExample(at location: SourceLocation) -> Self {
        Self("the first is here", at: location)
    }

    /// Names the other spec of a view, since a note points only into its own file.
    static func viewNamed(_ name: String, file: String, at location: SourceLocation) -> Self {
        Self("'\(name)' is the view of \(file):\(location.line):\(location.column)")
    }

    /// Names the other spec that declares a connector, since a note points only into its own file.
    static func connectorDeclaration(_ name: String, file: String, at location: SourceLocation) -> Self {
        Self("'\(name)' is declared in \(file):\(location.line):\(location.column)")
    }
}
