// The command line reads the file names from the library; each plugin has its own copy of them.
#if canImport(ConnectorGen)
import ConnectorGen
#endif

/// A YAML file whose top level reads like a spec, but whose name does not end in
/// `.connector.yml` or `.store.yml`: the build and `lint` of a folder would pass over it in
/// silence, and its screen would simply be missing. The plugins and the command line warn
/// about it, naming the file it should be.
///
/// Read as text, line by line, as the plugins read everything: a key at the start of a line is
/// a top-level key.
enum MisnamedSpec {
    /// Whether a file named `file` may hold a spec under another name: a YAML file, or one
    /// named like a spec but for its extension (`List.connector.yml.txt`, which a text editor
    /// makes, `List.connector`, `App.store.json`); not a Swift file.
    static func mayBeSpec(named file: String) -> Bool {
        let lowercased = file.lowercased()
        // An editor's backup, a merge's leftovers: copies of a spec, not specs.
        if [".orig", ".bak", ".rej", ".swp", ".tmp", "~"].contains(where: lowercased.hasSuffix) { return false }
        if lowercased.hasSuffix(".yml") || lowercased.hasSuffix(".yaml") { return true }
        guard !lowercased.hasSuffix(".swift") else { return false }
        let parts = lowercased.split(separator: ".").dropFirst()
        return parts.contains("connector") || parts.contains("store")
    }

    /// Whether `file`, a YAML file's name, is `connector-gen.yml` written another way
    /// (`connector_gen.yml`, `connectorgen.yaml`, `connector gen.yml`), which no run reads as
    /// the target's configuration. One that differs only in case is left alone: a file system
    /// that ignores case reads it.
    static func isMisnamedConfiguration(_ file: String) -> Bool {
        let lowercased = file.lowercased()
        guard !OutputNaming.configFileNames.contains(lowercased),
              let stem = [".yml", ".yaml"].first(where: lowercased.hasSuffix).map({ lowercased.dropLast($0.count) })
        else { return false }
        return stem.filter { $0.isLetter } == "connectorgen"
    }

    /// The name `file` (a file name, `Settings.yml`) should have for what `text` holds, or `nil`
    /// when it cannot be a spec (``mayBeSpec(named:)``) or does not read like one: `Settings.connector.yml` for
    /// top-level `connector` and `viewState` keys, `App.store.yml` for `features` and `reducer`.
    /// The caller leaves out specs and configurations, which are named rightly.
    static func suggestedName(forFile file: String, text: String) -> String? {
        guard mayBeSpec(named: file) else { return nil }
        if isMisnamedConfiguration(file) { return OutputNaming.configFileName }
        var keys: Set<Substring> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(1_000) {
            var line = line
            if line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            guard let first = line.first, first != " ", first != "\t", first != "#", first != "-", first != "\r",
                let colon = line.firstIndex(of: ":")
            else { continue }
            keys.insert(line[..<colon])
        }
        let base = file.prefix { $0 != "." }
        guard !base.isEmpty else { return nil }
        if keys.contains("connector") && keys.contains("viewState") { return base + ".connector.yml" }
        if keys.contains("features") && keys.contains("reducer") { return base + ".store.yml" }
        return nil
    }
}
