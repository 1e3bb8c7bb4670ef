/// `require`, which names slices that must be present (the connector form and `swiftdux`), and
/// a field's `set`, which names the view action that sets it with one value of its type
/// (`swiftdux` and `swiftuiflux`, whose props bind it). Without `require`, a generated view
/// state is never `nil`, so no example expects it to be.
enum RequireAndSetRules: SpecRule {
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        let spec = resolved.spec
        let fields = spec.fields
        let setters = fields.compactMap(\.setter)
        let flavor = resolved.flavor.rawValue
        if !resolved.traits.readsRequire, let first = spec.required.first {
            context.report(.keyNeedsSwiftDux("require", flavor: flavor, fromConfig: spec.flavor == nil), at: first.location)
        }
        if resolved.traits.twoWayField == nil, let first = setters.first {
            context.report(.keyNeedsSwiftDux("set", flavor: flavor), at: first.location)
        }
        // A generated view state is optional only through `require`; a `require` that did not
        // decode, or is misspelt, has been reported already.
        if spec.required.isEmpty, spec.existingViewStateType == nil, !spec.keysReadInPart.contains("require") {
            for example in spec.stateExamples {
                guard case .state(_, let expect) = example.kind, expect.text.trimmingWhitespace() == "nil" else { continue }
                let flavorWithoutRequire = resolved.traits.readsRequire ? nil : flavor
                context.report(.nilViewStateWithoutRequire(example.name.value, flavorWithoutRequire: flavorWithoutRequire), at: expect.location)
            }
        }
        let sliceNames = spec.slices.map(\.name.value)
        // A slice written with a path that did not decode has been reported already.
        for name in spec.required where !sliceNames.contains(name.value) && !spec.sliceNamesWritten.contains(name.value) {
            if spec.inputs.contains(where: { $0.name.value == name.value }) {
                let readers = spec.slices.filter { $0.reads(name.value) }.map(\.name.value)
                let reader = readers.count == 1 ? readers[0] : nil
                let alreadyRequired = reader.map { reader in spec.required.contains { $0.value == reader } } ?? false
                context.report(
                    .inputRequired(name.value, readBy: reader, alreadyRequired: alreadyRequired), at: name.location,
                    replacingWritten: name.value)
                continue
            }
            let suggestion = DidYouMean.suggestion(for: name.value, among: sliceNames)
            context.report(.unknownRequiredSlice(name.value, suggestion: suggestion), at: name.location, replacingWritten: name.value)
        }
        let cases = spec.actionCases
        for field in fields {
            guard let setter = field.setter else { continue }
            guard let action = cases.first(where: { $0.name.value == setter.value }) else {
                let suggestion = DidYouMean.suggestion(for: setter.value, among: cases.map(\.name.value))
                context.report(
                    .unknownSetterAction(field: field.name.value, action: setter.value, suggestion: suggestion), at: setter.location,
                    replacingWritten: setter.value)
                continue
            }
            if action.parameters.count == 1, let misspelt = Self.misspelling(of: field.type.value, in: action.parameters[0].type) {
                context.report(
                    .setterActionShape(
                        action: setter.value, field: field.name.value, type: field.type.value, values: 1,
                        label: action.parameters[0].label.value, misspelt: misspelt.value),
                    at: misspelt.location, replacingWritten: misspelt.value)
            } else if action.parameters.count == 1, let misspelt = Self.misspelling(of: action.parameters[0].type.value, in: field.type) {
                // The field's type is the misspelling (`Strin` beside the action's `String`).
                context.report(
                    .setterActionShape(
                        action: setter.value, field: field.name.value, type: field.type.value, values: 1,
                        label: action.parameters[0].label.value, fieldTypeMeant: action.parameters[0].type.value),
                    at: misspelt.location, replacingWritten: misspelt.value)
            } else if action.parameters.count != 1 || !Self.sameType(action.parameters[0].type.value, field.type.value) {
                // One value keeps its label as the action declares it: the examples send it so.
                let label = action.parameters.count == 1
                    ? (action.parameters[0].isUnlabeled ? "_ " : "") + action.parameters[0].label.value : field.name.value
                context.report(
                    .setterActionShape(
                        action: setter.value, field: field.name.value, type: field.type.value, values: action.parameters.count, label: label),
                    at: setter.location)
            }
        }
    }

    /// `written` when it reads as a misspelling of `type` (`Strng` for `String`): close to it,
    /// and not a standard type of its own.
    static func misspelling(of type: String, in written: Located<String>) -> Located<String>? {
        guard !sameType(written.value, type), !KnownEquatableTypes.contains(written.value),
            DidYouMean.suggestion(for: written.value, among: [type]) != nil
        else { return nil }
        return written
    }

    /// Whether two type texts name the same type as far as their spelling shows: spaces aside,
    /// and with the standard library's types the same with or without `Swift.`.
    static func sameType(_ first: String, _ second: String) -> Bool {
        func canonical(_ type: String) -> String {
            var result = ""
            var rest = Substring(type.filter { !$0.isWhitespace })
            while !rest.isEmpty {
                let previous = result.last
                if rest.hasPrefix("Swift."), !(previous.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false) {
                    rest = rest.dropFirst("Swift.".count)
                    continue
                }
                result.append(rest.removeFirst())
            }
            return result
        }
        return canonical(first) == canonical(second)
    }
}
