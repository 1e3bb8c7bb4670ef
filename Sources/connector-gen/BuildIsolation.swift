import ConnectorGen
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The default actor isolation the build gives the target a folder belongs to, found the way
/// the plugins find it: in `Package.swift` (``ManifestIsolation``) for a folder under
/// `Sources/<Target>`, or in an Xcode project's file (``XcodeProjectIsolation``) for a folder
/// named like one of its targets. `init` writes it into a new `connector-gen.yml`, so that the
/// command line and the build agree from the first spec.
struct BuildIsolation {
    /// `MainActor` or `nonisolated`.
    var isolation: String
    /// Where it was found, for the configuration's comment and the message: `Package.swift`
    /// or `Podcasts.xcodeproj`.
    var file: String
    /// The target it was found for.
    var target: String
    /// How many levels the target's folder is above the folder it was asked for.
    var levelsUp: Int
    /// The target's folder, written from the folder it was asked for; the configuration goes there.
    var targetFolder: String
    /// Whether the build file sets none, and the isolation is Swift's default.
    var isSwiftDefault = false

    /// The isolation of the target `folder` is in, or `nil` when no build file above it says
    /// (a package target without the setting, a target of an Xcode project whose configurations
    /// differ, or no build file at all). With `includingDefault`, a package target whose
    /// manifest surely sets none has Swift's default, `nonisolated`
    /// (``ManifestIsolation/swiftDefault(ofTarget:manifest:packageFiles:)``).
    static func find(forFolder folder: String, includingDefault: Bool = false) -> BuildIsolation? {
        for (directory, below) in FileSystem.foldersAbove(folder) {
            // How far `directory`'s child `index` is above the folder.
            func levels(to index: Int) -> Int { below.count - index - 1 }
            if let manifest = FileSystem.readIfPresent(directory + "/Package.swift") {
                guard below.count >= 2, below[0] == "Sources" else { return nil }
                let text = String(decoding: manifest, as: UTF8.self)
                if let isolation = ManifestIsolation.defaultIsolation(ofTarget: below[1], manifest: text) {
                    return BuildIsolation(isolation: isolation, file: "Package.swift", target: below[1], levelsUp: levels(to: 1), folder: folder)
                }
                let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                guard includingDefault, let isolation = ManifestIsolation.swiftDefault(ofTarget: below[1], manifest: text, packageFiles: files)
                else { return nil }
                var found = BuildIsolation(isolation: isolation, file: "Package.swift", target: below[1], levelsUp: levels(to: 1), folder: folder)
                found.isSwiftDefault = true
                return found
            }
            let projects = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
            for project in projects {
                guard let file = FileSystem.readIfPresent(directory + "/" + project + "/project.pbxproj") else { continue }
                let text = String(decoding: file, as: UTF8.self)
                for (index, name) in below.enumerated() {
                    let finding = XcodeProjectIsolation.defaultIsolation(ofTarget: name, projectFile: text)
                    guard finding != .unknown else { continue }
                    guard let isolation = finding.argument else { return nil }
                    return BuildIsolation(isolation: isolation, file: project, target: name, levelsUp: levels(to: index), folder: folder)
                }
            }
            if !projects.isEmpty { return nil }
        }
        return nil
    }

    private init(isolation: String, file: String, target: String, levelsUp: Int, folder: String) {
        self.isolation = isolation
        self.file = file
        self.target = target
        self.levelsUp = levelsUp
        // `folder` without its last `levelsUp` components, where it has them.
        var parts = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1, parts.last == "" { parts.removeLast() }
        var up = levelsUp
        while up > 0, let last = parts.last, !last.isEmpty, last != ".", last != ".." {
            parts.removeLast()
            up -= 1
        }
        let kept = parts.isEmpty ? "." : parts.joined(separator: "/")
        targetFolder = up == 0 ? kept : kept + String(repeating: "/..", count: up)
    }

    /// The configuration `init` writes: the isolation, and where it was found.
    var configuration: String {
        """
        # The target's default actor isolation, as \(file) sets it for \(target). Keep the two the
        # same: the build warns here when they differ.
        isolation: \(isolation)

        """
    }
}

extension Arguments {
    /// The target's default isolation as the command line states it: `--default-isolation`
    /// (the plugins read it from the package manifest or the Xcode project), else Xcode's
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION` build setting when the environment carries it. Without
    /// either, a command asks the build files (``SpecInputs/Group/buildIsolation``).
    func statedIsolation(warning: (String) -> Void) throws(UsageError) -> TargetConfig.DefaultIsolation? {
        let names = DiagnosticMessage.alternatives(TargetConfig.DefaultIsolation.allCases.map(\.rawValue))
        /// `; did you mean 'MainActor'?` for a known isolation in other letter case, else empty.
        func suggestion(for value: String) -> String {
            let known = TargetConfig.DefaultIsolation.allCases.first { $0.rawValue.lowercased() == value.lowercased() }
            return known.map { "; did you mean '\($0.rawValue)'?" } ?? ""
        }
        if let value = value(of: .defaultIsolation) {
            guard let isolation = TargetConfig.DefaultIsolation(rawValue: value) else {
                throw UsageError(message: "\(CommandOption.defaultIsolation) takes \(names), not '\(value)'" + suggestion(for: value))
            }
            return isolation
        }
        // Xcode leaves the setting empty where a target does not set it. A value no build sets
        // is said, and read as none: `isolation` in connector-gen.yml may settle it anyway.
        let setting = Environment.value("SWIFT_DEFAULT_ACTOR_ISOLATION")
        let value = setting.map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) } ?? ""
        guard !value.isEmpty else { return nil }
        guard let isolation = TargetConfig.DefaultIsolation(rawValue: value) else {
            warning(
                "SWIFT_DEFAULT_ACTOR_ISOLATION in the environment is '\(value)', where a build sets \(names)"
                    + (suggestion(for: value).isEmpty ? "" : " (\(suggestion(for: value).dropFirst(2)))")
                    + "; it is ignored, and the isolation is settled as without it ('isolation' in connector-gen.yml, else the package or project)")
            return nil
        }
        return isolation
    }
}
