/// The diagnostics of decoding the keys and values of a spec, each ID with its message
/// constructors, and the words for mappings and keys that decoding `connector-gen.yml` shares.
extension DiagnosticID {
    /// The diagnostics of this file, in the order `Docs/diagnostics.md` lists them, but for
    /// ``unnamedAssociatedValue``, which ``allCases`` lists after the swiftdux keys.
    static let specDiagnostics: [DiagnosticID] = [
        .emptySpec, .specNotAMapping, .specOfAnotherKind, .unknownKey, .misplacedKey, .missingRequiredKey, .keyNeedsKey, .emptyValue, .valueIsAComment, .listWhereText,
        .mappingWhereText, .textExpected, .emptyMapping, .notAMapping, .invalidIdentifier, .invalidType, .opaqueType, .commentInName, .unbalancedExpression, .incompleteExpression, .statementAfterExpression, .statementForExpression, .commentHidesLines, .hashCommentInCode,
        .expressionCutByComment, .expressionCutInFlow, .importsNotAList, .invalidModuleName, .invalidAccessLevel, .misplacedSlice,
        .misplacedTypes, .missingSlice, .fieldWithoutType, .fieldWithoutFrom, .misplacedEmbed, .missingEmbed, .actionWithoutTo,
        .examplesNotAList, .exampleWithoutName, .exampleWithoutExpect, .exampleWithGivenAndSend, .exampleWithoutGivenOrSend, .sendWithoutDot, .unknownSentAction,
        .exampleExpectAndDispatches, .dispatchesWithoutSend, .dispatchesNeedPlans,
    ]
}

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
            case .slices: "a mapping of names to paths into the state, e.g. 'history: watchedHistory'"
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
        /// A property of a type in `types`, or a field named after a `.`.
        case property
        /// A type the view nests (`types`), named after a `.`.
        case nestedType

        var description: String {
            switch self {
            case .connector: "a connector name"
            case .input: "an input name"
            case .slice: "a slice name"
            case .type, .nestedType: "a type name"
            case .field: "a field name"
            case .property: "a property name"
            case .actionCase: "a case name"
            case .embeddedCase: "the app action case in 'embed'"
            case .label: "a label"
            case .feature: "a feature name"
            case .function: "a function name"
            }
        }
    }
}

// MARK: - The document

extension DiagnosticID {
    /// `the spec is empty`
    public static let emptySpec = DiagnosticID("EmptySpec", .error, summary: "The spec has no content.")
}
extension DiagnosticMessage {
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
}

extension DiagnosticID {
    /// `a spec is a mapping of keys such as 'connector:', not a list`
    public static let specNotAMapping = DiagnosticID("SpecNotAMapping", .error, summary: "The spec is a list or text instead of a mapping of keys.")
}
extension DiagnosticMessage {
    static func specNotAMapping(_ owner: KeyOwner, found kind: String) -> Self {
        let example = owner == .store ? "'state:' and 'features:'" : "'connector:'"
        return Self(.specNotAMapping, "\(owner.description) is a mapping of keys such as \(example), not \(kind)")
    }
}

extension DiagnosticID {
    /// `the file reads as a connector spec ('connector' and 'viewState'), but its name ends in '.store.yml', which makes it a store spec`
    public static let specOfAnotherKind = DiagnosticID(
        "SpecOfAnotherKind", .error,
        summary: "A file named as one kind of spec that holds the other kind, or a `*.store.yml` that holds none of a store spec's keys.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - owner: The kind of spec the file's name makes it.
    ///   - suffix: The end of the file's name that makes it so, `.store.yml`.
    ///   - keys: The keys that make it the other kind, or, without `renamedTo`, its keys, none a store spec's.
    ///   - renamedTo: The name of the file as the other kind of spec.
    static func specOfAnotherKind(_ owner: KeyOwner, suffix: String, keys: [String], renamedTo: String?) -> Self {
        let listed = keys.count > 3 ? quotedList(keys.prefix(3)) + " and \(keys.count - 3) more" : alternatives(keys, conjunction: "and")
        guard let renamedTo else {
            return Self(
                .specOfAnotherKind, "the file is read as a store spec, its name ending in '\(suffix)', but \(listed) \(keys.count == 1 ? "is not a key" : "are not keys") of a store spec",
                fixIt: "if it is another tool's file, rename it or move it out of the folders connector-gen reads; if not, write a store spec's keys: \(alternatives(["state", "action", "reducer", "features"], conjunction: "and"))")
        }
        let (kind, other) = owner == .store ? ("a store spec", "a connector spec") : ("a connector spec", "a store spec")
        return Self(
            .specOfAnotherKind, "the file reads as \(other) (\(listed)), but its name ends in '\(suffix)', which makes it \(kind)",
            fixIt: "rename it '\(renamedTo)'")
    }
}

// MARK: - Keys

extension DiagnosticID {
    /// `unknown key 'viewstate' in a spec; did you mean 'viewState'?`
    public static let unknownKey = DiagnosticID("UnknownKey", .error, summary: "A key that is not one of those its mapping takes.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - suggestion: The known key closest to `name`, which then replaces it.
    ///   - isTargetDefault: Whether `name` is a key of connector-gen.yml, which a spec does not take.
    ///
    /// A key nothing could have meant is left for the user to remove: its value may hold what
    /// they wrote for another key, or for a later version.
    static func unknownKey(
        _ name: String, in owner: KeyOwner, known: [String], suggestion: String?, isTargetDefault: Bool
    ) -> Self {
        if owner == .spec, isTargetDefault {
            return Self(
                .unknownKey, "unknown key '\(name)' in a spec; '\(name)' is a target default, set in connector-gen.yml",
                fixIt: "move it to connector-gen.yml at the target's root, where it applies to every spec of the target")
        }
        if let suggestion {
            return Self(
                .unknownKey, "unknown key '\(name)' in \(owner.description); did you mean '\(suggestion)'?",
                replacing: name, suggestion: suggestion)
        }
        return Self(
            .unknownKey, "unknown key '\(name)' in \(owner.description)",
            fixIt: "remove it; the keys of \(owner.description) are \(quotedList(known))")
    }
}

extension DiagnosticMessage {
    /// A key of a spec's `container` (`bindings`) written at the spec's top level.
    static func containerKeyAtTopLevel(_ name: String) -> Self {
        Self(.unknownKey, "unknown key '\(name)' in a spec; '\(name)' is a key of 'container'", fixIt: "indent it under 'container:', with the container's other keys")
    }

    /// `stars: Int` in an action (`owner`): a value of the action written without its `with`.
    static func actionValueWithoutWith(_ name: String, type: String, in owner: KeyOwner) -> Self {
        Self(
            .unknownKey, "unknown key '\(name)' in \(owner.description): an action's values are written under 'with'",
            fixIt: "write 'with: { \(name): \(type) }'", replacement: "with: { \(name): \(type) }")
    }

