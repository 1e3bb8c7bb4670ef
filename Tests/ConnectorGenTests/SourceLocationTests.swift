import ConnectorGen
import Foundation
import Testing

/// Compiler errors in user code land on the spec's line and column.
@Suite("Compiler errors point at the spec")
struct SourceLocationTests {
    @Test("a type error inside a from: expression is reported at the spec's file, line and column", arguments: [
        // (spec line with the error, the misspelled member, its expected line:column)
        ("  title: { type: String, from: state.nam }", "nam", "6:38"),
        ("  title:\n    type: String\n    from: |\n      state\n        .nam", "nam", "10:10"),
        ("  title:\n    type: String\n    from: state.name.uppercasedd()", "uppercasedd", "8:22"),
        // After escapes in a quoted scalar, the code goes back to its spec columns where
        // whitespace allows: `''` and three `\` escapes are each a column shorter in the code.
        ("  title: { type: String, from: '\"it''s \" + state.nam' }", "nam", "6:50"),
        ("  title: { type: String, from: \"\\\"tab:\\\\t\\\" + state.nam\" }", "nam", "6:53"),
        ("  title: { type: String, from: \"\\\"caf\\u00e9\\\" + state.nam\" }", "nam", "6:55"),
        // Where no whitespace follows an escaped quote, spaces go before the closing bracket or
        // comma after it; never before an operator or a member's '.'.
        ("  title: { type: String, from: \"(state.name + \\\"\\\").nam\" }", "nam", "6:53"),
        ("  title: { type: String, from: \"[\\\"a\\\",state.name].nam\" }", "nam", "6:52"),
        // Inside a string literal, where no whitespace may widen, YAML's '' is written '\''.
        ("  title: { type: String, from: '\"it'' \\(state.nam)\"' }", "nam", "6:47"),
        // A plain value on several lines keeps its lines.
        ("  title:\n    type: String\n    from: state.name +\n      state.nam", "nam", "9:13"),
    ])
    func typeErrorIsLocated(_ field: String, _ member: String, _ position: String) throws {
        try Self.expectFirstError("viewState:\n" + field, at: position + ": error:", naming: member, layout: "exact")
    }

    @Test("in the formatted layout of committed files, the same errors are at their spec line", arguments: [
        // (spec lines after `viewState:`, the misspelled member or type, its expected line)
        ("  title: { type: String, from: state.nam }", "nam", 6),
        ("  title:\n    type: String\n    from: |\n      state\n        .nam", "nam", 10),
        ("  title: String\nslices:\n  title: nam", "nam", 8),
        ("  title: { type: String, from: state.name }\ninputs:\n  id: Intt", "Intt", 8),
    ])
    func formattedLayoutKeepsTheLine(_ field: String, _ member: String, _ line: Int) throws {
        try Self.expectFirstError("viewState:\n" + field, at: "\(line):", naming: member, layout: "formatted")
    }

    /// Expects the first error of `TitleConnector` with `keys` to be at `position` of the spec
    /// (`line:` or `line:column: error:`) and to name `member`.
    private static func expectFirstError(_ keys: String, at position: String, naming member: String, layout: String) throws {
        let (outcome, firstError) = try compileTitle(keys, fixtures: """
            struct AppState { var name = "" }
            enum AppAction: Equatable { case none }
            enum TitleView {}

            """, layout: layout)
        #expect(!outcome.succeeded)
        #expect(firstError.hasPrefix("Specs/Title.connector.yml:\(position)"), "\(outcome.output)")
        #expect(firstError.contains(member))
    }

    /// Generates `TitleConnector` from a spec whose keys after `view: TitleView` are `keys`,
    /// type-checks it with `fixtures`, and returns the outcome and its first error.
    private static func compileTitle(_ keys: String, fixtures: String, layout: String = "exact") throws -> (SwiftCompiler.Outcome, String) {
        let spec = """
            connector: TitleConnector
            state: AppState
            action: AppAction
            view: TitleView
            \(keys)

            """
        let workspace = try Workspace()
        try workspace.write("Specs/Title.connector.yml", spec)
        try workspace.write("Fixtures.swift", fixtures)
        let generate = try workspace.run("generate", "Specs/Title.connector.yml", "--output", "Out", "--layout", layout)
        #expect(generate.status == 0, "\(generate.standardError)")
        return try workspace.typecheck(["Fixtures.swift", "Out/Title.connector.swift", "Out/ConnectorNamespace.swift"])
    }

    @Test("a misspelt slice path is reported at its spec line and column, on that line", arguments: [
        // (the slices, the misspelt member, its expected line:column)
        ("slices:\n  name: nmae", "nmae", "6:9"),
        ("slices:\n  name:    profile.nmae", "nmae", "6:20"),
        ("slices: { name: nmae }", "nmae", "5:17"),
        // Memoized, the path is read before the memo's check of it.
        ("memoize: true\nslices:\n  name:    profile.nmae", "nmae", "7:20"),
        ("memoize: true\nslices: { name: profile.nmae }", "nmae", "6:25"),
        // On several lines, plain or in a '|' block, each line keeps its columns.
        ("slices:\n  name: profile\n      .nmae", "nmae", "7:8"),
        ("slices:\n  name: prfile\n      .name", "prfile", "6:9"),
        ("slices:\n  name: |\n        profile\n          .nmae", "nmae", "8:12"),
        // A block too little indented for 'state.' before it keeps its later lines' columns.
        ("slices:\n  name: |\n   profile\n     .nmae", "nmae", "8:7"),
    ])
    func slicePathErrorIsLocated(_ slices: String, _ member: String, _ position: String) throws {
        let (outcome, firstError) = try Self.compileTitle(slices + "\nviewState:\n  title: { type: String, from: name }", fixtures: """
            struct Profile { var name = "" }
            struct AppState { var name = ""; var profile = Profile() }
            enum AppAction: Equatable { case none }
            enum TitleView {}

            """)
        #expect(!outcome.succeeded)
        #expect(firstError.hasPrefix("Specs/Title.connector.yml:\(position): error:"), "\(outcome.output)")
        #expect(firstError.contains(member))
    }

    @Test("a short-form field's misspelt type is reported at its spec line and column only, not at the slice it copies")
    func shortFormFieldTypeIsLocated() throws {
        let (outcome, _) = try Self.compileTitle(
            "slices:\n  count: count\n  title: title\nviewState:\n  count: Int\n  title: { type: Strng }",
            fixtures: """
                struct AppState { var count = 0; var title = "" }
                enum AppAction: Equatable { case none }
                enum TitleView {}

                """)
        #expect(!outcome.succeeded)
        let specErrors = outcome.output.split(separator: "\n").filter { $0.hasPrefix("Specs/Title.connector.yml:") && $0.contains(": error: ") }
        #expect(!specErrors.isEmpty && specErrors.allSatisfy { $0.hasPrefix("Specs/Title.connector.yml:10:18: error: cannot find type 'Strng'") }, "\(outcome.output)")
        // A required slice is unwrapped at its name; the type a field copies it with is checked at its own place.
        let (required, _) = try Self.compileTitle(
            "inputs: { id: Int }\nslices:\n  title: titles[id]\nrequire: [title]\nviewState:\n  title: Strng",
            fixtures: """
                struct AppState { var titles: [Int: String] = [:] }
                enum AppAction: Equatable { case none }
                enum TitleView {}

                """)
        let requiredErrors = required.output.split(separator: "\n").filter { $0.hasPrefix("Specs/Title.connector.yml:") && $0.contains(": error: ") }
        #expect(!requiredErrors.isEmpty && requiredErrors.allSatisfy { $0.hasPrefix("Specs/Title.connector.yml:10:10: error: cannot find type 'Strng'") }, "\(required.output)")
    }

    @Test("a required slice's misspelt path is reported at its column, and a path that is not optional at the slice's name", arguments: [false, true])
    func requiredSliceIsLocated(memoized: Bool) throws {
        let fixtures = """
            struct Note: Equatable, Sendable { var title = "" }
            struct AppState: Sendable { var notes: [Int: Note] = [:]; var first = Note() }
            enum AppAction: Equatable { case none }
            enum TitleView {}

            """
        let keys = (memoized ? "memoize: true\n" : "") + "inputs: { id: Int }\nslices:\n  note: notez[id]\nrequire: [note]\nviewState:\n  title: { type: String, from: note.title }"
        let line = memoized ? 8 : 7
        let (misspelt, misspeltError) = try Self.compileTitle(keys, fixtures: fixtures)
        #expect(!misspelt.succeeded)
        #expect(misspeltError.hasPrefix("Specs/Title.connector.yml:\(line):9: error: value of type 'AppState' has no member 'notez'"), "\(misspelt.output)")
        let (notOptional, notOptionalError) = try Self.compileTitle(keys.replacingOccurrences(of: "notez[id]", with: "first"), fixtures: fixtures)
        #expect(!notOptional.succeeded)
        #expect(notOptionalError.hasPrefix("Specs/Title.connector.yml:\(line):3: error: initializer for conditional binding must have Optional type"), "\(notOptional.output)")
    }

    @Test("a required slice no field reads only says when there is no view state: it compiles without a warning, and a path that is not optional is still reported at the slice's name", arguments: [
        ("exact", ""), ("formatted", ""), ("exact", "memoize: true\n"),
    ])
    func requiredSliceOnlyAGate(_ layout: String, _ memoize: String) throws {
        let fixtures = """
            struct AppState: Sendable { var notes: [Int: String] = [:]; var isSaving = false }
            enum AppAction: Equatable { case none }
            enum TitleView {}

            """
        let keys = memoize + "inputs: { id: Int }\nslices:\n  note: notes[id]\n  saving: isSaving\nrequire: [note]\nviewState:\n  isSaving: { type: Bool, from: saving }"
        let (gate, _) = try Self.compileTitle(keys, fixtures: fixtures, layout: layout)
        #expect(gate.succeeded, "\(gate.output)")
        guard layout == "exact", memoize.isEmpty else { return }
        let (notOptional, error) = try Self.compileTitle(keys.replacingOccurrences(of: "notes[id]", with: "isSaving"), fixtures: fixtures, layout: layout)
        #expect(!notOptional.succeeded)
        #expect(error.hasPrefix("Specs/Title.connector.yml:7:3: error: initializer for conditional binding must have Optional type"), "\(notOptional.output)")
    }

