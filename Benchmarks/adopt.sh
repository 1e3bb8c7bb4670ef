#!/usr/bin/env bash
# adopt on a large app: N hand-written screens (copies of Tests/AdoptCorpus's screens, each
# copy's types renamed apart), in a release build, side by side (interleaved, the order
# rotated each repetition):
#   floor          reading the Swift files (`cat`)
#   adopt          `adopt` into an empty folder: reads, drafts and writes N drafts
#   adopt-read     `adopt` into the folder of its drafts: reads and drafts, writes nothing
#   lint           `lint` of the N drafts (the same screens as specs): reads and validates
#   generate       `generate` from the N drafts: reads, generates and writes N files
# Reports medians and the ratios adopt-read / lint (reading) and adopt / generate (writing).
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

python3 - "$work/App" "$screens" <<'PY'
import os, re, sys
out, count = sys.argv[1], int(sys.argv[2])
corpus = "Tests/AdoptCorpus"
screens = []
for app in sorted(os.listdir(corpus)):
    folder = os.path.join(corpus, app, "App")
    if not os.path.isdir(folder):
        continue
    for name in sorted(os.listdir(folder)):
        if name.endswith(".swift") and name != "Model.swift":
            screens.append((app, name, open(os.path.join(folder, name)).read()))
os.makedirs(out)
for i in range(count):
    app, name, text = screens[i % len(screens)]
    # Rename the types the screen declares, so that every copy is a screen of its own.
    declared = set(re.findall(r"\b(?:struct|enum|class|protocol)\s+([A-Z]\w*)", text))
    for type_name in sorted(declared, key=len, reverse=True):
        if type_name in ("State", "Action", "Props", "Row", "Hit", "Line"):
            continue
        text = re.sub(r"\b%s\b" % type_name, "%s%d" % (type_name, i), text)
    folder = os.path.join(out, "%s-%03d" % (app, i // 100))
    os.makedirs(folder, exist_ok=True)
    open(os.path.join(folder, "%d-%s" % (i, name)), "w").write(text)
PY

"$tool" adopt "$work/App" --output "$work/Drafts" --quiet 2>/dev/null
drafted=$(find "$work/Drafts" -name '*.connector.yml' | wc -l)
swift_bytes=$(find "$work/App" -name '*.swift' -exec cat {} + | wc -c)
draft_bytes=$(cat "$work/Drafts"/*.connector.yml | wc -c)

declare -A wall
variants=(floor adopt adopt-read lint generate)
for repetition in $(seq "$repetitions"); do
    while read -r variant; do
        case "$variant" in
            floor) run_timed "$work/floor.log" sh -c "find '$work/App' -name '*.swift' -exec cat {} + > /dev/null" ;;
            adopt) rm -rf "$work/Out"; run_timed "$work/adopt.log" "$tool" adopt "$work/App" --output "$work/Out" --quiet --diagnostics-format json ;;
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
row "\`lint\` the $drafted drafts" lint
row "\`generate\` from the $drafted drafts (writes $drafted files)" generate
echo
echo "reading: adopt (writing nothing) / lint: $(ratio "$(median "${wall[adopt-read]}")" "$(median "${wall[lint]}")")"
echo "writing: adopt / generate: $(ratio "$(median "${wall[adopt]}")" "$(median "${wall[generate]}")")"
echo "adopt / floor: $(ratio "$(median "${wall[adopt]}")" "$(median "${wall[floor]}")")"
