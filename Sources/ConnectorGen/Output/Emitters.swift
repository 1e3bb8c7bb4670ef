/// Which emitter makes each kind of file, and which diagnostics a run of each kind reports.
enum Emitters {
    /// The files of `kind` for a target's specs, in spec order, each a name and its text;
    /// `sizes` holds each spec's size in bytes, by path.
    static func files(
        _ kind: OutputKind, specs: [ResolvedSpec], config: TargetConfig, testedModule: String?, sizes: [String: Int]
    ) -> [(name: String, contents: String)] {
        func perSpec(_ emit: (ResolvedSpec) -> String) -> [(name: String, contents: String)] {
            specs.map { ($0.fileName(kind), emit($0)) }
        }
        let module = testedModule ?? ""
        switch kind {
        case .connector:
            return perSpec { FlavorEmitters(for: $0.flavor).connector($0, sizes[$0.path] ?? 0) }
        case .namespace:
            return [(kind.fileName(forSpec: ""), NamespaceEmitter.emit(specs, config: config))]
        case .tests:
            return perSpec { FlavorEmitters(for: $0.flavor).tests($0, module) }
        case .scaffold:
            return perSpec { FlavorEmitters(for: $0.flavor).scaffold($0, module) }
        case .store:
            // Store specs are not connector specs: the pipeline emits them with `StoreEmitter`.
            return []
        }
    }
}

/// The emitters of one flavor's per-spec files: the one place that picks them.
struct FlavorEmitters {
    /// The `connector` kind's file, from the spec and its size in bytes.
    let connector: (ResolvedSpec, Int) -> String
    /// The `tests` kind's file, testing the given module.
    let tests: (ResolvedSpec, String) -> String
    /// The `scaffold` kind's file, testing the given module.
    let scaffold: (ResolvedSpec, String) -> String

    init(for flavor: TargetConfig.Flavor) {
        switch flavor {
        case .connector:
            connector = { ConnectorEmitter.emit($0, sourceSize: $1) }
            tests = { TestEmitter.emit($0, module: $1) }
            scaffold = { ScaffoldEmitter.emit($0, module: $1) }
        case .swiftuiflux:
            connector = { resolved, _ in SwiftUIFluxEmitter.emit(resolved) }
            tests = { PropsExampleSupport.emit($0, module: $1, mapping: SwiftUIFluxTestEmitter.mapping) }
            scaffold = { PropsScaffoldEmitter.emit($0, module: $1, mapping: SwiftUIFluxTestEmitter.mapping) }
        case .swiftdux:
            connector = { resolved, _ in SwiftDuxEmitter.emit(resolved) }
            tests = { PropsExampleSupport.emit($0, module: $1, mapping: SwiftDuxTestEmitter.mapping) }
            scaffold = { PropsScaffoldEmitter.emit($0, module: $1, mapping: SwiftDuxTestEmitter.mapping) }
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
