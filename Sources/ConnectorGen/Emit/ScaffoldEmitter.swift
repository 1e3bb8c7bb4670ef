/// Emits an editable test file for a spec: one test per view-state field and one per view
/// action, with Xcode placeholders (`<#…#>`) where the values go. It compiles once they are
/// filled in.
public enum ScaffoldEmitter {
    /// The scaffold's file name: `History.connector.yml` gives `HistoryConnectorBehaviorTests.swift`.
    public static func fileName(forSpec path: String) -> String {
        String(Generator.testFileName(forSpec: path).dropLast("ExampleTests.swift".count)) + "BehaviorTests.swift"
    }

    /// The scaffold's text.
    public static func emit(_ spec: ConnectorSpec, config: TargetConfig, module: String, specPath: String) -> String {
        let names = ConnectorNames(spec: spec, config: config)
        let isXCTest = config.tests == .xctest
        var writer = SwiftWriter(specPath: specPath)
        let specName = specPath.split(separator: "/").last.map(String.init) ?? specPath
        writer.line("// Tests for \(names.qualifiedConnector), from \(SwiftNames.commentText(specName)).")
        writer.line("// Written once by `connector-gen scaffold`: this file is yours to edit. Fill in each <#placeholder#>.")
        writer.blankLine()
        writer.line(isXCTest ? "import XCTest" : "import Testing")
        writer.line("@testable import \(module)")
        writer.blankLine()
        let suite = spec.connector.value + "BehaviorTests"
        writer.line(isXCTest ? "final class \(suite): XCTestCase {" : "@Suite struct \(suite) {")
        writer.indented { writer in
            for type in spec.types {
                let name = SwiftNames.escaped(type.name.value)
                writer.line("typealias \(name) = \(names.viewState).\(name)")
            }
            writer.line("let connector = \(names.qualifiedConnector)()")
            var functionNames = FunctionNames()
            if case .fields(let fields) = spec.viewState {
                for field in fields {
                    writer.blankLine()
                    let function = functionNames.make(field.name.value, isXCTest: isXCTest)
                    if !isXCTest { writer.line("@Test(\(SwiftNames.stringLiteral("the view state's \(field.name.value)")))") }
                    writer.block("func \(function)() {") { writer in
                        writer.line("let given: \(spec.state.value) = <#app state#>")
                        writer.line("let expected: \(field.type.value) = <#expected \(field.name.value)#>")
                        let actual = "connector.connect(state: given).\(SwiftNames.escaped(field.name.value))"
                        writer.line(isXCTest ? "XCTAssertEqual(\(actual), expected)" : "#expect(\(actual) == expected)")
                    }
                }
            }
            if case .cases(let cases) = spec.viewAction {
                for actionCase in cases {
                    writer.blankLine()
                    let function = functionNames.make(actionCase.name.value + " action", isXCTest: isXCTest)
                    let arguments = actionCase.parameters.map { "\(SwiftNames.label($0.label.value)): <#\($0.type.value)#>" }
                    let sent = "." + SwiftNames.escaped(actionCase.name.value) + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
                    if !isXCTest { writer.line("@Test(\(SwiftNames.stringLiteral("the \(actionCase.name.value) action")))") }
                    writer.block("func \(function)() {") { writer in
                        writer.line("let sent: \(names.viewActionType(of: spec)) = \(sent)")
                        writer.line("let expected: \(spec.action.value) = <#expected app action#>")
                        let actual = "connector.connect(action: sent)"
                        writer.line(isXCTest ? "XCTAssertEqual(\(actual), expected)" : "#expect(\(actual) == expected)")
                    }
                }
            }
        }
        writer.line("}")
        return writer.output
    }
}
