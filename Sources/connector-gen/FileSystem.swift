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

/// The few file operations the command line needs.
enum FileSystem {
    /// A problem reading or writing a file, already phrased for the user.
    struct Failure: Error {
        var path: String
        var message: String
        /// Where in the file, when the failure is at one place of it.
        var location: SourceLocation? = nil
    }

    /// `folder` and each folder above it, from `folder` up to the root, each as an absolute path
    /// with the names of the folders between it and `folder` (`below`, empty for `folder`
    /// itself): where a command looks for the `Package.swift` or Xcode project a folder is in.
    static func foldersAbove(_ folder: String) -> [(path: String, below: [String])] {
        let absolute = folder.hasPrefix("/") ? folder : currentFolder() + "/" + folder
        // A `..` goes up from where the name before it leads: `Sources/App/../Other` is in
        // `Sources`, and `Link/..` is above the folder `Link` points to.
        var components: [String] = []
        for part in absolute.split(separator: "/") where part != "." {
            guard part == ".." else {
                components.append(String(part))
                continue
            }
            let current = "/" + components.joined(separator: "/")
            if isLink(current) {
                // The folder the link points to, then up.
                components = identity(of: current).split(separator: "/").dropLast().map(String.init)
            } else if !components.isEmpty {
                components.removeLast()
            }
        }
        return stride(from: components.count, through: 0, by: -1).map { depth in
            ("/" + components[..<depth].joined(separator: "/"), Array(components[depth...]))
        }
    }

    /// The current folder's path, of any length the system holds (`getcwd`).
    static func currentFolder() -> String {
        guard let path = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
        defer { free(path) }
        return String(cString: path)
    }

