import Foundation
import Testing

/// `connector-gen adopt`'s contract: it reads Swift files and folders, writes one draft per
/// screen and never replaces a file, never changes the Swift it reads, and reports TODOs and
/// screens it could not draft as warnings at their Swift lines, in every diagnostics format.
@Suite("adopt on the command line")
struct AdoptCommandTests {
    /// A hand-written connector with one field it can carry over and one it cannot.
    static let connectorSource = """
        import ConnectorRuntime

        enum BadgeScreen {}

        extension BadgeScreen {
            struct State: Equatable {
                let count: Int
                let label: String
            }

            enum Action: Equatable {
                case clear
            }
        }

        struct BadgeConnector: Connector {
            func connect(state: AppState) -> BadgeScreen.State {
                let unread = state.inbox.unread
                return BadgeScreen.State(count: unread.count, label: describe(unread.count))
            }

            func connect(action: BadgeScreen.Action) -> AppAction {
                switch action {
                case .clear: return .inbox(.markAllRead)
                }
            }

            private func describe(_ count: Int) -> String { "\\(count) unread" }
        }

        """

    @Test("drafts a spec per screen, and says what each replaces")
    func draftsAndSummarizes() throws {
        let workspace = try Workspace("adopt")
        try workspace.write("Sources/App/Badge.swift", Self.connectorSource)
        let run = try workspace.run("adopt", "Sources/App", "--output", "Drafts")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(workspace.files(in: "Drafts") == ["Badge.connector.yml", "connector-gen.yml"])
        let draft = try #require(workspace.read("Drafts/Badge.connector.yml"))
        #expect(draft.contains("slices:\n  unread: inbox.unread\n"), "\(draft)")
        #expect(draft.contains("  count: { type: Int, from: unread.count }"), "\(draft)")
        #expect(draft.contains("# TODO(adopt): the mapping calls 'describe', a member of BadgeConnector"), "\(draft)")
        #expect(draft.contains("  clear:\n    to: .inbox(.markAllRead)\n"), "\(draft)")
        #expect(workspace.read("Drafts/connector-gen.yml")?.contains("namespace: \"\"") == true)
        #expect(run.standardOutput.contains("1 screen found in 1 Swift file: 0 drafted completely, 1 with TODOs, 0 skipped"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("replaces: struct BadgeConnector at Sources/App/Badge.swift:16-29; struct BadgeScreen.State at Sources/App/Badge.swift:6-9; enum BadgeScreen.Action at Sources/App/Badge.swift:11-13"), "\(run.standardOutput)")
        #expect(run.standardError.contains("Sources/App/Badge.swift:28:13: warning: the draft Badge.connector.yml has a TODO here: the mapping calls 'describe'"), "\(run.standardError)")
        // The draft lints with nothing to report.
        let lint = try workspace.run("lint", "Drafts")
        #expect(lint.status == 0 && lint.standardError.isEmpty, "\(lint.standardError)")
    }

