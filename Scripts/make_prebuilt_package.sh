#!/usr/bin/env bash
# Writes the prebuilt package: connector-gen's plugins and ConnectorRuntime, with the
# command-line tool as a binary artifact bundle instead of its sources. An app that depends on
# it does not compile the tool in its clean builds (see Docs/prebuilt-package.md, and P2 in
# BENCHMARKS.md).
#
# Usage: Scripts/make_prebuilt_package.sh [--output FOLDER] [--url URL] [--plugins LIST]
#                                          [--variant TRIPLES=EXECUTABLE ...]
#
#   --output FOLDER   where to write the package (default .build/prebuilt/connector-gen). Keep
#                     the folder's name connector-gen: SwiftPM names a path dependency after
#                     its folder, and apps write `package: "connector-gen"`.
#   --url URL         the address the bundle will be published at. The bundle is then zipped
#                     next to the package (FOLDER.artifactbundle.zip) and the manifest names it
#                     by URL and checksum; without --url the bundle is inside the package and
#                     the manifest names it by path.
#   --plugins LIST    the plugins to include, comma-separated, of build, generate and check
#                     (default: all three). A clean build compiles every plugin of the
#                     packages it depends on, used or not: leave out those you do not use.
#   --variant TRIPLES=EXECUTABLE
#                     a connector-gen executable built elsewhere and the target triples it
#                     runs on, comma-separated, e.g.
#                     --variant arm64-apple-macosx,x86_64-apple-macosx=dist/connector-gen-macos
#                     Repeat it to put several platforms in one bundle. Without it, the tool is
#                     built here, in release, for this machine (with the Swift standard library
#                     linked statically on Linux, so the executable needs no Swift toolchain).
set -euo pipefail
CALLER=$(pwd)
cd "$(dirname "$0")/.."
ROOT=$(pwd)

# The end of the second line of every manifest this script writes: a folder whose
# Package.swift has it is a prebuilt package this script may replace.
SIGNATURE="prebuilt: written by Scripts/make_prebuilt_package.sh."

output="$ROOT/.build/prebuilt/connector-gen"
url=""
plugin_list="build,generate,check"
variants=()
while [ $# -gt 0 ]; do
    case "$1" in
        --output|--url|--variant|--plugins)
            [ $# -ge 2 ] && [ -n "$2" ] || { echo "error: $1 needs a value (see --help)" >&2; exit 2; }
            case "$1" in
                --output) output=$2 ;;
                --url) url=$2 ;;
                --variant) variants+=("$2") ;;
                --plugins) plugin_list=$2 ;;
            esac
            shift 2 ;;
        -h|--help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
