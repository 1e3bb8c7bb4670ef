/// Defaults for every spec of a target, from `connector-gen.yml`.
public struct TargetConfig: Hashable, Sendable {
    /// Which test framework generated tests use.
    public enum TestFramework: String, CaseIterable, Hashable, Sendable {
        /// Swift Testing's `@Test`.
        case swiftTesting = "swift-testing"
        /// XCTest's `XCTestCase`.
        case xctest
    }

    /// The default access level.
    public var access: AccessLevel
    /// Modules every generated file imports.
    public var imports: [String]
    /// What connectors conform to; `nil` means `ConnectorRuntime`'s `Connector`.
    public var protocolName: String?
    /// The namespace connectors live in; empty puts them at the top level.
    public var namespace: String
    /// The test framework of generated tests.
    public var tests: TestFramework

    /// The defaults when a target has no `connector-gen.yml`.
    public static let `default` = TargetConfig()

    /// Creates a configuration.
    public init(
        access: AccessLevel = .internal, imports: [String] = [], protocolName: String? = nil,
        namespace: String = "Connectors", tests: TestFramework = .swiftTesting
    ) {
        self.access = access
        self.imports = imports
        self.protocolName = protocolName
        self.namespace = namespace
        self.tests = tests
    }
}
