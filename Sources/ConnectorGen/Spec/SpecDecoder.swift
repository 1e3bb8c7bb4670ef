/// Turns the node tree of a `*.connector.yml` file into a ``ConnectorSpec``, reporting every
/// problem it finds, each at the place it applies to.
public enum SpecDecoder {
    /// The top-level keys of a spec, in the order the reference lists them.
    public static let topLevelKeys = [
        "connector", "state", "action", "view", "inputs", "slices", "viewState", "types", "viewAction",
        "slice", "embed", "imports", "access", "examples",
    ]
    /// The keys of a view state field in full form.
    public static let fieldKeys = ["type", "from"]
    /// The keys of a view action case in full form.
    public static let actionCaseKeys = ["with", "to"]
    /// The keys of an example.
    public static let exampleKeys = ["name", "inputs", "given", "send", "expect"]

    /// Decodes a spec, reporting problems into `context`. Returns the spec when all of its
    /// required parts could be read, even if other parts had errors, so that it can still be
    /// validated; `nil` otherwise.
    static func decode(_ root: Node?, context: inout DecodingContext) -> ConnectorSpec? {
        let start = SourceLocation(line: 1, column: 1)
        guard let root else {
            context.error(
                "the spec is empty", at: start,
                fixIt: "start with 'connector: <Name>Connector', or run 'connector-gen init <Name>' for a commented starter spec")
            return nil
        }
        guard let entries = root.mappingEntries else {
            context.error("a spec is a mapping of keys such as 'connector:', not \(root.kindDescription)", at: root.location)
            return nil
        }
        context.checkKeys(entries, known: topLevelKeys, in: "a spec")
        var values: [String: MappingEntry] = [:]
        for entry in entries { values[entry.name] = entry }

        func required(_ key: String, example: String) -> Node? {
            guard let entry = values[key] else {
                context.error(
                    "missing required key '\(key)'", at: root.location,
                    fixIt: "add '\(key): \(example)'")
                return nil
            }
            return entry.value
        }

        let connector = required("connector", example: "<Name>Connector").flatMap {
            context.identifier($0, for: "connector", what: "a connector name")
        }
        let state = required("state", example: "AppState").flatMap { context.type($0, for: "state") }
        let action = required("action", example: "AppAction").flatMap { context.type($0, for: "action") }
        let view = values["view"].flatMap { context.type($0.value, for: "view") }
        let inputs = values["inputs"].map { decodeInputs($0.value, context: &context) } ?? []
        let slices = values["slices"].map { decodeSlices($0.value, context: &context) } ?? []
        let types = values["types"].map { decodeTypes($0.value, context: &context) } ?? []
        let imports = values["imports"].map { decodeImports($0.value, context: &context) } ?? []
        let access = values["access"].flatMap { decodeAccess($0.value, context: &context) }
        let examples = values["examples"].map { decodeExamples($0.value, context: &context) } ?? []

        var viewState: ViewStateSpec?
        if let node = required("viewState", example: "{ title: String }") {
            viewState = decodeViewState(node, slice: values["slice"], slices: slices, context: &context)
        }
        if case .fields = viewState, let slice = values["slice"] {
            context.error(
                "'slice' applies only when 'viewState' names an existing type", at: slice.key.location,
                fixIt: "remove 'slice', or set 'viewState' to the type of state.\(context.sourceText(of: slice.value))")
        }
        let viewAction = decodeViewAction(values["viewAction"], embed: values["embed"], context: &context)
        if case .existing = viewState, !types.isEmpty, let entry = values["types"] {
            context.error(
                "'types' are nested in a generated view state, but 'viewState' names an existing type", at: entry.key.location,
                fixIt: "declare the types beside the existing view state, and remove 'types'")
        }

        guard let connector, let state, let action, let viewState, let viewAction else { return nil }
        return ConnectorSpec(
            connector: connector, state: state, action: action, view: view, inputs: inputs, slices: slices,
            viewState: viewState, types: types, viewAction: viewAction, imports: imports, access: access,
            examples: examples, location: root.location)
    }

    // MARK: - Keys

    private static func decodeInputs(_ node: Node, context: inout DecodingContext) -> [ConnectorInput] {
        guard let entries = context.mapping(node, for: "inputs", expected: "a mapping of names to types, e.g. 'movieId: Movie.ID'") else { return [] }
        return entries.compactMap { entry in
            let name = context.identifier(Located(entry.name, at: entry.key.location), what: "an input name")
            let type = context.type(entry.value, for: entry.name)
            guard let name, let type else { return nil }
            return ConnectorInput(name: name, type: type)
        }
    }

    private static func decodeExampleInputs(_ node: Node, context: inout DecodingContext) -> [ExampleInput] {
        guard let entries = context.mapping(node, for: "inputs", expected: "a mapping of input names to values, e.g. 'movieId: 42'") else { return [] }
        return entries.compactMap { entry in
            guard let value = context.code(entry.value, for: entry.name) else { return nil }
            return ExampleInput(name: Located(entry.name, at: entry.key.location), value: value)
        }
    }

