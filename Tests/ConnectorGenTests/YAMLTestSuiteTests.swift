import ConnectorGen
import Foundation
import Testing

/// The reader against the official YAML test suite (github.com/yaml/yaml-test-suite, data
/// release 2022-01-17), read from `../shared/yaml-test-suite` next to the package.
///
/// Every case falls in one class, recorded in `Tests/YAMLTestSuite/classification.txt`
/// (`UPDATE_GOLDEN=1 swift test` records it again):
///
/// - `agree`: valid YAML inside the subset, read exactly as the suite's `test.event` says;
/// - `feature`: valid YAML outside the subset, rejected with an error naming the feature;
/// - `rejected`: invalid YAML, rejected with a located error;
/// - `relaxation`: the one relaxation (``YAMLTestSuiteTests/relaxations``).
///
/// Anything else — valid YAML read differently, valid YAML rejected without naming a
/// feature, invalid YAML accepted — fails, and so does a case whose class changed.
@Suite("YAML test suite")
struct YAMLTestSuiteTests {
    static let suite = Paths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/yaml-test-suite")
    static let table = Paths.packageRoot.appendingPathComponent("Tests/YAMLTestSuite/classification.txt")

    /// The cases where connector-gen reads differently from YAML on purpose: in block
    /// context a plain value after `key: ` runs to the end of its line (`a: b: c`).
    static let relaxations: Set<String> = ["ZCZ6"]

    /// The errors that name a YAML feature the subset leaves out.
    static let featureIDs: Set<DiagnosticID> = [
        .unsupportedDirective, .severalDocuments, .tabIndentation, .collectionAsKey, .unsupportedComplexKey,
        .unsupportedMergeKey, .pairInFlowList, .unsupportedAnchor, .unsupportedAlias, .unsupportedTag,
        .mappingOnDocumentMarkerLine, .colonWithoutKey, .listItemWithoutSpace,
    ]

    enum Outcome: String {
        case agree, feature, rejected, relaxation
        // Failures.
        case differs, wronglyRejected = "wrongly-rejected", acceptedInvalid = "accepted-invalid", unlocated

        var isFailure: Bool { ![.agree, .feature, .rejected, .relaxation].contains(self) }
    }

    struct Case {
        var id: String
        var folder: URL
        var name: String
    }

