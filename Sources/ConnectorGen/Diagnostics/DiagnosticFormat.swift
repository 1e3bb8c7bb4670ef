/// The forms the command line prints diagnostics in: `--diagnostics-format text|json|github`.
public enum DiagnosticFormat: String, CaseIterable, Hashable, Sendable {
    /// The compiler's form, `path:line:column: severity: message [#ID]` (``DiagnosticRenderer``).
    case text
    /// One JSON array of objects (``JSONDiagnosticRenderer``), described by
    /// `Schemas/diagnostics.schema.json`.
    case json
    /// GitHub Actions workflow commands, `::error file=…,line=…,col=…,title=…::message`
    /// (``GitHubDiagnosticRenderer``), which a workflow run shows as annotations.
    case github

    /// All diagnostics in this form. A JSON array is printed whole even when it is empty.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch self {
        case .text: DiagnosticRenderer.render(diagnostics)
        case .json: JSONDiagnosticRenderer.render(diagnostics)
        case .github: GitHubDiagnosticRenderer.render(diagnostics)
        }
    }
}

/// Renders diagnostics as JSON: an array with one object per diagnostic,
///
/// ```json
/// { "severity": "error", "id": "UnknownKey", "message": "unknown key 'exmples' in a spec",
///   "file": "List.connector.yml", "line": 9, "column": 1,
///   "notes": [{ "message": "…", "file": "List.connector.yml", "line": 3, "column": 1 }],
///   "fixIts": [{ "message": "did you mean 'examples'?",
///                "range": { "start": { "line": 9, "column": 1 }, "end": { "line": 9, "column": 8 } },
///                "replacement": "examples" }] }
/// ```
///
/// Lines and columns are 1-based and columns count UTF-8 bytes, as in the text form; a range's
/// `end` is exclusive. `line` and `column` are `null` for a problem with a file as a whole, and a
/// fix-it in words only has a `null` `range` and `replacement`. A note without a place of its own
/// has its diagnostic's. `Schemas/diagnostics.schema.json` describes the output.
public enum JSONDiagnosticRenderer {
    /// The array, one object per line, followed by a newline.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        array(diagnostics.map(object(for:)))
    }

    /// An array of objects made by ``object(for:)`` or ``fileErrorObject(file:message:at:)``,
    /// one per line, followed by a newline.
    public static func array(_ objects: [String]) -> String {
        objects.isEmpty ? "[]\n" : "[\n" + objects.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
    }

    /// One diagnostic as a JSON object on one line.
    public static func object(for diagnostic: Diagnostic) -> String {
        let notes = diagnostic.notes.map { note in
            let location = note.location ?? diagnostic.location
            return "{\"message\": \(jsonString(note.message)), \"file\": \(jsonString(diagnostic.file)), \(position(location))}"
        }
        let fixIts = diagnostic.fixIt.map { fixIt in
            let edit = fixIt.edit.map { "\"range\": \(range($0.range)), \"replacement\": \(jsonString($0.replacement))" }
            return "{\"message\": \(jsonString(fixIt.message)), \(edit ?? "\"range\": null, \"replacement\": null")}"
        }
        return entry(
            severity: diagnostic.severity.rawValue, id: jsonString(diagnostic.id.rawValue), message: diagnostic.message,
            file: diagnostic.file, location: diagnostic.location, notes: notes, fixIts: fixIts.map { [$0] } ?? [])
    }

    /// A problem with a file that is not a catalogued diagnostic, such as a file that cannot be
    /// read: an error with a `null` ID, at `location` when the problem is at one place of it.
    public static func fileErrorObject(file: String, message: String, at location: SourceLocation? = nil) -> String {
        entry(severity: "error", id: "null", message: message, file: file, location: location, notes: [], fixIts: [])
    }

    /// A warning about the run that is no file's (a build setting in the environment): a `null`
    /// ID and an empty file.
    public static func runWarningObject(message: String) -> String {
        entry(severity: "warning", id: "null", message: message, file: "", location: nil, notes: [], fixIts: [])
    }

    private static func entry(
        severity: String, id: String, message: String, file: String, location: SourceLocation?, notes: [String], fixIts: [String]
    ) -> String {
        "{\"severity\": \(jsonString(severity)), \"id\": \(id), \"message\": \(jsonString(message)), \"file\": \(jsonString(file)), "
            + "\(position(location)), \"notes\": [\(notes.joined(separator: ", "))], \"fixIts\": [\(fixIts.joined(separator: ", "))]}"
    }

    private static func position(_ location: SourceLocation?) -> String {
        guard let location else { return "\"line\": null, \"column\": null" }
        return "\"line\": \(location.line), \"column\": \(location.column)"
    }

    private static func range(_ range: SourceRange) -> String {
        "{\"start\": {\"line\": \(range.start.line), \"column\": \(range.start.column)}, "
            + "\"end\": {\"line\": \(range.end.line), \"column\": \(range.end.column)}}"
    }
}

