import ConnectorGen
import Testing

/// An example's name gives its test function's name: its words in camel case, after `test` in
/// XCTest; a name a function cannot have steps aside the same way in both frameworks.
@Suite("Test function names")
struct TestFunctionNameTests {
    static let spec = """
        connector: CounterConnector
        state: AppState
        action: AppAction
        view: CounterView
        viewState:
          count: { type: Int, from: state.count }
        examples:
          - name: an empty list
            given: AppState()
            expect: .init(count: 0)
          - name: an empty-list
            given: AppState()
            expect: .init(count: 0)
          - name: 2 quoted "words"
            given: AppState()
            expect: .init(count: 0)
          - name: "!!!"
            given: AppState()
            expect: .init(count: 0)
          - name: return
            given: AppState()
            expect: .init(count: 0)
          - name: the title's first letter, 'quoted'
            given: AppState()
            expect: .init(count: 0)

        """

    @Test("each framework names the tests from the example's words", arguments: [
        (false, ["anEmptyList()", "anEmptyList2()", "example2QuotedWords()", "example()", "returnExample()", "theTitlesFirstLetterQuoted()"]),
        (true, ["testAnEmptyList()", "testAnEmptyList2()", "test2QuotedWords()", "testExample()", "testReturn()", "testTheTitlesFirstLetterQuoted()"]),
    ])
    func functionNames(_ xcTest: Bool, _ expected: [String]) throws {
        var config = TargetConfig.default
        if xcTest { config.tests = .xctest }
        let result = Generator.generate(
            [.init(path: "Counter.connector.yml", bytes: Array(Self.spec.utf8))], config: config,
            options: Generator.Options(kinds: [.tests], testedModule: "App"))
        let file = try #require(result.files.first { $0.name.hasSuffix("Tests.swift") }, "\(result.diagnostics)")
        let declared = file.contents.split(separator: "\n").compactMap { line -> String? in
            let text = line.drop { $0 == " " }
            return text.hasPrefix("func ") ? String(text.dropFirst("func ".count).prefix { $0 != " " && $0 != "{" }) : nil
        }
        #expect(declared == expected)
    }
}
