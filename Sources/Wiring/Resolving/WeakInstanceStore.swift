@usableFromInline
final class WeakInstanceStore: @unchecked Sendable {
    @usableFromInline weak var store: InstanceStore?

    init(_ store: InstanceStore) {
        self.store = store
    }
}
