/// Which names are valid Swift identifiers.
package enum IdentifierRules {
    /// Whether `name` can be a Swift identifier, possibly after escaping a keyword with backticks.
    package static func isValid(_ name: String) -> Bool {
        let utf8 = name.utf8
        if let first = utf8.first, utf8.allSatisfy({ $0 < 0x80 }) {
            return UTF8Scanning.isASCIIIdentifierStart(first) && utf8.allSatisfy(UTF8Scanning.isASCIIIdentifierContinue) && name != "_"
        }
        guard let first = name.unicodeScalars.first, name != "_" else { return false }
        guard SwiftIdentifierCharacters.isHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy(SwiftIdentifierCharacters.isContinuation)
            && SwiftIdentifierCharacters.strayJoiners(in: Array(name.unicodeScalars)).isEmpty
    }

    /// Whether `name` is identifiers joined by dots: a module name, or a qualified name such as
    /// `CalendarReducer.reduce`.
    package static func isValidDottedName(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isValid(String($0)) }
    }

    /// Whether `name` can follow `import`: identifiers joined by dots (``isValidDottedName(_:)``),
    /// none of them a keyword an import cannot take (`class`, `Self`), which backticks do not
    /// help there.
    package static func isValidModuleName(_ name: String) -> Bool {
        isValidDottedName(name) && !name.split(separator: ".").contains { keywordsImportCannotTake.contains(String($0)) }
    }

    /// Modules of the Swift toolchain and Apple's SDKs an app's screens commonly import: words
    /// of these written apart (`Foundation Combine`) are surely several modules, where
    /// `App Models` may be one module's name written with a space.
    package static let commonSDKModules: Set<String> = [
        "AppKit", "Combine", "CoreData", "CoreGraphics", "CoreLocation", "Dispatch", "Foundation", "MapKit", "Observation",
        "SwiftData", "SwiftUI", "UIKit", "WatchKit",
    ]

    /// The keywords that cannot name a module in an `import`: all that need backticks as names
    /// but the contextual ones the compiler reads as names there.
    package static let keywordsImportCannotTake: Set<String> = SwiftNames.keywords.subtracting([
        "borrowing", "consuming", "nonisolated", "open", "package", "await", "Type", "Protocol",
    ])

    /// A valid identifier made from `name`, for fix-its: the words that characters an
    /// identifier cannot hold separate are joined in camel case (`App.State` gives `AppState`,
    /// `calendar reducer` gives `calendarReducer`), and a leading digit gets a `_`. Characters
    /// nobody sees (a zero-width space, a joiner that joins nothing) are left out without
    /// parting words, and so is the variation selector of a character left out.
    package static func suggestion(for name: String) -> String {
        var result = ""
        var startsWord = false
        var droppedPrevious = false
        let scalars = Array(name.unicodeScalars)
        let strayJoiners = Set(SwiftIdentifierCharacters.strayJoiners(in: scalars))
        for (index, scalar) in scalars.enumerated() {
            // Characters nobody sees go without a trace: they part no words.
            if SwiftIdentifierCharacters.isInvisible(scalar) || strayJoiners.contains(index) { continue }
            // A variation selector or joiner of a character dropped (the `U+FE0F` of ❤️) goes too.
            let modifiesPrevious = (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200C || scalar.value == 0x200D
            if modifiesPrevious && (droppedPrevious || result.isEmpty) { continue }
            let fits = result.isEmpty ? SwiftIdentifierCharacters.isHead(scalar) : SwiftIdentifierCharacters.isContinuation(scalar)
            droppedPrevious = !fits
            if fits {
                let text = String(scalar)
                result += startsWord ? text.prefix(1).uppercased() + text.dropFirst() : text
                startsWord = false
            } else if SwiftIdentifierCharacters.isContinuation(scalar) && result.isEmpty {
                result = "_" + String(scalar)
            } else if !result.isEmpty {
                startsWord = true
            }
        }
        return result.isEmpty || result == "_" ? "name" : result
    }
}
