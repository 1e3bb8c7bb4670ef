// Prints the build plugin's connector commands for the specs named on the command line, one
// command a line, its arguments separated by U+001F: what a clean build of that target runs.
// Compiled with the plugins' shared sources by Benchmarks/run.sh (P5).
import Foundation

let specs = CommandLine.arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }
let output = URL(fileURLWithPath: CommandLine.arguments[1])
for invocation in GeneratorInvocation.connectors(specs: Array(specs), config: nil, output: output, targetName: "App")
where invocation.arguments.contains(OutputKind.connector.rawValue) {
    print(invocation.arguments.joined(separator: "\u{1F}"))
}
