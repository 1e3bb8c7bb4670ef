import ConnectorGen
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps two runs that write one output folder from mixing their files, and clears what a run
/// stopped mid-write (Ctrl-C, a killed build) left there.
///
/// A run takes an exclusive lock on the folder itself (`flock` on its descriptor, so no lock
/// file is left behind) before it writes, and the lock ends with the process whatever stops it.
/// A second run waits, then plans again from the files as the first left them, so the folder
/// ends up with one run's files, all of them.
enum OutputFolderLock {
    /// Runs `body` holding the lock on `folder`, which must exist. Where the folder cannot be
    /// opened or locked (a file system without locks), `body` runs without it.
    static func holding<Value, Failure: Error>(_ folder: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        var result: Int32
        repeat {
            result = flock(descriptor, LOCK_EX)
        } while result != 0 && errno == EINTR
        defer { if result == 0 { flock(descriptor, LOCK_UN) } }
        return try body()
    }

    /// The temporary files and kept copies (`.List.connector.swift.4242.tmp`, `… .4242.old`)
    /// that a run stopped mid-write left in `folder`: those whose process is no longer running,
    /// and whose text is a generated file's (a file of that name that is not stays).
    static func strandedFiles(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter(isStranded).sorted().map { base + $0 }.filter { path in
            FileSystem.readIfPresent(path).map { OutputNaming.isGenerated(header: String(decoding: $0.prefix(512), as: UTF8.self)) } ?? false
        }
    }

    /// Whether `name` is a temporary file or kept copy of a generated file whose writer is gone.
    private static func isStranded(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") || name.hasSuffix(".old") else { return false }
        let parts = name.dropFirst().dropLast(4).split(separator: ".")
        guard parts.count >= 3, parts[parts.count - 2] == "swift", let process = Int32(parts[parts.count - 1]), process > 0 else { return false }
        return kill(process, 0) != 0 && errno == ESRCH
    }
}
