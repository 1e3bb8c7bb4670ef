/// Where a spec in a folder finds connector-gen's JSON Schema, as a path relative to the
/// folder, for the `yaml-language-server` line `init` writes: the package's checkout of
/// connector-gen (`.build/checkouts/connector-gen`), or the folder of a path dependency on it,
/// or this package itself when it is connector-gen.
enum SchemaLocation {
    /// The path from `folder` to `Schemas/connector.schema.json`, or `nil` when no package
    /// above `folder` depends on connector-gen in a way that shows where it is.
    static func connectorSchema(from folder: String) -> String? {
        guard let package = packageAbove(folder) else { return nil }
        let up = String(repeating: "../", count: package.below.count)
        let schema = "Schemas/connector.schema.json"
        if let found = package.connectorGenFolders.first(where: { FileSystem.exists(package.root + "/" + $0 + schema) }) { return up + found + schema }
        return package.namesConnectorGen ? up + checkout + schema : nil
    }

    /// The file `relative` (`Docs/diagnostics.md`) of connector-gen's package, where the
    /// package above `folder` is connector-gen, or depends on it by path or from a checkout
    /// SwiftPM made; `nil` when there is no such file.
    static func packageFile(_ relative: String, from folder: String) -> String? {
        guard let package = packageAbove(folder) else { return nil }
        // A path dependency may be written absolute (`/work/connector-gen`).
        return (package.connectorGenFolders + [checkout]).map { ($0.hasPrefix("/") ? "" : package.root + "/") + $0 + relative }.first(where: FileSystem.exists)
    }

    /// Where SwiftPM checks out connector-gen, from the root of a package that depends on it.
    private static let checkout = ".build/checkouts/connector-gen/"

    /// The package nearest above `folder`: its root, the folders from it down to `folder`, the
    /// folders connector-gen's package may be in (`""` where it is connector-gen, each path
    /// dependency, as written, with a `/`), and whether its manifest names connector-gen.
    private static func packageAbove(_ folder: String) -> (root: String, below: [String], connectorGenFolders: [String], namesConnectorGen: Bool)? {
        for (root, below) in FileSystem.foldersAbove(folder) {
            guard let manifest = FileSystem.readIfPresent(root + "/Package.swift").map({ String(decoding: $0, as: UTF8.self) }) else { continue }
            let folders = (manifest.contains("name: \"connector-gen\"") ? [""] : []) + pathDependencies(in: manifest).map { $0 + "/" }
            return (root, below, folders, manifest.contains("connector-gen"))
        }
        return nil
    }

    /// The folders of `.package(path: "…")` dependencies a manifest names, as written.
    private static func pathDependencies(in manifest: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(manifest)
        while let range = rest.firstRange(of: ".package(path: \"") {
            let after = rest[range.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            paths.append(String(after[..<end]))
            rest = after[end...]
        }
        return paths
    }
}
