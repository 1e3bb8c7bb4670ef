/// The language settings an app target is built with, as swiftc flags.
enum CompilerSetting: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Swift 5 language mode.
    case swift5
    /// Swift 6 language mode, no default isolation.
    case swift6
    /// Xcode 26's default for new app targets: Swift 6, default isolation MainActor, and
    /// "approachable concurrency" (SwiftPM: `.defaultIsolation(MainActor.self)` plus the two
    /// upcoming features).
    case mainActorDefault
    /// The same default isolation in Swift 5 language mode, which Xcode 26's app template
    /// keeps (its project files set Swift 5 with default isolation MainActor).
    case swift5MainActorDefault
    /// Swift 6 with the upcoming features a library target turns on ahead of the next language
    /// mode: imports internal unless marked (`InternalImportsByDefault`), `any` for every
    /// existential (`ExistentialAny`), and members visible only from modules the file imports
    /// (`MemberImportVisibility`). Not one of ``allCases``: checked apart, by
    /// ``SettingsMatrixTests``.
    case libraryUpcomingFeatures
    /// Swift 6 with the upcoming features an app target may turn on whatever its imports:
    /// `ExistentialAny` and `MemberImportVisibility`. Checked apart, for the cases
    /// ``libraryUpcomingFeatures`` leaves out (the flavors').
    case appUpcomingFeatures

    /// The settings every generated file is checked in.
    static let allCases: [CompilerSetting] = [.swift5, .swift6, .mainActorDefault, .swift5MainActorDefault]

    var description: String {
        switch self {
        case .swift5: "Swift 5"
        case .swift6: "Swift 6"
        case .mainActorDefault: "Swift 6, default isolation MainActor, approachable concurrency"
        case .swift5MainActorDefault: "Swift 5, default isolation MainActor, approachable concurrency"
        case .libraryUpcomingFeatures: "Swift 6, InternalImportsByDefault, ExistentialAny, MemberImportVisibility"
        case .appUpcomingFeatures: "Swift 6, ExistentialAny, MemberImportVisibility"
        }
    }

    /// Whether declarations are main-actor isolated unless marked.
    var isMainActorDefault: Bool { self == .mainActorDefault || self == .swift5MainActorDefault }

    /// The swiftc flags of the setting.
    var flags: [String] {
        switch self {
        case .swift5: ["-swift-version", "5"]
        case .swift6: ["-swift-version", "6"]
        case .mainActorDefault:
            [
                "-swift-version", "6", "-default-isolation", "MainActor",
                "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                "-enable-upcoming-feature", "InferIsolatedConformances",
            ]
        case .swift5MainActorDefault:
            [
                "-swift-version", "5", "-default-isolation", "MainActor",
                "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                "-enable-upcoming-feature", "InferIsolatedConformances",
            ]
        case .libraryUpcomingFeatures:
            [
                "-swift-version", "6", "-enable-upcoming-feature", "InternalImportsByDefault",
                "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "MemberImportVisibility",
            ]
        case .appUpcomingFeatures:
            ["-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "MemberImportVisibility"]
        }
    }

    /// The setting as a target's `swiftSettings` in a package manifest (tools version 6.2).
    var manifestSwiftSettings: String {
        var settings: [String] = []
        var flags = self.flags[...]
        while let flag = flags.popFirst(), let value = flags.popFirst() {
            switch flag {
            case "-swift-version": settings.append(".swiftLanguageMode(.v\(value))")
            case "-default-isolation": settings.append(".defaultIsolation(\(value).self)")
            case "-enable-upcoming-feature": settings.append(".enableUpcomingFeature(\"\(value)\")")
            default: preconditionFailure("no manifest setting for \(flag)")
            }
        }
        return "[\(settings.joined(separator: ", "))]"
    }

    /// The settings a test target of an app target in this setting may have: in Xcode 26 a new
    /// app target defaults to MainActor, and its test target may or may not.
    var testTargetSettings: [CompilerSetting] {
        switch self {
        case .mainActorDefault: [.mainActorDefault, .swift6]
        case .swift5MainActorDefault: [.swift5MainActorDefault, .swift5]
        default: [self]
        }
    }
}
