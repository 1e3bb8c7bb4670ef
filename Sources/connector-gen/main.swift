import ConnectorGen
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

var status = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
// Output cut short (a full disk behind a redirection) is a failure, said where it still can be.
if let failed = StandardStreams.failedWrite {
    let message = "connector-gen: error: could not write to \(failed.stream): \(failed.reason)\n"
    if failed.stream == "standard output" { StandardStreams.writeError(message) } else { StandardStreams.writeOut(message) }
    if status == 0 { status = 1 }
}
exit(status)
