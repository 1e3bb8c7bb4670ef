// The statistics of the benchmark reports and how their numbers are written: medians,
// differences, ratios, rates, and the times of `-debug-time-function-bodies`. Numbers are
// formatted by C's printf, as the report has always written them.
//
// Compiled once per run by Benchmarks/lib.sh (`stats_build`) and called once per figure:
//
//   stats median V...              the median, 3 decimals ("nan" when there is no value)
//   stats sum V...                 the sum, 3 decimals
//   stats difference A B           A − B, 3 decimals
//   stats fixed V [D]              V with D decimals (3)
//   stats quotient A B D [SCALE]   A × SCALE / B, D decimals
//   stats ratio A B [D]            "1.23×" with D decimals (2); "n/a" when B is 0
//   stats seconds V [D]            "1.23 s" with D decimals (2)
//   stats milliseconds V D [SCALE] "1.2 ms": V × SCALE with D decimals
//   stats every V...               each value with 2 decimals, separated by ", "
//   stats rate N T                 N / T, truncated to a whole number (0 unless T > 0)
//   stats throughput N S           N / S, rounded to a whole number ("n/a" unless S > 0)
//   stats sizes IN OUT FILES       "161 KB → 1.7 MB (101 files)", the sizes in bytes
//   stats gibibytes KB             "23.5 GiB"
//   stats body-times               "820 ms (1803) | 710 ms (274) | 94 ms (236)": the total
//                                  time and count of all function bodies, of `connect(state:)`
//                                  and of `connect(action:)`
//   stats slowest-bodies N         "- 30.51 ms: what (file)" for the first N bodies
//
// The last two read `-debug-time-function-bodies` lines (`12.3ms<tab>file:line:column<tab>what`)
// from standard input, slowest-bodies in the order to list them. A value argument may hold
// several values separated by spaces.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops with a message on standard error.
func fail(_ message: String) -> Never {
    fputs("stats: \(message)\n", stderr)
    exit(2)
}

/// `value` written by printf's `%.<decimals>f`.
func fixed(_ value: Double, _ decimals: Int) -> String {
    formatted(value, "%.\(decimals)f")
}

/// `value` written by a printf format that takes one double.
func formatted(_ value: Double, _ format: String) -> String {
    let size = 512
    var buffer = [CChar](repeating: 0, count: size)
    _ = withVaList([value]) { vsnprintf(&buffer, size, format, $0) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// A number as the report has always listed a body's time: whole numbers as integers, others
/// with six significant digits (`%.6g`).
func compactNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return formatted(value, "%.6g")
}

func number(_ text: String) -> Double {
    guard let value = Double(text) else { fail("not a number: '\(text)'") }
    return value
}

/// Every value of the arguments, each of which may hold several separated by spaces.
func values(_ arguments: ArraySlice<String>) -> [Double] {
    arguments.flatMap { $0.split(separator: " ") }.map { number(String($0)) }
}

func median(_ values: [Double]) -> String {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return "nan" }
    let middle = sorted.count / 2
    return fixed(sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2, 3)
}

func size(_ bytes: Double) -> String {
    bytes >= 1e6 ? fixed(bytes / 1e6, 1) + " MB" : fixed(bytes / 1e3, 0) + " KB"
}

/// One line of `-debug-time-function-bodies`: its time in milliseconds, where and what.
struct BodyTime {
    let milliseconds: Double
    let location: String
    let what: String

    init(line: String) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        milliseconds = number(String(fields[0].prefix { "0123456789.".contains($0) }))
        location = fields.count > 1 ? fields[1] : ""
        what = fields.count > 2 ? fields[2] : ""
    }

    /// What the body is, without its location and the module's and namespace's prefixes.
    var shortWhat: String {
        var text = what
        if let at = text.firstIndex(of: "@") { text = String(text[..<at]) }
        return text.replacing("App.(file).", with: "").replacing(try! Regex("Connectors extension."), with: "")
    }

    /// The name of the file, without its folder, line and column.
    var fileName: String {
        let path = location.replacing(try! Regex(":[0-9]+:[0-9]+$"), with: "")
        return String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }
}

func bodyTimes() -> [BodyTime] {
    var times: [BodyTime] = []
    while let line = readLine() { times.append(BodyTime(line: line)) }
    return times
}

/// "total ms (count)" of the bodies whose description contains `part` (all of them for nil).
func total(_ times: [BodyTime], containing part: String?) -> String {
    let chosen = times.filter { time in part.map { time.what.contains($0) } ?? true }
    return "\(fixed(chosen.reduce(0) { $0 + $1.milliseconds }, 0)) ms (\(chosen.count))"
}

let arguments = CommandLine.arguments.dropFirst()
guard let command = arguments.first else { fail("no command (see the top of Benchmarks/stats.swift)") }
let operands = arguments.dropFirst()
func operand(_ index: Int, default fallback: String? = nil) -> String {
    let position = operands.startIndex + index
    if position < operands.endIndex { return operands[position] }
    guard let fallback else { fail("\(command): operand \(index + 1) is missing") }
    return fallback
}
func wholeNumber(_ index: Int, default fallback: Int) -> Int {
    let text = operand(index, default: String(fallback))
    guard let value = Int(text) else { fail("\(command): '\(text)' is not a whole number") }
    return value
}

let result: String
switch command {
case "median":
    result = median(values(operands))
case "sum":
    result = fixed(values(operands).reduce(0, +), 3)
case "difference":
    result = fixed(number(operand(0)) - number(operand(1)), 3)
case "fixed":
    result = fixed(number(operand(0)), wholeNumber(1, default: 3))
case "quotient":
    result = fixed(number(operand(0)) * number(operand(3, default: "1")) / number(operand(1)), wholeNumber(2, default: 4))
case "ratio":
    let divisor = number(operand(1))
    result = divisor == 0 ? "n/a" : fixed(number(operand(0)) / divisor, wholeNumber(2, default: 2)) + "×"
case "seconds":
    result = fixed(number(operand(0)), wholeNumber(1, default: 2)) + " s"
case "milliseconds":
    result = fixed(number(operand(0)) * number(operand(2, default: "1")), wholeNumber(1, default: 2)) + " ms"
case "every":
    result = values(operands).map { fixed($0, 2) }.joined(separator: ", ")
case "rate":
    let seconds = number(operand(1))
    result = String(seconds > 0 ? Int(number(operand(0)) / seconds) : 0)
case "throughput":
    let seconds = number(operand(1))
    result = seconds > 0 ? fixed(number(operand(0)) / seconds, 0) : "n/a"
case "sizes":
    result = "\(size(number(operand(0)))) → \(size(number(operand(1)))) (\(Int(number(operand(2)))) files)"
case "gibibytes":
    result = fixed(number(operand(0)) / 1_048_576, 1) + " GiB"
case "body-times":
    let times = bodyTimes()
    result = [nil, "connect(state:)", "connect(action:)"].map { total(times, containing: $0) }.joined(separator: " | ")
case "slowest-bodies":
    let count = wholeNumber(0, default: 5)
    result = bodyTimes().prefix(count).map { "- \(compactNumber($0.milliseconds)) ms: \($0.shortWhat) (\($0.fileName))" }
        .joined(separator: "\n")
default:
    fail("unknown command '\(command)' (see the top of Benchmarks/stats.swift)")
}
if !result.isEmpty { print(result) }
