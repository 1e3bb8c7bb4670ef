/// Builds Swift source text line by line, four spaces an indentation level.
///
/// A `SwiftWriter` writes declarations and cannot map a line to the spec: only a
/// ``FunctionBodyWriter``, which ``DeclarationRenderer`` hands to a function's body, can.
/// A `#sourceLocation` line number inside a type's body is part of the type's interface, so a
/// spec edit that only moved lines would recompile every file that uses the type; function
/// bodies are not part of it. Keeping mapped code in function bodies keeps a spec edit to one
/// recompiled file, and these two types make that the only thing an emitter can do.
struct SwiftWriter {
    /// The text written so far.
    fileprivate(set) var output = ""
    /// The current indentation, in levels of four spaces.
    fileprivate var level = 0 {
        didSet { indentation = String(repeating: "    ", count: level) }
    }
    /// The indentation of the current level.
    fileprivate(set) var indentation = ""
    /// The file name that directives name, as a Swift string literal.
    fileprivate var directiveFile: String
    /// The spec line the next written line maps to, when mapping is on.
    fileprivate var nextMappedLine: Int?
    /// How spec code is laid out: at its spec columns, or indented as `swift format` would.
    let layout: SourceLayout

    /// Creates a writer whose directives name `specPath`, reserving room for `estimatedSize` bytes.
    init(specPath: String, layout: SourceLayout = .exactColumns, estimatedSize: Int = 0) {
        directiveFile = SwiftNames.stringLiteral(specPath)
        self.layout = layout
        output.reserveCapacity(estimatedSize)
    }

    /// The indentation of a `#sourceLocation` directive: none at exact columns, the current
    /// one in the formatted layout, as `swift format` indents it.
    private var directiveIndentation: String { layout == .formatted ? indentation : "" }
    /// The indentation of the directive that started the current mapping: the one that ends
    /// it stands with the statements it follows.
    private var mappingIndentation = ""
    /// Where the last `#sourceLocation()` written ends, in UTF-8 bytes of the output, and its
    /// line's length in characters: while nothing follows it, a directive written next takes
    /// its place.
    private var lastReset: (end: Int, length: Int)?

    /// Writes a line at the current indentation, not mapped to the spec.
    mutating func line(_ text: String) {
        endMapping()
        if !text.isEmpty {
            output.append(indentation)
            output.append(text)
        }
        output.append("\n")
    }

    /// Writes an empty line.
    mutating func blankLine() { line("") }

    /// The longest line generated code is written in, as the lines of careful hand-written
    /// Swift are; spec code at its spec columns and attribute messages may run longer.
    static let lineLength = 100

    /// Writes `lines` as `///` documentation at the current indentation, each paragraph
    /// broken between words into lines of at most ``lineLength`` columns. Consecutive lines
    /// make one paragraph; an empty line ends one (written `///`), and so does a list item's `- `.
    mutating func documentation(_ lines: [String]) {
        var paragraph = ""
        func flush(_ writer: inout SwiftWriter) {
            guard !paragraph.isEmpty else { return }
            for line in Self.wrapped(paragraph, width: Self.lineLength - writer.indentation.count - 4) { writer.line("/// " + line) }
            paragraph = ""
        }
        for line in lines {
            if line.isEmpty || line.hasPrefix("- ") { flush(&self) }
            if line.isEmpty {
                self.line("///")
            } else {
                paragraph += (paragraph.isEmpty ? "" : " ") + line
            }
        }
        flush(&self)
    }

