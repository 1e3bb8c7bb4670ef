@testable import ConnectorGen
import Foundation
import Testing

/// What `lint --fix` does to lines where an automatic edit would be a guess: it applies the
/// edits that keep what the spec means, stops a quoted value before a ` #` comment, and
/// leaves the rest for the user, saying what to do.
@Suite("lint --fix applies only the edits that keep the spec's meaning")
struct FixItApplicationTests {
    /// A spec line, and what `lint --fix` makes of it (`nil`: it leaves the line as it is).
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var lines: String
        var fixed: String?
    }

    static let head = """
        connector: ListConnector
        state: AppState
        action: AppAction
        view: ListView
        viewState:

        """

    static let cases: [Case] = [
        Case(testDescription: "a key without ':' gets one", lines: "  total:\n    type Int\n    from: items.count\n",
             fixed: "  total:\n    type: Int\n    from: items.count\n"),
        Case(testDescription: "a line that continues an expression with an operator is not made a key",
             lines: "  total:\n    type: Int\n    from: items.count\n    + extra.count\n", fixed: nil),
        Case(testDescription: "'??' is not made a key", lines: "  total:\n    type: Int\n    from: items.first\n    ?? fallback\n", fixed: nil),
        Case(testDescription: "a ternary's ':' line does not make the condition a key",
             lines: "  label:\n    type: String\n    from:\n      isOn\n      ? on\n      : off\n", fixed: nil),
        Case(testDescription: "text after a closing bracket is quoted up to a ' #' comment",
             lines: "  other: { type: Int, from: 1 }\n  more:\n    type: [String] ? # an optional list\n    from: nil\n",
             fixed: "  other: { type: Int, from: 1 }\n  more:\n    type: '[String] ?' # an optional list\n    from: nil\n"),
        Case(testDescription: "a '#' value is quoted up to a ' #' comment",
             lines: "  url:\n    type: Link\n    from: #URL(\"https://x.org\")   # the home page\n",
             fixed: "  url:\n    type: Link\n    from: '#URL(\"https://x.org\")'   # the home page\n"),
        Case(testDescription: "a raw string literal is quoted, not read as a comment",
             lines: "  label:\n    type: String\n    from: #\"its\"#\n",
             fixed: "  label:\n    type: String\n    from: '#\"its\"#'\n"),
        Case(testDescription: "a nested dictionary type is quoted as a whole", lines: "  counts: { type: [[String: Int]], from: x }\n",
             fixed: "  counts: { type: '[[String: Int]]', from: x }\n"),
        Case(testDescription: "in a flow mapping, a dictionary is quoted, not the mapping", lines: "  counts: { type: [String: Int], from: x }\n",
             fixed: "  counts: { type: '[String: Int]', from: x }\n"),
        Case(testDescription: "a dictionary literal's escaped quote does not end the range", lines: "  m:\n    type: String\n    from: [\"a\\\"]\": 1]\n",
             fixed: "  m:\n    type: String\n    from: '[\"a\\\"]\": 1]'\n"),
        Case(testDescription: "a '//' comment after a flow mapping becomes a YAML comment, not quoted text",
             lines: "  count: { type: Int, from: items.count } // the count\n",
             fixed: "  count: { type: Int, from: items.count } # the count\n"),
        Case(testDescription: "a '//' comment inside a flow mapping goes, and one after it becomes a YAML comment",
             lines: "  count: { type: Int // n, from: items.count } // x\n",
             fixed: "  count: { type: Int, from: items.count } # x\n"),
        Case(testDescription: "a '//' comment after a quoted action becomes a YAML comment",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: \".reload\" // reload\n",
             fixed: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: \".reload\" # reload\n"),
        Case(testDescription: "an interpolating Swift literal is quoted with the rest of its expression, in a flow mapping",
             lines: "  label: { type: String, from: \"\\(items.count)\" + \" items\" }\n",
             fixed: "  label: { type: String, from: '\"\\(items.count)\" + \" items\"' }\n"),
        Case(testDescription: "an interpolating Swift literal is quoted with the rest of its expression, before a comment",
             lines: "  label:\n    type: String\n    from: \"\\(items.count)\" + \" items\"  # shown\n",
             fixed: "  label:\n    type: String\n    from: '\"\\(items.count)\" + \" items\"'  # shown\n"),
        Case(testDescription: "an invalid name is renamed where the spec names it once",
             lines: "  item-count: { type: Int, from: items.count }\n", fixed: "  itemCount: { type: Int, from: items.count }\n"),
        Case(testDescription: "an invalid name is not renamed where an expression reads it",
             lines: "  count: { type: Int, from: 2items.count }\nslices:\n  2items: items\n", fixed: nil),
        Case(testDescription: "a name with a stray character that the spec names elsewhere without it is not renamed in camel case",
             lines: "  tit le: { type: String, from: name }\nexamples:\n  - name: a\n    given: AppState()\n    expect: .init(title: \"\")\n", fixed: nil),
        Case(testDescription: "an invalid name is not renamed to one the spec has",
             lines: "  item-count: { type: Int, from: items.count }\n  itemCount: { type: Int, from: items.count }\n", fixed: nil),
        Case(testDescription: "a name with nothing of an identifier is not renamed to an invented one",
             lines: "  \"-\": { type: Int, from: items.count }\n", fixed: nil),
        Case(testDescription: "a view action without ':' gets one, not taken for a type",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh .reload\n",
             fixed: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: .reload\n"),
        Case(testDescription: "a field without ':' gets one, not taken for a type", lines: "  count Int\n", fixed: "  count: Int\n"),
        Case(testDescription: "a closure called in place, which YAML reads as a mapping, is quoted whole",
             lines: "  title:\n    type: String\n    from: { items.first ?? \"\" }()\n",
             fixed: "  title:\n    type: String\n    from: '{ items.first ?? \"\" }()'\n"),
        Case(testDescription: "text after a flow mapping that does not go on with it is left to the user",
             lines: "  count: { type: Int, from: items.count } extra\n", fixed: nil),
        Case(testDescription: "a closure called in place whose body holds ': ' is quoted whole too",
             lines: "  title:\n    type: String\n    from: { items.isEmpty ? \"none\" : String(describing: items) }()\n",
             fixed: "  title:\n    type: String\n    from: '{ items.isEmpty ? \"none\" : String(describing: items) }()'\n"),
        Case(testDescription: "a closure called in place with a raw string argument is quoted whole, its ' #' no comment",
             lines: "  title:\n    type: String\n    from: { $0 ? \"a\" : \"b\" }( #\"x y\"# .isEmpty)\n",
             fixed: "  title:\n    type: String\n    from: '{ $0 ? \"a\" : \"b\" }( #\"x y\"# .isEmpty)'\n"),
        Case(testDescription: "a stray character after a field's flow mapping is left to the user, not quoted with it",
             lines: "  count: { type: Int, from: items.count }.\n", fixed: nil),
        Case(testDescription: "an action example's 'given', where no action reads the state, is removed with its line",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: .reload\nexamples:\n  - name: refreshing\n    given: AppState()\n    send: .refresh\n    expect: .reload\n",
             fixed: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: .reload\nexamples:\n  - name: refreshing\n    send: .refresh\n    expect: .reload\n"),
        Case(testDescription: "an action example's quoted 'given', or one after a tab, is removed with its line",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: .reload\nexamples:\n  - name: a\n    given: 'AppState()'  # empty\n    send: .refresh\n    expect: .reload\n  - name: b\n    given:\tAppState()\n    send: .refresh\n    expect: .reload\n",
             fixed: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: .reload\nexamples:\n  - name: a\n    send: .refresh\n    expect: .reload\n  - name: b\n    send: .refresh\n    expect: .reload\n"),
        Case(testDescription: "an action example's 'given' whose value goes on below is left to the user",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: .reload\nexamples:\n  - name: refreshing\n    given: AppState(items:\n      [])\n    send: .refresh\n    expect: .reload\n  - name: quoted\n    given: 'AppState(items:\n      [])'\n    send: .refresh\n    expect: .reload\n",
             fixed: nil),
        Case(testDescription: "an action example's 'given' on a line with other entries of a flow mapping is left to the user",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: .reload\nexamples:\n  - { name: a,\n      given: AppState(), send: .refresh,\n      expect: .reload }\n",
             fixed: nil),
        Case(testDescription: "an action example's 'given' on the line that starts the example is left to the user",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: .reload\nexamples:\n  - given: AppState()\n    name: refreshing\n    send: .refresh\n    expect: .reload\n",
             fixed: nil),
        Case(testDescription: "a key without ':' inside '{ }' gets one, not a name of its two words",
             lines: "  count: { type Int, from: items.count }\n", fixed: "  count: { type: Int, from: items.count }\n"),
        Case(testDescription: "a label without ':' gets one, not a name of its two words",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  rename:\n    with: { title String, _ id ID }\n    to: .rename(id, title)\n",
             fixed: "  count: { type: Int, from: items.count }\nviewAction:\n  rename:\n    with: { title: String, _ id: ID }\n    to: .rename(id, title)\n"),
        Case(testDescription: "labels and types written in '[ ]' become the mapping they mean, not quoted text",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  rename:\n    with: [title: String, _ id: ID]\n    to: .rename(id, title)\n",
             fixed: "  count: { type: Int, from: items.count }\nviewAction:\n  rename:\n    with: { title: String, _ id: ID }\n    to: .rename(id, title)\n"),
        Case(testDescription: "an example's inputs written in '[ ]' become the mapping they mean, not quoted text",
             lines: "  count: { type: Int, from: items.count }\nexamples:\n  - name: empty\n    inputs: [listId: 2]\n    given: AppState()\n    expect: .init(count: 0)\n",
             fixed: "  count: { type: Int, from: items.count }\nexamples:\n  - name: empty\n    inputs: { listId: 2 }\n    given: AppState()\n    expect: .init(count: 0)\n"),
        Case(testDescription: "a Swift dictionary of names in '[ ]' elsewhere is quoted",
             lines: "  count: { type: Int, from: items.count }\n  lookup:\n    type: \"[Int: Int]\"\n    from: [id: count]\n",
             fixed: "  count: { type: Int, from: items.count }\n  lookup:\n    type: \"[Int: Int]\"\n    from: '[id: count]'\n"),
        Case(testDescription: "a conditional's ' : ' in a value inside '{ }' is quoted with the whole value",
             lines: "  label: { type: String, from: title.isEmpty ? \"unset\" : title }\n",
             fixed: "  label: { type: String, from: 'title.isEmpty ? \"unset\" : title' }\n"),
        Case(testDescription: "a '#' comment indented less than a '|' block, with the block's lines after it, becomes a Swift comment in the block",
             lines: "  count:\n    type: Int\n    from: |\n      items\n# only some\n        .filter { $0 > 0 }\n        .count\n",
             fixed: "  count:\n    type: Int\n    from: |\n      items\n      // only some\n        .filter { $0 > 0 }\n        .count\n"),
        Case(testDescription: "labels and types written without braces get them",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  rename:\n    with: title: String, _ id: ID\n    to: .rename(id, title)\n",
             fixed: "  count: { type: Int, from: items.count }\nviewAction:\n  rename:\n    with: { title: String, _ id: ID }\n    to: .rename(id, title)\n"),
        Case(testDescription: "text that is no 'name: value' pairs where a mapping goes is left to the user",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  rename:\n    with: title String\n    to: .rename(title)\n",
             fixed: nil),
        Case(testDescription: "a '#' comment that ends a '>' block is left to the user: the block would fold a Swift comment into the code after it",
             lines: "  count:\n    type: Int\n    from: >\n      items\n# only some\n      .count\n",
             fixed: nil),
        Case(testDescription: "a '#' line that ends a '|' block of words is indented as the block's lines, its words kept",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  reset:\n    to: .reset\n    noExample: |\n      checked by the\n# reducer's\n      own tests\n",
             fixed: "  count: { type: Int, from: items.count }\nviewAction:\n  reset:\n    to: .reset\n    noExample: |\n      checked by the\n      # reducer's\n      own tests\n"),
        Case(testDescription: "a nested type's fields written without braces, after its name, are left to the user",
             lines: "  count: { type: Int, from: items.count }\ntypes: Row: title: String\n", fixed: nil),
        Case(testDescription: "a key indented between an example's keys and the spec's is not moved: it may be the example's",
             lines: "  count: { type: Int, from: items.count }\nviewAction:\n  refresh: .reload\nexamples:\n  - name: refreshing\n    send: .refresh\n expect: .reload\n",
             fixed: nil),
        Case(testDescription: "a list item indented between a list's items and the keys of its item goes to the list",
             lines: "  count: { type: Int, from: items.count }\nexamples:\n  - name: one\n    given: AppState()\n    expect: .init(count: 0)\n   - name: two\n    given: AppState()\n    expect: .init(count: 0)\n",
             fixed: "  count: { type: Int, from: items.count }\nexamples:\n  - name: one\n    given: AppState()\n    expect: .init(count: 0)\n  - name: two\n    given: AppState()\n    expect: .init(count: 0)\n"),
        Case(testDescription: "quoted words on a String field become a Swift string",
             lines: "  empty: { type: String, from: 'No items yet' }\n", fixed: "  empty: { type: String, from: '\"No items yet\"' }\n"),
        Case(testDescription: "a nested type's property without ':' gets one",
             lines: "  first: { type: Row, from: state.first }\ntypes:\n  Row: { id Int, title: String }\n",
             fixed: "  first: { type: Row, from: state.first }\ntypes:\n  Row: { id: Int, title: String }\n"),
        Case(testDescription: "an expected value written as a mapping of quoted or nested values is not rewritten",
             lines: "  count: { type: Int, from: items.count }\nexamples:\n  - name: one\n    given: AppState()\n    expect: { title: 'it''s' }\n",
             fixed: nil),
        Case(testDescription: "an expected value written as a mapping is made with its initializer",
             lines: "  count: { type: Int, from: items.count }\nexamples:\n  - name: one\n    given: AppState()\n    expect: { count: 1 }\n",
             fixed: "  count: { type: Int, from: items.count }\nexamples:\n  - name: one\n    given: AppState()\n    expect: .init(count: 1)\n"),
        Case(testDescription: "a '!' value in a flow mapping is quoted up to the entry's end, past the commas in its brackets",
             lines: "  empty: { type: Bool, from: !items.elementsEqual(other, by: ==) }\n",
             fixed: "  empty: { type: Bool, from: '!items.elementsEqual(other, by: ==)' }\n"),
    ]

    /// `lint --fix` on `spec` written as `file`: the file afterwards, and the run's output.
    static func fixing(_ spec: String, as file: String = "List.connector.yml") throws -> (fixed: String?, output: String) {
        let workspace = try Workspace("fix-it")
        try workspace.write(file, spec)
        let run = try workspace.run("lint", file, "--fix")
        return (workspace.read(file), run.standardOutput + run.standardError)
    }

    @Test("a name with a stray character that the spec names elsewhere without it is suggested so: the name meant")
    func strayCharacterSuggestion() throws {
        let workspace = try Workspace("fix-it")
        try workspace.write("List.connector.yml", Self.head + "  tit le: { type: String, from: name }\n  item-count: { type: Int, from: 1 }\nexamples:\n  - name: a\n    given: AppState()\n    expect: .init(title: \"\", itemCount: 1)\n")
        let run = try workspace.run("lint", "List.connector.yml")
        #expect(run.standardError.contains("6:3: note: fix-it: use letters, digits and '_', not starting with a digit, e.g. 'title'\n"), "\(run.standardError)")
        #expect(run.standardError.contains("7:3: note: fix-it: use letters, digits and '_', not starting with a digit, e.g. 'itemCount'\n"), "\(run.standardError)")
        // A key of another mapping (a value's label under `with`) is no sibling.
        try workspace.write("List.connector.yml", Self.head + "  tit le: { type: String, from: name }\nviewAction:\n  rename:\n    with:\n      title: String\n    to: .rename(title)\nexamples:\n  - name: a\n    given: AppState()\n    expect: .init(title: \"\")\n")
        let label = try workspace.run("lint", "List.connector.yml")
        #expect(label.standardError.contains("6:3: note: fix-it: use letters, digits and '_', not starting with a digit, e.g. 'title'\n"), "\(label.standardError)")
        // Not a name the spec has as a key already, nor one a comment says.
        try workspace.write("List.connector.yml", Self.head + "  title: { type: String, from: name }\n  tit le: { type: String, from: name }\nviewAction:\n  log-out: .reload\n# the logout\nexamples:\n  - name: a\n    given: AppState()\n    expect: .init(title: \"\", titLe: \"\")\n")
        let taken = try workspace.run("lint", "List.connector.yml")
        #expect(taken.standardError.contains("7:3: note: fix-it: use letters, digits and '_', not starting with a digit, e.g. 'titLe'\n"), "\(taken.standardError)")
        #expect(taken.standardError.contains("9:3: note: fix-it: use letters, digits and '_', not starting with a digit, e.g. 'logOut'\n"), "\(taken.standardError)")
    }

    @Test("lint --fix on one mistake", arguments: cases)
    func fix(_ item: Case) throws {
        let workspace = try Workspace("fix-it")
        let spec = Self.head + item.lines
        try workspace.write("List.connector.yml", spec)
        let run = try workspace.run("lint", "List.connector.yml", "--fix")
        let expected = item.fixed.map { Self.head + $0 } ?? spec
        #expect(workspace.read("List.connector.yml") == expected, "\(run.standardOutput)\(run.standardError)")
        if item.fixed == nil {
            #expect(run.status == 1 && !run.standardOutput.contains("fixed:"), "\(run.standardOutput)")
        }
    }

    @Test("an app action type that is a protocol becomes its existential, optional where it was, 'some' replaced", arguments: [
        ("AppAction!", "(any AppAction)?"), ("some AppAction", "any AppAction"), ("AppAction?", "(any AppAction)?"),
        ("Optional<AppAction>", "(any AppAction)?"), ("(some AppAction)?", "(any AppAction)?"), ("AppAction?!", "(any AppAction)?"),
    ])
    func existentialAction(_ written: String, _ fixed: String) throws {
        let workspace = try Workspace("fix-it")
        let spec = Self.head.replacingOccurrences(of: "action: AppAction\n", with: "action: \(written)\n")
            + "  count: { type: Int, from: items.count }\nviewAction:\n  tap: Tap()\n"
        try workspace.write("List.connector.yml", spec)
        let run = try workspace.run("lint", "List.connector.yml", "--fix")
        #expect(workspace.read("List.connector.yml")?.contains("\naction: \(fixed)\n") == true, "\(run.standardOutput)\(run.standardError)")
        let again = try workspace.run("lint", "List.connector.yml")
        #expect(!again.standardError.contains("ActionTypeIsProtocol"), "\(again.standardError)")
    }

    @Test("a YAML mistake on many lines, which the reader reports one a read, is fixed in one run; quoted in single quotes, columns kept")
    func manyYAMLMistakesInOneRun() throws {
        let names = (0..<12).map { "done\($0)" }
        let lines = names.map { "  \($0): { type: Bool, from: items.contains(where: \\.isDone) }\n" }.joined()
        let (fixed, output) = try Self.fixing(Self.head + lines)
        let expected = names.map { "  \($0): { type: Bool, from: 'items.contains(where: \\.isDone)' }\n" }.joined()
        #expect(fixed == Self.head + expected, "\(output)")
        #expect(output.components(separatedBy: "fixed: quote the whole value").count == 13, "\(output)")
        let (again, secondOutput) = try Self.fixing(Self.head + expected)
        #expect(again == Self.head + expected && secondOutput.contains("0 fixes applied"), "\(secondOutput)")
    }

    @Test("quoted code with a '!' inside, or one capitalised word, is not rewritten: it may be code")
    func quotedCodeIsKept() throws {
        let spec = Self.head + "  cast: { type: String, from: \"raw as! String\" }\n  name: { type: String, from: \"AppName\" }\n"
        let (fixed, output) = try Self.fixing(spec)
        #expect(fixed == spec && !output.contains("'from' is the YAML text raw"), "\(output)")
    }

    @Test("a store feature written in '[ ]' becomes the mapping it means, not quoted text")
    func storeFeatureInBrackets() throws {
        let spec = "state: AppState\naction: AppAction\nreducer: appReducer\nfeatures:\n  settings: [state: SettingsState, action: SettingsAction, reducer: settingsReducer]\n"
        let (fixed, output) = try Self.fixing(spec, as: "App.store.yml")
        #expect(fixed?.hasSuffix("  settings: { state: SettingsState, action: SettingsAction, reducer: settingsReducer }\n") == true, "\(output)")
    }

    @Test("a store action named with two words is renamed, not given a ':': store actions may have no values")
    func storeActionOfTwoWords() throws {
        let spec = "state: AppState\naction: AppAction\nreducer: appReducer\nhandle: reduceApp\nactions: { log out, reset }\n"
        let (fixed, output) = try Self.fixing(spec, as: "App.store.yml")
        #expect(fixed?.hasSuffix("actions: { logOut, reset }\n") == true, "\(output)")
    }

    @Test("a missing key the fix adds goes before the '...' that ends the document")
    func insertionBeforeDocumentEnd() throws {
        let workspace = try Workspace("fix-it")
        try workspace.write("List.connector.yml", "connector: ListConnector\nstate: AppState\naction: AppAction\nview: ListView\nviewAction:\n  refresh: .reload\n...\n")
        let run = try workspace.run("lint", "List.connector.yml", "--fix")
        #expect(workspace.read("List.connector.yml")?.hasSuffix("  refresh: .reload\nviewState: {}\n...\n") == true, "\(run.standardOutput)\(run.standardError)")
        // Comments and blank lines after the '...' stay after it.
        try workspace.write("List.connector.yml", "connector: ListConnector\nstate: AppState\naction: AppAction\nview: ListView\nviewAction:\n  refresh: .reload\n...\n\n# the end\n")
        let commented = try workspace.run("lint", "List.connector.yml", "--fix")
        #expect(workspace.read("List.connector.yml")?.hasSuffix("  refresh: .reload\nviewState: {}\n...\n\n# the end\n") == true, "\(commented.standardOutput)\(commented.standardError)")
    }

    @Test("a type written in braces that holds no type is not quoted: quoted, it would be no type either")
    func bracesHoldingNoType() throws {
        let workspace = try Workspace("fix-it")
        let spec = Self.head.replacingOccurrences(of: "view: ListView", with: "view: {}") + "  count: { type: Int, from: items.count }\n"
        try workspace.write("List.connector.yml", spec)
        let run = try workspace.run("lint", "List.connector.yml", "--fix")
        #expect(workspace.read("List.connector.yml") == spec)
        #expect(run.standardError.contains("'{}' is read as a YAML mapping, but 'view' takes a type"), "\(run.standardError)")
    }

    @Test("a key holding a line break is printed on one line, its breaks escaped")
    func lineBreakInAKey() throws {
        let workspace = try Workspace("fix-it")
        try workspace.write("List.connector.yml", Self.head + "  count: { type: Int, from: items.count }\n  \"a\\r\\nb\": { type: Int, from: items.count }\n")
        let run = try workspace.run("lint", "List.connector.yml")
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("List.connector.yml:") }, "\(run.standardError)")
        #expect(run.standardError.contains("a\\r\\nb"), "\(run.standardError)")
    }

    @Test("the formatted layout spaces a comment after code, and leaves '//' in a multi-line string or after a path's last token alone")
    func commentSpacing() {
        let lines: [Substring] = ["items.count // all", "\"\"\"", "see https://example.com", "\"\"\"", "  // a line of its own"]
        #expect(FunctionBodyWriter.spacingLineComments(lines) == ["items.count  // all", "\"\"\"", "see https://example.com", "\"\"\"", "  // a line of its own"])
        #expect(SwiftCode("notes[noteId] // the note", at: SourceLocation(line: 1, column: 1)).textBeforeTrailingComment == "notes[noteId]")
        #expect(SwiftCode("links[\"https://x\"]", at: SourceLocation(line: 1, column: 1)).textBeforeTrailingComment == "links[\"https://x\"]")
    }

    @Test("a case written with its labels is suggested by its name alone")
    func caseWithLabels() {
        let spec = "connector: SummaryConnector\nstate: AppState\naction: AppAction\nviewState: SummaryState\nslice: summary\nviewAction: SummaryAction\nembed: summary(action:)\n"
        let diagnostics = Generator.lint([.init(path: "Summary.connector.yml", bytes: Array(spec.utf8))])
        #expect(diagnostics.first?.fixIt?.message.hasSuffix("e.g. 'summary'") == true, "\(diagnostics)")
    }

    @Test("a missing 'state' or 'action' is suggested as the store spec names the app's types, else as the other specs agree")
    func missingAppTypesFromTheTarget() {
        let spec = "connector: ListConnector\nview: ListView\nviewState:\n  count: { type: Int, from: state.list.count }\n"
        let other = "connector: OtherConnector\nstate: RootState\naction: RootAction\nview: OtherView\nviewState:\n  n: { type: Int, from: state.n }\n"
        let store = "state: StoreState\naction: StoreAction\nreducer: rootReducer\nfeatures:\n  list: { state: ListState, action: ListAction, reducer: listReducer }\n"
        func fixIts(_ files: [(String, String)]) -> [String] {
            Generator.lint(files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) }).filter { $0.id == .missingRequiredKey }.compactMap(\.fixIt?.message)
        }
        #expect(fixIts([("List.connector.yml", spec)]) == ["add 'state: AppState'", "add 'action: AppAction'"])
        #expect(fixIts([("List.connector.yml", spec), ("Other.connector.yml", other)]) == ["add 'state: RootState'", "add 'action: RootAction'"])
        #expect(fixIts([("List.connector.yml", spec), ("Other.connector.yml", other), ("Z.store.yml", store)]) == [
            "add 'state: StoreState'", "add 'action: StoreAction'",
        ], "the store spec says what the app's types are")
        let disagreeing = other.replacingOccurrences(of: "OtherConnector", with: "ThirdConnector").replacingOccurrences(of: "RootState", with: "ThirdState")
        #expect(fixIts([("List.connector.yml", spec), ("Other.connector.yml", other), ("Third.connector.yml", disagreeing)]) == [
            "add 'state: AppState'", "add 'action: RootAction'",
        ])
    }

    @Test("an invalid name's suggestion joins its words in camel case", arguments: [
        ("App.State", "AppState"), ("calendar reducer", "calendarReducer"), ("my-field", "myField"), ("2fa", "_2fa"), ("-", "name"),
    ])
    func camelCaseSuggestion(_ name: String, _ suggestion: String) {
        #expect(IdentifierRules.suggestion(for: name) == suggestion)
    }
}
