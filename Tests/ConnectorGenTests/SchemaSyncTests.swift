import ConnectorGen
import Foundation
import Testing

/// Keeps the JSON Schemas in `Schemas/` in step with the decoders: every key the decoder
/// reads is in the schema, every key in the schema is one the decoder reads, and every
/// property is documented for editors.
@Suite("Schemas match the decoders")
struct SchemaSyncTests {
    /// One mapping of a spec or configuration: where its object schema is, and the keys the
    /// decoder reads there.
    struct KeySet: CustomTestStringConvertible, Sendable {
        var name: String
        var schema: String
        var path: [SchemaStep]
        var keys: [String]
        var decoderList: String

        var testDescription: String { name }
    }

    static let keySets: [KeySet] = [
        KeySet(
            name: "top level of a spec", schema: "connector.schema.json", path: [],
            keys: SpecDecoder.topLevelKeys, decoderList: "SpecDecoder.topLevelKeys"),
        KeySet(
            name: "a view state field", schema: "connector.schema.json",
            path: [.property("viewState"), .objectBranch, .additionalProperties, .objectBranch],
            keys: SpecDecoder.fieldKeys, decoderList: "SpecDecoder.fieldKeys"),
        KeySet(
            name: "a view action case", schema: "connector.schema.json",
            path: [.property("viewAction"), .objectBranch, .additionalProperties, .objectBranch],
            keys: SpecDecoder.actionCaseKeys, decoderList: "SpecDecoder.actionCaseKeys"),
        KeySet(
            name: "an example", schema: "connector.schema.json",
            path: [.property("examples"), .items],
            keys: SpecDecoder.exampleKeys, decoderList: "SpecDecoder.exampleKeys"),
        KeySet(
            name: "a spec's container", schema: "connector.schema.json", path: [.property("container"), .objectBranch],
            keys: ContainerDecoder.specKeys, decoderList: "ContainerDecoder.specKeys"),
        KeySet(
            name: "container in connector-gen.yml", schema: "connector-gen.schema.json", path: [.property("container")],
            keys: ContainerDecoder.defaultsKeys, decoderList: "ContainerDecoder.defaultsKeys"),
        KeySet(
            name: "connector-gen.yml", schema: "connector-gen.schema.json", path: [],
            keys: TargetConfigDecoder.keys, decoderList: "TargetConfigDecoder.keys"),
        KeySet(
            name: "top level of a store spec", schema: "store.schema.json", path: [],
            keys: StoreSpecDecoder.topLevelKeys, decoderList: "StoreSpecDecoder.topLevelKeys"),
        KeySet(
            name: "a store feature", schema: "store.schema.json", path: [.property("features"), .additionalProperties],
            keys: StoreSpecDecoder.featureKeys, decoderList: "StoreSpecDecoder.featureKeys"),
        KeySet(
            name: "a store's effect", schema: "store.schema.json", path: [.property("effect")],
            keys: StoreSpecDecoder.effectKeys, decoderList: "StoreSpecDecoder.effectKeys"),
    ]

    static let schemaFiles = ["connector.schema.json", "connector-gen.schema.json", "store.schema.json"]

