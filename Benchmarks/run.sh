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
# Needs Swift 6, Python 3, git, and for P2's macro package the swift-case-paths package
# (resolved like any package dependency).
set -eEuo pipefail
export LC_ALL=C

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

if [ "$QUICK" = 1 ]; then
    REPS=${BENCH_REPS:-1}
    P2_REPS=${BENCH_P2_REPS:-1}
    P2_MACRO=${BENCH_P2_MACRO:-0}
    P2_PATH_RUNTIME=${BENCH_P2_PATH_RUNTIME:-0}
    P2_PREBUILT=${BENCH_P2_PREBUILT:-0}
    P1_SIZES=${BENCH_P1_SIZES:-"100 1000"}
    P2_SPECS=${BENCH_P2_SPECS:-10}
    P3_SPECS=${BENCH_P3_SPECS:-10}
    P4_SPECS=${BENCH_P4_SPECS:-100}
    P5_SPECS=${BENCH_P5_SPECS:-100}
    P5_LOOPS=${BENCH_P5_LOOPS:-20}
    RESULTS=${BENCH_RESULTS:-"$BENCH/results/quick.md"}
else
    REPS=${BENCH_REPS:-5}
    P2_REPS=${BENCH_P2_REPS:-3}
    P2_MACRO=${BENCH_P2_MACRO:-1}
    P2_PATH_RUNTIME=${BENCH_P2_PATH_RUNTIME:-1}
    P2_PREBUILT=${BENCH_P2_PREBUILT:-1}
    P1_SIZES=${BENCH_P1_SIZES:-"1000 10000"}
    P2_SPECS=${BENCH_P2_SPECS:-20}
    P3_SPECS=${BENCH_P3_SPECS:-100}
    P4_SPECS=${BENCH_P4_SPECS:-1000}
    P5_SPECS=${BENCH_P5_SPECS:-1000}
    P5_LOOPS=${BENCH_P5_LOOPS:-200}
    RESULTS=${BENCH_RESULTS:-"$BENCH/results/latest.md"}
fi
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

# --------------------------------------------------------------------------------------
# Helpers

