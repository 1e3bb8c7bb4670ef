/// The messages of decoding a spec or a `connector-gen.yml`: one constructor per message.
extension DiagnosticMessage {
    /// The mapping a key takes, described in `emptyMapping` and `notAMapping`.
    enum MappingShape {
        case inputs, slices, types, typeFields, viewState, viewAction, labels, example, exampleInputs
        case features, feature, storeFields, storeActions, effect
        case container, containerDefaults, bindings

        var description: String {
            switch self {
            case .inputs: "a mapping of names to types, e.g. 'movieId: Movie.ID'"
            case .exampleInputs: "a mapping of input names to values, e.g. 'movieId: 42'"
            case .slices: "a mapping of names to key paths, e.g. 'history: watchedHistory'"
            case .types: "a mapping of type names to their fields, e.g. 'Item: { id: Int, title: String }'"
            case .typeFields: "a mapping of field names to types, e.g. '{ id: Int, title: String }'"
            case .viewState: "a mapping of fields, or the name of an existing type"
            case .viewAction: "a mapping of cases, or the name of an existing type"
            case .labels: "a mapping of labels to types, e.g. '{ episode: EpisodeID }'"
            case .example: "a mapping with 'name', 'given' or 'send', and 'expect'"
            case .features: "a mapping of feature names to their types, e.g. 'calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }'"
            case .feature: "a mapping with 'state', 'action' and 'reducer'"
            case .storeFields: "a mapping of field names to types, e.g. 'selectedTab: Int'"
            case .storeActions: "a mapping of case names to their associated values, e.g. 'select: { tab: Int }'"
            case .effect: "a mapping with 'returns', 'map' and 'async', e.g. '{ returns: Effect<AppAction>, map: map }'"
            case .container: "'true', or a mapping with 'name', 'store', 'source', 'shape' and 'bindings'"
            case .containerDefaults: "a mapping with 'store', 'source', 'shape', 'state', 'send' and 'connect', e.g. '{ store: AppStore }'"
            case .bindings: "a mapping of view state fields to the view actions that change them, e.g. 'draft: edit'"
            }
        }
    }

    /// The mapping whose keys `unknownKey` reports.
    enum KeyOwner: Equatable {
        case spec, config, example, store, effect, container
        case field(String)
        case feature(String)
        case action(String)

        var description: String {
            switch self {
            case .spec: "a spec"
            case .config: "connector-gen.yml"
            case .example: "an example"
            case .store: "a store spec"
            case .effect: "'effect'"
            case .container: "'container'"
            case .feature(let name): "the feature '\(name)'"
            case .field(let name): "the field '\(name)'"
            case .action(let name): "the action '\(name)'"
            }
        }
    }

    /// What an identifier names, for `invalidIdentifier`.
    enum IdentifierRole {
        case connector, input, slice, type, field, actionCase, embeddedCase, label, feature, function

        var description: String {
            switch self {
            case .connector: "a connector name"
            case .input: "an input name"
            case .slice: "a slice name"
            case .type: "a type name"
            case .field: "a field name"
            case .actionCase: "a case name"
            case .embeddedCase: "the app action case in 'embed'"
            case .label: "a label"
            case .feature: "a feature name"
            case .function: "a function name"
            }
        }
    }

    // MARK: - The document

    static func emptySpec(_ owner: KeyOwner) -> Self {
        switch owner {
        case .store:
            Self(.emptySpec, "the store spec is empty",
                 fixIt: "start with 'state: AppState', 'action: AppAction', 'reducer: appReducer' and the 'features:' the app is made of")
        default:
            Self(.emptySpec, "the spec is empty",
                 fixIt: "start with 'connector: <Name>Connector', or run 'connector-gen init <Name>' for a commented starter spec")
        }
    }

