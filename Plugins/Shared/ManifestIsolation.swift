/// Reads a target's default actor isolation from a package manifest's text.
///
/// Plugins cannot see a target's Swift settings, so this reads `Package.swift` itself, in the
/// three forms manifests write it:
///
/// - in the call that declares the target (`.target(name: "App", …)`),
///   `.defaultIsolation(MainActor.self)` or `.defaultIsolation(nil)`;
/// - in a variable that call names, `let settings: [SwiftSetting] = [...]`, and in the
///   variables that one names in turn;
/// - in a loop over `package.targets` (`for target in package.targets { … }` or
///   `package.targets.forEach { … }`) that adds the setting: it runs after the targets are
///   declared, so it wins over their own; a loop whose header names `.test` (`where
///   target.type != .test`) skips test targets.
///
/// A setting made by a helper function is not seen; `isolation` in `connector-gen.yml` covers it.
enum ManifestIsolation {
    /// `"MainActor"` or `"nonisolated"` when the manifest sets the target's default
    /// isolation, else `nil`.
    static func defaultIsolation(ofTarget target: String, manifest: String) -> String? {
        let code = Array(withoutComments(manifest).utf8)
        guard let call = targetCall(target, in: code) else { return nil }
        let isTest = String(decoding: code[..<call.lowerBound].suffix(12), as: UTF8.self).contains("testTarget")
        if let loop = loopSetting(code, includingTests: isTest) { return loop }
        return setting(in: String(decoding: code[call], as: UTF8.self), code: code, depth: 0)
    }

    /// The isolation the target builds with: the one the manifest sets
    /// (``defaultIsolation(ofTarget:manifest:)``), else Swift's default where the manifest
    /// surely sets none (``swiftDefault(ofTarget:manifest:packageFiles:)``).
    static func buildIsolation(ofTarget target: String, manifest: String, packageFiles: [String]) -> String? {
        defaultIsolation(ofTarget: target, manifest: manifest) ?? swiftDefault(ofTarget: target, manifest: manifest, packageFiles: packageFiles)
    }

    /// `"nonisolated"`, Swift's default, where the manifest declares the target and names no
    /// default isolation anywhere (`defaultIsolation`, `-default-isolation` in unsafe flags):
    /// then no target of it has one, whatever builds its settings. `nil` when the manifest may
    /// set one in a way this does not read, or when `packageFiles`, the names of the files
    /// beside it, hold a manifest for a Swift version (`Package@swift-6.2.swift`), which SwiftPM
    /// may read instead.
    static func swiftDefault(ofTarget target: String, manifest: String, packageFiles: [String]) -> String? {
        guard !packageFiles.contains(where: { $0.hasPrefix("Package@swift") }) else { return nil }
        let text = withoutComments(manifest)
        guard targetCall(target, in: Array(text.utf8)) != nil else { return nil }
        return ["defaultIsolation", "default-isolation", "unsafeFlags"].contains(where: text.contains) ? nil : "nonisolated"
    }

    /// Whether the target's declaration applies connector-gen's build plugin
    /// (`plugins: [.plugin(name: "ConnectorGenPlugin", …)]`), which generates its connectors at
    /// each build instead of into a committed `Generated` folder.
    static func usesBuildPlugin(target: String, manifest: String) -> Bool {
        let code = Array(withoutComments(manifest).utf8)
        guard let call = targetCall(target, in: code) else { return false }
        return String(decoding: code[call], as: UTF8.self).contains("\"ConnectorGenPlugin\"")
    }