    /// An unknown key that reads like `known`, which the mapping has too, or has as another
    /// misspelling, `misspelt`: a rename would make a duplicate, and removing either may lose
    /// what the user meant.
    static func unknownKeyBesideKnown(_ name: String, known: String, misspelt: String? = nil, in owner: KeyOwner) -> Self {
        let other = misspelt.map { "'\($0)', also meant as '\(known)'" } ?? "'\(known)'"
        return Self(
            .unknownKey, "unknown key '\(name)' in \(owner.description), which also has \(other)",
            fixIt: "keep the one you mean, written '\(known)', and remove the other")
    }
}


extension DiagnosticID {
    /// `'types' is a key of the spec, but it is indented under 'viewState', where it reads as a field`
    public static let misplacedKey = DiagnosticID(
        "MisplacedKey", .error,
        summary: "A key of the spec written among the fields, actions, slices, types or inputs, or a key of a field or action written beside it, where it reads as one of them.")
}
extension DiagnosticMessage {
    /// Where a misplaced key belongs, for ``misplacedKey(_:belongsTo:readAs:in:move:replacement:)``.
    enum KeyMove: Equatable {
        /// By so many spaces, with the lines under it: fewer when negative.
        case indent(Int)
        /// Its line alone, by so many spaces fewer: the lines below it, at its indentation, are
        /// then its own.
        case unindentLine(Int)
        /// Out of the mapping it is in, to the spec's top level, where an edit cannot take it.
        case outOf(String)
        /// These keys, written after it at its own indentation, under the key, by so many
        /// spaces: beside the keys it has, or as its only ones when it is empty.
        case under(keys: [String], step: Int, isEmpty: Bool)
    }

    /// - Parameters:
    ///   - owner: What the key belongs to: `the spec`, `the action 'clear' above`; for keys
    ///     ``KeyMove/under(keys:step:isEmpty:)``, the entry: `the feature 'calendar'`.
    ///   - readAs: What it is read as: `field`, `action`.
    ///   - section: Where it is read so: `viewState`, `viewAction`.
    ///   - replacement: The key's lines, indented where they belong, when an edit can take them there.
    static func misplacedKey(_ name: String, belongsTo owner: String, readAs: String, in section: String, move: KeyMove, replacement: String?) -> Self {
        let (text, fixIt): (String, String) = switch move {
        case .indent(let step) where step < 0:
            ("'\(name)' is a key of \(owner), but it is indented under '\(section)', where it reads as \(readAs)",
             "unindent '\(name)' and the lines under it by \(-step) spaces")
        case .indent(let step):
            ("'\(name)' is a key of \(owner), but it is indented as \(readAs) of its own",
             "indent '\(name)' and the lines under it by \(step) spaces, beside the keys it belongs with")
        case .unindentLine(let step):
            ("'\(name)' is a key of \(owner), but it is indented under '\(section)', where it reads as \(readAs)",
             "unindent '\(name)' by \(step) spaces: the lines below it are then its own")
        case .outOf(let mapping):
            ("'\(name)' is a key of \(owner), but it is indented under '\(section)', where it reads as \(readAs)",
             "move '\(name)' and the lines under it out of '\(mapping)', to the spec's top level")
        case .under(let keys, let step, let isEmpty):
            ("\(isEmpty ? "\(owner) is empty, and " : "")\(alternatives(keys, conjunction: "and")) after \(isEmpty ? "it" : owner) \(keys.count == 1 ? "is its key" : "are its keys"), indented beside it instead of under it",
             "indent \(alternatives(keys, conjunction: "and")) by \(step) spaces, under '\(name)'\(isEmpty ? "" : " with its other keys")")
        }
        return Self(.misplacedKey, text, fixIt: fixIt, replacement: replacement)
    }
}
extension DiagnosticID {
    /// `missing required key 'state'`
    public static let missingRequiredKey = DiagnosticID("MissingRequiredKey", .error, summary: "A key every spec needs is missing.")
}
extension DiagnosticMessage {
    /// - Parameter suggested: The value to suggest, when the spec shows what fits; otherwise one
    ///   for the key in general.
    /// - Parameter insertion: The line the fix-it's edit adds, when the call site knows where.
    static func missingRequiredKey(_ key: String, example suggested: String? = nil, insertion: String? = nil) -> Self {
        let general = switch key {
        case "connector": "<#Name#>Connector"
        case "state": "AppState"
        case "action": "AppAction"
        case "viewState": "{ <#field#>: { type: <#Type#>, from: <#expression#> } }"
        case "features": "{ calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer } }"
        case "reducer": "appReducer"
        case "handle": "<#function handling the app-level actions#>"
        default: "<#value#>"
        }
        let example = suggested ?? general
        return Self(.missingRequiredKey, "missing required key '\(key)'", fixIt: "add '\(key): \(example)'", replacement: insertion)
    }
}

// MARK: - Values

extension DiagnosticID {
    /// `'map' in 'effect' does nothing without 'returns', the type the reducer returns`
    public static let keyNeedsKey = DiagnosticID(
        "KeyNeedsKey", .error, summary: "A store spec's key that does nothing without another: `handle` without `actions`, `map` without `returns`.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - key: The key that does nothing alone.
    ///   - needed: The key it needs.
    ///   - what: What `needed` holds, for the message.
    ///   - mapping: The mapping both belong in, `nil` for the top level.
    static func keyNeedsKey(_ key: String, needs needed: String, what: String, in mapping: String?) -> Self {
        let place = mapping.map { " in '\($0)'" } ?? ""
        return Self(
            .keyNeedsKey, "'\(key)'\(place) does nothing without '\(needed)', \(what)",
            fixIt: "add '\(needed)'\(place), or remove '\(key)'")
    }
}

extension DiagnosticID {
    /// `'view' is empty`
    public static let emptyValue = DiagnosticID("EmptyValue", .error, summary: "A key has no value.")
}
extension DiagnosticMessage {
    /// - Parameter nullWord: YAML's word for null the value is written as (`~`).
    static func emptyValue(_ key: String, nullWord: String? = nil) -> Self {
        guard let nullWord else { return Self(.emptyValue, "'\(key)' is empty", fixIt: "write a value after '\(key):'") }
        return Self(.emptyValue, "'\(key)' is '\(nullWord)', YAML's null, which leaves it empty", fixIt: "write a value after '\(key):'")
    }

    /// A type written alone where an associated value takes `label: Type`.
    static func associatedValueWithoutLabel(_ type: String) -> Self {
        Self(
            .emptyValue, "'\(type)' has no type after it: an associated value is written 'label: Type'",
            fixIt: "write '_ value: \(type)' for a value without a label, or '<#label#>: \(type)'")
    }

