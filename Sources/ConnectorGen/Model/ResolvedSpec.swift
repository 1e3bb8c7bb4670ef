/// A spec with everything decided: the facts it implies, the names its generated code uses
/// under the target's configuration, and the files it generates. The validator, the emitters
/// and the command line read it; none of them works these out again.
struct ResolvedSpec: Sendable {
    /// The decoded spec.
    let spec: ConnectorSpec
    /// The spec's path as the user named it; diagnostics and `#sourceLocation` use it.
    let path: String
    /// What the spec implies.
    let facts: SpecFacts
    /// The names of the generated code.
    let names: ConnectorNames
    /// The target's configuration.
    let config: TargetConfig
    /// What the spec generates: its own `flavor`, else the target's.
    let flavor: TargetConfig.Flavor
    /// The SwiftUI container the spec asks for, if any.
    let container: ContainerNames?
    /// Whether the spec generates a preview per state example: its own `previews`, else the target's.
    let hasPreviews: Bool
    /// What the container and previews pass to the view: the spec's `container` shape, else the target's.
    let containerShape: RenderingShape
    /// What the rendering view is created with in the values shape.
    let renderedView: RenderedView
    /// Where the spec and `connector-gen.yml` name the modules the generated files import,
    /// each written there.
    let importSites: [NamedImport]

    init(_ spec: ConnectorSpec, path: String, config: TargetConfig) {
        self.spec = spec
        self.path = path
        self.config = config
        flavor = spec.flavor?.value ?? config.flavor
        facts = SpecFacts(spec, flavor: flavor)
        containerShape = spec.container?.shape?.value ?? config.container.shape
        container = ContainerNames(spec: spec, specPath: path, config: config, shape: containerShape)
        names = ConnectorNames(spec: spec, facts: facts, config: config, flavor: flavor.traits, containerImports: container?.imports ?? [])
        renderedView = RenderedView(spec: spec, container: container)
        let flavorSite = spec.flavor.map { ($0.location, false) } ?? config.flavorLocation.map { ($0, true) }
        importSites = NamedImport.sites(
            spec: spec.imports, specPath: path, config: config,
            library: flavor.traits.library.flatMap { library in flavorSite.map { (library, $0.0, $0.1) } })
        hasPreviews = spec.previews?.value
            ?? (config.previews && Self.takesTargetPreviews(spec, flavor: flavor, shape: containerShape))
    }

    /// Whether `connector-gen.yml`'s `previews: true` applies to `spec`: a connector with a
    /// view that the target's shape can render. Other specs are left without previews rather
    /// than reported, since they did not ask for them.
    private static func takesTargetPreviews(_ spec: ConnectorSpec, flavor: TargetConfig.Flavor, shape: RenderingShape) -> Bool {
        guard flavor.traits.makesConnector, spec.view != nil, spec.required.isEmpty else { return false }
        if shape == .viewModel { return true }
        if case .existing = spec.viewState { return false }
        if case .existing = spec.viewAction { return false }
        return true
    }

    /// The parameter of the flavor's `map` besides `state` (``FlavorTraits/mapParameter``), when
    /// the generated `map` reads it: only to make action props, so only with view actions.
    /// An input or slice of its name would hide it then, and only then.
    var mapParameterInUse: (name: String, function: String)? {
        spec.actionCases.isEmpty ? nil : traits.mapParameter
    }

    /// What differs in the spec's flavor.
    var traits: FlavorTraits { names.flavor }

    /// The view types a spec without `view` declares at the top level, named after its
    /// connector (`BadgeState`, `BadgeAction`); none with a view, which nests them.
    var topLevelViewTypes: [String] {
        guard spec.view == nil else { return [] }
        var names: [String] = []
        if case .fields = spec.viewState { names.append(facts.generatedTypeBase + "State") }
        if case .existing = spec.viewAction {} else { names.append(facts.generatedTypeBase + "Action") }
        return names
    }

    /// Where the spec's `types` are declared, as the view's scope names it: in the view state,
    /// or in a flavor's `Props`.
    var nestedTypesOwner: String {
        traits.makesConnector ? names.viewState.generated : "Props"
    }

    /// The type of `input` as code outside the connector and the view names it (the
    /// container's initializer, a test): a type of the spec's `types` it names is written
    /// with its owner (`Badge?` gives `ProfileView.State.Badge?`), which the connector's and
    /// the view's aliases leave out inside them.
    func typeOutsideConnector(of input: ConnectorInput) -> String {
        let owner = traits.makesConnector ? nestedTypesOwner : "\(names.view ?? names.connector).\(nestedTypesOwner)"
        return ReferencedNames.qualifying(input.type.value, names: facts.nestedTypeNames, in: owner)
    }

    /// The app's own types the spec names: its app state and action, and an existing view
    /// state or view action.
    var namedAppTypes: [Located<String>] {
        var types = [spec.state, spec.action]
        if case .existing(let type, _) = spec.viewState { types.append(type) }
        if case .existing(let type, _) = spec.viewAction { types.append(type) }
        return types
    }

    /// Whether every action example needs `given`: a flavor maps its props from a state, and a
    /// connector whose actions read the state maps every action against one.
    var actionExamplesNeedGiven: Bool { !traits.makesConnector || facts.actionsReadState }

    /// Whether the generated files import a module of ReSwift-Thunk's plans (`ReSwift`,
    /// `ReSwiftThunk`), whose thunks `plans: reswift-thunk` in `connector-gen.yml` would run.
    var importsThunkLibrary: Bool { names.imports.contains { PlanRunner.thunk.testImports.contains($0) } }

    /// The spec's file name, without its folder.
    var specFileName: String { OutputNaming.fileName(of: path) }

    /// The name of the file `kind` generates for this spec.
    func fileName(_ kind: OutputKind) -> String { kind.fileName(forSpec: path) }
}