    /// Every case folder: those with an `in.yaml`, multi-part tests as `ID/00`.
    static func cases() throws -> [Case] {
        let manager = FileManager.default
        var result: [Case] = []
        for id in try manager.contentsOfDirectory(atPath: suite.path).sorted() {
            let folder = suite.appendingPathComponent(id)
            if manager.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
                result.append(Case(id: id, folder: folder, name: name(folder)))
                continue
            }
            for part in (try? manager.contentsOfDirectory(atPath: folder.path).sorted()) ?? [] {
                let sub = folder.appendingPathComponent(part)
                if manager.fileExists(atPath: sub.appendingPathComponent("in.yaml").path) {
                    result.append(Case(id: "\(id)/\(part)", folder: sub, name: name(sub)))
                }
            }
        }
        return result
    }

    static func name(_ folder: URL) -> String {
        var url = folder
        for _ in 0..<2 {
            if let text = try? String(contentsOf: url.appendingPathComponent("==="), encoding: .utf8) {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            url = url.deletingLastPathComponent()
        }
        return ""
    }

    /// Reads one case and classifies what the reader did, with a detail for failures.
    static func classify(_ testCase: Case) throws -> (Outcome, String) {
        let bytes = Array(try Data(contentsOf: testCase.folder.appendingPathComponent("in.yaml")))
        let isError = FileManager.default.fileExists(atPath: testCase.folder.appendingPathComponent("error").path)
        let result: Result<Node?, SyntaxError>
        do throws(SyntaxError) {
            result = .success(try YAMLReader.read(bytes: bytes))
        } catch {
            result = .failure(error)
        }
        switch result {
        case .failure(let error):
            guard isLocated(error.location, in: bytes) else {
                return (.unlocated, "\(error.location.line):\(error.location.column) \(error.message.text)")
            }
            if isError { return (.rejected, "") }
            if featureIDs.contains(error.message.id) {
                guard pointsAtFeature(error, in: bytes) else {
                    return (.unlocated, "\(error.location.line):\(error.location.column) does not point at the feature: \(error.message.text)")
                }
                return (.feature, "[#\(error.message.id.rawValue)]")
            }
            return (.wronglyRejected, "\(error.location.line):\(error.location.column): \(error.message.text)")
        case .success(let root):
            if isError { return (.acceptedInvalid, root.map { events($0).joined(separator: " ") } ?? "(empty)") }
            let eventText = try String(contentsOf: testCase.folder.appendingPathComponent("test.event"), encoding: .utf8)
            let expected = expectedDocuments(eventText)
            let actual = root.map(events) ?? []
            let agrees = expected == [actual] || (root == nil && (expected.isEmpty || expected == [["=VAL :"]]))
            if agrees { return (.agree, "") }
            return (.differs, "expected \(expected.map { $0.joined(separator: " ") }), read \(actual.joined(separator: " "))")
        }
    }

    /// Whether `location` is inside the text (a line of it, a column up to one past its end).
    static func isLocated(_ location: ConnectorGen.SourceLocation, in bytes: [UInt8]) -> Bool {
        let lines = bytes.split(separator: .init(ascii: "\n"), omittingEmptySubsequences: false)
        guard location.line >= 1, location.column >= 1, location.line <= max(lines.count, 1) else { return false }
        // Columns count bytes after the reader's normalization; \r\n and a BOM shift them a little.
        return lines.isEmpty || location.column <= lines[location.line - 1].count + 4
    }

    /// The characters an error naming a feature must point at, where the feature has one.
    static let featureCharacters: [DiagnosticID: String] = [
        .unsupportedAnchor: "&", .unsupportedAlias: "*", .unsupportedTag: "!", .unsupportedDirective: "%",
        .unsupportedComplexKey: "?", .colonWithoutKey: ":", .pairInFlowList: ":", .collectionAsKey: "[{",
        .tabIndentation: "\t", .unsupportedMergeKey: "<", .severalDocuments: "-.%",
    ]

    /// Whether a feature's error points at its indicator: `&` for an anchor, `?` for a complex key.
    static func pointsAtFeature(_ error: SyntaxError, in bytes: [UInt8]) -> Bool {
        guard let characters = featureCharacters[error.message.id] else { return true }
        var lines = bytes.split(separator: .init(ascii: "\n"), omittingEmptySubsequences: false)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lines[0] = lines[0].dropFirst(3) }
        let line = lines[error.location.line - 1]
        let index = line.startIndex + error.location.column - 1
        guard index < line.endIndex else { return false }
        // A document after '...' may start anywhere on its line.
        if error.message.id == .severalDocuments { return true }
        return characters.utf8.contains(line[index])
    }

    /// The events of each document in `test.event`, without the stream and document markers,
    /// flow-style markers, and with scalar text unescaped.
    static func expectedDocuments(_ text: String) -> [[String]] {
        var documents: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("+DOC") {
                documents.append([])
            } else if line.hasPrefix("+MAP") || line.hasPrefix("+SEQ") || line.hasPrefix("-MAP") || line.hasPrefix("-SEQ") {
                var event = String(line)
                if event.hasSuffix(" {}") || event.hasSuffix(" []") { event.removeLast(3) }
                documents[documents.count - 1].append(event)
            } else if line.hasPrefix("=") {
                documents[documents.count - 1].append(unescape(String(line)))
            }
        }
        return documents
    }

    static func unescape(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "b": result.append("\u{08}")
                case "0": result.append("\u{00}")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Our reading of a node as the suite's events.
    static func events(_ node: Node) -> [String] {
        switch node.content {
        case .scalar(let scalar):
            let indicator = switch scalar.style {
            case .plain: ":"
            case .singleQuoted: "'"
            case .doubleQuoted: "\""
            case .literal: "|"
            case .folded: ">"
            }
            return ["=VAL \(indicator)\(scalar.text)"]
        case .sequence(let items):
            return ["+SEQ"] + items.flatMap(events) + ["-SEQ"]
        case .mapping(let entries):
            return ["+MAP"] + entries.flatMap { events($0.key) + events($0.value) } + ["-MAP"]
        }
    }

    /// The recorded class of each case: `agree`, `feature [#ID]`, `rejected` or `relaxation`.
    static func readTable() -> [String: String] {
        guard let text = try? String(contentsOf: table, encoding: .utf8) else { return [:] }
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).map(String.init)
            guard fields.count >= 2 else { continue }
            result[fields[0]] = fields[1] == "feature" && fields.count >= 3 ? "feature \(fields[2])" : fields[1]
        }
        return result
    }

    static let isPresent = FileManager.default.fileExists(atPath: suite.path)

    @Test(
        "every case of the suite is read as recorded: agree, feature named, rejected, or the relaxation",
        .enabled(if: isPresent, "the YAML test suite is absent (../shared/yaml-test-suite next to the package)"))
    func suiteAgrees() throws {
        let cases = try Self.cases()
        #expect(cases.count == 402, "expected the 402 cases of release 2022-01-17")
        let recorded = Self.readTable()
        var counts: [Outcome: Int] = [:]
        var lines = [
            "# The class of every case of the YAML test suite (release 2022-01-17); see YAMLTestSuiteTests.swift.",
            "# Recorded by UPDATE_GOLDEN=1 swift test.",
        ]
        for testCase in cases {
            let clock = ContinuousClock()
            let started = clock.now
            var (outcome, detail) = try Self.classify(testCase)
            #expect(clock.now - started < .seconds(2), "\(testCase.id) took \(clock.now - started)")
            if Self.relaxations.contains(testCase.id), outcome == .differs || outcome == .acceptedInvalid {
                outcome = .relaxation
            }
            counts[outcome, default: 0] += 1
            let entry = outcome == .feature ? "feature \(detail)" : outcome.rawValue
            lines.append("\(testCase.id) \(entry) \(testCase.name)")
            #expect(!outcome.isFailure, "\(testCase.id) (\(testCase.name)): \(outcome.rawValue): \(detail)")
            if !GoldenFileTests.isRecording, !outcome.isFailure {
                #expect(recorded[testCase.id] == entry, "\(testCase.id) (\(testCase.name)) is now \(entry), recorded as \(recorded[testCase.id] ?? "nothing")")
            }
        }
        let summary = counts.sorted { $0.value > $1.value }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
        print("YAML test suite: \(cases.count) cases: \(summary)")
        if GoldenFileTests.isRecording {
            try FileManager.default.createDirectory(at: Self.table.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: Self.table)
        }
    }
}
