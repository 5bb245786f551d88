import WiringSupport

/// One built instance of a child component. It owns the child's scoped instances: releasing
/// it releases them.
public final class ChildInstance<C: ChildComponent>: Sendable {
    @usableFromInline let store: InstanceStore
    private let rootNode: Int

    init(store: InstanceStore, rootNode: Int) {
        self.store = store
        self.rootNode = rootNode
    }

    /// Makes a main-actor root on the main actor, for `AsyncChildFactory`, so that `root` never
    /// has to make it wherever it is read (validation requires it scoped in the child).
    nonisolated(nonsending) func makeMainActorRoot() async {
        guard store.graph.hasIsolatedCreation, store.graph.creation(ofNode: rootNode) == .onMainActor else { return }
        await makeRootOnMainActor()
    }

    /// Makes the root on the main actor; at once when called from there, where
    /// `MainActor.run` would pass through the global executor first.
    @MainActor
    private func makeRootOnMainActor() {
        _ = root
    }

    /// The seed this instance was built from.
    public var seed: C.Seed? {
        try? store.resolve(C.Seed.self)
    }

    /// The child's root: a new one on each access when its binding is unscoped.
    public var root: C.Root {
        store.graph.value(ofNode: rootNode, as: C.Root.self, in: store)
    }

    /// Any type bound in this child or its ancestors, found by type at run time.
    ///
    /// - Returns: The bound value, or the value of a request kind such as `Provider<T>`.
    /// - Throws: A ``WiringError`` when nothing binds the type, or it cannot be made here.
    @inlinable
    public func resolve<T>(_ type: T.Type = T.self) throws(WiringError) -> T {
        try store.resolve(type)
    }

    /// Every scoped instance this child instance has made so far (its seed included).
    public var instances: [Any] {
        store.instances
    }

    /// Fills an object's properties with its `PropertyInjector`.
    ///
    /// - Throws: A ``WiringError`` when nothing binds a `PropertyInjector` of the object's class.
    public func injectProperties<T: AnyObject>(into object: T) throws(WiringError) {
        try store.injectProperties(into: object)
    }
}

extension ChildInstance: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [C.self] }
}
