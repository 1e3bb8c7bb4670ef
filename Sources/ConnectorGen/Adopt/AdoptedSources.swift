/// The Swift files `adopt` reads, outlined, with their types found by name across files:
/// a type and its extensions are one type, wherever each is declared.
struct AdoptedSources {
    /// A type declaration or extension, with its file and the names of the types around it.
    struct Located {
        var file: SwiftSourceFile
        var outer: [String]
        var declaration: SwiftOutline.TypeDeclaration

        /// The type's full name, such as `HistoryScreen.State`.
        var fullName: String { (outer + [declaration.name]).joined(separator: ".") }
    }

    let files: [SwiftSourceFile]
    /// Every declaration and extension, in file order.
    let all: [Located]
    /// The names of the type aliases the files declare, at any level.
    let typeAliases: Set<String>
    /// The type aliases that name `Never`, by full name (`BadgeView.Action`): the file and the
    /// token range of each declaration.
    private let neverAliases: [String: (file: SwiftSourceFile, range: Range<Int>)]
    /// The declarations and extensions of each full name.
    private let byName: [String: [Located]]
    /// Each file's top-level `private` and `fileprivate` functions and properties, by path:
    /// the name, its modifier, and its token (a function's `func`, a property's name).
    private let filePrivateDeclarations: [String: [(name: String, modifier: String, index: Int)]]
    /// Each file's members of top-level extensions that only the file sees (those of a
    /// `private` or `fileprivate` extension, or marked so), by path: the name, the type
    /// extended, the modifier, and its token.
    private let filePrivateExtensionMembers: [String: [(name: String, type: String, modifier: String, index: Int)]]
    /// Each file's top-level functions and properties, whatever their access, by path: a
    /// function's signature (`initials(of:)`) or a property's name, and its token.
    private let topLevelDeclarations: [String: [(signature: String, index: Int)]]
    /// Each file's imports, by path, read once: a file of many screens is outlined once.
    private let importsByPath: [String: [String]]
    /// Each file's compiler directives (`#if`, `#else`, `#endif`), their tokens, by path.
    private let directivesByPath: [String: [Int]]

    init(_ files: [SwiftSourceFile]) {
        self.files = files
        var all: [Located] = []
        var typeAliases: Set<String> = []
        var filePrivate: [String: [(name: String, modifier: String, index: Int)]] = [:]
        var extensionMembers: [String: [(name: String, type: String, modifier: String, index: Int)]] = [:]
        func filePrivateModifier(_ modifiers: [String]) -> String? { modifiers.first { $0 == "private" || $0 == "fileprivate" } }
        var importsByPath: [String: [String]] = [:]
        var topLevel: [String: [(signature: String, index: Int)]] = [:]
        var directivesByPath: [String: [Int]] = [:]
        var neverAliases: [String: (file: SwiftSourceFile, range: Range<Int>)] = [:]
        for file in files {
            let outline = SwiftOutline(file)
            importsByPath[file.path] = outline.imports
            directivesByPath[file.path] = file.tokens.indices.filter { MappingBody.isDirective(at: $0, in: file) }
            typeAliases.formUnion(outline.declarations.typeAliases)
            for alias in outline.declarations.neverAliases { neverAliases[alias.name] = (file, alias.range) }
            let top = outline.declarations
            topLevel[file.path] = top.functions.map { ($0.signature, $0.keywordIndex) } + top.properties.map { ($0.name, $0.nameIndex) }
            let declared = top.functions.map { ($0.name, $0.modifiers, $0.keywordIndex) } + top.properties.map { ($0.name, $0.modifiers, $0.nameIndex) }
            for (name, modifiers, index) in declared {
                if let modifier = modifiers.first(where: { $0 == "private" || $0 == "fileprivate" }) {
                    filePrivate[file.path, default: []].append((name, modifier, index))
                }
            }
            for (outer, declaration) in outline.allTypes {
                if outer.isEmpty, declaration.keyword == "extension" {
                    let members = declaration.members.functions.map { ($0.name, $0.modifiers, $0.keywordIndex) }
                        + declaration.members.properties.map { ($0.name, $0.modifiers, $0.nameIndex) }
                    for (name, modifiers, index) in members {
                        guard let modifier = filePrivateModifier(modifiers) ?? filePrivateModifier(declaration.modifiers) else { continue }
                        extensionMembers[file.path, default: []].append((name, declaration.name, modifier, index))
                    }
                }
                let located = Located(file: file, outer: outer, declaration: declaration)
                all.append(located)
                typeAliases.formUnion(declaration.members.typeAliases)
                for alias in declaration.members.neverAliases { neverAliases[located.fullName + "." + alias.name] = (file, alias.range) }
            }
        }
        self.all = all
        self.typeAliases = typeAliases
        self.neverAliases = neverAliases
        self.importsByPath = importsByPath
        self.directivesByPath = directivesByPath
        filePrivateDeclarations = filePrivate
        topLevelDeclarations = topLevel
        filePrivateExtensionMembers = extensionMembers
        byName = Dictionary(grouping: all, by: \.fullName)
    }

