import ConnectorGen
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns `<spec-or-folder>...` arguments into the specs to read and the target
/// configuration that applies to them.
struct SpecInputs {
    var inputs: [Generator.Input] = []
    var config = TargetConfig.default
    var diagnostics: [Diagnostic] = []
    var failures: [FileSystem.Failure] = []

    /// Whether everything was read and the configuration is valid.
    var isValid: Bool { failures.isEmpty && !diagnostics.containsErrors }

    /// Reads every spec named by `paths` (files, or folders searched for `*.connector.yml`),
    /// and the configuration: `configPath` if given, else a `connector-gen.yml` in a folder
    /// argument or beside a spec argument.
    init(paths: [String], configPath: String?) {
        var specPaths: [String] = []
        var configCandidates: [String] = []
        for path in paths {
            if FileSystem.isDirectory(path) {
                let found = FileSystem.specs(under: path)
                if found.isEmpty {
                    failures.append(FileSystem.Failure(path: path, message: "holds no *.connector.yml specs"))
                }
                specPaths += found
                configCandidates.append(join(path, "connector-gen.yml"))
            } else {
                specPaths.append(path)
                if let config = configAbove(path) { configCandidates.append(config) }
            }
        }
        var seen: Set<String> = []
        for path in specPaths where seen.insert(path).inserted {
            do {
                inputs.append(Generator.Input(path: path, bytes: try FileSystem.read(path)))
            } catch {
                failures.append(error)
            }
        }
        let configFile = configPath ?? configCandidates.first(where: FileSystem.exists)
        if let configFile {
            do {
                let (config, found) = Generator.readConfig(Generator.Input(path: configFile, bytes: try FileSystem.read(configFile)))
                diagnostics += found
                if let config { self.config = config }
            } catch {
                failures.append(error)
            }
        }
    }

    /// The nearest `connector-gen.yml` in the folders above a spec, up to the package root
    /// (the folder with `Package.swift`) — where a target's configuration sits.
    private func configAbove(_ specPath: String) -> String? {
        var folder = folder(of: specPath)  // as the user would write it, for diagnostics
        var absolute = URL(fileURLWithPath: folder).standardizedFileURL  // to know when to stop
        while true {
            let candidate = join(folder, "connector-gen.yml")
            if FileSystem.exists(candidate) { return candidate }
            if FileSystem.exists(join(folder, "Package.swift")) { return nil }
            let parent = absolute.deletingLastPathComponent()
            if parent.path == absolute.path { return nil }
            absolute = parent
            folder = folder == "." || folder.hasSuffix("..") ? join(folder, "..") : self.folder(of: folder)
        }
    }

    private func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
