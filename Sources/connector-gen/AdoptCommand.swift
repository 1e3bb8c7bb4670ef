import ConnectorGen

extension Subcommand {
    static let adopt = Subcommand(
        name: "adopt", synopsis: "<swift-file-or-folder>... --output <folder>",
        explanation: """
            Drafts a spec for each hand-written connected screen in the Swift files: connectors with
            connect(state:) and connect(action:), SwiftUIFlux ConnectedViews and SwiftDux ConnectableViews.
            What a draft cannot carry over is a '# TODO(adopt):' comment in it, and a warning at the Swift
            line. Never changes the Swift files and never replaces a file; prints what each draft replaces.
            """,
        command: AdoptCommand.init,
        options: [
            .output.described(as: "The folder to write the drafts in (created if needed).", valueName: "<folder>"),
            .quiet.described(as: "Print no summary."),
            .diagnosticsFormat,
        ],
        examples: """
            connector-gen adopt Sources/App --output Drafts
            connector-gen adopt Sources/App/Screens/History.swift --output Sources/App/Screens
            """)
}

/// `connector-gen adopt <swift-file-or-folder>... --output <folder>`: drafts specs from
/// hand-written connected screens; writes only files that do not exist.
struct AdoptCommand: Command {
    let arguments: Arguments
    let console: Console

    func run() throws(Arguments.UsageError) -> Int32 {
        try arguments.requirePositionals(orFail: "adopt needs at least one Swift file or folder")
        guard let folder = try arguments.outputFolder() else {
            throw Arguments.UsageError(message: "adopt needs \(CommandOption.output) <folder> for the drafts")
        }
        defer { console.finish() }
        var sources: [Adopter.SourceFile] = []
        // A file named on its own and through its folder is read once.
        var seen: Set<FileSystem.PathKey> = []
        for path in arguments.positionals {
            let paths: [String]
            if FileSystem.isDirectory(path) {
                paths = FileSystem.swiftFiles(under: path)
                guard !paths.isEmpty else {
                    // A mistyped or wrong folder would otherwise read as an app without screens.
                    console.print(FileSystem.Failure(path: path, message: "holds no .swift files; adopt reads an app's Swift files"))
                    return ExitStatus.failure
                }
            } else if !FileSystem.exists(path) {
                console.print(FileSystem.Failure(path: path, message: "no such file or folder"))
                return ExitStatus.failure
            } else if path.hasSuffix(".swift") {
                paths = [path]
            } else {
                console.print(FileSystem.Failure(path: path, message: "is not a Swift file or a folder; adopt reads .swift files"))
                return ExitStatus.failure
            }
            for path in paths where seen.insert(FileSystem.PathKey(FileSystem.identity(of: path))).inserted {
                do {
                    let bytes = try FileSystem.read(path)
                    // UTF-16 text would read as a file without screens.
                    guard !SourceBuffer.looksLikeUTF16(bytes) else {
                        console.print(FileSystem.Failure(path: path, message: "is UTF-16 text; adopt reads UTF-8 Swift files: save it as UTF-8"))
                        return ExitStatus.failure
                    }
                    // A byte that is not UTF-8 would be read as U+FFFD, into a draft's expressions.
                    if let place = SourceBuffer.firstInvalidUTF8(bytes) {
                        console.print(FileSystem.Failure(
                            path: path, message: "this byte is not UTF-8 text; adopt reads UTF-8 Swift files, as swiftc does: save the file as UTF-8",
                            location: SourceLocation(line: place.line, column: place.column)))
                        return ExitStatus.failure
                    }
                    let text = String(decoding: bytes, as: UTF8.self)
                    // Generated files are not hand-written screens.
                    if !OutputPlan.isGenerated(text) { sources.append(Adopter.SourceFile(path: path, text: text)) }
                } catch {
                    console.print(error)
                    return ExitStatus.failure
                }
            }
        }
        let result = Adopter.draft(sources)
        console.print(result.diagnostics)
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        // A draft that does not lint is not complete, whatever adopt read: lint's errors are
        // said at their place in the draft (not of a draft left unwritten, whose file exists).
        let lintErrors = Self.lintErrors(of: result, in: base).filter { !FileSystem.exists($0.file) }
        console.print(lintErrors.map(Diagnostic.draftDoesNotLint))

        // Write the drafts whose files do not exist, all or none.
        var plan = OutputPlan()
        var notWritten: [String] = []
        for draft in result.drafts {
            let path = base + draft.fileName
            if FileSystem.exists(path) {
                notWritten.append(draft.fileName)
                console.print([.draftNotReplaced(path)])
            } else {
                plan.changes.append(.init(path: path, contents: draft.yaml, kind: .create))
            }
        }
        var configurationNote: String?
        // Said in the summary only: where the drafted configuration must go.
        var movedNote: String?
        if let configuration = result.configuration, plan.changes.contains(where: { $0.path.hasSuffix(".connector.yml") }) {
            let path = base + "connector-gen.yml"
            if FileSystem.exists(path) {
                configurationNote = "\(path) exists and is not replaced; the connector drafts keep their names with:\n" + configuration.indentedLines("    ")
            } else {
                plan.changes.append(.init(path: path, contents: configuration, kind: .create))
                // The build plugin reads the configuration at the target's root only: where it
                // is written with the drafts, it would be passed over once they are moved.
                movedNote = "  \(path): the target defaults the connector drafts assume (they keep their hand-written names); "
                    + "move it to the target's root folder, where the build plugin reads it, or add its keys to the connector-gen.yml there"
            }
        }
        do {
            if !plan.changes.isEmpty { try FileSystem.createFolder(folder) }
            try plan.apply()
        } catch {
            console.print(error)
            return ExitStatus.failure
        }
        if !arguments.has(.quiet) {
            let failing = Dictionary(grouping: lintErrors, by: \.file).mapValues(\.count)
            console.out(summary(
                result, files: sources.count, folder: base, notWritten: Set(notWritten), lintErrors: failing, configurationNote: configurationNote ?? movedNote))
        } else if let configurationNote {
            // The drafts' names depend on it: it is said even when the summary is not.
            console.out(configurationNote)
        }
        return ExitStatus.success
    }

