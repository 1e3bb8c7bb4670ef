// Writes a copy of the generated connectors with one part of the generated code taken out, so
// that P4 can tell what each part costs to compile:
//
//   p4_variants without-equatable-checks FROM TO
//       without the checks that report a view member type that is not Equatable at the spec
//       (`private enum EquatableViewMember`, with its calls, declared before the view types);
//   p4_variants without-spec-type-aliases FROM TO
//       without the file-level aliases that name the spec's types at their spec positions
//       (`SpecTypeNames`, `SpecMemberTypes`, `SpecRememberedState`), with their directives.
//
// Each variant still compiles; P4 checks that before timing it. Only the shapes connector-gen
// writes are recognised: this reads its output, not Swift in general.

import Foundation

/// One generated file, as lines, and the edits of one variant.
struct GeneratedFile {
    var lines: [Substring]

    /// Removes the check enums, whose `checks` call each check.
    mutating func removeEquatableChecks() {
        var kept: [Substring] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            // The enum: its doc comment, its header, and every line to its closing brace.
            if trimmed.hasPrefix("private enum EquatableViewMember {") {
                while let last = kept.last, last.drop(while: { $0 == " " }).hasPrefix("///") || last.drop(while: { $0 == " " }).hasPrefix("// swift-format-ignore") {
                    kept.removeLast()
                }
                let indent = line.prefix { $0 == " " }.count
                index += 1
                while index < lines.count, lines[index] != Substring(String(repeating: " ", count: indent) + "}") {
                    index += 1
                }
                index += 1
                continue
            }
            kept.append(line)
            index += 1
        }
        lines = kept
        removeUnopenedDirectives()
    }

    /// Removes the spec type aliases with the directive before and after each.
    mutating func removeSpecTypeAliases() {
        var kept: [Substring] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].drop { $0 == " " }
            if trimmed.hasPrefix("#sourceLocation(file:"), index + 1 < lines.count {
                let next = lines[index + 1].drop { $0 == " " }
                if next.hasPrefix("private typealias SpecRememberedState") {
                    index += 2
                    continue
                }
                if next.hasPrefix("private typealias SpecTypeNames = (") || next.hasPrefix("private typealias SpecMemberTypes = (") {
                    index += 2
                    while index < lines.count, lines[index].drop(while: { $0 == " " }) != ")" { index += 1 }
                    index += 1
                    continue
                }
            }
            kept.append(lines[index])
            index += 1
        }
        lines = kept
        removeUnopenedDirectives()
    }

    /// Removes each `#sourceLocation()` that no longer closes an opening directive.
    private mutating func removeUnopenedDirectives() {
        var isOpen = false
        lines = lines.filter { line in
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("#sourceLocation(file:") {
                isOpen = true
            } else if trimmed == "#sourceLocation()" {
                defer { isOpen = false }
                return isOpen
            }
            return true
        }
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, ["without-equatable-checks", "without-spec-type-aliases"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: p4_variants without-equatable-checks|without-spec-type-aliases FROM TO\n".utf8))
    exit(2)
}
let (mode, from, to) = (arguments[1], URL(fileURLWithPath: arguments[2]), URL(fileURLWithPath: arguments[3]))
let files = FileManager.default
do {
    try files.createDirectory(at: to, withIntermediateDirectories: true)
    for name in try files.contentsOfDirectory(atPath: from.path).sorted() where name.hasSuffix(".swift") {
        let text = try String(contentsOf: from.appendingPathComponent(name), encoding: .utf8)
        var file = GeneratedFile(lines: text.split(separator: "\n", omittingEmptySubsequences: false))
        if mode == "without-equatable-checks" { file.removeEquatableChecks() } else { file.removeSpecTypeAliases() }
        try file.lines.joined(separator: "\n").write(to: to.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("p4_variants: \(error)\n".utf8))
    exit(1)
}
