import ConnectorGen

/// libFuzzer's entry point: every input goes through the whole pipeline — read, decode,
/// validate and emit as a spec, as a target configuration, and as a document for `parse`.
/// A crash, a hang or a runaway allocation is a bug; errors are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let input = Generator.Input(path: "Fuzz.connector.yml", bytes: bytes)

    let result = Generator.generate([input], options: Generator.Options(kinds: [.connector, .namespace, .tests], testedModule: "App"))
    for diagnostic in result.diagnostics where diagnostic.isError {
        // Every error from a single spec points at a line and column in it.
        precondition(diagnostic.location != nil, "unlocated error: \(diagnostic.message)")
        precondition(diagnostic.location!.line >= 1 && diagnostic.location!.column >= 1, "bad location for: \(diagnostic.message)")
    }
    precondition(result.succeeded == !result.files.isEmpty, "files and errors disagree")
    _ = DiagnosticRenderer.render(result.diagnostics)

    _ = Generator.documentJSON(input)
    _ = Generator.readConfig(Generator.Input(path: "connector-gen.yml", bytes: bytes))
    return 0
}
