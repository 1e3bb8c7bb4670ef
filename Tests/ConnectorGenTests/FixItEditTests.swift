import ConnectorGen
import Foundation
import Testing

/// A fix-it that carries an edit must fix what it says: applied to the spec, the diagnostic
/// is gone from that place, no diagnostic appears that was not there before, and the file
/// still reads as YAML.
@Suite("Fix-it edits")
struct FixItEditTests {
    /// A golden case's diagnostic whose fix-it has an edit, with the case's files.
    struct EditedDiagnostic: CustomTestStringConvertible, Sendable {
        var golden: GoldenCase
        var sources: [String: [UInt8]]
        var diagnostic: Diagnostic
        var edit: Diagnostic.Edit { diagnostic.fixIt!.edit! }

        var testDescription: String {
            "\(golden.name): [#\(diagnostic.id.rawValue)] at \(diagnostic.location.map(\.description) ?? "-")"
        }
    }

    /// Every edit-carrying diagnostic of the golden error- and warning- cases.
    static let edited: [EditedDiagnostic] = GoldenCase.all.filter { DiagnosticsCatalogue.isCatalogued($0.name) }.flatMap { golden in
        let sources = (try? golden.sources()) ?? [:]
        return GoldenCase.run(sources).diagnostics.filter { $0.fixIt?.edit != nil }.map {
            EditedDiagnostic(golden: golden, sources: sources, diagnostic: $0)
        }
    }

    @Test("the golden cases show edits of every kind that sets one")
    func editsAreShown() {
        let ids = Set(Self.edited.map(\.diagnostic.id))
        let expected: Set<DiagnosticID> = [
            .unknownKey, .invalidAccessLevel, .invalidTestFramework, .invalidIdentifier, .listWhereText, .mappingWhereText,
            .misplacedSlice, .invalidBoolean, .invalidFlavor, .keyIndentedTooDeep, .inconsistentIndentation, .colonInContinuedValue,
            .invalidContainerChoice, .actionTypeIsProtocol, .unknownBindingName, .bindingTypeMismatch, .expressionCutInFlow, .incompleteExpression, .textCutByComment, .noExampleBesideExample, .invalidType,
            .missingRequiredKey, .missingExampleInput, .missingFlowSeparator, .sliceKeyPathLiteral, .unknownRequiredSlice, .unknownSetterAction,
            .missingColon, .commentInName, .pairInFlowList, .invalidModuleName, .foundationNotImported, .unknownEscape, .unsupportedAnchor, .unsupportedTag, .reservedIndicator, .textAfterValue, .valueIsAComment,
            .sendWithoutDot, .listItemWhereKey, .unknownSentAction, .quotedTextIsNotAString, .tabIndentation, .keywordNameRead, .unknownExampleInput, .misplacedKey, .listItemWithoutSpace, .hashCommentInCode, .invisibleCharacter,
            .exampleWithGivenAndSend, .statementForExpression, .statementAfterExpression, .memoizeWithFlavor, .sendableWithFlavor, .viewHasNoEffect,
            .zeroIndentationIndicator, .unsupportedDirective, .misspeltProtocol,
        ]
        #expect(ids == expected)
    }

