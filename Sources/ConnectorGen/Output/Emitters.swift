/// Which emitter makes each kind of file, and which diagnostics a run of each kind reports.
enum Emitters {
    /// The files of `kind` for a target's specs, in spec order.
    static func files(
        _ kind: OutputKind, specs: [ResolvedSpec], config: TargetConfig, testedModule: String?, sizes inputs: [Generator.Input]
    ) -> [Generator.OutputFile] {
        func perSpec(_ emit: (ResolvedSpec) -> String) -> [Generator.OutputFile] {
            specs.map { Generator.OutputFile(name: $0.fileName(kind), contents: emit($0)) }
        }
        let module = testedModule ?? ""
        switch kind {
        case .connector:
            let sizes = Dictionary(inputs.map { ($0.path, $0.bytes.count) }, uniquingKeysWith: { first, _ in first })
            return perSpec { resolved in
                switch resolved.flavor {
                case .connector: ConnectorEmitter.emit(resolved, sourceSize: sizes[resolved.path] ?? 0)
                case .swiftuiflux: SwiftUIFluxEmitter.emit(resolved)
                case .swiftdux: SwiftDuxEmitter.emit(resolved)
                }
            }
        case .namespace:
            return [Generator.OutputFile(name: kind.fileName(forSpec: ""), contents: NamespaceEmitter.emit(specs, config: config))]
        case .tests:
            return perSpec { resolved in
                switch resolved.flavor {
                case .connector: TestEmitter.emit(resolved, module: module)
                case .swiftuiflux: SwiftUIFluxTestEmitter.emit(resolved, module: module)
                case .swiftdux: SwiftDuxTestEmitter.emit(resolved, module: module)
                }
            }
        case .scaffold:
            return perSpec { resolved in
                switch resolved.flavor {
                case .connector: ScaffoldEmitter.emit(resolved, module: module)
                case .swiftuiflux: SwiftUIFluxTestEmitter.scaffold(resolved, module: module)
                case .swiftdux: SwiftDuxTestEmitter.scaffold(resolved, module: module)
                }
            }
        case .store:
            // Store specs are not connector specs: `Generator` emits them with `StoreEmitter`.
            return []
        }
    }
}

/// Which of a spec's own diagnostics a run reports. The build runs one command per kind and
/// per spec, so each problem is reported by exactly one of them: the connector command.
enum DiagnosticScope: Int, Comparable, Sendable {
    /// Only problems between specs (the namespace needs no more).
    case crossSpec
    /// A spec's errors, not its warnings (they were reported with its connector).
    case errors
    /// Everything.
    case all

    static func < (lhs: DiagnosticScope, rhs: DiagnosticScope) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether a spec's own diagnostic is reported in this scope.
    func includes(_ diagnostic: Diagnostic) -> Bool {
        switch self {
        case .crossSpec: false
        case .errors: diagnostic.isError
        case .all: true
        }
    }
}

extension OutputKind {
    /// Which of a spec's own diagnostics a run of this kind reports.
    var reportedDiagnostics: DiagnosticScope {
        switch self {
        case .connector, .store: .all
        case .namespace: .crossSpec
        case .tests, .scaffold: .errors
        }
    }
}
