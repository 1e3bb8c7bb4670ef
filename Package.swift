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
        .plugin(name: "GenerateConnectorsCommand", targets: ["GenerateConnectorsCommand"]),
        .plugin(name: "CheckConnectorsCommand", targets: ["CheckConnectorsCommand"]),
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
        .plugin(
            name: "GenerateConnectorsCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-connectors",
                    description: "Writes the connectors generated from each target's specs into its Generated folder"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated connectors into each target's Generated folder")
                ]),
            dependencies: ["connector-gen"]
        ),
        .plugin(
            name: "CheckConnectorsCommand",
            capability: .command(
                intent: .custom(
                    verb: "check-connectors",
                    description: "Fails if a target's committed Generated folder is missing a file or out of date; writes nothing"),
                permissions: []),
            dependencies: ["connector-gen"]
        ),
        .testTarget(
            name: "ConnectorGenTests",
            dependencies: ["ConnectorGen", "ConnectorRuntime", "connector-gen"]
        ),
    ]
)
