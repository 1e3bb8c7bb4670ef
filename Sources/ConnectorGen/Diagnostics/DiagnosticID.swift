/// The stable identity of each diagnostic connector-gen reports, printed after its message
/// as `[#ID]` the way the Swift compiler prints a diagnostic group, e.g.
/// `List.connector.yml:7:3: warning: the slice 'archived' is never used [#UnusedSlice]`.
///
/// The raw values never change once released: users search for them, and
/// `Docs/diagnostics.md` lists each with an example. Each case's documentation shows a
/// message it is reported with.
public enum DiagnosticID: String, CaseIterable, Hashable, Sendable {
    // MARK: YAML syntax: problems the reader finds in the file's text

    /// `the file is 120 MB; specs larger than 100 MB are not read`
    case fileTooLarge = "FileTooLarge"
    /// `control character U+0001 is not allowed in a spec`
    case controlCharacter = "ControlCharacter"
    /// `invalid UTF-8 byte 0xFF; specs must be UTF-8 text`
    case invalidUTF8 = "InvalidUTF8"
    /// `YAML directives (%) are not supported`
    case unsupportedDirective = "UnsupportedDirective"
    /// `a mapping cannot start on the '---' line`
    case mappingOnDocumentMarkerLine = "MappingOnDocumentMarkerLine"
    /// `several documents in one file are not supported`
    case severalDocuments = "SeveralDocuments"
    /// `unexpected text after the document end marker '...'`
    case textAfterDocumentEnd = "TextAfterDocumentEnd"
    /// `this line is indented 0 spaces, which matches no enclosing mapping or list`
    case unmatchedIndentation = "UnmatchedIndentation"
    /// `tabs are not allowed in indentation`
    case tabIndentation = "TabIndentation"
    /// `collections are nested more than 64 levels deep`
    case nestingTooDeep = "NestingTooDeep"
    /// `this line is indented 2 spaces, but the keys of its mapping are indented 0`
    case inconsistentIndentation = "InconsistentIndentation"
    /// `a list item where a key was expected`
    case listItemWhereKey = "ListItemWhereKey"
    /// `expected a key followed by ':'`
    case missingColon = "MissingColon"
    /// `duplicate key 'state'`
    case duplicateKey = "DuplicateKey"
    /// `'edit' has no value, and the keys after it repeat keys of its mapping: ...`
    case keyIndentedTooDeep = "KeyIndentedTooDeep"
    /// `a block scalar's indentation indicator must be 1 to 9`
    case zeroIndentationIndicator = "ZeroIndentationIndicator"
    /// `unexpected text after the block scalar indicator '|'`
    case textAfterBlockIndicator = "TextAfterBlockIndicator"
    /// `this mapping is never closed`
    case unclosedCollection = "UnclosedCollection"
    /// `a 'key: value' pair inside a '[ ]' list is not supported`
    case pairInFlowList = "PairInFlowList"
    /// `expected ',' or '}'`
    case missingFlowSeparator = "MissingFlowSeparator"
    /// `a document marker inside a '[ ]' or '{ }' collection`
    case documentMarkerInFlow = "DocumentMarkerInFlow"
    /// `complex keys (a list or mapping used as a key) are not supported`
    case collectionAsKey = "CollectionAsKey"
    /// `complex keys ('? key') are not supported`
    case unsupportedComplexKey = "UnsupportedComplexKey"
    /// `merge keys ('<<') are not supported`
    case unsupportedMergeKey = "UnsupportedMergeKey"
    /// `a '|' block cannot appear inside '[ ]' or '{ }'`
    case blockScalarInFlow = "BlockScalarInFlow"
    /// `a '- ' list item cannot appear inside '[ ]' or '{ }'`
    case listItemInFlow = "ListItemInFlow"
    /// `a list cannot start on the same line as its key`
    case listOnKeyLine = "ListOnKeyLine"
    /// `unexpected text after the closing quote`
    case textAfterValue = "TextAfterValue"
    /// `anchors ('&s') are not supported`
    case unsupportedAnchor = "UnsupportedAnchor"
    /// `aliases ('*shared') are not supported`
    case unsupportedAlias = "UnsupportedAlias"
    /// `tags ('!reload') are not supported; a value starting with '!' is a YAML tag`
    case unsupportedTag = "UnsupportedTag"
    /// `text cannot start with '@', which YAML reserves`
    case reservedIndicator = "ReservedIndicator"
    /// `an empty entry: two ',' with nothing between them`
    case emptyFlowEntry = "EmptyFlowEntry"
    /// `text cannot start with ']'`
    case indicatorAtStart = "IndicatorAtStart"
    /// `empty keys (a ':' with no key before it) are not supported`
    case colonWithoutKey = "ColonWithoutKey"
    /// `this line continues the value above, so it must be indented more than its key or '-' (0 spaces), not 0`
    case continuationNotIndented = "ContinuationNotIndented"
    /// `an empty line at the start of this block scalar has more spaces than its first line of text`
    case blockScalarEmptyLineTooLong = "BlockScalarEmptyLineTooLong"
    /// `this line is indented more than the key above it, so it continues that key's value, and a ': ' cannot appear in a continued value`
    case colonInContinuedValue = "ColonInContinuedValue"
    /// `this double-quoted text is never closed`
    case unclosedQuote = "UnclosedQuote"
    /// `this quoted text is never closed before the document marker`
    case quoteCutByDocumentMarker = "QuoteCutByDocumentMarker"
    /// `unknown escape '\q' in double-quoted text`
    case unknownEscape = "UnknownEscape"
    /// `'\u' must be followed by 4 hexadecimal digits`
    case shortHexEscape = "ShortHexEscape"
    /// `'\uD800' is not a Unicode character`
    case escapeNotACharacter = "EscapeNotACharacter"

