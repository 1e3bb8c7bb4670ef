/// The pipeline in one place: read, decode, validate, emit.
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
        /// Whether to generate one connector file per spec.
        public var connectors = true
        /// Whether to generate the file that declares the namespace.
        public var namespace = true
        /// The module to test, when generating test suites from the specs' examples.
        public var testedModule: String?

        /// Whether only the namespace file is generated.
        var isNamespaceOnly: Bool { namespace && !connectors && testedModule == nil }

        /// Creates options.
        public init(connectors: Bool = true, namespace: Bool = true, testedModule: String? = nil) {
            self.connectors = connectors
            self.namespace = namespace
            self.testedModule = testedModule
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

    /// The name of the file that declares the namespace.
    public static let namespaceFileName = "ConnectorNamespace.swift"

    /// The connector file generated for the spec at `path`: `Name.connector.yml` gives `Name.connector.swift`.
    public static func outputFileName(forSpec path: String) -> String {
        specBaseName(path) + ".connector.swift"
    }

    /// The test file generated for the spec at `path`: `Name.connector.yml` gives
    /// `NameConnectorExampleTests.swift` (a name unlikely to clash with hand-written tests).
    public static func testFileName(forSpec path: String) -> String {
        specBaseName(path) + "ConnectorExampleTests.swift"
    }

    /// Whether `path` names a spec: `*.connector.yml` or `*.connector.yaml`.
    public static func isSpecPath(_ path: String) -> Bool {
        path.hasSuffix(".connector.yml") || path.hasSuffix(".connector.yaml")
    }

    private static func specBaseName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".connector.yml", ".connector.yaml", ".yml", ".yaml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    /// Reads a target configuration (`connector-gen.yml`).
    public static func readConfig(_ input: Input) -> (TargetConfig?, [Diagnostic]) {
        read(input) { root, source in TargetConfigDecoder.decode(root, file: input.path, source: source) }
    }

    /// Reads, decodes and validates one spec.
    public static func readSpec(_ input: Input) -> (ConnectorSpec?, [Diagnostic]) {
        read(input) { root, source in SpecDecoder.decode(root, file: input.path, source: source) }
    }

    /// Reads a YAML document for `connector-gen parse`.
    public static func readDocument(_ input: Input) -> (Node?, [Diagnostic]) {
        read(input) { root, _ in (root, []) }
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
    public static func generate(_ inputs: [Input], config: TargetConfig = .default, options: Options = Options()) -> Result {
        let sorted = inputs.sorted { $0.path < $1.path }
        var diagnostics: [Diagnostic] = []
        var specs: [(input: Input, spec: ConnectorSpec)] = []
        for input in sorted {
            let (spec, found) = readSpec(input)
            diagnostics += found
            if let spec { specs.append((input, spec)) }
        }
        if options.isNamespaceOnly {
            // Each spec's own problems are reported when its connector is generated; the
            // namespace needs only the specs that can be read, and no clash between them.
            diagnostics = []
        }
        diagnostics += crossSpecProblems(specs)
        guard !diagnostics.containsErrors else { return Result(files: [], diagnostics: diagnostics) }

        var files: [OutputFile] = []
        if options.connectors {
            for (input, spec) in specs {
                let text = ConnectorEmitter.emit(spec, config: config, specPath: input.path, sourceSize: input.bytes.count)
                files.append(OutputFile(name: outputFileName(forSpec: input.path), contents: text))
            }
        }
        if options.namespace {
            let access = specs.map { $0.spec.access?.value ?? config.access }.max() ?? config.access
            files.append(OutputFile(name: namespaceFileName, contents: NamespaceEmitter.emit(config: config, access: access)))
        }
        if let module = options.testedModule {
            for (input, spec) in specs {
                let text = TestEmitter.emit(spec, config: config, module: module, specPath: input.path)
                files.append(OutputFile(name: testFileName(forSpec: input.path), contents: text))
            }
        }
        return Result(files: files, diagnostics: diagnostics)
    }

    /// Problems between specs of one target: two connectors of one name, two specs that
    /// would write the same file.
    private static func crossSpecProblems(_ specs: [(input: Input, spec: ConnectorSpec)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var connectors: [String: (String, SourceLocation)] = [:]
        var outputs: [String: String] = [:]
        for (input, spec) in specs {
            let name = spec.connector.value
            if let (file, location) = connectors[name] {
                diagnostics.append(Diagnostic(
                    .duplicateConnector(name), file: input.path, at: spec.connector.location,
                    notes: [.connectorDeclaration(name, file: file, at: location)]))
            } else {
                connectors[name] = (input.path, spec.connector.location)
            }
            let output = outputFileName(forSpec: input.path)
            if let other = outputs[output] {
                diagnostics.append(Diagnostic(.duplicateOutputFile(output, otherSpec: other), file: input.path, at: nil))
            } else {
                outputs[output] = input.path
            }
        }
        return diagnostics
    }

    /// A reader error as a diagnostic.
    static func diagnostic(for error: SyntaxError, file: String) -> Diagnostic {
        Diagnostic(error.message, file: file, at: error.location, notes: error.note.map { [$0] } ?? [])
    }
}