    @Test("a required slice's local is named apart from every name the spec reads")
    func requiredSliceLocalIsNamedApart() throws {
        let (outcome, _) = try Self.compileTitle(
            "inputs: { id: Int }\nslices:\n  note: notes[id]\n  other: notes[noteIfPresent]\nrequire: [note]\nviewState:\n  title: { type: String, from: note + (other ?? \"\") }",
            fixtures: """
                let noteIfPresent = 7
                struct AppState { var notes: [Int: String] = [:] }
                enum AppAction: Equatable { case none }
                enum TitleView {}

                """)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("a required slice's path on several lines keeps its later lines' columns")
    func requiredSlicePathOnSeveralLines() throws {
        let (outcome, firstError) = try Self.compileTitle(
            "inputs: { id: Int }\nslices:\n  item: |\n    items[\n      idd]\nrequire: [item]\nviewState:\n  title: { type: String, from: item }",
            fixtures: """
                struct AppState { var items: [Int: String] = [:] }
                enum AppAction: Equatable { case none }
                enum TitleView {}

                """)
        #expect(!outcome.succeeded)
        #expect(firstError.hasPrefix("Specs/Title.connector.yml:9:7: error:"), "\(outcome.output)")
        #expect(firstError.contains("idd"))
    }

    @Test("a misspelled field type is reported at the spec's line")
    func misspelledTypeIsLocated() throws {
        let spec = """
            connector: TitleConnector
            state: AppState
            action: AppAction
            view: TitleView
            viewState:
              title:
                type: Strin
                from: state.name

            """
        let workspace = try Workspace()
        try workspace.write("Title.connector.yml", spec)
        try workspace.write("Fixtures.swift", "struct AppState { var name = \"\" }\nenum AppAction: Equatable { case none }\nenum TitleView {}\n")
        #expect(try workspace.run("generate", "Title.connector.yml", "--output", "Out").status == 0)
        let outcome = try SwiftCompiler.typecheck(
            ["Fixtures.swift", "Out/Title.connector.swift", "Out/ConnectorNamespace.swift"].map { workspace.url.appendingPathComponent($0) },
            in: workspace.url)
        #expect(!outcome.succeeded)
        #expect(outcome.output.split(separator: "\n").contains { $0.hasPrefix("Title.connector.yml:7:") && $0.contains("error: cannot find type 'Strin' in scope") }, "\(outcome.output)")
    }

    @Test("a field's misspelt type is reported at its spec line only, also where the field's local is declared with its value", arguments: [
        // (the spec lines after `viewState:`, the misspelt type's line:column)
        ("  title: { type: String, from: state.name }\n  max: { type: Itn, from: 'max(state.count, 10)' }", "7:16"),
        ("  count: { type: Itn, from: state.count }", "6:18"),
        ("  count:\n    type: Itn\n    from: state.count", "7:11"),
    ])
    func misspeltFieldTypeIsAtItsPlace(_ fields: String, _ position: String) throws {
        let (outcome, _) = try Self.compileTitle("viewState:\n" + fields, fixtures: """
            struct AppState { var name = ""; var count = 0 }
            enum AppAction: Equatable { case none }
            enum TitleView {}

            """)
        let atSpec = outcome.output.split(separator: "\n").filter { $0.hasPrefix("Specs/Title.connector.yml:") && $0.contains(": error:") }
        #expect(atSpec.contains { $0.hasPrefix("Specs/Title.connector.yml:\(position): error: cannot find type 'Itn' in scope") }, "\(outcome.output)")
        // The local's own mention is at the type's line; at its column where the spec leaves room.
        let line = position.prefix { $0 != ":" }
        for error in atSpec {
            #expect(error.hasPrefix("Specs/Title.connector.yml:\(line):") && error.hasSuffix("error: cannot find type 'Itn' in scope"), "\(outcome.output)")
        }
    }

    @Test("an expression the compiler cannot type-check in reasonable time is reported at the expression", arguments: [
        // (the spec lines after `viewState:`, the expression's line:column)
        ("  text: { type: String, from: '\"a\" + 1 + state.count * 2 - 3 / 4 + 5 * 6 + \"c\" + 7 - 8 * 9 + 10' }", "6:32"),
        ("  text:\n    type: String\n    from: '\"a\" + 1 + state.count * 2 - 3 / 4 + 5 * 6 + \"c\" + 7 - 8 * 9 + 10'", "8:12"),
    ])
    func expressionTooComplexIsAtTheExpression(_ fields: String, _ position: String) throws {
        let spec = "connector: TitleConnector\nstate: AppState\naction: AppAction\nview: TitleView\nviewState:\n\(fields)\n"
        let workspace = try Workspace()
        try workspace.write("Specs/Title.connector.yml", spec)
        try workspace.write("Fixtures.swift", "struct AppState { var count = 0 }\nenum AppAction: Equatable { case none }\nenum TitleView {}\n")
        #expect(try workspace.run("generate", "Specs/Title.connector.yml", "--output", "Out").status == 0)
        // The solver gives up after one second instead of the default ten minutes.
        let outcome = try SwiftCompiler.run(
            ["-typecheck", "-Xfrontend", "-solver-expression-time-threshold=1"] + SwiftCompiler.searchPaths()
                + ["Fixtures.swift", "Out/Title.connector.swift", "Out/ConnectorNamespace.swift"],
            in: workspace.url)
        let firstError = outcome.output.split(separator: "\n").first { $0.contains(": error:") }.map(String.init) ?? outcome.output
        #expect(firstError.hasPrefix("Specs/Title.connector.yml:\(position): error: the compiler is unable to type-check this expression"), "\(outcome.output)")
    }
}

/// Types written in `with:` and `types:` are declared in the view types, which are never mapped
/// to the spec; the compiler still reports a misspelt one at its spec line and column, and a
/// member type that is not `Equatable` at its spec line.
@Suite("Misspelt and non-Equatable types point at the spec")
struct SpecTypeLocationTests {
    @Test("a misspelt nested or associated-value type is the first error, at its spec line and column", arguments: [
        // (the spec lines after `viewState:`, the misspelt type, its line:column)
        ("  rows: { type: \"[Row]\", from: \"[]\" }\ntypes:\n  Row: { id: Int, offsets: IndexSett }", "IndexSett", "8:28"),
        ("  rows: { type: \"[Row]\", from: \"[]\" }\ntypes:\n  Row:\n    id: Int\n    tags: Set<Strng>", "Strng", "10:15"),
        ("  count: { type: Int, from: \"0\" }\nviewAction:\n  remove:\n    with: { offsets: IndexSett, animated: Bool }\n    to: .none", "IndexSett", "9:22"),
        ("  count: { type: Int, from: \"0\" }\nviewAction:\n  pick:\n    with: { index: Int, item: Itm }\n    to: .none", "Itm", "9:31"),
        ("  count: { type: Int, from: \"0\" }\nviewAction:\n  pick:\n    with:\n      item: \"[Itm]\"\n    to: .none", "Itm", "10:15"),
    ])
    func misspeltTypeIsLocated(_ tail: String, _ type: String, _ position: String) throws {
        let (output, atSpec) = try Self.compileList(
            viewState: tail, fixtures: "struct AppState {}\nenum AppAction: Equatable { case none }\nenum ListView {}\n")
        let expected = "List.connector.yml:\(position): error: cannot find type '\(type)' in scope"
        let errors = compilerErrorLines(output)
        #expect(errors.first?.hasPrefix(expected) == true, "expected \(expected) first in:\n\(output)")
        // SpecMemberTypes puts it first. The check that an associated value is Equatable passes
        // its case, whose values' types the compiler then cannot infer: follow-ups at the same
        // place, none elsewhere in the spec.
        #expect(atSpec.allSatisfy { $0.hasPrefix("List.connector.yml:\(position): error: ") }, "every error at the spec is at the type:\n\(output)")
        #expect(atSpec.count <= 3, "at most three errors at the spec:\n\(output)")
    }

    @Test("a generic type written without its arguments, the only type of its check, is the first error, at the spec", arguments: [
        ("  movies: { type: Loadable, from: state.movies }", "6:19"),
        ("  count: { type: Int, from: \"0\" }\nviewAction:\n  pick:\n    with: { page: Loadable }\n    to: .none", "9:19"),
    ])
    func genericTypeWithoutArgumentsIsLocated(_ tail: String, _ position: String) throws {
        let (output, _) = try Self.compileList(viewState: tail, fixtures: """
            struct Loadable<Value: Equatable>: Equatable { var value: Value }
            struct AppState { var movies = Loadable(value: 1) }
            enum AppAction: Equatable { case none }
            enum ListView {}

            """)
        expectFirstCompilerError(output, "List.connector.yml:\(position): error: reference to generic type 'Loadable' requires arguments in <...>")
    }

    @Test("a container store of a generic type written without its arguments is the first error, in the spec or in connector-gen.yml")
    func genericContainerStoreIsLocated() throws {
        let spec = Self.closeSpec(container: "{ store: GenericStore, source: parameter }")
        let fixtures = Self.closeFixtures + """
            final class GenericStore<State>: ObservableObject {
                var state: State
                init(state: State) { self.state = state }
                func send(_ action: AppAction) {}
            }

            """
        let outcome = try Self.typecheck(spec, named: "Close", fixtures: fixtures)
        expectFirstCompilerError(outcome.output, "Close.connector.yml:9:21: error: reference to generic type 'GenericStore' requires arguments in <...>")
        let configured = try Self.typecheck(
            Self.closeSpec(container: "true"), named: "Close", fixtures: fixtures, config: "container:\n  store: GenericStore\n  source: parameter\n")
        expectFirstCompilerError(configured.output, "connector-gen.yml:2:10: error: reference to generic type 'GenericStore' requires arguments in <...>")
    }

