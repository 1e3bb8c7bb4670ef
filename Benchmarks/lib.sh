# shellcheck shell=bash
# The helpers of the benchmark scripts: logging, timing, the rotating order of compared
# variants, the figures of the report (computed by Benchmarks/stats.swift) and the report
# itself. Sourcing this file defines functions and the globals they set; run.sh sets those
# they read: ROOT, WORK, BODY (the report's tables), FINISHED, QUICK, RESULTS, COMMAND_LINE.

# --------------------------------------------------------------------------------------
# Logging

say() { printf '[bench %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

# die MESSAGE [LOG]: stops the run, with the end of LOG.
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

# on_exit: deletes the work folder unless the run failed or it is to be kept.
on_exit() {
    local status=$?
    if [ "$status" -ne 0 ] && [ "$FINISHED" = 0 ]; then
        printf '[bench] stopped (exit %s); work folder kept: %s\n' "$status" "$WORK" >&2
    elif [ "${BENCH_KEEP:-0}" != 1 ] && [ -z "${BENCH_WORK:-}" ]; then
        rm -rf "$WORK"
    fi
}

# --------------------------------------------------------------------------------------
# Timing and interleaving

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
    # shellcheck disable=SC2034  # T_WALL and T_CPU are for the caller
    read -r T_WALL user system < "$times"
    # shellcheck disable=SC2034
    T_CPU=$(stats sum "$user" "$system")
}

# rotation SHIFT VARIANT...: the variants, one a line, starting at the one at SHIFT (modulo
# their count; a negative SHIFT counts back from the end). Repetition r of a comparison runs
# its variants in the order `rotation $((r - 1)) …`, so that each takes every place in turn.
rotation() {
    local shift_by=$1
    shift
    local -a variants=("$@")
    local count=${#variants[@]} i
    shift_by=$(( (shift_by % count + count) % count ))
    for (( i = 0; i < count; i++ )); do
        printf '%s\n' "${variants[(i + shift_by) % count]}"
    done
}

# --------------------------------------------------------------------------------------
# Figures: Benchmarks/stats.swift, compiled once per run

STATS=""

# stats_build FOLDER: compiles Benchmarks/stats.swift into FOLDER/stats for `stats`.
stats_build() {
    local stats_source
    stats_source="$(dirname "${BASH_SOURCE[0]}")/stats.swift"
    swiftc -O "$stats_source" -o "$1/stats" > "$1/stats-build.log" 2>&1 || {
        tail -n 40 "$1/stats-build.log" >&2
        echo "could not compile $stats_source" >&2
        return 1
    }
    STATS="$1/stats"
}

# stats COMMAND ARGUMENT...: a figure (the commands are listed at the top of stats.swift).
stats() { "$STATS" "$@"; }

# median VALUES...: "1.234"; an argument may hold several values separated by spaces.
median() { stats median "$@"; }

# seconds VALUE [DECIMALS]: "1.23 s"
seconds() { stats seconds "$@"; }

# ratio A B: "1.23×"
ratio() { stats ratio "$@"; }

# difference A B: "0.123"
difference() { stats difference "$@"; }

# all VALUES...: "1.20, 1.30, 1.10" (each run, in order)
all() { stats every "$@"; }

with_commas() { printf '%s' "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }

# --------------------------------------------------------------------------------------
# Tables of compared builds (P2, P6)

declare -gA MEDIAN_WALL=() MEDIAN_CPU=()

# median_rows WALL CPU LABEL VARIANT...: a report row a variant, in order: LABEL[v], the
# medians of WALL[v] and CPU[v] (the seconds of each run, separated by spaces) and every
# run; leaves the medians in MEDIAN_WALL[v] and MEDIAN_CPU[v].
median_rows() {
    local -n row_wall=$1 row_cpu=$2 row_label=$3
    shift 3
    local variant
    MEDIAN_WALL=() MEDIAN_CPU=()
    for variant in "$@"; do
        MEDIAN_WALL[$variant]=$(median "${row_wall[$variant]}")
        MEDIAN_CPU[$variant]=$(median "${row_cpu[$variant]}")
        emit "| ${row_label[$variant]} | $(seconds "${MEDIAN_WALL[$variant]}" 1) | $(seconds "${MEDIAN_CPU[$variant]}" 1) | $(all "${row_wall[$variant]}") |"
    done
}

# difference_row LABEL X Y: the row of X − Y, wall and CPU, from the medians of median_rows.
difference_row() {
    emit "| $1 | $(seconds "$(difference "${MEDIAN_WALL[$2]}" "${MEDIAN_WALL[$3]}")" 1) | $(seconds "$(difference "${MEDIAN_CPU[$2]}" "${MEDIAN_CPU[$3]}")" 1) | |"
}

# --------------------------------------------------------------------------------------
# The report

# wants SECTION: whether BENCH_ONLY and BENCH_SKIP let the section run.
wants() {
    local section=$1
    if [ -n "${BENCH_ONLY:-}" ] && [[ ",${BENCH_ONLY// /}," != *",$section,"* ]]; then return 1; fi
    if [ -n "${BENCH_SKIP:-}" ] && [[ ",${BENCH_SKIP// /}," == *",$section,"* ]]; then return 1; fi
    return 0
}

# emit LINE...: adds the lines to the report's tables.
emit() { printf '%s\n' "$@" >> "$BODY"; }

# write_report SECTIONS ELAPSED LOAD_AT_START: the report (a header on the run and the
# machine, then the sections' tables) to standard output and to RESULTS.
write_report() {
    local sections=$1 elapsed=$2 load=$3
    local memory cpu_model commit settings="" variable
    memory=$(stats gibibytes "$(sed -n 's/^MemTotal: *\([0-9]*\) kB$/\1/p' /proc/meminfo 2>/dev/null)" 2>/dev/null || echo "unknown")
    cpu_model=$(sed -n '/^model name/{s/^[^:]*: //;p;q}' /proc/cpuinfo 2>/dev/null || true)
    commit=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo "unknown")
    if [ -n "$(git -C "$ROOT" status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit+=" (with uncommitted changes)"; fi
    for variable in BENCH_ONLY BENCH_SKIP BENCH_REPS BENCH_P2_REPS BENCH_P2_MACRO BENCH_P2_PATH_RUNTIME BENCH_P1_SIZES BENCH_P2_SPECS BENCH_P3_SPECS BENCH_P4_SPECS BENCH_P5_SPECS BENCH_P5_LOOPS; do
        if [ -n "${!variable:-}" ]; then
            case "${!variable}" in
                *" "*) settings+=" $variable=\"${!variable}\"" ;;
                *) settings+=" $variable=${!variable}" ;;
            esac
        fi
    done
    local report="$WORK/report.md"
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
        echo "- Command: \`${settings:+${settings# } }$COMMAND_LINE\` (sections: $sections; $(( elapsed / 60 )) min $(( elapsed % 60 )) s)"
        echo "- Machine: $(uname -sm), ${cpu_model:+$cpu_model, }$(nproc) cores (nproc), $memory memory; load average at start: $load"
        echo "- Swift: $(swift --version 2>&1 | grep -m1 -i 'swift version' || echo unknown)"
        echo "- connector-gen: commit $commit"
        echo "- Medians of the repetitions; compared variants interleaved within each repetition. Wall is elapsed time; CPU is the user + system time of the command and its children."
        echo
        cat "$BODY"
    } > "$report"
    mkdir -p "$(dirname "$RESULTS")"
    cp "$report" "$RESULTS"
    cat "$report"
}
