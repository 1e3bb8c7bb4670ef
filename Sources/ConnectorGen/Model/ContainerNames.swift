/// What a spec's SwiftUI container and previews are made of, decided once from the spec's
/// `container` and `previews` and the target's defaults.
struct ContainerNames: Sendable {
    /// The container's type name, e.g. `MovieDetailContainerView`.
    let typeName: String
    /// The rendering view, the spec's `view`.
    let view: String
    /// The app's store type; `nil` when neither the spec nor the target names it (an error
    /// unless the store is provided, whose type generated code does not name).
    let store: String?
    /// Where the store's type is named, in the spec (`specPath`) or in `connector-gen.yml`: the
    /// store members the target does not set (`state`, `send`) are used on its line, so that a
    /// store without them is reported there.
    let storeSource: Located<String>?
    /// Where the spec itself names the store's type, which the file checks at its column.
    let storeInSpec: Located<String>?
    /// How the container gets the store.
    let source: StoreSource
    /// What the container passes to the view.
    let shape: RenderingShape
    /// The store's members generated code uses (`state`, `send`, `connect`), from the target.
    let members: ContainerDefaults
    /// The container's stored store property, named apart from the connector's inputs: the
    /// provided store's action dispatcher, `actionDispatcher`, for `source: provideStore`.
    let storeProperty: String
    /// The modules the container needs besides the file's own: SwiftUI, and SwiftDux for a
    /// provided store.
    let imports: [String]
    /// The action each bound field's binding sends, by field name.
    let bindings: [String: String]

    /// The names of `spec`'s container, or `nil` when it asks for none or has no `view`.
    init?(spec: ConnectorSpec, specPath: String, config: TargetConfig, shape: RenderingShape) {
        guard let container = spec.container, let view = spec.view?.value else { return nil }
        let defaults = config.container
        self.view = view
        typeName = container.name.map { SwiftNames.escaped($0.value) } ?? Self.defaultName(forView: view)
        store = container.store?.value ?? defaults.store
        storeInSpec = container.store
        storeSource = container.store.map { Located(specPath, at: $0.location) } ?? defaults.memberSources["store"]
        source = container.source?.value ?? defaults.source
        self.shape = shape
        let inputNames = spec.inputs.map(\.name.value)
        if source == .provideStore {
            // SwiftDux's dispatcher sends with `send(_:)`; the state reaches the container through `Connector`.
            var members = defaults
            members.send = StoreMethod(name: "send")
            members.memberSources["send"] = nil
            self.members = members
            storeProperty = LocalNames.apart("actionDispatcher", from: inputNames, step: .prefix("store"))
            imports = ["SwiftDux", "SwiftUI"]
        } else {
            members = defaults
            storeProperty = LocalNames.apart("store", from: inputNames, step: .prefix("app"))
            imports = ["SwiftUI"]
        }
        bindings = Dictionary(container.bindings.map { ($0.field.value, $0.action.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The container of a view named like the articles name theirs: `SearchView` gives
    /// `SearchContainerView`, `Search` gives `SearchContainer`.
    static func defaultName(forView view: String) -> String {
        let base = baseName(ofView: view)
        if base.hasSuffix("View") && base != "View" { return base.dropLast(4) + "ContainerView" }
        return base + "Container"
    }

    /// The name of the preview provider of `view`: `SearchView_Previews`, as Xcode's template
    /// names it; for a nested view, with the names of the types it is nested in, so that views of
    /// one name nested in two types get two (`MovieScreen.Detail` gives `MovieScreenDetail_Previews`).
    /// Generic arguments are left out.
    static func previewsName(forView view: String) -> String {
        var depth = 0
        var previous: Character?
        var name = ""
        for character in view {
            switch character {
            case "<": depth += 1
            // The `>` of a function type's `->` closes nothing.
            case ">" where previous != "-": depth -= 1
            case "." where depth == 0: break
            default: if depth == 0 && !character.isWhitespace { name.append(character) }
            }
            previous = character
        }
        return name + "_Previews"
    }

    /// The view's own name, which the names made from it start with: without the types it is
    /// nested in and without its generic arguments (`ListView` for `Feed.ListView<Item.ID>`).
    private static func baseName(ofView view: String) -> String {
        // The last name outside generic arguments: `Outer<Int>.ListView<Item>` → `ListView`.
        var depth = 0
        var last = Substring(view)
        var previous: Character?
        for index in view.indices {
            switch view[index] {
            case "<": depth += 1
            // The `>` of a function type's `->` closes nothing.
            case ">" where previous != "-": depth -= 1
            case "." where depth == 0: last = view[view.index(after: index)...]
            default: break
            }
            previous = view[index]
        }
        return String(last.prefix { $0 != "<" })
    }
}
