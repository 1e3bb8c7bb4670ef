/// The commented starter spec `connector-gen init` writes.
package enum StarterSpec {
    /// A valid, commented spec for a screen called `name`, of the app state `state` and the app
    /// action `action`; with `schemaPath`, its first line points the YAML language server at the
    /// spec's JSON Schema there.
    package static func text(name: String, state: String = "AppState", action: String = "AppAction", schemaPath: String? = nil) -> String {
        // The comments after the first keys line up, whatever the names' lengths.
        let keys = ["connector: \(name)Connector", "state: \(state)", "action: \(action)", "view: \(name)View"]
        let column = max(35, (keys.map(\.count).max() ?? 0) + 2)
        func commented(_ key: String, _ comment: String) -> String {
            key + String(repeating: " ", count: column - key.count) + "# " + comment
        }
        return (schemaPath.map { "# yaml-language-server: $schema=\($0)\n" } ?? "") + """
        # \(name).connector.yml — generates \(name)View.State, \(name)View.Action and
        # Connectors.\(name)Connector. Every key is explained in Docs/spec-reference.md.

        \(commented(keys[0], "the generated connector type"))
        \(commented(keys[1], "your app state type"))
        \(commented(keys[2], "your app action type"))
        \(commented(keys[3], "the generated State and Action are nested in it"))

        # Named reads of the app state: `items: items` binds `let items = state.items`.
        slices:
          items: items

        # The view state's fields: a type and the Swift expression it comes from.
        # `state` and every slice are in scope. A field written as just a type copies the
        # slice of the same name.
        viewState:
          items: "[String]"
          isEmpty: { type: Bool, from: items.isEmpty }

        # The view's actions and the app action each one sends.
        viewAction:
          refresh: .reload
          select:
            with: { index: Int }
            to: .select(index: index)

        # Examples become unit tests in your test target.
        examples:
          - name: an empty list is empty
            given: \(state)()
            expect: .init(items: [], isEmpty: true)
          - name: refreshing reloads
            send: .refresh
            expect: .reload
          - name: selecting sends the index
            send: .select(index: 2)
            expect: .select(index: 2)

        """
    }
}
