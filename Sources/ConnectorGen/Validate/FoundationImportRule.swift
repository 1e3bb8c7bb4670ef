/// A Foundation type (`URL`, `Date`, `UUID`, …) in the view types of a connector spec whose
/// generated file imports no module that could provide it: the view state would not compile,
/// and the compiler would say so only in the generated file, where these types are declared.
enum FoundationImportRule: SpecRule {
    /// The types Foundation declares that specs name most, with CoreGraphics' that Foundation
    /// brings along on Apple platforms.
    static let foundationTypes: Set<String> = [
        "Date", "Data", "Decimal", "URL", "UUID", "IndexPath", "IndexSet", "TimeInterval", "Locale", "Calendar", "TimeZone",
        "DateComponents", "DateInterval", "AttributedString", "CharacterSet", "URLComponents", "URLRequest", "Measurement",
        "PersonNameComponents", "CGFloat", "CGPoint", "CGSize", "CGRect",
    ]

    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        // A flavor declares its props beside the view, with the library's imports; a container
        // or previews bring SwiftUI, which exports Foundation.
        guard resolved.traits.makesConnector, resolved.container == nil, !resolved.hasPreviews,
            resolved.names.imports.allSatisfy({ $0 == "ConnectorRuntime" })
        else { return }
        let types = spec.inputs.map(\.type) + spec.fields.map(\.type) + spec.types.flatMap { $0.properties.map(\.type) }
            + spec.actionCases.flatMap { $0.parameters.map(\.type) }
        for type in types {
            let references = ReferencedNames.references(in: type.value)
            guard let reference = references.first(where: { foundationTypes.contains($0.name) }) else { continue }
            let location = type.location.advanced(by: reference.offset)
            if spec.imports.isEmpty, spec.state.location.line > 1 {
                // Before `state:`, a top-level key at the line's start.
                context.report(
                    .foundationNotImported(reference.name, hasImports: false), at: location,
                    insertingAt: SourceLocation(line: spec.state.location.line, column: 1))
            } else {
                context.report(.foundationNotImported(reference.name, hasImports: true), at: location)
            }
            return
        }
    }
}
