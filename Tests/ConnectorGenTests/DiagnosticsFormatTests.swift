import ConnectorGen
import Foundation
import Testing

/// `--diagnostics-format text|json|github`: the same diagnostics and exit status in every form;
/// JSON that matches `Schemas/diagnostics.schema.json` and whose edits a tool can apply.
@Suite("Diagnostics formats")
struct DiagnosticsFormatTests {
    /// A golden case whose only error has a fix-it with an edit.
    static let editCase = "error-spec-bad-access"

    /// A workspace holding the files of the golden case `name`.
    func workspace(copying name: String) throws -> Workspace {
        let workspace = try Workspace()
        let folder = Paths.goldenFiles.appendingPathComponent(name)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file != "expected" {
            try workspace.write(file, String(decoding: try Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self))
        }
        return workspace
    }

    /// Standard error parsed as the JSON array of diagnostics.
    func diagnostics(_ run: ToolRun) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(run.standardError.utf8), options: [.fragmentsAllowed])
        return try #require(value as? [[String: Any]], "not an array of objects: \(run.standardError)")
    }

    @Test("text is the default and unchanged")
    func textIsDefault() throws {
        let workspace = try workspace(copying: Self.editCase)
        let plain = try workspace.run("lint", "List.connector.yml")
        let text = try workspace.run("lint", "List.connector.yml", "--diagnostics-format", "text")
        #expect(plain.status == 1 && text.status == 1)
        #expect(plain.standardError == text.standardError)
        #expect(plain.standardError.hasPrefix("List.connector.yml:11:9: error: 'access' must be 'internal', 'package' or 'public', not 'publc' [#InvalidAccessLevel]\n"))
    }

    @Test("json prints one array on standard error that matches the schema, with the exit status of text")
    func json() throws {
        let workspace = try workspace(copying: Self.editCase)
        let run = try workspace.run("lint", "List.connector.yml", "--diagnostics-format", "json")
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("connector-gen: 1 spec checked, "), "the summary stays on standard output")
        let items = try diagnostics(run)
        try DiagnosticsSchema.check(items)
        let error = try #require(items.first)
        #expect(error["severity"] as? String == "error")
        #expect(error["id"] as? String == "InvalidAccessLevel")
        #expect(error["file"] as? String == "List.connector.yml")
        #expect(error["line"] as? Int == 11 && error["column"] as? Int == 9)
        let fixIt = try #require((error["fixIts"] as? [[String: Any]])?.first)
        #expect(fixIt["message"] as? String == "replace 'publc' with 'public'")
        #expect(fixIt["replacement"] as? String == "public")
        #expect(items.count == 1, "a spec's warnings wait until it has no errors")
        let warned = try self.workspace(copying: "warning-action-without-example")
        let warningRun = try warned.run("lint", "List.connector.yml", "--diagnostics-format", "json")
        #expect(warningRun.status == 0)
        let warnings = try diagnostics(warningRun)
        try DiagnosticsSchema.check(warnings)
        let warning = try #require(warnings.last)
        #expect(warning["severity"] as? String == "warning")
        let wordsOnly = try #require((warning["fixIts"] as? [[String: Any]])?.first)
        #expect(wordsOnly["range"] is NSNull && wordsOnly["replacement"] is NSNull)
    }

    @Test("applying the JSON edit of a golden case's only error makes lint pass")
    func applyEdit() throws {
        let workspace = try workspace(copying: Self.editCase)
        let before = try diagnostics(try workspace.run("lint", "List.connector.yml", "--diagnostics-format", "json"))
        let errors = before.filter { $0["severity"] as? String == "error" }
        #expect(errors.count == 1)
        let fixIt = try #require((errors.first?["fixIts"] as? [[String: Any]])?.first)
        let range = try #require(fixIt["range"] as? [String: [String: Int]])
        let replacement = try #require(fixIt["replacement"] as? String)
        let file = try #require(errors.first?["file"] as? String)
        let text = try #require(workspace.read(file))
        try workspace.write(file, try Self.apply(range: range, replacement: replacement, to: text))
        let after = try workspace.run("lint", file, "--diagnostics-format", "json")
        #expect(after.status == 0, "\(after.standardError)")
        #expect(try diagnostics(after).allSatisfy { $0["severity"] as? String != "error" })
    }

    @Test("json: notes, a file-level problem with null line and column, and [] when all is well")
    func jsonNotesAndFiles() throws {
        let workspace = try workspace(copying: "error-yaml-duplicate-key")
        let run = try workspace.run("lint", ".", "--diagnostics-format", "json")
        #expect(run.status == 1)
        let items = try diagnostics(run)
        try DiagnosticsSchema.check(items)
        let notes = items.flatMap { $0["notes"] as? [[String: Any]] ?? [] }
        let note = try #require(notes.first)
        #expect(note["message"] as? String == "'state' is first defined here")
        #expect(note["line"] as? Int == 2 && note["column"] as? Int == 1)

        let missing = try workspace.run("lint", "Nope.connector.yml", "--diagnostics-format", "json")
        #expect(missing.status == 1)
        let problems = try diagnostics(missing)
        let problem = try #require(problems.first)
        try DiagnosticsSchema.check([problem])
        #expect(problem["id"] is NSNull && problem["line"] is NSNull && problem["column"] is NSNull)
        #expect(problem["message"] as? String == "no such file")

        try workspace.write("Counter.connector.yml", validSpec)
        let clean = try workspace.run("generate", "Counter.connector.yml", "--output", "Out", "--diagnostics-format", "json", "--quiet")
        #expect(clean.status == 0)
        #expect(clean.standardError == "[]\n")
        let stale = try workspace.run("generate", "Counter.connector.yml", "--output", "Other", "--check", "--diagnostics-format", "json")
        #expect(stale.status == 1)
        #expect(try diagnostics(stale).count == 2)
    }

    @Test("github prints workflow commands, escaped as GitHub documents")
    func github() throws {
        let workspace = try workspace(copying: Self.editCase)
        let run = try workspace.run("lint", "List.connector.yml", "--diagnostics-format", "github")
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines == [
            "::error file=List.connector.yml,line=11,col=9,title=connector-gen [InvalidAccessLevel]::'access' must be 'internal', 'package' or 'public', not 'publc'%0Afix-it: replace 'publc' with 'public'",
        ])
        let warned = try self.workspace(copying: "warning-action-without-example")
        let warningRun = try warned.run("lint", "List.connector.yml", "--diagnostics-format", "github")
        #expect(warningRun.standardError.contains(
            "::warning file=List.connector.yml,line=10,col=3,title=connector-gen [ActionWithoutExample]::the action 'refresh' has no example%0Afix-it: add an example under 'examples': '- name: <#what it does#>', 'send: .refresh', 'expect: <#app action#>'"))
        let duplicate = try self.workspace(copying: "error-yaml-duplicate-key")
        let noted = try duplicate.run("lint", "List.connector.yml", "--diagnostics-format", "github")
        #expect(noted.standardError.contains("::notice file=List.connector.yml,line=2,col=1,title=connector-gen [DuplicateKey] note::'state' is first defined here\n"))
        #expect(GitHubDiagnosticRenderer.fileErrorLine(file: "a,b:c%.yml", message: "50%\r\nof it") == "::error file=a%2Cb%3Ac%25.yml,title=connector-gen::50%25%0D%0Aof it")
    }

    @Test("an unknown format is a usage error")
    func unknownFormat() throws {
        let workspace = try Workspace()
        let run = try workspace.run("lint", "x.connector.yml", "--diagnostics-format", "xml")
        #expect(run.status == 2)
        #expect(run.standardError.contains("--diagnostics-format takes 'text', 'json' or 'github', not 'xml'"))
    }

    /// `text` with the text of `range` (1-based lines, columns in UTF-8 bytes, end exclusive)
    /// replaced, as an editor or a script applying the JSON would.
    static func apply(range: [String: [String: Int]], replacement: String, to text: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        func offset(_ position: [String: Int]?) throws -> Int {
            let line = try #require(position?["line"]), column = try #require(position?["column"])
            return lines[..<(line - 1)].reduce(0) { $0 + $1.count + 1 } + column - 1
        }
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(try offset(range["start"])..<(try offset(range["end"])), with: Array(replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Checks parsed JSON against `Schemas/diagnostics.schema.json`: the subset of JSON Schema the
/// file uses (`type`, `enum`, `properties`, `required`, `additionalProperties: false`, `items`,
/// `maxItems`, `minimum`, `oneOf` and local `$ref`s).
enum DiagnosticsSchema {
    struct Violation: Error, CustomStringConvertible {
        var description: String
    }

    nonisolated(unsafe) static let schema: [String: Any] = {
        let url = Paths.packageRoot.appendingPathComponent("Schemas/diagnostics.schema.json")
        let data = (try? Data(contentsOf: url)) ?? Data()
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }()

    static func check(_ value: Any) throws {
        #expect(!schema.isEmpty, "Schemas/diagnostics.schema.json cannot be read")
        if let problem = violation(value, schema, at: "") { throw Violation(description: problem) }
    }

    private static func violation(_ value: Any, _ rule: [String: Any], at path: String) -> String? {
        if let reference = rule["$ref"] as? String {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard let target = (schema["$defs"] as? [String: Any])?[name] as? [String: Any] else { return "\(path): unknown \(reference)" }
            if let problem = violation(value, target, at: path) { return problem }
        }
        if let options = rule["oneOf"] as? [[String: Any]] {
            let matching = options.filter { violation(value, $0, at: path) == nil }.count
            if matching != 1 { return "\(path): matches \(matching) of oneOf" }
        }
        if let types = rule["type"] {
            let names = (types as? [String]) ?? [types as? String ?? ""]
            if !names.contains(where: { matches(value, $0) }) { return "\(path): \(value) is not \(names)" }
        }
        if let allowed = rule["enum"] as? [String], !allowed.contains(value as? String ?? "\u{0}") { return "\(path): \(value) not in \(allowed)" }
        if let minimum = rule["minimum"] as? Int, let number = value as? Int, number < minimum { return "\(path): \(number) < \(minimum)" }
        if let object = value as? [String: Any], !(value is NSNull) {
            let properties = rule["properties"] as? [String: [String: Any]] ?? [:]
            for key in rule["required"] as? [String] ?? [] where object[key] == nil { return "\(path): no \(key)" }
            if rule["additionalProperties"] as? Bool == false, let extra = object.keys.first(where: { properties[$0] == nil }) {
                return "\(path): unexpected \(extra)"
            }
            for (key, property) in properties {
                if let member = object[key], let problem = violation(member, property, at: path + "/" + key) { return problem }
            }
        }
        if let array = value as? [Any] {
            if let maximum = rule["maxItems"] as? Int, array.count > maximum { return "\(path): more than \(maximum) items" }
            if let items = rule["items"] as? [String: Any] {
                for (index, item) in array.enumerated() {
                    if let problem = violation(item, items, at: "\(path)/\(index)") { return problem }
                }
            }
        }
        return nil
    }

    private static func matches(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "null": value is NSNull
        case "string": value is String
        case "integer": value is Int
        case "array": value is [Any]
        case "object": value is [String: Any]
        default: false
        }
    }
}
