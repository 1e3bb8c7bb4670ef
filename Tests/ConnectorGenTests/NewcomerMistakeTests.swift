import ConnectorGen
import Foundation
import Testing

/// The mistakes new users make in a spec that lints clean: each gives exactly one located
/// error, and where its fix-it carries an edit, a tool that applies the edit from
/// `lint --diagnostics-format json` gets a spec that lints clean again.
@Suite("Newcomer mistakes")
struct NewcomerMistakeTests {
    /// A spec with nested mappings at every level, which lints with no diagnostic at all.
    static let clean = """
        connector: TodoConnector
        state: AppState
        action: AppAction
        view: TodoView
        slices:
          items: todos.items
        viewState:
          items:
            type: "[String]"
            from: items
          draft:
            type: String
            from: todos.draft
        viewAction:
          add:
            with: { title: String }
            to: .todos(.add(title: title))
          edit:
            with: { text: String }
            to: .todos(.setDraft(text))
        examples:
          - name: adds
            send: .add(title: "x")
            expect: .todos(.add(title: "x"))
          - name: edits
            send: .edit(text: "y")
            expect: .todos(.setDraft("y"))

        """

    /// A mistake: the text it replaces in the clean spec, what it writes instead, and the
    /// diagnostic it must give.
    struct Mistake: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var original: String
        var mistaken: String
        var id: String
        var line: Int
        /// Whether the fix-it is an edit after which the spec lints clean; otherwise it is in
        /// words, saying what to decide.
        var isEdit: Bool
        /// What a fix-it in words begins with, where the test pins it.
        var advice: String? = nil
    }

    static let mistakes: [Mistake] = [
        Mistake(
            testDescription: "a no-break space after the first key's colon", original: "connector: TodoConnector",
            mistaken: "connector:\u{00A0}TodoConnector", id: "InvisibleCharacter", line: 1, isEdit: true),
        Mistake(
            testDescription: "a no-break space that starts a value", original: "state: AppState", mistaken: "state: \u{00A0}AppState",
            id: "InvisibleCharacter", line: 2, isEdit: true),
        Mistake(
            testDescription: "a field's first key beside the empty field, the next one under it", original: "  draft:\n    type: String",
            mistaken: "  draft:\n  type: String", id: "ColonInContinuedValue", line: 13, isEdit: true),
        Mistake(
            testDescription: "a field's keys beside the empty field", original: "  draft:\n    type: String\n    from: todos.draft",
            mistaken: "  draft:\n  type: String\n  from: todos.draft", id: "MisplacedKey", line: 11, isEdit: true),
        Mistake(
            testDescription: "an action's keys beside the empty action", original: "  add:\n    with: { title: String }\n    to: .todos(.add(title: title))",
            mistaken: "  add:\n  with: { title: String }\n  to: .todos(.add(title: title))", id: "MisplacedKey", line: 15, isEdit: true),
        Mistake(
            testDescription: "a key without its ':' before a call whose label has one", original: "    send: .add(title: \"x\")",
            mistaken: "    send .add(title: \"x\")", id: "MissingColon", line: 23, isEdit: true),
        Mistake(
            testDescription: "a key without its ':' before quoted text that holds one", original: "    expect: .todos(.add(title: \"x\"))",
            mistaken: "    expect '.todos(.add(title: \"x\"))'", id: "MissingColon", line: 24, isEdit: true),
        Mistake(
            testDescription: "a key and its ':' before quoted text that holds one, without the space", original: "    expect: .todos(.add(title: \"x\"))",
            mistaken: "    expect:'.todos(.add(title: \"x\"))'", id: "MissingColon", line: 24, isEdit: true),
        Mistake(
            testDescription: "a comment after quoted text, without the space before its '#'", original: "    expect: .todos(.setDraft(\"y\"))",
            mistaken: "    expect: '.todos(.setDraft(\"y\"))'# sets the draft", id: "TextAfterValue", line: 27, isEdit: true),
        Mistake(
            testDescription: "a comment after Swift in a plain value, without the space before its '#'", original: "    to: .todos(.setDraft(text))",
            mistaken: "    to: .todos(.setDraft(text))# sets the draft", id: "HashCommentInCode", line: 20, isEdit: true),
        Mistake(
            testDescription: "a comment after a name, without the space before its '#'", original: "connector: TodoConnector",
            mistaken: "connector: TodoConnector# the list", id: "CommentInName", line: 1, isEdit: true),
        Mistake(
            testDescription: "a misspelt required key", original: "connector: Todo", mistaken: "conector: Todo",
            id: "UnknownKey", line: 1, isEdit: true),
        Mistake(
            testDescription: "'slice' for 'slices'", original: "slices:", mistaken: "slice:",
            id: "MisplacedSlice", line: 5, isEdit: true),
        Mistake(
            testDescription: "a misspelt 'type'", original: "    type: \"[String]\"", mistaken: "    tipe: \"[String]\"",
            id: "UnknownKey", line: 9, isEdit: true),
        Mistake(
            testDescription: "a key one space deeper than its siblings", original: "    to: .todos(.setDraft(text))",
            mistaken: "     to: .todos(.setDraft(text))", id: "InconsistentIndentation", line: 20, isEdit: true),
        Mistake(
            testDescription: "a key one space shallower than the key after it", original: "    type: String",
            mistaken: "   type: String", id: "ColonInContinuedValue", line: 13, isEdit: true),
        Mistake(
            testDescription: "a call's labeled argument on the line below, with no '|'", original: "    to: .todos(.add(title: title))",
            mistaken: "    to: .todos(.add(\n      title: title))", id: "ColonInContinuedValue", line: 18, isEdit: false,
            advice: "write the value as a '|' block: a '|' after the key"),
        Mistake(
            testDescription: "a call's argument on the line below whose ': ' is inside a string, with no '|'",
            original: "    to: .todos(.add(title: title))", mistaken: "    to: .todos(.add(title:\n      \"Title: \" + title))",
            id: "ColonInContinuedValue", line: 18, isEdit: false, advice: "write the value as a '|' block: a '|' after the key"),
        Mistake(
            testDescription: "a chained call with a label on the line below, with no '|'", original: "    from: todos.draft",
            mistaken: "    from: todos.draft\n      .trimmed(in: .whitespaces)", id: "ColonInContinuedValue", line: 14, isEdit: false),
        Mistake(
            testDescription: "a key one level too deep below prose that ends in '('", original: "  - name: adds\n    send: .add(title: \"x\")",
            mistaken: "  - name: adds :(\n      send: .add(title: \"x\")", id: "ColonInContinuedValue", line: 23, isEdit: true),
        Mistake(
            testDescription: "a key one level too deep below prose with an open '('", original: "  - name: adds\n    send: .add(title: \"x\")",
            mistaken: "  - name: adds a todo (the first\n      send: .add(title: \"x\")", id: "ColonInContinuedValue", line: 23, isEdit: true),
        Mistake(
            testDescription: "a type's initializer with its argument on the line below, with no '|'", original: "    to: .todos(.setDraft(text))",
            mistaken: "    to: AppAction (\n      todos: .setDraft(text))", id: "ColonInContinuedValue", line: 21, isEdit: false,
            advice: "write the value as a '|' block: a '|' after the key"),
        Mistake(
            testDescription: "an empty key one level too deep", original: "  edit:", mistaken: "    edit:",
            id: "KeyIndentedTooDeep", line: 18, isEdit: true),
        Mistake(
            testDescription: "no space after a list item's '-'", original: "  - name: adds", mistaken: "  -name: adds",
            id: "ListItemWithoutSpace", line: 22, isEdit: true),
        Mistake(
            testDescription: "a list item's first key without its ':'", original: "  - name: adds", mistaken: "  - name adds",
            id: "MissingColon", line: 22, isEdit: true),
        Mistake(
            testDescription: "no space after a key's ':'", original: "action: AppAction", mistaken: "action:AppAction",
            id: "MissingColon", line: 3, isEdit: true),
        Mistake(
            testDescription: "no ':' after a section's key, its block below it", original: "viewState:", mistaken: "viewState",
            id: "MissingColon", line: 7, isEdit: true),
        Mistake(
            testDescription: "no ':' after a list's key, its items below it", original: "examples:", mistaken: "examples",
            id: "MissingColon", line: 21, isEdit: true),
        Mistake(
            testDescription: "no ':' after a field's name, its keys below it", original: "  draft:", mistaken: "  draft",
            id: "MissingColon", line: 11, isEdit: true),
        Mistake(
            testDescription: "no ':' after a field's name and before its comment, its keys below it", original: "  draft:",
            mistaken: "  draft   # what is being typed", id: "MissingColon", line: 11, isEdit: true),
        Mistake(
            testDescription: "a one-line field in '{ }' as deep as the keys of the field above it", original: "    from: todos.draft",
            mistaken: "    from: todos.draft\n    count: { type: Int, from: items.count }", id: "KeyIndentedTooDeep", line: 14, isEdit: true),
        Mistake(
            testDescription: "a one-line action before another key of the action above it, as deep as its keys", original: "    with: { text: String }",
            mistaken: "    clear: .todos(.clear)\n    with: { text: String }", id: "KeyIndentedTooDeep", line: 19, isEdit: false,
            advice: "unindent 'clear', and the keys after it that do not belong to the action 'edit', by 2 spaces"),
        Mistake(
            testDescription: "an example's 'send' for an action's 'to'", original: "    to: .todos(.add(title: title))",
            mistaken: "    send: .todos(.add(title: title))", id: "UnknownKey", line: 17, isEdit: true),
        Mistake(
            testDescription: "'value' for a field's 'from'", original: "    from: todos.draft", mistaken: "    value: todos.draft",
            id: "UnknownKey", line: 13, isEdit: true),
        Mistake(
            testDescription: "'when' for an example's 'send'", original: "    send: .add(title: \"x\")", mistaken: "    when: .add(title: \"x\")",
            id: "UnknownKey", line: 23, isEdit: true),
        Mistake(
            testDescription: "an action's value named without its type", original: "with: { title: String }", mistaken: "with: { title }",
            id: "EmptyValue", line: 16, isEdit: false, advice: "write its type after it, e.g. 'title: Int'"),
        Mistake(
            testDescription: "an action's value written without 'with'", original: "    with: { title: String }", mistaken: "    title: String",
            id: "UnknownKey", line: 16, isEdit: true),
        Mistake(
            testDescription: "a field's 'from' for an action's 'to'", original: "    to: .todos(.setDraft(text))",
            mistaken: "    from: .todos(.setDraft(text))", id: "UnknownKey", line: 20, isEdit: true),
        Mistake(
            testDescription: "Swift's empty string written as YAML's quotes alone", original: "    from: todos.draft", mistaken: "    from: \"\"",
            id: "EmptyValue", line: 13, isEdit: true),
        Mistake(
            testDescription: "a zero-width space pasted into an expression's name", original: "    from: todos.draft",
            mistaken: "    from: todos\u{200B}.draft", id: "InvisibleCharacter", line: 13, isEdit: true),
        Mistake(
            testDescription: "a no-break space between an expression's words", original: "    to: .todos(.add(title: title))",
            mistaken: "    to: .todos(.add(title:\u{00A0}title))", id: "InvisibleCharacter", line: 17, isEdit: true),
        Mistake(
            testDescription: "a standard type written in lowercase, as other languages do", original: "    type: \"[String]\"",
            mistaken: "    type: \"[string]\"", id: "InvalidType", line: 9, isEdit: true),
        Mistake(
            testDescription: "a lowercase standard type in '{ }'", original: "with: { title: String }", mistaken: "with: { title: string }",
            id: "InvalidType", line: 16, isEdit: true),
        Mistake(
            testDescription: "a section's key two spaces deep under the fields, its entries beside it", original: "viewAction:", mistaken: "  viewAction:",
            id: "MisplacedKey", line: 14, isEdit: true),
        Mistake(
            testDescription: "no space after a label's ':' inside '{ }'", original: "with: { title: String }", mistaken: "with: { title:String }",
            id: "MissingColon", line: 16, isEdit: true),
        Mistake(
            testDescription: "a field's key two spaces short, beside the field", original: "    from: todos.draft", mistaken: "  from: todos.draft",
            id: "MisplacedKey", line: 13, isEdit: true),
        Mistake(
            testDescription: "an action's key two spaces short, beside the action", original: "    to: .todos(.setDraft(text))",
            mistaken: "  to: .todos(.setDraft(text))", id: "MisplacedKey", line: 20, isEdit: true),
        Mistake(
            testDescription: "'examples' indented under 'viewAction'", original: "examples:\n  - name: adds\n    send: .add(title: \"x\")\n    expect: .todos(.add(title: \"x\"))\n  - name: edits\n    send: .edit(text: \"y\")\n    expect: .todos(.setDraft(\"y\"))",
            mistaken: "  examples:\n    - name: adds\n      send: .add(title: \"x\")\n      expect: .todos(.add(title: \"x\"))\n    - name: edits\n      send: .edit(text: \"y\")\n      expect: .todos(.setDraft(\"y\"))",
            id: "MisplacedKey", line: 21, isEdit: true),
        Mistake(
            testDescription: "'imports' with a list, indented under 'slices'", original: "  items: todos.items\n",
            mistaken: "  items: todos.items\n  imports: [Foundation]\n", id: "MisplacedKey", line: 7, isEdit: true),
        Mistake(
            testDescription: "'access: public' indented under 'viewAction', after its last action", original: "    to: .todos(.setDraft(text))\n",
            mistaken: "    to: .todos(.setDraft(text))\n  access: public\n", id: "MisplacedKey", line: 21, isEdit: true),
        Mistake(
            testDescription: "a new example without its '- '", original: "  - name: edits\n",
            mistaken: "    name: edits\n", id: "DuplicateKey", line: 25, isEdit: true),
        Mistake(
            testDescription: "a field and its keys one level too deep",
            original: "  draft:\n    type: String\n    from: todos.draft", mistaken: "    draft:\n      type: String\n      from: todos.draft",
            id: "KeyIndentedTooDeep", line: 11, isEdit: true),
        Mistake(
            testDescription: "an action without 'to'", original: "    to: .todos(.add(title: title))\n", mistaken: "",
            id: "ActionWithoutTo", line: 16, isEdit: false),
        Mistake(
            testDescription: "'access: private', which would hide the generated code in its own file", original: "view: TodoView\n",
            mistaken: "view: TodoView\naccess: private\n", id: "InvalidAccessLevel", line: 5, isEdit: true),
        Mistake(
            testDescription: "one line indented with a tab, the last of its mapping: which level it meant is not known", original: "    from: todos.draft",
            mistaken: "\tfrom: todos.draft", id: "TabIndentation", line: 13, isEdit: false, advice: "indent with spaces"),
        Mistake(
            testDescription: "modules separated by ';' as in Swift", original: "view: TodoView\n",
            mistaken: "view: TodoView\nimports: [Foundation; Models]\n", id: "InvalidModuleName", line: 5, isEdit: true),
        Mistake(
            testDescription: "a list item indented deeper than the list's other items", original: "  - name: edits",
            mistaken: "      - name: edits", id: "ColonInContinuedValue", line: 25, isEdit: false, advice: "if it is an item of a list, indent its '-' like the list's other items"),
        Mistake(
            testDescription: "a dictionary literal starting a value that goes on on the line below", original: "    from: todos.draft",
            mistaken: "    from: [1: \"a\"][1]\n      ?? todos.draft", id: "PairInFlowList", line: 13, isEdit: false,
            advice: "write the value as a '|' block"),
        Mistake(
            testDescription: "a quoted value without its key's ':', the quote holding a ': '", original: "    expect: .todos(.add(title: \"x\"))",
            mistaken: "    expect '.todos(.add(title: x))'", id: "MissingColon", line: 24, isEdit: true),
        Mistake(
            testDescription: "a target default in a spec", original: "view: TodoView\n", mistaken: "view: TodoView\ntests: xctest\n",
            id: "UnknownKey", line: 5, isEdit: false),
        Mistake(
            testDescription: "a key between two levels", original: "    from: todos.draft", mistaken: "   from: todos.draft",
            id: "InconsistentIndentation", line: 13, isEdit: false),
        Mistake(
            testDescription: "'actions' for 'viewAction'", original: "viewAction:", mistaken: "actions:",
            id: "UnknownKey", line: 14, isEdit: true),
        Mistake(
            testDescription: "the first key of a mapping without its ':'", original: "    type: String", mistaken: "    type String",
            id: "MissingColon", line: 12, isEdit: true),
        Mistake(
            testDescription: "a '//' comment after a type", original: "    type: String", mistaken: "    type: String // the draft",
            id: "CommentInName", line: 12, isEdit: true),
        Mistake(
            testDescription: "a dictionary type written bare", original: "    type: \"[String]\"", mistaken: "    type: [String: Int]",
            id: "PairInFlowList", line: 9, isEdit: true),
        Mistake(
            testDescription: "an optional list type written bare inside '{ }'", original: "with: { title: String }",
            mistaken: "with: { title: [String]? }", id: "TextAfterValue", line: 16, isEdit: true),
        Mistake(
            testDescription: "a string literal with more Swift after it inside '{ }'", original: "  draft:\n    type: String\n    from: todos.draft",
            mistaken: "  draft: { type: String, from: \"it\" + todos.draft }", id: "TextAfterValue", line: 11, isEdit: true),
        Mistake(
            testDescription: "an apostrophe inside single quotes inside '{ }'", original: "  draft:\n    type: String\n    from: todos.draft",
            mistaken: "  draft: { type: String, from: '\"it's \" + todos.draft' }", id: "TextAfterValue", line: 11, isEdit: true),
        Mistake(
            testDescription: "an optional dictionary type written bare: the edit quotes the whole type",
            original: "    type: \"[String]\"", mistaken: "    type: [String: Int]?", id: "PairInFlowList", line: 9, isEdit: true),
        Mistake(
            testDescription: "a dictionary literal with a member after it, inside '{ }': the edit quotes the whole value",
            original: "  draft:\n    type: String\n    from: todos.draft",
            mistaken: "  draft: { type: String, from: [1: \"a\"][1] ?? todos.draft }", id: "PairInFlowList", line: 11, isEdit: true),
        Mistake(
            testDescription: "an example's key at its list's indentation", original: "    expect: .todos(.add(title: \"x\"))",
            mistaken: "  expect: .todos(.add(title: \"x\"))", id: "InconsistentIndentation", line: 24, isEdit: false),
        Mistake(
            testDescription: "an argument label in a value inside '{ }'",
            original: "  add:\n    with: { title: String }\n    to: .todos(.add(title: title))",
            mistaken: "  add: { with: { title: String }, to: .todos(.add(title: title)) }", id: "MissingFlowSeparator", line: 15, isEdit: true),
        Mistake(
            testDescription: "the last line of a '|' block indented less than the block", original: "    from: todos.draft",
            mistaken: "    from: |\n      todos.draft.filter {\n        $0 != \" \"\n     }", id: "InconsistentIndentation", line: 16, isEdit: true),
        Mistake(
            testDescription: "a slice named like a keyword, read without backticks",
            original: "  items: todos.items\nviewState:\n  items:\n    type: \"[String]\"\n    from: items",
            mistaken: "  default: todos.items\nviewState:\n  items:\n    type: \"[String]\"\n    from: default.map { $0 }",
            id: "KeywordNameRead", line: 10, isEdit: true),
        Mistake(
            testDescription: "a no-break space in the indentation, pasted from a web page", original: "  items: todos.items",
            mistaken: "\u{A0}\u{A0}items: todos.items", id: "InvisibleCharacter", line: 6, isEdit: true),
        Mistake(
            testDescription: "a no-break space after a key's ':'", original: "view: TodoView", mistaken: "view:\u{A0}TodoView",
            id: "InvisibleCharacter", line: 4, isEdit: true),
        Mistake(
            testDescription: "a no-break space after a key's ':' inside '{ }'", original: "with: { text: String }",
            mistaken: "with: { text:\u{A0}String }", id: "InvisibleCharacter", line: 19, isEdit: true),
        Mistake(
            testDescription: "a zero-width space inside a type", original: "view: TodoView", mistaken: "view: Todo\u{200B}View",
            id: "InvalidType", line: 4, isEdit: true),
        Mistake(
            testDescription: "a zero-width space inside a name", original: "  edit:\n", mistaken: "  ed\u{200B}it:\n",
            id: "InvalidIdentifier", line: 18, isEdit: true),
        Mistake(
            testDescription: "a no-break space inside a type", original: "    type: String\n    from: todos.draft",
            mistaken: "    type: Str\u{A0}ing\n    from: todos.draft", id: "InvalidType", line: 12, isEdit: true),
        Mistake(
            testDescription: "a zero-width joiner after a name, which joins nothing", original: "  edit:\n", mistaken: "  edit\u{200D}:\n",
            id: "InvalidIdentifier", line: 18, isEdit: true),
        Mistake(
            testDescription: "a no-break space before a type's '?'", original: "    type: String\n    from: todos.draft",
            mistaken: "    type: \"String\u{A0}?\"\n    from: todos.draft", id: "InvalidType", line: 12, isEdit: true),
        Mistake(
            testDescription: "Swift's '!!' before a name YAML has a tag of", original: "    type: String\n    from: todos.draft",
            mistaken: "    type: Bool\n    from: !!value && todos.items.isEmpty", id: "UnsupportedTag", line: 13, isEdit: true),
        Mistake(
            testDescription: "Swift's '!!' (a double negation), unquoted", original: "    type: String\n    from: todos.draft",
            mistaken: "    type: Bool\n    from: !!todos.draft.isEmpty && true", id: "UnsupportedTag", line: 13, isEdit: true),
    ]

    @Test("the clean spec lints with no diagnostic")
    func cleanSpecIsClean() throws {
        let workspace = try Workspace("newcomer")
        try workspace.write("Todo.connector.yml", Self.clean)
        let run = try ToolRun(["lint", "Todo.connector.yml", "--diagnostics-format", "json", "--quiet"], in: workspace.url)
        #expect(run.status == 0)
        #expect(try Self.diagnostics(run).isEmpty, "\(run.standardError)")
    }

    /// Valid specs that look like the mistakes above: none of them is reported.
    static let lookalikes: [(String, String)] = [
        ("a field named 'from' or 'set' in full form after a field in block form", "  draft:\n    type: String\n    from: todos.draft\n  from:\n    type: Int\n    from: todos.items.count\n  set:\n    type: Bool\n    from: todos.items.isEmpty\n"),
        ("a field named 'type' in the short form, copying its slice", "  draft:\n    type: String\n    from: todos.draft\n  type: String\n"),
        ("Swift that starts and ends with a string literal, in double quotes", "  draft:\n    type: String\n    from: '\"Hello, \" + todos.draft + \"!\"'\n"),
        ("a '#' line inside a string literal of a '|' block", "  draft:\n    type: String\n    from: |\n      \"\"\"\n      # Todos\n      \"\"\"\n"),
        ("names and a type of emoji, which Swift accepts", "  🍕draft:\n    type: 🍕Slice\n    from: todos.draft\n"),
        ("a no-break space inside quoted text", "  draft:\n    type: String\n    from: '\"10\u{A0}km\"'\n"),
        ("names whose words hold a zero-width joiner or non-joiner (Persian, an emoji sequence)", "  می\u{200C}خواهم:\n    type: String\n    from: todos.draft\n  a👩\u{200D}💻:\n    type: String\n    from: todos.draft\n"),
    ]

    @Test("specs that look like a mistake but are valid lint clean", arguments: lookalikes)
    func lookalikesAreClean(_ description: String, _ viewState: String) throws {
        var spec = Self.clean.replacingOccurrences(of: "  draft:\n    type: String\n    from: todos.draft\n", with: viewState)
        // The short form copies the slice of the field's name.
        if viewState.contains("\n  type: String\n") {
            spec = spec.replacingOccurrences(of: "slices:\n  items: todos.items\n", with: "slices:\n  items: todos.items\n  type: todos.kind\n")
        }
        let workspace = try Workspace("newcomer")
        try workspace.write("Todo.connector.yml", spec)
        let run = try ToolRun(["lint", "Todo.connector.yml", "--diagnostics-format", "json", "--quiet"], in: workspace.url)
        #expect(run.status == 0, "\(description): \(run.standardError)")
        #expect(try Self.diagnostics(run).isEmpty, "\(description): \(run.standardError)")
    }

    @Test("a spec key with a value only it takes ('memoize: true') between slices is misplaced, and the slices after it stay slices; a slice named like a key with a path stays a slice")
    func scalarSpecKeyAmongSlices() throws {
        let spec = Self.clean.replacingOccurrences(of: "slices:\n  items: todos.items\n", with: "slices:\n  memoize: true\n  items: todos.items\n")
        let diagnostics = Generator.lint([Generator.Input(path: "Todo.connector.yml", bytes: Array(spec.utf8))])
        #expect(diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id.rawValue)" } == ["6:3 MisplacedKey"], "\(diagnostics)")
        #expect(diagnostics.first?.fixIt?.message == "move 'memoize' and the lines under it out of 'slices', to the spec's top level")
        // A slice's path may be a flavor's name or an access level (`state.open`, `state.public`).
        for (name, path) in [("flavor", "todos.flavor"), ("flavor", "swiftdux"), ("access", "open"), ("access", "public")] {
            let slice = Self.clean
                .replacingOccurrences(of: "slices:\n  items: todos.items\n", with: "slices:\n  items: todos.items\n  \(name): \(path)\n")
                .replacingOccurrences(of: "    from: todos.draft\n", with: "    from: todos.draft + \(name)\n")
            #expect(Generator.lint([Generator.Input(path: "Todo.connector.yml", bytes: Array(slice.utf8))]).isEmpty, "\(name): \(path)")
        }
    }

    @Test("'inputs' that cannot be read (a list, indented under 'slices', text in an example) is one error, not also one at each example's inputs")
    func unreadInputsAreOneError() throws {
        let spec = """
            connector: NameConnector
            state: AppState
            action: AppAction
            view: NameView
            inputs:
              accountId: Int
            slices:
              names: names
            viewState:
              name: { type: String, from: "names[accountId] ?? \\"\\"" }
            examples:
              - name: unknown account
                inputs: { accountId: 1 }
                given: AppState()
                expect: .init(name: "")
              - name: known account
                inputs: { accountId: 2 }
                given: AppState()
                expect: .init(name: "")

            """
        func errors(_ text: String) -> [String] {
            Generator.lint([Generator.Input(path: "Name.connector.yml", bytes: Array(text.utf8))]).filter(\.isError)
                .map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id.rawValue)" }
        }
        #expect(errors(spec).isEmpty)
        #expect(errors(spec.replacingOccurrences(of: "  accountId: Int\n", with: "  - accountId: Int\n")) == ["6:3 NotAMapping"])
        #expect(errors(spec.replacingOccurrences(of: "inputs:\n  accountId: Int\nslices:\n  names: names\n", with: "slices:\n  names: names\n  inputs:\n    accountId: Int\n"))
            == ["7:3 MisplacedKey"])
        #expect(errors(spec.replacingOccurrences(of: "inputs: { accountId: 2 }", with: "inputs: accountId 2")) == ["17:13 NotAMapping"])
    }

    @Test("a first key and a no-break space, with nothing else yet, is said to be that, not text where a mapping belongs")
    func noBreakSpaceAfterTheOnlyKey() throws {
        let workspace = try Workspace("newcomer-alone")
        try workspace.write("Todo.connector.yml", "connector:\u{00A0}TodoConnector\n")
        let run = try ToolRun(["lint", "Todo.connector.yml"], in: workspace.url)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix(
            "Todo.connector.yml:1:11: error: a no-break space (U+00A0) after 'connector:' is not a space to YAML [#InvisibleCharacter]"),
            "\(run.standardError)")
    }

    @Test("one mistake gives one located error, and its edit leaves a spec that lints clean", arguments: mistakes)
    func oneMistakeOneError(_ mistake: Mistake) throws {
        #expect(Self.clean.components(separatedBy: mistake.original).count == 2, "the mistake must replace one place")
        let workspace = try Workspace("newcomer")
        let spec = Self.clean.replacingOccurrences(of: mistake.original, with: mistake.mistaken)
        try workspace.write("Todo.connector.yml", spec)
        let run = try ToolRun(["lint", "Todo.connector.yml", "--diagnostics-format", "json"], in: workspace.url)
        #expect(run.status == 1)
        let diagnostics = try Self.diagnostics(run)
        try #require(diagnostics.count == 1, "\(run.standardError)")
        let diagnostic = diagnostics[0]
        #expect(diagnostic["id"] as? String == mistake.id)
        #expect(diagnostic["line"] as? Int == mistake.line)
        let fixIts = try #require(diagnostic["fixIts"] as? [[String: Any]])
        let edits = fixIts.compactMap { Self.edit(from: $0) }
        guard mistake.isEdit else {
            #expect(edits.isEmpty && !fixIts.isEmpty, "a fix-it in words only, saying what to decide")
            if let advice = mistake.advice {
                #expect(fixIts.contains { ($0["message"] as? String)?.hasPrefix(advice) == true }, "\(fixIts)")
            }
            return
        }
        try #require(edits.count == 1)
        let fixed = try Self.apply(edits[0], to: spec)
        try workspace.write("Todo.connector.yml", fixed)
        let relint = try ToolRun(["lint", "Todo.connector.yml", "--diagnostics-format", "json", "--quiet"], in: workspace.url)
        #expect(relint.status == 0)
        #expect(try Self.diagnostics(relint).isEmpty, "\(relint.standardError)")
    }

    // MARK: - Reading the JSON as a tool would

    struct Edit {
        var start: (line: Int, column: Int)
        var end: (line: Int, column: Int)
        var replacement: String
    }

    static func diagnostics(_ run: ToolRun) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(run.standardError.utf8))
        return try #require(object as? [[String: Any]])
    }

    static func edit(from fixIt: [String: Any]) -> Edit? {
        guard let range = fixIt["range"] as? [String: Any], let replacement = fixIt["replacement"] as? String,
              let start = range["start"] as? [String: Int], let end = range["end"] as? [String: Int],
              let startLine = start["line"], let startColumn = start["column"], let endLine = end["line"], let endColumn = end["column"]
        else { return nil }
        return Edit(start: (startLine, startColumn), end: (endLine, endColumn), replacement: replacement)
    }

    /// `text` with the edit applied; lines and columns are 1-based, columns count UTF-8 bytes.
    static func apply(_ edit: Edit, to text: String) throws -> String {
        let bytes = Array(text.utf8)
        func offset(_ line: Int, _ column: Int) throws -> Int {
            var start = 0
            for _ in 1..<line { start = try #require(bytes[start...].firstIndex(of: 0x0A)) + 1 }
            return start + column - 1
        }
        let start = try offset(edit.start.line, edit.start.column)
        let end = try offset(edit.end.line, edit.end.column)
        return String(decoding: bytes[..<start] + Array(edit.replacement.utf8) + bytes[end...], as: UTF8.self)
    }
}
