/// The diagnostics of the checks between the specs of one target: each ID with its message constructors.
extension DiagnosticID {
    /// The diagnostics of this file, in the order `Docs/diagnostics.md` lists them.
    static let severalSpecsDiagnostics: [DiagnosticID] = [
        .duplicateConnector, .duplicateView, .duplicateOutputFile, .duplicateStoreDeclaration, .storeTypeLessVisible, .misnamedSpec,
        .leftoverGeneratedFile,
    ]
}

// MARK: - Several specs

extension DiagnosticID {
    /// `another spec already declares the connector 'ListConnector'`
    public static let duplicateConnector = DiagnosticID("DuplicateConnector", .error, summary: "Two specs declare connectors of the same name.")
}
extension DiagnosticMessage {
    /// - Parameter feature: The store feature whose connector (`connectors: true`) has the
    ///   name, which only the feature's name sets; `nil` when another connector spec has it.
    /// - Parameter view: The view, when the other spec names it too (a copied spec): both need
    ///   renaming, and are reported at once.
    /// - Parameter sameSpecIn: The other spec's file, when it is this one under another
    ///   extension (`History.connector.yml` beside `History.connector.yaml`).
    static func duplicateConnector(_ name: String, feature: String? = nil, view: String? = nil, sameSpecIn: String? = nil) -> Self {
        if let other = sameSpecIn {
            return Self(
                .duplicateConnector, "another spec already declares the connector '\(name)': \(other), the same spec under another extension",
                fixIt: "delete one of the two files")
        }
        if let view {
            return Self(
                .duplicateConnector, "another spec already declares the connector '\(name)', for the same view '\(view)'",
                fixIt: "rename the connector and the view of one of the two specs")
        }
        guard let feature else {
            return Self(.duplicateConnector, "another spec already declares the connector '\(name)'", fixIt: "rename one of the two connectors")
        }
        return Self(
            .duplicateConnector, "the store's feature '\(feature)' already declares the connector '\(name)' at the top level",
            fixIt: "rename this spec's connector, or set a 'namespace' in connector-gen.yml to keep the specs' connectors apart")
    }
}

extension DiagnosticID {
    /// `another spec already generates the types of the view 'ListView'`
    public static let duplicateView = DiagnosticID("DuplicateView", .error, summary: "Two specs name the same view, whose types each would declare.")
}
extension DiagnosticMessage {
    static func duplicateView(_ name: String) -> Self {
        Self(
            .duplicateView, "another spec already generates the types of the view '\(name)'",
            fixIt: "give each spec a 'view' of its own, or remove 'view' from this one to declare its types at the top level")
    }
}

extension DiagnosticID {
    /// `this spec and List.connector.yaml would both generate List.connector.swift`
    public static let duplicateOutputFile = DiagnosticID("DuplicateOutputFile", .error, summary: "Two specs would generate the same file.")
}
extension DiagnosticMessage {
    /// - Parameter otherFile: The other spec's file, which may differ from `output` in case only.
    static func duplicateOutputFile(_ output: String, otherSpec: String, otherFile: String) -> Self {
        guard otherFile != output else {
            // Equal as Swift compares them, but two files: an accented letter spelled two ways.
            let spelling = Array(otherFile.utf8) != Array(output.utf8) ? " (the two names spell an accented letter two ways, which Swift and macOS take for one)" : ""
            return Self(.duplicateOutputFile, "this spec and \(otherSpec) would both generate \(output)\(spelling)", fixIt: "rename one of the two spec files")
        }
        return Self(
            .duplicateOutputFile,
            "this spec would generate \(output), and \(otherSpec) would generate \(otherFile): one file on a file system that ignores case, as macOS's does",
            fixIt: "rename one of the two spec files")
    }
}

