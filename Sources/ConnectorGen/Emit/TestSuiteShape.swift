/// What differs between Swift Testing and XCTest in a generated or scaffolded test file.
struct TestSuiteShape {
    /// Whether the file uses XCTest (otherwise Swift Testing).
    let isXCTest: Bool
    /// The module under test.
    let module: String
    /// The modules the file imports besides the test framework and the tested module (see
    /// ``ConnectorNames/testImports(comparingActionsDynamically:)``).
    var specImports: [String]
    /// Whether the tested module's declarations are main-actor isolated by default; the tests
    /// then run on the main actor, to call them synchronously.
    var isMainActor: Bool
    /// Whether the module the tests are in is main-actor isolated by default (`isMainActor`
    /// may also be set for tests that must run there, as a flavor's do).
    let moduleIsMainActor: Bool
    /// `connector` is a member of scaffolded suites; `runPlans` and `makeView` are file-private
    /// functions the tests call, which a test of the same name would hide.
    private var functionNames = LocalNames(taken: ["connector", "runPlans", "makeView"])

    init(_ resolved: ResolvedSpec, module: String) {
        let config = resolved.config
        isXCTest = config.tests == .xctest
        self.module = module
        specImports = resolved.names.testImports(comparingActionsDynamically: resolved.names.examplesCompareActionsDynamically(resolved.spec))
        isMainActor = config.isolation == .mainActor
        moduleIsMainActor = isMainActor
    }

    /// The attributes of the suite: `@MainActor` when the tests run on the main actor.
    var suiteAttributes: [String] { isMainActor && !isXCTest ? ["@MainActor"] : [] }

    /// The modifier of an XCTestCase subclass: `nonisolated` when the module's default isolation
    /// is the main actor, since XCTestCase's initializers are nonisolated and a subclass may not
    /// isolate them. Elsewhere the class needs none, and a toolchain before Swift 6.1 would not
    /// take `nonisolated` on a class.
    var classIsolation: String { moduleIsMainActor && isXCTest ? "nonisolated " : "" }

    /// The attributes of an XCTest method: `@MainActor` when the tests run on the main actor
    /// (an XCTestCase subclass cannot be main-actor isolated as a whole).
    var methodAttributes: [String] { isMainActor && isXCTest ? ["@MainActor"] : [] }

