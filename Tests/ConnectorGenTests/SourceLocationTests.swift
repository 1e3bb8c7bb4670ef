import ConnectorGen
import Foundation
import Testing

/// Compiler errors in user code land on the spec's line and column.
@Suite("Compiler errors point at the spec")
struct SourceLocationTests {
    @Test("a type error inside a from: expression is reported at the spec's file, line and column", arguments: [
        // (spec line with the error, the misspelled member, its expected line:column)
        ("  title: { type: String, from: state.nam }", "nam", "6:38"),
        ("  title:\n    type: String\n    from: |\n      state\n        .nam", "nam", "10:10"),
        ("  title:\n    type: String\n    from: state.name.uppercasedd()", "uppercasedd", "8:22"),
    ])
    func typeErrorIsLocated(_ field: String, _ member: String, _ position: String) throws {
        let spec = """
            connector: TitleConnector
            state: AppState
            action: AppAction
            view: TitleView
            viewState:
            \(field)

            """
        let fixtures = """
            struct AppState { var name = "" }
            enum AppAction: Equatable { case none }
            enum TitleView {}

            """
        let workspace = try Workspace()
        try workspace.write("Specs/Title.connector.yml", spec)
        try workspace.write("Fixtures.swift", fixtures)
        let generate = try workspace.run("generate", "Specs/Title.connector.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let outcome = try SwiftCompiler.typecheck(
            [workspace.url.appendingPathComponent("Fixtures.swift"), workspace.url.appendingPathComponent("Out/Title.connector.swift"), workspace.url.appendingPathComponent("Out/ConnectorNamespace.swift")],
            in: workspace.url)
        #expect(!outcome.succeeded)
        let firstError = outcome.output.split(separator: "\n").first { $0.contains(": error:") }.map(String.init) ?? outcome.output
        #expect(firstError.hasPrefix("Specs/Title.connector.yml:\(position): error:"), "\(outcome.output)")
        #expect(firstError.contains(member))
    }

    @Test("a misspelled field type is reported at the spec's line")
    func misspelledTypeIsLocated() throws {
        let spec = """
            connector: TitleConnector
            state: AppState
            action: AppAction
            view: TitleView
            viewState:
              title:
                type: Strin
                from: state.name

            """
        let workspace = try Workspace()
        try workspace.write("Title.connector.yml", spec)
        try workspace.write("Fixtures.swift", "struct AppState { var name = \"\" }\nenum AppAction: Equatable { case none }\nenum TitleView {}\n")
        #expect(try workspace.run("generate", "Title.connector.yml", "--output", "Out").status == 0)
        let outcome = try SwiftCompiler.typecheck(
            ["Fixtures.swift", "Out/Title.connector.swift", "Out/ConnectorNamespace.swift"].map { workspace.url.appendingPathComponent($0) },
            in: workspace.url)
        #expect(!outcome.succeeded)
        #expect(outcome.output.split(separator: "\n").contains { $0.hasPrefix("Title.connector.yml:7:") && $0.contains("error: cannot find type 'Strin' in scope") }, "\(outcome.output)")
    }
}
