#!/usr/bin/env bash
# Builds and tests the example app as an Xcode 26 app target is built: default isolation
# MainActor and approachable concurrency. The copy's manifest sets them the SwiftPM way
# (.defaultIsolation(MainActor.self)), so this also proves that the build plugin reads the
# setting from the manifest: nothing else tells connector-gen.
#
# Usage: Scripts/example_main_actor.sh   (from the package root)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
copy="$root/.build/example-main-actor/WatchList"
rm -rf "$copy"
mkdir -p "$copy"
cp -R Examples/WatchList/Sources Examples/WatchList/Tests "$copy/"
name="$(basename "$root")"
cat > "$copy/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "WatchList",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "$root")],
    targets: [
        .target(
            name: "WatchList",
            dependencies: [.product(name: "ConnectorRuntime", package: "$name")],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ],
            plugins: [.plugin(name: "ConnectorGenPlugin", package: "$name")]
        ),
        .testTarget(
            name: "WatchListTests",
            dependencies: ["WatchList"],
            plugins: [.plugin(name: "ConnectorGenPlugin", package: "$name")]
        ),
    ]
)
MANIFEST
swift test --package-path "$copy" -Xswiftc -warnings-as-errors 2>&1 | tee "$root/.build/example-main-actor.log" | grep -E '^(✘|✔ Test run)|error:|warning:' || true
grep -q '✔ Test run with' "$root/.build/example-main-actor.log" || exit 1
grep -rq '@MainActor Connector' "$copy/.build" --include='*.connector.swift' || { echo "the plugin did not read the manifest's default isolation" >&2; exit 1; }
