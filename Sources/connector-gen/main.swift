import ConnectorGen
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

exit(CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run())
