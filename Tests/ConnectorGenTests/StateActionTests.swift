import ConnectorGen
import ConnectorRuntime
import Foundation
import Testing

/// A view action whose app action depends on the state (a `to` that reads a slice): the
/// connector maps it with `connect(action:state:)`, and its `connect(action:)` against the
/// state its last `connect(state:)` was given, the one the view shows.
@Suite("Actions that depend on the state")
struct StateActionTests {
    @Test("connect(action:) maps against the state of the last connect(state:), connect(action:state:) against the one given")
    func rememberedState() throws {
        let golden = try #require(GoldenCase.all.first { $0.name == "connector-actions-read-state" })
        let workspace = try Workspace("state-actions")
        var files = ["main.swift", "Fixtures.swift"]
        for (name, contents) in try golden.generate() where name.hasSuffix(".swift") && !name.hasSuffix("Tests.swift") {
            try workspace.write(name, contents)
            files.append(name)
        }
        try workspace.write("Fixtures.swift", try String(contentsOf: golden.fixtures!, encoding: .utf8))
        try workspace.write("main.swift", """
            let row = Connectors.MovieRowConnector(movieId: 1)
            _ = row.connect(state: AppState(wishlist: [1]))
            print(row.connect(action: .toggleWishlist))
            _ = row.connect(state: AppState(wishlist: [], selected: [5]))
            print(row.connect(action: .toggleWishlist), row.connect(action: .playSelection))
            print(row.connect(action: .toggleWishlist, state: AppState(wishlist: [1])))
            // A copy shares what the connector remembers, as copies share a memo.
            let copy = row
            print(copy.connect(action: .toggleWishlist))

            """)
        let folder = workspace.url
        let app = try SwiftCompiler.buildApp(files, in: folder)
        try #require(app.succeeded, "\(app.output)")
        let run = try SwiftCompiler.run(executable: folder.appendingPathComponent("app").path, [], in: folder)
        #expect(run.output == "removeFromWishlist(1)\naddToWishlist(1) play([5])\nremoveFromWishlist(1)\naddToWishlist(1)\n", "\(run.output)")
    }

    @Test("the main-actor variant remembers without a lock, and the state need not be Sendable")
    @MainActor
    func mainActorVariant() {
        final class Reference { var value = 1 }
        let state = MainActorLastConnectedState<Reference>()
        let reference = Reference()
        state.remember(reference)
        #expect(state.state(for: "Test") === reference)
    }
}
