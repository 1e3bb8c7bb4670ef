/// The file generated from a store spec: the app state composed of the features' states, the
/// app action composed of the features' actions, and the reducer that routes each action to
/// its feature's reducer on the feature's part of the state.
enum StoreEmitter {
    /// The file's text.
    static func emit(_ store: ResolvedStore) -> String {
        var file = SwiftFile(header: FileHeader.lines(source: store.specFileName))
        (file.imports, file.namedImports) = NamedImport.imports(
            of: store.imports, sites: store.importSites, layout: store.layout, exported: store.exportedImports)
        file.declarations = SpecTypeChecks.namedTypesDeclarations(checkedTypes(store.spec), layout: store.layout)
            + conformanceChecks(store.spec) + featureStateChecks(store) + partSendableCheck(store) + [state(store)]
            + [startingState(store)].compactMap { $0 } + [action(store), reducer(store)]
        if store.generatesFeatureConnectors {
            file.declarations += [SpecTypeChecks.configuredProtocolDeclaration(store.appProtocol)].compactMap { $0 }
            file.declarations += store.spec.features.map { featureConnector($0, store: store) }
            // A target with only store specs has no namespace file, which carries the check
            // in a target with connector specs.
            file.declarations += IsolationCheck.declarations(
                for: store.isolation, failsInMainActorTarget: store.appProtocol != nil, setting: store.isolationSetting, namesSettingFile: true)
        }
        return file.render(specPath: store.path, layout: store.layout)
    }

    private static func state(_ store: ResolvedStore) -> Declaration {
        let spec = store.spec
        var properties: [(name: String, type: String)] = spec.features.map { ($0.name.value, $0.state.value) }
        properties += spec.fields.map { ($0.name.value, $0.type.value) }
        var members = spec.features.map { feature in
            stored(feature.name.value, type: feature.state.value, access: store.access, documentation: "The state of the \(feature.name.value) feature.")
        }
        members += spec.fields.map { stored($0.name.value, type: $0.type.value, access: store.access, documentation: nil) }
        if store.access != .internal {
            members.append(.memberwiseInitializer(properties, access: store.access))
        }
        return .struct(
            spec.state.value, access: store.access, conformances: spec.conformances.map(\.value),
            documentation: [spec.fields.isEmpty ? "The app state: each feature's state." : "The app state: each feature's state, and the app-level fields."],
            members: members)
    }

    /// What the starting state's initializer says it starts each part with: the spec's
    /// `initial`, where it gives one, else a feature state's `init()` and a field's `nil`.
    private static func startingStateSummary(_ store: ResolvedStore) -> String {
        let file = store.specFileName
        func parts(_ owner: String, given: Int, of count: Int, none: String, or fallback: String) -> String {
            given == 0 ? none
                : given == count ? "each \(owner)'s starting value in \(file)"
                : "each \(owner)'s starting value in \(file), or \(fallback)"
        }
        let features = store.spec.features, fields = store.spec.fields
        var summary = [
            parts("feature", given: features.count { $0.initial != nil }, of: features.count, none: "each feature's state from its `init()`", or: "its state's `init()`")
        ]
        if !fields.isEmpty {
            summary.append(parts("app-level field", given: fields.count { $0.initial != nil }, of: fields.count, none: "each app-level field `nil`", or: "`nil`"))
        }
        return "The app's starting state: " + summary.joined(separator: "; ") + "."
    }

