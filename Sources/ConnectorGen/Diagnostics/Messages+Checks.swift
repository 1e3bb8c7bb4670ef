/// The diagnostics of the checks across the keys of one spec: each ID with its message constructors.
extension DiagnosticID {
    /// The diagnostics of this file, in the order `Docs/diagnostics.md` lists them.
    static let checkDiagnostics: [DiagnosticID] = [
        .sliceNamedState, .sliceNamedLikeParameter, .unusedSlice, .slicePathFromState, .sliceKeyPathLiteral, .slicePathReadsSlice, .fieldNamedLikeType, .nameHidesViewType, .typeHidesName, .typeHidesSwiftUIName, .generatedNameClash, .viewHasNoEffect,
        .duplicateExampleName, .actionExampleWithoutViewAction, .actionWithoutExample, .actionTypeIsProtocol, .storeNameClash, .misspeltProtocol, .invalidFeature, .initialReadsUnsetPart, .foundationNotImported, .keywordNameRead, .quotedTextIsNotAString,
        .textCutByComment, .noExampleBesideExample,
    ]
}

// MARK: - Names and unused parts

extension DiagnosticID {
    /// `a slice named 'state' would hide the app state that every expression can read`
    public static let sliceNamedState = DiagnosticID("SliceNamedState", .error, summary: "A slice named `state`, which would hide the app state.")
}
extension DiagnosticMessage {
    static let sliceNamedState = Self(
        .sliceNamedState, "a slice named 'state' would hide the app state that every expression can read",
        fixIt: "rename the slice, e.g. 'appState'")
}

extension DiagnosticID {
    /// `a slice named 'binder' would hide the 'binder' parameter of map(state:binder:)`
    public static let sliceNamedLikeParameter = DiagnosticID(
        "SliceNamedLikeParameter", .error,
        summary: "In a flavor spec with view actions, a slice is named like the parameter of `map` that makes the action props (`binder`, `dispatch`), or a view action's value like SwiftUIFlux's `dispatch`, which its action prop calls.")
}
extension DiagnosticMessage {
    /// - Parameter what: What is named so: `a slice`, or a view action's value.
    static func sliceNamedLikeParameter(_ name: String, of function: String, what: String = "a slice") -> Self {
        Self(
            .sliceNamedLikeParameter, "\(what) named '\(name)' would hide the '\(name)' parameter of \(function), which the generated code uses",
            fixIt: "rename \(what == "a slice" ? "the slice" : "the value"), e.g. '\(name)Value', and the expressions that read it")
    }
}

extension DiagnosticID {
    /// `the slice 'archived' is never used`
    public static let unusedSlice = DiagnosticID("UnusedSlice", .warning, summary: "A slice that no field uses.")
}
extension DiagnosticMessage {
    static func unusedSlice(_ name: String) -> Self {
        Self(.unusedSlice, "the slice '\(name)' is never used", fixIt: "remove it, or use it in a field's 'from'")
    }
}

