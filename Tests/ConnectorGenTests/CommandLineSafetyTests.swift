@testable import ConnectorGen
import Foundation
import Testing

/// What the command line does with the mistakes of a user's second day: `--fix` never deletes
/// what the user wrote in bulk, one bad path hides nothing else, a did-you-mean never names a
/// key that is already there, and options given twice or against each other are usage errors.
@Suite("Command line safety")
struct CommandLineSafetyTests {
    /// A spec that lints with one warning at most, to break in each test.
    static let spec = """
        connector: ListConnector
        state: AppState
        action: AppAction
        view: ListView
        slices:
          items: items
        viewState:
          rows: { type: "[String]", from: items }
          isEmpty: { type: Bool, from: items.isEmpty }
        viewAction:
          refresh: .reload
        examples:
          - name: refreshing reloads
            send: .refresh
            expect: .reload

        """

    @Test("--fix does not delete an unknown key that holds a mapping, nor add an empty view state beside it")
    func fixKeepsUnknownCollections() throws {
        let workspace = try Workspace()
        let broken = Self.spec.replacingOccurrences(of: "viewState:", with: "display:")
        try workspace.write("List.connector.yml", broken)
        let run = try workspace.run("lint", "List.connector.yml", "--fix")
        #expect(run.status == 1, "the unknown key is an error that only the user can resolve")
        #expect(!run.standardOutput.contains("fixed:"), "\(run.standardOutput)")
        #expect(workspace.read("List.connector.yml") == broken)
        #expect(run.standardError.contains("List.connector.yml:7:1: error: unknown key 'display' in a spec"), "\(run.standardError)")
    }

    @Test("lint reads the specs under the isolation generate would use, and reports a connector-gen.yml the build disagrees with")
    func lintAgreesWithGenerate() throws {
        let workspace = try Workspace()
        let memoized = Self.spec.replacingOccurrences(of: "view: ListView\n", with: "view: ListView\nmemoize: true\nsendable: false\n")
        try workspace.write("List.connector.yml", memoized)
        let lint = try workspace.run("lint", "List.connector.yml")
        let generate = try workspace.run("generate", "List.connector.yml", "--output", "Generated")
        #expect(lint.status == 1 && generate.status == 1, "\(lint.standardError)\n\(generate.standardError)")
        for run in [lint, generate] {
            #expect(run.standardError.contains("[#MemoizedWithoutSendable]"), "\(run.standardError)")
        }
        let mainActor = try workspace.run("lint", "List.connector.yml", "--default-isolation", "MainActor")
        #expect(mainActor.status == 0, "\(mainActor.standardError)")

        try workspace.write("connector-gen.yml", "isolation: nonisolated\n")
        try workspace.write("List.connector.yml", Self.spec)
        let differs = try workspace.run("lint", "List.connector.yml", "--default-isolation", "MainActor")
        #expect(differs.standardError.contains("connector-gen.yml:1:12: warning: 'isolation' is 'nonisolated', but the build sets this target's default isolation to MainActor"), "\(differs.standardError)")
        #expect(try workspace.run("lint", "List.connector.yml", "--default-isolation", "main").status == 2)
    }

