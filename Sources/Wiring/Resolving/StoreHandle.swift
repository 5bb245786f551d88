/// How an injected provider, factory or child instance reaches the store it came from.
///
/// A handle given to an object that nothing in the graph caches keeps the store alive, so
/// `try Component(…).root` keeps working after the component itself is released. A handle
/// given to an object the graph may cache (a singleton, a scoped instance, or anything inside
/// one) holds the store weakly: otherwise the store would own an object that owns the store,
/// and releasing the component would release nothing. Should such an object outlive its
/// store and then use a provider, the process stops with `Wiring.UsedAfterRelease`, or the
/// request throws it where it can throw: answering from a fresh store would silently make a
/// second "singleton".
@usableFromInline
enum StoreHandle: Sendable {
    case strong(InstanceStore)
    case weak(WeakStore)

    /// A handle to `store`, held weakly when `weak`.
    @inlinable
    init(_ store: InstanceStore, weak: Bool) {
        self = weak ? .weak(WeakStore(store: store)) : .strong(store)
    }

    /// A store held weakly.
    @usableFromInline
    struct WeakStore: Sendable {
        @usableFromInline weak let store: InstanceStore?

        @usableFromInline
        init(store: InstanceStore) {
            self.store = store
        }
    }

    /// Whether the handle holds its store weakly.
    var holdsStoreWeakly: Bool {
        if case .weak = self { return true }
        return false
    }

    /// The store, or nil when a store held weakly has been released.
    @inlinable
    var liveStore: InstanceStore? {
        switch self {
        case .strong(let store): store
        case .weak(let reference): reference.store
        }
    }

    /// The store; `request` names what asked for it, such as `Provider<Receipt>`, for the
    /// diagnostic that stops the process when a store held weakly has been released.
    @inlinable
    func store(for request: @autoclosure () -> String) -> InstanceStore {
        switch self {
        case .strong(let store): return store
        case .weak(let reference):
            guard let store = reference.store else { usedAfterRelease(request()) }
            return store
        }
    }

    /// Stops the process: `request`, made by an object the graph cached, reached a store that
    /// has been released.
    @usableFromInline
    func usedAfterRelease(_ request: String) -> Never {
        stop(with: .usedAfterRelease(request))
    }
}