    @Test("a field type may name, qualified, a type the app nests in the generated view state")
    func fieldTypeNestedInTheViewState() throws {
        let outcome = try Self.typecheck(
            """
            connector: ListConnector
            state: AppState
            action: AppAction
            view: ListView
            viewState:
              posters: { type: "[ListView.State.Poster]", from: "[]" }
            viewAction:
              open:
                with: { poster: ListView.State.Poster }
                to: .none

            """, named: "List",
            fixtures: """
            struct AppState {}
            enum AppAction: Equatable { case none }
            enum ListView {}
            extension ListView.State {
                struct Poster: Hashable { var id: Int }
            }

            """)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("a type that is not Equatable is reported at its spec line and column, naming the member, the type and the fix", arguments: [
        // (the spec lines after `viewState:`, the type, its line:column, the member named)
        ("  shape: { type: Shape, from: Shape() }", "Shape", "6:18", "its field 'shape'"),
        ("  shapes: { type: \"[Shape]\", from: \"[]\" }", "Shape", "6:21", "its field 'shapes'"),
        ("  default: { type: Shape, from: Shape() }", "Shape", "6:20", "its field 'default'"),
        ("  byID: { type: \"[Int: Shape]?\", from: nil }", "Shape", "6:24", "its field 'byID'"),
        ("  shape: Shape\nslices:\n  shape: shape", "Shape", "6:10", "its field 'shape'"),
        ("  rows: { type: \"[Row]\", from: \"[]\" }\ntypes:\n  Row: { id: Int, shape: Shape }", "Shape", "8:26",
         "the property 'shape' of its type 'Row'"),
        ("  count: { type: Int, from: \"0\" }\nviewAction:\n  draw:\n    with: { shape: Shape, animated: Bool }\n    to: .none", "Shape",
         "9:20", "the value 'shape' of its case 'draw'"),
        ("  count: { type: Int, from: \"0\" }\nviewAction:\n  pick:\n    with: { item: any Item }\n    to: .none", "any Item", "9:19",
         "the value 'item' of its case 'pick'"),
        // An existential of a protocol that refines Equatable is not Equatable itself.
        ("  count: { type: Int, from: \"0\" }\nviewAction:\n  pick:\n    with: { item: any HashableItem }\n    to: .none", "any HashableItem",
         "9:19", "the value 'item' of its case 'pick'"),
        ("  items: { type: \"[any HashableItem]\", from: \"[]\" }", "any HashableItem", "6:20", "its field 'items'"),
        ("  item: { type: any HashableItem, from: Tag() }", "any HashableItem", "6:17", "its field 'item'"),
        // A member named like a metatype is read by a closure: its key path would be the metatype.
        ("  Type: { type: Shape, from: Shape() }", "Shape", "6:17", "its field 'Type'"),
        ("  rows: { type: \"[Row]\", from: \"[]\" }\ntypes:\n  Row: { Protocol: Shape }", "Shape", "8:20", "the property 'Protocol' of its type 'Row'"),
    ])
    func typeThatIsNotEquatableIsLocated(_ tail: String, _ type: String, _ position: String, _ member: String) throws {
        let (output, atSpec) = try Self.compileList(viewState: tail, fixtures: """
            struct AppState { var shape = Shape() }
            enum AppAction: Equatable { case none }
            enum ListView {}
            struct Shape {}
            protocol Item {}
            protocol HashableItem: Hashable {}
            struct Tag: HashableItem {}

            """)
        #expect(atSpec.count == 1, "one error at the spec:\n\(output)")
        let error = atSpec.first ?? ""
        #expect(error.hasPrefix("List.connector.yml:\(position): error: "), "\(output)")
        // Checked before the view types, it comes before the conformance it breaks there.
        #expect(compilerErrorLines(output).first == error, "the first error is at the spec:\n\(output)")
        // An existential cannot conform: the message says what to hold instead.
        let reason = type.hasPrefix("any ") ? "an existential ('\(type)') cannot conform to 'Equatable'" : "'\(type)' must conform to 'Equatable'"
        #expect(error.contains("so \(member) must be Equatable: \(reason)"), "\(error)")
    }

    @Test("a field or a nested type's property named 'Type' or 'Protocol', of a type of the app's that is Equatable, compiles")
    func memberNamedLikeAMetatypeCompiles() throws {
        let outcome = try Self.typecheck("""
            connector: ListConnector
            state: AppState
            action: AppAction
            view: ListView
            viewState:
              Type: { type: Shape, from: Shape() }
              rows: { type: "[Row]", from: "[]" }
            types:
              Row: { Protocol: Shape }

            """, named: "List", fixtures: "struct AppState {}\nenum AppAction: Equatable { case none }\nenum ListView {}\nstruct Shape: Equatable {}\n")
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("a function type, an existential or a tuple, which no conformance makes Equatable, is reported at the spec with what to do instead", arguments: [
        ("  count: { type: Int, from: \"0\" }\nviewAction:\n  load:\n    with: { done: \"@Sendable () -> Void\" }\n    to: .none", "9:20",
         "so the value 'done' of its case 'load' must be Equatable: a function ('@Sendable () -> Void') cannot be compared; send values the app acts on, not the work to do"),
        ("  tap: { type: \"() -> Void\", from: \"{}\" }", "6:17",
         "so its field 'tap' must be Equatable: a function ('() -> Void') cannot be compared; let the view send a view action instead of holding what to do"),
        ("  error: { type: (any Error)?, from: nil }", "6:18",
         "so its field 'error' must be Equatable: an existential ('any Error') cannot conform to 'Equatable'; hold an Equatable value made from it, such as its message or an id"),
        ("  point: { type: \"(x: Int, y: Int)\", from: \"(0, 0)\" }", "6:19",
         "so its field 'point' must be Equatable: a tuple ('(x: Int, y: Int)') cannot conform to 'Equatable'; declare a type of its values under 'types'"),
        ("  items: { type: \"[any Item]\", from: \"[]\" }", "6:20",
         "so its field 'items' must be Equatable: an existential ('any Item') cannot conform to 'Equatable'; hold an Equatable value made from it, such as its message or an id"),
    ])
    func uncomparableTypeIsNotEquatable(_ tail: String, _ position: String, _ message: String) throws {
        let (output, atSpec) = try Self.compileList(viewState: tail, fixtures: """
            struct AppState {}
            enum AppAction: Equatable { case none }
            enum ListView {}
            protocol Item {}

            """)
        #expect(atSpec.count == 1, "one error at the spec:\n\(output)")
        #expect(atSpec.first?.hasPrefix("List.connector.yml:\(position): error: ") == true, "\(output)")
        #expect(atSpec.first?.contains(message) == true, "\(output)")
    }

    @Test("a nested type declared Hashable, as a Set's element or a dictionary's key, reports a property that is not Hashable at the spec", arguments: [
        ("  tags: { type: \"Set<Tag>\", from: \"[]\" }\ntypes:\n  Tag: { name: String, model: Model }", "8:31"),
        ("  counts: { type: \"[Tag: Int]\", from: \"[:]\" }\ntypes:\n  Tag: { size: CGSize, model: Model }", "8:16"),
        // Neither Hashable nor Equatable: one error, the Hashable one.
        ("  tags: { type: \"Set<Tag>\", from: \"[]\" }\ntypes:\n  Tag: { name: String, blob: Blob }", "8:30"),
    ])
    func hashedNestedTypeMemberIsLocated(_ tail: String, _ position: String) throws {
        let (output, atSpec) = try Self.compileList(viewState: tail, fixtures: """
            struct CGSize: Equatable, Sendable { var width = 0.0 }
            struct AppState {}
            enum AppAction: Equatable { case none }
            enum ListView {}
            struct Model: Equatable {}
            final class Blob {}

            """)
        #expect(compilerErrorLines(output).first == atSpec.first, "the first error is at the spec:\n\(output)")
        let positions = atSpec.map { $0.split(separator: " ").first ?? "" }
        #expect(Set(positions).count == positions.count, "one error a property at the spec:\n\(output)")
        #expect(atSpec.first?.hasPrefix("List.connector.yml:\(position): error: ") == true, "\(output)")
        #expect(atSpec.first?.contains("is a Set's element or a dictionary's key in the spec, so the property") == true, "\(output)")
    }

    @Test("an input's type that names a type of 'types' beside a misspelt one is reported at the spec first")
    func misspeltTypeBesideANestedOneInAnInput() throws {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            view: ListView
            inputs:
              byName: "[Strin: Tag]"
            viewState:
              count: { type: Int, from: byName.count }
            types:
              Tag: { id: Int }

            """
        let outcome = try Self.typecheck(spec, named: "List", fixtures: "struct AppState {}\nenum AppAction: Equatable { case none }\nenum ListView {}\n")
        expectFirstCompilerError(outcome.output, "List.connector.yml:6:13: error: cannot find type 'Strin' in scope")
    }

    @Test("a type that is not Equatable is reported once, at the first member that uses it")
    func typeThatIsNotEquatableIsReportedOnce() throws {
        let tail = """
              shape: { type: Shape, from: Shape() }
              shapes: { type: "[Shape]", from: "[]" }
              rows: { type: "[Row]", from: "[]" }
            types:
              Row: { id: Int, shape: Shape }
            viewAction:
              draw:
                with: { shape: Shape }
                to: .none
            """
        let (output, atSpec) = try Self.compileList(viewState: tail, fixtures: """
            struct AppState { var shape = Shape() }
            enum AppAction: Equatable { case none }
            enum ListView {}
            struct Shape {}

            """)
        #expect(atSpec.count == 1, "one error at the spec:\n\(output)")
        #expect(atSpec.first?.hasPrefix("List.connector.yml:6:18: error: 'shape' is unavailable: ") == true, "\(output)")
    }

    @Test("a memoized connector's field that is not Sendable is the first error, at its spec column", arguments: [
        // (the spec lines after `viewState:`, the type named, its line:column)
        ("  episode: { type: Episode, from: Episode() }", "Episode", "6:20"),
        ("  episodes: { type: \"[Episode]\", from: \"[]\" }", "Episode", "6:22"),
        ("  count: { type: Int, from: \"0\" }\n  next: { type: Episode?, from: nil }", "Episode", "7:17"),
        ("  rows: { type: \"[Row]\", from: \"[]\" }\ntypes:\n  Row: { id: Int, episode: Episode }", "ListView.State.Row", "6:18"),
    ])
    func fieldThatIsNotSendableIsLocated(_ tail: String, _ type: String, _ position: String) throws {
        let (output, atSpec) = try Self.compileList(viewState: tail + "\nmemoize: true", fixtures: """
            struct AppState {}
            enum AppAction: Equatable { case none }
            enum ListView {}
            final class Episode: Equatable { static func == (lhs: Episode, rhs: Episode) -> Bool { lhs === rhs } }

            """)
        let firstError = output.split(separator: "\n").first { $0.contains(": error: ") }
        let expected = "List.connector.yml:\(position): error: type '\(type)' does not conform to the 'Sendable' protocol"
        #expect(firstError?.hasPrefix(expected) == true, "expected \(expected) first in:\n\(output)")
        #expect(atSpec.count == 1, "one error at the spec:\n\(output)")
    }

    @Test("with 'sendable: true', a nested type's property or a view action's value that is not Sendable is reported at its spec column", arguments: [
        // (the spec lines after `viewState:`, its line:column)
        ("  count: { type: Int, from: \"0\" }\ntypes:\n  Row: { id: Int, episode: Episode }", "8:28"),
        ("  count: { type: Int, from: \"0\" }\nviewAction:\n  play:\n    with: { episode: Episode }\n    to: .none", "9:22"),
    ])
    func memberThatIsNotSendableIsLocated(_ tail: String, _ position: String) throws {
        let (output, _) = try Self.compileList(viewState: tail + "\nsendable: true", fixtures: """
            struct AppState {}
            enum AppAction: Equatable { case none }
            enum ListView {}
            final class Episode: Equatable { static func == (lhs: Episode, rhs: Episode) -> Bool { lhs === rhs } }

            """)
        let expected = "List.connector.yml:\(position): error: type 'Episode' does not conform to the 'Sendable' protocol"
        #expect(output.split(separator: "\n").contains { $0.hasPrefix(expected) }, "expected \(expected) in:\n\(output)")
    }

    /// A derived-store spec: the existing `SummaryState` read at `slice`, and `SummaryAction`
    /// sent as `AppAction`'s case `embed`.
    static func derivedStoreSpec(slice: String, embed: String) -> String {
        """
        connector: SummaryConnector
        state: AppState
        action: AppAction
        viewState: SummaryState
        viewAction: SummaryAction
        slice: \(slice)
        embed: \(embed)

        """
    }

    @Test("in the derived-store form, an existing view state that is not Equatable, or a misspelt 'embed', is the first error, at the spec", arguments: [
        // (SummaryState's conformances, the spec's embed, the first error's position, its message)
        ("Sendable", "summary", "4:12", "type 'SummaryState' does not conform to protocol 'Equatable'"),
        ("Equatable, Sendable", "summry", "7:8", "type 'AppAction' has no member 'summry'"),
    ])
    func derivedStoreErrorIsLocated(_ conformances: String, _ embed: String, _ position: String, _ message: String) throws {
        let outcome = try Self.typecheck(Self.derivedStoreSpec(slice: "summary", embed: embed), named: "Summary", fixtures: """
            struct SummaryState: \(conformances) { var count = 0 }
            enum SummaryAction: Equatable { case refresh }
            struct AppState { var summary = SummaryState() }
            enum AppAction: Equatable { case summary(SummaryAction) }

            """)
        let firstError = outcome.output.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(firstError?.hasPrefix("Summary.connector.yml:\(position): error: \(message)") == true, "\(outcome.output)")
    }

    @Test("in the derived-store form, a slice of another type than the view state is reported at its path, memoized too", arguments: [
        (false, "cannot convert return expression of type 'Int?' to return type 'SummaryState'"),
        (true, "cannot convert value of type 'Int?' to specified type 'SummaryState'"),
    ])
    func derivedStoreSliceOfAnotherType(memoized: Bool, message: String) throws {
        let spec = Self.derivedStoreSpec(slice: "selectedID", embed: "summary") + "memoize: \(memoized)\n"
        let outcome = try Self.typecheck(spec, named: "Summary", fixtures: """
            struct SummaryState: Equatable, Sendable { var count = 0 }
            enum SummaryAction: Equatable, Sendable { case refresh }
            struct AppState: Sendable { var summary = SummaryState(); var selectedID: Int? = nil }
            enum AppAction: Equatable, Sendable { case summary(SummaryAction) }

            """)
        let errors = outcome.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.first?.hasPrefix("Summary.connector.yml:6:8: error: \(message)") == true, "\(outcome.output)")
        #expect(!outcome.output.contains("failed to produce diagnostic"), "\(outcome.output)")
    }

    @Test("a memoized derived store whose slice is optional under 'require' compiles, in both layouts", arguments: ["exact", "formatted"])
    func memoizedDerivedStoreWithOptionalSlice(layout: String) throws {
        let workspace = try Workspace()
        try workspace.write("Summary.connector.yml", """
            connector: SummaryConnector
            state: AppState
            action: AppAction
            viewState: SummaryState
            viewAction: SummaryAction
            inputs: { id: Int }
            slices:
              selected: summaries[id]
            require: [selected]
            slice: summaries[id]
            embed: summary
            memoize: true

            """)
        try workspace.write("Fixtures.swift", """
            struct SummaryState: Equatable, Sendable { var count = 0 }
            enum SummaryAction: Equatable, Sendable { case refresh }
            struct AppState: Sendable { var summaries: [Int: SummaryState] = [:] }
            enum AppAction: Equatable, Sendable { case summary(SummaryAction) }

            """)
        let generate = try workspace.run("generate", "Summary.connector.yml", "--output", "Out", "--layout", layout)
        #expect(generate.status == 0, "\(generate.standardError)")
        let outcome = try SwiftCompiler.typecheck(
            ["Fixtures.swift", "Out/Summary.connector.swift", "Out/ConnectorNamespace.swift"].map { workspace.url.appendingPathComponent($0) }, in: workspace.url)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("a plain value on several lines keeps them where a line break reads as a space, and folds where it would not")
    func plainValueOnSeveralLines() throws {
        // A line that starts with '(' would start a new expression: the value stays folded, as YAML reads it.
        let spec = """
            connector: TitleConnector
            state: AppState
            action: AppAction
            view: TitleView
            viewState:
              title:
                type: String
                from: String
                  (state.name.count)
              label:
                type: String
                from: "state.name +
                  \\"!\\""
              badge:
                type: String
                from: state.name
                  .uppercased() + "x"

            """
        let outcome = try Self.typecheck(spec, named: "Title", fixtures: """
            struct AppState { var name = "" }
            enum AppAction: Equatable { case none }
            enum TitleView {}

            """)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("an expression on the spec's first line is at its column when the code before it fits on the line")
    func expressionOnTheFirstLine() throws {
        let spec = """
            viewState: { title: { type: String, from: state.nam } }
            connector: TitleConnector
            state: AppState
            action: AppAction
            view: TitleView

            """
        let outcome = try Self.typecheck(spec, named: "Title", fixtures: """
            struct AppState { var name = "" }
            enum AppAction: Equatable { case none }
            enum TitleView {}

            """)
        let firstError = outcome.output.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(firstError?.hasPrefix("Title.connector.yml:1:49: error: value of type 'AppState' has no member 'nam'") == true, "\(outcome.output)")
    }

    @Test("a misspelt view, state, action or input type is the first error, at its spec column", arguments: [
        // (the spec's key line as written, misspelt, the name, its line:column, the most errors in the generated file)
        ("view: ListView", "view: ListVew", "ListVew", "4:7", 5),
        ("state: AppState", "state: AppStat", "AppStat", "2:8", 2),
        ("action: AppAction", "action: AppActon", "AppActon", "3:9", 2),
        ("  player: PlayerID", "  player: PlayerId", "PlayerId", "6:11", 1),
    ])
    func misspeltDeclaredTypeIsFirst(_ line: String, _ misspelt: String, _ type: String, _ position: String, _ followOns: Int) throws {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            view: ListView
            inputs:
              player: PlayerID
            viewState:
              title: { type: String, from: "state.title + player.name" }
            viewAction:
              rename:
                with: { text: String }
                to: .rename(text)

            """.replacingOccurrences(of: line + "\n", with: misspelt + "\n")
        let outcome = try Self.typecheck(spec, named: "List", fixtures: """
            struct AppState { var title = "" }
            enum AppAction: Equatable { case rename(String) }
            enum ListView {}
            struct PlayerID { var name = "" }

            """)
        expectFirstCompilerError(outcome.output, "List.connector.yml:\(position): error: cannot find type '\(type)' in scope")
        let errors = compilerErrorLines(outcome.output)
        #expect(errors.filter { $0.hasPrefix("List.connector.yml:") }.count == 1, "one error at the spec:\n\(outcome.output)")
        #expect(errors.count - 1 <= followOns, "at most \(followOns) follow-on errors:\n\(outcome.output)")
    }

    @Test("a module that imports names and the build cannot find is reported where it is named", arguments: [
        // (the spec's imports, connector-gen.yml, the expected file:line:column)
        ("imports: [Foundation, Modle]", nil, "List.connector.yml:5:23"),
        ("imports:\n  - Foundation\n  - Modle", nil, "List.connector.yml:7:5"),
        ("imports: ['Modle']", nil, "List.connector.yml:5:12"),
        ("", "access: internal\nimports:\n  - Modle", "connector-gen.yml:3:5"),
    ] as [(String, String?, String)])
    func missingModuleIsAtItsName(_ imports: String, _ config: String?, _ position: String) throws {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            view: ListView
            \(imports)
            viewState:
              count: { type: Int, from: state.count }

            """
        let outcome = try Self.typecheck(spec, named: "List", fixtures: """
            struct AppState { var count = 0 }
            enum AppAction: Equatable { case none }
            enum ListView {}

            """, config: config)
        let errors = compilerErrorLines(outcome.output)
        #expect(errors.first?.hasPrefix("\(position): error: no such module 'Modle'") == true, "\(outcome.output)")
        #expect(errors.count == 1, "\(outcome.output)")
    }

    @Test("a flavor's library that the build cannot find is reported where the spec or connector-gen.yml names the flavor", arguments: [
        // (the spec's flavor line, connector-gen.yml, the expected file:line:column)
        ("flavor: swiftuiflux\n", nil, "Shelf.connector.yml:5:9"),
        ("", "flavor: swiftuiflux\n", "connector-gen.yml:1:9"),
    ] as [(String, String?, String)])
    func missingFlavorLibraryIsAtTheFlavor(_ flavor: String, _ config: String?, _ position: String) throws {
        let workspace = try Workspace()
        try workspace.write("Shelf.connector.yml", """
            connector: ShelfConnector
            state: AppState
            action: AppAction
            view: ShelfView
            \(flavor)viewState:
              count: { type: Int, from: state.count }

            """)
        if let config { try workspace.write("connector-gen.yml", config) }
        let generate = try workspace.run("generate", "Shelf.connector.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        // Against the runtime alone, as in a target that does not depend on the library; the
        // app's types, which the file alone does not declare, are reported too.
        let outcome = try SwiftCompiler.run(
            ["-typecheck", "-I", SwiftCompiler.runtimeModule.get().path, workspace.url.appendingPathComponent("Out/Shelf.connector.swift").path], in: workspace.url)
        let errors = compilerErrorLines(outcome.output)
        #expect(errors.contains { $0.hasPrefix("\(position): error: no such module 'SwiftUIFlux'") }, "\(outcome.output)")
        #expect(!errors.contains { $0.contains("Out/Shelf.connector.swift") }, "\(outcome.output)")
    }

    @Test("a store spec's module that the build cannot find is reported where it is named")
    func storeMissingModuleIsAtItsName() throws {
        let workspace = try Workspace()
        try workspace.write("App.store.yml", """
            state: AppState
            action: AppAction
            reducer: appReducer
            imports: [Features]
            features:
              calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }

            """)
        let generate = try workspace.run("generate", "App.store.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let outcome = try SwiftCompiler.typecheck([workspace.url.appendingPathComponent("Out/App.store.swift")], in: workspace.url, setting: .swift6)
        let errors = compilerErrorLines(outcome.output)
        #expect(errors.first?.hasPrefix("App.store.yml:4:11: error: no such module 'Features'") == true, "\(outcome.output)")
    }

    @Test("a state that is not Sendable, read by a view action, is the first error, at the spec's state")
    func stateReadByActionsMustBeSendable() throws {
        let spec = """
            # A view action that reads the state: the connector remembers it for other threads.
            connector: RowConnector
            state: AppState
            action: AppAction
            view: RowView
            slices:
              wishlist: wishlist
            viewState:
              count: { type: Int, from: wishlist.count }
            viewAction:
              toggle: 'wishlist.isEmpty ? .add : .remove'

            """
        let outcome = try Self.typecheck(spec, named: "Row", fixtures: """
            final class AppState { var wishlist: [Int] = [] }
            enum AppAction: Equatable, Sendable { case add, remove }
            enum RowView {}

            """)
        expectFirstCompilerError(outcome.output, "Row.connector.yml:3:8: error: type 'AppState' does not conform to the 'Sendable' protocol")

        // A Sendable state: nothing to report, in any setting.
        for setting in CompilerSetting.allCases {
            let clean = try Self.typecheck(spec, named: "Row", fixtures: """
                struct AppState: Sendable { var wishlist: [Int] = [] }
                enum AppAction: Equatable, Sendable { case add, remove }
                enum RowView {}

                """, setting: setting)
            #expect(clean.succeeded, "\(setting): \(clean.output)")
        }
    }

    /// The app of ``closeSpec(container:)``: its state, actions, a store with `state` and
    /// `send`, and the view.
    static let closeFixtures = """
        import SwiftUI

        struct AppState: Equatable { var title = "" }
        enum AppAction: Equatable { case close }
        final class AppStore: ObservableObject {
            var state = AppState()
            func send(_ action: AppAction) {}
        }
        struct CloseView: View {
            let title: String
            let close: () -> Void
            var body: some View { EmptyView() }
        }

        """

    /// A spec of a view that shows a title and sends `close`, with `container`.
    static func closeSpec(container: String) -> String {
        """
        connector: CloseConnector
        state: AppState
        action: AppAction
        view: CloseView
        viewState:
          title: { type: String, from: state.title }
        viewAction:
          close: .close
        container: \(container)

        """
    }

    @Test("a misspelt container store type is the first error, at the spec")
    func misspeltContainerStoreIsLocated() throws {
        let spec = Self.closeSpec(container: "{ store: AppStor, source: parameter }")
        let outcome = try Self.typecheck(spec, named: "Close", fixtures: Self.closeFixtures)
        expectFirstCompilerError(outcome.output, "Close.connector.yml:9:21: error: cannot find type 'AppStor' in scope")
    }

    @Test("a store the spec names that is not an ObservableObject, or lacks the default 'state' and 'send', is reported at the spec's store")
    func specStoreIsChecked() throws {
        let notObservable = Self.closeFixtures.replacingOccurrences(of: "final class AppStore: ObservableObject {", with: "final class AppStore {")
        let outcome = try Self.typecheck(Self.closeSpec(container: "{ store: AppStore }"), named: "Close", fixtures: notObservable)
        let errors = compilerErrorLines(outcome.output)
        #expect(errors.first?.hasPrefix("Close.connector.yml:9:21: error: type 'AppStore' does not conform to protocol 'ObservableObject'") == true, "\(outcome.output)")
        let withoutMembers = Self.closeFixtures.replacingOccurrences(of: "var state = AppState()", with: "var appState = AppState()")
            .replacingOccurrences(of: "func send(", with: "func dispatch(")
        let members = try Self.typecheck(Self.closeSpec(container: "{ store: AppStore }"), named: "Close", fixtures: withoutMembers)
        let memberErrors = members.output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
        // `state` and `send` are used at the store's column.
        #expect(memberErrors.contains { $0.hasPrefix("Close.connector.yml:9:21: ") && $0.hasSuffix("value of type 'AppStore' has no member 'state'") }, "\(members.output)")
        #expect(memberErrors.contains { $0.hasPrefix("Close.connector.yml:9:21: ") && $0.hasSuffix("value of type 'AppStore' has no member 'send'") }, "\(members.output)")
        #expect(!memberErrors.contains { $0.contains(".connector.swift:") }, "no error in the generated file: \(members.output)")
    }

    @Test("a store the spec reads from the environment that is not Observable is reported at the spec's store, first")
    func specEnvironmentStoreIsChecked() throws {
        let spec = Self.closeSpec(container: "{ store: AppStore, source: environment }")
        let outcome = try Self.typecheck(spec, named: "Close", fixtures: Self.closeFixtures)
        let errors = compilerErrorLines(outcome.output)
        #expect(errors.first?.hasPrefix("Close.connector.yml:9:21: error: type 'AppStore' does not conform to protocol 'Observable'") == true, "\(outcome.output)")
        let observable = Self.closeFixtures.replacingOccurrences(of: "final class AppStore: ObservableObject {", with: "@Observable @MainActor final class AppStore {")
        let clean = try Self.typecheck(spec, named: "Close", fixtures: observable)
        #expect(clean.succeeded, "\(clean.output)")
    }

    @Test("the spec's store is checked under '#if canImport(SwiftUI)', where an app may declare it only")
    func specStoreIsCheckedWithSwiftUI() throws {
        let workspace = try Workspace()
        try workspace.write("Close.connector.yml", Self.closeSpec(container: "{ store: AppStore, source: parameter }"))
        let generate = try workspace.run("generate", "Close.connector.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let file = try #require(workspace.read("Out/Close.connector.swift"))
        let swiftUI = try #require(file.range(of: "#if canImport(SwiftUI)", options: .backwards))
        let check = try #require(file.range(of: "private typealias SpecStoreType"))
        #expect(swiftUI.upperBound < check.lowerBound, "\(file)")
        #expect(!file[..<swiftUI.lowerBound].contains("AppStore"), "\(file)")
    }

    @Test("a misspelt 'protocol' in connector-gen.yml is reported at its line and column there")
    func misspeltConfigProtocolIsLocated() throws {
        let workspace = try Workspace()
        try workspace.write("connector-gen.yml", "access: internal\nprotocol: ScreenConector\n")
        try workspace.write("Close.connector.yml", Self.closeSpec(container: "false"))
        try workspace.write("Fixtures.swift", """
            protocol ScreenConnector {}
            struct AppState: Equatable { var title = "" }
            enum AppAction: Equatable { case close }
            enum CloseView {}

            """)
        let generate = try workspace.run("generate", "Close.connector.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let outcome = try SwiftCompiler.typecheck(
            ["Fixtures.swift", "Out/ConnectorNamespace.swift", "Out/Close.connector.swift"].map { workspace.url.appendingPathComponent($0) },
            in: workspace.url)
        let errors = compilerErrorLines(outcome.output)
        #expect(errors.contains { $0.hasPrefix("connector-gen.yml:2:11: error: cannot find type 'ScreenConector' in scope") }, "\(outcome.output)")
    }

    @Test("a misspelt 'protocol' in connector-gen.yml is a connector file's first error, at its line and column there, without the namespace file", arguments: ["connector", "store"])
    func misspeltConfigProtocolIsEachFilesFirstError(_ kind: String) throws {
        let workspace = try Workspace()
        try workspace.write("connector-gen.yml", "access: internal\nprotocol: ScreenConector\n")
        let generated: String
        if kind == "connector" {
            try workspace.write("Close.connector.yml", Self.closeSpec(container: "false"))
            try workspace.write("Fixtures.swift", "protocol ScreenConnector {}\nstruct AppState: Equatable { var title = \"\" }\nenum AppAction: Equatable { case close }\nenum CloseView {}\n")
            generated = "Out/Close.connector.swift"
        } else {
            let golden = Paths.packageRoot.appendingPathComponent("Tests/GoldenFiles/store-feature-connectors")
            try workspace.write("App.store.yml", String(contentsOf: golden.appendingPathComponent("App.store.yml"), encoding: .utf8))
            try workspace.write("Fixtures.swift", "protocol ScreenConnector {}\n" + String(contentsOf: golden.appendingPathComponent("Fixtures.swift"), encoding: .utf8))
            generated = "Out/App.store.swift"
        }
        let generate = try workspace.run("generate", ".", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let outcome = try SwiftCompiler.typecheck(["Fixtures.swift", generated].map { workspace.url.appendingPathComponent($0) }, in: workspace.url)
        expectFirstCompilerError(outcome.output, "connector-gen.yml:2:11: error: cannot find type 'ScreenConector' in scope")
    }

    @Test("'protocol: ConnectorRuntime.Connector' is ConnectorRuntime's protocol, as when 'protocol' is left out: the same files, which compile")
    func runtimeProtocolWrittenOut() throws {
        let workspace = try Workspace()
        try workspace.write("Close.connector.yml", Self.closeSpec(container: "false"))
        try workspace.write("Fixtures.swift", "struct AppState: Equatable { var title = \"\" }\nenum AppAction: Equatable { case close }\nenum CloseView {}\n")
        try workspace.write("connector-gen.yml", "access: internal\n")
        let leftOut = try workspace.run("generate", "Close.connector.yml", "--output", "LeftOut")
        try workspace.write("connector-gen.yml", "access: internal\nprotocol: ConnectorRuntime.Connector\n")
        let written = try workspace.run("generate", "Close.connector.yml", "--output", "Out")
        #expect(leftOut.status == 0 && written.status == 0, "\(leftOut.standardError)\(written.standardError)")
        for file in ["Close.connector.swift", "ConnectorNamespace.swift"] {
            let expected = try #require(workspace.read("LeftOut/\(file)"))
            #expect(workspace.read("Out/\(file)") == expected, "\(file) differs")
        }
        let outcome = try SwiftCompiler.typecheck(
            ["Fixtures.swift", "Out/Close.connector.swift", "Out/ConnectorNamespace.swift"].map { workspace.url.appendingPathComponent($0) }, in: workspace.url)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test("an app action that is not Equatable, which the examples compare, is the tests' first error, at the spec's action")
    func appActionThatIsNotEquatableIsLocated() throws {
        let workspace = try Workspace()
        try workspace.write("Close.connector.yml", Self.closeSpec(container: "false") + """
            examples:
              - name: closing closes
                send: .close
                expect: .close

            """)
        // An enum with an associated value is not Equatable unless it says so.
        try workspace.write("Fixtures.swift", "struct AppState: Equatable { var title = \"\" }\nenum AppAction { case close, open(Int) }\nenum CloseView {}\n")
        let generate = try workspace.run("generate", "Close.connector.yml", "--output", "Out", "--kind", "connector,namespace,tests", "--module", "App")
        #expect(generate.status == 0, "\(generate.standardError)")
        let module = try SwiftCompiler.emitModule(
            "App", ["Fixtures.swift", "Out/Close.connector.swift", "Out/ConnectorNamespace.swift"].map { workspace.url.appendingPathComponent($0) },
            in: workspace.url)
        try #require(module.succeeded, "\(module.output)")
        let tests = try SwiftCompiler.typecheck(
            [workspace.url.appendingPathComponent("Out/CloseConnectorExampleTests.swift")], against: workspace.url, in: workspace.url)
        expectFirstCompilerError(tests.output, "Close.connector.yml:3:9: error: type 'AppAction' does not conform to protocol 'Equatable'")
    }

    @Test("a 'protocol' of a module connector-gen.yml imports is found by the namespace file's check")
    func configProtocolFromAModule() throws {
        let workspace = try Workspace()
        try workspace.write("AppCore/ScreenConnector.swift", "public protocol ScreenConnector {}\n")
        let module = try SwiftCompiler.emitModule("AppCore", [workspace.url.appendingPathComponent("AppCore/ScreenConnector.swift")], in: workspace.url)
        try #require(module.succeeded, "\(module.output)")
        try workspace.write("connector-gen.yml", "imports: [AppCore]\nprotocol: AppCore.ScreenConnector\n")
        try workspace.write("Close.connector.yml", Self.closeSpec(container: "false"))
        let generate = try workspace.run("generate", "Close.connector.yml", "--kind", "namespace", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let outcome = try SwiftCompiler.typecheck(
            ["Out/ConnectorNamespace.swift"].map { workspace.url.appendingPathComponent($0) }, against: workspace.url, in: workspace.url)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    /// The errors of the `container-observed-object-view-model` golden case (a view model
    /// with previews), its fixtures changed by `change`, which must change them.
    private static func viewModelPreviewErrors(changingFixtures change: (String) -> String) throws -> (errors: [Substring], output: String) {
        let folder = Paths.packageRoot.appendingPathComponent("Tests/GoldenFiles/container-observed-object-view-model")
        func read(_ name: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        let fixtures = try read("Fixtures.swift")
        let changed = change(fixtures)
        #expect(changed != fixtures)
        let outcome = try Self.typecheck(try read("History.connector.yml"), named: "History", fixtures: changed, config: try read("connector-gen.yml"))
        return (outcome.output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }, outcome.output)
    }

    @Test("in the view-model shape, a view model without the default 'stub' the previews use is reported at the spec's 'previews'")
    func missingPreviewStubIsLocated() throws {
        let (errors, output) = try Self.viewModelPreviewErrors {
            $0.replacingOccurrences(of: "static func stub(with state: State)", with: "static func preview(with state: State)")
        }
        #expect(errors.count == 1 && errors.first?.hasPrefix("History.connector.yml:14:11: ") == true && errors.first?.contains("has no member 'stub'") == true, "\(output)")
    }

    @Test("with previews switched on in connector-gen.yml, a view model without the default 'stub' is reported at 'previews' there")
    func missingPreviewStubOfTargetPreviewsIsLocated() throws {
        let folder = Paths.packageRoot.appendingPathComponent("Tests/GoldenFiles/container-parameter")
        func read(_ name: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        let fixtures = try read("Fixtures.swift").replacingOccurrences(of: "static func stub(with state: State)", with: "static func preview(with state: State)")
        let outcome = try Self.typecheck(try read("Cart.connector.yml"), named: "Cart", fixtures: fixtures, config: try read("connector-gen.yml"))
        let errors = compilerErrorLines(outcome.output)
        #expect(errors.count == 1 && errors.first?.hasPrefix("connector-gen.yml:6:11: ") == true && errors.first?.contains("has no member 'stub'") == true,
                "\(outcome.output)")
    }

    @Test("in the view-model shape, a view that takes no 'viewModel:' is reported at the spec's 'view', by the container and the previews")
    func previewViewWithoutViewModelIsLocated() throws {
        let (errors, output) = try Self.viewModelPreviewErrors {
            $0.replacingOccurrences(of: "@ObservedObject var viewModel: ViewModel", with: "@ObservedObject var model: ViewModel")
                .replacingOccurrences(of: "viewModel.", with: "model.")
        }
        #expect(!errors.isEmpty && errors.allSatisfy { $0.hasPrefix("History.connector.yml:6:") }, "\(output)")
    }

    @Test("a store member that connector-gen.yml's container names and the store lacks is reported at its line there")
    func configStoreMemberIsLocated() throws {
        let outcome = try Self.typecheck(
            Self.closeSpec(container: "true"), named: "Close", fixtures: Self.closeFixtures,
            config: "container:\n  store: AppStore\n  state: appState\n  send: dispatch\n")
        let errors = compilerErrorLines(outcome.output)
        #expect(errors.contains { $0.contains("connector-gen.yml:3:") && $0.hasSuffix("value of type 'AppStore' has no member 'appState'") }, "\(outcome.output)")
        #expect(errors.contains { $0.contains("connector-gen.yml:4:9: ") && $0.hasSuffix("value of type 'AppStore' has no member 'dispatch'") }, "\(outcome.output)")
        #expect(!errors.contains { $0.contains(".connector.swift:") }, "no error in the generated file: \(outcome.output)")
    }

    @Test("a store type that connector-gen.yml names, misspelt or not an ObservableObject or Observable, is the first error, at its line and column there")
    func configStoreTypeIsLocated() throws {
        let misspelt = try Self.typecheck(
            Self.closeSpec(container: "true"), named: "Close", fixtures: Self.closeFixtures, config: "container:\n  store: AppStor\n")
        let errors = compilerErrorLines(misspelt.output)
        #expect(errors.first?.hasPrefix("connector-gen.yml:2:10: error: cannot find type 'AppStor' in scope") == true, "\(misspelt.output)")

        let notObservable = Self.closeFixtures.replacingOccurrences(of: "final class AppStore: ObservableObject {", with: "final class AppStore {")
        let object = try Self.typecheck(
            Self.closeSpec(container: "true"), named: "Close", fixtures: notObservable, config: "container:\n  store: AppStore\n")
        let objectErrors = object.output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
        #expect(objectErrors.first?.hasPrefix("connector-gen.yml:2:10: error: type 'AppStore' does not conform to protocol 'ObservableObject'") == true, "\(object.output)")

        let environment = try Self.typecheck(
            Self.closeSpec(container: "true"), named: "Close", fixtures: Self.closeFixtures, config: "container:\n  store: AppStore\n  source: environment\n")
        let environmentErrors = environment.output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
        #expect(environmentErrors.first?.hasPrefix("connector-gen.yml:2:10: error: type 'AppStore' does not conform to protocol 'Observable'") == true, "\(environment.output)")
        #expect(try Self.typecheck(
            Self.closeSpec(container: "true"), named: "Close", fixtures: Self.closeFixtures, config: "container:\n  store: AppStore\n").succeeded)
    }

    @Test("over a provided SwiftDux store, an app action that is not SwiftDux's Action is the first error, at the spec's action")
    func providedStoreActionMustBeSwiftDuxAction() throws {
        let spec = Self.closeSpec(container: "{ source: provideStore }")
        func fixtures(_ conformance: String) -> String {
            """
            import SwiftDux
            import SwiftUI

            struct AppState: Equatable { var title = "" }
            enum AppAction: \(conformance) { case close }
            struct CloseView: View {
                let title: String
                let close: () -> Void
                var body: some View { EmptyView() }
            }

            """
        }
        let outcome = try Self.typecheck(spec, named: "Close", fixtures: fixtures("Equatable"))
        expectFirstCompilerError(outcome.output, "Close.connector.yml:3:9: error: argument type 'AppAction' does not conform to expected type 'Action'")

        for setting in CompilerSetting.allCases {
            let clean = try Self.typecheck(spec, named: "Close", fixtures: fixtures("Action, Equatable"), setting: setting)
            #expect(clean.succeeded, "\(setting): \(clean.output)")
        }
    }

    /// Generates `Name.connector.yml` holding `spec` (beside `config` as `connector-gen.yml`,
    /// when given) and type-checks what it generates with `fixtures`, in `setting`.
    static func typecheck(
        _ spec: String, named name: String, fixtures: String, setting: CompilerSetting = .swift6, config: String? = nil
    ) throws -> SwiftCompiler.Outcome {
        let workspace = try Workspace()
        if let config { try workspace.write("connector-gen.yml", config) }
        try workspace.write("\(name).connector.yml", spec)
        try workspace.write("Fixtures.swift", fixtures)
        let generate = try workspace.run("generate", "\(name).connector.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        return try SwiftCompiler.typecheck(
            ["Fixtures.swift", "Out/\(name).connector.swift", "Out/ConnectorNamespace.swift"].map { workspace.url.appendingPathComponent($0) },
            in: workspace.url, setting: setting)
    }

    private static func compileList(viewState tail: String, fixtures: String) throws -> (output: String, atSpec: [Substring]) {
        let spec = """
            connector: ListConnector
            state: AppState
            action: AppAction
            view: ListView
            viewState:
            \(tail)

            """
        let outcome = try Self.typecheck(spec, named: "List", fixtures: fixtures)
        #expect(!outcome.succeeded)
        let atSpec = outcome.output.split(separator: "\n").filter { $0.hasPrefix("List.connector.yml:") && $0.contains(": error: ") }
        // Every error at the spec points into its line: at most one past its last character.
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
        for error in atSpec {
            let position = error.split(separator: ":").dropFirst().prefix(2).compactMap { Int($0) }
            guard position.count == 2, position[0] >= 1, position[0] <= lines.count else {
                Issue.record("an error at no line of the spec: \(error)")
                continue
            }
            #expect(position[1] <= lines[position[0] - 1].utf8.count + 1, "the column is past the end of its line: \(error)")
        }
        return (outcome.output, atSpec)
    }

    @Test("with the swiftuiflux flavor, errors in from: and to: are reported at the spec", arguments: [
        // (the field's from, the action's to, the misspelled member, its expected line:column)
        ("state.nam", "Tap(id: id)", "nam", "8:38"),
        ("state.name", "Tap(id: id).copyy()", "copyy", "10:20"),
    ])
    func flavorErrorIsLocated(_ from: String, _ to: String, _ member: String, _ position: String) throws {
        let spec = """
            connector: TitleConnector
            state: AppState
            action: any Action
            view: TitleView
            flavor: swiftuiflux
            inputs: { id: Int }
            viewState:
              title: { type: String, from: \(from) }
            viewAction:
              tap: \(to)

            """
        let fixtures = """
            import SwiftUI
            import SwiftUIFlux

            struct AppState: FluxState { var name = "" }
            struct Tap: Action { var id: Int }
            @MainActor struct TitleView {
                let id: Int
                func body(props: Props) -> some View { Text(props.title) }
            }

            """
        let workspace = try Workspace()
        try workspace.write("Specs/Title.connector.yml", spec)
        try workspace.write("Fixtures.swift", fixtures)
        let generate = try workspace.run("generate", "Specs/Title.connector.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let (outcome, firstError) = try workspace.typecheck(["Fixtures.swift", "Out/Title.connector.swift"])
        #expect(!outcome.succeeded)
        #expect(firstError.hasPrefix("Specs/Title.connector.yml:\(position): error:"), "\(outcome.output)")
        #expect(firstError.contains(member))
    }
}

/// A flavor's library requires the app state or action to conform to a protocol of its own: one
/// that does not is reported at the spec's `state` or `action`, not at the view's conformance.
@Suite("A flavor's app state or action that lacks the library's protocol points at the spec")
struct FlavorLibraryConformanceLocationTests {
    @Test("a state that is not FluxState, or an action that is not the library's Action, is the first error, at the spec", arguments: [
        ("swiftuiflux", "struct AppState {}", "enum MovieAction: SwiftUIFlux.Action { case rate }", "2:8", "protocol 'FluxState'"),
        ("swiftuiflux", "struct AppState: FluxState {}", "enum MovieAction: Equatable { case rate }", "3:9", "does not conform to 'Action'"),
        ("swiftdux", "struct AppState: Equatable {}", "enum MovieAction: Equatable { case rate }", "3:9", "does not conform to 'Action'"),
        // A protocol that refines the library's `Action` is one, written without `any` too.
        ("swiftuiflux", "struct AppState: FluxState {}", "protocol MovieAction: SwiftUIFlux.Action {}\nextension Rate: MovieAction {}", "", ""),
        ("swiftdux", "struct AppState: Equatable {}", "protocol MovieAction: SwiftDux.Action {}\nextension Rate: MovieAction {}", "", ""),
    ])
    func libraryConformanceIsLocated(_ flavor: String, _ state: String, _ action: String, _ position: String, _ missing: String) throws {
        let library = flavor == "swiftdux" ? "SwiftDux" : "SwiftUIFlux"
        let spec = """
            connector: RatingConnector
            state: AppState
            action: MovieAction
            view: RatingView
            flavor: \(flavor)
            viewState:
              title: { type: String, from: '"title"' }
            viewAction:
              rate: \(position.isEmpty ? "Rate()" : ".rate")

            """
        let fixtures = """
            import SwiftUI
            import \(library)

            \(state)
            \(action)
            struct Rate: \(library).Action {}
            @MainActor struct RatingView {
                func body(props: Props) -> some View { Text(props.title) }
            }

            """
        let outcome = try SpecTypeLocationTests.typecheck(spec, named: "Rating", fixtures: fixtures)
        guard !position.isEmpty else {
            #expect(outcome.succeeded, "\(outcome.output)")
            return
        }
        let firstError = outcome.output.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(firstError?.hasPrefix("Rating.connector.yml:\(position): error:") == true && firstError?.contains(missing) == true, "\(outcome.output)")
    }
}

/// A flavor's example tests make the view: from its inputs, in a call mapped to the spec's
/// `view`, or as the spec's `makeView` says.
@Suite("A flavor's tests make the view at the spec")
struct FlavorViewLocationTests {
    @Test("a view that needs more than its inputs is reported at 'view'; with makeView the tests compile")
    func viewIsMadeAtTheSpec() throws {
        let spec = """
            connector: TitleConnector
            state: AppState
            action: any Action
            view: TitleView
            flavor: swiftuiflux
            inputs: { id: Int }
            viewState:
              title: { type: String, from: "state.name + String(id)" }
            examples:
              - name: the title has the id
                inputs: { id: 1 }
                given: AppState()
                expect: '.init(title: "1")'

            """
        let fixtures = """
            import SwiftUI
            import SwiftUIFlux

            struct AppState: FluxState { var name = "" }
            @MainActor struct TitleView {
                let onClose: () -> Void
                let id: Int
                func body(props: Props) -> some View { Text(props.title) }
            }

            """
        let workspace = try Workspace()
        try workspace.write("Fixtures.swift", fixtures)
        func typecheckTests(_ spec: String) throws -> SwiftCompiler.Outcome {
            try workspace.write("Title.connector.yml", spec)
            for arguments in [["--kind", "connector"], ["--kind", "tests", "--module", GoldenCase.testedModule]] {
                let generate = try ToolRun(["generate", "Title.connector.yml", "--output", "Out"] + arguments, in: workspace.url)
                try #require(generate.status == 0, "\(generate.standardError)")
            }
            let module = try SwiftCompiler.emitModule(
                GoldenCase.testedModule, ["Fixtures.swift", "Out/Title.connector.swift"].map { workspace.url.appendingPathComponent($0) },
                in: workspace.url)
            try #require(module.succeeded, "\(module.output)")
            return try SwiftCompiler.typecheck(
                [workspace.url.appendingPathComponent("Out/TitleConnectorExampleTests.swift")], against: workspace.url, in: workspace.url)
        }
        let fromInputs = try typecheckTests(spec)
        let firstError = fromInputs.output.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(firstError?.hasPrefix("Title.connector.yml:4:") == true, "\(fromInputs.output)")
        #expect(firstError?.contains("missing argument for parameter 'onClose'") == true, "\(fromInputs.output)")
        let made = try typecheckTests(spec.replacingOccurrences(of: "inputs: { id: Int }", with: "inputs: { id: Int }\nmakeView: 'TitleView(onClose: {}, id: id)'"))
        #expect(made.succeeded && made.output.isEmpty, "\(made.output)")
    }
}

/// The reducers a store spec routes to are the user's functions; a misspelt one is reported
/// at its name in the store spec, not in the generated reducer.
@Suite("Misspelt reducers in a store spec point at the spec")
struct StoreReducerLocationTests {
    @Test("a misspelt feature reducer or handle is reported at its spec line and column", arguments: [
        // (the feature line, the handle line, the error, its line:column)
        ("  calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducr }", "handle: reduceApp", "cannot find 'calendarReducr' in scope", "5:70"),
        ("  calendar:\n    state: CalendarState\n    action: CalendarAction\n    reducer: calendarReducr", "handle: reduceApp", "cannot find 'calendarReducr' in scope", "8:14"),
        ("  calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }", "handle: reduceAp", "cannot find 'reduceAp' in scope", "8:9"),
        // A static reducer named with its type: a typo in the type, or in the function.
        ("  calendar: { state: CalendarState, action: CalendarAction, reducer: CalendarReducr.reduce }", "handle: reduceApp", "cannot find 'CalendarReducr' in scope", "5:70"),
        ("  calendar: { state: CalendarState, action: CalendarAction, reducer: CalendarReducer.reduse }", "handle: reduceApp", "type 'CalendarReducer' has no member 'reduse'", "5:86"),
    ])
    func misspeltReducerIsLocated(_ feature: String, _ handle: String, _ error: String, _ position: String) throws {
        let spec = """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
            \(feature)
            actions:
              logout:
            \(handle)

            """
        let workspace = try Workspace()
        try workspace.write("App.store.yml", spec)
        try workspace.write("Fixtures.swift", """
            struct CalendarState: Equatable {}
            enum CalendarAction: Equatable { case next }
            func calendarReducer(state: inout CalendarState, action: CalendarAction) {}
            enum CalendarReducer { static func reduce(state: inout CalendarState, action: CalendarAction) {} }
            func reduceApp(state: inout AppState, action: AppAction) {}

            """)
        let generate = try workspace.run("generate", "App.store.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let outcome = try SwiftCompiler.typecheck(
            ["Fixtures.swift", "Out/App.store.swift"].map { workspace.url.appendingPathComponent($0) }, in: workspace.url)
        #expect(!outcome.succeeded)
        let expected = "App.store.yml:\(position): error: \(error)"
        #expect(outcome.output.split(separator: "\n").contains { $0.hasPrefix(expected) }, "expected \(expected) in:\n\(outcome.output)")
    }

    @Test("a misspelt protocol in 'conformances' is the first error, at its spec line and column", arguments: [
        ("conformances: [Equatable, Sendabel]", "4:27"),
        ("conformances:\n  - Equatable\n  - Sendabel", "6:5"),
    ])
    func misspeltConformanceIsLocated(_ conformances: String, _ position: String) throws {
        let (firstError, output) = try Self.firstError(store: """
            state: AppState
            action: AppAction
            reducer: appReducer
            \(conformances)
            features:
              calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }

            """, fixtures: """
            struct CalendarState: Equatable, Sendable {}
            enum CalendarAction: Equatable, Sendable { case next }
            func calendarReducer(state: inout CalendarState, action: CalendarAction) {}

            """)
        #expect(firstError?.hasPrefix("App.store.yml:\(position): error: cannot find type 'Sendabel' in scope") == true, "\(output)")
    }

    @Test("a misspelt feature state is reported at its spec line and column, and on no other line of the spec")
    func misspeltFeatureStateIsLocated() throws {
        let (firstError, output) = try Self.firstError(store: """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }
              counter: { state: CounterStat, action: CounterAction, reducer: counterReducer }

