#!/usr/bin/env python3
"""Writes a benchmark corpus of connector specs shaped like the screens of a real app.

    make_corpus.py N OUT_DIR [--seed S] [--hand-written]

writes

    OUT_DIR/Specs/<Area>/<Name>.connector.yml   N specs
    OUT_DIR/AppState.swift                      every app type the specs reference, so the
                                                generated code compiles (one file)
    OUT_DIR/HandWritten/*.swift                 with --hand-written: the same view types and
                                                connectors written by hand, the baseline of
                                                the compile-time comparison
    OUT_DIR/corpus.json                         what the corpus is made of (counts per form)

The specs read from one shared domain (episodes, shows, a profile, settings, playback,
search, downloads, notifications) like the screens of one app do. Each spec has 3-8 slices
and 4-12 view state fields that mix the short form, the flow form `{type, from}`, a plain
expression on its own line and `|` block expressions, one nested `types` entry, 2-6 view
actions with and without `with`, and 2-4 examples whose expected values are right for
`AppState()`. About one spec in ten uses the derived-store form instead. The output depends
only on N and the seed.
"""

import argparse
import json
import os
import random
import sys
from dataclasses import dataclass, field


# --------------------------------------------------------------------------------------
# The shared domain: the slices a spec can read, with their Swift type and their value
# in `AppState()`.

@dataclass(frozen=True)
class SliceDef:
    name: str
    path: str
    type: str
    empty: str


SLICES = {s.name: s for s in [
    SliceDef("history", "watchedHistory", "[EpisodeID]", "[]"),
    SliceDef("episodes", "episodes", "[EpisodeID: Episode]", "[:]"),
    SliceDef("shows", "shows", "[ShowID: Show]", "[:]"),
    SliceDef("watchlist", "watchlist", "[ShowID]", "[]"),
    SliceDef("favorites", "favorites", "Set<ShowID>", "[]"),
    SliceDef("ratings", "ratings", "[EpisodeID: Int]", "[:]"),
    SliceDef("profile", "profile", "Profile", "Profile()"),
    SliceDef("settings", "settings", "Settings", "Settings()"),
    SliceDef("playback", "playback", "Playback", "Playback()"),
    SliceDef("query", "search.query", "String", '""'),
    SliceDef("results", "search.results", "[ShowID]", "[]"),
    SliceDef("isSearching", "search.isLoading", "Bool", "false"),
    SliceDef("downloads", "downloads", "[EpisodeID: DownloadStatus]", "[:]"),
    SliceDef("notifications", "notifications", "[AppNotification]", "[]"),
    SliceDef("loadState", "loadState", "LoadState", ".idle"),
    SliceDef("selectedShow", "selectedShow", "ShowID?", "nil"),
    SliceDef("userName", "profile.name", "String", '""'),
    SliceDef("theme", "settings.theme", "Theme", ".system"),
    SliceDef("currentEpisode", "playback.current", "EpisodeID?", "nil"),
    SliceDef("isPlaying", "playback.isPlaying", "Bool", "false"),
]}


# --------------------------------------------------------------------------------------
# View state fields. `forms` says how a field may be written: "flow" as
# `{ type: T, from: e }` (only for expressions without YAML flow indicators), "plain" as a
# one-line expression after `from: `, "block" as a `|` block. Multi-line expressions are
# "block" only.

@dataclass(frozen=True)
class FieldDef:
    name: str
    type: str
    expr: str            # may span lines; "{T}" is replaced by the nested type's name
    slices: tuple
    empty: str
    forms: tuple
    foundation: bool = False


