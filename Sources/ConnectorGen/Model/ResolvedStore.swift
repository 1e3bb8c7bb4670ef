/// A store spec with everything decided: the access level and imports under the target's
/// configuration, and the file it generates.
struct ResolvedStore: Sendable {
    /// The decoded spec.
    let spec: StoreSpec
    /// The spec's path as the user named it.
    let path: String
    /// The access level of every generated declaration.
    let access: AccessLevel
    /// The modules the generated file imports, sorted.
    let imports: [String]

    init(_ spec: StoreSpec, path: String, config: TargetConfig) {
        self.spec = spec
        self.path = path
        access = spec.access?.value ?? config.access
        imports = Set(config.imports).union(spec.imports.map(\.value)).sorted()
    }

    /// The spec's file name, without its folder.
    var specFileName: String { OutputNaming.fileName(of: path) }

    /// The name of the file the spec generates.
    var fileName: String { OutputKind.store.fileName(forSpec: path) }
}