    /// `text` in lines of at most `width` characters, broken between words; a word longer
    /// than `width` stands on a line of its own, and a code span (`` `any Action` ``) is one
    /// word. No line but the first starts with what Markdown reads as a list item, a heading or
    /// a quote (`- even zero`): the word before goes down with it.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var words: [Substring] = []
        for word in codeSpanWords(text) {
            if !words.isEmpty && words.joined(separator: " ").count + 1 + word.count > width {
                var carried: [Substring] = []
                while words.count > 1 && startsMarkdownBlock(carried.first ?? word) { carried.insert(words.removeLast(), at: 0) }
                // With no word to carry, the line runs longer rather than start a list.
                if !startsMarkdownBlock(carried.first ?? word) {
                    lines.append(words.joined(separator: " "))
                    words = carried
                } else {
                    words += carried
                }
            }
            words.append(word)
        }
        return lines + [words.joined(separator: " ")]
    }

    /// The words of `text`, split at blanks outside code spans: a span opened by a word with an
    /// odd number of backticks goes on to the word that closes it; a span never closed is no
    /// span.
    private static func codeSpanWords(_ text: String) -> [Substring] {
        var words: [Substring] = []
        var isInSpan = false
        for word in text.split(separator: " ") {
            if isInSpan, let last = words.last {
                words[words.count - 1] = text[last.startIndex..<word.endIndex]
            } else {
                words.append(word)
            }
            if word.filter({ $0 == "`" }).count % 2 == 1 { isInSpan.toggle() }
        }
        return isInSpan ? text.split(separator: " ") : words
    }

    /// Whether a line that starts with `word` is a Markdown list item, heading or quote.
    private static func startsMarkdownBlock(_ word: Substring) -> Bool {
        if ["-", "*", "+", ">"].contains(word) || word.hasPrefix("#") || word.hasPrefix(">") { return true }
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && (word.dropFirst(digits.count) == "." || word.dropFirst(digits.count) == ")")
    }

    /// Writes `body` one level deeper.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Writes `text` as it is (no indentation added) as spec line `specLine`.
    fileprivate mutating func rawLine(_ text: String, specLine: Int) {
        if nextMappedLine != specLine {
            if nextMappedLine == nil { mappingIndentation = directiveIndentation }
            dropTrailingReset()
            output.append(directiveIndentation)
            output.append(Self.directive(fileLiteral: directiveFile, line: specLine, formatted: layout == .formatted))
        }
        output.append(text)
        output.append("\n")
        nextMappedLine = specLine + 1
    }

    /// Writes `head` (`private typealias Name = (`), then `types` as the elements of that tuple,
    /// each at its spec line and column, a blank line for each spec line between them, and `)`;
    /// then stops mapping. One directive starts the declaration, so none stands inside the
    /// tuple, where Swift's parsers other than the compiler's reject one. `types` must start
    /// after line 1.
    ///
    /// The only mapped lines outside a function body (see ``SpecTypeChecks/namedTypesDeclarations(_:layout:)``).
    /// In the exact layout the head is mapped to the spec's line 1 and blank lines carry the
    /// types down to their lines, so the directive and every token stay the same when a spec
    /// edit moves lines: the compiler's interface hash, which reads the tokens outside function
    /// bodies, does not change, and no other file of the target is recompiled (a directive
    /// naming a moved line there makes the build recompile every file of the target). The
    /// formatted layout maps the head to the line before the first type, since `swift format`
    /// would remove the blank lines.
    ///
    /// A tuple of one type closes with `)?`: in parentheses alone it would be a type itself, and
    /// an alias may name a generic type without its arguments (`Loadable`), which the spec's
    /// field then lacks; an optional of it may not.
    ///
    /// `asStoredProperties` writes the members of a type instead: each line's elements after
    /// `let ` (`let calendar: CalendarState, calendarAction: CalendarAction`), and `}`.
    mutating func tupleAtSpecPositions(head: String, _ types: [Located<String>], asStoredProperties: Bool = false, elements: String = "type") {
        let lines = Dictionary(grouping: types, by: \.location.line)
        guard let first = lines.keys.min(), let last = lines.keys.max(), first > 1 else { return }
        endMapping()
        let headLine = layout == .exactColumns ? 1 : first - 1
        // The comment takes the first blank line; it says why there are more.
        let blankLines = ((headLine + 1)...last).count { lines[$0] == nil }
        rawLine(indentation + head, specLine: headLine)
        for line in (headLine + 1)...last {
            var text = ""
            for type in lines[line, default: []].sorted(by: { $0.location.column < $1.location.column }) {
                if !text.isEmpty {
                    text += ", "
                } else if asStoredProperties {
                    // `let ` just before the first name, where it fits.
                    let room = layout == .exactColumns ? type.location.column - 1 - indentation.utf8.count - 4 : 0
                    text = indentation.prefix(layout == .exactColumns ? indentation.count : 0) + String(repeating: " ", count: max(0, room)) + "let "
                }
                let column = type.location.column - 1
                if layout == .exactColumns && text.utf8.count < column { text += String(repeating: " ", count: column - text.utf8.count) }
                text += type.value
            }
            if layout == .formatted && !text.isEmpty { text = indentation + "    " + text }
            if text.isEmpty && line == headLine + 1 && line < first && blankLines > 1 {
                // A comment is not a token either: it explains the blank lines without changing that.
                text = indentation + "    // Blank lines keep each \(elements) on its line in the spec."
            }
            let endsElement = !(text.isEmpty || line == last || text.hasPrefix(indentation + "    //") || asStoredProperties)
            rawLine(endsElement ? text + "," : text, specLine: line)
        }
        rawLine(indentation + (asStoredProperties ? "}" : types.count == 1 && elements == "type" ? ")?" : ")"), specLine: last + 1)
        endMapping()
    }

    /// Writes an `import` of each module in `sites` with the module's name at its line and
    /// column in the file that names it, so that the compiler reports a module it cannot find
    /// there. Each file's imports are mapped from its line 1 with blank lines down to theirs,
    /// like ``tupleAtSpecPositions(head:_:)`` and for the same reason; an `import` that does
    /// not fit before its name's column stands alone on the line before, and a second module
    /// on a line that has no room for it starts a mapping of its own.
    mutating func importsAtTheirPlaces(_ sites: [NamedImport]) {
        guard !sites.isEmpty else { return }
        endMapping()
        // A module is named under `imports`, or by a flavor whose library it is.
        line("// Imported where the spec or connector-gen.yml names each module, so that one the build")
        line("// cannot find is reported there.")
        var file = sites[0].file
        var lines: [Int: String] = [:]
        func flush(_ writer: inout SwiftWriter) {
            guard let last = lines.keys.max() else { return }
            writer.dropTrailingReset()
            writer.output += Self.directive(fileLiteral: SwiftNames.stringLiteral(file), line: 1)
            for line in 1...last { writer.output += lines[line, default: ""] + "\n" }
            writer.writeReset(indentation: "")
            lines = [:]
        }
        for site in sites {
            if site.file != file {
                flush(&self)
                file = site.file
            }
            let line = site.location.line, column = max(0, site.location.column - 1)
            var text = lines[line, default: ""]
            let keyword = text.isEmpty ? "import " : "; import "
            if !text.isEmpty && text.utf8.count + keyword.utf8.count > column {
                // No room on the line: the module starts a mapping of its own.
                flush(&self)
                text = ""
            }
            if text.isEmpty && column < "import ".utf8.count && line > 1 {
                // The keyword goes on the line before; a name that stands there stays first.
                let before = lines[line - 1, default: ""]
                lines[line - 1] = before.isEmpty ? "import" : before + "; import"
                lines[line] = String(repeating: " ", count: column) + site.module
            } else {
                let start = text.isEmpty ? "import " : text + "; import "
                lines[line] = start.utf8.count > column ? start + site.module
                    : text + String(repeating: " ", count: column - start.utf8.count) + (text.isEmpty ? "" : "; ") + "import " + site.module
            }
        }
        flush(&self)
    }

    /// A `#sourceLocation` directive line naming `line` of the file `fileLiteral` (a Swift
    /// string literal); `formatted`, its arguments without spaces, as `swift format` writes them.
    private static func directive(fileLiteral: String, line: Int, formatted: Bool = false) -> String {
        (formatted ? "#sourceLocation(file:" : "#sourceLocation(file: ") + fileLiteral + (formatted ? ",line:" : ", line: ") + String(line) + ")\n"
    }

    /// Writes `keywords` (`private typealias`), then `rest` (`Name = Type`) starting at the spec
    /// line and column `location`, where the compiler reports what is wrong with the
    /// declaration; mapped from line 1 with blank lines between, like
    /// ``tupleAtSpecPositions(head:_:)`` and for the same reason. `location` must be after line 1.
    mutating func declarationAtSpecPosition(keywords: String, rest: String, at location: SourceLocation, file: String? = nil) {
        guard location.line > 1 else { return }
        endMapping()
        let savedFile = directiveFile
        if let file { directiveFile = SwiftNames.stringLiteral(file) }
        defer { directiveFile = savedFile }
        let headLine = layout == .exactColumns ? 1 : location.line - 1
        rawLine(indentation + keywords, specLine: headLine)
        for line in (headLine + 1)..<location.line {
            // The comment takes the first blank line; it says why there are more.
            let explains = line == headLine + 1 && location.line - headLine > 2
            rawLine(explains ? indentation + "    // Blank lines keep the name on its line in the \(file == nil ? "spec" : "file")." : "", specLine: line)
        }
        let column = layout == .exactColumns ? max(0, location.column - 1) : indentation.count + 4
        rawLine(String(repeating: " ", count: column) + rest, specLine: location.line)
        endMapping()
    }

    /// Writes `text` at the current indentation as line `source.location.line` of the file
    /// `source.value` (`connector-gen.yml`); the next line maps again to the spec, or ends
    /// the mapping.
    fileprivate mutating func lineMapped(_ text: String, to source: Located<String>, isIndented: Bool = true) {
        endMapping()
        mappingIndentation = directiveIndentation
        dropTrailingReset()
        output += directiveIndentation
            + Self.directive(fileLiteral: SwiftNames.stringLiteral(source.value), line: source.location.line, formatted: layout == .formatted)
        output += (isIndented ? indentation : "") + text + "\n"
        // No spec line follows this one: the next mapped line names the spec again.
        nextMappedLine = -1
    }

    /// Writes `#sourceLocation()` at `indentation`, which ends a mapping to the spec.
    private mutating func writeReset(indentation: String) {
        let line = indentation + "#sourceLocation()\n"
        output += line
        lastReset = (output.utf8.count, line.count)
    }

    /// Takes back the `#sourceLocation()` that ends the output, if it does: the directive
    /// written next sets the location before any line the reset would cover.
    private mutating func dropTrailingReset() {
        if let reset = lastReset, reset.end == output.utf8.count { output.removeLast(reset.length) }
        lastReset = nil
    }

    /// Stops mapping lines to the spec.
    fileprivate mutating func endMapping() {
        if nextMappedLine != nil {
            writeReset(indentation: mappingIndentation)
            nextMappedLine = nil
        }
    }
}