    // MARK: Spec: problems with the keys and values of a spec

    /// `the spec is empty`
    case emptySpec = "EmptySpec"
    /// `a spec is a mapping of keys such as 'connector:', not a list`
    case specNotAMapping = "SpecNotAMapping"
    /// `unknown key 'viewstate' in a spec; did you mean 'viewState'?`
    case unknownKey = "UnknownKey"
    /// `missing required key 'state'`
    case missingRequiredKey = "MissingRequiredKey"
    /// `'view' is empty`
    case emptyValue = "EmptyValue"
    /// `'from' is empty: a '#' after 'from: ' starts a YAML comment`
    case valueIsAComment = "ValueIsAComment"
    /// `'[Int]' is read as a YAML list, but 'type' takes text`
    case listWhereText = "ListWhereText"
    /// `'{ListView}' is read as a YAML mapping, but 'view' takes text`
    case mappingWhereText = "MappingWhereText"
    /// `'state' takes text, not a list`
    case textExpected = "TextExpected"
    /// `'slices' is empty; expected a mapping of names to key paths, e.g. 'history: watchedHistory'`
    case emptyMapping = "EmptyMapping"
    /// `'slices' must be a mapping of names to key paths, e.g. 'history: watchedHistory', not text`
    case notAMapping = "NotAMapping"
    /// `'2count' is not a valid Swift identifier for a field name`
    case invalidIdentifier = "InvalidIdentifier"
    /// `'Int; var x' is not a valid type for 'type': ';' cannot appear in a type`
    case invalidType = "InvalidType"
    /// `'(' is never closed in 'refresh'`
    case unbalancedExpression = "UnbalancedExpression"
    /// `a string literal is never closed in 'from': the ' #' after '…' starts a YAML comment and cut the expression short`
    case expressionCutByComment = "ExpressionCutByComment"
    /// `'(' is never closed in 'from': inside '{ }' or '[ ]', a ',' or a bracket ends the value`
    case expressionCutInFlow = "ExpressionCutInFlow"
    /// `'imports' must be a list of module names, e.g. '[Foundation]'`
    case importsNotAList = "ImportsNotAList"
    /// `'App Models' is not a valid module name`
    case invalidModuleName = "InvalidModuleName"
    /// `'access' must be 'internal', 'package' or 'public', not 'publc'`
    case invalidAccessLevel = "InvalidAccessLevel"
    /// `'slice' applies only when 'viewState' names an existing type`
    case misplacedSlice = "MisplacedSlice"
    /// `'types' are nested in a generated view state, but 'viewState' names an existing type`
    case misplacedTypes = "MisplacedTypes"
    /// `'viewState' names the existing type 'ListState', so the connector needs 'slice' to read it`
    case missingSlice = "MissingSlice"
    /// `the field 'count' has no 'type'`
    case fieldWithoutType = "FieldWithoutType"
    /// `the field 'title' has no 'from', and there is no slice named 'title' to copy`
    case fieldWithoutFrom = "FieldWithoutFrom"
    /// `'embed' applies only when 'viewAction' names an existing type`
    case misplacedEmbed = "MisplacedEmbed"
    /// `'viewAction' names the existing type 'ListAction', so the connector needs 'embed' to wrap it in an app action`
    case missingEmbed = "MissingEmbed"
    /// `the action 'refresh' has no 'to'`
    case actionWithoutTo = "ActionWithoutTo"
    /// `'examples' must be a list, each item starting with '- name:'`
    case examplesNotAList = "ExamplesNotAList"
    /// `an example needs a 'name'`
    case exampleWithoutName = "ExampleWithoutName"
    /// `the example 'loads' has no 'expect'`
    case exampleWithoutExpect = "ExampleWithoutExpect"
    /// `the example 'both' has both 'given' and 'send'`
    case exampleWithGivenAndSend = "ExampleWithGivenAndSend"
    /// `the example 'neither' has neither 'given' nor 'send'`
    case exampleWithoutGivenOrSend = "ExampleWithoutGivenOrSend"