    @Test("an edit covers the place it fixes, or adds whole lines", arguments: edited)
    func editCoversItsPlace(_ item: EditedDiagnostic) throws {
        let location = try #require(item.diagnostic.location)
        if item.edit.range.start == item.edit.range.end {
            // An insertion adds lines at a line's start (a missing key, a missing `inputs`),
            // text on the diagnosed line (the `:` after a key), or indentation to a key above
            // the line it makes a continuation of (`type: Int` beside an empty `count:`).
            let addsLines = item.edit.range.start.column == 1 && item.edit.replacement.hasSuffix("\n")
            let addsToTheLine = item.edit.range.start.line == location.line && !item.edit.replacement.contains("\n")
            let indentsLineAbove = item.edit.range.start.column == 1 && item.edit.range.start.line < location.line
                && !item.edit.replacement.isEmpty && item.edit.replacement.allSatisfy { $0 == " " }
            #expect(addsLines || addsToTheLine || indentsLineAbove, "\(item.edit)")
            return
        }
        #expect(
            item.edit.range.start.line <= location.line && location.line <= item.edit.range.end.line,
            "\(item.edit.range) is not on the line of \(location)")
        let source = try #require(item.sources[item.diagnostic.file])
        let replaced = try Self.text(of: item.edit.range, in: source)
        #expect(!replaced.isEmpty && replaced != item.edit.replacement)
    }

    @Test("applying an edit removes its diagnostic, introduces none, and keeps the file readable", arguments: edited)
    func editFixesItsDiagnostic(_ item: EditedDiagnostic) throws {
        #expect(try Self.stillReported(item, after: item.edit) == false)
        var sources = item.sources
        sources[item.diagnostic.file] = try Self.apply(item.edit, to: try #require(sources[item.diagnostic.file]))
        // An error elsewhere that the fixed one hid (a file that did not read has no spec
        // errors) is not introduced by the edit; one on the edited lines is.
        let edited = item.edit.range.start.line...item.edit.range.end.line
        let before = Set(GoldenCase.run(item.sources).diagnostics.map { "[#\($0.id.rawValue)] \($0.message)" })
        // A placeholder the edit writes is there to be filled in: that it is reported is no
        // problem the edit introduces.
        let introduced = GoldenCase.run(sources).diagnostics.filter {
            $0.severity == .error && $0.file == item.diagnostic.file && $0.location.map { edited.contains($0.line) } ?? true
                && !($0.message.contains("is a placeholder to fill in") && item.edit.replacement.contains("<#"))
        }.map { "[#\($0.id.rawValue)] \($0.message)" }.filter { !before.contains($0) }
        #expect(introduced.isEmpty, "the edit introduces \(introduced)")
    }

    @Test("the check fails for an edit that changes nothing, or changes the wrong text")
    func checkCanFail() throws {
        let item = try #require(Self.edited.first { $0.diagnostic.id == .unknownKey })
        let source = try #require(item.sources[item.diagnostic.file])
        let unchanged = Diagnostic.Edit(replacing: item.edit.range, with: try Self.text(of: item.edit.range, in: source))
        #expect(try Self.stillReported(item, after: unchanged) == true)
        let start = ConnectorGen.SourceLocation(line: 1, column: 1)
        let elsewhere = Diagnostic.Edit(replacing: SourceRange(from: start, to: start), with: "# ")
        #expect(try Self.stillReported(item, after: elsewhere) == true)
    }

    // MARK: - Applying edits

    /// Whether the case still reports the diagnostic's ID at its place once `edit` is applied.
    /// A file that no longer reads as YAML fails the test instead.
    static func stillReported(_ item: EditedDiagnostic, after edit: Diagnostic.Edit) throws -> Bool {
        var sources = item.sources
        let file = item.diagnostic.file
        sources[file] = try apply(edit, to: try #require(sources[file]))
        let (_, readErrors) = Generator.readDocument(Generator.Input(path: file, bytes: sources[file]!))
        #expect(readErrors.isEmpty, "after the edit, \(file) no longer reads: \(readErrors.map(\.message))")
        return GoldenCase.run(sources).diagnostics.contains {
            $0.id == item.diagnostic.id && $0.file == file && $0.location == item.diagnostic.location
        }
    }

    /// `bytes` with `edit` applied. Lines and columns are those of the reader, which drops
    /// a byte-order mark and reads `\r\n` and `\r` as `\n`; the result is normalized that way.
    /// Applied as `lint --fix` applies it.
    static func apply(_ edit: Diagnostic.Edit, to bytes: [UInt8]) throws -> [UInt8] {
        let outcome = FixItApplier.apply([edit], to: bytes)
        try #require(outcome.applied == [edit], "\(edit) does not apply to the file")
        return outcome.bytes
    }

    static func text(of range: SourceRange, in bytes: [UInt8]) throws -> String {
        let text = normalized(bytes)
        return String(decoding: text[try offset(of: range.start, in: text)..<offset(of: range.end, in: text)], as: UTF8.self)
    }

    /// The UTF-8 offset of a 1-based line and byte column; the column may be just past the line's end.
    static func offset(of location: ConnectorGen.SourceLocation, in text: [UInt8]) throws -> Int {
        var lineStart = 0
        for _ in 1..<location.line {
            lineStart = try #require(text[lineStart...].firstIndex(of: 0x0A), "no line \(location.line)") + 1
        }
        let lineEnd = text[lineStart...].firstIndex(of: 0x0A) ?? text.count
        let offset = lineStart + location.column - 1
        try #require(offset <= lineEnd, "column \(location.column) is past the end of line \(location.line)")
        return offset
    }

    static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var result: [UInt8] = []
        var index = body.startIndex
        while index < body.endIndex {
            if body[index] == 0x0D {
                result.append(0x0A)
                if index + 1 < body.endIndex, body[index + 1] == 0x0A { index += 1 }
            } else {
                result.append(body[index])
            }
            index += 1
        }
        return result
    }
}
