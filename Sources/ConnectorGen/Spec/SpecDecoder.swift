/// Turns the node tree of a `*.connector.yml` file into a ``ConnectorSpec``, reporting every
/// problem it finds, each at the place it applies to.
package enum SpecDecoder {
    /// The top-level keys of a spec, in the order the reference lists them.
    package static let topLevelKeys = [
        "connector", "state", "action", "view", "inputs", "makeView", "slices", "require", "viewState", "types", "viewAction",
        "slice", "embed", "imports", "access", "memoize", "sendable", "flavor", "container", "previews", "examples",
    ]
    /// Whether `node`, written where a mapping goes, holds something else: text or a list, not
    /// an empty value.
    static func isUnreadMapping(_ node: Node) -> Bool {
        node.mappingEntries == nil && node.scalar?.isNull != true
    }

    /// `ListConnector` for `Specs/List.connector.yml`: the connector a spec without `connector`
    /// is most likely meant to declare; `nil` where the file's name makes no Swift name.
    static func connectorName(forFile path: String) -> String? {
        let name = Substring(path.split(separator: "/").last ?? "")
        guard let base = [".connector.yml", ".connector.yaml"].lazy.compactMap({ name.hasSuffix($0) ? name.dropLast($0.count) : nil }).first,
              IdentifierRules.isValid(String(base)), base.first?.isUppercase == true else { return nil }
        return base.hasSuffix("Connector") ? String(base) : base + "Connector"
    }

    /// Whether `value`, written under `section`, is one the top-level `key` takes that no entry
    /// of `section` could be: a Boolean of `memoize`, `sendable` or `previews`; an access level
    /// that is a keyword (`public`), where a slice's path (`state.public`) is no place for it; a
    /// flavor's name among the nested types, whose entries are mappings; a list of names under
    /// `require` or `imports`, but among the inputs, where a list is a type (`[String]`).
    /// Written so, the key is misplaced rather than an entry of that name.
    static func isTopLevelValue(of key: String, _ value: Node, in section: String) -> Bool {
        if let items = value.sequenceItems {
            return ["require", "imports"].contains(key) && section != "inputs" && !items.isEmpty && items.allSatisfy { $0.scalar.map { !$0.isNull } ?? false }
        }
        guard let scalar = value.scalar, scalar.style == .plain else { return false }
        switch key {
        case "memoize", "sendable", "previews": return scalar.text == "true" || scalar.text == "false"
        case "access": return section != "slices" && ["public", "internal", "fileprivate", "private"].contains(scalar.text)
        case "flavor": return section == "types" && TargetConfig.Flavor(rawValue: scalar.text) != nil
        default: return false
        }
    }

    /// The keys of a view state field in full form.
    package static let fieldKeys = ["type", "from", "set"]
    /// The keys of a view action case in full form.
    package static let actionCaseKeys = ["with", "to", "noExample"]
    /// The keys of an example.
    package static let exampleKeys = ["name", "inputs", "given", "send", "expect", "dispatches"]

    /// Decodes a spec, reporting problems into `context`. Returns the spec when all of its
    /// required parts could be read, even if other parts had errors, so that it can still be
    /// validated; `nil` otherwise.
    static func decode(_ root: Node?, context: inout DecodingContext) -> ConnectorSpec? {
        guard let document = TopLevelMapping(root, known: topLevelKeys, of: .spec, context: &context) else { return nil }
        func required(_ key: String, example: String? = nil) -> Node? { document.required(key, example: example, context: &context) }
        let specHas = Set(root?.mappingEntries?.map(\.name) ?? [])

        let connector = required("connector", example: connectorName(forFile: context.file)).flatMap { context.identifier($0, for: "connector", as: .connector) }
        let state = required("state", example: context.appTypes?.state).flatMap { context.type($0, for: "state") }
        let action = required("action", example: context.appTypes?.action).flatMap { context.type($0, for: "action") }
        let view = document["view"].flatMap { context.type($0.value, for: "view", extended: true) }
        /// The mapping of `section`, up to a key of the spec indented under it.
        func section(_ key: String, readAs: String) -> Node? {
            func isSpecValue(_ name: String, _ value: Node) -> Bool { isTopLevelValue(of: name, value, in: key) }
            return document[key].map {
                context.withoutMisplacedSpecKey($0.value, in: key, readAs: readAs, specKeys: topLevelKeys, specHas: specHas, isSpecValue: isSpecValue)
            }
        }
        let inputs = section("inputs", readAs: "input").map { decodeInputs($0, context: &context) } ?? []
        let makeView = document["makeView"].flatMap { context.code($0.value, for: "makeView") }
        let errorsBeforeSlices = context.errorCount
        let slices = section("slices", readAs: "slice").map { decodeSlices($0, context: &context) } ?? []
        let slicesReadWhole = context.errorCount == errorsBeforeSlices && !document.misspelt.contains("slices")
        let errorsBeforeRequire = context.errorCount
        let requiredSlices = document["require"].map { decodeRequire($0.value, context: &context) } ?? []
        let requireReadWhole = context.errorCount == errorsBeforeRequire && !document.misspelt.contains("require")
        let types = section("types", readAs: "type").map { decodeTypes($0, context: &context) } ?? []
        let imports = document["imports"].map { decodeImports($0.value, context: &context) } ?? []
        let access = document["access"].flatMap { decodeAccess($0.value, context: &context) }
        let memoize = document["memoize"].flatMap { decodeBoolean($0.value, for: "memoize", context: &context) }
        let sendable = document["sendable"].flatMap { decodeBoolean($0.value, for: "sendable", context: &context) }
        let flavor = document["flavor"].flatMap { decodeFlavor($0.value, context: &context) }
        let container = document["container"].flatMap { entry in
            // `previews: true` under `container:`: a key of the spec, indented one level too deep.
            var entry = entry
            entry.value = context.withoutMisplacedSpecKey(
                entry.value, in: "container", readAs: "key of the container", specKeys: topLevelKeys, specHas: specHas,
                isSpecValue: { isTopLevelValue(of: $0, $1, in: "container") })
            return ContainerDecoder.decodeSpec(entry, context: &context)
        }
        let previews = document["previews"].flatMap { decodeBoolean($0.value, for: "previews", context: &context) }
        let examples = document["examples"].map { decodeExamples($0.value, context: &context) } ?? []

        var viewState: ViewStateSpec?
        // A view that only sends has an empty view state, which the fix-it adds at the end.
        let onlySends = document["viewAction"] != nil && document["slice"] == nil
        if onlySends, document["viewState"] == nil, !document.misspelt.contains("viewState"), !context.misplacedSpecKeys.contains("viewState") {
            // Fields under an unknown key are likely the view state under another name: the
            // fix-it then adds nothing beside them.
            let end = context.endOfDocument
            context.report(
                .missingRequiredKey("viewState", example: "{}", insertion: document.hasUnknownCollection ? nil : end.lineBreak + "viewState: {}\n"),
                at: document.root.location, insertingAt: document.hasUnknownCollection ? nil : end.location)
        } else if let node = document.required("viewState", context: &context).map({
            // `viewAction:` written two spaces deep under the fields, its actions beside it.
            let node = context.withoutMisplacedSpecKey($0, in: "viewState", readAs: "field", specKeys: topLevelKeys, specHas: specHas, onlyEmpty: true)
            // A field's keys beside it, its own value empty.
            return context.withKeysUnderEmptyEntries(node, in: "viewState", readAs: "field", entryKeys: fieldKeys)
        }) {
            let writtenSlices = Set(document["slices"]?.value.mappingEntries?.map(\.name) ?? [])
            viewState = decodeViewState(node, slice: document["slice"], slices: slices, writtenSlices: writtenSlices, specHas: specHas, context: &context)
        }
        if case .fields = viewState, let slice = document["slice"] {
            if slice.value.mappingEntries != nil && document["slices"] == nil {
                // A mapping under 'slice' is the named slices of the generated form.
                context.report(.sliceMeantSlices, at: slice.key.location, replacing: slice.key)
            } else {
                context.report(.misplacedSlice(path: context.sourceText(of: slice.value)), at: slice.key.location)
            }
        }
        let errorsBeforeViewAction = context.errorCount
        // `examples:` written two spaces deep under the actions, its items below it.
        let viewActionEntry = document["viewAction"].map { entry in
            var entry = entry
            entry.value = context.withoutMisplacedSpecKey(entry.value, in: "viewAction", readAs: "action", specKeys: topLevelKeys, specHas: specHas, onlyEmpty: true)
            entry.value = context.withKeysUnderEmptyEntries(entry.value, in: "viewAction", readAs: "action", entryKeys: actionCaseKeys)
            return entry
        }
        let viewAction = decodeViewAction(
            viewActionEntry, embed: document["embed"], embedIsMisspelt: document.misspelt.contains("embed"), specHas: specHas, context: &context)
        let viewActionReadWhole = context.errorCount == errorsBeforeViewAction
        if case .existing = viewState, !types.isEmpty, let entry = document["types"] {
            context.report(.misplacedTypes, at: entry.key.location)
        }

        guard let connector, let state, let action, let viewState, let viewAction else { return nil }
        // View actions under a misspelt key are not known: the rules about them would report
        // the examples that send them.
        guard !document.misspelt.contains("viewAction") else { return nil }
        var spec = ConnectorSpec(
            connector: connector, state: state, action: action, view: view, inputs: inputs, slices: slices,
            viewState: viewState, types: types, viewAction: viewAction, imports: imports, access: access,
            flavor: flavor, examples: examples, location: document.root.location)
        spec.memoize = memoize
        spec.inputNamesWritten = Set(document["inputs"]?.value.mappingEntries?.map(\.name) ?? [])
        spec.inputsUnread = context.misplacedSpecKeys.contains("inputs") || document["inputs"].map { isUnreadMapping($0.value) } ?? false
        spec.sliceNamesWritten = Set(document["slices"]?.value.mappingEntries?.map(\.name) ?? [])
        spec.makeView = makeView
        spec.required = requiredSlices
        spec.keysReadInPart = Set([slicesReadWhole ? nil : "slices", requireReadWhole ? nil : "require", viewActionReadWhole ? nil : "viewAction"].compactMap { $0 })
        spec.sendable = sendable
        spec.container = container
        spec.previews = previews
        return spec
    }

    // MARK: - Keys

    /// The flavor a `flavor` value names; otherwise reports it, with the closest name as the
    /// fix-it, and reads the value as that name: the rest of the spec is then checked as the
    /// fix leaves it (`SwiftUIFlux` checked as the connector form would have `--fix` undo what
    /// the flavor needs).
    static func decodeFlavor(_ node: Node, context: inout DecodingContext) -> Located<TargetConfig.Flavor>? {
        guard let text = context.text(node, for: "flavor") else { return nil }
        if let flavor = TargetConfig.Flavor(rawValue: text.value) { return Located(flavor, at: text.location) }
        let names = TargetConfig.Flavor.allCases.map(\.rawValue)
        let suggestion = DidYouMean.suggestion(for: text.value, among: names)
            ?? names.first { $0.lowercased() == text.value.lowercased() }
        context.report(.invalidFlavor(text.value, known: names, suggestion: suggestion), at: text.location, replacing: suggestion == nil ? nil : node)
        return suggestion.flatMap(TargetConfig.Flavor.init(rawValue:)).map { Located($0, at: text.location) }
    }

    private static func decodeInputs(_ node: Node, context: inout DecodingContext) -> [ConnectorInput] {
        context.namedEntries(of: node, for: "inputs", expected: .inputs, naming: .input, value: { $0.type($1.value, for: $1.name) }) {
            ConnectorInput(name: $0, type: $1)
        }
    }

    private static func decodeExampleInputs(_ node: Node, context: inout DecodingContext) -> [ExampleInput] {
        context.entries(of: node, for: "inputs", expected: .exampleInputs) { context, entry in
            context.code(entry.value, for: entry.name).map { ExampleInput(name: Located(entry.name, at: entry.key.location), value: $0) }
        }
    }

    private static func decodeSlices(_ node: Node, context: inout DecodingContext) -> [Slice] {
        context.namedEntries(of: node, for: "slices", expected: .slices, naming: .slice, value: { $0.code($1.value, for: $1.name, isPath: true) }) {
            Slice(name: $0, path: $1)
        }
    }

    private static func decodeTypes(_ node: Node, context: inout DecodingContext) -> [NestedType] {
        guard let entries = context.mapping(node, for: "types", expected: .types) else { return [] }
        return entries.compactMap { entry in
            let name = context.identifier(key: entry, as: .nestedType)
            if name == nil, DecodingContext.keyLeavesBracketOpen(entry) { return nil }
            guard let fields = context.mapping(entry.value, for: entry.name, expected: .typeFields) else { return nil }
            let properties = fields.compactMap { field -> NestedType.Property? in
                let propertyName = context.identifier(key: field, as: .field)
                if propertyName == nil, DecodingContext.leavesValueUnread(field) { return nil }
                let type = context.type(field.value, for: field.name)
                guard let propertyName, let type else { return nil }
                return NestedType.Property(name: propertyName, type: type)
            }
            guard let name else { return nil }
            return NestedType(name: name, properties: properties)
        }
    }

    /// `require: todo` or `require: [todo, list]`: the slices that must be present.
    private static func decodeRequire(_ node: Node, context: inout DecodingContext) -> [Located<String>] {
        guard let items = listItems(node) else {
            context.report(.requireNotAList, at: node.location)
            return []
        }
        return items.compactMap { context.identifier($0, for: "require", as: .slice) }
    }

    /// The items of a list, or of one item written without brackets; `nil` for a mapping or
    /// nothing.
    private static func listItems(_ node: Node) -> [Node]? {
        if let sequence = node.sequenceItems { return sequence }
        if let scalar = node.scalar, !scalar.isNull { return [node] }
        return nil
    }

    static func decodeImports(_ node: Node, context: inout DecodingContext) -> [Located<String>] {
        guard let items = listItems(node) else {
            context.report(.importsNotAList, at: node.location)
            return []
        }
        return items.compactMap { (item: Node) -> Located<String>? in
            guard let name = context.text(item, for: "imports") else { return nil }
            guard IdentifierRules.isValidModuleName(name.value) else {
                let meant = item.scalar?.style == .plain ? meantModules(name.value) : nil
                // Several modules in one item: a list of them, or more items of the flow list.
                let inFlowList = node.sequenceItems != nil && context.sourceText(of: node).hasPrefix("[")
                let replacement: String? = switch meant {
                case nil: nil
                case let modules? where modules.count == 1: modules[0]
                case let modules? where node.sequenceItems == nil: "[" + modules.joined(separator: ", ") + "]"
                case let modules? where inFlowList: modules.joined(separator: ", ")
                case _?: nil
                }
                context.report(.invalidModuleName(name.value, list: replacement), at: name.location, replacing: replacement == nil ? nil : item)
                return nil
            }
            return name
        }
    }

    /// The modules an import written as Swift or as a sentence surely names: `Foundation,
    /// SwiftUI`, `import Foundation`, `Foundation SwiftUI` (words apart are several modules only
    /// when each is an SDK's: `App Models` may be one module); `nil` unless each is a module name.
    private static func meantModules(_ written: String) -> [String]? {
        // `Foundation; Models`: Swift's statement separator between imports.
        let words = written.split { $0 == "," || $0 == ";" || $0 == " " || $0 == "\t" }.map(String.init)
        let writtenAsSwift = words.first == "import"
        let modules = writtenAsSwift ? words.filter { $0 != "import" } : words
        guard words.count > 1, !modules.isEmpty, modules.allSatisfy(IdentifierRules.isValidModuleName) else { return nil }
        let sure = (writtenAsSwift && modules.count == 1) || written.contains(",") || written.contains(";")
            || modules.allSatisfy(IdentifierRules.commonSDKModules.contains)
        return sure ? modules : nil
    }

    /// `key: true` or `key: false` (`memoize`, `sendable`), in a spec or in `connector-gen.yml`.
    static func decodeBoolean(_ node: Node, for key: String, context: inout DecodingContext) -> Located<Bool>? {
        guard let text = context.text(node, for: key) else { return nil }
        switch text.value {
        case "true": return Located(true, at: text.location)
        case "false": return Located(false, at: text.location)
        default:
            let suggestion: String? = switch text.value.lowercased() {
            case "true", "yes", "on", "y": "true"
            case "false", "no", "off", "n": "false"
            // A misspelling of one (`ture`, `flase`).
            default: DidYouMean.suggestion(for: text.value.lowercased(), among: ["true", "false"])
            }
            context.report(.invalidBoolean(key, text.value, suggestion: suggestion), at: text.location, replacing: suggestion == nil ? nil : node)
            return nil
        }
    }

    static func decodeAccess(_ node: Node, context: inout DecodingContext) -> Located<AccessLevel>? {
        guard let text = context.text(node, for: "access") else { return nil }
        if let level = AccessLevel(rawValue: text.value) { return Located(level, at: text.location) }
        let names = AccessLevel.allCases.map(\.rawValue)
        let hidden = ["private", "fileprivate"].contains(text.value)
        let suggestion = text.value == "open" ? "public" : hidden ? "internal" : DidYouMean.suggestion(for: text.value, among: names)
        context.report(.invalidAccessLevel(text.value, suggestion: suggestion), at: text.location, replacing: node)
        return nil
    }

    /// - Parameters:
    ///   - writtenSlices: The names under `slices`, those whose path failed to decode included:
    ///     a short-form field that copies one of them has no error of its own.
    ///   - specHas: The keys of the spec's top level.
    private static func decodeViewState(
        _ node: Node, slice: MappingEntry?, slices: [Slice], writtenSlices: Set<String>, specHas: Set<String>, context: inout DecodingContext
    ) -> ViewStateSpec? {
        if let scalar = node.scalar, !scalar.isNull {
            if context.reportsEntryWithoutColon(node) { return nil }
            guard let type = context.type(node, for: "viewState") else { return nil }
            // Without `slice`, the path is empty: the connector form needs one (`MissingSlice`),
            // a flavor needs fields instead (`FlavorNeedsGeneratedView`); the rules, which know
            // the target's flavor, say which.
            guard let slice else { return .existing(type: type, slice: SwiftCode("", at: type.location)) }
            guard let path = context.code(slice.value, for: "slice", isPath: true) else { return nil }
            return .existing(type: type, slice: path)
        }
        // `viewState: {}` is a screen that shows nothing from the state, such as a form.
        guard let entries = context.mapping(node, for: "viewState", expected: .viewState) else { return nil }
        let sliceNames = Set(slices.map(\.name.value))
        var fields: [Field] = []
        for (index, entry) in entries.enumerated() {
            if context.reportsMisplacedKey(
                index, of: entries, in: "viewState", readAs: "field", entryKeys: fieldKeys, specKeys: topLevelKeys, specHas: specHas, shortForms: sliceNames,
                isSpecValue: { isTopLevelValue(of: $0, $1, in: "viewState") })
            {
                continue
            }
            let name = context.identifier(key: entry, as: .field)
            if name == nil, DecodingContext.leavesValueUnread(entry) { continue }
            var type: Located<String>?
            var source = Field.Source.slice
            var typeNode = entry.value
            var setter: Located<String>?
            var misspelt: Set<String> = []
            if let members = entry.value.mappingEntries {
                misspelt = context.checkKeys(members, known: fieldKeys, in: .field(entry.name))
                guard let typeEntry = members.first(where: { $0.name == "type" }) else {
                    if !misspelt.contains("type"), !DecodingContext.keyFollows("type", after: index, of: entries, entryKeys: fieldKeys) {
                        context.report(.fieldWithoutType(entry.name), at: entry.value.location)
                    }
                    continue
                }
                typeNode = typeEntry.value
                if let set = members.first(where: { $0.name == "set" }) {
                    setter = context.identifier(set.value, for: "set", as: .actionCase)
                }
                if let from = members.first(where: { $0.name == "from" }) {
                    let quoting = context.quotingCutValue(of: from, in: entry.value, known: fieldKeys)
                    guard let code = context.code(from.value, for: "from", quoting: quoting) else { continue }
                    source = .expression(code)
                    context.checkQuotedText(from.value, for: "from", type: typeEntry.value)
                }
            }
            // `count: todos.count`: an expression where the short form takes a type.
            if entry.value.mappingEntries == nil, !sliceNames.contains(entry.name), let scalar = entry.value.scalar, scalar.style == .plain,
                ExpressionRules.readsAsExpressionRatherThanType(scalar.text)
            {
                context.report(.fieldWithoutFrom(entry.name, type: scalar.text, isExpression: true), at: entry.value.location)
                continue
            }
            type = context.type(typeNode, for: entry.value.mappingEntries == nil ? entry.name : "type")
            if source == .slice, DecodingContext.keyFollows("from", after: index, of: entries, entryKeys: fieldKeys) { continue }
            // A `from` misspelt (or without the space after its `:`) has its own error.
            if source == .slice, !sliceNames.contains(entry.name), !writtenSlices.contains(entry.name), type != nil, !misspelt.contains("from") {
                context.report(.fieldWithoutFrom(entry.name, type: type!.value), at: entry.key.location)
                continue
            }
            guard let name, let type else { continue }
            fields.append(Field(name: name, type: type, source: source, setter: setter))
        }
        return .fields(fields)
    }

    /// - Parameter embedIsMisspelt: Whether an unknown key reads like `embed`, which its own
    ///   error reports: no second error says `embed` is missing.
    private static func decodeViewAction(
        _ entry: MappingEntry?, embed: MappingEntry?, embedIsMisspelt: Bool = false, specHas: Set<String>, context: inout DecodingContext
    ) -> ViewActionSpec? {
        guard let node = entry?.value, node.scalar?.isNull != true else {
            if let embed {
                context.report(.misplacedEmbed(listsCases: false), at: embed.key.location)
            }
            return ViewActionSpec.none
        }
        if node.scalar != nil {
            if context.reportsEntryWithoutColon(node) { return nil }
            guard let type = context.type(node, for: "viewAction") else { return nil }
            guard let embed else {
                if !embedIsMisspelt { context.report(.missingEmbed(viewAction: type.value), at: type.location) }
                return nil
            }
            guard let caseName = context.identifier(embed.value, for: "embed", as: .embeddedCase) else { return nil }
            return .existing(type: type, embed: caseName)
        }
        if let embed {
            context.report(.misplacedEmbed(listsCases: true), at: embed.key.location)
        }
        guard let entries = context.mapping(node, for: "viewAction", expected: .viewAction) else { return nil }
        var cases: [ActionCase] = []
        for (index, entry) in entries.enumerated() {
            if context.reportsMisplacedKey(
                index, of: entries, in: "viewAction", readAs: "action", entryKeys: actionCaseKeys, specKeys: topLevelKeys, specHas: specHas,
                isSpecValue: { isTopLevelValue(of: $0, $1, in: "viewAction") }) {
                continue
            }
            let name = context.identifier(key: entry, as: .actionCase)
            if name == nil, DecodingContext.keyLeavesBracketOpen(entry) { continue }
            var parameters: [ActionCase.Parameter] = []
            var target: SwiftCode?
            var noExample: Located<String>?
            if let members = entry.value.mappingEntries {
                let misspelt = context.checkKeys(members, known: actionCaseKeys, in: .action(entry.name))
                if let with = members.first(where: { $0.name == "with" }) {
                    let labels = context.mapping(with.value, for: "with", expected: .labels) ?? []
                    for label in labels {
                        guard let value = context.associatedValue(label, of: entry.name) else { continue }
                        // `_ index` and `index` both bind `index` in the connector's `case`.
                        if parameters.contains(where: { $0.label.value == value.name.value }) {
                            context.report(.valueNamedTwice(value.name.value, action: entry.name), at: label.key.location)
                            continue
                        }
                        parameters.append(.init(label: value.name, type: value.type, isUnlabeled: value.isUnlabeled))
                    }
                }
                if let reason = members.first(where: { $0.name == "noExample" }) {
                    noExample = context.text(reason.value, for: "noExample")
                    if let noExample { context.warnsTextCutByComment(reason.value, text: noExample, what: "the 'noExample' reason") }
                    if let text = noExample, context.reportsPlaceholder(in: text, key: "noExample") { noExample = nil }
                    // `noExample: ""` would give the skipped test a reason that says nothing.
                    if let text = noExample, text.value.trimmingWhitespace().isEmpty {
                        context.report(.emptyValue("noExample"), at: text.location)
                        noExample = nil
                    }
                }
                if let to = members.first(where: { $0.name == "to" }) {
                    target = context.code(to.value, for: "to")
                } else if !misspelt.contains("to"), !DecodingContext.keyFollows("to", after: index, of: entries, entryKeys: actionCaseKeys) {
                    context.report(.actionWithoutTo(entry.name, arguments: parameters.map { $0.argument(SwiftNames.escaped($0.label.value)) }), at: entry.value.location)
                }
            } else {
                target = context.code(entry.value, for: entry.name)
            }
            guard let name, let target else { continue }
            cases.append(ActionCase(name: name, parameters: parameters, appAction: target, noExample: noExample))
        }
        return .cases(cases)
    }

    private static func decodeExamples(_ node: Node, context: inout DecodingContext) -> [Example] {
        guard let items = node.sequenceItems else {
            context.report(.examplesNotAList, at: node.location)
            return []
        }
        var examples: [Example] = []
        for item in items {
            guard let entries = context.mapping(item, for: "examples", expected: .example) else { continue }
            let misspelt = context.checkKeys(entries, known: exampleKeys, in: .example)
            func value(_ key: String) -> Node? { entries.first { $0.name == key }?.value }
            guard let nameNode = value("name") else {
                if !misspelt.contains("name") { context.report(.exampleWithoutName, at: item.location) }
                continue
            }
            guard var name = context.text(nameNode, for: "name") else { continue }
            context.warnsTextCutByComment(nameNode, text: name, what: "the example's name")
            if context.reportsPlaceholder(in: name, key: "name") { continue }
            name.value = name.value.trimmingWhitespace()
            guard !name.value.isEmpty else {
                context.report(.exampleWithEmptyName, at: nameNode.location)
                continue
            }
            let inputs = value("inputs").map { decodeExampleInputs($0, context: &context) } ?? []
            let inputsUnread = value("inputs").map(isUnreadMapping) ?? false
            let inputNamesWritten = Set(value("inputs")?.mappingEntries?.map(\.name) ?? [])
            func add(_ example: Example) {
                var example = example
                example.inputsUnread = inputsUnread
                example.inputNamesWritten = inputNamesWritten
                examples.append(example)
            }
            let given = value("given")
            let send = value("send")
            let dispatches = value("dispatches")
            if let dispatches {
                if value("expect") != nil {
                    context.report(.exampleExpectAndDispatches(name.value), at: dispatches.location)
                    continue
                }
                if send == nil {
                    context.report(.dispatchesWithoutSend(name.value), at: dispatches.location)
                    continue
                }
            }
            guard let expectNode = dispatches ?? value("expect") else {
                if !misspelt.contains("expect") { context.report(.exampleWithoutExpect(name.value), at: item.location) }
                continue
            }
            let expect = context.code(expectNode, for: dispatches == nil ? "expect" : "dispatches")
            switch (given, send) {
            case (let given?, let send?):
                // The flavors take both, and the connector form for an action that reads the state or
                // a plan an example runs; the validator knows which.
                if let given = context.code(given, for: "given"), let send = context.code(send, for: "send"), let expect {
                    var example = Example(name: name, inputs: inputs, kind: .action(send: send, expect: expect), location: item.location)
                    example.state = given
                    example.checksDispatches = dispatches != nil
                    add(example)
                }
            case (nil, nil):
                // A misspelt one has been reported, with the edit that names it.
                if misspelt.isDisjoint(with: ["given", "send"]) { context.report(.exampleWithoutGivenOrSend(name.value), at: item.location) }
            case (let given?, nil):
                if let given = context.code(given, for: "given"), let expect {
                    add(Example(name: name, inputs: inputs, kind: .state(given: given, expect: expect), location: item.location))
                }
            case (nil, let send?):
                if let send = context.code(send, for: "send"), let expect {
                    var example = Example(name: name, inputs: inputs, kind: .action(send: send, expect: expect), location: item.location)
                    example.checksDispatches = dispatches != nil
                    add(example)
                }
            }
        }
        return examples
    }
}