    /// `extension AppState { init() }`, when every part has a starting value
    /// (``ResolvedStore/startsEmpty``): each feature's `initial` or `State()`, each field's
    /// `initial` or `nil`, each mapped to its spec line and column. An extension, so that the
    /// memberwise initializer stays.
    private static func startingState(_ store: ResolvedStore) -> Declaration? {
        guard store.startsEmpty else { return nil }
        let spec = store.spec
        let initializer = Declaration.initializer(
            "", access: store.access,
            documentation: [startingStateSummary(store)]
        ) { body in
            var arguments: [CallArgument] = []
            // A local named `self`, or like a type the spec names (a feature `Feed` whose state
            // is `Feed.State`), would hide it: it takes another name.
            let typeNames = (spec.features.map(\.state) + spec.fields.map(\.type)).reduce(into: Set(["self"])) {
                $0.formUnion(ReferencedNames.names(in: $1.value))
            }
            // A local that steps aside takes a name no other part has: each part's own name is taken.
            var locals = LocalNames(taken: typeNames.union(spec.features.map(\.name.value) + spec.fields.map(\.name.value)))
            // Each local is declared with its type at the type's spec line and column, and then
            // given its starting value at the value's, so that each is reported at its own place.
            func local(_ name: Located<String>, type: Located<String>, initial: SwiftCode?, implicit: (String) -> Void) {
                let local = typeNames.contains(name.value) ? locals.claim(name.value) : name.value
                let escaped = SwiftNames.escaped(local)
                body.statement("let \(escaped): ", code: type.value, atColumn: type.location.column - 1, line: type.location.line)
                if let initial {
                    body.userCode(initial, prefix: "\(escaped) =")
                } else {
                    implicit(escaped)
                }
                arguments.append(CallArgument(name.value, escaped))
            }
            for feature in spec.features {
                local(feature.name, type: feature.state, initial: feature.initial) { escaped in
                    guard !ResolvedStore.isOptional(feature.state.value) else {
                        body.line("\(escaped) = nil")
                        return
                    }
                    // The state type's `init()`, its `)` at the type's column: the compiler reports
                    // a type whose initializer takes arguments (`missing argument for parameter`)
                    // at the `)`, so at the type. Written `.init()`, since in the app state's
                    // extension a feature named like its type (`Feed: { state: Feed.State }`) is
                    // the property.
                    let call = ".init()"
                    body.statement(
                        "\(escaped) = ", code: call, atColumn: max(0, feature.state.location.column - call.count),
                        line: feature.state.location.line)
                }
            }
            for field in spec.fields {
                local(field.name, type: field.type, initial: field.initial) { escaped in
                    body.line("\(escaped) = nil")
                }
            }
            body.call("self.init", arguments)
        }
        return .extension(spec.state.value, members: [initializer])
    }

    private static func stored(_ name: String, type: String, access: AccessLevel, documentation: String?) -> Declaration {
        .property(SwiftNames.escaped(name), access: access, isVariable: true, type: type, documentation: documentation.map { [$0] } ?? [])
    }

    private static func action(_ store: ResolvedStore) -> Declaration {
        let spec = store.spec
        var cases = spec.features.map { Declaration.enumCase(SwiftNames.escaped($0.name.value), parameters: [$0.action.value]) }
        cases += spec.actions.map { action in
            .enumCase(SwiftNames.escaped(action.name.value), parameters: action.values.map(\.caseParameter))
        }
        return .enum(
            spec.action.value, access: store.access, conformances: spec.conformances.map(\.value),
            documentation: [
                "Everything that can happen in the app: each feature's actions" + (spec.actions.isEmpty ? "." : ", and the app-level actions.")
            ], members: cases)
    }

    private static func reducer(_ store: ResolvedStore) -> Declaration {
        let spec = store.spec
        let effect = spec.effect
        let returns = effect.returns.map { " -> " + $0.value } ?? ""
        let asyncWord = effect.isAsync ? " async" : ""
        let returnWord = effect.returns == nil ? "" : "return "
        let signature = "\(SwiftNames.escaped(spec.reducer.value))(state: inout \(spec.state.value), action: \(spec.action.value))\(asyncWord)\(returns)"
        return .function(
            signature, access: store.access,
            documentation: reducerDocumentation(spec)
        ) { body in
            body.line("switch action {")
            for feature in spec.features {
                let name = SwiftNames.escaped(feature.name.value)
                body.line("case .\(name)(let action):")
                body.indented { body in
                    let arguments = "(state: &state.\(name), action: action)"
                    if let map = effect.map, effect.returns != nil {
                        // The effect's `map` on a statement of its own, at its spec line and
                        // column, so that a misspelt one is reported there. It takes a closure,
                        // not the case as a function: a `map` whose function is `@Sendable`
                        // takes a closure as one, where the case warns in Swift 5 mode.
                        let local = feature.reducer.value.split(separator: ".").first == "effect" ? "featureEffect" : "effect"
                        writeCall(feature.reducer, prefix: "let \(local) = ", awaits: effect.isAsync, arguments: arguments, into: &body)
                        // After a type, `Type` and `Protocol` are metatypes, backticks or not: a
                        // case of those names is made as an implicit member of the closure's result.
                        let wrap = ["Type", "Protocol"].contains(feature.name.value)
                            ? "{ action -> \(spec.action.value) in .\(name)(action) }" : "{ \(spec.action.value).\(name)($0) }"
                        body.statement(
                            "return \(local)", code: ".\(SwiftNames.escaped(map.value)) \(wrap)",
                            atColumn: map.location.column - 2, line: map.location.line)
                    } else {
                        writeCall(feature.reducer, prefix: returnWord, awaits: effect.isAsync, arguments: arguments, into: &body)
                    }
                }
            }
            if let handle = spec.handle, !spec.actions.isEmpty {
                let cases = spec.actions.map { ".\(SwiftNames.escaped($0.name.value))" }.joined(separator: ", ")
                body.line("case \(cases):")
                body.indented { body in
                    writeCall(handle, prefix: returnWord, awaits: effect.isAsync, arguments: "(state: &state, action: action)", into: &body)
                }
            }
            body.line("}")
        }
    }

