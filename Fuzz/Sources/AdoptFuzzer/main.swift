import ConnectorGen

/// libFuzzer's entry point for `connector-gen adopt`'s Swift reader: every input is read as a
/// Swift file and drafted. A crash, a hang or a runaway allocation is a bug; so is a draft
/// that is not well-formed YAML, or a report without a line and column.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = Adopter.draft([Adopter.SourceFile(path: "Fuzz.swift", text: text)])
    for draft in result.drafts {
        let (document, diagnostics) = Generator.documentJSON(Generator.Input(path: draft.fileName, bytes: Array(draft.yaml.utf8)))
        precondition(document != nil, "a draft that is not well-formed YAML: \(DiagnosticRenderer.render(diagnostics))\n\(draft.yaml)")
        _ = Generator.lint([Generator.Input(path: draft.fileName, bytes: Array(draft.yaml.utf8))])
    }
    for diagnostic in result.diagnostics {
        precondition(diagnostic.location.map { $0.line >= 1 && $0.column >= 1 } == true, "unlocated report: \(diagnostic.message)")
    }
    _ = result.configuration
    return 0
}
