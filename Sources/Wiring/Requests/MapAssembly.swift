/// Merges a map's one-entry slots into the slot of the whole map. Made by `MapBindingBuilder`,
/// where the key type is known to be `Hashable & Sendable`.
@usableFromInline
struct MapAssembly: Sendable {
    let merge: @Sendable (WrapperContext) -> AnySlot?

    static func of<K: Hashable & Sendable, V>(_ key: K.Type, _ value: V.Type) -> MapAssembly {
        MapAssembly { context in
            guard let parts = context.contributions(as: [K: V].self) else { return nil }
            return Slot<[K: V]> { store in
                parts.reduce(into: [K: V]()) { map, part in map.merge(part.get(store)) { kept, _ in kept } }
            }
        }
    }
}
