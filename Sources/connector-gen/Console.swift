import ConnectorGen
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the command line's output goes: results to standard output, diagnostics to
/// standard error, in the form `--diagnostics-format` chose.
struct Console {
    var writeOut: (String) -> Void = StandardStreams.writeOut
    var writeError: (String) -> Void = StandardStreams.writeError

    /// The form diagnostics and file problems are printed in.
    var format = DiagnosticFormat.text

    /// With the JSON form, the objects printed so far; `finish()` prints them as one array.
    private let collected = Collected()

    private final class Collected {
        var objects: [String] = []
        var errors = 0
        var warnings = 0
    }

    /// How many errors (diagnostics and file problems) were printed so far.
    var errorCount: Int { collected.errors }

    /// How many warnings were printed so far.
    var warningCount: Int { collected.warnings }

    func out(_ text: String) { writeOut(text.hasSuffix("\n") ? text : text + "\n") }

    func error(_ text: String) { writeError(text.hasSuffix("\n") ? text : text + "\n") }

    /// Prints diagnostics in the chosen form; with JSON, keeps them for `finish()`.
    func print(_ diagnostics: [Diagnostic]) {
        collected.errors += diagnostics.filter { $0.severity == .error }.count
        collected.warnings += diagnostics.filter { $0.severity == .warning }.count
        switch format {
        case .json: collected.objects += diagnostics.map(JSONDiagnosticRenderer.object(for:))
        case .text, .github: if !diagnostics.isEmpty { writeError(format.render(diagnostics)) }
        }
    }

    /// Prints a file problem: `path: error: message` in the text form.
    func print(_ failure: FileSystem.Failure) {
        collected.errors += 1
        switch format {
        case .text: error("\(failure.path)\(failure.location.map { ":\($0.line):\($0.column)" } ?? ""): error: \(failure.message)")
        case .json: collected.objects.append(JSONDiagnosticRenderer.fileErrorObject(file: failure.path, message: failure.message, at: failure.location))
        case .github: error(GitHubDiagnosticRenderer.fileErrorLine(file: failure.path, message: failure.message, at: failure.location))
        }
    }

    /// Prints a warning about the run that is no file's (a build setting in the environment):
    /// `warning: message` in the text form.
    func warning(_ message: String) {
        collected.warnings += 1
        switch format {
        case .text: error("warning: \(message)")
        case .json: collected.objects.append(JSONDiagnosticRenderer.runWarningObject(message: message))
        case .github: error(GitHubDiagnosticRenderer.runWarningLine(message: message))
        }
    }

    /// "3 errors", "1 warning": a count and its noun.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Ends the run's diagnostics: with JSON, prints the one array of everything reported,
    /// `[]` when nothing was.
    func finish() {
        if format == .json {
            writeError(JSONDiagnosticRenderer.array(collected.objects))
            collected.objects = []
        }
    }
}

extension Arguments {
    /// The value of `--diagnostics-format`; text when it is not given.
    func diagnosticsFormat() throws(UsageError) -> DiagnosticFormat {
        guard let value = value(of: .diagnosticsFormat) else { return .text }
        guard let format = DiagnosticFormat(rawValue: value) else {
            let names = DiagnosticMessage.alternatives(DiagnosticFormat.allCases.map(\.rawValue))
            throw UsageError(message: "\(CommandOption.diagnosticsFormat) takes \(names), not '\(value)'")
        }
        return format
    }
}

/// The exit statuses of the command line.
enum ExitStatus {
    /// Success; warnings allowed.
    static let success: Int32 = 0
    /// An error in a spec or a file.
    static let failure: Int32 = 1
    /// A usage error.
    static let usage: Int32 = 2
}
