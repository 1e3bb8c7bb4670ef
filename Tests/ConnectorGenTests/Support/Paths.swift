import Foundation

/// Locations the tests need: the package, its golden files, and the built tool.
enum Paths {
    /// The package's root folder.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/GoldenFiles`.
    static let goldenFiles = packageRoot.appendingPathComponent("Tests/GoldenFiles")

    /// The folder the build put the products in (the test binary's own folder).
    static let products: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        // On macOS the runner sits inside a bundle: .../debug/X.xctest/Contents/MacOS/X
        while folder.path.contains(".xctest") { folder = folder.deletingLastPathComponent() }
        return folder
    }()

    /// The built `connector-gen` executable.
    static let tool: URL = {
        if let override = ProcessInfo.processInfo.environment["CONNECTOR_GEN"] { return URL(fileURLWithPath: override) }
        let beside = products.appendingPathComponent("connector-gen")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/connector-gen")
    }()

    /// A new empty temporary folder.
    static func temporaryFolder(_ label: String = "test") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("connector-gen-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
