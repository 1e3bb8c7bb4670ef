import Foundation

/// Runs the Swift compiler on generated code, against a `ConnectorRuntime` module built
/// once from the package's own sources.
enum SwiftCompiler {
    /// What a compiler run printed, and whether it succeeded.
    struct Outcome {
        var succeeded: Bool
        var output: String
    }

    /// The `swiftc` on the `PATH` (or in `SWIFT_EXEC`).
    static let swiftc: String? = {
        if let exec = ProcessInfo.processInfo.environment["SWIFT_EXEC"] { return exec }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// The paths of `Sources/ConnectorRuntime`'s Swift files, sorted.
    static func runtimeSources() throws -> [String] {
        try FileManager.default
            .contentsOfDirectory(atPath: Paths.packageRoot.appendingPathComponent("Sources/ConnectorRuntime").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { Paths.packageRoot.appendingPathComponent("Sources/ConnectorRuntime/\($0)").path }
    }

    /// A folder holding `ConnectorRuntime.swiftmodule`, built on first use.
    static let runtimeModule: Result<URL, Error> = Result {
        let folder = try Paths.temporaryFolder("runtime")
        let sources = try runtimeSources()
        let outcome = try run([
            "-emit-module", "-module-name", "ConnectorRuntime", "-parse-as-library", "-swift-version", "6",
            "-emit-module-path", folder.appendingPathComponent("ConnectorRuntime.swiftmodule").path,
        ] + sources, in: folder)
        guard outcome.succeeded else { throw CompilerError(output: outcome.output) }
        return folder
    }

    /// A folder holding the test-only stand-ins of the libraries that flavors' generated code
    /// uses (`StandIn.all`), each built in its library's language mode, and for testing where
    /// generated tests import it `@testable`. Built on first use.
    static let standInModules: Result<URL, Error> = Result {
        let folder = try Paths.temporaryFolder("stand-ins")
        for standIn in StandIn.all {
            let outcome = try run([
                "-emit-module", "-module-name", standIn.name, "-parse-as-library", "-swift-version", "\(standIn.languageMode)",
                "-warnings-as-errors",
            ] + (standIn.isBuiltForTesting ? ["-enable-testing"] : []) + [
                "-I", folder.path, "-emit-module-path", folder.appendingPathComponent("\(standIn.name).swiftmodule").path,
            ] + standIn.sources().map(\.path), in: folder)
            guard outcome.succeeded else { throw CompilerError(output: outcome.output) }
        }
        return folder
    }

    /// The stand-ins and the runtime as static libraries with their modules, built once.
    static let standInLibraries: Result<URL, Error> = Result {
        let folder = try Paths.temporaryFolder("stand-in-libraries")
        for standIn in StandIn.all {
            let outcome = try run([
                "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", standIn.name,
                "-swift-version", "\(standIn.languageMode)", "-warnings-as-errors", "-I", ".", "-o", "lib\(standIn.name).a",
            ] + (standIn.isBuiltForTesting ? ["-enable-testing"] : []) + standIn.sources().map(\.path), in: folder)
            guard outcome.succeeded else { throw CompilerError(output: outcome.output) }
        }
        let runtime = try runtimeSources()
        let outcome = try run([
            "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", "ConnectorRuntime",
            "-swift-version", "6", "-o", "libConnectorRuntime.a",
        ] + runtime, in: folder)
        guard outcome.succeeded else { throw CompilerError(output: outcome.output) }
        return folder
    }

    /// `-I` flags for the runtime and the stand-ins.
    static func searchPaths() throws -> [String] {
        ["-I", try runtimeModule.get().path, "-I", try standInModules.get().path]
    }

    struct CompilerError: Error, CustomStringConvertible {
        var output: String
        var description: String { output }
    }

    /// Builds `files` (paths relative to `folder`) into the executable `folder/app`, with the
    /// runtime linked as a static library of its own, as a package dependency is. The app is
    /// built in `setting` with warnings as errors; both get `extraFlags` (a sanitizer).
    static func buildApp(_ files: [String], in folder: URL, setting: CompilerSetting = .swift6, extraFlags: [String] = []) throws -> Outcome {
        let runtimeFiles = try runtimeSources()
        let runtime = try run(
            ["-parse-as-library", "-module-name", "ConnectorRuntime", "-emit-library", "-static", "-emit-module",
             "-swift-version", "6", "-o", "libConnectorRuntime.a"] + extraFlags + runtimeFiles,
            in: folder)
        guard runtime.succeeded else { return runtime }
        return try run(
            ["-warnings-as-errors", "-I", ".", "-L", ".", "-lConnectorRuntime", "-o", "app"] + setting.flags + extraFlags + files, in: folder)
    }

    /// Type-checks `files` in `setting`, treating warnings as errors.
    static func typecheck(_ files: [URL], in folder: URL, setting: CompilerSetting = .swift6) throws -> Outcome {
        return try run(
            ["-typecheck", "-warnings-as-errors", "-package-name", "GoldenFiles"] + searchPaths() + setting.flags + files.map(\.path),
            in: folder)
    }

    /// Builds `files` as a module named `name` (with testing enabled) in `folder`, in `setting`
    /// with warnings as errors; `-I folder` then finds it.
    static func emitModule(_ name: String, _ files: [URL], in folder: URL, setting: CompilerSetting = .swift6) throws -> Outcome {
        return try run(
            ["-emit-module", "-module-name", name, "-enable-testing", "-parse-as-library",
             "-warnings-as-errors", "-package-name", "GoldenFiles"] + searchPaths() + [
             "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path] + setting.flags + files.map(\.path),
            in: folder)
    }

    /// Type-checks `files` against the modules in `modules` and the runtime, in `setting`.
    static func typecheck(_ files: [URL], against modules: URL, in folder: URL, setting: CompilerSetting = .swift6) throws -> Outcome {
        return try run(
            ["-typecheck", "-warnings-as-errors", "-package-name", "GoldenFiles"] + searchPaths() + ["-I", modules.path] + setting.flags + files.map(\.path),
            in: folder)
    }

    /// The `swift` beside `swiftc`, which runs SwiftPM (`swift build`, `swift test`).
    static let swiftCommand: String? = {
        guard let swiftc else { return nil }
        let candidate = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    /// The `swift-format` beside `swiftc`.
    static let swiftFormat: String? = {
        guard let swiftc else { return nil }
        let candidate = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift-format").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    /// Runs `swiftc` with `arguments` in `folder`.
    static func run(_ arguments: [String], in folder: URL) throws -> Outcome {
        guard let swiftc else { throw CompilerError(output: "swiftc was not found on the PATH") }
        return try run(executable: swiftc, arguments, in: folder)
    }

    /// Runs `executable` with `arguments` in `folder`; standard output and error together.
    static func run(executable: String, _ arguments: [String], in folder: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
    }
}
