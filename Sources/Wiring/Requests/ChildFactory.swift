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
        build(seed, parent: handle.store(for: "ChildFactory<\(typeName(C.self))>"))
    }

    /// `build(_:)` for `AsyncChildFactory`, which throws rather than stop: nil when the parent's
    /// graph has been released.
    func buildIfAlive(_ seed: C.Seed) -> ChildInstance<C>? {
        handle.liveStore.map { build(seed, parent: $0) }
    }

    private func build(_ seed: C.Seed, parent: InstanceStore) -> ChildInstance<C> {
        let identity = StoreIdentity(
            table: table, parent: parent.identity, seed: cellObject(holding: seed, as: C.Seed.self))
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