FIELDS = [
    FieldDef("episodeCount", "Int", "history.count", ("history",), "0", ("flow", "plain")),
    FieldDef("isEmpty", "Bool", "history.isEmpty", ("history",), "true", ("flow", "plain")),
    FieldDef("isLoading", "Bool", "loadState == .loading", ("loadState",), "false", ("flow", "plain")),
    FieldDef("favoriteCount", "Int", "favorites.count", ("favorites",), "0", ("flow", "plain", "block")),
    FieldDef("hasResults", "Bool", "results.isEmpty == false", ("results",), "false", ("flow", "plain")),
    FieldDef("showsSearchHint", "Bool", "query.isEmpty", ("query",), "true", ("flow", "plain")),
    FieldDef("isPremium", "Bool", "profile.isPremium", ("profile",), "false", ("flow", "plain")),
    FieldDef("notificationsOn", "Bool", "settings.notificationsEnabled", ("settings",), "false", ("flow", "plain")),
    FieldDef("themeName", "String", "theme.rawValue.capitalized", ("theme",), '"System"', ("flow", "plain"), True),
    FieldDef("greeting", "String", 'userName.isEmpty ? "Welcome!" : "Hi, \\(userName)!"', ("userName",),
             '"Welcome!"', ("plain", "block")),
    FieldDef("unreadCount", "Int", "notifications.filter { !$0.isRead }.count", ("notifications",), "0",
             ("plain", "block")),
    FieldDef("autoplayLabel", "String", 'settings.autoplay ? "Autoplay on" : "Autoplay off"', ("settings",),
             '"Autoplay on"', ("plain", "block")),
    FieldDef("queuedDownloads", "Int", "downloads.values.filter { $0 == .queued }.count", ("downloads",), "0",
             ("plain", "block")),
    FieldDef("selectedTitle", "String?", "selectedShow.flatMap { shows[$0]?.title }", ("selectedShow", "shows"),
             "nil", ("plain", "block")),
    FieldDef("averageRating", "Double",
             "ratings.isEmpty ? 0 : Double(ratings.values.reduce(0, +)) / Double(ratings.count)", ("ratings",),
             "0", ("plain", "block")),
    FieldDef("volumeText", "String", '"\\(Int(playback.volume * 100))%"', ("playback",), '"100%"', ("block",)),
    FieldDef("canSave", "Bool",
             "!profile.name.trimmingCharacters(in: .whitespaces).isEmpty\n  && profile.name != profile.savedName",
             ("profile",), "false", ("block",), True),
    FieldDef("watchedThisSeason", "Int",
             "history\n  .compactMap { episodes[$0] }\n  .filter { $0.season == 1 }\n  .count",
             ("history", "episodes"), "0", ("block",)),
    FieldDef("progress", "Double",
             "currentEpisode.flatMap { id in\n"
             "  episodes[id].map { playback.position / Double(max($0.runtime, 1) * 60) }\n"
             "} ?? 0",
             ("currentEpisode", "episodes", "playback"), "0", ("block",)),
    FieldDef("nowPlayingTitle", "String",
             'currentEpisode\n  .flatMap { episodes[$0] }\n  .map { "\\($0.title) (S\\($0.season))" }\n  ?? "Nothing playing"',
             ("currentEpisode", "episodes"), '"Nothing playing"', ("block",)),
    FieldDef("genres", "[String]",
             "Array(Set(watchlist.compactMap { shows[$0] }.flatMap(\\.genres))).sorted()",
             ("watchlist", "shows"), "[]", ("plain", "block")),
    FieldDef("statusText", "String",
             'loadState == .loading ? "Loading…"\n  : isSearching ? "Searching…" : ""',
             ("loadState", "isSearching"), '""', ("block",)),
    FieldDef("playButtonTitle", "String", 'isPlaying ? "Pause" : "Play"', ("isPlaying",), '"Play"',
             ("plain", "block")),
]

# One nested type per spec: its properties and the field that builds a list of it.
@dataclass(frozen=True)
class NestedDef:
    properties: tuple    # (name, type) pairs
    expr: str            # "{T}" is the type's name
    slices: tuple
    foundation: bool = False


NESTED = [
    NestedDef((("id", "EpisodeID"), ("title", "String"), ("subtitle", "String")),
              "history.compactMap { id in\n"
              "  episodes[id].map { episode in\n"
              '    {T}(id: id, title: episode.title, subtitle: "S\\(episode.season)E\\(episode.number)")\n'
              "  }\n"
              "}",
              ("history", "episodes")),
    NestedDef((("id", "ShowID"), ("title", "String"), ("posterURL", "URL?"), ("isFavorite", "Bool")),
              "watchlist.compactMap { id in\n"
              "  guard let show = shows[id] else { return nil }\n"
              "  return {T}(id: id, title: show.title, posterURL: show.posterURL,\n"
              "             isFavorite: favorites.contains(id))\n"
              "}",
              ("watchlist", "shows", "favorites"), True),
    NestedDef((("id", "Int"), ("text", "String"), ("isUnread", "Bool")),
              "notifications\n"
              "  .sorted { $0.date > $1.date }\n"
              "  .map { {T}(id: $0.id, text: $0.text, isUnread: !$0.isRead) }",
              ("notifications",)),
    NestedDef((("id", "EpisodeID"), ("title", "String"), ("progress", "Double"), ("isFailed", "Bool")),
              "downloads.keys.sorted().compactMap { id in\n"
              "  guard let episode = episodes[id], let status = downloads[id] else { return nil }\n"
              "  switch status {\n"
              "  case .queued:\n"
              "    return {T}(id: id, title: episode.title, progress: 0, isFailed: false)\n"
              "  case .downloading(let progress):\n"
              "    return {T}(id: id, title: episode.title, progress: progress, isFailed: false)\n"
              "  case .finished:\n"
              "    return {T}(id: id, title: episode.title, progress: 1, isFailed: false)\n"
              "  case .failed:\n"
              "    return {T}(id: id, title: episode.title, progress: 0, isFailed: true)\n"
              "  }\n"
              "}",
              ("downloads", "episodes")),
    NestedDef((("id", "ShowID"), ("title", "String"), ("detail", "String")),
              "results.compactMap { id in\n"
              "  shows[id].map { show in\n"
              '    {T}(id: id, title: show.title, detail: show.genres.prefix(2).joined(separator: ", "))\n'
              "  }\n"
              "}",
              ("results", "shows")),
]

