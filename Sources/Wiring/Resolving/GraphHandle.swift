/// How an injected provider or factory reaches the instances of the graph it came from.
///
/// A handle given to an object that nothing in the graph caches keeps the graph alive, so
/// `try Component(…).root` keeps working after the component itself is released. A handle
/// given to an object that the graph may cache (a singleton, a scoped instance, or anything
/// inside one) holds the graph weakly: otherwise the graph would own an object that owns the
/// graph, and releasing the component would release nothing. Should such an object outlive
/// its graph and then use a provider, the process stops with `Wiring.UsedAfterRelease`:
/// answering from a fresh store would silently make a second "singleton".
@usableFromInline
struct GraphHandle: @unchecked Sendable {
    /// The store, held strongly; or held weakly, with its identity, which names what was used
    /// after release. One case or the
    /// other, so that copying a handle held strongly, the usual kind, retains one reference.
    @usableFromInline
    enum Reference {
        case strong(InstanceStore)
        case weak(WeakInstanceStore, StoreIdentity)
    }

    @usableFromInline let reference: Reference

    @usableFromInline
    init(store: InstanceStore, weak: Bool) {
        reference = weak ? .weak(store.weakReference, store.identity) : .strong(store)
    }

    /// Whether the handle holds its store weakly.
    var holdsStoreWeakly: Bool {
        if case .weak = reference { return true }
        return false
    }

    /// The store, or nil when a weakly held graph has been released.
    var liveStore: InstanceStore? {
        switch reference {
        case .strong(let store): store
        case .weak(let box, _): box.store
        }
    }

    /// Runs `body` with the store; `request` names what asked for it, should a weakly held
    /// graph have been released. Inlinable, so that a store held strongly, the usual kind, is
    /// lent to `body` without being retained.
    @inlinable @inline(__always)
    func withStore<R>(for request: @autoclosure () -> String, _ body: (InstanceStore) -> R) -> R {
        Self.lend(reference, for: request, to: body)
    }

    /// Takes the reference as `borrowing`: a pattern match on a copy, which `if case` on the
    /// stored property made, retains the store and releases it again.
    @inlinable @inline(__always)
    static func lend<R>(
        _ reference: borrowing Reference, for request: () -> String, to body: (InstanceStore) -> R
    ) -> R {
        switch reference {
        case .strong(let store): return body(store)
        case .weak(let box, let identity):
            guard let store = box.store else { identity.usedAfterRelease(request()) }
            return body(store)
        }
    }

    /// The store, for `request`.
    func store(for request: @autoclosure () -> String) -> InstanceStore {
        withStore(for: request()) { $0 }
    }
}
