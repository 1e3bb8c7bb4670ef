import ConnectorGen
import Foundation
import Testing

/// Every golden case's generated code and generated tests compile without a warning in every
/// setting an app target uses — Swift 5, Swift 6, and Xcode 26's MainActor default — both with
/// ConnectorRuntime's protocol (a module built without default isolation, as a package
/// dependency is) and with a `Connector` protocol the app declares itself.
@Suite("Generated code compiles in every concurrency setting")
struct SettingsMatrixTests {
    /// The app's own protocol, as the Connectors article declares it.
    static let appProtocol = """
        /// The app's own connector protocol.
        protocol Connector {
            associatedtype State
            associatedtype Action
            associatedtype ViewState: Equatable
            associatedtype ViewAction
            func connect(state: State) -> ViewState
            func connect(action: ViewAction) -> Action
        }

        """

    enum ProtocolChoice: String, CaseIterable, Sendable {
        /// ConnectorRuntime's protocol, or the one the case's configuration names.
        case configured
        /// A `Connector` protocol declared in the app module.
        case declaredInApp
    }

    static let arguments: [(GoldenCase, CompilerSetting)] = GoldenCase.all.filter { $0.fixtures != nil }.flatMap { golden in
        CompilerSetting.allCases.map { (golden, $0) }
    }