/// Renders diagnostics as GitHub Actions workflow commands, which a workflow run shows as
/// annotations on the spec's lines:
///
/// ```
/// ::error file=List.connector.yml,line=9,col=1,title=connector-gen [UnknownKey]::unknown key 'exmples' in a spec%0Afix-it: did you mean 'examples'?
/// ::notice file=List.connector.yml,line=3,col=1,title=connector-gen [DuplicateKey] note::the first 'state' is here
/// ```
///
/// Errors are `::error`, warnings `::warning`; each note is a `::notice` at its own place; a
/// fix-it is folded into its diagnostic's message, on a line of its own. As GitHub documents,
/// `%`, carriage returns and line feeds are escaped in messages, and also `:` and `,` in
/// properties.
public enum GitHubDiagnosticRenderer {
    /// The commands for one diagnostic: the diagnostic, then a notice per note.
    public static func lines(for diagnostic: Diagnostic) -> [String] {
        let title = "connector-gen [\(diagnostic.id.rawValue)]"
        var message = diagnostic.message
        if let fixIt = diagnostic.fixIt { message += "\nfix-it: \(fixIt.message)" }
        var lines = [command(command(for: diagnostic.severity), file: diagnostic.file, location: diagnostic.location, title: title, message: message)]
        for note in diagnostic.notes {
            lines.append(command("notice", file: diagnostic.file, location: note.location ?? diagnostic.location, title: title + " note", message: note.message))
        }
        return lines
    }

    /// All diagnostics, one command per line, each line ending in a newline.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.flatMap(lines(for:)).map { $0 + "\n" }.joined()
    }

    /// A problem with a file that is not a catalogued diagnostic, such as a file that cannot be
    /// read, at `location` when the problem is at one place of it.
    public static func fileErrorLine(file: String, message: String, at location: SourceLocation? = nil) -> String {
        command("error", file: file, location: location, title: "connector-gen", message: message)
    }

    /// A warning about the run that is no file's (a build setting in the environment).
    public static func runWarningLine(message: String) -> String {
        "::warning title=connector-gen::\(escapedData(message))"
    }

    private static func command(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    private static func command(_ name: String, file: String, location: SourceLocation?, title: String, message: String) -> String {
        var properties = ["file=" + escapedProperty(file)]
        if let location { properties += ["line=\(location.line)", "col=\(location.column)"] }
        properties.append("title=" + escapedProperty(title))
        return "::\(name) \(properties.joined(separator: ","))::\(escapedData(message))"
    }

    /// A message with `%`, `\r` and `\n` escaped.
    static func escapedData(_ text: String) -> String { escaped(text, isProperty: false) }

    /// A property value with `%`, `\r`, `\n`, `:` and `,` escaped.
    static func escapedProperty(_ text: String) -> String { escaped(text, isProperty: true) }

    private static func escaped(_ text: String, isProperty: Bool) -> String {
        text.escapingScalars { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            case ":" where isProperty: "%3A"
            case "," where isProperty: "%2C"
            default: nil
            }
        }
    }
}
