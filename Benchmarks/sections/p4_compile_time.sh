# shellcheck shell=bash
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
    # What two parts of the generated code cost: the same files without each (p4_variants.swift).
    run_timed "$LOGS/p4-variants-build.log" swiftc -O "$ROOT/Benchmarks/p4_variants.swift" -o "$WORK/p4/variants"
    local part
    for part in equatable-checks spec-type-aliases; do
        rm -rf "$WORK/p4/without-$part"
        run_timed "$LOGS/p4-variant-$part.log" "$WORK/p4/variants" "without-$part" "$WORK/p4/generated" "$WORK/p4/without-$part"
        { echo "$corpus/AppState.swift"; find "$WORK/p4/without-$part" -name '*.swift' | sort; } > "$WORK/p4/without-$part.list"
    done
    local gen_lines hand_lines
    gen_lines=$(find "$WORK/p4/generated" -name '*.swift' -exec cat {} + | wc -l | tr -d ' ')
    hand_lines=$(find "$corpus/HandWritten" -name '*.swift' -exec cat {} + | wc -l | tr -d ' ')

    say "P4: checking that both variants compile"
    typecheck "$LOGS/p4-check-generated.log" "$WORK/p4/generated.list"
    typecheck "$LOGS/p4-check-hand.log" "$WORK/p4/hand.list"
    typecheck "$LOGS/p4-check-without-checks.log" "$WORK/p4/without-equatable-checks.list"
    typecheck "$LOGS/p4-check-without-aliases.log" "$WORK/p4/without-spec-type-aliases.list"
    local gen_warnings hand_warnings
    gen_warnings=$(grep -c ': warning: ' "$LOGS/p4-check-generated.log" || true)
    hand_warnings=$(grep -c ': warning: ' "$LOGS/p4-check-hand.log" || true)

    declare -A wall cpu
    local rep v
    for rep in $(seq 1 "$REPS"); do
        # generated quiet hand, hand generated quiet, quiet hand generated, ...
        for v in $(rotation $((1 - rep)) generated quiet hand no-checks no-aliases); do
            say "P4: repetition $rep/$REPS, $v"
            case "$v" in
                generated) typecheck "$LOGS/p4-$v.log" "$WORK/p4/generated.list" ;;
                quiet) typecheck "$LOGS/p4-$v.log" "$WORK/p4/generated.list" -suppress-warnings ;;
                hand) typecheck "$LOGS/p4-$v.log" "$WORK/p4/hand.list" ;;
                no-checks) typecheck "$LOGS/p4-$v.log" "$WORK/p4/without-equatable-checks.list" ;;
                no-aliases) typecheck "$LOGS/p4-$v.log" "$WORK/p4/without-spec-type-aliases.list" ;;
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
    for v in generated quiet hand no-checks no-aliases; do
        med_wall[$v]=$(median "${wall[$v]}"); med_cpu[$v]=$(median "${cpu[$v]}")
    done
    emit "## P4 — compile time of generated connectors against hand-written ones" ""
    emit "$(with_commas "$P4_SPECS") connectors and the app's fixtures (one \`AppState.swift\`) type-checked in one module: \`swiftc -typecheck -wmo -swift-version 6\` (one frontend process). The hand-written baseline declares the same view types and \`struct XConnector: Connector\`s, with the expressions written directly in \`connect(state:)\` and no \`#sourceLocation\`. Medians of $REPS, interleaved." ""
    emit "| variant | lines | warnings | wall | CPU (user + sys) | every run (wall, s) |" "|---|---|---|---|---|---|"
    emit "| generated | $(with_commas "$gen_lines") | $gen_warnings | $(seconds "${med_wall[generated]}") | $(seconds "${med_cpu[generated]}") | $(all "${wall[generated]}") |"
    emit "| generated, \`-suppress-warnings\` | $(with_commas "$gen_lines") | (hidden) | $(seconds "${med_wall[quiet]}") | $(seconds "${med_cpu[quiet]}") | $(all "${wall[quiet]}") |"
    emit "| hand-written | $(with_commas "$hand_lines") | $hand_warnings | $(seconds "${med_wall[hand]}") | $(seconds "${med_cpu[hand]}") | $(all "${wall[hand]}") |"
    emit "| **generated / hand-written** | | | **$(ratio "${med_wall[generated]}" "${med_wall[hand]}")** | $(ratio "${med_cpu[generated]}" "${med_cpu[hand]}") | |"
    emit "| generated (\`-suppress-warnings\`) / hand-written | | | $(ratio "${med_wall[quiet]}" "${med_wall[hand]}") | $(ratio "${med_cpu[quiet]}" "${med_cpu[hand]}") | |"
    # part_cost VARIANT: (generated − VARIANT) / hand-written, the medians' wall times.
    part_cost() { echo "$(stats quotient "$(stats difference "${med_wall[generated]}" "${med_wall[$1]}")" "${med_wall[hand]}" 2)×"; }
    emit "" "What two parts of the generated code cost: the same generated files without each, timed in the same rotation (\`Benchmarks/p4_variants.swift\` takes them out; each variant compiles)." ""
    emit "| variant | wall | CPU (user + sys) | every run (wall, s) | the part's cost, of the hand-written time |" "|---|---|---|---|---|"
    emit "| without the checks that a member type is \`Equatable\` (\`EquatableViewMember\`) | $(seconds "${med_wall[no-checks]}") | $(seconds "${med_cpu[no-checks]}") | $(all "${wall[no-checks]}") | $(part_cost no-checks) |"
    emit "| without the spec type aliases (\`SpecTypeNames\`, \`SpecMemberTypes\`, \`SpecRememberedState\`) | $(seconds "${med_wall[no-aliases]}") | $(seconds "${med_cpu[no-aliases]}") | $(all "${wall[no-aliases]}") | $(part_cost no-aliases) |"
    if [ "$gen_warnings" -gt 0 ]; then
        emit "" "Warnings in the generated code, by message:" ""
        grep -oE ': warning: .*' "$LOGS/p4-check-generated.log" | sed 's/^: warning: //' | sort | uniq -c | sort -rn \
            | sed -n 's/^ *\([0-9]*\) \(.*\)$/- \1 × \2/;1,5p' >> "$BODY"
    fi

    emit "" "With \`-Xfrontend -warn-long-function-bodies=50 -Xfrontend -warn-long-expression-type-checking=50\` (one run each; times from \`-debug-time-function-bodies\` in the same run):" ""
    emit "| variant | function bodies > 50 ms | expressions > 50 ms | all function bodies | \`connect(state:)\` bodies | \`connect(action:)\` bodies |" "|---|---|---|---|---|---|"
    local name log
    for v in generated hand; do
        log="$LOGS/p4-slow-$v.log"
        local bodies expressions sums
        bodies=$(grep -E ': warning: .* took [0-9]+ms to type-check \(limit: 50ms\)' "$log" | grep -vc ': warning: expression took' || true)
        expressions=$(grep -cE ': warning: expression took [0-9]+ms to type-check \(limit: 50ms\)' "$log" || true)
        sums=$(grep -E $'^[0-9.]+ms\t' "$log" | stats body-times)
        if [ "$v" = generated ]; then name="generated"; else name="hand-written"; fi
        emit "| $name | $bodies | $expressions | $sums |"
    done
    for v in generated hand; do
        log="$LOGS/p4-slow-$v.log"
        if [ "$v" = generated ]; then name="generated"; else name="hand-written"; fi
        emit "" "Slowest function bodies, $name:" ""
        grep -E $'^[0-9.]+ms\t' "$log" | sort -t$'\t' -k1,1 -g -r | stats slowest-bodies 5 >> "$BODY"
    done
    emit ""
}
