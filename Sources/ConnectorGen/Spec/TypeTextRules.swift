/// Checks that type text from a spec stays a type: it cannot end its declaration, open a
/// body or smuggle in a statement.
public enum TypeTextRules {
    /// Why `text` is not acceptable as a type, or `nil` if it is.
    public static func problem(in text: String) -> String? {
        let characters = Array(text)
        if characters.allSatisfy({ $0 == " " || $0 == "\t" }) { return "the type is empty" }
        var brackets: [Character] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\n", "\r", "\r\n":
                return "a type must fit on one line"
            case "-":
                guard index < characters.count, characters[index] == ">" else {
                    return "'-' can appear in a type only as part of '->'"
                }
                index += 1
            case "(", "[", "<":
                brackets.append(character)
            case ")", "]", ">":
                let opener: Character = character == ")" ? "(" : character == "]" ? "[" : "<"
                guard brackets.last == opener else { return "'\(character)' has no matching '\(opener)'" }
                brackets.removeLast()
            default:
                guard isAllowed(character) else { return "'\(character)' cannot appear in a type" }
            }
        }
        if let open = brackets.last {
            let close: Character = open == "(" ? ")" : open == "[" ? "]" : ">"
            return "'\(open)' is never closed with '\(close)'"
        }
        return nil
    }

    private static func isAllowed(_ character: Character) -> Bool {
        if " _.?!,:&@~`".contains(character) { return true }
        return character.unicodeScalars.allSatisfy { $0.properties.isXIDContinue }
    }
}