    @Test("a draft that does not lint, from Swift that does not compile, is not complete: lint's errors are warnings at their place in the draft")
    func draftThatDoesNotLint() throws {
        let workspace = try Workspace("adopt")
        let broken = Self.connectorSource.replacingOccurrences(of: "count: unread.count, label: describe(unread.count)", with: "count: unread.count +, label: \"\"")
        try workspace.write("Sources/App/Badge.swift", broken)
        let run = try workspace.run("adopt", "Sources/App", "--output", "Drafts")
        #expect(run.status == 0, "\(run.standardError)")
        let draft = try #require(workspace.read("Drafts/Badge.connector.yml"))
        #expect(draft.contains("  count: { type: Int, from: unread.count + }"), "\(draft)")
        #expect(run.standardError.contains("Drafts/Badge.connector.yml:11:42: warning: the draft does not lint: '+' ends the expression, with nothing after it, in 'from' [#IncompleteExpression] [#DraftDoesNotLint]"),
                "\(run.standardError)")
        #expect(run.standardOutput.contains("0 drafted completely, 1 with TODOs or lint errors"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("BadgeConnector (connector), 1 TODO, 1 lint error (see the warnings above)"), "\(run.standardOutput)")
    }

    @Test("a file named on its own and through its folder is read once")
    func fileNamedTwice() throws {
        let workspace = try Workspace("adopt")
        try workspace.write("Sources/App/Badge.swift", Self.connectorSource)
        let run = try workspace.run("adopt", "Sources/App", "Sources/App/./Badge.swift", "--output", "Drafts")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("1 screen found in 1 Swift file"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains(", 0 skipped"), "\(run.standardOutput)")
        #expect(workspace.files(in: "Drafts") == ["Badge.connector.yml", "connector-gen.yml"])
    }

    @Test("never replaces a file, and never changes the Swift it reads")
    func neverReplaces() throws {
        let workspace = try Workspace("adopt")
        try workspace.write("Badge.swift", Self.connectorSource)
        try workspace.write("Drafts/Badge.connector.yml", "# mine\n")
        let run = try workspace.run("adopt", "Badge.swift", "--output", "Drafts")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(workspace.read("Drafts/Badge.connector.yml") == "# mine\n")
        #expect(workspace.files(in: "Drafts") == ["Badge.connector.yml"], "no configuration without a draft written")
        #expect(run.standardError.contains("Drafts/Badge.connector.yml: warning: the file exists; adopt never replaces a spec"), "\(run.standardError)")
        #expect(run.standardOutput.contains("not written (the file exists)"), "\(run.standardOutput)")
        #expect(workspace.read("Badge.swift") == Self.connectorSource)
    }

    @Test("reports a screen it cannot draft, and reads no generated file")
    func skipsAndIgnoresGenerated() throws {
        let workspace = try Workspace("adopt")
        try workspace.write("Lonely.swift", """
            struct LonelyConnector {
                func connect(state: AppState) -> Elsewhere.State { fatalError() }
            }

            """)
        try workspace.write("Generated/Counter.connector.swift", "// Generated by connector-gen from Counter.connector.yml. Do not edit.\n" + Self.connectorSource)
        let run = try workspace.run("adopt", ".", "--output", "Drafts")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("Lonely.swift:1:1: warning: 'LonelyConnector' was not drafted: its view state 'Elsewhere.State' is not declared in the files read"), "\(run.standardError)")
        #expect(run.standardOutput.contains("1 screen found in 1 Swift file: 0 drafted completely, 0 with TODOs, 1 skipped"), "\(run.standardOutput)")
        #expect(workspace.files(in: "Drafts").isEmpty)
    }

    @Test("prints its warnings as JSON with --diagnostics-format json")
    func json() throws {
        let workspace = try Workspace("adopt")
        try workspace.write("Badge.swift", Self.connectorSource)
        let run = try workspace.run("adopt", "Badge.swift", "--output", "Drafts", "--diagnostics-format", "json")
        #expect(run.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.standardError.utf8)) as? [[String: Any]])
        #expect(objects.count == 1)
        #expect(objects.first?["id"] as? String == "DraftTodo")
        #expect(objects.first?["file"] as? String == "Badge.swift")
        #expect(objects.first?["line"] as? Int == 28)
    }

    @Test("usage: needs Swift files or folders and --output; a file that is not Swift is an error and nothing is written")
    func usage() throws {
        let workspace = try Workspace("adopt")
        #expect(try workspace.run("adopt", "--output", "Drafts").status == 2)
        try workspace.write("Badge.swift", Self.connectorSource)
        #expect(try workspace.run("adopt", "Badge.swift").status == 2)
        try workspace.write("notes.txt", "hello")
        let run = try workspace.run("adopt", "Badge.swift", "notes.txt", "--output", "Drafts")
        #expect(run.status == 1)
        #expect(run.standardError.contains("notes.txt: error: is not a Swift file or a folder; adopt reads .swift files"), "\(run.standardError)")
        #expect(workspace.files(in: "Drafts").isEmpty)
    }

    @Test("a folder without Swift files is an error, not an app without screens")
    func folderWithoutSwift() throws {
        let workspace = try Workspace("adopt")
        try workspace.write("Sources/App/notes.txt", "hello")
        let run = try workspace.run("adopt", "Sources/App", "--output", "Drafts")
        #expect(run.status == 1)
        #expect(run.standardError.contains("Sources/App: error: holds no .swift files; adopt reads an app's Swift files"), "\(run.standardError)")
        #expect(workspace.files(in: "Drafts").isEmpty)
    }

    @Test("--quiet still says that an existing connector-gen.yml was kept, since the drafts' names depend on it")
    func quietKeepsConfigurationNote() throws {
        let workspace = try Workspace("adopt")
        try workspace.write("Badge.swift", Self.connectorSource)
        try workspace.write("Drafts/connector-gen.yml", "namespace: Screens\n")
        let run = try workspace.run("adopt", "Badge.swift", "--output", "Drafts", "--quiet")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Drafts/connector-gen.yml exists and is not replaced"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("screen found"), "\(run.standardOutput)")
    }
}
