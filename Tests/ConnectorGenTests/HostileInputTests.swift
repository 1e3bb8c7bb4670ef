import ConnectorGen
import Foundation
import Testing

/// Input written to break the reader or to smuggle code into the output: each is a located
/// error or harmless text, never a crash.
@Suite("Hostile input")
struct HostileInputTests {
    private func errors(_ text: String) -> [Diagnostic] {
        errors(bytes: Array(text.utf8))
    }

    private func errors(bytes: [UInt8]) -> [Diagnostic] {
        Generator.generate([Generator.Input(path: "H.connector.yml", bytes: bytes)]).diagnostics.filter(\.isError)
    }

    @Test("a million nested flow lists is a located error")
    func deepFlowNesting() {
        let text = "connector: A\nstate: S\naction: A\nviewState: " + String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)
        let found = errors(text)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("nested more than") == true)
        #expect(found.first?.location?.line == 4)
    }

    @Test("a million nested block lists and mappings are located errors")
    func deepBlockNesting() {
        let lists = String(repeating: "- ", count: 1_000_000) + "x\n"
        #expect(errors(lists).first?.message.contains("nested more than") == true)
        var mapping = ""
        for depth in 0..<5_000 { mapping += String(repeating: " ", count: depth) + "k:\n" }
        #expect(errors(mapping).first?.message.contains("nested more than") == true)
    }

    @Test("invalid UTF-8, NUL and other control characters are located errors")
    func invalidBytes() {
        let prefix = Array("connector: A\nstate: S\n".utf8)
        for bad: [UInt8] in [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0x00], [0x1B], [0x7F]] {
            let found = errors(bytes: prefix + Array("action: A".utf8) + bad + Array("\n".utf8))
            #expect(found.count == 1)
            #expect(found.first?.location == SourceLocation(line: 3, column: 10), "\(bad)")
        }
    }

    @Test("U+2028, U+2029 and U+0085 are ordinary text, escaped where output needs it")
    func unicodeSeparators() throws {
        let text = "a: \"x\u{2028}y\u{2029}z\u{85}\"\nb: plain\u{2028}text\n"
        let (node, diagnostics) = Generator.readDocument(Generator.Input(path: "d.yml", bytes: Array(text.utf8)))
        #expect(diagnostics.isEmpty)
        #expect(node?.json == "{\n  \"a\": \"x\\u2028y\\u2029z\u{85}\",\n  \"b\": \"plain\\u2028text\"\n}")
    }

    @Test("a 10 MB line is read")
    func longLine() {
        let long = String(repeating: "a", count: 10_000_000)
        let (node, diagnostics) = Generator.readDocument(Generator.Input(path: "d.yml", bytes: Array("key: \(long)\n".utf8)))
        #expect(diagnostics.isEmpty)
        #expect(node?.mappingEntries?.first?.value.scalar?.text.utf8.count == 10_000_000)
    }

    @Test("names that try to inject code are rejected", arguments: [
        ("connector: A {}", "connector"),
        ("state: \"S }; struct Evil {\"", "state"),
        ("action: \"A // comment\"", "action"),
        ("view: \"V\\nstruct Evil {}\"", "view"),
        ("imports: [\"Foundation; import Evil\"]", "imports"),
        ("slices:\n  \"s; let x\": items", "slices"),
        ("viewState:\n  \"a b\": { type: Int, from: 1 }", "viewState"),
        ("viewState:\n  a: { type: \"Int = 1; var b: Int\", from: 1 }", "viewState"),
        ("types:\n  \"T {\": { a: Int }", "types"),
        ("types:\n  T: { a: \"Int }\" }", "types"),
        ("viewAction:\n  \"go()\": .go", "viewAction"),
        ("viewAction:\n  go:\n    with: { \"a: Int, b\": Int }\n    to: .go", "viewAction"),
        ("viewAction:\n  go:\n    with: { a: \"Int) -> Void; func x(\" }\n    to: .go", "viewAction"),
        ("viewState: S\nslice: \"s }\"", "viewState"),
        ("viewAction: V\nembed: \"a(b)\"", "viewAction"),
        ("viewState:\n  a: { type: Int, from: \"1 }\\n func evil() {\" }", "viewState"),
        ("viewState:\n  a: { type: Int, from: \"1 /* \" }", "viewState"),
        ("viewState:\n  a: { type: String, from: '\"unterminated' }", "viewState"),
    ])
    func injectionIsRejected(_ line: String, _ key: String) {
        var lines = ["connector: A", "state: S", "action: Act", "viewState: { v: { type: Int, from: 1 } }"]
        if let index = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) {
            lines[index] = line
        } else {
            lines.append(line)
        }
        if key == "viewState", line.contains("slice:") { lines.removeAll { $0.hasPrefix("viewState: {") } }
        let found = errors(lines.joined(separator: "\n") + "\n")
        #expect(!found.isEmpty, "accepted: \(line)")
        #expect(found.allSatisfy { $0.location != nil }, "\(found)")
    }

    @Test("text in names of tests and paths is escaped in the output")
    func textIsEscaped() throws {
        let spec = """
            connector: A
            state: S
            action: Act
            view: V
            viewState: { v: { type: Int, from: 1 } }
            viewAction: { go: .go }
            examples:
              - name: "quote \\" backslash \\\\ interpolation \\\\(x) newline \\n end"
                send: .go
                expect: .go

            """
        let result = Generator.generate(
            [Generator.Input(path: "we\"ird\\dir/A.connector.yml", bytes: Array(spec.utf8))],
            options: Generator.Options(kinds: [.connector, .namespace, .tests], testedModule: "App"))
        #expect(result.succeeded, "\(result.diagnostics)")
        let tests = try #require(result.files.first { $0.name == "AConnectorExampleTests.swift" })
        #expect(tests.contents.contains(#"@Test("quote \" backslash \\ interpolation \\(x) newline \n end")"#))
        let connector = try #require(result.files.first { $0.name == "A.connector.swift" })
        #expect(connector.contents.contains(#"#sourceLocation(file: "we\"ird\\dir/A.connector.yml", line: 5)"#))
    }

    @Test("output file names never leave the output folder", arguments: [
        "../../etc/passwd.connector.yml", "/abs/path/X.connector.yaml", "..connector.yml", "a/.connector.yml", "dir/../Y.connector.yml",
    ])
    func outputNamesStayInside(_ path: String) {
        for name in OutputKind.allCases.map({ $0.fileName(forSpec: path) }) {
            #expect(!name.contains("/"))
            #expect(name != "." && name != "..")
            #expect(name.hasSuffix(".swift"))
        }
    }
}