NESTED_NAMES = [("Row", "rows"), ("Item", "items"), ("Card", "cards"), ("Cell", "cells"),
                ("Entry", "entries"), ("Tile", "tiles")]


# --------------------------------------------------------------------------------------
# View actions: parameters (label, type, example value), the app action as a template over
# the labels, and the app action the example value gives.

@dataclass(frozen=True)
class ActionDef:
    name: str
    params: tuple        # (label, type, example) triples
    to: str
    expect: str


def action(name, params, template, expect=None):
    """A view action whose app action is `template`: `to` writes each `{label}` in it as the
    label, and `expect` (unless given) as the label's example value."""
    to, example_action = template, template
    for label, _, example in params:
        to = to.replace(f"{{{label}}}", label)
        example_action = example_action.replace(f"{{{label}}}", example)
    return ActionDef(name, params, to, expect or example_action)


ACTIONS = [action(name, (), to) for name, to in [
    ("refresh", ".history(.reload)"), ("reloadAll", ".refresh"), ("clearHistory", ".history(.clear)"),
    ("pause", ".playback(.pause)"), ("resume", ".playback(.resume)"), ("submitSearch", ".search(.submit)"),
    ("clearSearch", ".search(.clear)"), ("save", ".profile(.save)"), ("signOut", ".profile(.signOut)"),
    ("markAllRead", ".notifications(.markAllRead)"), ("openSettings", ".navigate(.settings)"),
    ("back", ".navigate(.back)"),
]] + [
    action("play", (("episode", "EpisodeID", "EpisodeID(7)"),), ".playback(.play({episode}))"),
    action("seek", (("position", "Double", "90.5"),), ".playback(.seek(to: {position}))"),
    # The expected action holds the value the expression gives.
    action("setVolume", (("volume", "Double", "0.5"),), ".playback(.setVolume(min(max({volume}, 0), 1)))",
           expect=".playback(.setVolume(0.5))"),
    action("markWatched", (("episode", "EpisodeID", "EpisodeID(3)"),),
           ".history(.markAsWatched({episode}, watched: true))"),
    action("unwatch", (("episode", "EpisodeID", "EpisodeID(4)"),),
           ".history(.markAsWatched({episode}, watched: false))"),
    action("updateQuery", (("query", "String", '"dark"'),), ".search(.setQuery({query}))"),
    action("toggleFavorite", (("show", "ShowID", "ShowID(2)"),), ".library(.toggleFavorite({show}))"),
    action("addToWatchlist", (("show", "ShowID", "ShowID(5)"),), ".library(.addToWatchlist({show}))"),
    action("rate", (("episode", "EpisodeID", "EpisodeID(1)"), ("stars", "Int", "4")),
           ".library(.rate({episode}, stars: {stars}))"),
    action("setTheme", (("theme", "Theme", ".dark"),), ".settings(.setTheme({theme}))"),
    action("setNotifications", (("enabled", "Bool", "true"),), ".settings(.setNotifications({enabled}))"),
    action("rename", (("name", "String", '"Ana"'),), ".profile(.setName({name}))"),
    action("openShow", (("show", "ShowID", "ShowID(9)"),), ".navigate(.show({show}))"),
    action("download", (("episode", "EpisodeID", "EpisodeID(8)"),), ".downloads(.start({episode}))"),
    action("cancelDownload", (("episode", "EpisodeID", "EpisodeID(6)"), ("reason", "String", '"user"')),
           ".downloads(.cancel({episode}))"),
    action("dismiss", (("id", "Int", "12"),), ".notifications(.dismiss({id}))"),
]

AREAS = ["Home", "Discover", "Library", "Player", "Search", "Account", "Downloads", "Inbox"]
SCREEN_WORDS = ["History", "ShowDetail", "EpisodeList", "SearchResults", "Settings", "ProfileForm",
                "DownloadQueue", "Inbox", "NowPlaying", "Watchlist", "Favorites", "Ratings", "Home",
                "Discover", "Upcoming", "SeasonPicker", "Onboarding", "Paywall", "Filters", "Stats"]
