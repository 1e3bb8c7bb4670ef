/// Problems between the specs of one target: two connectors of one name, two store specs that
/// declare the same type or reducer, two specs that would write the same file.
enum CrossSpecRules {
    /// - Parameters:
    ///   - stores: The target's store specs, whose features' connectors (`connectors: true`)
    ///     a connector spec must not name again when both are at the top level (`namespace: ""`).
    ///   - checksNames: Whether to report two connectors of one name. The build reports
    ///     them once, with the namespace, which reads every spec; a batch of specs does not repeat
    ///     them. Two specs that would write one file are reported by every run that writes it.
    static func problems(_ specs: [ResolvedSpec], stores: [ResolvedStore] = [], checksNames: Bool = true) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var connectors: [String: (String, SourceLocation)] = [:]
        // A store declares its features' connectors at the top level: they clash with a spec's
        // only where the namespace puts the specs' connectors there too.
        var featureConnectors: [String: String] = [:]
        if specs.first?.config.namespace.isEmpty ?? false {
            for store in stores where store.generatesFeatureConnectors {
                for feature in store.spec.features {
                    let name = ResolvedStore.featureConnectorName(feature.name.value)
                    connectors[name] = (store.path, feature.name.location)
                    featureConnectors[name] = feature.name.value
                }
            }
        }
        var views: [String: (String, SourceLocation)] = [:]
        var outputs: [String: (spec: String, file: String)] = [:]
        if checksNames { diagnostics += topLevelViewTypeClashes(specs, stores: stores) }
        /// A spec path without its `.yml` or `.yaml`.
        func withoutExtension(_ path: String) -> Substring {
            path.hasSuffix(".yaml") ? path.dropLast(5) : path.hasSuffix(".yml") ? path.dropLast(4) : Substring(path)
        }
        for resolved in specs {
            let name = resolved.spec.connector.value
            // The same spec saved as `.yml` and `.yaml` beside it: one of the files goes, which
            // the duplicate connector says; the file both would write follows from it.
            var isSecondCopy = false
            if checksNames, let (file, location) = connectors[name] {
                // A copied spec: its view is the other's too, which the same rename must change.
                // Only where the spec that declares the connector also names the view.
                let sameView = featureConnectors[name] != nil ? nil : resolved.spec.view.flatMap { view in
                    views[view.value].flatMap { $0.0 == file ? (view.value, $0.0, $0.1) : nil }
                }
                let sameSpec = file != resolved.path && withoutExtension(file) == withoutExtension(resolved.path)
                isSecondCopy = sameSpec
                diagnostics.append(Diagnostic(
                    .duplicateConnector(name, feature: featureConnectors[name], view: sameView?.0, sameSpecIn: sameSpec ? file : nil),
                    file: resolved.path, at: resolved.spec.connector.location,
                    notes: [.connectorDeclaration(name, file: file, at: location)] + (sameView.map { [.viewNamed($0.0, file: $0.1, at: $0.2)] } ?? [])))
            } else {
                connectors[name] = (resolved.path, resolved.spec.connector.location)
                // Two specs for one view both declare its `State` and `Action` (or its props).
                // A copied spec is reported once, for its connector, naming the view too.
                if checksNames, let view = resolved.spec.view {
                    if let (file, location) = views[view.value] {
                        diagnostics.append(Diagnostic(
                            .duplicateView(view.value), file: resolved.path, at: view.location,
                            notes: [.viewNamed(view.value, file: file, at: location)]))
                    } else {
                        views[view.value] = (resolved.path, view.location)
                    }
                }
            }
            if let problem = lessVisibleStoreType(resolved, stores: stores) { diagnostics.append(problem) }
            // Compared without case: on the case-insensitive file systems of macOS, `List` and
            // `list` are one file.
            let output = resolved.fileName(.connector)
            if let other = outputs[output.lowercased()] {
                if !isSecondCopy {
                    diagnostics.append(Diagnostic(.duplicateOutputFile(output, otherSpec: other.spec, otherFile: other.file), file: resolved.path, at: nil))
                }
            } else {
                outputs[output.lowercased()] = (resolved.path, output)
            }
        }
        return diagnostics
    }

    /// A connector more visible than the app state or action a store spec generates for it:
    /// its methods take and return them, so the compiler would reject the generated connector.
    /// A flavor's members are in an extension of the view, as visible as the view is, which
    /// connector-gen cannot see.
    private static func lessVisibleStoreType(_ resolved: ResolvedSpec, stores: [ResolvedStore]) -> Diagnostic? {
        let access = resolved.names.access
        guard resolved.traits.makesConnector, access > .internal else { return nil }
        for named in [resolved.spec.state, resolved.spec.action] {
            for store in stores where store.access < access {
                let declared = [store.spec.state, store.spec.action].first { $0.value == named.value }
                guard let declared else { continue }
                return Diagnostic(
                    .storeTypeLessVisible(named.value, access: access.rawValue, storeAccess: store.access.rawValue, store: store.specFileName),
                    file: resolved.path, at: named.location, notes: [.storeDeclaration(named.value, file: store.path, at: declared.location)])
            }
        }
        return nil
    }

    /// The view types specs without `view` declare at the top level (`CounterState`) that
    /// another spec declares too, or names as the app's own (a store feature's state).
    private static func topLevelViewTypeClashes(_ specs: [ResolvedSpec], stores: [ResolvedStore]) -> [Diagnostic] {
        var appTypes: [String: (file: String, location: SourceLocation)] = [:]
        for store in stores {
            let spec = store.spec
            for type in [spec.state, spec.action] + spec.features.flatMap({ [$0.state, $0.action] }) where appTypes[type.value] == nil {
                appTypes[type.value] = (store.path, type.location)
            }
        }
        // A spec may name another's generated type (`viewAction: SettingsAction` beside the
        // view-less spec that generates it): that is a use, not the app's own type.
        let generatedNames = Set(specs.flatMap(\.topLevelViewTypes))
        for resolved in specs {
            for type in resolved.namedAppTypes where appTypes[type.value] == nil && !generatedNames.contains(type.value) {
                appTypes[type.value] = (resolved.path, type.location)
            }
        }
        var diagnostics: [Diagnostic] = []
        // The namespace's `enum` is declared once per target: a type of that name would clash.
        if let config = specs.first?.config, !config.namespace.isEmpty {
            let namespace = config.namespace
            // A store's types are the app's too, in the same target.
            let named = specs.map { ($0.path, $0.namedAppTypes + ($0.spec.view.map { [$0] } ?? [])) }
                + stores.map { ($0.path, [$0.spec.state, $0.spec.action] + $0.spec.features.flatMap { [$0.state, $0.action] }) }
            if let (file, type) = named.lazy.compactMap({ file, types in types.first { $0.value == namespace }.map { (file, $0) } }).first {
                diagnostics.append(Diagnostic(.namespaceNamedLikeType(namespace, isSet: config.setsNamespace), file: file, at: type.location))
            }
        }
        var generated: [String: (file: String, location: SourceLocation)] = [:]
        for resolved in specs {
            let connector = resolved.spec.connector
            for name in resolved.topLevelViewTypes {
                if let other = generated[name] {
                    diagnostics.append(Diagnostic(
                        .generatedNameTaken(name, generatedByOther: true, base: resolved.facts.generatedTypeBase), file: resolved.path,
                        at: connector.location, notes: [.connectorDeclaration(name, file: other.file, at: other.location)]))
                } else if let other = appTypes[name], other.file != resolved.path {
                    // Its own spec's names are its own rule's (``GeneratedTypeNameRule``).
                    diagnostics.append(Diagnostic(
                        .generatedNameTaken(name, generatedByOther: false, base: resolved.facts.generatedTypeBase), file: resolved.path,
                        at: connector.location, notes: [.appTypeNamed(name, file: other.file, at: other.location)]))
                } else {
                    generated[name] = (resolved.path, connector.location)
                }
            }
        }
        // A container and previews are declared at the top level too, named after the view:
        // views of one name, nested in two types, would give them one name.
        var swiftUITypes: [String: (file: String, location: SourceLocation, view: String)] = [:]
        for resolved in specs {
            guard let view = resolved.spec.view else { continue }
            let names = [resolved.container.map { ($0.typeName, true) }, resolved.hasPreviews ? (ContainerNames.previewsName(forView: view.value), false) : nil]
            for case let (name, isContainer)? in names {
                if let other = swiftUITypes[name] {
                    diagnostics.append(Diagnostic(
                        .swiftUINameTaken(name, isContainer: isContainer, otherView: other.view), file: resolved.path,
                        at: (isContainer ? resolved.spec.container?.location : nil) ?? view.location,
                        notes: [.viewNamed(other.view, file: other.file, at: other.location)]))
                } else {
                    swiftUITypes[name] = (resolved.path, view.location, view.value)
                }
            }
        }
        return diagnostics
    }

    /// Two store specs that would generate one file, or declare one name: each generated file
    /// would compile alone, and the target would not.
    static func problems(_ stores: [ResolvedStore]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var declared: [String: (file: String, key: String, location: SourceLocation)] = [:]
        var outputs: [String: (spec: String, file: String)] = [:]
        for store in stores {
            let spec = store.spec
            // With `connectors: true`, each feature's connector is declared too: features named
            // `calendar` and `Calendar` would both declare `CalendarFeatureConnector`.
            let connectors = store.generatesFeatureConnectors
                ? spec.features.map { ($0.name.value, Located(ResolvedStore.featureConnectorName($0.name.value), at: $0.name.location)) } : []
            for (key, name) in [("state", spec.state), ("action", spec.action), ("reducer", spec.reducer)] + connectors {
                if let other = declared[name.value], other.file == store.path {
                    diagnostics.append(Diagnostic(.duplicateStoreDeclaration(name.value, key: key, alsoKey: other.key), file: store.path, at: name.location))
                } else if let other = declared[name.value] {
                    diagnostics.append(Diagnostic(
                        .duplicateStoreDeclaration(name.value, key: key), file: store.path, at: name.location,
                        notes: [.connectorDeclaration(name.value, file: other.file, at: other.location)]))
                } else {
                    declared[name.value] = (store.path, key, name.location)
                }
            }
            if let other = outputs[store.fileName.lowercased()] {
                diagnostics.append(Diagnostic(.duplicateOutputFile(store.fileName, otherSpec: other.spec, otherFile: other.file), file: store.path, at: nil))
            } else {
                outputs[store.fileName.lowercased()] = (store.path, store.fileName)
            }
        }
        return diagnostics
    }
}