    /// A feature's part of the store, in the derived-store form of a connector spec: the
    /// feature's state, and its actions wrapped in the feature's app action case.
    private static func featureConnector(_ feature: StoreSpec.Feature, store: ResolvedStore) -> Declaration {
        let name = SwiftNames.escaped(feature.name.value)
        var members: [Declaration] = []
        if store.access != .internal {
            members.append(.initializer("", access: store.access, body: nil))
        }
        members.append(.function("connect(state: \(store.spec.state.value)) -> \(feature.state.value)", access: store.access) { body in
            body.line("state.\(name)")
        })
        members.append(.function("connect(action: \(feature.action.value)) -> \(store.spec.action.value)", access: store.access) { body in
            body.line(".\(name)(action)")
        })
        return .struct(
            SwiftNames.escaped(ResolvedStore.featureConnectorName(feature.name.value)), access: store.access,
            conformances: [store.connectorConformance],
            documentation: [
                "The \(feature.name.value) feature's part of the store, for a screen or tab that sees only it: connects",
                "`\(store.spec.state.value)` to `\(feature.state.value)`, and `\(feature.action.value)` to `\(store.spec.action.value)`.",
            ],
            members: members)
    }

    /// A call of a function the spec names, mapped to the name's spec line with the name at
    /// its spec column, so that a misspelt name is reported where it was written.
    /// `prefix` and the call of `function` with `arguments`, the function's name at its spec
    /// line and column; with `awaits`, `await` stands just before the name on that line where it
    /// fits, so that a function that is not `async` is reported on its line.
    private static func writeCall(
        _ function: Located<String>, prefix: String, awaits: Bool, arguments: String, into body: inout FunctionBodyWriter
    ) {
        let call = function.value.split(separator: ".").map { SwiftNames.escaped(String($0)) }.joined(separator: ".") + arguments
        let column = function.location.column - 1
        let awaitWord = "await "
        if awaits && column >= awaitWord.count {
            body.statement(prefix, code: awaitWord + call, atColumn: column - awaitWord.count, line: function.location.line)
        } else {
            body.statement(prefix + (awaits ? awaitWord : ""), code: call, atColumn: column, line: function.location.line)
        }
    }

    /// The types the spec names for the generated declarations, in spec order.
    private static func checkedTypes(_ spec: StoreSpec) -> [Located<String>] {
        spec.features.flatMap { [$0.state, $0.action] } + spec.fields.map(\.type)
            + spec.actions.flatMap { $0.values.map(\.type) } + (spec.effect.returns.map { [$0] } ?? [])
    }

    /// The protocols the standard library declares, which `conformances` cannot misspell.
    private static let standardProtocols: Set<String> = ["Equatable", "Hashable", "Sendable", "Codable", "Encodable", "Decodable", "Identifiable"]

    /// `private typealias SpecConformance = any P`, `P` at its line in the spec, for
    /// each protocol in `conformances` but the standard ones: declared before the app state,
    /// so a misspelt protocol is the build's first error, at the spec. One declaration each,
    /// as a list on one line leaves no room for `any` between its entries.
    private static func conformanceChecks(_ spec: StoreSpec) -> [Declaration] {
        let checked = spec.conformances.filter { !standardProtocols.contains($0.value) && $0.location.column > 4 && $0.location.line > 1 }
        return checked.enumerated().map { index, conformance in
            let name = "SpecConformance" + (index == 0 ? "" : String(index + 1))
            return Declaration(
                documentation: SpecTypeChecks.documentation(
                    ofGroup: index, first: ["A protocol of `conformances`, at its line in the spec: checked first, so a misspelt one is reported there."]),
                kind: .tupleTypeAlias(name: name),
                body: .nameAtSpecPosition(
                    keywords: "private typealias \(name) =", rest: "any \(conformance.value)",
                    at: SourceLocation(line: conformance.location.line, column: conformance.location.column - 4)),
                layout: .block)
        }
    }

