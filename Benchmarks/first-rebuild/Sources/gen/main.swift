// Writes one Swift file: the path is the first argument.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

guard CommandLine.arguments.count == 2, let file = fopen(CommandLine.arguments[1], "w") else { exit(1) }
fputs("let generatedValue = 1\n", file)
fclose(file)
