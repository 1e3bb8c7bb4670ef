/// Turns the node tree of a `*.store.yml` file into a ``StoreSpec``, reporting every problem
/// it finds at the place it applies to, like ``SpecDecoder`` does for connector specs.
package enum StoreSpecDecoder {
    /// The top-level keys of a store spec.
    package static let topLevelKeys = ["state", "action", "reducer", "features", "fields", "actions", "handle", "effect", "conformances", "imports", "access", "connectors"]
    /// The keys of a feature.
    package static let featureKeys = ["state", "action", "reducer", "initial"]
    /// The keys of an app-level field written in full.
    package static let fieldKeys = ["type", "initial"]
    /// The keys of `effect`.
    package static let effectKeys = ["returns", "map", "async"]

    /// The app's name in its state or action type (`Greenhouse` of `GreenhouseState`), other
    /// than `App`, whose names are the fix-its' own.
    private static func appNameBase(state: String?, action: String?) -> String? {
        let base = [(state, "State"), (action, "Action")].lazy.compactMap { name, suffix -> String? in
            guard let name, name.hasSuffix(suffix), name.count > suffix.count, IdentifierRules.isValid(name) else { return nil }
            return String(name.dropLast(suffix.count))
        }.first
        return base == "App" ? nil : base
    }

    /// Decodes a store spec; `nil` when a required part could not be read.
    static func decode(_ root: Node?, context: inout DecodingContext) -> StoreSpec? {
        guard let document = TopLevelMapping(root, known: topLevelKeys, of: .store, context: &context) else { return nil }
        // A missing name is suggested after the app's others (`GreenhouseState` gives
        // `GreenhouseAction` and `greenhouseReducer`).
        let base = appNameBase(state: document["state"]?.value.scalar?.text, action: document["action"]?.value.scalar?.text)
        let examples = base.map { ["state": $0 + "State", "action": $0 + "Action", "reducer": SwiftNames.lowerCamelCase($0) + "Reducer"] } ?? [:]
        func required(_ key: String) -> Node? { document.required(key, example: examples[key], context: &context) }

        // The generated file declares the app state and action, so each is a plain type name.
        let state = required("state").flatMap { context.identifier($0, for: "state", as: .type) }
        let action = required("action").flatMap { context.identifier($0, for: "action", as: .type) }
        let reducer = required("reducer").flatMap { context.identifier($0, for: "reducer", as: .function) }
        var features = required("features").map { decodeFeatures($0, context: &context) }
        if let node = document["features"]?.value, node.mappingEntries?.isEmpty == true {
            // An app state needs at least one feature: `features: {}` would make it empty.
            context.report(.emptyMapping("features", expected: .features), at: node.location)
            features = nil
        }
        let fields = document["fields"].map { decodeFields($0.value, context: &context) } ?? []
        let actions = document["actions"].map { decodeActions($0.value, context: &context) } ?? []
        let handle = document["handle"].flatMap { context.identifier($0.value, for: "handle", as: .function) }
        let effect = document["effect"].map { decodeEffect($0.value, context: &context) } ?? StoreSpec.Effect(isAsync: false)
        let conformances = document["conformances"].map { decodeConformances($0.value, context: &context) } ?? []
        let imports = document["imports"].map { SpecDecoder.decodeImports($0.value, context: &context) } ?? []
        let connectors = document["connectors"].flatMap { SpecDecoder.decodeBoolean($0.value, for: "connectors", context: &context) }
        let access = document["access"].flatMap { SpecDecoder.decodeAccess($0.value, context: &context) }
        if !actions.isEmpty, handle == nil, document["handle"] == nil, !document.misspelt.contains("handle") {
            context.report(.missingRequiredKey("handle"), at: document["actions"]?.key.location ?? document.root.location)
        }
        if let entry = document["handle"], actions.isEmpty, document["actions"]?.value.mappingEntries?.isEmpty != false,
            !document.misspelt.contains("actions")
        {
            context.report(.keyNeedsKey("handle", needs: "actions", what: "the app-level actions it handles", in: nil), at: entry.key.location)
        }

        for feature in features ?? [] {
            let typeBase = StoreSpec.Feature.typeNameBase(feature.name.value)
            if feature.name.value == "self" {
                context.report(.storeMemberNamedSelf(.feature), at: feature.name.location)
            }
            if let state, feature.state.value == state.value {
                context.report(
                    .invalidFeature(feature.name.value, role: "state", type: state.value, suggestion: typeBase + "State"), at: feature.state.location)
            }
            if let action, feature.action.value == action.value {
                context.report(
                    .invalidFeature(feature.name.value, role: "action", type: action.value, suggestion: typeBase + "Action"), at: feature.action.location)
            }
        }
        if let handle, let reducer, handle.value == reducer.value {
            context.report(.handleIsReducer(reducer.value), at: handle.location)
        }
        for field in fields where field.name.value == "self" {
            context.report(.storeMemberNamedSelf(.field), at: field.name.location)
        }
        for action in actions where action.name.value == "self" {
            context.report(.storeMemberNamedSelf(.action), at: action.name.location)
        }
        // A name `self` is reported as such, not again as the name of a feature `self`.
        let featureNames = Set((features ?? []).map(\.name.value)).subtracting(["self"])
        for field in fields where featureNames.contains(field.name.value) {
            context.report(.storeNameClash(field.name.value, what: "app-level field", other: "feature"), at: field.name.location)
        }
        for action in actions where featureNames.contains(action.name.value) {
            context.report(.storeNameClash(action.name.value, what: "app-level action", other: "feature"), at: action.name.location)
        }

        guard let state, let action, let reducer, let features else { return nil }
        var store = StoreSpec(
            state: state, action: action, reducer: reducer, features: features, fields: fields, actions: actions,
            handle: handle, effect: effect, conformances: conformances, imports: imports, access: access, location: document.root.location)
        store.connectors = connectors
        return store
    }

    private static func decodeFeatures(_ node: Node, context: inout DecodingContext) -> [StoreSpec.Feature] {
        // A feature's keys beside it, its own value empty or its other keys under it.
        let node = context.withKeysUnderEmptyEntries(node, in: "features", readAs: "feature", entryKeys: featureKeys, besideBlock: true)
        return context.entries(of: node, for: "features", expected: .features) { context, entry in
            let name = context.identifier(key: entry, as: .feature)
            if name == nil, DecodingContext.keyLeavesBracketOpen(entry) { return nil }
            guard let keys = context.mapping(entry.value, for: entry.name, expected: .feature) else { return nil }
            let misspelt = context.checkKeys(keys, known: featureKeys, in: .feature(entry.name))
            var values: [String: Node] = [:]
            for key in keys { values[key.name] = key.value }
            // A missing key's fix-it names the feature's own types, after the feature's name.
            let typeBase = StoreSpec.Feature.typeNameBase(entry.name)
            let suggested = ["state": typeBase + "State", "action": typeBase + "Action", "reducer": entry.name + "Reducer"]
            func required(_ key: String) -> Node? {
                guard let node = values[key] else {
                    if !misspelt.contains(key) {
                        let example = IdentifierRules.isValid(entry.name) ? suggested[key] : nil
                        context.report(.missingRequiredKey(key, example: example), at: entry.key.location)
                    }
                    return nil
                }
                return node
            }
            let state = required("state").flatMap { context.type($0, for: "state") }
            let action = required("action").flatMap { context.type($0, for: "action") }
            // A feature's reducer may be a static function, `CalendarReducer.reduce`.
            let reducer = required("reducer").flatMap { context.qualifiedName($0, for: "reducer", as: .function) }
            let initial = values["initial"].flatMap { context.code($0, for: "initial") }
            guard let name, let state, let action, let reducer else { return nil }
            return StoreSpec.Feature(name: name, state: state, action: action, reducer: reducer, initial: initial)
        }
    }

    /// The app-level fields: `name: Type`, or `name: { type: Type, initial: value }`.
    private static func decodeFields(_ node: Node, context: inout DecodingContext) -> [StoreSpec.Member] {
        context.entries(of: node, for: "fields", expected: .storeFields) { context, entry in
            let name = context.identifier(key: entry, as: .field)
            if name == nil, DecodingContext.keyLeavesBracketOpen(entry) { return nil }
            guard let keys = entry.value.mappingEntries else {
                let type = context.type(entry.value, for: entry.name)
                guard let name, let type else { return nil }
                return StoreSpec.Member(name: name, type: type)
            }
            let misspelt = context.checkKeys(keys, known: fieldKeys, in: .field(entry.name))
            guard let typeNode = keys.first(where: { $0.name == "type" })?.value else {
                if !misspelt.contains("type") { context.report(.missingRequiredKey("type"), at: entry.key.location) }
                return nil
            }
            let type = context.type(typeNode, for: entry.name)
            let initialNode = keys.first { $0.name == "initial" }?.value
            let initial = initialNode.flatMap { context.code($0, for: "initial") }
            if let initialNode, initial != nil { context.checkQuotedText(initialNode, for: "initial", type: typeNode) }
            guard let name, let type else { return nil }
            return StoreSpec.Member(name: name, type: type, initial: initial)
        }
    }

    private static func decodeMembers(
        _ node: Node, for key: String, expected: DiagnosticMessage.MappingShape, role: DiagnosticMessage.IdentifierRole,
        context: inout DecodingContext
    ) -> [StoreSpec.Member] {
        context.namedEntries(of: node, for: key, expected: expected, naming: role, value: { $0.type($1.value, for: $1.name) }) {
            StoreSpec.Member(name: $0, type: $1)
        }
    }

    private static func decodeActions(_ node: Node, context: inout DecodingContext) -> [StoreSpec.AppAction] {
        context.entries(of: node, for: "actions", expected: .storeActions) { context, entry in
            let name = context.identifier(key: entry, as: .actionCase)
            if name == nil, DecodingContext.keyLeavesBracketOpen(entry) { return nil }
            // A case without associated values is written with an empty value or `{}`.
            let values = entry.value.scalar?.isNull == true ? [] : decodeAssociatedValues(entry, context: &context)
            guard let name else { return nil }
            return StoreSpec.AppAction(name: name, values: values)
        }
    }

    /// An app-level action's values: `label: Type`, or `_ name: Type` for a value without a label.
    private static func decodeAssociatedValues(_ action: MappingEntry, context: inout DecodingContext) -> [StoreSpec.Member] {
        context.entries(of: action.value, for: action.name, expected: .labels) { context, entry in
            context.associatedValue(entry, of: action.name).map { StoreSpec.Member(name: $0.name, type: $0.type, isUnlabeled: $0.isUnlabeled) }
        }
    }

    /// The standard library's protocols an app state or action may state, for a misspelt one.
    static let standardProtocols = [
        "Equatable", "Hashable", "Sendable", "Codable", "Encodable", "Decodable", "Identifiable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "BitwiseCopyable",
    ]

    private static func decodeConformances(_ node: Node, context: inout DecodingContext) -> [Located<String>] {
        guard let items = node.sequenceItems else { return context.type(node, for: "conformances", allowsList: true).map { [$0] } ?? [] }
        var conformances: [Located<String>] = []
        for item in items {
            guard let type = context.type(item, for: "conformances") else { continue }
            // Swift rejects a type that states one conformance twice.
            if conformances.contains(where: { $0.value == type.value }) {
                context.report(.duplicateConformance(type.value), at: type.location)
            } else {
                conformances.append(type)
            }
            // The compiler reports a misspelt protocol in the generated types' inheritance
            // clauses before the check at the spec: a near miss of a standard one is told here.
            if !standardProtocols.contains(type.value), let meant = DidYouMean.suggestion(for: type.value, among: standardProtocols) {
                context.report(.misspeltProtocol(type.value, suggestion: meant), at: type.location, replacingWritten: type.value)
            }
        }
        return conformances
    }

    private static func decodeEffect(_ node: Node, context: inout DecodingContext) -> StoreSpec.Effect {
        var effect = StoreSpec.Effect(isAsync: false)
        guard let entries = context.mapping(node, for: "effect", expected: .effect) else { return effect }
        let misspelt = context.checkKeys(entries, known: effectKeys, in: .effect)
        for entry in entries {
            switch entry.name {
            case "returns": effect.returns = context.type(entry.value, for: "returns", allowsOpaque: true)
            case "map": effect.map = context.identifier(entry.value, for: "map", as: .function)
            case "async": effect.isAsync = SpecDecoder.decodeBoolean(entry.value, for: "async", context: &context)?.value ?? false
            default: break
            }
        }
        if !entries.contains(where: { $0.name == "returns" }), !misspelt.contains("returns"), let map = entries.first(where: { $0.name == "map" }) {
            context.report(.keyNeedsKey("map", needs: "returns", what: "the type the reducer returns", in: "effect"), at: map.key.location)
        }
        return effect
    }
}
