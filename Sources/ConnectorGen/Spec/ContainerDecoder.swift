/// Reads `container:` in `connector-gen.yml` (how the target's containers reach the store) and
/// in a spec (`true`, or a mapping that names the container, overrides the target's choices and
/// pairs fields with actions as bindings).
package enum ContainerDecoder {
    /// The keys of `container` in `connector-gen.yml`.
    package static let defaultsKeys = ["store", "source", "shape", "state", "send", "connect", "stub"]
    /// The keys of `container` in a spec.
    package static let specKeys = ["name", "store", "source", "shape", "bindings"]

    /// Decodes the target's defaults into `defaults`, reporting each bad value.
    static func decodeDefaults(_ node: Node, into defaults: inout ContainerDefaults, context: inout DecodingContext) {
        guard let entries = context.mapping(node, for: "container", expected: .containerDefaults) else { return }
        context.checkKeys(entries, known: defaultsKeys, in: .container)
        for entry in entries {
            switch entry.name {
            case "store":
                if let type = context.type(entry.value, for: "store") {
                    defaults.store = type.value
                    defaults.memberSources["store"] = Located(context.file, at: type.location)
                }
            case "source":
                if let source: StoreSource = choice(entry, context: &context) { defaults.source = source }
            case "shape":
                if let shape: RenderingShape = choice(entry, context: &context) { defaults.shape = shape }
            case "state":
                guard let text = context.text(entry.value, for: "state") else { continue }
                if IdentifierRules.isValid(text.value) {
                    defaults.state = text.value
                    defaults.memberSources["state"] = Located(context.file, at: text.location)
                } else {
                    context.report(.invalidStoreMember("state", text.value, example: "state"), at: text.location)
                }
            case "send", "connect", "stub":
                guard let text = context.text(entry.value, for: entry.name) else { continue }
                guard let method = StoreMethod(text.value) else {
                    let example = ["send": "dispatch(_:)", "connect": "connect(using:)", "stub": "stub(with:)"][entry.name] ?? ""
                    context.report(.invalidStoreMember(entry.name, text.value, example: example), at: text.location)
                    continue
                }
                switch entry.name {
                case "send": defaults.send = method
                case "connect": defaults.connect = method
                default: defaults.stub = method
                }
                defaults.memberSources[entry.name] = Located(context.file, at: text.location)
            default:
                break
            }
        }
    }

    /// Decodes a spec's `container`: `nil` for `false` or a value with errors.
    static func decodeSpec(_ entry: MappingEntry, context: inout DecodingContext) -> ContainerSpec? {
        var container = ContainerSpec(location: entry.key.location)
        if entry.value.scalar != nil {
            let enabled = SpecDecoder.decodeBoolean(entry.value, for: "container", context: &context)
            return enabled?.value == true ? container : nil
        }
        guard let entries = context.mapping(entry.value, for: "container", expected: .container) else { return nil }
        context.checkKeys(entries, known: specKeys, in: .container)
        for member in entries {
            switch member.name {
            case "name":
                container.name = context.identifier(member.value, for: "name", as: .type)
            case "store":
                container.store = context.type(member.value, for: "store")
            case "source":
                if let source: StoreSource = choice(member, context: &context) {
                    container.source = Located(source, at: member.value.location)
                }
            case "shape":
                if let shape: RenderingShape = choice(member, context: &context) {
                    container.shape = Located(shape, at: member.value.location)
                }
            case "bindings":
                container.bindings = context.entries(of: member.value, for: "bindings", expected: .bindings) { context, binding in
                    let field = context.identifier(key: binding, as: .field)
                    let action = context.identifier(binding.value, for: binding.name, as: .actionCase)
                    guard let field, let action else { return nil }
                    return ContainerBinding(field: field, action: action)
                }
            default:
                break
            }
        }
        return container
    }

    /// The case a `source` or `shape` value names, or an error with the closest name as the fix-it.
    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ entry: MappingEntry, context: inout DecodingContext
    ) -> Choice? where Choice.RawValue == String {
        TargetConfigDecoder.choice(entry, context: &context) { value, names, suggestion in
            .invalidContainerChoice(entry.name, value, known: names, suggestion: suggestion)
        }
    }
}
