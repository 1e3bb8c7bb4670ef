import Foundation

/// A test-only stand-in of a library that flavors' generated code uses: a folder of
/// declarations under `Tests/StandIns`, built as a module of the library's name.
struct StandIn: Sendable {
    /// The module's name, which is the folder's name.
    let name: String
    /// The Swift language mode the library itself is built in.
    let languageMode: Int
    /// Whether the module is built for testing, as SwiftPM and Xcode build a package
    /// dependency in debug builds: generated tests import it `@testable`.
    var isBuiltForTesting = false

    /// Every stand-in, each after the stand-ins it imports: `SwiftUI` and `Combine` (Apple's,
    /// built as Swift 6), then `SwiftUIFlux`, `SwiftDux`, `ReSwift` and `ReSwiftThunk`, built as
    /// Swift 5 like the libraries themselves (ReSwift-Thunk's manifest asks for Swift 4.2, which
    /// checks the declarations its stand-in mirrors the same way).
    static let all: [StandIn] = [
        StandIn(name: "SwiftUI", languageMode: 6),
        StandIn(name: "Combine", languageMode: 6),
        StandIn(name: "SwiftUIFlux", languageMode: 5),
        StandIn(name: "SwiftDux", languageMode: 5, isBuiltForTesting: true),
        StandIn(name: "ReSwift", languageMode: 5),
        StandIn(name: "ReSwiftThunk", languageMode: 5),
    ]

    /// The stand-ins a package needs on this platform: all but those of the platform's own
    /// modules (SwiftUI and Combine exist on Apple platforms).
    static var neededOnThisPlatform: [StandIn] {
        all.filter { !$0.isOnThisPlatform }
    }

    /// Whether the platform has the real module, which a package then uses instead.
    var isOnThisPlatform: Bool {
        switch name {
        case "SwiftUI":
            #if canImport(SwiftUI)
            return true
            #else
            return false
            #endif
        case "Combine":
            #if canImport(Combine)
            return true
            #else
            return false
            #endif
        default:
            return false
        }
    }

    /// `Tests/StandIns/<name>`.
    var folder: URL { Paths.packageRoot.appendingPathComponent("Tests/StandIns/\(name)") }

    /// The stand-in's Swift files, sorted.
    func sources() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The other stand-ins this one imports.
    func dependencies() throws -> [StandIn] {
        let imported = try Self.importedModules(in: sources())
        return Self.all.filter { $0.name != name && imported.contains($0.name) }
    }

    /// The modules that the Swift files at `urls` import (`import M`, `@testable import M`,
    /// `@_exported import M`, `import struct M.T`).
    static func importedModules(in urls: [URL]) throws -> Set<String> {
        var modules: Set<String> = []
        for url in urls {
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(whereSeparator: \.isNewline) {
                var words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                guard words.first == "import" else { continue }
                words.removeFirst()
                if words.count == 2 { words.removeFirst() }  // import struct M.T
                if let path = words.first, let module = path.split(separator: ".").first { modules.insert(String(module)) }
            }
        }
        return modules
    }
}