    private static func decodeSlices(_ node: Node, context: inout DecodingContext) -> [Slice] {
        guard let entries = context.mapping(node, for: "slices", expected: "a mapping of names to key paths, e.g. 'history: watchedHistory'") else { return [] }
        return entries.compactMap { entry in
            let name = context.identifier(Located(entry.name, at: entry.key.location), what: "a slice name")
            let path = context.code(entry.value, for: entry.name)
            guard let name, let path else { return nil }
            return Slice(name: name, path: path)
        }
    }

    private static func decodeTypes(_ node: Node, context: inout DecodingContext) -> [NestedType] {
        guard let entries = context.mapping(node, for: "types", expected: "a mapping of type names to their fields, e.g. 'Item: { id: Int, title: String }'") else { return [] }
        return entries.compactMap { entry in
            let name = context.identifier(Located(entry.name, at: entry.key.location), what: "a type name")
            guard let fields = context.mapping(entry.value, for: entry.name, expected: "a mapping of field names to types, e.g. '{ id: Int, title: String }'") else { return nil }
            let properties = fields.compactMap { field -> NestedType.Property? in
                let propertyName = context.identifier(Located(field.name, at: field.key.location), what: "a field name")
                let type = context.type(field.value, for: field.name)
                guard let propertyName, let type else { return nil }
                return NestedType.Property(name: propertyName, type: type)
            }
            guard let name else { return nil }
            return NestedType(name: name, properties: properties)
        }
    }

    private static func decodeImports(_ node: Node, context: inout DecodingContext) -> [Located<String>] {
        let items: [Node]
        if let sequence = node.sequenceItems {
            items = sequence
        } else if let scalar = node.scalar, !scalar.isNull {
            items = [node]
        } else {
            context.error("'imports' must be a list of module names, e.g. '[Foundation]'", at: node.location)
            return []
        }
        return items.compactMap { item in
            guard let name = context.text(item, for: "imports") else { return nil }
            guard IdentifierRules.isValidModuleName(name.value) else {
                context.error("'\(name.value)' is not a valid module name", at: name.location)
                return nil
            }
            return name
        }
    }

    static func decodeAccess(_ node: Node, context: inout DecodingContext) -> Located<AccessLevel>? {
        guard let text = context.text(node, for: "access") else { return nil }
        if let level = AccessLevel(rawValue: text.value) { return Located(level, at: text.location) }
        let names = AccessLevel.allCases.map(\.rawValue)
        let suggestion = text.value == "open" ? "public" : DidYouMean.suggestion(for: text.value, among: names)
        context.error(
            "'access' must be 'internal', 'package' or 'public', not '\(text.value)'", at: text.location,
            fixIt: suggestion.map { "replace '\(text.value)' with '\($0)'" + (text.value == "open" ? "; generated types are structs and enums, which cannot be open" : "") },
            replacement: suggestion)
        return nil
    }

    private static func decodeViewState(_ node: Node, slice: MappingEntry?, slices: [Slice], context: inout DecodingContext) -> ViewStateSpec? {
        if let scalar = node.scalar, !scalar.isNull {
            guard let type = context.type(node, for: "viewState") else { return nil }
            guard let slice else {
                context.error(
                    "'viewState' names the existing type '\(type.value)', so the connector needs 'slice' to read it", at: type.location,
                    fixIt: "add 'slice: <key path>' so the view state is state.<key path>, or list the fields under 'viewState'")
                return nil
            }
            guard let path = context.code(slice.value, for: "slice") else { return nil }
            return .existing(type: type, slice: path)
        }
        guard let entries = context.mapping(node, for: "viewState", expected: "a mapping of fields, or the name of an existing type") else { return nil }
        if entries.isEmpty {
            context.error("'viewState' has no fields", at: node.location, fixIt: "add a field, e.g. 'title: { type: String, from: \"\" }'")
            return nil
        }
        let sliceNames = Set(slices.map(\.name.value))
        var fields: [Field] = []
        for entry in entries {
            let name = context.identifier(Located(entry.name, at: entry.key.location), what: "a field name")
            var type: Located<String>?
            var source = Field.Source.slice
            var typeNode = entry.value
            if let members = entry.value.mappingEntries {
                context.checkKeys(members, known: fieldKeys, in: "the field '\(entry.name)'")
                guard let typeEntry = members.first(where: { $0.name == "type" }) else {
                    context.error(
                        "the field '\(entry.name)' has no 'type'", at: entry.value.location,
                        fixIt: "add 'type: <Swift type>'")
                    continue
                }
                typeNode = typeEntry.value
                if let from = members.first(where: { $0.name == "from" }) {
                    guard let code = context.code(from.value, for: "from") else { continue }
                    source = .expression(code)
                }
            }
            type = context.type(typeNode, for: entry.value.mappingEntries == nil ? entry.name : "type")
            if source == .slice, !sliceNames.contains(entry.name), type != nil {
                context.error(
                    "the field '\(entry.name)' has no 'from', and there is no slice named '\(entry.name)' to copy", at: entry.key.location,
                    fixIt: "write '\(entry.name): { type: \(type!.value), from: <expression> }', or add the slice '\(entry.name): <key path>' under 'slices'")
                continue
            }
            guard let name, let type else { continue }
            fields.append(Field(name: name, type: type, source: source))
        }
        return .fields(fields)
    }