    /// `with: { stars }`: a value's name without its type.
    static func associatedValueWithoutType(_ name: String) -> Self {
        Self(.emptyValue, "the value '\(name)' has no type: an action's value is written 'label: Type'", fixIt: "write its type after it, e.g. '\(name): Int'")
    }

    /// An empty key that takes Swift code; `onlyComment` when it holds a Swift comment and
    /// nothing else (`from: /* TODO */`).
    static func emptyExpression(_ key: String, onlyComment: Bool = false) -> Self {
        Self(
            .emptyValue, onlyComment ? "'\(key)' holds only a comment, and no Swift expression" : "'\(key)' is empty",
            fixIt: "write a Swift expression after '\(key):'")
    }

    /// `from: ""`, whose quotes are YAML's: Swift's empty string goes inside them.
    static func emptyQuotedExpression(_ key: String, written: String) -> Self {
        Self(.emptyValue, "'\(key)' is empty: YAML reads \(written) as its own quotes around nothing", fixIt: "for Swift's empty string, write it inside YAML's quotes: '\"\"'", replacement: "'\"\"'")
    }
}

extension DiagnosticID {
    /// `'from' is empty: a '#' after 'from: ' starts a YAML comment`
    public static let valueIsAComment = DiagnosticID(
        "ValueIsAComment", .error,
        summary: "A key's value starts with ` #`, which YAML reads as a comment.")
}
extension DiagnosticMessage {
    /// - Parameter comment: The comment that took the value's place, from its `#`.
    static func valueIsAComment(_ key: String, comment: String) -> Self {
        Self(
            .valueIsAComment, "'\(key)' is empty: a '#' after '\(key): ' starts a YAML comment",
            fixIt: "quote the value if the '#' is part of it: \(key): \(singleQuoted(comment))", replacement: singleQuoted(comment))
    }
}

extension DiagnosticID {
    /// `'[Int]' is read as a YAML list, but 'type' takes text`
    public static let listWhereText = DiagnosticID(
        "ListWhereText", .error,
        summary: "A value written `[...]` is read as a YAML list where text is expected.")
}
extension DiagnosticMessage {
    static func listWhereText(_ written: String, key: String) -> Self {
        Self(
            .listWhereText, "'\(written)' is read as a YAML list, but '\(key)' takes text",
            fixIt: "quote it: \(yamlQuoted(written))", replacement: yamlQuoted(written))
    }
}

extension DiagnosticID {
    /// `'{ListView}' is read as a YAML mapping, but 'view' takes text`
    public static let mappingWhereText = DiagnosticID(
        "MappingWhereText", .error,
        summary: "A value written `{...}` is read as a YAML mapping where text is expected.")
}
extension DiagnosticMessage {
    /// - Parameter bareType: The type inside the braces, when `key` takes a type: the fix-it
    ///   removes the braces instead of quoting them.
    /// - Parameters:
    ///   - takesType: Whether `key` takes a type that the braces do not hold: no quoting helps.
    ///   - initializer: For a key that takes an expression, the value made with its initializer.
    ///   - isEdit: Whether that initializer is the edit: not where YAML quoted or nested a value.
    static func mappingWhereText(
        _ written: String, key: String, bareType: String? = nil, takesType: Bool = false, initializer: String? = nil, isEdit: Bool = true
    ) -> Self {
        if takesType {
            return Self(
                .mappingWhereText, "'\(written)' is read as a YAML mapping, but '\(key)' takes a type",
                fixIt: "write one type's name, without braces")
        }
        if let initializer {
            guard isEdit else {
                return Self(
                    .mappingWhereText, "'\(written)' is read as a YAML mapping, but '\(key)' takes a Swift expression",
                    fixIt: "make the value with its initializer, each value written as Swift: .init(…)")
            }
            return Self(
                .mappingWhereText, "'\(written)' is read as a YAML mapping, but '\(key)' takes a Swift expression",
                fixIt: "make the value with its initializer: \(initializer)", replacement: initializer)
        }
        if let bareType {
            return Self(
                .mappingWhereText, "'\(written)' is read as a YAML mapping, but '\(key)' takes a type",
                fixIt: "remove the braces: \(bareType)", replacement: bareType)
        }
        return Self(
            .mappingWhereText, "'\(written)' is read as a YAML mapping, but '\(key)' takes text",
            fixIt: "quote it: \(yamlQuoted(written))", replacement: yamlQuoted(written))
    }
}

extension DiagnosticID {
    /// `'state' takes text, not a list`
    public static let textExpected = DiagnosticID("TextExpected", .error, summary: "A list or mapping where a key takes text.")
}
extension DiagnosticMessage {
    static func textExpected(_ key: String, found kind: String) -> Self {
        Self(.textExpected, "'\(key)' takes text, not \(kind)")
    }
}

extension DiagnosticID {
    /// `'slices' is empty; expected a mapping of names to paths into the state, e.g. 'history: watchedHistory'`
    public static let emptyMapping = DiagnosticID("EmptyMapping", .error, summary: "A key that takes a mapping has no value.")
}
extension DiagnosticMessage {
    static func emptyMapping(_ key: String, expected: MappingShape) -> Self {
        Self(.emptyMapping, "'\(key)' is empty; expected \(expected.description)")
    }
}

extension DiagnosticID {
    /// `'slices' must be a mapping of names to paths into the state, e.g. 'history: watchedHistory', not text`
    public static let notAMapping = DiagnosticID("NotAMapping", .error, summary: "A key that takes a mapping has text or a list.")
}
extension DiagnosticMessage {
    /// - Parameter braced: The text in `{ }`, when it reads as `name: value` pairs written
    ///   without them (`with: title: String`): the fix-it's edit.
    static func notAMapping(_ key: String, expected: MappingShape, found kind: String, braced: String? = nil) -> Self {
        guard let braced else { return Self(.notAMapping, "'\(key)' must be \(expected.description), not \(kind)") }
        return Self(.notAMapping, "'\(key)' must be \(expected.description), not \(kind)", fixIt: "write it in braces: \(braced)", replacement: braced)
    }
}

extension DiagnosticID {
    /// `'2count' is not a valid Swift identifier for a field name`
    public static let invalidIdentifier = DiagnosticID("InvalidIdentifier", .error, summary: "A name that is not a valid Swift identifier.")
}
extension DiagnosticMessage {
    /// - Parameter suggestion: A valid name made from `name`. For a name the spec declares, the
    ///   fix-it's edit writes it; a name of the app's own (a function, an app action case) is
    ///   only suggested, since another name would name something else.
    static func invalidIdentifier(_ name: String, as role: IdentifierRole, suggestion: String) -> Self {
        let namesAppCode = role == .function || role == .embeddedCase
        // `<#function handling the app-level actions#>` or `<#Name#>Connector`, which a fix-it
        // wrote to be filled in: no name made of its words.
        if let start = name.firstRange(of: "<#"), name[start.upperBound...].contains("#>") {
            let whole = name.hasPrefix("<#") && name.hasSuffix("#>") && name.dropFirst(2).firstRange(of: "#>")?.upperBound == name.endIndex
            return Self(
                .invalidIdentifier,
                whole ? "'\(name)' is a placeholder to fill in with \(role.description)" : "'\(name)' holds a placeholder to fill in, in \(role.description)",
                fixIt: whole ? "write \(role.description) in its place" : "write the name in the placeholder's place")
        }
        // `embed: calendar.selection`, a path like a slice's, for a feature inside a feature:
        // the view's actions are then cases, each sent wrapped twice.
        let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if role == .embeddedCase, path.count > 1, path.allSatisfy(IdentifierRules.isValid) {
            let sent = path.reversed().reduce("…") { ".\($1)(\($0))" }
            return Self(
                .invalidIdentifier, "'embed' takes one case of the app action, which wraps each view action; '\(name)' is a path of \(path.count)",
                fixIt: "list the view's actions as cases under 'viewAction', each sent with 'to: \(sent)'")
        }
        if let (invisible, _, _) = InvisibleCharacters.first(in: name) {
            // The suggestion leaves out what cannot be seen, and joins the words a space-like
            // character parts (``IdentifierRules/suggestion(for:)``).
            return Self(
                .invalidIdentifier, "'\(name)' is not a valid Swift identifier for \(role.description): it holds \(invisible)",
                fixIt: "write '\(suggestion)'", replacement: namesAppCode ? nil : suggestion)
        }
        return Self(
            .invalidIdentifier, "'\(name)' is not a valid Swift identifier for \(role.description)",
            fixIt: "use letters, digits and '_', not starting with a digit, e.g. '\(suggestion)'", replacement: namesAppCode ? nil : suggestion)
    }