DERIVED_WORDS = ["Summary", "Badge", "Banner", "Toolbar", "Tab", "Widget", "Panel", "Sidebar"]


# --------------------------------------------------------------------------------------
# The model of one generated screen.

@dataclass
class Field:
    name: str
    type: str
    expr: str | None     # None: short form (the slice of the same name)
    form: str            # "short", "shortFlow", "flow", "plain", "block"
    empty: str


@dataclass
class Action:
    name: str
    params: tuple
    to: str
    expect: str
    form: str            # "plain", "quoted", "block"
    with_form: str       # "flow", "block"


@dataclass
class Screen:
    index: int
    base: str                         # e.g. History00042
    area: str
    derived: bool
    view: str | None = None
    slices: list = field(default_factory=list)        # SliceDef
    fields: list = field(default_factory=list)        # Field
    nested_name: str | None = None
    nested: NestedDef | None = None
    actions: list = field(default_factory=list)       # Action
    examples: list = field(default_factory=list)      # (name, kind, a, b)
    foundation: bool = False
    comment: str | None = None
    derived_fields: list = field(default_factory=list)   # derived form: (name, type, default)
    derived_cases: list = field(default_factory=list)    # derived form: (declaration, example)

    @property
    def connector(self):
        return self.base + "Connector"

    @property
    def state_type(self):
        return f"{self.view}.State" if self.view else self.base + "State"

    @property
    def action_type(self):
        return f"{self.view}.Action" if self.view else self.base + "Action"

    @property
    def slice_name(self):
        return self.base[0].lower() + self.base[1:]


def make_screen(rng: random.Random, index: int, digits: int) -> Screen:
    derived = rng.random() < 0.1
    words = DERIVED_WORDS if derived else SCREEN_WORDS
    base = f"{rng.choice(words)}{index:0{digits}d}"
    screen = Screen(index=index, base=base, area=rng.choice(AREAS), derived=derived)
    if rng.random() < 0.3:
        screen.comment = rng.choice([
            "The screen's state, read from the normalized app state.",
            "Keep this spec next to the view that renders it.",
            "Rows are built from ids, so the list stays cheap to compare.",
        ])
    if derived:
        make_derived(rng, screen)
    else:
        make_fields(rng, screen)
        make_actions(rng, screen)
    make_examples(rng, screen)
    return screen


def make_derived(rng: random.Random, screen: Screen):
    pool = [("count", "Int", "0"), ("title", "String", '""'), ("isExpanded", "Bool", "false"),
            ("items", "[String]", "[]"), ("progress", "Double", "0"), ("selection", "Int?", "nil")]
    screen.derived_fields = rng.sample(pool, rng.randint(2, 4))
    cases = [("refresh", ".refresh"), ("toggle", ".toggle"), ("select(Int)", ".select(3)"),
             ("rename(String)", '.rename("x")'), ("close", ".close")]
    screen.derived_cases = rng.sample(cases, rng.randint(2, 4))


def make_fields(rng: random.Random, screen: Screen):
    screen.view = f"{screen.base}View" if rng.random() < 0.7 else None
    target_fields = rng.randint(4, 12)
    target_slices = rng.randint(3, 8)
    slices: list[str] = []

    def fits(needed):
        return len(set(slices) | set(needed)) <= target_slices

    def add_slices(needed):
        for name in needed:
            if name not in slices:
                slices.append(name)

    # The nested type and the list field built from it.
    nested = rng.choice([n for n in NESTED if len(n.slices) <= target_slices])
    nested_name, nested_field = rng.choice(NESTED_NAMES)
    screen.nested_name, screen.nested = nested_name, nested
    add_slices(nested.slices)
    screen.foundation |= nested.foundation
    fields = [Field(nested_field, f"[{nested_name}]", nested.expr.replace("{T}", nested_name), "block", "[]")]

    # Short-form fields copy a slice of the same name.
    for _ in range(rng.choice([0, 1, 1, 2])):
        candidates = [s for s in SLICES.values() if s.name not in slices] if len(slices) < target_slices \
            else [SLICES[s] for s in slices]
        candidates = [s for s in candidates if all(f.name != s.name for f in fields)]
        if not candidates:
            break
        chosen = rng.choice(candidates)
        add_slices([chosen.name])
        form = rng.choice(["short", "short", "shortFlow"])
        fields.append(Field(chosen.name, chosen.type, None, form, chosen.empty))

    # Expression fields whose slices fit.
    pool = FIELDS[:]
    rng.shuffle(pool)
    for definition in pool:
        if len(fields) >= target_fields:
            break
        if not fits(definition.slices):
            continue
        add_slices(definition.slices)
        screen.foundation |= definition.foundation
        fields.append(Field(definition.name, definition.type, definition.expr, rng.choice(definition.forms),
                            definition.empty))
    # Keep the nested list first or somewhere in the middle, like a person would.
    head = fields[0]
    rest = fields[1:]
    rng.shuffle(rest)
    position = rng.randint(0, min(2, len(rest)))
    screen.fields = rest[:position] + [head] + rest[position:]

    # Unused slices happen in real specs too; pad to the target count.
    spare = [s for s in SLICES if s not in slices]
    rng.shuffle(spare)
    while len(slices) < target_slices and spare:
        slices.append(spare.pop())
    rng.shuffle(slices)
    screen.slices = [SLICES[s] for s in slices]
    if not screen.foundation and rng.random() < 0.3:
        screen.foundation = True


