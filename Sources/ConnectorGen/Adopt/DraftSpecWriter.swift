/// Writes a ``DraftSpec`` as a spec's YAML, in the layout the docs use: short values on one
/// line, flow mappings where every value fits one, `|` blocks for expressions over lines.
enum DraftSpecWriter {
    /// The YAML text of `draft`; `fileName` is the Swift file its TODOs name.
    static func yaml(_ draft: DraftSpec, fileName: String) -> String {
        // A key once a mapping: Swift that declares a name twice is drafted by its first.
        var draft = draft
        draft.inputs = unique(draft.inputs, by: \.name)
        draft.slices = unique(draft.slices, by: \.name)
        draft.fields = unique(draft.fields, by: \.name)
        draft.types = unique(draft.types, by: \.name).map { ($0.name, unique($0.properties, by: \.name)) }
        draft.actions = unique(draft.actions, by: \.name).map { action in
            var action = action
            action.with = unique(action.with, by: \.key)
            return action
        }
        var lines: [String] = draft.header.map { "# " + commentText($0) }
        func todo(_ todo: DraftSpec.Todo, indent: String) {
            lines.append("\(indent)# TODO(adopt): " + commentText("\(todo.message) (\(todo.file ?? fileName):\(todo.location.line))"))
        }
        draft.todos.forEach { todo($0, indent: "") }
        lines.append("connector: \(YAMLScalarText.scalar(draft.connector))")
        lines.append("state: \(YAMLScalarText.scalar(draft.state))")
        lines.append("action: \(YAMLScalarText.scalar(draft.action))")
        if let view = draft.view { lines.append("view: \(YAMLScalarText.scalar(view))") }
        if let flavor = draft.flavor { lines.append("flavor: \(flavor)") }
        if let access = draft.access { lines.append("access: \(access)") }
        if let sendable = draft.sendable { lines.append("sendable: \(sendable)") }
        let imports = draft.imports.filter { IdentifierRules.isValidDottedName($0) }
        if !imports.isEmpty { lines.append("imports: [\(imports.joined(separator: ", "))]") }
        if let note = draft.inputsNote { lines.append("# " + commentText(note)) }
        if !draft.inputs.isEmpty {
            lines.append("inputs:")
            for input in draft.inputs { lines.append("  \(input.name): \(YAMLScalarText.scalar(input.type))") }
        }
        if !draft.slices.isEmpty {
            lines.append("slices:")
            for slice in draft.slices { lines += entry(slice.name, slice.path, indent: "  ") }
        }
        if !draft.require.isEmpty { lines.append("require: [\(draft.require.joined(separator: ", "))]") }
        /// The mapping `key` of `entries`, each after the TODOs at its name, then the TODOs at
        /// none (`todos[""]`); without entries, those TODOs and `empty`, if any.
        func mapping(_ key: String, empty: String?, entries: [(name: String, lines: [String])], todos: [String: [DraftSpec.Todo]]) {
            guard !entries.isEmpty else {
                todos[""]?.forEach { todo($0, indent: "") }
                if let empty { lines.append(empty) }
                return
            }
            lines.append(key + ":")
            for entry in entries {
                todos[entry.name]?.forEach { todo($0, indent: "  ") }
                lines += entry.lines
            }
            todos[""]?.forEach { todo($0, indent: "  ") }
        }
        if let kept = draft.keptViewState {
            lines += ["viewState: \(YAMLScalarText.scalar(kept.type))"] + entry("slice", kept.slice, indent: "")
        } else {
            mapping("viewState", empty: "viewState: {}", entries: draft.fields.map { ($0.name, field($0)) }, todos: draft.fieldTodos)
        }
        if draft.types.isEmpty {
            draft.typeTodos.forEach { todo($0, indent: "") }
        } else {
            lines.append("types:")
            draft.typeTodos.forEach { todo($0, indent: "  ") }
            for type in draft.types {
                let properties = type.properties.map { "\($0.name): \(YAMLScalarText.flowScalar($0.type))" }.joined(separator: ", ")
                let line = "  \(type.name): {\(properties.isEmpty ? "" : " \(properties) ")}"
                if line.count <= 100 || type.properties.isEmpty {
                    lines.append(line)
                } else {
                    lines.append("  \(type.name):")
                    for property in type.properties { lines.append("    \(property.name): \(YAMLScalarText.scalar(property.type))") }
                }
            }
        }
        if let embedded = draft.embeddedAction {
            lines += ["viewAction: \(YAMLScalarText.scalar(embedded.type))", "embed: \(embedded.embed)"]
        }
        mapping("viewAction", empty: nil, entries: draft.actions.map { ($0.name, action($0)) }, todos: draft.actionTodos)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `elements` without those whose key an earlier one has.
    private static func unique<Element>(_ elements: [Element], by key: (Element) -> String) -> [Element] {
        var seen: Set<String> = []
        return elements.filter { seen.insert(key($0)).inserted }
    }

    private static func field(_ field: DraftSpec.Field) -> [String] {
        guard let from = field.from else { return ["  \(field.name): \(YAMLScalarText.scalar(field.type))"] }
        let type = YAMLScalarText.flowScalar(field.type)
        if let fromScalar = flowScalarIfSingleLine(from) {
            let set = field.set.map { ", set: \($0)" } ?? ""
            let line = "  \(field.name): { type: \(type), from: \(fromScalar)\(set) }"
            if line.count <= 100 { return [line] }
        }
        var lines = ["  \(field.name):", "    type: \(YAMLScalarText.scalar(field.type))"]
        lines += entry("from", from, indent: "    ")
        if let set = field.set { lines.append("    set: \(set)") }
        return lines
    }

    private static func action(_ action: DraftSpec.Action) -> [String] {
        if action.with.isEmpty && action.noExample == nil, !action.to.contains("\n") {
            return entry(action.name, action.to, indent: "  ")
        }
        var lines = ["  \(action.name):"]
        if !action.with.isEmpty {
            let with = action.with.map { "\($0.key): \(YAMLScalarText.flowScalar($0.type))" }.joined(separator: ", ")
            lines.append("    with: { \(with) }")
        }
        lines += entry("to", action.to, indent: "    ")
        if let noExample = action.noExample { lines.append("    noExample: \(YAMLScalarText.scalar(noExample))") }
        return lines
    }

    /// `key: value` at `indent`: on one line, or as a `|` block for text over several lines.
    static func entry(_ key: String, _ value: String, indent: String) -> [String] {
        guard value.contains("\n"), !YAMLScalarText.needsEscapes(value) else { return ["\(indent)\(key): \(YAMLScalarText.scalar(value))"] }
        return ["\(indent)\(key): |"] + value.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : "\(indent)  \($0)"
        }
    }

    /// `text` for a comment: on one line, with each character a spec may not hold written as `\u{…}`.
    static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || YAMLScalarText.needsEscapes(String(scalar)) {
                result += "\\u{" + hex(scalar.value, digits: 1) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` inside `{ }`, or `nil` when it spans lines.
    private static func flowScalarIfSingleLine(_ text: String) -> String? {
        text.contains("\n") ? nil : YAMLScalarText.flowScalar(text)
    }
}
