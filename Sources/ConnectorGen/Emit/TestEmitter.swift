/// Emits a test suite from a spec's examples: one test per example, and a disabled test
/// for every view action that has no example yet.
enum TestEmitter {
    static func emit(_ spec: ConnectorSpec, config: TargetConfig, module: String, specPath: String) -> String {
        let names = ConnectorNames(spec: spec, config: config)
        let isXCTest = config.tests == .xctest
        var writer = SwiftWriter(specPath: specPath)
        FileHeader.emit(source: specPath, into: &writer)
        writer.blankLine()
        writer.line(isXCTest ? "import XCTest" : "import Testing")
        writer.line("@testable import \(module)")
        writer.blankLine()
        let suite = spec.connector.value + "ExampleTests"
        if isXCTest {
            writer.line("final class \(suite): XCTestCase {")
        } else {
            writer.line("@Suite(\(SwiftNames.stringLiteral(spec.connector.value + " examples")))")
            writer.line("struct \(suite) {")
        }
        writer.indented { writer in
            var functionNames = FunctionNames()
            var first = true
            for example in spec.examples {
                if !first { writer.blankLine() }
                first = false
                emitExample(example, spec: spec, names: names, isXCTest: isXCTest, function: functionNames.make(example.name.value, isXCTest: isXCTest), into: &writer)
            }
            for missing in actionsWithoutExamples(spec) {
                if !first { writer.blankLine() }
                first = false
                let reason = "add an example that sends .\(missing.name.value) under 'examples' in \(specFileName(specPath)) (the action is at line \(missing.name.location.line))"
                let function = functionNames.make(missing.name.value + " has an example", isXCTest: isXCTest)
                if isXCTest {
                    writer.block("func \(function)() throws {") { writer in
                        writer.line("throw XCTSkip(\(SwiftNames.stringLiteral(reason)))")
                    }
                } else {
                    writer.line("@Test(\(SwiftNames.stringLiteral(missing.name.value)), .disabled(\(SwiftNames.stringLiteral(reason))))")
                    writer.line("func \(function)() {}")
                }
            }
        }
        writer.line("}")
        return writer.output
    }

    private static func emitExample(
        _ example: Example, spec: ConnectorSpec, names: ConnectorNames, isXCTest: Bool, function: String,
        into writer: inout SwiftWriter
    ) {
        if isXCTest {
            writer.line("/// \(SwiftNames.commentText(example.name.value))")
        } else {
            writer.line("@Test(\(SwiftNames.stringLiteral(example.name.value)))")
        }
        writer.block("func \(function)() {") { writer in
            writer.line("let connector = \(names.qualifiedConnector)()")
            let input: SwiftCode
            let inputType: String
            let expect: SwiftCode
            let expectType: String
            let call: String
            switch example.kind {
            case .state(let given, let expected):
                (input, inputType, expect, expectType) = (given, spec.state.value, expected, names.viewStateType(of: spec))
                call = "connector.connect(state: given)"
            case .action(let send, let expected):
                (input, inputType, expect, expectType) = (send, names.viewActionType(of: spec), expected, spec.action.value)
                call = "connector.connect(action: sent)"
            }
            let inputName = call.hasSuffix("given)") ? "given" : "sent"
            writer.userCode(input, prefix: "let \(inputName): \(inputType) =")
            writer.userCode(expect, prefix: "let expected: \(expectType) =")
            writer.line(isXCTest ? "XCTAssertEqual(\(call), expected)" : "#expect(\(call) == expected)")
        }
    }

    /// The view actions no example sends.
    static func actionsWithoutExamples(_ spec: ConnectorSpec) -> [ActionCase] {
        guard case .cases(let cases) = spec.viewAction else { return [] }
        var sent: Set<String> = []
        for example in spec.examples {
            if case .action(let send, _) = example.kind, let name = sentCaseName(send.text) {
                sent.insert(name)
            }
        }
        return cases.filter { !sent.contains($0.name.value) }
    }

    private static func specFileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Turns example names into unique Swift function names: `an empty list` gives `anEmptyList`.
struct FunctionNames {
    private var used: Set<String> = []

    mutating func make(_ title: String, isXCTest: Bool) -> String {
        let words = title.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        var name = words.enumerated().map { index, word in
            index == 0 && !isXCTest ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if isXCTest { name = "test" + name }
        if name.isEmpty || !IdentifierRules.isValid(name) { name = isXCTest ? "testExample" : "example" + name.filter(\.isNumber) }
        if SwiftNames.keywords.contains(name) { name += "Example" }
        var unique = name
        var counter = 2
        while used.contains(unique) {
            unique = name + String(counter)
            counter += 1
        }
        used.insert(unique)
        return unique
    }
}
