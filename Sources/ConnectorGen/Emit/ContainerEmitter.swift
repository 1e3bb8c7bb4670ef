/// The SwiftUI container view of a spec (`container:`), in the Container Views article's
/// terms: it reaches the app's store, maps the app state to what its rendering view (the spec's
/// `view`) shows through the connector, and turns the view's actions into app actions sent to
/// the store. It is written into the connector's file, under `#if canImport(SwiftUI)`. A
/// SwiftDux store that an ancestor provides is reached the library's way: the container renders
/// through SwiftDux's `Connector`, and sends to the environment's action dispatcher.
enum ContainerEmitter {
    /// The container's declaration, or `nil` when the spec asks for none or it cannot be made
    /// (the validator has reported why).
    static func declaration(_ resolved: ResolvedSpec) -> Declaration? {
        guard let container = resolved.container else { return nil }
        let isProvided = container.source == .provideStore
        guard let store = container.store ?? (isProvided ? "" : nil) else { return nil }
        let names = resolved.names
        let call = RenderingViewCall(resolved)
        let connectorType = names.qualifiedConnector
        let storeName = container.storeProperty
        let sends = !call.view.actions.isEmpty && container.shape == .values

        // A provided store is reached through SwiftDux's `Connector`: the dispatcher is kept
        // only to send the view's actions.
        var members: [Declaration] = isProvided && !sends ? [] : [storeProperty(container, store: store)]
        if keepsConnector(resolved) {
            // SwiftUI creates the container again whenever its parent's body runs; in `State`,
            // the first connector, and the memo in it, stays while the container is on screen.
            members.append(.property(
                "connector", modifiers: ["private"], wrapper: "@SwiftUI.State", isVariable: true, value: "\(connectorType)()",
                documentation: ["Kept by SwiftUI while the container is on screen, and with it the connector's memo."]))
        } else if resolved.spec.inputs.isEmpty {
            members.append(.property("connector", modifiers: ["private"], value: "\(connectorType)()"))
        } else {
            members.append(.property("connector", modifiers: ["private"], type: connectorType))
        }
        if let initializer = initializer(resolved, container: container, store: store) { members.append(initializer) }
        members.append(.computedProperty("body", access: names.access, type: "some View") { body in
            switch container.shape {
            case .viewModel:
                let model = container.members.connect.call(on: storeName, "connector")
                // The store's method is reported where connector-gen.yml sets it, else at the
                // store, as its `send` is; the view's initializer at the spec's `view`.
                let viewLine = resolved.spec.view?.location.line
                let source = container.members.memberSources["connect"] ?? container.storeSource
                writeStoreCall(model, head: "let viewModel = ", member: container.members.connect.name, on: storeName, mappedTo: source, into: &body)
                body.line("\(container.view)(viewModel: viewModel)", mappedToSpecLine: viewLine)
            case .values where isProvided:
                writeProvidedValues(call, container: container, appState: names.appState, into: &body)
            case .values:
                writeValues(call, container: container, into: &body)
            }
        })
        if sends {
            // An app action that may be nothing (`AppAction?`) is sent only when there is one.
            let sendsOptional = names.appActionIsOptional && !isProvided
            members.append(.function(
                "send(_ action: \(names.viewAction.type))", modifiers: ["private"],
                documentation: ["Sends the app action of `action` to the store\(sendsOptional ? ", if there is one" : "")."]
            ) { body in
                if isProvided {
                    // SwiftDux's dispatcher takes its own `Action`: an app action type that does
                    // not conform is reported at the spec's `action`.
                    let action = resolved.spec.action
                    body.line("let appAction = connector.connect(action: action)")
                    body.statement("\(storeName).send(", code: "appAction", tail: ")", atColumn: action.location.column - 1, line: action.location.line)
                } else {
                    var appAction = "connector.connect(action: action)"
                    if sendsOptional {
                        body.line("guard let appAction = \(appAction) else { return }")
                        appAction = "appAction"
                    }
                    writeStoreCall(
                        container.members.send.call(on: storeName, appAction), member: container.members.send.name,
                        on: storeName, mappedTo: container.members.memberSources["send"] ?? container.storeSource, into: &body)
                }
            })
        }
        var documentation: String
        if isProvided {
            documentation = "The container of `\(container.view)`: it shows the state of the SwiftDux store an ancestor "
                + "provides through `\(connectorType)`"
            if resolved.spec.sendsActions { documentation += ", and sends the view's actions to the store as app actions" }
        } else {
            let source = container.source == .environmentObject || container.source == .environment ? "the environment" : "its initializer"
            documentation = "The container of `\(container.view)`: it takes `\(store)` from \(source), "
            if container.shape == .viewModel {
                // The view model the store makes shows the state and sends the actions, not the container.
                documentation += "and gives the view the view model the store makes for `\(connectorType)`"
            } else {
                documentation += "shows its state through `\(connectorType)`"
                if resolved.spec.sendsActions { documentation += ", and sends the view's actions to it as app actions" }
            }
        }
        documentation += "."
        return .struct(
            container.typeName, access: names.access, conformances: ["View"], documentation: [documentation], members: members)
    }

