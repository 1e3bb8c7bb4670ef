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
    if failed.stream == "standard output" { StandardStreams.writeError("connector-gen: error: could not write to standard output: \(failed.reason)\n") }
    if status == 0 { status = 1 }
}
exit(status)
