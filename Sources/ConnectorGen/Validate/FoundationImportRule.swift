/// A Foundation type (`URL`, `Date`, `UUID`, …) in the view types or inputs of a connector
/// spec, or in the app-level fields and actions of a store spec, whose generated file imports
/// no module known to provide it (only the app's own, or a
/// library's): unless another file of
/// the target re-exports Foundation (`@_exported import Foundation`), the view state does not
/// compile, and the compiler says so only in the generated file, where these types are declared.
enum FoundationImportRule: SpecRule {
    /// The types Foundation declares that specs name most, with CoreGraphics' that Foundation
    /// brings along on Apple platforms.
    static let foundationTypes: Set<String> = [
        "Date", "Data", "Decimal", "URL", "UUID", "IndexPath", "IndexSet", "TimeInterval", "Locale", "Calendar", "TimeZone",
        "DateComponents", "DateInterval", "AttributedString", "CharacterSet", "URLComponents", "URLRequest", "Measurement",
        "PersonNameComponents", "CGFloat", "CGPoint", "CGSize", "CGRect",
    ]

    /// The SDK's modules that re-export Foundation, so that a file importing one of them sees
    /// its types: SwiftUI, and the Objective-C frameworks, whose module maps export what they
    /// import. The app's own modules, libraries, and the SDK's Swift-only modules that import
    /// Foundation without exporting it (Combine, Observation) are not known to.
    static let modulesExportingFoundation: Set<String> = [
        "Foundation", "SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "CoreData", "SwiftData", "MapKit",
        "CoreLocation", "AVFoundation", "AVKit", "CloudKit", "StoreKit", "Photos", "PhotosUI", "UserNotifications",
        "Contacts", "ContactsUI", "EventKit", "EventKitUI", "HealthKit", "GameKit", "CoreMotion", "CoreBluetooth",
        "CoreImage", "CoreML", "Vision", "WebKit", "SafariServices", "AuthenticationServices", "MessageUI", "QuickLook",
        "PDFKit", "SpriteKit", "SceneKit", "ARKit", "RealityKit", "WidgetKit", "AppIntents", "Intents", "LocalAuthentication",
        "MultipeerConnectivity", "NaturalLanguage", "Speech", "CoreSpotlight", "LinkPresentation", "UniformTypeIdentifiers",
    ]

    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        // A flavor declares its props beside the view, with the library's imports; a container
        // or previews bring SwiftUI, which exports Foundation.
        let imported = resolved.names.imports.filter { $0 != "ConnectorRuntime" }
        guard resolved.traits.makesConnector, resolved.container == nil, !resolved.hasPreviews,
            !imported.contains(where: modulesExportingFoundation.contains)
        else { return }
        let types = spec.inputs.map(\.type) + spec.fields.map(\.type) + spec.types.flatMap { $0.properties.map(\.type) }
            + spec.actionCases.flatMap { $0.parameters.map(\.type) }
        // A type the spec declares under `types` is its own, whatever its name.
        reportFirst(in: types, declared: Set(spec.types.map(\.name.value)), imported: imported, stateLine: spec.state.location.line, context: &context)
    }

    /// The same for a store spec: a Foundation type among its app-level fields and the values
    /// of its app-level actions, where the generated file imports nothing that provides it.
    static func check(_ store: ResolvedStore, context: inout DecodingContext) {
        let imported = store.imports.filter { $0 != "ConnectorRuntime" }
        guard !imported.contains(where: modulesExportingFoundation.contains) else { return }
        let types = store.spec.fields.map(\.type) + store.spec.actions.flatMap { $0.values.map(\.type) }
        reportFirst(in: types, declared: [], imported: imported, stateLine: store.spec.state.location.line, context: &context)
    }

    /// Reports the first Foundation type of `types`, with the fix-it that adds `imports`
    /// before the `state:` line when the spec has no `imports` key.
    private static func reportFirst(in types: [Located<String>], declared: Set<String>, imported: [String], stateLine: Int, context: inout DecodingContext) {
        for type in types {
            guard let (name, offset) = foundationType(in: type.value, declared: declared),
                  !(name.hasPrefix("CG") && imported.contains("CoreGraphics")) else { continue }
            let location = type.location.advanced(by: offset)
            let sourceLines = String(decoding: context.source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let importsLine = sourceLines.firstIndex { $0.hasPrefix("imports:") }
            let hasImportsKey = importsLine != nil
            // The key's line goes before `state:`, when that key starts its line in a block mapping.
            let stateKeyStartsLine = context.sourceLine(at: SourceLocation(line: stateLine, column: 1))?.hasPrefix("state:") == true
            if !hasImportsKey && stateKeyStartsLine {
                context.report(
                    .foundationNotImported(name, hasImportsKey: false, imported: imported), at: location,
                    insertingAt: SourceLocation(line: stateLine, column: 1))
            } else if let importsLine, let bracket = sourceLines[importsLine].firstIndex(of: "["),
                      String(sourceLines[importsLine][..<bracket]).trimmingWhitespace() == "imports:", sourceLines[importsLine].contains("]") {
                // `imports: [Models]`: Foundation goes first in the list.
                let column = sourceLines[importsLine].utf8.distance(from: sourceLines[importsLine].startIndex, to: bracket) + 2
                let afterBracket = String(sourceLines[importsLine][sourceLines[importsLine].index(after: bracket)...])
                let insertion = afterBracket.trimmingWhitespace().hasPrefix("]") ? "Foundation" : afterBracket.hasPrefix(" ") ? " Foundation," : "Foundation, "
                context.report(
                    .foundationNotImported(name, hasImportsKey: true, imported: imported, insertion: insertion), at: location,
                    insertingAt: SourceLocation(line: importsLine + 1, column: column))
            } else {
                context.report(.foundationNotImported(name, hasImportsKey: hasImportsKey, imported: imported), at: location)
            }
            return
        }
    }

    /// The first Foundation type `type` names and its UTF-8 offset: a name of ``foundationTypes``
    /// qualified by `Foundation` (`Foundation.URL`, `Foundation::URL`), or unqualified and not
    /// one of the spec's own types, `declared` (`Feed.Date`, `App::Date` and a `Date` the
    /// spec declares are not Foundation's).
    static func foundationType(in type: String, declared: Set<String> = []) -> (name: String, offset: Int)? {
        let bytes = Array(type.utf8)
        var index = 0
        while index < bytes.count {
            guard UTF8Scanning.isASCIIIdentifierContinue(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, UTF8Scanning.isASCIIIdentifierContinue(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            // What qualifies the name: a type before `.`, or a module before `::`.
            let separator = start > 1 && bytes[start - 2] == UInt8(ascii: ":") && bytes[start - 1] == UInt8(ascii: ":")
                ? 2 : start > 0 && bytes[start - 1] == UInt8(ascii: ".") ? 1 : 0
            let qualifier = separator == 0
                ? nil
                : String(decoding: bytes[..<(start - separator)].reversed().prefix { UTF8Scanning.isASCIIIdentifierContinue($0) }.reversed(), as: UTF8.self)
            if foundationTypes.contains(name), qualifier == "Foundation" || (qualifier == nil && !declared.contains(name)) { return (name, start) }
        }
        return nil
    }
}
