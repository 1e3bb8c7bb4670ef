// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "connector-gen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "ConnectorRuntime", targets: ["ConnectorRuntime"]),
        .library(name: "ConnectorGen", targets: ["ConnectorGen"]),
        .executable(name: "connector-gen", targets: ["connector-gen"]),
        .plugin(name: "ConnectorGenPlugin", targets: ["ConnectorGenPlugin"]),
    ],
    targets: [
        .target(name: "ConnectorRuntime"),
        .target(name: "ConnectorGen"),
        .executableTarget(name: "connector-gen", dependencies: ["ConnectorGen"]),
        .plugin(
            name: "ConnectorGenPlugin",
            capability: .buildTool(),
            dependencies: ["connector-gen"]
        ),
        .testTarget(
            name: "ConnectorGenTests",
            dependencies: ["ConnectorGen", "ConnectorRuntime", "connector-gen"]
        ),
    ]
)