def make_actions(rng: random.Random, screen: Screen):
    plain = [a for a in ACTIONS if not a.params]
    with_values = [a for a in ACTIONS if a.params]
    count = rng.randint(2, 6)
    with_count = rng.randint(1, count - 1)
    chosen = rng.sample(plain, count - with_count) + rng.sample(with_values, with_count)
    rng.shuffle(chosen)
    for definition in chosen:
        roll = rng.random()
        form = "block" if roll < 0.15 else "quoted" if roll < 0.25 and "\"" not in definition.to else "plain"
        with_form = "block" if len(definition.params) > 1 and rng.random() < 0.5 else "flow"
        screen.actions.append(Action(definition.name, definition.params, definition.to, definition.expect,
                                     form, with_form))


def make_examples(rng: random.Random, screen: Screen):
    count = rng.randint(2, 4)
    examples = [("state", "AppState()", expected_state(screen))]
    if screen.derived:
        sends = [(case_example, f".{screen.slice_name}({case_example})") for _, case_example in screen.derived_cases]
    else:
        sends = [(f".{a.name}" + (f"({', '.join(f'{label}: {value}' for label, _, value in a.params)})"
                                  if a.params else ""), a.expect) for a in screen.actions]
    rng.shuffle(sends)
    for send, expect in sends[:count - 1]:
        examples.append(("action", send, expect))
    screen.examples = examples


def expected_state(screen: Screen) -> str:
    if screen.derived:
        return f"{screen.base}State()"
    return ".init(" + ", ".join(f"{f.name}: {f.empty}" for f in screen.fields) + ")"


# --------------------------------------------------------------------------------------
# The spec text.

def yaml_type(text: str) -> str:
    """A type as a YAML value: quoted when it starts with a YAML indicator."""
    return f'"{text}"' if text[0] in "[{!&*|>'\"%@`" else text


def block(text: str, indent: int) -> list[str]:
    return [" " * indent + line if line else "" for line in text.split("\n")]


def spec_text(screen: Screen) -> str:
    lines = []
    if screen.comment:
        lines.append(f"# {screen.comment}")
    lines += [f"connector: {screen.connector}", "state: AppState", "action: AppAction"]
    if screen.derived:
        lines += [f"viewState: {screen.base}State", f"viewAction: {screen.base}Action",
                  f"slice: {screen.slice_name}", f"embed: {screen.slice_name}"]
    else:
        if screen.view:
            lines.append(f"view: {screen.view}")
        if screen.foundation:
            lines.append("imports: [Foundation]")
        lines.append("slices:")
        lines += [f"  {s.name}: {s.path}" for s in screen.slices]
        lines.append("viewState:")
        for f in screen.fields:
            if f.form == "short":
                lines.append(f"  {f.name}: {yaml_type(f.type)}")
            elif f.form == "shortFlow":
                lines.append(f"  {f.name}: {{ type: {yaml_type(f.type)} }}")
            elif f.form == "flow":
                lines.append(f"  {f.name}: {{ type: {yaml_type(f.type)}, from: {f.expr} }}")
            elif f.form == "plain":
                lines += [f"  {f.name}:", f"    type: {yaml_type(f.type)}", f"    from: {f.expr}"]
            else:
                lines += [f"  {f.name}:", f"    type: {yaml_type(f.type)}", "    from: |"]
                lines += block(f.expr, 6)
        lines.append("types:")
        properties = ", ".join(f"{name}: {yaml_type(type_)}" for name, type_ in screen.nested.properties)
        lines.append(f"  {screen.nested_name}: {{ {properties} }}")
        lines.append("viewAction:")
        for a in screen.actions:
            to = {"plain": a.to, "quoted": f'"{a.to}"', "block": None}[a.form]
            if not a.params:
                if to is None:
                    lines += [f"  {a.name}: |"] + block(a.to, 4)
                else:
                    lines.append(f"  {a.name}: {to}")
                continue
            lines.append(f"  {a.name}:")
            if a.with_form == "flow":
                lines.append("    with: { " + ", ".join(f"{label}: {type_}" for label, type_, _ in a.params) + " }")
            else:
                lines.append("    with:")
                lines += [f"      {label}: {type_}" for label, type_, _ in a.params]
            if to is None:
                lines += ["    to: |"] + block(a.to, 6)
            else:
                lines.append(f"    to: {to}")
    lines.append("examples:")
    for number, (kind, first, second) in enumerate(screen.examples):
        if kind == "state":
            lines.append(f"  - name: the empty app state gives the empty {screen.base} state")
            lines.append(f"    given: {first}")
            if len(second) > 80:
                lines.append("    expect: |")
                lines += block(split_call(second), 6)
            else:
                lines.append(f"    expect: {second}")
        else:
            lines.append(f"  - name: sending {first.split('(')[0][1:]} (example {number})")
            lines.append(f"    send: {first}")
            lines.append(f"    expect: {second}")
    return "\n".join(lines) + "\n"


