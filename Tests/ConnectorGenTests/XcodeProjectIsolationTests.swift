import Foundation
import Testing

/// Xcode gives a build plugin no build settings, so the plugins read a target's
/// `SWIFT_DEFAULT_ACTOR_ISOLATION` from `project.pbxproj`, configuration by configuration,
/// falling back to the project's. The reader is compiled with the plugins' shared sources
/// and run on project files written the way Xcode writes them.
@Suite("The plugins read an Xcode target's default isolation from its project file")
struct XcodeProjectIsolationTests {
    @Test("each configuration's setting, the target's or else the project's", arguments: [
        // (the target's Debug and Release settings, the project's, what the plugin passes)
        ("MainActor", "MainActor", nil, "MainActor"),
        (nil, nil, "MainActor", "MainActor"),
        ("nonisolated", "nonisolated", "MainActor", "nonisolated"),
        (nil, nil, nil, "nonisolated (not set)"),
        ("MainActor", nil, nil, "unknown; differs: Debug: MainActor, Release: not set"),
    ] as [(String?, String?, String?, String)])
    func settingIsRead(_ debug: String?, _ release: String?, _ project: String?, _ expected: String) throws {
        let output = try Self.read(targets: ["Podcasts", "PodcastsTests", "Missing"], in: Self.projectFile(debug: debug, release: release, project: project))
        #expect(output.first == "Podcasts=\(expected)", "\(output)")
        // The test target sets nothing itself, and follows the project.
        #expect(output.dropFirst().first == "PodcastsTests=\(project ?? "nonisolated (not set)")", "\(output)")
        #expect(output.last == "Missing=unknown", "\(output)")
    }

    @Test("a target is found by its product's name too, and a file that is not a property list reads as unknown")
    func productNameAndMalformedFile() throws {
        let file = Self.projectFile(debug: "MainActor", release: "MainActor", project: nil)
        #expect(try Self.read(targets: ["PodcastsApp"], in: file) == ["PodcastsApp=MainActor"])
        #expect(try Self.read(targets: ["Podcasts"], in: String(file.dropLast(40))) == ["Podcasts=unknown"])
    }

    /// Runs the reader on `projectFile` for `targets`, one line each: `name=setting`.
    static func read(targets: [String], in projectFile: String) throws -> [String] {
        let workspace = try Workspace("xcode-project-isolation")
        try workspace.write("project.pbxproj", projectFile)
        let names = targets.map { "\"\($0)\"" }.joined(separator: ", ")
        let driver = try PluginAgreementTests.driver(named: "reader", in: workspace, source: """
            import Foundation
            let file = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
            for target in [\(names)] {
                let finding = XcodeProjectIsolation.defaultIsolation(ofTarget: target, projectFile: file)
                var line = target + "=" + (finding.argument ?? "unknown")
                if finding == .unset { line += " (not set)" }
                if let warning = finding.warning(target: target) {
                    line += "; differs: " + warning.split(separator: "(")[1].split(separator: ")")[0]
                }
                print(line)
            }
            """)
        let run = try SwiftCompiler.run(executable: driver.path, [workspace.url.appendingPathComponent("project.pbxproj").path], in: workspace.url)
        return run.output.split(separator: "\n").map(String.init)
    }

    /// A project file as Xcode writes it: an app target and its test target, Debug and
    /// Release at both levels, each `SWIFT_DEFAULT_ACTOR_ISOLATION` given only when not `nil`.
    static func projectFile(debug: String?, release: String?, project: String?) -> String {
        func setting(_ value: String?) -> String {
            value.map { "\n\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = \($0);" } ?? ""
        }
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 77;
            \tobjects = {

            /* Begin PBXNativeTarget section */
            \t\tA10000000000000000000001 /* Podcasts */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = A10000000000000000000010 /* Build configuration list for PBXNativeTarget "Podcasts" */;
            \t\t\tbuildPhases = (
            \t\t\t);
            \t\t\tname = Podcasts;
            \t\t\tproductName = PodcastsApp;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\tA10000000000000000000002 /* PodcastsTests */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = A10000000000000000000020 /* Build configuration list for PBXNativeTarget "PodcastsTests" */;
            \t\t\tname = PodcastsTests;
            \t\t\tproductName = PodcastsTests;
            \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
            \t\t};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            \t\tA10000000000000000000000 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = A10000000000000000000030 /* Build configuration list for PBXProject "Podcasts" */;
            \t\t\ttargets = (
            \t\t\t\tA10000000000000000000001 /* Podcasts */,
            \t\t\t\tA10000000000000000000002 /* PodcastsTests */,
            \t\t\t);
            \t\t};
            /* End PBXProject section */

            /* Begin XCBuildConfiguration section */
            \t\tA10000000000000000000011 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = "com.example.podcasts";\(setting(debug))
            \t\t\t\tSWIFT_VERSION = 6.0;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tA10000000000000000000012 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = "com.example.podcasts";\(setting(release))
            \t\t\t\tSWIFT_VERSION = 6.0;
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tA10000000000000000000021 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/Podcasts.app/Podcasts";
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tA10000000000000000000022 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tA10000000000000000000031 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;
            \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";\(setting(project))
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tA10000000000000000000032 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;\(setting(project))
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            /* End XCBuildConfiguration section */

            /* Begin XCConfigurationList section */
            \t\tA10000000000000000000010 /* Build configuration list for PBXNativeTarget "Podcasts" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tA10000000000000000000011 /* Debug */,
            \t\t\t\tA10000000000000000000012 /* Release */,
            \t\t\t);
            \t\t\tdefaultConfigurationIsVisible = 0;
            \t\t\tdefaultConfigurationName = Release;
            \t\t};
            \t\tA10000000000000000000020 /* Build configuration list for PBXNativeTarget "PodcastsTests" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tA10000000000000000000021 /* Debug */,
            \t\t\t\tA10000000000000000000022 /* Release */,
            \t\t\t);
            \t\t};
            \t\tA10000000000000000000030 /* Build configuration list for PBXProject "Podcasts" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tA10000000000000000000031 /* Debug */,
            \t\t\t\tA10000000000000000000032 /* Release */,
            \t\t\t);
            \t\t};
            /* End XCConfigurationList section */
            \t};
            \trootObject = A10000000000000000000000 /* Project object */;
            }

            """
    }
}
