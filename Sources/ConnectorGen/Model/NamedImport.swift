/// A module that `imports` names, in a spec or in `connector-gen.yml`, and where: a generated
/// file writes its `import` at that line and column, so that a module the build cannot find
/// (misspelt, or not a dependency of the target) is reported where the user named it.
struct NamedImport: Hashable, Sendable {
    /// The module's name.
    let module: String
    /// The path of the file that names it, as `#sourceLocation` directives name it.
    let file: String
    /// Where the name starts in that file.
    let location: SourceLocation

    /// The modules every Swift toolchain has, which any build finds: a file imports them
    /// plainly wherever they are named.
    static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "Dispatch", "Observation", "Synchronization", "RegexBuilder", "Distributed",
    ]

    /// Where each module of `spec`'s `imports` (the spec at `specPath`) and of the target's is
    /// named, the spec's first, each module once, in file order; toolchain modules are left out.
    /// - Parameter library: The flavor's library (`SwiftUIFlux`) and where the spec or
    ///   `connector-gen.yml` (`inConfig`) names the flavor, when it is named: a missing library
    ///   is reported there, unless `imports` names it too.
    static func sites(
        spec: [Located<String>], specPath: String, config: TargetConfig, library: (module: String, location: SourceLocation, inConfig: Bool)? = nil
    ) -> [NamedImport] {
        var seen = toolchainModules
        var sites: [NamedImport] = []
        for entry in spec.sorted(by: { $0.location < $1.location }) where seen.insert(entry.value).inserted {
            sites.append(NamedImport(module: entry.value, file: specPath, location: entry.location))
        }
        if let file = config.file {
            for (module, location) in config.importLocations.sorted(by: { $0.value < $1.value }) where seen.insert(module).inserted {
                sites.append(NamedImport(module: module, file: file, location: location))
            }
        }
        if let library, seen.insert(library.module).inserted, let file = library.inConfig ? config.file : specPath {
            sites.append(NamedImport(module: library.module, file: file, location: library.location))
        }
        return sites
    }

    /// How a file imports `modules`: the lines that import those not named at one of `sites`,
    /// and the sites of the others, where the file writes their imports. The formatted layout,
    /// which people read and `swift format` keeps (its imports stand first, in order), imports
    /// every module plainly.
    ///
    ///
    /// `exported` are imported `public import ConnectorRuntime`, plainly: the file's public
    /// declarations need them, which a target whose imports are internal by default
    /// (`InternalImportsByDefault`) would otherwise reject.
    static func imports(
        of modules: [String], sites: [NamedImport], layout: SourceLayout, exported: Set<String> = []
    ) -> (lines: [String], named: [NamedImport]) {
        let named = layout == .formatted ? [] : sites.filter { modules.contains($0.module) && !exported.contains($0.module) }
        let namedModules = Set(named.map(\.module))
        return (modules.filter { !namedModules.contains($0) }.map { (exported.contains($0) ? "public " : "") + "import " + $0 }, named)
    }
}
