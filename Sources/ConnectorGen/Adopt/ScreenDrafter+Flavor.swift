extension ScreenDrafter {
    /// Drafts the spec of a hand-written `ConnectedView` (SwiftUIFlux) or `ConnectableView`
    /// (SwiftDux): `Props`' value properties become fields, its closures or action bindings
    /// view actions, and a two-way binding (SwiftDux's `binder.bind(value) { … }`, SwiftUI's
    /// `Binding(get:set:)` in SwiftUIFlux) a field with `set`.
    func draftFlavor(_ located: AdoptedSources.Located, map: SwiftOutline.Function, flavor: Adopter.Form) -> Result<Adopter.Draft, Adopter.Skipped> {
        let file = located.file
        let viewName = located.declaration.name
        let context = located.outer + [viewName]
        func skip(_ reason: String) -> Result<Adopter.Draft, Adopter.Skipped> {
            .failure(Adopter.Skipped(name: viewName, file: file.path, location: file.location(located.declaration.keywordIndex), reason: reason))
        }
        guard map.parameters.count == 2 || flavor == .swiftDux, let stateParameter = map.parameters.first, let returnType = map.returnType?.filter({ !$0.isWhitespace }) else {
            return skip("its 'map' does not take the state and \(flavor == .swiftDux ? "binder" : "dispatch")")
        }
        // A view of the app's own with a `map` of that shape (and a store of its own) is none
        // of the library's: the flavor's code would conform it, and call what it does not have.
        let (library, protocolName, _) = flavor.library ?? ("", "", "")
        guard let conformance = conformance(of: viewName, in: located.outer, to: protocolName) else {
            // `struct Analytics: StateMapper`, a protocol of the app's own that asks for the `map`.
            let ownProtocol = sources.declarations(of: viewName).flatMap(\.declaration.inherited).lazy.compactMap { name in
                let protocols = self.sources.declarations(of: name).filter { $0.declaration.keyword == "protocol" }
                return protocols.first { $0.file.path == file.path } ?? protocols.first
            }.first
            if let ownProtocol {
                let line = ownProtocol.file.location(ownProtocol.declaration.keywordIndex).line
                return skip("it has '\(map.signature)' for the app's own '\(ownProtocol.declaration.name)', declared at \(ownProtocol.file.path):\(line), and conforms to \(library)'s '\(protocolName)' in none of the files read: it is no \(flavor.flavorName) screen")
            }
            return skip("it has '\(map.signature)', but conforms to \(library)'s '\(protocolName)' in none of the files read, and the \(flavor.flavorName) flavor generates that conformance's props and map: give adopt the file where '\(viewName)' conforms to it, or keep this screen hand-written")
        }
        if let owner = otherProtocolOwner(protocolName, library: library, map: map, file: file) {
            return skip("it conforms to \(owner); the \(flavor.flavorName) flavor generates \(library)'s conformance: keep this screen hand-written")
        }
        let propsType = returnType.hasSuffix("?") ? String(returnType.dropLast()) : returnType
        let repeated = sources.repeatedDeclarations(of: propsType, in: context)
        guard repeated.isEmpty else {
            return skip("its props '\(propsType)' are declared more than once in the files read (\(repeated.joined(separator: ", "))), \(Self.whyRepeated(repeated))")
        }
        guard let propsDeclaration = sources.primary(propsType, in: context) else {
            guard IdentifierRules.isValidDottedName(propsType), !KnownEquatableTypes.contains(propsType) else {
                return skip("its map returns '\(returnType)', not a props struct; the \(flavor.flavorName) flavor generates a 'Props' struct: write this spec by hand, with one field")
            }
            if sources.typeAliases.contains(String(propsType.split(separator: ".").last ?? "")) {
                return skip("its props '\(propsType)' are not a type declared in the files read, and adopt does not follow type aliases: write the type's own name in 'map', or give adopt the file that declares it")
            }
            return skip("its props '\(propsType)' are not declared in the files read; give adopt the file that declares them")
        }
        if let generic = genericDeclaration(around: located) {
            let qualified = (located.outer + [viewName]).joined(separator: ".")
            return skip(generic == qualified
                ? "'\(qualified)' is generic, and a spec's 'view' is one type: write this spec by hand with 'view: \(qualified)<…>' at the type the screen uses, or make the view not generic"
                : "'\(qualified)' is nested in the generic type '\(generic)', and a spec's 'view' is one type: move the view out of '\(generic)', or write this spec by hand")
        }
        let owner = sources.members(of: viewName, in: located.outer)
        let helper = (map.parameters.count > 1 ? map.parameters[1].name : nil) ?? (flavor == .swiftDux ? "binder" : "dispatch")
        let reserved: Set<String> = ["state", flavor == .swiftDux ? "binder" : "dispatch", helper]
        // A flavor's `connector` only names its tests: a view named `…Connector` keeps its name.
        // A view nested in another type (`WishlistScreen.Header`) is named with it, in the spec's
        // `view` and in the connector's and the spec's names, which must differ from another
        // `Header`'s.
        let qualifiedView = context.joined(separator: ".")
        // `extension Deep.Er { struct Tile … }` has the context `Deep.Er`, `Tile`.
        let baseName = context.flatMap { $0.split(separator: ".") }.joined()
        let connector = baseName.hasSuffix("Connector") ? baseName : baseName + "Connector"
        var draft = DraftSpec(connector: connector, state: stateParameter.type, action: "any Action", view: qualifiedView)
        draft.flavor = flavor.flavorName
        var mapping = MappingDrafter(file: file, root: stateParameter.name ?? "state", owner: owner)
        let body = MappingBody(map.body ?? 0..<0, in: file, mapsActions: false)
        _ = mapping.read(body)
        // A type of the app's that `map` returns as the app keeps it (`state.albums.first`)
        // stays the app's: the draft carries nothing of it over, and does not replace it.
        let keepsProps = Self.returnsKeptValue(body, mapping: mapping, in: file)
        let propsMembers = sources.members(of: propsType, in: context)
        let properties = Self.storedProperties(propsMembers)
        var setters: [(field: String, action: DraftSpec.Action)] = []
        // The view's action dispatchers: `@Environment(\.actionDispatcher) private var dispatch`.
        let dispatchers = Set(owner.properties.filter { $0.attributes.contains { $0.hasPrefix("@Environment") && $0.contains("actionDispatcher") } }.map(\.name))
        /// The view action that sets the two-way field `name`, `setName`, apart from the view's
        /// members and the props' properties.
        func setterActionName(_ name: String) -> String {
            var actionName = "set" + name.prefix(1).uppercased() + name.dropFirst()
            while owner.functions.contains(where: { $0.name == actionName }) || properties.contains(where: { $0.name == actionName }) { actionName += "Value" }
            return actionName
        }
        /// A two-way value: the field `name` of `type` reading `value`, and the action that sets
        /// it, sending `actionValue` from the setter `closure`.
        func addTwoWay(
            _ name: String, type: String, value: Range<Int>, closure: (parameters: [String?]?, body: Range<Int>), actionValue: Range<Int>,
            draft: inout DraftSpec, mapping: inout MappingDrafter
        ) {
            let actionName = setterActionName(name)
            let names = Self.valueNames(closure: closure.parameters, type: [(name, type)], body: closure.body, in: file)
            draft.fields.append(.init(name: name, type: type, from: mapping.expression(value), set: actionName))
            setters.append((name, Self.action(actionName, names: names, parameters: [(nil, type)], value: actionValue, closure: closure.parameters, reserved: reserved, mapping: &mapping)))
        }
        draftFields(
            &draft, mapping: &mapping, body: body, properties: properties, typeName: propsType, typeStart: propsDeclaration.declaration.keywordIndex,
            location: file.location(map.keywordIndex),
            file: file, declarationFile: propsDeclaration.file, flavor: flavor, declaresInitializer: propsMembers.others.contains("init")
        ) { draft, mapping, property, argument, earlyDifference in
            // `toggle: toggle`, made by `let toggle = binder.bind { … }` before: the local's value.
            var argument = argument
            if argument.value.count == 1, file.isIdentifier(argument.value.lowerBound), let value = mapping.localValue(named: file.text(argument.value.lowerBound)) {
                argument.value = value
            }
            let isBinding = property.attributes.contains { $0.hasPrefix("@ActionBinding") }
            let type = property.type ?? ""
            let parameters = Self.functionTypeParameters(type)
            let bindingValueType = flavor == .swiftUIFlux ? Self.bindingValueType(type) : nil
            guard parameters != nil || isBinding || bindingValueType != nil else { return false }
            let location = file.location(argument.value.lowerBound)
            func todo(_ message: String) -> Bool {
                draft.actionTodos["", default: []].append(.init(message: message, location: location))
                return true
            }
            // What a `to` reads must be there when the action is sent: not a name a guard
            // binds or statements set that the draft does not carry over.
            if let name = mapping.readsUnreadGuard(argument.value) {
                return todo("'\(property.name)' reads '\(name)', which a 'guard' not carried over binds: add it by hand, with what it sends written without '\(name)'")
            }
            if let name = mapping.readsUnread(argument.value) {
                return todo("'\(property.name)' reads '\(name)', which the mapping changes: add it by hand, with what it sends computed in place")
            }
            if let early = earlyDifference {
                // A view action always sends its `to`, and a two-way field always sets: what
                // the early return does instead would be lost.
                let value = early.value.map { "'\(MappingBody.firstLine(of: file.text(of: $0)))'" } ?? "no value"
                let condition = MappingBody.firstLine(of: file.text(of: early.condition))
                return todo(
                    "an early 'return' gives '\(property.name)' \(value) when '\(condition)', and a view action always sends its 'to': add '\(property.name)' by hand, and keep that condition in the reducer or the view")
            }
            if let valueType = bindingValueType {
                var binding = MappingBody.callWithTrailingClosure(argument.value, in: file)
                // `Binding(get: { … }) { value in … }`: the setter as a trailing closure.
                if let setter = binding?.trailingClosure {
                    binding?.arguments.append(MappingBody.Argument(label: "set", value: setter))
                }
                // `Binding<Bool>(get:set:)` names its value type, which the field already has;
                // `.init(get:set:)` the prop's type.
                let callee = binding.map { call in
                    let name = String(call.callee.prefix { $0 != "<" }).trimmingWhitespace()
                    return name.hasSuffix(".init") && name != ".init" ? String(name.dropLast(".init".count)) : name
                }
                guard let binding, callee == "Binding" || callee == "SwiftUI.Binding" || callee == ".init",
                      let get = binding.arguments.first(where: { $0.label == "get" }).flatMap({ Self.closure($0.value, in: file) }),
                      let set = binding.arguments.first(where: { $0.label == "set" }).flatMap({ Self.closure($0.value, in: file) })
                else {
                    if argument.value.count == 1, file.isIdentifier(argument.value.lowerBound), !file.text(argument.value.lowerBound).hasPrefix("$") {
                        return todo("'\(property.name)' is the local '\(file.text(argument.value.lowerBound))': write its 'Binding(get:set:)' in the props' initializer, or add the field with 'from' and 'set' by hand")
                    }
                    return todo("'\(property.name)' is not made by 'Binding(get:set:)' with closure literals: add the field with 'from' and 'set' by hand")
                }
                let read = MappingBody.statements(get.body, in: file)
                let sets = MappingBody.statements(set.body, in: file)
                guard read.count == 1, sets.count == 1, let call = MappingBody.call(sets[0], in: file), call.callee == helper, call.arguments.count == 1 else {
                    return todo("the binding '\(property.name)' does more than read a value and '\(helper)(action)': add the field with 'from' and 'set' by hand")
                }
                var value = read[0]
                if file.isWord(value.lowerBound, "return") { value = value.lowerBound + 1..<value.upperBound }
                addTwoWay(property.name, type: valueType, value: value, closure: set, actionValue: call.arguments[0].value, draft: &draft, mapping: &mapping)
                return true
            }
            if flavor == .swiftUIFlux {
                guard let parameters, let closure = Self.closure(argument.value, in: file) else {
                    return todo("'\(property.name)' is not made by a closure literal: add the action with 'to' by hand")
                }
                // `format: { seconds in "\(seconds / 60) min" }` dispatches nothing: a value of
                // function type, which SwiftUIFlux's props (not Equatable) hold as a field.
                if !closure.body.contains(where: { file.isWord($0, helper) }), earlyDifference == nil { return false }
                // `() -> Binding<Entry>` that dispatches: it gives a value back, and a view
                // action only sends.
                if let result = Self.functionTypeResult(type), !["Void", "()", "Swift.Void"].contains(result) {
                    return todo("'\(property.name)' is a closure that returns '\(result)' and dispatches, and a view action only sends: make it in the view from a field and a view action that sends what it dispatches, or keep this screen hand-written")
                }
                let statements = MappingBody.statements(closure.body, in: file)
                guard statements.count == 1, let call = MappingBody.call(statements[0], in: file), call.callee == helper, call.arguments.count == 1 else {
                    return todo("the closure of '\(property.name)' does more than '\(helper)(action)': add the action with 'to' by hand")
                }
                let names = Self.valueNames(closure: closure.parameters, type: parameters, body: closure.body, in: file)
                draft.actions.append(Self.action(property.name, names: names, parameters: parameters, value: call.arguments[0].value, closure: closure.parameters, reserved: reserved, mapping: &mapping))
                return true
            }
            // SwiftDux: `binder.bind { … }` or `binder.bind(value) { … }`; or a closure that sends
            // through the view's `@Environment(\.actionDispatcher)`, which the binding replaces.
            guard let bind = Self.binderCall(argument.value, binder: helper, in: file) else {
                if let parameters, let closure = Self.closure(argument.value, in: file),
                   let sent = Self.dispatcherCall(closure.body, dispatchers: dispatchers, in: file) {
                    let names = Self.valueNames(closure: closure.parameters, type: parameters, body: closure.body, in: file)
                    draft.actions.append(Self.action(property.name, names: names, parameters: parameters, value: sent, closure: closure.parameters, reserved: reserved, mapping: &mapping))
                    return true
                }
                // A function bound without a closure sends what it makes of the values:
                // `binder.bind(TodoAction.add)`, `binder.bind(state.dark, dispatch: SettingsAction.setDark)`.
                // As the binder does, the call drops the labels a case or function may have:
                // `(TodoAction.add as (String) -> _)(title)`.
                if let call = MappingBody.call(argument.value, in: file), call.callee == helper + ".bind",
                   let functionArgument = call.arguments.last, Self.closure(functionArgument.value, in: file) == nil {
                    let function = mapping.expression(functionArgument.value)
                    func called(_ types: [String]) -> String {
                        types.isEmpty ? "(" + function + ")" : "(" + function + " as (" + types.joined(separator: ", ") + ") -> _)"
                    }
                    /// `function` applied to `values`: a case of an enum the files declare as a
                    /// person writes it, `FormAction.setEmail(email)`, with its labels; anything
                    /// else as the binder calls it, without labels.
                    func applied(_ types: [String], _ values: [String]) -> String {
                        let parts = function.split(separator: ".").map(String.init)
                        // Looked up as Swift does from inside the view; the case only when it is
                        // the one member of its name (no other case or function to pick among),
                        // and takes the values' types.
                        let scope = located.outer + [located.declaration.name]
                        let members = parts.count == 2 ? sources.members(of: parts[0], in: scope) : SwiftOutline.Members()
                        let named = members.cases.filter { $0.name == parts.last }
                        if parts.count == 2,
                           sources.declarations(of: parts[0], in: scope).contains(where: { $0.declaration.keyword == "enum" }),
                           named.count == 1, let enumCase = named.first,
                           !members.functions.contains(where: { $0.name == parts[1] }), !members.properties.contains(where: { $0.name == parts[1] }),
                           enumCase.parameters.map({ $0.type.filter { !$0.isWhitespace } }) == types.map({ $0.filter { !$0.isWhitespace } }),
                           !values.isEmpty
                        {
                            let arguments = zip(enumCase.parameters, values).map { parameter, value in
                                (parameter.label.map { SwiftNames.argumentLabel($0) + ": " } ?? "") + value
                            }
                            return function + "(" + arguments.joined(separator: ", ") + ")"
                        }
                        return called(types) + "(" + values.joined(separator: ", ") + ")"
                    }
                    if call.arguments.count == 1, let parameters {
                        let names = parameters.enumerated().map { position, parameter in
                            let name = parameter.name ?? "value\(position + 1)"
                            return reserved.contains(name) ? name + "Value" : name
                        }
                        draft.actions.append(DraftSpec.Action(
                            name: property.name, with: zip(names, parameters).map { ($0, $1.type) },
                            to: applied(parameters.map(\.type), names.map(SwiftNames.escaped)), noExample: Adopter.noExampleReason))
                        return true
                    }
                    if call.arguments.count == 2, call.arguments[0].label == nil, functionArgument.label == "dispatch", parameters == nil {
                        let actionName = setterActionName(property.name)
                        draft.fields.append(.init(name: property.name, type: type, from: mapping.expression(call.arguments[0].value), set: actionName))
                        setters.append((property.name, DraftSpec.Action(
                            name: actionName, with: [(property.name, type)], to: applied([type], [SwiftNames.escaped(property.name)]),
                            noExample: Adopter.noExampleReason)))
                        return true
                    }
                    return todo("'\(property.name)' binds the function '\(MappingBody.firstLine(of: file.text(of: functionArgument.value)))', not a closure: add the action by hand, with 'to' calling it")
                }
                // A closure that sends through the dispatcher and does more.
                if let closure = Self.closure(argument.value, in: file),
                   MappingBody.statements(closure.body, in: file).contains(where: { Self.dispatcherCall($0, dispatchers: dispatchers, in: file) != nil }) {
                    return todo("the closure of '\(property.name)' does more than send an action: add the action with 'to' by hand")
                }
                return todo("'\(property.name)' is not made by '\(helper).bind': add it by hand")
            }
            let actionStatements = MappingBody.statements(bind.closure.body, in: file)
            // `binder.bind { readOnly ? nil : .delete(id) }`, or a `guard` that returns nil, sends
            // nothing at times; a view action always sends its `to`. A `nil` it sends
            // (`.select(id: nil)`) is no such result.
            let sendsNothingAtTimes = "the action closure of '\(property.name)' can return nil, sending nothing, and a view action always sends its 'to': add it by hand, and keep that condition in the reducer or the view"
            guard actionStatements.count == 1 else {
                if Self.returnsNil(bind.closure.body, in: file) { return todo(sendsNothingAtTimes) }
                return todo("the action closure of '\(property.name)' has more than one statement: add it by hand")
            }
            var actionValue = actionStatements[0]
            if file.isWord(actionValue.lowerBound, "return") { actionValue = actionValue.lowerBound + 1..<actionValue.upperBound }
            if Self.canGiveNil(actionValue, in: file) {
                return todo(sendsNothingAtTimes)
            }
            if let parameters {
                let names = Self.valueNames(closure: bind.closure.parameters, type: parameters, body: bind.closure.body, in: file)
                draft.actions.append(Self.action(property.name, names: names, parameters: parameters, value: actionValue, closure: bind.closure.parameters, reserved: reserved, mapping: &mapping))
                return true
            }
            guard let value = bind.value else {
                return todo("'\(property.name)' is a value binding without the value it shows: add the field with 'from' and 'set' by hand")
            }
            addTwoWay(property.name, type: type, value: value, closure: bind.closure, actionValue: actionValue, draft: &draft, mapping: &mapping)
            return true
        }
        draft.actions = setters.map(\.action) + draft.actions
        Self.carryNestedTypes(
            of: propsDeclaration, members: propsMembers, typeName: propsType, generatedName: "\(qualifiedView).Props", isKept: keepsProps, into: &draft)
        let extraConformances = propsDeclaration.declaration.inherited.map(Self.conformanceName).filter { $0 != "Equatable" }
        if !extraConformances.isEmpty, !keepsProps {
            // The generated props are Equatable only; a spec has no key for more (`sendable`
            // makes a connector's view state Sendable, and a flavor has none).
            draft.todos.append(.init(
                message: "'\(propsType)' also conforms to \(extraConformances.joined(separator: ", ")); the generated props are Equatable only: conform '\(qualifiedView).Props' in an extension, with what Swift synthesizes only in the declaring file (hash(into:), the Codable methods; Sendable only as '@unchecked Sendable')",
                location: propsDeclaration.file.location(propsDeclaration.declaration.keywordIndex), file: propsDeclaration.file.path))
        }
        if !keepsProps, let todo = memberwiseInitializerTodo(
            draft, properties: properties, type: propsDeclaration, generatedName: "\(qualifiedView).Props", besides: (file.path, map.range)) {
            draft.todos.append(todo)
        }
        draft.action = actionType(draft.actions.map(\.to), in: located.outer)
        // The generated props are nested in the view: props of that name nested elsewhere
        // (`Cell.Props` for `CellConnector`) are still other props, named in `body(props:)`.
        if keepsProps {
            draft.todos.append(.init(
                message: "'body(props:)' takes the app's '\(propsType)'; it will take the generated '\(qualifiedView).Props': change it and what it reads",
                location: file.location(map.keywordIndex)))
        } else if propsDeclaration.fullName != located.fullName + ".Props" {
            draft.todos.append(.init(
                message: "the props are '\(propsType)'; the generated ones are '\(qualifiedView).Props': rename '\(propsType)' where 'body(props:)' and others name it, "
                    + "or keep that name for them with 'typealias \(propsDeclaration.declaration.name) = \(qualifiedView).Props' "
                    + (propsDeclaration.outer.isEmpty ? "in its file" : "in an extension of \(propsDeclaration.outer.joined(separator: "."))"),
                location: file.location(map.keywordIndex)))
        }
        finishInputs(&draft, mapping: mapping, owner: owner, ownerName: viewName, outer: located.outer, connectorForm: false)
        draft.access = draftedAccess([located, propsDeclaration], appTypes: [draft.state], todos: &draft.todos)
        let fieldAccess = draftedAccessAndNarrowing([propsDeclaration, located], usedTypes: draft.fields.map(\.type) + draft.inputs.map(\.type))
        if let narrowedBy = fieldAccess.narrowedBy, draft.access != fieldAccess.access {
            draft.todos.append(narrowedAccessTodo(draft.access, by: narrowedBy, at: file.location(located.declaration.keywordIndex), in: file))
            draft.access = fieldAccess.access
        }
        draft.imports = imports(of: file, propsDeclaration.file)

        // What the draft replaces: the props, map, and the conformance the generated extension declares.
        var replaced: [Adopter.Replacement] = [
            .init(what: "struct \(propsType)", file: propsDeclaration.file.path, range: Self.sourceRange(propsDeclaration.declaration.range, in: propsDeclaration.file)),
            .init(what: "func \(map.signature)", file: file.path, range: Self.sourceRange(map.range, in: file)),
        ]
        if keepsProps { replaced.removeFirst() }
        // A view declared again in another file, as by another target, is another screen: its
        // declarations and the extensions beside them are not this draft's.
        // The view declared once is this screen's, whichever file its `map` is in.
        let viewDeclarations = sources.declarations(of: viewName, in: located.outer)
        let primaryFiles = viewDeclarations.filter { $0.declaration.keyword != "extension" }.map(\.file.path)
        let otherScreens = primaryFiles.count > 1 ? Set(primaryFiles.filter { $0 != file.path }) : []
        for declaration in viewDeclarations where !otherScreens.contains(declaration.file.path) {
            if let conformance = Self.conformanceRange(protocolName, in: declaration.declaration, file: declaration.file) {
                replaced.append(.init(what: "the conformance to \(protocolName) (mark the view @MainActor)", file: declaration.file.path, range: Self.sourceRange(conformance, in: declaration.file)))
            }
        }
        // A view on the main actor is isolated as the conformance needs; so is one whose own
        // declaration conforms to a protocol declared `@MainActor` (not an extension of either).
        let primary = sources.declarations(of: viewName, in: located.outer).filter { $0.declaration.keyword != "extension" }
        let isolatedProtocol = conformance.first.map { first in
            primary.contains { $0.declaration.inherited.map(Self.conformanceName).contains(first) }
                && sources.declarations(of: first, in: located.outer).contains {
                    $0.declaration.keyword == "protocol" && $0.declaration.attributes.contains("@MainActor")
                }
        } ?? false
        let isolatedView = (primary + [located]).contains { $0.declaration.attributes.contains("@MainActor") }
        if let through = conformance.first, !isolatedView, !isolatedProtocol {
            // The generated extension conforms the view to the library's protocol itself.
            draft.todos.append(.init(
                message: "'\(viewName)' conforms to \(protocolName) through '\(through)', and the generated code conforms it directly: mark the view @MainActor, as a conformance of its own would need",
                location: file.location(located.declaration.keywordIndex)))
        }
        if let todo = conditionTodo(viewName, at: located.declaration.keywordIndex, in: file) { draft.todos.append(todo) }
        if let todo = privateViewTodo(located, named: qualifiedView) { draft.todos.append(todo) }
        qualifyOuterNames(in: &draft, outer: located.outer, view: viewName)
        draft.header = Self.header(file: file, line: file.location(located.declaration.keywordIndex).line, what: "\(located.declaration.keyword) \(viewName)")
        return .success(Adopter.Draft(
            specName: baseName, screen: qualifiedView, form: flavor, namespace: "", file: file.path, location: file.location(located.declaration.keywordIndex),
            draft: draft, replaces: replaced))
    }

    /// Whether the closure whose body is `body` has a `return nil` of its own: at its top
    /// level, or in the body of a statement (`guard … else { return nil }`, an `if`), not in a
    /// closure inside it (`compactMap { … return nil … }`).
    static func returnsNil(_ body: Range<Int>, in file: SwiftSourceFile) -> Bool {
        body.contains { index in
            guard file.isWord(index, "return"), index + 1 < body.upperBound, file.isWord(index + 1, "nil") else { return false }
            // Each brace around it up to the body's own opens a statement's body: one after
            // `else`, or on a line that a statement's keyword starts.
            var open = index - 1
            var depth = 0
            while open >= body.lowerBound {
                if file.isSymbol(open, "}") { depth += 1 }
                if file.isSymbol(open, "{") {
                    if depth > 0 {
                        depth -= 1
                    } else if !(file.isWord(open - 1, "else") || startsStatementLine(open, in: file)) {
                        return false
                    }
                }
                open -= 1
            }
            return true
        }
    }

    /// Whether the line of the token at `index` starts with a statement's keyword that takes a
    /// body (`if`, `guard`, `switch`, `for`, `while`, `do`), or with the `}` before an `else`.
    private static func startsStatementLine(_ index: Int, in file: SwiftSourceFile) -> Bool {
        var first = index
        while first > 0, file.location(first - 1).line == file.location(index).line { first -= 1 }
        return ["if", "guard", "switch", "for", "while", "do", "}"].contains { file.isWord(first, $0) || file.isSymbol(first, $0) }
    }

    /// Whose `ConnectedView` (or `ConnectableView`) a view conforms to when it is not
    /// `library`'s, which the flavor generates: the app's own (the files read declare a
    /// protocol of that name outside a folder named after the library), another library's (the
    /// view's `map` is static, where the library's is an instance method), or that of a module
    /// the view's file imports when no file read imports the library. `nil` when it may be the
    /// library's.
    func otherProtocolOwner(_ protocolName: String, library: String, map: SwiftOutline.Function?, file: SwiftSourceFile) -> String? {
        // The library's own sources, read with the app's, are in a folder of its name.
        let declared = sources.declarations(of: protocolName).filter { $0.declaration.keyword == "protocol" }
        if let own = declared.first, !declared.contains(where: { $0.file.path.split(separator: "/").contains(Substring(library)) }) {
            let line = own.file.location(own.declaration.keywordIndex).line
            return "the app's own '\(protocolName)', declared at \(own.file.path):\(line), not \(library)'s"
        }
        if let map, map.modifiers.contains("static") {
            return "another library's '\(protocolName)': its '\(map.signature)' is static, where \(library)'s is an instance method"
        }
        let others = imports(of: file).filter { !AdoptedSources.platformModules.contains($0) }
        if !others.isEmpty, !sources.files.contains(where: { sources.imports(ofFile: $0.path).contains(library) }) {
            return "the '\(protocolName)' of \(DiagnosticMessage.alternatives(others)), which its file imports, not \(library)'s, which no file read imports"
        }
        return nil
    }

    /// How the type `name`, looked up from `outer`, conforms to `protocolName` in the files
    /// read: the protocols of theirs it goes through (`["AppScreen"]` for
    /// `protocol AppScreen: ConnectedView`), empty when one of its declarations names it;
    /// `nil` when it does not conform.
    func conformance(of name: String, in outer: [String], to protocolName: String) -> [String]? {
        var seen: Set<String> = []
        var pending = [(name: name, outer: outer, through: [String]())]
        while !pending.isEmpty {
            let (current, context, through) = pending.removeFirst()
            guard seen.insert((context + [current]).joined(separator: ".")).inserted else { continue }
            for found in sources.declarations(of: current, in: context) {
                let inherited = found.declaration.inherited.map(Self.conformanceName)
                if inherited.contains(protocolName) { return through }
                pending += inherited.map { ($0, found.outer, current == name ? [$0] : through + [$0]) }
            }
        }
        return nil
    }

    /// A view action from the expression an action closure makes, its values named `names`.
    /// - Parameter reserved: The parameters of the generated `map` (`state`, `dispatch`), which
    ///   a value of that name would hide.
    private static func action(
        _ name: String, names: [String], parameters: [(name: String?, type: String)], value: Range<Int>, closure: [String?]?,
        reserved: Set<String>, mapping: inout MappingDrafter
    ) -> DraftSpec.Action {
        // A value may not take a name `to` reads otherwise (`$0 == stars`, the mapping's local
        // `stars`), or an input's (`{ movieId in … }` in a view whose input is `movieId`): the
        // renamed `to` would read the one for the other, or the spec would name two things alike.
        let own = Set((closure ?? []).compactMap { $0 })
        // A value of the closure's own name hides, in `to`, what a local written there reads.
        let taken = mapping.ownerNames.union(reserved).union(mapping.readNames(value).filter { !$0.hasPrefix("$") && !own.contains($0) })
            .union(mapping.namesReadThroughLocals(value))
        var names = names
        for position in names.indices where taken.contains(names[position]) {
            var fresh = names[position] + "Value"
            while taken.contains(fresh) || names.contains(fresh) { fresh += "\(position + 1)" }
            names[position] = fresh
        }
        var renames: [String: String] = [:]
        for (position, name) in names.enumerated() {
            renames["$\(position)"] = SwiftNames.escaped(name)
            // The closure's own name is its value even where a local of the mapping has it too.
            if let closure, position < closure.count, let own = closure[position] { renames[own] = SwiftNames.escaped(name) }
        }
        let to = mapping.expression(value, renaming: renames)
        return DraftSpec.Action(name: name, with: zip(names, parameters).map { ($0, $1.type) }, to: to, noExample: Adopter.noExampleReason)
    }

    /// `T` of a prop typed `Binding<T>` (or `SwiftUI.Binding<T>`); `nil` for any other type.
    static func bindingValueType(_ type: String) -> String? {
        let compact = type.filter { !$0.isWhitespace }
        for prefix in ["Binding<", "SwiftUI.Binding<"] where compact.hasPrefix(prefix) && compact.hasSuffix(">") {
            return String(compact.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// The action of a closure body that is one `dispatch.send(action)` or `dispatch(action)`,
    /// `dispatch` one of `dispatchers`.
    private static func dispatcherCall(_ body: Range<Int>, dispatchers: Set<String>, in file: SwiftSourceFile) -> Range<Int>? {
        let statements = MappingBody.statements(body, in: file)
        guard statements.count == 1, let call = MappingBody.call(statements[0], in: file), call.arguments.count == 1 else { return nil }
        let callee = call.callee.hasPrefix("self.") ? String(call.callee.dropFirst(5)) : call.callee
        let receiver = callee.hasSuffix(".send") ? String(callee.dropLast(5)) : callee
        return dispatchers.contains(receiver) ? call.arguments[0].value : nil
    }

    /// `binder.bind { … }`, `binder.bind(value) { … }` or `binder.bind(value, dispatch: { … })`.
    private static func binderCall(_ range: Range<Int>, binder: String, in file: SwiftSourceFile) -> (value: Range<Int>?, closure: (parameters: [String?]?, body: Range<Int>))? {
        let start = range.lowerBound
        guard file.isWord(start, binder), file.isSymbol(start + 1, "."), file.isWord(start + 2, "bind") else { return nil }
        var index = start + 3
        var value: Range<Int>?
        var closureRange: Range<Int>?
        if file.isSymbol(index, "(") {
            let close = file.partner[index]
            guard close < range.upperBound else { return nil }
            let arguments = MappingBody.splitArguments(index + 1..<close, in: file)
            for argument in arguments {
                if file.isSymbol(argument.value.lowerBound, "{") { closureRange = argument.value } else if argument.label == nil { value = argument.value }
            }
            index = close + 1
        }
        if file.isSymbol(index, "{") {
            closureRange = index..<min(file.partner[index] + 1, range.upperBound)
            index = file.partner[index] + 1
        }
        guard index == range.upperBound, let closureRange, let closure = closure(closureRange, in: file) else { return nil }
        return (value, closure)
    }

    /// The app action type of a flavor spec: the enum every `to` names a case of
    /// (`TodosAction.archive(…)`), else `any Action`, the library's protocol. A member that the
    /// enum, declared in the files read, has no case of is a static function or property, which
    /// may make a value of another type (`TodosAction.load()` giving an `ActionPlan`).
    func actionType(_ expressions: [String], in context: [String]) -> String {
        var types: Set<String> = []
        for expression in expressions {
            let parts = expression.split(separator: ".", maxSplits: 2)
            guard parts.count >= 2, let first = parts[0].first, first.isUppercase, IdentifierRules.isValid(String(parts[0])),
                  let member = parts[1].first, member.isLowercase else { return "any Action" }
            let typeName = String(parts[0])
            let memberName = String(parts[1].prefix { $0 != "(" && $0 != "." && !$0.isWhitespace })
            let isEnum = sources.declarations(of: typeName, in: context).contains { $0.declaration.keyword == "enum" }
            if isEnum, !sources.members(of: typeName, in: context).cases.contains(where: { $0.name == memberName }) { return "any Action" }
            types.insert(typeName)
        }
        return types.count == 1 ? types.first! : "any Action"
    }

    /// The tokens to delete to remove `protocolName` from a declaration's inheritance clause:
    /// the name with its comma, or the whole clause when it is the only entry.
    static func conformanceRange(_ protocolName: String, in declaration: SwiftOutline.TypeDeclaration, file: SwiftSourceFile) -> Range<Int>? {
        let clause = declaration.inheritanceClause
        guard !clause.isEmpty else { return nil }
        var entries: [Range<Int>] = []
        var start = clause.lowerBound + 1
        var index = start
        while index < clause.upperBound {
            if file.isSymbol(index, ",") { entries.append(start..<index); start = index + 1 }
            index = file.after(index)
        }
        entries.append(start..<clause.upperBound)
        guard let position = entries.firstIndex(where: { conformanceName(file.text(of: $0)) == protocolName }) else { return nil }
        if entries.count == 1 { return clause }
        let entry = entries[position]
        return position == 0 ? entry.lowerBound..<(entries[1].lowerBound) : (entries[position - 1].upperBound)..<entry.upperBound
    }

    /// Whether the closure body `range` can give `nil`: a `nil` that is not a value it sends
    /// (an argument, `.select(id: nil)`, or an element), nor compared (`current == nil`), nor
    /// defaulted (`nil ?? x`). What is left is a result: the body itself, a branch of `? :`,
    /// `if` or `switch`, or what `return` gives.
    static func canGiveNil(_ range: Range<Int>, in file: SwiftSourceFile) -> Bool {
        for index in range where file.isWord(index, "nil") {
            let comparisons = ["==", "!=", "===", "!==", "??"]
            if comparisons.contains(where: { file.isSymbol(index - 1, $0) || file.isSymbol(index + 1, $0) }) { continue }
            // The innermost bracket around it, within the body.
            var opener = index - 1
            while opener >= range.lowerBound && !(file.partner[opener] > index) { opener -= 1 }
            if opener >= range.lowerBound && (file.isSymbol(opener, "(") || file.isSymbol(opener, "[")) {
                // A call's or subscript's argument, or an element, is sent; a parenthesized
                // expression (`(a ? nil : b)`) is a result.
                let isCall = opener > range.lowerBound
                    && (file.isIdentifier(opener - 1) || file.isSymbol(opener - 1, ")") || file.isSymbol(opener - 1, "]")
                        || file.isSymbol(opener - 1, ">") || file.isSymbol(opener - 1, "?") || file.isSymbol(opener - 1, "!"))
                if isCall || file.isSymbol(opener, "[") { continue }
            }
            return true
        }
        return false
    }

    /// Writes qualified the names a view nested in other types (`WishlistScreen.Header`)
    /// reads from them unqualified: their nested types, type aliases and static members
    /// (`Filter`, `pageSize`). Its body saw them, as it is written inside them; the generated
    /// extension of the view is not, and sees only the view's own members and the top level.
    /// A name the draft binds itself (a slice, an action's value, a closure's parameter or a
    /// local in the expression) is its own; a private one of the outer types is a TODO.
    private func qualifyOuterNames(in draft: inout DraftSpec, outer: [String], view: String) {
        guard !outer.isEmpty else { return }
        var qualified: [String: String] = [:]
        var privateMembers: [String: (owner: String, file: SwiftSourceFile, index: Int, access: String)] = [:]
        let own = sources.members(of: view, in: outer)
        let hidden = Set(own.types.map(\.name) + own.properties.map(\.name) + own.functions.map(\.name) + own.typeAliases + draft.types.map(\.name)
            + draft.slices.map(\.name) + draft.actions.flatMap { $0.with.map { String($0.key.split(separator: " ").last ?? "") } })
        // From the outermost type in, so that an inner type's name wins, as in Swift's lookup.
        for depth in 1...outer.count {
            let scope = Array(outer.prefix(depth))
            let members = sources.members(of: scope[depth - 1], in: Array(scope.dropLast()))
            let statics = members.properties.filter { $0.modifiers.contains("static") }.map { ($0.name, $0.modifiers) }
                + members.functions.filter { $0.modifiers.contains("static") }.map { ($0.name, $0.modifiers) }
            let named = members.types.map { ($0.name, $0.modifiers) } + members.typeAliases.map { ($0, [String]()) } + statics
            for (name, modifiers) in named where !hidden.contains(name) {
                qualified[name] = scope.joined(separator: ".") + "." + name
                privateMembers[name] = nil
                if let access = modifiers.first(where: { $0 == "private" || $0 == "fileprivate" }),
                   let place = sources.member(name, of: scope[depth - 1], in: Array(scope.dropLast())) {
                    privateMembers[name] = (scope.joined(separator: "."), place.file, place.index, access)
                }
            }
        }
        guard !qualified.isEmpty else { return }
        var read: Set<String> = []
        func code(_ text: String, from first: Int = 0) -> String {
            let own = Self.ownNameOffsets(in: text)
            read.formUnion(ReferencedNames.references(in: text).filter { $0.offset >= first && !own.bound.contains($0.offset) }.map(\.name).filter { qualified[$0] != nil })
            return Self.qualifyingReferences(in: text, qualified, from: first, own: own)
        }
        func type(_ text: String) -> String {
            var result = text
            for (name, full) in qualified where ReferencedNames.typeNames(in: text).contains(name) {
                read.insert(name)
                result = ReferencedNames.qualifying(result, names: [name], in: String(full.dropLast(name.count + 1)))
            }
            return result
        }
        draft.inputs = draft.inputs.map { ($0.name, type($0.type)) }
        // A slice's path starts with a member of the state, which is no read.
        draft.slices = draft.slices.map { ($0.name, code($0.path, from: 1)) }
        draft.types = draft.types.map { ($0.name, $0.properties.map { ($0.name, type($0.type)) }) }
        for index in draft.fields.indices {
            draft.fields[index].type = type(draft.fields[index].type)
            draft.fields[index].from = draft.fields[index].from.map { code($0) }
        }
        for index in draft.actions.indices {
            draft.actions[index].with = draft.actions[index].with.map { ($0.key, type($0.type)) }
            draft.actions[index].to = code(draft.actions[index].to)
        }
        for name in read.sorted() {
            guard let member = privateMembers[name] else { continue }
            draft.todos.append(.init(
                message: "the mapping reads '\(name)', a \(member.access) member of \(member.owner): declare it internal, since map is generated in another file",
                location: member.file.location(member.index), file: member.file.path))
        }
    }

    /// Where in `code` a name stands that `code` binds itself, which an outer name of the same
    /// spelling does not reach: a closure's parameters (`{ size in … }`), a local of a closure
    /// or a statement's body, each where Swift binds it (``SwiftExpressionText/ownNames(_:)``).
    /// Also where a name is bound to the outer one of its spelling in place (`[prefix]`, `if
    /// let prefix`), which a qualified name is then written after (`prefix = Shop.prefix`).
    static func ownNameOffsets(in code: String) -> (bound: Set<Int>, rebinding: Set<Int>) {
        let file = SwiftSourceFile(path: "", text: code)
        let own = SwiftExpressionText(file: file).ownNames(0..<file.tokens.count)
        return (Set(own.bound.map { file.tokens[$0].range.lowerBound }), Set(own.rebinding.map { file.tokens[$0].range.lowerBound }))
    }

    /// `code` with each name it reads (not a member after `.`, not a label) from the UTF-8
    /// offset `first` on that `qualified` holds written as its qualified name there, but for
    /// the names at the offsets `own` gives that `code` binds itself.
    static func qualifyingReferences(
        in code: String, _ qualified: [String: String], from first: Int = 0, own: (bound: Set<Int>, rebinding: Set<Int>) = ([], [])
    ) -> String {
        var bytes = Array(code.utf8)
        for reference in ReferencedNames.references(in: code).reversed() where reference.offset >= first && !own.bound.contains(reference.offset) {
            guard let full = qualified[reference.name], bytes[reference.offset] != UInt8(ascii: "`") else { continue }
            let written = own.rebinding.contains(reference.offset) ? reference.name + " = " + full : full
            bytes.replaceSubrange(reference.offset..<reference.offset + reference.name.utf8.count, with: Array(written.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The full name of the screen's type (a view or a connector) or of a type it is nested in
    /// that declares generic parameters (`Row<Item>`, `Box<T>.Cell`), if any: a spec names one
    /// concrete type.
    func genericDeclaration(around located: AdoptedSources.Located) -> String? {
        let names = located.outer + [located.declaration.name]
        for depth in 1...names.count {
            let scope = Array(names.prefix(depth))
            let declaration = depth == names.count ? located : sources.primary(scope[depth - 1], in: Array(scope.dropLast()))
            guard let declaration, declaration.declaration.keyword != "extension" else { continue }
            if declaration.file.isSymbol(declaration.declaration.keywordIndex + 2, "<") { return scope.joined(separator: ".") }
        }
        return nil
    }
}