extension DiagnosticID {
    /// `another store spec already declares 'AppState'`
    public static let duplicateStoreDeclaration = DiagnosticID(
        "DuplicateStoreDeclaration", .error,
        summary: "Two store specs, or one twice, declare an app state, app action, reducer or feature connector of the same name.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - key: What the name is: `state`, `action` or `reducer`, or the feature whose connector it is.
    ///   - otherKey: What the same spec already names so, when the one spec declares it twice.
    static func duplicateStoreDeclaration(_ name: String, key: String, alsoKey otherKey: String? = nil) -> Self {
        if let otherKey {
            return Self(
                .duplicateStoreDeclaration, "this store spec would declare '\(name)' twice, as its '\(otherKey)' and its '\(key)'",
                fixIt: "give its '\(key)' a name of its own")
        }
        return Self(
            .duplicateStoreDeclaration, "another store spec already declares '\(name)' (its '\(key)')",
            fixIt: "rename it in one of the two store specs, or make one store spec of the two")
    }
}

extension DiagnosticID {
    /// `the connector is public, but 'AppState' is internal: App.store.yml generates it with the target's access`
    public static let storeTypeLessVisible = DiagnosticID(
        "StoreTypeLessVisible", .error,
        summary: "A connector spec's access is `public` or `package`, but the app state or app action it names is generated by a store spec at a lower access level.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - access: The connector's access level (`public`).
    ///   - storeAccess: The store spec's access level, lower than `access` (`internal`).
    static func storeTypeLessVisible(_ name: String, access: String, storeAccess: String, store: String) -> Self {
        Self(
            .storeTypeLessVisible,
            "the connector is \(access), but '\(name)' is \(storeAccess): \(store) generates it, and a \(access) connector's methods cannot take it",
            fixIt: "set 'access: \(access)' in \(store) too, or make this connector \(storeAccess)")
    }
}

extension Diagnostic.Note {
    /// Names the other spec of a view, since a note points only into its own file.
    static func viewNamed(_ name: String, file: String, at location: SourceLocation) -> Self {
        Self("'\(name)' is the view of \(file):\(location.line):\(location.column)")
    }

    /// Names the spec that names an app type, since a note points only into its own file.
    static func appTypeNamed(_ name: String, file: String, at location: SourceLocation) -> Self {
        Self("'\(name)' is an app type named in \(file):\(location.line):\(location.column)")
    }

    /// Names the store spec that declares an app type, since a note points only into its own file.
    static func storeDeclaration(_ name: String, file: String, at location: SourceLocation) -> Self {
        Self("'\(name)' is declared by \(file):\(location.line):\(location.column)")
    }

    /// Names the other spec that declares a connector, since a note points only into its own file.
    static func connectorDeclaration(_ name: String, file: String, at location: SourceLocation) -> Self {
        Self("'\(name)' is declared in \(file):\(location.line):\(location.column)")
    }
}

extension DiagnosticID {
    /// `'Settings.yml' reads like a spec but is not named as one, so connector-gen does not read it`
    public static let misnamedSpec = DiagnosticID(
        "MisnamedSpec", .warning,
        summary: "A YAML file whose top level reads like a spec, but whose name does not end in `.connector.yml` or `.store.yml`; or one named like `connector-gen.yml` written another way (`connector_gen.yml`).")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - name: The file's name.
    ///   - suggested: The name it should have. The build plugin words its warning the same way.
    ///   - isConfiguration: Whether the file is named like `connector-gen.yml`, `suggested`.
    public static func misnamedSpec(_ name: String, suggested: String, isConfiguration: Bool = false) -> Self {
        let what = isConfiguration ? "is named like \(suggested) but not as it" : "reads like a spec but is not named as one"
        return Self(.misnamedSpec, "'\(name)' \(what), so connector-gen does not read it", fixIt: "rename it '\(suggested)'")
    }
}

extension DiagnosticID {
    /// `'Old.connector.swift' was generated from Old.connector.yml, which none of the folders read holds`
    public static let leftoverGeneratedFile = DiagnosticID(
        "LeftoverGeneratedFile", .warning,
        summary: "A generated file in the output folder names a spec that none of the folders `generate` read holds (or is the namespace file, and they hold no connector spec): the spec was deleted or renamed, or stands in a folder the run did not read, and the file still compiles (`generate --check` fails on it instead).")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - name: The generated file's name.
    ///   - specName: The spec its header names; `nil` for the namespace file, which is generated
    ///     for all the connector specs and names none.
    ///   - specStillAt: Where that spec still is, outside the folders read, when the file's
    ///     `#sourceLocation` lines name a path that is there: a folder left out of the run.
    public static func leftoverGeneratedFile(_ name: String, specName: String?, specStillAt: String? = nil) -> Self {
        let source = specName.map { "was generated from \($0), which none of the folders read holds" }
            ?? "declares the namespace of the connector specs, and none of the folders read holds one"
        let (why, fixIt) = specStillAt.map {
            ("; the spec is at \($0), in a folder this run did not read", "pass that folder to generate too, or delete the file if the spec is no longer this target's")
        } ?? (", so it is left over from a spec deleted or renamed", "delete it (the generate-connectors command plugin removes such files)")
        return Self(.leftoverGeneratedFile, "'\(name)' \(source)\(why)", fixIt: fixIt)
    }
}

