import Foundation
import Testing

@testable import ConnectorGen

/// The core library's layers, bottom to top, and the rule that keeps them apart: a file
/// names only what its own layer and the layers below declare.
///
/// The layers are folders of one target, so the compiler does not refuse a back-edge between
/// them; this test does. It reads every
/// file under `Sources/ConnectorGen/<Layer>/` with the library's own Swift lexer, collects the
/// names each layer declares at the top level (types, type aliases, global functions and
/// constants) and the members each layer adds in extensions of lower layers' types, and fails
/// on any use of a higher layer's name in a lower layer, naming the file, line and name.
@Suite("Layers")
struct LayeringTests {
    /// The layers, bottom first. `Generator.swift`, at the library's root, is the pipeline on top.
    static let layers = ["SwiftText", "Diagnostics", "Syntax", "Spec", "Model", "Validate", "Emit", "Output", "Adopt"]

    static let library = Paths.packageRoot.appendingPathComponent("Sources/ConnectorGen")

    /// The layer of `rank`; the rank after the last is the pipeline at the library's root.
    static func layerName(_ rank: Int) -> String {
        rank < layers.count ? layers[rank] : "the pipeline at the library's root"
    }

    @Test("every folder of the library is a known layer")
    func foldersAreLayers() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.library.path)
        let folders = entries.filter { entry in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.library.appendingPathComponent(entry).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        #expect(Set(folders) == Set(Self.layers), "Sources/ConnectorGen holds \(folders.sorted()); add a new layer to LayeringTests.layers in its place")
    }

    @Test("no layer names what a higher layer declares")
    func noBackEdges() throws {
        // The files at the library's root (the pipeline) rank above every layer.
        let root = try FileManager.default.contentsOfDirectory(atPath: Self.library.path).filter { $0.hasSuffix(".swift") }.sorted().map {
            (rank: Self.layers.count, scan: SourceFileScan(try String(contentsOf: Self.library.appendingPathComponent($0), encoding: .utf8), path: $0))
        }
        #expect(!root.isEmpty, "no file at the library's root")
        let files = try Self.layers.enumerated().flatMap { rank, layer in
            try SourceFileScan.files(in: Self.library.appendingPathComponent(layer)).map { (rank: rank, scan: $0) }
        } + root
        #expect(files.count > 50, "the scan found only \(files.count) files")
        // Who declares each name: the lowest layer wins, so a name declared twice is never a back-edge.
        var declaringRank: [String: Int] = [:]
        for file in files {
            for name in file.scan.declarations { declaringRank[name] = min(declaringRank[name] ?? .max, file.rank) }
        }
        var addedMembers: [String: Int] = [:]
        for file in files {
            // An extension of a type the library does not declare (`String`) adds to every layer below.
            for member in file.scan.extensionMembers where (declaringRank[member.type] ?? -1) < file.rank {
                addedMembers[member.name] = min(addedMembers[member.name] ?? .max, file.rank)
            }
        }
        // A member name that a layer declares itself is that layer's own.
        let ownMembers = files.reduce(into: [Int: Set<String>]()) { result, file in
            result[file.rank, default: []].formUnion(file.scan.memberDeclarations)
        }
        var backEdges: Set<String> = []
        for file in files {
            for use in file.scan.typeUses {
                if let rank = declaringRank[use.name], rank > file.rank {
                    backEdges.insert("\(file.scan.path):\(use.line): '\(use.name)' is declared in \(Self.layerName(rank))")
                }
            }
            let below = (0...file.rank).reduce(into: Set<String>()) { $0.formUnion(ownMembers[$1] ?? []) }
            for use in file.scan.memberUses where !below.contains(use.name) {
                if let rank = addedMembers[use.name], rank > file.rank {
                    backEdges.insert("\(file.scan.path):\(use.line): '.\(use.name)' is added by an extension in \(Self.layerName(rank))")
                }
            }
        }
        #expect(backEdges.isEmpty, "\(backEdges.count) back-edges:\n\(backEdges.sorted().joined(separator: "\n"))")
    }

    @Test("the scan sees declarations, extension members and uses")
    func scanReadsFile() {
        let scan = SourceFileScan(
            """
            /// `Emitter` in a comment is no use.
            enum Emitter { static func emit() {} }
            extension String { func trimmed() -> String { self } }
            func helper() -> Int { Model.count + "Name".trimmed().count }
            """, path: "Layer/File.swift")
        #expect(scan.declarations == ["Emitter", "helper"])
        #expect(scan.extensionMembers.map { "\($0.type).\($0.name)" } == ["String.trimmed"])
        #expect(scan.typeUses.map(\.name).contains("Model"))
        #expect(!scan.typeUses.map(\.name).contains("Name"), "a name in a string literal is no use")
        #expect(scan.memberUses.map(\.name) == ["count", "trimmed", "count"])
    }
}

/// What one Swift file declares and names, read with ``SwiftLexer``.
struct SourceFileScan {
    /// A name used at a line.
    struct Use {
        var name: String
        var line: Int
    }

    /// The file's path below `Sources/ConnectorGen`.
    var path: String
    /// The names declared at the top level: types, type aliases, functions, constants.
    var declarations: Set<String> = []
    /// The members declared inside a type or extension (one level deep).
    var memberDeclarations: Set<String> = []
    /// The members each top-level extension adds, with the extended type's first name.
    var extensionMembers: [(type: String, name: String)] = []
    /// Every identifier that is not a member access.
    var typeUses: [Use] = []
    /// Every identifier after a `.`.
    var memberUses: [Use] = []

    /// Every Swift file below `folder`, scanned.
    static func files(in folder: URL) throws -> [SourceFileScan] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var scans: [SourceFileScan] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(relative)
            let text = try String(contentsOf: url, encoding: .utf8)
            scans.append(SourceFileScan(text, path: folder.lastPathComponent + "/" + relative))
        }
        return scans.sorted { $0.path < $1.path }
    }

    private static let introducers: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias", "func", "let", "var"]
    private static let memberIntroducers: Set<String> = introducers.union(["case"])

    init(_ text: String, path: String) {
        self.path = path
        let lexer = SwiftLexer(text)
        let tokens = lexer.filter { !$0.isTrivia }
        var lineStarts: [Int] = [0]
        for (offset, byte) in lexer.bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        func line(of token: SwiftLexer.Token) -> Int {
            var low = 0
            var high = lineStarts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if lineStarts[middle] <= token.range.lowerBound { low = middle } else { high = middle }
            }
            return low + 1
        }
        var depth = 0
        var extendedType: String?
        var previousWord: String?
        var afterPeriod = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            switch token.kind {
            case .punctuation:
                let byte = lexer.bytes[token.range.lowerBound]
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 { extendedType = nil }
                }
                afterPeriod = lexer.isPeriod(token)
                previousWord = nil
            case .identifier:
                let name = lexer.name(of: token)
                if afterPeriod {
                    memberUses.append(Use(name: name, line: line(of: token)))
                } else if let introducer = previousWord, Self.memberIntroducers.contains(introducer) {
                    if depth == 0, Self.introducers.contains(introducer) { declarations.insert(name) }
                    if depth == 1 {
                        memberDeclarations.insert(name)
                        if let extendedType { extensionMembers.append((extendedType, name)) }
                    }
                } else if previousWord == "extension", depth == 0 {
                    extendedType = name
                    typeUses.append(Use(name: name, line: line(of: token)))
                } else {
                    typeUses.append(Use(name: name, line: line(of: token)))
                }
                previousWord = name
                afterPeriod = false
            default:
                afterPeriod = false
                previousWord = nil
            }
        }
    }
}