    // MARK: Checks across keys: names that clash, and parts that are unused or cannot work

    /// `a slice named 'state' would hide the app state that every expression can read`
    case sliceNamedState = "SliceNamedState"
    /// `the slice 'archived' is never used`
    case unusedSlice = "UnusedSlice"
    /// `the field 'count' has the same name as a type in 'types'`
    case fieldNamedLikeType = "FieldNamedLikeType"
    /// `the type 'AppAction' in 'types' has the name of the app action type, which the connector would no longer see`
    case typeHidesName = "TypeHidesName"
    /// `the generated view type 'CounterAction' has the same name as the app action type`
    case generatedNameClash = "GeneratedNameClash"
    /// `'view' has no effect: 'viewState' and 'viewAction' both name existing types, so no view types are generated`
    case viewHasNoEffect = "ViewHasNoEffect"
    /// `two examples are named 'loads'`
    case duplicateExampleName = "DuplicateExampleName"
    /// `the example 'sends' sends an action, but the view has no 'viewAction'`
    case actionExampleWithoutViewAction = "ActionExampleWithoutViewAction"
    /// `the action 'refresh' has no example`
    case actionWithoutExample = "ActionWithoutExample"
    /// `the app action type 'Action' looks like a protocol ('AddToWishlist(…)' is sent as one), so examples cannot compare its values with '=='`
    case actionTypeIsProtocol = "ActionTypeIsProtocol"
    /// `the app-level field 'calendar' has the name of a feature`
    case storeNameClash = "StoreNameClash"
    /// `an input named 'state' would be hidden by the 'state' parameter of connect(state:)`
    case inputNamedLikeParameter = "InputNamedLikeParameter"
    /// `the input 'movieId' has the same name as a slice`
    case inputNameClash = "InputNameClash"
    /// `the input 'movieId' is never used`
    case unusedInput = "UnusedInput"
    /// `the example 'shows the movie' gives the unknown input 'movie'; did you mean 'movieId'?`
    case unknownExampleInput = "UnknownExampleInput"
    /// `the example 'shows the movie' does not give the input 'movieId' its connector is created with`
    case missingExampleInput = "MissingExampleInput"

