/// Declarations for the namespace file that compile only in a target whose default actor
/// isolation is the one the connectors were generated for.
///
/// The generator learns a target's isolation from `connector-gen.yml`, from the package
/// manifest or from Xcode's build settings, and otherwise assumes none. When that is wrong,
/// generated code can fail in ways that do not say why (a conformance that "crosses into main
/// actor-isolated code"); this check fails as well, at a declaration whose name and comment
/// say which setting to change. In the right setting it compiles to nothing.
///
/// Code generated for no isolation fails in a `MainActor` target with the app's own connector
/// protocol, with memoized connectors (an app type's `Equatable` conformance is then isolated
/// to the main actor, and a memo's slices must be `Sendable`), and with the SwiftDux flavor
/// (whose `Props` must be `Equatable`); otherwise, with `ConnectorRuntime`'s protocol, it
/// compiles and works there. So the check for no isolation is written only in those three
/// cases, where it names the fix for an error the target has anyway, and never turns a working
/// build into a failing one.
///
/// The failing line is mapped to where `connector-gen.yml` sets `isolation` (or to its first
/// line), and the name the compiler quotes is the fix: `setIsolationMainActorInConnectorGenYml`.
enum IsolationCheck {
    /// The check for connectors generated for `isolation`, its failing name at `setting`'s
    /// line and column (see ``TargetConfig/isolationSetting``), or in the generated file when
    /// the target has no `connector-gen.yml`.
    ///
    /// - Parameter failsInMainActorTarget: Whether code generated for no isolation fails in a
    ///   `MainActor` target: the app's own protocol, a memoized connector or the SwiftDux flavor.
    ///   - failsInNonisolatedTarget: Whether code generated for `MainActor` fails in a target
    ///     without default isolation in Swift 5 mode too: a memoized connector, whose memo is
    ///     main-actor isolated. The check then fails in both language modes; otherwise only in
    ///     Swift 6, where the code fails anyway.
    ///   - namesSettingFile: Whether the file's own directives name another file (a store
    ///     spec), so that the mapped line names `connector-gen.yml` itself; the namespace file's
    ///     directives name it already.
    static func declarations(
        for isolation: TargetConfig.DefaultIsolation, failsInMainActorTarget: Bool, failsInNonisolatedTarget: Bool = false,
        setting: Located<String>?, namesSettingFile: Bool = false
    ) -> [Declaration] {
        switch isolation {
        case .nonisolated:
            guard failsInMainActorTarget else { return [] }
            // In a MainActor target the function is main-actor isolated, and a nonisolated
            // function cannot call it.
            let name = "setIsolationMainActorInConnectorGenYml"
            return [
                .function(
                    "\(name)()", modifiers: ["private"],
                    documentation: [
                        "connector-gen generated this target's code for the default actor isolation `nonisolated`.",
                        "If the compiler reports that the call below is main actor-isolated, the target's default",
                        "isolation is `MainActor`: set `isolation: MainActor` in connector-gen.yml.",
                    ], body: nil),
                .function("checkConnectorGenSettings()", modifiers: ["private", "nonisolated"]) { body in
                    write("\(name)()", nameOffset: 0, at: setting, namingItsFile: namesSettingFile, into: &body)
                },
            ]
        case .mainActor where failsInNonisolatedTarget:
            // Without default isolation, the function is nonisolated, and cannot call a
            // main-actor function: an error in Swift 5 mode too.
            let name = "setIsolationNonisolatedInConnectorGenYml"
            return [
                .function(
                    "\(name)()", modifiers: ["private"],
                    documentation: [
                        "connector-gen generated this target's code for the default actor isolation `MainActor`.",
                        "If the compiler reports that the call below is main actor-isolated, the target has no",
                        "default isolation: set `isolation: nonisolated` in connector-gen.yml.",
                    ], attributes: ["@MainActor"], body: nil),
                .function("checkConnectorGenSettings()", modifiers: ["private"]) { body in
                    write("\(name)()", nameOffset: 0, at: setting, namingItsFile: namesSettingFile, into: &body)
                },
            ]
        case .mainActor:
            // Without default isolation, a static variable is shared mutable state, which
            // Swift 6 rejects; isolated to the main actor, as a local type of a main-actor
            // function is, it is not.
            let name = "setIsolationNonisolatedInConnectorGenYml"
            return [
                .function(
                    "checkConnectorGenSettings()", modifiers: ["private"],
                    documentation: [
                        "connector-gen generated this target's code for the default actor isolation `MainActor`.",
                        "If the compiler reports that the variable below is not concurrency-safe, the target has no",
                        "default isolation: set `isolation: nonisolated` in connector-gen.yml.",
                    ]
                ) { body in
                    body.block("enum ConnectorGenSettings {") { body in
                        write("static var \(name) = true", nameOffset: "static var ".count, at: setting, namingItsFile: namesSettingFile, into: &body)
                    }
                },
            ]
        }
    }

    /// Writes `code`, whose name starts `nameOffset` bytes in, with the name at `setting`'s
    /// line and column, or unmapped when there is no setting to point at.
    private static func write(
        _ code: String, nameOffset: Int, at setting: Located<String>?, namingItsFile: Bool, into body: inout FunctionBodyWriter
    ) {
        guard let setting else {
            body.line(code)
            return
        }
        let padded = String(repeating: " ", count: max(0, setting.location.column - 1 - nameOffset)) + code
        if namingItsFile {
            body.paddedLine(padded, mappedTo: setting)
        } else {
            body.paddedLine(padded, specLine: setting.location.line)
        }
    }
}
