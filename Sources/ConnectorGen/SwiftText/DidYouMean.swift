/// Suggests the known word closest to a misspelled one.
package enum DidYouMean {
    /// The candidate closest to `word`, if one is close enough to be a plausible typo.
    package static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // Two edits of a word of three letters or fewer leave one letter of it (`Row` is no `from`).
        let limit = word.count <= 3 ? 1 : max(2, word.count / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// The edit distance between two strings, by characters: insertions, deletions,
    /// substitutions, and swaps of two neighbours (`ot` for `to`), each one edit.
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var beforePrevious = Array(repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = Array(repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
    }
}