            """, fixtures: """
            struct CalendarState: Equatable {}
            enum CalendarAction: Equatable { case next }
            func calendarReducer(state: inout CalendarState, action: CalendarAction) {}
            struct CounterState: Equatable {}
            enum CounterAction: Equatable { case increment }
            func counterReducer(state: inout CounterState, action: CounterAction) {}

            """)
        #expect(firstError?.hasPrefix("App.store.yml:6:21: error: cannot find type 'CounterStat' in scope") == true, "\(output)")
        let specErrors = output.split(separator: "\n").filter { $0.hasPrefix("App.store.yml:") && $0.contains(": error: ") }
        #expect(specErrors.allSatisfy { $0.hasPrefix("App.store.yml:6:21: ") }, "\(output)")
    }

    @Test("with 'async: true', a 'handle' that is not async is reported at its name")
    func synchronousHandleIsLocated() throws {
        let (firstError, output) = try Self.firstError(store: """
            state: AppState
            action: AppAction
            reducer: appReducer
            features:
              calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }
            actions:
              logout:
            handle: reduceApp
            effect:
              async: true

            """, fixtures: """
            struct CalendarState: Equatable {}
            enum CalendarAction: Equatable { case next }
            func calendarReducer(state: inout CalendarState, action: CalendarAction) async {}
            func reduceApp(state: inout AppState, action: AppAction) {}