    static func specNotAMapping(_ owner: KeyOwner, found root: Node) -> Self {
        let example = owner == .store ? "'state:' and 'features:'" : "'connector:'"
        return Self(.specNotAMapping, "\(owner.description) is a mapping of keys such as \(example), not \(root.kindDescription)")
    }

    static func configNotAMapping(found root: Node) -> Self {
        Self(.configNotAMapping, "connector-gen.yml is a mapping of keys such as 'access:', not \(root.kindDescription)")
    }

    // MARK: - Keys

    /// - Parameter suggestion: The known key closest to `name`, which then replaces it.
    static func unknownKey(_ name: String, in owner: KeyOwner, known: [String], suggestion: String?) -> Self {
        if owner == .spec, TargetConfigDecoder.keys.contains(name) {
            return Self(
                .unknownKey, "unknown key '\(name)' in a spec; '\(name)' is a target default, set in connector-gen.yml",
                fixIt: "move it to connector-gen.yml at the target's root, where it applies to every spec of the target")
        }
        if let suggestion {
            return Self(
                .unknownKey, "unknown key '\(name)' in \(owner.description); did you mean '\(suggestion)'?",
                fixIt: "replace '\(name)' with '\(suggestion)'", replacement: suggestion)
        }
        return Self(
            .unknownKey, "unknown key '\(name)' in \(owner.description)",
            fixIt: "remove it; the keys of \(owner.description) are \(known.map { "'\($0)'" }.joined(separator: ", "))")
    }

    /// - Parameters:
    ///   - keys: The entry's own keys, which are those `owner` takes.
    ///   - step: How many spaces too deep the entry is.
    ///   - replacement: The entry's lines, unindented by `step`.
    static func entryIndentedTooDeep(_ name: String, in owner: KeyOwner, keys: [String], by step: Int, replacement: String) -> Self {
        Self(
            .keyIndentedTooDeep,
            "'\(name)' is indented one level too deep: it has the keys of \(owner.description) (\(keys.map { "'\($0)'" }.joined(separator: ", "))), so it belongs beside it, not inside it",
            fixIt: "unindent '\(name)' and the lines under it by \(step) spaces", replacement: replacement)
    }

    static func missingRequiredKey(_ key: String) -> Self {
        let example = switch key {
        case "connector": "<Name>Connector"
        case "state": "AppState"
        case "action": "AppAction"
        case "viewState": "{ title: String }"
        case "features": "{ calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer } }"
        case "reducer": "appReducer"
        case "handle": "<function handling the app-level actions>"
        default: "<value>"
        }
        return Self(.missingRequiredKey, "missing required key '\(key)'", fixIt: "add '\(key): \(example)'")
    }

    // MARK: - Values

    static func emptyValue(_ key: String) -> Self {
        Self(.emptyValue, "'\(key)' is empty", fixIt: "write a value after '\(key):'")
    }

    /// An empty key that takes Swift code.
    static func emptyExpression(_ key: String) -> Self {
        Self(.emptyValue, "'\(key)' is empty", fixIt: "write a Swift expression after '\(key):'")
    }

    /// - Parameter comment: The comment that took the value's place, from its `#`.
    static func valueIsAComment(_ key: String, comment: String) -> Self {
        Self(
            .valueIsAComment, "'\(key)' is empty: a '#' after '\(key): ' starts a YAML comment",
            fixIt: "quote the value if the '#' is part of it: \(key): \(singleQuoted(comment))")
    }

    static func listWhereText(_ written: String, key: String) -> Self {
        Self(
            .listWhereText, "'\(written)' is read as a YAML list, but '\(key)' takes text",
            fixIt: "quote it: \(doubleQuoted(written))", replacement: doubleQuoted(written))
    }

