/// A store spec (`*.store.yml`), as written: the app state and app action types, the features
/// they are composed of, and the routing reducer to generate.
struct StoreSpec: Sendable {
    /// One feature: its slice of the app state, its case of the app action, and its reducer.
    struct Feature: Sendable {
        /// A feature's name as the start of the type names made from it: `calendar` gives
        /// `Calendar` (`CalendarState`, `CalendarFeatureConnector`), `_drafts` gives `Drafts`.
        package static func typeNameBase(_ name: String) -> String {
            // Without its leading `_`s only where a name is left (`_2nd` keeps them).
            let word = name.drop { $0 == "_" }
            let base = word.first?.isLetter == true ? word : Substring(name)
            return base.prefix(1).uppercased() + base.dropFirst()
        }

        /// The feature's name: the app state's property and the app action's case.
        var name: Located<String>
        /// The feature's state type.
        var state: Located<String>
        /// The feature's action type.
        var action: Located<String>
        /// The function that reduces the feature's state.
        var reducer: Located<String>
        /// The feature's starting state, when the spec gives one (`initial`); otherwise the
        /// state type's `init()`.
        var initial: SwiftCode? = nil
    }

    /// An app-level field or action label and its type.
    struct Member: Sendable {
        /// The name.
        var name: Located<String>
        /// The Swift type.
        var type: Located<String>
        /// Whether an associated value has no label (`_ action: SummaryAction` in the spec):
        /// `case summary(_ action: SummaryAction)` is sent as `.summary(action)`.
        var isUnlabeled = false
        /// An app-level field's starting value, when the spec gives one (`initial`).
        var initial: SwiftCode? = nil

        /// The member as an enum case declares it: `label: Type` or `_ name: Type`.
        var caseParameter: String {
            (isUnlabeled ? "_ " + SwiftNames.escaped(name.value) : SwiftNames.label(name.value)) + ": " + type.value
        }
    }

    /// An app-level action that belongs to no feature.
    struct AppAction: Sendable {
        /// The case name.
        var name: Located<String>
        /// Its associated values.
        var values: [Member]
    }

    /// How the reducers' effects are returned and mapped into the app action.
    struct Effect: Sendable {
        /// The type the routing reducer returns, e.g. `Effect<AppAction>`; `nil` returns nothing.
        var returns: Located<String>?
        /// The method of a feature's effect that maps it into the app action, e.g. `map`.
        var map: Located<String>?
        /// Whether the reducers are `async`.
        var isAsync: Bool
    }

    var state: Located<String>
    var action: Located<String>
    var reducer: Located<String>
    var features: [Feature]
    var fields: [Member]
    var actions: [AppAction]
    var handle: Located<String>?
    var effect: Effect
    var conformances: [Located<String>]
    var imports: [Located<String>]
    var access: Located<AccessLevel>?
    var location: SourceLocation
    /// Whether to generate each feature's connector (`connectors: true`): the feature's part of
    /// the store, for a screen or tab that sees only that feature.
    var connectors: Located<Bool>? = nil
}
