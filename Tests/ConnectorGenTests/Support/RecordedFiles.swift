import Foundation
import Testing

/// A folder of recorded expected files (a golden case's or an adopt corpus app's `expected/`):
/// read, re-recorded with `UPDATE_GOLDEN=1`, and compared file by file with a unified diff.
struct RecordedFiles {
    let folder: URL
    /// How the folder is named in a diff, such as `keywords/expected`.
    let label: String

    /// The recorded files, by name.
    func read() throws -> [String: String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [:] }
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
            files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// Replaces the recorded files with `files`.
    func record(_ files: [String: String]) throws {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    /// With `UPDATE_GOLDEN=1`, records `actual`; otherwise expects it to be what is recorded,
    /// reporting each file that differs with a unified diff.
    func check(_ actual: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        if GoldenFileTests.isRecording {
            try record(actual)
            return
        }
        let expected = try read()
        #expect(!expected.isEmpty, "\(label) has nothing recorded; run UPDATE_GOLDEN=1 swift test", sourceLocation: sourceLocation)
        for name in Set(expected.keys).union(actual.keys).sorted() {
            let diff = UnifiedDiff.diff(
                expected: expected[name] ?? "", actual: actual[name] ?? "",
                expectedName: "\(label)/\(name)\(expected[name] == nil ? " (not recorded)" : "")",
                actualName: "actual/\(name)\(actual[name] == nil ? " (not made)" : "")")
            #expect(diff.isEmpty, "\n\(diff)\nRe-record with UPDATE_GOLDEN=1 swift test if the change is intended.", sourceLocation: sourceLocation)
        }
    }
}