    /// `lint`'s errors in the drafts of `result`, as if written in `folder`, with the drafted
    /// configuration.
    static func lintErrors(of result: Adopter.Result, in folder: String) -> [Diagnostic] {
        var config = TargetConfig.default
        var configErrors: [Diagnostic] = []
        if let text = result.configuration {
            let (read, diagnostics) = Generator.readConfig(.init(path: folder + "connector-gen.yml", bytes: Array(text.utf8)))
            config = read ?? config
            configErrors = diagnostics.filter(\.isError)
        }
        let inputs = result.drafts.map { Generator.Input(path: folder + $0.fileName, bytes: Array($0.yaml.utf8)) }
        return configErrors + Generator.lint(inputs, config: config).filter(\.isError)
    }

    /// What adopt found and wrote, a screen a line, and what each draft replaces.
    /// - Parameter lintErrors: How many errors `lint` reports in each draft that has any, by path.
    private func summary(
        _ result: Adopter.Result, files: Int, folder: String, notWritten: Set<String>, lintErrors: [String: Int], configurationNote: String?
    ) -> String {
        let complete = result.drafts.filter { $0.todos.isEmpty && lintErrors[folder + $0.fileName] == nil }.count
        let withTodos = result.drafts.count - complete
        let todosOr = lintErrors.isEmpty ? "with TODOs" : "with TODOs or lint errors"
        let skippedScreens = result.skipped.filter(\.isScreen).count
        let found = result.drafts.count + skippedScreens
        let unread = result.skipped.count - skippedScreens
        var lines = [
            "connector-gen adopt: \(Console.count(found, "screen")) found in \(Console.count(files, "Swift file")): "
                + "\(complete) drafted completely, \(withTodos) \(todosOr), \(skippedScreens) skipped"
                + (unread == 0 ? "" : "; \(Console.count(unread, "file")) not read to the end")
        ]
        for draft in result.drafts {
            var status = draft.todos.isEmpty ? "complete" : Console.count(draft.todos.count, "TODO")
            if let errors = lintErrors[folder + draft.fileName] {
                status = (draft.todos.isEmpty ? "" : status + ", ") + "\(Console.count(errors, "lint error")) (see the warnings above)"
            }
            if draft.actionCount > 0 { status += ", \(Console.count(draft.actionCount, "action")) to give examples (each says 'noExample' until then)" }
            if notWritten.contains(draft.fileName) { status += ", not written (the file exists)" }
            lines.append("  \(folder)\(draft.fileName): \(draft.screen) (\(draft.form.flavorName)), \(status)")
            lines.append("      replaces: " + draft.replaces.map { "\($0.what) at \($0.file):\($0.range.start.line)-\($0.range.end.line)" }.joined(separator: "; "))
        }
        if let declaration = result.namespaceDeclaration {
            lines.append("  and, with the connectors: \(declaration.what) at \(declaration.file):\(declaration.range.start.line)-\(declaration.range.end.line)")
        }
        for skipped in result.skipped {
            lines.append("  \(skipped.isScreen ? "skipped" : "not read:") \(skipped.name) at \(skipped.file):\(skipped.location.line): \(skipped.reason)")
        }
        if let configurationNote { lines.append(configurationNote) }
        if found == 0 {
            lines.append("adopt looks for a connector with 'connect(state:)' and 'connect(action:)', a SwiftUIFlux view with "
                + "'map(state:dispatch:)' or a SwiftDux view with 'map(state:binder:)' (Docs/adopting.md#drafting); "
                + "a view that reads the store itself has no mapping to draft from")
        }
        if !result.drafts.isEmpty {
            lines.append("Next: review each draft and its TODOs, run 'connector-gen lint \(folder)', move the drafts beside their screens, "
                + "and delete the code each replaces (Docs/adopting.md).")
        }
        return lines.joined(separator: "\n")
    }
}

private extension String {
    /// The string with `prefix` before each line.
    func indentedLines(_ prefix: String) -> String {
        split(separator: "\n").map { prefix + $0 }.joined(separator: "\n")
    }
}
