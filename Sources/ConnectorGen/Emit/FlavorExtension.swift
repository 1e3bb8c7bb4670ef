/// The file of a flavor that extends the spec's view with a library's connected-view
/// protocol (`swiftuiflux`, `swiftdux`): the imports and the extension itself.
enum FlavorExtension {
    /// The file: `extension View: Protocol { aliases of the nested types, members }`, with the
    /// flavor's library and protocol, whose `#sourceLocation` directives name the spec's path.
    ///
    /// The libraries declare their protocols' requirements without isolation, while the view
    /// (a main-actor `View`), and so its `map`, is isolated to the main actor, where SwiftUI
    /// calls them. With default isolation MainActor, Swift infers that isolated conformance;
    /// otherwise `@preconcurrency` states it (and checks it at run time). A protocol that
    /// requires `Props: Equatable` (``FlavorTraits/conformanceIsMainActorWithDefaultIsolation``)
    /// needs that conformance written `@MainActor`: with default isolation MainActor, `Props`'s
    /// own conformance to `Equatable` is main-actor isolated, and the view's conformance depends on it.
    static func render(_ resolved: ResolvedSpec, members: [Declaration]) -> String {
        let names = resolved.names
        let view = names.view ?? names.connector
        let name = resolved.traits.protocolName ?? names.protocolName
        func conformance(to name: String) -> String {
            names.isolation == .mainActor
                ? (resolved.traits.conformanceIsMainActorWithDefaultIsolation ? "@MainActor " + name : name)
                : "@preconcurrency " + name
        }
        var conformances = [conformance(to: name)]
        // An extension of a generic view at its arguments (`Pages<Todo>`) conforms with
        // conditions, which imply no conformance to the protocols the library's refines. SwiftUI's
        // `View` is isolated to the main actor already: it takes `@MainActor` only where the
        // library's conformance does, which depends on the props' isolated `Equatable`.
        if names.flavorConformanceHasConditions {
            let view = names.isolation == .mainActor && resolved.traits.conformanceIsMainActorWithDefaultIsolation ? "@MainActor View" : "View"
            conformances = [view] + resolved.traits.refinedProtocols.map(conformance(to:)) + conformances
        }
        let aliases = NestedTypeDeclarations.aliases(resolved.spec.types, in: resolved.nestedTypesOwner, names: names)
        let extensionDeclaration = Declaration.extension(
            view, conformances: conformances, members: aliases + members + [inputsCheck(resolved.spec.inputs)].compactMap { $0 })
        let imports = NamedImport.imports(of: names.viewExtensionImports, sites: resolved.importSites, layout: resolved.config.layout)
        let file = SwiftFile(
            header: FileHeader.lines(source: resolved.specFileName),
            imports: imports.lines,
            namedImports: imports.named,
            declarations: SpecTypeChecks.namedTypesDeclarations(
                SpecTypeChecks.declaredTypes(of: resolved.spec, includesInputs: false), layout: resolved.config.layout)
                + [SpecTypeChecks.memberTypesDeclaration(
                    SpecTypeChecks.memberTypes(of: resolved.spec, includesInputs: true), view: view, layout: resolved.config.layout)].compactMap { $0 }
                + SpecTypeChecks.libraryConformanceDeclarations(state: resolved.spec.state, action: resolved.spec.action, traits: resolved.traits)
                + [extensionDeclaration])
        return file.render(specPath: resolved.path, layout: resolved.config.layout)
    }

    /// `private func specInputsAreTheViews()`: each input, at its name's line and column in the
    /// spec, read from the view as the spec's type (`_ = movieId as MovieID`). The view's own
    /// properties are the inputs, so one the view does not have, or has with another type, is
    /// reported at the spec (`cannot convert value of type 'Int' to type 'MovieID' in coercion`),
    /// where otherwise only the example tests, which make the view, would find it. `nil`
    /// without inputs.
    static func inputsCheck(_ inputs: [ConnectorInput]) -> Declaration? {
        guard !inputs.isEmpty else { return nil }
        return .function(
            "specInputsAreTheViews()", modifiers: ["private"],
            documentation: [
                "Each input of the spec, at its line there, read from the view as the spec's type: one the view does",
                "not have, or has with another type, is reported at the spec.",
            ]
        ) { body in
            for input in inputs {
                body.statement(
                    "_ = ", code: SwiftNames.escaped(input.name.value), tail: " as " + input.type.value,
                    atColumn: input.name.location.column - 1, line: input.name.location.line)
            }
        }
    }

    /// The type of a view action's prop, a function of its associated values:
    /// `(_ stars: Int) -> Void`.
    static func closureType(_ actionCase: ActionCase) -> String {
        let parameters = actionCase.parameters.map { "_ " + SwiftNames.escaped($0.label.value) + ": " + $0.type.value }
        return "(" + parameters.joined(separator: ", ") + ") -> Void"
    }
}
