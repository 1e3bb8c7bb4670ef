import ConnectorGen
import Foundation

/// Where the command line's output goes: results to standard output, diagnostics to
/// standard error.
struct Console {
    var writeOut: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    var writeError: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    func out(_ text: String) { writeOut(text.hasSuffix("\n") ? text : text + "\n") }

    func error(_ text: String) { writeError(text.hasSuffix("\n") ? text : text + "\n") }

    /// Prints diagnostics in the compiler's format.
    func print(_ diagnostics: [Diagnostic]) {
        if !diagnostics.isEmpty { writeError(DiagnosticRenderer.render(diagnostics)) }
    }

    /// Prints a file problem as `path: error: message`.
    func print(_ failure: FileSystem.Failure) {
        error("\(failure.path): error: \(failure.message)")
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
