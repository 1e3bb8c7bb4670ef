// Writes a benchmark corpus of connector specs shaped like the screens of a real app.
//
//     make_corpus N OUT_DIR [--seed S] [--hand-written]
//
// writes
//
//     OUT_DIR/Specs/<Area>/<Name>.connector.yml   N specs
//     OUT_DIR/AppState.swift                      every app type the specs reference, so the
//                                                 generated code compiles (one file)
//     OUT_DIR/HandWritten/*.swift                 with --hand-written: the same view types and
//                                                 connectors written by hand, the baseline of
//                                                 the compile-time comparison
//     OUT_DIR/corpus.json                         what the corpus is made of (counts per form)
//
// The specs read from one shared domain (episodes, shows, a profile, settings, playback,
// search, downloads, notifications) like the screens of one app do. Each spec has 3-8 slices
// and 4-12 view state fields that mix the short form, the flow form `{type, from}`, a plain
// expression on its own line and `|` block expressions, one nested `types` entry, 2-6 view
// actions with and without `with`, and 2-4 examples whose expected values are right for
// `AppState()`. About one spec in ten uses the derived-store form instead. The output depends
// only on N and the seed.
//
// The random draws are those of CPython's `random.Random` (a Mersenne Twister seeded from the
// integer seed, and its `random`, `randint`, `choice`, `shuffle` and `sample`), so a seed
// always names the same corpus, on any machine. Every draw counts, even a choice among one
// element: a change to the order or number of draws changes every spec after it.
//
// Compiled once per run by Benchmarks/run.sh (`make_corpus_build` in sections/fixtures.sh):
//
//     swiftc -O Benchmarks/make_corpus.swift -o make_corpus
import Foundation

// --------------------------------------------------------------------------------------
// Random numbers: MT19937, seeded and drawn from exactly as CPython's `random.Random`.

struct PythonRandom {
    private var state = [UInt32](repeating: 0, count: 624)
    private var index = 624

    /// Seeded from an integer seed's magnitude, in 32-bit words, least significant first (the
    /// seed's sign does not matter): the key is those words without leading zero words, one
    /// word 0 for the seed 0.
    init(magnitude words: [UInt32]) {
        var key = words
        while key.count > 1 && key.last == 0 { key.removeLast() }
        if key.isEmpty { key = [0] }
        initByArray(key)
    }

