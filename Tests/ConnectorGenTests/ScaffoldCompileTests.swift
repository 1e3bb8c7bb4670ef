import ConnectorGen
import Foundation
import Testing

/// `connector-gen scaffold` writes a test file that is the user's to fill in. Each golden
/// case's scaffold is type-checked against the case's app and generated code: the compiler
/// type-checks past an editor placeholder (`<#…#>`) with the type its place expects, so a
/// scaffold is right when "editor placeholder in source file" is the only error it gets.
@Suite("Scaffolded tests compile once their placeholders are filled in")
struct ScaffoldCompileTests {
    /// The golden cases with an app to compile against and a connector spec to scaffold.
    static let cases = GoldenCase.all.filter { golden in
        golden.fixtures != nil && ((try? golden.inputs()) ?? []).contains { $0.path.hasSuffix(".connector.yml") }
    }

    /// How a case's scaffold is compiled: its test framework, and whether the app and the
    /// tests are generated for, and compiled in, a MainActor target whatever the case's
    /// configuration says.
    enum Variant: String, CaseIterable, Sendable, CustomStringConvertible {
        case swiftTesting, xcTest, xcTestInMainActorTarget

        var description: String { rawValue }
        var isXCTest: Bool { self != .swiftTesting }
    }

    @Test("a scaffold has no error but its placeholders, with Swift Testing, with XCTest, and with XCTest in a MainActor target", arguments: cases, Variant.allCases)
    func scaffoldCompiles(_ golden: GoldenCase, variant: Variant) throws {
        let folder = try Paths.temporaryFolder("scaffold-\(golden.name)-\(variant)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var config = try golden.config()
        if variant.isXCTest { config.tests = .xctest }
        if variant == .xcTestInMainActorTarget {
            // Only a case that is not MainActor already adds a setting to cover.
            guard config.isolation != .mainActor else { return }
            config.isolation = .mainActor
        }
        let generated = variant == .xcTestInMainActorTarget
            ? try golden.generate { $0.isolation = .mainActor } : try golden.expected()
        var app: [URL] = [golden.fixtures!]
        for (name, contents) in generated where name.hasSuffix(".swift") && !name.hasSuffix("Tests.swift") {
            let url = folder.appendingPathComponent(name)
            try Data(contents.utf8).write(to: url)
            app.append(url)
        }
        let setting: CompilerSetting = config.isolation == .mainActor ? .mainActorDefault : .swift6
        let module = try SwiftCompiler.emitModule(GoldenCase.testedModule, app, in: folder, setting: setting)
        try #require(module.succeeded, "\(golden.name): \(module.output)")

        let options = Generator.Options(kinds: [.scaffold], testedModule: GoldenCase.testedModule)
        let result = Generator.generate(try golden.inputs(), config: config, options: options)
        #expect(!result.diagnostics.containsErrors, "\(DiagnosticRenderer.render(result.diagnostics))")
        let scaffolds = result.files.filter { $0.name.hasSuffix("BehaviorTests.swift") }
        #expect(!scaffolds.isEmpty)
        var urls: [URL] = []
        for file in scaffolds {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            urls.append(url)
        }
        let typecheck = try SwiftCompiler.typecheck(urls, against: folder, in: folder, setting: setting)
        let errors = typecheck.output.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        let others = errors.filter { !$0.hasSuffix("editor placeholder in source file") }
        #expect(!errors.isEmpty, "a scaffold holds placeholders, which the compiler reports")
        #expect(others.isEmpty, "\(golden.name), \(variant):\n\(others.joined(separator: "\n"))")
    }

    @Test("an action whose examples run what it sends ('dispatches') gets no test comparing it, and the file says why")
    func plannedActionsHaveNoTest() throws {
        let golden = try #require(GoldenCase.all.first { $0.name == "flavor-swiftdux" })
        let inputs = try golden.inputs().filter { $0.path.hasSuffix("TodoBulk.connector.yml") }
        let result = Generator.generate(inputs, config: try golden.config(), options: Generator.Options(kinds: [.scaffold], testedModule: "App"))
        let file = try #require(result.files.first, "\(result.diagnostics)")
        #expect(file.contents.contains("// The actions 'completeAll', 'reset', 'save' have no test here: the spec's examples run what they send"))
        #expect(!file.contents.contains("completeAll action"), "\(file.contents)")
        #expect(file.contents.contains("func openExample()"), "the field's test stays")
    }
}
