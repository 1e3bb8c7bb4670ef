# Sourced by the scripts that run `swift test`.
#
# swift_test LOG ARGUMENTS...: runs `swift test ARGUMENTS`, writes its output to LOG and
# prints it. When SwiftPM's own `swift-test` process crashes before any test has run (now
# and then on Linux, in libdispatch's event loop), which says nothing about the tests, it says
# so, keeps that output as LOG.crashed, and runs the command once more. A crash of a test, or
# a second crash, is left to the caller's checks of LOG.
swift_test() {
    local log="$1"
    shift
    swift test "$@" > "$log" 2>&1 || true
    if grep -q '^\*\*\* Program crashed' "$log" && grep -q '^Thread 0 "swift-test"' "$log" && ! grep -qE '^(✔|✘) Test run' "$log"; then
        echo "note: swift test itself crashed before running any test (output kept in $log.crashed); running it once more" >&2
        cp "$log" "$log.crashed"
        swift test "$@" > "$log" 2>&1 || true
    fi
    cat "$log"
}
