/// Drafts specs from hand-written connected screens: the work of `connector-gen adopt`.
///
/// It reads Swift files without compiling them, finds each connector (`connect(state:)`),
/// SwiftUIFlux `ConnectedView` (`map(state:dispatch:)`) and SwiftDux `ConnectableView`
/// (`map(state:binder:)`), and drafts one spec per screen. What a draft cannot carry over is
/// a `# TODO(adopt):` comment at its place, naming the Swift file and line.
///
/// ```swift
/// let result = Adopter.draft([Adopter.SourceFile(path: "Screens/History.swift", text: text)])
/// for draft in result.drafts { print(draft.fileName, draft.yaml) }
/// ```
public enum Adopter {
    /// A Swift file to read: its path, as the user named it, and its text.
    public struct SourceFile: Sendable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The shape a hand-written screen has.
    public enum Form: Hashable, Sendable {
        /// A connector, conforming to `ConnectorRuntime`'s `Connector`, or to the app's own
        /// protocol when `protocol` names one: declared in the files read, or in a module the
        /// connector's file imports.
        case connector(protocol: String?)
        /// SwiftUIFlux's `ConnectedView`.
        case swiftUIFlux
        /// SwiftDux's `ConnectableView`.
        case swiftDux

        /// The spec's `flavor`, as the summary names it.
        public var flavorName: String {
            switch self {
            case .connector: "connector"
            case .swiftUIFlux: "swiftuiflux"
            case .swiftDux: "swiftdux"
            }
        }

        /// A flavor's library, the protocol its views conform to, and the `map` it requires;
        /// `nil` for the connector form.
        var library: (name: String, protocolName: String, map: String)? {
            switch self {
            case .connector: nil
            case .swiftUIFlux: ("SwiftUIFlux", "ConnectedView", "map(state:dispatch:)")
            case .swiftDux: ("SwiftDux", "ConnectableView", "map(state:binder:)")
            }
        }
    }

    /// Hand-written code a draft replaces, to delete once the spec is reviewed.
    public struct Replacement: Hashable, Sendable {
        /// What it is, such as `struct Props` or `func map(state:dispatch:)`.
        public var what: String
        public var file: String
        public var range: SourceRange
    }

    /// A `TODO(adopt)` of a draft: what is left to do by hand, at its place in the Swift file.
    public struct Todo: Hashable, Sendable {
        public var message: String
        public var file: String
        public var location: SourceLocation
    }

    /// The spec drafted for one screen.
    public struct Draft: Sendable {
        /// The spec's name: the file is `<specName>.connector.yml`.
        public var specName: String
        /// The connector or view the draft is for.
        public var screen: String
        public var form: Form
        /// The enum a hand-written connector is declared in (`Connectors`); empty at the top level.
        public var namespace: String
        /// The Swift file the screen is declared in, and where.
        public var file: String
        public var location: SourceLocation
        var draft: DraftSpec
        /// What the spec replaces, once reviewed.
        public var replaces: [Replacement]
        /// The module that declares the app's own connector protocol, when the connector's
        /// module is another: the drafted `connector-gen.yml` imports it.
        var protocolModule: String?

        /// The spec's file name.
        public var fileName: String { specName + ".connector.yml" }

        /// The spec's YAML.
        public var yaml: String { DraftSpecWriter.yaml(draft, fileName: file) }

        /// What could not be carried over, in the order the YAML holds it.
        public var todos: [Todo] { draft.allTodos.map { Todo(message: $0.message, file: $0.file ?? file, location: $0.location) } }

        /// The number of view actions drafted, each of which says it has no example yet.
        public var actionCount: Int { draft.actions.count }
    }

    /// A screen found but not drafted.
    public struct Skipped: Error, Hashable, Sendable {
        /// The connector or view.
        public var name: String
        public var file: String
        public var location: SourceLocation
        /// Why, in words, with what to do.
        public var reason: String
        /// Whether it is a screen; otherwise the rest of a file that could not be read, where
        /// screens may be that were not found.
        public var isScreen = true
    }

    /// What `draft` found.
    public struct Result: Sendable {
        /// The drafts, in the order of the files and declarations read.
        public var drafts: [Draft]
        /// The screens found but not drafted.
        public var skipped: [Skipped]

        /// The namespace the connector-form drafts keep: the enum the hand-written connectors
        /// are declared in (`Connectors`, connector-gen's default), or `""` for the top level.
        public var namespace: String?
        /// The app's own declaration of that namespace, which connector-gen declares in
        /// `ConnectorNamespace.swift` once the connectors are generated.
        public var namespaceDeclaration: Replacement?

        /// Whether a file read imports ReSwift-Thunk: the app's plans are its thunks, which the
        /// connector form's examples run with `plans: reswift-thunk`.
        public var usesReSwiftThunk = false

