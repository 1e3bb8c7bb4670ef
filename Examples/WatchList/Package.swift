// swift-tools-version: 6.0
import Foundation
import PackageDescription

// This example uses connector-gen from the folder two levels up. A path dependency is named
// after its folder, so the name is read from the path. In your own package, depend on
// connector-gen by URL and write `package: "connector-gen"` instead.
let connectorGenFolder = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent()
let connectorGen = connectorGenFolder.lastPathComponent

let package = Package(
    name: "WatchList",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "WatchList", targets: ["WatchList"])
    ],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .target(
            name: "WatchList",
            dependencies: [.product(name: "ConnectorRuntime", package: connectorGen)],
            plugins: [.plugin(name: "ConnectorGenPlugin", package: connectorGen)]
        ),
        .testTarget(
            name: "WatchListTests",
            dependencies: ["WatchList"],
            plugins: [.plugin(name: "ConnectorGenPlugin", package: connectorGen)]
        ),
    ]
)
