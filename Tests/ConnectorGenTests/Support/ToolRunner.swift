import Foundation

/// Runs the built `connector-gen` and captures what it printed.
struct ToolRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Whether the run was stopped for taking longer than its time limit.
    var timedOut = false

    /// Runs the tool with `arguments` in `folder`; a run longer than `timeLimit` seconds is
    /// stopped and reported as timed out, so a hang fails a test instead of stalling it.
    init(_ arguments: [String], in folder: URL, timeLimit: Double = 60, environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = Paths.tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var variables = ProcessInfo.processInfo.environment
        variables["SWIFT_DEFAULT_ACTOR_ISOLATION"] = nil
        process.environment = variables.merging(environment) { _, new in new }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        timedOut = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM
        status = process.terminationStatus
        standardOutput = String(decoding: outputData, as: UTF8.self)
        standardError = String(decoding: errorData, as: UTF8.self)
    }
}

/// A scratch folder with files in it, removed when the test ends.
final class Workspace {
    let url: URL

    init(_ label: String = "workspace") throws {
        url = try Paths.temporaryFolder(label)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `contents` at `path` (relative to the workspace), creating folders.
    func write(_ path: String, _ contents: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    /// Removes the file at `path`.
    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(path))
    }

    /// The text of the file at `path`, or `nil` if there is none.
    func read(_ path: String) -> String? {
        (try? Data(contentsOf: url.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names of the files in the folder at `path`, sorted.
    func files(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(path).path)) ?? []).sorted()
    }

    /// The modification date of the file at `path`.
    func modificationDate(_ path: String) throws -> Date {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(path).path)
        return attributes[.modificationDate] as! Date
    }

    /// Runs the tool in the workspace.
    func run(_ arguments: String...) throws -> ToolRun {
        try ToolRun(arguments, in: url)
    }

    /// Writes `contents` at `path`, runs `lint --fix` on it, and returns the run and the text
    /// the fixes leave.
    func fixing(_ path: String, _ contents: String) throws -> (run: ToolRun, fixed: String?) {
        try write(path, contents)
        let run = try run("lint", path, "--fix")
        return (run, read(path))
    }

    /// Writes `contents` (a spec with a mistake) to `path`, lints it, applies `lint --fix` and
    /// lints again: the first lint's run, the file after `--fix`, and the last lint's run.
    func lintAndFix(_ path: String, _ contents: String) throws -> (lint: ToolRun, fixed: String?, after: ToolRun) {
        try write(path, contents)
        let lint = try run("lint", path)
        let fixed = try fixing(path, contents).fixed
        return (lint, fixed, try run("lint", path))
    }

    /// Type-checks the files at `paths` (relative to the workspace) in the workspace, and
    /// returns the outcome with its first error line (the whole output when there is none).
    func typecheck(_ paths: [String]) throws -> (outcome: SwiftCompiler.Outcome, firstError: String) {
        let outcome = try SwiftCompiler.typecheck(paths.map { url.appendingPathComponent($0) }, in: url)
        let firstError = outcome.output.split(separator: "\n").first { $0.contains(": error:") }.map(String.init) ?? outcome.output
        return (outcome, firstError)
    }
}

/// A small valid spec, for command-line tests.
let validSpec = """
    connector: CounterConnector
    state: AppState
    action: AppAction
    view: CounterView
    viewState:
      count: { type: Int, from: state.count }
    viewAction:
      increment: .add(1)
    examples:
      - name: incrementing adds one
        send: .increment
        expect: .add(1)

    """

/// ``validSpec`` of another screen, `Twin`, for command-line tests of several specs.
let validTwinSpec = validSpec.replacingOccurrences(of: "CounterConnector", with: "TwinConnector").replacingOccurrences(of: "CounterView", with: "TwinView")

/// A small valid store spec, for command-line tests.
let validStoreSpec = """
    state: AppState
    action: AppAction
    reducer: appReducer
    features:
      counter: { state: CounterState, action: CounterAction, reducer: counterReducer }
    """
