# shellcheck shell=bash
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

# largest_command PLAN: the number of the plan's line with the most arguments (of several,
# the one `sort -n` puts last).
largest_command() {
    local line number=0 separators
    while IFS= read -r line; do
        number=$((number + 1))
        separators=${line//[^$'\x1f']/}
        echo "$(( ${#separators} + 1 )) $number"
    done < "$1" | sort -n | tail -1 | cut -d' ' -f2
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
        "$ROOT/Plugins/Shared/ConnectorCommands.swift" "$ROOT/Plugins/Shared/SpecBatches.swift" "$ROOT/Plugins/Shared/OutputKind.swift" \
        "$ROOT/Plugins/Shared/MisnamedSpec.swift"
    "$dir/planner" "$dir/out-target" "${specs[@]}" > "$dir/plan.txt"
    local batches largest_line
    batches=$(wc -l < "$dir/plan.txt" | tr -d ' ')
    largest_line=$(largest_command "$dir/plan.txt")
    sed -n "${largest_line}p" "$dir/plan.txt" > "$dir/plan-largest.txt"
    local largest
    largest=$(tr $'\x1f' '\n' < "$dir/plan-largest.txt" | grep -c '\.connector\.yml$')
    # A developer's build runs the tool built for debugging.
    run_timed "$LOGS/p5-build-debug.log" \
        swift build --product connector-gen --package-path "$ROOT" --scratch-path "$ROOT/.build-bench"
    local debug="$ROOT/.build-bench/debug/connector-gen"

    local -A per_wall per_cpu
    local variants=(true nothing essentials foundation version one-spec) rep v
    for rep in $(seq 1 "$REPS"); do
        for v in $(rotation $((rep - 1)) "${variants[@]}"); do
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
            per_wall[$v]+="$(stats quotient "$T_WALL" "$P5_LOOPS" 4 1000) "
            per_cpu[$v]+="$(stats quotient "$T_CPU" "$P5_LOOPS" 4 1000) "
        done
    done

    local -A target_wall target_cpu
    local targets=(each one plan one-debug plan-debug edit edit-debug)
    for rep in $(seq 1 "$REPS"); do
        for v in $(rotation $((rep - 1)) "${targets[@]}"); do
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
                edit*) T_WALL=$(stats quotient "$T_WALL" 20 4); T_CPU=$(stats quotient "$T_CPU" 20 4) ;;
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
        cpu_median[$v]=$(median "${per_cpu[$v]}")
        wall_median[$v]=$(median "${per_wall[$v]}")
    done
    emit "## P5 — what one build command costs" ""
    emit "Each program run $P5_LOOPS times in a row; the figures are per run (medians of $REPS, variants in rotating order). The Swift floors are built with \`swiftc -O\`, as the generator is built with \`-c release\`; each loads the library it imports." ""
    emit "| one process | wall | CPU (user + sys) | CPU / a Swift program that imports nothing |" "|---|---|---|---|"
    for v in "${variants[@]}"; do
        emit "| ${label[$v]} | $(stats milliseconds "${wall_median[$v]}" 2) | $(stats milliseconds "${cpu_median[$v]}" 2) | $(ratio "${cpu_median[$v]}" "${cpu_median[nothing]}") |"
    done
    emit ""
    local -A t_cpu t_wall
    for v in "${targets[@]}"; do
        t_cpu[$v]=$(median "${target_cpu[$v]}")
        t_wall[$v]=$(median "${target_wall[$v]}")
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
    emit "| release build | $(stats milliseconds "${t_wall[edit]}" 1 1000) | $(stats milliseconds "${t_cpu[edit]}" 1 1000) |"
    emit "| debug build (as in a developer's build) | $(stats milliseconds "${t_wall[edit-debug]}" 1 1000) | $(stats milliseconds "${t_cpu[edit-debug]}" 1 1000) |" ""
}
