/// A starting value (`initial`) of a store spec that reads a part of the app state the
/// generated `init()` has not set yet: the parts start one by one, the features first and then
/// the app-level fields, each in the spec's order, so such a read fails in the build with
/// `'self' used before 'self.init' call`, which names neither part.
enum StoreInitialOrderRule {
    /// Reports each `initial` that reads its own part, or one that starts after it.
    static func check(_ store: ResolvedStore, context: inout DecodingContext) {
        guard store.startsEmpty else { return }
        let parts = store.spec.features.map { (name: $0.name.value, initial: $0.initial, isFeature: true) }
            + store.spec.fields.map { (name: $0.name.value, initial: $0.initial, isFeature: false) }
        for (index, part) in parts.enumerated() {
            guard let code = part.initial else { continue }
            let notYetSet = Set(parts[index...].map(\.name))
            let references = ReferencedNames.references(in: code.text)
            // `self` is not made before the parts are: an earlier part is read by its name.
            if let read = references.first(where: { $0.name == "self" }) {
                let rest = code.text.utf8.dropFirst(read.offset + "self.".count)
                let member = String(decoding: rest.prefix { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }, as: UTF8.self)
                let followsDot = code.text.utf8.dropFirst(read.offset + "self".count).first == UInt8(ascii: ".")
                let earlier = followsDot && parts[..<index].contains { $0.name == member } ? member : nil
                let location = code.location(ofOffset: read.offset)
                if earlier == nil {
                    context.report(.initialReadsSelf(part.name, earlierPart: nil), at: location)
                } else {
                    context.report(.initialReadsSelf(part.name, earlierPart: earlier), at: location, replacingWritten: "self.")
                }
                continue
            }
            guard let read = references.first(where: { notYetSet.contains($0.name) }) else { continue }
            let isFeature = parts.first { $0.name == read.name }?.isFeature ?? false
            context.report(
                .initialReadsUnsetPart(part.name, reads: read.name, readIsFeature: isFeature, partIsFeature: part.isFeature),
                at: code.location(ofOffset: read.offset))
        }
    }
}