    /// - Parameter bareType: The type inside the braces, when `key` takes a type: the fix-it
    ///   removes the braces instead of quoting them.
    static func mappingWhereText(_ written: String, key: String, bareType: String? = nil) -> Self {
        if let bareType {
            return Self(
                .mappingWhereText, "'\(written)' is read as a YAML mapping, but '\(key)' takes a type",
                fixIt: "remove the braces: \(bareType)", replacement: bareType)
        }
        return Self(
            .mappingWhereText, "'\(written)' is read as a YAML mapping, but '\(key)' takes text",
            fixIt: "quote it: \(doubleQuoted(written))", replacement: doubleQuoted(written))
    }

    static func textExpected(_ key: String, found node: Node) -> Self {
        Self(.textExpected, "'\(key)' takes text, not \(node.kindDescription)")
    }

    static func emptyMapping(_ key: String, expected: MappingShape) -> Self {
        Self(.emptyMapping, "'\(key)' is empty; expected \(expected.description)")
    }

    static func notAMapping(_ key: String, expected: MappingShape, found node: Node) -> Self {
        Self(.notAMapping, "'\(key)' must be \(expected.description), not \(node.kindDescription)")
    }

    static func invalidIdentifier(_ name: String, as role: IdentifierRole, suggestion: String) -> Self {
        Self(
            .invalidIdentifier, "'\(name)' is not a valid Swift identifier for \(role.description)",
            fixIt: "use letters, digits and '_', not starting with a digit, e.g. '\(suggestion)'", replacement: suggestion)
    }

    static func isolationDiffersFromBuild(configured: String, build: String) -> Self {
        Self(
            .isolationDiffersFromBuild,
            "'isolation' is '\(configured)', but the build sets this target's default isolation to \(build); connectors generated for '\(configured)' may not compile",
            fixIt: "set 'isolation: \(build)', or remove 'isolation' to follow the build", replacement: build)
    }

    static let unnamedAssociatedValue = Self(
        .unnamedAssociatedValue, "an associated value without a label still needs a name, which 'to' reads it by",
        fixIt: "write '_ name: Type', e.g. '_ id: Item.ID' declares 'case remove(_ id: Item.ID)', sent as .remove(someID)")

    /// - Parameter problem: What ``TypeTextRules`` found wrong.
    static func invalidType(_ type: String, key: String, problem: String) -> Self {
        Self(
            .invalidType, "'\(type)' is not a valid type for '\(key)': \(problem)",
            fixIt: "write a Swift type on one line, with balanced brackets, such as 'Int', '[Item]' or '[Item.ID: Item]'")
    }

    /// - Parameter problem: What ``ExpressionRules`` found wrong.
    static func unbalancedExpression(problem: String, key: String) -> Self {
        Self(.unbalancedExpression, "\(problem) in '\(key)'", fixIt: "balance the brackets and quotes of the expression")
    }

    /// - Parameter line: The part of the line the comment left as the value.
    static func expressionCutByComment(problem: String, key: String, line: String) -> Self {
        Self(
            .expressionCutByComment,
            "\(problem) in '\(key)': the ' #' after '\(line)' starts a YAML comment and cut the expression short",
            fixIt: "quote the whole expression, or write it as a '|' block on the next lines")
    }

    static func expressionCutInFlow(problem: String, key: String) -> Self {
        Self(
            .expressionCutInFlow, "\(problem) in '\(key)': inside '{ }' or '[ ]', a ',' or a bracket ends the value",
            fixIt: "quote the expression, or write the field in block form with '\(key):' on a line of its own")
    }

    // MARK: - Imports and access

    static let importsNotAList = Self(.importsNotAList, "'imports' must be a list of module names, e.g. '[Foundation]'")

    static func invalidModuleName(_ name: String) -> Self {
        Self(.invalidModuleName, "'\(name)' is not a valid module name")
    }

    /// - Parameter suggestion: The access level that replaces `value`, if one is close.
    static func invalidAccessLevel(_ value: String, suggestion: String?) -> Self {
        let reason = value == "open" ? "; generated types are structs and enums, which cannot be open" : ""
        return Self(
            .invalidAccessLevel, "'access' must be 'internal', 'package' or 'public', not '\(value)'",
            fixIt: suggestion.map { "replace '\(value)' with '\($0)'" + reason }, replacement: suggestion)
    }

