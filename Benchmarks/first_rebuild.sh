#!/usr/bin/env bash
# Shows why the first build after a clean build reruns every generator command: builds the
# minimal package in Benchmarks/first-rebuild four times from clean, with -v, and counts in
# each build the generator runs, the links of the plugin's tool, and the Swift compilations
# (frontend jobs).
#
# Usage: Benchmarks/first_rebuild.sh     (about a minute; uses a scratch folder in /tmp)
set -euo pipefail
package="$(cd "$(dirname "$0")/first-rebuild" && pwd)"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
printf '| build | generator runs | links of the tool (gen-tool) | Swift frontend jobs | the tool'\''s link file list rewritten |\n|---|---|---|---|---|\n'
for build in 1 2 3 4; do
    log="$scratch/build-$build.log"
    swift build -v --package-path "$package" --scratch-path "$scratch/.build" > "$log" 2>&1
    runs=$(grep -cE '^/[^ ]*/debug/gen-tool ' "$log" || true)
    links=$(grep -cE '^/[^ ]*/swiftc .* -o [^ ]*/debug/gen-tool ' "$log" || true)
    compiles=$(grep -cE '^/[^ ]*/swift-frontend -frontend -c ' "$log" || true)
    relisted=$(grep -cE '^Write auxiliary file .*gen-tool.product/Objects.LinkFileList' "$log" || true)
    printf '| %s | %s | %s | %s | %s |\n' "$build" "$runs" "$links" "$compiles" "$relisted"
done
