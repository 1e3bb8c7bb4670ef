import ConnectorGen
import Testing

/// The reader on its own: values, styles and locations. (Agreement with PyYAML on random
/// documents is checked by Scripts/yaml_differential.py; every rejected feature has a
/// golden case.)
@Suite("YAML reader")
struct YAMLReaderTests {
    private func read(_ text: String) throws -> Node {
        try #require(try YAMLReader.read(text))
    }

    private func value(_ text: String, key: String = "a") throws -> Scalar {
        let root = try read(text)
        return try #require(root.mappingEntries?.first { $0.name == key }?.value.scalar)
    }

    @Test("every node knows its line and column, counted in UTF-8 bytes")
    func locations() throws {
        let root = try read("# comment\nfirst: 1\nlist:\n  - x\n  - { k: v }\nnamé: é\n")
        let entries = try #require(root.mappingEntries)
        #expect(root.location == SourceLocation(line: 2, column: 1))
        #expect(entries[0].value.location == SourceLocation(line: 2, column: 8))
        #expect(entries[1].value.location == SourceLocation(line: 4, column: 3))
        let flow = try #require(entries[1].value.sequenceItems?[1])
        #expect(flow.location == SourceLocation(line: 5, column: 5))
        #expect(flow.mappingEntries?[0].value.location == SourceLocation(line: 5, column: 10))
        #expect(entries[2].value.location == SourceLocation(line: 6, column: 8))
    }

    @Test("a plain value after 'key: ' runs to the end of the line or a ' #' comment")
    func relaxedPlainValues() throws {
        let text = try value("a: .mark(episode: e, watched: true)   # a comment\n")
        #expect(text.text == ".mark(episode: e, watched: true)")
        #expect(text.endedAtComment)
        #expect(try value("a: x#not-a-comment\n").text == "x#not-a-comment")
    }

    @Test("plain scalars fold their line breaks", arguments: [
        ("a: one\n  two\n\n  three\n", "one two\nthree"),
        ("a: one\n   two   \n", "one two"),
        ("- one\n  two\n", "one two"),
    ])
    func plainFolding(_ text: String, _ expected: String) throws {
        let root = try read(text)
        let scalar = root.mappingEntries?.first?.value.scalar ?? root.sequenceItems?.first?.scalar
        #expect(scalar?.text == expected)
    }

    @Test("quoted scalars unescape and fold", arguments: [
        (#"a: "tab\there \u00e9 \x41 \"q\" \\""#, "tab\there é A \"q\" \\"),
        ("a: 'it''s \\n literal'", "it's \\n literal"),
        ("a: \"one\n  two\n\n  three\"", "one two\nthree"),
        ("a: \"joined\\\n   line\"", "joinedline"),
        ("a: 'trailing   \n  next'", "trailing next"),
    ])
    func quoted(_ text: String, _ expected: String) throws {
        #expect(try value(text).text == expected)
    }

    @Test("block scalars keep or fold lines, with chomping and indentation indicators", arguments: [
        ("a: |\n  one\n    two\n\n  three\n", "one\n  two\n\nthree\n"),
        ("a: >\n  one\n  two\n\n  three\n    indented\n  four\n", "one two\nthree\n  indented\nfour\n"),
        ("a: |-\n  x\n\n", "x"),
        ("a: |+\n  x\n\n", "x\n\n"),
        ("a: |2\n    x\n  y\n", "  x\ny\n"),
        ("a: |\n  x", "x"),
        ("a: >-\n\n  lead\n", "\nlead"),
    ])
    func blockScalars(_ text: String, _ expected: String) throws {
        #expect(try value(text).text == expected)
    }

    @Test("a block scalar knows where its content starts and how far it is indented")
    func blockScalarLocation() throws {
        #expect(try value("a:\nc: 2\n").isNull)
        let block = try value("x: 1\na: |\n    code\n", key: "a")
        #expect(block.contentLocation == SourceLocation(line: 3, column: 5))
        #expect(block.blockIndentation == 4)
        #expect(block.style == .literal)
    }

    @Test("a BOM, CRLF and lone CR line breaks read like LF")
    func lineBreaks() throws {
        let lf = try read("a: 1\nb: |\n  x\n  y\n")
        #expect(try YAMLReader.read(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: |\r\n  x\r\n  y\r\n".utf8)) == lf)
        #expect(try YAMLReader.read("a: 1\rb: |\r  x\r  y\r") == lf)
    }

    @Test("a sequence may sit at its key's indentation; '- a: b' is a mapping")
    func sequences() throws {
        let root = try read("items:\n- a: b\n  c: d\n- - x\n  - y\nnext: z\n")
        let items = try #require(root.mappingEntries?.first?.value.sequenceItems)
        #expect(items.count == 2)
        #expect(items[0].mappingEntries?.map(\.name) == ["a", "c"])
        #expect(items[1].sequenceItems?.compactMap(\.scalar?.text) == ["x", "y"])
        #expect(root.mappingEntries?.map(\.name) == ["items", "next"])
    }

    @Test("flow collections nest and span lines")
    func flow() throws {
        let root = try read("a: [x, [y, z], {k: v, e}, \"q, r\",\n   last]\n")
        let items = try #require(root.mappingEntries?.first?.value.sequenceItems)
        #expect(items.count == 5)
        #expect(items[2].mappingEntries?.map(\.name) == ["k", "e"])
        #expect(items[3].scalar?.text == "q, r")
        #expect(items[4].scalar?.text == "last")
    }

    @Test("an empty document has no root")
    func empty() throws {
        #expect(try YAMLReader.read("") == nil)
        #expect(try YAMLReader.read("# only a comment\n---\n") == nil)
    }
    @Test("documents that readers often get wrong read as YAML reads them", arguments: [
        ("--- >\nline1\n# not a comment\nline3\n", "line1 # not a comment line3\n"),
        ("a: |\n  x\n   ", "x\n \n"),
        ("a: >+\n  x", "x"),
        ("--- |1+", ""),
    ])
    func readsAsYAML(_ text: String, _ expected: String) throws {
        let root = try read(text)
        #expect((root.scalar ?? root.mappingEntries?.first?.value.scalar)?.text == expected)
    }

    @Test("a plain key may start with '?' or ':' when no blank follows; a lone '...' is an empty file")
    func indicatorsInKeys() throws {
        #expect(try read("?foo: a\n:bar: b\n").mappingEntries?.map(\.name) == ["?foo", ":bar"])
        #expect(try YAMLReader.read("# only a comment\n...\n") == nil)
    }

    @Test("invalid YAML and features outside the subset are rejected with the right diagnostic", arguments: [
        ("a: [b,\nc]\n", DiagnosticID.continuationNotIndented),
        ("a: \"b\n\tc\"\n", .tabIndentation),
        ("a: {b: c\nd: e\n", .unclosedCollection),
        ("-\t- a\n", .tabIndentation),
        ("foo: |\n\t\nbar: 1\n", .tabIndentation),
        ("[-]\n", .listItemInFlow),
        ("[a,#b]\n", .indicatorAtStart),
        ("a: b\n... x\n", .textAfterDocumentEnd),
        ("a: >\n   \n  x\n", .blockScalarEmptyLineTooLong),
        ("a\n...\nb\n", .severalDocuments),
        (": a\n", .colonWithoutKey),
        ("[a: b]\n", .pairInFlowList),
    ])
    func rejected(_ text: String, _ id: DiagnosticID) {
        do {
            _ = try YAMLReader.read(text)
            Issue.record("\(text.debugDescription) was accepted")
        } catch {
            #expect(error.message.id == id, "\(text.debugDescription): \(error.message.text)")
        }
    }
}