    /// With `connectors: true` and ConnectorRuntime's protocol, each feature's state is the
    /// view state of a connector, which the protocol compares with `==`
    /// (``ResolvedStore/featureStatesMustConform``): `private typealias SpecFeatureStates =
    /// (SpecEquatable<CalendarState>, …)`, each `SpecEquatable` at its state's line and column
    /// in the spec, where the compiler reports a generic argument that does not conform.
    /// Checked before the connectors, so a state that is not `Equatable` is reported at its
    /// feature in the spec (`type 'CalendarState' does not conform to protocol 'Equatable'`),
    /// rather than as a connector that does not conform to the protocol. Where two states on a
    /// spec line leave no room for the generic type between them, the second goes to a second
    /// alias.
    private static func featureStateChecks(_ store: ResolvedStore) -> [Declaration] {
        let states = store.featureStatesMustConform.filter { $0.location.line > 1 }
        guard !states.isEmpty else { return [] }
        let equatable = Declaration.enum(
            "SpecEquatable<Value: Equatable>", modifiers: ["private"],
            documentation: ["With `connectors: true`, each feature's state is a connector's view state, compared with `==`: it must be Equatable."],
            members: [])
        let elements = states.map { Located("SpecEquatable<\($0.value)>", at: $0.location) }
        let groups = SpecTypeChecks.layersAtSpecColumns(elements, layout: store.layout).flatMap { SpecTypeChecks.groups($0, layout: store.layout) }
        return [equatable] + groups.enumerated().map { index, group in
            Declaration(
                documentation: SpecTypeChecks.documentation(
                    ofGroup: index, first: ["Each feature's state, at its line in the spec: checked first, so one that is not Equatable is reported there."]),
                modifiers: ["private"], kind: .tupleTypeAlias(name: "SpecFeatureStates" + (index == 0 ? "" : String(index + 1))),
                body: .typesAtSpecPositions(group), layout: .block)
        }
    }

    /// With `Sendable` in `conformances`, the parts of the app state and action not known to be
    /// `Sendable` (``ResolvedStore/partsMustBeSendable``), as the stored properties of a
    /// `Sendable` struct declared before them, each property's name at its type's line and
    /// column in the spec: the compiler reports a stored property that is not `Sendable` at its
    /// name, in Swift 5 mode too, where a generic requirement of `Sendable` is not checked.
    private static func partSendableCheck(_ store: ResolvedStore) -> [Declaration] {
        let properties = store.partsMustBeSendable.filter { $0.type.location.line > 1 }.map { part in
            Located(SwiftNames.escaped(part.name) + ": " + part.type.value, at: part.type.location)
        }
        let groups = SpecTypeChecks.layersAtSpecColumns(properties, lineStart: "let ", layout: store.layout)
            .flatMap { SpecTypeChecks.groups($0, layout: store.layout) }
        return groups.enumerated().map { index, group in
            Declaration(
                documentation: SpecTypeChecks.documentation(ofGroup: index, first: [
                    "Each part of the app state and action, at its line in the spec: checked first, so one that is not "
                        + "Sendable is reported there."
                ]),
                kind: .type(keyword: "private struct", name: "SpecSendableParts" + (index == 0 ? "" : String(index + 1)), conformances: ["Sendable"]),
                body: .storedPropertiesAtSpecPositions(group), layout: .block)
        }
    }

    private static func reducerDocumentation(_ spec: StoreSpec) -> [String] {
        var lines = ["Applies an action to the app state: routes each feature's action to the feature's reducer"]
        lines.append(spec.effect.returns == nil ? "on the feature's state." : "on the feature's state, and maps the feature's effect into the app action.")
        if let handle = spec.handle, !spec.actions.isEmpty {
            lines.append("The app-level actions go to `\(handle.value)`.")
        }
        return lines
    }
}