say() { printf '[bench %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

die() {
    local message=$1 log=${2:-}
    printf '\n[bench] FAILED: %s\n' "$message" >&2
    if [ -n "$log" ] && [ -f "$log" ]; then
        printf '[bench] last lines of %s:\n' "$log" >&2
        tail -n 40 "$log" | sed 's/^/    /' >&2
    fi
    printf '[bench] work folder kept: %s\n' "$WORK" >&2
    exit 1
}

on_exit() {
    local status=$?
    if [ "$status" -ne 0 ] && [ "$FINISHED" = 0 ]; then
        printf '[bench] stopped (exit %s); work folder kept: %s\n' "$status" "$WORK" >&2
    elif [ "${BENCH_KEEP:-0}" != 1 ] && [ -z "${BENCH_WORK:-}" ]; then
        rm -rf "$WORK"
    fi
}
trap on_exit EXIT
trap 'die "line $LINENO: $BASH_COMMAND"' ERR

# run_timed LOG COMMAND...: runs the command with its output in LOG and sets T_WALL and
# T_CPU (user + system time of the command and its children) in seconds; stops the run
# if the command fails.
run_timed() {
    local log=$1
    shift
    local TIMEFORMAT='%3R %3U %3S'
    local times="$WORK/.times"
    { time "$@" >"$log" 2>&1; } 2>"$times" || die "$*" "$log"
    local user system
    read -r T_WALL user system < "$times"
    T_CPU=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.3f", u + s }')
}

# median VALUE...
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END {
        if (NR == 0) { print "nan"; exit }
        if (NR % 2) printf "%.3f\n", v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# seconds VALUE [DECIMALS]: "1.23 s"
seconds() { awk -v v="$1" -v d="${2:-2}" 'BEGIN { printf "%." d "f s", v }'; }

# ratio A B: "1.23×"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "n/a"; else printf "%.2f×", a / b }'; }

# all VALUE...: "1.2, 1.3, 1.1" (each run, in order)
all() { printf '%s\n' "$@" | awk '{ printf "%s%.2f", (NR > 1 ? ", " : ""), $1 }'; }

with_commas() { printf '%s' "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }

wants() {
    local section=$1
    if [ -n "${BENCH_ONLY:-}" ] && [[ ",${BENCH_ONLY// /}," != *",$section,"* ]]; then return 1; fi
    if [ -n "${BENCH_SKIP:-}" ] && [[ ",${BENCH_SKIP// /}," == *",$section,"* ]]; then return 1; fi
    return 0
}

emit() { printf '%s\n' "$@" >> "$BODY"; }

make_corpus() { # COUNT FOLDER SEED [--hand-written]
    python3 "$BENCH/make_corpus.py" "$1" "$2" --seed "$3" "${@:4}" 2>>"$LOGS/corpus.log" \
        || die "make_corpus.py $*" "$LOGS/corpus.log"
}

count_files() { find "$1" -maxdepth 1 -type f -name "$2" | wc -l | tr -d ' '; }

# The release build of the command line, shared by P1, P2 and P4.
GEN=""
GEN_BUILD=""
ensure_generator() {
    if [ -n "$GEN" ]; then return 0; fi
    local state="clean"
    if [ -d "$ROOT/.build-bench/release" ]; then state="incremental: .build-bench already existed"; fi
    say "building connector-gen (release, --scratch-path .build-bench)"
    run_timed "$LOGS/build-release.log" \
        swift build -c release --product connector-gen --package-path "$ROOT" --scratch-path "$ROOT/.build-bench"
    GEN="$ROOT/.build-bench/release/connector-gen"
    [ -x "$GEN" ] || die "no executable at $GEN after the release build" "$LOGS/build-release.log"
    GEN_BUILD="$(seconds "$T_WALL" 1) ($state)"
}

# The package folder name is the identity SwiftPM gives a path dependency.
PACKAGE_NAME=$(basename "$ROOT")

# write_app_package FOLDER KIND. KIND is
#   plugin           the specs in the target; the plugin and ConnectorRuntime from this repository
#   checked-in       the generated code in the target; ConnectorRuntime as a local target (a copy)
#   checked-in-path  the generated code in the target; ConnectorRuntime from this repository
#   prebuilt         as plugin, from the prebuilt package (Scripts/make_prebuilt_package.sh)
#   prebuilt-build   as prebuilt, from a prebuilt package with the build plugin only
#   macro            checked-in, plus swift-case-paths for one @CasePathable enum
write_app_package() {
    local folder=$1 kind=$2
    local dependencies="" runtime_target="" app_dependencies="" plugins=""
    case "$kind" in
        plugin|checked-in-path)
            dependencies="
        .package(path: \"$ROOT\"),"
            app_dependencies="
                .product(name: \"ConnectorRuntime\", package: \"$PACKAGE_NAME\"),"
            if [ "$kind" = plugin ]; then
                plugins="
            plugins: [.plugin(name: \"ConnectorGenPlugin\", package: \"$PACKAGE_NAME\")]"
            fi ;;
        prebuilt|prebuilt-build)
            local prebuilt_package=$PREBUILT
            if [ "$kind" = prebuilt-build ]; then prebuilt_package=$PREBUILT_BUILD_ONLY; fi
            dependencies="
        .package(path: \"$prebuilt_package\"),"
            app_dependencies="
                .product(name: \"ConnectorRuntime\", package: \"connector-gen\"),"
            plugins="
            plugins: [.plugin(name: \"ConnectorGenPlugin\", package: \"connector-gen\")]" ;;
        checked-in|macro)
            runtime_target="
        .target(name: \"ConnectorRuntime\"),"
            app_dependencies="
                \"ConnectorRuntime\","
            if [ "$kind" = macro ]; then
                dependencies="
        .package(url: \"https://github.com/pointfreeco/swift-case-paths\", exact: \"1.10.0\"),"
                app_dependencies+="
                .product(name: \"CasePaths\", package: \"swift-case-paths\"),"
            fi ;;
        *) die "unknown package kind $kind" ;;
    esac
    cat > "$folder/Package.swift" <<EOF
// swift-tools-version: 6.0
// An app package written by connector-gen's Benchmarks/run.sh ($kind).
import PackageDescription

let package = Package(
    name: "BenchApp",
    dependencies: [$dependencies
    ],
    targets: [$runtime_target
        .target(
            name: "App",
            dependencies: [$app_dependencies
            ]${plugins:+,$plugins}
        ),
    ]
)
EOF
}

# make_app FOLDER KIND CORPUS: an app package with the corpus's fixtures and specs.
make_app() {
    local folder=$1 kind=$2 corpus=$3
    rm -rf "$folder"
    mkdir -p "$folder/Sources/App"
    cp "$corpus/AppState.swift" "$folder/Sources/App/AppState.swift"
    write_app_package "$folder" "$kind"
    if [ "$kind" = plugin ] || [ "$kind" = prebuilt ] || [ "$kind" = prebuilt-build ]; then
        cp -R "$corpus/Specs" "$folder/Sources/App/Specs"
        return 0
    fi
    # The generated code is checked in; the specs stay outside the target.
    cp -R "$corpus/Specs" "$folder/Specs"
    local log
    log="$LOGS/generate-$(basename "$folder").log"
    (cd "$folder" && "$GEN" generate Specs --output Sources/App/Generated --quiet) >"$log" 2>&1 \
        || die "generating the checked-in code of $folder" "$log"
    if [ "$kind" != checked-in-path ]; then
        mkdir -p "$folder/Sources/ConnectorRuntime"
        cp "$ROOT/Sources/ConnectorRuntime/"*.swift "$folder/Sources/ConnectorRuntime/"
    fi
    if [ "$kind" = macro ]; then
        cat > "$folder/Sources/App/DeepLink.swift" <<'EOF'
import CasePaths

/// The one macro of this package.
@CasePathable
enum DeepLink: Equatable, Sendable {
    case home
    case show(ShowID)
    case episode(EpisodeID, autoplay: Bool)
    case settings
}
EOF
    fi
}

# Removes what a build produced and keeps what resolving the packages fetched (checkouts,
# repositories, workspace-state.json, artifacts, prebuilts; Package.resolved is in the
# package).
clean_build_artefacts() {
    local scratch=$1
    [ -d "$scratch" ] || return 0
    find "$scratch" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories \
        ! -name workspace-state.json ! -name artifacts ! -name prebuilts -exec rm -rf {} +
}

swift_build() { # PACKAGE [swift build arguments...]
    local package=$1
    shift
    swift build --package-path "$package" --scratch-path "$package/.build-bench" "$@"
}

# --------------------------------------------------------------------------------------
# P1: generation against the I/O floor

# io_floor SPECS REFERENCE_OUTPUT FRESH_FOLDER: reads every spec and writes one file per
# generated file, with the same bytes, into a new folder.
io_floor() {
    find "$1" -name '*.connector.yml' -print0 | xargs -0 cat > /dev/null
    cp -R "$2" "$3"
}

p1() {
    ensure_generator
    local n corpus
    declare -A gen_wall gen_cpu floor_wall spec_bytes out_bytes
    for n in "${P1_SIZE_LIST[@]}"; do
        corpus="$WORK/p1/corpus-$n"
        say "P1: corpus of $n specs"
        rm -rf "$corpus"
        make_corpus "$n" "$corpus" 1
        # A first run warms the file cache and gives the floor the bytes to write.
        run_timed "$LOGS/p1-warmup-$n.log" "$GEN" generate "$corpus/Specs" --output "$WORK/p1/reference-$n" --quiet
        [ "$(count_files "$WORK/p1/reference-$n" '*.swift')" = $((n + 1)) ] \
            || die "P1: expected $((n + 1)) generated files for $n specs" "$LOGS/p1-warmup-$n.log"
        spec_bytes[$n]=$(find "$corpus/Specs" -name '*.connector.yml' -exec cat {} + | wc -c | tr -d ' ')
        out_bytes[$n]=$(find "$WORK/p1/reference-$n" -name '*.swift' -exec cat {} + | wc -c | tr -d ' ')
    done
    local rep order variant
    for rep in $(seq 1 "$REPS"); do
        for n in "${P1_SIZE_LIST[@]}"; do
            corpus="$WORK/p1/corpus-$n"
            if [ $((rep % 2)) = 1 ]; then order="gen floor"; else order="floor gen"; fi
            for variant in $order; do
                rm -rf "$WORK/p1/out"
                say "P1: repetition $rep/$REPS, $n specs, $variant"
                if [ "$variant" = gen ]; then
                    run_timed "$LOGS/p1-gen.log" "$GEN" generate "$corpus/Specs" --output "$WORK/p1/out" --quiet
                    [ "$(count_files "$WORK/p1/out" '*.swift')" = $((n + 1)) ] \
                        || die "P1: generate wrote the wrong number of files" "$LOGS/p1-gen.log"
                    gen_wall[$n]+="$T_WALL "
                    gen_cpu[$n]+="$T_CPU "
                else
                    run_timed "$LOGS/p1-floor.log" io_floor "$corpus/Specs" "$WORK/p1/reference-$n" "$WORK/p1/out"
                    floor_wall[$n]+="$T_WALL "
                fi
            done
        done
    done
    rm -rf "$WORK/p1/out"

    local header="| |" rule="|---|" row_gen="| \`connector-gen generate\`, wall |" row_cpu="| \`connector-gen generate\`, CPU (user + sys) |"
    local row_floor="| I/O floor (\`cat\` the specs, \`cp -R\` the outputs), wall |" row_ratio="| generate / floor |"
    local row_rate="| specs per second (wall) |" row_size="| specs in → Swift out |" row_runs="| generate, every run (wall, s) |"
    local -A gen_median cpu_median
    for n in "${P1_SIZE_LIST[@]}"; do
        local g c f
        # shellcheck disable=SC2086
        g=$(median ${gen_wall[$n]}); c=$(median ${gen_cpu[$n]}); f=$(median ${floor_wall[$n]})
        gen_median[$n]=$g
        cpu_median[$n]=$c
        header+=" $(with_commas "$n") specs |"
        rule+="---|"
        row_gen+=" $(seconds "$g" 3) |"
        row_cpu+=" $(seconds "$c" 3) |"
        row_floor+=" $(seconds "$f" 3) |"
        row_ratio+=" **$(ratio "$g" "$f")** |"
        row_rate+=" $(awk -v n="$n" -v t="$g" 'BEGIN { printf "%d", (t > 0 ? n / t : 0) }') |"
        row_size+=" $(awk -v a="${spec_bytes[$n]}" -v b="${out_bytes[$n]}" -v f=$((n + 1)) 'function size(x) { return x >= 1e6 ? sprintf("%.1f MB", x / 1e6) : sprintf("%.0f KB", x / 1e3) }
            BEGIN { printf "%s → %s (%d files)", size(a), size(b), f }') |"
        # shellcheck disable=SC2086
        row_runs+=" $(all ${gen_wall[$n]}) |"
    done
    emit "## P1 — generation speed" ""
    emit "Release build of \`connector-gen\` (\`swift build -c release --product connector-gen --scratch-path .build-bench\`): $GEN_BUILD." ""
    emit "\`connector-gen generate <specs> --output <new folder> --quiet\` against the I/O floor, which reads the same spec files and writes the same number of files with the same bytes into a new folder (\`find … | xargs cat > /dev/null; cp -R <a previous output> <new folder>\`). Medians of $REPS; the output folder is new each time; the file cache is warm." ""
    emit "$header" "$rule" "$row_gen" "$row_cpu" "$row_floor" "$row_ratio" "$row_rate" "$row_size" "$row_runs" ""
    if [ "${#P1_SIZE_LIST[@]}" -ge 2 ]; then
        local small=${P1_SIZE_LIST[0]} big=${P1_SIZE_LIST[${#P1_SIZE_LIST[@]} - 1]}
        emit "Scaling: generate($(with_commas "$big")) / generate($(with_commas "$small")) = **$(ratio "${gen_median[$big]}" "${gen_median[$small]}")** in wall time, **$(ratio "${cpu_median[$big]}" "${cpu_median[$small]}")** in CPU time (linear: $(ratio "$big" "$small"))." ""
    fi
}

# --------------------------------------------------------------------------------------
# P6: what building the tool costs. The plugin's share of a user's clean build (P2) is mostly
# building connector-gen in debug; this splits it: the core library (ConnectorGen) alone,
# the whole command-line tool (the library, the command line and the link), and the floor
# any build-tool plugin's tool pays, an executable package of one line.
p6() {
    local floor="$WORK/p6/floor"
    mkdir -p "$floor/Sources/floor"
    cat > "$floor/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "floor", targets: [.executableTarget(name: "floor")])
MANIFEST
    echo 'print("floor")' > "$floor/Sources/floor/main.swift"
    local -A wall cpu
    local variants="floor library tool" rep v
    local -a list
    read -r -a list <<< "$variants"
    for rep in $(seq 1 "$P2_REPS"); do
        local shift_by=$(( (rep - 1) % ${#list[@]} )) i
        for i in $(seq 0 $(( ${#list[@]} - 1 ))); do
            v=${list[$(( (i + shift_by) % ${#list[@]} ))]}
            local scratch="$WORK/p6/scratch-$v"
            rm -rf "$scratch"
            say "P6: repetition $rep/$P2_REPS, clean debug build of ($v)"
            case "$v" in
                floor) run_timed "$LOGS/p6-$v.log" swift build --package-path "$floor" --scratch-path "$scratch" ;;
                library) run_timed "$LOGS/p6-$v.log" swift build --package-path "$ROOT" --scratch-path "$scratch" --target ConnectorGen ;;
                tool) run_timed "$LOGS/p6-$v.log" swift build --package-path "$ROOT" --scratch-path "$scratch" --product connector-gen ;;
            esac
            wall[$v]+="$T_WALL "
            cpu[$v]+="$T_CPU "
        done
    done
    lines() { find "$ROOT/Sources/$1" -name '*.swift' -exec cat {} + | wc -l | tr -d ' '; }
    local library_lines tool_lines
    library_lines=$(lines ConnectorGen)
    tool_lines=$(lines connector-gen)
    local -A label=(
        [floor]="(f) an executable package of one line, \`print\`"
        [library]="(l) the core library, \`ConnectorGen\` ($(with_commas "$library_lines") lines)"
        [tool]="(t) the command-line tool, \`connector-gen\`: (l) + the command line ($(with_commas "$tool_lines") lines) + the link"
    )
    local -A med_wall med_cpu
    emit "## P6 — what building the tool costs" ""
    emit "Clean debug \`swift build\` of each, in its own scratch folder, deleted before every build; medians of $P2_REPS, in rotating order. This is the tool build that P2's plugin package (a) pays." ""
    emit "| build | wall | CPU (user + sys) | every run (wall, s) |" "|---|---|---|---|"
    for v in $variants; do
        # shellcheck disable=SC2086
        med_wall[$v]=$(median ${wall[$v]}); med_cpu[$v]=$(median ${cpu[$v]})
        # shellcheck disable=SC2086
        emit "| ${label[$v]} | $(seconds "${med_wall[$v]}" 1) | $(seconds "${med_cpu[$v]}" 1) | $(all ${wall[$v]}) |"
    done
    difference() { awk -v x="$1" -v y="$2" 'BEGIN { printf "%.3f", x - y }'; }
    emit "| the command line and the link: t − l | $(seconds "$(difference "${med_wall[tool]}" "${med_wall[library]}")" 1) | $(seconds "$(difference "${med_cpu[tool]}" "${med_cpu[library]}")" 1) | |"
    emit "| the tool over the floor: t − f | $(seconds "$(difference "${med_wall[tool]}" "${med_wall[floor]}")" 1) | $(seconds "$(difference "${med_cpu[tool]}" "${med_cpu[floor]}")" 1) | |"
    emit "| **t / f** | **$(ratio "${med_wall[tool]}" "${med_wall[floor]}")** | $(ratio "${med_cpu[tool]}" "${med_cpu[floor]}") | |"
    emit "" "Compile throughput of the core library: $(awk -v n="$library_lines" -v s="$(difference "${med_cpu[library]}" "${med_cpu[floor]}")" 'BEGIN { if (s > 0) printf "%.0f", n / s; else print "n/a" }') lines per CPU second over the floor." ""
}

# --------------------------------------------------------------------------------------
# P5: what one build command costs: process start-up against its floors, and a target's
# specs as one command each against one process for all of them

# repeat N COMMAND...: runs the command N times, its output discarded; fails if one run fails.
repeat() {
    local n=$1 i
    shift
    for ((i = 0; i < n; i++)); do "$@" > /dev/null 2>&1 || return 1; done
}

# one_command_per_spec GENERATOR OUTPUT SPEC...: one command per spec, one after another.
one_command_per_spec() {
    local generator=$1 output=$2 spec
    shift 2
    for spec in "$@"; do "$generator" generate "$spec" --kind connector --output "$output" --quiet || return 1; done
}

# run_plan GENERATOR PLAN: the build plugin's commands in PLAN (one a line, arguments
# separated by U+001F), one after another, with GENERATOR as the tool.
run_plan() {
    local generator=$1 plan=$2 line
    local -a arguments
    while IFS= read -r line; do
        IFS=$'\x1f' read -r -a arguments <<< "$line"
        "$generator" "${arguments[@]}" || return 1
    done < "$plan"
}

p5() {
    ensure_generator
    local dir="$WORK/p5"
    rm -rf "$dir"
    mkdir -p "$dir/floors"
    say "P5: the floor programs and a corpus of $P5_SPECS specs"
    # The floors: a Swift program that imports nothing, and the same with each Foundation
    # library, each made to load the library, built as the generator is (-O).
    printf 'if CommandLine.arguments.count > 9 { print("") }\n' > "$dir/floors/nothing.swift"
    printf 'import FoundationEssentials\nif Data([1]).count > 9 { print("") }\n' > "$dir/floors/essentials.swift"
    printf 'import Foundation\nif Data([1]).count > 9 { print("") }\n' > "$dir/floors/foundation.swift"
    local floor
    for floor in nothing essentials foundation; do
        run_timed "$LOGS/p5-swiftc-$floor.log" swiftc -O "$dir/floors/$floor.swift" -o "$dir/floors/$floor"
    done
    make_corpus "$P5_SPECS" "$dir/corpus" 5
    local specs=()
    mapfile -t specs < <(find "$dir/corpus/Specs" -name '*.connector.yml' | sort)
    [ "${#specs[@]}" = "$P5_SPECS" ] || die "P5: the corpus has ${#specs[@]} specs, not $P5_SPECS" "$LOGS/corpus.log"
    local one=${specs[0]}

    # The build plugin's plan for this target, from the plugins' own sources.
    say "P5: the build plugin's plan and a debug build of connector-gen"
    # Top-level code must be in a file named main.swift when other files are compiled with it.
    cp "$BENCH/plan.swift" "$dir/main.swift"
    run_timed "$LOGS/p5-planner.log" swiftc -O -o "$dir/planner" "$dir/main.swift" \
        "$ROOT/Plugins/Shared/ConnectorCommands.swift" "$ROOT/Plugins/Shared/SpecBatches.swift" "$ROOT/Plugins/Shared/OutputKind.swift"
    "$dir/planner" "$dir/out-target" "${specs[@]}" > "$dir/plan.txt"
    local batches largest_line
    batches=$(wc -l < "$dir/plan.txt" | tr -d ' ')
    largest_line=$(awk -F $'\x1f' '{ print NF, NR }' "$dir/plan.txt" | sort -n | tail -1 | cut -d' ' -f2)
    sed -n "${largest_line}p" "$dir/plan.txt" > "$dir/plan-largest.txt"
    local largest
    largest=$(tr $'\x1f' '\n' < "$dir/plan-largest.txt" | grep -c '\.connector\.yml$')
    # A developer's build runs the tool built for debugging.
    run_timed "$LOGS/p5-build-debug.log" \
        swift build --product connector-gen --package-path "$ROOT" --scratch-path "$ROOT/.build-bench"
    local debug="$ROOT/.build-bench/debug/connector-gen"

    local -A per_wall per_cpu
    local variants=(true nothing essentials foundation version one-spec) rep i v
    for rep in $(seq 1 "$REPS"); do
        local shift_by=$(( (rep - 1) % ${#variants[@]} ))
        for i in $(seq 0 $(( ${#variants[@]} - 1 ))); do
            v=${variants[$(( (i + shift_by) % ${#variants[@]} ))]}
            say "P5: repetition $rep/$REPS, $P5_LOOPS processes: $v"
            case "$v" in
                true) run_timed "$LOGS/p5-$v.log" repeat "$P5_LOOPS" /bin/true ;;
                nothing|essentials|foundation) run_timed "$LOGS/p5-$v.log" repeat "$P5_LOOPS" "$dir/floors/$v" ;;
                version) run_timed "$LOGS/p5-$v.log" repeat "$P5_LOOPS" "$GEN" --version ;;
                one-spec)
                    rm -rf "$dir/out-one"
                    run_timed "$LOGS/p5-$v.log" repeat "$P5_LOOPS" "$GEN" generate "$one" --kind connector --output "$dir/out-one" --quiet ;;
            esac
            # In milliseconds per run, so that the medians keep their precision.
            per_wall[$v]+="$(awk -v t="$T_WALL" -v n="$P5_LOOPS" 'BEGIN { printf "%.4f", t * 1000 / n }') "
            per_cpu[$v]+="$(awk -v t="$T_CPU" -v n="$P5_LOOPS" 'BEGIN { printf "%.4f", t * 1000 / n }') "
        done
    done

    local -A target_wall target_cpu
    local targets=(each one plan one-debug plan-debug edit edit-debug)
    for rep in $(seq 1 "$REPS"); do
        local shift_by=$(( (rep - 1) % ${#targets[@]} ))
        for i in $(seq 0 $(( ${#targets[@]} - 1 ))); do
            v=${targets[$(( (i + shift_by) % ${#targets[@]} ))]}
            rm -rf "$dir/out-target"
            say "P5: repetition $rep/$REPS, $P5_SPECS specs: $v"
            case "$v" in
                each) run_timed "$LOGS/p5-target-$v.log" one_command_per_spec "$GEN" "$dir/out-target" "${specs[@]}" ;;
                one) run_timed "$LOGS/p5-target-$v.log" "$GEN" generate "${specs[@]}" --kind connector --output "$dir/out-target" --quiet ;;
                one-debug) run_timed "$LOGS/p5-target-$v.log" "$debug" generate "${specs[@]}" --kind connector --output "$dir/out-target" --quiet ;;
                plan) run_timed "$LOGS/p5-target-$v.log" run_plan "$GEN" "$dir/plan.txt" ;;
                plan-debug) run_timed "$LOGS/p5-target-$v.log" run_plan "$debug" "$dir/plan.txt" ;;
                # An edit reruns the command of the edited spec's batch: here the largest batch.
                edit) run_timed "$LOGS/p5-target-$v.log" repeat 20 run_plan "$GEN" "$dir/plan-largest.txt" ;;
                edit-debug) run_timed "$LOGS/p5-target-$v.log" repeat 20 run_plan "$debug" "$dir/plan-largest.txt" ;;
            esac
            case "$v" in
                edit*) T_WALL=$(awk -v t="$T_WALL" 'BEGIN { printf "%.4f", t / 20 }'); T_CPU=$(awk -v t="$T_CPU" 'BEGIN { printf "%.4f", t / 20 }') ;;
                *) [ "$(count_files "$dir/out-target" '*.swift')" = "$P5_SPECS" ] || die "P5: $v wrote the wrong number of files" "$LOGS/p5-target-$v.log" ;;
            esac
            target_wall[$v]+="$T_WALL "
            target_cpu[$v]+="$T_CPU "
        done
    done

    local -A label=(
        [true]="\`/bin/true\`"
        [nothing]="a Swift program that imports nothing"
        [essentials]="a Swift program that imports FoundationEssentials"
        [foundation]="a Swift program that imports Foundation (with ICU)"
        [version]="\`connector-gen --version\`"
        [one-spec]="\`connector-gen generate <one spec> --kind connector\` (one build command)"
    )
    local -A cpu_median wall_median
    for v in "${variants[@]}"; do
        # shellcheck disable=SC2086
        cpu_median[$v]=$(median ${per_cpu[$v]})
        # shellcheck disable=SC2086
        wall_median[$v]=$(median ${per_wall[$v]})
    done
    emit "## P5 — what one build command costs" ""
    emit "Each program run $P5_LOOPS times in a row; the figures are per run (medians of $REPS, variants in rotating order). The Swift floors are built with \`swiftc -O\`, as the generator is built with \`-c release\`; each loads the library it imports." ""
    emit "| one process | wall | CPU (user + sys) | CPU / a Swift program that imports nothing |" "|---|---|---|---|"
    for v in "${variants[@]}"; do
        emit "| ${label[$v]} | $(awk -v v="${wall_median[$v]}" 'BEGIN { printf "%.2f ms", v }') | $(awk -v v="${cpu_median[$v]}" 'BEGIN { printf "%.2f ms", v }') | $(ratio "${cpu_median[$v]}" "${cpu_median[nothing]}") |"
    done
    emit ""
    local -A t_cpu t_wall
    for v in "${targets[@]}"; do
        # shellcheck disable=SC2086
        t_cpu[$v]=$(median ${target_cpu[$v]})
        # shellcheck disable=SC2086
        t_wall[$v]=$(median ${target_wall[$v]})
    done
    emit "$(with_commas "$P5_SPECS") specs into a new folder, as a clean build runs them, one command after another. The build plugin's plan is $batches commands (\`SpecBatches\`: batches of about 12 specs in a target of more than 32):" ""
    emit "| | wall | CPU (user + sys) | CPU / one process |" "|---|---|---|---|"
    emit "| one process for every spec (the floor) | $(seconds "${t_wall[one]}") | $(seconds "${t_cpu[one]}") | 1.00× |"
    emit "| one command per spec | $(seconds "${t_wall[each]}") | $(seconds "${t_cpu[each]}") | $(ratio "${t_cpu[each]}" "${t_cpu[one]}") |"
    emit "| the build plugin's plan | $(seconds "${t_wall[plan]}") | $(seconds "${t_cpu[plan]}") | **$(ratio "${t_cpu[plan]}" "${t_cpu[one]}")** |"
    emit "| debug build: one process for every spec | $(seconds "${t_wall[one-debug]}") | $(seconds "${t_cpu[one-debug]}") | 1.00× |"
    emit "| debug build: the build plugin's plan | $(seconds "${t_wall[plan-debug]}") | $(seconds "${t_cpu[plan-debug]}") | **$(ratio "${t_cpu[plan-debug]}" "${t_cpu[one-debug]}")** |" ""
    emit "After one spec is edited the build reruns the command of its batch; the largest batch has $largest specs:" ""
    emit "| the largest batch's command | wall | CPU (user + sys) |" "|---|---|---|"
    emit "| release build | $(awk -v v="${t_wall[edit]}" 'BEGIN { printf "%.1f ms", v * 1000 }') | $(awk -v v="${t_cpu[edit]}" 'BEGIN { printf "%.1f ms", v * 1000 }') |"
    emit "| debug build (as in a developer's build) | $(awk -v v="${t_wall[edit-debug]}" 'BEGIN { printf "%.1f ms", v * 1000 }') | $(awk -v v="${t_cpu[edit-debug]}" 'BEGIN { printf "%.1f ms", v * 1000 }') |" ""
}

# --------------------------------------------------------------------------------------
# P2: what the plugin adds to a clean build, against one macro

# The prebuilt packages, written once (building them is the release process's work, not the
# app's): one with every plugin, and one with the build plugin only.
PREBUILT=""
PREBUILT_BUILD_ONLY=""
ensure_prebuilt_package() {
    if [ -n "$PREBUILT" ]; then return 0; fi
    say "writing the prebuilt packages (release build of connector-gen, --scratch-path .build-prebuilt)"
    run_timed "$LOGS/prebuilt-package.log" \
        "$ROOT/Scripts/make_prebuilt_package.sh" --output "$WORK/prebuilt/connector-gen"
    PREBUILT="$WORK/prebuilt/connector-gen"
    local executable
    executable=$(find "$PREBUILT/connector-gen.artifactbundle" -path '*/bin/connector-gen' | head -1)
    local triples
    triples=$(awk -F'"supportedTriples": \\[' 'NF > 1 { sub(/\].*/, "", $2); gsub(/[" ]/, "", $2); print $2; exit }' "$PREBUILT/connector-gen.artifactbundle/info.json")
    run_timed "$LOGS/prebuilt-package-build-only.log" \
        "$ROOT/Scripts/make_prebuilt_package.sh" --output "$WORK/prebuilt-build-only/connector-gen" \
        --plugins build --variant "$triples=$executable"
    PREBUILT_BUILD_ONLY="$WORK/prebuilt-build-only/connector-gen"
}

p2() {
    ensure_generator
    local corpus="$WORK/p2/corpus" variants="a b"
    if [ "$P2_PREBUILT" = 1 ]; then
        ensure_prebuilt_package
        variants+=" r s"
    fi
    if [ "$P2_PATH_RUNTIME" = 1 ]; then variants+=" p"; fi
    if [ "$P2_MACRO" = 1 ]; then variants+=" c"; fi
    say "P2: corpus of $P2_SPECS specs and the app packages"
    rm -rf "$corpus"
    make_corpus "$P2_SPECS" "$corpus" 2
    local -A kind=([a]=plugin [r]=prebuilt [s]=prebuilt-build [b]=checked-in [p]=checked-in-path [c]=macro)
    local v
    for v in $variants; do
        make_app "$WORK/p2/$v" "${kind[$v]}" "$corpus"
        say "P2: resolving package ($v) once"
        run_timed "$LOGS/p2-resolve-$v.log" swift package resolve --package-path "$WORK/p2/$v" --scratch-path "$WORK/p2/$v/.build-bench"
    done

    local -A wall cpu
    local rep list
    read -r -a list <<< "$variants"
    for rep in $(seq 1 "$P2_REPS"); do
        # Rotate the order: a b c, b c a, c a b, ...
        local shift_by=$(( (rep - 1) % ${#list[@]} )) i
        for i in $(seq 0 $(( ${#list[@]} - 1 ))); do
            v=${list[$(( (i + shift_by) % ${#list[@]} ))]}
            clean_build_artefacts "$WORK/p2/$v/.build-bench"
            say "P2: repetition $rep/$P2_REPS, clean build of ($v)"
            run_timed "$LOGS/p2-build-$v.log" swift_build "$WORK/p2/$v"
            wall[$v]+="$T_WALL "
            cpu[$v]+="$T_CPU "
            if grep -qE '^(Fetching|Cloning|Updating|Creating working copy) ' "$LOGS/p2-build-$v.log"; then
                say "P2: warning: the build of ($v) fetched packages; its time includes resolution"
            fi
        done
    done
    local generated
    generated=$(find "$WORK/p2/a/.build-bench/plugins/outputs" -name '*.connector.swift' | wc -l | tr -d ' ')
    [ "$generated" = "$P2_SPECS" ] || die "P2: the plugin generated $generated connector files for $P2_SPECS specs" "$LOGS/p2-build-a.log"
    if [ "$P2_PREBUILT" = 1 ]; then
        for v in r s; do
            generated=$(find "$WORK/p2/$v/.build-bench/plugins/outputs" -name '*.connector.swift' | wc -l | tr -d ' ')
            [ "$generated" = "$P2_SPECS" ] || die "P2: the prebuilt plugin of ($v) generated $generated connector files for $P2_SPECS specs" "$LOGS/p2-build-$v.log"
            if grep -qE 'Compiling (ConnectorGen|connector_gen) ' "$LOGS/p2-build-$v.log"; then
                die "P2: the app ($v) on a prebuilt package compiled connector-gen" "$LOGS/p2-build-$v.log"
            fi
        done
    fi

    local -A label=(
        [a]="(a) $P2_SPECS specs, ConnectorGenPlugin and ConnectorRuntime through a path dependency on this repository"
        [r]="(a′) as (a), from the prebuilt package (the tool as a binary artifact bundle)"
        [s]="(a″) as (a′), from a prebuilt package with the build plugin only (\`--plugins build\`)"
        [b]="(b) the same app with the generated code checked in, ConnectorRuntime copied in as a local target"
        [p]="(b′) as (b), but ConnectorRuntime through the path dependency on this repository"
        [c]="(c) (b) + swift-case-paths 1.10.0, one \`@CasePathable\` enum"
    )
    local -A med_wall med_cpu
    emit "## P2 — what the plugin adds to a clean build" ""
    emit "Clean \`swift build\` (debug) of app packages made in a temporary folder, each with its own \`--scratch-path\`. **Clean** means every build artefact is deleted before each build (the scratch path except what resolution fetched: \`checkouts\`, \`repositories\`, \`workspace-state.json\`, \`artifacts\`, \`prebuilts\`): each package was resolved once beforehand, and SwiftPM's global manifest cache is kept. In (a) the clean build includes building \`connector-gen\` itself (debug), compiling the plugins and running the generator once per spec. In (a′) and (a″) it compiles the plugins and runs the prebuilt generator; the prebuilt packages were written once before the timed builds, by \`Scripts/make_prebuilt_package.sh\`. Medians of $P2_REPS; the packages are built in rotating order within each repetition." ""
    emit "| package | wall | CPU (user + sys) | every run (wall, s) |" "|---|---|---|---|"
    for v in $variants; do
        # shellcheck disable=SC2086
        med_wall[$v]=$(median ${wall[$v]}); med_cpu[$v]=$(median ${cpu[$v]})
        # shellcheck disable=SC2086
        emit "| ${label[$v]} | $(seconds "${med_wall[$v]}" 1) | $(seconds "${med_cpu[$v]}" 1) | $(all ${wall[$v]}) |"
    done
    difference() { awk -v x="$1" -v y="$2" 'BEGIN { printf "%.3f", x - y }'; }
    local plugin_adds plugin_adds_cpu
    plugin_adds=$(difference "${med_wall[a]}" "${med_wall[b]}")
    plugin_adds_cpu=$(difference "${med_cpu[a]}" "${med_cpu[b]}")
    emit "| what the plugin adds: a − b | $(seconds "$plugin_adds" 1) | $(seconds "$plugin_adds_cpu" 1) | |"
    if [ "$P2_PREBUILT" = 1 ]; then
        emit "| what the prebuilt plugin adds: a′ − b | $(seconds "$(difference "${med_wall[r]}" "${med_wall[b]}")" 1) | $(seconds "$(difference "${med_cpu[r]}" "${med_cpu[b]}")" 1) | |"
        emit "| what the prebuilt build plugin alone adds: a″ − b | $(seconds "$(difference "${med_wall[s]}" "${med_wall[b]}")" 1) | $(seconds "$(difference "${med_cpu[s]}" "${med_cpu[b]}")" 1) | |"
    fi
    if [ "$P2_PATH_RUNTIME" = 1 ]; then
        emit "| what depending on this repository adds without the plugin: b′ − b | $(seconds "$(difference "${med_wall[p]}" "${med_wall[b]}")" 1) | $(seconds "$(difference "${med_cpu[p]}" "${med_cpu[b]}")" 1) | |"
    fi
    if [ "$P2_MACRO" = 1 ]; then
        local macro_adds macro_adds_cpu
        macro_adds=$(difference "${med_wall[c]}" "${med_wall[b]}")
        macro_adds_cpu=$(difference "${med_cpu[c]}" "${med_cpu[b]}")
        emit "| what one macro adds: c − b | $(seconds "$macro_adds" 1) | $(seconds "$macro_adds_cpu" 1) | |"
        emit "| **(a − b) / (c − b)** | **$(ratio "$plugin_adds" "$macro_adds")** | $(ratio "$plugin_adds_cpu" "$macro_adds_cpu") | |"
        if [ "$P2_PREBUILT" = 1 ]; then
            emit "| **(a′ − b) / (c − b)** | **$(ratio "$(difference "${med_wall[r]}" "${med_wall[b]}")" "$macro_adds")** | $(ratio "$(difference "${med_cpu[r]}" "${med_cpu[b]}")" "$macro_adds_cpu") | |"
            emit "| **(a″ − b) / (c − b)** | **$(ratio "$(difference "${med_wall[s]}" "${med_wall[b]}")" "$macro_adds")** | $(ratio "$(difference "${med_cpu[s]}" "${med_cpu[b]}")" "$macro_adds_cpu") | |"
        fi
        local syntax="from source"
        if [ -z "$(find "$WORK/p2/c/.build-bench" -maxdepth 4 -type d -name 'SwiftSyntax.build' -print -quit)" ]; then
            syntax="not from source (prebuilt, or under another name)"
        fi
        emit "" "In (c), swift-syntax was built $syntax."
    else
        emit "" "(c), the package with a macro, was skipped (\`--quick\` or BENCH_P2_MACRO=0)."
    fi
    if grep -q 'Compiling plugin' "$LOGS/p2-build-b.log"; then
        emit "" "Note: (b) compiled plugins although it uses none."
    fi
    if [ "$P2_PATH_RUNTIME" = 1 ] && grep -q 'Compiling plugin' "$LOGS/p2-build-p.log"; then
        emit "" "Note: (b′) uses no plugin, yet its clean build compiled this repository's plugins ($(grep -oE 'Compiling plugin [A-Za-z]+' "$LOGS/p2-build-p.log" | sed 's/Compiling plugin //' | sort -u | tr '\n' ' ' | sed 's/ $//; s/ /, /g'))."
    fi
    emit ""
}

# --------------------------------------------------------------------------------------
# P3: incremental builds

# build_and_count LABEL PACKAGE: builds, then sets T_WALL, P3_GEN (generator commands that
# ran), P3_NS (namespace commands), P3_TOOL (whether the generator was relinked),
# P3_COMPILED and P3_COMPILED_COUNT (the Swift files of the app that were compiled, from
# the build log's "Compiling App <file>" lines).
build_and_count() {
    local package=$2 log="$LOGS/p3-$1.log"
    run_timed "$log" swift_build "$package"
    P3_GEN=$(grep -cE 'Generating connectors? from' "$log" || true)
    P3_NS=$(grep -c 'Generating connector namespace' "$log" || true)
    P3_TOOL=$(grep -c 'Linking connector-gen' "$log" || true)
    P3_COMPILED=$(grep -oE 'Compiling App [^ ]+\.swift' "$log" | sed 's/Compiling App //' | sort -u | tr '\n' ' ' | sed 's/ $//' || true)
    P3_COMPILED_COUNT=$(printf '%s' "$P3_COMPILED" | wc -w | tr -d ' ')
}

p3_row() { # DESCRIPTION
    local files=${P3_COMPILED:-none}
    if [ "$P3_COMPILED_COUNT" -ge "${P3_TOTAL:-0}" ] && [ "$P3_COMPILED_COUNT" -gt 1 ]; then
        files="every Swift file of the target"
    elif [ "$P3_COMPILED_COUNT" -gt 6 ]; then
        files="$P3_COMPILED_COUNT files"
    fi
    local tool=""
    if [ "$P3_TOOL" -gt 0 ]; then tool=" (connector-gen relinked)"; fi
    emit "| $1 | $(seconds "$T_WALL" 2) | $P3_GEN + $P3_NS namespace$tool | $P3_COMPILED_COUNT | ${files} |"
}

p3() {
    local package initial=""
    mkdir -p "$WORK/p3"
    if [ "$QUICK" = 1 ] && [ -d "$WORK/p2/a/.build-bench" ] && [ "$P3_SPECS" = "$P2_SPECS" ]; then
        package="$WORK/p2/a"   # the quick run reuses P2's package (a), just built clean
        say "P3: reusing P2's package (a)"
    else
        package="$WORK/p3/app"
        say "P3: corpus of $P3_SPECS specs and the app package"
        rm -rf "$WORK/p3/corpus"
        make_corpus "$P3_SPECS" "$WORK/p3/corpus" 3
        make_app "$package" plugin "$WORK/p3/corpus"
        say "P3: initial build"
        run_timed "$LOGS/p3-initial.log" swift_build "$package"
        initial=$T_WALL
    fi

    emit "## P3 — incremental builds ($P3_SPECS specs, plugin)" ""
    emit "\`swift build\` (debug) of an app package with $P3_SPECS specs and the plugin, after a clean build. Generator commands and compiled files are counted from the build log (\`Generating connector from …\` or, for a batch of specs, \`Generating connectors from …\`; \`Compiling App <file>\`)." ""
    emit "| step | wall | generator commands run | Swift files compiled | which |" "|---|---|---|---|---|"
    if [ -n "$initial" ]; then emit "| initial build (clean) | $(seconds "$initial" 1) | all | all | |"; fi

    say "P3: first rebuild after the clean build, nothing changed"
    build_and_count "first-rebuild" "$package"
    p3_row "first rebuild after the clean build, nothing changed"

    if [ "$P2_PREBUILT" = 1 ]; then
        # The same corpus on the prebuilt package: no tool to link, so nothing to rerun.
        ensure_prebuilt_package
        local prebuilt_app="$WORK/p3/prebuilt-app" corpus="$WORK/p3/corpus"
        if [ ! -d "$corpus" ]; then
            corpus="$WORK/p3/prebuilt-corpus"
            rm -rf "$corpus"
            make_corpus "$P3_SPECS" "$corpus" 3
        fi
        make_app "$prebuilt_app" prebuilt "$corpus"
        say "P3: clean build and first rebuild on the prebuilt package"
        build_and_count "prebuilt-clean" "$prebuilt_app"
        p3_row "the same app on the prebuilt package: clean build"
        build_and_count "prebuilt-first-rebuild" "$prebuilt_app"
        p3_row "the same app on the prebuilt package: first rebuild, nothing changed"
    fi

    local rep noop=() gen_max=0 ns_max=0 compiled_max=0
    for rep in $(seq 1 "$REPS"); do
        say "P3: no-op rebuild $rep/$REPS"
        build_and_count "noop-$rep" "$package"
        noop+=("$T_WALL")
        if [ "$P3_GEN" -gt "$gen_max" ]; then gen_max=$P3_GEN; fi
        if [ "$P3_NS" -gt "$ns_max" ]; then ns_max=$P3_NS; fi
        if [ "$P3_COMPILED_COUNT" -gt "$compiled_max" ]; then compiled_max=$P3_COMPILED_COUNT; fi
    done
    emit "| no-op rebuild (median of $REPS: $(all "${noop[@]}") s; counts: the most in any run) | $(seconds "$(median "${noop[@]}")" 2) | $gen_max + $ns_max namespace | $compiled_max | |"

    # Specs to edit, each once: two with `view:` (their types extend a type declared in
    # AppState.swift), one without `view` (top-level types), and a derived-store one.
    local with_view=() without_view=() derived=() spec
    while IFS= read -r spec; do
        if grep -q '^view:' "$spec"; then with_view+=("$spec")
        elif grep -q '^viewState:$' "$spec"; then without_view+=("$spec")
        else derived+=("$spec"); fi
    done < <(find "$package/Sources/App" -name '*.connector.yml' | sort)
    [ "${#with_view[@]}" -ge 2 ] || die "P3: the corpus has fewer than 2 specs with 'view:'"
    # The target's Swift files: one per spec, the namespace file and AppState.swift.
    P3_TOTAL=$(( ${#with_view[@]} + ${#without_view[@]} + ${#derived[@]} + 2 ))

    say "P3: edit a spec in place (its lines stay where they are)"
    append_to_first_block_line "${with_view[0]}" ' // edited'
    build_and_count "edit-in-place" "$package"
    p3_row "edit 1 spec in place: \`// edited\` after an expression ($(basename "${with_view[0]}"), has \`view:\`)"

    say "P3: edit a spec with 'view:' so its lines move"
    prepend_line "${with_view[1]}" '# Edited: every line below moves down one.'
    build_and_count "edit-moves-lines-view" "$package"
    p3_row "edit 1 spec so its lines move: a comment line at the top ($(basename "${with_view[1]}"), has \`view:\`)"

    if [ "${#without_view[@]}" -ge 1 ]; then
        say "P3: edit a spec without 'view' so its lines move"
        prepend_line "${without_view[0]}" '# Edited: every line below moves down one.'
        build_and_count "edit-moves-lines-no-view" "$package"
        p3_row "edit 1 spec so its lines move: a comment line at the top ($(basename "${without_view[0]}"), no \`view\`)"
    fi

    say "P3: edit a spec so its generated file stays the same"
    spec=${derived[0]:-${with_view[${#with_view[@]} - 1]}}
    printf '# A trailing comment changes nothing generated.\n' >> "$spec"
    build_and_count "edit-same-output" "$package"
    p3_row "edit 1 spec without changing its output: a comment line at the end ($(basename "$spec"))"

    say "P3: edit a hand-written Swift file"
    printf '\n// A comment.\n' >> "$package/Sources/App/AppState.swift"
    build_and_count "edit-swift" "$package"
    p3_row "edit a hand-written Swift file: a comment at the end of AppState.swift"
    emit ""
}

prepend_line() { # FILE LINE
    { printf '%s\n' "$2"; cat "$1"; } > "$1.new"
    mv "$1.new" "$1"
}

# append_to_first_block_line FILE TEXT: appends TEXT to the first line of the spec's first
# `|` expression, so the spec's lines do not move.
append_to_first_block_line() {
    awk -v text="$2" '
        done == 0 && after_block { $0 = $0 text; done = 1 }
        { after_block = ($0 ~ /^ +from: \|$/) ; print }' "$1" > "$1.new"
    grep -q -- "$2\$" "$1.new" || die "P3: no '|' expression to edit in $1"
    mv "$1.new" "$1"
}

# --------------------------------------------------------------------------------------
# P4: compile time of generated against hand-written connectors

# typecheck LOG FILE_LIST [extra swiftc arguments...]
typecheck() {
    local log=$1 list=$2
    shift 2
    run_timed "$log" swiftc -typecheck -wmo -swift-version 6 -module-name App -I "$WORK/p4/runtime" "$@" "@$list"
}

p4() {
    ensure_generator
    local corpus="$WORK/p4/corpus"
    say "P4: corpus of $P4_SPECS specs with the hand-written baseline"
    rm -rf "$corpus" "$WORK/p4/generated" "$WORK/p4/runtime"
    make_corpus "$P4_SPECS" "$corpus" 4 --hand-written
    run_timed "$LOGS/p4-generate.log" "$GEN" generate "$corpus/Specs" --output "$WORK/p4/generated" --quiet
    mkdir -p "$WORK/p4/runtime"
    run_timed "$LOGS/p4-runtime.log" swiftc -emit-module -parse-as-library -module-name ConnectorRuntime \
        -emit-module-path "$WORK/p4/runtime/ConnectorRuntime.swiftmodule" "$ROOT/Sources/ConnectorRuntime/"*.swift
    { echo "$corpus/AppState.swift"; find "$WORK/p4/generated" -name '*.swift' | sort; } > "$WORK/p4/generated.list"
    { echo "$corpus/AppState.swift"; find "$corpus/HandWritten" -name '*.swift' | sort; } > "$WORK/p4/hand.list"
    local gen_lines hand_lines
    gen_lines=$(find "$WORK/p4/generated" -name '*.swift' -exec cat {} + | wc -l | tr -d ' ')
    hand_lines=$(find "$corpus/HandWritten" -name '*.swift' -exec cat {} + | wc -l | tr -d ' ')

    say "P4: checking that both variants compile"
    typecheck "$LOGS/p4-check-generated.log" "$WORK/p4/generated.list"
    typecheck "$LOGS/p4-check-hand.log" "$WORK/p4/hand.list"
    local gen_warnings hand_warnings
    gen_warnings=$(grep -c ': warning: ' "$LOGS/p4-check-generated.log" || true)
    hand_warnings=$(grep -c ': warning: ' "$LOGS/p4-check-hand.log" || true)

    declare -A wall cpu
    local rep v order
    for rep in $(seq 1 "$REPS"); do
        case $((rep % 3)) in
            1) order="generated quiet hand" ;;
            2) order="hand generated quiet" ;;
            0) order="quiet hand generated" ;;
        esac
        for v in $order; do
            say "P4: repetition $rep/$REPS, $v"
            case "$v" in
                generated) typecheck "$LOGS/p4-$v.log" "$WORK/p4/generated.list" ;;
                quiet) typecheck "$LOGS/p4-$v.log" "$WORK/p4/generated.list" -suppress-warnings ;;
                hand) typecheck "$LOGS/p4-$v.log" "$WORK/p4/hand.list" ;;
            esac
            wall[$v]+="$T_WALL "
            cpu[$v]+="$T_CPU "
        done
    done

    say "P4: slow function bodies and expressions"
    local flags=(-Xfrontend -warn-long-function-bodies=50 -Xfrontend -warn-long-expression-type-checking=50
                 -Xfrontend -debug-time-function-bodies)
    typecheck "$LOGS/p4-slow-generated.log" "$WORK/p4/generated.list" "${flags[@]}"
    typecheck "$LOGS/p4-slow-hand.log" "$WORK/p4/hand.list" "${flags[@]}"

    local -A med_wall med_cpu
    for v in generated quiet hand; do
        # shellcheck disable=SC2086
        med_wall[$v]=$(median ${wall[$v]}); med_cpu[$v]=$(median ${cpu[$v]})
    done
    emit "## P4 — compile time of generated connectors against hand-written ones" ""
    emit "$(with_commas "$P4_SPECS") connectors and the app's fixtures (one \`AppState.swift\`) type-checked in one module: \`swiftc -typecheck -wmo -swift-version 6\` (one frontend process). The hand-written baseline declares the same view types and \`struct XConnector: Connector\`s, with the expressions written directly in \`connect(state:)\` and no \`#sourceLocation\`. Medians of $REPS, interleaved." ""
    emit "| variant | lines | warnings | wall | CPU (user + sys) | every run (wall, s) |" "|---|---|---|---|---|---|"
    # shellcheck disable=SC2086
    emit "| generated | $(with_commas "$gen_lines") | $gen_warnings | $(seconds "${med_wall[generated]}") | $(seconds "${med_cpu[generated]}") | $(all ${wall[generated]}) |"
    # shellcheck disable=SC2086
    emit "| generated, \`-suppress-warnings\` | $(with_commas "$gen_lines") | (hidden) | $(seconds "${med_wall[quiet]}") | $(seconds "${med_cpu[quiet]}") | $(all ${wall[quiet]}) |"
    # shellcheck disable=SC2086
    emit "| hand-written | $(with_commas "$hand_lines") | $hand_warnings | $(seconds "${med_wall[hand]}") | $(seconds "${med_cpu[hand]}") | $(all ${wall[hand]}) |"
    emit "| **generated / hand-written** | | | **$(ratio "${med_wall[generated]}" "${med_wall[hand]}")** | $(ratio "${med_cpu[generated]}" "${med_cpu[hand]}") | |"
    emit "| generated (\`-suppress-warnings\`) / hand-written | | | $(ratio "${med_wall[quiet]}" "${med_wall[hand]}") | $(ratio "${med_cpu[quiet]}" "${med_cpu[hand]}") | |"
    if [ "$gen_warnings" -gt 0 ]; then
        emit "" "Warnings in the generated code, by message:" ""
        grep -oE ': warning: .*' "$LOGS/p4-check-generated.log" | sed 's/^: warning: //' | sort | uniq -c | sort -rn \
            | awk 'NR <= 5 { n = $1; $1 = ""; sub(/^ /, ""); printf "- %d × %s\n", n, $0 }' >> "$BODY"
    fi

    emit "" "With \`-Xfrontend -warn-long-function-bodies=50 -Xfrontend -warn-long-expression-type-checking=50\` (one run each; times from \`-debug-time-function-bodies\` in the same run):" ""
    emit "| variant | function bodies > 50 ms | expressions > 50 ms | all function bodies | \`connect(state:)\` bodies | \`connect(action:)\` bodies |" "|---|---|---|---|---|---|"
    local name log
    for v in generated hand; do
        log="$LOGS/p4-slow-$v.log"
        local bodies expressions sums
        bodies=$(grep -E ': warning: .* took [0-9]+ms to type-check \(limit: 50ms\)' "$log" | grep -vc ': warning: expression took' || true)
        expressions=$(grep -cE ': warning: expression took [0-9]+ms to type-check \(limit: 50ms\)' "$log" || true)
        sums=$(grep -E $'^[0-9.]+ms\t' "$log" | awk -F'\t' '
            { t = $1 + 0; all += t; n++ }
            $3 ~ /connect\(state:\)/ { st += t; ns++ }
            $3 ~ /connect\(action:\)/ { ac += t; na++ }
            END { printf "%.0f ms (%d) | %.0f ms (%d) | %.0f ms (%d)", all, n, st, ns, ac, na }')
        if [ "$v" = generated ]; then name="generated"; else name="hand-written"; fi
        emit "| $name | $bodies | $expressions | $sums |"
    done
    for v in generated hand; do
        log="$LOGS/p4-slow-$v.log"
        if [ "$v" = generated ]; then name="generated"; else name="hand-written"; fi
        emit "" "Slowest function bodies, $name:" ""
        grep -E $'^[0-9.]+ms\t' "$log" | sort -t$'\t' -k1,1 -g -r | awk -F'\t' 'NR <= 5 {
            what = $3; sub(/@.*/, "", what); gsub(/App\.\(file\)\./, "", what); gsub(/Connectors extension\./, "", what)
            file = $2; sub(/:[0-9]+:[0-9]+$/, "", file); n = split(file, parts, "/")
            printf "- %s ms: %s (%s)\n", $1 + 0, what, parts[n] }' >> "$BODY"
    done
    emit ""
}

# --------------------------------------------------------------------------------------

say "work folder: $WORK"
if [ "$QUICK" = 1 ]; then say "quick mode: a smoke run, not for comparison"; fi
command -v swift > /dev/null || die "swift is not on PATH"
command -v python3 > /dev/null || die "python3 is not on PATH"
LOAD_AT_START=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "unknown")

ran=""
for section in P1 P2 P3 P4 P5 P6; do
    if wants "$section"; then
        say "== $section"
        case "$section" in
            P1) p1 ;;
            P2) p2 ;;
            P3) p3 ;;
            P4) p4 ;;
            P5) p5 ;;
            P6) p6 ;;
        esac
        ran+="$section "
    fi
done
[ -n "$ran" ] || die "no section selected (BENCH_ONLY=${BENCH_ONLY:-} BENCH_SKIP=${BENCH_SKIP:-})"

elapsed=$((SECONDS - STARTED))
memory=$(awk '/^MemTotal:/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || echo "unknown")
cpu_model=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
commit=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo "unknown")
if [ -n "$(git -C "$ROOT" status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit+=" (with uncommitted changes)"; fi
settings=""
for variable in BENCH_ONLY BENCH_SKIP BENCH_REPS BENCH_P2_REPS BENCH_P2_MACRO BENCH_P2_PATH_RUNTIME BENCH_P1_SIZES BENCH_P2_SPECS BENCH_P3_SPECS BENCH_P4_SPECS BENCH_P5_SPECS BENCH_P5_LOOPS; do
    if [ -n "${!variable:-}" ]; then
        case "${!variable}" in
            *" "*) settings+=" $variable=\"${!variable}\"" ;;
            *) settings+=" $variable=${!variable}" ;;
        esac
    fi
done
report="$WORK/report.md"
{
    if [ "$QUICK" = 1 ]; then
        echo "# connector-gen benchmarks — smoke run (\`--quick\`)"
        echo
        echo "> Small sizes and one repetition: these numbers show that the benchmarks run, not how fast connector-gen is."
    else
        echo "# connector-gen benchmarks"
    fi
    echo
    echo "- Date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- Command: \`${settings:+${settings# } }$COMMAND_LINE\` (sections: ${ran% }; $(( elapsed / 60 )) min $(( elapsed % 60 )) s)"
    echo "- Machine: $(uname -sm), ${cpu_model:+$cpu_model, }$(nproc) cores (nproc), $memory memory; load average at start: $LOAD_AT_START"
    echo "- Swift: $(swift --version 2>&1 | grep -m1 -i 'swift version' || echo unknown)"
    echo "- connector-gen: commit $commit"
    echo "- Medians of the repetitions; compared variants interleaved within each repetition. Wall is elapsed time; CPU is the user + system time of the command and its children."
    echo
    cat "$BODY"
} > "$report"
mkdir -p "$(dirname "$RESULTS")"
cp "$report" "$RESULTS"
cat "$report"
FINISHED=1
say "done in $(( elapsed / 60 )) min $(( elapsed % 60 )) s; report written to ${RESULTS#"$ROOT/"}"
