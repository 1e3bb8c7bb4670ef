import ConnectorGen

extension Subcommand {
    /// `init`; named so because `init` is a keyword.
    static let initSpec = Subcommand(
        name: "init", synopsis: "[Name] [--output <folder>]",
        explanation: """
            Writes Name.connector.yml (default: Screen), a commented starter spec, into the output
            folder (default: the current folder), whose first line points editors at the spec's
            JSON Schema when the package depends on connector-gen. Its app state and app action
            are the ones the target's store spec names, else the ones its specs agree on, else
            AppState and AppAction. Never replaces an existing file.
            When the target has no connector-gen.yml yet and its build sets a default actor
            isolation (Package.swift, or the Xcode project's file), also writes connector-gen.yml
            in the target's folder, saying which.
            """,
        command: InitCommand.init,
        options: [.output.described(as: "Where to write the spec (created if needed).")],
        examples: """
            connector-gen init History
            connector-gen init Settings --output Sources/App/Settings
            """)
}

/// `connector-gen init [Name]`: writes a commented starter spec; never replaces a file.
struct InitCommand: Command {
    let arguments: Arguments
    let console: Console

    func run() throws(Arguments.UsageError) -> Int32 {
        guard arguments.positionals.count <= 1 else { throw Arguments.UsageError(message: "init takes at most one name") }
        // A type's name: `init settings` writes Settings.connector.yml, `SettingsConnector`;
        // `init my-screen` (words a name cannot hold apart) writes MyScreen.connector.yml.
        var written = arguments.positionals.first ?? "Screen"
        if written.contains("/") {
            // `Screens/Profile`: the folder and the name apart; `Screens/`: a folder alone.
            let isFolder = written.hasSuffix("/")
            let parts = written.split(separator: "/", omittingEmptySubsequences: false)
            let name = isFolder ? "Screen" : String(parts.last ?? "Screen")
            var folder = isFolder ? String(written.dropLast()) : parts.dropLast().joined(separator: "/")
            if folder.isEmpty { folder = "/" }
            throw Arguments.UsageError(
                message: "init takes the screen's name, not a path: 'init \(name) --output \(folder)' writes it in that folder")
        }
        // `init History.connector.yml`: the file's name for the screen's.
        for suffix in [".connector.yml", ".connector.yaml"] where written.hasSuffix(suffix) && written.count > suffix.count {
            written = String(written.dropLast(suffix.count))
        }
        // `init App.store`: a store spec, which init does not write.
        if [".store", ".store.yml", ".store.yaml"].contains(where: { written.lowercased().hasSuffix($0) }) {
            throw Arguments.UsageError(
                message: "init writes a screen's connector spec, not a store spec; write '\(written.prefix { $0 != "." }).store.yml' by hand: Docs/store-spec.md starts with one")
        }
        // `init Settings.yml`: a file's name, whose extension is not the screen's.
        if let dot = written.firstIndex(of: "."), dot != written.startIndex {
            let screen = Self.capitalized(String(written[..<dot]))
            throw Arguments.UsageError(message: "init takes the screen's name, not a file's: 'init \(screen)' writes \(screen).connector.yml")
        }
        var name = Self.capitalized(written)
        // A name made of the words written (`my-screen` gives `MyScreen`), when there are any:
        // `!!!` holds none, and is not replaced by a name of the tool's.
        if !IdentifierRules.isValid(name), written.unicodeScalars.contains(where: SwiftIdentifierCharacters.isHead),
           case let joined = Self.capitalized(IdentifierRules.suggestion(for: written)),
           IdentifierRules.isValid(joined), joined.first?.isLetter == true {
            name = joined
        }
        if name.hasSuffix("Connector"), name != "Connector", IdentifierRules.isValid(name) {
            throw Arguments.UsageError(
                message: "init takes the screen's name, without 'Connector', which the connector's name adds: 'init \(name.dropLast("Connector".count))' writes \(name)")
        }
        if name.hasSuffix("View"), name != "View", IdentifierRules.isValid(name) {
            throw Arguments.UsageError(
                message: "init takes the screen's name, without 'View', which the view's name adds: 'init \(name.dropLast("View".count))' writes the spec of \(name)")
        }
        guard IdentifierRules.isValid(name), name != "Connector" else {
            throw Arguments.UsageError(message: "'\(written)' cannot name a screen; use its name, a Swift identifier such as 'History'")
        }
        let folder = try arguments.outputFolder() ?? "."
        let path = (folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")) + name + ".connector.yml"
        if FileSystem.isTaken(path) {
            console.error("\(path): error: already exists; init never replaces a file")
            return ExitStatus.failure
        }
        // A package's root is no target's folder: neither the build plugin nor the commands read a spec there.
        let inFolder = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        if FileSystem.exists(inFolder + "Package.swift") {
            let example = inFolder + "Sources/" + (FileSystem.folderNames(in: inFolder + "Sources").first ?? "<#Target#>")
            console.error("\(folder): error: is a package's root, where no target reads a spec; give the target's folder: 'connector-gen init \(name) --output \(example)'")
            return ExitStatus.failure
        }
        let found = BuildIsolation.find(forFolder: folder)
        let config = found.flatMap { configurationToWrite(for: $0, folder: folder) }
        let appTypes = Self.appTypeNames(inTargetOf: path, folder: folder, build: found)
        let starter = StarterSpec.text(
            name: name, state: appTypes.state ?? "AppState", action: appTypes.action ?? "AppAction",
            schemaPath: SchemaLocation.connectorSchema(from: folder))
        do {
            try FileSystem.createFolder(folder)
            try FileSystem.writeAtomically(starter, to: path)
            if let found, let config { try FileSystem.writeAtomically(found.configuration, to: config) }
        } catch {
            console.print(error)
            return ExitStatus.failure
        }
        if let found, let config {
            console.out("Created \(config): isolation \(found.isolation), as \(found.file) sets it for \(found.target).")
        }
        console.out("Created \(path). Edit it, then build, or run 'connector-gen lint \(path)'.")
        return ExitStatus.success
    }

    /// The app state and app action the specs of the target `path` is in already name (its
    /// store spec's, else the ones its connector specs agree on), so that a new screen of an app
    /// whose state is `RootState` says so. The target's folder is the one below `Sources`, else
    /// the one the build file names, else the one of the `connector-gen.yml` the spec will
    /// use, else `folder`, the spec's own.
    private static func appTypeNames(inTargetOf path: String, folder: String, build: BuildIsolation?) -> (state: String?, action: String?) {
        let target = SpecInputs.targetFolder(of: path) ?? build?.targetFolder ?? SpecInputs.configAbove(folder).map(parent(of:)) ?? folder
        guard FileSystem.isDirectory(target) else { return (nil, nil) }
        let inputs = FileSystem.specs(under: target).compactMap { spec in
            FileSystem.readIfPresent(spec).map { Generator.Input(path: spec, bytes: Array($0)) }
        }
        return Generator.appTypeNames(inputs)
    }

    /// `name` with its first letter upper-cased, where that is one letter (`ß` stays).
    private static func capitalized(_ name: String) -> String {
        guard let first = name.first, first.uppercased().count == 1 else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Where to write the target's `connector-gen.yml`: in the target's folder, unless a
    /// configuration already stands there or between it and `folder` (the nearest one above a
    /// spec is the one it uses), which `init` leaves as it is.
    private func configurationToWrite(for found: BuildIsolation, folder: String) -> String? {
        // Up by name, not through `..`: the output folder may not exist yet, and `New/..` then
        // names nothing.
        var candidate = folder
        for _ in 0...found.levelsUp {
            for name in OutputNaming.configFileNames where FileSystem.exists(candidate + "/" + name) { return nil }
            candidate = Self.parent(of: candidate)
        }
        let path = found.targetFolder == "." ? OutputNaming.configFileName : found.targetFolder + "/" + OutputNaming.configFileName
        return FileSystem.isTaken(path) ? nil : path
    }

    /// The folder `folder` is in, by its name: `Sources/App` for `Sources/App/List`, `..` for `.`.
    static func parent(of folder: String) -> String {
        var trimmed = Substring(folder)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let last = trimmed.split(separator: "/").last
        guard let last, last != ".", last != ".." else { return trimmed == "/" ? "/" : trimmed + "/.." }
        let parent = trimmed.dropLast(last.count)
        if parent.isEmpty { return "." }
        return parent == "/" ? "/" : String(parent.dropLast())
    }
}
