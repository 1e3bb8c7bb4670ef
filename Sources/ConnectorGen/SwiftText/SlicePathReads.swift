/// The reads of other slices in a slice's path, and the path rewritten to read what they read
/// from the app state instead. A path is written as it reads after `state.`, where no slice is
/// in scope: `item: items[id]`, `id` a slice of `selectedID`, reads the state's `selectedID`
/// as `items[state.selectedID]`, or, where it is optional, `selectedID.flatMap { state.items[$0] }`.
package struct SlicePathReads {
    /// The path, as written after `state.`.
    package let path: String

    package init(_ path: String) {
        self.path = path
    }

    /// The UTF-8 offset in the path of each read of `name`: not its first name, a member of
    /// the state, nor one called (`max(0, index)`, a function of that name).
    package func offsets(of name: String) -> [Int] {
        let read = "state."
        let code = read + path
        return ReferencedNames.references(in: code).filter { reference in
            guard reference.name == name, reference.offset >= read.utf8.count else { return false }
            let after = code.utf8.index(code.utf8.startIndex, offsetBy: reference.offset + name.utf8.count, limitedBy: code.utf8.endIndex)
            return after.map { $0 == code.utf8.endIndex || code.utf8[$0] != UInt8(ascii: "(") } ?? true
        }.map { $0.offset - read.utf8.count }
    }

    /// The path with the read of `name` at `offset` reading `otherPath` from the state.
    package func reading(_ otherPath: String, for name: String, at offset: Int) -> String {
        let (before, after) = split(around: name, at: offset)
        return before + "state." + otherPath + after
    }

    /// `otherPath.flatMap { state.… }`: the path read with the unwrapped value of `otherPath`
    /// in place of `name` at `offset`, as `$0`, or as `name` where the path has a closure of
    /// its own that `$0` would mean inside.
    package func flatMapped(_ otherPath: String, for name: String, at offset: Int) -> String {
        let (before, after) = split(around: name, at: offset)
        guard path.contains("$") else { return "\(otherPath).flatMap { state.\(before)$0\(after) }" }
        return "\(otherPath).flatMap { \(name) in state.\(before)\(name)\(after) }"
    }

    private func split(around name: String, at offset: Int) -> (before: String, after: String) {
        let start = path.utf8.index(path.utf8.startIndex, offsetBy: offset)
        let end = path.utf8.index(start, offsetBy: name.utf8.count)
        return (String(path[..<start]), String(path[end...]))
    }
}
