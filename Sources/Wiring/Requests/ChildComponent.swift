/// A component that a parent installs and builds many times, each from a seed value, such
/// as one session per inserted card.
///
/// ```swift
/// public enum SessionComponent: ChildComponent {
///     public typealias Seed = InsertedCard
///     public typealias Root = Session
///     public static let scope = Scope("session")
///     public static func configure(binder: Binder) {
///         binder.include(SessionModule.self)
///     }
/// }
///
/// binder.install(SessionComponent.self)              // in a parent module
/// init(sessions: ChildFactory<SessionComponent>)     // in a parent object
/// let session = sessions.build(card)                 // a ChildInstance; session.root is a Session
/// ```
///
/// A child sees its ancestors' bindings; they never see its own. Bindings scoped with the
/// child's `scope` live as long as that child instance, and the seed is injectable inside it.
public protocol ChildComponent: Module {
    /// The value each instance is built from; injectable inside the child. `Void` for none.
    associatedtype Seed: Sendable
    /// What the child builds: the type `ChildInstance.root` returns.
    associatedtype Root: Sendable
    /// The scope whose instances live as long as one child instance.
    static var scope: Scope { get }
}

/// Builds instances of a child component; inject it into the parent's objects.
public struct ChildFactory<C: ChildComponent>: Sendable {
    private let table: SlotTable
    private let root: Slot<C.Root>
    private let handle: GraphHandle

    init(table: SlotTable, root: Slot<C.Root>, handle: GraphHandle) {
        self.table = table
        self.root = root
        self.handle = handle
    }

    /// A new child instance built from `seed`, with its own scoped instances.
    public func build(_ seed: C.Seed) -> ChildInstance<C> {
        let parent = handle.store(for: "ChildFactory<\(typeName(C.self))>")
        let identity = StoreIdentity(table: table, parent: parent.identity, seed: cellObject(holding: seed, as: C.Seed.self))
        let store = InstanceStore(identity: identity, parent: parent, weakParent: handle.holdsStoreWeakly)
        return ChildInstance(store: store, root: root)
    }

    /// A new instance for the same seed as `previous`, keeping its instances marked
    /// `.onReload(.reuse)`; the others are made anew from the current configuration.
    func rebuild(_ previous: ChildInstance<C>) -> ChildInstance<C> {
        let old = previous.store
        let store = InstanceStore(
            identity: old.identity, parent: old.parent, weakParent: handle.holdsStoreWeakly, carrying: old)
        return ChildInstance(store: store, root: root)
    }
}

extension ChildFactory where C.Seed == Void {
    /// A new child instance of a component without a seed.
    public func build() -> ChildInstance<C> {
        build(())
    }
}

extension ChildFactory: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(key: BindingKey(ChildFactory<C>.self), edge: .deferred, holdsInstance: false)
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        let weakHandles = context.weakHandles
        guard let table = context.table.childTable(for: C.self), let root = table.slot(of: C.Root.self) else {
            return nil
        }
        // Unowned: the graph owns this slot (through its link context), so holding the table
        // would keep the whole frozen graph alive forever. Any store the slot resolves from
        // keeps its table, and with it every table of the graph, alive.
        return Slot<ChildFactory<C>> { [unowned table] store in
            ChildFactory(table: table, root: root, handle: GraphHandle(store: store, weak: weakHandles))
        }
    }
}

/// One built instance of a child component. It owns the child's scoped instances: releasing
/// it releases them.
public final class ChildInstance<C: ChildComponent>: Sendable {
    let store: InstanceStore
    private let rootSlot: Slot<C.Root>

    init(store: InstanceStore, root: Slot<C.Root>) {
        self.store = store
        self.rootSlot = root
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
