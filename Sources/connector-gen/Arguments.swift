/// Parsed command-line arguments: positional values and `--flag [value]` options.
struct Arguments {
    /// A usage mistake; printed with a pointer to `--help`, exit status 2.
    struct UsageError: Error {
        var message: String
    }

    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` against the options a command accepts.
    ///
    /// - Parameters:
    ///   - valueOptions: Options that take a value, e.g. `--output`.
    ///   - flagOptions: Options that take none, e.g. `--check`.
    init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
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
            if valueOptions.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(name) needs a value")
                }
            } else if flagOptions.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                let known = (valueOptions.union(flagOptions)).sorted()
                let hint = known.isEmpty ? "" : " (options: \(known.joined(separator: ", ")))"
                throw UsageError(message: "unknown option '\(argument)'\(hint)")
            }
        }
    }

    /// The value of a value option, if given.
    func value(_ name: String) -> String? { values[name] }

    /// Whether a flag was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
}
