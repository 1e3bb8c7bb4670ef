/// Defaults for every spec of a target, from `connector-gen.yml`.
public struct TargetConfig: Hashable, Sendable {
    /// Which test framework generated tests use.
    public enum TestFramework: String, CaseIterable, Hashable, Sendable {
        /// Swift Testing's `@Test`.
        case swiftTesting = "swift-testing"
        /// XCTest's `XCTestCase`.
        case xctest
    }

    /// A target's default actor isolation: what its declarations are isolated to when they
    /// say nothing (SE-0466).
    public enum DefaultIsolation: String, CaseIterable, Hashable, Sendable {
        /// Declarations are nonisolated unless marked: Swift 5 and Swift 6 targets by default.
        case nonisolated
        /// Declarations are isolated to the main actor unless marked: new Xcode 26 app targets,
        /// and SwiftPM targets with `.defaultIsolation(MainActor.self)`.
        case mainActor = "MainActor"
    }

    /// What a spec generates for its view: a connector, or an extension of the view
    /// conforming to a library's connected-view protocol.
    public enum Flavor: String, CaseIterable, Hashable, Sendable {
        /// A connector type conforming to `Connector`, and the view's `State` and `Action`.
        case connector
        /// An extension of the view conforming to SwiftUIFlux's `ConnectedView`: its `Props`
        /// and `map(state:dispatch:)`.
        case swiftuiflux
        /// An extension of the view conforming to SwiftDux's `ConnectableView`: its
        /// `Equatable` `Props`, with `@ActionBinding` actions and two-way fields, and
        /// `map(state:binder:)`, which may return `nil` while a required slice is missing.
        case swiftdux
    }

    /// The library whose plans the connector form's examples run with `dispatches`: an app
    /// action that is a plan dispatches other actions when it runs. The flavors run their own
    /// library's plans.
    public enum Plans: String, CaseIterable, Hashable, Sendable {
        /// ReSwift-Thunk's `Thunk<State>`, run through its `createThunkMiddleware()`.
        case reswiftThunk = "reswift-thunk"
    }

    /// The default access level.
    public var access: AccessLevel
    /// Modules every generated file imports.
    public var imports: [String]
    /// Where `connector-gen.yml` names each module of ``imports``, for a generated file to
    /// import it at its place there.
    package var importLocations: [String: SourceLocation] = [:]
    /// What connectors conform to; `nil` means `ConnectorRuntime`'s `Connector`.
    public var protocolName: String?
    /// The namespace connectors live in; empty puts them at the top level.
    public var namespace: String
    /// Whether `connector-gen.yml` sets ``namespace``, rather than leaving the default.
    package var setsNamespace = false
    /// The test framework of generated tests.
    public var tests: TestFramework
    /// The target's default isolation, when `connector-gen.yml` says it; otherwise the
    /// build's (see ``Generator/Options/detectedIsolation``), and `nonisolated` when neither does.
    public var isolation: DefaultIsolation?
    /// The isolation generated code is written for: ``isolation``, or `nonisolated` when it is unknown.
    package var effectiveIsolation: DefaultIsolation { isolation ?? .nonisolated }
    /// Where `connector-gen.yml` names ``protocolName``: the file, and the name's place in it.
    package var protocolSource: Located<String>?
    /// ConnectorRuntime's protocol, qualified: `protocol` written so is the same as left out.
    package static let runtimeProtocolName = "ConnectorRuntime.Connector"

    /// What connectors conform to: ``protocolName``, or the runtime's `Connector`.
    package var effectiveProtocolName: String { protocolName ?? "Connector" }
    /// What specs generate unless they set `flavor` themselves.
    public var flavor: Flavor = .connector
    /// Where `connector-gen.yml` names ``flavor``, for a generated file to import the flavor's
    /// library at its place there.
    package var flavorLocation: SourceLocation?
    /// The file and place where `connector-gen.yml` sets `isolation`, to point at it when the
    /// build disagrees.
    package var isolationSource: Located<String>?
    /// The path `connector-gen.yml` was read from; `nil` for a target without one.
    package var file: String?
    /// How generated files are laid out: a run's choice (``Generator/Options/layout``), not
    /// the file's.
    package var layout = SourceLayout.exactColumns
    /// Where a wrong isolation is best reported: where `connector-gen.yml` sets `isolation`, or
    /// else the file's first line; `nil` for a target without the file.
    package var isolationSetting: Located<String>? {
        isolationSource ?? file.map { Located($0, at: SourceLocation(line: 1, column: 1)) }
    }
    /// Whether connectors return their last view state while the slices they read are
    /// unchanged, unless a spec says otherwise.
    public var memoize: Bool
    /// Whether generated view types are declared `Sendable` (`true`) or left without it
    /// (`false`), unless a spec says otherwise; `nil`, the default, declares it only where the
    /// generated code needs it, and otherwise lets Swift infer it.
    public var sendable: Bool?
    /// How the SwiftUI containers that specs ask for reach the app's store.
    public var container = ContainerDefaults()
    /// Whether specs generate a preview per state example, unless a spec says otherwise.
    public var previews = false
    /// Where connector-gen.yml sets `previews`: the default view model stub of a spec that
    /// takes the target's previews is reported there.
    package var previewsSource: Located<String>? = nil
    /// The library whose plans the connector form's `dispatches` examples run; `nil` when the
    /// connector form runs none.
    public var plans: Plans?

    /// The defaults when a target has no `connector-gen.yml`.
    public static let `default` = TargetConfig()

    /// Creates a configuration.
    public init(
        access: AccessLevel = .internal, imports: [String] = [], protocolName: String? = nil,
        namespace: String = "Connectors", tests: TestFramework = .swiftTesting, isolation: DefaultIsolation? = nil,
        memoize: Bool = false, sendable: Bool? = nil
    ) {
        self.access = access
        self.imports = imports
        self.protocolName = protocolName
        self.namespace = namespace
        self.tests = tests
        self.isolation = isolation
        self.memoize = memoize
        self.sendable = sendable
    }
}
