#!/usr/bin/env bash
# Builds and tests the example app, and an app written like the Connectors article, as an
# Xcode 26 app target is built: default isolation MainActor and approachable concurrency.
# Their manifests set them the SwiftPM way (.defaultIsolation(MainActor.self)), so this also
# proves that the build plugin reads the setting from the manifest: nothing else tells
# connector-gen.
#
# Usage: Scripts/example_main_actor.sh   (from the package root)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
source Scripts/swift_test.sh
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
swift_test "$root/.build/example-main-actor.log" --package-path "$copy" -Xswiftc -warnings-as-errors | grep -E '^(✘|✔ Test run)|error:|warning:' || true
grep -q '✔ Test run with' "$root/.build/example-main-actor.log" || exit 1
grep -rq '@MainActor Connector' "$copy/.build" --include='*.connector.swift' || { echo "the plugin did not read the manifest's default isolation" >&2; exit 1; }

# An app written like the Connectors article, as a new Xcode 26 target: its own Connector
# protocol, and `from:` expressions that call a main-actor formatter and a computed property.
# The only configuration is `protocol: Connector`; the default isolation comes from the manifest.
app="$root/.build/example-main-actor/ArticleApp"
rm -rf "$app"
mkdir -p "$app/Sources/App" "$app/Tests/AppTests"
cp Tests/GoldenFiles/isolation-main-actor/Fixtures.swift Tests/GoldenFiles/isolation-main-actor/Playlist.connector.yml "$app/Sources/App/"
printf 'protocol: Connector\n' > "$app/Sources/App/connector-gen.yml"
cat > "$app/Tests/AppTests/PlaylistTests.swift" <<'SWIFT'
import Testing
@testable import App

@MainActor @Test func aPlaylistOfTwoSongsLastsTheirSum() {
    let state = AppState(songs: [Song(title: "A", seconds: 61), Song(title: "B", seconds: 2)])
    #expect(Connectors.PlaylistConnector().connect(state: state) == .init(titles: ["A", "B"], duration: "1:03"))
}
SWIFT
cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArticleApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "$root")],
    targets: [
        .target(
            name: "App",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ],
            plugins: [.plugin(name: "ConnectorGenPlugin", package: "$name")]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["App"],
            plugins: [.plugin(name: "ConnectorGenPlugin", package: "$name")]
        ),
    ]
)
MANIFEST
swift_test "$root/.build/article-app.log" --package-path "$app" -Xswiftc -warnings-as-errors | grep -E '^(✘|✔ Test run)|error:|warning:' || true
grep -q '✔ Test run with 4 tests' "$root/.build/article-app.log" || { echo "the article-style app did not pass its 1 + 3 tests" >&2; exit 1; }
grep -rq 'struct PlaylistConnector: @MainActor Connector' "$app/.build" --include='*.connector.swift' || { echo "the plugin did not read the article app's default isolation" >&2; exit 1; }
