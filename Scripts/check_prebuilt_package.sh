#!/usr/bin/env bash
# Writes the prebuilt package (Scripts/make_prebuilt_package.sh) and builds and tests the
# example app against it. Fails if the app's build compiles the tool, if a test fails, or if
# the prebuilt tool generates anything different from what the tool built from source
# generates for the example.
#
# Usage: Scripts/check_prebuilt_package.sh   (from the package root)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/swift_test.sh
root="$(pwd)"
prebuilt="$root/.build/prebuilt/connector-gen"
copy="$root/.build/prebuilt/WatchList"
log="$root/.build/prebuilt-example.log"

Scripts/make_prebuilt_package.sh --output "$prebuilt"

rm -rf "$copy"
mkdir -p "$copy"
cp -R Examples/WatchList/Sources Examples/WatchList/Tests "$copy/"
# The example's manifest with the prebuilt package in place of this repository.
sed -e "s|\.package(path: \"\.\./\.\.\")|.package(path: \"$prebuilt\")|" \
    -e 's|^let connectorGen = .*|let connectorGen = "connector-gen"|' \
    Examples/WatchList/Package.swift > "$copy/Package.swift"
grep -q "package(path: \"$prebuilt\")" "$copy/Package.swift" && grep -q '^let connectorGen = "connector-gen"' "$copy/Package.swift" \
    || { echo "error: could not point the example's manifest at the prebuilt package" >&2; exit 1; }

swift_test "$log" --package-path "$copy" | grep -E '^(✘|✔ Test run)' || true
grep -q '✔ Test run with' "$log" || { grep -E '✘|error' "$log" | head -40; exit 1; }
if grep -m3 -E 'Compiling (ConnectorGen|connector_gen) ' "$log"; then
    echo "error: the example's build compiled connector-gen although the package is prebuilt" >&2
    exit 1
fi

# The same files, byte for byte, as the tool built from source writes for the example, once
# the copy's folder is replaced by the example's in the spec paths the files refer to.
swift build --package-path Examples/WatchList --build-tests >/dev/null
expected="$root/Examples/WatchList/.build/plugins/outputs/watchlist"
actual="$copy/.build/plugins/outputs/watchlist"
normalized="$root/.build/prebuilt/outputs"
rm -rf "$normalized"
cp -R "$actual" "$normalized"
find "$normalized" -type f -exec sed -i.copy "s|$copy/|$root/Examples/WatchList/|g" {} +
find "$normalized" -type f -name '*.copy' -exec rm {} +
diff -r "$expected" "$normalized" \
    || { echo "error: the prebuilt tool generated other files than the tool built from source" >&2; exit 1; }
echo "compared $(find "$expected" -type f -name '*.swift' | wc -l | tr -d ' ') generated files"
# `explain`, run in the app's package, finds the page of diagnostics in the prebuilt package.
tool="$(find "$prebuilt" -path '*/bin/connector-gen' -type f -print -quit)"
# Read whole before it is searched: `grep -q` stops reading at its match, and under `pipefail`
# the tool's next write would then fail the check.
explained="$(cd "$copy" && "$tool" explain DuplicateKey)"
grep -qE '^#{2,} ' <<<"$explained" \
    || { echo "error: explain does not find Docs/diagnostics.md in the prebuilt package" >&2; exit 1; }
echo "The example app builds and passes its tests with the prebuilt package; its generated files are identical."
