#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The paths a generated file's `#sourceLocation` directives name: the spec's, and
/// `connector-gen.yml`'s, as the command that generated it was given them.
enum SourceLocationPaths {
    /// The first path that differs, as `existing` names it and as `generated` does, when the
    /// two files differ in nothing else: the same specs, named another way
    /// (`Sources/App/List.connector.yml` and an absolute path).
    static func onlyDifference(existing: String, generated: String) -> (written: String, now: String)? {
        let old = literals(in: existing)
        let new = literals(in: generated)
        guard old.count == new.count, let index = old.indices.first(where: { old[$0] != new[$0] }) else { return nil }
        var rewritten = existing
        for (from, to) in zip(old, new) where from != to {
            rewritten = rewritten.replacingAll(directiveNaming: from, with: to)
        }
        guard rewritten == generated else { return nil }
        return (unescaped(old[index]), unescaped(new[index]))
    }

    /// The paths the directives in `text` name, each once, in the order they first appear.
    static func paths(in text: String) -> [String] {
        literals(in: text).map(unescaped)
    }

    /// The file literals of the directives in `text`, each once, in the order they first appear.
    private static func literals(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") where line.contains("#sourceLocation(file:") {
            guard let literal = literal(in: line), !found.contains(literal) else { continue }
            found.append(literal)
        }
        return found
    }

    /// The string literal after `file:` on a directive's line, with its quotes.
    private static func literal(in line: Substring) -> String? {
        guard let start = line.firstRange(of: "#sourceLocation(file:")?.upperBound else { return nil }
        let rest = line[start...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        var escaped = false
        for index in rest.indices.dropFirst() {
            if escaped { escaped = false; continue }
            if rest[index] == "\\" { escaped = true } else if rest[index] == "\"" { return String(rest[...index]) }
        }
        return nil
    }

    private static func unescaped(_ literal: String) -> String {
        String(literal.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }
}

extension String {
    /// The text with each directive's `file:` literal `from` written `to`, and each argument
    /// that names the spec so in generated tests: XCTest's `file:`, Swift Testing's `filePath:`.
    fileprivate func replacingAll(directiveNaming from: String, with to: String) -> String {
        replacingOccurrences(of: "file: " + from, with: "file: " + to).replacingOccurrences(of: "file:" + from, with: "file:" + to)
            .replacingOccurrences(of: "filePath: " + from, with: "filePath: " + to)
    }
}
