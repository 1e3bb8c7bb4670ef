#!/usr/bin/env bash
# Runs every test of connector-gen: the package's tests (unit, golden files, generated code
# compiled with swiftc in Swift 5, Swift 6 and with default isolation MainActor, every golden
# case's examples built and run), the plugins' Xcode code type-checked against a stand-in of
# XcodeProjectPlugin, the example app built with the plugin and its tests (hand-written and
# generated from the specs' examples), also as a default-MainActor target and against the
# prebuilt package, the differential test of the YAML reader against PyYAML, the schema checks,
# and a short fuzzing smoke run.
#
# The package tests include MemoizationTests, which builds a memoized connector with the thread
# sanitizer (-sanitize=thread) and calls it from many tasks at once (a reported race fails them),
# and GoldenExampleRunTests, which builds every golden case's examples into one package and
# runs them with swift test.
#
# Usage: Scripts/test.sh            (from the package root; needs Swift 6 and Python 3)
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }
source Scripts/swift_test.sh

step "Python packages for the differential and schema tests"
python3 -c 'import yaml, jsonschema' 2>/dev/null || python3 -m pip install --quiet pyyaml jsonschema

step "Package tests (swift test)"
swift build
swift_test .build/swift-test.log | grep -E '^(✘|✔ Test run|Test Suite .All tests. (passed|failed)|error:)' || true
# A compiler's or SwiftPM's error starts its line or follows a location (`File.swift:3:5: error: `);
# a test's name or argument may hold the word anywhere else.
if grep -qE '^✘|with [1-9][0-9]* failures?|(^|: )error: ' .build/swift-test.log || ! grep -q '✔ Test run with' .build/swift-test.log; then
    grep -E '^✘|(^|: )error: ' .build/swift-test.log | head -80 || true
    echo "package tests failed" >&2
    exit 1
fi

step "The plugins' Xcode code, type-checked against a stand-in of XcodeProjectPlugin"
Scripts/check-xcode-plugins.sh

step "Example app: built with the plugin, hand-written and generated tests"
swift_test .build/example-test.log --package-path Examples/WatchList | grep -E '^(✘|✔ Test run)' || true
grep -q '✔ Test run with' .build/example-test.log || { grep -E '✘|error' .build/example-test.log | head -40; exit 1; }

step "Example app as an Xcode 26 target builds it: default isolation MainActor"
Scripts/example_main_actor.sh

step "Prebuilt package: the example app built and tested against the tool as a binary artifact bundle"
Scripts/check_prebuilt_package.sh 2>&1 | grep -vE "warning: the use of .mktemp' is dangerous" || { echo "prebuilt package check failed" >&2; exit 1; }

if [ -f Scripts/yaml_differential.py ]; then
    step "YAML reader vs PyYAML on random documents"
    python3 Scripts/yaml_differential.py --count "${DIFFERENTIAL_COUNT:-3000}" --seed "${DIFFERENTIAL_SEED:-1}" --parser ".build/debug/connector-gen parse"
fi

if [ -f Scripts/validate_schemas.py ]; then
    step "JSON Schemas: valid, and accept every golden and example spec"
    CONNECTOR_GEN=.build/debug/connector-gen python3 Scripts/validate_schemas.py
fi

if [ -x Scripts/fuzz.sh ]; then
    step "Fuzzing smoke run"
    Scripts/fuzz.sh "${FUZZ_SECONDS:-30}"
    FUZZ_TARGET=adopt Scripts/fuzz.sh "${ADOPT_FUZZ_SECONDS:-20}"
fi

printf '\nAll tests passed.\n'
