/// How an injected provider or factory reaches the instances of the graph it came from.
///
/// A handle given to an object that nothing in the graph caches keeps the graph alive, so
/// `try Component(…).root` keeps working after the component itself is released. A handle
/// given to an object that the graph may cache (a singleton, a scoped instance, or anything
/// inside one) holds the graph weakly: otherwise the graph would own an object that owns the
/// graph, and releasing the component would release nothing. Should such an object outlive
/// its graph, its providers keep working on a fresh, empty store with the same recipes and
/// seeds instead of failing.
@usableFromInline
struct GraphHandle: @unchecked Sendable {
    private let strongStore: InstanceStore?
    private let weakStore: WeakInstanceStore?
    private let identity: StoreIdentity

    init(store: InstanceStore, weak: Bool) {
        identity = store.identity
        if weak {
            strongStore = nil
            weakStore = WeakInstanceStore(store)
        } else {
            strongStore = store
            weakStore = nil
        }
    }

    /// Whether the handle holds its store weakly.
    var holdsStoreWeakly: Bool {
        weakStore != nil
    }

    /// The store, or nil when a weakly held graph has been released.
    var liveStore: InstanceStore? {
        strongStore ?? weakStore?.store
    }

    /// The store, or a fresh one when a weakly held graph has been released.
    @usableFromInline
    var store: InstanceStore {
        liveStore ?? identity.makeStore()
    }
}

final class WeakInstanceStore: @unchecked Sendable {
    weak var store: InstanceStore?

    init(_ store: InstanceStore) {
        self.store = store
    }
}
