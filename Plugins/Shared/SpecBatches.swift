import Foundation

/// How a target's specs are split into build commands.
///
/// A command costs a process start (about 1.5× a Swift program that imports nothing) before it
/// generates anything, and generating one spec costs far less than that (Benchmarks, P5). One
/// command per spec lets an edit regenerate one file, but makes a clean build of a large
/// target mostly process starts. So a small target gets one command per spec, and a large one
/// gets batches of about ``specsPerBatch`` specs: few enough starts for a clean build, small
/// enough batches that an edit reruns little. The generator writes only files whose contents
/// changed, so an edit still recompiles one Swift file.
///
/// A spec's batch depends only on its file name and the number of batches, which is a power
/// of two: adding or removing a spec changes one batch, until the target grows or shrinks
/// past a power of two.
enum SpecBatches {
    /// Up to this many specs, each spec is a command of its own.
    static let largestTargetWithOneCommandPerSpec = 32
    /// About how many specs one command generates in a larger target.
    static let specsPerBatch = 12

    /// `specs` in batches, each sorted by path, in a stable order.
    static func batches(_ specs: [URL]) -> [[URL]] {
        let sorted = specs.sorted { $0.path < $1.path }
        guard sorted.count > largestTargetWithOneCommandPerSpec else { return sorted.map { [$0] } }
        let count = batchCount(forSpecs: sorted.count)
        var batches = [[URL]](repeating: [], count: count)
        for spec in sorted {
            batches[Int(fnv1a(spec.lastPathComponent) % UInt64(count))].append(spec)
        }
        return batches.filter { !$0.isEmpty }
    }

    /// The power of two nearest to `specs / specsPerBatch`.
    static func batchCount(forSpecs specs: Int) -> Int {
        let wanted = Double(specs) / Double(specsPerBatch)
        var lower = 1
        while lower * 2 <= Int(wanted) { lower *= 2 }
        return wanted - Double(lower) <= Double(lower * 2) - wanted ? lower : lower * 2
    }

    /// The 64-bit FNV-1a hash of `name`'s UTF-8 bytes: the same on every platform and run,
    /// unlike `Hasher`.
    static func fnv1a(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
