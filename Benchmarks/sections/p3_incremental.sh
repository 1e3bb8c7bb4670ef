# shellcheck shell=bash
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
    local line after_block=0 edited=0
    while IFS= read -r line || [ -n "$line" ]; do
        if [ "$edited" = 0 ] && [ "$after_block" = 1 ]; then line+=$2; edited=1; fi
        if [[ $line =~ ^\ +from:\ \|$ ]]; then after_block=1; else after_block=0; fi
        printf '%s\n' "$line"
    done < "$1" > "$1.new"
    grep -q -- "$2\$" "$1.new" || die "P3: no '|' expression to edit in $1"
    mv "$1.new" "$1"
}