    /// A name the generated code declares written `self`, which Swift reads as the value itself.
    static func nameReadAsSelf(as role: IdentifierRole, suggestion: String) -> Self {
        Self(
            .invalidIdentifier, "'self' cannot be \(role.description): Swift reads 'self' as the value itself where the generated code names it, backticks or not",
            fixIt: "write '\(suggestion)'", replacement: suggestion)
    }

    /// A connector or type named `Type`, `Protocol` or `Self`, which Swift reads after a `.` as
    /// something else: `Connectors.Type` is the namespace's metatype.
    /// - Parameter qualified: The name as the generated code writes it, `Connectors.Type`.
    static func typeNameReadAsMetatype(_ name: String, as role: IdentifierRole, qualified: String, suggestion: String) -> Self {
        let meaning = name == "Self" ? "the type it is nested in" : name == "Type" ? "that type's metatype" : "a protocol's metatype"
        return Self(
            .invalidIdentifier, "'\(name)' cannot be \(role.description) here: the generated code names it '\(qualified)', which is \(meaning) to Swift, backticks or not",
            fixIt: "write '\(suggestion)'", replacement: suggestion)
    }
}

extension DiagnosticID {
    /// `'Int; var x' is not a valid type for 'type': ';' cannot appear in a type`
    public static let invalidType = DiagnosticID("InvalidType", .error, summary: "A type that is not a valid Swift type on one line.")
}
extension DiagnosticMessage {
    /// - Parameter problem: What is wrong with the type's text, e.g. `';' cannot appear in a type`.
    /// - Parameter isQuoted: Whether the type is written in YAML's quotes, which an edit keeps.
    /// - Parameter fixIt: The fix-it when the type has no edit, in place of the general one.
    static func invalidType(_ type: String, key: String, problem: String, isQuoted: Bool = false, isInFlow: Bool = false, fixIt: String? = nil) -> Self {
        // A type that is valid without what cannot be seen, the space-like characters written
        // as spaces or else deleted, gets that type as its edit.
        if let (_, spaced, deleted) = InvisibleCharacters.first(in: type),
            let fixed = [spaced, deleted].first(where: { TypeTextRules.problem(in: $0) == nil })
        {
            return Self(.invalidType, "'\(type)' is not a valid type for '\(key)': \(problem)", fixIt: "write '\(fixed)'", replacement: fixed)
        }
        // `“[String]”`, pasted from a document whose editor curled the quotes, which YAML does not read as quotes.
        if let first = type.first, let last = type.last, type.count > 2, "“‘„".contains(first), "”’“".contains(last),
           case let inner = String(type.dropFirst().dropLast()), TypeTextRules.problem(in: inner) == nil {
            let fixed = isQuoted ? inner : isInFlow ? YAMLScalarText.flowScalar(inner) : YAMLScalarText.scalar(inner)
            return Self(
                .invalidType, "'\(type)' is not a valid type for '\(key)': \(problem), a typographic quote, which YAML does not read as a quote",
                fixIt: "write \(fixed.hasPrefix("'") ? fixed : "'\(fixed)'")", replacement: fixed)
        }
        let keyword = TypeGrammar.reservedWord(in: type).flatMap { word in
            problem == TypeGrammar.keywordProblem(word) ? "write a type's name; one named '\(word)' is written in backticks inside YAML's quotes, '`\(word)`'" : nil
        }
        return Self(
            .invalidType, "'\(type)' is not a valid type for '\(key)': \(problem)",
            fixIt: fixIt ?? keyword ?? "write one Swift type on one line, such as 'Int', '[Item]' or '[Item.ID: Item]'")
    }
}

extension DiagnosticMessage {
    /// A standard type written in lowercase (`written`, in `type`), which Swift spells
    /// `standard`: `fixed` is `type` so spelt.
    static func lowercaseStandardType(_ type: String, key: String, written: String, standard: String, fixed: String) -> Self {
        Self(.invalidType, "'\(type)' is not a valid type for '\(key)': Swift spells '\(written)' as '\(standard)'", fixIt: "write '\(fixed)'", replacement: fixed)
    }
}

extension DiagnosticID {
    /// `the opaque type 'some View' cannot be written here: the compiler infers it from a value, and the generated code declares it without one`
    public static let opaqueType = DiagnosticID(
        "OpaqueType", .error,
        summary: "A type written `some P` where the generated code declares a stored value or a type argument, which cannot be opaque.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - key: The key the type is the value of.
    ///   - existential: The whole type written with `any` for `some`: the edit for the app's
    ///     action, which may be existential (`ActionTypeIsProtocol`). Elsewhere an existential
    ///     may not do (a view state's fields are compared with `==`), so the advice is in words.
    ///   - bare: The whole type without the `some`: the edit for a protocol to conform to.
    static func opaqueType(_ type: String, key: String, existential: String, bare: String) -> Self {
        let text = "the opaque type '\(type)' cannot be written here: the compiler infers it from a value, and the generated code declares it without one"
        let protocolName = String(type.dropFirst("some ".count))
        switch key {
        case "action":
            return Self(.opaqueType, text, fixIt: "write '\(existential)' for any value of the protocol, or the app's action type", replacement: existential)
        case "protocol", "conformances":
            return Self(.opaqueType, text, fixIt: "name the protocol alone: \(bare)", replacement: bare)
        case "view", "state", "store":
            return Self(.opaqueType, text, fixIt: "write the app's own type")
        default:
            let example = protocolName == "View" || protocolName.hasSuffix(".View") ? "'AnyView' for any view" : "'any \(protocolName)' for any value of the protocol"
            return Self(.opaqueType, text, fixIt: "write the concrete type, or \(example)")
        }
    }
}

extension DiagnosticID {
    /// `'appReducer // the reducer' holds a '//' comment, which YAML reads as part of the name`
    public static let commentInName = DiagnosticID(
        "CommentInName", .error,
        summary: "A name or type followed by a `//` comment, which YAML reads as part of the value: comments in YAML start with `#`.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - value: The value as YAML reads it, the comment included.
    ///   - comment: The comment, from the space before its `//`.
    ///   - role: What the value is, `name` or `type`.
    /// - Parameter yamlComment: The comment written as YAML's, ` # text`, when it ends its
    ///   line and can become one; `nil` removes it.
    static func commentInName(_ value: String, comment: String, role: String, yamlComment: String? = nil) -> Self {
        if let yamlComment {
            return Self(
                .commentInName, "'\(value)' holds a '//' comment, which YAML reads as part of the \(role)",
                fixIt: "make it a YAML comment, which starts with ' #': '\(yamlComment.dropFirst())'", replacement: yamlComment)
        }
        return Self(
            .commentInName, "'\(value)' holds a '//' comment, which YAML reads as part of the \(role)",
            fixIt: "remove '\(comment.trimmingWhitespace())'; a comment in a spec starts with ' #'", replacement: "")
    }

    /// `RowConnector# the row`: a YAML comment meant, whose `#` needs a space before it.
    static func hashInName(_ value: String, role: String) -> Self {
        Self(.commentInName, "'\(value)' holds a '#' that YAML reads as part of the \(role): a comment starts with ' #', after a space", fixIt: "add a space before the '#'", replacement: " ")
    }
}

extension DiagnosticID {
    /// `'(' is never closed in 'refresh'`
    public static let unbalancedExpression = DiagnosticID(
        "UnbalancedExpression", .error,
        summary: "An expression whose brackets, strings or comments are not closed.")
}
extension DiagnosticMessage {
    /// - Parameter problem: What is unbalanced in the expression, e.g. `'(' is never closed`.
    static func unbalancedExpression(problem: String, key: String) -> Self {
        Self(.unbalancedExpression, "\(problem) in '\(key)'", fixIt: "balance the brackets and quotes of the expression")
    }
}

extension DiagnosticID {
    /// `'//' starts a comment in 'from', and YAML joins the lines after it onto its line, so it comments them out too`
    public static let commentHidesLines = DiagnosticID(
        "CommentHidesLines", .error,
        summary: "A `//` comment in a plain value on several lines, whose later lines YAML joins onto the comment's line.")
}
extension DiagnosticMessage {
    static func commentHidesLines(_ key: String) -> Self {
        Self(
            .commentHidesLines, "'//' starts a comment in '\(key)', and YAML joins the lines after it onto its line, so it comments them out too",
            fixIt: "write the value as a '|' block, which keeps its lines, or drop the comment")
    }
}

extension DiagnosticID {
    /// `'#' starts no comment in Swift, and a '|' block of 'from' is Swift code on each line`
    public static let hashCommentInCode = DiagnosticID(
        "HashCommentInCode", .error,
        summary: "A line of a `|` or `>` block of Swift code starts with `#`, or has one after its code, or a plain value has one right after its code: a YAML comment meant, which in Swift starts none.")
}
extension DiagnosticMessage {
    /// - Parameter comment: The line's text after the `#`.
    /// - Parameter isFolded: Whether the block is a `>` block, whose lines fold into one: a `//`
    ///   comment there would hide the code folded after it.
    /// - Parameter isRightAfterValue: Whether the `#` follows a plain value with no space
    ///   before it (`.play(x)# plays all`): YAML then reads the comment into the value, and the
    ///   edit inserts the space.
    static func hashCommentInCode(_ key: String, comment: String, isFolded: Bool = false, isRightAfterValue: Bool = false) -> Self {
        if isRightAfterValue {
            return Self(
                .hashCommentInCode, "'#' starts no comment in Swift, and YAML reads it into the value of '\(key)': a YAML comment starts with ' #', after a space",
                fixIt: "add a space before the '#'", replacement: " ")
        }
        let block = isFolded
            ? "a '>' block of '\(key)' folds this line into the Swift code around it" : "a '|' block of '\(key)' is Swift code on each line"
        let swiftComment = "'//\(comment)'"
        return Self(
            .hashCommentInCode, "'#' starts no comment in Swift, and \(block)",
            fixIt: isFolded
                ? "write the value as a '|' block, which keeps its lines, and the comment as a Swift comment: \(swiftComment)"
                : "write it as a Swift comment: \(swiftComment)",
            replacement: isFolded ? nil : "//")
    }
}

extension DiagnosticID {
    /// `'+' ends the expression, with nothing after it, in 'from'`
    public static let incompleteExpression = DiagnosticID(
        "IncompleteExpression", .error,
        summary: "An expression that ends in an operator or a `.` waiting for what comes after it, starts with one that stands only between two operands (`= count`); or an expression, an example's name or a `noExample` reason that holds a placeholder (`<#…#>`) to fill in.")
}
extension DiagnosticMessage {
    static func incompleteExpression(_ symbol: String, key: String) -> Self {
        Self(.incompleteExpression, "'\(symbol)' ends the expression, with nothing after it, in '\(key)'", fixIt: "finish the expression after '\(symbol)', or remove it")
    }