def split_call(call: str) -> str:
    """`.init(a: 1, b: 2)` written one argument a line."""
    head, arguments = call.split("(", 1)
    parts = split_arguments(arguments[:-1])
    return head + "(\n" + ",\n".join("  " + p for p in parts) + "\n)"


def split_arguments(text: str) -> list[str]:
    parts, depth, current, in_string = [], 0, "", False
    for ch in text:
        if ch == '"':
            in_string = not in_string
        if not in_string:
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append(current.strip())
                current = ""
                continue
        current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


# --------------------------------------------------------------------------------------
# The fixtures: the domain, and per screen its view namespace or derived-store types.

FIXTURE_HEADER = '''\
// The app types the benchmark corpus's specs reference. Written by Benchmarks/make_corpus.py.
import Foundation

struct EpisodeID: Hashable, Comparable, Sendable {
    let raw: Int
    init(_ raw: Int) { self.raw = raw }
    static func < (lhs: EpisodeID, rhs: EpisodeID) -> Bool { lhs.raw < rhs.raw }
}

struct ShowID: Hashable, Comparable, Sendable {
    let raw: Int
    init(_ raw: Int) { self.raw = raw }
    static func < (lhs: ShowID, rhs: ShowID) -> Bool { lhs.raw < rhs.raw }
}

struct Episode: Equatable, Sendable {
    var id: EpisodeID
    var showID: ShowID
    var title: String
    var season: Int
    var number: Int
    var runtime: Int
    var airDate: Date?
    var rating: Double
}

struct Show: Equatable, Sendable {
    var id: ShowID
    var title: String
    var genres: [String]
    var posterURL: URL?
    var episodeIDs: [EpisodeID]
    var isEnded: Bool
}

enum Theme: String, Equatable, Sendable, CaseIterable { case system, light, dark }

struct Profile: Equatable, Sendable {
    var name = ""
    var email = ""
    var avatarURL: URL?
    var isPremium = false
    var savedName = ""
}

struct Settings: Equatable, Sendable {
    var theme: Theme = .system
    var notificationsEnabled = false
    var autoplay = true
    var language = "en"
    var downloadOverCellular = false
}

struct Playback: Equatable, Sendable {
    var current: EpisodeID?
    var position: Double = 0
    var isPlaying = false
    var volume: Double = 1
}

struct Search: Equatable, Sendable {
    var query = ""
    var results: [ShowID] = []
    var isLoading = false
}

enum DownloadStatus: Equatable, Sendable {
    case queued
    case downloading(progress: Double)
    case finished
    case failed(String)
}

struct AppNotification: Equatable, Sendable {
    var id: Int
    var text: String
    var isRead: Bool
    var date: Date
}

enum LoadState: Equatable, Sendable {
    case idle
    case loading
    case loaded
    case failed(String)
}

enum HistoryAction: Equatable, Sendable { case reload, clear, markAsWatched(EpisodeID, watched: Bool) }
enum PlaybackAction: Equatable, Sendable { case play(EpisodeID), pause, resume, seek(to: Double), setVolume(Double) }
enum SearchAction: Equatable, Sendable { case setQuery(String), submit, clear }
enum LibraryAction: Equatable, Sendable {
    case toggleFavorite(ShowID), addToWatchlist(ShowID), removeFromWatchlist(ShowID), rate(EpisodeID, stars: Int)
}
enum SettingsAction: Equatable, Sendable { case setTheme(Theme), setNotifications(Bool), setAutoplay(Bool) }
enum ProfileAction: Equatable, Sendable { case setName(String), save, signOut }
enum DownloadsAction: Equatable, Sendable { case start(EpisodeID), cancel(EpisodeID), retry(EpisodeID) }
enum NotificationsAction: Equatable, Sendable { case markRead(Int), markAllRead, dismiss(Int) }
enum Route: Equatable, Sendable { case show(ShowID), episode(EpisodeID), settings, profile, back }
'''


