/// The top-level mapping of a spec document, read the same way for connector specs and store
/// specs: an empty document or one that is not a mapping is reported once, unknown keys get a
/// did-you-mean, and a required key that was misspelt is not also reported missing.
struct TopLevelMapping {
    /// The document's root node.
    let root: Node
    /// The keys that an unknown key was taken to be a misspelling of.
    let misspelt: Set<String>
    /// Whether an unknown key holds a mapping or a list, which may be what a missing required
    /// key was meant to hold, under another name.
    let hasUnknownCollection: Bool
    private let entries: [String: MappingEntry]

    /// Reads `root` as a mapping of `known` keys; `nil`, after reporting why, when it is empty
    /// or not a mapping.
    init?(_ root: Node?, known: [String], of owner: DiagnosticMessage.KeyOwner, context: inout DecodingContext) {
        guard let root else {
            context.report(.emptySpec(owner), at: SourceLocation(line: 1, column: 1))
            return nil
        }
        guard let entries = root.mappingEntries else {
            // `connector:Foo`, or `connector:` and a no-break space, alone on its line: a key
            // and its value without the space that makes them two, as in a mapping.
            let end = root.sourceRange.upperBound
            let noValue = Node(.scalar(Scalar("", style: .plain, contentLocation: root.location)), at: root.location, sourceRange: end..<end)
            if root.scalar?.text.contains(":") == true, context.reportsKeyWithoutColon(MappingEntry(key: root, value: noValue), known: known) {
                return nil
            }
            context.report(.specNotAMapping(owner, found: root.kindDescription), at: root.location)
            return nil
        }
        if Self.reportsOtherKind(entries, known: known, of: owner, context: &context) { return nil }
        self.root = root
        self.misspelt = context.checkKeys(entries, known: known, in: owner)
        hasUnknownCollection = entries.contains { !known.contains($0.name) && $0.value.scalar == nil }
        var byName: [String: MappingEntry] = [:]
        for entry in entries { byName[entry.name] = entry }
        self.entries = byName
    }

    /// Reports a document that is not of `owner`'s kind at all, once, in place of an error for
    /// each of its keys: the other kind of spec under this kind's name (a connector spec's
    /// `connector` and `viewState` in a `*.store.yml`, a store spec's `features` and `reducer`
    /// in a `*.connector.yml`), or, in a `*.store.yml`, only keys that are none of a store
    /// spec's nor a misspelling of one (another tool's file). `true` when it does.
    private static func reportsOtherKind(
        _ entries: [MappingEntry], known: [String], of owner: DiagnosticMessage.KeyOwner, context: inout DecodingContext
    ) -> Bool {
        let names = entries.map(\.name)
        // `Note.store.yml`: the name before the kind's suffix, and the suffix.
        let fileName = String(context.file.split(separator: "/").last ?? "")
        let kind = owner == .store ? "store" : "connector"
        guard let suffix = [".\(kind).yml", ".\(kind).yaml"].first(where: fileName.hasSuffix) else { return false }
        let base = String(fileName.dropLast(suffix.count))
        let extensionName = String(suffix.drop { $0 != "." }.dropFirst().drop { $0 != "." })
        // A connector spec's `connector` with one of its own keys (a store spec's `connectors`
        // misspelt is not one); a store spec's `features` and `reducer`.
        let connectorKey = ["viewState", "viewAction", "view", "slices", "inputs"].first(where: names.contains)
        let other: (keys: [String], fileName: String)? = switch owner {
        case .store: names.contains("connector") ? connectorKey.map { (["connector", $0], base + ".connector" + extensionName) } : nil
        case .spec: names.contains("features") && names.contains("reducer") ? (["features", "reducer"], base + ".store" + extensionName) : nil
        default: nil
        }
        if let other, !base.isEmpty {
            context.report(.specOfAnotherKind(owner, suffix: suffix, keys: other.keys, renamedTo: other.fileName), at: entries[0].key.location)
            return true
        }
        guard owner == .store, !names.isEmpty,
              !names.contains(where: { known.contains($0) || DidYouMean.suggestion(for: $0, among: known) != nil })
        else { return false }
        context.report(.specOfAnotherKind(owner, suffix: suffix, keys: names, renamedTo: nil), at: entries[0].key.location)
        return true
    }

    /// The entry for `key`, if the document has one.
    subscript(key: String) -> MappingEntry? { entries[key] }

    /// The value of a required key; reports it missing unless an unknown key was taken to be
    /// a misspelling of it.
    /// - Parameter example: The value the fix-it suggests, when the document says what fits.
    func required(_ key: String, example: String? = nil, context: inout DecodingContext) -> Node? {
        guard let entry = entries[key] else {
            if !misspelt.contains(key) && !context.misplacedSpecKeys.contains(key) {
                context.report(.missingRequiredKey(key, example: example), at: root.location)
            }
            return nil
        }
        return entry.value
    }
}
