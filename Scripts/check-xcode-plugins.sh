#!/usr/bin/env bash
# Type-checks every plugin's sources with their Xcode code enabled: against the toolchain's
# PackagePlugin module and Tests/XcodeStandIn/XcodeProjectPlugin.swift, a stand-in for Xcode's
# XcodeProjectPlugin module that mirrors its declarations (its header says which version).
# `#if canImport(XcodeProjectPlugin)` is then true, so a name the real module lacks fails here
# instead of in every Xcode user's build. Warnings (such as deprecations) are errors.
#
# Usage: Scripts/check-xcode-plugins.sh [--plugins <folder>]   (default: Plugins)
#   --plugins lets a test check a modified copy of the plugin folders.
# Needs: swiftc (Swift 6) and its PackagePlugin module (lib/swift/pm/PluginAPI).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
plugins="$root/Plugins"
if [ "${1:-}" = "--plugins" ]; then plugins="$(cd "$2" && pwd)"; fi

swiftc="$(command -v swiftc)"
toolchain="$(cd "$(dirname "$(readlink -f "$swiftc")")/.." && pwd)"
api=""
for candidate in "$toolchain/lib/swift/pm/PluginAPI" "$toolchain/lib/swift/pm/4_2"; do
    if [ -e "$candidate/PackagePlugin.swiftmodule" ] || [ -e "$candidate/PackagePlugin.swiftinterface" ]; then api="$candidate"; break; fi
done
[ -n "$api" ] || { echo "error: no PackagePlugin module under $toolchain/lib/swift/pm" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# SwiftPM compiles plugins with -package-description-version set to the package's tools version.
tools_version="$(sed -n 's/^\/\/ *swift-tools-version: *\([0-9.]*\).*/\1/p' "$root/Package.swift" | head -1)"
common=(-swift-version 6 -I "$api" -package-description-version "$tools_version" -warnings-as-errors)

"$swiftc" -emit-module -parse-as-library -module-name XcodeProjectPlugin \
    -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" "${common[@]}" \
    "$root/Tests/XcodeStandIn/XcodeProjectPlugin.swift"

status=0
for plugin in "$plugins"/*/; do
    name="$(basename "$plugin")"
    [ "$name" = Shared ] && continue
    sources=("$plugin"*.swift)
    if "$swiftc" -typecheck -module-name "$name" -I "$work" "${common[@]}" "${sources[@]}" 2>"$work/$name.log"; then
        echo "ok: $name (with its Xcode code)"
    else
        cat "$work/$name.log" >&2
        echo "error: $name does not type-check with its Xcode code enabled" >&2
        status=1
    fi
done
exit $status
