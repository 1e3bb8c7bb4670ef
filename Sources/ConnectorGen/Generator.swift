/// The pipeline in one place: read, decode, resolve, validate, emit.
///
/// Every entry point returns its result with its diagnostics; nothing here prints or
/// touches the file system, so the command line, the build plugin and the tests share it.
public enum Generator {
    /// A spec to generate from: the path to show in diagnostics and directives, and its bytes.
    public struct Input: Sendable {
        /// The path as the user named it; diagnostics and `#sourceLocation` use it.
        public var path: String
        /// The file's bytes.
        public var bytes: [UInt8]

        /// Creates an input.
        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// What to generate.
    public struct Options: Sendable {
        /// The kinds of file to generate.
        public var kinds: Set<OutputKind>
        /// The module the test kinds test (`@testable import`); required for them.
        public var testedModule: String?
        /// The target's default isolation as the build states it (a package manifest's
        /// `.defaultIsolation(MainActor.self)`, Xcode's `SWIFT_DEFAULT_ACTOR_ISOLATION`);
        /// `isolation` in `connector-gen.yml` takes precedence.
        public var detectedIsolation: TargetConfig.DefaultIsolation?
        /// How the files are laid out: spec code at its exact columns (the build), or as
        /// `swift format` lays it out (committed output).
        public var layout: SourceLayout
        /// Whether a run without the namespace kind leaves the names that clash between specs
        /// (two specs declaring one type) to another run over all of them: the build runs one
        /// command per spec and kind, and its namespace command reports them once.
        public var leavesNameClashesToNamespaceRun = false

        /// Creates options.
        public init(
            kinds: Set<OutputKind> = [.connector, .namespace, .store], testedModule: String? = nil,
            detectedIsolation: TargetConfig.DefaultIsolation? = nil, layout: SourceLayout = .exactColumns
        ) {
            self.kinds = kinds
            self.testedModule = testedModule
            self.detectedIsolation = detectedIsolation
            self.layout = layout
        }
    }

    /// A generated file: its name in the output folder and its text.
    public struct OutputFile: Hashable, Sendable {
        /// The file name, without a folder.
        public var name: String
        /// The file's text.
        public var contents: String
    }

    /// The result of a run: the files, or none if any error was found, and every diagnostic.
    public struct Result: Sendable {
        /// The generated files; empty when `diagnostics` holds an error.
        public var files: [OutputFile]
        /// Every problem found, in input order.
        public var diagnostics: [Diagnostic]
        /// Whether the run succeeded (warnings are allowed).
        public var succeeded: Bool { !diagnostics.containsErrors }
    }

    /// Reads a target configuration (`connector-gen.yml`).
    public static func readConfig(_ input: Input) -> (TargetConfig?, [Diagnostic]) {
        read(input) { root, source in TargetConfigDecoder.decode(root, file: input.path, source: source) }
    }

    /// Reads a YAML document.
    package static func readDocument(_ input: Input) -> (Node?, [Diagnostic]) {
        read(input) { root, _ in (root, []) }
    }

    /// Reads a YAML document and writes it as plain JSON, for `connector-gen parse`: mappings
    /// as objects with keys in document order, sequences as arrays, every scalar as a string,
    /// and `null` for an empty document. `nil` when the document has an error.
    public static func documentJSON(_ input: Input) -> (String?, [Diagnostic]) {
        let (node, diagnostics) = readDocument(input)
        guard !diagnostics.containsErrors else { return (nil, diagnostics) }
        return (node?.json ?? "null", diagnostics)
    }

    /// Reads, decodes, resolves and validates one spec under the target's configuration.
    static func readSpec(_ input: Input, config: TargetConfig, appTypes: AppTypeNames? = nil) -> (ResolvedSpec?, [Diagnostic]) {
        read(input) { root, source in
            var context = DecodingContext(file: input.path, source: source)
            context.appTypes = appTypes
            guard let spec = SpecDecoder.decode(root, context: &context) else { return (nil, context.diagnostics.filter(\.isError).inSourceOrder()) }
            let resolved = ResolvedSpec(spec, path: input.path, config: config)
            let decoded = context.diagnostics.count
            SpecValidator.validate(resolved, context: &context)
            context.keepEditsOfRulesOnlyIfReadWhole(from: decoded)
            // One mistake, one message: a spec's warnings wait until it has no errors, since
            // an error can make them wrong (an action whose examples failed to read).
            guard !context.diagnostics.containsErrors else { return (nil, context.diagnostics.filter(\.isError).inSourceOrder()) }
            return (resolved, context.diagnostics.inSourceOrder())
        }
    }