    /// For a store the spec names, checks declared before the container, under its `#if
    /// canImport(SwiftUI)` (an app may declare its store only where SwiftUI is): the type at
    /// its spec line and column (`SpecStoreType`), so that a misspelt one is reported there;
    /// and, where the container takes it as an `@EnvironmentObject` or `@ObservedObject`,
    /// `private enum SpecObservableObject<Value: ObservableObject> {}` and `private typealias
    /// SpecStore = SpecObservableObject<AppStore>`, so that a store that is not an
    /// `ObservableObject` (an `@Observable` one, say) is reported there first; where it reads
    /// it from the environment (`@Environment(Store.self)`), the same with `Observable`.
    ///
    /// A store that `connector-gen.yml` names is checked the same way, at its line and column
    /// there (`ConfigStoreType`).
    /// Whether `type` is a named type, generic arguments and all (`AppStore`,
    /// `Store<AppState, AppAction>`), to which a `?` applies whole.
    private static func isNamedType(_ type: String) -> Bool {
        !type.hasPrefix("any ") && !type.hasPrefix("some ") && type.allSatisfy { $0.isLetter || $0.isNumber || "_.<>, ".contains($0) }
    }

    static func storeCheck(_ resolved: ResolvedSpec) -> [Declaration] {
        guard let container = resolved.container else { return [] }
        let store: Located<String>
        let configFile: String?
        if let inSpec = container.storeInSpec {
            (store, configFile) = (inSpec, nil)
        } else if let name = container.store, let source = container.storeSource, source.value != resolved.path {
            (store, configFile) = (Located(name, at: source.location), source.value)
        } else {
            return []
        }
        guard store.location.line > 1 else { return [] }
        let named: [Declaration]
        if let configFile {
            named = [Declaration(
                documentation: ["The store connector-gen.yml names, at its line there: checked first, so a misspelt one is reported there."],
                kind: .tupleTypeAlias(name: "ConfigStoreType"),
                // An optional of a named type: an alias of the type itself may name a generic
                // type without its arguments (`Store`), which the container's property then lacks.
                body: .nameAtSpecPosition(
                    keywords: "private typealias ConfigStoreType =", rest: store.value + (Self.isNamedType(store.value) ? "?" : ""), at: store.location,
                    file: configFile),
                layout: .block)]
        } else {
            named = SpecTypeChecks.namedTypesDeclarations(
                [store], layout: resolved.config.layout, name: "SpecStoreType",
                documentation: ["The store the spec names, at its line there: checked first, so a misspelt one is reported at the spec."])
        }
        let whose = configFile == nil ? "The spec's store" : "The store connector-gen.yml names"
        let there = configFile == nil ? "at the spec" : "there"
        let prefix = configFile == nil ? "Spec" : "Config"
        if container.source == .environment {
            return named + SpecTypeChecks.conformanceCheck(
                store, generic: "\(prefix)Observable", requirement: "Observable", alias: "\(prefix)Store",
                why: "The container reads the store with `@Environment(\(store.value).self)`: it must be Observable (an `@Observable` class).",
                what: "\(whose), at its line there: checked first, so one that is not Observable is reported \(there).", file: configFile)
        }
        guard container.source == .environmentObject || container.source == .observedObject else { return named }
        return named + SpecTypeChecks.conformanceCheck(
            store, generic: "\(prefix)ObservableObject", requirement: "ObservableObject", alias: "\(prefix)Store",
            why: "The container holds the store as an `@\(container.source == .observedObject ? "ObservedObject" : "EnvironmentObject")`: it must be an ObservableObject.",
            what: "\(whose), at its line there: checked first, so one that is not an ObservableObject is reported \(there).", file: configFile)
    }

    /// Whether the container keeps its connector in SwiftUI's `State`: a memoized connector
    /// without inputs, whose memo would be lost with each new container. (One with inputs is
    /// created from them in each new container, so that a change of input is seen.)
    static func keepsConnector(_ resolved: ResolvedSpec) -> Bool {
        resolved.names.memoized && resolved.spec.inputs.isEmpty
    }

    /// The stored store, as the source declares it.
    private static func storeProperty(_ container: ContainerNames, store: String) -> Declaration {
        let name = container.storeProperty
        return switch container.source {
        case .environmentObject: .property(name, modifiers: ["private"], wrapper: "@EnvironmentObject", isVariable: true, type: store)
        case .observedObject: .property(name, modifiers: ["private"], wrapper: "@ObservedObject", isVariable: true, type: store)
        case .environment: .property(name, modifiers: ["private"], wrapper: "@Environment(\(store).self)", isVariable: true)
        case .parameter: .property(name, modifiers: ["private"], type: store)
        case .provideStore: .property(name, modifiers: ["private"], wrapper: "@Environment(\\.actionDispatcher)", isVariable: true)
        }
    }

