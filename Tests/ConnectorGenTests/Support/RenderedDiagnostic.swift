import Foundation

/// One diagnostic read back from its rendered lines: `path:line:col: severity: message [#ID]`,
/// then its `note:` lines.
struct RenderedDiagnostic: Sendable {
    struct Note: Sendable {
        var line: Int?
        var column: Int?
        var message: String
    }

    var file: String
    var line: Int?
    var column: Int?
    var severity: String
    /// The message, without the ID.
    var message: String
    /// The ID printed after the message, without `[#` and `]`.
    var id: String?
    var notes: [Note] = []
    /// The rendered lines, exactly as printed.
    var lines: [String]

    /// The text of the `note: fix-it:` line, if there is one.
    var fixIt: String? {
        notes.first { $0.message.hasPrefix("fix-it: ") }.map { String($0.message.dropFirst("fix-it: ".count)) }
    }

    /// Every diagnostic in `text` (a `diagnostics.txt`). A line with no `severity:` marker
    /// continues the message before it, for a message that holds a line break.
    static func parse(_ text: String) -> [RenderedDiagnostic] {
        var diagnostics: [RenderedDiagnostic] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            let line = String(line)
            guard let (file, location, severity, message) = split(line) else {
                if !diagnostics.isEmpty {
                    let last = diagnostics.count - 1
                    if diagnostics[last].notes.isEmpty {
                        diagnostics[last].message += "\n" + line
                    } else {
                        diagnostics[last].notes[diagnostics[last].notes.count - 1].message += "\n" + line
                    }
                    diagnostics[last].lines.append(line)
                }
                continue
            }
            if severity == "note", !diagnostics.isEmpty {
                let last = diagnostics.count - 1
                diagnostics[last].notes.append(Note(line: location?.0, column: location?.1, message: message))
                diagnostics[last].lines.append(line)
            } else {
                diagnostics.append(RenderedDiagnostic(
                    file: file, line: location?.0, column: location?.1, severity: severity, message: message, lines: [line]))
            }
        }
        for index in diagnostics.indices {
            (diagnostics[index].message, diagnostics[index].id) = splitID(diagnostics[index].message)
        }
        return diagnostics
    }

    /// `message [#ID]` as the message and the ID.
    static func splitID(_ message: String) -> (String, String?) {
        guard message.hasSuffix("]"), let marker = message.range(of: " [#", options: .backwards) else { return (message, nil) }
        let id = message[marker.upperBound...].dropLast()
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber }) else { return (message, nil) }
        return (String(message[..<marker.lowerBound]), String(id))
    }

    private static func split(_ line: String) -> (String, (Int, Int)?, String, String)? {
        let markers = ["error", "warning", "note"].compactMap { severity in
            line.range(of: ": \(severity): ").map { ($0, severity) }
        }
        guard let (range, severity) = markers.min(by: { $0.0.lowerBound < $1.0.lowerBound }) else { return nil }
        let position = line[..<range.lowerBound]
        let message = String(line[range.upperBound...])
        let parts = position.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
            return (parts.dropLast(2).joined(separator: ":"), (lineNumber, column), severity, message)
        }
        return (String(position), nil, severity, message)
    }
}
