# shellcheck shell=bash
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
    local rep variant
    for rep in $(seq 1 "$REPS"); do
        for n in "${P1_SIZE_LIST[@]}"; do
            corpus="$WORK/p1/corpus-$n"
            for variant in $(rotation $((rep - 1)) gen floor); do
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
        g=$(median "${gen_wall[$n]}"); c=$(median "${gen_cpu[$n]}"); f=$(median "${floor_wall[$n]}")
        gen_median[$n]=$g
        cpu_median[$n]=$c
        header+=" $(with_commas "$n") specs |"
        rule+="---|"
        row_gen+=" $(seconds "$g" 3) |"
        row_cpu+=" $(seconds "$c" 3) |"
        row_floor+=" $(seconds "$f" 3) |"
        row_ratio+=" **$(ratio "$g" "$f")** |"
        row_rate+=" $(stats rate "$n" "$g") |"
        row_size+=" $(stats sizes "${spec_bytes[$n]}" "${out_bytes[$n]}" $((n + 1))) |"
        row_runs+=" $(all "${gen_wall[$n]}") |"
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
