/// Emits a test suite from a spec's examples.
enum TestEmitter {
    static func emit(_ spec: ConnectorSpec, config: TargetConfig, module: String, specPath: String) -> String {
        ""
    }
}