        /// The `connector-gen.yml` the connector-form drafts need, so that the generated
        /// connectors keep the hand-written names (their namespace) and protocol, and their
        /// examples can run the app's thunks; `nil` without connector-form drafts.
        public var configuration: String? {
            let protocols = Set(drafts.compactMap { draft -> String?? in
                if case .connector(let name) = draft.form { return .some(name) }
                return nil
            })
            guard let namespace, !protocols.isEmpty else { return nil }
            var lines = ["# Target defaults for the drafted connectors: they keep their hand-written names"]
            switch namespace {
            case "": lines.append("namespace: \"\"")
            case "Connectors": lines.append("namespace: Connectors")
            default: lines.append("namespace: \(namespace)")
            }
            let own = protocols.compactMap { $0 }
            if own.count == 1, protocols.count == 1 {
                lines.append("protocol: \(own[0])")
                var modules: [String] = []
                for module in drafts.compactMap(\.protocolModule) where !modules.contains(module) { modules.append(module) }
                if !modules.isEmpty { lines.append("imports: [\(modules.joined(separator: ", "))]") }
            }
            if usesReSwiftThunk { lines.append("plans: reswift-thunk") }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// What each drafted action's `noExample` says until an example replaces it.
    static let noExampleReason = "drafted by adopt; replace with an example"

    /// Drafts a spec for each connected screen in `files`. Never fails: what it cannot read is
    /// skipped, with the reason.
    public static func draft(_ files: [SourceFile]) -> Result {
        let sources = AdoptedSources(files.map { SwiftSourceFile(path: $0.path, text: $0.text) })
        var found = ScreenDrafter(sources: sources).draftAll()
        // Two screens of one spec name: the later one is skipped.
        var names: [String: Draft] = [:]
        found.drafts = found.drafts.filter { draft in
            if let first = names[draft.fileName.lowercased()] {
                // One screen in two folders is one screen of two targets (an iOS and a macOS app).
                func folder(_ path: String) -> Substring { path.lastIndex(of: "/").map { path[..<$0] } ?? "" }
                let twoTargets = draft.screen == first.screen && folder(draft.file) != folder(first.file)
                found.skipped.append(Skipped(
                    name: draft.screen, file: draft.file, location: draft.location,
                    reason: "its spec would be \(draft.fileName), as for \(first.screen) at \(first.file):\(first.location.line)"
                        + (draft.draft.connector == first.draft.connector ? ", and its connector '\(draft.draft.connector)' too"
                            : draft.fileName != first.fileName ? " (as a file system that ignores case names it)" : "")
                        + (twoTargets
                            ? ": the same screen in another folder, as by two targets: run adopt on one target's files at a time"
                            : ": rename one of the two screens and run adopt again, or keep this one hand-written")))
                return false
            }
            names[draft.fileName.lowercased()] = draft
            return true
        }
        var result = Result(drafts: found.drafts, skipped: found.skipped)
        result.usesReSwiftThunk = sources.files.contains { sources.imports(ofFile: $0.path).contains("ReSwiftThunk") }
        // One namespace for the target: the one most connectors are declared in.
        let connectors = result.drafts.indices.filter { if case .connector = result.drafts[$0].form { true } else { false } }
        let counts = Dictionary(grouping: connectors.map { result.drafts[$0].namespace }, by: { $0 }).mapValues(\.count)
        if let namespace = counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).first?.key {
            // A target's namespace is one enum at the top level, not one nested in a type, nor
            // a type of another kind, which connector-gen's `enum` would clash with.
            let isEnum = sources.primary(namespace).map { $0.declaration.keyword == "enum" } ?? true
            let chosen = namespace.contains(".") || !isEnum ? "" : namespace
            result.namespace = chosen
            for index in connectors where result.drafts[index].namespace != chosen {
                let draft = result.drafts[index]
                result.drafts[index].draft.todos.append(.init(
                    message: "the connector is declared in '\(draft.namespace.isEmpty ? "the top level" : draft.namespace)', and the drafted connector-gen.yml puts connectors \(chosen.isEmpty ? "at the top level" : "in '\(chosen)'"): update its call sites",
                    location: draft.location))
            }
            // One protocol for the target too: drafts that conform to different ones (read from
            // two targets at once) get ConnectorRuntime's, which the configuration leaves as is.
            let protocols = Set(connectors.map { index -> String? in
                if case .connector(let name) = result.drafts[index].form { return name }
                return nil
            })
            if protocols.count > 1 {
                for index in connectors {
                    guard case .connector(let name?) = result.drafts[index].form else { continue }
                    let draft = result.drafts[index]
                    result.drafts[index].draft.todos.append(.init(
                        message: "the connector conforms to '\(name)', but the screens read conform to different protocols, so the drafted connector-gen.yml names none and the generated connector conforms to ConnectorRuntime's 'Connector': adopt each target on its own, or set 'protocol: \(name)' in this target's connector-gen.yml",
                        location: draft.location))
                }
            }
            // An enum of a module the connectors import stays: the generated one shadows it.
            if !chosen.isEmpty, let declaration = sources.primary(chosen), declaration.declaration.keyword == "enum", declaration.declaration.members.cases.isEmpty,
               !connectors.contains(where: { sources.importedModule(declaring: declaration.file.path, importedBy: result.drafts[$0].file) != nil }) {
                result.namespaceDeclaration = Replacement(
                    what: "enum \(chosen) (connector-gen declares it in ConnectorNamespace.swift)", file: declaration.file.path,
                    range: ScreenDrafter.sourceRange(declaration.declaration.range, in: declaration.file))
            }
        }
        return result
    }
}

extension Adopter.Result {
    /// A warning at each TODO of each draft and at each screen not drafted, in file order.
    public var diagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for draft in drafts {
            diagnostics += draft.todos.map { .draftTodo(draft.fileName, $0.message, file: $0.file, at: $0.location) }
        }
        diagnostics += skipped.map { .screenNotDrafted($0.name, reason: $0.reason, isScreen: $0.isScreen, file: $0.file, at: $0.location) }
        return diagnostics
    }
}
