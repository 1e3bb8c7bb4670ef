extension ScreenDrafter {
    /// Drafts the spec of a hand-written connector: `connect(state:)` for the fields,
    /// `switch action` in `connect(action:)` for the view actions.
    func draftConnector(_ located: AdoptedSources.Located, connect: SwiftOutline.Function, protocols: Set<String>) -> Result<Adopter.Draft, Adopter.Skipped> {
        let file = located.file
        let connectorName = located.declaration.name
        let context = located.outer + [connectorName]
        func skip(_ reason: String) -> Result<Adopter.Draft, Adopter.Skipped> {
            .failure(Adopter.Skipped(name: connectorName, file: file.path, location: file.location(located.declaration.keywordIndex), reason: reason))
        }
        guard let stateParameter = connect.parameters.first, connect.parameters.count == 1, var viewStateType = connect.returnType?.filter({ !$0.isWhitespace }) else {
            return skip("'connect(state:)' has no return type")
        }
        if connectorName == "Connector" {
            // Its spec would be '.connector.yml', and the generated connector would be named
            // like the protocol it conforms to.
            let outer = located.outer.last.map { "'\($0)Connector'" } ?? "'ScreenConnector'"
            return skip("it is named 'Connector', like the protocol; connector-gen names each connector for its screen: rename it, e.g. \(outer), and run adopt again")
        }
        // A type conformed to the protocol in an extension: its own declaration is replaced too.
        let conformedType = located.declaration.keyword == "extension" ? sources.primary(connectorName, in: located.outer) : nil
        // A SwiftUI view that is its own connector, in its declaration or an extension.
        if (conformedType ?? located).declaration.inherited.map(Self.conformanceName).contains("View") {
            let how = conformedType == nil ? "in its declaration" : "in an extension"
            return skip("it is a SwiftUI view that conforms to the connector protocol \(how), and connector-gen generates each connector as a type of its own: move 'connect(state:)' and 'connect(action:)' into a struct '\(connectorName)Connector' and run adopt again")
        }
        if let generic = genericDeclaration(around: conformedType ?? located) {
            let qualified = context.joined(separator: ".")
            return skip(generic == qualified
                ? "'\(qualified)' is generic, and connector-gen generates a connector that is not: make it not generic, or keep it hand-written"
                : "'\(qualified)' is nested in the generic type '\(generic)', and connector-gen generates each connector outside it: move it out of '\(generic)', or keep it hand-written")
        }
        let returnsOptional = viewStateType.hasSuffix("?")
        if returnsOptional { viewStateType.removeLast() }
        if sources.primary(viewStateType, in: context) == nil, KnownEquatableTypes.contains(viewStateType) {
            return skip("'connect(state:)' returns '\(viewStateType)', a standard type; adopt drafts a screen whose view state is a struct of fields")
        }
        let repeated = sources.repeatedDeclarations(of: viewStateType, in: context)
        guard repeated.isEmpty else {
            return skip("its view state '\(viewStateType)' is declared more than once in the files read (\(repeated.joined(separator: ", "))), \(Self.whyRepeated(repeated))")
        }
        guard let stateDeclaration = sources.primary(viewStateType, in: context) else {
            if sources.typeAliases.contains(String(viewStateType.split(separator: ".").last ?? "")) {
                return skip("its view state '\(viewStateType)' is not a type declared in the files read, and adopt does not follow type aliases: write the type's own name in 'connect(state:)' and 'connect(action:)', or give adopt the file that declares it")
            }
            return skip("its view state '\(viewStateType)' is not declared in the files read; give adopt the file that declares it")
        }
        let owner = sources.members(of: connectorName, in: located.outer)
        let actionFound = sources.function("connect(action:)", of: connectorName, in: located.outer)
        let actionFunction = actionFound?.function

        var draft = DraftSpec(
            connector: connectorName, state: stateParameter.type, action: actionFunction?.returnType.map { appActionType($0, in: located.outer) } ?? "Never")
        var replaced: [Adopter.Replacement] = []

        // The view the types are nested in, or none when they are named after the connector.
        let base = connectorName.hasSuffix("Connector") ? String(connectorName.dropLast("Connector".count)) : connectorName
        // A view state other connectors return too stays theirs: this screen gets one of its own.
        let sharers = otherConnectors(returning: viewStateType, besides: located)
        // The state mapping, read here: a value the app keeps that it returns
        // (`state.settings`) is of the app's own type, which stays too.
        var mapping = MappingDrafter(file: file, root: stateParameter.name ?? "state", owner: owner)
        let body = MappingBody(connect.body ?? 0..<0, in: file, mapsActions: false)
        _ = mapping.read(body)
        let keepsViewState = Self.returnsKeptValue(body, mapping: mapping, in: file)
        let shared = sharers.isEmpty
            ? (keepsViewState ? "; '\(viewStateType)' is the app's own, and stays" : "")
            : "; '\(viewStateType)' is left in place, since \(Self.listed(sharers)) \(sharers.count == 1 ? "returns" : "return") it too"
        let viewActionType = actionFunction?.parameters.first?.type.filter { !$0.isWhitespace }
        // A mapping that returns a part of the state whole (`state.summary`), of the app's own
        // type, is the derived-store form: `viewState` and `slice` read it as it is.
        let keptSlice = keepsViewState && (!returnsOptional || !mapping.required.isEmpty) ? Self.wholeSlice(body, mapping: mapping, in: file) : nil
        if let keptSlice {
            draft.keptViewState = (viewStateType, keptSlice)
            // The inputs the path reads (no slice: the path is written out).
            if let result = body.result { mapping.noteReads(mapping.readNames(result).subtracting(mapping.slices.map(\.name))) }
            if let viewActionType, viewActionType.hasSuffix(".Action"), IdentifierRules.isValidDottedName(String(viewActionType.dropLast(".Action".count))) {
                draft.view = String(viewActionType.dropLast(".Action".count))
            }
        } else if viewStateType.hasSuffix(".State") {
            draft.view = String(viewStateType.dropLast(".State".count))
            if !sharers.isEmpty {
                draft.todos.append(.init(
                    message: "'\(viewStateType)' is also the view state of \(Self.listed(sharers)), and each spec with 'view: \(draft.view ?? "")' generates it: give this screen a view of its own (its view state is then '<#View#>.State'), or keep one of them hand-written; '\(viewStateType)' is left in place",
                    location: file.location(connect.keywordIndex)))
            }
        } else if let viewActionType, viewActionType.hasSuffix(".Action"), IdentifierRules.isValidDottedName(String(viewActionType.dropLast(".Action".count))) {
            // The view action is nested in a view: the view state goes beside it.
            draft.view = String(viewActionType.dropLast(".Action".count))
            draft.todos.append(.init(
                message: "the view state '\(viewStateType)' will be '\(draft.view ?? "").State', beside the view's 'Action': rename this screen's uses of it\(shared)",
                location: file.location(connect.keywordIndex)))
        } else if viewStateType != base + "State" {
            draft.todos.append(.init(
                message: "the view state '\(viewStateType)' will be '\(base)State' (or '<#View#>.State' with 'view: <#View#>'): rename its uses, or nest it as 'State' in a view type\(shared)",
                location: file.location(connect.keywordIndex)))
        }
        if keptSlice == nil, viewStateType == base + "State", draft.view == nil, !sharers.isEmpty {
            draft.todos.append(.init(
                message: "'\(viewStateType)' is also the view state of \(Self.listed(sharers)), and this spec generates it: give this screen a view (its view state is then '<#View#>.State'), or keep one of them hand-written; '\(viewStateType)' is left in place",
                location: file.location(connect.keywordIndex)))
        }
        if let view = draft.view, let declaration = sources.primary(view, in: context), let todo = privateViewTodo(declaration, named: view) {
            draft.todos.append(todo)
        }
        let generatedStateName = draft.view.map { $0 + ".State" } ?? base + "State"

        let stateMembers = sources.members(of: viewStateType, in: context)
        let properties = Self.storedProperties(stateMembers)
        if keptSlice == nil {
            draftFields(
                &draft, mapping: &mapping, body: body, properties: properties, typeName: viewStateType, typeStart: stateDeclaration.declaration.keywordIndex,
                location: file.location(connect.keywordIndex), file: file, declarationFile: stateDeclaration.file, flavor: nil,
                declaresInitializer: stateMembers.others.contains("init"))
            if !keepsViewState, let todo = memberwiseInitializerTodo(
                draft, properties: properties, type: stateDeclaration, generatedName: generatedStateName, besides: (file.path, connect.range)) {
                draft.todos.append(todo)
            }
            Self.carryNestedTypes(
                of: stateDeclaration, members: stateMembers, typeName: viewStateType, generatedName: generatedStateName, isKept: !sharers.isEmpty || keepsViewState, into: &draft)
            let extraConformances = stateDeclaration.declaration.inherited.map(Self.conformanceName).filter { !["Equatable", "Sendable"].contains($0) }
            if !extraConformances.isEmpty, !keepsViewState {
                draft.todos.append(.init(
                    message: "'\(viewStateType)' also conforms to \(extraConformances.joined(separator: ", ")); the generated one is Equatable: conform it in an extension, with what Swift synthesizes only in the declaring file (hash(into:), the Codable methods)",
                    location: stateDeclaration.file.location(stateDeclaration.declaration.keywordIndex), file: stateDeclaration.file.path))
            }
            if stateDeclaration.declaration.inherited.map(Self.conformanceName).contains("Sendable") { draft.sendable = true }
        }
        // The generated connector takes the target's isolation, not an attribute of its own.
        if let actor = located.declaration.attributes.first(where: { $0 == "@MainActor" }) {
            draft.todos.append(.init(
                message: "\(connectorName) is \(actor); the generated connector is isolated as the target's default isolation says: set 'isolation: MainActor' in connector-gen.yml if the target is not already on the main actor (concurrency.md)",
                location: file.location(located.declaration.keywordIndex)))
        }
        if returnsOptional && mapping.required.isEmpty {
            draft.todos.append(.init(message: "'connect(state:)' returns an optional view state without 'guard let … else { return nil }' on a read of the state", location: file.location(connect.keywordIndex)))
        }
        if sharers.isEmpty, !keepsViewState {
            replaced.append(.init(what: "struct \(viewStateType)", file: stateDeclaration.file.path, range: Self.sourceRange(stateDeclaration.declaration.range, in: stateDeclaration.file)))
            let conformances = conformanceExtensions(of: viewStateType, in: context)
            replaced += conformances.replaced
            if conformances.sendable { draft.sendable = true }
        }

        // A view that sends nothing takes `Never`, which a spec without 'viewAction' generates:
        // no mapping to draft, and the app's alias of `Never` that the generated one would
        // redeclare (the view's `Action`, or `BadgeAction` without a view) is replaced.
        let sentType = actionFunction?.parameters.first?.type.filter { !$0.isWhitespace }
        let sendsNothing = sentType == "Never" || sentType == "Swift.Never" || sentType.flatMap(sources.neverAlias) != nil
        let generatedAction = draft.view.map { $0 + ".Action" } ?? base + "Action"
        if sendsNothing, let alias = sources.neverAlias(generatedAction) {
            replaced.append(.init(what: "typealias \(generatedAction)", file: alias.file.path, range: Self.sourceRange(alias.range, in: alias.file)))
        }

        // The action mapping.
        if !sendsNothing, let actionFunction, let actionParameter = actionFunction.parameters.first, let file = actionFound?.file {
            let viewActionType = actionParameter.type.filter { !$0.isWhitespace }
            let actionDeclaration = sources.primary(viewActionType, in: context)
            let cases = sources.members(of: viewActionType, in: context).cases
            if actionDeclaration == nil && cases.isEmpty {
                draft.actionTodos["", default: []].append(.init(
                    message: "the view action '\(viewActionType)' is not declared in the files read, so none of its cases is drafted: give adopt the file that declares it, or add them under 'viewAction' by hand",
                    location: file.location(actionFunction.keywordIndex)))
            }
            let actionBody = MappingBody(actionFunction.body ?? 0..<0, in: file)
            var actionMapping = MappingDrafter(file: file, root: "", owner: owner)
            _ = actionMapping.read(actionBody)
            // A view action the app action wraps whole (`.user(action)`, or a case of it per
            // case, each passing its values on as they are) is the app's own: the derived-store
            // form's `viewAction` and `embed` keep it.
            let appActionCases = sources.members(of: draft.action, in: located.outer).cases
            if let embed = Self.wholeEmbedding(
                of: actionParameter.name ?? "action", typed: viewActionType, body: actionBody, cases: cases, appActionCases: appActionCases, in: file) {
                draft.embeddedAction = (viewActionType, embed)
            }
            let switched = Dictionary((actionBody.switchCases ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            // What `default:` returns, for each case no other case maps; not when it reads the
            // action itself, which a spec's `to` names otherwise.
            // Without a switch, one expression that does not read the action (`{ .noop }`) is what
            // every action sends.
            let sentByAll = actionBody.switchCases == nil && actionBody.unread.isEmpty
                ? actionBody.result.flatMap { result in
                    actionMapping.readNames(result).contains(actionParameter.name ?? "action") ? nil : (value: result, index: result.lowerBound)
                }
                : nil
            let fallback = actionBody.defaultCase.flatMap { found in
                actionMapping.readNames(found.value).contains(actionBody.switchSubject ?? "action") ? nil : found
            } ?? sentByAll
            if let found = actionBody.defaultCase, fallback == nil {
                draft.actionTodos["", default: []].append(.init(
                    message: "the 'default' case reads the action itself, which a spec's 'to' cannot: add each action it maps with its own 'to'",
                    location: file.location(found.index)))
            }
            for actionCase in cases where draft.embeddedAction == nil {
                let location = file.location(actionFunction.keywordIndex)
                if let declaration = actionDeclaration, let todo = memberConditionTodo(
                    "the case '\(actionCase.name)'", at: actionCase.nameIndex, typeStart: declaration.declaration.keywordIndex, in: declaration.file,
                    consequence: "the draft has it in all of them") {
                    draft.actionTodos[actionCase.name, default: []].append(todo)
                }
                let switchCase = switched[actionCase.name] ?? fallback.map { MappingBody.SwitchCase(name: actionCase.name, bindings: [], value: $0.value, caseIndex: $0.index) }
                guard let switchCase, let value = switchCase.value else {
                    let message = switched[actionCase.name] == nil
                        ? "the action '\(actionCase.name)' is not mapped by a 'case .\(actionCase.name)' that returns an action; add it with 'to'"
                        : switchCase?.holdsDirective == true
                        ? "the case '.\(actionCase.name)' returns its action inside an '#if' block, and a spec's 'to' is one expression for every configuration: add '\(actionCase.name)' by hand with the 'to' of the configuration the app builds, or keep the screen hand-written"
                        : "the case '.\(actionCase.name)' does more than return an action, and a spec maps a view action to one app action: add '\(actionCase.name)' with its associated values under 'with' and the app action under 'to', and keep the rest in the app's reducer"
                    draft.actionTodos["", default: []].append(.init(
                        message: message, location: switched[actionCase.name].map { file.location($0.caseIndex) } ?? location))
                    continue
                }
                var with: [(key: String, type: String)] = []
                var renames: [String: String] = [:]
                for (position, parameter) in actionCase.parameters.enumerated() {
                    let bound = position < switchCase.bindings.count ? switchCase.bindings[position] : nil
                    // A bound name is the value's even where a local of the mapping has it too.
                    if let label = parameter.label {
                        with.append((label, parameter.type))
                        if let bound { renames[bound] = SwiftNames.escaped(label) }
                    } else {
                        var name = bound ?? "value\(position + 1)"
                        while with.contains(where: { $0.key.hasSuffix(" " + name) || $0.key == name }) { name += "\(position + 1)" }
                        with.append(("_ \(name)", parameter.type))
                        if let bound { renames[bound] = SwiftNames.escaped(name) }
                    }
                }
                let to = actionMapping.expression(value, renaming: renames)
                draft.actions.append(.init(name: actionCase.name, with: with, to: to, noExample: Adopter.noExampleReason, location: file.location(switchCase.caseIndex)))
                // A generated case has no default values: call sites that leave one out break.
                let defaults = actionCase.parameters.enumerated().compactMap { position, parameter in
                    parameter.defaultValue.map { "'\(parameter.label ?? with[position].key.dropFirst(2).description) = \($0)'" }
                }
                if !defaults.isEmpty, let declaration = actionDeclaration {
                    draft.actionTodos[actionCase.name, default: []].append(.init(
                        message: "the case '\(actionCase.name)' gives \(Self.listed(defaults, quoted: false)) as \(defaults.count == 1 ? "a default" : "defaults"), which a generated case cannot: pass \(defaults.count == 1 ? "it" : "them") where the screen sends '.\(actionCase.name)' without \(defaults.count == 1 ? "it" : "them")",
                        location: declaration.file.location(actionCase.nameIndex), file: declaration.file.path))
                }
                mapping.noteReads(actionMapping.readNames(value).subtracting(renames.keys))
            }
            for statement in actionBody.unread where !statement.what.hasSuffix(MappingBody.doesMoreThanReturn) {
                // A case whose pattern is not read (`where`, a nested pattern) may guard an
                // action another case maps: the draft's 'to' would then be that case's alone.
                let advice = statement.what.hasPrefix("the case")
                    ? ": a spec maps a view action to one app action, so decide its 'to' by hand, or keep the condition in the app's reducer"
                    : ""
                // The action that case guards is left out: another case's `to` alone would
                // change what it sends.
                if statement.what.hasPrefix("the case"), let name = Self.caseName(at: statement.index, in: file) {
                    draft.actions.removeAll { $0.name == name }
                }
                draft.actionTodos["", default: []].append(.init(
                    message: "in 'connect(action:)', \(statement.what) is not carried over\(advice)", location: file.location(statement.index)))
            }
            // Another part of the app names the view action (the app action's `case user(UserAction)`),
            // and the generated one has another name: it stays, and the screen's own uses of it
            // change to the generated one.
            var screenRanges = [file.path: [actionFunction.range]]
            screenRanges[located.file.path, default: []].append(located.declaration.range)
            if let actionDeclaration { screenRanges[actionDeclaration.file.path, default: []].append(actionDeclaration.declaration.range) }
            if let conformedType { screenRanges[conformedType.file.path, default: []].append(conformedType.declaration.range) }
            // A nested action type (`OneConnector.Action`) is named elsewhere by its full name.
            let fullActionName = actionDeclaration.map { ($0.outer + [$0.declaration.name]).joined(separator: ".") } ?? viewActionType
            let use = draft.embeddedAction == nil && viewActionType != generatedAction ? firstUse(of: fullActionName, outside: screenRanges) : nil
            if let use {
                draft.actionTodos["", default: []].append(.init(
                    message: "'\(viewActionType)' is named outside this screen too (\(use.file.path):\(use.file.location(use.index).line)), so it is left in place; the draft's view actions are generated as '\(generatedAction)': change this screen's uses of '\(viewActionType)' to it",
                    location: file.location(actionFunction.keywordIndex)))
            }
            if let actionDeclaration, use == nil, draft.embeddedAction == nil, !cases.isEmpty || actionDeclaration.declaration.keyword == "enum" {
                replaced.append(.init(what: "enum \(viewActionType)", file: actionDeclaration.file.path, range: Self.sourceRange(actionDeclaration.declaration.range, in: actionDeclaration.file)))
                let conformances = conformanceExtensions(of: viewActionType, in: context)
                replaced += conformances.replaced
                if conformances.sendable { draft.sendable = true }
            }
        }

        // With both halves the app's own, no view type holds generated ones.
        if draft.keptViewState != nil, draft.embeddedAction != nil { draft.view = nil }
        finishInputs(&draft, mapping: mapping, owner: owner, ownerName: connectorName, outer: located.outer, connectorForm: true)
        draft.access = draftedAccess([located, stateDeclaration], appTypes: [stateParameter.type, draft.action], todos: &draft.todos)
        let fieldAccess = draftedAccessAndNarrowing([stateDeclaration, located], usedTypes: draft.fields.map(\.type) + draft.inputs.map(\.type))
        if let narrowedBy = fieldAccess.narrowedBy, draft.access != fieldAccess.access {
            draft.todos.append(narrowedAccessTodo(draft.access, by: narrowedBy, at: file.location(located.declaration.keywordIndex), in: file))
            draft.access = fieldAccess.access
        }
        draft.imports = imports(of: file, stateDeclaration.file)
        replaced.insert(.init(what: "\(located.declaration.keyword) \(connectorName)", file: file.path, range: Self.sourceRange(located.declaration.range, in: file)), at: 0)
        // A connector conformed in an extension: its type declaration goes too, or it would
        // clash with the generated one.
        if let conformedType {
            replaced.insert(.init(
                what: "\(conformedType.declaration.keyword) \(connectorName)", file: conformedType.file.path,
                range: Self.sourceRange(conformedType.declaration.range, in: conformedType.file)), at: 0)
        }
        // `connect(action:)` in an extension of its own (in another file, say): it goes too, or
        // it would redeclare the generated one.
        let actionExtension = actionFound.flatMap { found in
            sources.declarations(of: connectorName, in: located.outer).first { other in
                other.file.path == found.file.path && other.declaration.range.contains(found.function.keywordIndex)
                    && !(other.file.path == file.path && other.declaration.keywordIndex == located.declaration.keywordIndex)
                    && !(conformedType.map { other.file.path == $0.file.path && other.declaration.keywordIndex == $0.declaration.keywordIndex } ?? false)
            }
        }
        if let actionExtension {
            replaced.insert(.init(
                what: "\(actionExtension.declaration.keyword) \(connectorName)", file: actionExtension.file.path,
                range: Self.sourceRange(actionExtension.declaration.range, in: actionExtension.file)), at: conformedType == nil ? 1 : 2)
        }
        // What the replaced declarations hold that the draft neither carries nor names in a TODO.
        let replacedDeclarations = [located] + (conformedType.map { [$0] } ?? []) + (actionExtension.map { [$0] } ?? [])
        let replacedMembers = replacedDeclarations.map(\.declaration.members)
        // Each member with the file of the declaration that holds it.
        let replacedFunctions = replacedDeclarations.flatMap { declaration in declaration.declaration.members.functions.map { (file: declaration.file, function: $0) } }
        let replacedProperties = replacedDeclarations.flatMap { declaration in declaration.declaration.members.properties.map { (file: declaration.file, property: $0) } }
        let lostFunctions = replacedFunctions.filter { !["connect(state:)", "connect(action:)"].contains($0.function.signature) && !mapping.reads.contains($0.function.name) }
        var lost = lostFunctions.map { "'\($0.function.signature)'" }
        // The TODO is at the first of them, in the declaration that holds it.
        var lostAt = lostFunctions.first.map { ($0.file, $0.function.keywordIndex) }
        let inputNames = Set(draft.inputs.map(\.name))
        let expressions = draft.fields.compactMap(\.from) + draft.actions.map(\.to)
        // A static member the draft reads through the type has a TODO of its own.
        func readThroughType(_ name: String) -> Bool {
            expressions.contains { Self.names($0, "Self.\(name)") || Self.names($0, "\(connectorName).\(name)") }
        }
        let unread = replacedProperties.filter { !mapping.reads.contains($0.property.name) && !inputNames.contains($0.property.name) && !readThroughType($0.property.name) }
        // A stored property each place that makes the connector sets is an input, not a member to move.
        let isInput = { (property: SwiftOutline.Property) in property.isStored && !property.hasInitialValue && !property.modifiers.contains("static") }
        let storedUnread = unread.filter { isInput($0.property) }
        // A stored property with a value of its own (`private let cache = Cache()`): no extension can hold it.
        let isKeptState = { (property: SwiftOutline.Property) in property.isStored && property.hasInitialValue && !property.modifiers.contains("static") }
        for (holder, property) in unread where isKeptState(property) {
            draft.todos.append(.init(
                message: "\(connectorName) stores '\(property.name)' with a value of its own, which the generated connector, made of its inputs alone, cannot hold (nor an extension): keep what it holds in the app state, or pass it in as an input",
                location: holder.location(property.nameIndex), file: holder.path))
        }
        let lostProperties = unread.filter { !isInput($0.property) && !isKeptState($0.property) }
        lost += lostProperties.map { "'\($0.property.name)'" }
        if lostAt == nil, let first = lostProperties.first { lostAt = (first.file, first.property.nameIndex) }
        // Whether the hand-written `connect` functions read `name` (or `self.name`) where the draft left them.
        let bodies = [(file, connect.body)] + (actionFound.map { [($0.file, $0.function.body)] } ?? [])
        func readByHand(_ name: String) -> Bool {
            bodies.contains { source, body in
                (body ?? 0..<0).contains { source.isWord($0, name) && (!source.isSymbol($0 - 1, ".") || source.isWord($0 - 2, "self")) }
            }
        }
        for (holder, property) in storedUnread {
            let type = property.type.map { " as \(property.name): \($0)" } ?? ""
            draft.todos.append(.init(
                message: readByHand(property.name)
                    ? "\(connectorName) stores '\(property.name)', which the mapping reads in code the draft does not carry over: add it under 'inputs'\(type) when you write that part by hand"
                    : "\(connectorName) stores '\(property.name)', which the draft does not read: if the mapping needs it, add it under 'inputs'\(type) and read it where the mapping did",
                location: holder.location(property.nameIndex), file: holder.path))
        }
        lost += replacedMembers.flatMap(\.others).filter { $0 != "init" && $0 != "typealias" && $0 != "deinit" }.map { "a \($0)" }
        if replacedMembers.contains(where: { $0.others.contains("deinit") }) {
            draft.todos.append(.init(
                message: "\(connectorName) has a deinit, which the generated connector, a struct, cannot have: do its work where the app stops using the screen",
                location: file.location(located.declaration.keywordIndex)))
        }
        // An initializer of its own (`init(noteId:folders:)`), which its callers use: the generated
        // connector has only the memberwise one, of the inputs. A memberwise one goes with it.
        let ownInitializers = replacedDeclarations.flatMap { declaration in
            declaration.declaration.members.initializers
                .filter { !Self.isMemberwiseInitializer($0, of: draft.inputs.map(\.name), in: declaration.file) }
                .map { (file: declaration.file, index: $0.lowerBound) }
        }
        lost += ownInitializers.map { _ in "an initializer" }
        if lostAt == nil, let first = ownInitializers.first { lostAt = (first.file, first.index) }
        if !lost.isEmpty {
            draft.todos.append(.init(
                message: "\(connectorName) also declares \(lost.joined(separator: ", ")), which the generated connector does not: move \(lost.count == 1 ? "it" : "them") into an extension of \(connectorName) before deleting the hand-written one",
                location: (lostAt?.0 ?? file).location(lostAt?.1 ?? located.declaration.keywordIndex), file: (lostAt?.0 ?? file).path))
        }
        let specName = base
        // Where the connector conforms: ConnectorRuntime's Connector, or the app's own protocol.
        let conformance = connectorProtocol(of: located, in: file, declared: protocols, requiresSlices: !mapping.required.isEmpty)
        draft.todos += conformance.todos
        if let todo = conditionTodo(connectorName, at: located.declaration.keywordIndex, in: file) { draft.todos.append(todo) }
        draft.header = Self.header(file: file, line: file.location(located.declaration.keywordIndex).line, what: "\(located.declaration.keyword) \(connectorName)")
        return .success(Adopter.Draft(
            specName: specName, screen: connectorName, form: .connector(protocol: conformance.name), namespace: located.outer.joined(separator: "."), file: file.path,
            location: file.location(located.declaration.keywordIndex), draft: draft, replaces: replaced, protocolModule: conformance.module))
    }

    /// The case of the app action that `connect(action:)` wraps the view action in, whole:
    /// `.user(action)` (or `AppAction.user(action)`) as its one expression, or a `switch` whose
    /// every case returns `.user(.same(values))`, passing on each value it binds in order, where
    /// the app action's case `user` (among `appActionCases`) takes the view action's `type`.
    static func wholeEmbedding(
        of parameter: String, typed type: String, body: MappingBody, cases: [SwiftOutline.EnumCase], appActionCases: [SwiftOutline.EnumCase],
        in file: SwiftSourceFile
    ) -> String? {
        /// The case `range` wraps `inner` in: `.name(…)` or `Type.name(…)` around exactly `inner`.
        func wrapper(_ range: Range<Int>, around inner: (Range<Int>) -> Bool) -> String? {
            // The case's name: after a leading `.`, or last of `AppAction.user`.
            var name = range.lowerBound + 1
            if !file.isSymbol(range.lowerBound, ".") {
                name = range.lowerBound
                while file.isIdentifier(name), file.isSymbol(name + 1, "."), file.isIdentifier(name + 2) { name += 2 }
                guard name > range.lowerBound else { return nil }
            }
            guard file.isIdentifier(name), file.isSymbol(name + 1, "("), file.partner[name + 1] == range.upperBound - 1,
                  inner(name + 2..<range.upperBound - 1) else { return nil }
            return file.text(name)
        }
        if let result = body.result, body.switchCases == nil {
            return wrapper(result) { $0.count == 1 && file.isWord($0.lowerBound, parameter) }
        }
        guard let switched = body.switchCases, body.defaultCase == nil, body.unread.isEmpty, !cases.isEmpty,
              Set(switched.map(\.name)) == Set(cases.map(\.name)) else { return nil }
        var embeds: Set<String> = []
        for switchCase in switched {
            guard let value = switchCase.value, let actionCase = cases.first(where: { $0.name == switchCase.name }),
                  switchCase.bindings.count == actionCase.parameters.count, switchCase.bindings.allSatisfy({ $0 != nil }) else { return nil }
            let arguments = zip(actionCase.parameters, switchCase.bindings.compactMap { $0 }).map { ($0.label.map { $0 + ": " } ?? "") + $1 }
            let expected = "." + switchCase.name + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
            guard let embed = wrapper(value, around: { file.text(of: $0).filter { !$0.isWhitespace } == expected.filter { !$0.isWhitespace } })
            else { return nil }
            embeds.insert(embed)
        }
        guard embeds.count == 1, let embed = embeds.first,
              let wrapping = appActionCases.first(where: { $0.name == embed }), wrapping.parameters.count == 1,
              wrapping.parameters[0].type.filter({ !$0.isWhitespace }) == type else { return nil }
        return embed
    }

    /// The first place a file read names `typeName` (not as a member) outside the token ranges
    /// `excluded` of each file, by path: as written (`Screen.ViewAction`), or, for a nested
    /// type, by its own name inside its outer type and that type's extensions, where Swift
    /// finds it so (`send(ViewAction.close)` in `Screen`'s body).
    /// - Parameter followedBy: What must follow the name, by the token after it (a call's `(`).
    func firstUse(
        of typeName: String, outside excluded: [String: [Range<Int>]], where followedBy: (SwiftSourceFile, Int) -> Bool = { _, _ in true }
    ) -> (file: SwiftSourceFile, index: Int)? {
        let parts = typeName.split(separator: ".").map(String.init)
        guard let last = parts.last else { return nil }
        func named(at index: Int, in file: SwiftSourceFile) -> Bool {
            guard !file.isSymbol(index - 1, ".") else { return false }
            return parts.enumerated().allSatisfy { position, part in
                file.isWord(index + 2 * position, part) && (position == 0 || file.isSymbol(index + 2 * position - 1, "."))
            }
        }
        // The outer type's declarations, by path: where the last name alone names the type.
        var outerRanges: [String: [Range<Int>]] = [:]
        if parts.count > 1 {
            for declaration in sources.declarations(of: parts.dropLast().joined(separator: ".")) {
                outerRanges[declaration.file.path, default: []].append(declaration.declaration.range)
            }
        }
        for file in sources.files {
            let ranges = excluded[file.path] ?? []
            let outer = outerRanges[file.path] ?? []
            for index in file.tokens.indices where !ranges.contains(where: { $0.contains(index) }) {
                let bareInOuter = parts.count > 1 && file.isWord(index, last) && !file.isSymbol(index - 1, ".")
                    && outer.contains(where: { $0.contains(index) })
                if named(at: index, in: file), followedBy(file, index + 2 * parts.count - 1) { return (file, index) }
                if bareInOuter, followedBy(file, index + 1) { return (file, index) }
            }
        }
        return nil
    }

    /// The other connectors, by name, whose `connect(state:)` returns `viewStateType` too.
    func otherConnectors(returning viewStateType: String, besides located: AdoptedSources.Located) -> [String] {
        (connectorsByViewState[Self.viewStateKey(viewStateType, in: located.outer + [located.declaration.name], sources: sources)] ?? []).filter { other in
            other.path != located.file.path || other.keywordIndex != located.declaration.keywordIndex
        }.map(\.name)
    }

    /// `'A'`, `'A' and 'B'`, `'A', 'B' and 'C'`; without the quotes when `quoted` is false.
    static func listed(_ names: [String], quoted: Bool = true) -> String {
        let written = quoted ? names.map { "'\($0)'" } : names
        guard let last = written.last, written.count > 1 else { return written.first ?? "" }
        return written.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The action a `case .name…` or `case let .name…` at `index` matches, if it names one.
    static func caseName(at index: Int, in file: SwiftSourceFile) -> String? {
        guard file.isWord(index, "case") else { return nil }
        var dot = index + 1
        if file.isWord(dot, "let") || file.isWord(dot, "var") { dot += 1 }
        guard file.isSymbol(dot, "."), file.isIdentifier(dot + 1) else { return nil }
        return file.text(dot + 1)
    }

    /// The comment lines that start a draft: where it comes from.
    static func header(file: SwiftSourceFile, line: Int, what: String) -> [String] {
        ["Drafted by connector-gen adopt from \(file.path):\(line) (\(what)).", "Review it, then delete the hand-written code it replaces (adopt's summary lists it)."]
    }

    /// The extensions of `type`, a view state or view action the draft replaces, that only
    /// declare conformances the generated type has (`extension CFScreen.State: Equatable {}`):
    /// left in place, each would declare one again. With `Sendable` among them, the draft says
    /// `sendable: true`, which declares it.
    func conformanceExtensions(of type: String, in context: [String]) -> (replaced: [Adopter.Replacement], sendable: Bool) {
        let generated: Set<String> = ["Equatable", "Sendable"]
        let extensions = sources.declarations(of: type, in: context).filter { found in
            let members = found.declaration.members
            return found.declaration.keyword == "extension" && !found.declaration.inherited.isEmpty
                && found.declaration.inherited.allSatisfy { generated.contains(Self.conformanceName($0)) }
                && members.types.isEmpty && members.properties.isEmpty && members.functions.isEmpty && members.cases.isEmpty && members.others.isEmpty
        }
        let replaced = extensions.map { found in
            Adopter.Replacement(
                what: "extension \(type): \(found.declaration.inherited.joined(separator: ", "))", file: found.file.path,
                range: Self.sourceRange(found.declaration.range, in: found.file))
        }
        return (replaced, extensions.contains { $0.declaration.inherited.map(Self.conformanceName).contains("Sendable") })
    }
}
