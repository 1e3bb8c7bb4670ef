import ConnectorGen
import Foundation
import Testing

/// Damages every golden spec in thousands of ways — byte flips, cuts, splices, indentation
/// changes — and checks that each damaged spec either generates or fails with errors that
/// all point at a line and column. Then runs the command line on a batch of them: exit
/// status 0 or 1 only, never a crash or a hang.
@Suite("Damaged specs")
struct MutationTests {
    /// A small deterministic random number generator, so a failure can be reproduced.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let seeds: [[UInt8]] = {
        let enumerator = FileManager.default.enumerator(atPath: Paths.goldenFiles.path)
        var specs: [[UInt8]] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".yml") || path.hasSuffix(".yaml") else { continue }
            if let data = FileManager.default.contents(atPath: Paths.goldenFiles.appendingPathComponent(path).path) {
                specs.append(Array(data))
            }
        }
        return specs.sorted { $0.lexicographicallyPrecedes($1) }
    }()

    /// One damaged copy of `bytes`.
    static func mutate(_ bytes: [UInt8], with random: inout SplitMix) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return [UInt8(truncatingIfNeeded: random.next())] }
        let interesting: [UInt8] = Array(" \t\n\r-:#[]{}|>'\"\\!&*%@`?,".utf8) + [0, 0xFF, 0xC3, 0xE2]
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let index = Int.random(in: 0..<max(bytes.count, 1), using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0: bytes[min(index, bytes.count - 1)] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            case 1: bytes[min(index, bytes.count - 1)] = interesting.randomElement(using: &random)!
            case 2: bytes.insert(interesting.randomElement(using: &random)!, at: index)
            case 3: bytes = Array(bytes[..<index])
            case 4:
                let end = min(bytes.count, index + Int.random(in: 1...40, using: &random))
                bytes.removeSubrange(index..<end)
            case 5:
                let other = seeds.randomElement(using: &random)!
                let cut = Int.random(in: 0..<max(other.count, 1), using: &random)
                bytes = Array(bytes[..<index]) + Array(other[cut...])
            case 6:
                // Re-indent one line.
                let lineStart = bytes[..<index].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                if Bool.random(using: &random) {
                    bytes.insert(contentsOf: Array(repeating: 0x20, count: Int.random(in: 1...3, using: &random)), at: lineStart)
                } else if lineStart < bytes.count, bytes[lineStart] == 0x20 {
                    bytes.remove(at: lineStart)
                }
            default:
                // Duplicate a line.
                let lineStart = bytes[..<index].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                let lineEnd = bytes[index...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
                bytes.insert(contentsOf: bytes[lineStart..<lineEnd], at: lineStart)
            }
            if bytes.isEmpty { break }
        }
        return bytes
    }

    @Test("every error of a damaged spec is located", arguments: 0..<4)
    func damagedSpecsFailWithLocatedErrors(_ shard: Int) {
        var random = SplitMix(state: UInt64(shard) &* 1_000_003)
        var failures = 0
        var generated = 0
        for round in 0..<2_500 {
            let seed = Self.seeds[round % Self.seeds.count]
            let damaged = Self.mutate(seed, with: &random)
            let result = Generator.generate(
                [Generator.Input(path: "Damaged.connector.yml", bytes: damaged)],
                options: Generator.Options(kinds: [.connector, .namespace, .tests], testedModule: "App"))
            if result.succeeded {
                generated += 1
                #expect(!result.files.isEmpty)
            } else {
                failures += 1
                for error in result.diagnostics where error.isError {
                    #expect(error.location != nil, "unlocated: \(error.message) in \(String(decoding: damaged, as: UTF8.self))")
                }
            }
        }
        #expect(failures > 0 && failures + generated == 2_500)
    }

    @Test("the command line exits 0 or 1 on damaged specs, with a located error for every 1")
    func commandLineOnDamagedSpecs() throws {
        let workspace = try Workspace("damaged")
        var random = SplitMix(state: 42)
        for index in 0..<300 {
            let damaged = Self.mutate(Self.seeds[index % Self.seeds.count], with: &random)
            try Data(damaged).write(to: workspace.url.appendingPathComponent("D\(index).connector.yml"))
        }
        for index in 0..<300 {
            let path = "D\(index).connector.yml"
            let run = try ToolRun(["lint", "--quiet", path], in: workspace.url, timeLimit: 20)
            #expect(!run.timedOut, "\(path) hung")
            #expect(run.status == 0 || run.status == 1, "\(path) exited \(run.status): \(run.standardError)")
            if run.status == 1 {
                let located = run.standardError.split(separator: "\n").contains { line in
                    line.hasPrefix(path + ":") && line.contains(": error: ")
                        && line.dropFirst(path.count + 1).prefix { $0 != " " }.split(separator: ":").count >= 2
                }
                #expect(located, "\(path): \(run.standardError)")
            }
        }
    }
}
