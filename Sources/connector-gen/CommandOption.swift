/// An option of a subcommand, declared once: how it is spelled, whether it takes a value, and
/// what `--help` says of it. Arguments are parsed against these declarations, and a command
/// reads an option through its declaration (`arguments.value(of: .output)`), so a misspelt
/// option does not compile.
struct CommandOption: Sendable, CustomStringConvertible {
    /// The long spelling, such as `--output`.
    let name: String
    /// The short spelling, such as `-o`, if there is one.
    let shortName: String?
    /// The placeholder of the value in help text, such as `<folder>`; `nil` for a flag, which
    /// takes no value.
    private(set) var valueName: String?
    /// What the option does, as `--help` prints it; each line after the first is printed
    /// below the first.
    private(set) var explanation: String

    init(name: String, shortName: String? = nil, valueName: String? = nil, explanation: String) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.explanation = explanation
    }

    /// Whether the option takes a value (`--output Out` or `--output=Out`).
    var takesValue: Bool { valueName != nil }

    /// Every way to write the option: the long spelling, then the short one.
    var spellings: [String] { [name] + (shortName.map { [$0] } ?? []) }

    /// The long spelling, for messages that name the option.
    var description: String { name }

    /// The same option as one command describes it: its own explanation, and its own
    /// placeholder for the value when one is given.
    func described(as explanation: String, valueName: String? = nil) -> CommandOption {
        precondition(valueName == nil || takesValue, "\(name) is a flag; it has no value to name")
        var option = self
        option.explanation = explanation
        option.valueName = valueName ?? self.valueName
        return option
    }
}
