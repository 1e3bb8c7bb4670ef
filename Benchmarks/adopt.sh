#!/usr/bin/env bash
# adopt on a large app: N hand-written screens (copies of Tests/AdoptCorpus's screens, each
# copy's types renamed apart), in a release build, side by side (interleaved, the order
# rotated each repetition):
#   floor          reading the Swift files (`cat`)
#   adopt          `adopt` into an empty folder: reads, drafts and writes N drafts
#   adopt-read     `adopt` into the folder of its drafts: reads and drafts, writes nothing
#   adopt-one-file `adopt` of the same screens written in one file, into an empty folder
#   lint           `lint` of the N drafts (the same screens as specs): reads and validates
#   generate       `generate` from the N drafts: reads, generates and writes N files
# Reports medians and the ratios adopt-read / lint (reading), adopt / generate (writing) and
# adopt-one-file / adopt (a file of many screens costs what many files do).
#
# Usage: Benchmarks/adopt.sh [SCREENS] [REPETITIONS]     (default 2000 screens, 5 repetitions)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source-path=SCRIPTDIR source=lib.sh
source Benchmarks/lib.sh
screens="${1:-2000}"
repetitions="${2:-5}"
work="$(mktemp -d)"
WORK="$work"
trap 'rm -rf "$work"' EXIT
stats_build "$work"

swift build -c release --product connector-gen --scratch-path .build-bench >&2
tool="$(swift build -c release --scratch-path .build-bench --show-bin-path)/connector-gen"

# The app: $screens copies of the screens of Tests/AdoptCorpus, their types renamed apart.
swiftc -O Benchmarks/adopt_screens.swift -o "$work/adopt_screens" >&2
"$work/adopt_screens" "$work/App" "$screens"

"$tool" adopt "$work/App" --output "$work/Drafts" --quiet 2>/dev/null
# The same screens in one file, in the order of their files.
mkdir "$work/OneFile"
find "$work/App" -name '*.swift' | sort | while read -r file; do cat "$file"; echo; done > "$work/OneFile/Screens.swift"
drafted=$(find "$work/Drafts" -name '*.connector.yml' | wc -l)
swift_bytes=$(find "$work/App" -name '*.swift' -exec cat {} + | wc -c)
draft_bytes=$(cat "$work/Drafts"/*.connector.yml | wc -c)

declare -A wall
variants=(floor adopt adopt-read adopt-one-file lint generate)
for repetition in $(seq "$repetitions"); do
    while read -r variant; do
        case "$variant" in
            floor) run_timed "$work/floor.log" sh -c "find '$work/App' -name '*.swift' -exec cat {} + > /dev/null" ;;
            adopt) rm -rf "$work/Out"; run_timed "$work/adopt.log" "$tool" adopt "$work/App" --output "$work/Out" --quiet --diagnostics-format json ;;
            adopt-one-file) rm -rf "$work/OutOne"; run_timed "$work/adopt-one-file.log" "$tool" adopt "$work/OneFile" --output "$work/OutOne" --quiet --diagnostics-format json ;;
            adopt-read) run_timed "$work/adopt-read.log" "$tool" adopt "$work/App" --output "$work/Drafts" --quiet --diagnostics-format json ;;
            lint) run_timed "$work/lint.log" "$tool" lint "$work/Drafts" --quiet ;;
            generate) rm -rf "$work/Generated"; run_timed "$work/generate.log" "$tool" generate "$work/Drafts" --output "$work/Generated" --quiet ;;
        esac
        wall[$variant]+="$T_WALL "
    done < <(rotation $((repetition - 1)) "${variants[@]}")
done

row() { echo "| $1 | $(seconds "$(median "${wall[$2]}")" 3) | $(all "${wall[$2]}") |"; }
echo "$screens hand-written screens ($(with_commas "$swift_bytes") bytes of Swift), $drafted drafted ($(with_commas "$draft_bytes") bytes of YAML); medians of $repetitions interleaved runs:"
echo
echo "| command | median | every run |"
echo "|---|---|---|"
row "read the Swift files (\`cat\`, the floor)" floor
row "\`adopt\` into an empty folder (writes $drafted drafts)" adopt
row "\`adopt\` into the folder of its drafts (writes nothing)" adopt-read
row "\`adopt\` of the same screens in one file, into an empty folder" adopt-one-file
row "\`lint\` the $drafted drafts" lint
row "\`generate\` from the $drafted drafts (writes $drafted files)" generate
echo
echo "reading: adopt (writing nothing) / lint: $(ratio "$(median "${wall[adopt-read]}")" "$(median "${wall[lint]}")")"
echo "writing: adopt / generate: $(ratio "$(median "${wall[adopt]}")" "$(median "${wall[generate]}")")"
echo "one file: adopt of the screens in one file / in their files: $(ratio "$(median "${wall[adopt-one-file]}")" "$(median "${wall[adopt]}")")"
echo "adopt / floor: $(ratio "$(median "${wall[adopt]}")" "$(median "${wall[floor]}")")"