    /// The module that declares what the file at `path` holds, when it is another module that
    /// the file at `importer` imports; `nil` otherwise (a folder of one target is no module):
    /// - in a package's layout, the folder right under `Sources` (`Redux` for
    ///   `…/Sources/Redux/Connector.swift`), when the importer says `import Redux` and is not
    ///   in that folder itself;
    /// - elsewhere (an Xcode project's framework, `MyApp/Redux/Connector.swift`), a folder of
    ///   the path named like one of the importer's imports, not of Apple's, that the importer's
    ///   own path does not hold.
    func importedModule(declaring path: String, importedBy importer: String) -> String? {
        func folders(_ path: String) -> [Substring] { Array(path.split(separator: "/").dropLast()) }
        func packageModule(_ path: String) -> String? {
            let folders = folders(path)
            guard let sources = folders.lastIndex(of: "Sources"), sources + 1 < folders.endIndex else { return nil }
            return String(folders[sources + 1])
        }
        let imported = imports(ofFile: importer)
        if let module = packageModule(path) {
            return module != packageModule(importer) && imported.contains(module) ? module : nil
        }
        let own = Set(folders(importer))
        return imported.last { module in
            !Self.platformModules.contains(module) && !own.contains(Substring(module)) && folders(path).contains(Substring(module))
        }
    }

    /// The modules of Apple's SDKs and of the toolchain, which no app's protocol comes from:
    /// those that re-export Foundation, and the Swift-only ones.
    static let platformModules: Set<String> = FoundationImportRule.modulesExportingFoundation.union([
        "Combine", "Observation", "os", "OSLog", "Dispatch", "CoreGraphics", "Charts", "QuartzCore", "Darwin", "Glibc", "XCTest", "Testing",
        "Synchronization",
    ])

    /// The declaration of `type` as `Never` (`typealias Action = Never`): its file and token
    /// range; `nil` for a type declared otherwise, or not in the files read.
    func neverAlias(_ type: String) -> (file: SwiftSourceFile, range: Range<Int>)? {
        neverAliases[type]
    }

    /// The modules the file at `path` imports.
    func imports(ofFile path: String) -> [String] { importsByPath[path] ?? [] }

    /// The tokens of the compiler directives (`#if`, `#elseif`, `#else`, `#endif`) of the file
    /// at `path`, in order.
    func directives(ofFile path: String) -> [Int] { directivesByPath[path] ?? [] }

