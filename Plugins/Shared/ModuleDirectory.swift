import Foundation
import PackagePlugin

extension SourceModuleTarget {
    /// The folder of the module's sources. (`Target.directoryURL` needs tools version 6.1;
    /// the concrete module types have it in 6.0.)
    var sourceDirectoryURL: URL {
        if let swift = self as? SwiftSourceModuleTarget { return swift.directoryURL }
        if let clang = self as? ClangSourceModuleTarget { return clang.directoryURL }
        return sourceFiles.first?.url.deletingLastPathComponent() ?? URL(fileURLWithPath: ".")
    }

    /// The module's specs.
    var specs: [URL] { sourceFiles.map(\.url).filter(ConnectorFiles.isSpec) }

    /// The module's specs, with those its folder holds that `exclude:` leaves out of its
    /// sources: a target whose generated files are committed may exclude its specs to quiet
    /// SwiftPM's warning about files it does not handle, and the commands still read them.
    func specsIncludingExcluded(in package: Package) -> [URL] {
        (specs + excludedSpecs(in: package)).sorted { $0.path < $1.path }
    }

    /// The specs the module's folder holds that `exclude:` leaves out of its sources, but for
    /// those of another of `package`'s targets nested in its folder.
    func excludedSpecs(in package: Package) -> [URL] {
        let others = package.targets.compactMap(\.sourceModule).filter { $0.id != id }.map(\.sourceDirectoryURL)
        return ConnectorFiles.excludedSpecs(inFolder: sourceDirectoryURL, sources: sourceFiles.map(\.url), otherTargetFolders: others)
    }
}

extension Target {
    /// The source modules this (test) target depends on, directly or through products, that
    /// hold specs (with `includingExcludedIn`, specs its `exclude:` leaves out count too).
    func testedModules(includingExcludedIn package: Package? = nil) -> [SourceModuleTarget] {
        var modules: [SourceModuleTarget] = []
        var seen: Set<String> = []
        for dependency in dependencies {
            let targets: [Target]
            switch dependency {
            case .target(let target): targets = [target]
            case .product(let product): targets = product.targets
            @unknown default: targets = []
            }
            for candidate in targets {
                guard let module = candidate.sourceModule, module.kind != .test, seen.insert(module.id).inserted else { continue }
                if !(package.map(module.specsIncludingExcluded) ?? module.specs).isEmpty { modules.append(module) }
            }
        }
        return modules.sorted { $0.name < $1.name }
    }
}
