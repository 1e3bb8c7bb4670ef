#!/usr/bin/env bash
# Fuzzes the whole pipeline (read, decode, validate, emit, parse) with libFuzzer.
#
# Usage: Scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#   SECONDS defaults to 60. The corpus starts from every golden spec (and every case of the
#   YAML test suite, when ../shared/yaml-test-suite is present) and grows in Fuzz/corpus; a crashing, hanging or memory-hungry input is kept in Fuzz/artifacts.
# Exits non-zero on a crash, a timeout or running out of memory.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

mkdir -p Fuzz/corpus Fuzz/artifacts
# Seed with every golden and example spec (they share names, so name each by its checksum).
for f in $(find Tests/GoldenFiles Examples -name '*.yml' -not -path '*/.build/*'); do
    cp "$f" "Fuzz/corpus/seed-$(cksum < "$f" | cut -d' ' -f1)"
done
# Seed with every input of the official YAML test suite, when it is present.
suite="../shared/yaml-test-suite"
if [ -d "$suite" ]; then
    find "$suite" -name in.yaml | while read -r f; do
        cp "$f" "Fuzz/corpus/seed-yaml-$(cksum < "$f" | cut -d' ' -f1)"
    done
else
    echo "==> $suite is absent; seeding from golden specs only" >&2
fi

echo "==> building the fuzzer (swift build --sanitize=fuzzer)" >&2
swift build --package-path Fuzz -c release --product ConnectorGenFuzzer --sanitize=fuzzer >&2
fuzzer="$(swift build --package-path Fuzz -c release --show-bin-path)/ConnectorGenFuzzer"

echo "==> fuzzing for ${seconds}s" >&2
status=0
SWIFT_BACKTRACE=enable=no "$fuzzer" Fuzz/corpus \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1 "$@" 2> Fuzz/last-run.log || status=$?
grep -E '^(#[0-9]+.*DONE|stat::|Done [0-9]+ runs)' Fuzz/last-run.log || tail -5 Fuzz/last-run.log
if [ "$status" -ne 0 ]; then
    echo "fuzzing found a problem (exit $status); reproducer(s):" >&2
    ls -1 Fuzz/artifacts >&2
    grep -E 'ERROR|error|Fatal|precondition' Fuzz/last-run.log | head -20 >&2
    exit "$status"
fi
runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' Fuzz/last-run.log | grep -oE '[0-9]+$' || echo "?")
echo "fuzzing: $runs executions in ${seconds}s, no crash, hang or out-of-memory"
