/// One check of a resolved spec. A rule reads the spec and what the model decided about it,
/// and reports what is wrong into the context; it decides nothing the emitters need (that is
/// the model's), so a warning and the code it speaks of cannot disagree.
protocol SpecRule {
    /// Reports each problem of `resolved` into `context`.
    static func check(_ resolved: ResolvedSpec, context: inout DecodingContext)
}

/// The checks that hold across keys, run after a spec decoded without errors: names that
/// would clash in the generated code, parts nothing uses, examples that cannot work.
enum SpecValidator {
    /// The rules, in the order their diagnostics are reported. A rule that stays silent after
    /// an error (an unused slice may be read by a field that failed to decode) relies on
    /// running after those that report errors.
    static var rules: [any SpecRule.Type] {
        [
            SliceRule.self, InputRules.self, FieldNameRule.self, NestedTypeNameRule.self, MetatypeNameRule.self, SelfNameRule.self, GeneratedTypeNameRule.self, ViewStateNameRule.self,
            ViewUsageRule.self, ExampleRules.self, DispatchesRule.self, ExampleCheckRules.self, MemoizationRule.self, FlavorRule.self,
            RequireAndSetRules.self, ContainerRules.self, FoundationImportRule.self, KeywordNameReadRule.self,
        ]
    }

    /// Runs every rule on `resolved`.
    static func validate(_ resolved: ResolvedSpec, context: inout DecodingContext) {
        for rule in rules { rule.check(resolved, context: &context) }
    }
}
