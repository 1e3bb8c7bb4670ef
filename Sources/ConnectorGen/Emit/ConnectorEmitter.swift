/// Emits the Swift file for one spec: a header, the imports, the view types and the connector.
public enum ConnectorEmitter {
    /// The generated file's text for `spec`, whose `#sourceLocation` directives name `specPath`.
    ///
    /// - Parameter sourceSize: The spec's size in bytes, to reserve room for the output.
    public static func emit(_ spec: ConnectorSpec, config: TargetConfig, specPath: String, sourceSize: Int = 0) -> String {
        let names = ConnectorNames(spec: spec, config: config)
        var writer = SwiftWriter(specPath: specPath, estimatedSize: 4 * sourceSize)
        FileHeader.emit(source: specPath, into: &writer)
        writer.blankLine()
        for module in names.imports {
            writer.line("import \(module)")
        }
        writer.blankLine()
        ViewTypesEmitter.emit(spec, names: names, into: &writer)
        if names.namespace.isEmpty {
            emitConnector(spec, names: names, into: &writer)
        } else {
            writer.block("extension \(names.namespace) {") { writer in
                emitConnector(spec, names: names, into: &writer)
            }
        }
        return writer.output
    }

    private static func emitConnector(_ spec: ConnectorSpec, names: ConnectorNames, into writer: inout SwiftWriter) {
        let stateType = names.viewStateType(of: spec)
        let actionType = names.viewActionType(of: spec)
        writer.line("/// Connects `\(spec.state.value)` to `\(stateType)`, and `\(actionType)` to `\(spec.action.value)`.")
        // The connector's declarations are not mapped to the spec: a `#sourceLocation` line
        // number inside a type's body is part of its interface, so a spec edit that moves
        // lines would recompile every file that uses the namespace. Function bodies are not.
        writer.line("\(names.modifier)struct \(names.connector): \(names.protocolName) {")
        writer.indented { writer in
            var needsBlankLine = false
            for type in spec.types {
                writer.line("\(names.modifier)typealias \(SwiftNames.escaped(type.name.value)) = \(names.viewState).\(SwiftNames.escaped(type.name.value))")
                needsBlankLine = true
            }
            if names.access != .internal {
                if needsBlankLine { writer.blankLine() }
                writer.line("\(names.modifier)init() {}")
                needsBlankLine = true
            }
            if needsBlankLine { writer.blankLine() }
            writer.line("\(names.modifier)func connect(state: \(spec.state.value)) -> \(stateType) {")
            writer.indented { writer in
                emitStateBody(spec, names: names, into: &writer)
            }
            writer.line("}")
            writer.blankLine()
            writer.line("\(names.modifier)func connect(action: \(actionType)) -> \(spec.action.value) {")
            writer.indented { writer in
                emitActionBody(spec, into: &writer)
            }
            writer.line("}")
        }
        writer.line("}")
    }

    // MARK: - connect(state:)

    private static func emitStateBody(_ spec: ConnectorSpec, names: ConnectorNames, into writer: inout SwiftWriter) {
        switch spec.viewState {
        case .existing(_, let slice):
            writer.mappedLine("return state.\(slice.text)", specLine: slice.location.line)
        case .fields(let fields):
            var used: Set<String> = []
            var shortFormTypes: [String: String] = [:]
            for field in fields {
                switch field.source {
                case .expression(let code): used.formUnion(ReferencedNames.names(in: code.text))
                case .slice:
                    used.insert(field.name.value)
                    shortFormTypes[field.name.value] = field.type.value
                }
            }
            let slices = spec.slices.filter { used.contains($0.name.value) }
            for slice in slices {
                let name = SwiftNames.escaped(slice.name.value)
                let annotation = shortFormTypes[slice.name.value].map { ": \($0)" } ?? ""
                writer.mappedLine("let \(name)\(annotation) = state.\(slice.path.text)", specLine: slice.path.location.line)
            }
            var taken = Set(slices.map(\.name.value)).union(["state"])
            var arguments: [String] = []
            for field in fields {
                let label = SwiftNames.label(field.name.value)
                guard case .expression(let code) = field.source else {
                    arguments.append("\(label): \(SwiftNames.escaped(field.name.value))")
                    continue
                }
                var local = field.name.value
                while taken.contains(local) { local += "Value" }
                taken.insert(local)
                let escapedLocal = SwiftNames.escaped(local)
                // Mapped to the field's type: a misspelled type is reported at the spec. (The view
                // types themselves are not mapped, so their interface stays the same when a
                // spec edit moves lines, and files using them are not recompiled.)
                writer.mappedLine("let \(escapedLocal): \(field.type.value)", specLine: field.type.location.line)
                writer.userCode(code, prefix: "\(escapedLocal) =")
                arguments.append("\(label): \(escapedLocal)")
            }
            emitCall("return \(names.viewState)", arguments: arguments, into: &writer)
        }
    }

    /// Writes `callee(arguments)` on one line when it fits in 100 columns, else one argument a line.
    static func emitCall(_ callee: String, arguments: [String], into writer: inout SwiftWriter) {
        let oneLine = "\(callee)(\(arguments.joined(separator: ", ")))"
        if writer.indentation.count + oneLine.count <= 100 {
            writer.line(oneLine)
            return
        }
        writer.line("\(callee)(")
        writer.indented { writer in
            for (index, argument) in arguments.enumerated() {
                writer.line(argument + (index == arguments.count - 1 ? "" : ","))
            }
        }
        writer.line(")")
    }

    // MARK: - connect(action:)

    private static func emitActionBody(_ spec: ConnectorSpec, into writer: inout SwiftWriter) {
        switch spec.viewAction {
        case .none:
            writer.line("// The view sends no actions: its Action is Never, so this is never called.")
        case .existing(_, let embed):
            writer.mappedLine("return .\(SwiftNames.escaped(embed.value))(action)", specLine: embed.location.line)
        case .cases(let cases):
            writer.line("switch action {")
            for actionCase in cases {
                let used = ReferencedNames.names(in: actionCase.appAction.text)
                let bindings = actionCase.parameters.map { parameter in
                    used.contains(parameter.label.value) ? "let \(SwiftNames.escaped(parameter.label.value))" : "_"
                }
                let pattern = bindings.allSatisfy { $0 == "_" }
                    ? "." + SwiftNames.escaped(actionCase.name.value)
                    : "." + SwiftNames.escaped(actionCase.name.value) + "(" + bindings.joined(separator: ", ") + ")"
                writer.line("case \(pattern):")
                writer.indented { writer in
                    writer.userCode(actionCase.appAction, prefix: "return")
                }
            }
            writer.line("}")
        }
    }
}