/// Writes a function's body: plain lines, and lines mapped to the spec, so that the compiler
/// reports a problem in user code at its line and column in the spec.
///
/// Each line written with a spec line is preceded, when needed, by a `#sourceLocation`
/// directive. Consecutive spec lines share one directive, and the first unmapped line after
/// mapped ones resets the location with `#sourceLocation()`.
struct FunctionBodyWriter {
    fileprivate var base: SwiftWriter
    /// The length of the output, in UTF-8 bytes, when the body began.
    private var start = 0

    /// Runs `body` with a function-body writer that writes into `writer`, one level deeper.
    static func write(into writer: inout SwiftWriter, _ body: (inout FunctionBodyWriter) -> Void) {
        var bodyWriter = FunctionBodyWriter(base: SwiftWriter(specPath: ""))
        swap(&bodyWriter.base, &writer)
        bodyWriter.start = bodyWriter.base.output.utf8.count
        bodyWriter.base.level += 1
        body(&bodyWriter)
        bodyWriter.base.level -= 1
        bodyWriter.base.endMapping()
        swap(&bodyWriter.base, &writer)
    }

    /// The indentation of the current level.
    var indentation: String { base.indentation }

    /// Whether nothing is written in the body yet: a statement written now is its first, and
    /// when it is the last too, the body's value needs no `return`.
    var isEmpty: Bool { base.output.utf8.count == start }