    /// The effects of an XCTest method with `attributes`: `async` for one on the main actor,
    /// which XCTest runs as an asynchronous test, hopping to the main actor (the XCTest of
    /// swift-corelibs cannot run a synchronous one: its runner stops on a failed cast).
    private func xcTestEffects(attributes: [String], isAsync: Bool, throws isThrowing: Bool) -> String {
        let isAsync = isAsync || attributes.contains("@MainActor")
        return (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
    }

    /// The spec's imports, `import Testing` or `import XCTest`, then `@testable import <module>`.
    var imports: [String] {
        specImports.map { "import \($0)" } + [isXCTest ? "import XCTest" : "import Testing", "@testable import \(module)"]
    }

    /// Binds each input `example` gives to a local of the input's name and type, mapped to its
    /// spec line and column, and returns the arguments that pass them by label. An input named
    /// like one of the test's own locals (`reserved`) gets another local name.
    static func writeInputs(
        of example: Example, resolved: ResolvedSpec, reserved: Set<String>, into body: inout FunctionBodyWriter
    ) -> [String] {
        var arguments: [String] = []
        for input in resolved.spec.inputs {
            guard let given = example.inputs.first(where: { $0.name.value == input.name.value }) else { continue }
            let name = input.name.value
            let local = LocalNames.apart(name, from: reserved, step: .suffix("Input"))
            body.userCode(given.value, prefix: "let \(SwiftNames.escaped(local)): \(resolved.typeOutsideConnector(of: input)) =")
            arguments.append("\(SwiftNames.argumentLabel(name)): \(SwiftNames.escaped(local))")
        }
        return arguments
    }

    /// A value of type `type` every test of a scaffold reads as `name`, made by `expression`:
    /// a stored property, or, in an XCTestCase whose tests run on the main actor, a computed
    /// one isolated to it. An XCTestCase's stored properties are made off the main actor, where
    /// a view, or the connector of a MainActor target, cannot be made.
    func sharedValue(_ name: String, type: String, madeBy expression: String) -> Declaration {
        guard isXCTest && isMainActor else { return .constant(name, value: expression) }
        var property = Declaration.computedProperty(name, type: type) { body in body.line(expression) }
        property.attributes = ["@MainActor"]
        return property
    }

    /// Writes a scaffold's check that `actual`, the value of `field`, is the one expected:
    /// `let expected: Type = <#…#>` and an assertion. XCTest brings in Foundation, whose types
    /// (`Progress`, `Notification`) an app's may share a name with, ambiguous in a test file:
    /// there the placeholder stands in the assertion, which gives it the field's type.
    func writeExpectedValue(of actual: String, field: Field, into body: inout FunctionBodyWriter) {
        guard isXCTest else {
            body.line("let expected: \(field.type.value) = <#expected \(field.name.value)#>")
            body.line(assertEqual(actual, "expected"))
            return
        }
        body.line(assertEqual(actual, "<#expected \(field.name.value): \(field.type.value)#>"))
    }

    /// An assertion that `actual == expected`.
    func assertEqual(_ actual: String, _ expected: String) -> String {
        isXCTest ? "XCTAssertEqual(\(actual), \(expected))" : "#expect(\(actual) == \(expected))"
    }

    /// Writes an assertion that `actual == expected` whose failure, with both values, is
    /// reported at `location` in the spec: the place of the example's expected value, in the
    /// file that `#sourceLocation` names, so Xcode and `swift test` point at the example.
    ///
    /// The assertion itself is not mapped with `#sourceLocation`: a compile error in it (the
    /// type is not `Equatable`) is the generated file's, not the example's.
    func writeAssertEqual(
        _ actual: String, _ expected: String, reportedAt location: SourceLocation, ofSpec resolved: ResolvedSpec,
        into body: inout FunctionBodyWriter
    ) {
        writeAssertion(
            xcTest: ("XCTAssertEqual", [actual, expected]), expectation: ["\(actual) == \(expected)"], reportedAt: location, ofSpec: resolved,
            into: &body)
    }

    /// Writes an assertion that `condition` holds, whose failure says `message` at `location`
    /// in the spec, as ``writeAssertEqual(_:_:reportedAt:ofSpec:into:)`` reports.
    func writeAssertTrue(
        _ condition: String, message: String, reportedAt location: SourceLocation, ofSpec resolved: ResolvedSpec, into body: inout FunctionBodyWriter
    ) {
        let comment = SwiftNames.stringLiteral(message)
        writeAssertion(
            xcTest: ("XCTAssertTrue", [condition, comment]), expectation: [condition, comment], reportedAt: location, ofSpec: resolved, into: &body)
    }

    /// Writes `binding` (`let props`) as the value of the optional `expression`, unwrapped
    /// (`#require`, `XCTUnwrap`): where it is `nil`, the test fails saying `message` at
    /// `location` in the spec and ends there (a throwing one), as the checks after it would
    /// only fail again for the same reason.
    func writeUnwrap(
        _ expression: String, into binding: String, message: String, reportedAt location: SourceLocation, ofSpec resolved: ResolvedSpec,
        into body: inout FunctionBodyWriter
    ) {
        let comment = SwiftNames.stringLiteral(message)
        writeAssertion(
            xcTest: ("\(binding) = try XCTUnwrap", [expression, comment]), expectation: [expression, comment], macro: "\(binding) = try #require",
            reportedAt: location, ofSpec: resolved, into: &body)
    }

    /// Writes `xcTest` (an assertion function and its arguments, before the location's) or
    /// `#expect(expectation…, sourceLocation:)` (or `macro`, `try #require`), reported at
    /// `location`.
    private func writeAssertion(
        xcTest: (function: String, arguments: [String]), expectation: [String], macro: String = "#expect",
        reportedAt location: SourceLocation, ofSpec resolved: ResolvedSpec, into body: inout FunctionBodyWriter
    ) {
        let path = SwiftNames.stringLiteral(resolved.path)
        if isXCTest {
            body.call(
                xcTest.function, xcTest.arguments.map { CallArgument(nil, $0) } + [CallArgument("file", path), CallArgument("line", String(location.line))])
            return
        }
        let place = "\(Self.specLocation)(line: \(location.line), column: \(location.column))"
        body.call(macro, expectation.map { CallArgument(nil, $0) } + [CallArgument("sourceLocation", place)])
    }

    /// The name of the suite's function that makes the place of a line and column in the spec,
    /// where Swift Testing reports a failed expectation.
    static let specLocation = "specLocation"

    /// The names a test's locals must not take besides `locals`: the suite's function, which
    /// a Swift Testing suite calls by name.
    func reservedNames(_ locals: Set<String>) -> Set<String> {
        isXCTest ? locals : locals.union([Self.specLocation])
    }

    /// `specLocation(line:column:)`, the place of `line` and `column` in `resolved`'s spec as a
    /// Swift Testing `SourceLocation`, for the suite of a spec with examples.
    private func specLocationFunction(_ resolved: ResolvedSpec) -> Declaration {
        // The spec belongs to the module under test, as a #fileID of one of its files would say.
        let fileID = SwiftNames.stringLiteral(module + "/" + resolved.specFileName)
        let path = SwiftNames.stringLiteral(resolved.path)
        return .function(
            "\(Self.specLocation)(line: Int, column: Int) -> Testing.SourceLocation", modifiers: ["private"],
            documentation: ["The place of `line` and `column` in \(resolved.specFileName), where a failed example is reported."]
        ) { body in
            body.call("Testing.SourceLocation", [
                CallArgument("fileID", fileID), CallArgument("filePath", path), CallArgument("line", "line"), CallArgument("column", "column"),
            ])
        }
    }

    /// Writes an assertion that two app actions are equal: `plain` (actual, expected) with `==`,
    /// or, when the app action type is an existential such as `any Action`, whose values have
    /// no `==`, `dynamic` (actual, expected), which compares them by their types at run time.
    func writeAssertActionEqual(
        plain: (String, String), dynamic: (String, String), reportedAt location: SourceLocation, ofSpec resolved: ResolvedSpec,
        into body: inout FunctionBodyWriter
    ) {
        let (actual, expected) = resolved.names.appActionIsExistential ? dynamic : plain
        writeAssertEqual(actual, expected, reportedAt: location, ofSpec: resolved, into: &body)
    }

    /// The suite of a spec's example tests: `tests`, then a disabled test for each view action
    /// no example sends, saying where to add one, or why none can (`noExample`).
    mutating func exampleSuite(for resolved: ResolvedSpec, tests: [Declaration]) -> Declaration {
        var tests = tests
        for missing in resolved.facts.actionsWithoutExamples {
            let reason = missing.noExample.map { "no example: \($0.value)" }
                ?? "add an example that sends .\(SwiftNames.escaped(missing.name.value)) under 'examples' in \(resolved.specFileName) (line \(missing.name.location.line))"
            // Named for what the test waits for, or, with `noExample`, for why it never runs.
            let title = missing.name.value + (missing.noExample == nil ? " needs an example" : " has no example")
            let function = functionName(title)
            if isXCTest {
                tests.append(.function(
                    "\(function)()" + xcTestEffects(attributes: methodAttributes, isAsync: false, throws: true),
                    documentation: [SwiftNames.commentText(title)], attributes: methodAttributes
                ) { body in
                    // XCTest reports the skip where `XCTSkip` is made: at the action in the spec.
                    body.line("throw XCTSkip(\(SwiftNames.stringLiteral(reason)))", mappedToSpecLine: missing.name.location.line)
                })
            } else {
                let name = SwiftNames.stringLiteral(title)
                let disabled = ".disabled(\(SwiftNames.stringLiteral(reason))))"
                let oneLine = "@Test(\(name), \(disabled)"
                // An attribute too long for a line has an argument a line, as `swift format` writes it.
                let lineLength = resolved.config.layout == .formatted ? FunctionBodyWriter.formattedLineLength : SwiftWriter.lineLength
                let attribute = oneLine.utf8.count + 4 > lineLength ? "@Test(\n    \(name),\n    \(disabled)" : oneLine
                tests.append(.function("\(function)()", attributes: [attribute], body: nil))
            }
        }
        if !isXCTest && !resolved.spec.examples.isEmpty { tests.append(specLocationFunction(resolved)) }
        let connector = resolved.spec.connector.value
        return isXCTest
            ? Declaration.finalClass(connector + "ExampleTests", isolation: classIsolation, inherits: ["XCTestCase"], members: tests)
            : Declaration.struct(
                connector + "ExampleTests", attributes: ["@Suite(\(SwiftNames.stringLiteral(connector + " examples")))"] + suiteAttributes,
                members: tests)
    }

    /// A unique function name for a test titled `title`.
    mutating func functionName(_ title: String) -> String {
        functionNames.claimFunction(forExample: title, isXCTest: isXCTest)
    }

    /// A test: `@Test("title")` and a function, or an XCTest method documented with the title
    /// when `documentsTitle` is set; `async` when `isAsync` is set, `throws` when `isThrowing` is.
    mutating func test(
        _ title: String, displayName: String? = nil, documentsTitle: Bool = true, isAsync: Bool = false, isThrowing: Bool = false,
        isMainActor: Bool = false, body: @escaping (inout FunctionBodyWriter) -> Void
    ) -> Declaration {
        let name = functionName(title)
        // A test on the main actor in a suite that is not.
        let mainActor = isMainActor && !self.isMainActor ? ["@MainActor"] : []
        if isXCTest {
            let attributes = methodAttributes + mainActor
            return .function(
                name + "()" + xcTestEffects(attributes: attributes, isAsync: isAsync, throws: isThrowing),
                documentation: documentsTitle ? [SwiftNames.commentText(title)] : [], attributes: attributes, body: body)
        }
        let signature = name + "()" + (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
        return .function(signature, attributes: ["@Test(\(SwiftNames.stringLiteral(displayName ?? title)))"] + mainActor, body: body)
    }
}