    /// The arguments of the call that declares `target` (`.target(name: "App", …)`,
    /// `.executableTarget`, `.testTarget`, …), not a package or product of the same name.
    private static func targetCall(_ target: String, in code: [UInt8]) -> Range<Int>? {
        let name = Array("\"\(target)\"".utf8)
        var index = 0
        while let found = firstIndex(of: name, in: code, from: index) {
            index = found + name.count
            guard isNameArgument(code, before: found), let call = enclosingCall(code, around: found),
                !isInDependencyList(code, at: call.lowerBound - 1)
            else { continue }
            let callee = String(decoding: code[..<(call.lowerBound - 1)].reversed().prefix { isIdentifierByte($0) }.reversed(), as: UTF8.self)
            if callee == "target" || callee.hasSuffix("Target") { return call }
        }
        return nil
    }

    /// Whether the call whose `(` is at `open` is an element of a `dependencies: [ … ]` list: a
    /// dependency on the target (`.target(name: "App")`), not its declaration.
    private static func isInDependencyList(_ code: [UInt8], at open: Int) -> Bool {
        var depth = 0
        var index = open - 1
        while index >= 0 {
            switch code[index] {
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
            case UInt8(ascii: "("): if depth == 0 { return false } else { depth -= 1 }
            case UInt8(ascii: "["):
                guard depth == 0 else { depth -= 1; break }
                let before = code[..<index].reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
                return String(decoding: before.prefix(13).reversed(), as: UTF8.self) == "dependencies:"
            default: break
            }
            index -= 1
        }
        return false
    }

