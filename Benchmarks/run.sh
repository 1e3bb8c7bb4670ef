#!/usr/bin/env bash
# The benchmarks of connector-gen, measured side by side in one run:
#
#   P1  generation speed: `connector-gen generate` on 1,000 and 10,000 specs, against the
#       I/O floor (reading the same specs and writing the same files with cat and cp)
#   P2  what the plugin adds to a clean debug build of an app, against the same app with
#       its generated code checked in, and against that app plus one swift-syntax macro;
#       the plugin built from source, and from the prebuilt package
#   P3  incremental builds of an app with 100 specs: a no-op rebuild, and what one edited
#       spec re-runs and recompiles
#   P4  compile time of 1,000 generated connectors against the same connectors written by
#       hand, and the function bodies that take longest to type-check
#   P5  what one build command costs: process start-up against /bin/true and Swift programs
#       importing nothing, FoundationEssentials or Foundation; and 1,000 specs as one command
#       each against one process for all of them
#   P6  what building the tool costs in a clean debug build: the command-line tool, its core
#       library alone, and a one-line executable package as the floor
#
# Usage: Benchmarks/run.sh [--quick]
#
#   --quick   a smoke run for CI (under 2 minutes): small sizes, one repetition, no macro
#             build; its numbers check that the benchmarks work, they are not results
#
# Every timing is the median of several repetitions, with the compared variants
# interleaved within each repetition (and their order rotated), so a noisy machine
# affects them alike. The report goes to standard output and to
# Benchmarks/results/latest.md (Benchmarks/results/quick.md with --quick); progress goes
# to standard error. A failing step stops the run with its log.
#
# Environment:
#   BENCH_ONLY=P1,P4        run only these sections        BENCH_SKIP=P2    skip these
#   BENCH_REPS=5            repetitions for P1, P3 (no-op rebuild) and P4
#   BENCH_P2_REPS=3         repetitions of P2's clean builds (and of P6's)
#   BENCH_P2_MACRO=1        0 skips P2's package with the macro (the longest build)
#   BENCH_P2_PATH_RUNTIME=1 0 skips P2's package (b′): checked-in code, ConnectorRuntime by path
#   BENCH_P2_PREBUILT=1     0 skips P2's packages (a′) and (a″), on the prebuilt package, and
#                           P3's first rebuild on it
#   BENCH_P1_SIZES="1000 10000"  BENCH_P2_SPECS=20  BENCH_P3_SPECS=100  BENCH_P4_SPECS=1000
#   BENCH_P5_SPECS=1000  BENCH_P5_LOOPS=200  (processes in a row for each P5 start-up figure)
#   BENCH_WORK=<folder>     where the corpora and app packages go (default: a new temp folder)
#   BENCH_KEEP=1            keep that folder afterwards (it is always kept after a failure)
#   BENCH_RESULTS=<file>    where to write the report
#
# Needs Swift 6, git, and for P2's macro package the swift-case-paths package (resolved
# like any package dependency).
set -eEuo pipefail
export LC_ALL=C

# This file reads the options and runs the sections; each section is a function p1 … p6 in
# Benchmarks/sections/, on the helpers of Benchmarks/lib.sh, the statistics of
# Benchmarks/stats.swift and the corpora of Benchmarks/make_corpus.swift.

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BENCH="$ROOT/Benchmarks"
COMMAND_LINE="Benchmarks/run.sh${*:+ $*}"

QUICK=0
for argument in "$@"; do
    case "$argument" in
        --quick) QUICK=1 ;;
        -h|--help) sed -n '2,/^set -e/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "run.sh: unknown argument '$argument' (try --help)" >&2; exit 2 ;;
    esac
done

