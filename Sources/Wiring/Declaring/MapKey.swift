/// A map contribution's key. Keys are `Hashable & Sendable` when declared (`intoMap(key:)`),
/// so holding one type-erased is safe to share.
@usableFromInline
struct MapKey: Hashable, @unchecked Sendable {
    let value: AnyHashable
}
