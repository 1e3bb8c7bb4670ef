#!/usr/bin/env bash
# Fuzzes connector-gen with libFuzzer: the whole spec pipeline (read, decode, validate, emit,
# parse), or with FUZZ_TARGET=adopt the Swift reader of `connector-gen adopt`.
#
# Usage: [FUZZ_TARGET=pipeline|adopt] Scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#   SECONDS defaults to 60. The pipeline's corpus starts from every golden and example spec
#   (and every case of the YAML test suite, when ../shared/yaml-test-suite is present) and
#   grows in Fuzz/corpus; adopt's starts from every Swift file of the package (real Swift:
#   the sources, the stand-ins, the adopt corpus, the examples) and grows in Fuzz/corpus-adopt.
#   A crashing, hanging or memory-hungry input is kept in Fuzz/artifacts.
# Exits non-zero on a crash, a timeout or running out of memory.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
target="${FUZZ_TARGET:-pipeline}"

mkdir -p Fuzz/artifacts
case "$target" in
pipeline)
    product=ConnectorGenFuzzer
    corpus=Fuzz/corpus
    log=Fuzz/last-run.log
    mkdir -p "$corpus"
    # Seed with every golden and example spec (they share names, so name each by its checksum).
    for f in $(find Tests/GoldenFiles Examples -name '*.yml' -not -path '*/.build/*'); do
        cp "$f" "$corpus/seed-$(cksum < "$f" | cut -d' ' -f1)"
    done
    # Seed with every input of the official YAML test suite, when it is present.
    suite="../shared/yaml-test-suite"
    if [ -d "$suite" ]; then
        find "$suite" -name in.yaml | while read -r f; do
            cp "$f" "$corpus/seed-yaml-$(cksum < "$f" | cut -d' ' -f1)"
        done
    else
        echo "==> $suite is absent; seeding from golden specs only" >&2
    fi
    ;;
adopt)
    product=AdoptFuzzer
    corpus=Fuzz/corpus-adopt
    log=Fuzz/last-run-adopt.log
    mkdir -p "$corpus"
    find Sources Tests/AdoptCorpus Tests/StandIns Examples -name '*.swift' -not -path '*/.build/*' -size -64k | while read -r f; do
        cp "$f" "$corpus/seed-$(cksum < "$f" | cut -d' ' -f1)"
    done
    ;;
*)
    echo "FUZZ_TARGET is '$target'; expected pipeline or adopt" >&2
    exit 2
    ;;
esac

echo "==> building $product (swift build --sanitize=fuzzer)" >&2
swift build --package-path Fuzz -c release --product "$product" --sanitize=fuzzer >&2
fuzzer="$(swift build --package-path Fuzz -c release --show-bin-path)/$product"

echo "==> fuzzing $target for ${seconds}s" >&2
status=0
SWIFT_BACKTRACE=enable=no "$fuzzer" "$corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1 "$@" 2> "$log" || status=$?
grep -E '^(#[0-9]+.*DONE|stat::|Done [0-9]+ runs)' "$log" || tail -5 "$log"
if [ "$status" -ne 0 ]; then
    echo "fuzzing found a problem (exit $status); reproducer(s):" >&2
    ls -1 Fuzz/artifacts >&2
    grep -E 'ERROR|error|Fatal|precondition' "$log" | head -20 >&2
    exit "$status"
fi
runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
echo "fuzzing $target: $runs executions in ${seconds}s, no crash, hang or out-of-memory"