# by_mode FULL QUICK: a setting's default in the full run and with --quick.
by_mode() { if [ "$QUICK" = 1 ]; then printf '%s' "$2"; else printf '%s' "$1"; fi; }
REPS=${BENCH_REPS:-$(by_mode 5 1)}
P2_REPS=${BENCH_P2_REPS:-$(by_mode 3 1)}
P2_MACRO=${BENCH_P2_MACRO:-$(by_mode 1 0)}
P2_PATH_RUNTIME=${BENCH_P2_PATH_RUNTIME:-$(by_mode 1 0)}
P2_PREBUILT=${BENCH_P2_PREBUILT:-$(by_mode 1 0)}
P1_SIZES=${BENCH_P1_SIZES:-$(by_mode "1000 10000" "100 1000")}
P2_SPECS=${BENCH_P2_SPECS:-$(by_mode 20 10)}
P3_SPECS=${BENCH_P3_SPECS:-$(by_mode 100 10)}
P4_SPECS=${BENCH_P4_SPECS:-$(by_mode 1000 100)}
P5_SPECS=${BENCH_P5_SPECS:-$(by_mode 1000 100)}
P5_LOOPS=${BENCH_P5_LOOPS:-$(by_mode 200 20)}
RESULTS=${BENCH_RESULTS:-"$BENCH/results/$(by_mode latest quick).md"}
read -r -a P1_SIZE_LIST <<< "$P1_SIZES"
[ "${#P1_SIZE_LIST[@]}" -ge 1 ] || { echo "run.sh: BENCH_P1_SIZES is empty" >&2; exit 2; }

if [ -n "${BENCH_WORK:-}" ]; then
    WORK=$BENCH_WORK
    mkdir -p "$WORK"
else
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/connector-gen-bench.XXXXXX")
fi
WORK=$(cd "$WORK" && pwd)
LOGS="$WORK/logs"
mkdir -p "$LOGS"
BODY="$WORK/report-body.md"
: > "$BODY"
STARTED=$SECONDS
FINISHED=0

# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$BENCH/lib.sh"
# shellcheck source-path=SCRIPTDIR source=sections/fixtures.sh
source "$BENCH/sections/fixtures.sh"
# shellcheck source-path=SCRIPTDIR source=sections/p1_generation.sh
source "$BENCH/sections/p1_generation.sh"
# shellcheck source-path=SCRIPTDIR source=sections/p2_clean_build.sh
source "$BENCH/sections/p2_clean_build.sh"
# shellcheck source-path=SCRIPTDIR source=sections/p3_incremental.sh
source "$BENCH/sections/p3_incremental.sh"
# shellcheck source-path=SCRIPTDIR source=sections/p4_compile_time.sh
source "$BENCH/sections/p4_compile_time.sh"
# shellcheck source-path=SCRIPTDIR source=sections/p5_command_cost.sh
source "$BENCH/sections/p5_command_cost.sh"
# shellcheck source-path=SCRIPTDIR source=sections/p6_tool_build.sh
source "$BENCH/sections/p6_tool_build.sh"
trap on_exit EXIT
trap 'die "$(basename "${BASH_SOURCE[0]:-run.sh}") line $LINENO: $BASH_COMMAND"' ERR

say "work folder: $WORK"
if [ "$QUICK" = 1 ]; then say "quick mode: a smoke run, not for comparison"; fi
command -v swift > /dev/null || die "swift is not on PATH"
LOAD_AT_START=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "unknown")
stats_build "$WORK" || die "compiling Benchmarks/stats.swift"

ran=""
for section in P1 P2 P3 P4 P5 P6; do
    if wants "$section"; then
        say "== $section"
        "${section,,}"   # the section's function: p1 … p6
        ran+="$section "
    fi
done
[ -n "$ran" ] || die "no section selected (BENCH_ONLY=${BENCH_ONLY:-} BENCH_SKIP=${BENCH_SKIP:-})"

elapsed=$((SECONDS - STARTED))
write_report "${ran% }" "$elapsed" "$LOAD_AT_START"
FINISHED=1
say "done in $(( elapsed / 60 )) min $(( elapsed % 60 )) s; report written to ${RESULTS#"$ROOT/"}"