    /// Whether spec code is indented as `swift format` would, rather than at its spec columns.
    var isFormatted: Bool { base.layout == .formatted }

    /// Writes a line at the current indentation, not mapped to the spec.
    mutating func line(_ text: String) { base.line(text) }

    /// Writes `lines` as `///` documentation (see ``SwiftWriter/documentation(_:)``).
    mutating func documentation(_ lines: [String]) { base.documentation(lines) }

    /// The longest line: ``SwiftWriter/lineLength``, or in the formatted layout `swift format`'s
    /// (``formattedLineLength``), whose checks would join a call broken before it.
    var lineLength: Int { isFormatted ? Self.formattedLineLength : SwiftWriter.lineLength }

    /// Writes `text` as a `//` comment, broken between words to fit the line length.
    mutating func comment(_ text: String) {
        for line in SwiftWriter.wrapped(text, width: SwiftWriter.lineLength - indentation.count - 3) { self.line("// " + line) }
    }

    /// Writes a line at the current indentation, as spec line `specLine` when there is one.
    mutating func line(_ text: String, mappedToSpecLine specLine: Int?) {
        if let specLine { mappedLine(text, specLine: specLine) } else { line(text) }
    }

    /// Writes a line at the current indentation, mapped to `source` (a place in
    /// `connector-gen.yml`) when there is one.
    mutating func line(_ text: String, mappedTo source: Located<String>?) {
        if let source { base.lineMapped(text, to: source) } else { base.line(text) }
    }

    /// Writes `text`, already padded so that a name in it sits at `source`'s column, as the
    /// line of `source` (a place in `connector-gen.yml`).
    mutating func paddedLine(_ text: String, mappedTo source: Located<String>) {
        // Formatted, the padding goes: the text starts at the current indentation.
        guard isFormatted else { return base.lineMapped(text, to: source, isIndented: false) }
        base.lineMapped(String(text.drop { $0 == " " }), to: source)
    }

    /// Writes `text` as the line of `source` (a place in `connector-gen.yml` or the spec), with
    /// the byte at `offset` in it at `source`'s column where the line leaves room before it,
    /// else at the current indentation: a name used there is reported at the place that names
    /// it.
    mutating func line(_ text: String, placing offset: Int, at source: Located<String>) {
        let padding = source.location.column - 1 - offset
        guard padding >= 0 else { return line(text, mappedTo: source) }
        paddedLine(String(repeating: " ", count: padding) + text, mappedTo: source)
    }

