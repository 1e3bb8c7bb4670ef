#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written unbuffered with `write(2)`, so that the tool
/// needs no file-handle type from Foundation.
enum StandardStreams {
    static func writeOut(_ text: String) { write(text, to: STDOUT_FILENO) }
    static func writeError(_ text: String) { write(text, to: STDERR_FILENO) }

    /// The first write that failed (a full disk behind `> out.json`): the stream's name and
    /// the system's reason; the tool then exits with a failure, as what it wrote is cut short.
    nonisolated(unsafe) private(set) static var failedWrite: (stream: String, reason: String)?

    /// Writes all of `text`, retrying after an interruption; a closed or failing stream drops
    /// the rest, and the first failure is kept in ``failedWrite``.
    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { buffer in
                #if canImport(Darwin)
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #elseif canImport(Musl)
                Musl.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                if failedWrite == nil {
                    let reason = count < 0 ? String(cString: strerror(errno)) : "nothing was written"
                    failedWrite = (descriptor == STDOUT_FILENO ? "standard output" : "standard error", reason)
                }
                return
            }
            written += count
        }
    }
}
