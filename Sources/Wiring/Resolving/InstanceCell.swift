import Synchronization

/// One scoped instance's place in a store.
@usableFromInline
struct InstanceCell: ~Copyable {
    @usableFromInline let instance = Atomic<Unmanaged<AnyObject>?>(nil)

    init() {}
}
