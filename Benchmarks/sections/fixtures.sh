# shellcheck shell=bash
# What the sections build and share: the release build of connector-gen, the corpora, and
# the app packages of P2 and P3 (with the prebuilt packages they may depend on).

# The corpus generator, Benchmarks/make_corpus.swift, compiled on first use, once per run.
MAKE_CORPUS=""

# make_corpus_build FOLDER: compiles Benchmarks/make_corpus.swift into FOLDER/make_corpus for
# `make_corpus`.
make_corpus_build() {
    local source="$BENCH/make_corpus.swift"
    swiftc -O "$source" -o "$1/make_corpus" > "$1/make_corpus-build.log" 2>&1 || {
        tail -n 40 "$1/make_corpus-build.log" >&2
        echo "could not compile $source" >&2
        return 1
    }
    MAKE_CORPUS="$1/make_corpus"
}

make_corpus() { # COUNT FOLDER SEED [--hand-written]
    if [ -z "$MAKE_CORPUS" ]; then
        say "compiling Benchmarks/make_corpus.swift"
        make_corpus_build "$WORK" || die "compiling Benchmarks/make_corpus.swift"
    fi
    "$MAKE_CORPUS" "$1" "$2" --seed "$3" "${@:4}" 2>>"$LOGS/corpus.log" \
        || die "make_corpus $*" "$LOGS/corpus.log"
}

count_files() { find "$1" -maxdepth 1 -type f -name "$2" | wc -l | tr -d ' '; }

# The release build of the command line, shared by P1, P2, P4 and P5.
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
    # shellcheck disable=SC2034  # for P1's report
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
    executable=$(find "$PREBUILT/connector-gen.artifactbundle" -path '*/bin/connector-gen' -print -quit)
    local triples
    # The triples of the first variant: `"supportedTriples": ["a", "b"]` gives a,b.
    triples=$(sed -n '/"supportedTriples": \[/{s/.*"supportedTriples": \[//;s/\].*//;s/[" ]//g;p;q}' \
        "$PREBUILT/connector-gen.artifactbundle/info.json")
    run_timed "$LOGS/prebuilt-package-build-only.log" \
        "$ROOT/Scripts/make_prebuilt_package.sh" --output "$WORK/prebuilt-build-only/connector-gen" \
        --plugins build --variant "$triples=$executable"
    PREBUILT_BUILD_ONLY="$WORK/prebuilt-build-only/connector-gen"
}

