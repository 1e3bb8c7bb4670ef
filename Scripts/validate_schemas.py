#!/usr/bin/env python3
"""Check connector-gen's JSON Schemas and validate spec files against them.

Usage:
    Scripts/validate_schemas.py [FILE-OR-FOLDER ...]

1. Checks that Schemas/connector.schema.json, Schemas/store.schema.json and Schemas/connector-gen.schema.json are valid
   JSON Schema Draft 2020-12 schemas, that every key they document has a `description` and
   `examples`, and that every example validates against the schema it illustrates.
2. Validates each file named on the command line (a folder means every spec and connector-gen.yml
   under it). With no arguments it validates every `*.connector.yml`, `*.connector.yaml`, `*.store.yml` and
   `connector-gen.yml` under Tests/GoldenFiles and Examples, except those inside a folder whose name
   starts with `error-` (deliberately broken specs).

3. Checks Schemas/diagnostics.schema.json the same way and, with no arguments, validates what
   `connector-gen lint --diagnostics-format json` prints for every golden case whose name starts
   with `error-` or `warning-`.

`connector-gen.yml` is checked against the target-config schema, `*.store.yml` against the store
schema, everything else against the spec schema. Files are read with PyYAML's BaseLoader, so every scalar is a string, as connector-gen reads
it. connector-gen also reads one relaxation of YAML (a plain scalar after `key: ` runs to the end of
its line, so `to: .foo(a: b)` needs no quotes); a file that PyYAML rejects is read with
`connector-gen parse FILE` instead. The executable is $CONNECTOR_GEN, by default
.build/debug/connector-gen in the repository.

Prints one line per file, `ok    PATH` or `FAIL  PATH:LINE:COL: message` (further problems of the
same file follow on indented lines), then `N passed, M failed`. Exit status 1 if anything failed.
Requires: pip install jsonschema pyyaml
"""

import argparse
import difflib
import json
import os
import signal
import subprocess
import tempfile
import sys
from pathlib import Path

try:
    import jsonschema
    import yaml
except ImportError as missing:  # pragma: no cover - environment problem
    sys.exit(f"validate_schemas.py needs jsonschema and PyYAML ({missing}); pip install jsonschema pyyaml")

REPO = Path(__file__).resolve().parent.parent
SCHEMAS = REPO / "Schemas"
SPEC_SCHEMA = SCHEMAS / "connector.schema.json"
CONFIG_SCHEMA = SCHEMAS / "connector-gen.schema.json"
DIAGNOSTICS_SCHEMA = SCHEMAS / "diagnostics.schema.json"
GOLDEN = REPO / "Tests" / "GoldenFiles"
DEFAULT_ROOTS = [REPO / "Tests" / "GoldenFiles", REPO / "Examples"]
DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema"
STORE_SCHEMA = SCHEMAS / "store.schema.json"
STORE_SUFFIXES = (".store.yml", ".store.yaml")
SPEC_SUFFIXES = (".connector.yml", ".connector.yaml") + STORE_SUFFIXES
CONFIG_NAMES = ("connector-gen.yml",)
SKIPPED_FOLDERS = (".build", ".git", ".swiftpm")


# ------------------------------------------------------------------------------------------------
# Output


def display(path):
    """`path` relative to the working directory when it is below it."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


class Report:
    """Counts files and prints one line per file."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def ok(self, path, note=""):
        self.passed += 1
        print(f"ok    {display(path)}{f' ({note})' if note else ''}")

    def fail(self, path, problems):
        """`problems` is a non-empty list of (location or None, message)."""
        self.failed += 1
        for index, (location, message) in enumerate(problems):
            where = display(path) + (f":{location[0]}:{location[1]}" if location else "")
            print(f"{'FAIL  ' if index == 0 else '      '}{where}: {message}")

    def summary(self):
        print(f"{self.passed} passed, {self.failed} failed")


# ------------------------------------------------------------------------------------------------
# Checking the schemas themselves


NOT_SCHEMAS = ("examples", "default", "enum", "const")