    // MARK: Target configuration: problems in connector-gen.yml

    /// `connector-gen.yml is a mapping of keys such as 'access:', not a list`
    case configNotAMapping = "ConfigNotAMapping"
    /// `'My Connectors' is not a valid namespace name`
    case invalidNamespace = "InvalidNamespace"
    /// `'tests' must be 'swift-testing' or 'xctest', not 'xctests'`
    case invalidTestFramework = "InvalidTestFramework"
    /// `'isolation' must be 'nonisolated' or 'MainActor', not 'main'`
    case invalidIsolation = "InvalidIsolation"
    /// `'memoize' must be 'true' or 'false', not 'yes'`
    case invalidBoolean = "InvalidBoolean"
    /// `the field 'count' reads 'state', which a memoized connector does not compare; read it through a slice`
    case memoizedFieldReadsState = "MemoizedFieldReadsState"
    /// `a memoized connector in a target without default isolation needs a Sendable view state, ...`
    case memoizedWithoutSendable = "MemoizedWithoutSendable"
    /// `'flavor' must be 'connector' or 'swiftuiflux' or 'swiftdux', not 'flux'`
    case invalidFlavor = "InvalidFlavor"
    /// `the flavor 'swiftuiflux' extends the spec's view: set 'view'`
    case flavorNeedsGeneratedView = "FlavorNeedsGeneratedView"
    /// `with the flavor 'swiftuiflux', the action 'rate' and the field 'rate' would both be a property of Props`
    case flavorPropNameClash = "FlavorPropNameClash"
    /// `the example 'rating' sends an action but has no 'given': with the flavor 'swiftuiflux', …`
    case flavorActionExampleWithoutGiven = "FlavorActionExampleWithoutGiven"
    /// `'require' must be a list of slice names, e.g. '[todo]'`
    case requireNotAList = "RequireNotAList"
    /// `'require' names 'todos', which is not a slice`
    case unknownRequiredSlice = "UnknownRequiredSlice"
    /// `the field 'text' is set by 'setTxt', which is not a view action`
    case unknownSetterAction = "UnknownSetterAction"
    /// `the view action 'setText' sets the field 'text', so it takes one value, of the field's type 'String'`
    case setterActionShape = "SetterActionShape"
    /// `'require' needs the flavor 'swiftdux', whose map returns no props while a slice is missing; …`
    case keyNeedsSwiftDux = "KeyNeedsSwiftDux"
    /// `'isolation' is 'nonisolated', but the build sets this target's default isolation to MainActor; …`
    case isolationDiffersFromBuild = "IsolationDiffersFromBuild"
    /// `an associated value without a label still needs a name, which 'to' reads it by`
    case unnamedAssociatedValue = "UnnamedAssociatedValue"

    // MARK: SwiftUI containers and previews

    /// `'source' must be 'environmentObject', 'observedObject', 'environment' or 'parameter', not 'environmentObj'`
    case invalidContainerChoice = "InvalidContainerChoice"
    /// `'send' must name a method of the store taking one argument, e.g. 'dispatch(_:)', not 'send action'`
    case invalidStoreMember = "InvalidStoreMember"
    /// `'container' renders the spec's view, but the spec has no 'view'`
    case containerWithoutView = "ContainerWithoutView"
    /// `the container does not know the app's store type`
    case containerWithoutStore = "ContainerWithoutStore"
    /// `the container passes each view state field to the view, but 'viewState' names the existing type 'ListState'`
    case containerNeedsFields = "ContainerNeedsFields"
    /// `'container' needs the flavor 'connector'; with 'swiftuiflux' the view connects itself`
    case containerWithFlavor = "ContainerWithFlavor"
    /// `the field 'rate' and the action 'rate' would both be the argument 'rate' of the view`
    case containerArgumentClash = "ContainerArgumentClash"
    /// `'bindings' names the field 'drafts', which the view state does not have; did you mean 'draft'?`
    case unknownBindingName = "UnknownBindingName"
    /// `the binding of 'draft' sends 'edit', which must take one value of the field's type 'String'`
    case bindingTypeMismatch = "BindingTypeMismatch"
    /// `'bindings' apply to the values shape; with 'shape: viewModel' the view makes its own bindings`
    case bindingsNeedValues = "BindingsNeedValues"
    /// `'previews' is true, but no example gives a state to preview`
    case previewsWithoutStateExample = "PreviewsWithoutStateExample"

