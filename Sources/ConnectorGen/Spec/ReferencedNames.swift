/// Finds the names Swift code refers to, so the emitter binds only the slices and
/// associated values an expression uses (an unused binding is a compiler warning).
public enum ReferencedNames {
    /// The identifiers `code` refers to: outside string literals (but inside interpolations),
    /// not after a `.` (a member) and not directly before a `:` (an argument label).
    public static func names(in code: String) -> Set<String> {
        let scalars = Array(code.unicodeScalars)
        var names: Set<String> = []
        var index = 0
        var interpolationDepths: [Int] = []  // paren depth at which each open interpolation resumes its string
        var parenDepth = 0
        var inString = false
        var stringIsMultiline = false
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" && index + 1 < scalars.count && scalars[index + 1] == "(" {
                    interpolationDepths.append(parenDepth)
                    parenDepth += 1
                    inString = false
                    index += 2
                    continue
                }
                if scalar == "\\" {
                    index += 2
                    continue
                }
                if scalar == "\"" {
                    let isTriple = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
                    if !stringIsMultiline || isTriple {
                        inString = false
                        index += stringIsMultiline ? 3 : 1
                        continue
                    }
                }
                index += 1
                continue
            }
            switch scalar {
            case "\"":
                inString = true
                stringIsMultiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
                index += stringIsMultiline ? 3 : 1
            case "(":
                parenDepth += 1
                index += 1
            case ")":
                parenDepth -= 1
                index += 1
                if let resume = interpolationDepths.last, resume == parenDepth {
                    interpolationDepths.removeLast()
                    inString = true
                }
            case "/" where index + 1 < scalars.count && scalars[index + 1] == "/":
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
            default:
                if scalar == "_" || scalar == "`" || scalar.properties.isXIDStart {
                    let start = index
                    let isBackticked = scalar == "`"
                    index += 1
                    while index < scalars.count, scalars[index] == "_" || scalars[index].properties.isXIDContinue { index += 1 }
                    if isBackticked, index < scalars.count, scalars[index] == "`" { index += 1 }
                    var name = String(String.UnicodeScalarView(scalars[start..<index]))
                    if isBackticked { name = name.filter { $0 != "`" } }
                    let isMember = start > 0 && scalars[start - 1] == "."
                    let isLabel = index < scalars.count && scalars[index] == ":"
                    if !isMember && !isLabel { names.insert(name) }
                } else {
                    index += 1
                }
            }
        }
        return names
    }
}