    /// An expression (or an example's name, a `noExample` reason) that holds an editor
    /// placeholder, `<#an app state#>`, which a fix-it wrote to be filled in.
    static func placeholderInExpression(_ placeholder: String, key: String) -> Self {
        Self(.incompleteExpression, "'\(placeholder)' is a placeholder to fill in, in '\(key)'", fixIt: "write what it stands for in its place")
    }

    /// An expression that starts with an operator only written between two operands, `= count`
    /// (a `:` or `=` meant for the key's): the fix-it removes it.
    static func operatorStartsExpression(_ symbol: String, key: String) -> Self {
        Self(.incompleteExpression, "'\(symbol)' starts the expression, with nothing before it, in '\(key)'", fixIt: "remove '\(symbol)'", replacement: "")
    }
}

extension DiagnosticID {
    /// `'from' takes an expression, and 'return' starts a statement`
    public static let statementForExpression = DiagnosticID(
        "StatementForExpression", .error,
        summary: "An expression's value starts with a statement (`return …`, `let …`), where Swift takes an expression.")
}
extension DiagnosticMessage {
    static func statementForExpression(_ word: String, key: String) -> Self {
        guard word != "return" else {
            return Self(
                .statementForExpression, "'\(key)' takes an expression, and 'return' starts a statement",
                fixIt: "remove 'return': the value is the expression after it", replacement: "")
        }
        return Self(
            .statementForExpression, "'\(key)' takes an expression, and '\(word)' starts a statement",
            fixIt: "for several statements, write a closure called in place, as a '|' block: '{' on the first line, the statements, 'return' the value, then '}()'")
    }
}

extension DiagnosticID {
    /// `'from' holds a statement after its expression: 'print' starts a line of its own, which would run beside the value`
    public static let statementAfterExpression = DiagnosticID(
        "StatementAfterExpression", .error,
        summary: "An expression followed by a statement, after a `;` or on a line of its own, which would run beside the value, unnoticed.")
}
extension DiagnosticMessage {
    /// - Parameter start: The `;`, or the first token of the line that stands on its own.
    static func statementAfterExpression(_ start: String, key: String) -> Self {
        let (statement, fixIt) = start == ";"
            ? ("what follows the ';'", "write one expression: remove the ';' and what follows it")
            : ("'\(start)' starts a line of its own, which", "join the line to the expression with an operator, or remove it")
        return Self(.statementAfterExpression, "'\(key)' holds a statement after its expression: \(statement) would run beside the value", fixIt: fixIt)
    }

