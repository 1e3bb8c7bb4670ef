import ConnectorGen
import Foundation

/// Placeholder; replaced below.
struct CommandLineTool {
    var arguments: [String]
    func run() -> Int32 {
        guard arguments.count == 2, arguments[0] == "parse" else { return 2 }
        let path = arguments[1]
        guard let data = FileManager.default.contents(atPath: path) else { return 1 }
        do {
            let node = try YAMLReader.read(bytes: Array(data))
            print(node?.json ?? "null")
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(path):\(error.location.line):\(error.location.column): error: \(error.message)\n".utf8))
            return 1
        }
    }
}
