#!/usr/bin/env bash
# adopt on a large app: N hand-written screens (copies of Tests/AdoptCorpus's screens, each
# copy's types renamed apart), drafted by `adopt`, side by side with `lint` of the N drafts
# it writes (the same screens as specs) and with reading the Swift files (`cat`, the floor),
# in a release build. The three are interleaved, their order rotated, each repetition.
# Reports medians and the ratios adopt / lint and adopt / floor.
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

declare -A wall
variants=(floor adopt lint)
for repetition in $(seq "$repetitions"); do
    while read -r variant; do
        case "$variant" in
            floor) run_timed "$work/floor.log" sh -c "find '$work/App' -name '*.swift' -exec cat {} + > /dev/null" ;;
            adopt) rm -rf "$work/Out"; run_timed "$work/adopt.log" "$tool" adopt "$work/App" --output "$work/Out" --quiet --diagnostics-format json ;;
            lint) run_timed "$work/lint.log" "$tool" lint "$work/Drafts" --quiet ;;
        esac
        wall[$variant]+="$T_WALL "
    done < <(rotation $((repetition - 1)) "${variants[@]}")
done

echo "$screens hand-written screens ($(with_commas "$swift_bytes") bytes of Swift), $drafted drafted; medians of $repetitions interleaved runs:"
echo
echo "| command | median | every run |"
echo "|---|---|---|"
echo "| read the Swift files (\`cat\`, the floor) | $(seconds "$(median "${wall[floor]}")" 3) | $(all "${wall[floor]}") |"
echo "| \`adopt\` the Swift files | $(seconds "$(median "${wall[adopt]}")" 3) | $(all "${wall[adopt]}") |"
echo "| \`lint\` the $drafted drafts | $(seconds "$(median "${wall[lint]}")" 3) | $(all "${wall[lint]}") |"
echo
echo "adopt / lint: $(ratio "$(median "${wall[adopt]}")" "$(median "${wall[lint]}")")"
echo "adopt / floor: $(ratio "$(median "${wall[adopt]}")" "$(median "${wall[floor]}")")"
