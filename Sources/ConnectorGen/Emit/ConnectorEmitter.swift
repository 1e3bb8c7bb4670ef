/// The Swift file for one spec: a header, the imports, the view types and the connector.
enum ConnectorEmitter {
    /// The file for `resolved`, whose `#sourceLocation` directives name the spec's path.
    static func emit(_ resolved: ResolvedSpec, sourceSize: Int = 0) -> String {
        let names = resolved.names
        // Without a view, the view types are top-level and so are the names their members use.
        let spec = resolved.spec
        let memberTypes = SpecTypeChecks.memberTypes(of: spec, includesInputs: false)
        var declarations = SpecTypeChecks.namedTypesDeclarations(
            SpecTypeChecks.declaredTypes(of: spec, includesInputs: true) + (spec.view == nil ? memberTypes : []), layout: resolved.config.layout)
        declarations += [SpecTypeChecks.configuredProtocolDeclaration(resolved.config.protocolName.map { ($0, resolved.config.protocolSource) })].compactMap { $0 }
        // The checks of the view types' members, in the view's extension beside the member types (at the top level without a view).
        let memberChecks = memberChecks(resolved)
        if spec.view == nil { declarations += memberChecks }
        declarations += [SpecTypeChecks.memberTypesDeclaration(memberTypes, view: spec.view?.value, layout: resolved.config.layout, alongside: memberChecks)]
            .compactMap { $0 }
        declarations += [SpecTypeChecks.nestedInputTypesDeclaration(of: resolved)].compactMap { $0 }
        if resolved.facts.actionsReadState && names.isolation != .mainActor && spec.state.location.line > 1 {
            declarations.append(SpecTypeChecks.rememberedStateDeclaration(spec.state, generic: "LastConnectedState"))
        }
        if let viewState = spec.existingViewStateType, viewState.location.line > 1, !KnownEquatableTypes.contains(viewState.value) {
            declarations += SpecTypeChecks.comparedViewStateDeclarations(viewState)
        }
        declarations += ViewTypesEmitter.declarations(for: resolved)
        let connector = connectorDeclaration(resolved)
        declarations.append(names.namespace.isEmpty ? connector : .extension(names.namespace, members: [connector]))
        let importedModules = NamedImport.imports(
            of: names.imports, sites: resolved.importSites, layout: resolved.config.layout, exported: names.exportedImports)
        var imports = importedModules.lines
        // The container and previews exist only where SwiftUI does, so the file still builds
        // for Linux and for targets without SwiftUI.
        let container = ContainerEmitter.declaration(resolved).map { ContainerEmitter.storeCheck(resolved) + [$0] } ?? []
        let swiftUI = container + [PreviewsEmitter.declaration(resolved)].compactMap { $0 }
        if !swiftUI.isEmpty {
            let modules = (resolved.container?.imports ?? ["SwiftUI"]).filter { !names.imports.contains($0) }
            if !modules.isEmpty {
                imports += ["#if canImport(SwiftUI)"] + modules.map { (names.exportedImports.contains($0) ? "public " : "") + "import \($0)" } + ["#endif"]
            }
            declarations.append(.conditional("canImport(SwiftUI)", swiftUI))
        }
        let file = SwiftFile(
            header: FileHeader.lines(source: resolved.specFileName),
            imports: imports,
            namedImports: importedModules.named,
            declarations: declarations)
        return file.render(specPath: resolved.path, layout: resolved.config.layout, estimatedSize: 4 * sourceSize)
    }

    /// The checks that the view types' members are `Equatable` (and `Sendable` where the types
    /// declare it), for the file to declare before the view types.
    private static func memberChecks(_ resolved: ResolvedSpec) -> [Declaration] {
        let layout = resolved.config.layout
        return [
            MemberConformanceChecks.viewStateAndAction(of: resolved).declaration(layout: layout),
            MemberConformanceChecks.sendable(of: resolved).declaration(layout: layout),
            MemberConformanceChecks.hashable(of: resolved).declaration(layout: layout),
        ].compactMap { $0 }
    }

    private static func connectorDeclaration(_ resolved: ResolvedSpec) -> Declaration {
        let spec = resolved.spec
        let names = resolved.names
        // The aliases let `from` name the nested types as the view state does: API of the
        // connector's only where an input's type names one.
        let namedByInputs = Set(spec.inputs.flatMap { ReferencedNames.typeNames(in: $0.type.value) })
        var members: [Declaration] = spec.types.map { type in
            let name = SwiftNames.escaped(type.name.value)
            let access = namedByInputs.contains(type.name.value) ? names.access : .internal
            return .typeAlias(name, access: access, "\(names.viewState.generated).\(name)")
        }
        members += spec.inputs.map { .constant(SwiftNames.escaped($0.name.value), access: names.access, type: $0.type.value) }
        if names.memoized {
            members.append(.property(names.memoProperty, modifiers: ["private"], value: "\(names.memoType)()"))
        }
        let readsState = resolved.facts.actionsReadState
        if readsState {
            members.append(.property(names.lastStateProperty, modifiers: ["private"], value: "\(names.lastStateType)()"))
        }
        if names.access != .internal {
            members.append(.memberwiseInitializer(spec.inputs.map { ($0.name.value, $0.type.value) }, access: names.access))
        }
        members.append(.function("connect(state: \(names.appState)) -> \(names.connectedViewStateType)", access: names.access) { body in
            // The actions are mapped against the state the view shows.
            if readsState { body.line("\(names.lastStateProperty).remember(state)") }
            ConnectStateBody.write(resolved, into: &body)
        })
        let mapsActions: (inout FunctionBodyWriter) -> Void = { body in
            ConnectActionBody.write(resolved, into: &body)
        }
        if readsState {
            members.append(.function(
                "connect(action: \(names.viewAction.type)) -> \(names.appAction)", access: names.access,
                documentation: [
                    "The app action of `action`, against the state the last `connect(state:)` was given: call that first, "
                        + "or `connect(action:state:)`.",
                ]
            ) { body in
                body.call("connect", [
                    CallArgument("action", "action"),
                    CallArgument("state", "\(names.lastStateProperty).state(for: \(SwiftNames.stringLiteral(names.qualifiedConnector)))"),
                ])
            })
            members.append(.function(
                "connect(action: \(names.viewAction.type), state: \(names.appState)) -> \(names.appAction)", access: names.access,
                documentation: ["The app action of `action` when the app state is `state`."], body: mapsActions))
        } else {
            members.append(.function("connect(action: \(names.viewAction.type)) -> \(names.appAction)", access: names.access, body: mapsActions))
        }
        return .struct(
            names.connector, access: names.access, conformances: [names.connectorConformance],
            documentation: [
                spec.sendsActions
                    ? "Connects `\(names.appState)` to `\(names.connectedViewStateType)`, and `\(names.viewAction.type)` to `\(names.appAction)`."
                    : "Connects `\(names.appState)` to `\(names.connectedViewStateType)`; the view sends no actions.",
            ]
                + (spec.required.isEmpty ? [] : ["The view state is `nil` while \(spec.required.map { "`\($0.value)`" }.joined(separator: " or ")) is missing."]),
            members: members)
    }
}
