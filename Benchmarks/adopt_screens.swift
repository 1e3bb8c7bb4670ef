// The hand-written app of Benchmarks/adopt.sh: COUNT screens, copies of the screens of
// Tests/AdoptCorpus (every `.swift` file of `<app>/App` but `Model.swift`; the apps, then their
// files, in name order), taken in turn. In copy i, every type name the screen declares (a
// capitalized word after `struct`, `enum`, `class` or `protocol`) but State, Action, Props, Row,
// Hit and Line is renamed apart, `<name>i` for `<name>` as a whole word, so that every copy is a
// screen of its own. Copy i of `<app>/App/<file>` is written, in folders of 100 copies, to
//
//     OUT_DIR/<app>-<i / 100, in 3 digits>/<i>-<file>
//
// with its line ends as `\n`. Run from the package root; OUT_DIR must not exist:
//
//     adopt_screens OUT_DIR COUNT
//
// Compiled once per run by Benchmarks/adopt.sh:
//
//     swiftc -O Benchmarks/adopt_screens.swift -o adopt_screens

import Foundation

typealias Text = [Unicode.Scalar]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("adopt_screens: \(message)\n".utf8))
    exit(1)
}

/// A letter, a number or `_` (the word characters of a regular expression's `\w` and `\b`).
func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: return true
    case 0..<0x80: return false
    default: break
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return scalar.properties.numericType != nil
    }
}

/// White space (`\s`), with the ASCII separators U+001C to U+001F.
func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x1C...0x20: return true
    case 0..<0x80: return false
    default: return scalar.properties.isWhitespace
    }
}

func isCapital(_ scalar: Unicode.Scalar) -> Bool { (0x41...0x5A).contains(scalar.value) }

func has(_ text: Text, _ word: Text, at index: Int) -> Bool {
    index + word.count <= text.count && text[index..<index + word.count].elementsEqual(word)
}

/// Whether a word may start at `index` (a word character not preceded by one).
func startsWord(_ text: Text, at index: Int) -> Bool {
    index == 0 || !isWordCharacter(text[index - 1])
}

/// Whether a word that ends with a word character may end before `index`.
func endsWord(_ text: Text, at index: Int) -> Bool {
    index == text.count || !isWordCharacter(text[index])
}

let declarationKeywords: [Text] = ["struct", "enum", "class", "protocol"].map { Array($0.unicodeScalars) }

/// The names after a declaration keyword: the keyword as a whole word, white space, then a
/// capital and the word characters that follow it.
func declaredNames(_ text: Text) -> Set<String> {
    var names = Set<String>()
    var index = 0
    scanning: while index < text.count {
        if startsWord(text, at: index) {
            for keyword in declarationKeywords where has(text, keyword, at: index) {
                var start = index + keyword.count
                let spaces = start
                while start < text.count && isSpace(text[start]) { start += 1 }
                guard start > spaces, start < text.count, isCapital(text[start]) else { break }
                var end = start + 1
                while end < text.count && isWordCharacter(text[end]) { end += 1 }
                names.insert(String(String.UnicodeScalarView(text[start..<end])))
                index = end
                continue scanning
            }
        }
        index += 1
    }
    return names
}

/// `text` with every occurrence of `name` as a whole word replaced by `replacement`.
func replacingWord(_ name: Text, with replacement: Text, in text: Text) -> Text {
    var result = Text()
    result.reserveCapacity(text.count + text.count / 8)
    var index = 0
    while index < text.count {
        if text[index] == name[0] && startsWord(text, at: index) && has(text, name, at: index)
            && endsWord(text, at: index + name.count) {
            result += replacement
            index += name.count
        } else {
            result.append(text[index])
            index += 1
        }
    }
    return result
}

/// The text of a file, its line ends (`\r\n`, `\r`) made `\n`.
func readText(_ path: String) -> Text {
    guard let data = FileManager.default.contents(atPath: path) else { fail("could not read \(path)") }
    let string = String(decoding: data, as: UTF8.self)
    guard string.utf8.elementsEqual(data) else { fail("\(path) is not UTF-8") }
    var text = Text()
    text.reserveCapacity(data.count)
    var afterReturn = false
    for scalar in string.unicodeScalars {
        if scalar == "\n" && afterReturn {
            afterReturn = false
            continue
        }
        afterReturn = scalar == "\r"
        text.append(afterReturn ? "\n" : scalar)
    }
    return text
}

/// The entries of a folder in the order of their names' code points.
func sortedEntries(_ folder: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        fail("could not list \(folder)")
    }
    return names.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
}

func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
}

func createFolder(_ path: String) {
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        fail("could not create \(path): \(error)")
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else {
    fail("usage: adopt_screens OUT_DIR COUNT")
}
let out = arguments[1]
let corpus = "Tests/AdoptCorpus"
let keptNames: Set<String> = ["State", "Action", "Props", "Row", "Hit", "Line"]

struct Screen {
    let app: String
    let file: String
    let text: Text
    /// The names to rename, the longest first.
    let renamed: [Text]
}

var screens: [Screen] = []
for app in sortedEntries(corpus) {
    let folder = "\(corpus)/\(app)/App"
    guard isFolder(folder) else { continue }
    for file in sortedEntries(folder) where file.hasSuffix(".swift") && file != "Model.swift" {
        let text = readText("\(folder)/\(file)")
        let renamed = declaredNames(text).subtracting(keptNames)
            .map { Array($0.unicodeScalars) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) }
        screens.append(Screen(app: app, file: file, text: text, renamed: renamed))
    }
}

if FileManager.default.fileExists(atPath: out) { fail("\(out) already exists") }
createFolder(out)
if count > 0 && screens.isEmpty { fail("no screens in \(corpus)") }

var created = Set<String>()
for copy in 0..<count {
    let screen = screens[copy % screens.count]
    var text = screen.text
    let suffix = Array(String(copy).unicodeScalars)
    for name in screen.renamed {
        text = replacingWord(name, with: name + suffix, in: text)
    }
    let group = String(copy / 100)
    let folder = "\(out)/\(screen.app)-\(String(repeating: "0", count: max(0, 3 - group.count)))\(group)"
    if created.insert(folder).inserted { createFolder(folder) }
    let path = "\(folder)/\(copy)-\(screen.file)"
    let contents = Data(String(String.UnicodeScalarView(text)).utf8)
    guard FileManager.default.createFile(atPath: path, contents: contents) else { fail("could not write \(path)") }
}
