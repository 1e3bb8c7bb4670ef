/// Reads an Xcode target's default actor isolation (`SWIFT_DEFAULT_ACTOR_ISOLATION`) from its
/// project file, `project.pbxproj`, which a build tool plugin can read but whose build settings
/// Xcode does not hand to it.
///
/// Each of the target's build configurations (Debug, Release, …) is read on its own: the
/// target's setting, or else the project's configuration of the same name. When every
/// configuration says the same, that is the target's isolation; when they differ, the plugin
/// cannot know which one is being built and says so. Settings that come from `.xcconfig` files
/// (`baseConfigurationReference`) are not read.
enum XcodeProjectIsolation {
    /// What the project file says of a target's default isolation.
    enum Finding: Equatable {
        /// Every configuration sets it, and to this (`MainActor` or `nonisolated`).
        case isolation(String)
        /// No configuration sets it: Swift's default, no isolation.
        case unset
        /// The configurations disagree, by configuration name, `nil` where one does not set it.
        case differs([String: String?])
        /// The project file has no target of that name, or cannot be read.
        case unknown

        /// What the plugins pass as `--default-isolation`: the setting, `nonisolated` when no
        /// configuration sets it (Swift's default), `nil` when it is not known.
        var argument: String? {
            switch self {
            case .isolation(let value): value
            case .unset: "nonisolated"
            case .differs, .unknown: nil
            }
        }

        /// The warning to show when the configurations disagree, naming each.
        func warning(target: String) -> String? {
            guard case .differs(let byConfiguration) = self else { return nil }
            let settings = byConfiguration.keys.sorted().map { "\($0): \(byConfiguration[$0].flatMap { $0 } ?? "not set")" }
            return "\(target)'s build configurations set SWIFT_DEFAULT_ACTOR_ISOLATION differently (\(settings.joined(separator: ", "))); "
                + "connector-gen cannot tell which one is built: set 'isolation' in its connector-gen.yml"
        }
    }

    /// The setting of the target named `target` (its name, or its product's) in `projectFile`,
    /// the text of a `project.pbxproj`.
    static func defaultIsolation(ofTarget target: String, projectFile: String) -> Finding {
        guard case .dictionary(let root)? = PropertyListText.parse(projectFile),
            case .dictionary(let objects)? = root["objects"]
        else { return .unknown }
        func object(_ id: PropertyListText.Value?) -> [String: PropertyListText.Value]? {
            guard case .string(let id)? = id, case .dictionary(let object)? = objects[id] else { return nil }
            return object
        }
        func configurations(of owner: [String: PropertyListText.Value]) -> [(name: String, isolation: String?)] {
            guard let list = object(owner["buildConfigurationList"]), case .array(let ids)? = list["buildConfigurations"] else { return [] }
            return ids.compactMap { id in
                guard let configuration = object(id), case .string(let name)? = configuration["name"] else { return nil }
                var isolation: String?
                if case .dictionary(let settings)? = configuration["buildSettings"],
                    case .string(let value)? = settings["SWIFT_DEFAULT_ACTOR_ISOLATION"]
                {
                    isolation = value
                }
                return (name, isolation)
            }
        }
        let targets = objects.values.compactMap { value -> [String: PropertyListText.Value]? in
            guard case .dictionary(let object) = value, object["isa"] == .string("PBXNativeTarget") else { return nil }
            return object
        }
        guard let owner = targets.first(where: { $0["name"] == .string(target) }) ?? targets.first(where: { $0["productName"] == .string(target) })
        else { return .unknown }
        let project = objects.values.lazy.compactMap { value -> [String: PropertyListText.Value]? in
            guard case .dictionary(let object) = value, object["isa"] == .string("PBXProject") else { return nil }
            return object
        }.first
        let projectSettings = Dictionary(
            (project.map(configurations(of:)) ?? []).map { ($0.name, $0.isolation) }, uniquingKeysWith: { first, _ in first })
        var byConfiguration: [String: String?] = [:]
        for configuration in configurations(of: owner) {
            let fromProject = projectSettings[configuration.name].flatMap { $0 }
            byConfiguration[configuration.name] = .some(configuration.isolation ?? fromProject)
        }
        let values = Set(byConfiguration.values)
        guard values.count == 1, let only = values.first else { return byConfiguration.isEmpty ? .unset : .differs(byConfiguration) }
        return only.map(Finding.isolation) ?? .unset
    }
}

/// A reader of the old-style ("OpenStep") property list text Xcode writes its project files
/// in: `{ key = value; }`, `( value, value, )`, quoted and bare strings, and comments.
enum PropertyListText {
    /// A value of the property list.
    indirect enum Value: Equatable, Hashable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])
    }

    /// The value `text` holds, or `nil` when it is not a property list this reader understands.
    static func parse(_ text: String) -> Value? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let value = reader.value() else { return nil }
        reader.skipSpaceAndComments()
        return reader.index == reader.bytes.count ? value : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpaceAndComments() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index = min(bytes.count, index + 2)
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int = 0) -> Value? {
            skipSpaceAndComments()
            guard index < bytes.count, depth < 64 else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                var entries: [String: Value] = [:]
                let closed = items(closedBy: "}") { reader in
                    guard case .string(let key)? = reader.string(), reader.expect("="), let value = reader.value(depth: depth + 1), reader.expect(";")
                    else { return false }
                    entries[key] = value
                    return true
                }
                return closed ? .dictionary(entries) : nil
            case UInt8(ascii: "("):
                var elements: [Value] = []
                let closed = items(closedBy: ")") { reader in
                    guard let element = reader.value(depth: depth + 1) else { return false }
                    elements.append(element)
                    _ = reader.expect(",")  // The separator is optional after the last element.
                    return true
                }
                return closed ? .array(elements) : nil
            default:
                return string()
            }
        }

        /// Reads a dictionary's entries or an array's elements with `readItem`, from the opening
        /// delimiter at `index` through `close`; `false` when the text ends first or `readItem`
        /// finds a malformed item.
        private mutating func items(closedBy close: Unicode.Scalar, _ readItem: (inout Self) -> Bool) -> Bool {
            index += 1
            while true {
                skipSpaceAndComments()
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: close) {
                    index += 1
                    return true
                }
                guard readItem(&self) else { return false }
            }
        }

        private mutating func expect(_ character: Unicode.Scalar) -> Bool {
            skipSpaceAndComments()
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// A quoted string (with the escapes `\"`, `\\`, `\n`, `\t`) or a bare one.
        private mutating func string() -> Value? {
            skipSpaceAndComments()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                        default: text.append(bytes[index])
                        }
                    } else {
                        text.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                return .string(String(decoding: text, as: UTF8.self))
            }
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
            default: byte >= 0x80
            }
        }
    }
}