    /// A `,` or `;` outside brackets in a slice's path, which the generated code reads inside
    /// a statement; `isTrailing` for a `;` that ends the value, which the fix-it removes.
    static func separatorInPath(_ separator: Character, key: String, isTrailing: Bool) -> Self {
        isTrailing
            ? Self(
                .statementAfterExpression, "the path in '\(key)' ends in a ';', which would end the statement the generated code reads it in",
                fixIt: "remove the ';'", replacement: "")
            : Self(
                .statementAfterExpression,
                "the path in '\(key)' holds a '\(separator)' outside brackets: what follows it would join the statement the generated code reads the path in, or break it",
                fixIt: "write the path alone, and what follows the '\(separator)' in the fields' 'from', where it can read the slice")
    }
}

extension DiagnosticID {
    /// `a string literal is never closed in 'from': the ' #' after '…' starts a YAML comment and cut the expression short`
    public static let expressionCutByComment = DiagnosticID(
        "ExpressionCutByComment", .error,
        summary: "An expression cut short by a ` #` that YAML reads as a comment.")
}
extension DiagnosticMessage {
    /// - Parameter line: The part of the line the comment left as the value.
    static func expressionCutByComment(problem: String, key: String, line: String) -> Self {
        Self(
            .expressionCutByComment,
            "\(problem) in '\(key)': the ' #' after '\(line)' starts a YAML comment and cut the expression short",
            fixIt: "quote the whole expression in single quotes (writing each ' in it as ''), or write it as a '|' block on the next lines")
    }
}

extension DiagnosticID {
    /// `'(' is never closed in 'from': inside '{ }' or '[ ]', a ',' or a bracket ends the value`
    public static let expressionCutInFlow = DiagnosticID(
        "ExpressionCutInFlow", .error,
        summary: "An expression inside `{ }` or `[ ]` cut short by a `,` or a bracket.")
}
extension DiagnosticMessage {
    /// - Parameter quoted: The whole value, quoted, when the call site can put it in place.
    static func expressionCutInFlow(problem: String, key: String, quoted: String? = nil) -> Self {
        Self(
            .expressionCutInFlow, "\(problem) in '\(key)': inside '{ }' or '[ ]', a ',' or a bracket ends the value",
            fixIt: quoted.map { "quote the expression: \($0)" }
                ?? "quote the expression, or write the field in block form with '\(key):' on a line of its own",
            replacement: quoted)
    }
}

// MARK: - Imports and access

extension DiagnosticID {
    /// `'imports' must be a list of module names, e.g. '[Foundation]'`
    public static let importsNotAList = DiagnosticID("ImportsNotAList", .error, summary: "`imports` is not a list of module names.")
}
extension DiagnosticMessage {
    static let importsNotAList = Self(.importsNotAList, "'imports' must be a list of module names, e.g. '[Foundation]'")
}

extension DiagnosticID {
    /// `'App Models' is not a valid module name`
    public static let invalidModuleName = DiagnosticID("InvalidModuleName", .error, summary: "An import that is not a valid module name.")
}
extension DiagnosticMessage {
    /// - Parameter list: The modules meant, when `name` is several written with commas or
    ///   spaces but no brackets (`[Foundation, SwiftUI]`), several in one item of a list
    ///   (`Foundation, SwiftUI`), or one written as Swift (`import Foundation`: `Foundation`).
    static func invalidModuleName(_ name: String, list: String? = nil) -> Self {
        guard let list else {
            let keyword = name.split(separator: ".").first { IdentifierRules.keywordsImportCannotTake.contains(String($0)) }
            // `App Models`: several modules, or one whose target's name has a space.
            let words = name.split(separator: " ").map(String.init).filter { $0 != "import" }
            let severalWords = keyword == nil && words.count > 1 && words.allSatisfy(IdentifierRules.isValidModuleName)
            let fixIt = !severalWords ? nil
                : words.allSatisfy(IdentifierRules.commonSDKModules.contains) ? "write each module as an item of its own"
                : "write several modules as a list, [\(words.joined(separator: ", "))], or one module's name as Swift spells it, \(words.joined(separator: "_"))"
            return Self(
                .invalidModuleName, "'\(name)' is not a valid module name" + (keyword.map { ": '\($0)' is a Swift keyword" } ?? ""),
                fixIt: fixIt)
        }
        let fixIt = list.hasPrefix("[") ? "write the modules as a list: \(list)" : list.contains(",") ? "write each module as an item of its own: \(list)" : "write the module's name alone: \(list)"
        return Self(.invalidModuleName, "'\(name)' is not a valid module name", fixIt: fixIt, replacement: list)
    }
}

extension DiagnosticID {
    /// `'access' must be 'internal', 'package' or 'public', not 'publc'`
    public static let invalidAccessLevel = DiagnosticID("InvalidAccessLevel", .error, summary: "`access` is not `internal`, `package` or `public`.")
}
extension DiagnosticMessage {
    /// - Parameter suggestion: The access level that replaces `value`, if one is close.
    static func invalidAccessLevel(_ value: String, suggestion: String?) -> Self {
        let reason = switch value {
        case "open": "; generated types are structs and enums, which cannot be open"
        case "private", "fileprivate": ", the default; the generated code is in files of its own, where '\(value)' would hide it from the app"
        default: ""
        }
        return Self(
            .invalidAccessLevel, "'access' must be 'internal', 'package' or 'public', not '\(value)'",
            fixIt: suggestion.map { "replace '\(value)' with '\($0)'" + reason }, replacement: suggestion)
    }
}

// MARK: - View state and view action

extension DiagnosticID {
    /// `'slice' applies only when 'viewState' names an existing type`
    public static let misplacedSlice = DiagnosticID("MisplacedSlice", .error, summary: "`slice` beside a `viewState` that lists fields.")
}
extension DiagnosticMessage {
    /// `slice` beside a `viewState` that lists fields, where `slices` was meant.
    static let sliceMeantSlices = Self(
        .misplacedSlice, "'slice' applies only when 'viewState' names an existing type; did you mean 'slices'?",
        fixIt: "replace 'slice' with 'slices'", replacement: "slices")

