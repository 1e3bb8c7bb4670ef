import ConnectorGen

/// Parsed command-line arguments: positional values and the options a command declares.
struct Arguments {
    /// A usage mistake; printed with a pointer to `--help`, exit status 2.
    struct UsageError: Error {
        var message: String
    }

    private(set) var positionals: [String] = []
    /// The options parsed against; only these can be read.
    private let accepted: [CommandOption]
    /// Values and flags by the spelling given. A value option is given once, in either spelling.
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` against the options a command accepts: `--name value`,
    /// `--name=value` and flags; everything else, and everything after `--`, is positional.
    init(_ arguments: [String], accepting options: [CommandOption]) throws(UsageError) {
        accepted = options
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // An empty argument is most often an unset shell variable: `--output "$OUT"`.
            guard !argument.isEmpty else { throw UsageError(message: "an argument is empty ('')") }
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            let option = options.first { $0.spellings.contains(name) }
            if let option, option.takesValue, option.spellings.contains(where: { values[$0] != nil }) {
                throw UsageError(message: "\(option) is given more than once; give it one value")
            }
            if let option, option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                    // `--output --quiet`: the value was left out, and the next option is not one.
                    let next = value.split(separator: "=", maxSplits: 1).first.map(String.init) ?? value
                    if value == "--" || options.contains(where: { $0.spellings.contains(next) }) {
                        throw UsageError(message: "\(name) needs a value, but '\(value)' follows it")
                    }
                    // An option of another command, or a misspelt one: a folder is seldom named so.
                    if value.hasPrefix("--"), value.dropFirst(2).first?.isLetter == true {
                        throw UsageError(message: "\(name) needs a value, but the option '\(value)' follows it; a value that starts with '--' is written './\(value)' or \(name)=\(value)")
                    }
                } else {
                    throw UsageError(message: "\(name) needs a value")
                }
                guard !value.isEmpty else { throw UsageError(message: "\(name) needs a value; it is empty") }
                values[name] = value
            } else if option != nil, inlineValue == nil {
                flags.insert(name)
            } else if let option {
                throw UsageError(message: "\(option) takes no value; write it alone, not '\(argument)'")
            } else {
                let known = options.flatMap(\.spellings).sorted()
                // A misspelling, or the last word of an option's name (`--format` for `--diagnostics-format`).
                let shortened = options.map(\.name).filter { $0.hasSuffix("-" + name.drop { $0 == "-" }) && name.hasPrefix("--") }
                let suggestion = (DidYouMean.suggestion(for: name, among: options.map(\.name)) ?? (shortened.count == 1 ? shortened.first : nil))
                    .map { "; did you mean '\($0)'?" } ?? ""
                let hint = known.isEmpty || !suggestion.isEmpty ? "" : " (options: \(known.joined(separator: ", ")))"
                throw UsageError(message: "unknown option '\(argument)'\(suggestion)\(hint)")
            }
        }
    }

    /// The one positional argument; a usage error saying `message` when there is not exactly one.
    func onlyPositional(else message: String) throws(UsageError) -> String {
        guard positionals.count == 1, let positional = positionals.first else { throw UsageError(message: message) }
        return positional
    }

    /// Throws `message` as a usage error when no positional argument (a path) was given.
    func requirePositionals(orFail message: String) throws(UsageError) {
        guard !positionals.isEmpty else { throw UsageError(message: message) }
    }

    /// The value of `option`, if given, in either spelling.
    func value(of option: CommandOption) -> String? {
        precondition(accepts(option) && option.takesValue, "\(option) is not a value option of this command")
        return option.spellings.lazy.compactMap { values[$0] }.first
    }

    /// The folder `--output` names, if given; a path that is no folder yet and reads as a file
    /// name (`History.connector.yml`, `Gen.swift`) is a usage error, since the command would
    /// make a folder of that name.
    func outputFolder() throws(UsageError) -> String? {
        guard let folder = value(of: .output) else { return nil }
        // A name that is not UTF-8 reaches the tool with U+FFFD in place of its bytes.
        if folder.unicodeScalars.contains("\u{FFFD}") {
            throw UsageError(message: "\(CommandOption.output) names a folder whose name is not valid UTF-8; name another")
        }
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        let fileEndings = [".yml", ".yaml", ".swift", ".json"]
        // A trailing `/` says it is a folder, whatever its name.
        if !folder.hasSuffix("/"), !FileSystem.isDirectory(folder), let ending = fileEndings.first(where: { name.lowercased().hasSuffix($0) }) {
            throw UsageError(message: "\(CommandOption.output) names a folder to write into, and '\(folder)' reads as a file name (it ends in '\(ending)'); name the folder, such as '\(Self.folderOf(folder))'")
        }
        return folder
    }

    /// The folder that holds `path`, for a suggestion: `.` for a bare name.
    private static func folderOf(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }

    /// Whether the flag `option` was given.
    func has(_ option: CommandOption) -> Bool {
        precondition(accepts(option) && !option.takesValue, "\(option) is not a flag of this command")
        return option.spellings.contains(where: flags.contains)
    }

    private func accepts(_ option: CommandOption) -> Bool {
        accepted.contains { $0.name == option.name }
    }
}
