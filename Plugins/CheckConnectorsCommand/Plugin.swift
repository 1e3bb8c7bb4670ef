import Foundation
import PackagePlugin

/// `swift package check-connectors [--target X]...`: fails if a file `generate-connectors`
/// wrote is missing or out of date. It writes nothing, so it asks for no permission; CI runs it.
@main
struct CheckConnectorsCommand: ConnectorCommandPlugin {
    static var checksOnly: Bool { true }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension CheckConnectorsCommand: XcodeCommandPlugin {}
#endif