    /// - Parameter path: The slice's key path as written.
    static func misplacedSlice(path: String) -> Self {
        Self(
            .misplacedSlice, "'slice' applies only when 'viewState' names an existing type",
            fixIt: "remove 'slice', or set 'viewState' to the type of state.\(path)")
    }
}

extension DiagnosticID {
    /// `'types' are nested in a generated view state, but 'viewState' names an existing type`
    public static let misplacedTypes = DiagnosticID("MisplacedTypes", .error, summary: "`types` beside a `viewState` that names an existing type.")
}
extension DiagnosticMessage {
    static let misplacedTypes = Self(
        .misplacedTypes, "'types' are nested in a generated view state, but 'viewState' names an existing type",
        fixIt: "declare the types beside the existing view state, and remove 'types'")
}

extension DiagnosticID {
    /// `'viewState' names the existing type 'ListState', so the connector needs 'slice' to read it`
    public static let missingSlice = DiagnosticID(
        "MissingSlice", .error,
        summary: "`viewState` names an existing type, but there is no `slice` to read it.")
}
extension DiagnosticMessage {
    static func missingSlice(viewState type: String) -> Self {
        Self(
            .missingSlice, "'viewState' names the existing type '\(type)', so the connector needs 'slice' to read it",
            fixIt: "add 'slice: <key path>' so the view state is state.<key path>, or list the fields under 'viewState'")
    }
}

extension DiagnosticID {
    /// `the field 'count' has no 'type'`
    public static let fieldWithoutType = DiagnosticID("FieldWithoutType", .error, summary: "A view state field in full form has no `type`.")
}
extension DiagnosticMessage {
    static func fieldWithoutType(_ name: String) -> Self {
        Self(.fieldWithoutType, "the field '\(name)' has no 'type'", fixIt: "add 'type: <Swift type>'")
    }
}

extension DiagnosticID {
    /// `the field 'title' has no 'from', and there is no slice named 'title' to copy`
    public static let fieldWithoutFrom = DiagnosticID("FieldWithoutFrom", .error, summary: "A short-form field has no slice of its name to copy.")
}
extension DiagnosticMessage {
    /// - Parameter type: The field's value, read as its type. When it reads as an expression
    ///   instead (`todos.count`), the message says so and the fix-it makes it the `from`.
    static func fieldWithoutFrom(_ name: String, type: String, isExpression: Bool = false) -> Self {
        if isExpression {
            return Self(
                .fieldWithoutFrom,
                "the field '\(name)' has no 'from': '\(type)' reads as an expression, but the value of a field in short form is its type",
                fixIt: "write '\(name): { type: <Swift type>, from: \(YAMLScalarText.flowScalarInMessage(type)) }'")
        }
        return Self(
            .fieldWithoutFrom, "the field '\(name)' has no 'from', and there is no slice named '\(name)' to copy",
            fixIt: "write '\(name): { type: \(YAMLScalarText.flowScalarInMessage(type)), from: <expression> }', or add the slice '\(name): <key path>' under 'slices'")
    }
}

extension DiagnosticID {
    /// `'embed' applies only when 'viewAction' names an existing type`
    public static let misplacedEmbed = DiagnosticID(
        "MisplacedEmbed", .error,
        summary: "`embed` beside a `viewAction` that lists cases, or without a `viewAction`.")
}
extension DiagnosticMessage {
    /// - Parameter listsCases: Whether `viewAction` lists cases; otherwise there is none.
    static func misplacedEmbed(listsCases: Bool) -> Self {
        Self(
            .misplacedEmbed, "'embed' applies only when 'viewAction' names an existing type",
            fixIt: listsCases
                ? "remove 'embed'; each case's 'to' says which app action it sends"
                : "add 'viewAction: <existing action type>', or remove 'embed'")
    }
}

extension DiagnosticID {
    /// `'viewAction' names the existing type 'ListAction', so the connector needs 'embed' to wrap it in an app action`
    public static let missingEmbed = DiagnosticID(
        "MissingEmbed", .error,
        summary: "`viewAction` names an existing type, but there is no `embed` to send it.")
}
extension DiagnosticMessage {
    static func missingEmbed(viewAction type: String) -> Self {
        Self(
            .missingEmbed,
            "'viewAction' names the existing type '\(type)', so the connector needs 'embed' to wrap it in an app action",
            fixIt: "add 'embed: <case>' so each view action is sent as .<case>(action), or list the cases under 'viewAction'")
    }
}

extension DiagnosticID {
    /// `the action 'refresh' has no 'to'`
    public static let actionWithoutTo = DiagnosticID("ActionWithoutTo", .error, summary: "A view action case in full form has no `to`.")
}
extension DiagnosticMessage {
    /// - Parameter arguments: The case's values as `to` would pass them on (`title: title`).
    static func actionWithoutTo(_ name: String, arguments: [String]) -> Self {
        let example = arguments.isEmpty ? "." + name : "." + name + "(" + arguments.joined(separator: ", ") + ")"
        return Self(.actionWithoutTo, "the action '\(name)' has no 'to'", fixIt: "add 'to: <the app action to send>', e.g. 'to: \(example)'")
    }
}

extension DiagnosticID {
    /// `an associated value without a label still needs a name, which 'to' reads it by`
    public static let unnamedAssociatedValue = DiagnosticID(
        "UnnamedAssociatedValue", .error,
        summary: "An associated value is written `_` alone, without the name `to` reads it by.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - caseName: The action case the value belongs to.
    ///   - type: The value's type as written, when it is one line of text.
    static func unnamedAssociatedValue(caseName: String, type: String?) -> Self {
        let type = type ?? "Type"
        return Self(
            .unnamedAssociatedValue, "an associated value without a label still needs a name, which 'to' reads it by",
            fixIt: "write '_ name: \(type)': '_ value: \(type)' declares 'case \(caseName)(_ value: \(type))', and 'to' reads it as 'value'")
    }
}

// MARK: - Examples

extension DiagnosticID {
    /// `'examples' must be a list, each item starting with '- name:'`
    public static let examplesNotAList = DiagnosticID("ExamplesNotAList", .error, summary: "`examples` is not a list.")
}
extension DiagnosticMessage {
    static let examplesNotAList = Self(.examplesNotAList, "'examples' must be a list, each item starting with '- name:'")
}

extension DiagnosticID {
    /// `an example needs a 'name'`
    public static let exampleWithoutName = DiagnosticID("ExampleWithoutName", .error, summary: "An example has no `name`, or an empty one.")
}
extension DiagnosticMessage {
    static let exampleWithoutName = Self(.exampleWithoutName, "an example needs a 'name'", fixIt: "add 'name: <what the example shows>'")

