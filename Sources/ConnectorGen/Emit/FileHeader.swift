/// The first lines of every generated file.
enum FileHeader {
    /// The header: the spec the file came from, and a warning not to edit it. The marker
    /// line identifies a file as generated; the command line refuses to replace a file without it.
    /// (``SwiftFile/render(specPath:layout:estimatedSize:)`` puts `// swift-format-ignore-file`
    /// before it when spec code stands at its exact columns.)
    static func lines(source specFileName: String?) -> [String] {
        let marker = OutputNaming.generatedMarker
        return [specFileName.map { "\(marker) from \(SwiftNames.commentText($0)). Do not edit." } ?? "\(marker). Do not edit."]
    }
}