    /// The isolation `text` sets, directly or through the variables it names (followed up to
    /// three deep).
    private static func setting(in text: String, code: [UInt8], depth: Int) -> String? {
        let compact = text.filter { !$0.isWhitespace }
        if compact.contains(".defaultIsolation(MainActor.self)") { return "MainActor" }
        if compact.contains(".defaultIsolation(nil)") { return "nonisolated" }
        guard depth < 3 else { return nil }
        for word in identifiers(in: text) {
            guard let value = initializer(of: word, in: code) else { continue }
            if let found = setting(in: value, code: code, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The setting a loop over `package.targets` adds, when it covers test targets or
    /// `includingTests` is false.
    private static func loopSetting(_ code: [UInt8], includingTests: Bool) -> String? {
        for header in ["in package.targets", "package.targets.forEach"] {
            let needle = Array(header.utf8)
            var index = 0
            while let found = firstIndex(of: needle, in: code, from: index) {
                index = found + needle.count
                guard let open = code[index...].firstIndex(of: UInt8(ascii: "{")), let body = block(code, openingAt: open) else { continue }
                let headerText = String(decoding: code[index..<open], as: UTF8.self)
                if includingTests && headerText.contains(".test") { continue }
                let text = String(decoding: code[body], as: UTF8.self).filter { !$0.isWhitespace }
                if text.contains(".defaultIsolation(MainActor.self)") { return "MainActor" }
                if text.contains(".defaultIsolation(nil)") { return "nonisolated" }
            }
        }
        return nil
    }

    /// The names `text` reads as values: runs of letters, digits and `_` that start with a
    /// letter or `_`, outside string literals, and neither a member (after `.`) nor an
    /// argument label (before `:`).
    private static func identifiers(in text: String) -> [String] {
        let characters = Array(text)
        var names: [String] = []
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { inString.toggle() }
            guard !inString, character.isLetter || character == "_" else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                index += 1
            }
            var next = index
            while next < characters.count, characters[next] == " " { next += 1 }
            let isMember = start > 0 && characters[start - 1] == "."
            let isLabel = next < characters.count && characters[next] == ":"
            let name = String(characters[start..<index])
            if !isMember && !isLabel && !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The text after `let name` or `var name` (and its type) and `=`, up to the end of the
    /// line where its brackets are closed.
    private static func initializer(of name: String, in code: [UInt8]) -> String? {
        for keyword in ["let ", "var "] {
            let needle = Array((keyword + name).utf8)
            var index = 0
            while let found = firstIndex(of: needle, in: code, from: index) {
                index = found + needle.count
                guard index < code.count, !isIdentifierByte(code[index]), found == 0 || !isIdentifierByte(code[found - 1]),
                    let equals = code[index...].firstIndex(of: UInt8(ascii: "="))
                else { continue }
                var end = equals + 1
                var depth = 0
                while end < code.count {
                    let byte = code[end]
                    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
                    if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
                    if byte == UInt8(ascii: "\n") && depth <= 0 { break }
                    end += 1
                }
                return String(decoding: code[(equals + 1)..<end], as: UTF8.self)
            }
        }
        return nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    /// The bytes between the brace at `open` and the one that closes it.
    private static func block(_ code: [UInt8], openingAt open: Int) -> Range<Int>? {
        bracketed(code, openingAt: open, opener: UInt8(ascii: "{"), closer: UInt8(ascii: "}"))
    }

    /// The bytes between the `opener` at `open` and the `closer` that matches it.
    private static func bracketed(_ code: [UInt8], openingAt open: Int, opener: UInt8, closer: UInt8) -> Range<Int>? {
        var depth = 0
        var end = open
        while end < code.count {
            if code[end] == opener { depth += 1 }
            if code[end] == closer {
                depth -= 1
                if depth == 0 { return (open + 1)..<end }
            }
            end += 1
        }
        return nil
    }

    /// Whether the string at `index` is the value of a `name:` argument.
    private static func isNameArgument(_ code: [UInt8], before index: Int) -> Bool {
        var position = index - 1
        while position >= 0, code[position] == UInt8(ascii: " ") || code[position] == UInt8(ascii: "\n") { position -= 1 }
        guard position >= 4, code[position] == UInt8(ascii: ":") else { return false }
        return String(decoding: code[(position - 4)..<position], as: UTF8.self) == "name"
    }

    /// The bytes between the parentheses of the call whose argument list contains `index`.
    private static func enclosingCall(_ code: [UInt8], around index: Int) -> Range<Int>? {
        var depth = 0
        var start = index
        while start > 0 {
            start -= 1
            if code[start] == UInt8(ascii: ")") { depth += 1 }
            if code[start] == UInt8(ascii: "(") {
                if depth == 0 { break }
                depth -= 1
            }
        }
        guard code[start] == UInt8(ascii: "(") else { return nil }
        return bracketed(code, openingAt: start, opener: UInt8(ascii: "("), closer: UInt8(ascii: ")"))
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0] && Array(haystack[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// `text` without `//` and `/* */` comments; string literals are left as they are: a `//`
    /// or `/*` in one is text (`exclude: ["Fixtures/*.json"]`), in a `"…"`, a `"""` one and a
    /// raw one (`#"…"#`).
    private static func withoutComments(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        func starts(_ prefix: [UInt8], at index: Int) -> Bool {
            index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
        }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if starts([slash, slash], at: index) {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if starts([slash, star], at: index) {
                // Block comments nest.
                var depth = 0
                repeat {
                    if starts([slash, star], at: index) {
                        depth += 1
                        index += 2
                    } else if starts([star, slash], at: index) {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
                continue
            }
            // A string literal: `#`s, then one or three quotes; it ends at as many quotes and `#`s.
            let hashes = bytes[index...].prefix { $0 == hash }.count
            guard starts([quote], at: index + hashes) else {
                // A run of `#`s before no quote is code, all of it.
                result += bytes[index..<(index + max(hashes, 1))]
                index += max(hashes, 1)
                continue
            }
            let quotes = starts([quote, quote, quote], at: index + hashes) ? 3 : 1
            let closing = Array(repeating: quote, count: quotes) + Array(repeating: hash, count: hashes)
            var end = index + hashes + quotes
            while end < bytes.count && !starts(closing, at: end) {
                // An escape in a literal without `#`s: `\"` does not close it.
                end += hashes == 0 && bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            end = min(end + closing.count, bytes.count)
            result += bytes[index..<end]
            index = end
        }
        return String(decoding: result, as: UTF8.self)
    }
}