    /// A `name` of spaces or nothing, which a test cannot be named by.
    static let exampleWithEmptyName = Self(
        .exampleWithoutName, "an example's 'name' is empty; its test is named by it", fixIt: "write what the example shows after 'name:'")
}

extension DiagnosticID {
    /// `the example 'loads' has no 'expect'`
    public static let exampleWithoutExpect = DiagnosticID("ExampleWithoutExpect", .error, summary: "An example has no `expect`.")
}
extension DiagnosticMessage {
    static func exampleWithoutExpect(_ name: String) -> Self {
        Self(.exampleWithoutExpect, "the example '\(name)' has no 'expect'", fixIt: "add 'expect: <expected value>'")
    }
}

extension DiagnosticID {
    /// `the example 'both' has both 'given' and 'send'`
    public static let exampleWithGivenAndSend = DiagnosticID("ExampleWithGivenAndSend", .error, summary: "An example has both `given` and `send`.")
}
extension DiagnosticMessage {
    /// Reported only where no view action reads the state, so that an action example needs no `given`.
    static func exampleWithGivenAndSend(_ name: String) -> Self {
        Self(
            .exampleWithGivenAndSend, "the example '\(name)' has both 'given' and 'send', but no view action reads the app state",
            fixIt: "remove its 'given'; to check the view state that state gives, write an example of its own with 'given' and 'expect'",
            replacement: "")
    }
}

extension DiagnosticID {
    /// `the example 'refreshing' sends 'refresh', a name Swift looks up, not the view action '.refresh'`
    public static let sendWithoutDot = DiagnosticID(
        "SendWithoutDot", .error, summary: "An example's `send` names a view action without the `.` before it.")
}
extension DiagnosticMessage {
    static func sendWithoutDot(_ example: String, action: String) -> Self {
        Self(
            .sendWithoutDot, "the example '\(example)' sends '\(action)', a name Swift looks up, not the view action '.\(action)'",
            fixIt: "write '.\(action)'", replacement: ".")
    }
}

extension DiagnosticID {
    /// `the example 'toggling' sends '.toggle', which is not a view action of this spec`
    public static let unknownSentAction = DiagnosticID(
        "UnknownSentAction", .error, summary: "An example's `send` names a view action the spec does not list.")
}
extension DiagnosticMessage {
    static func unknownSentAction(_ example: String, action: String, actions: [String], suggestion: String?) -> Self {
        let listed = actions.isEmpty ? "" : " (\(quotedList(actions)))"
        return Self(
            .unknownSentAction, "the example '\(example)' sends '.\(action)', which is not one of the spec's view actions\(listed)",
            replacing: action, suggestion: suggestion, otherwise: "send one of the view actions, or add '\(action)' under 'viewAction'")
    }
}

extension DiagnosticID {
    /// `the example 'neither' has neither 'given' nor 'send'`
    public static let exampleWithoutGivenOrSend = DiagnosticID(
        "ExampleWithoutGivenOrSend", .error,
        summary: "An example has neither `given` nor `send`.")
}
extension DiagnosticMessage {
    static func exampleWithoutGivenOrSend(_ name: String) -> Self {
        Self(
            .exampleWithoutGivenOrSend, "the example '\(name)' has neither 'given' nor 'send'",
            fixIt: "add 'given: <app state>' to check the view state, or 'send: <view action>' to check an action")
    }
}

extension DiagnosticID {
    /// `the example 'loads' has both 'expect' and 'dispatches'`
    public static let exampleExpectAndDispatches = DiagnosticID(
        "ExampleExpectAndDispatches", .error,
        summary: "An action example has both `expect` and `dispatches`.")
}
extension DiagnosticMessage {
    static func exampleExpectAndDispatches(_ name: String) -> Self {
        Self(
            .exampleExpectAndDispatches,
            "the example '\(name)' has both 'expect' and 'dispatches': it checks the app action sent, or what that action dispatches when run",
            fixIt: "keep 'expect' for a plain app action, or 'dispatches' for a plan")
    }
}

extension DiagnosticID {
    /// `'dispatches' lists what a sent action dispatches, but the example 'loads' sends nothing`
    public static let dispatchesWithoutSend = DiagnosticID(
        "DispatchesWithoutSend", .error,
        summary: "An example has `dispatches` but no `send`.")
}
extension DiagnosticMessage {
    static func dispatchesWithoutSend(_ name: String) -> Self {
        Self(
            .dispatchesWithoutSend, "'dispatches' lists what a sent action dispatches, but the example '\(name)' sends nothing",
            fixIt: "add 'send: <view action>', or write 'expect' to check the view state")
    }
}

extension DiagnosticID {
    /// `'dispatches' runs the app action sent as a plan; in the connector form, 'plans' in connector-gen.yml says whose plans to run, …`
    public static let dispatchesNeedPlans = DiagnosticID(
        "DispatchesNeedPlans", .error,
        summary: "`dispatches` in the connector form of a target whose `connector-gen.yml` names no `plans`.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - keepsGiven: Whether an `expect` example of the spec has `given` (its actions read
    ///     the state), rather than none.
    ///   - hasGiven: Whether the example has `given`, which the fix-it then says to keep or remove.
    static func dispatchesNeedPlans(keepsGiven: Bool, hasGiven: Bool) -> Self {
        let given = keepsGiven ? (hasGiven ? " (keep 'given')" : " (and add 'given')") : (hasGiven ? " (and remove 'given')" : "")
        return Self(
            .dispatchesNeedPlans,
            "'dispatches' runs the app action sent as a plan; in the connector form, 'plans' in connector-gen.yml says whose plans to run, and it is not set",
            fixIt: "set 'plans: reswift-thunk' in connector-gen.yml when the app's plans are ReSwift-Thunk's 'Thunk', or, for an app action that is not a plan, write 'expect' with the app action 'connect(action:)' returns\(given)")
    }
}
