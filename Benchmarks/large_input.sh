#!/usr/bin/env bash
# Scaling with input size: a 5 MB and a 50 MB spec (one connector with many fields), read
# (lint) and generated, side by side, in a release build. Reports medians of 3 runs, the
# 50 MB / 5 MB ratio, and the peak memory of the 50 MB runs.
#
# Usage: Benchmarks/large_input.sh [REPETITIONS]
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source-path=SCRIPTDIR source=lib.sh
source Benchmarks/lib.sh
repetitions="${1:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
stats_build "$work"

swift build -c release --product connector-gen --scratch-path .build-bench >&2
tool="$(swift build -c release --scratch-path .build-bench --show-bin-path)/connector-gen"

# The 5 MB and 50 MB specs.
swiftc -O Benchmarks/large_spec.swift -o "$work/large_spec" >&2
for mb in 5 50; do "$work/large_spec" "$mb" "$work/B$mb.connector.yml"; done

measure() {  # measure <command...>: prints "seconds max_rss_kb"
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1
    cat "$work/time"
}
declare -A elapsed memory
for _ in $(seq "$repetitions"); do
    for mb in 5 50; do
        read -r s m < <(measure "$tool" lint --quiet "$work/B$mb.connector.yml")
        elapsed[lint$mb]+="$s "; memory[lint$mb]="$m"
        rm -rf "$work/out"
        read -r s m < <(measure "$tool" generate --quiet "$work/B$mb.connector.yml" --output "$work/out")
        elapsed[gen$mb]+="$s "; memory[gen$mb]="$m"
    done
done

echo "| step | 5 MB (s) | 50 MB (s) | 50 MB / 5 MB | peak memory at 50 MB |"
echo "|---|---|---|---|---|"
for step in lint gen; do
    # As /usr/bin/time gives them, with 2 decimals.
    small=$(stats fixed "$(median "${elapsed[${step}5]}")" 2)
    large=$(stats fixed "$(median "${elapsed[${step}50]}")" 2)
    name=$([ "$step" = lint ] && echo "read and validate (lint)" || echo "generate")
    echo "| $name | $small | $large | $(ratio "$large" "$small" 1) | $(( ${memory[${step}50]} / 1024 )) MB |"
done