    /// Writes `head` + `text` as ``line(_:placing:at:)`` does (`offset` counts in `text`); where
    /// the line leaves no room for `head` before the column but does for the rest, in the exact
    /// layout, `head` (`let viewModel =`) stands alone as the line before.
    mutating func line(head: String, _ text: String, placing offset: Int, at source: Located<String>) {
        let padding = source.location.column - 1 - offset
        guard !isFormatted, !head.isEmpty, padding >= 0, padding < indentation.count + head.utf8.count, source.location.line > 1 else {
            return line(head + text, placing: head.utf8.count + offset, at: source)
        }
        // One directive for both lines: none may stand inside the statement.
        let lineBefore = Located(source.value, at: SourceLocation(line: source.location.line - 1, column: 1))
        let headLine = indentation + (head.hasSuffix(" ") ? String(head.dropLast()) : head)
        base.lineMapped(headLine + "\n" + String(repeating: " ", count: padding) + text, to: lineBefore, isIndented: false)
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout FunctionBodyWriter) -> Void) {
        line(opening)
        indented(body)
        line(closing)
    }

    /// Writes `body` one level deeper.
    mutating func indented(_ body: (inout FunctionBodyWriter) -> Void) {
        base.level += 1
        body(&self)
        base.level -= 1
    }

    /// Writes a line at the current indentation as spec line `specLine`.
    mutating func mappedLine(_ text: String, specLine: Int) {
        base.rawLine(base.indentation + text, specLine: specLine)
    }

    /// Writes `text`, already padded so each piece of spec text in it sits at its spec
    /// column, as spec line `specLine`.
    mutating func paddedLine(_ text: String, specLine: Int) {
        guard isFormatted else {
            base.rawLine(text, specLine: specLine)
            return
        }
        // Formatted, the padding goes: the text starts at the current indentation.
        base.rawLine(indentation + text.drop { $0 == " " }, specLine: specLine)
    }

    /// Writes `guard let name = value else { return nil }` with `let` at `location` (a required
    /// slice's name), where the compiler reports a value that is not optional: `guard` alone as
    /// the line before, where the spec leaves room; else on one line, at `location`'s line.
    mutating func unwrap(_ name: String, from value: String, at location: SourceLocation) {
        let statement = "let \(name) = \(value) else { return nil }"
        guard !isFormatted, location.line > 1, location.column >= 1 else {
            mappedLine("guard " + statement, specLine: location.line)
            return
        }
        mappedLine("guard", specLine: location.line - 1)
        base.rawLine(String(repeating: " ", count: location.column - 1) + statement, specLine: location.line)
    }

    /// Writes `head` + `call` (`_ = ConnectorMemo` and `.slice(books)`), a call the compiler
    /// reports at its name, with that name at `location`: `head` alone as the line before and
    /// `call` on the next, in the exact layout, where the spec leaves room; else on one line,
    /// at `location`'s line.
    mutating func memoCheck(_ head: String, call: String, at location: SourceLocation) {
        let dotColumn = location.column - 2
        guard !isFormatted, location.line > 1, dotColumn >= 0, call.hasPrefix(".") else {
            mappedLine(head + call, specLine: location.line)
            return
        }
        mappedLine(head, specLine: location.line - 1)
        base.rawLine(String(repeating: " ", count: dotColumn) + call, specLine: location.line)
    }

    /// Writes `prefix` (such as `return` or `let x =`) alone, as the spec line before
    /// `specLine`, whose code then starts at the 0-based `codeColumn`. Swift warns when an
    /// expression starts in the same column as a `return` on the line above it; the prefix
    /// line's own indentation does not matter, so it moves one level deeper instead.
    mutating func prefixLine(_ prefix: String, beforeCodeAtColumn codeColumn: Int, specLine: Int) {
        let indentation = codeColumn == base.indentation.count ? base.indentation + "    " : base.indentation
        base.rawLine(indentation + prefix, specLine: specLine - 1)
    }

    /// Writes the statement `head` + `code` + `tail` so that `code` (one line) starts at the
    /// 0-based `column` of spec line `line`: on that line when `head` fits before the column,
    /// otherwise `head` alone on the line before (see ``prefixLine(_:beforeCodeAtColumn:specLine:)``),
    /// unless the statement itself can fail on the code's line (`keepsHeadOnLine`, a `guard let`
    /// that needs an optional). Where neither can be, the statement keeps only its line.
    mutating func statement(_ head: String, code: String, tail: String = "", atColumn column: Int, line: Int, keepsHeadOnLine: Bool = false) {
        if isFormatted {
            mappedLine(head + code + tail, specLine: line)
        } else if column >= indentation.count + head.utf8.count {
            // Columns count UTF-8 bytes, as the compiler's do: a head may hold a name in any script.
            paddedLine(indentation + head + String(repeating: " ", count: column - indentation.count - head.utf8.count) + code + tail, specLine: line)
        } else if column >= head.utf8.count && !head.isEmpty {
            // Without the indentation, the head still fits on the code's line, where the
            // compiler then reports what it says of the head (a local's inferred type).
            paddedLine(head + String(repeating: " ", count: column - head.utf8.count) + code + tail, specLine: line)
        } else if column >= 0 && line > 1 && !head.isEmpty && !keepsHeadOnLine {
            prefixLine(head.hasSuffix(" ") ? String(head.dropLast()) : head, beforeCodeAtColumn: column, specLine: line)
            paddedLine(String(repeating: " ", count: column) + code + tail, specLine: line)
        } else {
            mappedLine(head + code + tail, specLine: line)
        }
    }

    /// Writes `head`, then `state.` and the key path `path` read from the app state, then
    /// `tail` (see ``statement(_:code:tail:atColumn:line:keepsHeadOnLine:)``), with `state.`
    /// ending where the path starts in the spec, so that the compiler reports a problem in the
    /// path at its spec line and column. A path on several lines keeps only its line.
    mutating func statePath(_ path: SwiftCode, head: String, tail: String = "", keepsHeadOnLine: Bool = false) {
        // A `//` comment after the path would hide the tail.
        let text = tail.isEmpty ? path.text : path.textBeforeTrailingComment
        // In a condition (`guard let`), a trailing closure would end the condition: the path
        // is put in parentheses.
        let isCondition = head.hasPrefix("guard ") || head.hasPrefix("if ")
        let parenthesized = isCondition && text.contains("{")
        let read = parenthesized ? "(state." : "state."
        let tail = parenthesized ? ")" + tail : tail
        guard !text.contains("\n") else {
            // On several lines, as the code of a field: the head on the line before, `state.`
            // ending where the path starts, and each line after at its spec column, where the
            // spec leaves room for `state.` and nothing has to follow the path.
            let codeColumn = path.location.column - 1
            if !isFormatted, tail.isEmpty, !keepsHeadOnLine, !parenthesized, path.location.line > 1, codeColumn >= read.utf8.count,
               text == path.text {
                prefixLine(head.hasSuffix(" ") ? String(head.dropLast()) : head, beforeCodeAtColumn: codeColumn - read.utf8.count, specLine: path.location.line)
                writeCodeLines(path, path.lines, firstLineHead: String(repeating: " ", count: codeColumn - read.utf8.count) + read)
                return
            }
            // Else the first line keeps only its line, and the lines after it their columns.
            var lines = SwiftCode(text, at: path.location, blockIndentation: path.blockIndentation, isLiteralBlock: path.isLiteralBlock).lines
            guard !isFormatted else {
                mappedLine(head + read + text + tail, specLine: path.location.line)
                return
            }
            lines[lines.count - 1] += tail
            mappedLine(head + read + lines[0], specLine: path.location.line)
            let padding = String(repeating: " ", count: path.isLiteralBlock ? path.blockIndentation : 0)
            for (index, line) in lines.enumerated().dropFirst() {
                base.rawLine(line.isEmpty ? "" : padding + line, specLine: path.location.line + index)
            }
            return
        }
        statement(
            head, code: read + text, tail: tail, atColumn: path.location.column - 1 - read.count, line: path.location.line,
            keepsHeadOnLine: keepsHeadOnLine)
    }

    /// Writes `callee(argument, …)` as spec line `location.line`, with `callee` at its column
    /// where the indentation allows, so that the compiler reports a call that does not fit the
    /// callee (a label the view does not take, a value of another type) at the spec: the
    /// call is on one line, whatever its length. The formatted layout, which people read,
    /// writes it as ``call(_:_:)`` does, unmapped.
    mutating func call(_ callee: String, _ arguments: [CallArgument], mappedTo location: SourceLocation) {
        guard !isFormatted else {
            call(callee, arguments)
            return
        }
        let values = arguments.map { argument in
            argument.lines.reduce(argument.prefix) { text, line in
                text.isEmpty || text.hasSuffix("(") || text.hasSuffix(": ") || line.hasPrefix(")") ? text + line : text + " " + line
            }
        }
        // The callee starts at its column, left of the block's indentation where it must be.
        paddedLine(String(repeating: " ", count: max(0, location.column - 1)) + callee + "(" + values.joined(separator: ", ") + ")", specLine: location.line)
    }

    /// Writes `callee(argument, …)` on one line when it fits the line length and every
    /// argument is one line; otherwise one argument a line, the later lines of a long one indented.
    mutating func call(_ callee: String, _ arguments: [CallArgument]) {
        let single = arguments.allSatisfy { $0.lines.count == 1 }
        let oneLine = callee + "(" + arguments.map { $0.prefix + $0.lines[0] }.joined(separator: ", ") + ")"
        if single && indentation.count + oneLine.count <= lineLength {
            line(oneLine)
            return
        }
        block(callee + "(", closing: ")") { body in
            for (index, argument) in arguments.enumerated() {
                let comma = index == arguments.count - 1 ? "" : ","
                var lines = argument.lines
                lines[0] = argument.prefix + lines[0]
                lines[lines.count - 1] += comma
                body.line(lines[0])
                guard lines.count > 1 else { continue }
                body.indented { body in
                    for line in lines.dropFirst().dropLast() { body.line(line) }
                }
                body.line(lines[lines.count - 1])
            }
        }
    }

    /// Writes `prefix`, then user code, then `suffix`, so that the compiler reports a problem
    /// in the code at the code's line and column in the spec.
    ///
    /// The prefix gets a line of its own, mapped to the line before the code; the code
    /// follows, padded so its first character sits at its spec column, and every further
    /// line of a `|` block keeps the indentation it had in the spec. The suffix follows the
    /// code's last line.
    mutating func userCode(_ code: SwiftCode, prefix: String, suffix: String = "") {
        var lines = code.lines
        if !suffix.isEmpty, let last = lines.popLast() { lines.append(last + suffix) }
        let specLine = code.location.line
        if isFormatted {
            writeFormatted(lines, prefix: prefix, specLine: specLine)
            return
        }
        let codeColumn = max(0, code.location.column - 1)
        guard specLine > 1 else {
            // No line before the spec's first for the prefix: on the code's line when it fits.
            if lines.count == 1, codeColumn >= indentation.count + prefix.utf8.count + 1 {
                let padding = String(repeating: " ", count: codeColumn - indentation.count - prefix.utf8.count)
                paddedLine(indentation + prefix + padding + code.atSpecColumns(lines[0]), specLine: specLine)
            } else {
                mappedLine(prefix + " " + lines.joined(separator: "\n"), specLine: specLine)
            }
            return
        }
        prefixLine(prefix, beforeCodeAtColumn: codeColumn, specLine: specLine)
        writeCodeLines(code, lines, firstLineHead: "")
    }

    /// Writes `let name: type = code`, one statement, with `type` and `code` each at its spec
    /// line, and at its column where the spec leaves room before it: on one line when the spec
    /// writes them on one line (`{ type: Int, from: a + b }`), the head on the line before the
    /// code's when `type` stands there. The compiler then reports a misspelt type, a value of
    /// another type, or an expression it cannot type-check in reasonable time, each at its place
    /// in the spec. Returns `false`, writing nothing, for any other layout of the spec.
    mutating func typedLocal(_ name: String, type: Located<String>, code: SwiftCode) -> Bool {
        let head = "let \(name): "
        let typeLine = type.location.line
        let codeLine = code.location.line
        guard !type.value.contains("\n"), typeLine == codeLine || (typeLine == codeLine - 1 && !isFormatted) else { return false }
        if isFormatted {
            userCode(code, prefix: head + type.value + " =")
            return true
        }
        let typeColumn = type.location.column - 1
        let fits = typeColumn >= head.utf8.count
        let typed = String(repeating: " ", count: fits ? typeColumn - head.utf8.count : 0) + head + type.value + " ="
        if typeLine == codeLine {
            guard fits, code.location.column - 1 > typed.utf8.count else { return false }
            writeCodeLines(code, code.lines, firstLineHead: typed)
        } else {
            typeAnnotation(name, type: type, suffix: " =")
            writeCodeLines(code, code.lines, firstLineHead: "")
        }
        return true
    }

    /// Writes `let name: type` + `suffix` with `type` at its spec line, and in the exact layout
    /// at its column: after the head where the head fits before the column, else alone, the head
    /// on the line before (`let remaining:` over `Intt`), so that the compiler reports a misspelt
    /// type where the spec writes it.
    mutating func typeAnnotation(_ name: String, type: Located<String>, suffix: String = "") {
        let head = "let \(name): "
        let typeColumn = type.location.column - 1
        guard !isFormatted, !type.value.contains("\n") else {
            mappedLine(head + type.value + suffix, specLine: type.location.line)
            return
        }
        if typeColumn >= head.utf8.count {
            base.rawLine(String(repeating: " ", count: typeColumn - head.utf8.count) + head + type.value + suffix, specLine: type.location.line)
        } else if type.location.line > 1 {
            mappedLine("let \(name):", specLine: type.location.line - 1)
            base.rawLine(String(repeating: " ", count: typeColumn) + type.value + suffix, specLine: type.location.line)
        } else {
            mappedLine(head + type.value + suffix, specLine: type.location.line)
        }
    }

    /// Writes `lines`, the lines of `code`: the first at the code's spec column after
    /// `firstLineHead` (which must end before it), every further line of a `|` block with the
    /// indentation it had in the spec.
    private mutating func writeCodeLines(_ code: SwiftCode, _ lines: [Substring], firstLineHead: String) {
        let specLine = code.location.line
        let codeColumn = max(0, code.location.column - 1)
        let blockPadding = String(repeating: " ", count: code.blockIndentation)
        for (index, line) in lines.enumerated() {
            if line.isEmpty {
                base.rawLine(index == 0 ? firstLineHead : "", specLine: specLine + index)
            } else if index == 0 {
                // After an escape in a quoted scalar, its tokens go back to their spec columns.
                let padding = String(repeating: " ", count: codeColumn - firstLineHead.utf8.count)
                base.rawLine(firstLineHead + padding + code.atSpecColumns(line), specLine: specLine)
            } else {
                base.rawLine((code.isLiteralBlock ? blockPadding : "") + line, specLine: specLine + index)
            }
        }
    }
}