def fixtures_text(screens: list[Screen]) -> str:
    out = [FIXTURE_HEADER]
    out.append("// The types the views own: the generated State and Action are nested in them.")
    for s in screens:
        if not s.derived and s.view:
            out.append(f"enum {s.view} {{}}")
    out.append("")
    out.append("// The derived stores' states and actions.")
    for s in screens:
        if not s.derived:
            continue
        members = " ".join(f"var {n}: {t} = {d};" for n, t, d in s.derived_fields)
        out.append(f"struct {s.base}State: Equatable, Sendable {{ {members} }}")
        cases = ", ".join(declaration for declaration, _ in s.derived_cases)
        out.append(f"enum {s.base}Action: Equatable, Sendable {{ case {cases} }}")
    out.append("")
    out.append("struct AppState: Sendable {")
    out += ["    var episodes: [EpisodeID: Episode] = [:]",
            "    var shows: [ShowID: Show] = [:]",
            "    var watchedHistory: [EpisodeID] = []",
            "    var watchlist: [ShowID] = []",
            "    var favorites: Set<ShowID> = []",
            "    var ratings: [EpisodeID: Int] = [:]",
            "    var profile = Profile()",
            "    var settings = Settings()",
            "    var playback = Playback()",
            "    var search = Search()",
            "    var downloads: [EpisodeID: DownloadStatus] = [:]",
            "    var notifications: [AppNotification] = []",
            "    var loadState: LoadState = .idle",
            "    var selectedShow: ShowID?"]
    for s in screens:
        if s.derived:
            out.append(f"    var {s.slice_name} = {s.base}State()")
    out.append("")
    out.append("    init() {}")
    out.append("}")
    out.append("")
    out.append("enum AppAction: Equatable, Sendable {")
    out += ["    case history(HistoryAction)",
            "    case playback(PlaybackAction)",
            "    case search(SearchAction)",
            "    case library(LibraryAction)",
            "    case settings(SettingsAction)",
            "    case profile(ProfileAction)",
            "    case downloads(DownloadsAction)",
            "    case notifications(NotificationsAction)",
            "    case navigate(Route)",
            "    case refresh"]
    for s in screens:
        if s.derived:
            out.append(f"    case {s.slice_name}({s.base}Action)")
    out.append("}")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------------------
# The hand-written baseline: what a careful developer writes for the same screen.

def indent_continuation(text: str, indent: str) -> str:
    lines = text.split("\n")
    return "\n".join([lines[0]] + [indent + line if line else line for line in lines[1:]])


def hand_written_text(screen: Screen) -> str:
    out = ["import ConnectorRuntime"]
    if screen.foundation:
        out.append("import Foundation")
    out.append("")
    if screen.derived:
        out += [
            "extension Connectors {",
            f"    struct {screen.connector}: Connector {{",
            f"        func connect(state: AppState) -> {screen.base}State {{",
            f"            state.{screen.slice_name}",
            "        }",
            "",
            f"        func connect(action: {screen.base}Action) -> AppAction {{",
            f"            .{screen.slice_name}(action)",
            "        }",
            "    }",
            "}",
        ]
        return "\n".join(out) + "\n"

    # The view types.
    level = "    " if screen.view else ""
    state_name = "State" if screen.view else screen.base + "State"
    action_name = "Action" if screen.view else screen.base + "Action"
    types = []
    types.append(f"struct {state_name}: Equatable {{")
    types += [f"    let {f.name}: {f.type}" for f in screen.fields]
    types.append("")
    types.append(f"    struct {screen.nested_name}: Equatable {{")
    types += [f"        let {name}: {type_}" for name, type_ in screen.nested.properties]
    types.append("    }")
    types.append("}")
    types.append("")
    types.append(f"enum {action_name}: Equatable {{")
    for a in screen.actions:
        if a.params:
            types.append(f"    case {a.name}(" + ", ".join(f"{label}: {type_}" for label, type_, _ in a.params) + ")")
        else:
            types.append(f"    case {a.name}")
    types.append("}")
    if screen.view:
        out.append(f"extension {screen.view} {{")
        out += [level + line if line else line for line in types]
        out.append("}")
    else:
        out += types
    out.append("")

    # The connector: the slices it uses as locals, then the state built in one call.
    used = set()
    for f in screen.fields:
        if f.expr is None:
            used.add(f.name)
        else:
            used |= {s.name for s in screen.slices if mentions(f.expr, s.name)}
    out += [
        "extension Connectors {",
        f"    struct {screen.connector}: Connector {{",
        f"        typealias {screen.nested_name} = {screen.state_type}.{screen.nested_name}",
        "",
        f"        func connect(state: AppState) -> {screen.state_type} {{",
    ]
    for s in screen.slices:
        if s.name in used:
            out.append(f"            let {s.name} = state.{s.path}")
    out.append(f"            return {screen.state_type}(")
    arguments = []
    for f in screen.fields:
        value = f.name if f.expr is None else indent_continuation(f.expr, "                ")
        arguments.append(f"                {f.name}: {value}")
    out.append(",\n".join(arguments))
    out.append("            )")
    out.append("        }")
    out.append("")
    out.append(f"        func connect(action: {screen.action_type}) -> AppAction {{")
    out.append("            switch action {")
    for a in screen.actions:
        if a.params:
            bindings = ", ".join(f"let {label}" if mentions(a.to, label) else "_" for label, _, _ in a.params)
            out.append(f"            case .{a.name}({bindings}):")
        else:
            out.append(f"            case .{a.name}:")
        out.append(f"                return {a.to}")
    out.append("            }")
    out.append("        }")
    out.append("    }")
    out.append("}")
    return "\n".join(out) + "\n"