    @Test("without --default-isolation, lint and generate read the isolation Package.swift sets, as the build plugin does")
    func isolationFromTheManifest() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
            ])

            """)
        let memoized = Self.spec.replacingOccurrences(of: "view: ListView\n", with: "view: ListView\nmemoize: true\nsendable: false\n")
        try workspace.write("Sources/App/List.connector.yml", memoized)
        let lint = try workspace.run("lint", "Sources/App")
        #expect(lint.status == 0, "a MainActor target keeps its memo on the main actor: \(lint.standardError)")
        let generate = try workspace.run("generate", "Sources/App", "--output", "Sources/App/Generated")
        #expect(generate.status == 0, "\(generate.standardError)")
        #expect(workspace.read("Sources/App/Generated/List.connector.swift")?.contains("MainActorConnectorMemo") == true)
        #expect(try workspace.run("lint", "Sources/App", "--default-isolation", "nonisolated").status == 1, "the option wins over the manifest")
    }

    @Test("generate over folders warns of a generated file whose spec is gone and --check fails on it, removing nothing; over named specs it says nothing")
    func leftoverGeneratedFiles() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/List.connector.yml", Self.spec)
        #expect(try workspace.run("generate", "Specs", "--output", "Generated").status == 0)
        let generated = try #require(workspace.read("Generated/List.connector.swift"))
        let old = generated.replacingOccurrences(of: "List", with: "Old")
        try workspace.write("Generated/Old.connector.swift", old)
        try workspace.write("Generated/Mine.swift", "// Not generated: never looked at.\n")

        let run = try workspace.run("generate", "Specs", "--output", "Generated")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("Generated/Old.connector.swift: warning: 'Old.connector.swift' was generated from Old.connector.yml, which none of the folders read holds, so it is left over from a spec deleted or renamed [#LeftoverGeneratedFile]"), "\(run.standardError)")
        #expect(!run.standardError.contains("Mine.swift"), "\(run.standardError)")
        // `--check` holds the folder to what the specs generate, as check-connectors does.
        let check = try workspace.run("generate", "Specs", "--output", "Generated", "--check")
        #expect(check.status == 1, "\(check.standardError)")
        #expect(check.standardError == "Generated/Old.connector.swift: error: is left over: no spec Old.connector.yml in the folders read generates it; delete it\n", "\(check.standardError)")
        #expect(!check.standardOutput.contains("up to date"), "\(check.standardOutput)")
        #expect(workspace.read("Generated/Old.connector.swift") == old, "a warning or an error, never a removal")
        let named = try workspace.run("generate", "Specs/List.connector.yml", "--output", "Generated", "--check")
        #expect(!named.standardError.contains("LeftoverGeneratedFile"), "a run over named specs may share its folder with others: \(named.standardError)")
    }

    @Test("a temporary file a run stopped mid-write left fails --check and is removed by the next generate; one of a running process stays")
    func strandedTemporaryFiles() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/List.connector.yml", Self.spec)
        #expect(try workspace.run("generate", "Specs", "--output", "Generated").status == 0)
        let stranded = "Generated/.List.connector.swift.2147483646.tmp"
        let running = "Generated/.List.connector.swift.\(ProcessInfo.processInfo.processIdentifier).tmp"
        let notOurs = "Generated/.Notes.swift.2147483646.old"
        let generated = try #require(workspace.read("Generated/List.connector.swift"))
        try workspace.write(stranded, String(generated.prefix(200)))
        try workspace.write(running, generated)
        try workspace.write(notOurs, "// written by hand\n")
        // Stopped before it wrote anything, or in its first line.
        let empty = "Generated/.ConnectorNamespace.swift.2147483645.tmp", cut = "Generated/.List.connector.swift.2147483644.old"
        try workspace.write(empty, "")
        try workspace.write(cut, String(generated.prefix(12)))
        let check = try workspace.run("generate", "Specs", "--output", "Generated", "--check")
        #expect(check.status == 1, "\(check.standardError)")
        let failure = ": error: is a temporary file of a run stopped while it wrote; delete it (the same command without --check does)\n"
        #expect(check.standardError == empty + failure + cut + failure + stranded + failure, "\(check.standardError)")
        let dryRun = try workspace.run("generate", "Specs", "--output", "Generated", "--dry-run")
        #expect(dryRun.standardOutput.hasPrefix("would remove \(empty)\nwould remove \(cut)\nwould remove \(stranded)\n"), "\(dryRun.standardOutput)")
        let run = try workspace.run("generate", "Specs", "--output", "Generated")
        #expect(run.status == 0 && run.standardOutput.contains("0 written"), "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("removed \(stranded): a temporary file of a run stopped while it wrote\n"), "\(run.standardOutput)")
        #expect(workspace.read(stranded) == nil && workspace.read(empty) == nil && workspace.read(cut) == nil)
        #expect(workspace.read(running) == generated, "another run's file, while it runs, is its own")
        #expect(workspace.read(notOurs) == "// written by hand\n", "a file not generated is never removed")
        #expect(try workspace.run("generate", "Specs", "--output", "Generated", "--check").status == 0)
    }

    @Test("two runs writing one output folder at once take turns: the folder holds all the files of one of them")
    func concurrentRunsTakeTurns() throws {
        let workspace = try Workspace()
        let names = (0..<60).map { "Screen\($0)" }
        for name in names {
            let spec = Self.spec.replacingOccurrences(of: "List", with: name)
            try workspace.write("A/\(name).connector.yml", spec)
            try workspace.write("B/\(name).connector.yml", spec.replacingOccurrences(of: "items.isEmpty", with: "items.isEmpty == false"))
        }
        for round in 0..<3 {
            let processes = try ["A", "B"].map { folder in
                let process = Process()
                process.executableURL = Paths.tool
                process.arguments = ["generate", folder, "--output", "Out", "--quiet"]
                process.currentDirectoryURL = workspace.url
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            processes.forEach { $0.waitUntilExit() }
            #expect(processes.allSatisfy { $0.terminationStatus == 0 })
            let negated = names.map { workspace.read("Out/\($0).connector.swift")?.contains("items.isEmpty == false") == true }
            #expect(Set(negated).count == 1, "round \(round): \(negated.filter { $0 }.count) of \(names.count) files from B, the rest from A")
            #expect(workspace.files(in: "Out").filter { $0.hasPrefix(".") }.isEmpty)
        }
    }

    @Test("an output folder passed where the specs go is named as one, not just as a folder without specs")
    func outputFolderAsInput() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/List.connector.yml", Self.spec)
        #expect(try workspace.run("generate", "Specs", "--output", "Generated").status == 0)
        let run = try workspace.run("generate", "Generated", "--output", "Generated")
        #expect(run.status == 1)
        #expect(run.standardError == "Generated: error: holds no specs, but files connector-gen generated: it is an output folder; pass the folder of the specs\n", "\(run.standardError)")
        try workspace.write("Empty/Notes.swift", "// written by hand\n")
        let empty = try workspace.run("lint", "Empty")
        #expect(empty.standardError == "Empty: error: holds no specs (*.connector.yml or *.store.yml, or .yaml)\n", "\(empty.standardError)")
    }

    @Test("the namespace file is left over once the folders read hold no connector spec, only a store spec")
    func leftoverNamespaceFile() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/List.connector.yml", Self.spec)
        try workspace.write("Specs/App.store.yml", "state: AppState\naction: AppAction\nreducer: appReducer\nfeatures:\n  list: { state: ListState, action: ListAction, reducer: listReducer }\n")
        #expect(try workspace.run("generate", "Specs", "--output", "Generated").status == 0)
        #expect(workspace.read("Generated/ConnectorNamespace.swift") != nil)
        let unchanged = try workspace.run("generate", "Specs", "--output", "Generated", "--check")
        #expect(unchanged.status == 0 && !unchanged.standardError.contains("left over"), "\(unchanged.standardError)")

        try workspace.remove("Specs/List.connector.yml")
        try workspace.remove("Generated/List.connector.swift")
        let run = try workspace.run("generate", "Specs", "--output", "Generated")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("Generated/ConnectorNamespace.swift: warning: 'ConnectorNamespace.swift' declares the namespace of the connector specs, and none of the folders read holds one, so it is left over from a spec deleted or renamed [#LeftoverGeneratedFile]"), "\(run.standardError)")
        let check = try workspace.run("generate", "Specs", "--output", "Generated", "--check")
        #expect(check.status == 1, "\(check.standardError)")
        #expect(check.standardError == "Generated/ConnectorNamespace.swift: error: is left over: no connector spec in the folders read generates it; delete it\n", "\(check.standardError)")
    }

    @Test("--fix leaves an edit holding a placeholder, a value only the user can choose, and the error stays")
    func fixLeavesPlaceholders() throws {
        let workspace = try Workspace()
        let spec = """
            connector: MovieConnector
            state: AppState
            action: AppAction
            view: MovieView
            inputs:
              movieId: Int
            slices:
              movie: movies[movieId]
            viewState:
              title: { type: String, from: movie?.title ?? "" }
            examples:
              - name: shows the title
                given: AppState()
                expect: .init(title: "")

            """
        try workspace.write("Movie.connector.yml", spec)
        let run = try workspace.run("lint", "Movie.connector.yml", "--fix")
        #expect(run.status == 1, "the example still lacks its input")
        #expect(!run.standardOutput.contains("fixed:"), "\(run.standardOutput)")
        #expect(workspace.read("Movie.connector.yml") == spec)
        #expect(run.standardError.contains("note: fix-it: add 'inputs: { movieId: <#Int#> }' to the example"), "\(run.standardError)")
    }

    @Test("--fix does not delete an entry written one step left of the mapping it belongs to")
    func fixKeepsDedentedEntries() throws {
        let workspace = try Workspace()
        let broken = Self.spec.replacingOccurrences(of: "  refresh: .reload", with: "refresh: .reload")
        try workspace.write("List.connector.yml", broken)
        let run = try workspace.run("lint", "List.connector.yml", "--fix")
        #expect(!run.standardOutput.contains("fixed: remove it"), "\(run.standardOutput)")
        #expect(workspace.read("List.connector.yml")?.contains("refresh: .reload") == true)
        #expect(run.standardError.contains("unknown key 'refresh' in a spec"), "\(run.standardError)")
    }

    @Test("--config naming a spec is refused, and --fix then changes nothing")
    func configNamingASpec() throws {
        let workspace = try Workspace()
        try workspace.write("List.connector.yml", Self.spec)
        let run = try workspace.run("lint", "List.connector.yml", "--config", "List.connector.yml", "--fix")
        #expect(run.status == 1)
        #expect(run.standardError.contains("List.connector.yml: error: is a spec, not a target configuration"), "\(run.standardError)")
        #expect(workspace.read("List.connector.yml") == Self.spec)
    }

    @Test("--config naming another tool's YAML or a file that is not YAML is refused, and --fix leaves it as it is")
    func configNamingAnotherFile() throws {
        let workspace = try Workspace()
        try workspace.write("List.connector.yml", Self.spec)
        let ci = "name: CI\non: push\njobs:\n  build: { runs-on: ubuntu-latest }\n"
        try workspace.write("ci.yml", ci)
        try workspace.write("Package.swift", "// swift-tools-version: 6.0\n")
        let run = try workspace.run("lint", "List.connector.yml", "--config", "ci.yml", "--fix")
        #expect(run.status == 1)
        #expect(run.standardError.contains("ci.yml: error: holds none of the keys of a connector-gen.yml"), "\(run.standardError)")
        #expect(workspace.read("ci.yml") == ci)
        let swift = try workspace.run("lint", "List.connector.yml", "--config", "Package.swift")
        #expect(swift.status == 1)
        #expect(swift.standardError.contains("Package.swift: error: is not a YAML file"), "\(swift.standardError)")
        // Another tool's YAML that connector-gen's reader rejects is left as it is too.
        let template = "Resources:\n  Bucket:\n    BucketName: !Ref Name\n"
        try workspace.write("template.yaml", template)
        let unreadable = try workspace.run("lint", "List.connector.yml", "--config", "template.yaml", "--fix")
        #expect(unreadable.status == 1)
        #expect(unreadable.standardError.contains("template.yaml: error: does not read as a connector-gen.yml"), "\(unreadable.standardError)")
        #expect(workspace.read("template.yaml") == template)
        // A configuration named otherwise that has one of the keys is read.
        try workspace.write("release.yml", "access: public\n")
        #expect(try workspace.run("lint", "List.connector.yml", "--config", "release.yml").status == 0)
        // Another tool's file with a key that reads like a typo of one is still left alone.
        let codecov = "coverage:\n  precision: 2\ncomment: false\nflags:\n  ui: {}\n"
        try workspace.write("codecov.yml", codecov)
        let other = try workspace.run("lint", "List.connector.yml", "--config", "codecov.yml", "--fix")
        #expect(other.status == 1 && other.standardError.contains("codecov.yml: error: holds none of the keys"), "\(other.standardError)")
        #expect(workspace.read("codecov.yml") == codecov)
        // Keys two edits from the configuration's (`tasks`, `flags`) are another tool's.
        let runner = "tasks: { build: make }\nflags: [-O]\n"
        try workspace.write("runner.yml", runner)
        #expect(try workspace.run("lint", "List.connector.yml", "--config", "runner.yml", "--fix").status == 1)
        #expect(workspace.read("runner.yml") == runner)
        // One whose only key is misspelt is read: the typo is reported with its fix-it.
        try workspace.write("typo.yml", "acces: public\n")
        let typo = try workspace.run("lint", "List.connector.yml", "--config", "typo.yml")
        #expect(typo.status == 1)
        #expect(typo.standardError.contains("typo.yml:1:1: error: unknown key 'acces'"), "\(typo.standardError)")
        #expect(typo.standardError.contains("'access'"), "\(typo.standardError)")
    }

    @Test("a spec or a Swift file saved as UTF-16 without a byte-order mark is named for what it is")
    func utf16WithoutByteOrderMark() throws {
        let workspace = try Workspace()
        func utf16(_ text: String) -> Data { Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) }
        try utf16(Self.spec).write(to: workspace.url.appendingPathComponent("List.connector.yml"))
        let lint = try workspace.run("lint", "List.connector.yml")
        #expect(lint.status == 1)
        #expect(lint.standardError.contains("List.connector.yml:1:1: error: the file is UTF-16 text; specs must be UTF-8 text [#InvalidUTF8]"), "\(lint.standardError)")
        try utf16("struct A {}\n").write(to: workspace.url.appendingPathComponent("A.swift"))
        let adopt = try workspace.run("adopt", "A.swift", "--output", "Specs")
        #expect(adopt.status == 1)
        #expect(adopt.standardError.contains("A.swift: error: is UTF-16 text"), "\(adopt.standardError)")
        // A Swift file that opens with a long comment in another script is recognised too.
        try utf16("// " + String(repeating: "中文注释", count: 100) + "\nstruct A {}\n").write(to: workspace.url.appendingPathComponent("A.swift"))
        #expect(try workspace.run("adopt", "A.swift", "--output", "Specs").standardError.contains("A.swift: error: is UTF-16 text"))
        // A spec that starts with a line of another script is recognised too.
        try utf16("# Список задач\n" + Self.spec).write(to: workspace.url.appendingPathComponent("List.connector.yml"))
        #expect(try workspace.run("lint", "List.connector.yml").standardError.contains("error: the file is UTF-16 text"))
    }

    @Test("a Swift file that is not UTF-8 (a Latin-1 'é') is refused by adopt at its byte, as swiftc refuses it, not drafted with U+FFFD")
    func adoptRefusesInvalidUTF8() throws {
        let workspace = try Workspace()
        try Data(Array("struct A {}\nlet s = \"Caf".utf8) + [0xE9] + Array("\"\n".utf8)).write(to: workspace.url.appendingPathComponent("A.swift"))
        let adopt = try workspace.run("adopt", "A.swift", "--output", "Specs")
        #expect(adopt.status == 1)
        #expect(adopt.standardError == "A.swift:2:13: error: this byte is not UTF-8 text; adopt reads UTF-8 Swift files, as swiftc does: save the file as UTF-8\n", "\(adopt.standardError)")
        #expect(workspace.files(in: "Specs").isEmpty)
        let json = try workspace.run("adopt", "A.swift", "--output", "Specs", "--diagnostics-format", "json")
        #expect(json.standardError.contains("\"line\": 2, \"column\": 13"), "\(json.standardError)")
        #expect(SourceBuffer.firstInvalidUTF8(Array("caf\u{E9}\r\n\u{1F355}".utf8)) == nil)
        // Lines end at CR alone too, as swiftc counts them.
        #expect(SourceBuffer.firstInvalidUTF8(Array("let a = 1\rlet s = \"".utf8) + [0xE9]) == SourceLocation(line: 2, column: 10))
        #expect(SourceBuffer.firstInvalidUTF8(Array("a\r\nb".utf8) + [0xE9]) == SourceLocation(line: 2, column: 2))
    }

    @Test("a path that cannot be read hides no other spec's diagnostics")
    func badPathHidesNothing() throws {
        let workspace = try Workspace()
        try workspace.write("List.connector.yml", Self.spec.replacingOccurrences(of: "viewState:", with: "viewstate:"))
        for command in [["lint", "List.connector.yml", "Missing.connector.yml"], ["generate", "List.connector.yml", "Missing.connector.yml", "--output", "Out"]] {
            let run = try ToolRun(command, in: workspace.url)
            #expect(run.status == 1)
            #expect(run.standardError.contains("Missing.connector.yml: error:"), "\(run.standardError)")
            #expect(run.standardError.contains("List.connector.yml:7:1: error: unknown key 'viewstate' in a spec; did you mean 'viewState'?"), "\(run.standardError)")
        }
        #expect(workspace.read("Out/List.connector.swift") == nil, "generate writes nothing while a path is wrong")
    }

    @Test("did-you-mean never names a key the mapping already has: 'actions' beside 'action' is 'viewAction'")
    func suggestionIsNotAPresentKey() throws {
        let workspace = try Workspace()
        try workspace.write("List.connector.yml", Self.spec.replacingOccurrences(of: "viewAction:", with: "actions:"))
        let run = try workspace.run("lint", "List.connector.yml", "--fix")
        #expect(!run.standardError.contains("did you mean 'action'"), "\(run.standardError)")
        #expect(!run.standardError.contains("duplicate key"), "\(run.standardError)")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(workspace.read("List.connector.yml") == Self.spec)
        // With a 'viewAction' already there, the key is left for the user to resolve.
        let both = Self.spec.replacingOccurrences(of: "examples:", with: "actions:\n  close: .close\nexamples:")
        try workspace.write("List.connector.yml", both)
        let again = try workspace.run("lint", "List.connector.yml", "--fix")
        #expect(again.status == 1)
        #expect(again.standardError.contains("unknown key 'actions' in a spec, which also has 'action'"), "\(again.standardError)")
        #expect(workspace.read("List.connector.yml") == both)
    }

    @Test("a fix-it that writes a type inside '{ }' quotes it where YAML needs quotes")
    func fixItQuotesFlowTypes() throws {
        let workspace = try Workspace()
        let spec = Self.spec.replacingOccurrences(of: "  rows: { type: \"[String]\", from: items }", with: "  rows: \"[String]\"")
        try workspace.write("List.connector.yml", spec)
        let run = try workspace.run("lint", "List.connector.yml")
        #expect(run.standardError.contains(#"fix-it: write 'rows: { type: "[String]", from: <expression> }'"#), "\(run.standardError)")
        // Following it literally gives a spec that reads (the slice is then left unused).
        try workspace.write("List.connector.yml", Self.spec.replacingOccurrences(
            of: "  rows: { type: \"[String]\", from: items }", with: #"  rows: { type: "[String]", from: items.map(\.title) }"#))
        #expect(try workspace.run("lint", "List.connector.yml").status == 0)
    }

    @Test("an option given twice, or options that contradict each other, are usage errors")
    func conflictingOptions() throws {
        let workspace = try Workspace()
        try workspace.write("List.connector.yml", Self.spec)
        let cases: [([String], String)] = [
            (["generate", ".", "--output", "A", "--output", "B"], "--output is given more than once"),
            (["generate", ".", "-o", "A", "--output", "B"], "--output is given more than once"),
            (["generate", ".", "--output", "A", "--kind", "connector", "--kind", "tests"], "--kind is given more than once"),
            (["generate", ".", "--output", "A", "--tests", "--namespace-only"], "--tests and --namespace-only cannot be combined"),
            (["generate", ".", "--output", "A", "--check", "--dry-run"], "--check and --dry-run cannot be combined"),
        ]
        for (arguments, message) in cases {
            let run = try ToolRun(arguments, in: workspace.url)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("A").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("B").path))
    }

    @Test("a file named otherwise than a spec is refused when passed by name")
    func misnamedFileByName() throws {
        let workspace = try Workspace()
        try workspace.write("List.yml", Self.spec)
        let run = try workspace.run("generate", "List.yml", "--output", "Out")
        #expect(run.status == 1)
        #expect(run.standardError.contains("List.yml: error: is not named as a spec"), "\(run.standardError)")
        #expect(workspace.read("Out/List.yml.connector.swift") == nil)
        // A Swift file is not a spec to rename.
        try workspace.write("List.swift", "struct List {}\n")
        let swift = try workspace.run("lint", "List.swift")
        #expect(swift.status == 1)
        #expect(swift.standardError.contains("List.swift: error: is not a spec: connector-gen reads"), "\(swift.standardError)")
        #expect(!swift.standardError.contains("rename"), "\(swift.standardError)")
    }

    @Test("a spec whose extension is in capitals is warned about, not passed over")
    func capitalExtension() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/List.connector.YML", Self.spec)
        let run = try workspace.run("lint", "Specs")
        #expect(run.standardError.contains("List.connector.YML"), "\(run.standardError)")
        #expect(run.standardError.contains("List.connector.yml"), "the warning names the file it should be: \(run.standardError)")
    }

    @Test("a folder that cannot be listed is an error, not a silent skip", .enabled(if: getuid() != 0, "a superuser reads every folder"))
    func unreadableFolder() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/List.connector.yml", Self.spec)
        try workspace.write("Specs/Locked/Other.connector.yml", Self.spec)
        let locked = workspace.url.appendingPathComponent("Specs/Locked").path
        #expect(chmod(locked, 0) == 0)
        defer { chmod(locked, 0o755) }
        let run = try workspace.run("lint", "Specs")
        #expect(run.status == 1)
        #expect(run.standardError.contains("Specs/Locked: error: cannot be read"), "\(run.standardError)")
    }

    @Test("--fix keeps a spec's permissions, and fixes a spec reached through a link where it is")
    func fixKeepsFileMetadata() throws {
        let workspace = try Workspace()
        let misspelt = Self.spec.replacingOccurrences(of: "viewAction:", with: "viewActoin:")
        try workspace.write("List.connector.yml", misspelt)
        try workspace.write("Real/Other.yml", misspelt.replacingOccurrences(of: "List", with: "Other"))
        let list = workspace.url.appendingPathComponent("List.connector.yml").path
        let link = workspace.url.appendingPathComponent("Other.connector.yml").path
        #expect(chmod(list, 0o600) == 0)
        #expect(symlink("Real/Other.yml", link) == 0)
        let run = try workspace.run("lint", "List.connector.yml", "Other.connector.yml", "--fix")
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        var status = stat()
        #expect(stat(list, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(workspace.read("Real/Other.yml")?.contains("viewAction:") == true)
        #expect(workspace.read("List.connector.yml")?.contains("viewAction:") == true)
    }

    @Test("--fix fixes a spec reached by two paths once")
    func fixOneFileReachedTwice() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "")
        try workspace.write("Sources/App/List.connector.yml", Self.spec.replacingOccurrences(of: "viewAction:", with: "viewActoin:"))
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent("Sources/Widget"), withIntermediateDirectories: true)
        #expect(symlink("../App/List.connector.yml", workspace.url.appendingPathComponent("Sources/Widget/List.connector.yml").path) == 0)
        let run = try workspace.run("lint", "Sources/App/List.connector.yml", "Sources/Widget/List.connector.yml", "--fix")
        #expect(!run.standardError.contains("cannot be written"), "\(run.standardError)")
        #expect(workspace.read("Sources/App/List.connector.yml")?.contains("viewAction:") == true, "\(run.standardOutput)\(run.standardError)")
    }

    @Test("an unknown key that reads like a key the mapping has is reported beside it, and --fix leaves both")
    func unknownKeyBesideKnown() throws {
        let workspace = try Workspace()
        let spec = Self.spec.replacingOccurrences(of: "view: ListView\n", with: "view: ListView\nmemoize: true\nmemoise: false\n")
        try workspace.write("List.connector.yml", spec)
        let run = try workspace.run("lint", "List.connector.yml", "--fix")
        #expect(run.standardError.contains("List.connector.yml:6:1: error: unknown key 'memoise' in a spec, which also has 'memoize'"), "\(run.standardError)")
        #expect(workspace.read("List.connector.yml") == spec)
    }

    @Test("two misspellings of one key: --fix renames the first and leaves the second, reported beside it")
    func twoMisspellingsOfOneKey() throws {
        let workspace = try Workspace()
        let spec = Self.spec.replacingOccurrences(of: "view: ListView\n", with: "view: ListView\nmemoiz: true\nmemoise: false\n")
        try workspace.write("List.connector.yml", spec)
        let run = try workspace.run("lint", "List.connector.yml")
        #expect(run.standardError.contains("List.connector.yml:5:1: error: unknown key 'memoiz' in a spec; did you mean 'memoize'?"), "\(run.standardError)")
        #expect(
            run.standardError.contains("List.connector.yml:6:1: error: unknown key 'memoise' in a spec, which also has 'memoiz', also meant as 'memoize'"),
            "\(run.standardError)")
        let (fixing, fixed) = try workspace.fixing("List.connector.yml", spec)
        #expect(fixing.status == 1, "\(fixing.standardError)")
        #expect(fixed == spec.replacingOccurrences(of: "memoiz:", with: "memoize:"))
        #expect(!fixing.standardError.contains("DuplicateKey"), "\(fixing.standardError)")
    }

    @Test("a feature's keys written beside it, its value empty, are one error whose edit indents them under it")
    func featureKeysBesideTheFeature() throws {
        let workspace = try Workspace()
        let fixed = "state: AppState\naction: AppAction\nreducer: appReducer\nfeatures:\n  calendar:\n    state: CalendarState\n    action: CalendarAction\n    reducer: calendarReducer\n  trends: { state: TrendsState, action: TrendsAction, reducer: trendsReducer }\n"
        let mistaken = fixed.replacingOccurrences(of: "\n    ", with: "\n  ")
        try workspace.write("App.store.yml", mistaken)
        let run = try workspace.run("lint", "App.store.yml")
        #expect(run.status == 1)
        #expect(
            run.standardError == """
                App.store.yml:5:3: error: the feature 'calendar' is empty, and 'state', 'action' and 'reducer' after it are its keys, indented beside it instead of under it [#MisplacedKey]
                App.store.yml:5:3: note: fix-it: indent 'state', 'action' and 'reducer' by 2 spaces, under 'calendar'

                """, "\(run.standardError)")
        #expect(try workspace.fixing("App.store.yml", mistaken).fixed == fixed)
        #expect(try workspace.run("lint", "App.store.yml").status == 0)

        // Its first key under it, the others beside it.
        let besideBlock = fixed.replacingOccurrences(of: "\n    action", with: "\n  action").replacingOccurrences(of: "\n    reducer", with: "\n  reducer")
        try workspace.write("App.store.yml", besideBlock)
        let run2 = try workspace.run("lint", "App.store.yml")
        #expect(
            run2.standardError.hasPrefix(
                "App.store.yml:7:3: error: 'action' and 'reducer' after the feature 'calendar' are its keys, indented beside it instead of under it [#MisplacedKey]"),
            "\(run2.standardError)")
        #expect(try workspace.fixing("App.store.yml", besideBlock).fixed == fixed)
    }

    @Test("a key alone on its line without its ':' gets the ':', before another key or last")
    func bareKeyWithoutColon() throws {
        let workspace = try Workspace()
        let fixed = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              todos: { state: TodoState, action: TodoAction, reducer: todoReducer }
            actions:
              logout:
              login: { user: String }
              reset:
            handle: handleApp

            """
        for mistaken in [fixed.replacingOccurrences(of: "logout:", with: "logout"), fixed.replacingOccurrences(of: "reset:", with: "reset")] {
            let (run, result, after) = try workspace.lintAndFix("App.store.yml", mistaken)
            #expect(run.standardError.contains("error: expected a key followed by ':' [#MissingColon]"), "\(run.standardError)")
            #expect(run.standardError.contains("note: fix-it: add ':' after '"), "\(run.standardError)")
            #expect(run.standardError.contains("', and its value if it takes one"), "\(run.standardError)")
            #expect(result == fixed)
            #expect(after.status == 0, "\(after.standardError)")
        }
    }

    @Test("'previews' indented under 'container' is a key of the spec misplaced, whose edit unindents it")
    func previewsUnderContainer() throws {
        let workspace = try Workspace()
        let fixed = """
            connector: ListConnector
            state: AppState
            action: AppAction
            view: ListView
            viewState:
              count: { type: Int, from: state.count }
            examples:
              - name: counts
                given: AppState(count: 2)
                expect: .init(count: 2)
            container:
              store: AppStore
            previews: true

            """
        let mistaken = fixed.replacingOccurrences(of: "\npreviews: true", with: "\n  previews: true")
        let (run, result, after) = try workspace.lintAndFix("List.connector.yml", mistaken)
        #expect(
            run.standardError == """
                List.connector.yml:13:3: error: 'previews' is a key of the spec, but it is indented under 'container', where it reads as a key of the container [#MisplacedKey]
                List.connector.yml:13:3: note: fix-it: unindent 'previews' and the lines under it by 2 spaces

                """, "\(run.standardError)")
        #expect(result == fixed)
        #expect(after.status == 0, "\(after.standardError)")
    }

    @Test("a misspelt flavor is checked as the flavor its fix-it names: --fix leaves what that flavor needs")
    func misspeltFlavorChecksAsSuggested() throws {
        let workspace = try Workspace()
        let spec = """
            connector: RateConnector
            state: AppState
            action: any Action
            view: RateView
            flavor: SwiftUIFlux
            viewState:
              stars: { type: Int, from: state.stars }
            viewAction:
              rate: RateAction()
            examples:
              - name: rating
                given: AppState()
                send: .rate
                expect: RateAction()

            """
        let (run, result, after) = try workspace.lintAndFix("Rate.connector.yml", spec)
        #expect(run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count == 1, "\(run.standardError)")
        #expect(result == spec.replacingOccurrences(of: "flavor: SwiftUIFlux", with: "flavor: swiftuiflux"))
        #expect(after.status == 0, "\(after.standardError)")
    }

    @Test("--fix applies what a spec's reading needs before the rules' edits: a misspelt 'slices' does not cost an example its 'given'")
    func readingFixesFirst() throws {
        let workspace = try Workspace()
        let spec = """
            connector: RowConnector
            state: AppState
            action: AppAction
            view: RowView
            slices:
              selected: selected
            viewState:
              count: { type: Int, from: selected.count }
            viewAction:
              play: .play(selected)
            examples:
              - name: plays the selection
                given: 'AppState(selected: [3])'
                send: .play
                expect: '.play([3])'

            """
        for mistaken in [spec.replacingOccurrences(of: "slices:", with: "slces:"), spec.replacingOccurrences(of: "  play: .play", with: "  play .play")] {
            try workspace.write("Row.connector.yml", mistaken)
            let run = try workspace.run("lint", "Row.connector.yml")
            #expect(!run.standardError.contains("ExampleWithGivenAndSend"), "\(run.standardError)")
            #expect(try workspace.fixing("Row.connector.yml", mistaken).fixed == spec)
        }
    }

    @Test("--fix takes a spec back from a missing ':' before a value holding a dictionary or backticks, a missing ',' before a value without a label, a first key at its parent's indentation and an example without its '- '")
    func fixesBackFromTypingMistakes() throws {
        let workspace = try Workspace()
        let spec = """
            connector: RateConnector
            state: AppState
            action: AppAction
            view: RateView
            viewState:
              count: { type: Int, from: state.count }
              total: { type: Int, from: state.total }
            viewAction:
              rate:
                with: { stars: Int, _ comment: String }
                to: .set(let: `let`, stars: stars, comment)
            examples:
              - name: counts
                given: AppState(people: [1: Person(name: "Val")])
                expect: .init(count: 0, total: 0)
              - name: rates
                send: '.rate(stars: 1, "ok")'
                expect: '.set(let: 1, stars: 1, "ok")'

            """
        try workspace.write("Rate.connector.yml", spec)
        #expect(try workspace.run("lint", "Rate.connector.yml").status == 0)
        for (written, mistaken) in [
            ("    given: AppState", "    given AppState"), ("    to: .set(let: `let`", "    to .set(let: `let`"),
            ("{ stars: Int, _ comment: String }", "{ stars: Int _ comment: String }"),
            // The first field at the indentation of 'viewState', the others under it.
            ("  count: { type: Int", "count: { type: Int"),
            // An example without its '- '.
            ("  - name: counts", "  name: counts"),
        ] {
            let (run, fixed) = try workspace.fixing("Rate.connector.yml", spec.replacingOccurrences(of: written, with: mistaken))
            #expect(fixed == spec, "\(mistaken): \(run.standardOutput)\(run.standardError)")
        }
    }

    @Test("a flavor from connector-gen.yml that a spec cannot take says where it is set, and its fix-it works")
    func flavorFromConfiguration() throws {
        let workspace = try Workspace()
        try workspace.write("connector-gen.yml", "flavor: swiftdux\n")
        let spec = """
            connector: CalendarConnector
            state: AppState
            action: AppAction
            viewState: CalendarState
            slice: calendar
            viewAction: CalendarAction
            embed: calendar

            """
        try workspace.write("Calendar.connector.yml", spec)
        let run = try workspace.run("lint", ".")
        #expect(run.standardError.contains("error: the flavor 'swiftdux', set in connector-gen.yml, generates an extension of the spec's view"), "\(run.standardError)")
        #expect(run.standardError.contains("or set 'flavor: connector' in this spec to generate a connector instead"), "\(run.standardError)")
        try workspace.write("Calendar.connector.yml", spec + "flavor: connector\n")
        let fixed = try workspace.run("lint", ".")
        #expect(fixed.status == 0, "\(fixed.standardError)")
    }

    @Test("output cut short by a full disk behind a redirection fails the run, and says so on standard error", .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
    func fullDiskFailsTheRun() throws {
        let workspace = try Workspace()
        try workspace.write("Counter.connector.yml", validSpec)
        let process = Process()
        process.executableURL = Paths.tool
        process.arguments = ["parse", "Counter.connector.yml"]
        process.currentDirectoryURL = workspace.url
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.hasPrefix("connector-gen: error: could not write to standard output: "), "\(message)")
    }

    @Test("two specs whose names differ only in how an accented letter is spelled are both read, and would write one file")
    func namesThatDifferInNormalization() throws {
        let workspace = try Workspace()
        let composed = "\u{00C9}cran.connector.yml"  // É as one scalar
        let decomposed = "E\u{0301}cran.connector.yml"  // E and a combining accent
        // Written by their bytes: Swift's own comparison takes the two for one name.
        for (name, text) in [(composed, "connector: [\n"), (decomposed, validSpec)] {
            let path = workspace.url.path + "/Specs/"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path + name, contents: Data(text.utf8)))
        }
        // A file system that folds the two spellings into one name holds one file: nothing to test there.
        let held = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path + "/Specs")
        try #require(Set(held.map { Array($0.utf8) }).count == 2 || held.count == 1)
        guard Set(held.map { Array($0.utf8) }).count == 2 else { return }
        let lint = try workspace.run("lint", "Specs")
        #expect(lint.status == 1, "\(lint.standardError)")
        #expect(lint.standardOutput.contains("2 specs checked"), "\(lint.standardOutput)")
        try workspace.write("Specs/\(composed)", validSpec.replacingOccurrences(of: "CounterConnector", with: "OtherConnector"))
        let generate = try workspace.run("generate", "Specs", "--output", "Out")
        #expect(generate.status == 1 && generate.standardError.contains("[#DuplicateOutputFile]"), "\(generate.standardError)")
    }

    #if os(Linux)
    @Test("a spec whose name is not UTF-8 (Linux keeps such names) is named as one, not as missing")
    func nameThatIsNotUTF8() throws {
        let workspace = try Workspace()
        try workspace.write("Specs/Counter.connector.yml", validSpec)
        /// Runs `call` with the C path of `name`, a name in Specs written by its bytes.
        func withPath(_ name: [UInt8], _ call: (UnsafePointer<CChar>) -> Int32) -> Int32 {
            (Array((workspace.url.path + "/Specs/").utf8) + name + [0]).withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count, call)
            }
        }
        func createFile(_ name: [UInt8]) -> Bool {
            withPath(name) { path in
                let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
                return descriptor < 0 ? -1 : close(descriptor)
            } == 0
        }
        // "L", a byte no UTF-8 holds, "x.connector.yml".
        let spec = Array("L".utf8) + [0xFF] + Array("x.connector.yml".utf8)
        try #require(createFile(spec))
        let lint = try workspace.run("lint", "Specs")
        #expect(lint.status == 1)
        #expect(lint.standardError.contains("x.connector.yml: error: its name is not valid UTF-8"), "\(lint.standardError)")
        // Another file of such a name, with an extension or without, is none of the tool's business.
        #expect(withPath(spec, unlink) == 0)
        try #require(createFile(Array("photo".utf8) + [0xFF] + Array(".png".utf8)))
        try #require(createFile(Array("README".utf8) + [0xFF]))
        let clean = try workspace.run("lint", "Specs")
        #expect(clean.status == 0, "\(clean.standardError)")
        // A folder of such a name may hold specs that cannot be read.
        try #require(withPath(Array("Feature.v2".utf8) + [0xFF]) { mkdir($0, 0o755) } == 0)
        let folder = try workspace.run("lint", "Specs")
        #expect(folder.status == 1 && folder.standardError.contains("Feature.v2\u{FFFD}: error: its name is not valid UTF-8"), "\(folder.standardError)")
    }
    #endif
}