extension FunctionBodyWriter {
    /// The longest line `swift format` leaves alone in the formatted layout.
    static let formattedLineLength = 120

    /// Writes user code in the formatted layout: the prefix and the first line together, later
    /// lines one level deeper, keeping their indentation relative to each other. Code on
    /// several lines, or on a line too long, keeps the spec's own layout, which a
    /// `// swift-format-ignore` comment on the line before (mapped to the spec line before)
    /// tells `swift format` to leave alone.
    fileprivate mutating func writeFormatted(_ lines: [Substring], prefix: String, specLine: Int) {
        let lines = Self.spacingLineComments(lines)
        let later = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }
        let common = later.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let first = indentation + prefix + " " + lines[0]
        // Code on several lines, too long for a line, or with a `/* */` comment keeps the
        // spec's layout; so does a comment `swift format` would have written with `//`.
        let keepsLayout = lines.count > 1 || first.utf8.count > Self.formattedLineLength || lines.contains { $0.contains("/*") }
        if keepsLayout && specLine > 1 {
            base.rawLine(indentation + "// swift-format-ignore", specLine: specLine - 1)
        }
        base.rawLine(first, specLine: specLine)
        // Comment lines after the code's last line follow the statement, at its indentation.
        let lastCode = lines.lastIndex { !$0.allSatisfy(\.isWhitespace) && !$0.drop { $0 == " " }.hasPrefix("//") } ?? 0
        for (index, line) in lines.enumerated().dropFirst() {
            let text: String
            if line.allSatisfy(\.isWhitespace) {
                text = ""
            } else if index > lastCode {
                text = indentation + line.drop { $0 == " " }
            } else {
                text = indentation + "    " + line.dropFirst(common)
            }
            base.rawLine(text, specLine: specLine + index)
        }
    }

    /// `lines` with two spaces between code and a `//` comment that ends its line, as `swift
    /// format` spaces a comment after code. The code is read as a whole, so that `//` in a
    /// multi-line string literal or a block comment is left as it is.
    static func spacingLineComments(_ lines: [Substring]) -> [Substring] {
        let lexer = SwiftLexer(lines.joined(separator: "\n"))
        let tokens = Array(lexer)
        var result: [UInt8] = []
        var offset = 0
        for (index, token) in tokens.enumerated() where token.kind == .lineComment && index > 0 {
            let before = tokens[index - 1]
            let isSpace = before.kind == .whitespace && !lexer.bytes[before.range].contains(0x0A)
            let code = isSpace ? (index > 1 ? tokens[index - 2] : nil) : before
            // Only a comment after code on its line: not one on a line of its own.
            guard let code, !code.isTrivia else { continue }
            result += lexer.bytes[offset..<code.range.upperBound]
            result += Array("  ".utf8)
            offset = token.range.lowerBound
        }
        guard offset > 0 else { return lines }
        result += lexer.bytes[offset...]
        return String(decoding: result, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}

/// One argument of a call ``FunctionBodyWriter/call(_:_:)`` writes: an optional label and the
/// value's lines (more than one when the value is a long closure).
struct CallArgument: Hashable {
    /// The argument label, written unescaped but for `inout`, `var` and `let`; `nil` for none.
    var label: String?
    /// The value's lines.
    var lines: [String]

    /// `label: value`.
    init(_ label: String?, _ value: String) {
        self.label = label
        lines = [value]
    }

    /// `label: value`, the value on several lines.
    init(_ label: String?, lines: [String]) {
        self.label = label
        self.lines = lines
    }

    /// The value, when it is one line.
    var value: String { lines.joined(separator: "\n") }

    /// What is written before the value: `label: `, or nothing.
    fileprivate var prefix: String { label.map { SwiftNames.argumentLabel($0) + ": " } ?? "" }
}