    @Test("generated code and tests compile warning-free", arguments: arguments)
    func compiles(_ golden: GoldenCase, _ setting: CompilerSetting) throws {
        let caseConfig = try golden.config()
        for choice in ProtocolChoice.allCases {
            // A case that names its own protocol already is the app-protocol variant.
            if choice == .declaredInApp && caseConfig.protocolName != nil { continue }
            let generated = try golden.generate { config in
                config.isolation = setting.isMainActorDefault ? .mainActor : .nonisolated
                if choice == .declaredInApp { config.protocolName = "Connector" }
            }
            #expect(generated["diagnostics.txt"]?.contains(": error:") != true, "\(golden.name) does not generate: \(generated["diagnostics.txt"] ?? "")")
            let folder = try Paths.temporaryFolder("matrix-\(golden.name)")
            defer { try? FileManager.default.removeItem(at: folder) }
            var sources = [golden.fixtures!]
            if choice == .declaredInApp {
                let url = folder.appendingPathComponent("AppConnector.swift")
                try Data(Self.appProtocol.utf8).write(to: url)
                sources.append(url)
            }
            let appFiles = generated.filter { $0.key.hasSuffix(".swift") && !$0.key.hasSuffix("Tests.swift") }
            sources += try write(appFiles, to: folder)
            let module = try SwiftCompiler.emitModule(GoldenCase.testedModule, sources, in: folder, setting: setting)
            let label = "\(golden.name), \(setting), \(choice.rawValue) protocol"
            #expect(module.succeeded && module.output.isEmpty, "\(label): the generated code does not compile cleanly:\n\(module.output)")
            guard module.succeeded else { continue }

            let tests = try write(generated.filter { $0.key.hasSuffix("ConnectorExampleTests.swift") }, to: folder)
            guard !tests.isEmpty else { continue }
            for testSetting in setting.testTargetSettings {
                let outcome = try SwiftCompiler.typecheck(tests, against: folder, in: folder, setting: testSetting)
                #expect(
                    outcome.succeeded && outcome.output.isEmpty,
                    "\(label), test target in \(testSetting): the generated tests do not compile cleanly:\n\(outcome.output)")
            }
        }
    }

    /// The golden cases checked with ``CompilerSetting/libraryUpcomingFeatures``, all but:
    /// - those generated for `MainActor`, which need a target of that isolation;
    /// - the flavors': a flavor's library is imported plainly, since the view its file extends
    ///   is the app's, `public` or not, and a `public import` no public declaration uses is a
    ///   warning; a `public` flavor view over `InternalImportsByDefault` is not supported;
    /// - `target-config`, whose fixtures declare `package` members of Foundation's types, which
    ///   need a `package import` there, which the other settings reject beside the generated
    ///   files' plain imports.
    static let upcomingFeatureCases = GoldenCase.all.filter { golden in
        guard golden.fixtures != nil, let config = try? golden.config() else { return false }
        return config.isolation != .mainActor && config.flavor == .connector && golden.name != "target-config"
    }

    @Test(
        "generated code and tests compile warning-free with the upcoming features of a library target",
        arguments: upcomingFeatureCases)
    func compilesWithLibraryUpcomingFeatures(_ golden: GoldenCase) throws {
        try compilesWithUpcomingFeatures(golden, setting: .libraryUpcomingFeatures)
    }

    /// The cases ``upcomingFeatureCases`` leaves out for their flavor's import.
    static let flavorUpcomingFeatureCases = GoldenCase.all.filter { golden in
        guard golden.fixtures != nil, let config = try? golden.config() else { return false }
        return config.isolation != .mainActor && config.flavor != .connector
    }

    @Test(
        "the flavors' generated code and tests, plan runners included, compile warning-free with ExistentialAny and MemberImportVisibility",
        arguments: flavorUpcomingFeatureCases)
    func flavorsCompileWithAppUpcomingFeatures(_ golden: GoldenCase) throws {
        try compilesWithUpcomingFeatures(golden, setting: .appUpcomingFeatures)
    }

    private func compilesWithUpcomingFeatures(_ golden: GoldenCase, setting: CompilerSetting) throws {
        let generated = try golden.generate { _ in }
        let folder = try Paths.temporaryFolder("upcoming-\(golden.name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try [golden.fixtures!] + write(generated.filter { $0.key.hasSuffix(".swift") && !$0.key.hasSuffix("Tests.swift") }, to: folder)
        let module = try SwiftCompiler.emitModule(GoldenCase.testedModule, sources, in: folder, setting: setting)
        #expect(module.succeeded && module.output.isEmpty, "\(golden.name), \(setting): the generated code does not compile cleanly:\n\(module.output)")
        guard module.succeeded else { return }
        let tests = try write(generated.filter { $0.key.hasSuffix("ConnectorExampleTests.swift") }, to: folder)
        guard !tests.isEmpty else { return }
        let outcome = try SwiftCompiler.typecheck(tests, against: folder, in: folder, setting: setting)
        #expect(outcome.succeeded && outcome.output.isEmpty, "\(golden.name), \(setting): the generated tests do not compile cleanly:\n\(outcome.output)")
    }

    /// The golden cases whose examples run plans (`dispatches`), whose tests are `async`.
    static let casesRunningPlans = GoldenCase.all.filter { golden in
        golden.fixtures != nil
            && ((try? golden.inputs()) ?? []).contains { String(decoding: $0.bytes, as: UTF8.self).contains("\n    dispatches:") }
    }

    @Test(
        "the same tests written for XCTest compile warning-free, async plan examples included",
        arguments: casesRunningPlans.flatMap { golden in [CompilerSetting.swift6, .mainActorDefault].map { (golden, $0) } })
    func xcTestSuitesCompile(_ golden: GoldenCase, _ setting: CompilerSetting) throws {
        let generated = try golden.generate { config in
            config.tests = .xctest
            config.isolation = setting.isMainActorDefault ? .mainActor : .nonisolated
        }
        let folder = try Paths.temporaryFolder("matrix-xctest-\(golden.name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let appFiles = generated.filter { $0.key.hasSuffix(".swift") && !$0.key.hasSuffix("Tests.swift") }
        let module = try SwiftCompiler.emitModule(GoldenCase.testedModule, [golden.fixtures!] + write(appFiles, to: folder), in: folder, setting: setting)
        try #require(module.succeeded, "\(golden.name), \(setting): the generated code does not compile:\n\(module.output)")
        let tests = try write(generated.filter { $0.key.hasSuffix("ConnectorExampleTests.swift") }, to: folder)
        #expect(tests.contains { (try? String(contentsOf: $0, encoding: .utf8))?.contains("import XCTest") == true })
        // Outside a MainActor-default module the class is not marked `nonisolated`, which a
        // toolchain before Swift 6.1 would not take on a class; its methods are `@MainActor`.
        if !setting.isMainActorDefault {
            for test in tests {
                let text = try String(contentsOf: test, encoding: .utf8)
                #expect(!text.contains("nonisolated final class"), "\(test.lastPathComponent)")
            }
        }
        for testSetting in setting.testTargetSettings {
            let outcome = try SwiftCompiler.typecheck(tests, against: folder, in: folder, setting: testSetting)
            #expect(
                outcome.succeeded && outcome.output.isEmpty,
                "\(golden.name), XCTest target in \(testSetting): the generated tests do not compile cleanly:\n\(outcome.output)")
        }
    }

    private func write(_ files: [String: String], to folder: URL) throws -> [URL] {
        try files.sorted { $0.key < $1.key }.map { name, contents in
            let url = folder.appendingPathComponent(name)
            try Data(contents.utf8).write(to: url)
            return url
        }
    }
}
