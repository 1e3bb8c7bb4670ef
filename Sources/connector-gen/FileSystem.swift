import ConnectorGen
import Foundation

/// The few file operations the command line needs.
enum FileSystem {
    /// A problem reading or writing a file, already phrased for the user.
    struct Failure: Error {
        var path: String
        var message: String
    }

    /// Whether `path` is a folder.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The bytes of the file at `path`.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        if isDirectory(path) { throw Failure(path: path, message: "is a folder, not a file") }
        guard FileManager.default.fileExists(atPath: path) else { throw Failure(path: path, message: "no such file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(path: path, message: "cannot be read") }
        return Array(data)
    }

    /// Every spec under `folder`, as paths that start with `folder`, sorted; hidden folders
    /// and `.build` are skipped.
    static func specs(under folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") {
                if isDirectory(base + "/" + relative) { enumerator.skipDescendants() }
                continue
            }
            if Generator.isSpecPath(name) && !isDirectory(base + "/" + relative) {
                found.append(base == "." ? relative : base + "/" + relative)
            }
        }
        return found.sorted()
    }

    /// Writes `contents` to `path` through a temporary file in the same folder and a
    /// rename, so a reader sees either the old file or the new one, never a part.
    static func writeAtomically(_ contents: String, to path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(contents.utf8).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw Failure(path: path, message: "cannot be written: \(reason)")
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(path: path, message: "cannot be written: \(error.localizedDescription)")
        }
    }

    /// Creates `folder` and its parents if they do not exist.
    static func createFolder(_ folder: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: folder, message: "cannot be created: \(error.localizedDescription)")
        }
    }
}
