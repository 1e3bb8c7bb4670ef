#!/usr/bin/env bash
# Memoized connectors: 20 screens over an app state of 10,000 entities, each connector
# generated twice from the same spec, once memoized and once not, and timed in one optimized
# program with the variants interleaved. Prints the medians and the ratios BENCHMARKS.md reports:
#   outside: a change no slice of the screen reads, memoized, against a full recompute;
#   inside:  a change of a slice the screen reads, memoized, against the plain connector.
#
# Usage: Benchmarks/memoize.sh [path/to/connector-gen]   (from the package root)
set -euo pipefail
cd "$(dirname "$0")/.."
tool="${1:-.build/debug/connector-gen}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/specs" "$work/memo" "$work/plain" "$work/rt"
for i in $(seq 0 19); do
    cat > "$work/specs/Screen$i.connector.yml" <<EOF
connector: Screen${i}Connector
state: AppState
action: AppAction
slices:
  items: items
  filter: filters[$i]
viewState:
  rows:
    type: "[Row]"
    from: |
      items
        .filter { \$0.category == $((i % 10)) && (filter.query.isEmpty || \$0.title.contains(filter.query)) && (!filter.openOnly || !\$0.done) }
        .sorted { \$0.price > \$1.price }
        .prefix(50)
        .map { Row(id: \$0.id, title: \$0.title.uppercased(), price: "\\(\$0.price / 100).\\(\$0.price % 100)") }
  total: { type: Int, from: "items.lazy.filter { \$0.category == $((i % 10)) }.reduce(0) { \$0 + \$1.price }" }
  count: { type: Int, from: items.count }
EOF
done
printf 'namespace: Memo\nmemoize: true\n' > "$work/memo.yml"
printf 'namespace: Plain\n' > "$work/plain.yml"
"$tool" generate "$work/specs" --config "$work/memo.yml" --output "$work/memo" --quiet
"$tool" generate "$work/specs" --config "$work/plain.yml" --output "$work/plain" --quiet
cp "$work/plain/ConnectorNamespace.swift" "$work/PlainNamespace.swift"
# The two variants declare the same view types; keep the memoized file's and drop the plain one's:
# PlainN.connector.swift is ScreenN.connector.swift without the lines from the view state's
# comment to the line before `extension Plain`.
for f in "$work"/plain/Screen*.connector.swift; do
    sed '/^\/\/\/ The state the view/,/^extension Plain/{/^extension Plain/!d}' "$f" \
        > "$work/plain/Plain${f#"$work/plain/Screen"}"
done

cat > "$work/Fixtures.swift" <<'EOF'
struct Item: Equatable, Sendable { var id: Int; var title: String; var category: Int; var price: Int; var done: Bool }
struct Filter: Equatable, Sendable { var query = ""; var openOnly = false }
struct Row: Equatable, Sendable { var id: Int; var title: String; var price: String }
struct AppState: Sendable {
    var items: [Item] = (0..<10_000).map { Item(id: $0, title: "Item \($0)", category: $0 % 10, price: ($0 * 7919) % 100_000, done: $0 % 3 == 0) }
    var filters = Array(repeating: Filter(), count: 20)
    var clock = 0
}
enum AppAction: Equatable, Sendable { case none }
EOF
# The benchmark program. Connectors are kept, as a screen keeps its connector: created once,
# used for every change.
{
    cat <<'EOF'
import Foundation

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }
@inline(never) func keep<T>(_ x: T) { withExtendedLifetime(x) {} }
var state = AppState()
EOF
    for variant in Memo Plain; do
        list=""
        for i in $(seq 0 19); do list+="${list:+, }$variant.Screen${i}Connector()"; done
        echo "let ${variant,}Connectors = ($list)"
    done
    for variant in Memo Plain; do
        echo "func run$variant(_ s: AppState) {"
        for i in $(seq 0 19); do echo "    keep(${variant,}Connectors.$i.connect(state: s))"; done
        echo "}"
    done
    cat <<'EOF'
runMemo(state); runPlain(state)
var full: [Double] = [], outside: [Double] = [], inside: [Double] = [], insidePlain: [Double] = []
for round in 0..<51 {
    // A change outside every screen's slices: the clock.
    state.clock += 1
    var t = now(); runPlain(state); full.append(Double(now() - t))
    t = now(); runMemo(state); outside.append(Double(now() - t))
    // A change inside every screen's slices: each screen's filter.
    for i in 0..<20 { state.filters[i].openOnly.toggle() }
    if round % 2 == 0 {
        t = now(); runMemo(state); inside.append(Double(now() - t))
        t = now(); runPlain(state); insidePlain.append(Double(now() - t))
    } else {
        t = now(); runPlain(state); insidePlain.append(Double(now() - t))
        t = now(); runMemo(state); inside.append(Double(now() - t))
    }
}
let f = median(full), o = median(outside), i = median(inside), p = median(insidePlain)
func ms(_ x: Double) -> String { String(format: "%.3f ms", x / 1e6) }
print("20 screens, 10,000 items, medians of 51 rounds")
print("full recompute (plain):        \(ms(f))")
print("change outside, memoized:      \(ms(o))   ratio \(String(format: "%.4f", o / f)) (goal <= 0.1)")
print("change inside, plain:          \(ms(p))")
print("change inside, memoized:       \(ms(i))   ratio \(String(format: "%.3f", i / p)) (goal <= 1.1)")
EOF
} > "$work/main.swift"
(cd "$work/rt" && swiftc -O -parse-as-library -module-name ConnectorRuntime -emit-library -static -emit-module \
    "$OLDPWD"/Sources/ConnectorRuntime/*.swift -o libConnectorRuntime.a)
swiftc -O -I "$work/rt" -L "$work/rt" -lConnectorRuntime -o "$work/bench" \
    "$work/main.swift" "$work/Fixtures.swift" "$work"/memo/*.swift "$work"/plain/Plain*.swift "$work/PlainNamespace.swift"
"$work/bench"