    // MARK: Several specs: problems between the specs of one target

    /// `another spec already declares the connector 'ListConnector'`
    case duplicateConnector = "DuplicateConnector"
    /// `another spec already generates the types of the view 'ListView'`
    case duplicateView = "DuplicateView"
    /// `this spec and List.connector.yaml would both generate List.connector.swift`
    case duplicateOutputFile = "DuplicateOutputFile"
    /// `another store spec already declares 'AppState'`
    case duplicateStoreDeclaration = "DuplicateStoreDeclaration"
}

extension DiagnosticID {
    /// The severity a diagnostic with this ID is reported with.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .unusedSlice, .viewHasNoEffect, .actionWithoutExample, .unusedInput, .isolationDiffersFromBuild,
            .previewsWithoutStateExample, .actionTypeIsProtocol: .warning
        default: .error
        }
    }

    /// What the diagnostic means, in one sentence, for the documentation.
    public var summary: String {
        switch self {
        case .fileTooLarge: "The file is larger than the 100 MB a spec may be."
        case .controlCharacter: "The file holds a control character that YAML allows only as an escape."
        case .invalidUTF8: "The file is not UTF-8 text."
        case .unsupportedDirective: "A YAML directive line such as `%YAML 1.2`, which specs do not use."
        case .mappingOnDocumentMarkerLine: "A mapping starts on the `---` line."
        case .severalDocuments: "The file holds more than one YAML document."
        case .textAfterDocumentEnd: "Text follows the `...` document end marker on its line."
        case .unmatchedIndentation: "A line's indentation matches no enclosing mapping or list."
        case .tabIndentation: "A line is indented with a tab."
        case .nestingTooDeep: "Collections are nested more than 64 levels deep."
        case .inconsistentIndentation: "A line is indented deeper than the other entries of its mapping or list."
        case .listItemWhereKey: "A `- ` list item where a mapping key was expected."
        case .missingColon: "A line in a mapping has no `key:`."
        case .duplicateKey: "A mapping has two entries with the same key."
        case .keyIndentedTooDeep: "A key is indented one level deeper than the entries it belongs with."
        case .zeroIndentationIndicator: "A block scalar's indentation indicator is 0."
        case .textAfterBlockIndicator: "Text follows a block scalar's `|` or `>` on its line."
        case .unclosedCollection: "A `[ ]` list or `{ }` mapping is never closed."
        case .pairInFlowList: "A `key: value` pair inside a `[ ]` list."
        case .missingFlowSeparator: "Two entries of a `[ ]` list or `{ }` mapping have no `,` between them."
        case .documentMarkerInFlow: "A `---` or `...` line inside a `[ ]` list or `{ }` mapping."
        case .collectionAsKey: "A list or mapping used as a key."
        case .unsupportedComplexKey: "A `? key` complex key."
        case .unsupportedMergeKey: "A `<<` merge key."
        case .blockScalarInFlow: "A `|` or `>` block inside a `[ ]` list or `{ }` mapping."
        case .listItemInFlow: "A `- ` list item inside a `[ ]` list or `{ }` mapping."
        case .listOnKeyLine: "A `- ` list starts on the same line as its key."
        case .textAfterValue: "Text follows a closing quote, `]` or `}` on its line."
        case .unsupportedAnchor: "A `&name` anchor."
        case .unsupportedAlias: "A `*name` alias."
        case .unsupportedTag: "A `!tag`, or text that starts with `!`."
        case .reservedIndicator: "Unquoted text starts with `%`, `@` or a backtick, which YAML reserves."
        case .emptyFlowEntry: "Two `,` with nothing between them in a `[ ]` list or `{ }` mapping."
        case .indicatorAtStart: "Unquoted text starts with `,`, `]`, `}`, or a `#` that follows no space."
        case .colonWithoutKey: "An empty key: a `:` with no key before it."
        case .continuationNotIndented: "A line that continues quoted text or a `[ ]` or `{ }` collection is not indented past its key."
        case .blockScalarEmptyLineTooLong: "An empty line before a block scalar's first line of text has more spaces than that line."
        case .colonInContinuedValue: "A `: ` in a line that continues the value above it."
        case .unclosedQuote: "Quoted text is never closed."
        case .quoteCutByDocumentMarker: "Quoted text runs into a `---` or `...` line."
        case .unknownEscape: "A `\\` escape that YAML does not define, in double-quoted text."
        case .shortHexEscape: "A `\\x`, `\\u` or `\\U` escape without enough hexadecimal digits."
        case .escapeNotACharacter: "A `\\u` or `\\U` escape that is not a Unicode character."
        case .emptySpec: "The spec has no content."
        case .specNotAMapping: "The spec is a list or text instead of a mapping of keys."
        case .unknownKey: "A key that is not one of those its mapping takes."
        case .missingRequiredKey: "A key every spec needs is missing."
        case .emptyValue: "A key has no value."
        case .valueIsAComment: "A key's value starts with ` #`, which YAML reads as a comment."
        case .listWhereText: "A value written `[...]` is read as a YAML list where text is expected."
        case .mappingWhereText: "A value written `{...}` is read as a YAML mapping where text is expected."
        case .textExpected: "A list or mapping where a key takes text."
        case .emptyMapping: "A key that takes a mapping has no value."
        case .notAMapping: "A key that takes a mapping has text or a list."
        case .invalidIdentifier: "A name that is not a valid Swift identifier."
        case .invalidType: "A type that is not a valid Swift type on one line."
        case .unbalancedExpression: "An expression whose brackets, strings or comments are not closed."
        case .expressionCutByComment: "An expression cut short by a ` #` that YAML reads as a comment."
        case .expressionCutInFlow: "An expression inside `{ }` or `[ ]` cut short by a `,` or a bracket."
        case .importsNotAList: "`imports` is not a list of module names."
        case .invalidModuleName: "An import that is not a valid module name."
        case .invalidAccessLevel: "`access` is not `internal`, `package` or `public`."
        case .misplacedSlice: "`slice` beside a `viewState` that lists fields."
        case .misplacedTypes: "`types` beside a `viewState` that names an existing type."
        case .missingSlice: "`viewState` names an existing type, but there is no `slice` to read it."
        case .fieldWithoutType: "A view state field in full form has no `type`."
        case .fieldWithoutFrom: "A short-form field has no slice of its name to copy."
        case .misplacedEmbed: "`embed` beside a `viewAction` that lists cases, or without a `viewAction`."
        case .missingEmbed: "`viewAction` names an existing type, but there is no `embed` to send it."
        case .actionWithoutTo: "A view action case in full form has no `to`."
        case .examplesNotAList: "`examples` is not a list."
        case .exampleWithoutName: "An example has no `name`."
        case .exampleWithoutExpect: "An example has no `expect`."
        case .exampleWithGivenAndSend: "An example has both `given` and `send`."
        case .exampleWithoutGivenOrSend: "An example has neither `given` nor `send`."
        case .sliceNamedState: "A slice named `state`, which would hide the app state."
        case .unusedSlice: "A slice that no field uses."
        case .fieldNamedLikeType: "A view state field has the name of a type in `types`."
        case .typeHidesName: "A type in `types` has a name the connector uses for another type."
        case .generatedNameClash: "A generated type or the connector has the name of the app's state or action type."
        case .viewHasNoEffect: "`view` is set, but no view types are generated."
        case .duplicateExampleName: "Two examples have the same name."
        case .actionExampleWithoutViewAction: "An example sends an action, but the spec has no `viewAction`."
        case .actionWithoutExample: "A view action case that no example sends."
        case .actionTypeIsProtocol: "An app action type written without `any` that is a protocol, whose values examples cannot compare with `==`."
        case .storeNameClash: "An app-level field or action of a store spec has the name of a feature, or two actions one name."
        case .inputNamedLikeParameter: "An input is named `state` or `action`, which the `connect` parameters would hide."
        case .inputNameClash: "An input has the name of a slice, a field, a nested type or an associated value."
        case .unusedInput: "An input that no slice path, `from` or `to` reads."
        case .unknownExampleInput: "An example gives an input the spec does not declare."
        case .missingExampleInput: "An example does not give every input its connector is created with."
        case .configNotAMapping: "`connector-gen.yml` is a list or text instead of a mapping of keys."
        case .invalidNamespace: "`namespace` is not a Swift identifier."
        case .invalidTestFramework: "`tests` is not `swift-testing` or `xctest`."
        case .invalidIsolation: "`isolation` is not `nonisolated` or `MainActor`."
        case .invalidBoolean: "`memoize` or `sendable` is not `true` or `false`."
        case .memoizedFieldReadsState: "A memoized connector's field reads `state`, which is not among the slices it compares."
        case .memoizedWithoutSendable: "A connector is memoized with `sendable: false` in a target without default isolation, where its memo is shared across threads."
        case .invalidFlavor: "`flavor` is not `connector`, `swiftuiflux` or `swiftdux`."
        case .flavorNeedsGeneratedView: "A flavor other than `connector` without `view`, or with an existing view state or action type."
        case .flavorPropNameClash: "With a flavor other than `connector`, a view action has the name of a field: both are properties of `Props`."
        case .flavorActionExampleWithoutGiven: "An action example of a flavor other than `connector` has no `given` to map the props from."
        case .requireNotAList: "`require` is not a list of slice names."
        case .unknownRequiredSlice: "`require` names something that is not a slice."
        case .unknownSetterAction: "A field's `set` names something that is not a view action."
        case .setterActionShape: "The view action a field's `set` names does not take exactly one value of the field's type."
        case .keyNeedsSwiftDux: "`require` or a field's `set` in a spec whose flavor is not `swiftdux`."
        case .isolationDiffersFromBuild: "`isolation` in `connector-gen.yml` contradicts the default isolation the build sets."
        case .unnamedAssociatedValue: "An associated value is written `_` alone, without the name `to` reads it by."
        case .invalidContainerChoice: "A container's `source` or `shape` is not one of the choices."
        case .invalidStoreMember: "A container's `state`, `send`, `connect` or `stub` does not name a member of the store."
        case .containerWithoutView: "`container` or `previews` without `view`, the rendering view."
        case .containerWithoutStore: "Neither the spec's `container` nor `connector-gen.yml` names the app's store type."
        case .containerNeedsFields: "A container or previews of the values shape, with an existing view state or action type."
        case .containerWithFlavor: "`container` or `previews` with a flavor other than `connector`."
        case .containerArgumentClash: "In the values shape, a view action has the name of a field: both are arguments of the view."
        case .unknownBindingName: "A binding names a field or an action the spec does not have."
        case .bindingTypeMismatch: "A binding's action does not take exactly one value of its field's type."
        case .bindingsNeedValues: "`bindings` with the view-model shape, where the view makes its own bindings."
        case .previewsWithoutStateExample: "`previews` is true, but no example gives a state to preview."
        case .duplicateConnector: "Two specs declare connectors of the same name."
        case .duplicateView: "Two specs name the same view, whose types each would declare."
        case .duplicateOutputFile: "Two specs would generate the same file."
        case .duplicateStoreDeclaration: "Two store specs declare an app state, app action or reducer of the same name."
        }
    }
}
