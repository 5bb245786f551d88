/// One built instance of a child component. It owns the child's scoped instances: releasing
/// it releases them.
public final class ChildInstance<C: ChildComponent>: Sendable {
    @usableFromInline let store: InstanceStore
    private let rootSlot: Slot<C.Root>

    init(store: InstanceStore, root: Slot<C.Root>) {
        self.store = store
        self.rootSlot = root
    }

    /// Makes a main-actor root on the main actor, for `AsyncChildFactory`, so that `root` never
    /// has to make it wherever it is read (validation requires it scoped in the child).
    func makeMainActorRoot() async {
        guard store.isMainActorBinding(rootSlot) else { return }
        await MainActor.run { _ = self.root }
    }

    /// The seed this instance was built from.
    public var seed: C.Seed? {
        try? store.resolve(C.Seed.self)
    }

    /// The child's root: a new one on each access when its binding is unscoped.
    public var root: C.Root {
        rootSlot.get(store)
    }

    /// Any type bound in this child or its ancestors, found by type at run time.
    @inlinable @inline(__always)
    public func resolve<T>(_ type: T.Type = T.self) throws(WiringError) -> T {
        try store.resolve(type)
    }

    /// Every scoped instance this child instance has made so far (its seed included).
    public var instances: [Any] {
        store.instances
    }

    /// Fills an object's properties with its `PropertyInjector`.
    public func injectProperties<T: AnyObject>(into object: T) throws(WiringError) {
        try store.injectProperties(into: object)
    }
}