# A relative --output is relative to the folder the script was run from.
case "$output" in /*) ;; *) output="$CALLER/$output" ;; esac
output="${output%/}"
# Never replace anything but a prebuilt package written before.
if [ -e "$output" ] && ! { [ -f "$output/Package.swift" ] && sed -n 2p "$output/Package.swift" | grep -qF "$SIGNATURE"; }; then
    if [ -d "$output" ] && [ -z "$(ls -A "$output")" ]; then
        rmdir "$output"
    else
        echo "error: $output exists and is not a prebuilt package; choose a new folder, such as $output/connector-gen" >&2
        exit 1
    fi
fi
plugins=()
IFS=, read -r -a plugin_words <<< "$plugin_list"
for word in "${plugin_words[@]}"; do
    case "$word" in
        build) plugins+=(ConnectorGenPlugin) ;;
        generate) plugins+=(GenerateConnectorsCommand) ;;
        check) plugins+=(CheckConnectorsCommand) ;;
        *) echo "error: unknown plugin '$word' in --plugins: use build, generate or check" >&2; exit 2 ;;
    esac
done
[ ${#plugins[@]} -gt 0 ] || { echo "error: --plugins names no plugin" >&2; exit 2; }

# The executable for this machine, and the triples SwiftPM matches it against.
build_for_this_machine() {
    local machine
    machine=$(uname -m)
    case "$(uname -s)" in
        Linux)
            echo "==> building connector-gen (release, standard library linked statically)" >&2
            swift build -c release --product connector-gen --static-swift-stdlib \
                --scratch-path "$ROOT/.build-prebuilt" >&2
            [ "$machine" = arm64 ] && machine=aarch64
            echo "$machine-unknown-linux-gnu=$ROOT/.build-prebuilt/release/connector-gen" ;;
        Darwin)
            echo "==> building connector-gen (release, arm64 and x86_64)" >&2
            swift build -c release --product connector-gen --arch arm64 --arch x86_64 \
                --scratch-path "$ROOT/.build-prebuilt" >&2
            echo "arm64-apple-macosx,x86_64-apple-macosx=$ROOT/.build-prebuilt/apple/Products/Release/connector-gen" ;;
        *) echo "error: no prebuilt tool for $(uname -s); pass --variant" >&2; exit 1 ;;
    esac
}
if [ ${#variants[@]} -eq 0 ]; then
    variants+=("$(build_for_this_machine)")
fi

# Everything is written into a new folder next to the output, then moved into place, so a
# failure leaves no half-written package.
parent=$(dirname "$output")
name=$(basename "$output")
mkdir -p "$parent"
staging=$(mktemp -d "$parent/.$name.XXXXXX")
trap 'rm -rf "$staging"' EXIT
package="$staging/$name"
bundle="$package/connector-gen.artifactbundle"
mkdir -p "$bundle"

version=""
variant_entries=""
index=0
for variant in "${variants[@]}"; do
    triples=${variant%%=*}
    executable=${variant#*=}
    if [ "$triples" = "$variant" ] || [ -z "$triples" ]; then
        echo "error: --variant '$variant' is not TRIPLES=EXECUTABLE" >&2; exit 2
    fi
    [ -x "$executable" ] || { echo "error: $executable: no such executable" >&2; exit 1; }
    folder="connector-gen-$index"
    mkdir -p "$bundle/$folder/bin"
    cp "$executable" "$bundle/$folder/bin/connector-gen"
    # Symbols are not needed to run the tool; on Linux they are most of its size.
    if [ "$(uname -s)" = Linux ] && file "$bundle/$folder/bin/connector-gen" 2>/dev/null | grep -q ELF; then
        strip "$bundle/$folder/bin/connector-gen"
    fi
    if [ -z "$version" ] && variant_version=$("$executable" --version 2>/dev/null); then
        version=$variant_version
    fi
    quoted_triples=$(printf '%s' "$triples" | awk -F, '{ for (i = 1; i <= NF; i++) printf "%s\"%s\"", (i > 1 ? ", " : ""), $i }')
    variant_entries+="${variant_entries:+,
}        { \"path\": \"$folder/bin/connector-gen\", \"supportedTriples\": [$quoted_triples] }"
    index=$((index + 1))
done
[ -n "$version" ] || { echo "error: no variant runs on this machine to tell its version" >&2; exit 1; }

cat > "$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "connector-gen": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variant_entries
      ]
    }
  }
}
EOF

# The plugins' sources (Plugins/Shared is linked into each; the copies are real files), the
# runtime library the generated code uses, and the schemas.
mkdir -p "$package/Plugins" "$package/Sources"
for plugin in "${plugins[@]}"; do
    cp -RL "$ROOT/Plugins/$plugin" "$package/Plugins/$plugin"
done
cp -R "$ROOT/Sources/ConnectorRuntime" "$package/Sources/ConnectorRuntime"
# The JSON Schemas, at the same path as in the sources, for editors' completion.
cp -R "$ROOT/Schemas" "$package/Schemas"
# The page of diagnostics, where `connector-gen explain <ID>` reads the sections that show an ID.
mkdir -p "$package/Docs"
cp "$ROOT/Docs/diagnostics.md" "$package/Docs/diagnostics.md"

if [ -n "$url" ]; then
    zip_name="$name.artifactbundle.zip"
    # Fixed times and a sorted file list: the same executables give the same zip, and so
    # the same checksum.
    find "$bundle" -exec touch -h -d '2000-01-01T00:00:00Z' {} +
    (cd "$package" && find connector-gen.artifactbundle | LC_ALL=C sort | zip -qX "$staging/$zip_name" -@)
    rm -rf "$bundle"
    checksum=$(swift package compute-checksum "$staging/$zip_name")
    binary_target=".binaryTarget(
            name: \"connector-gen\",
            url: \"$url\",
            checksum: \"$checksum\"
        ),"
else
    binary_target=".binaryTarget(name: \"connector-gen\", path: \"connector-gen.artifactbundle\"),"
fi

# The manifest: the same products and plugin declarations as the source package's (those of
# the chosen plugins), without the ConnectorGen library and with the tool prebuilt.
plugin_products=""
plugin_targets=""
for plugin in "${plugins[@]}"; do
    plugin_products+="
        .plugin(name: \"$plugin\", targets: [\"$plugin\"]),"
    declaration=$(awk -v name="$plugin" '
        /^        \.plugin\($/ { block = $0; inside = 1; next }
        inside { block = block "\n" $0 }
        inside && /^        \),$/ { inside = 0; if (block ~ "name: \"" name "\"") print block }
    ' "$ROOT/Package.swift")
    [ -n "$declaration" ] || { echo "error: no declaration of the plugin $plugin in Package.swift" >&2; exit 1; }
    plugin_targets+="
$declaration"
done
cat > "$package/Package.swift" <<EOF
// swift-tools-version: 6.0
// connector-gen $version, $SIGNATURE
import PackageDescription

let package = Package(
    name: "connector-gen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "ConnectorRuntime", targets: ["ConnectorRuntime"]),$plugin_products
    ],
    targets: [
        .target(name: "ConnectorRuntime"),
        $binary_target$plugin_targets
    ]
)
EOF

cat > "$package/README.md" <<EOF
# connector-gen $version, prebuilt

connector-gen's ConnectorRuntime and plugins, with the \`connector-gen\` tool as a prebuilt
executable instead of its sources: a clean build of a package that depends on this one does
not compile the tool.

- plugins: $(printf '%s' "${plugins[*]}" | sed 's/ /, /g')
- executables for: $(printf '%s' "${variants[*]}" | sed -E 's/=[^ ]*//g; s/ /; /g')

The sources, the documentation and the script that wrote this package are in the
connector-gen repository.
EOF

rm -rf "$output"
mv "$package" "$output"
if [ -n "$url" ]; then
    rm -f "$parent/$zip_name"
    mv "$staging/$zip_name" "$parent/$zip_name"
    echo "wrote $output (the bundle by URL) and $parent/$zip_name: publish it at $url"
else
    echo "wrote $output"
fi