    /// The declarations and extensions of the type `name` written inside `context` (its
    /// full name), looked up from the innermost scope out, as Swift does: `State` inside
    /// `HistoryScreen` is `HistoryScreen.State`.
    func declarations(of name: String, in context: [String] = []) -> [Located] {
        let name = name.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }) ? name.filter { !$0.isWhitespace } : name
        let unqualified = name.hasPrefix("Self.") ? String(name.dropFirst(5)) : name
        var scope = context
        while true {
            if let found = byName[(scope + [unqualified]).joined(separator: ".")], !found.isEmpty { return found }
            if scope.isEmpty { return [] }
            scope.removeLast()
        }
    }

    /// The members of the type `name` (declaration and extensions together).
    func members(of name: String, in context: [String] = []) -> SwiftOutline.Members {
        var members = SwiftOutline.Members()
        let accessModifiers: Set<String> = ["public", "private", "fileprivate", "internal", "package", "open"]
        for located in declarations(of: name, in: context) {
            var types = located.declaration.members.types
            // A `private extension`'s members without an access level of their own are private
            // to the file (`fileprivate`); one that says `internal` is internal (Swift warns).
            let extensionAccess = located.declaration.keyword == "extension"
                ? located.declaration.modifiers.first { $0 == "private" || $0 == "fileprivate" } : nil
            var properties = located.declaration.members.properties
            var functions = located.declaration.members.functions
            if extensionAccess != nil {
                for index in types.indices where !types[index].modifiers.contains(where: accessModifiers.contains) {
                    types[index].modifiers.append("fileprivate")
                }
                for index in properties.indices where !properties[index].modifiers.contains(where: accessModifiers.contains) {
                    properties[index].modifiers.append("fileprivate")
                }
                for index in functions.indices where !functions[index].modifiers.contains(where: accessModifiers.contains) {
                    functions[index].modifiers.append("fileprivate")
                }
            }
            members.types += types
            members.properties += properties
            members.functions += functions
            members.cases += located.declaration.members.cases
            members.others += located.declaration.members.others
            members.typeAliases += located.declaration.members.typeAliases
        }
        return members
    }

    /// The top-level `private` and `fileprivate` functions and properties of the file at `path`.
    func filePrivateDeclarations(in path: String) -> [(name: String, modifier: String, index: Int)] {
        filePrivateDeclarations[path] ?? []
    }

    /// The members of the top-level extensions of the file at `path` that only that file sees.
    func filePrivateExtensionMembers(in path: String) -> [(name: String, type: String, modifier: String, index: Int)] {
        filePrivateExtensionMembers[path] ?? []
    }

    /// The names of the other files that declare what the file at `path` declares at `index`
    /// (a function of the same signature, or a property of the same name), where it would
    /// clash with that one once it is no longer private: at the top level, or, with `type`,
    /// as a member of that type (or of one of its extensions).
    func otherFiles(declaring name: String, in type: String? = nil, besides index: Int, of path: String) -> [String] {
        var paths: [String] = []
        if let type {
            let declarations = declarations(of: type)
            func entries(_ members: SwiftOutline.Members) -> [(signature: String, index: Int)] {
                members.functions.map { ($0.signature, $0.keywordIndex) } + members.properties.map { ($0.name, $0.nameIndex) }
            }
            let own = declarations.lazy.filter { $0.file.path == path }.flatMap { entries($0.declaration.members) }.first { $0.index == index }?.signature ?? name
            for located in declarations where located.file.path != path && !paths.contains(located.file.path) {
                if entries(located.declaration.members).contains(where: { $0.signature == own }) { paths.append(located.file.path) }
            }
        } else {
            let own = topLevelDeclarations[path]?.first { $0.index == index }?.signature ?? name
            for file in files where file.path != path && (topLevelDeclarations[file.path] ?? []).contains(where: { $0.signature == own }) {
                paths.append(file.path)
            }
        }
        return paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    }

    /// The primary declaration of `name` (not an extension), if the files hold one.
    func primary(_ name: String, in context: [String] = []) -> Located? {
        declarations(of: name, in: context).first { $0.declaration.keyword != "extension" }
    }

    /// Where the files read declare `name` (not an extension) more than once, as two targets
    /// may: each place as `file:line`; empty when it is declared once or not at all.
    func repeatedDeclarations(of name: String, in context: [String] = []) -> [String] {
        let primaries = declarations(of: name, in: context).filter { $0.declaration.keyword != "extension" }
        guard primaries.count > 1 else { return [] }
        return primaries.map { "\($0.file.path):\($0.file.location($0.declaration.keywordIndex).line)" }
    }

    /// The protocols declared in the files that require `connect(state:)`: the app's own connector protocols.
    var connectorProtocols: Set<String> {
        Set(all.filter { $0.declaration.keyword == "protocol" && $0.declaration.members.functions.contains { $0.signature == "connect(state:)" } }
            .map(\.declaration.name))
    }

    /// The file and token range of the member `name` of the type `typeName`, wherever the type
    /// or one of its extensions declares it: a function's `func`, a property's name, a nested
    /// type's keyword.
    func member(_ name: String, of typeName: String, in context: [String] = []) -> (file: SwiftSourceFile, index: Int)? {
        for located in declarations(of: typeName, in: context) {
            let members = located.declaration.members
            if let function = members.functions.first(where: { $0.name == name }) { return (located.file, function.keywordIndex) }
            if let property = members.properties.first(where: { $0.name == name }) { return (located.file, property.nameIndex) }
            if let type = members.types.first(where: { $0.name == name }) { return (located.file, type.keywordIndex) }
        }
        return nil
    }

    /// The function `signature` of the type `typeName`, with the file that declares it.
    func function(_ signature: String, of typeName: String, in context: [String] = []) -> (file: SwiftSourceFile, function: SwiftOutline.Function)? {
        for located in declarations(of: typeName, in: context) {
            if let function = located.declaration.members.functions.first(where: { $0.signature == signature }) { return (located.file, function) }
        }
        return nil
    }
}