    /// `init(store:, inputs…)`: the store when it is passed in, then the connector's inputs, from
    /// which it creates the connector (a connector without inputs is created where it is declared).
    /// None when it would be an empty internal `init()`, which Swift gives the container anyway.
    private static func initializer(_ resolved: ResolvedSpec, container: ContainerNames, store: String) -> Declaration? {
        let inputs = resolved.spec.inputs
        let takesStore = container.source == .observedObject || container.source == .parameter
        var parameters = inputs.map { "\(SwiftNames.escaped($0.name.value)): \(TypeTextRules.storedParameterType(resolved.typeOutsideConnector(of: $0)))" }
        if takesStore { parameters.insert("\(container.storeProperty): \(store)", at: 0) }
        let arguments = inputs.map { "\(SwiftNames.argumentLabel($0.name.value)): \(SwiftNames.escaped($0.name.value))" }
        let createsConnector = !keepsConnector(resolved) && !inputs.isEmpty
        guard takesStore || !inputs.isEmpty || resolved.names.access != .internal else { return nil }
        var initializer = Declaration.initializer(
            parameters.joined(separator: ", "), access: resolved.names.access,
            body: !takesStore && !createsConnector ? nil : { body in
                if takesStore { body.line("self.\(container.storeProperty) = \(container.storeProperty)") }
                if createsConnector {
                    body.line("self.connector = \(resolved.names.qualifiedConnector)(\(arguments.joined(separator: ", ")))")
                }
            })
        var documentation = "Creates the container"
        if takesStore { documentation += " of `\(container.storeProperty)`" }
        if !inputs.isEmpty { documentation += " for the given \(inputs.count == 1 ? "input" : "inputs")" }
        initializer.documentation = [documentation + "."]
        return initializer
    }

    /// The body of the values shape over a provided SwiftDux store: SwiftDux's `Connector`,
    /// mapping the store's state through the connector (nothing is shown while it maps to
    /// `nil`), and rendering the view with the values of the view state it maps to.
    private static func writeProvidedValues(
        _ call: RenderingViewCall, container: ContainerNames, appState: String, into body: inout FunctionBodyWriter
    ) {
        body.block("SwiftDux.Connector(", closing: ")") { body in
            body.block("mapState: { (state: \(appState), _: ActionBinder) in", closing: "},") { body in
                body.line("connector.connect(state: state)")
            }
            body.block("content: { \(call.view.readsState ? "state" : "_") in") { body in
                writeViewCall(call, container: container, state: "state", into: &body)
            }
        }
    }

    /// The body of the values shape: the view state, then the view with its values, bindings
    /// and closures.
    private static func writeValues(_ call: RenderingViewCall, container: ContainerNames, into body: inout FunctionBodyWriter) {
        let state = "connector.connect(state: \(container.storeProperty).\(SwiftNames.escaped(container.members.state)))"
        if call.view.readsState {
            // The head alone on the line before where the store's line leaves too little room.
            writeStoreCall(
                "\(container.storeProperty).\(SwiftNames.escaped(container.members.state)))", head: "let state = connector.connect(state: ",
                member: container.members.state, on: container.storeProperty,
                mappedTo: container.members.memberSources["state"] ?? container.storeSource, into: &body)
        }
        writeViewCall(call, container: container, state: state, into: &body)
    }

    /// Writes `text`, which uses the store's `member` on `receiver`, mapped to `source` (where
    /// `connector-gen.yml` or the spec names the member, or else the store), with the member's
    /// name at `source`'s column where the line leaves room before it: a store that lacks the
    /// member is reported at the name that says which one it should have.
    private static func writeStoreCall(
        _ text: String, head: String = "", member: String, on receiver: String, mappedTo source: Located<String>?, into body: inout FunctionBodyWriter
    ) {
        let use = receiver + "." + SwiftNames.escaped(member)
        guard let source, let range = Array(text.utf8).firstRange(of: Array(use.utf8)) else { return body.line(head + text, mappedTo: source) }
        body.line(head: head, text, placing: range.lowerBound + receiver.utf8.count + 1, at: source)
    }

    /// The view with its values (read from `state`'s), bindings (reading `state` again when
    /// the view sets them) and closures.
    private static func writeViewCall(_ call: RenderingViewCall, container: ContainerNames, state: String, into body: inout FunctionBodyWriter) {
        let arguments = call.arguments(
            value: { "state.\(SwiftNames.escaped($0))" },
            binding: { field, action in
                let value = action.parameters.count == 1 ? ["$0"] : nil
                return [
                    "Binding(",
                    "get: { @MainActor in \(state).\(SwiftNames.escaped(field)) },",
                    "set: { @MainActor in send(\(RenderingViewCall.sentAction(action, values: value))) }",
                    ")",
                ]
            },
            closure: { action in
                // A value named `send` would hide the function the closure calls: it is named apart.
                let labels = action.parameters.map(\.label.value)
                let values = labels.map { label in
                    label == "send" ? LocalNames.apart(label, isTaken: { $0 == "send" || labels.contains($0) }) : SwiftNames.escaped(label)
                }
                let sent = "send(\(RenderingViewCall.sentAction(action, values: values)))"
                return values.isEmpty ? "{ \(sent) }" : "{ \(values.joined(separator: ", ")) in \(sent) }"
            })
        call.write(container.view, arguments, into: &body)
    }
}