    private mutating func initGenrand(_ seed: UInt32) {
        state[0] = seed
        for i in 1..<624 {
            state[i] = 1_812_433_253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i)
        }
        index = 624
    }

    private mutating func initByArray(_ key: [UInt32]) {
        initGenrand(19_650_218)
        var i = 1, j = 0
        for _ in 0..<max(624, key.count) {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_664_525)) &+ key[j] &+ UInt32(truncatingIfNeeded: j)
            i += 1
            j += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0..<623 {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_566_083_941)) &- UInt32(i)
            i += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
        }
        state[0] = 0x8000_0000
    }

    /// The next 32 random bits.
    mutating func next32() -> UInt32 {
        if index >= 624 {
            for k in 0..<624 {
                let y = (state[k] & 0x8000_0000) | (state[(k + 1) % 624] & 0x7FFF_FFFF)
                state[k] = state[(k + 397) % 624] ^ (y >> 1) ^ ((y & 1) == 0 ? 0 : 0x9908_B0DF)
            }
            index = 0
        }
        var y = state[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C_5680
        y ^= (y << 15) & 0xEFC6_0000
        y ^= y >> 18
        return y
    }

    /// `getrandbits(k)` for 0 ≤ k ≤ 64: the least significant word is drawn first, and the
    /// last word drawn keeps only its top bits.
    mutating func bits(_ k: Int) -> UInt64 {
        precondition(k >= 0 && k <= 64)
        if k == 0 { return 0 }
        if k <= 32 { return UInt64(next32() >> (32 - k)) }
        var result: UInt64 = 0, shift = 0, left = k
        while left > 0 {
            var word = next32()
            if left < 32 { word >>= (32 - left) }
            result |= UInt64(word) << shift
            shift += 32
            left -= 32
        }
        return result
    }

    /// `_randbelow(n)` for n > 0: draws of n.bit_length() bits until one is below n.
    mutating func below(_ n: Int) -> Int {
        precondition(n > 0)
        let k = Int.bitWidth - n.leadingZeroBitCount
        var r = bits(k)
        while r >= UInt64(n) { r = bits(k) }
        return Int(r)
    }

    /// `random()`: a double in [0, 1) from 53 random bits.
    mutating func random() -> Double {
        let a = Double(next32() >> 5), b = Double(next32() >> 6)
        return (a * 67_108_864.0 + b) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `randint(a, b)`: a ≤ N ≤ b.
    mutating func randint(_ a: Int, _ b: Int) -> Int {
        precondition(b >= a, "empty range for randint")
        return a + below(b - a + 1)
    }

    mutating func choice<T>(_ items: [T]) -> T {
        precondition(!items.isEmpty, "Cannot choose from an empty sequence")
        return items[below(items.count)]
    }

    mutating func shuffle<T>(_ items: inout [T]) {
        var i = items.count - 1
        while i >= 1 {
            items.swapAt(i, below(i + 1))
            i -= 1
        }
    }

    /// `sample(population, k)`: k distinct elements in selection order; from a shrinking pool
    /// when the population is small against k, else by redrawing repeated indices.
    mutating func sample<T>(_ population: [T], _ k: Int) -> [T] {
        let n = population.count
        precondition(k >= 0 && k <= n, "Sample larger than population or is negative")
        var setsize = 21
        if k > 5 {
            setsize += Int(pow(4.0, ceil(log(Double(k * 3)) / log(4.0))))
        }
        var result: [T] = []
        result.reserveCapacity(k)
        if n <= setsize {
            var pool = population
            for i in 0..<k {
                let j = below(n - i)
                result.append(pool[j])
                pool[j] = pool[n - i - 1]
            }
        } else {
            var selected = Set<Int>()
            for _ in 0..<k {
                var j = below(n)
                while selected.contains(j) { j = below(n) }
                selected.insert(j)
                result.append(population[j])
            }
        }
        return result
    }
}

// --------------------------------------------------------------------------------------
// The shared domain: the slices a spec can read, with their Swift type and their value
// in `AppState()`.

struct SliceDef {
    let name: String
    let path: String
    let type: String
    let empty: String
}

let sliceDefs: [SliceDef] = [
    SliceDef(name: "history", path: "watchedHistory", type: "[EpisodeID]", empty: "[]"),
    SliceDef(name: "episodes", path: "episodes", type: "[EpisodeID: Episode]", empty: "[:]"),
    SliceDef(name: "shows", path: "shows", type: "[ShowID: Show]", empty: "[:]"),
    SliceDef(name: "watchlist", path: "watchlist", type: "[ShowID]", empty: "[]"),
    SliceDef(name: "favorites", path: "favorites", type: "Set<ShowID>", empty: "[]"),
    SliceDef(name: "ratings", path: "ratings", type: "[EpisodeID: Int]", empty: "[:]"),
    SliceDef(name: "profile", path: "profile", type: "Profile", empty: "Profile()"),
    SliceDef(name: "settings", path: "settings", type: "Settings", empty: "Settings()"),
    SliceDef(name: "playback", path: "playback", type: "Playback", empty: "Playback()"),
    SliceDef(name: "query", path: "search.query", type: "String", empty: #""""#),
    SliceDef(name: "results", path: "search.results", type: "[ShowID]", empty: "[]"),
    SliceDef(name: "isSearching", path: "search.isLoading", type: "Bool", empty: "false"),
    SliceDef(name: "downloads", path: "downloads", type: "[EpisodeID: DownloadStatus]", empty: "[:]"),
    SliceDef(name: "notifications", path: "notifications", type: "[AppNotification]", empty: "[]"),
    SliceDef(name: "loadState", path: "loadState", type: "LoadState", empty: ".idle"),
    SliceDef(name: "selectedShow", path: "selectedShow", type: "ShowID?", empty: "nil"),
    SliceDef(name: "userName", path: "profile.name", type: "String", empty: #""""#),
    SliceDef(name: "theme", path: "settings.theme", type: "Theme", empty: ".system"),
    SliceDef(name: "currentEpisode", path: "playback.current", type: "EpisodeID?", empty: "nil"),
    SliceDef(name: "isPlaying", path: "playback.isPlaying", type: "Bool", empty: "false"),
]

let sliceByName = Dictionary(uniqueKeysWithValues: sliceDefs.map { ($0.name, $0) })

// --------------------------------------------------------------------------------------
// View state fields. `forms` says how a field may be written: "flow" as
// `{ type: T, from: e }` (only for expressions without YAML flow indicators), "plain" as a
// one-line expression after `from: `, "block" as a `|` block. Multi-line expressions are
// "block" only.

struct FieldDef {
    let name: String
    let type: String
    let expr: String
    let slices: [String]
    let empty: String
    let forms: [String]
    var foundation = false
}

let fieldDefs: [FieldDef] = [
    FieldDef(name: "episodeCount", type: "Int", expr: "history.count", slices: ["history"], empty: "0",
             forms: ["flow", "plain"]),
    FieldDef(name: "isEmpty", type: "Bool", expr: "history.isEmpty", slices: ["history"], empty: "true",
             forms: ["flow", "plain"]),
    FieldDef(name: "isLoading", type: "Bool", expr: "loadState == .loading", slices: ["loadState"], empty: "false",
             forms: ["flow", "plain"]),
    FieldDef(name: "favoriteCount", type: "Int", expr: "favorites.count", slices: ["favorites"], empty: "0",
             forms: ["flow", "plain", "block"]),
    FieldDef(name: "hasResults", type: "Bool", expr: "results.isEmpty == false", slices: ["results"],
             empty: "false", forms: ["flow", "plain"]),
    FieldDef(name: "showsSearchHint", type: "Bool", expr: "query.isEmpty", slices: ["query"], empty: "true",
             forms: ["flow", "plain"]),
    FieldDef(name: "isPremium", type: "Bool", expr: "profile.isPremium", slices: ["profile"], empty: "false",
             forms: ["flow", "plain"]),
    FieldDef(name: "notificationsOn", type: "Bool", expr: "settings.notificationsEnabled", slices: ["settings"],
             empty: "false", forms: ["flow", "plain"]),
    FieldDef(name: "themeName", type: "String", expr: "theme.rawValue.capitalized", slices: ["theme"],
             empty: #""System""#, forms: ["flow", "plain"], foundation: true),
    FieldDef(name: "greeting", type: "String", expr: #"userName.isEmpty ? "Welcome!" : "Hi, \(userName)!""#,
             slices: ["userName"], empty: #""Welcome!""#, forms: ["plain", "block"]),
    FieldDef(name: "unreadCount", type: "Int", expr: "notifications.filter { !$0.isRead }.count",
             slices: ["notifications"], empty: "0", forms: ["plain", "block"]),
    FieldDef(name: "autoplayLabel", type: "String", expr: #"settings.autoplay ? "Autoplay on" : "Autoplay off""#,
             slices: ["settings"], empty: #""Autoplay on""#, forms: ["plain", "block"]),
    FieldDef(name: "queuedDownloads", type: "Int", expr: "downloads.values.filter { $0 == .queued }.count",
             slices: ["downloads"], empty: "0", forms: ["plain", "block"]),
    FieldDef(name: "selectedTitle", type: "String?", expr: "selectedShow.flatMap { shows[$0]?.title }",
             slices: ["selectedShow", "shows"], empty: "nil", forms: ["plain", "block"]),
    FieldDef(name: "averageRating", type: "Double",
             expr: "ratings.isEmpty ? 0 : Double(ratings.values.reduce(0, +)) / Double(ratings.count)",
             slices: ["ratings"], empty: "0", forms: ["plain", "block"]),
    FieldDef(name: "volumeText", type: "String", expr: #""\(Int(playback.volume * 100))%""#,
             slices: ["playback"], empty: #""100%""#, forms: ["block"]),
    FieldDef(name: "canSave", type: "Bool",
             expr: """
                 !profile.name.trimmingCharacters(in: .whitespaces).isEmpty
                   && profile.name != profile.savedName
                 """,
             slices: ["profile"], empty: "false", forms: ["block"], foundation: true),
    FieldDef(name: "watchedThisSeason", type: "Int",
             expr: """
                 history
                   .compactMap { episodes[$0] }
                   .filter { $0.season == 1 }
                   .count
                 """,
             slices: ["history", "episodes"], empty: "0", forms: ["block"]),
    FieldDef(name: "progress", type: "Double",
             expr: """
                 currentEpisode.flatMap { id in
                   episodes[id].map { playback.position / Double(max($0.runtime, 1) * 60) }
                 } ?? 0
                 """,
             slices: ["currentEpisode", "episodes", "playback"], empty: "0", forms: ["block"]),
    FieldDef(name: "nowPlayingTitle", type: "String",
             expr: #"""
                 currentEpisode
                   .flatMap { episodes[$0] }
                   .map { "\($0.title) (S\($0.season))" }
                   ?? "Nothing playing"
                 """#,
             slices: ["currentEpisode", "episodes"], empty: #""Nothing playing""#, forms: ["block"]),
    FieldDef(name: "genres", type: "[String]",
             expr: #"Array(Set(watchlist.compactMap { shows[$0] }.flatMap(\.genres))).sorted()"#,
             slices: ["watchlist", "shows"], empty: "[]", forms: ["plain", "block"]),
    FieldDef(name: "statusText", type: "String",
             expr: """
                 loadState == .loading ? "Loading…"
                   : isSearching ? "Searching…" : ""
                 """,
             slices: ["loadState", "isSearching"], empty: #""""#, forms: ["block"]),
    FieldDef(name: "playButtonTitle", type: "String", expr: #"isPlaying ? "Pause" : "Play""#,
             slices: ["isPlaying"], empty: #""Play""#, forms: ["plain", "block"]),
]

/// One nested type per spec: its properties and the field that builds a list of it.
struct NestedDef {
    let properties: [(name: String, type: String)]
    let expr: String     // "{T}" is the type's name
    let slices: [String]
    var foundation = false
}

let nestedDefs: [NestedDef] = [
    NestedDef(
        properties: [("id", "EpisodeID"), ("title", "String"), ("subtitle", "String")],
        expr: #"""
            history.compactMap { id in
              episodes[id].map { episode in
                {T}(id: id, title: episode.title, subtitle: "S\(episode.season)E\(episode.number)")
              }
            }
            """#,
        slices: ["history", "episodes"]),
    NestedDef(
        properties: [("id", "ShowID"), ("title", "String"), ("posterURL", "URL?"), ("isFavorite", "Bool")],
        expr: """
            watchlist.compactMap { id in
              guard let show = shows[id] else { return nil }
              return {T}(id: id, title: show.title, posterURL: show.posterURL,
                         isFavorite: favorites.contains(id))
            }
            """,
        slices: ["watchlist", "shows", "favorites"], foundation: true),
    NestedDef(
        properties: [("id", "Int"), ("text", "String"), ("isUnread", "Bool")],
        expr: """
            notifications
              .sorted { $0.date > $1.date }
              .map { {T}(id: $0.id, text: $0.text, isUnread: !$0.isRead) }
            """,
        slices: ["notifications"]),
    NestedDef(
        properties: [("id", "EpisodeID"), ("title", "String"), ("progress", "Double"), ("isFailed", "Bool")],
        expr: """
            downloads.keys.sorted().compactMap { id in
              guard let episode = episodes[id], let status = downloads[id] else { return nil }
              switch status {
              case .queued:
                return {T}(id: id, title: episode.title, progress: 0, isFailed: false)
              case .downloading(let progress):
                return {T}(id: id, title: episode.title, progress: progress, isFailed: false)
              case .finished:
                return {T}(id: id, title: episode.title, progress: 1, isFailed: false)
              case .failed:
                return {T}(id: id, title: episode.title, progress: 0, isFailed: true)
              }
            }
            """,
        slices: ["downloads", "episodes"]),
    NestedDef(
        properties: [("id", "ShowID"), ("title", "String"), ("detail", "String")],
        expr: """
            results.compactMap { id in
              shows[id].map { show in
                {T}(id: id, title: show.title, detail: show.genres.prefix(2).joined(separator: ", "))
              }
            }
            """,
        slices: ["results", "shows"]),
]

let nestedNames: [(type: String, field: String)] = [
    ("Row", "rows"), ("Item", "items"), ("Card", "cards"), ("Cell", "cells"), ("Entry", "entries"),
    ("Tile", "tiles"),
]

// --------------------------------------------------------------------------------------
// View actions: parameters (label, type, example value), the app action as a template over
// the labels, and the app action the example value gives.

typealias Parameter = (label: String, type: String, example: String)

struct ActionDef {
    let name: String
    let params: [Parameter]
    let to: String
    let expect: String
}

/// A view action whose app action is `template`: `to` writes each `{label}` in it as the
/// label, and `expect` (unless given) as the label's example value.
func action(_ name: String, with params: [Parameter] = [], _ template: String, expect: String? = nil) -> ActionDef {
    var to = template, exampleAction = template
    for parameter in params {
        to = replacingAll("{\(parameter.label)}", with: parameter.label, in: to)
        exampleAction = replacingAll("{\(parameter.label)}", with: parameter.example, in: exampleAction)
    }
    return ActionDef(name: name, params: params, to: to, expect: expect ?? exampleAction)
}

let actionDefs: [ActionDef] = [
    action("refresh", ".history(.reload)"),
    action("reloadAll", ".refresh"),
    action("clearHistory", ".history(.clear)"),
    action("pause", ".playback(.pause)"),
    action("resume", ".playback(.resume)"),
    action("submitSearch", ".search(.submit)"),
    action("clearSearch", ".search(.clear)"),
    action("save", ".profile(.save)"),
    action("signOut", ".profile(.signOut)"),
    action("markAllRead", ".notifications(.markAllRead)"),
    action("openSettings", ".navigate(.settings)"),
    action("back", ".navigate(.back)"),
    action("play", with: [("episode", "EpisodeID", "EpisodeID(7)")], ".playback(.play({episode}))"),
    action("seek", with: [("position", "Double", "90.5")], ".playback(.seek(to: {position}))"),
    // The expected action holds the value the expression gives.
    action("setVolume", with: [("volume", "Double", "0.5")], ".playback(.setVolume(min(max({volume}, 0), 1)))",
           expect: ".playback(.setVolume(0.5))"),
    action("markWatched", with: [("episode", "EpisodeID", "EpisodeID(3)")],
           ".history(.markAsWatched({episode}, watched: true))"),
    action("unwatch", with: [("episode", "EpisodeID", "EpisodeID(4)")],
           ".history(.markAsWatched({episode}, watched: false))"),
    action("updateQuery", with: [("query", "String", #""dark""#)], ".search(.setQuery({query}))"),
    action("toggleFavorite", with: [("show", "ShowID", "ShowID(2)")], ".library(.toggleFavorite({show}))"),
    action("addToWatchlist", with: [("show", "ShowID", "ShowID(5)")], ".library(.addToWatchlist({show}))"),
    action("rate", with: [("episode", "EpisodeID", "EpisodeID(1)"), ("stars", "Int", "4")],
           ".library(.rate({episode}, stars: {stars}))"),
    action("setTheme", with: [("theme", "Theme", ".dark")], ".settings(.setTheme({theme}))"),
    action("setNotifications", with: [("enabled", "Bool", "true")], ".settings(.setNotifications({enabled}))"),
    action("rename", with: [("name", "String", #""Ana""#)], ".profile(.setName({name}))"),
    action("openShow", with: [("show", "ShowID", "ShowID(9)")], ".navigate(.show({show}))"),
    action("download", with: [("episode", "EpisodeID", "EpisodeID(8)")], ".downloads(.start({episode}))"),
    action("cancelDownload", with: [("episode", "EpisodeID", "EpisodeID(6)"), ("reason", "String", #""user""#)],
           ".downloads(.cancel({episode}))"),
    action("dismiss", with: [("id", "Int", "12")], ".notifications(.dismiss({id}))"),
]

let areas = ["Home", "Discover", "Library", "Player", "Search", "Account", "Downloads", "Inbox"]
let screenWords = ["History", "ShowDetail", "EpisodeList", "SearchResults", "Settings", "ProfileForm",
                   "DownloadQueue", "Inbox", "NowPlaying", "Watchlist", "Favorites", "Ratings", "Home",
                   "Discover", "Upcoming", "SeasonPicker", "Onboarding", "Paywall", "Filters", "Stats"]
let derivedWords = ["Summary", "Badge", "Banner", "Toolbar", "Tab", "Widget", "Panel", "Sidebar"]

// --------------------------------------------------------------------------------------
// The model of one generated screen.

struct Field {
    let name: String
    let type: String
    let expr: String?    // nil: short form (the slice of the same name)
    let form: String     // "short", "shortFlow", "flow", "plain", "block"
    let empty: String
}

struct Action {
    let name: String
    let params: [Parameter]
    let to: String
    let expect: String
    let form: String      // "plain", "quoted", "block"
    let withForm: String  // "flow", "block"
}

struct Example {
    let kind: String      // "state", "action"
    let first: String     // the given state, or the action sent
    let second: String    // the expected value
}

final class Screen {
    let index: Int
    let base: String      // e.g. History00042
    let area: String
    let derived: Bool
    var view: String?
    var slices: [SliceDef] = []
    var fields: [Field] = []
    var nestedName = ""
    var nested: NestedDef?
    var actions: [Action] = []
    var examples: [Example] = []
    var foundation = false
    var comment: String?
    var derivedFields: [(name: String, type: String, value: String)] = []   // derived form
    var derivedCases: [(declaration: String, example: String)] = []        // derived form

    init(index: Int, base: String, area: String, derived: Bool) {
        self.index = index
        self.base = base
        self.area = area
        self.derived = derived
    }

    var connector: String { base + "Connector" }
    var stateType: String { view.map { "\($0).State" } ?? base + "State" }
    var actionType: String { view.map { "\($0).Action" } ?? base + "Action" }
    var sliceName: String { base.prefix(1).lowercased() + base.dropFirst() }
}

func makeScreen(_ rng: inout PythonRandom, index: Int, digits: Int) -> Screen {
    let derived = rng.random() < 0.1
    let words = derived ? derivedWords : screenWords
    let number = String(index)
    let base = rng.choice(words) + String(repeating: "0", count: max(0, digits - number.count)) + number
    let screen = Screen(index: index, base: base, area: rng.choice(areas), derived: derived)
    if rng.random() < 0.3 {
        screen.comment = rng.choice([
            "The screen's state, read from the normalized app state.",
            "Keep this spec next to the view that renders it.",
            "Rows are built from ids, so the list stays cheap to compare.",
        ])
    }
    if derived {
        makeDerived(&rng, screen)
    } else {
        makeFields(&rng, screen)
        makeActions(&rng, screen)
    }
    makeExamples(&rng, screen)
    return screen
}

func makeDerived(_ rng: inout PythonRandom, _ screen: Screen) {
    let pool: [(name: String, type: String, value: String)] = [
        ("count", "Int", "0"), ("title", "String", #""""#), ("isExpanded", "Bool", "false"),
        ("items", "[String]", "[]"), ("progress", "Double", "0"), ("selection", "Int?", "nil"),
    ]
    var count = rng.randint(2, 4)
    screen.derivedFields = rng.sample(pool, count)
    let cases: [(declaration: String, example: String)] = [
        ("refresh", ".refresh"), ("toggle", ".toggle"), ("select(Int)", ".select(3)"),
        ("rename(String)", #".rename("x")"#), ("close", ".close"),
    ]
    count = rng.randint(2, 4)
    screen.derivedCases = rng.sample(cases, count)
}

func makeFields(_ rng: inout PythonRandom, _ screen: Screen) {
    screen.view = rng.random() < 0.7 ? "\(screen.base)View" : nil
    let targetFields = rng.randint(4, 12)
    let targetSlices = rng.randint(3, 8)
    var slices: [String] = []

    func fits(_ needed: [String]) -> Bool {
        Set(slices).union(needed).count <= targetSlices
    }
    func addSlices(_ needed: [String]) {
        for name in needed where !slices.contains(name) {
            slices.append(name)
        }
    }

    // The nested type and the list field built from it.
    let nested = rng.choice(nestedDefs.filter { $0.slices.count <= targetSlices })
    let (nestedName, nestedField) = rng.choice(nestedNames)
    screen.nestedName = nestedName
    screen.nested = nested
    addSlices(nested.slices)
    screen.foundation = screen.foundation || nested.foundation
    var fields = [Field(name: nestedField, type: "[\(nestedName)]",
                        expr: replacingAll("{T}", with: nestedName, in: nested.expr), form: "block",
                        empty: "[]")]

    // Short-form fields copy a slice of the same name.
    for _ in 0..<rng.choice([0, 1, 1, 2]) {
        var candidates = slices.count < targetSlices
            ? sliceDefs.filter { !slices.contains($0.name) }
            : slices.map { sliceByName[$0]! }
        candidates = candidates.filter { candidate in fields.allSatisfy { $0.name != candidate.name } }
        if candidates.isEmpty { break }
        let chosen = rng.choice(candidates)
        addSlices([chosen.name])
        let form = rng.choice(["short", "short", "shortFlow"])
        fields.append(Field(name: chosen.name, type: chosen.type, expr: nil, form: form, empty: chosen.empty))
    }

    // Expression fields whose slices fit.
    var pool = fieldDefs
    rng.shuffle(&pool)
    for definition in pool {
        if fields.count >= targetFields { break }
        if !fits(definition.slices) { continue }
        addSlices(definition.slices)
        screen.foundation = screen.foundation || definition.foundation
        fields.append(Field(name: definition.name, type: definition.type, expr: definition.expr,
                            form: rng.choice(definition.forms), empty: definition.empty))
    }
    // Keep the nested list first or somewhere in the middle, like a person would.
    let head = fields[0]
    var rest = Array(fields.dropFirst())
    rng.shuffle(&rest)
    let position = rng.randint(0, min(2, rest.count))
    screen.fields = Array(rest[..<position]) + [head] + Array(rest[position...])

    // Unused slices happen in real specs too; pad to the target count.
    var spare = sliceDefs.map(\.name).filter { !slices.contains($0) }
    rng.shuffle(&spare)
    while slices.count < targetSlices, let name = spare.popLast() {
        slices.append(name)
    }
    rng.shuffle(&slices)
    screen.slices = slices.map { sliceByName[$0]! }
    if !screen.foundation && rng.random() < 0.3 {
        screen.foundation = true
    }
}

func makeActions(_ rng: inout PythonRandom, _ screen: Screen) {
    let plain = actionDefs.filter { $0.params.isEmpty }
    let withValues = actionDefs.filter { !$0.params.isEmpty }
    let count = rng.randint(2, 6)
    let withCount = rng.randint(1, count - 1)
    var chosen = rng.sample(plain, count - withCount)
    chosen += rng.sample(withValues, withCount)
    rng.shuffle(&chosen)
    for definition in chosen {
        let roll = rng.random()
        let form = roll < 0.15 ? "block" : roll < 0.25 && !definition.to.contains("\"") ? "quoted" : "plain"
        let withForm = definition.params.count > 1 && rng.random() < 0.5 ? "block" : "flow"
        screen.actions.append(Action(name: definition.name, params: definition.params, to: definition.to,
                                     expect: definition.expect, form: form, withForm: withForm))
    }
}

func makeExamples(_ rng: inout PythonRandom, _ screen: Screen) {
    let count = rng.randint(2, 4)
    var examples = [Example(kind: "state", first: "AppState()", second: expectedState(screen))]
    var sends: [(send: String, expect: String)]
    if screen.derived {
        sends = screen.derivedCases.map { ($0.example, ".\(screen.sliceName)(\($0.example))") }
    } else {
        sends = screen.actions.map { a in
            let arguments = a.params.isEmpty
                ? "" : "(" + a.params.map { "\($0.label): \($0.example)" }.joined(separator: ", ") + ")"
            return (".\(a.name)" + arguments, a.expect)
        }
    }
    rng.shuffle(&sends)
    for (send, expect) in sends.prefix(count - 1) {
        examples.append(Example(kind: "action", first: send, second: expect))
    }
    screen.examples = examples
}

func expectedState(_ screen: Screen) -> String {
    if screen.derived {
        return "\(screen.base)State()"
    }
    return ".init(" + screen.fields.map { "\($0.name): \($0.empty)" }.joined(separator: ", ") + ")"
}

// --------------------------------------------------------------------------------------
// Text helpers. Lengths and positions count Unicode scalars.

/// The lines of `text`, split at each "\n" (an empty last line when it ends with one).
func lines(_ text: String) -> [String] {
    text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
}

/// `text` with each occurrence of `target` (found left to right, not overlapping) replaced.
func replacingAll(_ target: String, with replacement: String, in text: String) -> String {
    let bytes = Array(text.utf8), pattern = Array(target.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
        if i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern) {
            result += replacement.utf8
            i += pattern.count
        } else {
            result.append(bytes[i])
            i += 1
        }
    }
    return String(decoding: result, as: UTF8.self)
}

/// Whether the scalar is a letter or a number, as `str.isalnum` decides.
func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
        return true
    default:
        return scalar.properties.numericType != nil
    }
}

/// Whether the scalar is whitespace, as `str.strip` decides.
func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || (0x1C...0x1F).contains(scalar.value)
}

/// `scalars` without leading and trailing whitespace.
func stripped(_ scalars: [Unicode.Scalar]) -> String {
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
          let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
}

// --------------------------------------------------------------------------------------
// The spec text.

/// A type as a YAML value: quoted when it starts with a YAML indicator.
func yamlType(_ text: String) -> String {
    guard let first = text.unicodeScalars.first else { return text }
    return "[{!&*|>'\"%@`".unicodeScalars.contains(first) ? "\"\(text)\"" : text
}

func block(_ text: String, _ indent: Int) -> [String] {
    let prefix = String(repeating: " ", count: indent)
    return lines(text).map { $0.isEmpty ? "" : prefix + $0 }
}

func specText(_ screen: Screen) -> String {
    var out: [String] = []
    if let comment = screen.comment {
        out.append("# \(comment)")
    }
    out += ["connector: \(screen.connector)", "state: AppState", "action: AppAction"]
    if screen.derived {
        out += ["viewState: \(screen.base)State", "viewAction: \(screen.base)Action",
                "slice: \(screen.sliceName)", "embed: \(screen.sliceName)"]
    } else {
        if let view = screen.view {
            out.append("view: \(view)")
        }
        if screen.foundation {
            out.append("imports: [Foundation]")
        }
        out.append("slices:")
        out += screen.slices.map { "  \($0.name): \($0.path)" }
        out.append("viewState:")
        for f in screen.fields {
            let expr = f.expr ?? ""
            switch f.form {
            case "short":
                out.append("  \(f.name): \(yamlType(f.type))")
            case "shortFlow":
                out.append("  \(f.name): { type: \(yamlType(f.type)) }")
            case "flow":
                out.append("  \(f.name): { type: \(yamlType(f.type)), from: \(expr) }")
            case "plain":
                out += ["  \(f.name):", "    type: \(yamlType(f.type))", "    from: \(expr)"]
            default:
                out += ["  \(f.name):", "    type: \(yamlType(f.type))", "    from: |"]
                out += block(expr, 6)
            }
        }
        out.append("types:")
        let properties = screen.nested!.properties.map { "\($0.name): \(yamlType($0.type))" }
            .joined(separator: ", ")
        out.append("  \(screen.nestedName): { \(properties) }")
        out.append("viewAction:")
        for a in screen.actions {
            let to: String? = a.form == "plain" ? a.to : a.form == "quoted" ? "\"\(a.to)\"" : nil
            if a.params.isEmpty {
                if let to {
                    out.append("  \(a.name): \(to)")
                } else {
                    out += ["  \(a.name): |"] + block(a.to, 4)
                }
                continue
            }
            out.append("  \(a.name):")
            if a.withForm == "flow" {
                out.append("    with: { " + a.params.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + " }")
            } else {
                out.append("    with:")
                out += a.params.map { "      \($0.label): \($0.type)" }
            }
            if let to {
                out.append("    to: \(to)")
            } else {
                out += ["    to: |"] + block(a.to, 6)
            }
        }
    }
    out.append("examples:")
    for (number, example) in screen.examples.enumerated() {
        if example.kind == "state" {
            out.append("  - name: the empty app state gives the empty \(screen.base) state")
            out.append("    given: \(example.first)")
            if example.second.unicodeScalars.count > 80 {
                out.append("    expect: |")
                out += block(splitCall(example.second), 6)
            } else {
                out.append("    expect: \(example.second)")
            }
        } else {
            let name = example.first.split(separator: "(", omittingEmptySubsequences: false)[0].dropFirst()
            out.append("  - name: sending \(name) (example \(number))")
            out.append("    send: \(example.first)")
            out.append("    expect: \(example.second)")
        }
    }
    return out.joined(separator: "\n") + "\n"
}

/// `.init(a: 1, b: 2)` written one argument a line.
func splitCall(_ call: String) -> String {
    let open = call.firstIndex(of: "(")!
    let head = String(call[..<open])
    let arguments = call[call.index(after: open)...].unicodeScalars.dropLast()
    let parts = splitArguments(String(String.UnicodeScalarView(arguments)))
    return head + "(\n" + parts.map { "  " + $0 }.joined(separator: ",\n") + "\n)"
}

func splitArguments(_ text: String) -> [String] {
    var parts: [String] = [], depth = 0, current: [Unicode.Scalar] = [], inString = false
    for scalar in text.unicodeScalars {
        if scalar == "\"" {
            inString.toggle()
        }
        if !inString {
            switch scalar {
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                depth -= 1
            case "," where depth == 0:
                parts.append(stripped(current))
                current = []
                continue
            default:
                break
            }
        }
        current.append(scalar)
    }
    let last = stripped(current)
    if !last.isEmpty {
        parts.append(last)
    }
    return parts
}

// --------------------------------------------------------------------------------------
// The fixtures: the domain, and per screen its view namespace or derived-store types.

let fixtureHeader = """
    // The app types the benchmark corpus's specs reference. Written by Benchmarks/make_corpus.swift.
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

    """

func fixturesText(_ screens: [Screen]) -> String {
    var out = [fixtureHeader]
    out.append("// The types the views own: the generated State and Action are nested in them.")
    for s in screens where !s.derived {
        if let view = s.view {
            out.append("enum \(view) {}")
        }
    }
    out.append("")
    out.append("// The derived stores' states and actions.")
    for s in screens where s.derived {
        let members = s.derivedFields.map { "var \($0.name): \($0.type) = \($0.value);" }.joined(separator: " ")
        out.append("struct \(s.base)State: Equatable, Sendable { \(members) }")
        let cases = s.derivedCases.map(\.declaration).joined(separator: ", ")
        out.append("enum \(s.base)Action: Equatable, Sendable { case \(cases) }")
    }
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
    for s in screens where s.derived {
        out.append("    var \(s.sliceName) = \(s.base)State()")
    }
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
    for s in screens where s.derived {
        out.append("    case \(s.sliceName)(\(s.base)Action)")
    }
    out.append("}")
    return out.joined(separator: "\n") + "\n"
}

// --------------------------------------------------------------------------------------
// The hand-written baseline: what a careful developer writes for the same screen.

func indentContinuation(_ text: String, _ indent: String) -> String {
    let all = lines(text)
    return ([all[0]] + all.dropFirst().map { $0.isEmpty ? $0 : indent + $0 }).joined(separator: "\n")
}

func handWrittenText(_ screen: Screen) -> String {
    var out = ["import ConnectorRuntime"]
    if screen.foundation {
        out.append("import Foundation")
    }
    out.append("")
    if screen.derived {
        out += [
            "extension Connectors {",
            "    struct \(screen.connector): Connector {",
            "        func connect(state: AppState) -> \(screen.base)State {",
            "            state.\(screen.sliceName)",
            "        }",
            "",
            "        func connect(action: \(screen.base)Action) -> AppAction {",
            "            .\(screen.sliceName)(action)",
            "        }",
            "    }",
            "}",
        ]
        return out.joined(separator: "\n") + "\n"
    }

    // The view types.
    let level = screen.view == nil ? "" : "    "
    let stateName = screen.view == nil ? screen.base + "State" : "State"
    let actionName = screen.view == nil ? screen.base + "Action" : "Action"
    var types: [String] = []
    types.append("struct \(stateName): Equatable {")
    types += screen.fields.map { "    let \($0.name): \($0.type)" }
    types.append("")
    types.append("    struct \(screen.nestedName): Equatable {")
    types += screen.nested!.properties.map { "        let \($0.name): \($0.type)" }
    types.append("    }")
    types.append("}")
    types.append("")
    types.append("enum \(actionName): Equatable {")
    for a in screen.actions {
        if a.params.isEmpty {
            types.append("    case \(a.name)")
        } else {
            types.append("    case \(a.name)(" + a.params.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")")
        }
    }
    types.append("}")
    if let view = screen.view {
        out.append("extension \(view) {")
        out += types.map { $0.isEmpty ? $0 : level + $0 }
        out.append("}")
    } else {
        out += types
    }
    out.append("")

    // The connector: the slices it uses as locals, then the state built in one call.
    var used = Set<String>()
    for f in screen.fields {
        if let expr = f.expr {
            used.formUnion(screen.slices.map(\.name).filter { mentions(expr, $0) })
        } else {
            used.insert(f.name)
        }
    }
    out += [
        "extension Connectors {",
        "    struct \(screen.connector): Connector {",
        "        typealias \(screen.nestedName) = \(screen.stateType).\(screen.nestedName)",
        "",
        "        func connect(state: AppState) -> \(screen.stateType) {",
    ]
    for s in screen.slices where used.contains(s.name) {
        out.append("            let \(s.name) = state.\(s.path)")
    }
    out.append("            return \(screen.stateType)(")
    let arguments = screen.fields.map { f in
        "                \(f.name): " + (f.expr.map { indentContinuation($0, "                ") } ?? f.name)
    }
    out.append(arguments.joined(separator: ",\n"))
    out.append("            )")
    out.append("        }")
    out.append("")
    out.append("        func connect(action: \(screen.actionType)) -> AppAction {")
    out.append("            switch action {")
    for a in screen.actions {
        if a.params.isEmpty {
            out.append("            case .\(a.name):")
        } else {
            let bindings = a.params.map { mentions(a.to, $0.label) ? "let \($0.label)" : "_" }.joined(separator: ", ")
            out.append("            case .\(a.name)(\(bindings)):")
        }
        out.append("                return \(a.to)")
    }
    out.append("            }")
    out.append("        }")
    out.append("    }")
    out.append("}")
    return out.joined(separator: "\n") + "\n"
}

/// Whether `name` appears in `code` as an identifier (not as a member or a label).
func mentions(_ code: String, _ name: String) -> Bool {
    let code = Array(code.unicodeScalars), name = Array(name.unicodeScalars)
    guard !name.isEmpty, name.count <= code.count else { return false }
    var start = 0
    while start + name.count <= code.count {
        guard let i = (start...(code.count - name.count)).first(where: { code[$0..<($0 + name.count)].elementsEqual(name) })
        else { return false }
        let end = i + name.count
        let before: Unicode.Scalar = i > 0 ? code[i - 1] : " "
        let after: Unicode.Scalar = end < code.count ? code[end] : " "
        if !(isAlphanumeric(before) || "_.$".unicodeScalars.contains(before))
            && !(isAlphanumeric(after) || "_:".unicodeScalars.contains(after)) {
            return true
        }
        start = end
    }
    return false
}

// --------------------------------------------------------------------------------------
// The command line.

let usage = "usage: make_corpus [-h] [--seed SEED] [--hand-written] count out_dir"

func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(usage)\nmake_corpus: error: \(message)\n".utf8))
    exit(2)
}

/// A decimal integer as `int()` reads it (surrounding whitespace, a sign, `_` between digits):
/// its magnitude in 32-bit words (least significant first) and its canonical decimal text.
func parseInteger(_ text: String) -> (words: [UInt32], decimal: String)? {
    var body = Substring(stripped(Array(text.unicodeScalars)))
    var negative = false
    if let sign = body.first, sign == "+" || sign == "-" {
        negative = sign == "-"
        body = body.dropFirst()
    }
    guard let first = body.first, let last = body.last, first.isASCII, first.isNumber, last != "_",
          !body.contains("__") else { return nil }
    var words: [UInt32] = [0]
    var digits = ""
    for character in body where character != "_" {
        guard character.isASCII, let digit = character.wholeNumberValue else { return nil }
        digits.append(character)
        var carry = UInt64(digit)
        for w in words.indices {
            let value = UInt64(words[w]) * 10 + carry
            words[w] = UInt32(truncatingIfNeeded: value)
            carry = value >> 32
        }
        if carry > 0 { words.append(UInt32(carry)) }
    }
    let trimmed = digits.drop { $0 == "0" }
    let magnitude = trimmed.isEmpty ? "0" : String(trimmed)
    let isZero = magnitude == "0"
    return (words, (negative && !isZero ? "-" : "") + magnitude)
}

struct Options {
    var count = 0
    var outDir = ""
    var seedWords: [UInt32] = [1]
    var seedText = "1"
    var handWritten = false
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var positionals: [String] = []
    var index = 0
    var onlyPositionals = false
    func seed(_ value: String) {
        guard let seed = parseInteger(value) else { usageError("argument --seed: invalid int value: '\(value)'") }
        options.seedWords = seed.words
        options.seedText = seed.decimal
    }
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if onlyPositionals || !argument.hasPrefix("-") || argument == "-" || parseInteger(argument) != nil {
            positionals.append(argument)
            continue
        }
        if argument == "--" {
            onlyPositionals = true
            continue
        }
        // Long options may be abbreviated to a unique prefix, and take their value after `=`.
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        let value = argument.contains("=") ? String(argument.drop { $0 != "=" }.dropFirst()) : nil
        let matches = name == "-h" ? ["--help"] : ["--help", "--seed", "--hand-written"].filter {
            name.count > 2 && $0.hasPrefix(name)
        }
        guard matches.count == 1 else {
            if matches.count > 1 {
                usageError("ambiguous option: \(name) could match \(matches.joined(separator: ", "))")
            }
            usageError("unrecognized arguments: \(argument)")
        }
        switch matches[0] {
        case "--help":
            print("""
                \(usage)

                Writes a benchmark corpus of connector specs shaped like the screens of a real app.

                positional arguments:
                  count           how many specs
                  out_dir         the folder to write (created; must be empty or absent)

                options:
                  -h, --help      show this help message and exit
                  --seed SEED
                  --hand-written  also write HandWritten/
                """)
            exit(0)
        case "--seed":
            if let value {
                seed(value)
            } else {
                guard index < arguments.count else { usageError("argument --seed: expected one argument") }
                seed(arguments[index])
                index += 1
            }
        default:
            if value != nil { usageError("argument --hand-written: ignored explicit argument '\(value!)'") }
            options.handWritten = true
        }
    }
    if positionals.count < 2 {
        usageError("the following arguments are required: " + ["count", "out_dir"][positionals.count...].joined(separator: ", "))
    }
    if positionals.count > 2 {
        usageError("unrecognized arguments: " + positionals[2...].joined(separator: " "))
    }
    guard let count = parseInteger(positionals[0]), let value = Int(count.decimal) else {
        usageError("argument count: invalid int value: '\(positionals[0])'")
    }
    options.count = value
    options.outDir = positionals[1]
    return options
}

/// `folder/name`, with no slash added after a folder that ends with one (or is empty).
func joinPath(_ folder: String, _ name: String) -> String {
    folder.isEmpty || folder.hasSuffix("/") ? folder + name : folder + "/" + name
}

/// Writes `text` as UTF-8 to the file at `path`, created or truncated (not atomically: an
/// atomic write syncs each file to disk, which makes the corpus several times slower to write).
func write(_ text: String, to path: String) {
    let bytes = Array(text.utf8)
    guard let file = fopen(path, "w") else {
        FileHandle.standardError.write(Data("make_corpus: could not write \(path)\n".utf8))
        exit(1)
    }
    let written = fwrite(bytes, 1, bytes.count, file)
    if fclose(file) != 0 || written != bytes.count {
        FileHandle.standardError.write(Data("make_corpus: could not write \(path)\n".utf8))
        exit(1)
    }
}

func makeFolder(_ path: String) {
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        FileHandle.standardError.write(Data("make_corpus: could not create \(path): \(error)\n".utf8))
        exit(1)
    }
}

/// A value of corpus.json: an integer (its decimal text) or an object.
indirect enum JSONValue {
    case integer(String)
    case object([String: JSONValue])

    static func int(_ value: Int) -> JSONValue { .integer(String(value)) }

    /// The value as JSON: keys sorted, two spaces an indentation level.
    func text(indent: String = "") -> String {
        switch self {
        case .integer(let decimal):
            return decimal
        case .object(let members) where members.isEmpty:
            return "{}"
        case .object(let members):
            let inner = indent + "  "
            let keys = members.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            let lines = keys.map { "\(inner)\"\($0)\": \(members[$0]!.text(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        }
    }
}

func main() {
    let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
    if options.count < 1 {
        usageError("N must be at least 1")
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: options.outDir, isDirectory: &isFolder) {
        guard isFolder.boolValue else { usageError("\(options.outDir) is not a folder") }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: options.outDir)) ?? []
        if !contents.isEmpty { usageError("\(options.outDir) is not empty") }
    }

    var rng = PythonRandom(magnitude: options.seedWords)
    let digits = max(5, String(options.count).count)
    let screens = (1...options.count).map { makeScreen(&rng, index: $0, digits: digits) }

    let specsDir = joinPath(options.outDir, "Specs")
    var derivedStore = 0, withView = 0, fields = 0, slices = 0, actions = 0, actionsWithValues = 0
    var examples = 0, specBytes = 0
    var fieldForms: [String: Int] = [:]
    var madeFolders = Set<String>()
    for screen in screens {
        let folder = joinPath(specsDir, screen.area)
        if madeFolders.insert(folder).inserted { makeFolder(folder) }
        let text = specText(screen)
        write(text, to: joinPath(folder, "\(screen.base).connector.yml"))
        specBytes += text.utf8.count
        derivedStore += screen.derived ? 1 : 0
        withView += screen.view == nil ? 0 : 1
        fields += screen.fields.count
        slices += screen.slices.count
        actions += screen.actions.count
        actionsWithValues += screen.actions.filter { !$0.params.isEmpty }.count
        examples += screen.examples.count
        for f in screen.fields {
            fieldForms[f.form, default: 0] += 1
        }
    }

    write(fixturesText(screens), to: joinPath(options.outDir, "AppState.swift"))

    if options.handWritten {
        let hand = joinPath(options.outDir, "HandWritten")
        makeFolder(hand)
        write("/// The app's connectors.\nenum Connectors {}\n", to: joinPath(hand, "Connectors.swift"))
        for screen in screens {
            write(handWrittenText(screen), to: joinPath(hand, "\(screen.base).swift"))
        }
    }

    let stats = JSONValue.object([
        "seed": .integer(options.seedText), "specs": .int(screens.count), "derivedStore": .int(derivedStore),
        "withView": .int(withView), "fields": .int(fields), "fieldForms": .object(fieldForms.mapValues { .int($0) }),
        "actions": .int(actions), "actionsWithValues": .int(actionsWithValues), "examples": .int(examples),
        "slices": .int(slices), "specBytes": .int(specBytes),
    ])
    write(stats.text() + "\n", to: joinPath(options.outDir, "corpus.json"))
    FileHandle.standardError.write(Data("make_corpus: \(screens.count) specs (\(derivedStore) derived-store) in \(specsDir)\n".utf8))
}

main()
