# shellcheck shell=bash
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
    local variants=(floor library tool) rep v scratch
    for rep in $(seq 1 "$P2_REPS"); do
        for v in $(rotation $((rep - 1)) "${variants[@]}"); do
            scratch="$WORK/p6/scratch-$v"
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
    # shellcheck disable=SC2034  # read by median_rows
    local -A label=(
        [floor]="(f) an executable package of one line, \`print\`"
        [library]="(l) the core library, \`ConnectorGen\` ($(with_commas "$library_lines") lines)"
        [tool]="(t) the command-line tool, \`connector-gen\`: (l) + the command line ($(with_commas "$tool_lines") lines) + the link"
    )
    emit "## P6 — what building the tool costs" ""
    emit "Clean debug \`swift build\` of each, in its own scratch folder, deleted before every build; medians of $P2_REPS, in rotating order. This is the tool build that P2's plugin package (a) pays." ""
    emit "| build | wall | CPU (user + sys) | every run (wall, s) |" "|---|---|---|---|"
    median_rows wall cpu label "${variants[@]}"
    difference_row "the command line and the link: t − l" tool library
    difference_row "the tool over the floor: t − f" tool floor
    emit "| **t / f** | **$(ratio "${MEDIAN_WALL[tool]}" "${MEDIAN_WALL[floor]}")** | $(ratio "${MEDIAN_CPU[tool]}" "${MEDIAN_CPU[floor]}") | |"
    emit "" "Compile throughput of the core library: $(stats throughput "$library_lines" "$(difference "${MEDIAN_CPU[library]}" "${MEDIAN_CPU[floor]}")") lines per CPU second over the floor." ""
}
