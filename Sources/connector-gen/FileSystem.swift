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
        guard let bytes = readIfPresent(path) else {
            if isDirectory(path) { throw Failure(path: path, message: "is a folder, not a file") }
            guard exists(path) else { throw Failure(path: path, message: "no such file") }
            throw Failure(path: path, message: "cannot be read")
        }
        return bytes
    }

    /// The bytes of the file at `path`, or `nil` if it cannot be read (for example, because
    /// there is none). One system call to open, none to look first.
    static func readIfPresent(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
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
            // A folder named like a spec is reported when it is read, not looked for here.
            if OutputNaming.isSpec(name) {
                found.append(base == "." ? relative : base + "/" + relative)
            }
        }
        return found.sorted()
    }

    /// Writes `contents` to `path` through a temporary file in the same folder and a
    /// rename, so a reader sees either the old file or the new one, never a part.
    static func writeAtomically(_ contents: String, to path: String) throws(Failure) {
        // Plain POSIX calls: Foundation's Data.write syncs every file to disk, which costs
        // far more than generating it; a build output does not need that.
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(processIdentifier).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(path: path, message: "cannot be written: \(String(cString: strerror(errno)))")
        }
        var bytes = Array(contents.utf8)
        var written = 0
        var failure: String?
        bytes.withUnsafeMutableBytes { buffer in
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                written += result
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Failure(path: path, message: "cannot be written: \(failure)")
        }
    }

    private static let processIdentifier = ProcessInfo.processInfo.processIdentifier

    /// Creates `folder` and its parents if they do not exist.
    static func createFolder(_ folder: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: folder, message: "cannot be created: \(error.localizedDescription)")
        }
    }
}
