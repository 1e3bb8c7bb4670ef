extension ScreenDrafter {
    /// The protocol a hand-written connector conforms to, as the drafted `connector-gen.yml`
    /// carries it over.
    struct ConnectorProtocol {
        /// The app's own protocol, for `protocol:`; `nil` for `ConnectorRuntime`'s `Connector`.
        var name: String?
        /// The module that declares it, for `imports:`, when it is not the connector's own.
        var module: String?
        /// What the draft cannot carry over about it.
        var todos: [DraftSpec.Todo] = []
    }

    /// The protocols a connector may also conform to that say nothing of its shape.
    private static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Sendable", "Codable", "Encodable", "Decodable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "BitwiseCopyable", "Copyable", "Escapable", "AnyObject", "View", "ObservableObject",
    ]

    /// The modules of Apple's SDKs and of the toolchain that an app's connector protocol does not
    /// come from.
    private static let platformModules: Set<String> = [
        "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine", "Observation", "os", "OSLog", "Dispatch", "CoreData", "CoreGraphics",
        "CoreLocation", "MapKit", "WidgetKit", "WatchKit", "Charts", "SwiftData", "StoreKit", "AVFoundation", "Photos", "PhotosUI",
        "UserNotifications", "CloudKit", "Contacts", "EventKit", "HealthKit", "CoreImage", "QuartzCore", "Darwin", "Glibc", "XCTest",
        "Testing", "Synchronization",
    ]

    /// The module a file of a SwiftPM package belongs to, from its path (`…/Sources/Redux/…`);
    /// `nil` where the path does not say.
    static func packageModule(of path: String) -> String? {
        let components = path.split(separator: "/")
        guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else { return nil }
        return String(components[sources + 1])
    }

    /// What the connector `located`, declared in `file`, conforms to: the app's own protocol
    /// (one the files read declare with `connect(state:)`, or one they do not declare that a
    /// module the file imports must), with the module to import and what the generated
    /// connector cannot give it.
    /// - Parameters:
    ///   - requiresSlices: whether the draft has `require`, so that the generated
    ///     `connect(state:)` returns an optional view state.
    func connectorProtocol(
        of located: AdoptedSources.Located, in file: SwiftSourceFile, declared protocols: Set<String>, requiresSlices: Bool
    ) -> ConnectorProtocol {
        let location = file.location(located.declaration.keywordIndex)
        let written = located.declaration.inherited
        let conformances = written.map(Self.conformanceName)
        if let own = conformances.first(where: protocols.contains), let declaration = sources.primary(own) {
            var result = ConnectorProtocol(name: own)
            let protocolModule = Self.packageModule(of: declaration.file.path)
            if let protocolModule, protocolModule != Self.packageModule(of: file.path) { result.module = protocolModule }
            let members = declaration.declaration.members
            if !requiresSlices, let connect = members.functions.first(where: { $0.signature == "connect(state:)" }),
               let returned = connect.returnType, returned.hasSuffix("?") || returned.hasPrefix("Optional<") {
                result.todos.append(.init(
                    message: "the app's protocol '\(own)' requires 'connect(state:)' to return an optional ('\(returned)'), and the generated one returns the view state itself: make the requirement non-optional, or add a 'require' that can fail",
                    location: location))
            }
            // What the hand-written connector declares besides the two has a TODO of its own.
            let connector = sources.members(of: located.declaration.name, in: located.outer)
            let provided = Set(["connect(state:)", "connect(action:)"] + connector.functions.map(\.signature))
            let others = members.functions.filter { !provided.contains($0.signature) }.map { "'\($0.signature)'" }
                + members.properties.filter { property in !connector.properties.contains { $0.name == property.name } }.map { "'\($0.name)'" }
            if !others.isEmpty {
                result.todos.append(.init(
                    message: "the app's protocol '\(own)' also requires \(others.joined(separator: ", ")), which the generated connector does not declare: declare \(others.count == 1 ? "it" : "them") in an extension of \(located.declaration.name)",
                    location: location))
            }
            return result
        }
        // A protocol the files read do not declare. ConnectorRuntime's is the draft's default.
        guard let undeclared = conformances.indices.first(where: {
            !Self.standardProtocols.contains(conformances[$0]) && sources.declarations(of: conformances[$0]).isEmpty
        }) else { return ConnectorProtocol() }
        let name = conformances[undeclared]
        let imports = imports(of: file)
        if written[undeclared].contains("ConnectorRuntime.") || (name == "Connector" && sources.imports(ofFile: file.path).contains("ConnectorRuntime")) {
            return ConnectorProtocol()
        }
        // With no module it may come from, it is ConnectorRuntime's, which the file may yet import.
        let candidates = imports.filter { !Self.platformModules.contains($0) }
        if candidates.isEmpty { return ConnectorProtocol() }
        if candidates.count == 1 { return ConnectorProtocol(name: name, module: candidates[0]) }
        let modules = " (\(candidates.map { "'\($0)'" }.joined(separator: " or ")))"
        return ConnectorProtocol(todos: [.init(
            message: "\(located.declaration.name) conforms to '\(name)', which the files read do not declare, and the draft conforms to ConnectorRuntime's 'Connector': if '\(name)' is the app's own protocol, say so in connector-gen.yml with 'protocol: \(name)' and the module that declares it under 'imports'\(modules)",
            location: location)])
    }
}
