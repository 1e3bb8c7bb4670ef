#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

extension XcodeTargetFacts {
    /// The facts the plugins use about an Xcode target; its isolation from `projectFile`, the
    /// text of its project's `project.pbxproj`, when given.
    init(_ target: XcodeTarget, projectFile: String? = nil) {
        var otherProductType: String?
        if case .other(let type)? = target.product?.kind { otherProductType = type }
        self.init(
            name: target.displayName, productName: target.product?.name, otherProductType: otherProductType,
            files: target.inputFiles.map(\.url))
        isolationFinding = projectFile.map { XcodeProjectIsolation.defaultIsolation(ofTarget: target.displayName, projectFile: $0) }
    }
}

extension XcodeProject {
    /// The text of the project's `project.pbxproj`, if it can be read.
    var projectFileText: String? {
        let file = directoryURL.appendingPathComponent("\(displayName).xcodeproj/project.pbxproj")
        return try? String(contentsOf: file, encoding: .utf8)
    }

    /// The facts of every target, with the isolation the project file sets for it.
    var targetFacts: [XcodeTargetFacts] {
        let projectFile = projectFileText
        return targets.map { XcodeTargetFacts($0, projectFile: projectFile) }
    }
}
#endif