def walk_schema(node, pointer=""):
    """Yields (JSON pointer, subschema) for every object inside a schema document."""
    if isinstance(node, dict):
        yield pointer, node
        is_map_of_schemas = pointer.endswith(("/properties", "/$defs"))
        for key, value in node.items():
            if is_map_of_schemas or key not in NOT_SCHEMAS:
                yield from walk_schema(value, f"{pointer}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from walk_schema(value, f"{pointer}/{index}")


def check_schema(path):
    """Returns (validator or None, problems) for one schema file."""
    try:
        schema = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        return None, [(None, f"cannot read the schema: {error}")]
    if schema.get("$schema") != DRAFT_2020_12:
        return None, [(None, f"$schema must be {DRAFT_2020_12}")]
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.SchemaError as error:
        where = "/".join(str(part) for part in error.path)
        return None, [(None, f"not a valid Draft 2020-12 schema at /{where}: {error.message}")]

    problems = []
    for pointer, subschema in walk_schema(schema):
        # Every documented key: a description and examples (conditions of if/then rules aside).
        properties = subschema.get("properties")
        is_condition = "/if/" in pointer + "/"
        if isinstance(properties, dict) and not is_condition and not pointer.endswith(("/properties", "/$defs")):
            for key, value in properties.items():
                for needed in ("description", "examples"):
                    if needed not in value:
                        problems.append((None, f"{pointer}/properties/{key} has no `{needed}`"))
        # Every example must validate against the schema it illustrates.
        examples = subschema.get("examples")
        if isinstance(examples, list) and not pointer.endswith(("/properties", "/$defs")):
            standalone = dict(subschema, **{"$schema": DRAFT_2020_12, "$defs": schema.get("$defs", {})})
            standalone.pop("$id", None)
            checker = jsonschema.Draft202012Validator(standalone)
            for index, example in enumerate(examples):
                for error in checker.iter_errors(example):
                    problems.append((None, f"{pointer or '/'} example {index}: {error.message}"))
    return jsonschema.Draft202012Validator(schema), problems


# ------------------------------------------------------------------------------------------------
# Reading documents


def connector_gen_executable():
    configured = os.environ.get("CONNECTOR_GEN")
    return Path(configured).absolute() if configured else REPO / ".build" / "debug" / "connector-gen"


def read_document(path):
    """Returns (document, root node or None, note, problem or None)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return None, None, "", f"cannot read the file: {error}"
    try:
        document = yaml.load(text, Loader=yaml.BaseLoader)
        root = yaml.compose(text, Loader=yaml.BaseLoader)
        return document, root, "", None
    except yaml.YAMLError as yaml_error:
        reason = str(yaml_error).splitlines()[0] if str(yaml_error) else type(yaml_error).__name__
        mark = getattr(yaml_error, "problem_mark", None)
        if mark is not None:
            reason = f"{getattr(yaml_error, 'problem', None) or reason} (line {mark.line + 1})"

    # PyYAML rejected it: probably the `key: value with: colons` relaxation. Ask connector-gen.
    executable = connector_gen_executable()
    if not executable.exists():
        return None, None, "", (
            f"PyYAML cannot read it ({reason}) and {executable} does not exist; "
            "build connector-gen or set CONNECTOR_GEN"
        )
    try:
        result = subprocess.run(
            [str(executable), "parse", str(path)],
            capture_output=True, text=True, timeout=120,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, None, "", f"connector-gen parse failed to run: {error}"
    if result.returncode != 0:
        first = (result.stderr.strip().splitlines() or [f"exit status {result.returncode}"])[0]
        return None, None, "", f"connector-gen parse rejects it: {first}"
    try:
        return json.loads(result.stdout), None, "read with connector-gen parse", None
    except ValueError as error:
        return None, None, "", f"connector-gen parse printed invalid JSON: {error}"


def node_at(root, path, key=None):
    """The YAML node at `path` (or, with `key`, that key's node in the mapping at `path`)."""
    node = root
    for part in path:
        if isinstance(node, yaml.MappingNode):
            node = next((value for name, value in node.value if name.value == part), None)
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
        else:
            node = None
        if node is None:
            return None
    if key is not None:
        if not isinstance(node, yaml.MappingNode):
            return None
        return next((name for name, _ in node.value if name.value == key), None)
    return node


def location(root, path, key=None):
    node = node_at(root, path, key) if root is not None else None
    if node is None:
        return None
    return node.start_mark.line + 1, node.start_mark.column + 1


# ------------------------------------------------------------------------------------------------
# Explaining validation errors


def dotted(path):
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "top level"


def kind(value):
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "nothing"
    return "text"


TYPE_NAMES = {"object": "a mapping", "array": "a list", "string": "text"}


def enclosing_rule(schema, schema_path):
    """Description of the nearest if/then rule on the way to an error, if any."""
    node, found = schema, None
    for part in schema_path:
        if isinstance(node, dict) and "if" in node and "description" in node:
            found = node["description"]
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            break
    return found


def explain(error, root_schema, root_node):
    """Yields (location, message) pairs for one jsonschema error."""
    path = list(error.absolute_path)
    where = dotted(path)
    loc = location(root_node, path)
    schema = error.schema if isinstance(error.schema, dict) else {}

    if error.validator == "additionalProperties" and schema.get("additionalProperties") is False:
        known = list(schema.get("properties", {}))
        for key in error.instance:
            if key in known:
                continue
            hint = difflib.get_close_matches(key, known, n=1)
            suggestion = f"; did you mean '{hint[0]}'?" if hint else f"; known keys: {', '.join(known)}"
            yield location(root_node, path, key) or loc, f"{where}: unknown key '{key}'{suggestion}"
        return
    if error.validator == "required":
        missing = [name for name in error.validator_value if name not in error.instance]
        rule = enclosing_rule(root_schema, error.absolute_schema_path)
        for name in missing:
            yield loc, f"{where}: missing key '{name}'" + (f" ({rule})" if rule else "")
        return
    if error.validator == "pattern":
        # Inside propertyNames the instance is a key of the mapping at `path`.
        is_key = "propertyNames" in error.absolute_schema_path
        message = schema.get("patternErrorMessage") or f"does not match {schema.get('pattern')}"
        if is_key:
            yield location(root_node, path, error.instance) or loc, f"{where}: key '{error.instance}': {message}"
        else:
            yield loc, f"{where}: '{error.instance}': {message}"
        return
    if error.validator == "type":
        expected = error.validator_value
        expected = [expected] if isinstance(expected, str) else expected
        names = " or ".join(TYPE_NAMES.get(name, name) for name in expected)
        yield loc, f"{where}: expected {names}, found {kind(error.instance)}"
        return
    if error.validator == "enum":
        yield loc, f"{where}: '{error.instance}' is not one of: {', '.join(error.validator_value)}"
        return
    if error.validator in ("oneOf", "anyOf"):
        branches = error.validator_value
        if not error.context:
            # Valid under several branches: the branches are `required` alternatives.
            alternatives = [", ".join(b.get("required", [])) for b in branches if isinstance(b, dict)]
            yield loc, f"{where}: needs exactly one of: {' | '.join(alternatives)}"
            return
        by_branch = {}
        for sub in error.context:
            by_branch.setdefault(sub.relative_schema_path[0], []).append(sub)
        # Ignore branches that expect another kind of value than the one written.
        fitting = {
            index: errors for index, errors in by_branch.items()
            if not any(e.validator == "type" and not e.relative_path for e in errors)
        }
        if len(fitting) == 1:
            for sub in next(iter(fitting.values())):
                yield from explain(sub, root_schema, root_node)
            return
        if not fitting:
            kinds = []
            for sub in error.context:
                if sub.validator == "type" and not sub.relative_path:
                    value = sub.validator_value
                    for name in [value] if isinstance(value, str) else value:
                        if TYPE_NAMES.get(name, name) not in kinds:
                            kinds.append(TYPE_NAMES.get(name, name))
            yield loc, f"{where}: expected {' or '.join(kinds)}, found {kind(error.instance)}"
            return
        required_only = all(isinstance(b, dict) and set(b) <= {"required", "description"} for b in branches)
        if required_only:
            alternatives = [", ".join(b.get("required", [])) for b in branches]
            yield loc, f"{where}: needs exactly one of: {' | '.join(alternatives)}"
            return
        best = jsonschema.exceptions.best_match(error.context)
        yield from explain(best, root_schema, root_node)
        return
    if error.validator == "not" and isinstance(error.validator_value, dict) and "description" in error.validator_value:
        yield loc, f"{where}: {error.validator_value['description']}"
        return
    message = error.message if len(error.message) <= 160 else error.message[:157] + "..."
    yield loc, f"{where}: {message}"


def validate(validator, document, root_node):
    problems = []
    errors = sorted(validator.iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path])
    for error in errors:
        for problem in explain(error, validator.schema, root_node):
            if problem not in problems:
                problems.append(problem)
    problems.sort(key=lambda problem: problem[0] or (0, 0))
    return problems


# ------------------------------------------------------------------------------------------------
# Finding files


def is_target(path):
    return path.name.endswith(SPEC_SUFFIXES) or path.name in CONFIG_NAMES


def discover(folder):
    """Specs and configs under `folder`, skipping `error-*` folders and build folders."""
    found = []
    for directory, subdirectories, files in os.walk(folder):
        subdirectories[:] = sorted(
            name for name in subdirectories
            if not name.startswith("error-") and name not in SKIPPED_FOLDERS
        )
        found.extend(Path(directory) / name for name in sorted(files) if is_target(Path(name)))
    return found


def files_to_check(arguments):
    if not arguments:
        return [path for root in DEFAULT_ROOTS if root.is_dir() for path in discover(root)]
    files = []
    for argument in arguments:
        path = Path(argument)
        files.extend(discover(path) if path.is_dir() else [path])
    return files


# ------------------------------------------------------------------------------------------------


def main(argv):
    parser = argparse.ArgumentParser(
        description="Check connector-gen's JSON Schemas and validate specs and connector-gen.yml files.",
    )
    parser.add_argument("paths", nargs="*", help="files or folders (default: Tests/GoldenFiles and Examples)")
    arguments = parser.parse_args(argv)

    report = Report()
    validators = {}
    for name, path in (("spec", SPEC_SCHEMA), ("store", STORE_SCHEMA), ("config", CONFIG_SCHEMA), ("diagnostics", DIAGNOSTICS_SCHEMA)):
        validator, problems = check_schema(path)
        if problems:
            report.fail(path, problems)
        else:
            report.ok(path, "valid Draft 2020-12 schema")
        validators[name] = validator if not problems else None
    if None in validators.values():
        report.summary()
        return 1

    files = files_to_check(arguments.paths)
    if not files:
        print("no spec or connector-gen.yml files found", file=sys.stderr)
    for path in files:
        validator = validators["config" if path.name in CONFIG_NAMES else "store" if path.name.endswith(STORE_SUFFIXES) else "spec"]
        document, root_node, note, problem = read_document(path)
        if problem:
            report.fail(path, [(None, problem)])
            continue
        problems = validate(validator, document, root_node)
        if problems:
            report.fail(path, problems)
        else:
            report.ok(path, note)

    if not arguments.paths:
        for folder in sorted(GOLDEN.iterdir()):
            if folder.is_dir() and folder.name.startswith(("error-", "warning-")):
                problems = validate_diagnostics_output(validators["diagnostics"], folder)
                label = f"{display(folder)} (lint --diagnostics-format json)"
                if problems:
                    report.fail(label, problems)
                else:
                    report.ok(label)

    report.summary()
    return 1 if report.failed else 0


def validate_diagnostics_output(validator, folder):
    """Problems with what `lint --diagnostics-format json` prints for the specs in `folder`."""
    specs = sorted(str(path.relative_to(folder)) for path in folder.iterdir() if path.name.endswith(SPEC_SUFFIXES))
    if not specs:
        return []
    build_isolation = folder / "build-isolation.txt"
    if build_isolation.exists():
        # The case shows what the build's default isolation changes: generate, as the plugin runs it.
        with tempfile.TemporaryDirectory() as output:
            run = subprocess.run(
                [str(connector_gen_executable()), "generate", *specs, "--output", output, "--quiet",
                 "--default-isolation", build_isolation.read_text().strip(), "--diagnostics-format", "json"],
                cwd=folder, capture_output=True, text=True, timeout=60,
            )
    else:
        run = subprocess.run(
            [str(connector_gen_executable()), "lint", *specs, "--diagnostics-format", "json"],
            cwd=folder, capture_output=True, text=True, timeout=60,
        )
    try:
        output = json.loads(run.stderr)
    except ValueError as error:
        return [(None, f"standard error is not one JSON document: {error}")]
    problems = [(None, f"/{'/'.join(str(part) for part in error.path)}: {error.message}") for error in validator.iter_errors(output)]
    if not output:
        problems.append((None, "no diagnostics"))
    return problems


if __name__ == "__main__":
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into `head`
    sys.exit(main(sys.argv[1:]))
