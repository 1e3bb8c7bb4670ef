// A stand-in for Xcode's XcodeProjectPlugin module, so that the plugins' Xcode code
// (`#if canImport(XcodeProjectPlugin)`) is type-checked on any platform by
// Scripts/check-xcode-plugins.sh. It is never linked into anything.
//
// What it mirrors, declaration for declaration:
// - Xcode 14.1's published interface, XcodeProjectPlugin.swiftmodule/arm64-apple-macos.swiftinterface
//   (swift-compiler-version 5.7.1, swiftlang-5.7.1.135.3; -user-module-version 21508), as
//   published at https://gist.github.com/ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9: XcodeProject,
//   XcodeTarget, XcodeProduct (Kind), XcodePluginContext, XcodeBuildToolPlugin, XcodeCommandPlugin.
// - The two URL-based members that Xcode 16 added beside the `Path` ones (as PackagePlugin 6.0
//   did): `XcodeProject.directoryURL` and `XcodePluginContext.pluginWorkDirectoryURL`. They are
//   not in the 14.1 interface; they match the fields of `XcodeProjectPluginInvocationRecord` in
//   SwiftPM's PackagePlugin (`directoryPathURL`, `pluginWorkDirectoryURL`, introduced 5.11), from
//   which Xcode builds these values, and the names Xcode plugins in public repositories use.
//
// Members the plugins do not use and that the 14.1 interface does not show in full (such as the
// product's identifier, or the plugin-generated files Xcode 16 added) are left out: a missing
// member can only make this check stricter, never let a wrong name through.
//
// Not in the real module, so not here: a target's dependencies. (SwiftPM's message to plugins
// carries them for Xcode targets, but the invocation record that XcodeProjectPlugin is built
// from does not, and the published interface has no `XcodeTarget.dependencies`.)
//
// `FileList`, `File`, `PathList`, `Path`, `Command` and `PluginContext.Tool` are PackagePlugin's
// own: the check compiles against the toolchain's PackagePlugin module.
//
// Keep members to what the real module declares; a name added here that Xcode lacks would let a
// wrong name through. Nothing here can be constructed from outside, as in the real module.

import Foundation
import PackagePlugin

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    @available(*, deprecated, message: "Use directoryURL")
    public var directory: Path { fatalError() }
    public let directoryURL: URL
    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    public let inputFiles: FileList
}

public struct XcodeProduct {
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    @available(*, deprecated, message: "Use pluginWorkDirectoryURL")
    public var pluginWorkDirectory: Path { fatalError() }
    public let pluginWorkDirectoryURL: URL
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public protocol XcodeCommandPlugin: Plugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
