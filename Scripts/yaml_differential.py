#!/usr/bin/env python3
"""Differential tester for connector-gen's YAML-subset reader, checked against PyYAML.

connector-gen has its own small YAML reader. This script produces random
documents inside the strict YAML subset that reader has to support. It runs
`connector-gen parse <file>` on each one and compares the JSON it prints with
what PyYAML makes of the same bytes using `yaml.BaseLoader`. With BaseLoader
every scalar is a string and an empty node is "".

Comparison is structural and respects order. Mappings become
("map", ((key, value), ...)) and sequences become ("seq", (...)). So key
order and duplicate keys count, which a dict comparison would not check. The
PyYAML side is built from `yaml.compose(..., Loader=yaml.BaseLoader)`. That
is the node tree `yaml.load(..., Loader=yaml.BaseLoader)` constructs its
result from, before the dicts lose order or duplicates. `--self-check`
confirms the two agree.

The subset the generator covers:
  * block mappings and block sequences, including a sequence under a key
    at the key's own indentation (`key:\\n- a`) and the compact forms
    `- a: b` and `- - x`; indentation steps of 1-4 spaces chosen per collection
  * flow sequences `[a, b]` and flow mappings `{a: b}`: nested, empty,
    across several lines, with trailing commas and comments after separators
  * plain scalars (one line or several, folded), single-quoted ('' escape,
    several lines) and double-quoted with every YAML escape
    (\\n \\t \\\\ \\" \\xNN \\uNNNN \\UNNNNNNNN \\0 \\a \\b \\e \\f \\r \\v \\/ \\N \\_ \\L \\P,
    `\\ ` and escaped line breaks)
  * literal `|` and folded `>` block scalars with `-`/`+` chomping and
    indentation indicators 1-9: leading and trailing blank lines,
    more-indented lines, lines that hold only spaces, lines that start
    with a tab, no final line break
  * full-line and trailing comments, blank lines and lines of spaces
    between entries, trailing spaces, empty values (`key:`)
  * one optional leading `---`, an optional UTF-8 BOM, CRLF line endings,
    accented, CJK, right-to-left and emoji text

Things left out on purpose: anchors, aliases, tags, directives, several
documents, merge keys, `?` keys, tabs as indentation, `key: value` pairs
inside flow sequences, U+0085/U+2028/U+2029 in the raw text, and C0 control
characters other than tab/LF/CR. Some constructs are also left out because
PyYAML and YAML 1.2 disagree on them, so they would only give false alarms:
  * `:` or `?` inside plain scalars in flow collections
  * a tab before a comment
  * leading blank lines in a block scalar with more spaces than the first
    content line (YAML 1.2 calls this an error; PyYAML accepts it)
  * content at column 0 or an indentation indicator in a top-level block
    scalar (PyYAML's top-level indentation is not the spec's -1)
Continuation lines are always indented more than the parent collection,
because YAML 1.2 requires it and PyYAML does not check.

Three cases are generated on purpose. PyYAML, libyaml and the YAML 1.2
grammar agree on them, but hand-written readers often get them wrong (and
so does node-yaml 2.1.3):
  * in a double-quoted scalar, an escaped line break followed by empty (or
    whitespace-only) lines keeps one "\n" for each of those lines
  * in a block scalar, a line of only spaces that goes past the content
    indentation is content (the extra spaces are kept), not an empty line
  * a block scalar that ends at end of file with no line break gets no
    final "\n", even with clip or keep chomping

One case is left out because PyYAML reads it against the YAML grammar: a last
line of only spaces with no line break (the YAML test suite, which
Tests/ConnectorGenTests/YAMLTestSuiteTests.swift runs, covers it).

Usage:
  python3 Scripts/yaml_differential.py --count 500 --seed 1 \\
      --parser ".build/debug/connector-gen parse"
  python3 Scripts/yaml_differential.py --self-check --count 2000 --seed 1
  python3 Scripts/yaml_differential.py --count 50 --seed 7 --corpus-out /tmp/corpus

Every document comes from its own generator seeded with "<seed>:<index>".
The same seed and index always give the same document, whatever --count is.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import random
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from typing import Union

import yaml

# ---------------------------------------------------------------------------
# Vocabulary
# ---------------------------------------------------------------------------

#: Words that are safe as plain scalars both in block and in flow context.
COMMON_WORDS = [
    "alpha", "beta", "gamma", "delta", "epsilon", "name", "value", "id", "x",
    "y", "a", "b", "42", "007", "3.14", "1e3", "0x1F", "true", "false", "yes",
    "no", "on", "off", "null", "Null", "~", "2024-01-31", "foo-bar",
    "snake_case", "CamelCase", "a.b.c", "v1.2.3", "path/to/file",
    "user@example.com", "50%", "a+b", "x=y", "a;b", "(paren)", "<angle>",
    "a|b", "a>b", "a&b", "a*b", "a!b", "tilde~", "caret^", "back\\slash",
    "it's", 'say"hi"', "a#b", "trail-", "under_", "dollar$", "a'b'c",
]

#: Non-ASCII words: accents, combining marks, CJK, RTL, emoji (with ZWJ and flags).
UNICODE_WORDS = [
    "café", "naïve", "Ærø", "straße", "São", "Zürich", "日本語", "中文字",
    "한국어", "Ελληνικά", "русский", "עברית", "العربية", "हिन्दी", "😀",
    "🎉party", "👩\u200d💻", "🇫🇷", "e\u0301t\u00e9", "non\u00a0breaking",
    "€100", "½", "✓ok", "ℵ0", "𝔘𝔫𝔦", "ｆｕｌｌ", "ñandú",
]

#: Words that are fine as plain scalars in block context only (they contain
#: characters that end a plain scalar inside flow collections).
BLOCK_ONLY_WORDS = [
    "12:30", "http://example.com/a?b=c", "a:b", "key:value", "x,y", "a[0]",
    "f{x}", "what?", "a,b,c", "map{}", "list[]", "ratio:1",
]

#: Fragments that only make sense inside quotes or block scalars.
SPECIAL_FRAGMENTS = [
    " ", "  ", ": ", " #", "# ", "#", "- ", "-", "?", ":", ",", "[", "]", "{",
    "}", "&anchor", "*alias", "!tag", "|", ">", "%", "@", "`", "'", '"', "\\",
    "\\n", "---", "...", "<<", "key: value", "- item", "[a, b]", "{k: v}",
    "\t", " \t ", "''", '""', "//", "\\x41",
]

#: Characters a double-quoted value may hold that need (or may use) escapes.
CONTROL_FRAGMENTS = [
    "\n", "\t", "\r", "\x00", "\x07", "\x08", "\x1b", "\x0c", "\x0b",
    "\x85", "\u2028", "\u2029", "\xa0", "\x01", "\x7f", "\x9f", "/", " ",
]

#: Characters that may not start a plain scalar.
INDICATOR_CHARS = set("-?:,[]{}#&*!|>'\"%@`")

#: Characters that may not appear in a plain scalar inside a flow collection.
FLOW_FORBIDDEN = set(",[]{}:?")

#: Escape sequences for characters that have a short YAML escape.
SHORT_ESCAPES = {
    "\n": "\\n", "\t": "\\t", "\r": "\\r", "\x00": "\\0", "\x07": "\\a",
    "\x08": "\\b", "\x1b": "\\e", "\x0c": "\\f", "\x0b": "\\v",
    "\x85": "\\N", "\xa0": "\\_", "\u2028": "\\L", "\u2029": "\\P",
    '"': '\\"', "\\": "\\\\",
}


def is_printable(ch: str) -> bool:
    """True if `ch` may appear raw in a generated document.

    The set is the intersection of YAML 1.2's c-printable and PyYAML's
    printable set, without the characters PyYAML treats as line breaks
    (U+0085, U+2028, U+2029) and without the BOM. Tab, LF and CR are
    excluded here and handled by the callers.
    """
    cp = ord(ch)
    if cp in (0x85, 0x2028, 0x2029, 0xFEFF):
        return False
    return (0x20 <= cp <= 0x7E or 0xA0 <= cp <= 0xD7FF
            or 0xE000 <= cp <= 0xFFFD or 0x10000 <= cp <= 0x10FFFF)


def is_plain_safe(text: str, flow: bool = False) -> bool:
    """Conservative test: can `text` be written as a one-line plain scalar?"""
    if not text or text[0].isspace() or text[-1].isspace():
        return False
    if text[0] in INDICATOR_CHARS or text.startswith(("---", "...")):
        return False
    if ": " in text or " #" in text or text.endswith(":"):
        return False
    if not all(is_printable(ch) for ch in text):
        return False
    return not (flow and any(ch in FLOW_FORBIDDEN for ch in text))


# ---------------------------------------------------------------------------
# Layout of flow-style text (scalars and flow collections)
# ---------------------------------------------------------------------------


@dataclass
class Break:
    """A line break inside a flow-style node (a scalar or a flow collection).

    Wherever a Break stands, the document has a line break, followed by
    `blank` empty lines and an indented continuation line.
    """

    blank: int = 0
    #: double-quoted only: end the line with a backslash (escaped line break)
    escaped: bool = False
    #: flow collections only: a comment placed before the break
    comment: str | None = None


Token = Union[str, Break]


@dataclass
class Rendered:
    """A node rendered in block context.

    `head` goes on the line of its indicator (after `key:`, `-` or `---`).
    `lines` are the complete lines that follow.
    """

    head: str
    lines: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------------
# Document generator
# ---------------------------------------------------------------------------


class DocumentGenerator:
    """Builds one random document inside the subset. `features` records which
    constructs were used, for the coverage figures in --self-check."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.features: Counter[str] = Counter()
        self.max_depth = rng.choice([1, 2, 3, 3, 4, 4, 5, 6])
        self.budget = rng.choice([4, 10, 20, 40, 70, 120])

    # -- random helpers -----------------------------------------------------

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def pick(self, options):
        return self.rng.choice(options)

    def weighted(self, weights: dict):
        keys = list(weights)
        return self.rng.choices(keys, weights=[weights[k] for k in keys])[0]

    def note(self, feature: str) -> None:
        self.features[feature] += 1

    def can_nest(self, depth: int) -> bool:
        return depth < self.max_depth and self.budget > 0

    def width(self, depth: int, minimum: int = 1) -> int:
        """How many entries a collection gets; smaller once the budget runs out."""
        if self.budget <= 0:
            return minimum
        n = self.weighted({1: 20, 2: 25, 3: 20, 4: 14, 5: 10, 6: 7, 8: 4})
        if minimum == 0 and self.chance(0.1):
            return 0
        return max(minimum, n - depth // 2)

    def indent_step(self) -> int:
        return self.weighted({1: 10, 2: 50, 3: 15, 4: 25})

    def extra_indent(self) -> int:
        """Extra indentation for a continuation line (beyond the minimum)."""
        return self.weighted({0: 45, 1: 20, 2: 20, 3: 8, 5: 5, 8: 2})

    # -- text material ------------------------------------------------------

    def word(self, flow: bool) -> str:
        pools = {"common": 60, "unicode": 25}
        if not flow:
            pools["block"] = 15
        pool = self.weighted(pools)
        if pool == "unicode":
            self.note("unicode")
        words = {"common": COMMON_WORDS, "unicode": UNICODE_WORDS,
                 "block": BLOCK_ONLY_WORDS}[pool]
        return self.pick(words)

    def fragment(self, controls: bool) -> str:
        """One piece of quoted or block-scalar text."""
        kinds = {"word": 45, "unicode": 15, "special": 30, "space": 5}
        if controls:
            kinds["control"] = 10
        kind = self.weighted(kinds)
        if kind == "word":
            return self.pick(COMMON_WORDS + BLOCK_ONLY_WORDS)
        if kind == "unicode":
            self.note("unicode")
            return self.pick(UNICODE_WORDS)
        if kind == "special":
            return self.pick(SPECIAL_FRAGMENTS)
        if kind == "space":
            return " " * self.rng.randint(1, 3)
        return self.pick(CONTROL_FRAGMENTS)

    def text_value(self, max_fragments: int, controls: bool) -> str:
        """A value for a quoted scalar (may be empty, may have edge spaces)."""
        n = self.rng.randint(0, max_fragments) if self.chance(0.1) else \
            self.rng.randint(1, max_fragments)
        joiner = " " if self.chance(0.6) else ""
        return joiner.join(self.fragment(controls) for _ in range(n))

    def line_text(self) -> str:
        """A line of block-scalar content: starts with a non-space, no breaks."""
        parts = [self.fragment(controls=False) for _ in range(self.rng.randint(1, 6))]
        joiner = " " if self.chance(0.6) else ""
        text = joiner.join(parts).lstrip(" \t")
        return text or self.word(flow=False)

    def comment_text(self) -> str:
        body = "".join(self.fragment(controls=False)
                       for _ in range(self.rng.randint(0, 4)))
        return body.replace("\t", " ") if self.chance(0.7) else body

    # -- line decoration ----------------------------------------------------

    def trailing_spaces(self) -> str:
        if self.chance(0.12):
            self.note("trailing-spaces")
            return " " * self.rng.randint(1, 3)
        return ""

    def line_end(self) -> str:
        """What may follow a node at the end of its line: spaces or a comment."""
        if self.chance(0.08):
            self.note("trailing-comment")
            return " " * self.rng.randint(1, 3) + "#" + self.comment_text()
        return self.trailing_spaces()

    def decor(self, indent: int) -> list[str]:
        """Blank lines, lines of spaces and comment lines between entries.

        Comments start at a column <= `indent` and lines of spaces hold at
        most max(indent, 1) spaces. A block scalar that ends just before
        them has its content indented further, so they never become its
        content lines.
        """
        if not self.chance(0.22):
            return []
        lines = []
        for _ in range(self.rng.randint(1, 3)):
            kind = self.weighted({"blank": 40, "spaces": 15, "comment": 45})
            if kind == "blank":
                lines.append("")
            elif kind == "spaces":
                lines.append(" " * self.rng.randint(1, max(1, indent)))
            else:
                self.note("comment-line")
                lines.append(" " * self.rng.randint(0, indent) + "#"
                             + self.comment_text())
            self.note("blank-or-comment-lines")
        return lines

    def blank_line(self, max_spaces: int) -> str:
        if self.chance(0.7):
            return ""
        return " " * self.rng.randint(1, max(1, max_spaces))

    # -- layout -------------------------------------------------------------

    def layout(self, first: str, tokens: list[Token], min_indent: int) -> list[str]:
        """Turn flow-style tokens into lines.

        `first` is the text already on the first line. Every continuation
        line is indented at least `min_indent` spaces.
        """
        lines: list[str] = []
        current = first
        for tok in tokens:
            if isinstance(tok, str):
                current += tok
                continue
            if tok.escaped:
                current += "\\"
            elif tok.comment is not None:
                current += " " * self.rng.randint(1, 2) + "#" + tok.comment
            else:
                current += self.trailing_spaces()
            lines.append(current)
            lines.extend(self.blank_line(min_indent + 3) for _ in range(tok.blank))
            current = " " * (min_indent + self.extra_indent())
        lines.append(current)
        return lines

    def fold_break(self) -> Break:
        return Break(blank=self.weighted({0: 75, 1: 18, 2: 7}))

    # -- flow scalars -------------------------------------------------------

    def plain_tokens(self, flow: bool, multiline: bool, max_words: int = 7) -> list[Token]:
        """Words of a plain scalar, separated by spaces or by line folds."""
        n = self.rng.randint(1, max_words) if self.chance(0.6) else 1
        tokens: list[Token] = [self.word(flow)]
        folded = False
        for _ in range(n - 1):
            if multiline and self.chance(0.3):
                tokens.append(self.fold_break())
                folded = True
            else:
                tokens.append(" " if self.chance(0.9) else "  ")
            tokens.append(self.word(flow))
        self.note("plain-multiline" if folded else "plain")
        return tokens

    def single_quoted_units(self, value: str) -> list[str]:
        return ["''" if ch == "'" else ch for ch in value]

    def double_quoted_units(self, value: str) -> list[str]:
        """Split a value into double-quoted source units (raw chars or escapes)."""
        return [self.escape_char(ch) for ch in value]

    def escape_char(self, ch: str) -> str:
        cp = ord(ch)
        if ch in SHORT_ESCAPES and not (ch in "\t\xa0" and self.chance(0.4)):
            self.note("escape " + SHORT_ESCAPES[ch])
            return SHORT_ESCAPES[ch]
        if ch == "/" and self.chance(0.4):
            self.note("escape \\/")
            return "\\/"
        if ch == " " and self.chance(0.05):
            self.note("escape '\\ '")
            return "\\ "
        if not is_printable(ch) and ch != "\t":
            return self.hex_escape(cp)
        if (cp > 0x7E and self.chance(0.25)) or (ch.isalnum() and self.chance(0.03)):
            return self.hex_escape(cp)
        return ch

    def hex_escape(self, cp: int) -> str:
        if cp <= 0xFF and self.chance(0.6):
            form, digits = "x", 2
        elif cp <= 0xFFFF and self.chance(0.8):
            form, digits = "u", 4
        else:
            form, digits = "U", 8
        self.note("escape \\" + form)
        text = f"{cp:0{digits}x}"
        return "\\" + form + (text.upper() if self.chance(0.5) else text)

    def quoted_tokens(self, style: str) -> list[Token]:
        """A single- or double-quoted scalar, possibly spread over lines."""
        value = self.text_value(6, controls=(style == "double"))
        if style == "single":
            units, quote = self.single_quoted_units(value), "'"
        else:
            units, quote = self.double_quoted_units(value), '"'
            if self.chance(0.05):
                units.insert(self.rng.randint(0, len(units)),
                             self.hex_escape(self.pick([0x41, 0xE9, 0x1F600, 0x4E2D, 0x10348])))
        breaks: dict[int, Break] = {}
        if self.chance(0.35):
            for _ in range(self.rng.randint(1, 3)):
                position = self.rng.randint(0, len(units))
                escaped = style == "double" and self.chance(0.35)
                breaks[position] = Break(blank=self.weighted({0: 75, 1: 18, 2: 7}),
                                         escaped=escaped)
                if escaped:
                    self.note("escaped-line-break")
        self.note(style + ("-multiline" if breaks else ""))
        tokens: list[Token] = [quote]
        for i, unit in enumerate(units):
            if i in breaks:
                tokens.append(breaks[i])
            tokens.append(unit)
        if len(units) in breaks:
            tokens.append(breaks[len(units)])
        tokens.append(quote)
        return tokens

    def scalar_tokens(self, style: str, flow: bool) -> list[Token]:
        if style == "plain":
            return self.plain_tokens(flow, multiline=True)
        return self.quoted_tokens(style)

    # -- keys -----------------------------------------------------------------

    def key_value(self, flow: bool) -> str:
        kind = self.weighted({"plain": 75, "quoted": 22, "empty": 3})
        if kind == "plain":
            return "".join(tok for tok in self.plain_tokens(flow, multiline=False, max_words=3))
        if kind == "quoted":
            return self.text_value(3, controls=self.chance(0.3))
        return ""

    def unique_keys(self, n: int, flow: bool) -> list[str]:
        keys: list[str] = []
        attempts = 0
        while len(keys) < n:
            key = self.key_value(flow)
            attempts += 1
            if attempts > 20 * n:
                key = f"{key}-{len(keys)}"
            if key not in keys:
                keys.append(key)
        return keys

    def render_key(self, value: str, flow: bool) -> str:
        styles = {"double": 2}
        if is_plain_safe(value, flow) and value != "<<":  # a plain << key is a merge key
            styles["plain"] = 8
        if all(is_printable(ch) or ch == "\t" for ch in value):
            styles["single"] = 2
        style = self.weighted(styles)
        if style != "plain":
            self.note("quoted-key")
        if style == "plain":
            return value
        if style == "single":
            return "'" + "".join(self.single_quoted_units(value)) + "'"
        return '"' + "".join(self.double_quoted_units(value)) + '"'

    # -- flow collections ---------------------------------------------------

    def flow_separator(self) -> Token:
        """Whitespace after `[`, `{` or `,`: nothing, spaces, or a line break."""
        r = self.rng.random()
        if r < 0.2:
            self.note("flow-multiline")
            if self.chance(0.15):
                self.note("flow-comment")
                return Break(blank=0, comment=self.comment_text())
            return self.fold_break()
        if r < 0.3:
            return ""
        return " " if r < 0.9 else "  "

    def flow_item_tokens(self, depth: int) -> list[Token]:
        """One entry of a flow sequence, or one value of a flow mapping."""
        self.budget -= 1
        kinds = {"plain": 40, "single": 15, "double": 20}
        if depth < self.max_depth + 1 and self.budget > 0:
            kinds.update(seq=8, map=8)
        kinds.update(empty_seq=2, empty_map=2)
        kind = self.weighted(kinds)
        if kind == "seq":
            return self.flow_sequence_tokens(depth + 1)
        if kind == "map":
            return self.flow_mapping_tokens(depth + 1)
        if kind == "empty_seq":
            self.note("empty-flow")
            return [self.pick(["[]", "[ ]"])]
        if kind == "empty_map":
            self.note("empty-flow")
            return [self.pick(["{}", "{ }"])]
        return self.scalar_tokens(kind, flow=True)

    def flow_close(self, tokens: list[Token], count: int, closer: str) -> None:
        if count and self.chance(0.05):
            tokens.append(",")
            self.note("flow-trailing-comma")
        if count and self.chance(0.15):
            sep = self.flow_separator()
            if isinstance(sep, Break):
                sep.comment = None  # no comment right before a closing bracket
            tokens.append(sep)
        tokens.append(closer)

    def flow_sequence_tokens(self, depth: int) -> list[Token]:
        self.note("flow-seq")
        n = self.width(depth, minimum=0)
        tokens: list[Token] = ["["]
        if n:
            tokens.append(self.flow_separator() if self.chance(0.3) else "")
        for i in range(n):
            if i:
                tokens += [",", self.flow_separator()]
            tokens += self.flow_item_tokens(depth)
        if not n:
            self.note("empty-flow")
        self.flow_close(tokens, n, "]")
        return tokens

    def flow_mapping_tokens(self, depth: int) -> list[Token]:
        self.note("flow-map")
        n = self.width(depth, minimum=0)
        tokens: list[Token] = ["{"]
        if n:
            tokens.append(self.flow_separator() if self.chance(0.3) else "")
        for i, key in enumerate(self.unique_keys(n, flow=True)):
            if i:
                tokens += [",", self.flow_separator()]
            tokens += self.flow_pair_tokens(key, depth)
        if not n:
            self.note("empty-flow")
        self.flow_close(tokens, n, "}")
        return tokens

    def flow_pair_tokens(self, key: str, depth: int) -> list[Token]:
        """`key: value` inside a flow mapping (keys always on one line)."""
        rendered = self.render_key(key, flow=True)
        if self.chance(0.06):
            self.note("flow-empty-value")
            return [rendered, ": "]
        if rendered[0] in "'\"" and self.chance(0.15):
            # JSON-like keys may be followed by ':' and the value with no space.
            self.note("flow-adjacent-value")
            separator: list[Token] = [":"]
        elif self.chance(0.05):
            separator = [":", Break(blank=0)]
        else:
            separator = [": "]
        return [rendered] + separator + self.flow_item_tokens(depth)

    # -- block scalars ------------------------------------------------------

    def block_scalar(self, parent_indent: int, top_level: bool = False) -> Rendered:
        """A literal or folded block scalar under a node at `parent_indent`."""
        style = self.pick("|>")
        chomp = self.weighted({"": 50, "-": 25, "+": 25})
        self.note("literal" if style == "|" else "folded")
        if chomp:
            self.note("chomp" + chomp)
        explicit = not top_level and self.chance(0.3)
        if explicit:
            step = self.weighted({1: 25, 2: 30, 3: 15, 4: 15, 5: 5, 7: 5, 9: 5})
            self.note("indentation-indicator")
            indicators = str(step) + chomp if self.chance(0.5) else chomp + str(step)
        else:
            step = self.rng.randint(1, 4)
            indicators = chomp
        indent = max(parent_indent + step, 1)
        header = style + indicators + self.line_end()
        return Rendered(header, self.block_scalar_lines(indent, explicit, top_level))

    def block_scalar_lines(self, indent: int, explicit: bool, top_level: bool) -> list[str]:
        # An empty top-level block scalar is left out: YAML 1.2 would take a
        # following comment at column 0 as its content, and PyYAML would not.
        if not top_level and self.chance(0.05):
            self.note("empty-block-scalar")
            return ["" for _ in range(self.rng.randint(0, 2))]
        lines = []
        for _ in range(self.weighted({0: 70, 1: 20, 2: 10})):
            self.note("block-leading-blank")
            lines.append(self.blank_line(indent))
        for i in range(self.weighted({1: 30, 2: 20, 3: 20, 4: 15, 6: 10, 9: 5})):
            first = i == 0
            lines.append(self.block_content_line(indent, first and not explicit))
        for _ in range(self.weighted({0: 55, 1: 25, 2: 12, 3: 8})):
            self.note("block-trailing-blank")
            lines.append(self.blank_line(indent))
        return lines

    def block_content_line(self, indent: int, must_be_plain_text: bool) -> str:
        """One line of block-scalar content at content indentation `indent`."""
        kinds = {"text": 60, "more": 15, "empty": 14, "tab": 4, "spaces": 4, "deep": 3}
        kind = "text" if must_be_plain_text else self.weighted(kinds)
        pad = " " * indent
        tail = self.trailing_spaces()
        if kind == "text":
            return pad + self.line_text() + tail
        if kind == "more":
            self.note("block-more-indented")
            return pad + " " * self.rng.randint(1, 4) + self.line_text() + tail
        if kind == "empty":
            self.note("block-inner-blank")
            return self.blank_line(indent)
        if kind == "tab":
            self.note("block-tab-line")
            return pad + "\t" + self.line_text()
        if kind == "spaces":
            self.note("block-spaces-only-line")
            return pad + " " * self.rng.randint(1, 3)
        self.note("block-deep-indent")
        return pad + " " * self.rng.randint(5, 12) + self.line_text() + tail

    # -- block collections --------------------------------------------------

    def block_mapping(self, indent: int, depth: int, leading_decor: bool) -> list[str]:
        """A block mapping with entries at column `indent`."""
        self.note("block-map")
        keys = self.unique_keys(self.width(depth), flow=False)
        lines = self.decor(indent) if leading_decor else []
        for i, key in enumerate(keys):
            if i:
                lines += self.decor(indent)
            lines += self.mapping_entry(indent, key, depth)
        return lines

    def block_sequence(self, indent: int, depth: int, leading_decor: bool) -> list[str]:
        """A block sequence with dashes at column `indent`."""
        self.note("block-seq")
        lines = self.decor(indent) if leading_decor else []
        for i in range(self.width(depth)):
            if i:
                lines += self.decor(indent)
            lines += self.sequence_entry(indent, depth)
        return lines

    def value_kind(self, depth: int, in_sequence: bool) -> str:
        weights = {"plain": 30, "single": 10, "double": 14, "block": 14,
                   "empty": 5, "flow_seq": 5, "flow_map": 5}
        if self.can_nest(depth):
            weights.update(map=22, seq=14)
            if in_sequence:
                weights.update(compact_map=16, compact_seq=5)
        return self.weighted(weights)

    def mapping_entry(self, indent: int, key: str, depth: int) -> list[str]:
        self.budget -= 1
        colon = ":" if self.chance(0.95) else " " * self.rng.randint(1, 2) + ":"
        prefix = " " * indent + self.render_key(key, flow=False) + colon
        kind = self.value_kind(depth, in_sequence=False)
        if kind in ("map", "seq"):
            nested = self.nested_collection(kind, indent, depth, under_key=True)
            return [prefix + self.line_end()] + nested
        value = self.inline_value(kind, indent, depth)
        space = "" if kind == "empty" else self.pick([" ", " ", " ", "  "])
        return [prefix + space + value.head] + value.lines

    def sequence_entry(self, indent: int, depth: int) -> list[str]:
        self.budget -= 1
        dash = " " * indent + "-"
        kind = self.value_kind(depth, in_sequence=True)
        gap = self.weighted({1: 80, 2: 12, 3: 8})
        if kind in ("map", "seq"):
            nested = self.nested_collection(kind, indent, depth, under_key=False)
            return [dash + self.line_end()] + nested
        if kind in ("compact_map", "compact_seq"):
            self.note(kind.replace("_", "-"))
            child = indent + 1 + gap
            builder = self.block_mapping if kind == "compact_map" else self.block_sequence
            lines = builder(child, depth + 1, leading_decor=False)
            return [dash + lines[0][indent + 1:]] + lines[1:]
        value = self.inline_value(kind, indent, depth)
        space = "" if kind == "empty" else " " * gap
        return [dash + space + value.head] + value.lines

    def nested_collection(self, kind: str, indent: int, depth: int, under_key: bool) -> list[str]:
        """A block collection that starts on the line after `key:` or `-`."""
        if kind == "seq" and under_key and self.chance(0.5):
            self.note("indentless-seq")
            child = indent
        else:
            child = indent + self.indent_step()
        if kind == "map":
            return self.block_mapping(child, depth + 1, leading_decor=True)
        return self.block_sequence(child, depth + 1, leading_decor=True)

    def inline_value(self, kind: str, indent: int, depth: int) -> Rendered:
        """A scalar or flow collection that starts on the indicator's line.

        `indent` is the column of the collection that holds the entry;
        continuation lines must be indented more than that.
        """
        if kind == "empty":
            self.note("empty-value")
            return Rendered(self.line_end())
        if kind == "block":
            return self.block_scalar(indent)
        tokens = self.flow_node_tokens(kind, depth)
        lines = self.layout("", tokens, indent + 1)
        lines[-1] += self.line_end()
        return Rendered(lines[0], lines[1:])

    def flow_node_tokens(self, kind: str, depth: int) -> list[Token]:
        if kind == "flow_seq":
            return self.flow_sequence_tokens(depth + 1)
        if kind == "flow_map":
            return self.flow_mapping_tokens(depth + 1)
        return self.scalar_tokens(kind, flow=False)

    # -- documents ----------------------------------------------------------

    def top_level_lines(self, start_marker: bool) -> list[str]:
        """The document's root node: usually a mapping, sometimes a sequence or scalar."""
        kind = self.weighted({"map": 70, "seq": 18, "scalar": 12})
        if kind in ("map", "seq"):
            self.note("top-" + kind)
            marker = ["---" + self.line_end()] if start_marker else []
            indent = 0 if self.chance(0.93) else self.rng.randint(1, 2)
            builder = self.block_mapping if kind == "map" else self.block_sequence
            return marker + builder(indent, 0, leading_decor=True)
        self.note("top-scalar")
        style = self.pick(["plain", "single", "double", "block", "block",
                           "flow_seq", "flow_map"])
        inline = start_marker and self.chance(0.5)
        first = "--- " if inline else ""
        marker = ["---" + self.line_end()] if start_marker and not inline else []
        if style == "block":
            block = self.block_scalar(-1, top_level=True)
            return marker + [first + block.head] + block.lines
        tokens = self.flow_node_tokens(style, 0)
        min_indent = 0 if style == "plain" and not inline else 1
        lines = self.layout(first, tokens, min_indent)
        lines[-1] += self.line_end()
        return marker + lines

    def document(self) -> bytes:
        lines: list[str] = []
        start_marker = self.chance(0.3)
        if start_marker:
            self.note("document-start")
            if self.chance(0.2):
                lines += ["#" + self.comment_text() for _ in range(self.rng.randint(1, 2))]
        lines += self.top_level_lines(start_marker)
        if self.chance(0.15):
            lines += ["#" + self.comment_text(), ""][: self.rng.randint(1, 2)]
        text = "\n".join(lines)
        if self.chance(0.9):
            text += "\n"
        else:
            self.note("no-final-newline")
            # PyYAML drops a last line of only spaces that has no line break; the YAML
            # grammar and the official test suite (cases L24T/01, JEF9/02) read it as a
            # line, and so does connector-gen (checked by YAMLTestSuiteTests). Leave it out.
            last = text.rsplit("\n", 1)[-1]
            if last and not last.strip(" "):
                text = text[: len(text) - len(last)]
        if self.chance(0.15):
            self.note("crlf")
            text = text.replace("\n", "\r\n")
        if self.chance(0.08):
            self.note("bom")
            text = "\ufeff" + text
        return text.encode("utf-8")


def generate(seed: str, index: int) -> tuple[bytes, Counter[str]]:
    """Document number `index` for `seed`; the same inputs give the same bytes."""
    gen = DocumentGenerator(random.Random(f"{seed}:{index}"))
    data = gen.document()
    return data, gen.features


# ---------------------------------------------------------------------------
# Canonical, order-preserving values and their comparison
# ---------------------------------------------------------------------------

#: str for scalars, ("seq", (items...)), ("map", ((key, value)...)),
#: or ("non-string", value) for JSON numbers/booleans/null from the parser.
Canonical = Union[str, tuple]


def expected_value(data: bytes) -> Canonical:
    """PyYAML's BaseLoader view of the document, with order and duplicates kept."""
    return canonical_from_node(yaml.compose(data, Loader=yaml.BaseLoader))


def canonical_from_node(node) -> Canonical:
    if node is None:  # empty stream; never generated
        return ""
    if isinstance(node, yaml.ScalarNode):
        return node.value
    if isinstance(node, yaml.SequenceNode):
        return ("seq", tuple(canonical_from_node(item) for item in node.value))
    return ("map", tuple((canonical_from_node(k), canonical_from_node(v))
                         for k, v in node.value))


class _JsonObject(list):
    """The key/value pairs of a JSON object, in document order."""


def parse_json_output(text: str) -> Canonical:
    return canonical_from_json(json.loads(text, object_pairs_hook=_JsonObject))


def canonical_from_json(value) -> Canonical:
    if isinstance(value, _JsonObject):
        return ("map", tuple((k, canonical_from_json(v)) for k, v in value))
    if isinstance(value, list):
        return ("seq", tuple(canonical_from_json(v) for v in value))
    if isinstance(value, str):
        return value
    return ("non-string", value)


def to_plain_python(value: Canonical):
    """Dicts and lists, the shape `yaml.load(..., Loader=BaseLoader)` returns."""
    if isinstance(value, str):
        return value
    tag, items = value
    if tag == "seq":
        return [to_plain_python(v) for v in items]
    return {k: to_plain_python(v) for k, v in items}


def to_json_text(value: Canonical) -> str:
    """Compact JSON that keeps key order (and duplicates, if there are any)."""
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    tag, items = value
    if tag == "seq":
        return "[" + ", ".join(to_json_text(v) for v in items) + "]"
    if tag == "map":
        return "{" + ", ".join(json.dumps(k, ensure_ascii=False) + ": " + to_json_text(v)
                               for k, v in items) + "}"
    return json.dumps(items)


def for_display(text: str, limit: int = 300) -> str:
    """Make unprintable characters visible and shorten long text."""
    shown = "".join(ch if ch.isprintable() else f"\\u{ord(ch):04x}" for ch in text)
    return shown if len(shown) <= limit else shown[:limit] + f"... ({len(shown)} chars)"


def describe(value: Canonical) -> str:
    return for_display(to_json_text(value), limit=80)


def first_difference(expected: Canonical, actual: Canonical, path: str = "$") -> str | None:
    """A short description of the first place where two values differ."""
    if expected == actual:
        return None
    if isinstance(expected, str) or isinstance(actual, str) or expected[0] != actual[0]:
        return f"{path}: expected {describe(expected)}, got {describe(actual)}"
    tag = expected[0]
    exp_items, act_items = expected[1], actual[1]
    for i, (e, a) in enumerate(zip(exp_items, act_items)):
        if tag == "seq":
            found = first_difference(e, a, f"{path}[{i}]")
        elif e[0] != a[0]:
            return f"{path}: key #{i} expected {describe(e[0])}, got {describe(a[0])}"
        else:
            found = first_difference(e[1], a[1], f"{path}.{for_display(e[0], 40)}")
        if found:
            return found
    return f"{path}: expected {len(exp_items)} entries, got {len(act_items)}"


# ---------------------------------------------------------------------------
# Running the parser under test
# ---------------------------------------------------------------------------


@dataclass
class Outcome:
    name: str
    ok: bool
    summary: str = ""
    detail: list[str] = field(default_factory=list)
    actual_output: str = ""


def run_parser(command: list[str], path: str, name: str, expected: Canonical,
               timeout: float) -> Outcome:
    """Run the parser on one document and compare its output with PyYAML's."""
    try:
        proc = subprocess.run(command + [path], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Outcome(name, False, f"parser timed out after {timeout:g}s")
    stdout = proc.stdout.decode("utf-8", errors="replace")
    stderr = proc.stderr.decode("utf-8", errors="replace")
    raw = stdout + ("\n--- stderr ---\n" + stderr if stderr else "")
    if proc.returncode != 0:
        first = stderr.strip().splitlines()[:1] or ["(no stderr)"]
        return Outcome(name, False, f"parser exited with status {proc.returncode}: "
                       + for_display(first[0], 200), actual_output=raw)
    try:
        actual = parse_json_output(proc.stdout.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        return Outcome(name, False, f"parser printed invalid JSON: {error}",
                       [f"output:   {for_display(stdout)}"], raw)
    difference = first_difference(expected, actual)
    if difference is None:
        return Outcome(name, True)
    return Outcome(name, False, "disagreement at " + difference,
                   [f"expected: {for_display(to_json_text(expected))}",
                    f"actual:   {for_display(to_json_text(actual))}"], raw)


def save_failure(keep_dir: str, path: str, outcome: Outcome, expected: Canonical) -> None:
    stem = os.path.join(keep_dir, outcome.name)
    shutil.copyfile(path, stem + ".yaml")
    with open(stem + ".expected.json", "w", encoding="utf-8") as f:
        f.write(to_json_text(expected) + "\n")
    with open(stem + ".actual.txt", "w", encoding="utf-8") as f:
        f.write(outcome.summary + "\n" + outcome.actual_output)


def doc_name(index: int) -> str:
    return f"doc-{index:05d}"


def accepted_documents(args):
    """Yield (name, bytes, expected) for each document PyYAML accepts; count the rest."""
    rejected = 0
    for index in range(args.count):
        data, _ = generate(args.seed, index)
        try:
            expected = expected_value(data)
        except yaml.YAMLError:
            rejected += 1
            continue
        yield doc_name(index), data, expected
    if rejected:
        print(f"note: skipped {rejected} generated document(s) that PyYAML rejects")


def differential(args) -> int:
    command = shlex.split(args.parser)
    if not command or shutil.which(command[0]) is None:
        print(f"error: cannot run parser command {args.parser!r}", file=sys.stderr)
        return 2
    work_dir = tempfile.mkdtemp(prefix="yaml-differential-")
    keep_dir = args.keep_dir
    passed = failed = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            jobs = []
            for name, data, expected in accepted_documents(args):
                path = os.path.join(work_dir, name + ".yaml")
                with open(path, "wb") as f:
                    f.write(data)
                future = pool.submit(run_parser, command, path, name, expected, args.timeout)
                jobs.append((future, path, expected))
            for future, path, expected in jobs:
                outcome = future.result()
                if outcome.ok:
                    passed += 1
                    continue
                failed += 1
                if keep_dir is None:
                    keep_dir = tempfile.mkdtemp(prefix="yaml-differential-failures-")
                os.makedirs(keep_dir, exist_ok=True)
                save_failure(keep_dir, path, outcome, expected)
                saved = os.path.join(keep_dir, outcome.name + ".yaml")
                print(f"FAIL {saved}: {outcome.summary}")
                if failed <= args.max_details:
                    for line in outcome.detail:
                        print("  " + line)
    finally:
        shutil.rmtree(work_dir, ignore_errors=True)
    if failed:
        print(f"failing documents saved in {keep_dir}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


# ---------------------------------------------------------------------------
# --corpus-out and --self-check
# ---------------------------------------------------------------------------


def write_corpus(args) -> int:
    """Write each accepted document as NAME.yaml, with PyYAML's result as NAME.json."""
    os.makedirs(args.corpus_out, exist_ok=True)
    written = 0
    for name, data, expected in accepted_documents(args):
        with open(os.path.join(args.corpus_out, name + ".yaml"), "wb") as f:
            f.write(data)
        with open(os.path.join(args.corpus_out, name + ".json"), "w", encoding="utf-8") as f:
            f.write(to_json_text(expected) + "\n")
        written += 1
    print(f"wrote {written} documents (+ expected .json) to {args.corpus_out}")
    return 0


def check_document(data: bytes) -> str | None:
    """Checks on a document PyYAML has accepted; the problem found, if any."""
    expected = expected_value(data)
    problem = check_keys(expected)
    if problem:
        return problem
    plain = to_plain_python(expected)
    loaded = yaml.load(data, Loader=yaml.BaseLoader)
    if loaded != plain or json.dumps(loaded) != json.dumps(plain):
        return "yaml.load(BaseLoader) differs from the composed node tree"
    if parse_json_output(to_json_text(expected)) != expected:
        return "JSON round trip changed the value"
    return None


def check_keys(value: Canonical) -> str | None:
    """Keys must be strings and unique within each mapping."""
    if isinstance(value, str) or value[0] == "non-string":
        return None
    tag, items = value
    if tag == "seq":
        children = items
    else:
        keys = [k for k, _ in items]
        if not all(isinstance(k, str) for k in keys):
            return "non-scalar key"
        if len(set(keys)) != len(keys):
            return f"duplicate key in mapping: {keys}"
        children = [v for _, v in items]
    for child in children:
        problem = check_keys(child)
        if problem:
            return problem
    return None


def self_check(args) -> int:
    """Generate documents and report how many PyYAML accepts, plus coverage."""
    accepted = rejected = broken = 0
    coverage: Counter[str] = Counter()
    errors: Counter[str] = Counter()
    total_bytes = 0
    for index in range(args.count):
        data, features = generate(args.seed, index)
        total_bytes += len(data)
        try:
            problem = check_document(data)
        except yaml.YAMLError as error:
            rejected += 1
            message = str(getattr(error, "problem", None) or error).splitlines()[0]
            errors[message] += 1
            if args.verbose and rejected <= 5:
                print(f"--- rejected {doc_name(index)}: {error}\n{data.decode('utf-8')!r}\n")
            continue
        if problem:
            broken += 1
            print(f"{doc_name(index)}: {problem}")
            continue
        accepted += 1
        coverage.update(features.keys())
    rate = 100.0 * accepted / args.count if args.count else 100.0
    average = total_bytes // max(args.count, 1)
    print(f"generated {args.count} documents ({average} bytes on average)")
    print("feature coverage (documents using each feature):")
    for feature, count in sorted(coverage.items()):
        print(f"  {feature:28s} {count}")
    for message, count in errors.most_common():
        print(f"  rejected ({count}x): {message}")
    print(f"accepted by PyYAML: {accepted}/{args.count} ({rate:.2f}%), "
          f"rejected: {rejected}, failed checks: {broken}")
    return 0 if rate >= 98.0 and not broken else 1


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Differential test of connector-gen's YAML reader against PyYAML.")
    parser.add_argument("--count", type=int, default=200, help="number of documents")
    parser.add_argument("--seed", default="0", help="seed (any string); output is deterministic")
    parser.add_argument("--parser", help='command to test, the file path is appended, '
                        'e.g. ".build/debug/connector-gen parse"')
    parser.add_argument("--keep-dir", help="where failing documents are saved "
                        "(default: a new temporary directory, printed at the end)")
    parser.add_argument("--corpus-out", metavar="DIR",
                        help="write the documents (and PyYAML's JSON) to DIR and exit")
    parser.add_argument("--self-check", action="store_true",
                        help="check that PyYAML accepts the generated documents")
    parser.add_argument("--verbose", action="store_true",
                        help="with --self-check: print the first rejected documents")
    parser.add_argument("--jobs", type=int, default=2, help="parallel parser processes")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds per parser run")
    parser.add_argument("--max-details", type=int, default=20,
                        help="print expected/actual for at most this many failures")
    args = parser.parse_args(argv)
    if not (args.self_check or args.corpus_out or args.parser):
        parser.error("one of --parser, --self-check or --corpus-out is required")
    return args


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    if args.self_check:
        return self_check(args)
    if args.corpus_out:
        return write_corpus(args)
    return differential(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
