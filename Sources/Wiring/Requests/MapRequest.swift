/// A factory parameter `[K: T]` receives every entry contributed with `.intoMap(key:)`.
extension Dictionary: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        RequestShape(
            key: .map(of: Value.self, keyedBy: Key.self), timing: .immediate,
            directKey: .dictionary(of: Value.self, keyedBy: Key.self))
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        if !context.hasContributions, case .node(let node)? = context.targetAnswer(as: [Key: Value].self) {
            return context.reading(Int(node), as: [Key: Value].self).erased
        }
        // A map nothing contributes to is empty.
        guard context.hasContributions else { return Recipe<[Key: Value]>.emptyMap().erased }
        // Each entry's value is a one-entry map; the entries carry how to merge them, made
        // where the key type is known to be `Sendable` (`MapBindingBuilder`).
        return context.mapAssembly?.merge(context)
    }

    static var exportName: WiringGraph.RequestKind { .map }
}

/// Merges a map's one-entry contributions into the whole map. Made by `MapBindingBuilder`,
/// where the key type is known to be `Hashable & Sendable`.
struct MapAssembly: Sendable {
    let merge: @Sendable (AnswerContext) -> AnyRecipe?

    static func of<K: Hashable & Sendable, V>(_ key: K.Type, _ value: V.Type) -> MapAssembly {
        MapAssembly { context in
            guard let parts = context.contributions(as: [K: V].self) else { return nil }
            return Recipe<[K: V]> { arguments in
                let graph = arguments.store.graph
                // Entry by entry, keeping the first of a key: `merge(_:uniquingKeysWith:)`
                // goes through generic sequence code, which asks the runtime, once per map
                // type, whether the map is a `Sequence`, and its first answer scans every
                // conformance record of the process.
                var map: [K: V] = [:]
                for part in parts {
                    for (key, value) in graph.value(ofNode: part, as: [K: V].self, in: arguments.store)
                    where map[key] == nil {
                        map[key] = value
                    }
                }
                return map
            }.erased
        }
    }
}
