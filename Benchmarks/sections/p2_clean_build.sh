# shellcheck shell=bash disable=SC1111  # ″ is the double prime of (a″), not a quote
# P2: what the plugin adds to a clean build, against one macro

p2() {
    ensure_generator
    # The packages: their letter, the kind of app package (make_app) and their label.
    local corpus="$WORK/p2/corpus" variants=(a b)
    local -A kind=([a]=plugin [b]=checked-in) label=(
        [a]="(a) $P2_SPECS specs, ConnectorGenPlugin and ConnectorRuntime through a path dependency on this repository"
        [b]="(b) the same app with the generated code checked in, ConnectorRuntime copied in as a local target"
    )
    if [ "$P2_PREBUILT" = 1 ]; then
        ensure_prebuilt_package
        variants+=(r s)
        kind+=([r]=prebuilt [s]=prebuilt-build)
        label[r]="(a′) as (a), from the prebuilt package (the tool as a binary artifact bundle)"
        label[s]="(a″) as (a′), from a prebuilt package with the build plugin only (\`--plugins build\`)"
    fi
    if [ "$P2_PATH_RUNTIME" = 1 ]; then
        variants+=(p)
        kind[p]=checked-in-path
        label[p]="(b′) as (b), but ConnectorRuntime through the path dependency on this repository"
    fi
    if [ "$P2_MACRO" = 1 ]; then
        variants+=(c)
        kind[c]=macro
        # shellcheck disable=SC2034  # label is read by median_rows
        label[c]="(c) (b) + swift-case-paths 1.10.0, one \`@CasePathable\` enum"
    fi
    say "P2: corpus of $P2_SPECS specs and the app packages"
    rm -rf "$corpus"
    make_corpus "$P2_SPECS" "$corpus" 2
    local v
    for v in "${variants[@]}"; do
        make_app "$WORK/p2/$v" "${kind[$v]}" "$corpus"
        say "P2: resolving package ($v) once"
        run_timed "$LOGS/p2-resolve-$v.log" swift package resolve --package-path "$WORK/p2/$v" --scratch-path "$WORK/p2/$v/.build-bench"
    done

    local -A wall cpu
    local rep
    for rep in $(seq 1 "$P2_REPS"); do
        # Rotate the order: a b c, b c a, c a b, ...
        for v in $(rotation $((rep - 1)) "${variants[@]}"); do
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

    emit "## P2 — what the plugin adds to a clean build" ""
    emit "Clean \`swift build\` (debug) of app packages made in a temporary folder, each with its own \`--scratch-path\`. **Clean** means every build artefact is deleted before each build (the scratch path except what resolution fetched: \`checkouts\`, \`repositories\`, \`workspace-state.json\`, \`artifacts\`, \`prebuilts\`): each package was resolved once beforehand, and SwiftPM's global manifest cache is kept. In (a) the clean build includes building \`connector-gen\` itself (debug), compiling the plugins and running the generator once per spec. In (a′) and (a″) it compiles the plugins and runs the prebuilt generator; the prebuilt packages were written once before the timed builds, by \`Scripts/make_prebuilt_package.sh\`. Medians of $P2_REPS; the packages are built in rotating order within each repetition." ""
    emit "| package | wall | CPU (user + sys) | every run (wall, s) |" "|---|---|---|---|"
    median_rows wall cpu label "${variants[@]}"
    difference_row "what the plugin adds: a − b" a b
    if [ "$P2_PREBUILT" = 1 ]; then
        difference_row "what the prebuilt plugin adds: a′ − b" r b
        difference_row "what the prebuilt build plugin alone adds: a″ − b" s b
    fi
    if [ "$P2_PATH_RUNTIME" = 1 ]; then
        difference_row "what depending on this repository adds without the plugin: b′ − b" p b
    fi
    if [ "$P2_MACRO" = 1 ]; then
        difference_row "what one macro adds: c − b" c b
        against_macro_row a "a − b"
        if [ "$P2_PREBUILT" = 1 ]; then
            against_macro_row r "a′ − b"
            against_macro_row s "a″ − b"
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

# against_macro_row VARIANT NAME: the row of (VARIANT − b) / (c − b), wall and CPU: what the
# variant adds to the clean build against what one macro adds.
against_macro_row() {
    local v=$1 name=$2 wall_ratio cpu_ratio
    wall_ratio=$(ratio "$(difference "${MEDIAN_WALL[$v]}" "${MEDIAN_WALL[b]}")" "$(difference "${MEDIAN_WALL[c]}" "${MEDIAN_WALL[b]}")")
    cpu_ratio=$(ratio "$(difference "${MEDIAN_CPU[$v]}" "${MEDIAN_CPU[b]}")" "$(difference "${MEDIAN_CPU[c]}" "${MEDIAN_CPU[b]}")")
    emit "| **($name) / (c − b)** | **$wall_ratio** | $cpu_ratio | |"
}
