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
        self.root = root
        self.misspelt = context.checkKeys(entries, known: known, in: owner)
        hasUnknownCollection = entries.contains { !known.contains($0.name) && $0.value.scalar == nil }
        var byName: [String: MappingEntry] = [:]
        for entry in entries { byName[entry.name] = entry }
        self.entries = byName
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
