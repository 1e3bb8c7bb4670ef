/// Where a spec in a folder finds connector-gen's JSON Schema, as a path relative to the
/// folder, for the `yaml-language-server` line `init` writes: the package's checkout of
/// connector-gen (`.build/checkouts/connector-gen`), or the folder of a path dependency on it,
/// or this package itself when it is connector-gen.
enum SchemaLocation {
    /// The path from `folder` to `Schemas/connector.schema.json`, or `nil` when no package
    /// above `folder` depends on connector-gen in a way that shows where it is.
    static func connectorSchema(from folder: String) -> String? {
        for (root, below) in FileSystem.foldersAbove(folder) {
            guard let manifest = FileSystem.readIfPresent(root + "/Package.swift").map({ String(decoding: $0, as: UTF8.self) }) else { continue }
            let up = String(repeating: "../", count: below.count)
            let schema = "Schemas/connector.schema.json"
            if FileSystem.exists(root + "/" + schema) && manifest.contains("name: \"connector-gen\"") { return up + schema }
            for dependency in pathDependencies(in: manifest) where FileSystem.exists(root + "/" + dependency + "/" + schema) {
                return up + dependency + "/" + schema
            }
            if manifest.contains("connector-gen") { return up + ".build/checkouts/connector-gen/" + schema }
            return nil
        }
        return nil
    }

    /// The file `relative` (`Docs/diagnostics.md`) of connector-gen's package, where the
    /// package above `folder` is connector-gen, or depends on it by path or from a checkout
    /// SwiftPM made; `nil` when there is no such file.
    static func packageFile(_ relative: String, from folder: String) -> String? {
        for (root, _) in FileSystem.foldersAbove(folder) {
            guard let manifest = FileSystem.readIfPresent(root + "/Package.swift").map({ String(decoding: $0, as: UTF8.self) }) else { continue }
            let packages = (manifest.contains("name: \"connector-gen\"") ? [root] : [])
                + pathDependencies(in: manifest).map { $0.hasPrefix("/") ? $0 : root + "/" + $0 } + [root + "/.build/checkouts/connector-gen"]
            return packages.map { $0 + "/" + relative }.first(where: FileSystem.exists)
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