            """)
        #expect(firstError?.hasPrefix("App.store.yml:8:9: ") == true && firstError?.contains("no 'async' operations occur within 'await' expression") == true, "\(output)")
    }

    /// A store of one feature, `calendar`, whose reducers return `returns` and map it with `map`.
    static func effectStore(returns: String, map: String = "map") -> String {
        """
        state: AppState
        action: AppAction
        reducer: appReducer
        features:
          calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }
        effect:
          returns: \(returns)
          map: \(map)

        """
    }

    /// The feature of ``effectStore(returns:map:)``, with an effect struct of its own and the
    /// feature's reducer written `reducer`.
    static func effectFixtures(reducer: String) -> String {
        """
        struct Effect<Action> { func map<Other>(_ transform: (Action) -> Other) -> Effect<Other> { Effect<Other>() } }
        struct CalendarState: Equatable {}
        enum CalendarAction: Equatable { case next }
        \(reducer)

        """
    }

    @Test("a misspelt effect 'map' is reported at its spec line and column, once for each feature")
    func misspeltEffectMapIsLocated() throws {
        let (firstError, output) = try Self.firstError(
            store: Self.effectStore(returns: "Effect<AppAction>", map: "mpa"),
            fixtures: Self.effectFixtures(reducer: "func calendarReducer(state: inout CalendarState, action: CalendarAction) -> Effect<CalendarAction> { Effect() }"))
        #expect(firstError?.hasPrefix("App.store.yml:8:8: error: value of type 'Effect<CalendarAction>' has no member 'mpa'") == true, "\(output)")
    }

    @Test("each feature's effect is left to its reducer: any type whose 'map' gives 'returns'", arguments: [
        ("any Effect<AppAction>", "map"), ("AnyEffect<AppAction>", "map"), ("Erased<AppAction>", "erasedMap"),
    ])
    func featureEffectIsTheReducers(_ returns: String, _ map: String) throws {
        let (firstError, output) = try Self.firstError(store: Self.effectStore(returns: returns, map: map), fixtures: """
            protocol Effect<Action> { associatedtype Action }
            typealias AnyEffect<A> = any Effect<A>
            struct Just<Action>: Effect {}
            struct Mapped<Base: Effect, Action>: Effect {}
            /// An eraser: the app's effect is one type, each feature's is its own.
            struct Erased<Action>: Effect {}
            extension Effect {
                func map<B>(_ transform: @escaping (Action) -> B) -> Mapped<Self, B> { Mapped() }
                func erasedMap<B>(_ transform: @escaping (Action) -> B) -> Erased<B> { Erased() }
            }
            struct CalendarState: Equatable {}
            enum CalendarAction: Equatable { case next }
            func calendarReducer(state: inout CalendarState, action: CalendarAction) -> Just<CalendarAction> { Just() }

            """)
        #expect(firstError == nil, "\(output)")
    }

    /// Generates `App.store.yml` holding `store` and type-checks it with `fixtures`: the first
    /// error, and the compiler's whole output.
    static func firstError(store: String, fixtures: String, setting: CompilerSetting = .swift6) throws -> (Substring?, String) {
        let workspace = try Workspace()
        try workspace.write("App.store.yml", store)
        try workspace.write("Fixtures.swift", fixtures)
        let generate = try workspace.run("generate", "App.store.yml", "--output", "Out")
        #expect(generate.status == 0, "\(generate.standardError)")
        let outcome = try SwiftCompiler.typecheck(
            ["Fixtures.swift", "Out/App.store.swift"].map { workspace.url.appendingPathComponent($0) }, in: workspace.url, setting: setting)
        let firstError = outcome.output.split(separator: "\n").first { $0.contains(": error: ") }
        return (firstError, outcome.output)
    }
}

/// `conformances` declares the app state and action `Sendable`, `Equatable` or `Hashable`, which
/// Swift synthesizes from their parts: a part the user wrote that does not conform is reported
/// at its type in the store spec, not at the generated app state.
@Suite("A store's part that lacks a conformance points at the spec")
struct StorePartConformanceLocationTests {
    /// Fixtures in which `Player` is a class, neither `Sendable` nor `Equatable`, and the
    /// calendar feature's types are both.
    static let fixtures = """
        final class Player { var title = "" }
        struct CalendarState: Hashable, Sendable {}
        enum CalendarAction: Hashable, Sendable { case next }
        func calendarReducer(state: inout CalendarState, action: CalendarAction) {}
        func reduceApp(state: inout AppState, action: AppAction) {}

        """

    @Test("a part that is not Sendable is the first error, at its type, in Swift 6 and in Swift 5 mode", arguments: [
        ("  player: { state: Player, action: CalendarAction, reducer: calendarReducer }", "", "6:20", "stored property 'player'"),
        ("  player:\n    state: Player\n    action: CalendarAction\n    reducer: calendarReducer", "", "7:12", "stored property 'player'"),
        ("  calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }", "fields:\n  nowPlaying: Player?", "8:15", "stored property 'nowPlaying'"),
        ("  calendar: { state: CalendarState, action: CalendarAction, reducer: calendarReducer }", "actions:\n  play: { _ player: Player, at: Int }\nhandle: reduceApp", "8:21", "stored property 'playPlayer'"),
    ], [CompilerSetting.swift6, .swift5])
    func nonSendablePartIsLocated(_ parts: (feature: String, members: String, position: String, property: String), _ setting: CompilerSetting) throws {
        let (firstError, output) = try StoreReducerLocationTests.firstError(store: """
            state: AppState
            action: AppAction
            reducer: appReducer
            conformances: [Sendable]
            features:
            \(parts.feature)
            \(parts.members)

            """, fixtures: Self.fixtures, setting: setting)
        #expect(firstError?.hasPrefix("App.store.yml:\(parts.position): error: \(parts.property) of 'Sendable'-conforming struct") == true, "\(output)")
    }

    @Test("with the app's own '==', a part that is not Equatable compiles: 'conformances' asks only Sendable of the parts")
    func ownEqualityNeedsNoEquatableParts() throws {
        let (firstError, output) = try StoreReducerLocationTests.firstError(store: """
            state: AppState
            action: AppAction
            reducer: appReducer
            conformances: [Equatable]
            features:
              player: { state: Player, action: CalendarAction, reducer: playerReducer }

            """, fixtures: Self.fixtures + """
            func playerReducer(state: inout Player, action: CalendarAction) {}
            extension AppState {
                static func == (lhs: AppState, rhs: AppState) -> Bool { lhs.player === rhs.player }
            }

            """)
        #expect(firstError == nil, "\(output)")
    }
}

/// A spec edit that only moves lines changes the generated file inside function bodies and in
/// blank lines and comments, nowhere else: the compiler's interface hash reads the tokens outside function
/// bodies, and when it changes the build recompiles every file of the target (P3 in
/// BENCHMARKS.md measures both).
@Suite("Moving a spec's lines")
struct MovedLinesTests {
    /// The lines of `file` outside function and accessor bodies, but for blank ones and comments. A body
    /// starts at a line that declares a function, initializer or computed property and ends
    /// with `{`, and ends where the braces balance again (generated code puts braces so).
    static func outsideBodies(_ file: String) -> [Substring] {
        var kept: [Substring] = []
        var depth = 0
        var bodyEnd: Int?
        for line in file.split(separator: "\n") {
            let opening = line.filter { $0 == "{" }.count
            let closing = line.filter { $0 == "}" }.count
            if bodyEnd == nil {
                // Blank lines and comments are not tokens: the compiler's interface hash skips them.
                let isComment = line.drop(while: \.isWhitespace).hasPrefix("//")
                if !line.allSatisfy(\.isWhitespace) && !isComment { kept.append(line) }
                let declaresBody = ["func ", "init(", "var "].contains { line.contains($0) }
                if declaresBody && line.hasSuffix("{") { bodyEnd = depth }
            }
            depth += opening - closing
            if let end = bodyEnd, depth <= end { bodyEnd = nil }
        }
        return kept
    }

    @Test("changes nothing but function bodies, blank lines and comments", arguments: GoldenCase.all.filter { !$0.name.hasPrefix("error-") })
    func onlyBodiesChange(_ golden: GoldenCase) throws {
        let inputs = try golden.inputs()
        let moved = inputs.map { input in
            // After a byte-order mark, in the file's own line breaks.
            let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
            let start = input.bytes.starts(with: bom) ? 3 : 0
            let lineBreak = String(decoding: input.bytes, as: UTF8.self).contains("\r\n") ? "\r\n" : "\n"
            let line = Array("# a line that moves the others\(lineBreak)".utf8)
            return Generator.Input(path: input.path, bytes: Array(input.bytes[..<start]) + line + Array(input.bytes[start...]))
        }
        let options = Generator.Options(kinds: [.connector, .namespace, .store])
        let before = Generator.generate(inputs, config: try golden.config(), options: options)
        let after = Generator.generate(moved, config: try golden.config(), options: options)
        #expect(before.files.map(\.name) == after.files.map(\.name))
        for (first, second) in zip(before.files, after.files) {
            #expect(Self.outsideBodies(first.contents) == Self.outsideBodies(second.contents), "\(golden.name)/\(first.name) changes outside function bodies when its spec's lines move")
        }
    }
}

/// The compiler's error lines in `output`, without the excerpts that follow each.
private func compilerErrorLines(_ output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
}

/// Expects the first of the compiler's errors in `output` to start with `expected`.
private func expectFirstCompilerError(_ output: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(compilerErrorLines(output).first?.hasPrefix(expected) == true, "expected \(expected) first in:\n\(output)", sourceLocation: sourceLocation)
}
