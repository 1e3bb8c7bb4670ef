#!/usr/bin/env python3
"""Runs the examples of every golden case: generated code must not only compile but behave
as its spec says.

Each case under Tests/GoldenFiles that has a Fixtures.swift becomes one library target
(fixtures + generated connectors) and one test target (the test suite generated from the
case's examples) of a throwaway package, which `swift test` then builds and runs. The script
checks that every generated test ran and passed, and that each case contributed the number
of tests its examples promise (plus one disabled test per action without an example).

Usage: python3 Scripts/run_golden_examples.py [--tool .build/debug/connector-gen] [--keep] [--only CASE]...
The last line is `N passed, M failed`.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(ROOT, "Tests", "GoldenFiles")


def module_name(case):
    return "Golden_" + re.sub(r"[^A-Za-z0-9]", "_", case)


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", default=os.path.join(ROOT, ".build", "debug", "connector-gen"))
    parser.add_argument("--keep", action="store_true", help="keep the package folder")
    parser.add_argument("--only", action="append", metavar="CASE", help="run only this golden case (repeatable)")
    args = parser.parse_args()

    cases = sorted(c for c in os.listdir(GOLDEN) if os.path.exists(os.path.join(GOLDEN, c, "Fixtures.swift")))
    if args.only:
        cases = [c for c in cases if c in args.only]
    package = tempfile.mkdtemp(prefix="golden-examples-")
    targets = []
    expected_tests = {}
    for case in cases:
        folder = os.path.join(GOLDEN, case)
        module = module_name(case)
        sources = os.path.join(package, "Sources", module)
        tests = os.path.join(package, "Tests", module + "Tests")
        os.makedirs(sources)
        os.makedirs(tests)
        shutil.copy(os.path.join(folder, "Fixtures.swift"), sources)
        for command in (
            [args.tool, "generate", folder, "--output", sources, "--quiet"],
            [args.tool, "generate", folder, "--tests", "--module", module, "--output", tests, "--quiet"],
        ):
            result = run(command)
            if result.returncode != 0:
                print(f"FAIL {case}: {' '.join(command[1:3])} exited {result.returncode}\n{result.stderr}")
                print(f"0 passed, {len(cases)} failed")
                return 1
        generated = "".join(open(os.path.join(tests, f), encoding="utf-8").read() for f in os.listdir(tests))
        marker = "@Test(" if "import Testing" in generated else "func test"
        expected_tests[module] = generated.count(marker)
        targets.append(module)

    # Flavors' generated code imports libraries this package does not depend on: their
    # test-only stand-ins under Tests/StandIns become targets of the package (SwiftUI only
    # where the real one is missing, i.e. not on Apple platforms; Combine likewise).
    libraries = ["SwiftUIFlux", "SwiftDux"]
    stand_ins = libraries if sys.platform == "darwin" else ["SwiftUI", "Combine"] + libraries
    stand_in_modes = {"SwiftUI": "v6", "Combine": "v6", "SwiftUIFlux": "v5", "SwiftDux": "v5"}
    stand_in_dependencies = {"SwiftUIFlux": ["SwiftUI"], "SwiftDux": ["SwiftUI", "Combine"]}
    for stand_in in stand_ins:
        shutil.copytree(os.path.join(ROOT, "Tests", "StandIns", stand_in), os.path.join(package, "Sources", stand_in))

    def imported_stand_ins(module):
        text = open(os.path.join(package, "Sources", module, "Fixtures.swift"), encoding="utf-8").read()
        return [m for m in stand_ins if re.search(rf"^import {m}$", text, re.M)]

    def configured_isolation(module):
        """The default isolation a case's connector-gen.yml gives its target, if it gives one."""
        case = next(c for c in cases if module_name(c) == module)
        config = os.path.join(GOLDEN, case, "connector-gen.yml")
        text = open(config, encoding="utf-8").read() if os.path.exists(config) else ""
        match = re.search(r"^isolation:\s*(\w+)", text, re.M)
        return match.group(1) if match else None

    # A case generated for default isolation MainActor is built as such a target, as Xcode 26
    # makes app targets: its namespace file checks that it is.
    main_actor_settings = (
        "swiftSettings: [.defaultIsolation(MainActor.self), "
        '.enableUpcomingFeature("NonisolatedNonsendingByDefault"), .enableUpcomingFeature("InferIsolatedConformances")]')
    root_name = os.path.basename(ROOT)
    lines = [
        "// swift-tools-version: 6.2",
        "import PackageDescription",
        "let package = Package(",
        '    name: "GoldenExamples",',
        "    platforms: [.macOS(.v13)],",
        f"    dependencies: [.package(path: {ROOT!r})],".replace("'", '"'),
        "    targets: [",
    ]
    for stand_in in stand_ins:
        dependencies = ", ".join(f'"{m}"' for m in stand_in_dependencies.get(stand_in, []) if m in stand_ins)
        lines.append(
            f'        .target(name: "{stand_in}", dependencies: [{dependencies}], '
            f"swiftSettings: [.swiftLanguageMode(.{stand_in_modes[stand_in]})]),")
    for module in targets:
        extra = "".join(f', "{m}"' for m in imported_stand_ins(module))
        settings = ", " + main_actor_settings if configured_isolation(module) == "MainActor" else ""
        lines.append(f'        .target(name: "{module}", dependencies: [.product(name: "ConnectorRuntime", package: "{root_name}"){extra}]{settings}),')
        # The SwiftDux flavor's tests import SwiftDux (`@testable`, for its ActionBinder).
        test_extra = "".join(f', "{m}"' for m in imported_stand_ins(module) if m in libraries)
        lines.append(f'        .testTarget(name: "{module}Tests", dependencies: ["{module}"{test_extra}]),')
    lines += ["    ]", ")", ""]
    with open(os.path.join(package, "Package.swift"), "w") as manifest:
        manifest.write("\n".join(lines))

    print(f"==> swift test on {len(targets)} golden cases in {package}", file=sys.stderr)
    result = run(["swift", "test", "--package-path", package, "--scratch-path", os.path.join(package, ".build")])
    output = result.stdout + result.stderr
    # Swift Testing's summary counts passed and disabled tests; XCTest's counts its tests.
    swift_testing = re.search(r"^✔ Test run with (\d+) tests? in \d+ suites? passed", output, re.M)
    xctest = [int(n) for n in re.findall(r"Executed (\d+) tests?, with 0 failures", output)]
    skipped = len(re.findall(r'^➜ Test ".*?" skipped', output, re.M | re.S))
    ran = (int(swift_testing.group(1)) if swift_testing else 0) + (max(xctest) if xctest else 0)
    passed = max(0, ran - skipped)
    total_expected = sum(expected_tests.values())
    failures = re.findall(r"^✘ |^Test Case '.+' failed", output, re.M)
    ok = result.returncode == 0 and not failures and ran == total_expected
    if not ok:
        print("\n".join(line for line in output.splitlines() if "error" in line or "✘" in line or "failed" in line)[:6000])
        print(f"swift test exited {result.returncode}; {ran} tests ran ({skipped} disabled), expected {total_expected}")
    else:
        print(f"{len(targets)} golden cases: {passed} example tests passed, {skipped} disabled (actions without an example)")
    if not args.keep:
        shutil.rmtree(package, ignore_errors=True)
    print(f"{passed} passed, {0 if ok else max(1, len(failures))} failed")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
