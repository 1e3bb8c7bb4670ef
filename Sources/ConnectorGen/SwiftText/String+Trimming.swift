/// Foundation-free text helpers the reader, the decoders and the emitters share.
extension String {
    /// The string without trailing spaces and tabs.
    func trimmingTrailingWhitespace() -> String {
        var scalars = Substring(self)
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }

    /// The string with every occurrence of `target` replaced; Foundation-free.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }

    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        var characters = Substring(self)
        while let first = characters.first, first.isWhitespace { characters.removeFirst() }
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        return String(characters)
    }
}
