import ConnectorGen
import Foundation
import Testing

/// How `connector-gen.yml`'s container defaults and a spec's `container` and `previews`
/// combine, and how a store method is written.
@Suite("Container options")
struct ContainerOptionsTests {
    static func generate(_ specs: [String: String], config: String) throws -> Generator.Result {
        let (decoded, found) = Generator.readConfig(Generator.Input(path: "connector-gen.yml", bytes: Array(config.utf8)))
        try #require(found.isEmpty, "\(found)")
        let inputs = specs.sorted { $0.key < $1.key }.map { Generator.Input(path: $0.key, bytes: Array($0.value.utf8)) }
        return Generator.generate(inputs, config: try #require(decoded), options: Generator.Options(kinds: [.connector]))
    }

    /// A spec of a connector named `name` with one field, `count`, and `lines` after it.
    static func spec(named name: String, lines: [String]) -> String {
        (["connector: \(name)Connector", "state: AppState", "action: AppAction", "viewState:", "  count: { type: Int, from: state.count }"]
            + lines).joined(separator: "\n")
    }

    /// A state example for ``spec(named:lines:)``.
    static let countExample = ["examples:", "  - name: counts", "    given: AppState()", "    expect: .init(count: 0)"]

    @Test("the target's previews apply to specs with a view, and leave the others alone")
    func targetPreviews() throws {
        let result = try Self.generate(
            [
                "Plain.connector.yml": Self.spec(named: "Plain", lines: Self.countExample),
                "Shown.connector.yml": Self.spec(named: "Shown", lines: ["view: ShownView"] + Self.countExample),
            ],
            config: "previews: true\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
        #expect(files["Plain.connector.swift"]?.contains("SwiftUI") == false)
        #expect(files["Shown.connector.swift"]?.contains("struct ShownView_Previews: PreviewProvider {") == true)
        #expect(files["Shown.connector.swift"]?.contains("ShownView(count: state.count)") == true)
    }

    @Test("views of one name nested in two types: the previews are named with the types, and the containers' one name is an error until one is named")
    func nestedViewsOfOneName() throws {
        let lines = { (view: String) in ["view: \(view)", "container: { source: parameter }", "previews: true"] + Self.countExample }
        let specs = [
            "Movie.connector.yml": Self.spec(named: "Movie", lines: lines("MovieScreen.Detail")),
            "Show.connector.yml": Self.spec(named: "Show", lines: lines("ShowScreen.Detail")),
        ]
        let config = "container: { store: AppStore }\n"
        let clash = try Self.generate(specs, config: config)
        #expect(clash.diagnostics.map { "\($0.file):\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" } == [
            "Show.connector.yml:7:1 the container 'DetailContainer' of this spec has the name of the container of the view 'MovieScreen.Detail', which another spec generates"
        ])
        #expect(clash.diagnostics.first?.fixIt?.message == "name this container with 'name: <#Name#>' under 'container'")
        var named = specs
        named["Show.connector.yml"] = named["Show.connector.yml"]?.replacingOccurrences(of: "{ source: parameter }", with: "{ source: parameter, name: ShowDetailContainer }")
        let result = try Self.generate(named, config: config)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
        #expect(files["Movie.connector.swift"]?.contains("struct MovieScreenDetail_Previews: PreviewProvider {") == true)
        #expect(files["Show.connector.swift"]?.contains("struct ShowScreenDetail_Previews: PreviewProvider {") == true)
        #expect(files["Show.connector.swift"]?.contains("struct ShowDetailContainer: View {") == true)
    }

    @Test("a spec's container overrides the target's source and shape")
    func specOverridesTarget() throws {
        let result = try Self.generate(
            [
                "Shown.connector.yml": Self.spec(
                    named: "Shown", lines: ["view: ShownView", "container: { source: parameter, shape: viewModel, name: ShownScreen }"]),
            ],
            config: "container: { store: AppStore, source: environment, connect: \"derive(_:)\" }\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let file = try #require(result.files.first { $0.name == "Shown.connector.swift" }).contents
        #expect(file.contains("struct ShownScreen: View {"))
        #expect(file.contains("    private let store: AppStore\n"))
        #expect(file.contains("init(store: AppStore) {"))
        // The store's method set in connector-gen.yml is called on a line of its own, mapped there.
        #expect(file.contains("let viewModel = store.derive(connector)\n"), "\(file)")
        #expect(file.contains("ShownView(viewModel: viewModel)\n"), "\(file)")
    }

    @Test("a view action's value named 'send' is named apart in the container's closure, which calls the store's send", arguments: [CompilerSetting.swift5, .swift6])
    func valueNamedSend(_ setting: CompilerSetting) throws {
        let (workspace, outcome) = try SwiftCompiler.generateAndTypecheck(setting: setting, files: [
            "connector-gen.yml": "container:\n  store: AppStore\n  source: parameter\n",
            "Mail.connector.yml": """
            connector: MailConnector
            state: AppState
            action: AppAction
            view: MailView
            viewState:
              draft: { type: String, from: state.draft }
            viewAction:
              deliver:
                with: { send: Bool }
                to: .deliver(send)
            container: true

            """,
            "Fixtures.swift": """
            import SwiftUI

            struct AppState: Equatable, Sendable { var draft = "" }
            enum AppAction: Equatable, Sendable { case deliver(Bool) }
            @MainActor final class AppStore: ObservableObject {
                @Published private(set) var state = AppState()
                func send(_ action: AppAction) {}
            }
            struct MailView: View {
                let draft: String
                let deliver: (Bool) -> Void
                var body: some View { Text(draft) }
            }

            """,
        ])
        let mail = try #require(workspace.read("Out/Mail.connector.swift"))
        #expect(mail.contains("deliver: { sendValue in send(.deliver(send: sendValue)) }"), "\(mail)")
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("store methods are written as name, name(_:) or name(label:)", arguments: [
        ("send", "store.send(x)"), ("send(_:)", "store.send(x)"), ("dispatch(action:)", "store.dispatch(action: x)"),
    ])
    func storeMethods(_ text: String, _ call: String) throws {
        let method = try #require(StoreMethod(text))
        #expect(method.call(on: "store", "x") == call)
    }

    @Test("anything else is not a store method", arguments: ["send action", "send(", "send(a:b:)", "(x:)", "send(:)"])
    func invalidStoreMethods(_ text: String) {
        #expect(StoreMethod(text) == nil)
    }

    @Test("a generic view's container is named after the view alone and its previews after the view and the types it is nested in, every generic argument left out", arguments: [
        ("PickerView<String>", "PickerContainerView", "PickerView_Previews"),
        ("Outer<String>.PickerView", "PickerContainerView", "OuterPickerView_Previews"),
        ("Outer<Item.ID>.Row<[Int: String]>", "RowContainer", "OuterRow_Previews"),
        ("PickerView<() -> Swift.Void>", "PickerContainerView", "PickerView_Previews"),
        ("Outer<(Int) -> Int>.PickerView", "PickerContainerView", "OuterPickerView_Previews"),
    ])
    func genericViewNames(view: String, container: String, previews: String) throws {
        let result = try Self.generate(
            ["Picker.connector.yml": Self.spec(named: "Picker", lines: ["view: \(view)", "container: { store: AppStore }"] + Self.countExample)],
            config: "previews: true\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let file = try #require(result.files.first { $0.name == "Picker.connector.swift" }).contents
        #expect(file.contains("struct \(container): View {"), "\(file)")
        #expect(file.contains("struct \(previews): PreviewProvider {"), "\(file)")
    }
}
