/// A unified diff of two texts, by lines, for readable golden-file failures.
enum UnifiedDiff {
    /// The diff from `expected` to `actual` with three lines of context; empty when equal.
    static func diff(expected: String, actual: String, expectedName: String, actualName: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if old == new { return "" }
        let operations = editScript(old, new)
        var output = "--- \(expectedName)\n+++ \(actualName)\n"
        let context = 3
        var index = 0
        while index < operations.count {
            guard operations[index].kind != .same else {
                index += 1
                continue
            }
            var start = max(0, index - context)
            var end = index
            // Extend the hunk while changes are close together.
            while end < operations.count {
                if operations[end].kind != .same {
                    end += 1
                    continue
                }
                var lookahead = end
                while lookahead < operations.count && operations[lookahead].kind == .same && lookahead - end < 2 * context { lookahead += 1 }
                if lookahead < operations.count && operations[lookahead].kind != .same && lookahead - end < 2 * context {
                    end = lookahead
                } else {
                    break
                }
            }
            let stop = min(operations.count, end + context)
            while start > 0 && operations[start].kind != .same { start -= 1 }
            let hunk = operations[start..<stop]
            let oldStart = (hunk.first?.oldIndex ?? 0) + 1
            let newStart = (hunk.first?.newIndex ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for operation in hunk {
                switch operation.kind {
                case .same: output += " " + operation.text + "\n"
                case .delete: output += "-" + operation.text + "\n"
                case .insert: output += "+" + operation.text + "\n"
                }
            }
            index = stop
        }
        return output
    }

    private struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        var oldIndex: Int
        var newIndex: Int
    }

    /// The shortest edit script by longest common subsequence; golden files are small.
    private static func editScript(_ old: [String], _ new: [String]) -> [Operation] {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count && j < new.count && old[i] == new[j] {
                operations.append(Operation(kind: .same, text: old[i], oldIndex: i, newIndex: j))
                i += 1
                j += 1
            } else if j < new.count && (i == old.count || lengths[i][j + 1] >= lengths[i + 1][j]) {
                operations.append(Operation(kind: .insert, text: new[j], oldIndex: i, newIndex: j))
                j += 1
            } else {
                operations.append(Operation(kind: .delete, text: old[i], oldIndex: i, newIndex: j))
                i += 1
            }
        }
        return operations
    }
}
