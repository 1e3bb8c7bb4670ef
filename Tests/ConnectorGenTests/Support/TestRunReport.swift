import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What `swift test` reported of each test it ran: Swift Testing's tests from the xUnit file it
/// writes (`--xunit-output`), XCTest's from the lines it prints, since SwiftPM writes XCTest's
/// xUnit file only for `--parallel` runs.
struct TestRunReport {
    /// One test's outcome.
    struct Result: Equatable, CustomStringConvertible {
        enum Outcome: String { case passed, failed, skipped }

        /// The test's module, when the report names it (XCTest's lines on Linux do not).
        var module: String?
        /// The type that declares the test.
        var type: String
        /// The test function's name.
        var name: String
        var outcome: Outcome
        /// Why the test failed or was skipped, when the report says.
        var message = ""

        var description: String { "\(module.map { $0 + "." } ?? "")\(type).\(name): \(outcome.rawValue)\(message.isEmpty ? "" : " (\(message))")" }
    }

    var results: [Result] = []

    /// Swift Testing's xUnit file for `--xunit-output path`: SwiftPM writes it beside `path`,
    /// named `<name>-swift-testing.<extension>`.
    static func swiftTestingFile(forXUnitOutput path: URL) -> URL {
        let base = path.deletingPathExtension().lastPathComponent
        return path.deletingLastPathComponent().appendingPathComponent("\(base)-swift-testing.\(path.pathExtension)")
    }

    /// Reads Swift Testing's xUnit file at `xUnitFile` and XCTest's lines in `output`.
    init(xUnitFile: URL, output: String) throws {
        let reader = XUnitReader()
        let parser = XMLParser(data: try Data(contentsOf: xUnitFile))
        parser.delegate = reader
        guard parser.parse() else {
            throw SwiftCompiler.CompilerError(output: "\(xUnitFile.path) is not valid XML: \(parser.parserError.map(String.init(describing:)) ?? "")")
        }
        results = reader.results + Self.xcTestResults(in: output)
    }

    /// XCTest's `Test Case 'Type.name' passed (…)` lines (`'-[Module.Type name]'` on Apple platforms).
    static func xcTestResults(in output: String) -> [Result] {
        output.split(whereSeparator: \.isNewline).compactMap { line in
            guard line.hasPrefix("Test Case '"), let end = line.range(of: "' ", options: .backwards) else { return nil }
            let verdict = line[end.upperBound...].split(separator: " ").first.map(String.init) ?? ""
            guard let outcome = Result.Outcome(rawValue: verdict) else { return nil }
            var identifier = line[line.index(line.startIndex, offsetBy: 11)..<end.lowerBound]
            if identifier.hasPrefix("-[") && identifier.hasSuffix("]") {
                identifier = identifier.dropFirst(2).dropLast()
                identifier = Substring(identifier.replacingOccurrences(of: " ", with: "."))
            }
            var parts = identifier.split(separator: ".").map(String.init)
            guard parts.count >= 2 else { return nil }
            let name = parts.removeLast()
            let type = parts.removeLast()
            return Result(module: parts.isEmpty ? nil : parts.joined(separator: "."), type: type, name: name, outcome: outcome)
        }
    }
}

/// Collects the `<testcase>` elements of an xUnit file: `classname` is `Module.Type`, a
/// `<failure>` or `<skipped>` child says how it ended.
private final class XUnitReader: NSObject, XMLParserDelegate {
    var results: [TestRunReport.Result] = []
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch element {
        case "testcase":
            var parts = (attributes["classname"] ?? "").split(separator: ".").map(String.init)
            let type = parts.popLast() ?? ""
            results.append(.init(
                module: parts.isEmpty ? nil : parts.joined(separator: "."), type: type, name: attributes["name"] ?? "", outcome: .passed))
        case "failure", "error":
            guard !results.isEmpty else { return }
            results[results.count - 1].outcome = .failed
            let message = attributes["message"] ?? ""
            results[results.count - 1].message += (results[results.count - 1].message.isEmpty ? "" : "; ") + message
        case "skipped":
            guard !results.isEmpty, results[results.count - 1].outcome != .failed else { return }
            results[results.count - 1].outcome = .skipped
            text = ""
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "skipped", !results.isEmpty, results[results.count - 1].outcome == .skipped {
            results[results.count - 1].message = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        text = ""
    }
}
