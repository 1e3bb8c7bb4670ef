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
}