extension DiagnosticID {
    /// `the slice 'items' reads 'state.state.items': a slice's path is written as it reads after 'state.'`
    public static let slicePathFromState = DiagnosticID(
        "SlicePathFromState", .warning,
        summary: "A slice's path starts with `state.`, which the generated code writes before it already.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - slice: The name of one of `slices`, or `nil` for the key `slice`.
    ///   - path: The path as written, `state.` included.
    static func slicePathFromState(_ slice: String?, path: String) -> Self {
        Self(
            .slicePathFromState, "\(slice.map { "the slice '\($0)'" } ?? "'slice'") reads 'state.\(path)': a slice's path is written as it reads after 'state.'",
            fixIt: "remove 'state.', unless the app state has a property named 'state'")
    }
}

extension DiagnosticID {
    /// `the slice 'items' is a Swift key-path literal, '\.items'; a slice's path is written as it reads after 'state.'`
    public static let sliceKeyPathLiteral = DiagnosticID(
        "SliceKeyPathLiteral", .error,
        summary: "A slice's path is a Swift key-path literal (`\\.items`) instead of the path as it reads after `state.`.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - slice: The name of one of `slices`, or `nil` for the key `slice`.
    ///   - prefix: What the literal starts with, `\.` or `\AppState.`, which the fix-it removes.
    static func sliceKeyPathLiteral(_ slice: String?, path: String, prefix: String) -> Self {
        Self(
            .sliceKeyPathLiteral,
            "\(slice.map { "the slice '\($0)'" } ?? "'slice'") is a Swift key-path literal, '\(path)'; a slice's path is written as it reads after 'state.'",
            fixIt: "remove '\(prefix)'", replacement: "")
    }
}

extension DiagnosticID {
    /// `the slice 'item' reads the slice 'id': a slice's path is read from the app state, where no slice is`
    public static let slicePathReadsSlice = DiagnosticID(
        "SlicePathReadsSlice", .error, summary: "A slice's path reads another slice, which is not in scope where the path is read.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - slice: The slice whose path it is; `nil` for the existing view state's `slice`.
    ///   - withPath: The slice's path with the other slice's path written in its place.
    ///   - flatMapped: The same, for an optional other slice: `selected.flatMap { state.items[$0] }`;
    ///     `nil` where the other path cannot stand before `.flatMap`.
    static func slicePathReadsSlice(_ slice: String?, reads other: String, withPath: String, flatMapped: String?) -> Self {
        Self(
            .slicePathReadsSlice, "\(slice.map { "the slice '\($0)'" } ?? "'slice'") reads the slice '\(other)': a slice's path is read from the app state, where no slice is",
            fixIt: "write the path of '\(other)' in its place, '\(withPath)'\(flatMapped.map { " ('\($0)' where it is optional)" } ?? "")\(slice == nil ? "" : ", or read both in a field's 'from'")")
    }
}

extension DiagnosticID {
    /// `the field 'count' has the same name as a type in 'types'`
    public static let fieldNamedLikeType = DiagnosticID(
        "FieldNamedLikeType", .error,
        summary: "A view state field has the name of a type in `types`.")
}
extension DiagnosticMessage {
    static func fieldNamedLikeType(_ name: String) -> Self {
        Self(.fieldNamedLikeType, "the field '\(name)' has the same name as a type in 'types'", fixIt: "rename the field or the type")
    }
}

extension DiagnosticID {
    /// `the slice 'NoteView' has the name of the view, which the connector names to build 'NoteView.State'`
    public static let nameHidesViewType = DiagnosticID(
        "NameHidesViewType", .error,
        summary: "A slice, input or field has the name the connector builds the generated view state with: the view's, or the view state type's without `view`.")
}
extension DiagnosticMessage {
    /// The slice, input or field (`what`) `name` takes the name of `hidden` (`the view`, `the
    /// view's outer type 'Screens'`, `the generated view state type`), which the connector
    /// names to build `viewState`; `suggestion` is a name for it instead.
    static func nameHidesViewType(_ name: String, what: String, hidden: String, viewState: String, suggestion: String) -> Self {
        Self(.nameHidesViewType, "the \(what) '\(name)' has the name of \(hidden), which the connector names to build '\(viewState)'", fixIt: "rename the \(what), e.g. '\(suggestion)'")
    }
}

extension DiagnosticID {
    /// `the type 'AppAction' in 'types' has the name of the app action type, which the connector would no longer see`
    public static let typeHidesName = DiagnosticID(
        "TypeHidesName", .error,
        summary: "A type in `types` has a name the connector uses for another type.")
}
extension DiagnosticMessage {
    /// - Parameter seenBy: The code that names `meaning` and would see the nested type instead.
    static func typeHidesName(_ name: String, meaning: String, seenBy: String = "the generated code") -> Self {
        Self(
            .typeHidesName, "the type '\(name)' in 'types' has the name of \(meaning), which \(seenBy) would no longer see",
            fixIt: "rename the type")
    }
}

extension DiagnosticID {
    /// `the type 'Section' in 'types' hides SwiftUI's 'Section' in the view 'Shelf'`
    public static let typeHidesSwiftUIName = DiagnosticID(
        "TypeHidesSwiftUIName", .warning,
        summary: "With a flavor, a type in `types` has the name of a SwiftUI type, which the view's own code would then no longer see.")
}
extension DiagnosticMessage {
    static func typeHidesSwiftUIName(_ name: String, view: String) -> Self {
        Self(
            .typeHidesSwiftUIName,
            "the type '\(name)' in 'types' hides SwiftUI's '\(name)' in the view '\(view)': its generated extension names the nested type so",
            fixIt: "rename the type, or write 'SwiftUI.\(name)' where the view's code means SwiftUI's")
    }
}

extension DiagnosticID {
    /// `the generated view type 'CounterAction' has the same name as the app action type`
    public static let generatedNameClash = DiagnosticID(
        "GeneratedNameClash", .error,
        summary: "A generated type or the connector has the name of the app's state or action type, the connector has the name of another type its code names, or a spec without `view` generates a top-level type another spec generates or names.")
}
extension DiagnosticMessage {
    /// A view type a spec without `view` declares at the top level that another spec declares
    /// too (`generatedByOther`), or names as one of the app's types.
    static func generatedNameTaken(_ name: String, generatedByOther: Bool, base: String) -> Self {
        Self(
            .generatedNameClash,
            generatedByOther
                ? "another spec also generates the view type '\(name)' at the top level"
                : "the generated view type '\(name)' has the name of an app type another spec names",
            fixIt: nestInView(base))
    }

    /// The fix-it that names a view type to nest the generated types in; the type is the app's
    /// own, so the fix-it says to declare it.
    private static func nestInView(_ base: String) -> String {
        "add 'view: \(base)View' and declare that type in the app (e.g. 'enum \(base)View {}'), so the view types are nested in it (\(base)View.State, \(base)View.Action), or rename the connector"
    }

    /// - Parameters:
    ///   - name: The generated name that clashes.
    ///   - isConnector: Whether `name` is the connector's, rather than a generated view type's.
    ///   - appKey: The key of the app type it clashes with: `state` or `action`.
    ///   - base: The connector's name without `Connector`, for the suggested `view`.
    /// A `view` nests the view types apart from the app's, but not the connector: for the
    /// connector, the fix-it says to rename it.
    static func generatedNameClash(_ name: String, isConnector: Bool, appKey: String, base: String) -> Self {
        let what = isConnector ? "the connector" : "the generated view type"
        return Self(
            .generatedNameClash, "\(what) '\(name)' has the same name as the app \(appKey) type",
            fixIt: isConnector ? "rename the connector: the generated code names both types, and its name would hide the app's" : nestInView(base))
    }

    /// The spec's app state or action (`appKey`) is `type`, a type the spec generates in its
    /// `view`, which is the app's namespace of that type rather than a view.
    static func viewTypeInAppNamespace(_ type: String, appKey: String, view: String) -> Self {
        Self(
            .generatedNameClash, "the generated view type '\(type)' has the same name as the app \(appKey) type: the view '\(view)' already declares it",
            fixIt: "set 'view' to the view that shows the screen (e.g. '\(view)View'), in which the view types are nested, rather than the namespace of the app's types")
    }

    /// The spec's container (or, with `isContainer` false, its previews) has the name that
    /// another spec's gets, made from that spec's view, `otherView`: both are declared at the
    /// top level of the target.
    static func swiftUINameTaken(_ name: String, isContainer: Bool, otherView: String) -> Self {
        let what = isContainer ? "container" : "previews"
        return Self(
            .generatedNameClash, "the \(what) '\(name)' of this spec has the name of the \(what) of the view '\(otherView)', which another spec generates",
            fixIt: isContainer ? "name this container with 'name: <#Name#>' under 'container'" : "rename one of the views, or set 'previews: false' in one of the specs")
    }

    /// The connector has the name of a type its code names (`type`: which one, and where),
    /// whose place it would take there.
    static func connectorNameTaken(_ name: String, by type: String) -> Self {
        let suggestion = name.hasSuffix("Connector") ? "" : ", e.g. '\(name)Connector'"
        return Self(
            .generatedNameClash, "the connector '\(name)' has the name of a type its code names: \(type)",
            fixIt: "rename the connector\(suggestion): in its own code, its name would take that type's place")
    }
}

extension DiagnosticID {
    /// `'view' has no effect: 'viewState' and 'viewAction' both name existing types, so no view types are generated`
    public static let viewHasNoEffect = DiagnosticID("ViewHasNoEffect", .warning, summary: "`view` is set, but no view types are generated.")
}
extension DiagnosticMessage {
    static let viewHasNoEffect = Self(
        .viewHasNoEffect, "'view' has no effect: 'viewState' and 'viewAction' both name existing types, so no view types are generated",
        fixIt: "remove 'view'", replacement: "")
}

// MARK: - Examples

extension DiagnosticID {
    /// `two examples are named 'loads'`
    public static let duplicateExampleName = DiagnosticID("DuplicateExampleName", .error, summary: "Two examples have the same name.")
}
extension DiagnosticMessage {
    static func duplicateExampleName(_ name: String) -> Self {
        Self(.duplicateExampleName, "two examples are named '\(name)'", fixIt: "give each example a name of its own; each becomes a test")
    }
}

extension DiagnosticID {
    /// `the example 'sends' sends an action, but the view has no 'viewAction'`
    public static let actionExampleWithoutViewAction = DiagnosticID(
        "ActionExampleWithoutViewAction", .error,
        summary: "An example sends an action, but the spec has no `viewAction`.")
}
extension DiagnosticMessage {
    static func actionExampleWithoutViewAction(_ name: String) -> Self {
        Self(
            .actionExampleWithoutViewAction, "the example '\(name)' sends an action, but the view has no 'viewAction'",
            fixIt: "add the action under 'viewAction', or remove the example")
    }
}

extension DiagnosticID {
    /// `the action 'refresh' has no example`
    public static let actionWithoutExample = DiagnosticID("ActionWithoutExample", .warning, summary: "A view action case that no example sends.")
}
extension DiagnosticMessage {
    /// How the examples of a spec can check a view action whose app action is a plan, which
    /// ``actionWithoutExample(_:parameters:needsGiven:plans:)`` says in its fix-it.
    enum PlansInExamples {
        /// The connector form without `plans`: no plan runs. In a file that imports ReSwift, a
        /// ReSwift-Thunk thunk would, with `plans: reswift-thunk`, which the fix-it then says.
        case notRun(importsReSwift: Bool)
        /// SwiftUIFlux: an `AsyncAction` runs (`dispatches`), or is compared by its values
        /// (`expect`), as one that calls the network must be.
        case asyncActions
        /// SwiftDux's `ActionPlan`, or a thunk with `plans`: a closure, which runs
        /// (`dispatches`) but cannot be compared, so one that calls the network has no example.
        case closures
    }

    /// - Parameters:
    ///   - parameters: The case's arguments with their types as placeholders
    ///     (`episode: <EpisodeID>`), for the `send:` the fix-it suggests.
    ///   - needsGiven: Whether an action example of this spec needs `given` (a flavor's, or a
    ///     connector's whose actions read the app state), which the suggested example then has.
    ///   - plans: What the spec's examples can do with a plan.
    static func actionWithoutExample(_ name: String, parameters: [String], needsGiven: Bool, plans: PlansInExamples) -> Self {
        let member = "." + SwiftNames.escaped(name)
        let call = parameters.isEmpty ? member : member + "(" + parameters.joined(separator: ", ") + ")"
        let example = "add an example under 'examples': '- name: <#what it does#>', "
            + (needsGiven ? "'given: <#app state#>', " : "") + "'send: \(call)', 'expect: <#app action#>'"
        let plansHint = switch plans {
        case .notRun(importsReSwift: false):
            "; if no example can check it, say why with 'noExample: <#why#>' in the action"
        case .notRun(importsReSwift: true):
            " (for a ReSwift-Thunk thunk, set 'plans: reswift-thunk' in connector-gen.yml and write 'dispatches: <#what it dispatches#>' instead of 'expect'); if no example can check it, say why with 'noExample: <#why#>' in the action"
        case .asyncActions:
            " (for an AsyncAction, 'dispatches: <#what it dispatches#>' runs it; one that calls the network is checked with 'expect' and never run); if no example can check it, say why with 'noExample: <#why#>' in the action"
        case .closures:
            " (for a plan, 'dispatches: <#what it dispatches#>'); if no example can check it (a plan that calls the network), say why with 'noExample: <#why#>' in the action"
        }
        return Self(.actionWithoutExample, "the action '\(name)' has no example", fixIt: example + plansHint)
    }
}

extension DiagnosticID {
    /// `the app action type 'Action' looks like a protocol ('AddToWishlist(…)' is sent as one), so examples cannot compare its values with '=='`
    public static let actionTypeIsProtocol = DiagnosticID(
        "ActionTypeIsProtocol", .warning,
        summary: "An app action type written without `any` that is a protocol, whose values examples cannot compare with `==`.")
}
extension DiagnosticMessage {
    /// What shows that the app action type is a protocol, for ``actionTypeIsProtocol(_:evidence:replacement:)``.
    enum ProtocolEvidence: Hashable, Sendable {
        /// The flavor's library declares `Action` as a protocol.
        case library(String)
        /// A `to` or `expect` makes a value of this other type, which the app action type
        /// can only be a protocol of.
        case sentValue(String)
    }

    /// - Parameters:
    ///   - type: The app action type as written.
    ///   - evidence: What shows it is a protocol.
    ///   - replacement: The type written as an existential: `any Action`, `(any Action)?`.
    static func actionTypeIsProtocol(_ type: String, evidence: ProtocolEvidence, replacement: String) -> Self {
        let reason =
            switch evidence {
            case .library(let library): "is \(library)'s action protocol"
            case .sentValue(let made): "looks like a protocol ('\(made)(…)' is sent as one)"
            }
        return Self(
            .actionTypeIsProtocol, "the app action type '\(type)' \(reason), so examples cannot compare its values with '=='",
            fixIt: "write it '\(replacement)': examples then compare actions by their types at run time", replacement: replacement)
    }
}

// MARK: - Store specs

extension DiagnosticID {
    /// `the starting value of 'settings' reads 'selectedTab', which the app state sets after it`
    public static let initialReadsUnsetPart = DiagnosticID(
        "InitialReadsUnsetPart", .error,
        summary: "A store's `initial` reads its own part of the app state, or one that starts after it (the features start first, then the fields, each in the spec's order).")
}
extension DiagnosticMessage {
    static func initialReadsUnsetPart(_ part: String, reads read: String, readIsFeature: Bool, partIsFeature: Bool) -> Self {
        let order = !readIsFeature && partIsFeature
            ? "the features start before the app-level fields" : "the parts start in the spec's order"
        return Self(
            .initialReadsUnsetPart,
            read == part
                ? "the starting value of '\(part)' reads '\(part)' itself, which is not set yet"
                : "the starting value of '\(part)' reads '\(read)', which the app state sets after it: \(order)",
            // A later part of the same kind starts first once it is written first.
            fixIt: read != part && readIsFeature == partIsFeature
                ? "move '\(read)' above '\(part)', or write the starting value without it" : "write the starting value without '\(read)'")
    }

    /// A starting value that reads `self`, which the generated `init()` makes only from the
    /// parts; `earlierPart` is the part it reads through it, when that one starts before.
    static func initialReadsSelf(_ part: String, earlierPart: String?) -> Self {
        Self(
            .initialReadsUnsetPart, "the starting value of '\(part)' reads 'self', which the app state makes only after its parts start",
            fixIt: earlierPart.map { "read '\($0)' by its name: remove 'self.'" } ?? "write the starting value without 'self'",
            replacement: earlierPart == nil ? nil : "")
    }
}

extension DiagnosticID {
    /// `the app-level field 'calendar' has the name of a feature`
    public static let storeNameClash = DiagnosticID(
        "StoreNameClash", .error,
        summary: "An app-level field or action of a store spec has the name of a feature, or two actions one name; `handle` names the reducer the spec generates; or `conformances` lists one twice.")
}
extension DiagnosticMessage {
    /// A conformance `conformances` lists twice.
    static func duplicateConformance(_ type: String) -> Self {
        Self(.storeNameClash, "'conformances' lists '\(type)' twice", fixIt: "list it once")
    }

    /// `handle` names `reducer`, the routing reducer the spec generates, which calls it for
    /// each app-level action.
    static func handleIsReducer(_ reducer: String) -> Self {
        Self(
            .storeNameClash, "'handle' names '\(reducer)', the reducer this spec generates, which calls 'handle' for each app-level action: it would call itself without end",
            fixIt: "name the function of yours that applies the app-level actions, such as 'reduceAppAction'")
    }

    /// - Parameters:
    ///   - name: The name used twice.
    ///   - what: What the later use is: `app-level field` or `app-level action`.
    ///   - other: What the earlier use is: `feature` or `feature's case`.
    static func storeNameClash(_ name: String, what: String, other: String) -> Self {
        Self(.storeNameClash, "the \(what) '\(name)' has the name of a \(other)", fixIt: "rename the \(what)")
    }
}

extension DiagnosticID {
    /// `'Sendabel' in 'conformances' is no standard protocol; did you mean 'Sendable'?`
    public static let misspeltProtocol = DiagnosticID(
        "MisspeltProtocol", .warning, summary: "A store's `conformances` lists a protocol that is no standard one but reads like one, which the compiler would report in the generated file.")
}
extension DiagnosticMessage {
    static func misspeltProtocol(_ name: String, suggestion: String) -> Self {
        Self(.misspeltProtocol, "'\(name)' in 'conformances' is no standard protocol; did you mean '\(suggestion)'?", replacing: name, suggestion: suggestion)
    }
}

extension DiagnosticID {
    /// `the feature 'calendar' has the app's state type 'AppState' as its state; a feature's state is a part of the app state`
    public static let invalidFeature = DiagnosticID(
        "InvalidFeature", .error,
        summary: "A feature of a store spec whose state or action is the app's own type, or a feature, app-level field or action named `self`: the generated app state and action cannot hold it.")
}
extension DiagnosticMessage {
    /// A feature whose `role` (`state` or `action`) is the app's own `type`.
    /// - Parameter suggestion: A type named after the feature, for the fix-it.
    static func invalidFeature(_ feature: String, role: String, type: String, suggestion: String) -> Self {
        Self(
            .invalidFeature, "the feature '\(feature)' has the app's \(role) type '\(type)' as its \(role); a feature's \(role) is a part of the app's",
            fixIt: "name the feature's own \(role) type, such as '\(suggestion)'")
    }

    /// A feature or app-level field named `self`, which the generated app state cannot have
    /// as a property, or an app-level action named `self`, which the app action cannot have as
    /// a case: `state.self` and `AppAction.self` are the value and the type themselves.
    static func storeMemberNamedSelf(_ member: StoreMember) -> Self {
        let declared = member == .action ? "the app action would have a case 'self'" : "the app state would have a property 'self'"
        return Self(.invalidFeature, "'self' cannot name \(member.rawValue): \(declared)", fixIt: "rename the \(member.name)")
    }

    /// What a store spec names.
    enum StoreMember: String {
        case feature = "a feature", field = "an app-level field", action = "an app-level action"

        /// The member without its article.
        var name: String { String(rawValue.drop { $0 != " " }.dropFirst()) }
    }
}

extension Diagnostic.Note {
    /// Points at the type a field has the name of.
    static func typeDeclaration(_ name: String, at location: SourceLocation) -> Self {
        Self("the type '\(name)' is declared here", at: location)
    }

    /// Points at the first of two examples with one name.
    static func firstExample(at location: SourceLocation) -> Self {
        Self("the first is here", at: location)
    }
}

extension DiagnosticID {
    /// `'URL' is a Foundation type, and the generated file imports no module that declares it`
    public static let foundationNotImported = DiagnosticID(
        "FoundationNotImported", .warning,
        summary: "A connector spec's view types or inputs name a Foundation type (`URL`, `Date`, …), and neither the spec nor `connector-gen.yml` imports a module into the generated file that is known to re-export Foundation (only the app's own modules, or libraries): it compiles only where one of them, or another file of the target, re-exports Foundation.")
}
extension DiagnosticMessage {
    /// - Parameter hasImportsKey: Whether the spec has an `imports` key, which the fix-it
    ///   extends in words; otherwise its replacement is the key's line.
    /// - Parameter imported: The modules the generated file imports, none known to re-export Foundation.
    /// - Parameter insertion: What the edit inserts in the spec's `[ ]` list of `imports`.
    static func foundationNotImported(_ type: String, hasImportsKey: Bool, imported: [String] = [], insertion: String? = nil) -> Self {
        let imports = imported.isEmpty
            ? "imports no module that declares it"
            : "imports only \(quotedList(imported, separator: " and ")), not known to re-export Foundation"
        return Self(
            .foundationNotImported,
            "'\(type)' is a Foundation type, and the generated file \(imports); unless another file of the target has '@_exported import Foundation', it does not compile",
            fixIt: hasImportsKey ? "add Foundation to 'imports'" : "add 'imports: [Foundation]'",
            replacement: hasImportsKey ? insertion : "imports: [Foundation]\n")
    }
}

extension DiagnosticID {
    /// `'class' is a Swift keyword, so Swift reads it as one here, not as the field 'class'`
    public static let keywordNameRead = DiagnosticID(
        "KeywordNameRead", .error,
        summary: "An expression reads a slice, input, field or action value named like a Swift keyword (`class`, `in`) without the backticks Swift needs (`` `class`.description ``).")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - what: What the name names: `slice`, `input`, `field` or `value`.
    ///   - replacement: The name in backticks, or the whole value quoted with it.
    ///   - quotesValue: Whether the value must be quoted too, since a plain YAML value cannot
    ///     start with a backtick; `replacement` is then the whole value, quoted.
    ///   - inWords: Whether the fix-it has no edit (a plain value over several lines, which
    ///     one edit cannot quote).
    static func keywordNameRead(_ name: String, what: String, replacement: String, quotesValue: Bool = false, inWords: Bool = false) -> Self {
        Self(
            .keywordNameRead, "'\(name)' is a Swift keyword, so Swift reads it as one here, not as the \(what) '\(name)'",
            fixIt: inWords
                ? "write it in backticks, \(replacement), and quote the value or write it as a '|' block, since YAML does not let a plain value start with one"
                : quotesValue
                ? "write it in backticks, and quote the value, which YAML does not let start with one: \(replacement)"
                : "write it in backticks: \(replacement)",
            replacement: inWords ? nil : replacement)
    }
}

extension DiagnosticID {
    /// `'from' is the YAML text Settings, which Swift reads as code, not as a string: YAML's quotes are not Swift's`
    public static let quotedTextIsNotAString = DiagnosticID(
        "QuotedTextIsNotAString", .warning,
        summary: "A `String` field's `from` (or a store field's `initial`) is quoted text that reads as words, which Swift reads as code: YAML's quotes are not Swift's.")
}
extension DiagnosticMessage {
    /// - Parameter isName: Whether the text is one word, which may also be a name of the app's
    ///   (a global), so the fix-it is only suggested.
    /// - Parameter key: The key whose value it is: `from`, or a store field's `initial`.
    static func quotedTextIsNotAString(_ text: String, key: String = "from", isName: Bool) -> Self {
        let swiftString = singleQuoted("\"" + text + "\"")
        let message = "'\(key)' is the YAML text \(text), which Swift reads as code, not as a string: YAML's quotes are not Swift's"
        guard !isName else {
            return Self(.quotedTextIsNotAString, message, fixIt: "for the text, write the Swift string inside YAML's quotes: \(swiftString)")
        }
        return Self(.quotedTextIsNotAString, message, fixIt: "write the Swift string inside YAML's quotes: \(swiftString)", replacement: swiftString)
    }
}

extension DiagnosticID {
    /// `the example's name is 'selecting row': ' #1 sends index 0' after it starts a YAML comment`
    public static let textCutByComment = DiagnosticID(
        "TextCutByComment", .warning,
        summary: "An example's `name` or an action's `noExample`, not quoted, is followed by ` #` and text right after the `#` (`row #1`), which YAML reads as a comment, not as the rest of the text.")
}
extension DiagnosticMessage {
    /// - Parameters:
    ///   - what: What the text is, `the example's name`.
    ///   - text: The text YAML reads; `comment`, the comment after it, from its `#`.
    ///   - quoted: The whole as YAML text in quotes, which the fix-it writes.
    static func textCutByComment(_ what: String, text: String, comment: String, quoted: String) -> Self {
        Self(
            .textCutByComment, "\(what) is '\(text)': ' \(comment)' after it starts a YAML comment",
            fixIt: "quote the whole text: \(quoted)", replacement: quoted)
    }
}

extension DiagnosticID {
    /// `'add' says no example can check it ('noExample'), but the example 'adding adds' sends it`
    public static let noExampleBesideExample = DiagnosticID(
        "NoExampleBesideExample", .warning,
        summary: "A view action says why no example can check it (`noExample`), and an example sends it: the example's test runs, and the reason is out of date.")
}
extension DiagnosticMessage {
    static func noExampleBesideExample(_ action: String, example: String) -> Self {
        Self(
            .noExampleBesideExample, "'\(action)' says no example can check it ('noExample'), but the example '\(example)' sends it",
            fixIt: "remove 'noExample'", replacement: "")
    }
}
