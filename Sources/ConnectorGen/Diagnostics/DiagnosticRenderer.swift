/// Renders diagnostics in the compiler's format, `path:line:col: severity: message [#ID]`.
///
/// The ID follows the message as the Swift compiler prints a diagnostic group, so a user can
/// look it up in `Docs/diagnostics.md`. Each note and fix-it follows its diagnostic on a line
/// of its own, as a `note:`, so that Xcode, `swift build` and editors show them all as
/// clickable messages.
public enum DiagnosticRenderer {
    /// The lines for one diagnostic: the diagnostic itself, its notes, then its fix-it.
    public static func lines(for diagnostic: Diagnostic) -> [String] {
        let message = oneLine(diagnostic.message) + " [#\(diagnostic.id.rawValue)]"
        var lines = [line(diagnostic.severity.rawValue, message, diagnostic.file, diagnostic.location)]
        for note in diagnostic.notes {
            lines.append(line("note", oneLine(note.message), diagnostic.file, note.location ?? diagnostic.location))
        }
        if let fixIt = diagnostic.fixIt {
            lines.append(line("note", oneLine("fix-it: \(fixIt.message)"), diagnostic.file, diagnostic.location))
        }
        return lines
    }

    /// All diagnostics as text, one line each, each line ending in a newline.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.flatMap(lines(for:)).map { $0 + "\n" }.joined()
    }

    /// One rendered line; `message` is already on one line.
    private static func line(_ severity: String, _ message: String, _ file: String, _ location: SourceLocation?) -> String {
        let position = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(position): \(severity): \(message)"
    }

    /// `text` with line breaks and tabs written as `\n`, `\r` and `\t`, so each diagnostic
    /// stays on one line and its columns line up. Scalars, not characters: `\r\n` is one
    /// character.
    private static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0.properties.isWhitespace && $0.value > 0x7F }) else {
            return text
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result.append(contentsOf: "\\n".unicodeScalars)
            case "\r": result.append(contentsOf: "\\r".unicodeScalars)
            case "\t": result.append(contentsOf: "\\t".unicodeScalars)
            case "\u{2028}", "\u{2029}", "\u{85}": result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
