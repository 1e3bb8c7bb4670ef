import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-connectors [--target X]... [--check]`:
/// writes the generated sources into each selected target's `Generated` folder, for teams that
/// commit them. The implementation is shared with `check-connectors`: `ConnectorCommandPlugin`.
@main
struct GenerateConnectorsCommand: ConnectorCommandPlugin {
    static var checksOnly: Bool { false }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateConnectorsCommand: XcodeCommandPlugin {}
#endif