    @Test("the schema's properties are the keys the decoder reads", arguments: keySets)
    func propertiesMatchDecoderKeys(_ keySet: KeySet) throws {
        let schema = try Schema.load(keySet.schema)
        let (object, pointer) = try schema.object(at: keySet.path)
        let properties = try #require(
            object["properties"] as? [String: Any], "\(keySet.schema)\(pointer) has no 'properties'")
        let schemaKeys = Set(properties.keys)
        #expect(Set(keySet.keys).count == keySet.keys.count, "\(keySet.decoderList) lists a key twice: \(keySet.keys)")
        for key in keySet.keys where !schemaKeys.contains(key) {
            Issue.record("'\(key)' is in \(keySet.decoderList) but missing from \(keySet.schema) at \(pointer)/properties")
        }
        for key in schemaKeys.sorted() where !keySet.keys.contains(key) {
            Issue.record("'\(key)' is in \(keySet.schema) at \(pointer)/properties but the decoder does not read it (extra in the schema; not in \(keySet.decoderList))")
        }
    }

    @Test("every property has a description and examples", arguments: schemaFiles)
    func propertiesAreDocumented(_ file: String) throws {
        let schema = try Schema.load(file)
        var count = 0
        for (pointer, property) in schema.allProperties() {
            count += 1
            let description = (property["description"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            #expect(!description.isEmpty, "\(file)\(pointer) has no non-empty \"description\"")
            let examples = property["examples"] as? [Any] ?? []
            #expect(!examples.isEmpty, "\(file)\(pointer) has no non-empty \"examples\"")
        }
        #expect(count > 0, "found no properties in \(file)")
    }
}

/// A step from one subschema to another. Every step first follows a `$ref`.
enum SchemaStep: Sendable, CustomStringConvertible {
    /// `properties/<name>`.
    case property(String)
    /// The branch of a `oneOf` that is an object (the other is the short, string form).
    case objectBranch
    /// `additionalProperties`: the value of every entry of a mapping.
    case additionalProperties
    /// `items`: every item of a list.
    case items

    var description: String {
        switch self {
        case .property(let name): "properties/\(name)"
        case .objectBranch: "oneOf/<object>"
        case .additionalProperties: "additionalProperties"
        case .items: "items"
        }
    }
}

/// A schema document read with `JSONSerialization`.
struct Schema {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var file: String
    var root: [String: Any]

    static func load(_ file: String) throws -> Schema {
        let url = Paths.packageRoot.appendingPathComponent("Schemas").appendingPathComponent(file)
        let data = try Data(contentsOf: url)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "\(file) is not a JSON object")
        }
        return Schema(file: file, root: root)
    }

    /// Follows `$ref`s (local JSON pointers only) until the subschema has none.
    func resolve(_ node: [String: Any], pointer: String) throws -> ([String: Any], String) {
        var node = node
        var pointer = pointer
        var seen: Set<String> = []
        while let reference = node["$ref"] as? String {
            guard reference.hasPrefix("#"), seen.insert(reference).inserted else {
                throw Failure(description: "\(file)\(pointer): cannot follow $ref \(reference)")
            }
            var target: Any = root
            for part in reference.dropFirst().split(separator: "/") {
                let name = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                guard let next = (target as? [String: Any])?[name] else {
                    throw Failure(description: "\(file)\(pointer): $ref \(reference) points at nothing")
                }
                target = next
            }
            guard let resolved = target as? [String: Any] else {
                throw Failure(description: "\(file)\(pointer): $ref \(reference) is not a schema object")
            }
            node = resolved
            pointer = String(reference.dropFirst())
        }
        return (node, pointer)
    }

    /// The subschema at the end of `path`, with its JSON pointer (after `$ref`s).
    func object(at path: [SchemaStep]) throws -> ([String: Any], String) {
        var (node, pointer) = try resolve(root, pointer: "")
        for step in path {
            switch step {
            case .property(let name):
                guard let next = (node["properties"] as? [String: Any])?[name] as? [String: Any] else {
                    throw Failure(description: "\(file)\(pointer) has no property '\(name)'")
                }
                (node, pointer) = (next, pointer + "/properties/" + name)
            case .objectBranch:
                if node["type"] as? String == "object" { continue }
                guard let branches = node["oneOf"] as? [Any] else {
                    throw Failure(description: "\(file)\(pointer) is neither an object nor a oneOf")
                }
                var found: ([String: Any], String)?
                for (index, branch) in branches.enumerated() {
                    guard let branch = branch as? [String: Any] else { continue }
                    let resolved = try resolve(branch, pointer: pointer + "/oneOf/\(index)")
                    if resolved.0["type"] as? String == "object" {
                        guard found == nil else { throw Failure(description: "\(file)\(pointer)/oneOf has two object branches") }
                        found = resolved
                    }
                }
                guard let found else { throw Failure(description: "\(file)\(pointer)/oneOf has no object branch") }
                (node, pointer) = found
            case .additionalProperties:
                guard let next = node["additionalProperties"] as? [String: Any] else {
                    throw Failure(description: "\(file)\(pointer) has no additionalProperties schema")
                }
                (node, pointer) = (next, pointer + "/additionalProperties")
            case .items:
                guard let next = node["items"] as? [String: Any] else {
                    throw Failure(description: "\(file)\(pointer) has no items schema")
                }
                (node, pointer) = (next, pointer + "/items")
            }
            (node, pointer) = try resolve(node, pointer: pointer)
        }
        return (node, pointer)
    }

    /// Keys whose values are data, not subschemas.
    static let notSchemas: Set<String> = ["examples", "default", "enum", "const"]

    /// Every entry of every `properties` in the document, by JSON pointer, sorted; the
    /// conditions of `if`/`then` rules are left out (they only test values).
    func allProperties() -> [(String, [String: Any])] {
        var found: [(String, [String: Any])] = []
        func walk(_ node: Any, _ pointer: String, isMapOfSchemas: Bool, isCondition: Bool) {
            if let object = node as? [String: Any] {
                if !isMapOfSchemas, !isCondition, let properties = object["properties"] as? [String: Any] {
                    for (name, value) in properties {
                        found.append((pointer + "/properties/" + name, value as? [String: Any] ?? [:]))
                    }
                }
                for (key, value) in object where isMapOfSchemas || !Self.notSchemas.contains(key) {
                    walk(
                        value, pointer + "/" + key,
                        isMapOfSchemas: !isMapOfSchemas && (key == "properties" || key == "$defs"),
                        isCondition: isCondition || (!isMapOfSchemas && key == "if"))
                }
            } else if let array = node as? [Any] {
                for (index, value) in array.enumerated() {
                    walk(value, pointer + "/\(index)", isMapOfSchemas: false, isCondition: isCondition)
                }
            }
        }
        walk(root, "", isMapOfSchemas: false, isCondition: false)
        return found.sorted { $0.0 < $1.0 }
    }
}