    static func invalidNamespace(_ name: String) -> Self {
        Self(
            .invalidNamespace,
            SwiftNames.keywords.contains(name) ? "'\(name)' is a Swift keyword, so it cannot name the namespace" : "'\(name)' is not a valid namespace name",
            fixIt: "use a Swift identifier such as 'Connectors', or \"\" to put connectors at the top level")
    }

    static func invalidTestFramework(_ value: String, known: [String], suggestion: String?) -> Self {
        Self(
            .invalidTestFramework, "'tests' must be \(known.map { "'\($0)'" }.joined(separator: " or ")), not '\(value)'",
            fixIt: suggestion.map { "replace it with '\($0)'" }, replacement: suggestion)
    }

    static func invalidFlavor(_ value: String, known: [String], suggestion: String?) -> Self {
        Self(
            .invalidFlavor, "'flavor' must be \(known.map { "'\($0)'" }.joined(separator: " or ")), not '\(value)'",
            fixIt: suggestion.map { "replace it with '\($0)'" }, replacement: suggestion)
    }

    /// A flavor that extends the view needs `view`, generated fields and generated cases.
    static func flavorNeedsGeneratedView(_ flavor: String, missing: String) -> Self {
        Self(.flavorNeedsGeneratedView, "the flavor '\(flavor)' generates an extension of the spec's view, \(missing)")
    }

    static func flavorPropNameClash(_ name: String, flavor: String) -> Self {
        Self(
            .flavorPropNameClash,
            "with the flavor '\(flavor)', the action '\(name)' and the field '\(name)' would both be a property of Props",
            fixIt: "rename the action or the field")
    }

    static func flavorActionExampleWithoutGiven(_ name: String, flavor: String) -> Self {
        Self(
            .flavorActionExampleWithoutGiven,
            "the example '\(name)' sends an action but has no 'given': with the flavor '\(flavor)', the action props are mapped from a state",
            fixIt: "add 'given: <an app state>'")
    }

    static func invalidIsolation(_ value: String, known: [String], suggestion: String?) -> Self {
        Self(
            .invalidIsolation, "'isolation' must be \(known.map { "'\($0)'" }.joined(separator: " or ")), not '\(value)'",
            fixIt: suggestion.map { "replace it with '\($0)'" } ?? "use 'MainActor' for a target whose default actor isolation is MainActor, else 'nonisolated'",
            replacement: suggestion)
    }

    static func invalidBoolean(_ key: String, _ value: String, suggestion: String?) -> Self {
        Self(
            .invalidBoolean, "'\(key)' must be 'true' or 'false', not '\(value)'",
            fixIt: suggestion.map { "replace it with '\($0)'" }, replacement: suggestion)
    }

    static func memoizedFieldReadsState(_ field: String) -> Self {
        Self(
            .memoizedFieldReadsState,
            "the field '\(field)' reads 'state', which a memoized connector does not compare; it would keep a stale value",
            fixIt: "name what it reads under 'slices' and read the slice instead")
    }

    /// - Parameter inSpec: Whether `sendable: false` is written in the spec, rather than in
    ///   connector-gen.yml.
    static func memoizedWithoutSendable(inSpec: Bool) -> Self {
        Self(
            .memoizedWithoutSendable,
            "a memoized connector in a target without default isolation keeps its view state for any thread, so the view state must be Sendable, but 'sendable' is false\(inSpec ? "" : " in connector-gen.yml")",
            fixIt: "remove 'sendable: false' (or set 'sendable: true' in this spec), or 'memoize: false'; if the target's default isolation is MainActor, set 'isolation: MainActor' in connector-gen.yml")
    }

    // MARK: - View state and view action

