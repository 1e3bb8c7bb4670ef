#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

extension XcodeTargetFacts {
    /// The facts the plugins use about an Xcode target.
    init(_ target: XcodeTarget) {
        var otherProductType: String?
        if case .other(let type)? = target.product?.kind { otherProductType = type }
        self.init(
            name: target.displayName, productName: target.product?.name, otherProductType: otherProductType,
            files: target.inputFiles.map(\.url))
    }
}
#endif
