import Foundation
import ConnectorGen

/// `--fix`: applies, in place, every edit that the fix-its of the specs' (and configurations')
/// diagnostics carry, but for those holding a placeholder (`<#Int#>`) the user fills in. All files of a round are written or none (``OutputPlan``). A fix can
/// reveal another (a YAML reader stops at a file's first error, so a spec that reads again shows
/// its next one), so rounds repeat while one applies something: until none does, a file comes
/// back to a text an earlier round wrote (two fix-its that undo each other), or
/// ``maximumRounds``. A second `--fix` then changes nothing.
struct SpecFixer {
    /// How many rounds one `--fix` runs at the most: far more than a spec's mistakes take, since
    /// a YAML mistake is fixed one a round, and few enough to end in a second.
    static let maximumRounds = 200

    /// A fix-it that was applied: where its diagnostic was, and what it said.
    struct Applied {
        var file: String
        var location: SourceLocation?
        var message: String
        var id: DiagnosticID
    }

    /// The fix-its applied, in file order; or the failure that stopped a round from writing
    /// (then the files of that round are as they were).
    static func fix(paths: [String], configPath: String?, isolation: TargetConfig.DefaultIsolation?) -> Result<[Applied], FileSystem.Failure> {
        var applied: [Applied] = []
        // Each file's texts so far: a round that would write one again goes round in a circle.
        var written: [FileSystem.PathKey: Set<String>] = [:]
        for _ in 0..<maximumRounds {
            let specs = SpecInputs(paths: paths, configPath: configPath)
            var diagnostics = specs.diagnostics
            diagnostics += specs.usableGroups.flatMap { $0.lintDiagnostics(statedIsolation: isolation) }
            // An edit with a placeholder is the user's to finish; writing it would leave a spec
            // that reads clean and generates code that does not compile.
            let withEdits = diagnostics.filter { $0.fixIt?.edit.map { !$0.needsUserValue } ?? false }
            guard !withEdits.isEmpty else { break }
            var plan = OutputPlan()
            var round: [Applied] = []
            var planned: Set<FileSystem.PathKey> = []
            for file in Set(withEdits.map(\.file)).sorted() {
                guard let bytes = FileSystem.readIfPresent(file) else { continue }
                let diagnosticsOfFile = withEdits.filter { $0.file == file }
                let outcome = FixItApplier.apply(diagnosticsOfFile.compactMap(\.fixIt?.edit), to: bytes)
                guard !outcome.applied.isEmpty, outcome.bytes != bytes else { continue }
                // A spec reached through a symbolic link is fixed where it is; the link stays. A
                // file reached by two paths is fixed once.
                let target = FileSystem.isSymbolicLink(file) ? FileSystem.identity(of: file) : file
                let identity = FileSystem.PathKey(FileSystem.identity(of: target))
                guard planned.insert(identity).inserted else { continue }
                let contents = String(decoding: outcome.bytes, as: UTF8.self)
                guard written[identity, default: [String(decoding: bytes, as: UTF8.self)]].insert(contents).inserted else { continue }
                plan.changes.append(OutputPlan.Change(path: target, contents: contents, kind: .update))
                var reported: [Diagnostic.Edit] = []
                let sorted = diagnosticsOfFile.sorted { ($0.location ?? SourceLocation(line: 0, column: 0)) < ($1.location ?? SourceLocation(line: 0, column: 0)) }
                for diagnostic in sorted where outcome.applied.contains(diagnostic.fixIt!.edit!) {
                    // One edit may fix two diagnostics; it is reported once.
                    guard !reported.contains(diagnostic.fixIt!.edit!) else { continue }
                    reported.append(diagnostic.fixIt!.edit!)
                    round.append(Applied(file: file, location: diagnostic.location, message: diagnostic.fixIt!.message, id: diagnostic.id))
                }
            }
            guard !plan.changes.isEmpty else { break }
            do {
                try plan.apply()
            } catch {
                return .failure(error)
            }
            applied += round
        }
        return .success(applied)
    }

    /// Applies the fix-its of the specs `arguments` name and reports each: the number applied,
    /// or `nil` when a round could not be written (reported too).
    static func fixReporting(_ arguments: Arguments, isolation: TargetConfig.DefaultIsolation?, to console: Console) -> Int? {
        switch fix(paths: arguments.positionals, configPath: arguments.value(of: .config), isolation: isolation) {
        case .success(let applied):
            report(applied, to: console)
            return applied.count
        case .failure(let failure):
            console.print(failure)
            return nil
        }
    }

    /// Prints each applied fix as `path:line:column: fixed: what it did [#ID]`.
    static func report(_ applied: [Applied], to console: Console) {
        for fix in applied {
            let place = fix.file + (fix.location.map { ":\($0.line):\($0.column)" } ?? "")
            console.out("\(place): fixed: \(fix.message) [#\(fix.id.rawValue)]")
        }
    }
}