    private static func decodeViewAction(_ entry: MappingEntry?, embed: MappingEntry?, context: inout DecodingContext) -> ViewActionSpec? {
        guard let node = entry?.value, node.scalar?.isNull != true else {
            if let embed {
                context.error(
                    "'embed' applies only when 'viewAction' names an existing type", at: embed.key.location,
                    fixIt: "add 'viewAction: <existing action type>', or remove 'embed'")
            }
            return ViewActionSpec.none
        }
        if node.scalar != nil {
            guard let type = context.type(node, for: "viewAction") else { return nil }
            guard let embed else {
                context.error(
                    "'viewAction' names the existing type '\(type.value)', so the connector needs 'embed' to wrap it in an app action",
                    at: type.location,
                    fixIt: "add 'embed: <case>' so each view action is sent as .<case>(action), or list the cases under 'viewAction'")
                return nil
            }
            guard let caseName = context.identifier(embed.value, for: "embed", what: "the app action case in 'embed'") else { return nil }
            return .existing(type: type, embed: caseName)
        }
        if let embed {
            context.error(
                "'embed' applies only when 'viewAction' names an existing type", at: embed.key.location,
                fixIt: "remove 'embed'; each case's 'to' says which app action it sends")
        }
        guard let entries = context.mapping(node, for: "viewAction", expected: "a mapping of cases, or the name of an existing type") else { return nil }
        var cases: [ActionCase] = []
        for entry in entries {
            let name = context.identifier(Located(entry.name, at: entry.key.location), what: "a case name")
            var parameters: [ActionCase.Parameter] = []
            var target: SwiftCode?
            if let members = entry.value.mappingEntries {
                context.checkKeys(members, known: actionCaseKeys, in: "the action '\(entry.name)'")
                if let with = members.first(where: { $0.name == "with" }) {
                    let labels = context.mapping(with.value, for: "with", expected: "a mapping of labels to types, e.g. '{ episode: EpisodeID }'") ?? []
                    for label in labels {
                        let labelName = context.identifier(Located(label.name, at: label.key.location), what: "a label")
                        let type = context.type(label.value, for: label.name)
                        if let labelName, let type { parameters.append(.init(label: labelName, type: type)) }
                    }
                }
                if let to = members.first(where: { $0.name == "to" }) {
                    target = context.code(to.value, for: "to")
                } else {
                    context.error(
                        "the action '\(entry.name)' has no 'to'", at: entry.value.location,
                        fixIt: "add 'to: <the app action to send>', e.g. 'to: .\(entry.name)'")
                }
            } else {
                target = context.code(entry.value, for: entry.name)
            }
            guard let name, let target else { continue }
            cases.append(ActionCase(name: name, parameters: parameters, appAction: target))
        }
        return .cases(cases)
    }

    private static func decodeExamples(_ node: Node, context: inout DecodingContext) -> [Example] {
        guard let items = node.sequenceItems else {
            context.error("'examples' must be a list, each item starting with '- name:'", at: node.location)
            return []
        }
        var examples: [Example] = []
        for item in items {
            guard let entries = context.mapping(item, for: "examples", expected: "a mapping with 'name', 'given' or 'send', and 'expect'") else { continue }
            context.checkKeys(entries, known: exampleKeys, in: "an example")
            func value(_ key: String) -> Node? { entries.first { $0.name == key }?.value }
            guard let nameNode = value("name") else {
                context.error("an example needs a 'name'", at: item.location, fixIt: "add 'name: <what the example shows>'")
                continue
            }
            guard var name = context.text(nameNode, for: "name") else { continue }
            name.value = name.value.trimmingWhitespace()
            let inputs = value("inputs").map { decodeExampleInputs($0, context: &context) } ?? []
            let given = value("given")
            let send = value("send")
            guard let expectNode = value("expect") else {
                context.error("the example '\(name.value)' has no 'expect'", at: item.location, fixIt: "add 'expect: <expected value>'")
                continue
            }
            let expect = context.code(expectNode, for: "expect")
            switch (given, send) {
            case (.some, .some):
                context.error(
                    "the example '\(name.value)' has both 'given' and 'send'", at: item.location,
                    fixIt: "split it in two: 'given' + 'expect' checks the view state, 'send' + 'expect' checks an action")
            case (nil, nil):
                context.error(
                    "the example '\(name.value)' has neither 'given' nor 'send'", at: item.location,
                    fixIt: "add 'given: <app state>' to check the view state, or 'send: <view action>' to check an action")
            case (let given?, nil):
                if let given = context.code(given, for: "given"), let expect {
                    examples.append(Example(name: name, inputs: inputs, kind: .state(given: given, expect: expect), location: item.location))
                }
            case (nil, let send?):
                if let send = context.code(send, for: "send"), let expect {
                    examples.append(Example(name: name, inputs: inputs, kind: .action(send: send, expect: expect), location: item.location))
                }
            }
        }
        return examples
    }
}