def mentions(code: str, name: str) -> bool:
    """Whether `name` appears in `code` as an identifier (not as a member or a label)."""
    start = 0
    while True:
        i = code.find(name, start)
        if i < 0:
            return False
        end = i + len(name)
        before = code[i - 1] if i > 0 else " "
        after = code[end] if end < len(code) else " "
        if not (before.isalnum() or before in "_.$") and not (after.isalnum() or after in "_:"):
            return True
        start = end


# --------------------------------------------------------------------------------------

def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("count", type=int, help="how many specs")
    parser.add_argument("out_dir", help="the folder to write (created; must be empty or absent)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hand-written", action="store_true", help="also write HandWritten/")
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("N must be at least 1")
    if os.path.exists(args.out_dir) and os.listdir(args.out_dir):
        parser.error(f"{args.out_dir} is not empty")

    rng = random.Random(args.seed)
    digits = max(5, len(str(args.count)))
    screens = [make_screen(rng, index, digits) for index in range(1, args.count + 1)]

    specs_dir = os.path.join(args.out_dir, "Specs")
    stats = {"specs": len(screens), "derivedStore": 0, "withView": 0, "fields": 0, "fieldForms": {},
             "actions": 0, "actionsWithValues": 0, "examples": 0, "slices": 0, "specBytes": 0}
    for screen in screens:
        folder = os.path.join(specs_dir, screen.area)
        os.makedirs(folder, exist_ok=True)
        text = spec_text(screen)
        with open(os.path.join(folder, f"{screen.base}.connector.yml"), "w", encoding="utf-8") as f:
            f.write(text)
        stats["specBytes"] += len(text.encode())
        stats["derivedStore"] += screen.derived
        stats["withView"] += screen.view is not None
        stats["fields"] += len(screen.fields)
        stats["slices"] += len(screen.slices)
        stats["actions"] += len(screen.actions)
        stats["actionsWithValues"] += sum(1 for a in screen.actions if a.params)
        stats["examples"] += len(screen.examples)
        for f in screen.fields:
            stats["fieldForms"][f.form] = stats["fieldForms"].get(f.form, 0) + 1

    with open(os.path.join(args.out_dir, "AppState.swift"), "w", encoding="utf-8") as f:
        f.write(fixtures_text(screens))

    if args.hand_written:
        hand = os.path.join(args.out_dir, "HandWritten")
        os.makedirs(hand, exist_ok=True)
        with open(os.path.join(hand, "Connectors.swift"), "w", encoding="utf-8") as f:
            f.write("/// The app's connectors.\nenum Connectors {}\n")
        for screen in screens:
            with open(os.path.join(hand, f"{screen.base}.swift"), "w", encoding="utf-8") as f:
                f.write(hand_written_text(screen))

    with open(os.path.join(args.out_dir, "corpus.json"), "w", encoding="utf-8") as f:
        json.dump({"seed": args.seed, **stats}, f, indent=2, sort_keys=True)
        f.write("\n")
    print(f"make_corpus: {len(screens)} specs ({stats['derivedStore']} derived-store) in {specs_dir}",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