    /// Reads every input, in path order: the specs and store specs that read without errors,
    /// and each input's diagnostics, said whether it is a store spec. A connector spec that
    /// misses `state` or `action` is read with the app types its target's other specs name, so
    /// that its fix-it suggests them.
    private static func readAll(
        _ inputs: [Input], config: TargetConfig
    ) -> (specs: [ResolvedSpec], stores: [ResolvedStore], diagnostics: [(isStore: Bool, diagnostics: [Diagnostic])]) {
        let sorted = inputs.sorted { $0.path < $1.path }
        let storeReads = sorted.filter { OutputNaming.isStoreSpec($0.path) }.map { input in
            let (store, diagnostics) = readStore(input, config: config)
            return (path: input.path, store: store, diagnostics: diagnostics)
        }
        let stores = storeReads.compactMap(\.store)
        let fromStores = AppTypeNames(stores: stores.map(\.spec))
        func readSpec(_ input: Input, naming appTypes: AppTypeNames) -> (input: Input, spec: ResolvedSpec?, diagnostics: [Diagnostic]) {
            let (spec, diagnostics) = Self.readSpec(input, config: config, appTypes: appTypes)
            return (input, spec, diagnostics)
        }
        var specReads = sorted.filter { !OutputNaming.isStoreSpec($0.path) }.map { readSpec($0, naming: fromStores) }
        // Without a store spec, the types the specs that read agree on.
        let fromSpecs = AppTypeNames(specs: specReads.compactMap(\.spec?.spec))
        if fromStores.isEmpty, !fromSpecs.isEmpty {
            for index in specReads.indices where specReads[index].spec == nil {
                specReads[index] = readSpec(specReads[index].input, naming: fromSpecs)
            }
        }
        // By the path's bytes: Swift's `==` takes two spellings of one accented letter for one
        // path, where Linux keeps two files.
        let byPath = Dictionary(
            storeReads.map { (Array($0.path.utf8), (isStore: true, diagnostics: $0.diagnostics)) }
                + specReads.map { (Array($0.input.path.utf8), (isStore: false, diagnostics: $0.diagnostics)) },
            uniquingKeysWith: { first, _ in first })
        return (specReads.compactMap(\.spec), stores, sorted.compactMap { byPath[Array($0.path.utf8)] })
    }

    /// Reads and decodes one store spec under the target's configuration.
    static func readStore(_ input: Input, config: TargetConfig) -> (ResolvedStore?, [Diagnostic]) {
        read(input) { root, source in
            var context = DecodingContext(file: input.path, source: source)
            let spec = StoreSpecDecoder.decode(root, context: &context)
            guard let spec, !context.diagnostics.containsErrors else { return (nil, context.diagnostics.filter(\.isError).inSourceOrder()) }
            let resolved = ResolvedStore(spec, path: input.path, config: config)
            let decoded = context.diagnostics.count
            FoundationImportRule.check(resolved, context: &context)
            StoreInitialOrderRule.check(resolved, context: &context)
            context.keepEditsOfRulesOnlyIfReadWhole(from: decoded)
            return (resolved, context.diagnostics.inSourceOrder())
        }
    }

    /// Reads and validates specs without generating anything: what `connector-gen lint` reports.
    /// With `detectedIsolation`, the build's default isolation, the specs are read under the
    /// isolation `generate` would use, and a `connector-gen.yml` that says otherwise is reported.
    public static func lint(_ inputs: [Input], config: TargetConfig = .default, detectedIsolation: TargetConfig.DefaultIsolation? = nil) -> [Diagnostic] {
        var config = config
        var diagnostics = settleIsolation(&config, detected: detectedIsolation).map { [$0] } ?? []
        let read = readAll(inputs, config: config)
        diagnostics += read.diagnostics.flatMap(\.diagnostics)
        return diagnostics + CrossSpecRules.problems(read.specs, stores: read.stores) + CrossSpecRules.problems(read.stores)
    }

