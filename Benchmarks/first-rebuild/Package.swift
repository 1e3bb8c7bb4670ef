// swift-tools-version: 6.1
// The smallest package that shows SwiftPM rerunning a build-tool plugin's commands on the first
// build after a clean build: an executable, a plugin that runs it once, and a library that uses
// the plugin. `../first_rebuild.sh` builds it three times and counts what each build ran.
import PackageDescription

let package = Package(
    name: "first-rebuild",
    targets: [
        .executableTarget(name: "gen"),
        .plugin(name: "GenPlugin", capability: .buildTool(), dependencies: ["gen"]),
        .target(name: "Lib", plugins: ["GenPlugin"]),
    ]
)