    /// The path a file is known by however it was named: symbolic links resolved, `.` and `..`
    /// taken out, relative to the current folder made absolute. Asked of the system
    /// (`realpath`), which takes paths of any length it can open; Foundation's
    /// `resolvingSymlinksInPath()` cuts a path at 1,024 bytes on Linux, which made two files
    /// deep in one folder one. A path that does not exist is only standardized.
    static func identity(of path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// A path compared byte for byte, as the file system compares names: Swift's `==` takes
    /// two spellings of one accented letter (`é`, or `e` and a combining accent) for one name,
    /// where Linux keeps two files or folders.
    struct PathKey: Hashable {
        let bytes: [UInt8]
        init(_ path: String) { bytes = Array(path.utf8) }
    }

    /// Whether `path` is a folder.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Whether anything stands at `path`, a symbolic link to nothing included.
    static func isTaken(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The bytes of the file at `path`.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        guard let bytes = readIfPresent(path) else {
            if isDirectory(path) { throw Failure(path: path, message: "is a folder, not a file") }
            // A name that is not UTF-8 reaches the tool with U+FFFD in place of its bytes.
            if path.unicodeScalars.contains("\u{FFFD}") {
                throw Failure(path: path, message: "its name is not valid UTF-8, so it cannot be read by that name, nor named in generated code; rename it")
            }
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
        specsAndOtherYAML(under: folder).specs
    }

    /// Every spec under `folder` (see ``specs(under:)``), and every other YAML file there that is
    /// not a target configuration, sorted: the files a misnamed spec may be among.
    /// `unreadable` lists the folders, `folder` itself included, that could not be listed,
    /// whose specs would otherwise be passed over in silence; `notUTF8` the specs, and the
    /// names without an extension (folders, likely), that are not UTF-8, which no path can reach.
    static func specsAndOtherYAML(under folder: String) -> (specs: [String], otherYAML: [String], unreadable: [String], notUTF8: [String]) {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found = Found()
        found.entered = [PathKey(identity(of: base))]
        collectSpecs(in: base, relative: "", into: &found)
        // Then the folders reached through symbolic links, as SwiftPM reads a target's sources,
        // in name order and each once: one the walk reaches by its own path is read there.
        while !found.links.isEmpty {
            let links = found.links.sorted()
            found.links = []
            for link in links {
                // A link to a folder it is in, by any of the names on its way from the base,
                // would make a cycle.
                let real = identity(of: base + "/" + link)
                guard !foldersOnTheWay(to: link, from: base).contains(where: { folder in
                    (folder + "/").hasPrefix(real == "/" ? "/" : real + "/")
                }), found.entered.insert(PathKey(real)).inserted
                else { continue }
                collectSpecs(in: base, relative: link, into: &found)
            }
        }
        func full(_ paths: [String]) -> [String] { paths.map { $0.isEmpty ? base : base == "." ? $0 : base + "/" + $0 }.sorted() }
        return (full(found.specs), full(found.others), full(found.unreadable), full(found.notUTF8))
    }

    /// The real paths of `base` and of each folder between it and `relative` (a path below it).
    private static func foldersOnTheWay(to relative: String, from base: String) -> [String] {
        var path = base
        var folders = [identity(of: base)]
        for component in relative.split(separator: "/").dropLast() {
            path += "/" + component
            folders.append(identity(of: path))
        }
        return folders
    }

    /// What a walk of a folder finds.
    private struct Found {
        var specs: [String] = []
        var others: [String] = []
        var unreadable: [String] = []
        /// The names that are not UTF-8 (Linux keeps such names), which no path can reach.
        var notUTF8: [String] = []
        /// The folders entered, by their real paths.
        var entered: Set<PathKey> = []
        /// The symbolic links to folders met and not yet followed, relative to the base.
        var links: [String] = []
    }

    /// Adds the specs in `base/relative` and the folders below it, as paths relative to `base`,
    /// and the other YAML files to `others`; a symbolic link to a folder goes to `links`, for
    /// ``specsAndOtherYAML(under:)`` to follow once every folder reached without one is read.
    private static func collectSpecs(in base: String, relative: String, into found: inout Found) {
        let folder = relative.isEmpty ? base : base + "/" + relative
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            found.unreadable.append(relative)
            return
        }
        if names.contains(where: { $0.unicodeScalars.contains("\u{FFFD}") }) {
            found.notUTF8 += entriesNotUTF8(in: folder).map { relative.isEmpty ? $0 : relative + "/" + $0 }
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = relative.isEmpty ? name : relative + "/" + name
            // A folder named like a spec is reported when it is read, not looked for here.
            if name.unicodeScalars.contains("\u{FFFD}"), !isTaken(folder + "/" + name) {
                // Unreachable by the name Foundation gives it: see `entriesNotUTF8` below.
                continue
            } else if OutputNaming.isSpec(name) {
                found.specs.append(path)
            } else if isFolderNotLink(folder + "/" + name) {
                guard found.entered.insert(PathKey(identity(of: folder + "/" + name))).inserted else { continue }
                collectSpecs(in: base, relative: path, into: &found)
            } else if isDirectory(folder + "/" + name) {
                found.links.append(path)
            } else if MisnamedSpec.mayBeSpec(named: name) && !OutputNaming.configFileNames.contains(name) {
                found.others.append(path)
            }
        }
    }

    /// The entries of `folder` whose names are not UTF-8 (Linux keeps such names), which no path
    /// the tool makes can reach, and which may hold specs: folders (or links to them) and files
    /// named as specs, each by its name with U+FFFD for the bytes that are not UTF-8. Another
    /// file is none of the tool's business.
    static func entriesNotUTF8(in folder: String) -> [String] {
        #if os(Linux)
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            let shown = String(decoding: bytes, as: UTF8.self)
            // UTF-8 round-trips; other bytes come back as U+FFFD.
            guard Array(shown.utf8) != bytes else { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if !isFolder, entry.pointee.d_type == UInt8(DT_LNK) || entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var status = stat()
                isFolder = bytes.withUnsafeBufferPointer { raw in
                    (Array(raw) + [0]).withUnsafeBufferPointer { name in
                        name.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count) { fstatat(dirfd(directory), $0, &status, 0) == 0 }
                    }
                } && (status.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder || OutputNaming.isSpec(shown) { names.append(shown) }
        }
        return names.sorted()
        #else
        // Apple's file systems hold UTF-8 names only.
        return []
        #endif
    }

    /// Whether the file at `path` is named as YAML (`.yml` or `.yaml`, in any case).
    static func isYAML(_ path: String) -> Bool {
        let lowercased = path.lowercased()
        return lowercased.hasSuffix(".yml") || lowercased.hasSuffix(".yaml")
    }

    /// Every `.swift` file under `folder`, as paths that start with `folder`, sorted; hidden
    /// folders, `.build` and folders reached through a symbolic link are skipped.
    static func swiftFiles(under folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? base : base + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                if name.hasSuffix(".swift") && !isFolderNotLink(path + "/" + name) {
                    found.append(base == "." ? child : base + "/" + child)
                } else if isFolderNotLink(path + "/" + name) {
                    pending.append(child)
                }
            }
        }
        return found.sorted()
    }

    /// The `.swift` files directly in `folder` (not below it), as paths that start with
    /// `folder`, sorted; none when it cannot be read.
    static func swiftFiles(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !isFolderNotLink(base + $0) }.sorted().map { base + $0 }
    }

    /// The names of the folders directly in `folder` that are not hidden, sorted; none when it
    /// cannot be read.
    static func folderNames(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") && isFolderNotLink(base + $0) }.sorted()
    }

    /// Whether `path` is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// Whether `path` is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    private static func isFolderNotLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes `contents` to `path` through a temporary file in the same folder and a
    /// rename, so a reader sees either the old file or the new one, never a part.
    static func writeAtomically(_ contents: String, to path: String) throws(Failure) {
        let temporary = try writeTemporary(contents, beside: path)
        try moveTemporary(temporary, to: path)
    }

    /// Writes `contents` to a new temporary file in the folder of `path`, so that renaming it
    /// to `path` is atomic; returns the temporary file's path.
    ///
    /// - Parameter permissions: The permissions the file gets from the start, such as those of
    ///   the file it replaces (so a private file is never readable by others, even briefly);
    ///   `nil` for a new file's usual ones: read and write for all, narrowed by the umask, as
    ///   other tools create files.
    static func writeTemporary(_ contents: String, beside path: String, permissions: mode_t? = nil) throws(Failure) -> String {
        // Plain POSIX calls: Foundation's Data.write syncs every file to disk, which costs
        // far more than generating it; a build output does not need that.
        let temporary = sibling(of: path, suffix: "tmp")
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, permissions ?? 0o666)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            // The file may well be writable: it is its folder that takes no new file.
            if errno == EACCES || errno == EROFS || errno == EPERM {
                throw Failure(path: path, message: "cannot be written: its folder takes no new file, which replacing it whole needs (\(reason))")
            }
            throw Failure(path: path, message: "cannot be written: \(reason)")
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
        // The mode given to `open` is narrowed by the umask; the replaced file's is kept exactly.
        if let permissions, failure == nil, fchmod(descriptor, permissions) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Failure(path: path, message: "cannot be written: \(failure)")
        }
        return temporary
    }

    /// The permissions of the file at `path`, or `nil` when there is none.
    static func permissions(of path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    /// Renames `temporary` to `path`, replacing what is there; removes `temporary` if it fails.
    static func moveTemporary(_ temporary: String, to path: String) throws(Failure) {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: path, message: "cannot be written: \(reason)")
        }
    }

    /// Keeps the file at `path` under a second name beside it (a hard link: nothing is
    /// copied), so that it can be put back; `nil` when the file system cannot.
    static func keepCopy(of path: String) -> String? {
        let copy = sibling(of: path, suffix: "old")
        unlink(copy)
        return link(path, copy) == 0 ? copy : nil
    }

    /// Puts back the file `keepCopy(of:)` kept.
    static func restore(_ copy: String, to path: String) {
        rename(copy, path)
    }

    /// Removes a file, ignoring a failure.
    static func remove(_ path: String) {
        unlink(path)
    }

    /// `.name.<process>.<suffix>` in the folder of `path`.
    private static func sibling(of path: String, suffix: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(processIdentifier).\(suffix)").path
    }

    private static let processIdentifier = getpid()

    /// `path` without `.` components and repeated or trailing slashes: a spec named
    /// `./Specs/A.connector.yml` generates the same file, `#sourceLocation` paths included, as
    /// one named `Specs/A.connector.yml`. A `..` stays: after a symbolic link it does not
    /// undo the name before it.
    static func normalized(_ path: String) -> String {
        let joined = path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Why `folder` cannot be written into, when it or a folder it would be in is a file.
    static func fileInTheWay(ofFolder folder: String) -> Failure? {
        var path = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            path += (path.isEmpty || path == "/" ? "" : "/") + component
            if exists(path) && !isDirectory(path) {
                return Failure(path: folder, message: "cannot be created: a file is in the way at \(path)")
            }
        }
        return nil
    }

    /// Creates `folder` and its parents if they do not exist.
    static func createFolder(_ folder: String) throws(Failure) {
        if isDirectory(folder) { return }
        // Each missing parent first, as `mkdir -p` does, with the permissions the umask leaves.
        var path = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            path += (path.isEmpty || path == "/" ? "" : "/") + component
            if mkdir(path, 0o777) != 0 && !(errno == EEXIST && isDirectory(path)) {
                let reason = errno == EEXIST ? "a file is in the way at \(path)" : String(cString: strerror(errno))
                throw Failure(path: folder, message: "cannot be created: \(reason)")
            }
        }
    }

    // MARK: - Runs that share an output folder
    //
    // Two runs that write one output folder must not mix their files, and what a run stopped
    // mid-write (Ctrl-C, a killed build) left there is cleared. A run takes an exclusive lock on
    // the folder itself (`flock` on its descriptor, so no lock file is left behind) before it
    // writes, and the lock ends with the process whatever stops it. A second run waits, then
    // plans again from the files as the first left them, so the folder ends up with one run's
    // files, all of them.

    /// Runs `body` holding the lock on the output folder `folder`, which must exist. Where the
    /// folder cannot be opened or locked (a file system without locks), `body` runs without it.
    static func holdingLock<Value, Failure: Error>(_ folder: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
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
    /// and whose text is a generated file's, or its beginning, or empty (a file of that name
    /// that holds anything else stays).
    static func strandedTemporaries(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter(isStranded).sorted().map { base + $0 }.filter { path in
            guard let bytes = readIfPresent(path) else { return false }
            // A run stopped between creating the file and writing all of it leaves it empty, or
            // cut short in its first lines.
            let head = String(decoding: bytes.prefix(512), as: UTF8.self)
            return OutputNaming.isGenerated(header: head) || ("// swift-format-ignore-file\n" + OutputNaming.generatedMarker).hasPrefix(head)
                || OutputNaming.generatedMarker.hasPrefix(head)
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