    /// The app state and app action types a target's specs name, for a new spec of the target:
    /// its store spec's, else the ones its connector specs agree on. Each is `nil` where they do
    /// not say (no spec, or specs that name different types).
    package static func appTypeNames(_ inputs: [Input]) -> (state: String?, action: String?) {
        let read = readAll(inputs, config: .default)
        let names = read.stores.isEmpty ? AppTypeNames(specs: read.specs.map(\.spec)) : AppTypeNames(stores: read.stores.map(\.spec))
        return (names.state, names.action)
    }

    /// Reads `input` as YAML and hands the tree and the normalized bytes to `decode`; a
    /// reader error becomes the only diagnostic.
    private static func read<Value>(
        _ input: Input, decode: (Node?, [UInt8]) -> (Value?, [Diagnostic])
    ) -> (Value?, [Diagnostic]) {
        do {
            let buffer = try SourceBuffer(input.bytes)
            return decode(try YAMLReader.read(buffer), buffer.bytes)
        } catch {
            return (nil, [diagnostic(for: error, file: input.path)])
        }
    }

    /// Generates the files for a target's specs. All or nothing: if any spec has an error,
    /// no file is returned. Inputs are processed in path order, so the result does not
    /// depend on the order they are given in.
    ///
    /// Which diagnostics a run reports follows from its kinds (see ``OutputKind/reportedDiagnostics``):
    /// the build runs one command per kind, and each problem is reported by one of them.
    public static func generate(_ inputs: [Input], config: TargetConfig = .default, options: Options = Options()) -> Result {
        var config = config
        var diagnostics: [Diagnostic] = []
        let differs = settleIsolation(&config, detected: options.detectedIsolation)
        // Reported once per target, with the namespace (the build runs one namespace command).
        if let differs, options.kinds.contains(.namespace) { diagnostics.append(differs) }
        config.layout = options.layout
        let scope = options.kinds.map(\.reportedDiagnostics).max() ?? .crossSpec
        let read = readAll(inputs, config: config)
        let (specs, stores) = (read.specs, read.stores)
        for (isStore, found) in read.diagnostics {
            // Store specs make only the store kind, which reports their own problems; the
            // other runs read them only for the problems between specs.
            diagnostics += isStore ? (options.kinds.contains(.store) ? found : []) : found.filter(scope.includes)
        }
        // In a build, clashing names are the namespace run's to report, so it reports them once.
        let checksNames = options.kinds.contains(.namespace) || !options.leavesNameClashesToNamespaceRun
        diagnostics += CrossSpecRules.problems(specs, stores: stores, checksNames: checksNames) + CrossSpecRules.problems(stores)
        guard !diagnostics.containsErrors else { return Result(files: [], diagnostics: diagnostics) }

        var files: [OutputFile] = []
        // A run over store specs alone has no connectors to declare a namespace for.
        let onlyStores = !inputs.isEmpty && inputs.allSatisfy { OutputNaming.isStoreSpec($0.path) }
        let sizes = Dictionary(inputs.map { ($0.path, $0.bytes.count) }, uniquingKeysWith: { first, _ in first })
        for kind in OutputKind.allCases where options.kinds.contains(kind) && !(kind == .namespace && onlyStores) {
            files += Emitters.files(kind, specs: specs, config: config, testedModule: options.testedModule, sizes: sizes)
                .map { OutputFile(name: $0.name, contents: $0.contents) }
        }
        if options.kinds.contains(.store) {
            files += stores.map { OutputFile(name: $0.fileName, contents: StoreEmitter.emit($0)) }
        }
        return Result(files: files, diagnostics: diagnostics)
    }

    /// Gives `config` the isolation generated code is written for: its own `isolation`, else
    /// the build's `detected` one, else `nonisolated`. Returns `IsolationDiffersFromBuild` when
    /// `connector-gen.yml` and the build disagree.
    private static func settleIsolation(_ config: inout TargetConfig, detected: TargetConfig.DefaultIsolation?) -> Diagnostic? {
        defer { config.isolation = config.isolation ?? detected ?? .nonisolated }
        guard let configured = config.isolation, let detected, configured != detected, let source = config.isolationSource else { return nil }
        return Diagnostic(.isolationDiffersFromBuild(configured: configured.rawValue, build: detected.rawValue), file: source.value, at: source.location)
    }

    /// A reader error as a diagnostic.
    static func diagnostic(for error: SyntaxError, file: String) -> Diagnostic {
        Diagnostic(error.message, file: file, at: error.location, replacing: error.replacing, notes: error.note.map { [$0] } ?? [])
    }
}