    /// - Parameter path: The slice's key path as written.
    static let sliceMeantSlices = Self(
        .misplacedSlice, "'slice' applies only when 'viewState' names an existing type; did you mean 'slices'?",
        fixIt: "replace 'slice' with 'slices'", replacement: "slices")

    static func misplacedSlice(path: String) -> Self {
        Self(
            .misplacedSlice, "'slice' applies only when 'viewState' names an existing type",
            fixIt: "remove 'slice', or set 'viewState' to the type of state.\(path)")
    }

    static let misplacedTypes = Self(
        .misplacedTypes, "'types' are nested in a generated view state, but 'viewState' names an existing type",
        fixIt: "declare the types beside the existing view state, and remove 'types'")

    static func missingSlice(viewState type: String) -> Self {
        Self(
            .missingSlice, "'viewState' names the existing type '\(type)', so the connector needs 'slice' to read it",
            fixIt: "add 'slice: <key path>' so the view state is state.<key path>, or list the fields under 'viewState'")
    }

    static func fieldWithoutType(_ name: String) -> Self {
        Self(.fieldWithoutType, "the field '\(name)' has no 'type'", fixIt: "add 'type: <Swift type>'")
    }

    static func fieldWithoutFrom(_ name: String, type: String) -> Self {
        Self(
            .fieldWithoutFrom, "the field '\(name)' has no 'from', and there is no slice named '\(name)' to copy",
            fixIt: "write '\(name): { type: \(type), from: <expression> }', or add the slice '\(name): <key path>' under 'slices'")
    }

    /// - Parameter listsCases: Whether `viewAction` lists cases; otherwise there is none.
    static func misplacedEmbed(listsCases: Bool) -> Self {
        Self(
            .misplacedEmbed, "'embed' applies only when 'viewAction' names an existing type",
            fixIt: listsCases
                ? "remove 'embed'; each case's 'to' says which app action it sends"
                : "add 'viewAction: <existing action type>', or remove 'embed'")
    }

    static func missingEmbed(viewAction type: String) -> Self {
        Self(
            .missingEmbed,
            "'viewAction' names the existing type '\(type)', so the connector needs 'embed' to wrap it in an app action",
            fixIt: "add 'embed: <case>' so each view action is sent as .<case>(action), or list the cases under 'viewAction'")
    }

    /// - Parameter arguments: The case's values as `to` would pass them on (`title: title`).
    static func actionWithoutTo(_ name: String, arguments: [String]) -> Self {
        let example = arguments.isEmpty ? "." + name : "." + name + "(" + arguments.joined(separator: ", ") + ")"
        return Self(.actionWithoutTo, "the action '\(name)' has no 'to'", fixIt: "add 'to: <the app action to send>', e.g. 'to: \(example)'")
    }

    // MARK: - Examples

    static let examplesNotAList = Self(.examplesNotAList, "'examples' must be a list, each item starting with '- name:'")

    static let exampleWithoutName = Self(.exampleWithoutName, "an example needs a 'name'", fixIt: "add 'name: <what the example shows>'")

    static func exampleWithoutExpect(_ name: String) -> Self {
        Self(.exampleWithoutExpect, "the example '\(name)' has no 'expect'", fixIt: "add 'expect: <expected value>'")
    }

    static func exampleWithGivenAndSend(_ name: String) -> Self {
        Self(
            .exampleWithGivenAndSend, "the example '\(name)' has both 'given' and 'send'",
            fixIt: "split it in two: 'given' + 'expect' checks the view state, 'send' + 'expect' checks an action")
    }

    static func exampleWithoutGivenOrSend(_ name: String) -> Self {
        Self(
            .exampleWithoutGivenOrSend, "the example '\(name)' has neither 'given' nor 'send'",
            fixIt: "add 'given: <app state>' to check the view state, or 'send: <view action>' to check an action")
    }
}

/// `text` in double quotes, escaped for YAML.
private func doubleQuoted(_ text: String) -> String {
    "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
}
