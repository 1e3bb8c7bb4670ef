// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The fuzz target lives in its own package so that connector-gen's products stay as users
// see them. A path dependency is named after its folder, so the name is read from the path.
let connectorGen = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ConnectorGenFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "ConnectorGenFuzzer",
            dependencies: [.product(name: "ConnectorGen", package: connectorGen)]
        ),
        .executableTarget(
            name: "AdoptFuzzer",
            dependencies: [.product(name: "ConnectorGen", package: connectorGen)]
        ),
    ]
)
